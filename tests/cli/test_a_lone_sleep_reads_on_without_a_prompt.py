"""A Dream whose only way on is to sleep reads straight on (issue 23: "a Dream with a single 'Sleep on'
option needs no prompt"). The nights-take-turns Dreams of Chapter I show one secret "Sleep." at a time; the
text mode takes that ``choose`` for the player through the engine (S1 End of the Day 5: a Dream seal gives its
Dream; the choice stays in the action log, so replays and saves load), prints no numbered prompt and does not
say the player chose it. Played on the shipped pack: Maelon passes the first day on the green at Tref Eithin."""

from __future__ import annotations

import io

from grail_desktop.app.journal_view import only_way_on
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play
from grail_desktop.engine import Game, new_game

CATALOG = load_campaign("ynys-wen")


def _first_night() -> tuple[Game, str, list[str]]:
    game = new_game(CATALOG, ["maelon"], seed=2323, difficulty="normal")
    out = io.StringIO()
    applied: list[str] = []
    play.session(game, ["pass", "eat", "done"], out, applied=applied)
    return game, out.getvalue(), applied


def test_the_dream_on_the_green_offers_only_sleep() -> None:
    game = new_game(CATALOG, ["maelon"], seed=2323, difficulty="normal")
    for notation in ("pass", "eat", "done"):
        game.apply(notation)
    assert game.state.exploration is not None and game.state.exploration.kind == "dream"
    assert only_way_on(game) == "choose 1"


def test_the_text_mode_reads_on_past_the_lone_sleep() -> None:
    game, text, applied = _first_night()
    assert applied[-1] == "choose 1"  # taken through the engine's own action
    assert game.state.exploration is None  # the Dream was read to its end
    after = text.split("Dream: Night on the Green", 1)[1]
    follow = CATALOG.journal["801"].options[0].goto
    assert CATALOG.journal[follow].title in after  # the night's Dream follows at once
    assert "Sleep." not in after  # no numbered "1. Sleep." and no "You chose: Sleep."


def test_a_replay_of_the_taken_sleep_reaches_the_same_state() -> None:
    game, _text, applied = _first_night()
    again = new_game(CATALOG, ["maelon"], seed=2323, difficulty="normal")
    for notation in applied:
        again.apply(notation)
    assert again.state == game.state


def test_a_section_with_a_real_choice_is_left_to_the_player() -> None:
    game = new_game(CATALOG, ["maelon"], seed=2323, difficulty="normal")
    game.apply("explore")
    assert only_way_on(game) is None  # an Exploration (not a Dream) always asks
