"""The Undo note has its own room (issue 18, newcomer 8: the note beside Undo ran into the Chronicle's heading).
It sits under the Undo button across the column in a room of two lines whatever its words (a longer note is elided,
whole on hover), and the actions dock ends above the Chronicle's, at 1280 × 800 and 1920 × 1080."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import shown_window

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.theme import apply_theme


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _note_in_its_room(window: MainWindow, size: tuple[int, int], start: str) -> None:
    table = window.table
    assert table is not None
    panel = table.action_panel
    note = panel.undo_note
    assert note.text().startswith(start), note.text()
    lines = note.text().split("\n")
    assert note.height() >= len(lines) * note.fontMetrics().lineSpacing(), "the note is cut"
    assert " ".join(lines) == note.note() or note.toolTip() == note.note(), "an elided note is whole on hover"
    assert note.width() >= panel.width() - 20, "the note has the column's width, under the button"
    below_button = panel.undo_button.mapTo(table, QPoint(0, panel.undo_button.height())).y()
    assert note.mapTo(table, QPoint(0, 0)).y() >= below_button
    note_bottom = note.mapTo(table, QPoint(0, note.height())).y()
    chronicle_top = table.chronicle_dock.mapTo(table, QPoint(0, 0)).y()
    assert table.actions_dock.geometry().bottom() < chronicle_top, "the docks overlap"
    assert note_bottom <= chronicle_top, f"the note ends at {note_bottom}, the Chronicle begins at {chronicle_top}"
    assert note.visibleRegion().boundingRect() == note.rect(), "the note is covered"
    assert window.size().toTuple() == size


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_undo_note_is_whole_and_above_the_chronicle(app: QApplication, qtbot: QtBot, size: tuple[int, int]) -> None:
    apply_theme(app, "dark", 12)
    # as a player meets it: the start screen is up and laid out before the campaign opens
    window = shown_window(qtbot, size)
    for _ in range(8):
        QApplication.processEvents()
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4)
    window.open_session(session)
    for _ in range(8):
        QApplication.processEvents()
    _note_in_its_room(window, size, "Nothing to undo")
    assert session.submit("explore")  # reading the journal: undo stops at the longest note
    for _ in range(8):
        QApplication.processEvents()
    _note_in_its_room(window, size, "Undo stops here")


def test_the_note_keeps_one_room_whatever_its_words(app: QApplication, qtbot: QtBot) -> None:
    """The note is always two lines tall, so a note of another length never moves the list above it (issue 18:
    the first action of the day gave the note a second line, and the list moved 13 px under the cursor); the
    longest note is elided on its second line and whole on hover."""
    window = shown_window(qtbot)
    window.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4))
    table = window.table
    assert table is not None
    panel = table.action_panel
    note = panel.undo_note
    qtbot.wait(50)  # the first frame laid out (the docks split on a zero timer)
    rooms, tops = [], []
    longest = "Undo stops here: the last step drew a card, rolled a die, read the journal or passed."
    for possible, words in (
        (False, "Nothing to undo yet today."),
        (False, longest),
        (True, "Undo (Ctrl+Z) takes back your last action."),
    ):
        panel.set_undo(possible, words)
        qtbot.wait(20)
        rooms.append(note.height())
        tops.append(panel.scroll_area.mapTo(table, QPoint(0, panel.scroll_area.height())).y())
        assert note.note() == words and note.accessibleName() == words
        shown = note.text().split("\n")
        assert len(shown) <= 2 and all(note.fontMetrics().horizontalAdvance(line) <= note.width() for line in shown)
        if " ".join(shown) != words:  # elided: the whole note on hover
            assert shown[-1].endswith("…") and note.toolTip() == words
    assert len(set(rooms)) == 1 and rooms[0] >= 2 * note.fontMetrics().lineSpacing(), rooms
    assert len(set(tops)) == 1, f"the list's foot moved with the note: {tops}"
