"""``grail-desktop --smoke-test``: prove an install works without a screen or a player.

Builds the main window offscreen, loads every bundled campaign pack (when the build has one), starts a game and
round-trips it through a save sheet in a temporary folder (when saves exist), then exits 0. Any failure prints
one line saying what failed and exits 1. User settings and folders are redirected to the temporary folder, so a
smoke test never touches the player's own files.
"""

from __future__ import annotations

import importlib
import os
import sys
import tempfile
import time
from pathlib import Path


def _step(message: str) -> None:
    print(f"smoke: {message}", flush=True)


def _campaign_checks(tmp: Path) -> None:
    from grail_desktop.resources import bundled_campaign_ids

    catalog_module = importlib.import_module("grail_desktop.catalog")
    load_campaign = getattr(catalog_module, "load_campaign", None)
    ids = bundled_campaign_ids()
    if load_campaign is None or not ids:
        _step("no bundled campaign pack in this build; skipped loading")
        return
    engine = importlib.import_module("grail_desktop.engine")
    for campaign_id in ids:
        catalog = load_campaign(campaign_id)
        _step(f"campaign '{campaign_id}' loaded: {len(catalog.locations)} locations, {len(catalog.journal)} sections")
        new_game = getattr(engine, "new_game", None)
        if new_game is None:
            continue
        first = min(catalog.characters.values(), key=lambda c: c.number)
        game = new_game(catalog, characters=[first.id], seed=1)
        _step(f"new game: day {game.state.day}, {len(game.legal_actions())} legal actions")
        saves = importlib.import_module("grail_desktop.saves")
        save_game = getattr(saves, "save_game", None)
        load_game = getattr(saves, "load_game", None)
        if save_game is None or load_game is None:
            _step("saves not in this build; skipped the save round-trip")
            continue
        path = tmp / "saves" / "smoke.toml"
        path.parent.mkdir(parents=True, exist_ok=True)
        save_game(game, path)
        loaded = load_game(path, catalog)
        if loaded.state != game.state:
            raise RuntimeError("the loaded save differs from the game that was saved")
        _step(f"save written and read back ({path.stat().st_size} bytes)")


def run_smoke_test() -> int:
    """Run the smoke test; returns 0 on success, 1 with a message on failure."""
    started = time.perf_counter()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="grail-smoke-") as tmp_name:
        tmp = Path(tmp_name)
        os.environ["GRAIL_DESKTOP_HOME"] = str(tmp)
        try:
            from PySide6.QtCore import QSettings

            QSettings.setDefaultFormat(QSettings.Format.IniFormat)
            QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp / "settings"))
            from grail_desktop.ui.application import create_application
            from grail_desktop.ui.main_window import MainWindow

            app = create_application()
            window = MainWindow()
            window.show()
            app.processEvents()
            if not window.isVisible() or window.start_screen.buttons["quit"].objectName() != "start_quit":
                raise RuntimeError("the main window did not show its start screen")
            _step(f"main window built ({window.width()}x{window.height()}, platform {app.platformName()})")
            _campaign_checks(tmp)
            window.close()
            app.processEvents()
        except Exception as exc:
            print(f"smoke test failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
            return 1
    _step(f"ok in {time.perf_counter() - started:.2f} s")
    return 0
