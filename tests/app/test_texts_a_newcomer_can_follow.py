"""Issue 19, newcomer 6: texts a new player could not follow, now in words both front ends share (the app layer
and the engine's event sentences). Each test arranges the moment the newcomer met and reads what is shown.

Rules behind the words: S2 "Play" (chains and nodes), S2 "Apply" / "Resolve" (hits, the roll, the win),
S0 "Advancing Attributes" (Experience), S1 "End of the Day" (the Dream), the character's trait (S1 Character
Setup), docs/content-format.md "Conditions" (a Status not yet marked is never named).
"""

from __future__ import annotations

import re
from html import escape

import pytest
from player_text import leaks

from grail_desktop.app import day_views, encounter_tips
from grail_desktop.app.describe import describe, event_line
from grail_desktop.app.encounter_view import encounter_view
from grail_desktop.app.glossary import build_glossary
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import render
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import parse_condition, parse_effect
from grail_desktop.engine.reasons import condition_reason
from grail_desktop.engine.traits import trait_note


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign("ynys-wen")


def _fight(catalog: Catalog, enemy: str, who: str = "maelon", seed: int = 4) -> Game:
    game = new_game(catalog, characters=[who], seed=seed)
    game.start_fight([who], [enemy], "test", game.state.characters[who].location)
    return game


def _legal(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_enemy_effects_have_a_heading_of_their_own_never_run_into_the_cards_sentence(catalog: Catalog) -> None:
    """ "After It feeds on your courage" and "Special You step on it": every enemy effect is headed by when it
    happens, then a colon, then the card's own sentence, on the card face and in the tooltip alike."""
    for enemy, kind, start in (("candle-eater", "after", "It feeds"), ("marsh-adder", "special", "You step")):
        game = _fight(catalog, enemy)
        view = encounter_view(game, catalog, _legal(game))
        assert view is not None
        heads = dict(encounter_tips.enemy_effects(view.enemies[0]))
        long_heads = dict(encounter_tips.enemy_effects(view.enemies[0], long=True))
        short, long = encounter_tips.EFFECT_HEADS[kind], encounter_tips.EFFECT_HEADS_LONG[kind]
        assert heads[short].startswith(start) and long_heads[long].startswith(start)
        for head, text in [*heads.items(), *long_heads.items()]:
            assert leaks(f"{head}: {text}", catalog) == []
        assert leaks(f"After {start}", catalog) != []  # the checker catches the old run-on form


def test_chain_and_node_are_explained_where_the_player_meets_them(catalog: Catalog) -> None:
    """A hand card, a chain's end and the glossary say what a chain and a node are (S2 "Play")."""
    game = _fight(catalog, "starved-hound")
    view = encounter_view(game, catalog, _legal(game))
    assert view is not None
    means = encounter_tips.chain_means()
    assert "row of cards played against one enemy" in means and "Nodes are the top, middle and bottom" in means
    assert escape(means) in encounter_tips.card_tip(view.member.hand[0], 1)  # rich text
    assert means in encounter_tips.drop_spot_tip("the Starved Hound", "Starved Hound", ("middle",))
    glossary = build_glossary(catalog)
    assert glossary.lookup("Chain") and glossary.lookup("Node") and glossary.lookup("Advancement Pool")
    assert "green for beasts of the wild" in (glossary.lookup("Encounter") or "")


def test_a_hit_says_how_much_health_is_left(catalog: Catalog) -> None:
    """ "takes 1 hit (1 of 4 Health)" read as 1 Health left: the line says what is left of the Health."""
    game = _fight(catalog, "drowned-bellringer", seed=2)  # Health 3
    enc = game.state.encounter
    assert enc is not None
    while not any(a.startswith("apply ") for a in _legal(game)):
        enc.dial = "red"
        if "commit red 1" not in _legal(game):
            pytest.fail("no red die to commit")
        game.apply("commit red 1")
        game.apply("roll")
    applied = next(a for a in _legal(game) if a.startswith("apply "))
    events = game.apply(applied).events
    hit = next(e for e in events if e.kind == "HitsTaken")
    health = catalog.enemies["drowned-bellringer"].health
    left = health - enc.enemies[0].hits
    if left > 0:
        assert re.search(rf"; {left} of {health} Health left\.$", hit.text), hit.text
    assert leaks(hit.text, catalog) == []


def test_the_roll_with_no_dice_and_the_resolve_after_a_win_say_what_happens(catalog: Catalog) -> None:
    """ "Roll the active dice" with none committed, "rolls no dice", and "Finish your Strategy phases" once every
    enemy is defeated (S2: the fight is won at the Resolve)."""
    game = _fight(catalog, "starved-hound")
    enc = game.state.encounter
    assert enc is not None
    pool = len(enc.current().pool)
    assert pool > 1  # issue 19: "no die is left to roll" was said with these still in the pool
    assert describe("roll", game, catalog)[0] == (
        f"Go on without rolling: no die is committed, and the pool still holds {pool} dice"
    )
    game.apply("commit red 2")
    assert describe("roll", game, catalog)[0] == "Roll 2 dice in the active area"
    empty = _fight(catalog, "starved-hound")
    assert empty.state.encounter is not None
    empty.state.encounter.current().pool.clear()
    assert describe("roll", empty, catalog)[0] == "Go on without rolling (no die is left to roll)"
    assert describe("resolve", game, catalog)[0].startswith("Finish your Strategy phases")
    enc.enemies[0].defeated = True
    assert describe("resolve", game, catalog)[0] == "Resolve: every enemy is defeated, so the fight is won"
    fresh = _fight(catalog, "starved-hound")
    if "roll" in _legal(fresh):
        rolled = fresh.apply("roll").events
        said = [e.text for e in rolled if e.kind == "DiceRolled"]
        assert said and all("rolls no dice" not in t for t in said)


def test_experience_is_one_word_everywhere(catalog: Catalog) -> None:
    """ "Exp" beside "Experience": the raise and buy offers and their reasons say Experience."""
    game = new_game(catalog, characters=["maelon"], seed=1)
    assert describe("advance combat", game, catalog)[1] == "2 Experience"
    setup = day_views.claim_setup(catalog, "maelon")
    assert "Strategy phases per turn in a fight: 2" in setup and leaks(setup, catalog) == []


def test_a_dream_ends_as_a_dream_in_the_chronicle() -> None:
    """ "Journal: Exploration ends" after a Dream (S1 End of the Day): the line names the kind of reading."""
    dream = Event("ExplorationEnded", "Exploration ends", "ceri", (("kind", "dream"),))
    explore = Event("ExplorationEnded", "Exploration ends", "ceri", (("kind", "explore"),))
    assert event_line(dream) == "The Dream ends"
    assert event_line(explore) == "Journal: Exploration ends"


def test_a_reward_says_what_the_takers_trait_adds(catalog: Catalog) -> None:
    """Ceri's Tide-Sick (whenever she gains Magic she gains 1 Terror): a Magic reward on offer says so, on the
    desktop's button and its label and in text mode; a reward the trait ignores says nothing more."""
    game = _fight(catalog, "starved-hound", who="ceri")
    enc = game.state.encounter
    assert enc is not None
    enc.reward_offer = ["gain magic 1", "gain food 1"]
    note = trait_note(game, "ceri", [parse_effect("gain magic 1")])
    assert note == " (Ceri Halen's trait, Tide-Sick: also gain 1 Terror)"
    assert trait_note(game, "ceri", [parse_effect("gain food 1")]) == ""
    assert describe("take-reward 1", game, catalog)[0].endswith(note)
    assert not describe("take-reward 2", game, catalog)[0].endswith(")")
    view = encounter_view(game, catalog, _legal(game))
    assert view is not None and view.reward_offer[0].endswith(note)
    text = " ".join(render.encounter_lines(game, enc))
    assert "Tide-Sick: also gain 1 Terror" in text


def test_a_status_not_yet_marked_says_where_the_story_marks_it(catalog: Catalog) -> None:
    """ "something has to happen first" said neither what nor where: it names the places whose journal marks the
    Status, never the Status itself; with no such place it says the story brings it elsewhere."""
    game = new_game(catalog, characters=["maelon"], seed=1)
    marked_at: dict[str, set[str]] = {}
    for section in catalog.journal.values():
        for eff in [*section.effects, *(e for o in section.options for e in o.effects)]:
            if eff.word == "mark" and section.location in catalog.locations:
                marked_at.setdefault(eff.args[0], set()).add(catalog.locations[section.location].name)
    status, places = next((s, p) for s, p in sorted(marked_at.items()) if len(p) == 1)
    reason = condition_reason(game, "maelon", parse_condition(f"status {status}"))
    place = next(iter(places))
    place = "the " + place[4:] if place.startswith("The ") else place
    assert reason == f"something has to happen first at {place}"
    assert status not in reason and status.replace("-", " ") not in reason
    nowhere = condition_reason(game, "maelon", parse_condition("status never-marked-anywhere"))
    assert nowhere == "something has to happen first, elsewhere in the story"


def test_morning_lines_without_a_place_say_what_they_mean() -> None:
    """A random-event line's tooltip said "Nothing to show on the map": it says what the line means."""
    line = day_views.SummaryLine(5, "1 random event put on top of the Event deck", kind="RandomEventsAdded")
    tip = day_views.summary_line_tip(line)
    assert "random Events are shuffled and put on top of the Event deck" in tip
    other = day_views.summary_line_tip(day_views.SummaryLine(4, "Something", kind="Unheard"))
    assert other and "Nothing to show" not in other


def test_the_checker_catches_the_newcomers_notation(catalog: Catalog) -> None:
    """player_text's patterns catch each class the newcomer found, so the random-game id tests keep them out."""
    for text in (
        "Tref Eithin · § 101.16",
        "→1",
        "→ 2",
        "After It feeds on your courage",
        "Special You step on it",
        "6 Exp to spend",
        "Boar takes 1 hit (1 of 4 Health).",
        "Terror 2/10; Strategy 2",
        "Combat deck — 15 cards · pool 10",
        "Maelon rolls no dice.",
    ):
        assert leaks(text, catalog) != [], text
    assert leaks("After effect: It feeds on your courage.", catalog) == []
    assert leaks("Boar takes 1 hit; 3 of 4 Health left.", catalog) == []


def test_text_mode_says_the_same_about_the_roll_and_the_win(catalog: Catalog) -> None:
    """The text mode's action words for the roll with nothing to roll and the Resolve
    after a win (S2), as the desktop's."""
    game = _fight(catalog, "starved-hound")
    enc = game.state.encounter
    assert enc is not None

    def words(notation: str) -> str:
        return next(render.label(game, a) for a in game.legal_actions() if str(a) == notation)

    pool = len(enc.current().pool)
    assert words("roll") == f"Go on without rolling: no die is committed, and the pool still holds {pool} dice"
    game.apply("commit red 2")
    assert words("roll") == "Roll 2 dice in the active area"
    game.apply("roll")
    enc.enemies[0].defeated = True
    assert words("resolve").startswith("Resolve: every enemy is defeated, so the fight is won")
