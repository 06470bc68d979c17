"""``grail-desktop play`` / ``replay`` (issue 3 "Also"): text play over the engine, replay files rebuild games."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest
from engine_testkit import CATALOG

from grail_desktop.cli import play, replay
from grail_desktop.engine import new_game


def test_session_plays_numbers_and_notations() -> None:
    """The text loop accepts a notation or the listed number, prints events, and survives bad input."""
    game = new_game(CATALOG, ["a"], seed=1)
    out = io.StringIO()
    applied: list[str] = []
    status = play.session(game, ["travel 103", "1", "fly away", "state", "quit", "pass"], out, applied=applied)
    text = out.getvalue()
    assert status == 0
    assert applied == ["travel 103", "explore"]
    assert "illegal: fly away" in text and "Day 1" in text
    assert game.state.characters["a"].passed is False  # "pass" came after quit


def test_strict_session_stops_at_an_illegal_action() -> None:
    """play --actions: an action file stops at its first illegal line (exit status 1)."""
    game = new_game(CATALOG, ["a"], seed=1)
    out = io.StringIO()
    assert play.session(game, ["travel 103", "travel 108"], out, listing=False, strict=True) == 1


def test_replay_rebuilds_the_same_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """architecture.md: (campaign, setup, seed, actions) rebuild a game; play --record writes the file."""
    monkeypatch.setattr(play, "load", lambda campaign: CATALOG)
    monkeypatch.setattr(replay, "load", lambda campaign: CATALOG)
    game = new_game(CATALOG, ["a", "b"], seed=5)
    actions = ["explore with b", "choose 1", "pass", "pass", "eat", "done", "fast", "done"]
    played: list[str] = []
    play.session(game, actions, io.StringIO(), listing=False, applied=played)
    file = tmp_path / "game.txt"
    file.write_text(play.header(game) + "\n".join(played) + "\n", encoding="utf-8")
    args = argparse.Namespace(file=file, campaign=None, characters=None, seed=None, quiet=True)
    assert replay.run(args) == 0
    rebuilt = new_game(CATALOG, ["a", "b"], seed=5)
    assert replay.replay(rebuilt, file.read_text(encoding="utf-8").splitlines(), quiet=True)[0] == 0
    assert rebuilt.state == game.state
    file.write_text(play.header(game) + "travel 108\n", encoding="utf-8")
    assert replay.run(args) == 1
    assert "line 4" in capsys.readouterr().err


def test_replay_reports_a_missing_file(tmp_path: Path) -> None:
    """replay: a file that cannot be read gives exit status 2 and a message, not a traceback (common brief)."""
    args = argparse.Namespace(file=tmp_path / "none.txt", campaign=None, characters=None, seed=None, quiet=True)
    assert replay.run(args) == 2


def test_play_run_with_action_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """play: the action file runs first, then stdin; --record writes a replayable file; bad setups exit 2."""
    monkeypatch.setattr(play, "load", lambda campaign: CATALOG)
    monkeypatch.setattr("sys.stdin", io.StringIO("pass\n"))
    actions = tmp_path / "a.txt"
    actions.write_text("# warm up\ntravel 103\n", encoding="utf-8")
    record = tmp_path / "rec.txt"
    args = argparse.Namespace(campaign="x", characters="a", seed=3, actions=actions, record=record, quiet=True)
    assert play.run(args) == 0
    assert record.read_text(encoding="utf-8").splitlines()[-2:] == ["travel 103", "pass"]
    bad = argparse.Namespace(campaign="x", characters="zz", seed=3, actions=None, record=None, quiet=True)
    assert play.run(bad) == 2
    assert "unknown character" in capsys.readouterr().err
