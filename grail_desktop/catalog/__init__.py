"""grail_desktop.catalog"""
