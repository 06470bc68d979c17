"""The German text mode says why a path is closed, what a Menhir's waking costs a party and what an Item's flip
does in German (issue 19, newcomer run in German: "— not before Day 5", "kostet 1 Magic for each of the 2 players
…", "Abwehr 2, turn the dial"). S1 "Explore" (a journal option's conditions and costs), S1 "Inspect a Menhir" (a
waking costs its Magic once per player; rules-decisions.md "Menhirs"), S0 Items (a flip item's effect)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import render
from grail_desktop.engine import new_game
from grail_desktop.engine.effects import parse_effect

ENGLISH = ("not before", "something has to happen", "cannot pay", "you have", "for each of", "players", "turn the")


@pytest.fixture
def german() -> Iterator[object]:
    catalog = load_campaign("ynys-wen", lang="de")
    i18n.set_language("de")
    yield catalog
    i18n.set_language("en")


def test_a_closed_journal_option_says_why_in_german(german: object) -> None:
    game = new_game(german, ["maelon"], seed=4)
    for step in ("travel 104", "travel 106", "explore"):
        game.apply(step)
    closed = [line for line in render.journal_lines(game) if " — " in line]
    assert closed, "Carn Naw's first page has paths closed on day 1"
    text = " ".join(" ".join(render.journal_lines(game)).split())
    assert "nicht vor Tag 5" in text and "zuerst muss etwas geschehen, und zwar hier: Carn Naw" in text, text
    assert not [w for w in ENGLISH if w in text], text


def test_a_partys_menhir_price_reads_in_german(german: object) -> None:
    game = new_game(german, ["maelon", "ceri"], seed=1)
    for who in ("maelon", "ceri"):
        game.state.characters[who].resources["magic"] = 0
    said = render.engine_reason(game, "activate-menhir", "activating the Menhir")
    assert said == "kostet 1 Magie für jeden der 2 Spieler im Spiel, also insgesamt 2 Magie (du hast 0)"


def test_an_items_flip_effects_read_in_german(german: object) -> None:
    game = new_game(german, ["maelon"], seed=1)
    said = [render.effect_text(game, parse_effect(e)) for e in ("turn-dial", "add-die red 1", "any-colour")]
    assert said == ["die Scheibe drehen", "1 roten Würfel erhalten", "Würfel jeder Farbe wirken"]


def test_the_same_effects_read_in_english() -> None:
    game = new_game(load_campaign("ynys-wen", lang=""), ["maelon"], seed=1)
    said = [render.effect_text(game, parse_effect(e)) for e in ("turn-dial", "add-die red 1", "refresh-die blue 2")]
    assert said == ["turn the dial", "add 1 red die", "refresh 2 blue dice"]
