"""Which language the text mode speaks: the desktop's own order, read without Qt (issue 28).

``--lang`` first, then ``$GRAIL_DESKTOP_LANG``, then the language saved in the desktop's Settings, then the
system's, as ``grail_desktop.ui.application.create_application`` does for the window.

The desktop keeps its Settings with ``QSettings`` (organisation ``GrailDesktop``, application
``grail-desktop``, key ``ui/language``: ``""`` for the system's, or a code such as ``de``). On Linux and other
Unix systems that is an INI file, read here with :mod:`configparser`:

- ``$GRAIL_DESKTOP_HOME/settings/GrailDesktop/grail-desktop.ini`` when ``GRAIL_DESKTOP_HOME`` is set
  (``ui.application._settings_location`` points ``QSettings`` there);
- else ``$XDG_CONFIG_HOME/GrailDesktop/grail-desktop.conf`` (``~/.config`` when unset), Qt's native format.

Not read (the text mode then goes on to the system's language): on Windows Qt keeps Settings in the registry
(``HKEY_CURRENT_USER\\Software\\GrailDesktop\\grail-desktop``), on macOS in a binary property list
(``~/Library/Preferences/com.graildesktop.grail-desktop.plist``); both could be read with the standard
library (``winreg``, ``plistlib``), but Qt's key mapping there cannot be checked on this project's Linux CI,
so they are left to ``--lang`` or ``GRAIL_DESKTOP_LANG``. No Qt here.
"""

from __future__ import annotations

import configparser
import os
import sys
from pathlib import Path

from grail_desktop.app.i18n import LANGUAGES

#: Overrides Settings (tests, scripts), as for the desktop (``ui.application.LANG_ENV``).
LANG_ENV = "GRAIL_DESKTOP_LANG"
#: ``QSettings``' organisation and application names (``ui.application.create_application``).
ORGANISATION = "GrailDesktop"
APPLICATION = "grail-desktop"
#: Largest Settings file read (a few KiB in practice: the window geometry is the largest value).
MAX_SETTINGS_BYTES = 1024 * 1024


def settings_file() -> Path | None:
    """The INI file the desktop's ``QSettings`` writes, or ``None`` where Settings are not an INI file
    (Windows, macOS; see the module docstring)."""
    home = os.environ.get("GRAIL_DESKTOP_HOME")
    if home:
        return Path(home) / "settings" / ORGANISATION / f"{APPLICATION}.ini"
    if sys.platform.startswith(("win", "darwin")):
        return None
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / ORGANISATION / f"{APPLICATION}.conf"


def saved_language(path: Path | None = None) -> str:
    """The language saved in the desktop's Settings (``ui/language``), a code of
    :data:`grail_desktop.app.i18n.LANGUAGES`; ``""`` when none is saved, it is the system's, or the file
    (``path``, default :func:`settings_file`) is missing, too large (over :data:`MAX_SETTINGS_BYTES`) or
    unreadable: the desktop then falls back the same way."""
    path = settings_file() if path is None else path
    if path is None:
        return ""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            return ""
        parser.read_string(path.read_text(encoding="utf-8"), str(path))
    except (OSError, UnicodeDecodeError, configparser.Error):
        return ""
    value = parser.get("ui", "language", fallback="").strip().strip('"')
    return value if value in LANGUAGES else ""


def chosen_language(lang: str) -> str:
    """What the text mode asks :func:`grail_desktop.app.i18n.set_language` for: ``lang`` (``--lang``) when
    given, else ``$GRAIL_DESKTOP_LANG``, else the saved Settings language, else ``"system"``."""
    return lang or os.environ.get(LANG_ENV, "") or saved_language() or "system"
