"""grail_desktop.saves"""
