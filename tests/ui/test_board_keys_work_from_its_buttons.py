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


def test_1_then_enter_applies_the_first_rolled_hit(app: QApplication, qtbot: QtBot) -> None:
    """Issue 18 (a newcomer): in the Apply step "1" then Enter did nothing (the digits picked hand cards, which
    cannot be played then). Now the digits pick the rolled hits and Enter applies one (S2 "Apply")."""
    for seed in range(1, 40):
        session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=seed)
        game = session.game
        game.start_fight(["maelon"], ["gorse-boar"], "test", game.state.characters["maelon"].location)
        for colour in ("red", "blue", "gold"):
            have = sum(1 for d in game.state.encounter.current().pool if d.colour == colour)
            if have:
                assert session.submit(f"commit {colour} {have}")
        assert session.submit("roll")
        if any(n.startswith("apply ") for n in session.legal_actions()):
            break
    else:
        raise AssertionError("no seed rolled an applicable hit")
    board = EncounterBoard(session, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1500, 900)
    board.show()
    qtbot.waitExposed(board)
    board.view.setFocus()
    QApplication.processEvents()
    member = game.state.encounter.current()
    applied = sum(1 for d in member.active if d.applied)
    qtbot.keyClick(board.view, Qt.Key.Key_1)
    qtbot.keyClick(board.view, Qt.Key.Key_Return)
    QApplication.processEvents()
    encounter = game.state.encounter
    assert encounter is None or sum(1 for d in encounter.current().active if d.applied) == applied + 1
