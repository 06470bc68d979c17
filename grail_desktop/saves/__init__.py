"""Save sheets: a game as one readable TOML file that never loses a campaign (architecture.md "Data out").

* :func:`dumps` / :func:`loads` turn a :class:`~grail_desktop.engine.game.Game` into sheet text and back;
  ``loads(dumps(g)).state == g.state`` and play continues exactly as it would have.
* :func:`save_game` / :func:`load_game` do the same with a file: written atomically (temporary file in the
  same folder, fsync, ``os.replace``) with the previous file rotated into ``name.toml.1`` … ``.5``.
* :func:`autosave` is what the app calls at every Start of the Day and before it closes or reports a crash.
* :func:`read_slot_metadata` / :func:`list_slots` read only the header of each file.

Every problem with a file becomes one :class:`SaveError` whose text names the file, the key and the problem.
Reading never writes, and a save is data only: nothing in it runs and nothing in it is a path. The sheet's
keys are documented in ``docs/saves.md``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grail_desktop.saves.api import (
        END_MARKER,
        LoadedSheet,
        autosave,
        dump_state,
        dumps,
        load_game,
        load_sheet,
        load_state,
        loads,
        loads_sheet,
        save_game,
    )
    from grail_desktop.saves.errors import SaveError
    from grail_desktop.saves.files import BACKUPS, MAX_SAVE_BYTES
    from grail_desktop.saves.meta import Lineage, Seat, SheetMeta, new_campaign_id
    from grail_desktop.saves.migrations import FORMAT, VERSION
    from grail_desktop.saves.slots import SlotInfo, list_slots, read_slot_metadata

__all__ = [
    "BACKUPS",
    "END_MARKER",
    "FORMAT",
    "MAX_SAVE_BYTES",
    "VERSION",
    "Lineage",
    "LoadedSheet",
    "SaveError",
    "Seat",
    "SheetMeta",
    "SlotInfo",
    "autosave",
    "dump_state",
    "dumps",
    "list_slots",
    "load_game",
    "load_sheet",
    "load_state",
    "loads",
    "loads_sheet",
    "new_campaign_id",
    "read_slot_metadata",
    "save_game",
]

# Names load on first use: listing save slots on the start screen must not import the rules engine.
_LAZY: dict[str, str] = {
    "BACKUPS": "files",
    "MAX_SAVE_BYTES": "files",
    "FORMAT": "migrations",
    "VERSION": "migrations",
    "SaveError": "errors",
    "Lineage": "meta",
    "Seat": "meta",
    "SheetMeta": "meta",
    "new_campaign_id": "meta",
    "SlotInfo": "slots",
    "list_slots": "slots",
    "read_slot_metadata": "slots",
}


def __getattr__(name: str) -> Any:
    if name not in __all__:
        # Probes such as hasattr(module, "__something__") must not import the engine.
        raise AttributeError(f"module 'grail_desktop.saves' has no attribute '{name}'")
    module = importlib.import_module(f"grail_desktop.saves.{_LAZY.get(name, 'api')}")
    try:
        return getattr(module, name)
    except AttributeError:
        raise AttributeError(f"module 'grail_desktop.saves' has no attribute '{name}'") from None
