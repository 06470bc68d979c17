"""Migrations of the raw save table, run before structuring.

Each entry of :data:`MIGRATIONS` turns a table of sheet version ``n`` into version ``n + 1`` (a pure function
on plain dicts/lists; it must not touch the catalog). :func:`migrate` chains them up to :data:`VERSION`.
A sheet newer than :data:`VERSION` is refused: this build cannot know what it holds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from grail_desktop.saves.errors import SaveError

#: The sheet version this build writes.
VERSION = 2
FORMAT = "grail-desktop-save"

Table = dict[str, Any]
Migration = Callable[[Table], Table]


def _v0_to_v1(table: Table) -> Table:
    """Version 0 (the first preview builds) named things differently.

    * the pack version was ``campaign_version`` (now ``pack_version``);
    * characters were ``[[hero]]`` tables (now ``[[character]]``);
    * the generator state was a top-level ``seed_state`` string (now ``[rng] state``).
    """
    out: Table = {}
    for key, value in table.items():
        if key == "campaign_version":
            out["pack_version"] = value
        elif key == "hero":
            out["character"] = value
        elif key == "seed_state":
            out["rng"] = {"state": value}
        else:
            out[key] = value
    out["version"] = 1
    return out


def _v1_to_v2(table: Table) -> Table:
    """Version 2 added the optional ``[lineage]`` (campaign identity) and ``[[seat]]`` tables; a version 1
    sheet has neither and is otherwise the same (the app gives it a campaign id when it is next saved)."""
    return {**table, "version": 2}


#: version n → function producing version n + 1.
MIGRATIONS: dict[int, Migration] = {0: _v0_to_v1, 1: _v1_to_v2}


def migrate(table: Table, name: str) -> Table:
    """Bring a raw sheet table up to :data:`VERSION`.

    Raises :class:`SaveError` (file ``name``) when ``format`` or ``version`` is missing or wrong, or the
    version is newer than this build understands.
    """
    fmt = table.get("format")
    if fmt is None:
        raise SaveError(name, "format", f'missing; a save sheet starts with format = "{FORMAT}"')
    if fmt != FORMAT:
        raise SaveError(name, "format", f'is {fmt!r}, not "{FORMAT}"; this is not a Grail Desktop save')
    version = table.get("version")
    if version is None:
        raise SaveError(name, "version", "missing")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(name, "version", f"must be an integer, not {version!r}")
    if version > VERSION:
        raise SaveError(
            name,
            "version",
            f"is {version}, newer than this build of Grail Desktop understands (up to {VERSION}); "
            "update the application to open it",
        )
    if version < 0 or (version < VERSION and version not in MIGRATIONS):
        raise SaveError(name, "version", f"{version} is not a known save version")
    while version < VERSION:
        try:
            table = MIGRATIONS[version](table)
        except Exception as exc:  # an old file may be damaged in ways the migration cannot read
            raise SaveError(name, "", f"cannot be migrated from version {version} ({exc!r})") from None
        version += 1
    return table
