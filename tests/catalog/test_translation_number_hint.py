"""Issue 28: a pack translation may say which grammatical number a translated name takes (``number =
"plural"`` beside ``name``; docs/content-format.md "Translations"), so the German sentences can say "Die
Gezeitenhüter erhalten" and "Der Hohle Hof erhält". The validator accepts the hint only beside a ``name`` and
only as "singular" or "plural"; the hint never reaches the merged pack data."""

from __future__ import annotations

from grail_desktop.catalog.problems import Problem
from grail_desktop.catalog.translation import VEIL_FIELDS, grammatical_numbers, overlay
from grail_desktop.catalog.veil import plural_faction_names, validate_veil_pack

ORIGINAL = {"faction": [{"id": "tide-wardens", "name": "The Tide Wardens", "warriors": 8}]}


def _overlay(entry: dict[str, object]) -> tuple[object, list[Problem]]:
    problems: list[Problem] = []
    merged, _ = overlay("factions.toml", ORIGINAL, {"faction": [entry]}, "de", VEIL_FIELDS, problems)
    return merged, problems


def test_a_plural_hint_beside_a_name_is_accepted_and_not_merged() -> None:
    merged, problems = _overlay({"id": "tide-wardens", "name": "Die Gezeitenhüter", "number": "plural"})
    assert problems == []
    assert merged == {"faction": [{"id": "tide-wardens", "name": "Die Gezeitenhüter", "warriors": 8}]}
    table = {"faction": [{"id": "tide-wardens", "name": "Die Gezeitenhüter", "number": "plural"}]}
    assert grammatical_numbers(table, "faction") == {"Die Gezeitenhüter": "plural"}
    assert grammatical_numbers({"faction": [{"name": "Der Hohle Hof", "number": "singular"}]}, "faction") == {}


def test_a_bad_hint_is_reported_against_its_key() -> None:
    _, problems = _overlay({"id": "tide-wardens", "name": "Die Gezeitenhüter", "number": "many"})
    assert [(p.file, p.key) for p in problems] == [("i18n/de/factions.toml", "faction tide-wardens .number")]
    assert "'singular' or 'plural'" in problems[0].message


def test_a_hint_where_the_original_has_no_name_is_not_in_the_original() -> None:
    problems: list[Problem] = []
    original = {"pack": {"favor_vp": [0, 1]}}
    overlay("pack.toml", original, {"pack": {"number": "plural"}}, "de", VEIL_FIELDS, problems)
    assert len(problems) == 1 and "not in the original" in problems[0].message


def test_the_bundled_german_pack_marks_its_plural_faction() -> None:
    assert "Die Gezeitenhüter" in plural_faction_names("de")
    assert "Der Hohle Hof" not in plural_faction_names("de")
    assert plural_faction_names("") == frozenset()
    assert validate_veil_pack("saltcrown") == []  # the hint passes the validator
