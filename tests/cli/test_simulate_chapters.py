"""``grail-desktop simulate --chapters 1-2`` (issue 24): bots play a won Chapter I on into Chapter II, and the
report gives each chapter its own figures."""

from __future__ import annotations

import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.cli import simulate
from grail_desktop.cli.plan import build_plan, win_routes


def test_parse_chapters_reads_one_to_n() -> None:
    assert simulate.parse_chapters("1-2", 2) == 2
    assert simulate.parse_chapters("1", 2) == 1
    for bad in ("2-3", "1-3", "one", "0"):
        with pytest.raises(ValueError):
            simulate.parse_chapters(bad, 2)


def test_chapter_plans_follow_each_chapters_own_endings() -> None:
    pack = load_campaign("ynys-wen")
    one, two = build_plan(pack, 1), build_plan(pack, 2)
    assert {sid for sid, _ in win_routes(pack, 1)} <= {s for s in pack.journal if s.startswith("1")}
    assert {sid for sid, _ in win_routes(pack, 2)} <= {s for s in pack.journal if s.startswith("2")}
    assert "secret:secret-widows-name" in two.levels and "secret:secret-widows-name" not in one.levels


def test_games_go_on_into_chapter_two_and_the_report_splits_by_chapter() -> None:
    pack = load_campaign("ynys-wen")
    # seed 5's first four solo games hold a Chapter I win by Day 40 without the Mercy (seed 7, Day 19, on the
    # sixth pass's Normal; seed 1's four no longer win one)
    cell = simulate.Cell(players=1, seed=5, chapters=2, max_days=40, max_steps=8000)
    (records,) = simulate.run_cells(pack, [cell], 4, backend="serial")
    won = [r for r in records if r.won]
    assert won, "seed 5 holds a Chapter I win"
    for r in records:
        assert r.chapter == 1
        assert len(r.later) == (1 if r.won else 0)
    for r in won:
        assert r.later[0].chapter == 2 and r.later[0].outcome
    text = simulate.chapters_report(pack, cell, records, 4, "")
    assert "## Chapter I: The Guttering Stones: 4 games" in text
    assert f"## Chapter II: The Drowned Roads: {len(won)} games, played on from the {len(won)} wins" in text
    assert simulate.record_from_raw(simulate.record_to_raw(won[0])) == won[0]


def test_a_sweep_over_chapters_gives_each_later_chapter_its_own_table() -> None:
    """``--chapters 1-2 --sweep pools=on,off`` (issue 24): Chapter II gets a sweep table over each cell's games
    that won Chapter I, so the cells' Chapter II win rates are compared, not the Chapter I games they share."""
    pack = load_campaign("ynys-wen")
    cells = [simulate.Cell(chapters=2, pools="on"), simulate.Cell(chapters=2, pools="off")]

    def game(index: int, second: str | None) -> simulate.GameRecord:
        first = simulate.GameRecord(
            index=index, seed=index, characters=["maelon"], outcome="won x" if second else "death", days=20, steps=9
        )
        if second is not None:
            later = simulate.GameRecord(
                index=index, seed=index, characters=["maelon"], outcome=second, days=18, steps=9
            )
            later.chapter = 2
            first.later.append(later)
        return first

    on = [game(0, "won bell-silenced"), game(1, "won widows-bargain"), game(2, None)]
    off = [game(0, "death"), game(1, "won bell-silenced"), game(2, None)]
    text = simulate.full_report(pack, cells, [on, off], 3, {"pools": ["on", "off"]}, "")
    first, second = text.split("## Chapter II: The Drowned Roads", 1)
    assert "## Chapter I: The Guttering Stones" in first
    assert "| pools=on | 3 | 66.7" in first and "| pools=off | 3 | 66.7" in first
    assert "| pools=on | 2 | 100.0" in second and "| pools=off | 2 | 50.0" in second
