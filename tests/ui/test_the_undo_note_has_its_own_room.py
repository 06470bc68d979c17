"""The Undo note has its own room (issue 18, newcomer 8: the note beside Undo ran into the Chronicle's heading).
It sits under the Undo button across the column, whole (its height is what its words need at its width, in its
own font), and the actions dock ends above the Chronicle's, at 1280 × 800 and 1920 × 1080."""

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
    assert note.height() >= note.heightForWidth(note.width()), "the note is cut"
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


def test_a_short_note_after_a_long_one_leaves_no_gap(app: QApplication, qtbot: QtBot) -> None:
    """A short note that follows the long one takes only its own lines (a label's height for a width counts its
    minimum, so the long note's room stayed as a gap above the Chronicle and the list lost it)."""
    window = shown_window(qtbot)
    window.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4))
    table = window.table
    assert table is not None
    panel = table.action_panel
    panel.set_undo(False, "Undo stops here: the last step drew a card, rolled a die, read the journal or passed.")
    qtbot.wait(20)
    long = panel.undo_note.height()
    panel.set_undo(True, "Undo (Ctrl+Z) takes back your last action.")
    qtbot.wait(20)
    note = panel.undo_note
    lines = note.fontMetrics().lineSpacing()
    assert note.height() < long - lines, f"the short note kept the long one's room ({note.height()} of {long})"
    assert note.height() >= note.heightForWidth(note.width())
