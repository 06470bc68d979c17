"""The Riven Veil desk holds still between steps (newcomer 9, issue 18 on the Veil desk): the hand closes up
after a card is placed, no gaps; the choices' list never jumps back up as the words above it change (newcomer 9
picked "Draw a Settle card" where "Draw a Battle Plan card" had been) and keeps the way out of a card right
below the step's own choices, before the abilities; what was revealed has the choices' whole room at 1280×800."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from veil_drive import desk_window, on_desk, play_out, seats

from grail_desktop.ui.veil.hand_table import FRONT, HAND


def test_the_hand_closes_up_and_the_list_holds_still_over_a_match(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    screen = on_desk(win, seats(["person", "greedy"], ["Bea", "Cal"]), seed=7)
    tops: list[int] = []
    closed_up: list[bool] = []
    reveal_rooms: list[int] = []
    order_checked: list[bool] = []
    line = screen.fontMetrics().lineSpacing()

    def look(_what: str) -> None:
        if screen.pages.currentWidget() is not screen.table_page:
            return
        QApplication.processEvents()
        if screen.pending is not None:
            reveal_rooms.append(screen.reveal_area.viewport().height())
            return
        if screen.deciding is None or not screen.choices.count():
            return
        tops.append(screen.choices.mapTo(screen, QPoint(0, 0)).y())
        kinds = [acts[0].kind for _label, acts in screen._entries()]
        if "end" in kinds and "use" in kinds:
            order_checked.append(kinds.index("end") < kinds.index("use"))
        table = screen.hand_panel.table
        if screen.hand_panel.isVisible() and len(table.cards) >= 3 and not closed_up:
            hand = table.placed(HAND)
            slots = [table.cards[c].pos() for c in hand]
            first = hand[0]
            assert table.place_card(first, FRONT)
            rest = [table.cards[c].pos() for c in table.placed(HAND)]
            closed_up.append(rest == slots[: len(rest)])  # the others took the first places, in their order
            screen.hand_panel._clear()
            assert [table.cards[c].pos() for c in table.placed(HAND)] == slots  # and all come back to theirs

    play_out(qtbot, screen, each=look)
    assert closed_up == [True]
    assert tops and all(b >= a for a, b in itertools.pairwise(tops)), "the choices moved back up"
    assert len(set(tops)) <= 4, sorted(set(tops))  # it moves only when a text first needs more room
    assert order_checked and all(order_checked)
    assert reveal_rooms and min(reveal_rooms) >= 12 * line  # the reveal is read in the choices' room
