"""grail_desktop.app.veil: the Riven Veil's app layer for the desktop (words, descriptions); no Qt widgets."""
