"""Shared test setup: keep every test away from the player's real folders."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # player_text.py: the id tests' shared helpers

# Qt tests run without a screen unless the caller chose a platform (e.g. xcb under Xvfb).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    yield home


#: The Qt tests' folders: their packs load in-process through one catalog cache per test run (see below).
QT_TEST_DIRS = ("ui", "app")


@pytest.fixture
def in_german() -> Iterator[None]:
    """The interface language is German for the test (``app.i18n``), English again after it."""
    from grail_desktop.app import i18n

    i18n.set_language("de")
    yield
    i18n.set_language("en")


@pytest.fixture(scope="session")
def _run_catalog_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("catalog-cache")


@pytest.fixture(autouse=True)
def _qt_tests_share_the_catalog_cache(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, _run_catalog_cache: Path
) -> None:
    """A Qt test's packs come from one cache folder of this run (of this xdist worker) instead of the test's
    own empty home: each test parsed and checked the campaign again (0.3 s of CPU a load, in some 300 tests).
    The cache is keyed by the pack's files and the loader's source (catalog/cache.py), so what is read is what
    a parse would give. In-process only: ``$GRAIL_DESKTOP_CACHE_DIR`` still wins, and child processes (the
    smoke test, the first-frame imports) still start with the test's own empty cache."""
    if Path(str(request.path)).parent.name not in QT_TEST_DIRS:
        return
    from grail_desktop.catalog import cache

    own = cache.cache_dir
    monkeypatch.setattr(cache, "cache_dir", lambda: own() if os.environ.get(cache.ENV_VAR) else _run_catalog_cache)


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    """Delete the widgets a Qt test left behind once it is torn down. pytest-qt closes a test's widgets and
    calls ``deleteLater``, but outside a running event loop ``processEvents`` never delivers those deferred
    deletes: every window of every earlier test stayed alive (about 500 widgets a test), and each later
    ``setStyleSheet``, language change or event pass walked all of them, so a test's set-up grew from 0.2 to
    3.5 s of CPU within one file. Runs after pytest-qt's own teardown (its widgets closed) and the fixtures'."""
    yield
    core = sys.modules.get("PySide6.QtCore")  # headless runs block Qt: nothing to delete there
    if core is not None and core.QCoreApplication.instance() is not None:
        core.QCoreApplication.sendPostedEvents(None, core.QEvent.Type.DeferredDelete)
