"""Helpers of the Riven Veil tests: the bundled pack, matches driven to a given point, moving cards."""

from __future__ import annotations

from functools import cache

from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil import rules
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode, VeilState

FACTIONS = ["hollow-court", "tide-wardens", "thorn-kin", "ember-oath"]


@cache
def pack() -> VeilPack:
    return load_veil_pack("saltcrown")


def game(seats: int = 2, mode: Mode | None = None, seed: int = 1) -> VeilGame:
    return VeilGame(pack(), FACTIONS[:seats], mode or Mode(), seed)


def to_round(g: VeilGame, starts: list[str] | None = None) -> VeilGame:
    """Play the draft (first offer, on the Lord) and the landings (``starts`` or the first coastal region)."""
    for seat in range(g.state.seats):
        g.apply(g.legal_actions(seat)[0])
    for _ in range(g.state.seats):
        seat = g.to_act()[0]
        acts = g.legal_actions(seat)
        want = starts[seat] if starts else None
        g.apply(next((a for a in acts if a.args[0] == want), acts[0]))
    assert g.state.phase == "choose"
    return g


def give(s: VeilState, seat: int, card: str) -> None:
    """Move ``card`` from wherever it is (deck, discard, a hand) into ``seat``'s hand."""
    for pile in [*s.decks.values(), *s.discards.values(), *(p.hand for p in s.players)]:
        if card in pile:
            pile.remove(card)
            break
    else:
        raise AssertionError(f"{card} not found")
    s.players[seat].hand.append(card)


def set_hand(s: VeilState, seat: int, cards: list[str]) -> None:
    """Make ``seat``'s hand exactly ``cards`` (the old hand goes to the discards)."""
    p = s.players[seat]
    for c in list(p.hand):
        p.hand.remove(c)
        s.discards[pack().cards[c].deck].append(c)
    for c in cards:
        give(s, seat, c)


def acts(g: VeilGame, seat: int) -> list[str]:
    return [str(a) for a in g.legal_actions(seat)]


def only_seat(g: VeilGame) -> int:
    seats = rules.to_act(g.state)
    assert len(seats) == 1, seats
    return seats[0]
