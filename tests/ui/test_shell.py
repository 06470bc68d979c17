"""The app shell: start screen, menus and shortcuts, settings, About, rules, crash hook, smoke test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from grail_desktop.app.settings import Preferences, load_preferences
from grail_desktop.ui import crash
from grail_desktop.ui.dialogs import ABOUT_HTML, SettingsDialog
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY, register_fonts
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.rules_reference import RulesDialog
from grail_desktop.ui.start_screen import MENU_ENTRIES


@pytest.fixture
def window(app: QApplication, qtbot: QtBot) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_bundled_fonts_are_registered(app: QApplication) -> None:
    families = register_fonts()
    assert READING_FAMILY in families
    assert UI_FAMILY in families
    assert READING_FAMILY in QFontDatabase.families()


def test_start_screen_offers_every_entry_with_accessible_names(window: MainWindow) -> None:
    labels = [b.text() for b in window.start_screen.buttons.values()]
    assert labels == [label for _, label, _ in MENU_ENTRIES]
    for button in window.start_screen.buttons.values():
        assert button.accessibleName()
        assert button.toolTip()
    assert window.stack.currentWidget() is window.start_screen


def test_continue_is_disabled_without_saves_and_says_why(window: MainWindow) -> None:
    """A fresh install has no save: Continue is disabled with a reason; New campaign and Load work."""
    assert not window.start_screen.buttons["continue"].isEnabled()
    assert window.start_screen.buttons["continue"].toolTip() == "No saved campaign or match yet."
    assert window.start_screen.buttons["new"].isEnabled()
    assert window.start_screen.buttons["load"].isEnabled()


def test_quit_button_closes_the_window(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.mouseClick(window.start_screen.buttons["quit"], Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_menus_use_standard_shortcuts(window: MainWindow) -> None:
    assert window.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert window.quit_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    assert window.rules_action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    assert window.settings_action.shortcut() == QKeySequence("Ctrl+,")
    menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert menus == ["Game", "View", "Help"]


def test_settings_dialog_edits_and_persists(window: MainWindow, qtbot: QtBot, app: QApplication) -> None:
    dialog = SettingsDialog(window.preferences, window)
    qtbot.addWidget(dialog)
    dialog.text_size.setValue(17)
    dialog.theme.setCurrentIndex(1)
    dialog.confirm_pass.setChecked(False)
    prefs = dialog.preferences()
    assert prefs == Preferences(text_size=17, theme="light", animation_speed=1, confirm_pass=False)
    window.apply_preferences(prefs)
    assert load_preferences() == prefs
    assert "17pt" in app.styleSheet()


def test_about_names_version_and_licences() -> None:
    assert "0.1.0" in ABOUT_HTML
    for licence in ("SIL Open Font License", "DejaVu", "LGPL"):
        assert licence in ABOUT_HTML


def test_rules_dialog_shows_the_reference(app: QApplication, qtbot: QtBot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Rules reference" and len(dialog.index.entries) > 40
    shown = dialog.current_rule()
    assert shown is not None and shown.title in dialog.browser.toPlainText(), "it opens at a rule"


def test_crash_hook_autosaves_logs_and_reports(
    app: QApplication, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.detailedText()) or 0)
    saved: list[bool] = []

    def autosave() -> str:
        saved.append(True)
        return "Your campaign was saved to autosave.toml."

    old_hook = sys.excepthook
    try:
        crash.install_exception_hook(autosave)
        try:
            raise RuntimeError("the bell rang thirteen times")
        except RuntimeError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        sys.excepthook = old_hook
    assert saved == [True]
    assert shown and "the bell rang thirteen times" in shown[0]
    assert "unexpected error" in caplog.text


def test_crash_hook_reports_even_when_autosave_fails(app: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: texts.append(self.text()) or 0)

    def broken_autosave() -> str:
        raise OSError("disk full")

    old_hook = sys.excepthook
    try:
        crash.install_exception_hook(broken_autosave)
        error = ValueError("boom")
        sys.excepthook(ValueError, error, None)
    finally:
        sys.excepthook = old_hook
    assert texts and "Autosave failed: disk full" in texts[0]


def test_smoke_test_command_succeeds(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "grail_desktop", "--smoke-test"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "smoke: main window built" in result.stdout
    assert "smoke: ok" in result.stdout
