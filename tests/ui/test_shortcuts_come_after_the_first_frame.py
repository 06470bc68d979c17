"""The start screen's first frame comes before the menus' shortcuts and the window icon (issue 25: binding
them builds PySide6's ``Qt`` namespace, 18–25 ms); they are there in the event pass after it, all of them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.ui.main_window import MainWindow


def test_a_start_screen_window_binds_its_shortcuts_after_its_first_paint(app: QApplication, qtbot: QtBot) -> None:
    window = MainWindow(keys_later=True)
    qtbot.addWidget(window)
    assert window.new_action.shortcut().isEmpty(), "no shortcut before the first frame"
    painted: list[bool] = []
    window.start_screen.first_painted.connect(lambda: painted.append(True))
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: not window.new_action.shortcut().isEmpty())
    assert painted == [True], "the shortcuts came after the start screen's first paint"
    eager = MainWindow()  # what every other caller gets: the shortcuts at once
    qtbot.addWidget(eager)
    names = ("new", "open", "save", "save_as", "checkpoint", "undo", "redo", "settings", "quit", "fullscreen")
    for name in (*names, "home", "quests", "rules", "shortcuts", "about", "guide", "how_to"):
        later, at_once = getattr(window, f"{name}_action"), getattr(eager, f"{name}_action")
        assert later.shortcuts() == at_once.shortcuts(), name
    for name in ("new", "open", "save", "checkpoint", "undo", "redo", "settings", "home", "quests", "shortcuts"):
        assert getattr(window, f"{name}_action").shortcuts(), f"{name} has a shortcut"
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert QKeySequence("F11") in window.fullscreen_action.shortcuts()
    assert window.rules_action.shortcutContext() == Qt.ShortcutContext.ApplicationShortcut
    window.after_first_frame()  # once only: nothing doubles
    assert window.redo_action.shortcuts() == [QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")]
    assert not QApplication.windowIcon().isNull()
