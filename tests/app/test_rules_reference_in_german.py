"""The rules reference in German (issue 28): docs/i18n/de/rules.md and encounters.md mirror the English documents
block for block, every English rule has its German counterpart under the same anchor and with the same source,
no German rule shows an English paragraph or an English source mark, and the search, the screens and the
glossary terms work on the German text."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.rules_index import RulesIndex, _bullets, _sections, rules_index
from grail_desktop.resources import bundled_dir

#: Words of English prose that German prose never uses; two in one paragraph mean it was left English.
ENGLISH = frozenset(
    {"the", "and", "of", "is", "are", "with", "when", "every", "which", "from", "this", "that", "their", "its"}
    | {"or", "to", "on", "at", "by", "who", "they"}
)


@pytest.fixture
def german() -> Iterator[RulesIndex]:
    i18n.set_language("de")
    try:
        yield rules_index()
    finally:
        i18n.set_language("en")


def _english_words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.casefold())) & ENGLISH


def test_every_english_rule_has_its_german_counterpart(german: RulesIndex) -> None:
    english = rules_index("en")
    assert german.english is not None and len(english.entries) > 60
    missing = [(e.anchor, e.title) for e in english.entries if german.get(e.anchor) is None]
    assert not missing, f"English rules without German: {missing}"
    for e in english.entries:
        d = german.get(e.anchor)
        assert d is not None and d.key == e.key
        assert d.source == e.source, (e.anchor, e.title, d.title)  # the rule book's, this edition's, or both
    assert len(german.chapters()) == len(english.chapters())


def test_the_german_documents_are_cut_into_the_same_blocks() -> None:
    """A block added to or dropped from either document shows here before it shifts every rule after it."""
    folder = bundled_dir("docs")
    for name, cut in (("rules.md", _bullets), ("encounters.md", _sections)):
        en = list(cut((folder / name).read_text(encoding="utf-8")))
        de = list(cut((folder / "i18n" / "de" / name).read_text(encoding="utf-8")))
        assert len(de) == len(en), name
        assert [c for c, _, _ in de].count(de[0][0]) == [c for c, _, _ in en].count(en[0][0]), name


def test_no_german_rule_shows_english(german: RulesIndex) -> None:
    english_titles = {e.title for e in rules_index("en").entries}
    for entry in german.entries:
        assert entry.title not in english_titles or entry.title in {"Status"}, entry.title
        assert len(_english_words(entry.title)) < 2, entry.title
        assert len(_english_words(entry.chapter)) < 2, entry.chapter
        # the whole rule at once: a wrapped line of an English paragraph may hold a single such word
        assert len(_english_words(entry.text)) < 2, f"{entry.anchor} {entry.title}: {_english_words(entry.text)}"
        # the source marks in German words, never the English ones (issue 19's words, issue 28's language)
        assert not re.search(r"rule book|decided for|settled for|project's notes", entry.text, re.I), entry.text
        shown = f"{entry.title}\n{entry.text}"
        assert "`" not in shown and "docs/" not in shown and ".md" not in shown, shown
        assert not re.search(r"\bissue\b|\bRD\b|\bS[0-3]\b|\(here\)|: here\b|decided here", shown, re.I), shown
        assert entry.source_label in {
            "Aus dem Regelbuch",
            "Für diese Ausgabe entschieden",
            "Aus dem Regelbuch, mit Entscheidungen dieser Ausgabe",
        }


def test_the_source_marks_read_in_german(german: RulesIndex) -> None:
    exhausted = german.get("r3")
    assert exhausted is not None and exhausted.title == "Erschöpft"
    assert "(Aus dem Regelbuch; für diese Ausgabe entschieden)" in exhausted.text  # (S0, RD)
    location = next(e for e in german.entries if e.title == "Ortsaktion")
    assert "(Aus dem Regelbuch; Reihenfolge der Kosten: für diese Ausgabe festgelegt)" in location.text
    decided = [e for e in german.entries if e.chapter == "Begegnungen: für diese Ausgabe entschieden"]
    assert decided and decided[0].title == "Für diese Ausgabe entschieden"


def test_the_search_works_on_the_german_text(german: RulesIndex) -> None:
    def titles(query: str) -> set[str]:
        return {e.title for e in german.search(query)}

    assert {"Das Ende eines Kapitels", "Das Ende"} <= titles("Sieg")
    assert {"Das Ende eines Kapitels", "Das Ende"} <= titles("gewinnen")  # "gewinnt": the stem matches
    assert {"Menhire", "Untersuchen", "Erlöschen", "Der letzte Menhir"} <= titles("Menhir")
    assert titles("Wächter Flucht") == {"Mehrere Gegner", "Flucht, Sterben, Wächter"}
    assert german.search("zzzz-nichts") == []


def test_screens_and_glossary_terms_open_the_german_rule(german: RulesIndex) -> None:
    assert german.for_screen("day").title == "Ende des Tages"  # type: ignore[union-attr]
    assert german.for_screen("chapter").chapter == "Kapitel"  # type: ignore[union-attr]
    assert german.for_screen("encounter").chapter.startswith("Begegnungen")  # type: ignore[union-attr]
    assert german.for_screen("journal").chapter.startswith("Erkundungsbuch")  # type: ignore[union-attr]
    assert german.rule_for("Erschöpft").title == "Erschöpft"  # type: ignore[union-attr]
    assert german.rule_for("Gruppe").title == "Gruppen"  # type: ignore[union-attr]
    assert german.rule_for("Menhir").chapter == "Menhire"  # type: ignore[union-attr]
    exhausted = german.rule_for("Exhausted")  # an English key opens the German rule
    assert exhausted is not None and exhausted.title == "Erschöpft"


def test_english_stays_english_and_a_missing_translation_falls_back() -> None:
    english = rules_index("en")
    assert english.english is None and english.get("r3").title == "Exhausted"  # type: ignore[union-attr]
    assert rules_index("xx").entries == english.entries  # no such translation: the English documents
