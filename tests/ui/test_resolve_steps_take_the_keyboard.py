"""While the Resolve steps show, Enter and Space only go on through them (issue 18, newcomer 8): the step button
behind the steps that kept the keyboard (Resolve, after a click) must not resolve the next round too. The steps
take the keyboard only from inside the board: a big moment over the stage keeps it (the reveal card after a won
fight is covered by tests/ui/test_table_holds_still.py; here a reveal shown over a fight)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import fight_table

from grail_desktop.app.card_sheets import CardSheet
from grail_desktop.ui.table import TableScreen


def resolve_with_the_button(table: TableScreen) -> None:
    """Roll, then Resolve by a click on the board's Resolve button, which keeps the keyboard."""
    board = table.encounter_board
    QTest.mouseClick(board.buttons["roll"], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    board.buttons["resolve"].setFocus()  # where a click on Resolve leaves the keyboard
    QTest.mouseClick(board.buttons["resolve"], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert board.scene.overlay_lines, "the Resolve steps show"


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_enter_or_space_on_the_resolve_steps_only_closes_them(qtbot: QtBot, key: Qt.Key) -> None:
    """rules-decisions.md "Resolve phase": the steps are read, then the next round begins with the player's own
    step; the key that closes the steps resolves nothing."""
    table, session = fight_table(qtbot, "gorse-boar")
    board = table.encounter_board
    resolve_with_the_button(table)
    encounter = session.game.state.encounter
    assert encounter is not None
    round_now, log_now = encounter.round, len(session.game.state.action_log)
    focused = table.focusWidget()
    assert focused is board.view, f"the steps took the keyboard from the Resolve button: {focused}"
    # even a step button that still has the keyboard (a click on it while the steps show) passes the key on
    behind = next(b for b in board.buttons.values() if b.isEnabled())  # a step the next round allows
    behind.setFocus()
    QTest.keyClick(behind, key)
    QApplication.processEvents()
    assert not board.scene.overlay_lines, "the key closed the steps"
    encounter = session.game.state.encounter
    assert encounter is not None and encounter.round == round_now, "no next round was resolved"
    assert len(session.game.state.action_log) == log_now, "no action was taken"
    # with the steps closed a step button is itself again: the key presses it
    step = next(b for b in board.buttons.values() if b.isEnabled())
    step.setFocus()
    QTest.keyClick(step, key)
    QApplication.processEvents()
    assert len(session.game.state.action_log) == log_now + 1, "with no steps up the key presses the button"


def test_a_big_moment_keeps_the_keyboard_while_the_steps_show(qtbot: QtBot) -> None:
    """ux.md "The table holds still": a reveal card laid over the stage keeps the keyboard until dismissed, even
    when Resolve steps arrive under it; its Enter dismisses it, not the steps behind it."""
    table, _session = fight_table(qtbot, "gorse-boar")
    board = table.encounter_board
    QTest.mouseClick(board.buttons["roll"], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    board.buttons["resolve"].setFocus()
    table.reveal_overlay.reveal([CardSheet(title="A test moment", kind="Item", paragraphs=("It is shown large.",))])
    QApplication.processEvents()
    assert table.focusWidget() is table.reveal_overlay
    board.scene.submit("resolve")  # the steps arrive while the big moment is up
    QApplication.processEvents()
    assert board.scene.overlay_lines, "the Resolve steps show"
    assert table.focusWidget() is table.reveal_overlay, "the reveal card kept the keyboard"
    QTest.keyClick(table.reveal_overlay, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert not table.reveal_overlay.isVisible()
    assert board.scene.overlay_lines, "the Enter that dismissed the reveal did not skip the steps"
