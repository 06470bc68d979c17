"""The save-folder layout every lineage shares, a campaign's (``saves.lineages``) and a Riven Veil match's
(``saves.veil.lineage``): file names, the checkpoint bound, names and checkpoint file names, and the header
block a Load list reads (docs/saves.md "Campaigns and lineages"). Stdlib only: listing saves stays cheap.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from grail_desktop.saves.meta import MAX_NAME

AUTOSAVE = "autosave.toml"
SAVE = "save.toml"
CHECKPOINTS = "checkpoints"
#: Most checkpoints one lineage keeps (a bound, like every number).
MAX_CHECKPOINTS = 200
#: A numbered backup's name: ``autosave.toml.3``.
BACKUP_NAME = re.compile(r"\.toml\.([0-9]+)$")
#: How much of a file a Load list looks at, and the tables that may appear inside that header block.
HEADER_BYTES = 8192
HEADER_TABLES = ("[slot]", "[lineage]")


def check_label(label: str) -> str:
    """A checkpoint or campaign name, trimmed; raises ValueError when empty, over-long or not one line."""
    text = " ".join(label.split())
    if not text:
        raise ValueError("a checkpoint needs a name")
    if len(text) > MAX_NAME:
        raise ValueError(f"a name is at most {MAX_NAME} characters")
    return text


def slug(label: str) -> str:
    """A file-name-safe form of a name: ``"Before the war!"`` → ``"before-the-war"``."""
    text = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")[:40].strip("-")
    return text or "checkpoint"


def new_checkpoint_path(folder: Path, name: str) -> Path:
    """A file in ``folder`` for a new checkpoint called ``name`` that no file has yet (time stamp + slug)."""
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S")
    path = folder / f"{stamp}-{slug(name)}.toml"
    n = 2
    while path.exists():
        path = folder / f"{stamp}-{slug(name)}-{n}.toml"
        n += 1
    return path


def header_text(text: str) -> str:
    """The header block of a sheet's text: every line before the first table other than ``[slot]`` and
    ``[lineage]``; raises ValueError when the header does not end."""
    lines: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and stripped not in HEADER_TABLES:
            return "\n".join(lines)
        lines.append(line)
    raise ValueError("header does not end")


class Dated(Protocol):
    """What the Load list knows of any sheet, a campaign's or a match's: its file and when it was saved."""

    @property
    def path(self) -> Path: ...

    @property
    def saved_at(self) -> dt.datetime | None: ...


_D = TypeVar("_D", bound=Dated)


@dataclass(frozen=True, slots=True)
class LineageEntry(Generic[_D]):
    """One lineage of the Load list (a campaign or a match): ``key`` its id, ``name`` its display name,
    ``latest`` its newest readable save or autosave (what Continue opens; ``None`` with only checkpoints or
    damaged files), ``saves`` newest first (damaged ones included), ``checkpoints`` and ``backups`` newest
    first."""

    key: str
    name: str
    latest: _D | None
    saves: tuple[_D, ...] = ()
    checkpoints: tuple[_D, ...] = ()
    backups: tuple[_D, ...] = ()

    @property
    def last_played(self) -> dt.datetime | None:
        """When any sheet of the lineage was last written."""
        return last_played(self.saves, self.checkpoints)


def sheet_age(info: Dated) -> tuple[float, float]:
    """Sort key of a sheet's age: its ``saved_at`` (whole seconds, POSIX time), then the file's own time
    within the second (0.0 when the file is gone)."""
    try:
        mtime = info.path.lstat().st_mtime
    except OSError:
        mtime = 0.0
    return (info.saved_at.timestamp() if info.saved_at is not None else mtime, mtime)


def newest_first(infos: list[_D]) -> None:
    """Sort ``infos`` in place, the newest sheet first (ties by file name)."""
    infos.sort(key=lambda i: (tuple(-t for t in sheet_age(i)), i.path.name))


def last_played(*groups: Sequence[Dated]) -> dt.datetime | None:
    """When any sheet of ``groups`` was last written (``None`` when none says)."""
    times = [s.saved_at for group in groups for s in group if s.saved_at is not None]
    return max(times) if times else None


def sheets_in(folder: Path) -> list[Path]:
    """The sheets (``*.toml``) and numbered backups directly in ``folder``, sorted by name; hidden files and
    links are passed over (a save folder never leads elsewhere)."""
    found: list[Path] = []
    for path in sorted(folder.iterdir()):
        name = path.name
        if name.startswith(".") or path.is_symlink() or not path.is_file():
            continue
        if name.endswith(".toml") or BACKUP_NAME.search(name):
            found.append(path)
    return found


def lineage_folders(parent: Path) -> Iterable[tuple[Path, list[Path]]]:
    """``(lineage folder, its folders to list)`` for every lineage under ``parent`` (``<saves>/campaigns`` or
    ``<saves>/matches``): the folder itself and its ``checkpoints``; nothing when ``parent`` is missing or a
    link."""
    if not parent.is_dir() or parent.is_symlink():
        return
    for sub in sorted(parent.iterdir()):
        if not sub.is_dir() or sub.is_symlink():
            continue
        folders = [sub]
        checkpoints = sub / CHECKPOINTS
        if checkpoints.is_dir() and not checkpoints.is_symlink():
            folders.append(checkpoints)
        yield sub, folders
