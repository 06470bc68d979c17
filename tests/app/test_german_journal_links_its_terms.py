"""Issue 19: German journal text links its glossary terms by their German names ("Nahrung", "Magie",
"Albtraum", "Auftragsscheibe"), inflected ("Menhire", "Wächtern"), not only the names both languages share;
the English names stay lookups (``help food``), and German words used in their plain sense ("Knoten", "Ruf")
are not linked. English is unchanged."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.glossary import Glossary, build_glossary, rules_words_in
from grail_desktop.catalog import load_campaign

GERMAN = load_campaign("ynys-wen", lang="de")


@pytest.fixture
def german() -> Iterator[Glossary]:
    i18n.set_language("de")
    try:
        yield build_glossary(GERMAN)
    finally:
        i18n.set_language("en")


def _linked(glossary: Glossary, text: str) -> list[str]:
    return [text[start:end] for start, end, _term in glossary.find(text)]


def test_german_terms_are_linked_by_their_german_names(german: Glossary) -> None:
    text = (
        "Gieß die Magie in die Mulde. Du hast keine Nahrung mehr, die Menhire verlöschen, und von den Wächtern "
        "spricht niemand. Im Albtraum steht die Auftragsscheibe still."
    )
    assert _linked(german, text) == ["Magie", "Nahrung", "Menhire", "Wächtern", "Albtraum", "Auftragsscheibe"]
    assert german.lookup("Nahrung") == german.lookup("Food")  # the English name is still a lookup
    assert german.entry("nahrung") is not None and german.entry("food") is not None
    assert [term for term, _ in rules_words_in("Du bist Im Wahn und hast 2 Nahrung.", german)] == ["Im Wahn", "Nahrung"]


def test_plain_german_words_are_not_linked(german: Glossary) -> None:
    assert _linked(german, "Der Ruf eines Brachvogels, ein dicker Knoten, ein Stück gute Kette.") == []


def test_the_shipped_german_journal_links_terms_only_german_has(german: Glossary) -> None:
    found = {term for section in GERMAN.journal.values() for *_span, term in german.find(section.text)}
    assert {"Nahrung", "Magie", "Traum"} <= found


def test_english_is_unchanged() -> None:
    english = build_glossary(load_campaign("ynys-wen", lang=""))
    text = "The Menhirs burn; Food is short; a Guardian waits."
    assert _linked(english, text) == ["Menhirs", "Food", "Guardian"]
