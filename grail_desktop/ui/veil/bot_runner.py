"""Bots think off the UI thread (issue 22 "Bots"): a worker on its own QThread runs ``bot.choose`` and hands the
chosen action back by a queued signal, so the window stays responsive, and can be saved or closed, meanwhile.

The engine's bots are handed a seat's *view* and legal actions only (never the game); the search bot's playouts
per decision are its time budget (:data:`grail_desktop.engine.veil.bots.BUDGETS`). A result that arrives after
:meth:`BotRunner.cancel` (an undo, a load, the window closing) is dropped.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot

from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.bots import Bot
from grail_desktop.engine.veil.state import VeilState


class _Worker(QObject):
    done = Signal(int, object)

    @Slot(int, object, int, object, object)
    def think(self, token: int, bot: Bot, seat: int, view: VeilState, legal: list[Act]) -> None:
        self.done.emit(token, bot.choose(view, seat, legal))


class BotRunner(QObject):
    """Ask a bot for an action; ``chosen(seat, act)`` fires on the UI thread when it has decided."""

    chosen = Signal(int, object)
    _ask = Signal(int, object, int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread(self)  # runs only while a bot thinks (started by ask, stopped when it answers)
        self._thread.setObjectName("veilBots")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._ask.connect(self._worker.think)
        self._worker.done.connect(self._done)
        self._token = 0
        self._seat = -1
        self.thinking = False

    def ask(self, bot: Bot, seat: int, view: VeilState, legal: list[Act]) -> None:
        """Start ``bot`` thinking for ``seat`` (any earlier question is forgotten)."""
        self._token += 1
        self._seat = seat
        self.thinking = True
        if not self._thread.isRunning():
            self._thread.start()
        self._ask.emit(self._token, bot, seat, view, legal)

    def cancel(self) -> None:
        """Forget the question being thought about: its answer will be dropped."""
        self._token += 1
        self.thinking = False

    def shutdown(self) -> None:
        """Stop the thread (waits for a bot still thinking to finish its decision)."""
        self.cancel()
        self._thread.quit()
        self._thread.wait()

    @Slot(int, object)
    def _done(self, token: int, act: Act) -> None:
        self._thread.quit()  # idle threads do not outlive their screen
        self._thread.wait()
        if token != self._token:
            return
        self.thinking = False
        self.chosen.emit(self._seat, act)
