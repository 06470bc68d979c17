"""grail_desktop.saves.veil: a Riven Veil match as one TOML save sheet (docs/riven-veil.md "Saves").

The sheet holds the setup (pack, factions, mode, seed), who sits at each seat, a readable table of the
standings and the action log. Loading replays the log, so a match resumes exactly, mid-round and with every
sealed choice already made, and checks the table against the replay. Writing uses the save machinery of
:mod:`grail_desktop.saves.files` (atomic replace, numbered backups). Each match has a lineage like a
campaign's (:mod:`.lineage`): its own folder with an autosave, a save and checkpoints, listed for the Load list
by :func:`list_matches` from the sheets' headers.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grail_desktop.saves.veil.lineage import (
        MatchEntry,
        MatchSlot,
        autosave_match,
        latest_match_save,
        list_matches,
        match_dir,
        new_lineage,
        read_match_header,
        save_match_checkpoint,
        save_match_in_lineage,
    )
    from grail_desktop.saves.veil.sheet import FORMAT, VERSION, MatchSheet, dumps, load_match, loads, save_match

__all__ = [
    "FORMAT",
    "VERSION",
    "MatchEntry",
    "MatchSheet",
    "MatchSlot",
    "autosave_match",
    "dumps",
    "latest_match_save",
    "list_matches",
    "load_match",
    "loads",
    "match_dir",
    "new_lineage",
    "read_match_header",
    "save_match",
    "save_match_checkpoint",
    "save_match_in_lineage",
]

# Names load on first use: the start screen lists matches (``lineage``) without importing the rules engine.
_SHEET = frozenset({"FORMAT", "VERSION", "MatchSheet", "dumps", "load_match", "loads", "save_match"})


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module 'grail_desktop.saves.veil' has no attribute '{name}'")
    module = importlib.import_module(f"grail_desktop.saves.veil.{'sheet' if name in _SHEET else 'lineage'}")
    return getattr(module, name)
