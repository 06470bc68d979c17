"""Campaigns in the saves folder: each with its own autosave lineage, saves, checkpoints and backups.

Layout (docs/saves.md "Campaigns and lineages")::

    <saves>/campaigns/<campaign id>/autosave.toml      (+ .1 … .5)  every Start of the Day and on quitting
    <saves>/campaigns/<campaign id>/save.toml          (+ .1 … .5)  Save (Ctrl+S)
    <saves>/campaigns/<campaign id>/checkpoints/*.toml              named checkpoints, one full sheet each

Sheets anywhere else in the saves folder (text play's ``text-play.toml``, imports, saves from before
campaigns had ids) are listed too. Every sheet is grouped by the campaign id in its own ``[lineage]``, so a
campaign's files are found together wherever they lie; a sheet without an id is a campaign of its own. Only
headers are read (:func:`~grail_desktop.saves.slots.read_slot_metadata`); listing writes nothing.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.files import BACKUPS, decode, read_bytes, write_atomic
from grail_desktop.saves.lineage_files import (
    AUTOSAVE,
    BACKUP_NAME,
    CHECKPOINTS,
    MAX_CHECKPOINTS,
    SAVE,
    LineageEntry,
    check_label,
    header_text,
    lineage_folders,
    new_checkpoint_path,
    newest_first,
    sheet_age,
    sheets_in,
)
from grail_desktop.saves.meta import CAMPAIGN_UID, MAX_NAME, SheetMeta
from grail_desktop.saves.slots import SlotInfo, read_slot_metadata

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game

CAMPAIGNS = "campaigns"
_BACKUP = BACKUP_NAME


def campaign_dir(root: Path | str, campaign_id: str) -> Path:
    """``<root>/campaigns/<campaign_id>``; raises :class:`SaveError` for an id that is not a plain name."""
    if not CAMPAIGN_UID.fullmatch(campaign_id):
        raise SaveError(campaign_id[:40], "lineage.id", "is not a campaign id (a save holds no paths)")
    return Path(root) / CAMPAIGNS / campaign_id


def autosave_path(root: Path | str, campaign_id: str) -> Path:
    """Where the campaign's autosave lineage lives."""
    return campaign_dir(root, campaign_id) / AUTOSAVE


def save_path(root: Path | str, campaign_id: str) -> Path:
    """Where Save (Ctrl+S) writes the campaign."""
    return campaign_dir(root, campaign_id) / SAVE


# ---------------------------------------------------------------- listing


@dataclass(frozen=True, slots=True)
class CampaignEntry(LineageEntry[SlotInfo]):
    """One campaign of the Load list (``saves.lineage_files.LineageEntry``).

    ``key`` is the campaign id (or ``"file:"`` + path for a sheet without one); ``saves`` are the primary
    sheets (autosave, save, text play…). Damaged files (``error`` set) are among ``saves``.
    """

    @property
    def newest(self) -> SlotInfo | None:
        """The newest readable sheet of any kind (for the summary line when there is no ``latest``)."""
        infos = [s for s in (*self.saves, *self.checkpoints, *self.backups) if not s.error]
        return max(infos, key=sheet_age) if infos else None


def default_name(characters: Iterable[str]) -> str:
    """A campaign's name when the player gave none: its characters' names (``"Maelon Harrow & Ceri Halen"``)."""
    names = [c for c in characters if c]
    return " & ".join(names)[:MAX_NAME] or "A campaign"


def _files(root: Path) -> list[Path]:
    """Every sheet and numbered backup in the saves folder and the campaign folders (never following links)."""
    found = sheets_in(root)
    for _, folders in lineage_folders(root / CAMPAIGNS):
        for folder in folders:
            found.extend(sheets_in(folder))
    return found


def _read(path: Path) -> SlotInfo:
    try:
        return read_slot_metadata(path)
    except SaveError as exc:
        return SlotInfo(path=path, error=str(exc))


def list_campaigns(root: Path | str) -> list[CampaignEntry]:
    """Every campaign in the saves folder ``root``, the most recently played first (see the module docstring).

    A damaged file is listed (``error`` set) under the campaign of its folder, or as a campaign of its own;
    it never hides the others. A missing folder gives ``[]``.
    """
    root = Path(root)
    if not root.is_dir():
        return []
    groups: dict[str, dict[str, list[SlotInfo]]] = {}
    names: dict[str, str] = {}
    for path in _files(root):
        info = _read(path)
        backup = _BACKUP.search(path.name) is not None
        primary = path.with_name(_BACKUP.sub(".toml", path.name)) if backup else path
        in_campaign = path.parent.name if path.parent.parent.name == CAMPAIGNS else ""
        if path.parent.name == CHECKPOINTS and path.parent.parent.parent.name == CAMPAIGNS:
            in_campaign = path.parent.parent.name
        key = info.campaign_id or in_campaign or f"file:{primary}"
        group = groups.setdefault(key, {"saves": [], "checkpoints": [], "backups": []})
        if backup:
            group["backups"].append(info)
        elif info.checkpoint or path.parent.name == CHECKPOINTS:
            group["checkpoints"].append(info)
        else:
            group["saves"].append(info)
        if info.campaign_name and (key not in names or not backup):
            names[key] = info.campaign_name
    entries = []
    for key, group in groups.items():
        for infos in group.values():
            newest_first(infos)
        readable = [s for s in group["saves"] if not s.error]
        latest = readable[0] if readable else None
        any_info = latest or next((s for g in group.values() for s in g if not s.error), None)
        name = names.get(key) or default_name(any_info.characters if any_info else ()) or "A campaign"
        if any_info is None:
            name = "A damaged save"
        entries.append(
            CampaignEntry(
                key=key,
                name=name,
                latest=latest,
                saves=tuple(group["saves"]),
                checkpoints=tuple(group["checkpoints"]),
                backups=tuple(group["backups"]),
            )
        )
    entries.sort(key=lambda e: (e.latest is None, -(e.last_played.timestamp() if e.last_played else 0.0), e.name))
    return entries


def latest_campaign_save(root: Path | str) -> tuple[CampaignEntry, SlotInfo] | None:
    """What Continue opens: the most recently played campaign and its newest sheet of its lineage (save,
    autosave or checkpoint, whichever was written last)."""
    for entry in list_campaigns(root):
        if entry.latest is not None:
            readable = [entry.latest, *(c for c in entry.checkpoints if not c.error)]
            return entry, max(readable, key=sheet_age)
    return None


# ---------------------------------------------------------------- checkpoints


def save_checkpoint(game: Game, root: Path | str, meta: SheetMeta, label: str) -> Path:
    """Write a named checkpoint of ``game`` beside its campaign; returns the new file.

    ``meta.lineage`` names the campaign (required); the checkpoint's name goes into the sheet's
    ``[lineage] checkpoint``. Raises ValueError for a bad name or a campaign with :data:`MAX_CHECKPOINTS`
    already, :class:`SaveError` when it cannot be written.
    """
    from grail_desktop.saves.api import save_game

    if meta.lineage is None:
        raise ValueError("a checkpoint belongs to a campaign with an id")
    name = check_label(label)
    folder = campaign_dir(root, meta.lineage.id) / CHECKPOINTS
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(CHECKPOINTS, "", f"cannot create the checkpoints folder ({exc.strerror})") from None
    if len(list(folder.glob("*.toml"))) >= MAX_CHECKPOINTS:
        raise ValueError(f"this campaign already has {MAX_CHECKPOINTS} checkpoints; delete some first")
    path = new_checkpoint_path(folder, name)
    tagged = SheetMeta(lineage=replace(meta.lineage, checkpoint=name), seats=meta.seats)
    return save_game(game, path, keep=0, meta=tagged)


def rename_checkpoint(path: Path | str, label: str) -> None:
    """Give the checkpoint at ``path`` a new name (its sheet's ``[lineage] checkpoint``; nothing else changes).

    Raises ValueError for a bad name, :class:`SaveError` when the file is not a checkpoint sheet or cannot be
    rewritten (the old file then stays as it was).
    """
    path = Path(path)
    name = check_label(label)
    text = decode(read_bytes(path), path.name)
    import tomllib  # here, not at the top: the start screen imports this module

    import tomli_w

    try:
        head = tomllib.loads(header_text(text))
    except (ValueError, tomllib.TOMLDecodeError):
        raise SaveError(path.name, "", "has no readable header") from None
    if not isinstance(head.get("lineage"), dict) or not head["lineage"].get("checkpoint"):
        raise SaveError(path.name, "lineage.checkpoint", "missing; this file is not a checkpoint")
    lines = text.splitlines(keepends=True)
    new_line = tomli_w.dumps({"checkpoint": name})
    in_lineage = False
    for i, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("["):
            if in_lineage:
                break
            in_lineage = stripped == "[lineage]"
            continue
        if in_lineage and stripped.startswith("checkpoint ="):
            lines[i] = new_line
            write_atomic(path, "".join(lines), keep=0)
            return
    raise SaveError(path.name, "lineage.checkpoint", "not found in the header")


def delete_checkpoint(path: Path | str) -> None:
    """Delete a checkpoint file (only a checkpoint: a file inside a campaign's ``checkpoints`` folder)."""
    path = Path(path)
    if path.parent.name != CHECKPOINTS or path.suffix != ".toml" or path.is_symlink():
        raise SaveError(path.name, "", "is not a checkpoint; only checkpoints are deleted from the Load list")
    try:
        os.unlink(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SaveError(path.name, "", f"cannot delete it ({exc.strerror})") from None


__all__ = [
    "AUTOSAVE",
    "BACKUPS",
    "CHECKPOINTS",
    "MAX_CHECKPOINTS",
    "SAVE",
    "CampaignEntry",
    "autosave_path",
    "campaign_dir",
    "check_label",
    "default_name",
    "delete_checkpoint",
    "latest_campaign_save",
    "list_campaigns",
    "rename_checkpoint",
    "save_checkpoint",
    "save_path",
]
