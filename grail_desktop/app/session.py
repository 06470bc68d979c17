"""GameSession: the one QObject that owns a running game and tells the widgets what changed.

Widgets never change game state: they call :meth:`GameSession.submit` with an action's notation, which goes
through the engine's one gate (``legal_actions()`` / ``apply()``). The session keeps the event log for the
chronicle, autosaves at every Start of the Day, and saves through :mod:`grail_desktop.saves`.

Every session belongs to a campaign (:class:`~grail_desktop.saves.Lineage`: an id and a display name written
in every sheet): its autosaves, saves and checkpoints live in the campaign's own folder
(:mod:`grail_desktop.saves.lineages`), and its seats (player names and colours) travel in the sheet.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from grail_desktop.app.event_words import reason_words
from grail_desktop.app.i18n import tr
from grail_desktop.app.journal_view import only_way_on
from grail_desktop.app.words import clean
from grail_desktop.catalog.digest import sha256  # hashlib would load OpenSSL (issue 25)
from grail_desktop.engine import Game, IllegalActionError, new_game
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.game import chronicle_events
from grail_desktop.saves import Lineage, SheetMeta, new_campaign_id
from grail_desktop.saves.lineages import campaign_dir, default_name, save_checkpoint, save_path
from grail_desktop.saves.meta import seats_from

_log = logging.getLogger(__name__)


class GameSession(QObject):
    """Wraps one :class:`~grail_desktop.engine.Game`.

    Signals: ``state_changed(frozenset[str])`` with the change flags after every applied action, undo or
    load; ``events_added(list[Event])`` with the new events; ``action_rejected(str)`` with the engine's
    reason; ``undo_state_changed(bool, str)`` with whether undo is possible and a note on the barrier;
    ``saved(str)`` with the path written; ``game_over(str)`` with the outcome; ``round_started(str)`` with a
    sentence naming who acts when an action ended a round of a day several characters still play.
    """

    state_changed = Signal(object)
    events_added = Signal(object)
    action_rejected = Signal(str)
    undo_state_changed = Signal(bool, str)
    #: rows of ``events`` an undo took back (the chronicle strikes them through)
    events_undone = Signal(list)
    saved = Signal(str)
    game_over = Signal(str)
    round_started = Signal(str)

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
        # pass-and-play (issue 12): player name and seat colour by character id; written in the sheet's seats
        self.players: dict[str, str] = {}
        self.colours: dict[str, str] = {}
        # the campaign this game belongs to (issue 17); a checkpoint's own name is never carried on
        self.lineage = Lineage(
            new_campaign_id(), default_name(self._names()), dt.datetime.now(dt.UTC).replace(microsecond=0)
        )
        #: what an update of the campaign pack changed when this game was loaded (told to the player)
        self.notes: tuple[str, ...] = ()
        #: the checkpoint this session was restored from, if any (its name, for the status line)
        self.restored_from = ""
        # Redo (issue 18): the actions taken back, last first, and who took each action still undoable
        self._redo: list[str] = []
        self._done: list[tuple[str, str | None]] = []
        #: the last action :meth:`read_on` took for the player (a Dream's lone "Sleep."), until the next one;
        #: a recorded route replayed step by step passes over it (tests/ui/ui_testkit.py ``route_step``)
        self.taken_for_player: str | None = None

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
        session.save_path = session.campaign_save_path()
        session.events.append(Event("CampaignStarted", f"A new campaign of {catalog.campaign.title} begins."))
        session.events.extend(chronicle_events(game.state.chronicle))
        return session

    @classmethod
    def load(cls, path: Path, catalog: Catalog | None = None, parent: QObject | None = None) -> GameSession:
        """A session on a save sheet; raises ``grail_desktop.saves.SaveError`` with file, key and problem.

        The campaign's identity and seats come from the sheet. A sheet written before campaigns had ids gets
        one derived from its setup (the same for every sheet of that game), so its later saves and autosaves
        join one lineage of their own instead of the shared folder. Saving afterwards writes the campaign's
        save, never the file loaded (a checkpoint or a backup stays as it is).
        """
        from grail_desktop.saves import load_sheet

        sheet = load_sheet(path, catalog)
        game = sheet.game
        session = cls(game, game.catalog if catalog is None else catalog, None, parent)
        lineage = sheet.meta.lineage
        if lineage is None:
            setup = game.state.setup
            digest = sha256(f"{setup.campaign}|{setup.seed}|{'+'.join(setup.characters)}".encode())
            lineage = Lineage(f"c-{digest.hexdigest()[:12]}", default_name(session._names()))
        session.restored_from = lineage.checkpoint
        session.lineage = dataclasses.replace(lineage, checkpoint="")
        session.players.update(sheet.meta.players())
        session.colours.update(sheet.meta.colours())
        session.notes = sheet.notes
        session.save_path = session.campaign_save_path()
        # The save keeps the whole chronicle: the log and the Story so far read as before the load.
        session.events.extend(chronicle_events(game.state.chronicle))
        if session.restored_from:
            session.events.append(
                Event(
                    "CampaignLoaded",
                    tr("Restored the checkpoint “{restored_from}”.").format(restored_from=session.restored_from),
                )
            )
        else:
            session.events.append(Event("CampaignLoaded", f"{session.lineage.name or 'The campaign'} goes on."))
        for note in sheet.notes:
            session.events.append(Event("CampaignUpdated", note))
        return session

    def _names(self) -> list[str]:
        state = self.game.state
        names = []
        for cid in state.order or list(state.characters):
            definition = self.catalog.characters.get(cid)
            names.append(definition.name if definition is not None else cid)
        return names

    def set_seating(self, characters: Sequence[str], players: Sequence[str], colours: Sequence[str]) -> None:
        """Pass-and-play (issue 12): who plays each character and their seat colour, in seat order; written
        into the save sheet's seats with the next save (issue 17)."""
        self.players.update({c: p for c, p in zip(characters, players, strict=False) if p})
        self.colours.update({c: col for c, col in zip(characters, colours, strict=False) if col})

    def seats_changed(self) -> None:
        """The seats were edited (renamed, a claimed character): they are written with the next save."""
        self.dirty = True

    def meta(self) -> SheetMeta:
        """What the sheets of this session carry besides the game: the campaign and its seats."""
        order = self.game.state.order or list(self.game.state.characters)
        return SheetMeta(self.lineage, seats_from(order, self.players, self.colours))

    def campaign_folder(self) -> Path:
        """The campaign's own folder in the user's saves folder."""
        from grail_desktop.app.paths import saves_dir

        return campaign_dir(saves_dir(), self.lineage.id)

    def campaign_save_path(self) -> Path:
        """Where Save (Ctrl+S) writes this campaign."""
        from grail_desktop.app.paths import saves_dir

        return save_path(saves_dir(), self.lineage.id)

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
        return reason_words(
            clean(self.game.illegal_reason(notation) or tr("not possible right now"), self.catalog, self.game)
        )

    def can_undo(self) -> bool:
        can = getattr(self.game, "can_undo", None)
        if callable(can):
            return bool(can())
        return bool(can)

    # ---------------------------------------------------------------- changes

    def submit(self, notation: str, *, redoing: bool = False) -> bool:
        """Apply one action; emits the signals. Returns False (and ``action_rejected``) when illegal.

        A new action (not ``redoing``) forgets what was taken back: there is nothing to redo after it."""
        day_before = self.game.state.day
        in_day = self.game.state.phase == "day"
        actor = self._actor()
        try:
            result = self.game.apply(notation)
        except IllegalActionError as exc:
            self.action_rejected.emit(reason_words(clean(exc.reason, self.catalog, self.game)))
            return False
        if not redoing:
            self._redo.clear()
        self._done = [*self._done[-199:], (notation, actor)]
        self._legal_cache = None
        self.dirty = True
        new_events = list(result.events)
        self._batches.append(len(self.events))
        self.events.extend(new_events)
        self.events_added.emit(new_events)
        self.state_changed.emit(frozenset(result.changes))
        self.undo_state_changed.emit(self.can_undo(), self.undo_note())
        if in_day and self.game.state.day == day_before:
            self._say_a_new_round()
        if self.game.state.day != day_before:
            self.autosave()
        if self.game.state.outcome:
            self.game_over.emit(self.game.state.outcome)
        return True

    def read_on(self) -> bool:
        """Take a Dream's lone "Sleep." for the player (``journal_view.only_way_on``; issue 23), through the
        engine's own ``choose``. Returns whether it took one. The reader calls it once the page is shown, so a
        list of recorded actions submitted one by one (a route, a redo) is never changed under it."""
        way_on = only_way_on(self.game)
        taken = way_on is not None and self.submit(way_on)
        self.taken_for_player = way_on if taken else None
        return taken

    def undo(self) -> bool:
        """Take back one action; emits ``action_rejected`` with the reason when the barrier stops it."""
        try:
            self.game.undo()
        except IllegalActionError as exc:
            self.action_rejected.emit(exc.reason)
            return False
        self._legal_cache = None
        if self._done:
            self._redo.append(self._done.pop()[0])
        start = self._batches.pop() if self._batches else len(self.events)
        rows = [i for i in range(start, len(self.events)) if self.events[i].kind != "ActionUndone"]
        self.undone.update(rows)
        self.events_undone.emit(rows)
        self.events.append(Event("ActionUndone", tr("The last action was taken back (struck through above).")))
        self.events_added.emit([self.events[-1]])
        self.state_changed.emit(frozenset({"map", "characters", "day", "journal", "encounter", "quests", "items"}))
        self.undo_state_changed.emit(self.can_undo(), self.undo_note())
        return True

    def can_redo(self) -> bool:
        """True when an action taken back can be taken again (nothing else was done since)."""
        return bool(self._redo)

    def redo(self) -> bool:
        """Take again the last action taken back, through the same gate (``submit``); False when none."""
        if not self._redo:
            return False
        notation = self._redo[-1]
        if not self.submit(notation, redoing=True):
            self._redo.clear()
            return False
        self._redo.pop()
        self.undo_state_changed.emit(self.can_undo(), self.undo_note())
        return True

    def last_actor(self) -> str | None:
        """The character who took the action :meth:`undo` would take back (pass-and-play asks them first)."""
        return self._done[-1][1] if self._done and self.can_undo() else None

    def last_action(self) -> str | None:
        """The notation :meth:`undo` would take back, if any."""
        return self._done[-1][0] if self._done and self.can_undo() else None

    def _say_a_new_round(self) -> None:
        """Emit ``round_started`` when the action just applied ended a round (rules-decisions.md "Parties":
        joining a Party action is that character's Action for the round, so a Party of everyone ends it at
        once): every character is free to act again and more than one of them still plays the day."""
        game = self.game
        chars = game.state.characters
        if game.state.phase != "day" or any(chars[c].acted for c in game.living()):
            return
        playing = [c for c in game.living() if not chars[c].passed and chars[c].energy > 0]
        who = game.current_actor()
        if len(playing) > 1 and who is not None:
            self.round_started.emit(tr("A new round: {name} acts.").format(name=game.name(who)))

    def _actor(self) -> str | None:
        from grail_desktop.app.views import active_character

        return active_character(self.game)

    def undo_note(self) -> str:
        """A short note on how far undo can go (the barrier is revealed information or chance)."""
        if self.can_undo():
            return tr("Undo (Ctrl+Z) takes back your last action.")
        if not self.game.state.action_log:
            return tr("Nothing to undo yet today.")
        return self._barrier_words()

    def _barrier_words(self) -> str:
        """Which of the things undo never goes past the last step did, in words (newcomer 11 read "drew a card,
        rolled a die, read the journal or passed" and had to guess which): README "Undo", docs/rules.md."""
        start = self._batches[-1] if self._batches else len(self.events)
        kinds = {e.kind for e in self.events[start:]}
        if kinds & {"SectionRead", "OptionChosen", "StoryClosed"}:
            return tr("Undo stops here: the last step read the journal, and what it told cannot be unread.")
        if kinds & {"DiceRolled", "InsanityRolled"}:
            return tr("Undo stops here: the last step rolled a die.")
        if kinds & {"CardDrawn", "CardsDrawn", "CombatCardDrawn", "EventRevealed", "EncounterStarted"}:
            return tr("Undo stops here: the last step drew a card.")
        if "Passed" in kinds:
            return tr("Undo stops here: the last step passed, which cannot be taken back.")
        return tr("Undo stops here: the last step drew a card, rolled a die, read the journal or passed.")

    # ---------------------------------------------------------------- saving

    def save(self, path: Path | None = None) -> Path:
        """Write the save sheet to ``path`` (default: the campaign's save); raises OSError / SaveError."""
        from grail_desktop.saves import save_game

        target = Path(path) if path is not None else self.save_path or self.campaign_save_path()
        target.parent.mkdir(parents=True, exist_ok=True)
        save_game(self.game, target, meta=self.meta())
        self.save_path = target
        self.dirty = False
        self.saved.emit(str(target))
        return target

    def save_as_new_campaign(self, name: str) -> Path:
        """Go on as a new campaign called ``name`` (Save As): a new id and folder, its first save written now.

        The campaign this one branched from keeps its own files. Raises ValueError for a bad name,
        ``SaveError`` when the save cannot be written.
        """
        from grail_desktop.saves.lineages import check_label

        self.lineage = Lineage(new_campaign_id(), check_label(name), dt.datetime.now(dt.UTC).replace(microsecond=0))
        self.save_path = self.campaign_save_path()
        return self.save(self.save_path)

    def can_checkpoint(self) -> str | None:
        """Why a checkpoint cannot be marked now (``None`` when it can): never in the middle of an encounter."""
        state = self.game.state
        if state.encounter is not None or state.encounter_context is not None:
            return tr("A checkpoint cannot be marked during an encounter; finish it first.")
        return None

    def checkpoint(self, name: str) -> Path:
        """Mark a named checkpoint: a full save sheet kept beside the campaign (issue 17).

        Raises ValueError outside the moments allowed (:meth:`can_checkpoint`) or for a bad name,
        ``SaveError`` when it cannot be written.
        """
        from grail_desktop.app.paths import saves_dir

        why = self.can_checkpoint()
        if why is not None:
            raise ValueError(why)
        path = save_checkpoint(self.game, saves_dir(), self.meta(), name)
        self.saved.emit(str(path))
        return path

    def save_completion(self, name: str) -> Path:
        """Keep a won chapter (issue 23): the campaign's save is written and a checkpoint called ``name`` (e.g.
        "The Guttering Stones completed: The Blind Stone Wakes") is kept beside it as the chapter's completion
        save, listed by Load…. Returns the checkpoint's path.

        Raises ValueError when the game is not won or for a bad name, ``SaveError`` / OSError when a file cannot
        be written (a save already on disk stays as it was)."""
        if not str(self.game.state.outcome or "").startswith("won "):
            raise ValueError("only a won chapter has a completion save")
        self.save()
        return self.checkpoint(name)

    def autosave(self) -> str:
        """Autosave into the campaign's own lineage; returns a note for the player (never raises)."""
        try:
            from grail_desktop.saves import autosave

            path = autosave(self.game, self.campaign_folder(), meta=self.meta())
        except Exception as exc:
            _log.exception("autosave failed")
            return tr("Autosave failed: {exc}").format(exc=exc)
        self.dirty = False
        self.saved.emit(str(path))
        return tr("Your campaign was autosaved.")
