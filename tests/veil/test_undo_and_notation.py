"""The engine contract (architecture.md): stable notation, a refused action changes nothing, undo one action at
a time but never across a reveal, a draw or a Mist reveal (issue 21)."""

from __future__ import annotations

import pytest
from veil_testkit import game, only_seat, set_hand, to_round

from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.snapshot import clone
from grail_desktop.engine.veil.actions import Act, parse_act


def test_notation_round_trips_and_reads_clearly() -> None:
    for text in (
        "0: keep ar-moonsilver-torc on c1",
        "1: play dp-tide-landing pay mv-ferry-of-reeds,st-granary",
        "2: plan bp-pincer bonus mv-stag-leap",
        "3: plan none",
        "0: move lord sw w",
        "1: combat draw",
    ):
        assert str(parse_act(text)) == text
    with pytest.raises(IllegalActionError, match="seat number"):
        parse_act("play x")
    with pytest.raises(IllegalActionError, match="unknown verb"):
        parse_act("0: fly away")


def test_refused_action_changes_nothing() -> None:
    g = to_round(game(2))
    before, log, events = clone(g.state), list(g.log), len(g.events)
    with pytest.raises(IllegalActionError):
        g.apply(Act(0, "settle", ("c",)))
    assert g.state == before and g.log == log and len(g.events) == events
    g.apply("1: standard power")
    sealed = clone(g.state)
    with pytest.raises(IllegalActionError, match="already made"):
        g.apply("1: standard move")
    assert g.state == sealed


def test_undo_a_sealed_choice_but_not_the_reveal() -> None:
    g = to_round(game(2))
    s = g.state
    set_hand(s, 0, ["dp-night-crossing", "st-granary"])
    g.apply("0: standard power")
    assert g.can_undo(0)
    assert g.undo() == "0: standard power"
    assert g.state.sealed[0] == ""
    g.apply("0: play dp-night-crossing")
    g.apply(g.legal_actions(1)[-1])  # seat 1's choice reveals both: a barrier
    assert not g.can_undo()
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        g.undo()


def test_undo_a_move_but_not_an_exploration_or_a_draw() -> None:
    g = to_round(game(2, seed=4))
    s = g.state
    set_hand(s, 0, ["mv-hidden-paths"])
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play mv-hidden-paths")
    g.apply("1: play st-harvest-tithe")
    seat = only_seat(g)
    while seat != 0:
        g.apply(g.legal_actions(seat)[0])
        seat = only_seat(g)
    moves = [a for a in g.legal_actions(0) if a.kind == "move" and a.args[0] == "warrior"]
    g.apply(moves[0])
    assert g.can_undo(0)
    g.undo()
    lord = [
        a
        for a in g.legal_actions(0)
        if a.kind == "move"
        and a.args[0] == "lord"
        and not g.state.regions[["nw", "n", "ne", "w", "c", "e", "sw", "s", "se"].index(a.args[2])].explored
    ]
    if lord:
        g.apply(lord[0])
        assert any(e.kind == "RegionExplored" for e in g.events[-6:])
        assert not g.can_undo()


def test_apply_returns_events_and_change_flags() -> None:
    """Engine contract (architecture.md): events plus change flags telling observers what to refresh."""
    g = game(2)
    result = g.apply(g.legal_actions(0)[0])
    assert result.changes == frozenset({"log"}) and [e.kind for e in result] == ["ChoiceSealed", "ChoiceSealed"]
    result = g.apply(g.legal_actions(1)[0])
    assert {"tracks", "board", "hands", "phase"} <= result.changes
