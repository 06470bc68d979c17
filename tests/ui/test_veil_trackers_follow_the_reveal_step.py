"""While a reveal is read one step per Continue, the desk holds still and tells the step on show (veil10's
leftovers): the trackers show each seat's VP as it stands after the step shown, not already the VP after the
whole reveal (a battle's region scoring, the season's end, the next Mist Phase's Settlement slots: S3); and in a
card's draw step an emptied deck (no card in its deck or discard pile, S3 "draw") keeps its row, greyed with why,
so the rows under it do not move up."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from veil_drive import desk_window, on_desk, seats, step

_NOW = re.compile(r"^(?P<who>.+?) gains? -?\d+ VP .+, now (?P<m>-?\d+)\.$")


def _shown_vp(screen) -> list[int]:  # type: ignore[no-untyped-def]
    return [int(n) for n in re.findall(r"<b>(-?\d+) VP</b>", screen.trackers.text())]


def test_the_trackers_show_the_vp_of_the_step_on_show(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    screen = on_desk(win, seats(["person", "greedy"], ["Bea", "Cal"]), seed=7)
    game = screen.game
    names = {game.pack.factions[p.faction].name: k for k, p in enumerate(game.state.players)}
    behind = 0  # steps at which a seat's VP shown was below its final VP (the later steps still to add theirs)
    read: dict[int, int] = {}  # within one reveal: each seat's VP after the last step shown that scored it
    for _ in range(6000):
        if screen.pending is not None:
            for line in screen.pending:
                m = _NOW.match(line)
                if m is not None and m.group("who") in names:
                    read[names[m.group("who")]] = int(m.group("m"))
            shown = _shown_vp(screen)
            final = [p.vp for p in game.state.players]
            for seat, vp in read.items():
                assert shown[seat] == vp, f"seat {seat} shows {shown[seat]} VP where the step shown says {vp}"
            if not screen.queued:  # the last step: every VP is the final one
                assert shown == final
            behind += shown != final
        what = step(qtbot, screen)
        if what != "continue":
            read = {}
        if what == "over":
            break
    assert game.over, "the match did not end"
    assert behind, "no reveal had a later step that scored (the check would prove nothing)"


def test_an_emptied_deck_keeps_its_draw_row_greyed(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    screen = on_desk(win, seats(["person", "greedy"], ["Bea", "Cal"]), seed=7)
    for _ in range(6000):  # to a card's draw step of the person's
        entries = screen._entries()
        if screen.pending is None and entries and all(acts[0].kind == "draw" for _l, acts in entries):
            break
        step(qtbot, screen)
    else:
        raise AssertionError("no draw step came")
    full = [screen.choices.item(r).text() for r in range(screen.choices.count())]
    seat = screen._entries()[0][1][0].seat
    # the engine lists a draw only from a deck with a card in it or its discard pile: the Move deck emptied
    screen.menus[-1] = [("", [a]) for _l, acts in screen._entries() for a in acts if a.args != ("move",)]
    screen._refresh()
    rows = [screen.choices.item(r) for r in range(screen.choices.count())]
    assert [r.text().partition(" — ")[0] for r in rows] == full, "every row keeps its place"
    greyed = [r for r in rows if not r.flags() & Qt.ItemFlag.ItemIsEnabled]
    assert len(greyed) == 1 and "none left" in greyed[0].text() and greyed[0].toolTip() == greyed[0].text()
    before = len(screen.game.log)
    screen._item_clicked(greyed[0])  # a click on the greyed row does nothing
    assert len(screen.game.log) == before
    # the row after it is the Settle deck's, and a click there draws from it
    screen._last_act = 0.0
    settle = rows[rows.index(greyed[0]) + 1]
    screen._item_clicked(settle)
    assert screen.game.log[before:] == [f"{seat}: draw settle"]
