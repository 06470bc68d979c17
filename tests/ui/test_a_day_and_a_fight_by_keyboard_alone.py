"""A whole day and a fight played with key events only (issue 28: play by keyboard alone).

The route is tests/cli/routes/fight-from-the-journal.actions (Maelon, seed 2): Day 1 travels, reads and ends,
the End of the Day eats, Day 2 reads into a fight that is fought to a win. Every step is typed where the keyboard
already is (Tab, Enter, digits, D, R, arrows), never clicked and never put there by the test; after each step the
focused widget must be visible on screen and be the one the player needs next (an open action, the journal's
option, the morning summary's Continue, the End of the Day's step, the encounter board).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.encounter_scene import BoardScene
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen

ROUTE = Path(__file__).parents[1] / "cli" / "routes" / "fight-from-the-journal.actions"


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def focused(window: QWidget) -> QWidget:
    """The widget with the keyboard; it must be visible on the window (not hidden, not scrolled out)."""
    widget = QApplication.focusWidget()
    assert widget is not None, "the keyboard is nowhere"
    assert widget.isVisible() and widget.isEnabled(), f"the keyboard is on a hidden widget: {widget.objectName()}"
    assert not widget.visibleRegion().isEmpty(), f"{widget.objectName()} has the keyboard but cannot be seen"
    where = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    assert window.rect().intersects(where), f"{widget.objectName()} is outside the window"
    return widget


def key(qtbot: QtBot, window: QWidget, which: Qt.Key | str) -> None:
    qtbot.keyClick(focused(window), which)
    QApplication.processEvents()


def tab_to(qtbot: QtBot, window: QWidget, name: str, limit: int = 40) -> int:
    """Tab until the widget named ``name`` has the keyboard; returns the number of Tabs."""
    for tabs in range(limit):
        if focused(window).objectName() == name:
            return tabs
        key(qtbot, window, Qt.Key.Key_Tab)
    raise AssertionError(f"{name} is not reached in {limit} Tabs")


def expect_focus(table: TableScreen, window: QWidget) -> QWidget:
    """The keyboard is where the next action is, for the mode on stage."""
    widget = focused(window)
    mode = table.stage.mode
    if mode == "encounter":
        assert widget is table.encounter_board.view, f"in a fight the board has the keyboard, not {widget}"
    elif mode == "journal":
        if table.session.game.state.exploration is None:
            assert widget is table.journal_close, "a finished reading: its one step out"
        else:
            assert widget in table.journal.option_buttons, "a reading: its options"
    elif mode == "day":
        page = table.day_screens.stack.currentWidget()
        assert page is not None and page.isAncestorOf(widget) and isinstance(widget, QAbstractButton)
    elif table.day_screens.start_of_day.isVisible():
        summary = table.day_screens.start_of_day
        assert widget is summary.continue_button or widget in summary.choice_buttons.values()
    else:
        assert table.action_panel.isAncestorOf(widget) and isinstance(widget, QAbstractButton), widget
    return widget


def steps_between(qtbot: QtBot, window: QWidget, table: TableScreen) -> None:
    """The steps that are no actions: read fight overlays, close a finished reading, leave the summary."""
    for _ in range(8):
        expect_focus(table, window)
        stage = table.stage
        board: BoardScene | None = table.encounter_board.scene if stage.built("encounter") else None
        overlay = stage.mode == "encounter" and board is not None and bool(board.overlay_lines)
        closing = stage.mode == "journal" and table.session.game.state.exploration is None
        summary = stage.mode == "map" and table.day_screens.start_of_day.isVisible()
        if not (overlay or closing or summary):
            return
        key(qtbot, window, Qt.Key.Key_Return)  # read on / the one step out / on to the day


def fight_step(qtbot: QtBot, window: QWidget, table: TableScreen, step: str) -> None:
    board = table.encounter_board.scene
    verb, *rest = step.split()
    if verb == "play":
        card, chain = rest[0], int(rest[2])
        number = next(i for i, c in enumerate(board.hand, start=1) if c.face.id == card)
        key(qtbot, window, str(number))
        for _ in range(6):
            if board.focus_target == chain:
                break
            key(qtbot, window, Qt.Key.Key_Right)
        key(qtbot, window, Qt.Key.Key_Return)
    elif verb == "commit":
        colour, count = rest[0], int(rest[1])
        for _ in range(count):
            for _ in range(12):
                item = board.selected_die_item()
                if item is not None and item.die is None and item.colour == colour:
                    break
                key(qtbot, window, "d")
            key(qtbot, window, Qt.Key.Key_Return)
    elif verb == "roll":
        key(qtbot, window, "r")
    elif verb == "apply":
        die, enemy = int(rest[0]), int(rest[2])
        key(qtbot, window, "d")
        assert board.selected_die is not None and board.selected_die[0] == "active", "D picks a rolled die first"
        for _ in range(12):
            if board.selected_die == ("active", die):
                break
            key(qtbot, window, "d")
        for _ in range(6):
            if board.focus_target == enemy:
                break
            key(qtbot, window, Qt.Key.Key_Right)
        key(qtbot, window, Qt.Key.Key_Return)
    else:  # a step of the side column: Tab from the board reaches it at once
        tabs = tab_to(qtbot, window, f"encounter:{step}")
        assert tabs <= 1 + len(table.encounter_board.buttons), "the steps come right after the board"
        key(qtbot, window, Qt.Key.Key_Return)


def test_a_day_and_a_fight_with_keys_only(app: QApplication, qtbot: QtBot) -> None:
    save_preferences(Preferences(animation_speed=0, reveals=False, confirm_pass=False))
    lines = [line.strip() for line in ROUTE.read_text(encoding="utf-8").splitlines()]
    steps = [line for line in lines if line and not line.startswith("#")]
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert focused(window) is window.start_screen.buttons["new"], "the start screen's first open entry"
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], 2)
    taken: list[str] = []  # what reached the session's gate, in order (the table and the board submit there)
    submit = session.submit

    def record(notation: str) -> bool:
        done = submit(notation)
        if done:
            taken.append(notation)
        return done

    session.submit = record  # type: ignore[method-assign]
    window.open_session(session)
    table = window.table
    assert table is not None
    table.reveals = False
    table.confirm_pass = False
    QApplication.processEvents()
    fought = False
    for step in steps:
        steps_between(qtbot, window, table)
        if step == session.taken_for_player:  # a Dream's lone "Sleep." the reader took for the player (issue 23)
            session.taken_for_player = None
            continue
        before, count = len(session.events), len(taken)
        widget = expect_focus(table, window)
        verb = step.split()[0]
        if table.stage.mode == "encounter":
            fought = True
            fight_step(qtbot, window, table, step)
        elif verb == "choose":
            option = table.journal.findChild(QWidget, f"option{step.split()[1]}")
            assert option is not None
            key(qtbot, window, str(option.property("shown_number")))
        elif table.stage.mode == "day":
            tab_to(qtbot, window, f"eod:{step}")
            key(qtbot, window, Qt.Key.Key_Return)
        else:
            assert table.action_panel.isAncestorOf(widget)
            tab_to(qtbot, window, f"action:{step}")
            key(qtbot, window, Qt.Key.Key_Return)
        expected = [step]
        if verb == "commit":  # the keys commit one die per Enter: "commit gold 2" is two of them
            expected = [f"commit {step.split()[1]} 1"] * int(step.split()[2])
        taken_now = taken[count : count + len(expected)]
        assert len(session.events) > before and taken_now == expected, f"{step!r} was not taken by keys: {taken[-3:]}"
    steps_between(qtbot, window, table)
    assert fought, "the route's fight was fought by keys"
    state = session.game.state
    assert state.encounter is None and state.day == 2
    assert table.stage.mode == "map"
    expect_focus(table, window)
