"""One click, one step on the Riven Veil desk (newcomer 9: one click on Continue ran a battle, the season's
scoring and the next round's setup at once, its VP jumping 4 → 23, read in a 3-line box): a reveal comes one
step per Continue in the room of the choices, "step k of n" when there are several, the season's scores between
the season's end and the next Mist Phase (S3 "End of the Season", then "Mist Phase"); Enter on Continue goes on
exactly one step and never also chooses in the list that comes next; a held Enter chooses nothing. Played by
keys alone, a person against a greedy bot, to the final scores."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from veil_drive import desk_window, on_desk, seats


def _held_enter(widget) -> None:  # type: ignore[no-untyped-def]
    """A repeat of an Enter held down (the key's auto-repeat), sent to ``widget``."""
    press = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True)
    QApplication.sendEvent(widget, press)


def test_reveals_come_one_step_per_enter_and_enter_does_one_thing(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)  # shortcuts and focus need the active window
    screen = on_desk(win, seats(["person", "greedy"], ["Bea", "Cal"]), seed=7)
    game = screen.game
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.choices, timeout=2000)  # not the board
    multi: list[str] = []
    seasons_between: list[tuple[int, bool]] = []
    choices_after_continue = 0
    for _ in range(8000):
        page = screen.pages.currentWidget()
        if page is screen.scoring:
            if game.over:
                break
            seasons_between.append((game.state.season, bool(screen.queued)))
            assert QApplication.focusWidget() is screen.scoring.button
            qtbot.keyClick(screen.scoring.button, Qt.Key.Key_Return)
            assert screen.pages.currentWidget() is screen.table_page
            continue
        if screen.pending is not None:
            assert screen.decision_stack.currentWidget() is screen.reveal_area
            assert screen.reveal_text.text() == "\n".join(screen.pending)
            shown, steps = screen._page
            if steps > 1:
                assert f"step {shown} of {steps}" in screen.prompt.text()
                multi.append(screen.prompt.text())
            assert QApplication.focusWidget() is screen.continue_button
            actions, lines = len(game.log), list(screen.pending)
            _held_enter(screen.continue_button)  # a repeat alone does nothing
            assert screen.pending == lines
            qtbot.keyClick(screen.continue_button, Qt.Key.Key_Return)
            assert len(game.log) == actions  # Enter went on one step and chose nothing
            assert screen.pending != lines or screen.pending is None
            if screen.pending is None and screen.deciding is not None and screen.choices.count():
                choices_after_continue += 1
                assert QApplication.focusWidget() is screen.choices  # the keyboard goes on to the choices
                _held_enter(screen.choices)  # the Enter still held from Continue chooses nothing
                assert len(game.log) == actions
            continue
        if screen.deciding is not None and screen.private_seat() == screen.deciding and screen.choices.count():
            actions = len(game.log)
            # by keys alone the keyboard is always where the match goes on: never on the log or the board
            # (after a bot's turn it had gone to the log; at the start, to the board)
            assert QApplication.focusWidget() is screen.choices, QApplication.focusWidget()
            qtbot.keyClick(screen.choices, Qt.Key.Key_Home)
            qtbot.keyClick(screen.choices, Qt.Key.Key_Return)
            assert len(game.log) == actions + 1 or len(screen.menus) > 1  # one action (or its payment asked)
            continue
        qtbot.wait(2)
    assert game.over, "the match did not end"
    assert multi, "no action brought several steps"
    # the season's scores came between the season's end and the next season's Mist Phase
    assert seasons_between and all(season == 2 and waiting for season, waiting in seasons_between)
    assert choices_after_continue > 0
