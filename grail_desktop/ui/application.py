"""Builds the QApplication: identity, fonts, theme, logging, exception hook, main window."""

from __future__ import annotations

import gc
import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from grail_desktop import __version__, attrs_methods
from grail_desktop.app.logging_setup import setup_logging
from grail_desktop.app.settings import load_preferences
from grail_desktop.resources import asset
from grail_desktop.ui.crash import install_exception_hook
from grail_desktop.ui.fonts import register_fonts
from grail_desktop.ui.i18n import install_language
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.theme import apply_theme

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

_log = logging.getLogger(__name__)


def no_display_reason() -> str | None:
    """Why no window can open here (Linux without a display), or None. Qt would abort with a cryptic message."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "Grail Desktop needs a desktop session to open its window, and none was found (DISPLAY and "
        "WAYLAND_DISPLAY are not set).\n"
        "Start it from your desktop, or try the text mode: grail-desktop play --characters maelon "
        "(see grail-desktop --help)."
    )


def _settings_location() -> None:
    """With GRAIL_DESKTOP_HOME set, preferences live there too (tests, portable installs, separate players)."""
    home = os.environ.get("GRAIL_DESKTOP_HOME")
    if home:
        from PySide6.QtCore import QSettings

        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.path.join(home, "settings"))


def _platform_problem() -> str | None:
    """Which libraries Qt's xcb plugin lacks, with the apt line (None when it can load, or cannot be asked)."""
    from grail_desktop.app.paths import cache_dir
    from grail_desktop.app.qt_platform import will_use_xcb, xcb_problem

    if not will_use_xcb():
        return None
    try:
        stamp: Path | None = cache_dir() / "xcb-plugin-ok"
    except OSError:
        stamp = None
    return xcb_problem(stamp)


#: Overrides the language of Settings (tests, scripts): a code such as ``de``, or ``system``.
LANG_ENV = "GRAIL_DESKTOP_LANG"
#: Once the first frame is up, how long (ms) until attrs' newly compiled methods are written to their cache.
STORE_AFTER_MS = 1500


def create_application(argv: list[str] | None = None, lang: str | None = None, *, icon: bool = True) -> QApplication:
    """The QApplication, created once, with identity (for QSettings), fonts, theme and the interface language
    applied: ``lang`` (``--lang``), else ``$GRAIL_DESKTOP_LANG``, else Settings (default: the system's).
    ``icon=False`` leaves the window icon to the main window's :meth:`~MainWindow.after_first_frame`."""
    _settings_location()  # before any preference is read or written: a tool's app keeps to $GRAIL_DESKTOP_HOME too
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or [sys.argv[0]])
    app.setOrganizationName("GrailDesktop")
    app.setApplicationName("grail-desktop")
    app.setApplicationDisplayName("Grail Desktop")
    app.setApplicationVersion(__version__)
    if icon:
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(str(asset("icons", "app.svg"))))
    register_fonts()
    prefs = load_preferences()
    install_language(lang or os.environ.get(LANG_ENV) or prefs.language)
    apply_theme(app, prefs.theme, prefs.text_size)
    return app


def collector_on() -> None:
    """Switch Python's cyclic garbage collector back on once the first frame is up (``main`` switches it off
    for the start). Start-up makes several hundred thousand objects that stay for the session (modules,
    classes, Qt enums, the catalog, a loaded state, the table): scanning them again and again while they are
    made was about a tenth of a resume's CPU time. They are moved to the oldest generation first
    (``freeze`` then ``unfreeze``, no scan), so the first collections after the start do not walk them
    either; they stay collectable."""
    gc.freeze()
    gc.unfreeze()
    gc.enable()


def run_app(save_path: str | None = None, lang: str | None = None) -> int:
    """Run the desktop app until its window closes (in ``lang`` when given); returns the exit status."""
    reason = no_display_reason()
    if reason is not None:
        print(reason, file=sys.stderr)
        return 2
    _settings_location()
    reason = _platform_problem()
    if reason is not None:
        print(reason, file=sys.stderr)  # instead of Qt's raw abort (issue 18, "First run")
        return 2
    # A start screen's first frame comes before the window icon and the menus' shortcuts: both need PySide6's
    # ``Qt`` namespace, 18–25 ms of CPU (issue 25); a resumed table uses it anyway.
    app = create_application(lang=lang, icon=bool(save_path))
    window = MainWindow(keys_later=not save_path)
    install_exception_hook(window.autosave_for_crash)
    if save_path:
        # Opening a save: the table is the first thing shown (painting the start screen first only to
        # replace it made the player wait for two first frames). A broken save is reported, then the start
        # screen shows.
        from pathlib import Path

        log_path = setup_logging()
        _log.info("Grail Desktop %s started (log: %s)", __version__, log_path)
        window.load_path(Path(save_path))
        window.show_first()
    else:
        window.show_first()
        # The log file is opened once the window is up: the start screen never waits for it.
        log_path = setup_logging()
        _log.info("Grail Desktop %s started (log: %s)", __version__, log_path)
    QTimer.singleShot(0, collector_on)  # the first event pass: the first frame is up
    # attrs' generated methods compiled by this start go to their bytecode cache in idle time, and at the end
    QTimer.singleShot(STORE_AFTER_MS, attrs_methods.store)
    app.aboutToQuit.connect(attrs_methods.store)
    if os.environ.get("GRAIL_DESKTOP_QUIT_AFTER_START"):
        # benchmarks/startup.py and resume.py: a real cold start up to the window's first frame, then leave
        # as a player's quit does (closing the window saves its size).
        quit_after_first_frame(app, window)
        status = app.exec()
        window.close()
        return status
    return app.exec()


def quit_after_first_frame(app: QApplication, window: QWidget) -> None:
    """Leave the event loop once ``window``'s first frame is painted (at once when it is not shown): ``exit``
    while Qt paints the window (parent first, then its children, then the frame is shown) ends the loop as
    soon as that paint returns, before anything queued meanwhile runs (what comes after the first frame).

    The window's own ``paintEvent`` is wrapped on the instance (PySide6 calls an instance's override), not
    watched by an event filter: a filter gets every event of the window as a Python object, and the first
    such event makes PySide6 build the Python classes of some 45 event types, a cost of the benchmark that a
    player's start never pays (issue 25)."""
    if not window.isVisible():
        QTimer.singleShot(0, app.quit)
        return
    paint = window.paintEvent

    def first_paint(event: QPaintEvent) -> None:
        del window.paintEvent  # the class's own again
        paint(event)
        app.exit(0)

    window.paintEvent = first_paint  # type: ignore[method-assign]
