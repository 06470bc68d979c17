"""engine.wording (issue 19): effects and costs as sentences with repeats merged, proper plurals, ids as names."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign
from grail_desktop.engine.effects import EFFECT_WORDS
from grail_desktop.engine.wording import EFFECT_PHRASES, costs_sentence, effects_sentence, outcome_words, plural

CATALOG = load_campaign("ynys-wen")


def test_plurals() -> None:
    assert plural(1, "red die") == "1 red die" and plural(3, "red die") == "3 red dice"
    assert plural(1, "card") == "1 card" and plural(3, "card") == "3 cards"
    assert plural(2, "Time Token") == "2 Time Tokens" and plural(1, "random event") == "1 random event"


def test_repeats_merge_and_costs_read_as_amounts() -> None:
    """S1 Menhirs: a cost per player, twice, is one amount ("2 Magic"), never "pay 1 Magic, pay 1 Magic"."""
    assert costs_sentence(CATALOG, ["pay magic 1", "pay magic 1"]) == "2 Magic"
    assert costs_sentence(CATALOG, ["pay magic 1", "pay wealth 1"], scale=2) == "2 Magic and 2 Wealth"
    assert costs_sentence(CATALOG, ["pay magic 1", "mark carn-naw-named"]) == "1 Magic"
    assert effects_sentence(CATALOG, ["gain terror 1", "gain terror 1", "draw 1"]) == "gain 2 Terror, draw 1 card"
    assert effects_sentence(CATALOG, ["add-die red 1"]) == "gain 1 red die"
    assert effects_sentence(CATALOG, ["hits 2", "random-events 1"]) == "2 hits, 1 random event on top of the Event deck"


def test_ids_become_names() -> None:
    assert effects_sentence(CATALOG, ["mark captains-tent-searched"]) == "the Status “You searched the captain's tent”"
    item = next(iter(CATALOG.items.values()))
    assert effects_sentence(CATALOG, [f"item {item.id}"]) == f"the Item {item.name}"
    assert outcome_words(CATALOG, "won blind-stone-wakes") == "won: The Blind Stone Wakes"


def test_every_effect_word_has_a_phrase() -> None:
    """Table-driven: a new effect word needs its line in EFFECT_PHRASES (else it would read as raw words)."""
    assert set(EFFECT_WORDS) <= set(EFFECT_PHRASES)
