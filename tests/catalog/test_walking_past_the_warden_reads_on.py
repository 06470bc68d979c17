"""Walking past the Eyeless Warden after staring it down does not read the Blind Stone's opening again word for
word (issue 23, the Normal game of seed 2323): it leads to the stone itself, "At the Shut Eye", where the stone's
own paths (Heledd's marks, the warden's touch, the old name) are offered as they are from the opening."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign

CATALOG = load_campaign("ynys-wen")


def test_walking_past_the_warden_reaches_the_stone_not_the_opening() -> None:
    walk = next(o for o in CATALOG.journal["111.20"].options if o.text == "Walk past it to the stone.")
    assert walk.goto == "111.30"
    assert CATALOG.journal[walk.goto].text != CATALOG.journal["111"].text


def test_the_stone_offers_the_opening_paths_past_the_warden() -> None:
    opening = {o.goto for o in CATALOG.journal["111"].options} & {"111.2", "111.3", "111.4"}
    at_the_stone = {o.goto for o in CATALOG.journal["111.30"].options}
    assert opening == {"111.2", "111.3", "111.4"} and opening <= at_the_stone
