"""Negative traits applied as their text says (S1 Character Setup: the Tile's negative trait; issue 20), for all
four characters of the shipped pack, wherever they apply: journal and Event rewards, encounter rewards and
effects, escapes. Chronicler corrections never set them off."""

from __future__ import annotations

import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.encounter.actions import Escape
from grail_desktop.engine.state import Task


@pytest.fixture(scope="module")
def pack() -> Catalog:
    return load_campaign("ynys-wen")


def _run(g: Game, who: str, *effects: str) -> None:
    g.state.work.insert(0, Task("effects", character=who, party=[who], effects=list(effects)))
    g._run()


def _kinds(g: Game) -> list[str]:
    """Kinds of the events emitted since the last ``apply`` (``_run`` does not write the chronicle)."""
    return [e.kind for e in g._events]


def test_maelon_gains_one_reputation_less(pack: Catalog) -> None:
    """Maelon, Spurless: "whenever you would gain 2 or more Reputation at once, gain 1 less"."""
    g = new_game(pack, ["maelon"], seed=1)
    c = g.state.characters["maelon"]
    start = c.resources["reputation"]
    _run(g, "maelon", "gain reputation 3")
    assert c.resources["reputation"] == start + 2
    _run(g, "maelon", "gain reputation 1")
    assert c.resources["reputation"] == start + 3  # a gain of 1 is not cut
    assert "TraitApplied" in _kinds(g)


def test_ceri_gains_terror_with_magic(pack: Catalog) -> None:
    """Ceri, Tide-Sick: "whenever you gain Magic, also gain 1 Terror"."""
    g = new_game(pack, ["ceri"], seed=1)
    c = g.state.characters["ceri"]
    terror = c.terror
    _run(g, "ceri", "gain magic 2")
    assert c.terror == terror + 1


def test_hywel_gains_terror_when_wounded_in_combat_only(pack: Catalog) -> None:
    """Hywel, Ink-Fright: "whenever you lose Health in a Combat encounter, also gain 1 Terror" — not outside."""
    g = new_game(pack, ["hywel"], seed=1)
    c = g.state.characters["hywel"]
    terror = c.terror
    _run(g, "hywel", "lose health 1")
    assert c.terror == terror  # outside an encounter: nothing
    g.start_fight(["hywel"], ["starved-hound"], "test", c.location)
    assert g.state.encounter is not None
    g.apply_effect("hywel", g.catalog.enemies["starved-hound"].after[0].effects[0])  # "lose health 1"
    assert c.terror == terror + 1


def test_escapes_bite_maelon_and_gwawr(pack: Catalog) -> None:
    """Maelon: "whenever you escape an encounter, gain 1 Terror"; Gwawr, Too Bright: "also lose 1 Health"."""
    g = new_game(pack, ["maelon", "gwawr"], seed=2)
    m, w = g.state.characters["maelon"], g.state.characters["gwawr"]
    g.start_fight(["maelon", "gwawr"], ["starved-hound"], "test", m.location)  # escape costs 1 Energy
    terror, health = m.terror, w.health
    g.apply(Escape())  # Maelon's turn
    assert m.terror == terror + 1
    assert g.state.encounter is not None and g.state.encounter.current().character == "gwawr"
    g.apply(Escape())
    assert w.health == health - 1
    assert g.state.encounter is None
    texts = [e for e in g.state.chronicle if e.startswith("TraitApplied")]
    assert any("Spurless" in t for t in texts) and any("Too Bright" in t for t in texts)


def test_chronicler_corrections_do_not_set_off_traits(pack: Catalog) -> None:
    """A Chronicler ``adjust`` fixes the sheet; it is not a gain in the story (architecture.md "adjust")."""
    g = new_game(pack, ["ceri"], seed=1)
    c = g.state.characters["ceri"]
    terror = c.terror
    g.apply("adjust ceri magic +2")
    assert c.terror == terror
