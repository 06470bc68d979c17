"""Fixtures for the catalog tests: a fresh copy of the minimal pack and an isolated cache folder."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

MINIMAL = Path(__file__).parent / "packs" / "minimal"


@pytest.fixture(autouse=True)
def isolated_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test caches under its own temporary folder, never in the user's cache."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("GRAIL_DESKTOP_CACHE_DIR", str(folder))
    return folder


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A writable copy of the minimal pack, named ``minimal``."""
    target = tmp_path / "minimal"
    shutil.copytree(MINIMAL, target)
    return target
