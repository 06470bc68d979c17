"""An escape nobody can pay (rules-decisions.md "Escape", completed in docs/rules.md "An escape nobody can pay"):
a character who lacks what an escape costs may still escape, and bears 1 Terror for each point unpaid instead,
so no character is ever held in a fight (found in play: the shepherds' gate, a level-2 diplomacy encounter whose
escape costs 1 Reputation, kept a character with none in the fight)."""

from __future__ import annotations

from engine_testkit import notations

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import Game, hosting, new_game
from grail_desktop.engine.state import Task


def _at_the_gate(house_rules: list[str] | None = None, reputation: int = 0) -> Game:
    g = new_game(load_campaign("ynys-wen"), ["hywel"], seed=5, difficulty="normal", house_rules=house_rules)
    g.state.characters["hywel"].resources["reputation"] = reputation
    g.state.encounter_decks["blue"].remove("shepherds-gate")
    hosting.fight(g, Task("effects", character="hywel", party=["hywel"]), "shepherds-gate")
    g._run()
    assert g.state.encounter is not None
    return g


def test_a_character_without_reputation_can_escape_and_bears_terror_instead() -> None:
    """docs/rules.md "An escape nobody can pay": the unpaid 'lose 1 Reputation' becomes 1 Terror."""
    g = _at_the_gate()
    terror = g.state.characters["hywel"].terror
    assert "escape" in notations(g)
    g.apply("escape")
    hywel = g.state.characters["hywel"]
    assert g.state.encounter is None
    assert hywel.resources.get("reputation", 0) == 0
    assert hywel.terror == terror + 1


def test_a_character_who_can_pay_pays_the_cost_itself() -> None:
    """rules-decisions.md "Escape": the escape cost is paid when it can be; no Terror is added in its place."""
    g = _at_the_gate(reputation=2)
    terror = g.state.characters["hywel"].terror
    g.apply("escape")
    hywel = g.state.characters["hywel"]
    assert hywel.resources["reputation"] == 1
    assert hywel.terror == terror


def test_no_terror_for_escaping_also_forgives_the_unpaid_cost() -> None:
    """Decided for this edition: the house rule fearless-escape adds no Terror for an escape, this one included."""
    g = _at_the_gate(house_rules=["fearless-escape"])
    terror = g.state.characters["hywel"].terror
    g.apply("escape")
    assert g.state.encounter is None
    assert g.state.characters["hywel"].terror == terror


def test_every_encounter_of_the_pack_can_be_escaped_at_its_start_with_empty_pockets() -> None:
    """No character is ever trapped: with no Food, Wealth, Reputation or Magic, escape is offered in every
    encounter of the pack before the first strike (rules-decisions.md "Escape")."""
    catalog = load_campaign("ynys-wen")
    for enemy in sorted(catalog.enemies):
        g = new_game(catalog, ["hywel"], seed=5, difficulty="normal")
        hywel = g.state.characters["hywel"]
        for what in ("food", "wealth", "reputation", "magic"):
            hywel.resources[what] = 0
        for deck in g.state.encounter_decks.values():
            if enemy in deck:
                deck.remove(enemy)
        hosting.fight(g, Task("effects", character="hywel", party=["hywel"]), enemy)
        g._run()
        for _ in range(10):  # an opening effect may first ask for a discard
            acts = notations(g) if g.state.encounter is not None else []
            if not acts or not acts[0].startswith("discard-card"):
                break
            g.apply(acts[0])
        if g.state.encounter is None:
            continue
        assert "escape" in notations(g), enemy
        g.apply("escape")
        assert g.state.encounter is None or all(
            p.character != "hywel" or p.left for p in g.state.encounter.participants
        ), enemy
