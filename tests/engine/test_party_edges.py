"""Party edges (rules-decisions.md "Parties"; S0 "Parties and Party Actions"): a member who cannot pay is dropped
and the action goes on with the rest; characters already standing on a Location may join an Encounter an
arriving Party triggers there, if the Party agrees."""

from __future__ import annotations

from engine_testkit import CATALOG, notations

from grail_desktop.engine import new_game
from grail_desktop.engine.state import GuardianState


def test_a_member_without_energy_is_dropped_and_the_exploration_goes_on() -> None:
    """Before: 'explore with c' was refused outright when c had no Energy."""
    g = new_game(CATALOG, ["a", "b", "c"], seed=1)
    g.state.characters["c"].energy = 0
    result = g.apply("explore with b,c")
    left = [e for e in result.events if e.kind == "PartyLeft"]
    assert len(left) == 1 and left[0].character == "c"
    assert "cannot pay 1 Energy (has 0)" in left[0].text and "goes on with the rest" in left[0].text
    assert g.state.exploration is not None and g.state.exploration.party == ["a", "b"]
    assert g.state.characters["c"].acted is False  # c keeps their own Action for the round
    assert any(e.startswith("PartyLeft") and "Hero C" in e for e in g.state.chronicle)


def test_a_member_who_may_not_join_is_still_refused() -> None:
    g = new_game(CATALOG, ["a", "b", "c"], seed=1)
    g.state.characters["c"].location = 103
    assert g.illegal_reason("explore with b,c") is not None


def test_those_already_here_may_join_a_guardian_fight_if_the_party_agrees() -> None:
    g = new_game(CATALOG, ["a", "b", "c"], seed=1)
    s = g.state
    s.characters["c"].location = 103  # c waits at the Market Cross with a Guardian on it
    s.guardians.append(GuardianState("bogle", 103))
    g.apply("travel 103 with b")
    assert s.pending and s.pending[0].kind == "join"
    assert notations(g) == ["join none", "join c"]
    g.apply("join c")
    assert s.encounter is not None
    assert [p.character for p in s.encounter.participants] == ["a", "b", "c"]


def test_the_party_may_face_it_alone() -> None:
    g = new_game(CATALOG, ["a", "b"], seed=1)
    s = g.state
    s.characters["b"].location = 103
    s.guardians.append(GuardianState("bogle", 103))
    g.apply("travel 103")
    g.apply("join none")
    assert s.encounter is not None and [p.character for p in s.encounter.participants] == ["a"]
