"""The Travel title states the price the engine takes (issue 18, newcomer 7: Going Insane made Travel cost 2 Energy
under a "Travel (1 Energy each)" title). rules-decisions.md "Dying and Going Insane": Travel costs 1 extra Energy
while Going Insane."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel
from pytestqt.qtbot import QtBot
from ui_testkit import solo_table

from grail_desktop.engine.tracks import is_insane
from grail_desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _travel_title(window: MainWindow) -> str:
    table = window.table
    assert table is not None
    QApplication.processEvents()
    boxes = [b.title() for b in table.action_panel.findChildren(QGroupBox) if b.title().startswith("Travel")]
    assert len(boxes) == 1, boxes
    return boxes[0]


def test_going_insane_travel_says_two_energy_each(app: QApplication, qtbot: QtBot) -> None:
    window, session = solo_table(qtbot)
    assert _travel_title(window) == "Travel (1 Energy each)"
    game = session.game
    maelon = game.catalog.characters["maelon"]
    assert session.submit(f"adjust maelon terror {maelon.terror.max - 1}")
    assert is_insane(game.state.characters["maelon"], maelon)
    assert _travel_title(window) == "Travel (2 Energy each)"
    table = window.table
    assert table is not None
    why = table.action_panel.findChild(QLabel, "travelPriceWhy")
    assert why is not None and why.text() == "2 Energy: you are Going Insane", "the changed price says why (issue 19)"
    energy = game.state.characters["maelon"].energy
    travel = next(n for n in session.legal_actions() if n.startswith("travel "))
    assert session.submit(travel)
    assert game.state.characters["maelon"].energy == energy - 2, "the engine took what the title said"


def test_travel_out_of_reach_is_shown_closed_with_its_price(app: QApplication, qtbot: QtBot) -> None:
    """Newcomer 7: Travel vanished from the actions with no word why (1 Energy left, 2 the price while Going
    Insane). It stays among the closed actions, saying the price and the Energy left."""
    window, session = solo_table(qtbot)
    table = window.table
    assert table is not None
    maelon = session.game.catalog.characters["maelon"]
    assert session.submit(f"adjust maelon terror {maelon.terror.max - 1}")
    assert session.submit("adjust maelon energy 1")
    QApplication.processEvents()
    assert session.game.state.phase == "day"
    assert not [n for n in session.legal_actions() if n.startswith("travel ")]
    closed = table.action_panel.buttons.get("travel")
    assert closed is not None and not closed.isEnabled()
    assert "2 Energy, as you are Going Insane, and 1 Energy is left" in closed.label_text()
