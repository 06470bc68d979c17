"""Newcomer 11: on the Riven Veil desk a click on a choice acted, the list was rebuilt with other choices, and the
Enter that followed acted on whatever had moved into the clicked row (a card played that nobody chose, steps run
on past the War Phase). After the list is rebuilt with other choices no row is current: Enter acts only on a row
the player picked (by the arrows or a click) in the list now shown (S3 "Strategy": a seat's choices are its own)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from veil_drive import desk_window, on_desk, seats


def test_enter_after_a_click_that_rebuilt_the_list_chooses_nothing(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    screen = on_desk(win, seats(["person", "greedy"], ["Bea", "Cal"]), seed=7)
    game = screen.game
    checked = fresh = 0
    seen: list[str] | None = []
    for _ in range(400):
        QApplication.processEvents()
        if screen.pending is not None:
            qtbot.mouseClick(screen.continue_button, Qt.MouseButton.LeftButton)  # by the mouse, as the player did
            continue
        if screen.pages.currentWidget() is screen.scoring:
            if game.over:
                break
            qtbot.mouseClick(screen.scoring.button, Qt.MouseButton.LeftButton)
            continue
        if screen.deciding is None or screen.private_seat() != screen.deciding or not screen.choices.count():
            qtbot.wait(20)
            continue
        row = screen.choices.count() - 1
        before = [screen.choices.item(r).text() for r in range(screen.choices.count())]
        if seen is not None and before != seen:  # a list the player has not touched yet: nothing is picked
            assert screen.choices.currentRow() == -1, (before, screen.choices.currentRow())
            fresh += 1
        rect = screen.choices.visualItemRect(screen.choices.item(row))
        qtbot.mouseClick(screen.choices.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        QApplication.processEvents()
        after = [screen.choices.item(r).text() for r in range(screen.choices.count())]
        seen = after
        if screen.pending is None and after and after != before and screen.deciding is not None:
            checked += 1
            assert screen.choices.currentRow() == -1, (before, after, screen.choices.currentRow())
            actions = len(game.log)
            shown = list(after)
            qtbot.keyClick(screen.choices, Qt.Key.Key_Return)
            assert len(game.log) == actions and shown == [
                screen.choices.item(r).text() for r in range(screen.choices.count())
            ], "Enter acted on a row nobody picked"
            # the arrows still pick a row, and Enter then acts on it
            qtbot.keyClick(screen.choices, Qt.Key.Key_Down)
            assert screen.choices.currentRow() == 0
            qtbot.keyClick(screen.choices, Qt.Key.Key_Return)
            assert len(game.log) > actions or screen.choices.count() != len(shown) or screen.menus, "Enter acted"
            seen = None  # after a keyboard step the list may be the same one, its row kept
        if checked >= 6 and fresh >= 6:
            break
    assert checked >= 6 and fresh >= 6, (checked, fresh)
