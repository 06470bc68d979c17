"""The Riven Veil match object: one gate (``legal_actions`` / ``apply``), the log, events and undo.

``VeilGame`` owns the authoritative :class:`VeilState`. A match is fully determined by (pack, factions, mode,
seed, log); :meth:`replay` rebuilds one. Undo goes back one action at a time but never past an action whose
events revealed something or used chance (:data:`~grail_desktop.engine.veil.events.BARRIER_KINDS`): a card
drawn, choices revealed, a region explored (architecture.md "Undo"; issue 21).
"""

from __future__ import annotations

from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.snapshot import clone
from grail_desktop.engine.veil import rules, views
from grail_desktop.engine.veil.actions import Act, parse_act
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.events import BARRIER_KINDS, VeilEvent, VeilResult
from grail_desktop.engine.veil.setup import new_state
from grail_desktop.engine.veil.state import Mode, VeilState


class VeilGame:
    """A match in progress. ``setup`` is ``(factions, mode, seed)``; ``log`` the notation of every action."""

    def __init__(self, pack: VeilPack, factions: list[str], mode: Mode, seed: int) -> None:
        self.pack = pack
        self.factions = list(factions)
        self.mode = mode
        self.seed = seed
        state, ctx = new_state(pack, self.factions, mode, seed)
        self.state: VeilState = state
        self.log: list[str] = []
        self.events: list[VeilEvent] = list(ctx.events)
        self._undo: list[tuple[VeilState, int]] = []

    @classmethod
    def replay(cls, pack: VeilPack, factions: list[str], mode: Mode, seed: int, log: list[str]) -> VeilGame:
        """The match after applying ``log``; raises :class:`IllegalActionError` naming the first bad line."""
        game = cls(pack, factions, mode, seed)
        for n, text in enumerate(log):
            try:
                game.apply(text)
            except IllegalActionError as exc:
                raise IllegalActionError(f"action {n + 1} ({text!r}): {exc.reason}") from None
        game._undo.clear()
        return game

    # ------------------------------------------------------------------ the gate

    def to_act(self) -> list[int]:
        """Seats with a decision now (several in a sealed phase)."""
        return rules.to_act(self.state)

    def legal_actions(self, seat: int) -> list[Act]:
        """Every legal action of ``seat`` now (``[]`` if it has none)."""
        return rules.legal(self.state, self.pack, seat)

    def apply(self, action: Act | str) -> VeilResult:
        """Apply one action; returns its events and change flags. Raises :class:`IllegalActionError`,
        changing nothing (its log included)."""
        a = parse_act(action) if isinstance(action, str) else action
        before = clone(self.state)
        events = rules.apply(self.state, self.pack, a)
        self.log.append(str(a))
        self.events.extend(events)
        if any(e.kind in BARRIER_KINDS for e in events):
            self._undo.clear()
        else:
            self._undo.append((before, len(self.events) - len(events)))
        return VeilResult.of(events)

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    # ------------------------------------------------------------------ undo

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether the last action can be taken back (by ``seat``, if given): nothing was revealed since."""
        if not self._undo:
            return False
        return seat is None or parse_act(self.log[-1]).seat == seat

    def undo(self) -> str:
        """Take back the last action; returns its notation. Raises :class:`IllegalActionError` at a barrier."""
        if not self._undo:
            raise IllegalActionError("nothing to undo since the last card drawn, choice revealed or region explored")
        state, n_events = self._undo.pop()
        self.state = state
        del self.events[n_events:]
        return self.log.pop()

    # ------------------------------------------------------------------ what a seat sees

    def view(self, seat: int) -> VeilState:
        """Seat ``seat``'s view: a copy of the state with every card it may not see masked."""
        return views.view(self.state, self.pack, seat)

    def events_for(self, seat: int | None) -> list[VeilEvent]:
        """The events ``seat`` may see (``None``: the public record)."""
        return [e for e in self.events if e.visible_to(seat)]
