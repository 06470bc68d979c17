"""Several enemies at once (rules-decisions.md "Several enemies"; S2 "active enemies", chains "to the same
enemy", "all enemies defeated"): encounter cards bring companions, a journal ``fight`` names up to three, the
machine keeps one chain per enemy, hits go to any, escape pays every active enemy's cost."""

from __future__ import annotations

import attrs
import pytest
from engine_testkit import CATALOG, E, notations

from grail_desktop.engine import hosting, new_game
from grail_desktop.engine.effects import VocabularyError, parse_effect
from grail_desktop.engine.encounter import escape_costs
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.state import Task


def _task(who: str = "a") -> Task:
    return Task("effects", character=who, party=[who])


def test_an_encounter_card_brings_its_companions() -> None:
    """rules-decisions.md "Several enemies": the boar names a companion; fighting it starts one encounter with
    both, each with its own chain; the companion is in no deck, so it goes back to the box afterwards."""
    g = new_game(CATALOG, ["a"], seed=3)
    hosting.fight(g, _task(), "boar")
    enc = g.state.encounter
    assert enc is not None
    assert [e.id for e in enc.enemies] == ["boar", "piglet"]
    assert [e.chain for e in enc.enemies] == [[], []]
    assert "play" in " ".join(notations(g)) and any(n.endswith(" on 2") for n in notations(g))
    assert g.state.encounter_context is not None and g.state.encounter_context.enemies == ["boar", "piglet"]
    for _ in range(50):
        if g.state.encounter is None:
            break
        g.apply("escape" if "escape" in notations(g) else notations(g)[0])
    assert g.state.encounter is None
    assert "boar" in g.state.encounter_decks["green"]
    assert "piglet" not in g.state.encounter_decks["green"]  # back to the box, never drawn alone


def test_a_drawn_encounter_card_brings_its_companions_too() -> None:
    """rules-decisions.md "Several enemies": the companion comes whichever way the card is met (deck draw)."""
    g = new_game(CATALOG, ["a"], seed=3)
    g.state.encounter_decks["green"] = ["boar", "wolf"]
    hosting.encounter_from_deck(g, _task(), "green", None)
    assert g.state.encounter is not None
    assert [e.id for e in g.state.encounter.enemies] == ["boar", "piglet"]


def test_a_journal_fight_may_name_up_to_three_enemies() -> None:
    """rules-decisions.md "Several enemies": ``fight a b c`` is one encounter with 1–3 enemies; four are refused
    by the vocabulary. Named enemies leave their decks."""
    assert parse_effect("fight wolf bandit wraith").args == ("wolf", "bandit", "wraith")
    with pytest.raises(VocabularyError):
        parse_effect("fight wolf bandit wraith shade")
    g = new_game(CATALOG, ["a"], seed=3)
    g.state.work.insert(0, Task("effects", character="a", party=["a"], effects=["fight wolf bandit"]))
    g._run()
    enc = g.state.encounter
    assert enc is not None and [e.id for e in enc.enemies] == ["wolf", "bandit"]
    assert "wolf" not in g.state.encounter_decks["green"] and "bandit" not in g.state.encounter_decks["gray"]


def test_companions_never_make_more_than_three_enemies() -> None:
    """rules-decisions.md "Several enemies": 2–3 enemies; the boar's companion is left out past three."""
    g = new_game(CATALOG, ["a"], seed=3)
    assert hosting.with_companions(g, ["wolf", "bandit", "boar"]) == ["wolf", "bandit", "boar"]
    assert hosting.with_companions(g, ["boar", "wolf"]) == ["boar", "wolf", "piglet"]


def test_hits_go_to_any_enemy_and_all_must_fall() -> None:
    """S2 Apply: hits go to any active enemy (here the second one first); the encounter goes on while one
    stands and is won only when all enemies are defeated; escape then costs only the one still standing."""
    g = new_game(CATALOG, ["a"], seed=5)
    hosting.fight(g, _task(), "boar")
    enc = g.state.encounter
    assert enc is not None
    chooser = Rng.from_seed(1)
    seen_split = False
    for _ in range(400):
        if g.state.encounter is None:
            break
        legal = notations(g)
        on_two = [n for n in legal if n.startswith("apply ") and n.endswith(" to 2") and not enc.enemies[1].defeated]
        on_one = [n for n in legal if n.startswith("apply ") and n.endswith(" to 1") and enc.enemies[1].defeated]
        rewards = [n for n in legal if n.startswith("take-reward")]
        pick = (rewards or on_two or on_one or [n for n in legal if n != "escape"] or legal)[0]
        if pick.startswith("commit") or pick.startswith("draw"):
            pick = chooser.choice([n for n in legal if n != "escape"])
        g.apply(pick)
        if enc.enemies[1].defeated and not enc.enemies[0].defeated and g.state.encounter is not None:
            seen_split = True
            assert enc.result is None  # one enemy still stands: the fight goes on
            assert escape_costs(enc, g) == list(CATALOG.enemies["boar"].escape_cost)
    assert seen_split, "the second enemy fell first"
    assert enc.result is not None and enc.result.won == all(e.defeated for e in enc.enemies)


def test_escape_pays_the_cost_of_every_active_enemy() -> None:
    """rules-decisions.md "Escape": pay the escape cost of every active enemy (here 1 Energy each)."""
    g = new_game(CATALOG, ["a"], seed=3)
    before = g.state.characters["a"].energy
    hosting.fight(g, _task(), "boar")
    g.apply("escape")
    assert g.state.encounter is None
    assert g.state.characters["a"].energy == before - 2


def test_the_validator_checks_companions_and_multi_enemy_fights() -> None:
    """Format check (docs/content-format.md "encounters.toml"): companions exist, share the deck kind, are at
    most two; a fight names at most three enemies with their companions."""
    from grail_desktop.catalog.checks import _check_companions, _check_fight
    from grail_desktop.catalog.records import Index, Source

    index = Index()
    index.defs["enemy"] = dict(CATALOG.enemies) | {"envoy": attrs.evolve(CATALOG.enemies["clerk"], id="envoy")}
    index.known["enemy"] = set(index.defs["enemy"])
    src = Source("encounters.toml", "enemy boar")
    bad = attrs.evolve(CATALOG.enemies["boar"], companions=("boar", "envoy", "ghost"))
    _check_companions(index, src, "boar", bad)
    _check_fight(index, src, ".effects[0]", E("fight boar wolf clerk")[0])
    text = "\n".join(p.message for p in index.problems)
    assert "at most 2 companions" in text
    assert "its own companion" in text
    assert "no enemy 'ghost'" in text
    assert "met with the diplomacy deck" in text
    assert "share one deck" in text
    assert "4 enemies (at most 3)" in text
