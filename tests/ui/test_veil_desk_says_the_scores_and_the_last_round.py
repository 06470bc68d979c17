"""What the Riven Veil desk says about the score and the turn (newcomer report 9, section 7): the season page's
standings add up to its table, the end-of-turn draws are told apart from the card's own draw, the last round
of the game is announced when it begins, and the finished game forecasts nothing."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from veil_drive import desk_window, on_desk, play_out, seats

from grail_desktop.engine.veil.season import ROUNDS

LAST = "The last round of the game"


def test_a_whole_match_says_its_scores_draws_and_last_round_plainly(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    screen = on_desk(win, seats(["person", "greedy"]), seed=7)
    g = screen.game
    seen = {"season": 0, "end draw": 0, "last round": 0, "card draw": 0}
    messages: list[str] = []
    screen.message.connect(messages.append)

    def look(_what: str) -> None:
        s = g.state
        page = screen.pages.currentWidget()
        if page is screen.scoring and not g.over and seen["season"] == 0:
            seen["season"] += 1
            m = screen.scoring.model
            summary = screen.scoring.summary.text()
            ended = re.search(r"Standings at its end: (.*?)\.( |$)", summary)
            assert ended is not None, summary
            # S3 "End of the Season": the standings named are the table's Totals, seat by seat
            for r in range(m.rowCount()):
                assert f"{m.headerData(r, 2)} {m.total(r)} VP" in ended.group(1)  # 2: Qt.Orientation.Vertical
            now = [p.vp for p in s.players]
            if now != [m.total(r) for r in range(m.rowCount())]:
                assert "After the Mist Phase of Season 2" in summary
        if page is not screen.table_page or screen.pending is not None:
            return
        if screen.deciding == 0 and s.phase == "turn" and s.steps:
            detail = screen.detail.text()
            if s.steps[0].src == "end":
                seen["end draw"] += 1
                assert "End of your turn: draw" in detail and "Now: draw" not in detail
            elif s.steps[0].part.do == "draw":
                seen["card draw"] += 1
                assert "Now: draw" in detail
        last = s.season == s.mode.seasons and s.round == ROUNDS and s.phase in ("choose", "turn")
        assert (LAST in screen.trackers.text()) == last
        if last:
            seen["last round"] += 1
            if screen.deciding == 0 and s.phase == "choose":
                assert screen.detail.text().startswith(LAST)

    play_out(qtbot, screen, each=look)
    assert seen["season"] == 1 and seen["end draw"] > 0 and seen["last round"] > 0
    assert any(m.startswith(LAST) for m in messages)  # the status bar says it as the round begins
    assert "if the season ended now" not in screen.trackers.text()  # the game is over: nothing is forecast
    assert re.search(r"\d+ VP</b> · Favor", screen.trackers.text())
