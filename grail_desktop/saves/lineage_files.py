"""The save-folder layout every lineage shares, a campaign's (``saves.lineages``) and a Riven Veil match's
(``saves.veil.lineage``): file names, the checkpoint bound, names and checkpoint file names, and the header
block a Load list reads (docs/saves.md "Campaigns and lineages"). Stdlib only: listing saves stays cheap.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

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
