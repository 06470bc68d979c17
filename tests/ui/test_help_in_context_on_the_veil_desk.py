"""The Riven Veil desk has its "?" too (issue 26, newcomer run: "?" in context covered only the table and the start
screen): the desk's "?" and F1 open the Riven Veil's rules in short, with the numbers of the match's own mode
(S3: seasons, rounds, hand), the same words the text mode's ``help`` prints."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import click
from veil_drive import begin, desk_window, fill_wizard, when_modal

from grail_desktop.app.veil.rules_summary import rules_summary
from grail_desktop.cli.veil_help import COMMANDS
from grail_desktop.cli.veil_help import rules_summary as text_mode_help
from grail_desktop.ui.veil.rules_page import VeilRulesDialog
from grail_desktop.ui.veil.screen import VeilScreen
from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog


def test_the_desk_question_mark_and_f1_open_the_riven_veil_rules(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, VeilSetupDialog)
        fill_wizard(dialog, ["person", "random"], ["Bea"], 5)
        begin(qtbot, dialog)

    when_modal(VeilSetupDialog, fill)
    click(qtbot, win.start_screen.buttons["veil"])
    screen = win.veil
    assert isinstance(screen, VeilScreen)
    mode = screen.game.state.mode
    seen: list[str] = []

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, VeilRulesDialog)
        seen.append(dialog.browser.toPlainText())
        dialog.reject()

    when_modal(VeilRulesDialog, read)
    click(qtbot, screen.help_button)
    assert len(seen) == 1, "the desk's ? opened the rules"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=2000)  # the keyboard came back
    when_modal(VeilRulesDialog, read)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=3000)
    for text in seen:
        assert f"Season {mode.seasons}" in text and "War Phase" in text and "Battle Plan" in text
    # One summary for both front ends: the text mode's help is the same rules and its commands.
    assert text_mode_help(mode) == [*rules_summary(mode), COMMANDS]
