"""grail_desktop.ui"""
