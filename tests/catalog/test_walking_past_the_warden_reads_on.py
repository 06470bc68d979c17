"""Walking past the Eyeless Warden after staring it down does not read the Blind Stone's opening again word for
word (issue 23, the Normal game of seed 2323): it reads a short text of its own, "Past the Warden", and offers
the opening's ways on in the same order, so the number of every choice (and every recorded game) stays."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign

CATALOG = load_campaign("ynys-wen")
GERMAN = load_campaign("ynys-wen", lang="de")


def test_walking_past_the_warden_reads_its_own_text() -> None:
    walk = next(o for o in CATALOG.journal["111.20"].options if o.text == "Walk past it to the stone.")
    assert walk.goto == "111.21"
    assert CATALOG.journal[walk.goto].text != CATALOG.journal["111"].text
    assert GERMAN.journal[walk.goto].text != GERMAN.journal["111"].text != CATALOG.journal[walk.goto].text


def test_past_the_warden_offers_the_opening_choices_in_their_order() -> None:
    def ways(section: str) -> list[tuple[str | None, tuple[str, ...], bool]]:
        return [(o.goto, tuple(map(str, o.conditions)), o.secret) for o in CATALOG.journal[section].options]

    assert ways("111.21") == ways("111")
