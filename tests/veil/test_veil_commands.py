"""The ``grail-desktop veil`` commands (issue 21 "Commands"): play in text mode (with the pass-and-play
prompt), simulate's balance report, replay of a saved match, validate's exit status."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from veil_testkit import game

from grail_desktop.cli.veil_play import TextTable
from grail_desktop.main import main


def test_text_play_lists_sentences_without_ids_and_plays_to_the_end() -> None:
    g = game(3, seed=4)
    answers = io.StringIO("1\n" * 400)
    out = io.StringIO()
    TextTable(g, ["human", "greedy", "random"], "quick", out, answers).run()
    text = out.getvalue()
    assert "Keep " in text and "Land your Lord" in text and "Final scores:" in text
    assert g.over
    assert "ar-" not in text and "dp-" not in text and "bp-" not in text  # no ids shown to a player


def test_pass_and_play_prompts_before_each_human_seat() -> None:
    g = game(2, seed=2)
    out = io.StringIO()
    TextTable(g, ["human", "human"], "quick", out, io.StringIO("\n1\n\n1\n\n")).run()
    text = out.getvalue()
    assert "Pass to The Hollow Court (seat 1)" in text and "Pass to The Tide Wardens (seat 2)" in text
    first, second = text.split("Pass to The Tide Wardens")
    offer0 = g.state.players[0].gear["lord"] + g.state.players[0].gear["c1"]
    assert "Your Artifact offer" in second
    assert not offer0 or g.pack.artifacts[offer0[0]].name in first


def test_undo_and_save_from_text_mode(tmp_path: Path) -> None:
    g = game(2, seed=3)
    path = tmp_path / "m.toml"
    out = io.StringIO()
    TextTable(g, ["human", "greedy"], "quick", out, io.StringIO(f"1\n1\nundo\nsave {path}\nquit\n")).run()
    assert path.is_file() and "Saved to" in out.getvalue()
    assert main(["veil", "replay", str(path)]) == 0


def test_simulate_prints_a_balance_report(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    report = tmp_path / "r.md"
    assert main(["veil", "simulate", "--seats", "greedy,random", "--games", "4", "--report", str(report)]) == 0
    text = capsys.readouterr().out
    for heading in ("| faction |", "| seat |", "| bot |", "VP by source", "Match length", "battles"):
        assert heading in text
    rows = [line for line in text.splitlines() if line.startswith(("| greedy", "| random"))]
    assert len(rows) == 2
    wins = sum(float(row.split("|")[4]) for row in rows)
    assert wins == 4.0  # every match has a winner (a tie shares it)
    assert all(row.split("|")[3].strip() == "4" for row in rows)
    assert report.read_text(encoding="utf-8") == text


def test_validate_exit_status(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["veil", "validate"]) == 0
    assert "saltcrown: ok" in capsys.readouterr().out
    assert main(["veil", "validate", str(tmp_path)]) == 1


def test_play_refuses_unknown_seat_kinds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["veil", "play", "--seats", "human,wizard"]) == 2
    assert "unknown seat kind 'wizard'" in capsys.readouterr().out


def test_long_card_menus_are_grouped_by_card() -> None:
    """A Battle Plan with many Bonus Card sets is one entry; its sets are asked next (text mode)."""
    from grail_desktop.cli.veil_choose import group
    from grail_desktop.engine.veil.actions import Act

    legal = [Act(0, "plan", ("none", ""))]
    legal += [Act(0, "plan", ("bp-pincer", b)) for b in ("", "a", "b", "a,b", "c", "a,c", "b,c")]
    legal += [Act(0, "plan", ("bp-shield-wall", b)) for b in ("", "a", "b", "a,b", "c", "a,c")]
    menu = group(legal)
    assert [len(options) for _, options in menu] == [1, 7, 6]
    g = game(2, seed=4)
    out = io.StringIO()
    TextTable(g, ["human", "greedy"], "quick", out, io.StringIO("1\n" * 600)).run()
    assert g.over and "Final scores:" in out.getvalue()
