"""The text mode reads the language the desktop's ``QSettings`` saved (issue 28: the text mode follows the
desktop's setting): Settings written by Qt itself, where the desktop keeps them, are read without Qt."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from grail_desktop.app.settings import Preferences, load_preferences, save_preferences
from grail_desktop.cli import language
from grail_desktop.ui import application


def test_the_language_saved_by_qsettings_is_read_without_qt(qapp: QCoreApplication, _isolated_home: Path) -> None:
    qapp.setOrganizationName("GrailDesktop")  # the identity create_application gives the desktop
    qapp.setApplicationName("grail-desktop")
    application._settings_location()  # GRAIL_DESKTOP_HOME: an INI file there, as when the desktop runs
    save_preferences(Preferences(language="de", theme="light"))
    QSettings().setValue("window/geometry", b"\x01\xd9\xd0%[]=")  # bytes beside it, as the window writes
    QSettings().sync()
    assert Path(QSettings().fileName()) == language.settings_file()
    assert language.saved_language() == "de"
    save_preferences(Preferences(language=""))  # the system's
    QSettings().sync()
    assert load_preferences().language == ""
    assert language.saved_language() == ""
