"""Carrying a save made with an older version of its campaign pack onto the installed one.

The sheet records ``campaign`` and ``pack_version``. When the installed pack is newer, the steps of its
migrations table (:mod:`grail_desktop.catalog.migrations`, docs/content-format.md "Migrations") from the save's
version to the pack's are applied to the raw sheet table, before it is structured and checked. Each step
returns what it changed in plain words; the app and text play tell the player (issue 17: never a silent
reset, never a refusal without a way forward).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from grail_desktop.catalog.migrations import PackMigration, version_key
from grail_desktop.engine.defs import Catalog
from grail_desktop.saves.errors import SaveError

Table = dict[str, Any]
#: Sheet parts a rename never touches: the header and what the slot list shows.
_KEEP = frozenset({"format", "version", "campaign", "pack_version", "chapter", "day", "slot", "lineage", "seat"})


def _walk(node: Any, fix: Callable[[str], str | None]) -> Any:
    """A copy of ``node`` with every string ``s`` replaced by ``fix(s)``; ``None`` drops it from arrays."""
    if isinstance(node, dict):
        return {k: _walk(v, fix) for k, v in node.items()}
    if isinstance(node, list):
        out = []
        for value in node:
            if isinstance(value, str):
                fixed = fix(value)
                if fixed is not None:
                    out.append(fixed)
            else:
                out.append(_walk(value, fix))
        return out
    if isinstance(node, str):
        fixed = fix(node)
        return node if fixed is None else fixed
    return node


_FACT = re.compile(r"=([^;\]]*)([;\]])")


def _rename_facts(line: object, renames: dict[str, str]) -> object:
    """A chronicle line's facts (``Kind[key=value;…]: text``) with renamed ids; the text itself is kept."""
    if not isinstance(line, str) or "[" not in line.split(":", 1)[0]:
        return line
    head, sep, text = line.partition("]: ")
    fixed = _FACT.sub(lambda m: f"={renames.get(m.group(1), m.group(1))}{m.group(2)}", head + "]")
    return fixed[:-1] + sep + text if sep else line


def _character_name(table: Table, cid: str) -> str:
    for character in table.get("character", []):
        if isinstance(character, dict) and character.get("id") == cid:
            return str(character.get("name") or cid)
    return cid


def _holders(table: Table, ident: str) -> list[str]:
    """Where a card lies, in words (characters by name, locations by number, decks)."""
    places = []
    for character in table.get("character", []):
        if isinstance(character, dict) and any(
            ident in character.get(k, []) for k in ("items", "secrets", "face_down")
        ):
            places.append(str(character.get("name") or character.get("id")))
    for location in table.get("world", {}).get("location", []):
        if isinstance(location, dict) and ident in location.get("items", []):
            places.append(f"the ground at location {location.get('number')}")
    return places


def _anywhere(table: Table, ident: str) -> bool:
    found = False

    def look(value: str) -> str:
        nonlocal found
        found = found or value == ident
        return value

    _walk({k: v for k, v in table.items() if k not in _KEEP and k != "log"}, look)
    return found


def _first_living(table: Table) -> str | None:
    order = table.get("world", {}).get("turn_order", [])
    alive = {c.get("id") for c in table.get("character", []) if isinstance(c, dict) and not c.get("dead", False)}
    for cid in order:
        if cid in alive:
            return str(cid)
    return next(iter(sorted(str(a) for a in alive if a)), None)


def apply_step(table: Table, step: PackMigration, catalog: Catalog) -> tuple[Table, list[str]]:
    """Apply one migration step to a raw sheet table; returns the new table and what changed, in words."""
    notes = [step.note] if step.note else []
    renames: dict[str, str] = {}
    for names in step.renamed.values():
        renames.update(names)
    if renames:
        body = {k: v for k, v in table.items() if k not in _KEEP}
        table = {**table, **_walk(body, lambda s: renames.get(s, s))}
        log = table.get("log")
        if isinstance(log, dict) and isinstance(log.get("chronicle"), list):
            log["chronicle"] = [_rename_facts(line, renames) for line in log["chronicle"]]
    removed = {ident for ids in step.removed.values() for ident in ids}
    for ident in sorted(removed):
        holders = _holders(table, ident)
        if holders:
            notes.append(
                f"{ident.replace('-', ' ').capitalize()} is no longer part of the campaign; "
                f"it was taken from {', '.join(holders)}."
            )
    if removed:
        body = {k: v for k, v in table.items() if k not in _KEEP and k != "log"}
        table = {**table, **_walk(body, lambda s: None if s in removed else s)}
    world = table.setdefault("world", {})
    for status, item in step.status_to_item.items():
        statuses = world.get("statuses", [])
        if not isinstance(statuses, list) or status not in statuses:
            continue
        world["statuses"] = [s for s in statuses if s != status]
        if _holders(table, item):
            continue
        taker = _first_living(table)
        if taker is None:
            continue
        decks = table.setdefault("decks", {})
        for key in ("items", "removed"):
            if isinstance(decks.get(key), list):
                decks[key] = [i for i in decks[key] if i != item]
        for character in table.get("character", []):
            if isinstance(character, dict) and character.get("id") == taker:
                character["items"] = [*character.get("items", []), item]
        name = catalog.items[item].name if item in catalog.items else item
        notes.append(
            f"{_character_name(table, taker)} now carries {name}, which this version of the campaign "
            "gives where the old one only marked a Status."
        )
    decks = table.setdefault("decks", {})
    later = catalog.later_items()
    for kind, deck_key in (("items", "items"), ("secrets", "secrets")):
        for ident in step.added.get(kind, ()):
            if not _anywhere(table, ident):
                # an Item a later chapter brings in, or one only the story gives, waits in the box (engine.setup)
                boxed = kind == "items" and ident in catalog.items and (ident in later or catalog.items[ident].story)
                key = "removed" if boxed else deck_key
                decks[key] = [*decks.get(key, []), ident]
    table["pack_version"] = step.to_version
    return table, notes


def upgrade_to_pack(
    table: Table, catalog: Catalog, steps: tuple[PackMigration, ...], name: str
) -> tuple[Table, list[str]]:
    """Bring a raw sheet made with an older pack version up to ``catalog``'s version using ``steps``.

    Returns the table and the notes for the player (empty when the versions already agree). Raises
    :class:`SaveError` naming ``pack_version`` when the save is newer than the installed pack, or when the pack
    does not describe the way from the save's version to its own.
    """
    saved = table.get("pack_version")
    current = catalog.campaign.version
    if not isinstance(saved, str) or saved == current:
        return table, []
    pack = catalog.campaign.id
    try:
        newer = version_key(saved) > version_key(current)
    except ValueError:
        newer = False
    if newer:
        raise SaveError(
            name,
            "pack_version",
            f"the save was made with version {saved} of campaign {pack!r}, newer than the installed {current}; "
            "update the campaign to open it",
        )
    by_from = {s.from_version: s for s in steps}
    notes: list[str] = []
    version, seen = saved, set()
    while version != current:
        step = by_from.get(version)
        if step is None or version in seen:
            known = ", ".join(s.from_version for s in steps)
            tail = f" and its migrations table does not lead from {saved} (it starts from: {known})" if steps else ""
            raise SaveError(
                name,
                "pack_version",
                f"the save was made with version {saved} of campaign {pack!r}; the installed version is {current}"
                + tail,
            )
        seen.add(version)
        try:
            table, step_notes = apply_step(table, step, catalog)
        except Exception as exc:  # a damaged old sheet the step cannot read
            raise SaveError(name, "", f"cannot be carried from pack version {version} ({exc!r})") from None
        notes.extend(step_notes)
        version = step.to_version
    return table, notes
