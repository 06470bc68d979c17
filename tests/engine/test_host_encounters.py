"""The engine side of encounters: drawing from the encounter decks, lending decks, Guardians on the map
(encounter-contract.md; S0 "Encounters", "Guardians"; rules-decisions.md "Guardians")."""

from __future__ import annotations

from engine_testkit import CATALOG, next_day, notations

from grail_desktop.engine import Game, hosting, new_game
from grail_desktop.engine.day import GUARDIAN_DIE, move_guardians
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.state import GuardianState, MenhirState, Task


def _fight_out(g: Game, prefer: str | None = None) -> None:
    chooser = Rng.from_seed(3)
    for _ in range(500):
        if g.state.encounter is None:
            return
        acts = notations(g)
        g.apply(prefer if prefer in acts else chooser.choice(acts))
    raise AssertionError("encounter did not end")


def test_journal_encounter_draws_first_encounter_and_returns_cards() -> None:
    """S1 World Setup 4/9: the "first encounter" is on top of its deck; the encounter lends the decks and
    every card comes back; the enemy card goes to the bottom of its deck afterwards (S0 Discarding)."""
    g = new_game(CATALOG, ["a"], seed=2)
    g.apply("travel 102")
    g.apply("explore")
    assert g.state.encounter_decks["green"][0] == "cub"
    g.apply("choose 1")  # encounter green
    assert g.state.encounter is not None
    assert g.state.characters["a"].combat_deck == []  # lent to the encounter
    assert "cub" not in g.state.encounter_decks["green"]
    assert g.legal_actions()  # the encounter machine lists its actions
    _fight_out(g)
    a = g.state.characters["a"]
    assert sorted(a.combat_deck) == sorted(CATALOG.characters["a"].combat_deck)
    assert g.state.encounter_decks["green"][-1] == "cub"
    assert g.state.exploration is None


def test_undefeated_guardian_stays_on_the_map() -> None:
    """rules-decisions.md Guardians: after an escape an undefeated Guardian is placed where it was met."""
    g = new_game(CATALOG, ["a"], seed=2)
    g.state.encounter_decks["green"].remove("bogle")
    hosting.fight(g, Task("effects", character="a", party=["a"]), "bogle")
    assert g.state.encounter is not None
    g._run()
    _fight_out(g, prefer="escape")
    placed = [gd for gd in g.state.guardians if gd.enemy == "bogle"]
    in_deck = "bogle" in g.state.encounter_decks["green"]
    assert placed or in_deck  # escaped → on the map; defeated → bottom of the deck
    if placed:
        assert placed[0].location == 101


def test_guardian_die_moves_along_connections() -> None:
    """rules-decisions.md Guardians: a direction moves it to the connected card that way, else to the
    highest-numbered connected card; Nothing stays; Discard puts it at the bottom of its deck."""
    seen = set()
    for seed in range(40):
        g = new_game(CATALOG, ["a"], seed=seed)
        g.state.encounter_decks["green"].remove("bogle")
        g.state.characters["a"].location = 103
        g.state.guardians.append(GuardianState("bogle", 101))
        probe = Rng(g.state.rng.state)
        face = GUARDIAN_DIE[probe.below(6)]
        move_guardians(g)
        seen.add(face)
        if face == "discard":
            assert g.state.guardians == [] and g.state.encounter_decks["green"][-1] == "bogle"
        else:
            where = g.state.guardians[0].location
            expected = {"north": 102, "east": 104, "south": 105, "west": 103, "nothing": 101}[face]
            assert where == expected
    assert len(seen) == 6


def test_guardian_fallback_to_highest_connected() -> None:
    """S0 Guardians: towards an unrevealed or unconnected card it goes to the highest-numbered connected card."""
    for seed in range(40):
        g = new_game(CATALOG, ["a"], seed=seed)
        g.state.encounter_decks["green"].remove("bogle")
        g.state.guardians.append(GuardianState("bogle", 103))  # 103 connects only east (101) on the map
        face = GUARDIAN_DIE[Rng(g.state.rng.state).below(6)]
        if face in ("north", "south", "west"):
            g.state.characters["a"].location = 104
            move_guardians(g)
            assert g.state.guardians[0].location == 101
            return
    raise AssertionError("no seed rolled a blocked direction")


def test_guardian_entering_a_location_with_characters_starts_the_encounter() -> None:
    """S0 Guardians: a Guardian that enters or stays on a location with characters starts the Encounter."""
    g = new_game(CATALOG, ["a", "b"], seed=4)
    g.state.encounter_decks["green"].remove("bogle")
    g.state.guardians.append(GuardianState("bogle", 101))
    face = GUARDIAN_DIE[Rng(g.state.rng.state).below(6)]
    while face != "nothing":
        g.state.rng.next_u64()
        face = GUARDIAN_DIE[Rng(g.state.rng.state).below(6)]
    g.state.work.append(Task("sod", step=6))
    g._run()
    assert g.state.encounter is not None
    assert g.state.encounter_context is not None
    assert g.state.encounter_context.participants == ["a", "b"]


def test_two_guardians_ask_which_first() -> None:
    """S0 Guardians: with more than one Guardian on a card, the players choose which Encounter comes first."""
    g = new_game(CATALOG, ["a"], seed=4)
    g.state.encounter_decks["green"].remove("bogle")
    g.state.encounter_decks["green"].remove("boar")
    g.state.guardians += [GuardianState("bogle", 103), GuardianState("boar", 103)]
    g.apply("travel 103")
    assert notations(g) == ["guardian boar", "guardian bogle"]
    g.apply("guardian bogle")
    assert g.state.encounter is not None and g.state.encounter_context is not None
    assert g.state.encounter_context.enemies == ["bogle"]


def test_location_removed_with_a_guardian() -> None:
    """S0 Wyrdness + Discarding: a Guardian on a discarded card returns to the bottom of its deck."""
    g = new_game(CATALOG, ["a"], seed=4)
    g.state.encounter_decks["green"].remove("bogle")
    g.state.guardians.append(GuardianState("bogle", 105))
    g.state.menhirs.clear()
    g.state.menhirs["102"] = MenhirState(102, 4)
    next_day(g)
    assert "105" not in g.state.locations
    assert g.state.encounter_decks["green"][-1] == "bogle" or any(gd.enemy == "bogle" for gd in g.state.guardians)


def test_participant_info_reports_tracks_items_and_skills() -> None:
    """encounter-contract.md: the host reports attributes, dice map, states, face-up items and kept skills."""
    g = new_game(CATALOG, ["a"], seed=1)
    a = g.state.characters["a"]
    g.gain_item("a", "knife")
    g.gain_item("a", "coat")
    a.face_down.append("coat")
    a.skills["lore-1"] = 1
    a.terror, a.energy = 7, 1
    info = g.participant("a", "combat")
    assert info.dice_map == {"red": "might", "blue": "guile", "gold": "zeal"}
    assert info.items == ("knife",)
    assert info.skills == {"lore-1": 1}
    assert info.panic and info.exhausted and not info.dying


def test_illegal_reason_in_an_encounter_is_the_machines_own() -> None:
    """Disabled buttons say why in the encounter's terms (docs/encounters.md), not a generic refusal."""
    from grail_desktop.catalog import load_campaign
    from grail_desktop.engine import new_game

    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, characters=["maelon"], seed=4)
    enemy = next(e.id for e in catalog.enemies.values() if e.deck == "combat" and not e.guardian)
    game.start_fight(["maelon"], [enemy], "test", 101)
    game._run()
    assert game.state.encounter is not None
    reason = game.illegal_reason("apply 1 to 1")
    assert reason is not None
    assert reason == "roll the dice before applying them"
