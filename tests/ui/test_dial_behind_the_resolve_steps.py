"""The dial behind the Resolve steps shows the colour the steps have reached, and says it on hover (issue 19,
newcomer run: "a stale dial behind the Resolve pop-up"). rules-decisions.md "The dial": it turns after every
Resolve phase; only dice of its colour apply (S2)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_encounter_board import at, catalog, click, qtbot_click, start

from grail_desktop.engine.defs import Catalog
from grail_desktop.ui.encounter_board import EncounterBoard
from grail_desktop.ui.encounter_items import DialItem

__all__ = ["catalog"]  # the module's fixture, shared


def _shown(item: DialItem) -> str:
    return ("red", "blue", "gold")[round(item.angle / 120) % 3]


def test_the_dial_turns_with_the_steps_and_its_words_follow(qtbot: QtBot, catalog: Catalog) -> None:
    session = start(catalog, "gorse-boar", seed=3)  # the dial shows gold
    board = EncounterBoard(session, animation_speed=2)  # the steps come one by one
    qtbot.addWidget(board)
    board.resize(1500, 900)
    board.show()
    qtbot.waitExposed(board)
    scene = board.scene
    click(board, at(board, next(d for d in scene.pool if d.colour == "red")))
    qtbot_click(board, "roll")
    qtbot_click(board, "resolve")
    assert session.game.state.encounter.dial == "red"
    dial = scene.dial_item
    assert dial is not None and _shown(dial) == "gold"  # not turned before its step is shown
    assert "shows gold" in dial.toolTip()
    # the header names the round the steps tell of, beside its dial (issue 18: "Round 2" by the old colour)
    assert session.game.state.encounter.round == 2 and "Round 1" in scene.status_item.lines[0][0]
    scene._step_timer.stop()  # the steps are revealed here one by one, not by the clock (a loaded machine)
    while scene.overlay_shown < len(scene.overlay_lines):
        scene._step_tick()
    anim = scene._dial_anim
    anim.setCurrentTime(anim.duration())  # the turn's last frame
    QApplication.processEvents()
    dial = scene.dial_item
    assert dial is not None and _shown(dial) == "red"
    assert "shows red" in dial.toolTip() and "gold" not in dial.toolTip().split(":")[0]
    assert "Round 2" in scene.status_item.lines[0][0], "the round turns with the dial"
    scene.dismiss_overlay()
    dial = scene.dial_item
    assert dial is not None and _shown(dial) == "red" and "shows red" in dial.toolTip()
