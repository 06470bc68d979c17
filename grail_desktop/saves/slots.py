"""Save slots: the metadata a slot list shows, read from the compact header without parsing whole files.

A sheet starts with its header (``format``, ``version``, ``campaign``, ``pack_version``, ``chapter``, ``day``),
a small ``[slot]`` table (``saved_at``, ``characters``, ``location``, ``location_name``, ``difficulty``,
``house_rules``) and the campaign's
``[lineage]`` (``id``, ``name``, ``started_at``, ``checkpoint``) written before every other table, so reading
the first :data:`HEADER_BYTES` bytes is enough (docs/saves.md "Header").
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.files import decode, read_head
from grail_desktop.saves.lineage_files import HEADER_BYTES, header_text
from grail_desktop.saves.meta import read_lineage
from grail_desktop.saves.migrations import migrate


# A stdlib dataclass, not attrs: the start screen lists the slots before anything else needs attrs, whose
# import was a tenth of the app's start-up beyond a bare Qt window (issue 25).
@dataclass(frozen=True, slots=True)
class SlotInfo:
    """What a slot list shows for one save file.

    ``characters`` are display names in turn order; ``location`` the location number of the first character
    (the Party's usual place), ``location_name`` its name; ``saved_at`` is the wall-clock time of the save in
    UTC. ``campaign_id`` / ``campaign_name`` / ``started_at`` come from ``[lineage]`` (empty for sheets written
    before campaigns had ids) and ``checkpoint`` is a checkpoint's own name (``""`` for other saves).
    ``error`` is set (and the other fields may be empty) when the header cannot be read.
    """

    path: Path
    campaign: str = ""
    pack_version: str = ""
    version: int = 0
    chapter: int = 0
    day: int = 0
    characters: tuple[str, ...] = ()
    location: int | None = None
    location_name: str = ""
    saved_at: dt.datetime | None = None
    campaign_id: str = ""
    campaign_name: str = ""
    started_at: dt.datetime | None = None
    checkpoint: str = ""
    error: str | None = None
    #: display names of the difficulty and house rules (empty for a sheet written before them: Normal)
    difficulty: str = ""
    house_rules: tuple[str, ...] = ()
    #: the campaign's seed from ``[setup]`` when it lies within the header's bytes (None when it does not)
    seed: int | None = None

    @property
    def rules_words(self) -> str:
        """``"Hard · Gentle fasting"``: the difficulty (Normal for an older sheet) and any house rules."""
        return " · ".join([self.difficulty or "Normal", *self.house_rules])


def _typed(table: dict[str, Any], key: str, kind: type, name: str) -> Any:
    value = table.get(key)
    if value is None:
        raise SaveError(name, key, "missing")
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(name, key, f"must be {kind.__name__}, not {value!r}")
    return value


#: ``[slot]`` key → (accepted types, what the message asks for).
SLOT_TYPES: dict[str, tuple[tuple[type, ...], str]] = {
    "saved_at": ((dt.datetime,), "a date and time"),
    "characters": ((list,), "an array of names"),
    "location": ((int,), "a location number"),
    "location_name": ((str,), "a string"),
    "difficulty": ((str,), "a string"),
    "house_rules": ((list,), "an array of names"),
}


def check_slot(slot: object, name: str) -> dict[str, Any]:
    """Check the ``[slot]`` table's keys and types; raises :class:`SaveError` naming ``slot.<key>``."""
    if not isinstance(slot, dict):
        raise SaveError(name, "slot", "must be a table")
    for key, value in slot.items():
        if key not in SLOT_TYPES:
            raise SaveError(name, f"slot.{key}", "unknown key")
        kinds, wanted = SLOT_TYPES[key]
        bad = not isinstance(value, kinds) or isinstance(value, bool)
        if key in ("characters", "house_rules") and not bad:
            bad = not all(isinstance(c, str) for c in value)
        if bad:
            raise SaveError(name, f"slot.{key}", f"must be {wanted}, not {value!r}")
    return slot


def read_slot_metadata(path: Path | str) -> SlotInfo:
    """Read the header of the save at ``path`` (at most :data:`HEADER_BYTES` bytes).

    Raises :class:`SaveError` naming the file and key when the header is missing, malformed, or from a newer
    version. Does not check the rest of the file: :func:`grail_desktop.saves.load_game` does that.
    """
    path = Path(path)
    name = path.name
    data = read_head(path, HEADER_BYTES)
    if len(data) == HEADER_BYTES:
        data = data[: data.rfind(b"\n") + 1]
    text = decode(data, name)
    try:
        head = header_text(text)
    except ValueError:
        raise SaveError(name, "", f"no save header in the first {HEADER_BYTES} bytes") from None
    import tomllib  # here: a start screen with no save to describe never needs it

    try:
        table = tomllib.loads(head)
    except tomllib.TOMLDecodeError as exc:
        raise SaveError(name, "", f"the header is not valid TOML ({exc})") from None
    table = migrate(table, name)
    slot = check_slot(table.get("slot", {}), name)
    characters, location = slot.get("characters", []), slot.get("location")
    saved_at, location_name = slot.get("saved_at"), slot.get("location_name", "")
    lineage = read_lineage(table["lineage"], name) if "lineage" in table else None
    return SlotInfo(
        path=path,
        campaign=_typed(table, "campaign", str, name),
        pack_version=_typed(table, "pack_version", str, name),
        version=_typed(table, "version", int, name),
        chapter=_typed(table, "chapter", int, name),
        day=_typed(table, "day", int, name),
        characters=tuple(characters),
        location=location,
        location_name=location_name,
        saved_at=saved_at,
        difficulty=slot.get("difficulty", ""),
        house_rules=tuple(slot.get("house_rules", [])),
        campaign_id=lineage.id if lineage else "",
        campaign_name=lineage.name if lineage else "",
        started_at=lineage.started_at if lineage else None,
        checkpoint=lineage.checkpoint if lineage else "",
        seed=_setup_seed(text),
    )


def _setup_seed(text: str) -> int | None:
    """The ``seed`` of the ``[setup]`` table when it follows the header (it is written there, docs/saves.md);
    None when it is not within the bytes read or not a whole number. Never raises: the seed is only shown."""
    match = re.search(r"^\[setup\]\s*$(.*?)^\[", text, re.MULTILINE | re.DOTALL)
    found = re.search(r'^seed\s*=\s*"?(-?[0-9]+)"?\s*$', match.group(1), re.MULTILINE) if match else None
    return int(found.group(1)) if found else None


def list_slots(folder: Path | str) -> list[SlotInfo]:
    """Every ``*.toml`` save directly in ``folder``, newest first (by ``saved_at``), damaged ones last.

    Backups (``*.toml.1`` …) and temporary files are not listed. A file whose header cannot be read is
    listed with ``error`` set instead of raising, so one damaged file never hides the others. A missing
    folder gives an empty list.
    """
    folder = Path(folder)
    if not folder.is_dir():
        return []
    infos: list[tuple[bool, float, SlotInfo]] = []
    for path in sorted(folder.glob("*.toml")):
        if path.name.startswith("."):
            continue
        try:
            info = read_slot_metadata(path)
        except SaveError as exc:
            info = SlotInfo(path=path, error=str(exc))
        when = info.saved_at.timestamp() if info.saved_at is not None else 0.0
        if not when:
            try:
                when = path.lstat().st_mtime
            except OSError:
                when = 0.0
        infos.append((info.error is not None, -when, info))
    infos.sort(key=lambda item: (item[0], item[1], item[2].path.name))
    return [info for _, _, info in infos]
