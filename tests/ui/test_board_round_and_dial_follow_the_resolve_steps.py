"""The board's round and dial say what the Resolve steps have said so far (issue 18, newcomer 8: they lagged
behind the summary): the header names the resolved round until the line that begins the next one, the dial turns
on the line that says so (rules-decisions.md "Resolve phase": After effects, then the dial turns, then the next
round begins)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.encounter_board import EncounterBoard


def test_each_resolve_step_shows_its_round_and_dial(qtbot: QtBot) -> None:
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=3)
    game = session.game
    game.start_fight(["maelon"], ["gorse-boar"], "test", game.state.characters["maelon"].location)
    board = EncounterBoard(session, animation_speed=1)
    qtbot.addWidget(board)
    board.resize(1400, 900)
    board.show()
    qtbot.waitExposed(board)
    scene = board.scene
    for resolved in (1, 2):
        dial_before = game.state.encounter.dial
        assert scene.submit("roll") and scene.submit("resolve")
        QApplication.processEvents()
        scene._step_timer.stop()  # the steps are stepped here one by one, as the timer would
        encounter = game.state.encounter
        assert encounter is not None and encounter.round == resolved + 1
        said_round, said_dial = resolved, dial_before
        steps = len(scene.overlay_lines)
        assert scene.overlay_turns.count(None) < steps and any(scene.overlay_rounds), "a turn and a round begin"
        while True:
            line = scene.overlay_lines[scene.overlay_shown - 1]
            said_round = scene.overlay_rounds[scene.overlay_shown - 1] or said_round
            said_dial = scene.overlay_turns[scene.overlay_shown - 1] or said_dial
            title = scene.status_item.lines[0][0]
            assert title.endswith(f"Round {said_round}"), (line, title)
            assert scene.dial_item is not None and f"The fight's dial shows {said_dial}" in scene.dial_item.toolTip(), (
                line
            )
            if scene.overlay_shown >= steps:
                break
            scene._step_tick()
        assert said_round == resolved + 1 and said_dial == encounter.dial
        scene.dismiss_overlay()
        assert scene.status_item.lines[0][0].endswith(f"Round {resolved + 1}")
