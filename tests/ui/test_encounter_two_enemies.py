"""The encounter board with two enemies (rules-decisions.md "Several enemies"): the scene lays out one enemy
item and one chain per enemy and survives a fight played through to its end (issue 20; the layout itself
belongs to the table's stage)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.rng import Rng
from grail_desktop.ui.encounter_board import EncounterBoard


def test_the_board_shows_both_enemies_and_plays_to_the_end(qtbot: QtBot) -> None:
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["maelon"], seed=4)
    game = session.game
    game.start_fight(["maelon"], ["tide-crabs"], "test", game.state.characters["maelon"].location)
    enc = game.state.encounter
    assert enc is not None and [e.id for e in enc.enemies] == ["tide-crabs", "tide-crab-brood"]
    board = EncounterBoard(session, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1500, 900)
    board.show()
    qtbot.waitExposed(board)
    QApplication.processEvents()
    assert sorted(board.scene.enemies) == [1, 2]
    first, second = board.scene.enemies[1], board.scene.enemies[2]
    assert first.sceneBoundingRect() != second.sceneBoundingRect()
    chooser = Rng.from_seed(2)
    for _ in range(400):
        if game.state.encounter is None:
            break
        legal = [str(a) for a in game.legal_actions()]
        on_two = [a for a in legal if a.startswith("play ") and a.endswith(" on 2")]
        session.submit(on_two[0] if on_two else chooser.choice(legal))
        QApplication.processEvents()
    assert game.state.encounter is None
