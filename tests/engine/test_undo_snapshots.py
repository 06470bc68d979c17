"""Undo with few snapshots (issue 25; architecture.md "Undo": snapshots or replay): the Game keeps one
snapshot and replays from it, taking a new one only at a reveal point every ``UNDO_SNAPSHOT`` actions (and an
undo moving it up to the last reveal point once that lies ``UNDO_REPLAY`` actions or more past it). Undo must
still give back exactly the earlier state, and stop exactly where the rules say (the last action that revealed
information or used chance), as when a snapshot was taken at every reveal point."""

from __future__ import annotations

import copy
from typing import Any

import attrs
import pytest
from engine_testkit import CATALOG
from hypothesis import given, settings
from hypothesis import strategies as st

from grail_desktop.engine import game as game_module
from grail_desktop.engine import new_game
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.snapshot import clone

CHARACTERS = ["a", "b", "c", "d"]


def _mutables(obj: Any, found: dict[int, Any]) -> None:
    """Every list, dict and attrs instance reachable from ``obj``, by id."""
    if isinstance(obj, list):
        found[id(obj)] = obj
        for x in obj:
            _mutables(x, found)
    elif isinstance(obj, dict):
        found[id(obj)] = obj
        for x in obj.values():
            _mutables(x, found)
    elif attrs.has(type(obj)):
        found[id(obj)] = obj
        for field in attrs.fields(type(obj)):
            _mutables(getattr(obj, field.name), found)


@settings(max_examples=8, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_a_snapshot_is_equal_and_shares_nothing_mutable(players: int, seed: int, choices: int) -> None:
    """clone(): equal to the state, and no list, dict or attrs object is shared (a change to one never shows in
    the other) — also with the encounter, journal and pending decisions a playout reaches."""
    game = new_game(CATALOG, CHARACTERS[:players], seed=seed, undo=False)
    chooser = Rng.from_seed(choices)
    for _ in range(120):
        actions = game.legal_actions()
        if not actions:
            break
        game.apply(chooser.choice(actions))
        snap = clone(game.state)
        assert snap == game.state
        original: dict[int, Any] = {}
        copied: dict[int, Any] = {}
        _mutables(game.state, original)
        _mutables(snap, copied)
        assert not original.keys() & copied.keys()


@attrs.define
class _Opaque:
    """Annotations naming a type that does not exist at run time (as with names imported for type checking)."""

    cards: list[NotImportedHere]  # type: ignore[name-defined]  # noqa: F821
    count: int = 0


def test_a_class_whose_annotations_do_not_resolve_is_still_copied_exactly() -> None:
    original = _Opaque([["a"], ["b"]], 2)
    copy_ = clone(original)
    assert copy_ == original
    assert copy_.cards is not original.cards and copy_.cards[0] is not original.cards[0]


def test_clone_refuses_what_the_state_never_holds() -> None:
    with pytest.raises(TypeError, match="cannot snapshot a set"):
        clone({"a": {1, 2}})


def undo_round_trips(players: int, seed: int, choices: int) -> int:
    """Two games play the same random actions, one snapshotting at every reveal point (the earlier behaviour)
    and one with the default UNDO_REPLAY: at every step both offer undo alike; now and then undoing as far as
    allowed gives back each earlier state exactly, and re-applying the actions gives the same game again.
    Returns how many actions were undone."""
    steps = game_module.UNDO_SNAPSHOT + 2 * game_module.UNDO_REPLAY + 20  # fresh snapshots and moves on the way
    chooser = Rng.from_seed(choices)
    rare = new_game(CATALOG, CHARACTERS[:players], seed=seed)
    every = new_game(CATALOG, CHARACTERS[:players], seed=seed)
    every._replay_limit = every._snapshot_limit = 1
    history: list[tuple[str, Any]] = []  # (action, state before it)
    undone = 0
    for step in range(steps):
        actions = rare.legal_actions()
        if not actions:
            break
        action = str(chooser.choice(actions))
        history.append((action, copy.deepcopy(rare.state)))
        rare.apply(action)
        every.apply(action)
        assert rare.can_undo() == every.can_undo()
        if step % 7 == 6:  # now and then take back everything undo allows, then play it again
            after = copy.deepcopy(rare.state)
            redo: list[str] = []
            while rare.can_undo():
                rare.undo()
                action_back, before = history.pop()
                redo.append(action_back)
                assert rare.state == before
                undone += 1
            for again in reversed(redo):
                history.append((again, copy.deepcopy(rare.state)))
                rare.apply(again)
            assert rare.state == after == every.state
    assert rare.state == every.state
    return undone


@settings(max_examples=6, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_undo_with_rare_snapshots_matches_a_snapshot_at_every_reveal(players: int, seed: int, choices: int) -> None:
    undo_round_trips(players, seed, choices)  # asserts at every step


def test_undo_replays_across_fresh_snapshots(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fixed playout long enough for several fresh snapshots, where undo has real work to do, among it moving
    the snapshot up to a reveal point far past it."""
    moved: list[int] = []
    move = game_module.Game._move_anchor_to_barrier

    def counted(game: game_module.Game) -> None:
        moved.append(game._barrier)
        move(game)

    monkeypatch.setattr(game_module.Game, "_move_anchor_to_barrier", counted)
    assert undo_round_trips(2, 11, 5) > 3
    assert moved and min(moved) >= game_module.UNDO_REPLAY
