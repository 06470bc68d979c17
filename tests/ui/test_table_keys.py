"""Keys at the table (issue 18): F11 full screen; Undo and Redo in the Game menu with Ctrl+Z, Ctrl+Y and
Ctrl+Shift+Z; the keyboard is back on the table after a dialog closes; in pass-and-play, undoing another seat's
action asks that seat first; the app's own questions have no platform "?" and name their answers."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui import dialogs
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.rules_reference import RulesDialog


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _window(qtbot: QtBot, characters: list[str], seed: int = 4) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    session = GameSession.start(load_campaign("ynys-wen"), characters, seed)
    if len(characters) > 1:
        session.set_seating(characters, ["Ann", "Bryn"][: len(characters)], [])
    window.open_session(session)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window


def _key(qtbot: QtBot, sequence: str) -> None:
    """Type ``sequence`` where the keyboard is now (no click first)."""
    focus = QApplication.focusWidget()
    assert focus is not None, "the keyboard is nowhere"
    modifiers = Qt.KeyboardModifier.NoModifier
    *mods, key = sequence.split("+")
    for mod in mods:
        modifiers |= {"Ctrl": Qt.KeyboardModifier.ControlModifier, "Shift": Qt.KeyboardModifier.ShiftModifier}[mod]
    qtbot.keyClick(focus, getattr(Qt.Key, f"Key_{key}"), modifiers)
    QApplication.processEvents()


def test_undo_and_redo_are_in_the_game_menu_with_their_keys(app: QApplication, qtbot: QtBot) -> None:
    window = _window(qtbot, ["maelon"])
    session = window.session
    assert session is not None
    game_menu = window.menuBar().actions()[0].menu()
    assert window.undo_action in game_menu.actions() and window.redo_action in game_menu.actions()
    assert not window.redo_action.isEnabled()
    food = session.game.state.characters["maelon"].resources["food"]
    assert session.submit(f"adjust maelon food {food + 2}")
    assert window.undo_action.isEnabled()
    _key(qtbot, "Ctrl+Z")
    assert session.game.state.characters["maelon"].resources["food"] == food
    assert window.redo_action.isEnabled()
    _key(qtbot, "Ctrl+Y")
    assert session.game.state.characters["maelon"].resources["food"] == food + 2
    _key(qtbot, "Ctrl+Z")
    _key(qtbot, "Ctrl+Shift+Z")
    assert session.game.state.characters["maelon"].resources["food"] == food + 2
    assert not window.redo_action.isEnabled(), "nothing left to redo"
    _key(qtbot, "Ctrl+Z")
    assert session.submit("travel 102")
    assert not session.can_redo(), "a new action forgets what was taken back"


def test_the_menus_undo_agrees_with_the_undo_panel(app: QApplication, qtbot: QtBot) -> None:
    """Newcomer 9: the Undo panel said "Undo stops here" while Game → Undo was open. The menu's Undo is open
    exactly when undo can take something back (as the panel's button is); Ctrl+Z then still says why."""
    window = _window(qtbot, ["maelon"])
    session, table = window.session, window.table
    assert session is not None and table is not None
    panel = table.action_panel

    def agree() -> None:
        QApplication.processEvents()
        assert window.undo_action.isEnabled() == session.can_undo() == panel.undo_button.isEnabled()

    agree()
    assert session.submit("explore")  # reads the journal: undo stops here
    agree()
    assert not window.undo_action.isEnabled() and "stops here" in panel.undo_note.text()
    window.statusBar().clearMessage()
    _key(qtbot, "Ctrl+Z")
    assert window.statusBar().currentMessage() == session.undo_note(), "Ctrl+Z says why nothing is undone"
    food = session.game.state.characters["maelon"].resources["food"]
    assert session.submit(f"adjust maelon food {food + 1}")
    agree()
    assert window.undo_action.isEnabled()
    _key(qtbot, "Ctrl+Z")
    assert session.game.state.characters["maelon"].resources["food"] == food, "the key undoes once open again"
    agree()


def test_f11_toggles_full_screen(app: QApplication, qtbot: QtBot) -> None:
    window = _window(qtbot, ["maelon"])
    assert "F11" in [k.toString() for k in window.fullscreen_action.shortcuts()]
    _key(qtbot, "F11")
    assert window.fullscreen_action.isChecked()
    _key(qtbot, "F11")
    assert not window.fullscreen_action.isChecked()


def test_the_keyboard_is_back_on_the_table_after_a_dialog(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, ["maelon"])
    table = window.table
    assert table is not None
    monkeypatch.setattr(RulesDialog, "exec", lambda self: 0)
    window.open_rules()
    QApplication.processEvents()
    assert window.isActiveWindow()
    # where the next action is (issue 28): the first open action of the day, not the map (it has no action keys)
    assert QApplication.focusWidget() is table.action_panel.buttons["explore"], "the actions have the keyboard"
    session = window.session
    assert session is not None and session.submit("travel 102")
    window.open_rules()
    _key(qtbot, "Ctrl+Z")  # works at once, without a click
    assert session.game.state.characters["maelon"].location != 102


def test_undoing_another_seats_action_asks_that_seat(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, ["ceri", "maelon"])
    table, session = window.table, window.session
    assert table is not None and session is not None
    assert session.submit("travel 102")  # Maelon (Bryn's seat) travels; Ceri (Ann's) acts next
    assert session.last_actor() == "maelon"
    asked: list[str] = []
    answers = [False, True]

    def answer(_parent: object, _title: str, text: str, **_kw: object) -> bool:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(dialogs, "ask", answer)
    _key(qtbot, "Ctrl+Z")
    assert asked and asked[0].startswith("Bryn:") and "Maelon" in asked[0]
    assert session.game.state.characters["maelon"].location == 102, "Bryn kept the action"
    _key(qtbot, "Ctrl+Z")
    assert session.game.state.characters["maelon"].location != 102, "Bryn agreed"
    assert len(asked) == 2
    assert session.submit("travel 102")
    assert session.submit("travel 102")  # now Ceri's own action: her seat is not asked
    assert session.last_actor() == "ceri"


def test_the_apps_question_has_its_own_emblem_and_named_answers(app: QApplication, qtbot: QtBot) -> None:
    seen: dict[str, object] = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen["icon"] = box.icon()
        seen["pixmap"] = not box.iconPixmap().isNull()
        seen["buttons"] = [b.text() for b in box.findChildren(QPushButton)]
        yes = box.findChild(QPushButton, "askYes")
        assert yes is not None
        yes.click()

    QTimer.singleShot(0, answer)
    assert dialogs.ask(None, "Pass?", "Pass now?", yes="Pass now", no="Keep playing")
    assert seen["icon"] != QMessageBox.Icon.Question and seen["pixmap"]
    assert set(seen["buttons"]) >= {"Pass now", "Keep playing"}  # type: ignore[arg-type]


def test_ctrl_z_with_nothing_to_undo_says_so(app: QApplication, qtbot: QtBot) -> None:
    """Issue 18 (a newcomer): Ctrl+Z with nothing to undo was silent; the status bar now says why."""
    window = _window(qtbot, ["maelon"])
    session = window.session
    assert session is not None and not session.can_undo()
    window.statusBar().clearMessage()
    _key(qtbot, "Ctrl+Z")
    assert window.statusBar().currentMessage() == session.undo_note()
    assert "undo" in window.statusBar().currentMessage().lower()


def test_the_keyboard_is_back_on_the_table_after_keeping_another_seats_action(app: QApplication, qtbot: QtBot) -> None:
    """Issue 18's keys rule for the pass-and-play question (a newcomer, nc12): after "No, keep it" the keys
    work at once, without a click."""
    window = _window(qtbot, ["ceri", "maelon"])
    session = window.session
    assert session is not None and session.submit("travel 102")

    def keep() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        no = box.findChild(QPushButton, "askNo")
        assert no is not None
        no.click()

    QTimer.singleShot(0, keep)
    _key(qtbot, "Ctrl+Z")
    assert session.game.state.characters["maelon"].location == 102, "Bryn kept the action"
    QApplication.processEvents()
    assert window.isActiveWindow(), "the table's window has the keyboard again"
    assert QApplication.focusWidget() is not None, "the keyboard is somewhere on the table"
    assert window.isAncestorOf(QApplication.focusWidget())
