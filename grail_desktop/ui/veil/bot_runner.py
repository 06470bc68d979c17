"""Bots think off the UI thread (issue 22 "Bots"): a worker on its own QThread runs the bot and hands the
chosen action back by a queued signal, so the window stays responsive, and can be saved or closed, meanwhile.

The engine's bots are handed a seat's *view* and legal actions only (never the game). The search bot thinks in
time-budgeted chunks (``SearchBot.think`` → ``Thought.step``): the worker runs playouts for at most
:data:`CHUNK_S` seconds, yields the processor, looks at its stop flag, and goes on; its decision is the same
however the playouts fall into chunks (the bot's budget is playouts, :data:`grail_desktop.engine.veil.bots.BUDGETS`).
:meth:`BotRunner.cancel` (an undo, a load, leaving) raises the stop flag, so a bot still thinking gives up
within one chunk and its answer is never applied; closing the window waits for that chunk only.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot

from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.bots import Bot, Thought
from grail_desktop.engine.veil.state import VeilState

#: How long one chunk of a bot's thinking may run before the worker yields and checks its stop flag (seconds).
CHUNK_S = 0.05


class _Worker(QObject):
    done = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        #: questions with a token at or below this are dropped (set from the UI thread; an int write is atomic)
        self.stopped = 0
        self.chunks = 0  # chunks run, for tests and the status line
        #: called between chunks (the processor goes to the UI thread first)
        self.between: Callable[[], None] = QThread.yieldCurrentThread

    @Slot(int, object, int, object, object)
    def think(self, token: int, bot: Bot, seat: int, view: VeilState, legal: list[Act]) -> None:
        maker = getattr(bot, "think", None)
        if maker is None:  # random and greedy decide at once
            self.done.emit(token, bot.choose(view, seat, legal))
            return
        thought: Thought = maker(view, seat, legal)
        while not thought.finished:
            if token <= self.stopped:
                return  # given up: the question was cancelled
            end = time.monotonic() + CHUNK_S
            while not thought.step(1) and time.monotonic() < end:
                pass
            self.chunks += 1
            self.between()
        if token > self.stopped:
            self.done.emit(token, thought.best())


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
        """Start ``bot`` thinking for ``seat`` (any earlier question is forgotten and stops within one chunk)."""
        self._worker.stopped = self._token
        self._token += 1
        self._seat = seat
        self.thinking = True
        if not self._thread.isRunning():
            self._thread.start()
        self._ask.emit(self._token, bot, seat, view, legal)

    def cancel(self) -> None:
        """Forget the question being thought about: the bot stops within one chunk and its answer is dropped."""
        self._worker.stopped = self._token
        self._token += 1
        self.thinking = False

    def shutdown(self) -> None:
        """Stop the thread (waits at most for the chunk a bot is thinking through)."""
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
