"""The map: grid, connections, reveals, special movement, replacement, removal and wyrdness
(S0 "Locations", "Special Movement", "Legacy Location Numbers", "Menhirs and Wyrdness";
rules-decisions.md "Grid and distance")."""

from __future__ import annotations

import pytest
from engine_testkit import CATALOG, next_day, notations

from grail_desktop.engine import IllegalActionError, mapgrid, new_game
from grail_desktop.engine.state import MenhirState, PlacedLocation


def test_travel_only_along_connections() -> None:
    """S1 Travel: only to connected cards (keys on both edges), never diagonally."""
    g = new_game(CATALOG, ["a"], seed=1)
    travels = [n for n in notations(g) if n.startswith("travel")]
    assert travels == ["travel 102", "travel 104", "travel 105", "travel 103"]
    with pytest.raises(IllegalActionError, match="not connected"):
        g.apply("travel 107")


def test_blocked_route_between_adjacent_cards() -> None:
    """S0: neighbouring cards without keys on the shared edge are not connected (107 west key, 102 none)."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.state.locations["107"] = PlacedLocation(107, 1, 1)
    assert (("east", 107)) not in mapgrid.connected(CATALOG, g.state, 102)
    assert ("north", 107) in mapgrid.connected(CATALOG, g.state, 104)


def test_reveal_only_within_menhir_range() -> None:
    """S0 Locations 1: cards are attached on arrival only within 1 card (diagonals count) of an Active Menhir."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.apply("travel 104")
    assert "107" in g.state.locations  # (1, 1): diagonal to the Menhir at 101
    assert "108" not in g.state.locations  # (2, 0): two cards away
    g2 = new_game(CATALOG, ["a"], seed=1)
    g2.state.menhirs["104"] = MenhirState(104, 3)
    g2.apply("travel 104")
    assert "108" in g2.state.locations


def test_arrival_order_reveal_guardian_instant() -> None:
    """S0 Guardians / rules-decisions.md: on arrival reveal, then the Guardian Encounter, then the instant rule."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.state.encounter_decks["green"].remove("bogle")
    from grail_desktop.engine.state import GuardianState

    g.state.guardians.append(GuardianState("bogle", 105))
    result = g.apply("travel 105")
    kinds = [e.kind for e in result.events]
    assert g.state.encounter is not None
    assert "TerrorChanged" not in kinds  # the instant rule waits for the encounter
    while g.state.encounter is not None:
        acts = notations(g)
        g.apply("escape" if "escape" in acts else acts[0])
    assert g.state.characters["a"].terror == 2  # instant "gain terror 1" after the encounter
    assert (
        any(gd.enemy == "bogle" and gd.location == 105 for gd in g.state.guardians)
        or "bogle" in (g.state.encounter_decks["green"])
    )


def test_special_movement_is_not_travel() -> None:
    """S0 Special Movement: costs no Energy, reveals cards and triggers the instant rule."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.apply("travel 105")
    energy = g.state.characters["a"].energy
    g.apply("explore")
    g.apply("choose 2")  # move-lowest
    a = g.state.characters["a"]
    assert a.location == 101
    assert a.energy == energy - 1  # only the Explore was paid


def test_location_replacement_keeps_cell_and_keys() -> None:
    """S0 Legacy Location Numbers: the new version takes the old one's place; keys naming the Legacy number
    still connect; the old card leaves the game."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.apply("travel 105")
    g.apply("explore")
    g.apply("choose 1")  # replace 105 205
    s = g.state
    assert "105" not in s.locations and 105 in s.removed_locations
    assert (s.locations["205"].x, s.locations["205"].y) == (0, -1)
    assert s.characters["a"].location == 205
    assert ("south", 205) in mapgrid.connected(CATALOG, s, 101)
    assert mapgrid.current_version(CATALOG, s, 105) == 205


def test_removal_and_wyrdness_displacement() -> None:
    """S1 Start of the Day 2 / S0 Wyrdness: cards out of range are discarded; characters there lose 2 Health,
    gain 2 Terror and move to the nearest remaining card (Manhattan; ties to the lowest number)."""
    g = new_game(CATALOG, ["a"], seed=1)
    s = g.state
    s.menhirs["102"] = MenhirState(102, 5)
    s.menhirs["101"].dial = 0
    s.locations["106"] = PlacedLocation(106, 0, 2)
    s.locations["109"] = PlacedLocation(109, -1, 1)
    s.characters["a"].location = 105
    next_day(g)
    # Menhir at 101 went dark; 102 at (0,1) keeps 101, 103 (diag), 104 (diag), 106, 109 — 105 at (0,-1) is lost
    assert "105" not in s.locations
    a = s.characters["a"]
    assert a.location == 101
    assert (a.health, a.terror) == (6 - 2, 1 + 2)


def test_nearest_ties_go_to_lowest_number() -> None:
    """rules-decisions.md: nearest by Manhattan distance, ties to the lowest-numbered card."""
    origin = PlacedLocation(999, 0, 0)
    cands = [PlacedLocation(104, 1, 0), PlacedLocation(103, -1, 0), PlacedLocation(106, 0, 2)]
    g = new_game(CATALOG, ["a"], seed=1)
    assert mapgrid.nearest(g.state, origin, cands) == 103


def test_discarded_location_can_return() -> None:
    """S0 Discarding: a discarded Location goes back to its deck and can be revealed again later."""
    g = new_game(CATALOG, ["a"], seed=1)
    s = g.state
    del s.locations["105"]
    g.apply("travel 104")
    g.apply("travel 101")
    assert "105" in s.locations
