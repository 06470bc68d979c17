"""Fixtures for the save-sheet tests: the small code-built campaign and a mid-campaign state."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from save_fixtures import build_catalog, rich_state

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.state import GameState
from grail_desktop.saves import dump_state


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return build_catalog()


@pytest.fixture
def state(catalog: Catalog) -> GameState:
    return rich_state(catalog)


@pytest.fixture
def text(state: GameState, catalog: Catalog) -> str:
    """The sheet of :func:`state`, as dumped."""
    return dump_state(state, catalog)


@pytest.fixture
def isolated_catalog_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Packs loaded from files cache under a temporary folder, never in the user's cache."""
    monkeypatch.setenv("GRAIL_DESKTOP_CACHE_DIR", str(tmp_path / "cache"))
