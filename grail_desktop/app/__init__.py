"""grail_desktop.app"""
