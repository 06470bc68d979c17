"""grail_desktop.ui.veil: the Riven Veil at the desk (issue 22): the match wizard, the board scene, the privacy
screen, decisions, battles, scoring, bots thinking off the UI thread. Opened from the start screen by
:func:`grail_desktop.ui.veil.screen.open_match`; never imports the campaign's screens."""
