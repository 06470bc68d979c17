"""The greedy bot goes back for what the chapter's ending needs (issue 23: Normal games stalled to Day 60).

Traced stalls on the shipped pack showed three gaps, each checked here on the pack itself (Ynys Wen, Chapter I):
an Item the ending asks for lay where its bearer died; the Eyeless Warden, whose defeat marks ``warden-faced``,
was never sought once it stood on the map; and the party spent every Magic on the small Menhirs near Tref
Eithin, never keeping the price of the stones on the way to the ending's card.
"""

from __future__ import annotations

import random

from grail_desktop.cli.bots import GreedyBot
from grail_desktop.cli.plan import build_plan
from grail_desktop.cli.play import load
from grail_desktop.engine import new_game
from grail_desktop.engine.actions import PickUp
from grail_desktop.engine.state import GuardianState

CATALOG = load("ynys-wen")
PLAN = build_plan(CATALOG, 1)


def _bot() -> GreedyBot:
    return GreedyBot(random.Random(7), CATALOG, PLAN)


def test_an_item_the_ending_needs_is_picked_up_where_its_bearer_died() -> None:
    """S0 "Death": a dead character's Items stay on the card and any character there may pick them up. The
    spent lantern is a condition of the Cwm Dall endings, so the bot takes it before anything else."""
    game = new_game(CATALOG, ["hywel", "gwawr"], seed=3, undo=False, difficulty="normal")
    s = game.state
    who = game.current_actor()
    assert who is not None
    s.locations[str(s.characters[who].location)].items.append("spent-lantern")
    legal = game.legal_actions()
    assert PickUp(who, "spent-lantern") in legal
    assert _bot().choose(game, legal) == PickUp(who, "spent-lantern")


def test_a_guardian_whose_defeat_the_ending_needs_is_sought_until_it_is_faced() -> None:
    """S0 "Guardians": arriving where a Guardian stands fights it. The Eyeless Warden's reward marks
    ``warden-faced``, a condition of the Blind Stone ending: its card is worth going to, and is not once the
    status is marked. A Guardian whose rewards the plan does not ask for draws nobody."""
    game = new_game(CATALOG, ["maelon"], seed=3, undo=False, difficulty="normal")
    s = game.state
    who = "maelon"
    bot = _bot()
    s.guardians.append(GuardianState(enemy="eyeless-warden", location=102))
    bot._memo = {}
    assert bot._guardian_value(game, who, 102) > 50.0
    assert bot._guardian_value(game, who, 103) == 0.0
    s.statuses.append("warden-faced")
    bot._memo = {}
    assert bot._guardian_value(game, who, 102) == 0.0
    others = [e.id for e in CATALOG.enemies.values() if e.guardian and e.id != "eyeless-warden"]
    s.guardians[:] = [GuardianState(enemy=others[0], location=102)]
    bot._memo = {}
    assert bot._guardian_value(game, who, 102) == 0.0


def test_magic_is_kept_for_the_stone_that_opens_the_ending() -> None:
    """While a Menhir on the map (or one step from it) brings far more into range than the others and the party
    cannot pay for it (Carn Naw, two Magic a character, on the way to Cwm Dall), a small stone is not lit for
    its own journal: the Magic is saved. With the price in hand the small stone is worth lighting again. The
    range gains are fixed here so that only the saving rule is tested."""
    game = new_game(CATALOG, ["maelon"], seed=3, undo=False, difficulty="normal")
    s = game.state
    who = "maelon"
    c = s.characters[who]
    bot = _bot()
    gains = {106: 5000.0, 114: 60.0}
    bot._range_gain = lambda game, who, number, depth=0: gains.get(number, 0.0)  # type: ignore[method-assign]
    assert "106" not in s.locations and bot._revealers(s, 106)  # Carn Naw shows on arrival next door
    c.resources["magic"] = 0
    bot._memo = {}
    assert bot._saving_for(game, who) == 5000.0
    assert not bot._worth_lighting(game, who, 114)
    assert bot._worth_lighting(game, who, 106)
    c.resources["magic"] = 20
    bot._memo = {}
    assert bot._saving_for(game, who) == 0.0
    assert bot._worth_lighting(game, who, 114)


def test_a_dark_menhir_counts_what_the_next_menhir_would_open() -> None:
    """``_range_gain`` adds half of what a dark Menhir within reach would bring into range in turn (one hop,
    no more): Carn Naw is worth at least half of Maen Bugail's gain, whose light reaches Cwm Dall."""
    game = new_game(CATALOG, ["maelon"], seed=3, undo=False, difficulty="normal")
    bot = _bot()
    bot._memo = {}
    far = bot._range_gain(game, "maelon", 116, 1)
    bot._memo = {}
    assert far > 0.0
    assert bot._range_gain(game, "maelon", 106) >= 0.5 * far
