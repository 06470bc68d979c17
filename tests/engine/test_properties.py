"""Property tests: random playouts where every action comes from ``legal_actions`` (issue 3 "Property tests";
architecture.md "The engine contract"). Bounded for CI: few examples, short playouts."""

from __future__ import annotations

from engine_testkit import CATALOG
from hypothesis import given, settings
from hypothesis import strategies as st

from grail_desktop.engine import Game, new_game
from grail_desktop.engine.invariants import out_of_menhir_range, problems
from grail_desktop.engine.rng import Rng

CHARACTERS = ["a", "b", "c", "d"]


def playout(players: int, seed: int, choices: int, steps: int) -> tuple[Game, list[str]]:
    """Play ``steps`` random legal actions (picked by a seeded chooser) and check invariants after each."""
    game = new_game(CATALOG, CHARACTERS[:players], seed=seed, undo=False)
    chooser = Rng.from_seed(choices)
    log: list[str] = []
    for _ in range(steps):
        actions = game.legal_actions()
        if not actions:
            break
        action = chooser.choice(actions)
        log.append(str(action))
        result = game.apply(action)
        assert problems(CATALOG, game.state) == [], (log[-5:], problems(CATALOG, game.state))
        if any(e.kind == "PhaseChanged" and e.get("phase") == "day" for e in result.events):
            # S1 Start of the Day 2: after the Start of the Day every card is in range (unless no Menhir is left)
            assert out_of_menhir_range(game.state) == []
    return game, log


@settings(max_examples=12, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_random_playouts_keep_invariants(players: int, seed: int, choices: int) -> None:
    """Every step's action is legal, apply never raises, and the invariants hold (Energy ≤ Health, no negative
    resources, decks ≥ 15 outside encounters, every card in exactly one place, Menhir range after Start of Day)."""
    game, log = playout(players, seed, choices, 150)
    assert log  # something was played
    assert game.state.day >= 1


@settings(max_examples=5, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_same_setup_and_actions_give_the_same_game(players: int, seed: int, choices: int) -> None:
    """architecture.md: same catalog, setup, seed and actions → identical state (the Rng lives in the state)."""
    first, log = playout(players, seed, choices, 80)
    second = new_game(CATALOG, CHARACTERS[:players], seed=seed, undo=False)
    for text in log:
        second.apply(text)  # applied by notation: the log replays
    assert second.state == first.state
    assert second == first


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_from_state_continues_identically(seed: int, choices: int) -> None:
    """Game.from_state: a copy of the state continues exactly like the original (saves resume this way)."""
    import copy

    game, _ = playout(2, seed, choices, 40)
    clone = Game.from_state(CATALOG, copy.deepcopy(game.state))
    chooser = Rng.from_seed(choices + 1)
    for _ in range(40):
        actions = game.legal_actions()
        if not actions:
            break
        assert [str(a) for a in actions] == [str(a) for a in clone.legal_actions()]
        action = chooser.choice(actions)
        game.apply(action)
        clone.apply(str(action))
    assert clone.state == game.state


def test_legal_actions_are_deterministic() -> None:
    """architecture.md: legal_actions enumerates in a deterministic order."""
    game, _ = playout(3, 5, 6, 30)
    assert [str(a) for a in game.legal_actions()] == [str(a) for a in game.legal_actions()]


@settings(max_examples=6, deadline=None)
@given(players=st.integers(1, 3), seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_undo_restores_the_exact_earlier_state(players: int, seed: int, choices: int) -> None:
    """architecture.md Undo: whenever undo is offered it gives back exactly the state before the action, and
    applying the action again gives exactly the same state as before the undo."""
    import copy

    game = new_game(CATALOG, CHARACTERS[:players], seed=seed)
    chooser = Rng.from_seed(choices)
    for _ in range(80):
        actions = game.legal_actions()
        if not actions:
            break
        action = chooser.choice(actions)
        before = copy.deepcopy(game.state)
        game.apply(action)
        after = copy.deepcopy(game.state)
        if game.can_undo():
            game.undo()
            assert game.state == before
            game.apply(action)
            assert game.state == after
