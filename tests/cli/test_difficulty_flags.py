"""``--difficulty`` and ``--house-rule`` in ``play`` / ``simulate`` / ``replay``, and the ``difficulty`` and
``house`` sweep keys (decided for this edition: difficulty; decided for this edition: house rules)."""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

import pytest

from grail_desktop.cli import play, replay, simulate

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_testkit import CATALOG  # type: ignore[import-not-found]


def _play_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    play.add_arguments(parser)
    return parser


def test_play_flags_set_up_the_game_and_the_record_replays_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(play, "load", lambda campaign: CATALOG)
    monkeypatch.setattr(replay, "load", lambda campaign: CATALOG)
    monkeypatch.setattr("sys.stdin", io.StringIO("pass\n"))
    record = tmp_path / "rec.txt"
    args = _play_parser().parse_args(
        [
            "--characters",
            "a",
            "--seed",
            "3",
            "--difficulty",
            "hard",
            "--house-rule",
            "gentle-tax",
            "--house-rule",
            "long-light",
            "--record",
            str(record),
            "--quiet",
        ]
    )
    assert (args.difficulty, args.house_rule) == ("hard", ["gentle-tax", "long-light"])
    game = play._setup(args)
    assert game is not None
    assert (game.state.setup.difficulty, game.state.setup.house_rules) == ("hard", ["gentle-tax", "long-light"])
    head = play.header(game)
    assert "# difficulty: hard" in head and "# house-rules: gentle-tax,long-light" in head
    assert replay.read_header(head.splitlines())["difficulty"] == "hard"
    opening = io.StringIO()
    play.intro(game, opening, characters=False)
    assert "Day 1 · Hard · Gentle fasting · Longer light" in opening.getvalue()
    assert play.run(args) == 0
    rparser = argparse.ArgumentParser()
    replay.add_arguments(rparser)
    assert replay.run(rparser.parse_args([str(record), "--quiet"])) == 0


def test_play_refuses_an_unknown_difficulty_or_house_rule() -> None:
    with pytest.raises(SystemExit):
        _play_parser().parse_args(["--difficulty", "brutal"])
    with pytest.raises(SystemExit):
        _play_parser().parse_args(["--house-rule", "free-lunch"])


def test_simulate_cells_carry_difficulty_and_house_rules() -> None:
    parser = argparse.ArgumentParser()
    simulate.add_arguments(parser)
    args = parser.parse_args(["--difficulty", "story", "--house-rule", "cheap-exploration"])
    assert (args.difficulty, args.house_rule) == ("story", ["cheap-exploration"])
    sweep = simulate.parse_sweep(["difficulty=story,normal,hard", "house=none,gentle-tax,gentle-tax+long-light"])
    cells = simulate.sweep_cells(simulate.Cell(), sweep)
    assert len(cells) == 9
    assert {c.difficulty for c in cells} == {"story", "normal", "hard"}
    assert simulate.house_rules_of("gentle-tax+long-light") == ("gentle-tax", "long-light")
    assert simulate.house_rules_of("none") == ()
    hard = simulate.Cell(difficulty="hard", house="long-light", max_days=6, max_steps=400)
    (records,) = simulate.run_cells(CATALOG, [hard], 2, backend="serial")
    assert len(records) == 2 and all(r.steps > 0 for r in records)


@pytest.mark.parametrize(
    ("spec", "message"),
    [("difficulty=brutal", "levels are story, normal, hard"), ("house=free-lunch", "unknown house rule")],
)
def test_a_bad_difficulty_or_house_sweep_is_refused(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        simulate.parse_sweep([spec])


def test_simulate_with_no_mercy_offered_ends_the_game() -> None:
    """Decided for this edition: difficulty. When the difficulty offers no Mercy the bot's run ends there."""
    import attrs

    from grail_desktop.engine.defs import DifficultyDef

    harsh = attrs.evolve(CATALOG, difficulties={"hard": DifficultyDef("hard", "Hard", mercy="never", enemy_health=9)})
    records = [
        simulate.play_game(
            harsh, "greedy", i, players=1, seed=1, max_days=40, max_steps=5000, mercy=3, difficulty="hard"
        )
        for i in range(3)
    ]
    assert all(r.mercies == 0 for r in records)
    assert all(r.unfinished != "no legal action" for r in records)
