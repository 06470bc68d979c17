"""Bots and the 5-unit limit (S3 turn step 6: checked at the end of the turn, so deploying into a full region
is legal, but the unit goes back to supply): greedy and search never deploy or move into a region that
already holds 5 of their units while anything else is possible."""

from __future__ import annotations

from veil_testkit import game, pack

from grail_desktop.engine.veil.board import INDEX, UNIT_LIMIT, units_in
from grail_desktop.engine.veil.bots import into_full, make_bot


def test_greedy_and_search_keep_out_of_full_regions_over_whole_matches() -> None:
    """Three-seat matches of greedy and search (quick): no deploy or move into a full region, no unit sent
    back by the end-of-turn limit check (S3 turn step 6)."""
    for seed in (3, 4):
        g = game(3, seed=seed)
        bots = [make_bot(kind, pack(), seed * 10 + k, "quick") for k, kind in enumerate(("greedy", "search", "greedy"))]
        chosen = 0
        while not g.over:
            seat = g.to_act()[0]
            a = bots[seat].choose(g.view(seat), seat, g.legal_actions(seat))
            if a.kind in ("deploy", "move"):
                chosen += 1
                assert units_in(g.state.players[seat], INDEX[a.args[-1]]) < UNIT_LIMIT, str(a)
            g.apply(a)
        assert chosen > 5
        assert not any(e.kind == "UnitLimit" for e in g.events)


def test_into_full_reads_the_acting_factions_units() -> None:
    """A deploy into a region with 5 units of one's own is "into full"; 5 units of another faction are not."""
    from grail_desktop.engine.veil.actions import Act

    g = game(2)
    s = g.state
    sw = INDEX["sw"]
    s.players[0].warriors[sw] = 5
    assert into_full(s, Act(0, "deploy", ("warrior", "sw")))
    assert not into_full(s, Act(1, "deploy", ("warrior", "sw")))
    assert not into_full(s, Act(0, "settle", ("sw",)))
