"""An encounter that begins as soon as another ends (a journal's fight after a fight) is announced on the ended
one's outcome, in words: that another encounter follows, whom, and what started it; its one button leads on to
it, and the new fight is on the board once the outcome is read (issue 18, newcomer 8: a second fight began
behind "The encounter is over" with no word why)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import fight_table

from grail_desktop.engine.core import ApplyResult
from grail_desktop.ui.encounter_items import ButtonItem


def test_the_next_encounter_is_said_and_shown_after_the_outcome(qtbot: QtBot) -> None:
    """S2 "Escape" ends the encounter; the effect that follows it here starts the next one ("fight <enemy>",
    hosting.start_fight) within the same action, as a journal section's effects after a fight do."""
    table, session = fight_table(qtbot, "gorse-boar")
    game = session.game
    here = game.state.characters["maelon"].location
    board = table.encounter_board
    plain_apply = game.apply

    def escape_then_a_fight(action: object) -> ApplyResult:
        result = plain_apply(action)  # type: ignore[arg-type]
        if str(action) == "escape":
            game.start_fight(["maelon"], ["starved-hound"], "fight:starved-hound", here)
            # the events the same action's effects emit (Game.emit), as one batch
            return ApplyResult(tuple(game._events), result.changes | {"encounter"})
        return result

    game.apply = escape_then_a_fight  # type: ignore[method-assign]
    assert session.submit("escape")
    QApplication.processEvents()
    scene = board.scene
    assert game.state.encounter is not None and game.state.encounter.enemies[0].id == "starved-hound"
    assert scene.overlay_title == "The encounter is over"
    first = scene.overlay_lines[0]
    assert first.startswith("Another encounter follows at once") and "Starved Hound" in first, first
    assert not any("Starved Hound" in line for line in scene.overlay_lines[1:]), "the new fight's start is its own"
    overlay = scene.overlay
    assert overlay is not None and overlay.rect.height() >= overlay.height_for(
        scene.overlay_lines, overlay.rect.width()
    )
    assert scene.sceneRect().contains(overlay.sceneBoundingRect()), "the whole outcome can be scrolled to"
    buttons = [i for i in scene.items() if isinstance(i, ButtonItem) and i.zValue() == 201]
    assert [b.label for b in buttons] == ["On to the next encounter (Enter)"]
    assert table.stage.mode == "encounter"
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert not scene.overlay_lines and scene.interactive, "the new fight is on the board, not behind the outcome"
    assert scene.view_model is not None and [e.name for e in scene.view_model.enemies] == ["Starved Hound"]
    assert table.stage.mode == "encounter"
