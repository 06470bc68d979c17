"""Invariants of a Riven Veil state, checked after every step of the random playouts (issue 21).

VP never below 0 (S3 FAQ); at most 5 units of a faction in a region outside a turn (S3 "End of Turn"); one
Settlement per faction per region and no more than the tile's slots (S3 "Settle"); every card of the pack
exactly once (or its copies, for Combat Cards) across decks, hands, table, board and discards; Warriors
conserved between supply and board.
"""

from __future__ import annotations

from collections import Counter

from grail_desktop.engine.veil.board import UNIT_LIMIT, settlements_in, units_in
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.state import VeilState
from grail_desktop.engine.veil.views import _pool, seen_cards


def problems(state: VeilState, pack: VeilPack) -> list[str]:
    """Every broken invariant as plain words; ``[]`` when the state is sound."""
    out: list[str] = []
    for seat, p in enumerate(state.players):
        if p.vp < 0:
            out.append(f"seat {seat} has {p.vp} VP")
        if p.power < 0:
            out.append(f"seat {seat} has {p.power} Faction Power")
        if len(set(p.settled)) != len(p.settled):
            out.append(f"seat {seat} has two Settlements in one region")
        if p.supply + sum(p.warriors) != pack.factions[p.faction].warriors or p.supply < 0:
            out.append(f"seat {seat}'s Warriors are not conserved")
        if min(p.warriors) < 0:
            out.append(f"seat {seat} has a negative Warrior count")
        if p.favor > len(pack.favor_vp) - 1:
            out.append(f"seat {seat} is past the end of the Favor Track")
        if state.phase != "turn":
            for i in range(len(state.regions)):
                if units_in(p, i) > UNIT_LIMIT:
                    out.append(f"seat {seat} has {units_in(p, i)} units in region {i}")
    for i, r in enumerate(state.regions):
        if settlements_in(state, i) > pack.regions[r.tile].slots:
            out.append(f"region {i} has more Settlements than slots")
        if r.deep and any(units_in(p, i) for p in state.players):
            out.append(f"region {i} is in Deep Mist but holds units")
    want = Counter(c for cards in _pool(pack).values() for c in cards)
    have = Counter(seen_cards(state))
    if want != have:
        extra = have - want
        missing = want - have
        out.append(f"cards not conserved: extra {dict(extra)}, missing {dict(missing)}")
    return out
