"""Logging to a file in the user log folder, rotated when the app starts (and to stderr for warnings)."""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

from grail_desktop.app.paths import log_file

_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


#: A log file this large is moved aside when the app starts, keeping this many older ones (``.1`` newest).
MAX_BYTES = 1 << 20
BACKUPS = 3


def rotate(path: Path, max_bytes: int = MAX_BYTES, backups: int = BACKUPS) -> None:
    """Move ``path`` to ``path.1`` (``.1`` to ``.2`` …, the oldest dropped) when it holds ``max_bytes`` or more.
    Raises OSError when the folder cannot be written."""
    try:
        if path.stat().st_size < max_bytes:
            return
    except FileNotFoundError:
        return
    for n in range(backups - 1, 0, -1):
        with contextlib.suppress(FileNotFoundError):
            os.replace(f"{path}.{n}", f"{path}.{n + 1}")
    os.replace(path, f"{path}.1")


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Attach a file handler to the root logger, the file rotated first when it reached 1 MiB (3 kept: a
    session logs far less; ``logging.handlers`` is not imported, its socket and pickle would cost the start
    screen); returns the log path, or None if the folder is not writable (the app then logs to stderr only
    and keeps going)."""
    root = logging.getLogger()
    root.setLevel(level)
    if not any(isinstance(h, logging.StreamHandler) for h in root.handlers):
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        stream.setFormatter(logging.Formatter(_FORMAT))
        root.addHandler(stream)
    try:
        path = log_file()
        rotate(path)
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        logging.getLogger(__name__).warning("log folder not writable; logging to stderr only")
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
    return path
