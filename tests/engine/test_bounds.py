"""The engine keeps to the bounds the save loader checks (``engine.bounds``; issue 17 "Every number has a
bound"): a game played here always loads again, and the lists of kinds the loader accepts are the kinds the
engine creates."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from grail_desktop.engine import Game, IllegalActionError, bounds, new_game
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.state import Pending

ENGINE = Path(bounds.__file__).parent


def _source() -> str:
    return "\n".join(p.read_text("utf-8") for p in ENGINE.rglob("*.py"))


def test_every_decision_the_engine_opens_is_one_the_loader_knows() -> None:
    opened = set(re.findall(r'Pending\(\s*"([a-z-]+)"', _source()))
    assert opened, "the scan finds the engine's decisions"
    assert opened <= set(bounds.PENDING_KINDS)


def test_every_work_the_engine_queues_is_one_the_loader_knows() -> None:
    queued = set(re.findall(r'Task\(\s*"([a-z-]+)"', _source())) - {"check"}  # "check" is never queued
    processed = set(re.findall(r'kind == "([a-z-]+)"', (ENGINE / "game.py").read_text("utf-8")))
    assert queued <= set(bounds.TASK_KINDS)
    assert set(bounds.TASK_KINDS) <= processed, "Game._process runs each kind the loader accepts"


def test_every_known_decision_lists_its_answers(solo: Game) -> None:
    """An unknown decision would leave nothing to do (legal_actions empty): the loader refuses those."""
    solo.state.pending = [Pending("mercy")]
    assert [str(a) for a in solo.legal_actions()] == ["mercy"]
    solo.state.pending = [Pending("teatime", "a")]
    assert solo.legal_actions() == []


def test_adjust_stops_at_the_attribute_and_resource_bounds(solo: Game) -> None:
    """The Chronicler's corrections keep to the bounds (S0 "Advancing Attributes"; the sheet's boxes)."""
    with pytest.raises(IllegalActionError, match="cannot go above 30"):
        solo.apply(f"adjust a might {bounds.MAX_ATTRIBUTE + 1}")
    with pytest.raises(IllegalActionError, match="cannot go above 999"):
        solo.apply(f"adjust a wealth {bounds.MAX_RESOURCE + 1}")
    solo.apply(f"adjust a wealth {bounds.MAX_RESOURCE}")
    assert solo.state.characters["a"].resources["wealth"] == bounds.MAX_RESOURCE


def test_resources_stop_at_their_bound(solo: Game) -> None:
    solo.apply(f"adjust a food {bounds.MAX_RESOURCE - 1}")
    solo.change("a", "food", 5)
    assert solo.state.characters["a"].resources["food"] == bounds.MAX_RESOURCE


def test_no_raise_is_offered_past_the_highest_attribute(solo: Game) -> None:
    c = solo.state.characters["a"]
    c.attributes["might"] = bounds.MAX_ATTRIBUTE
    c.resources["experience"] = 50
    solo.state.pending = [Pending("advance", "a")]
    offered = [str(a) for a in solo.legal_actions()]
    assert "raise might" not in offered
    assert "raise lore" in offered


def test_a_seed_longer_than_the_bound_is_kept_folded_and_plays_the_same(catalog: Catalog) -> None:
    """Rng.from_seed works modulo 2**64: the folded seed gives the same game and fits the save sheet."""
    long_seed = 10**bounds.MAX_SEED_DIGITS + 12345
    game = new_game(catalog, ["a"], seed=long_seed)
    assert game.state.setup.seed == long_seed % (1 << 64)
    assert bounds.seed_in_bounds(game.state.setup.seed)
    assert game.state == new_game(catalog, ["a"], seed=long_seed % (1 << 64)).state
    assert Rng.from_seed(long_seed).state == Rng.from_seed(long_seed % (1 << 64)).state
