"""Continue resumes the newest state of the latest campaign (issue 17's lineages): with that campaign open it
goes back to its table without asking about "another" campaign, and from a fresh start it opens whichever of the
campaign's save, autosave or checkpoint was written last, so the last move is never lost."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWizard
from pytestqt.qtbot import QtBot
from ui_testkit import click

from grail_desktop.app.paths import saves_dir
from grail_desktop.app.session import GameSession
from grail_desktop.saves.lineages import autosave_path
from grail_desktop.ui import dialogs
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard


def _window(qtbot: QtBot) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    def drive_wizard(wizard: NewCampaignWizard) -> int:
        wizard.show()
        qtbot.waitExposed(wizard)
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
        wizard.party_page.seed.setText("41")
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
        return int(wizard.result())

    monkeypatch.setattr(NewCampaignWizard, "exec", drive_wizard)
    return _window(qtbot)


def _play_a_little(session: GameSession) -> None:
    legal = [a for a in session.legal_actions() if not a.startswith("pass")] or session.legal_actions()
    assert session.submit(legal[0])


def _moves(session: GameSession | None) -> int:
    assert session is not None
    return len(session.game.state.action_log)


def test_continue_with_the_campaign_open_goes_back_to_its_table_without_asking(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "ask_save_changes", lambda _p, doing, _d="": asked.append(doing) or "save")
    click(qtbot, window.start_screen.buttons["new"])  # autosaved at once
    session = window.session
    assert session is not None
    _play_a_little(session)  # the last move: only in the open table
    moves = _moves(session)
    window.show_start_screen()
    click(qtbot, window.start_screen.buttons["continue"])
    assert asked == [], "Continue asked about another campaign, but it is the one open"
    assert window.session is session and _moves(window.session) == moves
    assert window.stack.currentWidget() is window.table


def test_continue_after_save_opens_the_save_not_the_older_autosave(window: MainWindow, qtbot: QtBot) -> None:
    click(qtbot, window.start_screen.buttons["new"])
    session = window.session
    assert session is not None
    _play_a_little(session)
    saved = session.save()  # Ctrl+S after the autosave of the new campaign
    moves = _moves(session)
    assert autosave_path(saves_dir(), session.lineage.id).is_file()
    window.close()

    fresh = _window(qtbot)
    click(qtbot, fresh.start_screen.buttons["continue"])
    assert fresh.session is not None and fresh.session.save_path == saved
    assert _moves(fresh.session) == moves


def test_continue_opens_a_checkpoint_marked_after_the_last_save(window: MainWindow, qtbot: QtBot) -> None:
    click(qtbot, window.start_screen.buttons["new"])
    session = window.session
    assert session is not None
    _play_a_little(session)
    checkpoint: Path = session.checkpoint("Before the moor")
    moves = _moves(session)
    session.dirty = False
    window.close()

    fresh = _window(qtbot)
    assert "Day 1" in fresh.start_screen.continue_info.text()  # what Continue opens, in words
    click(qtbot, fresh.start_screen.buttons["continue"])
    assert fresh.session is not None and _moves(fresh.session) == moves
    assert fresh.session.restored_from == "Before the moor"
    assert checkpoint.is_file()
