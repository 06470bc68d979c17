"""Shared costs may be split among the Party members in any way they agree, in every resource (rules-decisions.md
"Parties"; S1 "Location action"): Energy as ``a=1``, other costs as ``a:magic=1``; text play offers the splits."""

from __future__ import annotations

import io

import pytest
from engine_testkit import CATALOG

from grail_desktop.cli import play
from grail_desktop.engine import new_game
from grail_desktop.engine.core import IllegalActionError


def _at_ring(players: list[str]):  # type: ignore[no-untyped-def]
    """Everyone at 104, the Ring of Eight: its Menhir costs 1 Magic and 1 Wealth per player."""
    g = new_game(CATALOG, players, seed=1)
    for c in players:
        g.state.characters[c].location = 104
    g.state.locations.setdefault("104", type(g.state.locations["101"])(104, 1, 0))
    return g


def test_a_menhir_cost_split_any_way_in_every_resource() -> None:
    g = _at_ring(["a", "b"])
    a, b = g.state.characters["a"], g.state.characters["b"]
    a.resources.update(magic=0, wealth=4)
    b.resources.update(magic=2, wealth=0)
    # 2 players: 2 Magic and 2 Wealth; b pays all the Magic, a all the Wealth (the default would take a's first)
    g.apply("activate-menhir with b pay b:magic=2,a:wealth=2")
    assert (a.resources["magic"], a.resources["wealth"]) == (0, 2)
    assert (b.resources["magic"], b.resources["wealth"]) == (0, 0)
    assert "104" in g.state.menhirs


def test_a_split_must_add_up_and_be_held() -> None:
    g = _at_ring(["a", "b"])
    g.state.characters["a"].resources.update(magic=2, wealth=2)
    g.state.characters["b"].resources.update(magic=0)
    for bad, why in (
        ("activate-menhir with b pay a:magic=1", "add up"),
        ("activate-menhir with b pay b:magic=2", "does not hold"),
        ("activate-menhir with b pay a:food=1,a:magic=2", "costs no food"),
    ):
        with pytest.raises(IllegalActionError, match=why):
            g.apply(bad)


def test_location_action_food_and_energy_splits() -> None:
    """The Dig at 104: 2 Energy and 1 Food, shared; b pays the Food and both pay 1 Energy."""
    g = _at_ring(["a", "b"])
    a, b = g.state.characters["a"], g.state.characters["b"]
    a.resources["food"], b.resources["food"] = 2, 1
    ea, eb = a.energy, b.energy
    g.apply("location-action with b pay a=1,b=1,b:food=1")
    assert (a.energy, b.energy) == (ea - 1, eb - 1)
    assert (a.resources["food"], b.resources["food"]) == (2, 0)


def test_text_play_offers_the_splits_wealth_included() -> None:
    g = _at_ring(["a", "b"])
    g.state.characters["a"].resources.update(magic=2, wealth=2)
    g.state.characters["b"].resources.update(magic=2, wealth=2)
    out = io.StringIO()
    play.show(g, out)
    text = out.getvalue()
    assert "share its cost any way it agrees" in text
    assert "Hero A 2 Magic, Hero A 2 Wealth" in text
    assert "Hero A 1 Wealth, Hero B 1 Wealth" in text  # Wealth split too
