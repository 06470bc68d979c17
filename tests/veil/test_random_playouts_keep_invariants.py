"""Random playouts for 2, 3 and 4 seats in every mode (S3 setup step 3): no exception, invariants every step
(VP ≥ 0, S3 FAQ; ≤ 5 units a region, S3 "End of Turn"; one Settlement per faction per region, S3 "Settle";
cards conserved), notation round trips, and the game ends after the last season (S3 "Ending the Game")."""

from __future__ import annotations

import itertools

import pytest
from veil_testkit import FACTIONS, pack

from grail_desktop.engine.rng import Rng
from grail_desktop.engine.veil import rules
from grail_desktop.engine.veil.actions import parse_act
from grail_desktop.engine.veil.invariants import problems
from grail_desktop.engine.veil.setup import new_state
from grail_desktop.engine.veil.state import Mode
from grail_desktop.engine.veil.views import determinize, view

MODES = [Mode(s, d, y, c) for s, d, y, c in itertools.product((2, 3), (False, True), (False, True), (False, True))]


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("mode", MODES, ids=str)
def test_random_playout(seats: int, mode: Mode) -> None:
    pk = pack()
    seed = seats * 100 + MODES.index(mode)
    state, _ = new_state(pk, FACTIONS[:seats], mode, seed)
    rng = Rng.from_seed(seed)
    steps = 0
    seasons_seen = {1}
    while state.phase != "over":
        seat = rules.to_act(state)[0]
        legal = rules.legal(state, pk, seat)
        assert legal, f"seat {seat} has no legal action in phase {state.phase}"
        for a in legal:
            assert parse_act(str(a)) == a
        if steps % 7 == 0:  # a seat's legal actions read nothing it cannot see (issue 21, hidden information)
            for other in range(seats):
                world = determinize(view(state, pk, other), pk, other, rng)
                assert rules.legal(world, pk, other) == rules.legal(state, pk, other)
        rules.apply(state, pk, rng.choice(legal))
        assert problems(state, pk) == []
        seasons_seen.add(state.season)
        steps += 1
        assert steps < 5000
    assert seasons_seen == set(range(1, mode.seasons + 1))
    assert state.winners
    best = max(p.vp for p in state.players)
    assert all(state.players[w].vp == best for w in state.winners)
