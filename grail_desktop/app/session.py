"""GameSession: the one QObject that owns a running game and tells the widgets what changed.

Widgets never change game state: they call :meth:`GameSession.submit` with an action's notation, which goes
through the engine's one gate (``legal_actions()`` / ``apply()``). The session keeps the event log for the
chronicle, autosaves at every Start of the Day, and saves through :mod:`grail_desktop.saves`.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from grail_desktop.app.words import clean
from grail_desktop.engine import Game, IllegalActionError, new_game
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.game import chronicle_event

_log = logging.getLogger(__name__)


class GameSession(QObject):
    """Wraps one :class:`~grail_desktop.engine.Game`.

    Signals: ``state_changed(frozenset[str])`` with the change flags after every applied action, undo or
    load; ``events_added(list[Event])`` with the new events; ``action_rejected(str)`` with the engine's
    reason; ``undo_state_changed(bool, str)`` with whether undo is possible and a note on the barrier;
    ``saved(str)`` with the path written; ``game_over(str)`` with the outcome.
    """

    state_changed = Signal(object)
    events_added = Signal(object)
    action_rejected = Signal(str)
    undo_state_changed = Signal(bool, str)
    #: rows of ``events`` an undo took back (the chronicle strikes them through)
    events_undone = Signal(list)
    saved = Signal(str)
    game_over = Signal(str)

    def __init__(
        self, game: Game, catalog: Catalog, save_path: Path | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.catalog = catalog
        self.save_path = save_path
        self.events: list[Event] = []
        #: where each submitted action's events start in ``events``, newest last (undo strikes them)
        self._batches: list[int] = []
        #: rows of ``events`` taken back by undo
        self.undone: set[int] = set()
        self.dirty = False
        self._legal_cache: list[str] | None = None
        # pass-and-play (issue 12): player name and seat colour by character id (party_views.load_seating)
        self.players: dict[str, str] = {}
        self.colours: dict[str, str] = {}

    # ---------------------------------------------------------------- construction

    @classmethod
    def start(
        cls,
        catalog: Catalog,
        characters: Sequence[str],
        seed: int,
        parent: QObject | None = None,
        *,
        difficulty: str = "printed",
        house_rules: Sequence[str] = (),
    ) -> GameSession:
        """A session on a new game (Day 1 ready to play) at ``difficulty`` (the wizard passes its choice, Normal
        by default; without one, the pack's printed values) with ``house_rules``."""
        game = new_game(
            catalog, characters=list(characters), seed=seed, difficulty=difficulty, house_rules=list(house_rules)
        )
        session = cls(game, catalog, None, parent)
        session.events.append(Event("CampaignStarted", f"A new campaign of {catalog.campaign.title} begins."))
        session.events.extend(chronicle_event(entry) for entry in game.state.chronicle)
        return session

    @classmethod
    def load(cls, path: Path, catalog: Catalog | None = None, parent: QObject | None = None) -> GameSession:
        """A session on a save sheet; raises ``grail_desktop.saves.SaveError`` with file, key and problem."""
        from grail_desktop.saves import load_game

        game = load_game(path, catalog)
        session = cls(game, game.catalog if catalog is None else catalog, Path(path), parent)
        # The save keeps the whole chronicle: the log and the Story so far read as before the load.
        session.events.extend(chronicle_event(entry) for entry in game.state.chronicle)
        session.events.append(Event("CampaignLoaded", f"The campaign was loaded from {Path(path).name}."))
        return session

    def set_seating(self, characters: Sequence[str], players: Sequence[str], colours: Sequence[str]) -> None:
        """Pass-and-play (issue 12): who plays each character and their seat colour, in seat order; kept
        with QSettings by the campaign's setup (``party_views.save_seating``), not in the save sheet."""
        from grail_desktop.app.party_views import save_seating

        self.players.update({c: p for c, p in zip(characters, players, strict=False) if p})
        self.colours.update({c: col for c, col in zip(characters, colours, strict=False) if col})
        save_seating(self.game.state, self.players, self.colours)

    # ---------------------------------------------------------------- queries

    @property
    def state(self) -> Any:
        """The engine's state tree (read only for widgets)."""
        return self.game.state

    def legal_actions(self) -> list[str]:
        """Notations of every legal action now, in the engine's order (cached until the next change)."""
        if self._legal_cache is None:
            self._legal_cache = [str(a) for a in self.game.legal_actions()]
        return self._legal_cache

    def is_legal(self, notation: str) -> bool:
        """Whether ``notation`` is legal now (drop targets ask this before highlighting)."""
        return notation in self.legal_actions()

    def why_not(self, notation: str) -> str | None:
        """Why ``notation`` is not legal now, in the engine's words with ids and notation in words
        (:func:`grail_desktop.app.words.clean`); ``None`` when it is legal."""
        if self.is_legal(notation):
            return None
        return clean(self.game.illegal_reason(notation) or "not possible right now", self.catalog, self.game)

    def can_undo(self) -> bool:
        can = getattr(self.game, "can_undo", None)
        if callable(can):
            return bool(can())
        return bool(can)

    # ---------------------------------------------------------------- changes

    def submit(self, notation: str) -> bool:
        """Apply one action; emits the signals. Returns False (and ``action_rejected``) when illegal."""
        day_before = self.game.state.day
        try:
            result = self.game.apply(notation)
        except IllegalActionError as exc:
            self.action_rejected.emit(clean(exc.reason, self.catalog, self.game))
            return False
        self._legal_cache = None
        self.dirty = True
        new_events = list(result.events)
        self._batches.append(len(self.events))
        self.events.extend(new_events)
        self.events_added.emit(new_events)
        self.state_changed.emit(frozenset(result.changes))
        self.undo_state_changed.emit(self.can_undo(), self.undo_note())
        if self.game.state.day != day_before:
            self.autosave()
        if self.game.state.outcome:
            self.game_over.emit(self.game.state.outcome)
        return True

    def undo(self) -> bool:
        """Take back one action; emits ``action_rejected`` with the reason when the barrier stops it."""
        try:
            self.game.undo()
        except IllegalActionError as exc:
            self.action_rejected.emit(exc.reason)
            return False
        self._legal_cache = None
        start = self._batches.pop() if self._batches else len(self.events)
        rows = [i for i in range(start, len(self.events)) if self.events[i].kind != "ActionUndone"]
        self.undone.update(rows)
        self.events_undone.emit(rows)
        self.events.append(Event("ActionUndone", "The last action was taken back (struck through above)."))
        self.events_added.emit([self.events[-1]])
        self.state_changed.emit(frozenset({"map", "characters", "day", "journal", "encounter", "quests", "items"}))
        self.undo_state_changed.emit(self.can_undo(), self.undo_note())
        return True

    def undo_note(self) -> str:
        """A short note on how far undo can go (the barrier is revealed information or chance)."""
        if self.can_undo():
            return "Undo (Ctrl+Z) takes back your last action."
        if not self.game.state.action_log:
            return "Nothing to undo yet today."
        return "Undo stops here: the last step drew a card, rolled a die, read the journal or passed."

    # ---------------------------------------------------------------- saving

    def save(self, path: Path | None = None) -> Path:
        """Write the save sheet to ``path`` (or the current one); raises OSError / SaveError on failure."""
        from grail_desktop.saves import save_game

        target = Path(path) if path is not None else self.save_path
        if target is None:
            raise ValueError("no save path chosen")
        save_game(self.game, target)
        self.save_path = target
        self.dirty = False
        self.saved.emit(str(target))
        return target

    def autosave(self) -> str:
        """Autosave into the user saves folder; returns a note for the player (never raises)."""
        try:
            from grail_desktop.app.paths import saves_dir
            from grail_desktop.saves import autosave

            path = autosave(self.game, saves_dir())
        except Exception as exc:
            _log.exception("autosave failed")
            return f"Autosave failed: {exc}"
        self.saved.emit(str(path))
        return f"Your campaign was autosaved to {path}."
