"""Riven Veil matches in the saves folder, each with its own lineage, like a campaign (docs/saves.md).

Layout, beside the campaigns' (``saves.lineages``) and with the same file names and backups::

    <saves>/matches/<match id>/autosave.toml      (+ .1 … .5)  at every Preparation round and on leaving
    <saves>/matches/<match id>/save.toml          (+ .1 … .5)  an explicit save
    <saves>/matches/<match id>/checkpoints/*.toml              named checkpoints, one full sheet each

Every sheet of a match carries the same ``[lineage]`` (``saves.meta.Lineage``: id, name, started_at and, on a
checkpoint, its name), so the Load list groups a match's files wherever they lie. :func:`list_matches` reads
only each file's header (``[slot]`` and ``[lineage]``, the first tables of the sheet) and never writes.
Checkpoints are renamed and deleted with the campaign's own ``saves.lineages.rename_checkpoint`` and
``delete_checkpoint`` (the sheets share the header layout).
"""

from __future__ import annotations

import datetime as dt
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.files import BACKUPS, decode, read_head
from grail_desktop.saves.lineage_files import (
    AUTOSAVE,
    BACKUP_NAME,
    CHECKPOINTS,
    HEADER_BYTES,
    MAX_CHECKPOINTS,
    SAVE,
    LineageEntry,
    check_label,
    header_text,
    lineage_folders,
    new_checkpoint_path,
    newest_first,
    sheets_in,
)
from grail_desktop.saves.meta import CAMPAIGN_UID, Lineage, read_lineage

if TYPE_CHECKING:
    from grail_desktop.engine.veil.game import VeilGame

MATCHES = "matches"
_BACKUP = BACKUP_NAME


def new_match_id() -> str:
    """A fresh random match id (``"m-"`` + 12 hexadecimal digits; a campaign id in form, never a path)."""
    import secrets  # here, not at the top: listing matches on the start screen needs no random ids

    return f"m-{secrets.token_hex(6)}"


def new_lineage(game: VeilGame, name: str = "") -> Lineage:
    """A new match's lineage: a fresh id, ``name`` (default: the factions, "The Hollow Court against …")
    and the time it started (UTC)."""
    if not name:
        names = [game.pack.factions[f].name for f in game.factions]
        name = f"{names[0]} against {', '.join(names[1:])}" if len(names) > 1 else names[0]
    return Lineage(new_match_id(), check_label(name), dt.datetime.now(dt.UTC).replace(microsecond=0))


def match_dir(root: Path | str, match_id: str) -> Path:
    """``<root>/matches/<match_id>``; raises :class:`SaveError` for an id that is not a plain name."""
    if not CAMPAIGN_UID.fullmatch(match_id):
        raise SaveError(match_id[:40], "lineage.id", "is not a match id (a save holds no paths)")
    return Path(root) / MATCHES / match_id


#: The desk's display name and colour by seat (``saves.veil.sheet.dumps``); ``((), ())`` for none.
Desk = tuple[Sequence[str], Sequence[str]]


def _write(game: VeilGame, seats: list[str], path: Path, lineage: Lineage, keep: int, desk: Desk) -> Path:
    from grail_desktop.saves.veil.sheet import save_match

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(path.name, "", f"cannot create the match folder ({exc.strerror})") from None
    save_match(path, game, seats, lineage=lineage, keep=keep, names=desk[0], colours=desk[1])
    return path


def autosave_match(game: VeilGame, seats: list[str], root: Path | str, lineage: Lineage, desk: Desk = ((), ())) -> Path:
    """Write the match's autosave (``matches/<id>/autosave.toml``, numbered backups); returns the file.
    ``desk`` is (names, colours) by seat for the desk. Raises :class:`SaveError` when it cannot be written
    (the previous autosave then stays as it was)."""
    path = match_dir(root, lineage.id) / AUTOSAVE
    return _write(game, seats, path, replace(lineage, checkpoint=""), BACKUPS, desk)


def save_match_in_lineage(
    game: VeilGame, seats: list[str], root: Path | str, lineage: Lineage, desk: Desk = ((), ())
) -> Path:
    """Write the match's own save (``matches/<id>/save.toml``, numbered backups); returns the file."""
    return _write(game, seats, match_dir(root, lineage.id) / SAVE, replace(lineage, checkpoint=""), BACKUPS, desk)


def save_match_checkpoint(
    game: VeilGame, seats: list[str], root: Path | str, lineage: Lineage, label: str, desk: Desk = ((), ())
) -> Path:
    """Write a named checkpoint of the match; returns the new file. Raises ValueError for a bad name or a
    match with :data:`~grail_desktop.saves.lineages.MAX_CHECKPOINTS` already, :class:`SaveError` when it
    cannot be written."""
    name = check_label(label)
    folder = match_dir(root, lineage.id) / CHECKPOINTS
    if folder.is_dir() and len(list(folder.glob("*.toml"))) >= MAX_CHECKPOINTS:
        raise ValueError(f"this match already has {MAX_CHECKPOINTS} checkpoints; delete some first")
    return _write(game, seats, new_checkpoint_path(folder, name), replace(lineage, checkpoint=name), 0, desk)


# ---------------------------------------------------------------- the Load list


# A stdlib dataclass like saves.slots.SlotInfo: listing must stay cheap (no attrs needed to read it).
@dataclass(frozen=True, slots=True)
class MatchSlot:
    """What a Load list shows for one match sheet, read from its header.

    ``factions`` are display names by seat and ``seats`` who plays them (``"human"``, ``"greedy"`` …); ``vp``
    the standings by seat; ``season``/``round``/``phase`` where the match stands; ``mode`` its mode words.
    ``match_id``/``match_name``/``started_at``/``checkpoint`` come from ``[lineage]`` (empty for a sheet saved
    before matches had lineages). ``error`` is set (the rest may be empty) when the header cannot be read.
    """

    path: Path
    pack: str = ""
    pack_version: str = ""
    version: int = 0
    saved_at: dt.datetime | None = None
    season: int = 0
    round: int = 0
    phase: str = ""
    mode: str = ""
    factions: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    vp: tuple[int, ...] = ()
    match_id: str = ""
    match_name: str = ""
    started_at: dt.datetime | None = None
    checkpoint: str = ""
    error: str | None = None


#: ``[slot]`` key → (type, what the message asks for, item type of a list or None).
SLOT_KEYS: dict[str, tuple[type, str, type | None]] = {
    "season": (int, "a season number", None),
    "round": (int, "a round number", None),
    "phase": (str, "a phase word", None),
    "mode": (str, "mode words", None),
    "factions": (list, "an array of names", str),
    "seats": (list, "an array of player kinds", str),
    "vp": (list, "an array of numbers", int),
}


def check_slot(slot: object, name: str) -> dict[str, Any]:
    """Check a match sheet's ``[slot]`` table; raises :class:`SaveError` naming ``slot.<key>``."""
    if not isinstance(slot, dict):
        raise SaveError(name, "slot", "must be a table")
    for key, value in slot.items():
        if key not in SLOT_KEYS:
            raise SaveError(name, f"slot.{key}", "unknown key")
        kind, wanted, item = SLOT_KEYS[key]
        bad = not isinstance(value, kind) or isinstance(value, bool)
        if item is not None and not bad:
            bad = not all(isinstance(v, item) and not isinstance(v, bool) for v in value)
        if bad:
            raise SaveError(name, f"slot.{key}", f"must be {wanted}, not {value!r}"[:200])
    return slot


def read_match_header(path: Path | str) -> MatchSlot:
    """Read the header of the match sheet at ``path`` (at most the first 8 KiB; never the action log).

    Raises :class:`SaveError` naming the file and key when it is not a match sheet, the header is malformed
    or the sheet is from a newer version."""
    from grail_desktop.saves.veil.sheet import FORMAT, VERSION

    path = Path(path)
    name = path.name
    data = read_head(path, HEADER_BYTES)
    if len(data) == HEADER_BYTES:
        data = data[: data.rfind(b"\n") + 1]
    try:
        table = tomllib.loads(header_text(decode(data, name)))
    except ValueError:
        raise SaveError(name, "", f"no match header in the first {HEADER_BYTES} bytes") from None
    if table.get("format") != FORMAT:
        raise SaveError(name, "format", f"is not a Riven Veil match sheet (expected {FORMAT!r})")
    version = table.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(name, "version", "must be a number")
    if version > VERSION:
        raise SaveError(name, "version", f"was written by a newer Grail Desktop (version {version} > {VERSION})")
    slot = check_slot(table.get("slot", {}), name)
    lineage = read_lineage(table["lineage"], name) if "lineage" in table else None
    saved = table.get("saved_at")
    return MatchSlot(
        path=path,
        pack=str(table.get("pack", "")),
        pack_version=str(table.get("pack_version", "")),
        version=version,
        saved_at=saved if isinstance(saved, dt.datetime) else None,
        season=slot.get("season", 0),
        round=slot.get("round", 0),
        phase=slot.get("phase", ""),
        mode=slot.get("mode", ""),
        factions=tuple(slot.get("factions", ())),
        seats=tuple(slot.get("seats", ())),
        vp=tuple(slot.get("vp", ())),
        match_id=lineage.id if lineage else "",
        match_name=lineage.name if lineage else "",
        started_at=lineage.started_at if lineage else None,
        checkpoint=lineage.checkpoint if lineage else "",
    )


@dataclass(frozen=True, slots=True)
class MatchEntry(LineageEntry[MatchSlot]):
    """One match of the Load list (``saves.lineage_files.LineageEntry``): ``key`` its match id."""


def _files(root: Path) -> list[tuple[Path, str]]:
    """(file, match id of its folder) for every sheet and numbered backup under ``<root>/matches``."""
    return [
        (path, sub.name)
        for sub, folders in lineage_folders(root / MATCHES)
        for folder in folders
        for path in sheets_in(folder)
    ]


def list_matches(root: Path | str) -> list[MatchEntry]:
    """Every match in the saves folder ``root``, the most recently played first; reads headers only.

    A damaged file is listed (``error`` set) under its match folder and never hides the others; a missing
    folder gives ``[]``."""
    groups: dict[str, dict[str, list[MatchSlot]]] = {}
    names: dict[str, str] = {}
    for path, folder in _files(Path(root)):
        try:
            info = read_match_header(path)
        except SaveError as exc:
            info = MatchSlot(path=path, error=str(exc))
        key = info.match_id or folder
        group = groups.setdefault(key, {"saves": [], "checkpoints": [], "backups": []})
        backup = _BACKUP.search(path.name) is not None
        kind = "backups" if backup else ("checkpoints" if path.parent.name == CHECKPOINTS else "saves")
        group[kind].append(info)
        if info.match_name and (key not in names or not backup):
            names[key] = info.match_name
    entries = []
    for key, group in groups.items():
        for infos in group.values():
            newest_first(infos)
        latest = next((s for s in group["saves"] if not s.error), None)
        entries.append(
            MatchEntry(
                key=key,
                name=names.get(key, "A damaged match"),
                latest=latest,
                saves=tuple(group["saves"]),
                checkpoints=tuple(group["checkpoints"]),
                backups=tuple(group["backups"]),
            )
        )
    entries.sort(key=lambda e: (e.latest is None, -(e.last_played.timestamp() if e.last_played else 0.0), e.name))
    return entries


def latest_match_save(root: Path | str) -> tuple[MatchEntry, MatchSlot] | None:
    """What Continue opens for the Riven Veil: the most recently played match and its newest save."""
    for entry in list_matches(root):
        if entry.latest is not None:
            return entry, entry.latest
    return None
