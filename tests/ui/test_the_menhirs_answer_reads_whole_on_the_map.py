"""Inspect the Menhir's answer reads whole where it is shown (issue 18, newcomer 12: the status bar showed it
elided, whole only on hover). The note over the map holds the whole answer wrapped, inside the map at 1280 × 800,
covering no action; the next action, its × or Escape puts it away. S1 "Menhirs": inspecting one is a free action
that tells its light and what waking it asks for."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import click, solo_table

from grail_desktop.app.describe import event_line


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _rect_in(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def test_the_menhirs_answer_is_whole_over_the_map_and_goes_with_the_next_action(
    app: QApplication, qtbot: QtBot
) -> None:
    window, session = solo_table(qtbot)
    table = window.table
    assert table is not None
    assert (window.width(), window.height()) == (1280, 800)
    assert session.submit("inspect-menhir")
    QApplication.processEvents()
    answer = event_line(next(e for e in reversed(session.events) if e.kind == "MenhirInspected"), session.catalog)
    assert len(answer) > 200, "the long answer: its light, its price and what waking it does"
    note = table.map_note
    assert note.isVisible() and note.text() == answer
    label = note.label
    assert label.wordWrap() and label.text() == answer, "the whole answer, never elided"
    assert label.height() >= label.heightForWidth(label.width()), "as tall as its wrapped lines"
    assert _rect_in(table.map_view.viewport(), window).contains(_rect_in(note, window)), "inside the map"
    for button in table.action_panel.buttons.values():
        assert not _rect_in(button, window).intersects(_rect_in(note, window)), "it covers no action"
    # Escape on the map puts it away; a new answer brings it back; the next action takes it away
    table.map_view.setFocus()
    qtbot.keyClick(table.map_view, Qt.Key.Key_Escape)
    assert not note.isVisible()
    assert session.submit("inspect-menhir")
    QApplication.processEvents()
    assert note.isVisible()
    click(qtbot, note.close_button)
    assert not note.isVisible()
    assert session.submit("inspect-menhir")
    assert session.submit("explore")
    QApplication.processEvents()
    assert not note.isVisible(), "the next action: the answer has been read"
    assert (window.width(), window.height()) == (1280, 800)
