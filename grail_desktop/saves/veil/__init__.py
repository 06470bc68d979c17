"""grail_desktop.saves.veil: a Riven Veil match as one TOML save sheet (docs/riven-veil.md "Saves").

The sheet holds the setup (pack, factions, mode, seed), who sits at each seat, a readable table of the
standings and the action log. Loading replays the log, so a match resumes exactly, mid-round and with every
sealed choice already made, and checks the table against the replay. Writing uses the save machinery of
:mod:`grail_desktop.saves.files` (atomic replace, numbered backups).
"""

from grail_desktop.saves.veil.sheet import FORMAT, VERSION, MatchSheet, dumps, load_match, loads, save_match

__all__ = ["FORMAT", "VERSION", "MatchSheet", "dumps", "load_match", "loads", "save_match"]
