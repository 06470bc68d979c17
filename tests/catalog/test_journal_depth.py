"""The shipped journal keeps its depth (issue 23 "Depth of the journal"; design/content-guide.md "Quality bar"),
measured by ``tools/journal_depth.py`` as docs/content-format.md "Measuring the journal" defines."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "journal_depth.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("journal_depth", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def depth() -> object:
    return _tool().measure("ynys-wen")


def test_words_are_counted_as_runs_with_a_letter_or_digit() -> None:
    assert _tool().word_count("You wake — *gasping*, at 3.") == 5


def test_most_story_sections_end_in_a_choice(depth: object) -> None:
    assert depth.no_choice_share <= 0.40  # type: ignore[attr-defined]


def test_forty_options_are_gated_by_an_attribute_or_a_character(depth: object) -> None:
    assert depth.gated >= 40  # type: ignore[attr-defined]


def test_every_attribute_opens_something(depth: object) -> None:
    attributes = ("might", "empathy", "guile", "candour", "zeal", "lore")
    assert all(depth.by_attribute.get(a, 0) >= 1 for a in attributes), depth.by_attribute  # type: ignore[attr-defined]


def test_each_character_has_five_options_only_they_see(depth: object) -> None:
    assert depth.by_character and min(depth.by_character.values()) >= 5, depth.by_character  # type: ignore[attr-defined]


def test_story_sections_are_scenes_not_captions(depth: object) -> None:
    assert depth.average_words >= 110  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def chapter_two() -> object:
    return _tool().measure("ynys-wen", 2)


def test_chapter_two_has_its_own_deep_journal(chapter_two: object) -> None:
    """Issue 24: ≥ 120 new sections (Dreams and the Mercy included), story sections averaging ≥ 110 words,
    ≤ 40 % without a choice, options gated by attributes and by each character."""
    from grail_desktop.catalog import load_campaign

    pack = load_campaign("ynys-wen")
    own = _tool().chapter_sections(pack, 2)
    assert len(own) >= 120 and not own & _tool().chapter_sections(pack, 1)
    assert chapter_two.average_words >= 110  # type: ignore[attr-defined]
    assert chapter_two.no_choice_share <= 0.40  # type: ignore[attr-defined]
    assert chapter_two.gated >= 20  # type: ignore[attr-defined]
    assert min(chapter_two.by_character.values()) >= 2, chapter_two.by_character  # type: ignore[attr-defined]
