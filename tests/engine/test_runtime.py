"""The journal runtime: every effect and condition word outside encounters (docs/content-format.md
"Effects", "Conditions"; S0 "Statuses and Save Sheet", "Events, Quests, and Tasks")."""

from __future__ import annotations

import pytest
from engine_testkit import CATALOG

from grail_desktop.engine import IllegalActionError, day, new_game
from grail_desktop.engine.effects import CONDITION_WORDS, EFFECT_WORDS, ENCOUNTER_ONLY, parse_condition, parse_effect
from grail_desktop.engine.game import Game
from grail_desktop.engine.runtime import check, execute
from grail_desktop.engine.state import Task


def _game() -> tuple[Game, Task]:
    g = new_game(CATALOG, ["a", "b"], seed=1)
    return g, Task("effects", character="a", party=["a", "b"])


def run(g: Game, task: Task, text: str) -> None:
    execute(g, task, parse_effect(text))


def holds(g: Game, task: Task, text: str) -> bool:
    return check(g, task, parse_condition(text))


def test_party_split_of_gains() -> None:
    """docs/rules.md (decided here from S1 Explore in a Party): tracks touch every member, resources only the
    acting character."""
    g, t = _game()
    run(g, t, "gain food 2")
    run(g, t, "lose health 1")
    a, b = g.state.characters["a"], g.state.characters["b"]
    assert (a.resources["food"], b.resources["food"]) == (4, 2)
    assert (a.health, b.health) == (5, 5)
    run(g, t, "pay wealth 5")
    assert a.resources["wealth"] == 0  # never below 0


def test_statuses_with_numbered_parts() -> None:
    """S0 Statuses: a Status or a numbered part of it is marked on the save sheet for everyone."""
    g, t = _game()
    run(g, t, "mark bell.2")
    assert holds(g, t, "status bell") and holds(g, t, "status bell.2")
    assert not holds(g, t, "status bell.1")
    run(g, t, "unmark bell.2")
    assert holds(g, t, "not-status bell")


def test_quests_and_dials() -> None:
    """S0 Quests: Active Quests persist until completed; Time and Quest Dials are set and advanced."""
    g, t = _game()
    run(g, t, "quest e4")
    assert holds(g, t, "quest e4")
    run(g, t, "complete-quest e4")
    assert not holds(g, t, "quest e4") and "e4" in g.state.completed_quests
    run(g, t, "time-dial flood 3")
    run(g, t, "quest-dial bell 1")
    run(g, t, "advance-quest-dial bell 2")
    assert g.state.time_dials == {"flood": 3} and g.state.quest_dials == {"bell": 3}
    assert holds(g, t, "quest-dial bell 3") and not holds(g, t, "quest-dial bell 4")
    run(g, t, "time-token 103 2")
    assert g.state.locations["103"].time_tokens == 2
    run(g, t, "random-events 1")
    assert g.state.event_deck[0] in ("r1", "r2")


def test_a_completed_quest_does_not_come_back_with_its_event_card() -> None:
    """S0 Quests: a quest completed before its Event card is revealed stays completed (decided here: the
    journal may hand out a quest early)."""
    g, t = _game()
    g.state.event_deck.insert(0, "e1")
    run(g, t, "quest e1")
    run(g, t, "complete-quest e1")
    day.reveal_event(g)
    assert g.state.current_event == "e1"
    assert "e1" not in g.state.active_quests and "e1" in g.state.completed_quests


def test_menhir_condition_reads_whether_a_menhir_is_lit() -> None:
    """docs/content-format.md `menhir` / `not-menhir`: true while the Menhir on that card is Active (S0
    "Menhirs"); the start location's Menhir is lit at setup (S1), 102's is not."""
    g, t = _game()
    assert holds(g, t, "menhir 101") and not holds(g, t, "not-menhir 101")
    assert holds(g, t, "not-menhir 102") and not holds(g, t, "menhir 102")


def test_item_and_secret_words() -> None:
    """S0 Items/Secrets: item, discard-item (to the bottom), draw-item by filter, secret, discard-secret."""
    g, t = _game()
    run(g, t, "item coat")
    assert holds(g, t, "has-item coat")
    run(g, t, "discard-item coat")
    assert holds(g, t, "not-item coat") and g.state.item_deck[-1] == "coat"
    run(g, t, "draw-item shield")
    assert g.state.characters["a"].items == ["buckler"]
    run(g, t, "secret chart")
    assert holds(g, t, "has-secret chart")
    run(g, t, "discard-secret chart")
    assert holds(g, t, "not-secret chart") and "chart" in g.state.secret_box


def test_character_conditions() -> None:
    """Conditions on the acting character: attribute, has, party, day, character, state (rules-decisions.md states)."""
    g, t = _game()
    assert holds(g, t, "attribute lore 1") and not holds(g, t, "attribute lore 2")
    assert holds(g, t, "has food 2") and not holds(g, t, "has food 3")
    assert holds(g, t, "party 2") and not holds(g, t, "party 3")
    assert holds(g, t, "day 1") and not holds(g, t, "day 2")
    assert holds(g, t, "character a") and not holds(g, t, "character b")
    assert holds(g, t, "not-state exhausted")
    g.state.characters["a"].energy = 1
    assert holds(g, t, "state exhausted")
    g.state.characters["a"].terror = 7
    assert holds(g, t, "state panic") and holds(g, t, "state insane") and holds(g, t, "not-state dying")


def test_win_ends_the_game() -> None:
    """The win word ends the chapter with that ending; nothing is legal afterwards."""
    g, t = _game()
    run(g, t, "win far-shore")
    assert g.state.phase == "over" and g.state.outcome == "won far-shore"
    assert g.legal_actions() == []
    with pytest.raises(IllegalActionError, match="game is over"):
        g.apply("pass")


def test_story_encounters() -> None:
    """S0 Encounters: "encounter <colour> [level]" takes the first card of that colour (and level) from the top;
    "fight <enemy>" that very enemy; the party fights together."""
    g, t = _game()
    run(g, t, "encounter green 2")
    assert g.state.encounter is not None and g.state.encounter_context is not None
    assert g.state.encounter_context.enemies[0] == "boar"  # with its companion (rules-decisions.md)
    assert g.state.encounter_context.participants == ["a", "b"]
    g2, t2 = _game()
    run(g2, t2, "fight clerk")
    assert g2.state.encounter is not None and g2.state.encounter.kind == "diplomacy"


def test_every_word_is_known() -> None:
    """The runtime handles every non-encounter effect word and every condition word of effects.py."""
    samples = {
        "gain": "gain food 1",
        "lose": "lose food 1",
        "pay": "pay food 1",
        "mark": "mark x",
        "unmark": "unmark x",
        "goto": "goto 101.1",
        "end": "end",
        "quest": "quest e4",
        "complete-quest": "complete-quest e4",
        "random-events": "random-events 1",
        "time-dial": "time-dial t 1",
        "quest-dial": "quest-dial q 1",
        "advance-quest-dial": "advance-quest-dial q 1",
        "time-token": "time-token 101 1",
        "win": "win w",
        "replace": "replace 105 205",
        "move": "move 103",
        "move-lowest": "move-lowest",
        "item": "item coat",
        "draw-item": "draw-item any",
        "discard-item": "discard-item coat",
        "discard-items": "discard-items 2",
        "secret": "secret chart",
        "discard-secret": "discard-secret chart",
        "encounter": "encounter gray",
        "fight": "fight bandit",
    }
    assert set(samples) == set(EFFECT_WORDS) - ENCOUNTER_ONLY
    for text in samples.values():
        g, t = _game()
        run(g, t, text)  # never raises
    conditions = {
        "status": "status x",
        "not-status": "not-status x",
        "attribute": "attribute might 1",
        "has": "has food 1",
        "has-item": "has-item coat",
        "not-item": "not-item coat",
        "has-secret": "has-secret chart",
        "not-secret": "not-secret chart",
        "party": "party 1",
        "quest-dial": "quest-dial q 1",
        "day": "day 1",
        "odd-night": "odd-night",
        "even-night": "even-night",
        "state": "state dying",
        "not-state": "not-state dying",
        "character": "character a",
        "quest": "quest e1",
        "menhir": "menhir 101",
        "not-menhir": "not-menhir 101",
        "sunk": "sunk 101",
        "not-sunk": "not-sunk 101",
        "at": "at 101",
        "not-at": "not-at 101",
        "ending": "ending w",
        "not-ending": "not-ending w",
    }
    assert set(conditions) == set(CONDITION_WORDS)
    g, t = _game()
    results = {w: holds(g, t, c) for w, c in conditions.items()}
    assert results["party"] and results["quest"] and results["not-state"] and not results["state"]
    assert results["not-ending"] and not results["ending"]  # no chapter won yet (engine.chapters)


@pytest.mark.parametrize("word", sorted(ENCOUNTER_ONLY))
def test_encounter_words_do_nothing_outside_encounters(word: str) -> None:
    """effects.py ENCOUNTER_ONLY words belong to the encounter machine and change nothing outside it."""
    g, t = _game()
    before = g.state.characters["a"].energy
    args = {"hits": "1", "draw": "1", "add-die": "red 1", "refresh-die": "red 1", "block": "1", "discard": "1"}
    run(g, t, f"{word} {args.get(word, '')}".strip())
    assert g.state.characters["a"].energy == before and g.state.encounter is None


def test_change_flags() -> None:
    """architecture.md: apply returns events and change flags for observers."""
    g = new_game(CATALOG, ["a"], seed=1)
    result = g.apply("travel 104")
    assert {"map", "characters", "log"} <= result.changes
    result = g.apply("explore")
    assert "journal" in result.changes or "items" in result.changes


def test_the_nights_take_turns_by_the_day() -> None:
    """``odd-night`` holds on an odd Day and ``even-night`` on an even one, for any character (issue 23: a
    Dream's nights take turns by the Day, so two sleepers on one card share the night)."""
    game, _task = _game()
    for number in (1, 2, 3):
        game.state.day = number
        for who in ("a", "b"):
            task = Task("effects", character=who, party=[who])
            assert holds(game, task, "odd-night") == (number % 2 == 1)
            assert holds(game, task, "even-night") == (number % 2 == 0)
