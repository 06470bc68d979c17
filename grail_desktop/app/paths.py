"""User folders (saves, logs, cache) through platformdirs, created on first use.

``GRAIL_DESKTOP_HOME`` overrides the root (tests and portable installs): saves, logs and cache then live in
sub-folders of it. Settings go through ``QSettings`` (see :mod:`grail_desktop.app.settings`).
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType

APP_NAME = "grail-desktop"
APP_AUTHOR = "GrailDesktop"


def _root_override() -> Path | None:
    value = os.environ.get("GRAIL_DESKTOP_HOME")
    return Path(value) if value else None


def _platform_dirs() -> ModuleType:
    """platformdirs, imported on first use: with ``GRAIL_DESKTOP_HOME`` set it is never needed."""
    import platformdirs

    return platformdirs


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    """Folder of save sheets; created if missing."""
    root = _root_override()
    if root is not None:
        return _ensure(root / "saves")
    return _ensure(Path(_platform_dirs().user_data_dir(APP_NAME, APP_AUTHOR)) / "saves")


def log_dir() -> Path:
    """Folder of log files; created if missing."""
    root = _root_override()
    if root is not None:
        return _ensure(root / "logs")
    return _ensure(Path(_platform_dirs().user_log_dir(APP_NAME, APP_AUTHOR)))


def cache_dir() -> Path:
    """Folder for caches (the parsed content pack); created if missing."""
    root = _root_override()
    if root is not None:
        return _ensure(root / "cache")
    return _ensure(Path(_platform_dirs().user_cache_dir(APP_NAME, APP_AUTHOR)))


def log_file() -> Path:
    """The app's log file."""
    return log_dir() / "grail-desktop.log"
