"""The rules reference's entries (issue 26): cut from docs/rules.md and docs/encounters.md, each marked as from
the rule documents or decided for this edition, searchable, and found from a glossary word or a screen."""

from __future__ import annotations

import re

from grail_desktop.app.glossary import RULES_TERMS
from grail_desktop.app.rules_index import BOTH, EDITION, PRINTED, parse_rules, rules_index, source_of


def test_every_rule_says_where_it_comes_from() -> None:
    index = rules_index()
    assert len(index.entries) > 40
    sources = {e.source for e in index.entries}
    assert sources == {PRINTED, EDITION, BOTH}
    assert index.get("r1") is not None
    exhausted = next(e for e in index.entries if e.title == "Exhausted")
    assert exhausted.source == BOTH, "marked (S0, RD)"
    assert all(e.source == EDITION for e in index.entries if "decided here" in e.chapter.casefold())
    assert not any(e.title == "Notation" for e in index.entries), "players never see notation"


def test_marks_decide_the_source() -> None:
    assert source_of("Travel costs 1 Energy. (S1)") == PRINTED
    assert source_of("The grid starts at 0. (RD)") == EDITION
    assert source_of("Ties go to the lowest number. (here)") == EDITION
    assert source_of("Energy never exceeds Health. (S0, RD)") == BOTH


def test_the_search_finds_rules_by_every_word() -> None:
    index = rules_index()
    found = index.search("Terror Health")
    assert found and all("terror" in (e.title + e.text).casefold() for e in found)
    assert index.search("") == list(index.entries)
    assert index.search("zzzz-nothing") == []


def test_glossary_words_and_screens_open_a_fitting_rule() -> None:
    index = rules_index()
    assert index.rule_for("Exhausted").title == "Exhausted"  # type: ignore[union-attr]
    assert index.rule_for("Party").title == "Parties"  # type: ignore[union-attr]
    assert index.rule_for("Menhir").chapter == "Menhirs"  # type: ignore[union-attr]
    linked = [term for term in RULES_TERMS if index.rule_for(term) is not None]
    assert len(linked) >= len(RULES_TERMS) - 3, set(RULES_TERMS) - set(linked)
    assert index.for_screen("encounter").chapter.startswith("Encounters")  # type: ignore[union-attr]
    # the "day" stage mode is the End of the Day (newcomer run: F1 there opened the Start of the Day)
    assert index.for_screen("day").title == "End of the Day"  # type: ignore[union-attr]
    assert index.for_screen("chapter").chapter == "Chapters"  # type: ignore[union-attr]
    assert index.for_screen("wizard").chapter == "Characters"  # type: ignore[union-attr]
    assert index.for_screen("journal").chapter.startswith("Journal")  # type: ignore[union-attr]


def test_bullets_paragraphs_and_numbered_steps_are_cut_into_rules() -> None:
    rules = (
        "# R\n\n## Day\n\n**Start**, in order: (S1)\n1. One.\n2. Two.\n\n"
        "- **Pass** ends it. (S1)\n- A plain line. (RD)\n"
    )
    index = parse_rules(rules, "# E\n\n## A round\n\nText. (S2)\n\n## Notation\n\n`play x`\n")
    titles = [(e.chapter, e.title) for e in index.entries]
    assert titles == [("Day", "Start"), ("Day", "Pass"), ("Day", "Day"), ("Encounters: A round", "A round")]
    assert "1. One." in index.entries[0].text and "2. Two." in index.entries[0].text


def test_players_see_no_developer_notes() -> None:
    """Issue 26 (a newcomer's report): the reference showed "An option with `goto` continues there", "effect words:
    docs/content-format.md", "(S1, RD; …)" and "the words: here, issue 20". Source tags, file paths, issue numbers
    and notation stay in the documents; players read rules, and each entry's source still says where it is from."""
    index = rules_index()
    assert len(index.entries) > 40
    for entry in index.entries:
        shown = f"{entry.title}\n{entry.text}"
        assert "`" not in shown and "docs/" not in shown and ".md" not in shown, shown
        assert not re.search(r"\bissue\b|\bRD\b|\bS[0-3]\b|\(here\)|: here\b|decided here", shown, re.I), shown
        assert entry.text.strip() and not re.search(r"^\s*\d+\.\s*$", entry.text, re.M), shown
    sources = {e.source for e in index.entries}
    assert {PRINTED, EDITION, BOTH} <= sources


def test_a_rule_keeps_its_words_when_its_tag_goes() -> None:
    text = "**Pass** is irreversible for the day. (S1, RD; the words: here, issue 20) A `goto` jumps at once."
    index = parse_rules(f"## Actions\n\n- {text}\n")
    (entry,) = index.entries
    assert entry.text == "**Pass** is irreversible for the day."
    assert entry.source == BOTH
