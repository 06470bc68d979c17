"""The keyboard shortcuts sheet (issue 26) lists every action that has a key, read from the window's own actions
and shortcuts, with Qt's standard keys; Help and ``?`` open it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.shortcuts_sheet import ShortcutsDialog, shortcut_rows


@pytest.fixture
def window(app: QApplication, qtbot: QtBot) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4))
    win.table.stage.page("journal")  # type: ignore[union-attr]  # its keys exist once the reader is built
    return win


def test_the_sheet_lists_every_action_with_a_shortcut(window: MainWindow) -> None:
    rows = shortcut_rows(window)
    listed = {(r.what, key) for r in rows for key in r.keys.split(", ")}
    actions = [a for a in window.findChildren(QAction) if any(not k.isEmpty() for k in a.shortcuts())]
    assert len(actions) >= 15
    keys_listed = {key for _, key in listed}
    for action in actions:
        what = action.text().replace("&&", "\x00").replace("&", "").replace("\x00", "&").rstrip("…").strip()
        if not what:  # untitled: the same key as a titled action (Ctrl+Z says why undo cannot), listed once under it
            native = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            assert all(k in keys_listed for k in native), native
            continue
        for key in action.shortcuts():
            assert (what, key.toString(QKeySequence.SequenceFormat.NativeText)) in listed, (what, key.toString())
    by_what = {r.what: r for r in rows}
    assert by_what["Save"].keys == QKeySequence(QKeySequence.StandardKey.Save).toString(
        QKeySequence.SequenceFormat.NativeText
    ), "Qt's standard key, as the platform spells it"
    assert by_what["Redo"].keys == "Ctrl+Y, Ctrl+Shift+Z"
    assert by_what["Focus the map"].area == "At the table"
    assert by_what["Choose the option with that number"].area == "In the journal"
    assert [r.area for r in rows][:1] == ["Game menu"], "menus first, in menu-bar order"


def test_help_and_the_question_mark_open_the_sheet(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[ShortcutsDialog] = []
    monkeypatch.setattr(ShortcutsDialog, "exec", lambda self: opened.append(self) or 0)
    help_menu = window.menuBar().actions()[2].menu()
    assert window.shortcuts_action in help_menu.actions()
    assert window.shortcuts_action.shortcut().toString() == "?"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.table.focus_stage()  # type: ignore[union-attr]
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_Question)
    QApplication.processEvents()
    assert opened, "? opened the sheet"
    text = opened[0].browser.toPlainText()
    assert "Ctrl+N" in text and "New campaign" in text and "Focus the map" in text
