"""The balance report counts each game's fights and the wins by Day 8 (issue 23: "every winning game fights
≥ 5 encounters", "a win by Day 8 is rare"), in a single run's report and in a sweep's table."""

from __future__ import annotations

import sys
from pathlib import Path

from grail_desktop.cli.balance_report import early_wins, fight_count, fights_lost, report, sweep_report
from grail_desktop.cli.simulate import Cell, GameRecord

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_testkit import build_catalog  # type: ignore[import-not-found]

CATALOG = build_catalog()


def _record(index: int, outcome: str, days: int, encounters: list[tuple[str, str, bool]]) -> GameRecord:
    return GameRecord(
        index=index,
        seed=1 + index,
        characters=["ceri"],
        outcome=outcome,
        days=days,
        steps=10,
        encounters=encounters,
    )


WIN_FIGHT = ("green", "1", True)
RECORDS = [
    _record(0, "won far-shore", 6, [WIN_FIGHT] * 2),
    _record(1, "won far-shore", 15, [WIN_FIGHT] * 5 + [("purple", "2 Guardian", False)]),
    _record(2, "won far-shore", 22, [WIN_FIGHT] * 4 + [("gray", "2", False), ("gray", "2 Guardian", True)]),
    _record(3, "death", 12, [("gray", "2", True), ("gray", "2", False)]),
]


def test_each_game_counts_its_fights_and_early_wins() -> None:
    assert [fight_count(r) for r in RECORDS] == [2, 6, 6, 2]
    assert early_wins(RECORDS) == 1
    assert early_wins(RECORDS, day=15) == 2
    assert fights_lost(RECORDS, "2") == (2, 3)
    assert fights_lost(RECORDS, "Guardian") == (1, 2)
    assert fights_lost(RECORDS, "1") == (0, 11)


def test_a_report_gives_fights_a_game_and_the_winning_day_bands() -> None:
    text = report(CATALOG, RECORDS, "hand-made")
    assert "#### Fights a game" in text
    assert "- every game: mean 4.0, median 4, min 2, max 6" in text
    assert "- won games: mean 4.7, median 6, min 2, max 6" in text
    assert "- won games that fought 5 or more encounters: 2 of 3 (66.7%)" in text
    assert "- won by Day 8: 1 of 3 wins (33.3%)" in text
    assert "day 1–8: 1 (33.3%), day 9–13: 0 (0.0%), day 14–20: 1 (33.3%), day 21–30: 1 (33.3%)" in text


def test_a_sweep_table_gives_fights_and_early_wins_per_cell() -> None:
    cells = [Cell(players=1), Cell(players=2)]
    text = sweep_report(CATALOG, cells, [RECORDS, RECORDS[3:]], ["players"], 4, "")
    assert "| players=1 | 4 | 2 / 6 | 2 of 3 | 1 of 3 (33.3%) | 0.0% of 11 | 66.7% of 3 | 50.0% of 2 |" in text
    assert "| players=2 | 2 | n/a | 0 of 0 | 0 of 0 (n/a) | n/a of 0 | 50.0% of 2 | n/a of 0 |" in text
