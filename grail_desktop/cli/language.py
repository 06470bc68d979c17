"""Which language the text mode speaks: the desktop's own order, read without Qt (issue 28).

``--lang`` first, then ``$GRAIL_DESKTOP_LANG``, then the language saved in the desktop's Settings, then the
system's, as ``grail_desktop.ui.application.create_application`` does for the window.

The desktop keeps its Settings with ``QSettings`` (organisation ``GrailDesktop``, application
``grail-desktop``, no organisation domain; key ``ui/language``: ``""`` for the system's, or a code such as
``de``). Where Qt's documentation ("Platform-Specific Notes" of ``QSettings``) puts them, and how they are read
here with the standard library (:func:`settings_source`):

- ``$GRAIL_DESKTOP_HOME/settings/GrailDesktop/grail-desktop.ini`` when ``GRAIL_DESKTOP_HOME`` is set, on every
  system (``ui.application._settings_location`` points ``QSettings`` there, INI format): :mod:`configparser`;
- Linux and other Unix: ``$XDG_CONFIG_HOME/GrailDesktop/grail-desktop.conf`` (``~/.config`` when unset), Qt's
  native INI file: :mod:`configparser`;
- Windows: the registry, ``HKEY_CURRENT_USER\\Software\\GrailDesktop\\grail-desktop``; a key's groups are
  subkeys, so ``ui/language`` is the value ``language`` of the subkey ``ui``: :mod:`winreg`;
- macOS: the property list ``~/Library/Preferences/com.graildesktop.grail-desktop.plist`` (without a domain
  Qt makes one of the organisation's name, ``graildesktop.com``, reversed, then the application's name); Qt
  writes a key's ``/`` as ``.`` there, so the key is ``ui.language``: :mod:`plistlib` (binary or XML).

A missing, unreadable or oversized store means "nothing saved" and the text mode goes on to the system's
language. No Qt here.
"""

from __future__ import annotations

import configparser
import os
import plistlib
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from grail_desktop.app.i18n import LANGUAGES

#: Overrides Settings (tests, scripts), as for the desktop (``ui.application.LANG_ENV``).
LANG_ENV = "GRAIL_DESKTOP_LANG"
#: ``QSettings``' organisation and application names (``ui.application.create_application``).
ORGANISATION = "GrailDesktop"
APPLICATION = "grail-desktop"
#: The macOS preferences domain Qt derives from them (no organisation domain is set).
MAC_DOMAIN = f"com.{ORGANISATION.lower()}.{APPLICATION}"
#: The Windows registry key (under ``HKEY_CURRENT_USER``) of the ``ui`` group.
REGISTRY_KEY = f"Software\\{ORGANISATION}\\{APPLICATION}\\ui"
#: Largest Settings file read (a few KiB in practice: the window geometry is the largest value).
MAX_SETTINGS_BYTES = 1024 * 1024


def settings_source(
    platform: str | None = None, environ: Mapping[str, str] | None = None, home: Path | None = None
) -> tuple[str, str]:
    """Where the desktop's Settings live on ``platform`` (``sys.platform`` by default) with ``environ``
    (``os.environ``) and the user's ``home`` (``Path.home()``): ``("ini", path)``, ``("plist", path)`` or
    ``("registry", key under HKEY_CURRENT_USER)``."""
    platform = sys.platform if platform is None else platform
    environ = os.environ if environ is None else environ
    grail_home = environ.get("GRAIL_DESKTOP_HOME")
    if grail_home:
        return "ini", str(Path(grail_home) / "settings" / ORGANISATION / f"{APPLICATION}.ini")
    if platform.startswith("win"):
        return "registry", REGISTRY_KEY
    home = Path.home() if home is None else home
    if platform == "darwin":
        return "plist", str(home / "Library" / "Preferences" / f"{MAC_DOMAIN}.plist")
    config = environ.get("XDG_CONFIG_HOME") or str(home / ".config")
    return "ini", str(Path(config) / ORGANISATION / f"{APPLICATION}.conf")


def settings_file() -> Path | None:
    """The INI file the desktop's ``QSettings`` writes, or ``None`` where Settings are not an INI file
    (the registry on Windows, a property list on macOS: :func:`settings_source`)."""
    kind, where = settings_source()
    return Path(where) if kind == "ini" else None


def _checked(value: object) -> str:
    text = value.strip().strip('"') if isinstance(value, str) else ""
    return text if text in LANGUAGES else ""


def _read_small(path: Path) -> bytes | None:
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            return None
        return path.read_bytes()
    except OSError:
        return None


def _ini_language(path: Path) -> str:
    data = _read_small(path)
    if data is None:
        return ""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(data.decode("utf-8"), str(path))
    except (UnicodeDecodeError, configparser.Error):
        return ""
    return _checked(parser.get("ui", "language", fallback=""))


def _plist_language(path: Path) -> str:
    data = _read_small(path)
    if data is None:
        return ""
    try:
        prefs = plistlib.loads(data)
    except (plistlib.InvalidFileException, ValueError, TypeError, OverflowError):
        return ""
    return _checked(prefs.get("ui.language")) if isinstance(prefs, dict) else ""


def registry_language(winreg: Any, key: str = REGISTRY_KEY) -> str:
    """The ``language`` value of ``key`` under ``HKEY_CURRENT_USER``, read with ``winreg`` (the module, passed
    in so that the reading is checked off Windows too); ``""`` when it is missing or not a string."""
    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, key) as handle:
            value, _kind = winreg.QueryValueEx(handle, "language")
    except OSError:
        return ""
    return _checked(value)


def saved_language(path: Path | None = None) -> str:
    """The language saved in the desktop's Settings (``ui/language``), a code of
    :data:`grail_desktop.app.i18n.LANGUAGES`; ``""`` when none is saved, it is the system's, or the store
    (``path``, an INI file or a ``.plist``; default: :func:`settings_source`) is missing, too large (over
    :data:`MAX_SETTINGS_BYTES`) or unreadable: the desktop then falls back the same way."""
    if path is not None:
        return _plist_language(path) if path.suffix == ".plist" else _ini_language(path)
    kind, where = settings_source()
    if kind == "registry":
        if sys.platform != "win32":
            return ""
        import winreg  # Windows only: the registry QSettings writes there

        return registry_language(winreg, where)
    return _plist_language(Path(where)) if kind == "plist" else _ini_language(Path(where))


def chosen_language(lang: str) -> str:
    """What the text mode asks :func:`grail_desktop.app.i18n.set_language` for: ``lang`` (``--lang``) when
    given, else ``$GRAIL_DESKTOP_LANG``, else the saved Settings language, else ``"system"``."""
    return lang or os.environ.get(LANG_ENV, "") or saved_language() or "system"
