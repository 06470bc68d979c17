"""``grail-desktop simulate``: bots finish games, the report has every section, runs repeat (issue 13).

Most tests use the engine's rule-complete test catalog (tests/engine/engine_testkit.py: a Menhir seal at 104,
a ``win far-shore`` section at 108 out of the start Menhir's range) so results do not move with the content;
one runs the command on the shipped pack.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

from grail_desktop.cli import simulate
from grail_desktop.cli.balance_report import report
from grail_desktop.cli.bots import GreedyBot, RandomBot, make_bot
from grail_desktop.cli.plan import build_plan, status_is_read, statuses_set_and_read, win_routes
from grail_desktop.engine import new_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_testkit import build_catalog  # type: ignore[import-not-found]

CATALOG = build_catalog()

HEADINGS = (
    "#### Outcomes",
    "#### Days to finish",
    "#### Deaths and causes of loss",
    "#### Menhirs lost",
    "#### Encounters by colour and level",
    "#### Journal sections never reached",
    "#### Items never obtained",
    "#### Statuses set but never read",
    "#### Unfinished games",
)


def test_plan_starts_at_the_win_section() -> None:
    """The plan is computed back from ``win`` effects: the win is level 0, and the location holding the
    winning section is on the plan at level 0 (content-guide.md "Quality bar")."""
    plan = build_plan(CATALOG)
    assert plan.levels["win"] == 0
    assert plan.location_levels[108] == 0
    assert plan.value("win") > plan.value("status:nothing-asks-for-this") == 0.0


def test_win_routes_name_the_last_steps_to_a_win() -> None:
    """``win_routes`` lists the options leading into a ``win`` section, with the conditions on the way in
    from the location's entry, and a winning location entry with no conditions (test catalog: 108)."""
    routes = win_routes(CATALOG)
    winning = {sid for sid, s in CATALOG.journal.items() if any(e.word == "win" for e in s.effects)}
    assert winning == {"108"}
    assert ("108", ()) in routes
    for sid, _conditions in routes:
        options = CATALOG.journal[sid].options
        assert sid in winning or any(o.goto in winning or any(e.word == "win" for e in o.effects) for o in options)


def test_static_statuses_follow_the_part_rule() -> None:
    """S0 "Statuses": asking for ``bell`` reads ``bell.2`` too; a status nobody asks for is unread."""
    marked, read = statuses_set_and_read(CATALOG)
    assert marked, "the test catalog marks statuses"
    assert status_is_read("bell.2", {"bell"})
    assert not status_is_read("bell", {"bell.2"})
    assert all(status_is_read(m, read) == (m in read or m.split(".")[0] in read) for m in marked)


@pytest.mark.parametrize("players", [1, 2])
def test_greedy_bot_wins_most_of_the_test_chapter(players: int) -> None:
    """The greedy bot lights the Menhir at 104 to bring 108 into range and reads the winning section; a game
    that lingers (some do, to see more of the map first) may run out of Magic, so most but not all win."""
    records = simulate.run_games(CATALOG, "greedy", 8, players=players, seed=3, max_days=40, max_steps=5000)
    assert len(records) == 8
    won = [r for r in records if r.won]
    assert len(won) >= 5, [(r.outcome, r.cause, r.unfinished) for r in records]
    assert all(r.outcome == "won far-shore" and "108" in r.sections for r in won)
    assert min(r.days for r in won) <= 3  # the direct route: light 104, step east, read 108
    for r in records:
        assert r.won or r.cause or r.unfinished


def test_random_bot_games_end_or_are_capped() -> None:
    """Every random game ends (won, death, failure) or stops at the step/day cap and says why."""
    records = simulate.run_games(CATALOG, "random", 10, players=2, seed=3, max_days=12, max_steps=150)
    for r in records:
        assert r.steps <= 150 and r.days <= 13
        if r.outcome == "unfinished":
            assert r.unfinished
        else:
            assert r.won or r.outcome in ("death", "failure")
    assert [r.index for r in records] == list(range(10))


def test_a_step_cap_leaves_the_game_unfinished() -> None:
    """A game stopped by ``--max-steps`` counts as unfinished, never as won or lost."""
    (record,) = simulate.run_games(CATALOG, "random", 1, seed=5, max_days=60, max_steps=3)
    assert record.outcome == "unfinished" and record.unfinished == "3 actions taken" and record.steps == 3


def test_same_seed_same_games_in_any_number_of_processes() -> None:
    """Game i uses engine seed S+i and its own bot generator: one process or two give the same records."""
    one = simulate.run_games(CATALOG, "random", 6, players=1, seed=11, max_days=20, max_steps=2000, jobs=1)
    again = simulate.run_games(CATALOG, "random", 6, players=1, seed=11, max_days=20, max_steps=2000, jobs=1)
    two = simulate.run_games(CATALOG, "random", 6, players=1, seed=11, max_days=20, max_steps=2000, jobs=2)
    assert one == again == two
    other = simulate.run_games(CATALOG, "random", 6, players=1, seed=12, max_days=20, max_steps=2000, jobs=1)
    assert [r.seed for r in other] != [r.seed for r in one]


def test_bots_only_choose_legal_actions() -> None:
    """Both bots pick one of ``legal_actions()``; a game played through ``apply`` never raises."""
    import random

    for kind in ("random", "greedy"):
        game = new_game(CATALOG, ["a"], seed=4, undo=False)
        bot = make_bot(kind, random.Random(1), CATALOG)
        assert isinstance(bot, RandomBot if kind == "random" else GreedyBot)
        for _ in range(200):
            legal = game.legal_actions()
            if not legal:
                break
            action = bot.choose(game, legal)
            assert action in legal
            game.apply(action)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever", random.Random(1), CATALOG)


def test_characters_rotate_through_the_party() -> None:
    """Game i starts at the i-th character by Character Number, so every character plays."""
    firsts = {simulate.characters_for(CATALOG, i, 1)[0] for i in range(len(CATALOG.characters))}
    assert firsts == set(CATALOG.characters)
    with pytest.raises(ValueError, match="characters"):
        simulate.characters_for(CATALOG, 0, len(CATALOG.characters) + 1)


def test_report_has_every_section() -> None:
    """The balance report names win rate, days, deaths, Menhirs, encounters by colour and level, sections
    never reached, items never obtained, Statuses set but never read, unfinished games (issue 13)."""
    records = simulate.run_games(CATALOG, "greedy", 3, seed=3, max_days=40, max_steps=5000)
    text = report(CATALOG, records, "test run")
    for heading in HEADINGS:
        assert heading in text
    won = sum(r.won for r in records)
    assert f"games: 3; won: {won} ({100 * won / 3:.1f}%)" in text
    assert "`won far-shore`" in text
    assert "Journal sections never reached" in text and "in the catalog (static)" in text


def test_command_on_the_shipped_pack_writes_the_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``grail-desktop simulate --bot greedy --games 2 --report FILE`` on the shipped pack exits 0."""
    parser = argparse.ArgumentParser()
    simulate.add_arguments(parser)
    out = tmp_path / "balance.md"
    args = parser.parse_args(
        ["--bot", "greedy", "--games", "2", "--jobs", "1", "--max-days", "20", "--report", str(out)]
    )
    assert simulate.run(args) == 0
    text = out.read_text(encoding="utf-8")
    for heading in HEADINGS:
        assert heading in text
    assert "greedy bot, 1 player, normal, 2 games" in text
    assert "#### Outcomes" in capsys.readouterr().out


def test_command_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    """Too many players or an unknown campaign give a message and exit status 2, not a traceback."""
    parser = argparse.ArgumentParser()
    simulate.add_arguments(parser)
    assert simulate.run(parser.parse_args(["--campaign", "/nonexistent/pack", "--games", "1"])) == 2
    assert "cannot load campaign" in capsys.readouterr().err
    assert simulate.run(parser.parse_args(["--games", "0"])) == 2
