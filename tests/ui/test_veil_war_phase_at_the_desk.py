"""The War Phase at the desk (issue 22 "War Phase"; S3 "Combat"): a secret Battle Plan, Combat Cards drawn one at a
time against a visible limit bar, the plan's success or failure and the region's places shown after the reveal."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from veil_drive import desk_window, on_desk, step
from veil_drive import seats as veil_seats

from grail_desktop.ui.veil.screen import VeilScreen


def fighter(screen: VeilScreen) -> int:
    """A person who plays a Battle Plan whenever they can and draws Combat Cards while the bar has room."""
    for k, (_label, acts) in enumerate(screen._entries()):
        a = acts[0]
        if a.kind == "plan" and a.args[0] != "none":
            return k
        if a.kind == "combat" and a.args[0] == "draw" and screen.limit.value() + 2 <= screen.limit.maximum():
            return k
    return 0


def test_combat_cards_are_drawn_against_a_visible_limit_and_the_result_is_explained(
    app: QApplication, qtbot: QtBot
) -> None:
    win = desk_window(qtbot)
    seats = veil_seats(["person", "greedy", "greedy"], ["Bea", "The Tide Wardens", "The Thorn Kin"])
    screen = on_desk(win, seats, 1)
    bars: list[str] = []
    hints: list[str] = []
    for _ in range(6000):
        if screen.game.state.phase == "plan" and screen.hand_panel.isVisible() and screen.pending is None:
            hints.append(screen.hand_panel.status.text())  # the hint below the hand table in the Battle Plan step
        if screen.limit.isVisible():
            bars.append(screen.limit.format())
            # what the limit means is said beside the bar (newcomer report 9: "the limit of what?")
            assert screen.limit_note.isVisible()
            assert "your Battle Plan fails and adds only half its strength" in screen.limit_note.text()
            assert "draw at most 5" in screen.limit.toolTip()
        if bars and screen.pending is not None and any("succeeds" in x or "fails" in x for x in screen.pending):
            break
        assert step(qtbot, screen, fighter) != "over", "the person never fought with a Battle Plan"
    # the Battle Plan step speaks of Bonus Cards, not of cards that pay (newcomer report 9, 360)
    assert hints and all("Bonus Cards" in h and "pay for it" not in h for h in hints)
    assert bars and all("of your plan's limit" in b for b in bars)
    assert bars[0].startswith("Combat Cards: strength 0 of your plan's limit")
    assert any(not b.startswith("Combat Cards: strength 0 ") for b in bars)  # a drawn card moved the bar
    shown = "\n".join(screen.pending or [])
    assert "Combat Cards are revealed" in shown or "succeeds" in shown  # the draws, then the plan's result
    assert any(":" in line and any(ch.isdigit() for ch in line) for line in screen.pending or [])  # places
    # the battle's step shows in the choices' room (newcomer 9: a 3-line box above an empty list)
    assert screen.reveal_text.text() == shown and screen.continue_button.isVisible()
    assert screen.decision_stack.currentWidget() is screen.reveal_area
