"""Items and Secrets (S0 "Items and Equipment", "Secrets"), advancement (S0 "Character Advancement";
rules-decisions.md "Advancement"), dying, insanity and death (S0 "Death and Insanity"; rules-decisions.md
"Dying and Going Insane")."""

from __future__ import annotations

import pytest
from engine_testkit import CATALOG, finish_day, next_day, notations

from grail_desktop.engine import IllegalActionError, death, new_game
from grail_desktop.engine.day import attribute_cost
from grail_desktop.engine.invariants import problems


def _solo(seed: int = 1):  # type: ignore[no-untyped-def]
    return new_game(CATALOG, ["a"], seed=seed)


def test_keyword_choice_on_gain() -> None:
    """S0 Items: one face-up Item or Secret per keyword; gaining a second asks which stays face up."""
    g = _solo()
    g.gain_item("a", "knife")
    g.gain_item("a", "sword")
    assert g.state.pending[0].kind == "equip"
    assert notations(g) == ["equip knife", "equip sword"]
    g.apply("equip sword")
    a = g.state.characters["a"]
    assert a.face_down == ["knife"]
    assert g.participant("a", "combat").items == ("sword",)


def test_equip_again_at_start_of_day() -> None:
    """S1 Start of the Day 8: with several face-up Items of one keyword, choose which to use."""
    g = _solo()
    a = g.state.characters["a"]
    a.items += ["knife", "sword"]
    g.state.item_deck = [i for i in g.state.item_deck if i not in ("knife", "sword")]
    next_day(g)
    assert g.state.pending and g.state.pending[0].kind == "equip"
    g.apply("equip knife")
    assert a.face_down == ["sword"]


def test_secret_shares_keyword_slots() -> None:
    """S0: a Secret with a keyword counts for the one-per-keyword rule."""
    g = _solo()
    g.gain_item("a", "lantern")
    g.gain_secret("a", "sigil")
    assert notations(g) == ["equip lantern", "equip sigil"]


def test_draw_item_searches_the_deck() -> None:
    """S0 Items: "draw a Weapon" takes the first matching Item from the top of the Item deck, then shuffles."""
    g = _solo()
    g.state.item_deck = ["bread", "coat", "sword", "knife", "hound", "buckler", "lantern"]
    g.draw_item("a", "weapon")
    assert g.state.characters["a"].items == ["sword"]
    assert sorted(g.state.item_deck) == sorted(["bread", "coat", "knife", "hound", "buckler", "lantern"])
    g.draw_item("a", "craftable")
    assert g.state.characters["a"].items[-1] in ("bread", "lantern")


def test_discard_goes_to_the_bottom() -> None:
    """S0 Discarding: a discarded Item goes to the bottom of the Item deck."""
    g = _solo()
    g.gain_item("a", "coat")
    g.discard_item("a", "coat")
    assert g.state.item_deck[-1] == "coat"


def test_dying_limits_items_not_secrets() -> None:
    """rules-decisions.md You Are Dying: at most 2 Items stay active; Secrets are exempt."""
    g = _solo()
    a = g.state.characters["a"]
    for item in ("knife", "coat", "buckler", "hound"):
        g.gain_item("a", item)
    g.gain_secret("a", "chart")
    g.change("a", "health", -10)
    assert a.dying and a.dying_countdown == 3
    assert a.face_down == ["buckler", "hound"]
    assert "chart" not in a.face_down


def test_personal_secrets_cannot_be_traded() -> None:
    """S0 Secrets: Secrets trade freely on one location, except Personal ones."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    g.gain_secret("a", "oath")
    g.gain_secret("a", "chart")
    assert "trade a b chart" in notations(g)
    assert "trade a b oath" not in notations(g)
    with pytest.raises(IllegalActionError, match="Personal"):
        g.apply("trade a b oath")
    g.apply("trade a b chart")
    assert g.state.characters["b"].secrets == ["chart"]


@pytest.mark.parametrize(
    ("might", "empathy", "cost"), [(0, 0, 2), (1, 0, 4), (1, 1, 6), (2, 1, 8), (2, 2, 10), (5, 4, 10)]
)
def test_attribute_costs_by_pair_total(might: int, empathy: int, cost: int) -> None:
    """S0 Advancing Attributes: 2/4/6/8/10 Exp by the pair's total after the raise."""
    assert attribute_cost({"might": might, "empathy": empathy}, "might") == cost


def _to_advance(g) -> None:  # type: ignore[no-untyped-def]
    finish_day(g)
    g.apply("eat")
    assert g.state.pending[0].kind == "advance"


def test_raise_attribute_and_skill_from_the_third_point() -> None:
    """S0 Buying Skills: reaching 3 or more in an attribute gives a Skill card of it; keep one side."""
    g = _solo()
    a = g.state.characters["a"]
    a.attributes["lore"] = 2
    a.resources["experience"] = 12
    _to_advance(g)
    g.apply("raise lore")  # pair zeal 0 + lore 3 → 6 Exp
    assert a.resources["experience"] == 6 and a.attributes["lore"] == 3
    assert notations(g) == ["skill lore-1 1", "skill lore-1 2", "skill lore-2 1", "skill lore-2 2"]
    g.apply("skill lore-2 2")
    assert a.skills == {"lore-2": 1}
    assert g.state.pending[0].kind == "advance"


def test_advancement_pool_pick_one_of_three() -> None:
    """S0 Advancing decks: 2 Exp, top 3 of the pool, keep 1 in the deck, 2 shuffled back."""
    g = _solo()
    a = g.state.characters["a"]
    a.resources["experience"] = 2
    _to_advance(g)
    top = a.combat_pool[:3]
    g.apply("advance combat")
    assert notations(g) == [f"take {c}" for c in top]
    g.apply(f"take {top[1]}")
    assert len(a.combat_deck) == 16 and top[1] in a.combat_deck
    assert len(a.combat_pool) == 24 and top[0] in a.combat_pool and top[2] in a.combat_pool
    assert a.resources["experience"] == 0


def test_deck_building_keeps_fifteen() -> None:
    """S0/S1 End of the Day 4: decks never go below 15; cut cards stay aside, not in the pool."""
    g = _solo()
    a = g.state.characters["a"]
    _to_advance(g)
    assert not [n for n in notations(g) if n.startswith("cut")]
    a.combat_deck.append(a.combat_pool.pop())
    extra = a.combat_deck[0]
    g.apply(f"cut {extra}")
    assert extra in a.combat_aside and len(a.combat_deck) == 15
    assert not [n for n in notations(g) if n.startswith("cut")]
    g.apply(f"restore {extra}")
    assert len(a.combat_deck) == 16


def test_dying_countdown_and_recovery() -> None:
    """rules-decisions.md: Health 0 attaches You Are Dying (3 days solo, 2 co-op), reduced each Start of the
    Day and by any further Health loss; Health ≥ 1 removes it."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    a = g.state.characters["a"]
    g.change("a", "health", -6)
    assert a.dying and a.dying_countdown == 2 and a.energy == 0
    g.change("a", "health", -1)
    assert a.dying_countdown == 1
    g.change("a", "health", 2)
    assert not a.dying and a.dying_countdown == 0


def test_solo_death_ends_the_game_and_mercy_restarts() -> None:
    """S0 Death: in solo the game ends; Allmother's Mercy marks the status and restarts the chapter with the
    mercy section and effects."""
    g = _solo()
    g.change("a", "health", -6)
    g.change("a", "health", -1)
    g.change("a", "health", -1)
    g.change("a", "health", -1)
    g._run()
    assert g.state.phase == "over" and g.state.outcome == "death"
    assert notations(g) == ["mercy"]
    g.apply("mercy")
    s = g.state
    assert "saved-by-the-goddess" in s.statuses
    assert s.day == 1 and s.characters["a"].health == 6
    assert s.characters["a"].resources["food"] == 4  # mercy effect gain food 2
    assert s.characters["a"].resources["wealth"] == 3  # mercy section: gain wealth 1
    assert s.current_event == "e1"


def test_mercy_restores_one_coherent_chapter_start() -> None:
    """S0 Allmother's Mercy: "restart at the beginning of the Chapter with some pre-defined resources". Issue 20:
    a kept status spoke of a place that had reverted, an Item was gone while its Secret was held, and no quest
    was active; now the restart is the chapter start itself, plus saved-by-the-goddess and the mercy effects."""
    g = _solo()
    g.gain_item("a", "knife")
    g.gain_secret("a", "chart")
    g.state.statuses.append("met-the-ferryman")
    g.state.quest_dials["bell"] = 2
    g.state.completed_quests.append("e1")
    for _ in range(4):
        g.change("a", "health", -6)
    g._run()
    g.apply("mercy")
    s = g.state
    fresh = new_game(CATALOG, ["a"], seed=s.setup.seed)
    assert s.statuses == ["saved-by-the-goddess"]
    assert s.quest_dials == {} and s.completed_quests == []
    assert s.active_quests == fresh.state.active_quests == ["e1"]  # the Day 1 Event's quest is active again
    assert s.characters["a"].secrets == [] and "chart" in s.secret_box
    assert s.characters["a"].items == [] and "knife" in s.item_deck
    assert sorted(s.locations) == sorted(fresh.state.locations)
    assert problems(CATALOG, s) == []


def test_coop_death_claims_an_unclaimed_character() -> None:
    """S0 Death (co-op): items stay on the location, Secrets are split, Personal ones vanish, and an unclaimed
    character starts at the lowest-numbered revealed location."""
    g = new_game(CATALOG, ["a", "b", "c", "d"], seed=1)
    a = g.state.characters["a"]
    a.location = 104
    g.gain_item("a", "knife")
    g.gain_secret("a", "oath")
    g.gain_secret("a", "chart")
    death.die(g, "a")
    s = g.state
    assert s.locations["104"].items == ["knife"] and a.items == []
    assert "oath" in s.removed_cards
    assert s.pending[0].kind == "secret"
    assert "give chart b" in notations(g)
    g.apply("give chart c")
    assert s.characters["c"].secrets == ["chart"]
    assert notations(g) == ["claim e", "sit-out"]  # rules-decisions.md "Parties": "you may claim"
    g.apply("claim e")
    assert s.characters["e"].location == 101
    assert "e" in s.order
    g.state.characters["b"].location = 104
    while g.current_actor() != "b":
        g.apply("pass")
    assert "pick-up b knife" in notations(g)


def test_coop_failure_when_no_character_is_left() -> None:
    """S0 Death; rules-decisions.md "Parties": with no character left to claim the player sits out while others
    still play; failure comes when nobody is left playing."""
    g = new_game(CATALOG, ["a", "b", "c", "d"], seed=1)
    death.die(g, "a")
    g.apply("claim e")
    death.die(g, "b")
    assert g.state.outcome is None and g.state.phase != "over"
    for who in ("c", "d", "e"):
        death.die(g, who)
    assert g.state.outcome == "failure" and notations(g) == ["mercy"]


def test_going_insane_travel_costs_more_and_nightmares() -> None:
    """rules-decisions.md Going Insane: Travel costs 1 more Energy; Nightmares replace Dreams."""
    g = _solo()
    a = g.state.characters["a"]
    a.terror = 7
    g.apply("travel 103")
    assert a.energy == 3
    g.apply("travel 101")
    finish_day(g)
    g.apply("fast")
    g.apply("done")
    assert g.state.exploration is None  # n101 has no options: read and ended
    assert a.terror == 8  # the Nightmare (gain terror 1), not the Dream (gain experience 1)
    assert a.resources["experience"] == 0


def test_going_insane_exploration_roll() -> None:
    """rules-decisions.md Going Insane: after each Exploration roll a die; on 1 draw a purple Encounter."""
    hits = 0
    for seed in range(30):
        g = _solo(seed)
        g.state.characters["a"].terror = 7
        g.apply("travel 103")
        result = g.apply("explore")
        rolls = [e.get("roll") for e in result.events if e.kind == "InsanityRolled"]
        assert len(rolls) == 1
        if rolls == [1]:
            hits += 1
            assert g.state.encounter is not None
            assert g.state.encounter_context is not None and g.state.encounter_context.enemies == ["wraith"]
    assert hits > 0


def test_dream_at_end_of_day() -> None:
    """S1 End of the Day 5: on a Dream-seal location read the Dream."""
    g = _solo()
    finish_day(g)
    g.apply("fast")
    g.apply("done")
    assert g.state.characters["a"].resources["experience"] == 1
    assert g.state.day == 2


def test_menhir_event_says_when_relighting_lowers_the_dial() -> None:
    """S0 "Menhirs", rules-decisions.md: activating wakes a dark Menhir; re-activating sets the dial again and
    the rest is lost, and the chronicle says so instead of calling it an extension."""
    g = _solo()
    a = g.state.characters["a"]
    a.resources["magic"] = 5
    g.apply("travel 102")
    first = next(e.text for e in g.apply("activate-menhir").events if e.kind == "MenhirActivated")
    assert "wakes" in first and "shows 4" in first and "Feed it magic." in first
    g.state.menhirs["102"].dial = 6
    while g.current_actor() != "a" or g.state.pending:
        g.apply(g.legal_actions()[0])
    again = next(e.text for e in g.apply("activate-menhir").events if e.kind == "MenhirActivated")
    assert "relit" in again and "lowered to 4" in again and "it showed 6; 2 days of light are lost" in again
    assert g.state.menhirs["102"].dial == 4
