"""The search bot thinks off the UI thread in time-budgeted chunks (issue 22 "Bots"): between chunks the worker
yields and reads its stop flag, so a cancelled question stops within one chunk and closing the window while a
bot thinks does not wait for its decision. No wall-clock time is asserted: chunks are counted."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.veil.seating import Seat
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.bots import SearchBot
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.veil import bot_runner
from grail_desktop.ui.veil.bot_runner import _Worker
from grail_desktop.ui.veil.screen import VeilScreen


def _question() -> tuple[VeilGame, int, list[Act]]:
    g = VeilGame(load_veil_pack("saltcrown"), ["hollow-court", "tide-wardens"], Mode(), 4)
    seat = g.to_act()[0]
    return g, seat, g.legal_actions(seat)


def test_the_worker_yields_between_chunks_and_answers_what_the_bot_would(app: QApplication, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(bot_runner, "CHUNK_S", 0.0)  # one playout a chunk: many chunks, whatever the machine
    g, seat, legal = _question()
    worker = _Worker()
    yields: list[int] = []
    worker.between = lambda: yields.append(worker.chunks)
    answers: list[tuple[int, Act]] = []
    worker.done.connect(lambda token, act: answers.append((token, act)))
    worker.think(1, SearchBot(g.pack, Rng.from_seed(3), 12), seat, g.view(seat), legal)
    assert yields == list(range(1, 13)), "the worker yields after every chunk"
    assert answers == [(1, SearchBot(g.pack, Rng.from_seed(3), 12).choose(g.view(seat), seat, legal))]


def test_a_stop_flag_is_honoured_within_one_chunk(app: QApplication) -> None:
    g, seat, legal = _question()
    worker = _Worker()
    answers: list[Act] = []
    worker.done.connect(lambda _t, act: answers.append(act))

    def stop_after_two() -> None:
        if worker.chunks == 2:
            worker.stopped = 7  # what BotRunner.cancel does from the UI thread

    worker.between = stop_after_two
    worker.think(7, SearchBot(g.pack, Rng.from_seed(3), 10_000), seat, g.view(seat), legal)
    assert worker.chunks == 2 and answers == [], "no chunk after the flag, and no answer"


def test_closing_the_window_while_the_search_bot_thinks_stops_it_within_a_chunk(
    app: QApplication, qtbot: QtBot
) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    seats = [
        Seat("search", "The Hollow Court", "#c0463a", "hollow-court"),
        Seat("person", "Bea", "#3f7fbf", "tide-wardens"),
    ]
    game = VeilGame(load_veil_pack("saltcrown"), [s.faction for s in seats], Mode(), 4)
    screen = VeilScreen(game, seats)
    screen.bots[0] = SearchBot(game.pack, Rng.from_seed(1), 100_000)  # far more than it will ever think through
    screen.pause_ms = 0
    win._show_veil(screen)
    screen._apply(game.legal_actions(1)[0])  # Bea keeps an Artifact; then the search bot thinks
    worker = screen.runner._worker
    qtbot.waitUntil(lambda: worker.chunks >= 2, timeout=20000)  # it is thinking, chunk after chunk
    assert screen.runner.thinking and "thinking" in screen.prompt.text()
    assert screen.save_now(), "saving while the bot thinks"
    log = list(game.log)
    win.close()  # saves the match and stops the bots' thread
    at_close = worker.chunks
    assert not screen.runner._thread.isRunning()
    QApplication.processEvents()
    assert worker.chunks == at_close and game.log == log, "the bot stopped and its answer never landed"
