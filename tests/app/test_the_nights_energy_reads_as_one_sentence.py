"""A newcomer (nc12): the night summary's Energy line read "Energy restored 0 → 4 (Exhausted (Energy 0): only +4,
up to the starting slot 5)": brackets in brackets, and "up to 5" when it ended at 4. Now one plain sentence
that says why the restore stopped where it did (S1 "End of the Day" step 2; rules-decisions.md: Exhausted gets
+4, never above the starting slot; Health caps Energy; resting never lowers it), in English and German."""

from __future__ import annotations

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.day_views import night_summary
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.core import Event

CATALOG = load_campaign("ynys-wen")  # Maelon's starting Energy slot is 5


def _energy_line(before: int, after: int, health: int = 9) -> str:
    events = [
        Event("FoodEaten", "Maelon eats 1 Food.", "maelon"),
        Event("EnergyGained", "x", "maelon", (("delta", after - before),)),
    ]
    return night_summary(events, "maelon", CATALOG, after, health)[-1]


@pytest.mark.parametrize(
    ("before", "after", "health", "line"),
    [
        (0, 4, 9, "Energy restored from 0 to 4: an Exhausted character gets back only 4."),
        (1, 5, 9, "Energy restored from 1 to 5, the starting slot."),
        (3, 5, 9, "Energy restored from 3 to 5, the starting slot."),
        (2, 3, 3, "Energy restored from 2 to 3: Health 3 caps Energy."),
        (6, 6, 9, "Energy stays 6: it is already at the starting slot 5 or above, and resting never lowers it."),
    ],
)
def test_the_restore_is_one_sentence_that_is_true(before: int, after: int, health: int, line: str) -> None:
    said = _energy_line(before, after, health)
    assert said == line
    assert said.count("(") == 0


def test_the_restore_sentence_reads_in_german() -> None:
    i18n.set_language("de")
    try:
        said = _energy_line(0, 4)
    finally:
        i18n.set_language("en")
    assert said.startswith("Energie") and "(" not in said and "Exhausted" not in said
