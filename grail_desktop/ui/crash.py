"""The global exception hook: log, autosave first, then show a dialog with a copyable report."""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtWidgets import QApplication

from grail_desktop import __version__
from grail_desktop.ui.i18n import tr

_log = logging.getLogger("grail_desktop.crash")

#: Called before the dialog to save the running campaign; returns a note for the report.
AutosaveHook = Callable[[], str]


def crash_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> str:
    """Plain-text report of an unexpected error: version, Python, and the traceback."""
    lines = traceback.format_exception(exc_type, exc, tb)
    return f"Grail Desktop {__version__} on Python {sys.version.split()[0]} ({sys.platform})\n\n" + "".join(lines)


def install_exception_hook(autosave: AutosaveHook | None = None, *, show_dialog: bool = True) -> None:
    """Replace ``sys.excepthook``: errors are logged, the game autosaved (``autosave``), and reported.

    The app keeps running after the dialog; nothing is lost without a save attempt first.
    """

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        report = crash_report(exc_type, exc, tb)
        saved_note = ""
        if autosave is not None:
            try:
                saved_note = autosave()
            except Exception as save_exc:  # the report must still be shown
                saved_note = tr("Autosave failed: {error}").format(error=save_exc)
        _log.error("unexpected error\n%s%s", report, f"\n{saved_note}" if saved_note else "")
        if show_dialog and QApplication.instance() is not None:
            from PySide6.QtWidgets import QMessageBox  # here: a start that never fails never builds its type

            box = QMessageBox(QMessageBox.Icon.Critical, tr("Something went wrong"), "")
            box.setObjectName("crashDialog")
            box.setText(
                tr("Grail Desktop met an unexpected error.")
                + " "
                + (saved_note or tr("No campaign was open, so nothing needed saving."))
                + "\n\n"
                + tr("The details below can be copied into a bug report.")
            )
            box.setDetailedText(report)
            box.exec()

    sys.excepthook = hook
