"""Issue 19 / newcomer report 069, 131, 165, 290: requirement texts use display names, a location action's
tooltip says "once a day" once, the Going Insane roll says what it is for and what the number meant, and the
tinker's cart says what is bought before it is paid for."""

from __future__ import annotations

from grail_desktop.app.describe import action_does
from grail_desktop.app.journal_view import option_views
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.engine.journal import after_explore
from grail_desktop.engine.state import Exploration, Task

CATALOG = load_campaign("ynys-wen")


def test_a_quest_dial_requirement_names_the_dial_as_the_player_knows_it() -> None:
    game = new_game(CATALOG, ["ceri"], seed=3)
    section = next(
        s for s in CATALOG.journal.values() if any(c.word == "quest-dial" for o in s.options for c in o.conditions)
    )
    game.state.exploration = Exploration(character="ceri", party=[], section=section.id)
    reasons = " ".join(v.reason for v in option_views(game, CATALOG, []))
    assert "needs the Quest Dial of “Heledd's trail” to show" in reasons
    assert "heledd trail" not in reasons and "heledd-trail" not in reasons


def test_a_once_a_day_action_says_so_once() -> None:
    game = new_game(CATALOG, ["ceri"], seed=3)
    for number, location in CATALOG.locations.items():
        if location.action is None or not location.action.once_per_day:
            continue
        game.state.characters["ceri"].location = number
        does = action_does("location-action", game, CATALOG).lower()
        assert does.count("once per day") + does.count("once a day") == 1, (number, does)


def test_the_going_insane_roll_says_what_it_was_for() -> None:
    game = new_game(CATALOG, ["ceri"], seed=3)
    game.state.characters["ceri"].terror = 9
    after_explore(game, Task("explore", character="ceri", party=["ceri"]))
    rolled = next(e for e in game._events if e.kind == "InsanityRolled")  # the batch not yet taken by apply()
    assert rolled.text.startswith("Ceri Halen is Going Insane and rolls ")
    assert "a 1 brings a purple encounter" in rolled.text or "only a 1 would bring a purple encounter" in rolled.text


def test_the_tinkers_cart_says_what_is_bought() -> None:
    cart = next(loc for loc in CATALOG.locations.values() if loc.action and "tinker" in loc.action.name)
    assert "at random" in cart.action.text and "Item" in cart.action.text
