"""Logging to a rotating file in the user log folder (and to stderr for warnings)."""

from __future__ import annotations

import logging
from pathlib import Path

from grail_desktop.app.paths import log_file

_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Attach a rotating file handler (1 MiB × 3) to the root logger; returns the log path, or None if the
    folder is not writable (the app then logs to stderr only and keeps going)."""
    root = logging.getLogger()
    root.setLevel(level)
    if not any(isinstance(h, logging.StreamHandler) for h in root.handlers):
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        stream.setFormatter(logging.Formatter(_FORMAT))
        root.addHandler(stream)
    from logging.handlers import RotatingFileHandler  # only here: it pulls in socket and pickle

    try:
        path = log_file()
        handler = RotatingFileHandler(path, maxBytes=1 << 20, backupCount=3, encoding="utf-8")
    except OSError:
        logging.getLogger(__name__).warning("log folder not writable; logging to stderr only")
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
    return path
