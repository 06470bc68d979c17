"""The table, driven through real clicks (issue: The table): start a campaign with the wizard, travel by
clicking a glowing location, see it revealed, undo, explore and choose in the journal, pass, save, reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWizard
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from ui_testkit import click

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.saves.lineages import list_campaigns
from grail_desktop.ui import dialogs
from grail_desktop.ui.chronicle import ChronicleModel
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.map_scene import LocationItem
from grail_desktop.ui.new_campaign import NewCampaignWizard
from grail_desktop.ui.saves_dialog import campaigns_model
from grail_desktop.ui.table import TableScreen


@pytest.fixture
def window(app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)

    def drive_wizard(wizard: NewCampaignWizard) -> int:
        """Play the modal wizard with clicks: first pack, Next, seed 11, Finish."""
        wizard.show()
        qtbot.waitExposed(wizard)
        assert wizard.pack_page.catalog is not None
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
        assert wizard.party_page.character_boxes, "a seat per player"
        wizard.party_page.seed.setText("11")
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
        return int(wizard.result())

    monkeypatch.setattr(NewCampaignWizard, "exec", drive_wizard)
    monkeypatch.setattr(dialogs, "ask", lambda *a, **k: True)
    return win


def _click_card(qtbot: QtBot, table: TableScreen, item: LocationItem) -> None:
    view = table.map_view
    view.centerOn(item)
    QApplication.processEvents()
    point: QPoint = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _button(table: TableScreen, notation: str) -> QPushButton:
    return table.action_panel.buttons[notation]


def test_a_solo_day_through_real_clicks(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    click(qtbot, window.start_screen.buttons["new"])
    table = window.table
    assert table is not None and window.stack.currentWidget() is table
    session = table.session
    state = session.game.state
    assert state.day == 1 and state.phase == "day"
    hero = state.order[0]
    start = state.characters[hero].location

    # Travel by clicking a glowing card; new cards are revealed around it.
    targets = [item for item in table.scene.cards.values() if item.card.travel_target]
    assert targets, "the start location has connected neighbours"
    placed_before = set(state.locations)
    destination = targets[0].card.number
    _click_card(qtbot, table, targets[0])
    state = session.game.state
    assert state.characters[hero].location == destination
    assert set(state.locations) > placed_before, "arriving revealed new locations"
    assert any(e.kind == "LocationRevealed" for e in session.events)

    # Undo it: back where we started, the revealed cards gone again.
    click(qtbot, table.action_panel.undo_button)
    state = session.game.state
    assert state.characters[hero].location == start
    assert set(state.locations) == placed_before

    # Explore: the journal opens; choose the first legal option.
    click(qtbot, _button(table, "explore"))
    assert session.game.state.exploration is not None
    assert table.journal.isVisible()
    enabled = [b for b in table.journal.option_buttons if b.isEnabled()]
    assert enabled
    click(qtbot, enabled[0])
    assert any(e.kind == "OptionChosen" for e in session.events)
    # Read on until the exploration ends (always the last enabled option: usually "leave").
    for _ in range(12):
        if session.game.state.exploration is None:
            break
        enabled = [b for b in table.journal.option_buttons if b.isEnabled()]
        click(qtbot, enabled[-1])
    assert session.game.state.exploration is None
    if table.journal_close.isVisible():
        click(qtbot, table.journal_close)
    assert not table.journal.isVisible()

    # Pass (confirmed), then save and reload: the same state comes back.
    click(qtbot, _button(table, "pass"))
    assert session.game.state.characters[hero].passed or session.game.state.day == 2
    save_path = tmp_path / "day-one.toml"
    session.save(save_path)
    saved_state = session.game.state
    assert window.load_path(save_path)
    reloaded = window.table
    assert reloaded is not None and reloaded is not table
    assert reloaded.session.game.state == saved_state
    # The chronicle comes back with the save: nothing the players read is lost.
    lines = reloaded.chronicle.model.as_text()
    assert "Journal:" in lines and "passes for the day" in lines


def test_illegal_action_is_reported_not_applied(window: MainWindow, qtbot: QtBot) -> None:
    click(qtbot, window.start_screen.buttons["new"])
    table = window.table
    assert table is not None
    before = table.session.game.state
    with qtbot.waitSignal(table.session.action_rejected) as blocker:
        table.session.submit("travel 999")
    assert blocker.args and blocker.args[0]
    assert table.session.game.state == before


def test_disabled_standard_actions_say_why(window: MainWindow, qtbot: QtBot) -> None:
    click(qtbot, window.start_screen.buttons["new"])
    table = window.table
    assert table is not None
    disabled = [b for b in table.action_panel.buttons.values() if not b.isEnabled()]
    for button in disabled:
        assert button.toolTip().startswith("Not now: ")
        assert len(button.toolTip()) > len("Not now: ")


def test_keyboard_reaches_the_actions(window: MainWindow, qtbot: QtBot) -> None:
    click(qtbot, window.start_screen.buttons["new"])
    table = window.table
    assert table is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    table._focus_actions()  # what Ctrl+J does
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton) and focused.isEnabled(), focused
    assert focused.objectName().startswith("action:")
    before = len(table.session.events)
    qtbot.keyClick(focused, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert len(table.session.events) > before


def test_chronicle_and_saves_models_pass_the_model_tester(app: QApplication, qtbot: QtBot, tmp_path: Path) -> None:
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, [min(catalog.characters.values(), key=lambda d: d.number).id], 5)
    model = ChronicleModel()
    ModelTester(qtbot).check(model)
    model.reset(session.events)
    session.submit(session.legal_actions()[0])
    model.append(session.events[-2:])
    assert model.rowCount() == len(session.events[: model.rowCount()])
    assert model.as_text().count("\n") == model.rowCount()
    session.save(tmp_path / "a.toml")
    session.save(tmp_path / "a.toml")
    (entry,) = list_campaigns(tmp_path)
    assert [s.path.name for s in entry.saves] == ["a.toml"] and [b.path.name for b in entry.backups] == ["a.toml.1"]
    saves_model = campaigns_model([entry])
    ModelTester(qtbot).check(saves_model)
    assert saves_model.data(saves_model.index(0, 0)) == session.lineage.name


def test_quitting_with_unsaved_progress_asks_and_saves(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing is lost: quitting with unsaved actions asks first; Save writes the campaign's save."""
    from grail_desktop.ui import dialogs

    click(qtbot, window.start_screen.buttons["new"])
    table = window.table
    assert table is not None
    table.session.submit("explore")
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "ask_save_changes", lambda _p, doing, _d="": asked.append(doing) or "save")
    window.close()
    assert asked == ["quitting"]
    saved = table.session.campaign_save_path()
    assert saved.is_file()
    assert window.latest_save() == saved


def test_travel_is_reachable_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    """Keyboard alone can travel: each glowing card also has a focusable Travel button."""
    click(qtbot, window.start_screen.buttons["new"])
    table = window.table
    assert table is not None
    targets = {n for n, item in table.scene.cards.items() if item.card.travel_target}
    buttons = {n: b for n, b in table.action_panel.buttons.items() if n.startswith("travel ")}
    assert {int(n.split()[1]) for n in buttons} == targets
    destination = sorted(buttons)[0]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    buttons[destination].setFocus()
    qtbot.keyClick(buttons[destination], Qt.Key.Key_Space)
    QApplication.processEvents()
    hero = table.session.game.state.order[0]
    assert table.session.game.state.characters[hero].location == int(destination.split()[1])
