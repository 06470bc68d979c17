"""Items and Skills outside encounters, "discard N Items", story-only Items (S0 "Items and Equipment",
"Secrets", "Discarding"; issue 20), and claiming or sitting out after a co-op death (rules-decisions.md
"Parties")."""

from __future__ import annotations

import attrs
from engine_testkit import CATALOG, C, E, finish_day, notations, run_end_of_day

from grail_desktop.engine import Game, death, new_game
from grail_desktop.engine.defs import Catalog, ItemDef, SkillSideDef, TriggerDef
from grail_desktop.engine.invariants import problems
from grail_desktop.engine.state import Task


def _with_items(*items: ItemDef) -> Catalog:
    return attrs.evolve(CATALOG, items={**CATALOG.items, **{i.id: i for i in items}})


def _run(g: Game, who: str, *effects: str) -> None:
    g.state.work.insert(0, Task("effects", character=who, party=[who], effects=list(effects)))
    g._run()


def test_a_travel_trigger_acts_on_the_road() -> None:
    """Item effects on Travel apply where their text says (conditions checked for the holder)."""
    pony = ItemDef(
        "pony", "Pony", "Carries you.", keyword="companion", triggers=(TriggerDef("travel", E("gain food 1")),)
    )
    cat = _with_items(pony)
    g = new_game(cat, ["a"], seed=1)
    g.gain_item("a", "pony")
    food = g.state.characters["a"].resources["food"]
    g.apply("travel 103")
    assert g.state.characters["a"].resources["food"] == food + 1
    assert any(e.startswith("ItemEffect") and "Pony" in e for e in g.state.chronicle)


def test_a_face_down_item_and_a_failed_condition_do_nothing() -> None:
    """Only active (face-up) Items act (S0 "Items"); a trigger's conditions must hold."""
    pony = ItemDef("pony", "Pony", "x", triggers=(TriggerDef("travel", E("gain food 1"), conditions=C("state dying")),))
    g = new_game(_with_items(pony), ["a"], seed=1)
    g.gain_item("a", "pony")
    food = g.state.characters["a"].resources["food"]
    g.apply("travel 103")
    assert g.state.characters["a"].resources["food"] == food


def test_rest_eat_and_spent_items() -> None:
    """Rest and Food timings; a spent Item is discarded after it acts."""
    ration = ItemDef("ration", "Ration", "x", triggers=(TriggerDef("eat", E("gain health 1"), spend=True),))
    blanket = ItemDef("blanket", "Blanket", "x", triggers=(TriggerDef("rest", E("lose terror 1")),))
    g = new_game(_with_items(ration, blanket), ["a"], seed=1)
    g.gain_item("a", "ration")
    g.gain_item("a", "blanket")
    a = g.state.characters["a"]
    a.health, a.terror = 3, 3
    finish_day(g)
    g.apply("eat")
    assert a.health == 5  # +1 rest, +1 ration
    assert a.terror == 1  # -1 rest, -1 blanket
    assert "ration" not in a.items and "ration" in g.state.item_deck
    assert problems(g.catalog, g.state) == []


def test_skill_triggers_and_trade_and_day_timings() -> None:
    """A kept Skill side acts outside encounters too; trade, End and Start of the Day timings."""
    side = SkillSideDef("Walker", "x", triggers=(TriggerDef("start-of-day", E("gain wealth 1")),))
    skill = attrs.evolve(CATALOG.skills["might-1"], sides=(side, CATALOG.skills["might-1"].sides[1]))
    purse = ItemDef(
        "purse",
        "Purse",
        "x",
        triggers=(TriggerDef("trade", E("gain reputation 1")), TriggerDef("end-of-day", E("gain magic 1"))),
    )
    cat = attrs.evolve(_with_items(purse), skills={**CATALOG.skills, "might-1": skill})
    g = new_game(cat, ["a", "b"], seed=1)
    a = g.state.characters["a"]
    a.skills["might-1"] = 0
    g.gain_item("a", "purse")
    g.apply("trade a b food 1")
    assert a.resources["reputation"] == 1
    wealth, magic = a.resources["wealth"], a.resources["magic"]
    finish_day(g)
    run_end_of_day(g)
    assert a.resources["magic"] == magic + 1
    assert a.resources["wealth"] == wealth + 1  # the next Start of the Day


def test_discard_items_skips_secrets_and_asks_which() -> None:
    """S0 "Secrets": a "discard N Items" never takes a Secret, even one with an Item keyword (the Sigil is a
    relic); with more Items than N the player chooses."""
    g = new_game(CATALOG, ["a"], seed=1)
    for item in ("knife", "coat", "hound"):
        g.gain_item("a", item)
    g.gain_secret("a", "sigil")
    _run(g, "a", "discard-items 2")
    assert g.state.pending[0].kind == "discard-items"
    assert notations(g) == ["discard knife", "discard coat", "discard hound"]
    g.apply("discard coat")
    assert notations(g) == ["discard knife", "discard hound"]
    g.apply("discard knife")
    a = g.state.characters["a"]
    assert a.items == ["hound"] and a.secrets == ["sigil"]
    assert not g.state.pending or g.state.pending[0].kind != "discard-items"


def test_discard_items_without_a_choice_takes_them_all() -> None:
    g = new_game(CATALOG, ["a"], seed=1)
    g.gain_item("a", "knife")
    g.gain_secret("a", "sigil")
    _run(g, "a", "discard-items 2")
    a = g.state.characters["a"]
    assert a.items == [] and a.secrets == ["sigil"]
    assert not g.state.pending or g.state.pending[0].kind != "discard-items"


def test_story_items_are_never_in_the_random_deck() -> None:
    """A story-only Item is never drawn (issue 20: a draw closed the bell-rope's story option); the story
    gives it from the box, and a discard puts it back there."""
    rope = ItemDef("rope", "Rope", "x", story=True)
    g = new_game(_with_items(rope), ["a"], seed=1)
    assert "rope" not in g.state.item_deck
    for _ in range(len(g.catalog.items)):
        g.draw_item("a", "any")
    assert "rope" not in g.state.characters["a"].items
    assert problems(g.catalog, g.state) == []
    g.gain_item("a", "rope")
    assert "rope" in g.state.characters["a"].items
    g.discard_item("a", "rope")
    assert "rope" not in g.state.item_deck
    assert problems(g.catalog, g.state) == []


def test_after_a_coop_death_the_player_may_sit_out() -> None:
    """rules-decisions.md "Parties": after a co-op death the player may claim a character or sit out."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    death.die(g, "a")
    assert notations(g) == ["claim c", "claim d", "claim e", "sit-out"]
    g.apply("sit-out")
    assert "c" not in g.state.characters and g.state.phase != "over"
    assert any(e.startswith("SatOut") for e in g.state.chronicle)
