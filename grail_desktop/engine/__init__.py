"""grail_desktop.engine"""
