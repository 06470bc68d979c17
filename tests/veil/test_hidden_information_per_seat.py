"""Hidden information (issue 21): one authoritative state, one view per seat. A seat's legal actions and view
never depend on another seat's hidden hand or sealed choice, from setup on (S3 setup step 10: the Artifacts a
seat draws are its own; S3 turn step 1: choices are made at once and hidden)."""

from __future__ import annotations

from veil_testkit import game, pack, to_round

from grail_desktop.engine.rng import Rng
from grail_desktop.engine.snapshot import clone
from grail_desktop.engine.veil import rules
from grail_desktop.engine.veil.invariants import problems
from grail_desktop.engine.veil.views import determinize, view


def _swap_hidden(state, other: int) -> None:  # type: ignore[no-untyped-def]
    """Re-deal ``other``'s hand with cards of the same decks taken from the decks (what seat 0 cannot see)."""
    p = state.players[other]
    fams = {c.id: c.deck for c in pack().cards.values()}
    for k, card in enumerate(list(p.hand)):
        deck = state.decks[fams[card]]
        if deck:
            p.hand[k], deck[-1] = deck[-1], card


def test_draft_offers_are_the_drawers_alone() -> None:
    """S3 setup step 10: each seat draws 3 Artifacts; the others see only that it drew."""
    g = game(3)
    v1 = g.view(1)
    assert v1.draft[1] == g.state.draft[1]
    assert all(c == "?artifact" for c in v1.draft[0] + v1.draft[2])
    private = [e for e in g.events if e.kind == "ArtifactsOffered" and e.seat is not None]
    assert {e.seat for e in private} == {0, 1, 2}
    assert all(g.state.players[0].faction not in e.text for e in g.events_for(1) if e.seat == 1)


def test_legal_actions_and_view_ignore_another_seats_hand_and_choice() -> None:
    """Seat 0's legal actions and view are the same whatever seat 1 holds or has sealed (S3 turn step 1)."""
    g = to_round(game(2, seed=5))
    s = g.state
    before_legal = [str(a) for a in rules.legal(s, pack(), 0)]
    before_view = view(s, pack(), 0)
    other = clone(s)
    _swap_hidden(other, 1)
    assert other.players[1].hand != s.players[1].hand
    assert [str(a) for a in rules.legal(other, pack(), 0)] == before_legal
    assert view(other, pack(), 0) == before_view
    # seat 1 seals a choice: seat 0 sees only that a choice was made
    a1 = rules.legal(s, pack(), 1)[0]
    g.apply(a1)
    v0 = g.view(0)
    assert v0.sealed[1] == "?"
    assert [str(a) for a in g.legal_actions(0)] == before_legal
    assert not any(str(a1).split(": ")[1] in e.text for e in g.events_for(0))


def test_views_hide_decks_hands_mist_and_rng() -> None:
    g = to_round(game(4, seed=9))
    v = g.view(2)
    assert v.players[2].hand == g.state.players[2].hand
    for k in (0, 1, 3):
        assert all(c.startswith("?") for c in v.players[k].hand)
    assert all(c.startswith("?") for d in v.decks.values() for c in d)
    assert all(r.mist in ("", "?mist") for r in v.regions if not r.explored)
    assert v.rng.state == 0


def test_determinized_worlds_match_the_view_and_are_sound() -> None:
    """A search bot's sampled world looks the same to its seat as the real one, and keeps every invariant."""
    g = to_round(game(3, seed=11))
    g.apply(g.legal_actions(1)[0])
    v = g.view(0)
    rng = Rng.from_seed(3)
    for _ in range(5):
        w = determinize(v, pack(), 0, rng)
        assert problems(w, pack()) == []
        assert view(w, pack(), 0) == view(g.state, pack(), 0)
        assert w.players[0].hand == g.state.players[0].hand
        assert w.sealed[1] != "?" and w.sealed[1]


def test_private_events_name_their_seat() -> None:
    """Every event says who may see it: draws are shown to the drawer only; the others learn the deck."""
    g = to_round(game(2, seed=2))
    draws = [e for e in g.events if e.kind in ("CardDrawn", "CardsDrawn")]
    assert any(e.seat == 0 for e in draws) and any(e.seat is None for e in draws)
    assert all(e.seat in (None, 0) for e in g.events_for(0))
