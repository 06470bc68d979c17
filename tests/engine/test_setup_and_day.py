"""Setup and the Order of the Day (S1 "World Setup", "Order of the Day"; rules-decisions.md "Order of the day")."""

from __future__ import annotations

import pytest
from engine_testkit import CATALOG, finish_day, next_day, notations, run_end_of_day

from grail_desktop.engine import IllegalActionError, new_game
from grail_desktop.engine.setup import SetupError


@pytest.mark.parametrize(("players", "dial"), [(1, 8), (2, 7), (3, 6), (4, 5)])
def test_starting_menhir_dial_by_player_count(players: int, dial: int) -> None:
    """S1 World Setup 2: the start Menhir's dial shows 8/7/6/5 for 1/2/3/4 players; Day 1 skips step 3."""
    g = new_game(CATALOG, ["a", "b", "c", "d"][:players], seed=1)
    assert g.state.menhirs["101"].dial == dial


def test_day_one_starts_at_step_five() -> None:
    """rules-decisions.md: Day 1 starts at Start of the Day step 5 (the first Event is read, nothing reduced)."""
    g = new_game(CATALOG, ["a"], seed=3)
    s = g.state
    assert (s.day, s.phase) == (1, "day")
    assert s.current_event == "e1"
    assert s.active_quests == ["e1"]  # S0: an Event with a Quest goes to Active Quests
    assert s.event_deck == ["e2", "e3", "e4", "e5", "e6"]


def test_character_setup() -> None:
    """S1 Character Setup 2-8: tracks on the starting slots, 15-card decks, 25-card pools, start location."""
    g = new_game(CATALOG, ["b", "a"], seed=3)
    a = g.state.characters["a"]
    assert (a.energy, a.health, a.terror) == (5, 6, 1)
    assert len(a.combat_deck) == len(a.diplomacy_deck) == 15
    assert len(a.combat_pool) == len(a.diplomacy_pool) == 25
    assert a.location == 101
    assert g.state.order == ["a", "b"]  # turn order by Character Number (S1 During the Day)


def test_starting_map_section() -> None:
    """S1 World Setup 3: the cards named by the start location's Direction Keys are attached."""
    g = new_game(CATALOG, ["a"], seed=3)
    assert sorted(g.state.locations) == ["101", "102", "103", "104", "105"]
    assert (g.state.locations["102"].x, g.state.locations["102"].y) == (0, 1)
    assert (g.state.locations["103"].x, g.state.locations["103"].y) == (-1, 0)


@pytest.mark.parametrize("chars", [[], ["a", "b", "c", "d", "e"], ["a", "a"], ["zz"]])
def test_bad_setups_are_refused(chars: list[str]) -> None:
    """S1: a game has 1-4 distinct characters of the campaign."""
    with pytest.raises(SetupError):
        new_game(CATALOG, chars, seed=1)


def test_turn_order_one_action_each() -> None:
    """S1 During the Day: one action each in Character Number order, then again, until all pass."""
    g = new_game(CATALOG, ["a", "b"], seed=3)
    assert g.current_actor() == "a"
    g.apply("travel 103")
    assert g.current_actor() == "b"
    g.apply("pass")
    assert g.current_actor() == "a"  # b passed; a acts again in the next round
    g.apply("pass")
    assert g.state.phase == "end"


def test_pass_is_irreversible() -> None:
    """S1 Pass: a character who passed takes no more actions that day."""
    g = new_game(CATALOG, ["a", "b"], seed=3)
    g.apply("pass")
    for _ in range(3):
        assert g.current_actor() == "b"
        g.apply("travel 103")
        if g.state.characters["b"].energy == 0:
            break
        g.apply("travel 101")
    assert g.state.characters["a"].passed


def test_day_ends_when_nobody_has_energy() -> None:
    """S1: the day ends when everyone passed or has no Energy."""
    g = new_game(CATALOG, ["a"], seed=3)
    g.state.characters["a"].energy = 1
    g.apply("travel 103")
    assert g.state.phase == "end"
    assert g.state.pending[0].kind == "rest"


def test_rest_with_food() -> None:
    """S1 End of the Day 1 (rules-decisions.md): eating 1 Food restores 1 Health and removes 1 Terror."""
    g = new_game(CATALOG, ["a"], seed=3)
    a = g.state.characters["a"]
    a.health, a.terror = 4, 3
    g.apply("pass")
    g.apply("eat")
    assert (a.resources["food"], a.health, a.terror) == (1, 5, 2)


def test_rest_without_food_drops_energy_then_health() -> None:
    """S1 End of the Day 1: without Food Energy drops to 0; if already 0, lose 1 Health instead."""
    g = new_game(CATALOG, ["a"], seed=3)
    a = g.state.characters["a"]
    g.apply("pass")
    g.apply("fast")
    assert a.health == 6
    assert a.energy == 4  # dropped to 0, then Exhausted restore gives +4 (End of the Day 2)
    g2 = new_game(CATALOG, ["a"], seed=3)
    a2 = g2.state.characters["a"]
    a2.energy = 1
    g2.apply("travel 103")
    a2.energy = 0
    g2.apply("fast")
    assert a2.health == 5


def test_restore_energy_rules() -> None:
    """S1 End of the Day 2 (rules-decisions.md): back to the starting slot, never lowered; Exhausted gets +4
    capped by the start slot; Health caps Energy."""
    g = new_game(CATALOG, ["a"], seed=3)
    a = g.state.characters["a"]
    a.energy = 3
    g.apply("pass")
    g.apply("eat")
    assert a.energy == 5
    g = new_game(CATALOG, ["a"], seed=3)
    a = g.state.characters["a"]
    a.energy, a.health = 1, 3
    g.apply("pass")
    g.apply("eat")
    assert a.energy == 4  # Exhausted: 1 + 4 = 5 capped by Health 4 after eating
    g = new_game(CATALOG, ["a"], seed=3)
    a = g.state.characters["a"]
    a.energy = 7
    a.health = 8
    g.apply("pass")
    g.apply("eat")
    assert a.energy == 7  # never lowered to the start slot


def test_menhir_dials_and_expiry_order() -> None:
    """S1 Start of the Day 1-3 (rules-decisions.md): dials drop by 1 each day; a dial at 1 is removed and the
    Menhir goes dark only at the next Start of the Day."""
    g = new_game(CATALOG, ["a"], seed=3)
    g.state.menhirs["101"].dial = 2
    next_day(g)
    assert g.state.menhirs["101"].dial == 1
    next_day(g)
    assert g.state.menhirs["101"].dial == 0  # dial removed, Menhir still active
    assert "101" in g.state.menhirs
    assert not g.state.last_menhir
    next_day(g)
    assert g.state.menhirs == {}
    assert g.state.last_menhir  # the last Menhir rule: no card removed
    assert len(g.state.locations) >= 5


def test_last_menhir_wyrdness_from_the_next_day() -> None:
    """rules-decisions.md Wyrdness: after the last Menhir goes dark, every character loses 2 Health and gains 2
    Terror at each later Start of the Day, starting with the next one."""
    g = new_game(CATALOG, ["a"], seed=3)
    a = g.state.characters["a"]
    g.state.menhirs["101"].dial = 0
    next_day(g, "eat")
    assert g.state.last_menhir and (a.health, a.terror) == (7, 0)  # only the meal counted
    next_day(g, "eat")
    assert (a.health, a.terror) == (8 - 2, 0 + 2)


def test_time_dials_reduced_quest_dials_not() -> None:
    """S0 "Quest Tokens", S1 Start of the Day 4: Time Dials drop by 1 (removed when they cannot), Time Tokens
    leave one per day, Quest Dials stay."""
    g = new_game(CATALOG, ["a"], seed=3)
    g.state.time_dials["flood"] = 2
    g.state.quest_dials["bell"] = 2
    g.state.locations["103"].time_tokens = 2
    next_day(g)
    # the new day's Event e2 adds a random event; e3 would set dials
    assert g.state.time_dials["flood"] == 1
    assert g.state.quest_dials["bell"] == 2
    assert g.state.locations["103"].time_tokens == 1
    next_day(g)
    assert "flood" not in g.state.time_dials or g.state.time_dials["flood"] == 2  # removed, then e3 set it again
    assert g.state.locations["103"].time_tokens == 0


def test_events_random_events_on_top() -> None:
    """S1 World Setup 9: an Event may put Random Events on top of the Event deck; they are drawn from the deck."""
    g = new_game(CATALOG, ["a"], seed=3)
    next_day(g)  # reveals e2: random-events 1
    assert g.state.current_event == "e2"
    assert g.state.event_deck[0] in ("r1", "r2")
    assert "e1" in g.state.active_quests  # quests persist (S0)
    top = g.state.event_deck[0]
    next_day(g)
    assert g.state.current_event == top
    assert "e2" in g.state.event_discard


def test_day_actions_not_listed_during_end_of_day() -> None:
    """S1 stage III: End of the Day decisions come first; no day actions are legal."""
    g = new_game(CATALOG, ["a"], seed=3)
    finish_day(g)
    assert set(notations(g)) <= {"eat", "fast"}
    with pytest.raises(IllegalActionError):
        g.apply("explore")
    run_end_of_day(g)
    assert g.state.day == 2 and g.state.phase == "day"


def test_action_log_since_start_of_day() -> None:
    """architecture.md: the action log holds the notations since the last Start of the Day, plus the setup."""
    g = new_game(CATALOG, ["a"], seed=3)
    g.apply("travel 103")
    assert g.state.action_log == ["travel 103"]
    next_day(g)
    assert g.state.action_log == []
    assert g.state.setup.characters == ["a"] and g.state.setup.seed == 3


def test_event_effects_touch_every_character() -> None:
    """S1 Start of the Day 5: the Event's effects apply to the characters (no acting character: everyone)."""
    g = new_game(CATALOG, ["a", "b"], seed=3)
    g.state.event_deck = ["e5", *[e for e in g.state.event_deck if e != "e5"]]
    next_day(g)
    assert g.state.current_event == "e5"
    assert [g.state.characters[c].resources["food"] for c in ("a", "b")] == [1, 1]


def test_once_per_day_action_opens_again_next_day() -> None:
    """S1 Location action: a once-per-day action is available again the next day."""
    g = new_game(CATALOG, ["a"], seed=3)
    g.apply("travel 103")
    g.apply("location-action")
    assert "location-action" not in notations(g)
    next_day(g)
    assert "location-action" in notations(g)
    assert g.state.end_of_day == []
