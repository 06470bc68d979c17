"""Engine test setup: the in-code test catalog (``engine_testkit.py``) and small game helpers."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from engine_testkit import CATALOG

from grail_desktop.engine import Game, new_game
from grail_desktop.engine.defs import Catalog


@pytest.fixture
def catalog() -> Catalog:
    return CATALOG


@pytest.fixture
def solo() -> Game:
    """A one-character game (character ``a``) on Day 1, During the Day."""
    return new_game(CATALOG, ["a"], seed=7)


@pytest.fixture
def duo() -> Game:
    """A two-character game (``a``, ``b``) on Day 1."""
    return new_game(CATALOG, ["a", "b"], seed=7)
