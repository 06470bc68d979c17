"""The day bar's titles read whole at 1280 × 800 without hovering (issue 18, newcomer 8: "Event: The Stone …"; ux.md
"The table holds still"). Late in Chapter I the bar holds seven Active Quests (about 1450 px of titles) and three
Menhirs: the Event and the Menhirs stay whole, the Quests row shows whole titles and "and N more", a link to the
Quests & belongings window, and the bar's height never changes. Widths are measured with the labels' own fonts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from ui_testkit import solo_table

from grail_desktop.app.views import DayView
from grail_desktop.ui.quests_view import QuestsDialog

QUESTS = (
    "The Stone Gutters",
    "The Camp Above the Yews",
    "False Lights",
    "A Company Coat in the Lane",
    "The Stone That Does Not See",
    "Rhys Comes Down from the Hafod",
    "The Grey Cough",
)
MENHIRS = ("Tref Eithin: 1 day", "The Bell-Stone: goes dark at dawn", "Carn Naw: 4 days")


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _whole(label: QLabel, text: str) -> None:
    """``text`` fits the label's width in its own font, and the label lies inside the window."""
    assert label.fontMetrics().horizontalAdvance(text) <= label.width(), f"{text!r} is cut at {label.width()} px"
    window = label.window()
    assert window.rect().contains(QRect(label.mapTo(window, QPoint(0, 0)), label.size())), text


def _late_day(quests: tuple[str, ...]) -> DayView:
    return DayView(
        day=9,
        phase="During the Day",
        event_title="The Stone That Does Not See",
        event_text="It watches.",
        quests=tuple((q, "Its text.") for q in quests),
        menhirs=MENHIRS,
        turn="Maelon Harrow",
    )


def test_a_late_days_titles_read_whole_at_1280_by_800(app: QApplication, qtbot: QtBot) -> None:
    window, _session = solo_table(qtbot)
    table = window.table
    assert table is not None
    bar = table.day_bar
    QApplication.processEvents()
    height = bar.height()
    bar.sync(_late_day(QUESTS))
    QApplication.processEvents()
    QApplication.processEvents()
    assert bar.height() == height, "the bar keeps its height whatever it holds (the table holds still)"
    assert window.size().toTuple() == (1280, 800)
    for label in (bar.event_label, bar.menhirs):
        assert label.text() == label.full_text(), f"{label.full_text()!r} is cut to {label.text()!r}"
        _whole(label, label.full_text())
    quests = bar.quests
    assert 1 <= len(quests.shown) < len(QUESTS), "seven quests do not fit one row at 1280: some, whole, then a count"
    assert quests.shown == list(QUESTS[: len(quests.shown)]), "whole titles, in order"
    line = quests.plain_text()
    assert line.endswith(f"and {len(QUESTS) - len(quests.shown)} more"), line
    assert "…" not in line
    _whole(quests, line)
    for title in quests.shown:
        assert title in line
    # "and N more" opens the Quests & belongings window, where every quest reads in full
    quests.linkActivated.emit("quests")
    QApplication.processEvents()
    dialog = window.findChild(QuestsDialog)
    assert dialog is not None and dialog.isVisible()


def test_a_short_quest_list_is_said_whole_without_a_link(app: QApplication, qtbot: QtBot) -> None:
    window, _session = solo_table(qtbot)
    table = window.table
    assert table is not None
    bar = table.day_bar
    bar.sync(_late_day(QUESTS[:2]))
    QApplication.processEvents()
    assert bar.quests.text() == bar.quests.full_text() == "Quests: The Stone Gutters, The Camp Above the Yews"
    assert bar.quests.shown == list(QUESTS[:2])
    _whole(bar.quests, bar.quests.full_text())


def test_the_day_bar_is_whole_at_1920_too(app: QApplication, qtbot: QtBot) -> None:
    window, _session = solo_table(qtbot)
    window.resize(1920, 1080)
    QApplication.processEvents()
    table = window.table
    assert table is not None
    bar = table.day_bar
    bar.sync(_late_day(QUESTS))
    QApplication.processEvents()
    QApplication.processEvents()
    for label in (bar.event_label, bar.menhirs):
        _whole(label, label.full_text())
    assert len(bar.quests.shown) >= 3
    _whole(bar.quests, bar.quests.plain_text())


def test_the_quests_rows_tooltip_shows_the_quest_dials(app: QApplication, qtbot: QtBot) -> None:
    """Issue 19 (newcomer 12): "its Quest Dial now shows 1" in the chronicle; hovering the day bar's quests shows
    that dial, what it shows and what a Quest Dial is (S0 "Quest Tokens")."""
    from grail_desktop.app.views import day_view

    window, session = solo_table(qtbot)
    table = window.table
    assert table is not None
    session.game.state.quest_dials["heledd-trail"] = 1
    table.day_bar.sync(day_view(session.game, session.catalog))
    tip = table.day_bar.quests.toolTip()
    assert "<b>Heledd's trail — Quest Dial</b><br>It shows 1. A Quest Dial counts" in tip, tip
    assert tip.startswith("<b>The Stone Gutters</b>"), "the quests come first, then the dials"
