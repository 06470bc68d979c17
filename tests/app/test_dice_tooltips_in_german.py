"""A rolled die's tooltip names the die in the interface language (issue 19, newcomer run in German: "The second
blue hit: ein Treffer, der sich nicht anwenden lässt …"). S0 "Dice": the dice of the dial's colour apply; each die
of the active area is named by colour and face, an ordinal telling equal dice apart."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.encounter_tips import die_tip
from grail_desktop.app.encounter_view import DieView

DICE = (
    DieView(1, "blue", "hit", False, None, (), "only red dice apply now"),
    DieView(2, "blue", "hit", False, None, (), "only red dice apply now"),
    DieView(3, "red", "double hit", False, None, (1,), ""),
)


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_a_rolled_die_is_named_in_english() -> None:
    assert die_tip(DICE[1], "blue", DICE, ["Starved Hound"], "").startswith("The second blue hit: a hit that")
    assert die_tip(DICE[2], "red", DICE, ["Starved Hound"], "").startswith("The red double hit: drag it onto")


def test_a_rolled_die_is_named_in_german(german: None) -> None:
    said = [DieView(d.number, d.colour, d.face, False, None, d.targets, "jetzt zählen nur rote") for d in DICE]
    second = die_tip(said[1], "blau", said, ["Ausgehungerter Hund"], "")
    assert second.startswith("Der zweite blaue Treffer: "), second
    double = die_tip(said[2], "rot", said, ["Ausgehungerter Hund"], "")
    assert double.startswith("Der rote Doppeltreffer: "), double
    for tip in (second, double):
        assert not {"The", "blue", "red", "hit", "second"} & set(tip.replace(":", " ").split()), tip


def test_committing_one_die_in_text_mode_says_it_not_they() -> None:
    """The text mode's Commit line: "1 red die … (it counts under the dial now)", "er zählt" in German."""
    from grail_desktop.catalog import load_campaign
    from grail_desktop.cli import render
    from grail_desktop.engine import new_game

    def commits(lang: str) -> dict[str, str]:
        game = new_game(load_campaign("ynys-wen", lang=lang), ["maelon"], seed=4)
        game.start_fight(["maelon"], ["starved-hound"], "test", game.state.characters["maelon"].location)
        i18n.set_language(lang or "en")
        try:
            return {str(a): render.label(game, a) for a in game.legal_actions() if a.verb == "commit"}
        finally:
            i18n.set_language("en")

    english = commits("")
    assert english["commit red 1"].endswith("(it counts under the dial now)"), english
    assert english["commit red 2"].endswith("(they count under the dial now)"), english
    assert english["commit blue 1"].endswith("(it does not count now: the dial is red)"), english
    german = commits("de")
    assert german["commit red 1"].endswith("(er zählt jetzt unter der Scheibe)"), german
    assert german["commit red 2"].endswith("(sie zählen jetzt unter der Scheibe)"), german
    assert german["commit blue 1"].endswith("(er zählt jetzt nicht: die Scheibe ist rot)"), german
