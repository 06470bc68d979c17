"""R rolls from anywhere on the encounter board, not only from the board's view (issue 26, newcomer run: R did
nothing once a board button had been clicked). S0 "Encounters": the committed dice are rolled together."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.encounter_board import EncounterBoard


@pytest.fixture(autouse=True)
def _quick() -> None:
    save_preferences(Preferences(animation_speed=0))


def test_r_rolls_while_a_board_button_has_the_keyboard(app: QApplication, qtbot: QtBot) -> None:
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=3)
    game = session.game
    game.start_fight(["maelon"], ["gorse-boar"], "test", game.state.characters["maelon"].location)
    assert session.submit("commit red 1")
    board = EncounterBoard(session, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1500, 900)
    board.show()
    qtbot.waitExposed(board)
    QApplication.processEvents()
    button = next(b for b in board.buttons.values() if b.isVisible() and b.isEnabled() and b.focusPolicy())
    button.setFocus()
    QApplication.processEvents()
    assert QApplication.focusWidget() is button and button is not board.view
    before = len(game.state.encounter.current().active)
    assert all(d.face is None for d in game.state.encounter.current().active), "not rolled yet"
    qtbot.keyClick(button, Qt.Key.Key_R)
    QApplication.processEvents()
    assert game.state.encounter.current().active and len(game.state.encounter.current().active) == before
    assert all(d.face is not None for d in game.state.encounter.current().active), "R rolled the dice"
