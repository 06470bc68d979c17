"""A refusal on the encounter board (issue 18, newcomer 8: "Escape is not possible now…" stayed under the board
and squashed the step buttons into unreadable strips): the message is shown whole above the fight's log, the
step buttons keep their full height, and the next action clears it (on the board's banner too)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import fight_table


def test_a_refusal_leaves_the_steps_whole_and_goes_with_the_next_action(qtbot: QtBot) -> None:
    """S2 "Escape": escaping is possible only before the first strike of the round; the refusal says so."""
    table, session = fight_table(qtbot, "gorse-boar")
    game = session.game
    board = table.encounter_board
    heights = {n: b.height() for n, b in board.buttons.items()}
    assert session.submit("draw")  # the first strike: no escape this round
    QApplication.processEvents()
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    said = board.reason.text()
    assert said.startswith("Escape is not possible now") and board.scene.banner == said
    assert board.reason.isVisible() and board.reason.height() >= board.reason.heightForWidth(board.reason.width())
    for notation, button in board.buttons.items():
        assert button.isVisible()
        assert button.height() >= button.sizeHint().height(), f"{notation} squashed to {button.height()}"
        assert button.height() >= heights.get(notation, 0), notation
        assert table.rect().contains(button.mapTo(table, button.rect().bottomRight())), f"{notation} cut"
    colour = game.state.encounter.current().pool[0].colour
    assert session.submit(f"commit {colour} 1")  # the next action, from outside the board's buttons
    QApplication.processEvents()
    assert board.reason.text() == "" and not board.reason.isVisible(), "the old refusal is gone"
    assert board.scene.banner == "", "and the board's banner with it"
