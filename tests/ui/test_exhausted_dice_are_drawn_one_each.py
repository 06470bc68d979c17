"""The Exhausted box draws one die for each exhausted die, none hiding another (issue 26, newcomer run: the box
read "2 red" and showed one die). rules-decisions.md "Resolve phase": every committed die is exhausted."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.encounter_board import EncounterBoard
from grail_desktop.ui.encounter_items import StaticDie


@pytest.fixture(autouse=True)
def _quick() -> None:
    save_preferences(Preferences(animation_speed=0))


def test_two_exhausted_red_dice_are_two_dice_side_by_side(app: QApplication, qtbot: QtBot) -> None:
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["maelon"], seed=3)
    game = session.game
    game.start_fight(["maelon"], ["gorse-boar"], "test", game.state.characters["maelon"].location)
    reds = [d for d in game.state.encounter.current().pool if d.colour == "red"]
    assert len(reds) >= 2, "Maelon's pool holds two red dice"
    assert session.submit("commit red 2") and session.submit("roll")
    while not session.submit("resolve"):
        legal = session.legal_actions()
        assert any(n.startswith("apply") for n in legal), legal
        session.submit(next(n for n in legal if n.startswith("apply")))
    assert [d.colour for d in game.state.encounter.current().exhausted].count("red") == 2
    board = EncounterBoard(session, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1500, 900)
    board.show()
    qtbot.waitExposed(board)
    QApplication.processEvents()
    dice = [item for item in board.scene.items() if isinstance(item, StaticDie)]
    assert [d.colour for d in dice].count("red") == 2, "one die drawn for each exhausted die"
    boxes = [d.mapRectToScene(d.rect) for d in dice]  # the die's face (its bounding rect holds a glow margin)
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]), "no die hides another"
