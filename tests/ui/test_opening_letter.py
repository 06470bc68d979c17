"""A new campaign opens with each character's letter (S1 Character Setup step 10) and the first Event read in
full, on the stage over the map, not only in the chronicle (issue 26)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWizard
from pytestqt.qtbot import QtBot
from ui_testkit import click

from grail_desktop.app.world_text import event_face
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard


def test_a_new_campaign_opens_with_the_letter_and_the_first_event(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)

    def drive(wizard: NewCampaignWizard) -> int:
        wizard.show()
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
        wizard.party_page.seed.setText("11")
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
        return int(wizard.result())

    monkeypatch.setattr(NewCampaignWizard, "exec", drive)
    click(qtbot, window.start_screen.buttons["new"])
    table = window.table
    assert table is not None
    opening = table.opening
    assert opening is not None and opening.isVisible()
    assert table.stage.mode == "map" and opening.parent() is table.map_view, "on the stage, over the map"
    state = table.session.game.state
    catalog = load_campaign("ynys-wen")
    shown = opening.text.text()
    for cid in state.order:
        letter = catalog.characters[cid].letter
        assert catalog.characters[cid].name in shown
        assert letter.split(" - ")[0][:60].replace("'", "&#x27;") in shown or letter[:40] in shown
    # the Event as the world has it now: its [if sunk …] spans resolved, as every view shows it (issue 19)
    event = event_face(table.session.game, catalog.events[state.current_event])
    assert event.title in shown
    last_words = " ".join(event.text.split())[-40:]
    assert last_words.replace('"', "&quot;") in shown, "the Event is read in full"
    click(qtbot, opening.begin)
    assert table.opening is None and not opening.isVisible()
    # where the first action is (issue 28: focus goes where the next action is): Day 1's first open action
    assert QApplication.focusWidget() is table.action_panel.buttons["explore"], "the keyboard is on Day 1's actions"


def test_enter_on_the_letter_begins_day_one_and_presses_nothing_behind_it(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26 (newcomer run): pressing Enter for "Begin Day 1 (Enter)" explored Tref Eithin, because the
    keyboard was on the action list behind the letter. While the letter is up it has the keyboard."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)

    def drive(wizard: NewCampaignWizard) -> int:
        wizard.show()
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
        return int(wizard.result())

    monkeypatch.setattr(NewCampaignWizard, "exec", drive)
    click(qtbot, window.start_screen.buttons["new"])
    table = window.table
    assert table is not None and table.opening is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    for _ in range(5):  # the table settles its focus after the first frames
        QApplication.processEvents()
    table.refresh()  # a refresh while the letter is up (the focus flow runs again)
    window.return_focus()  # and the keyboard put back, as after a dialog closes
    QApplication.processEvents()
    assert QApplication.focusWidget() is table.opening.begin, "the letter has the keyboard"
    chronicle_before = len(table.session.game.state.chronicle)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert table.opening is None, "Enter began Day 1"
    assert len(table.session.game.state.chronicle) == chronicle_before, "and took no action"
    assert table.session.game.state.exploration is None
