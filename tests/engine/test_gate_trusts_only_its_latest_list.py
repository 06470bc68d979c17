"""The gate skips a second validation only for an action object from its latest list, with nothing applied or
undone since (issue 25: playouts with undo; architecture.md "The engine contract": every change goes through
``apply()``, a refused action changes nothing). Anything else is validated as before: an equal action built
elsewhere, parsed notation, or an object from an older list.
"""

from __future__ import annotations

import pytest
from engine_testkit import CATALOG

from grail_desktop.engine import IllegalActionError, new_game, parse_action
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.snapshot import clone

CHARACTERS = ["a", "b", "c", "d"]


@pytest.mark.parametrize("seed", range(6))
def test_listed_objects_and_their_notation_play_the_same_game(seed: int) -> None:
    """The same random choices applied as the listed objects (trusted) and as parsed notation (validated)
    give equal states at every step: the shortcut changes no outcome."""
    trusted = new_game(CATALOG, CHARACTERS[: 1 + seed % 4], seed=seed)
    checked = new_game(CATALOG, CHARACTERS[: 1 + seed % 4], seed=seed)
    chooser = Rng.from_seed(seed + 500)
    for _ in range(250):
        actions = trusted.legal_actions()
        assert [str(a) for a in actions] == [str(a) for a in checked.legal_actions()]
        if not actions:
            break
        action = chooser.choice(actions)
        trusted.apply(action)
        checked.apply(str(action))
        assert trusted.state == checked.state


@pytest.mark.parametrize("seed", range(6))
def test_an_object_from_an_older_list_is_validated_again(seed: int) -> None:
    """After another action was applied, every object of the earlier list that is no longer listed is refused
    and leaves the state as it was (S1 "During the Day": an action taken cannot be taken again as if it were
    still open)."""
    game = new_game(CATALOG, CHARACTERS[: 1 + seed % 4], seed=seed)
    twin = new_game(CATALOG, CHARACTERS[: 1 + seed % 4], seed=seed)  # lists for ``game`` without relisting it
    chooser = Rng.from_seed(seed + 900)
    refused = 0
    for _ in range(200):
        old = game.legal_actions()
        if not old:
            break
        action = chooser.choice(old)
        game.apply(action)
        twin.apply(str(action))
        now = {str(a) for a in twin.legal_actions()}
        for stale in old:
            if str(stale) in now:
                continue
            before = clone(game.state)
            with pytest.raises(IllegalActionError):
                game.apply(stale)
            refused += 1
            assert game.state == before
    assert refused > 0


@pytest.mark.parametrize("seed", range(4))
def test_after_undo_the_earlier_list_is_validated_again(seed: int) -> None:
    """Undo changes the state outside the latest list: an object listed after the undone action is checked
    again, and one no longer legal is refused with the state kept (architecture.md "Undo")."""
    game = new_game(CATALOG, CHARACTERS[: 2 + seed % 3], seed=seed)
    chooser = Rng.from_seed(seed + 40)
    checked = 0
    for _ in range(300):
        first = game.legal_actions()
        if not first:
            break
        game.apply(chooser.choice(first))
        if not game.can_undo():
            continue
        after = game.legal_actions()
        game.undo()
        listed = {str(a) for a in first}  # the state is as it was when ``first`` was listed
        for stale in after:
            if str(stale) in listed:
                continue
            before = clone(game.state)
            with pytest.raises(IllegalActionError):
                game.apply(stale)
            assert game.state == before
            checked += 1
        game.apply(chooser.choice(game.legal_actions()))
    assert checked > 0


def test_listed_actions_are_shared_values_equal_to_built_ones() -> None:
    """Two listings of the same moment give the very same action objects, each equal to the action built from
    its notation (the gate's lists are frozen values, shared: issue 25)."""
    game = new_game(CATALOG, ["a", "b"], seed=1)
    first, again = game.legal_actions(), game.legal_actions()
    assert first == again
    assert all(a is b for a, b in zip(first, again, strict=True))
    assert first == [parse_action(str(a)) for a in first]
