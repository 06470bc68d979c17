"""grail_desktop.engine: the pure rules engine (stdlib + attrs only; architecture.md).

Public API (stable)::

    from grail_desktop.engine import new_game, parse_action, IllegalActionError, Game
    game = new_game(catalog, characters=["<id>", ...], seed=7)   # Day 1 ready to play
    game.legal_actions(); game.apply("explore"); game.undo(); game.state

Names are loaded lazily so importing the package stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grail_desktop.engine.core import ApplyResult, Event, IllegalActionError

if TYPE_CHECKING:
    from grail_desktop.engine.actions import parse_action
    from grail_desktop.engine.game import Game, new_game
    from grail_desktop.engine.state import GameState

__all__ = ["ApplyResult", "Event", "Game", "GameState", "IllegalActionError", "new_game", "parse_action"]

_LAZY: dict[str, str] = {
    "Game": "grail_desktop.engine.game",
    "new_game": "grail_desktop.engine.game",
    "parse_action": "grail_desktop.engine.actions",
    "GameState": "grail_desktop.engine.state",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'grail_desktop.engine' has no attribute '{name}'")
    import importlib

    return getattr(importlib.import_module(module), name)
