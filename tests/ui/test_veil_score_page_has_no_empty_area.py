"""The Riven Veil's season and final score pages (issue 11 newcomer, shot-129 and shot-153) leave no empty black
area: the table is as tall as its rows with its columns across its whole width, the chart as tall as its bars
and legend, and the two sit together in the page's room."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.ui.veil.panels import ScoringPage

ROWS = [
    {"start": 1, "regions": 7, "settlements": 1, "artifacts": 3, "prophecies": 2, "favor": 1, "hand": 8},
    {"start": 2, "regions": 5, "settlements": 3, "artifacts": 2, "hand": 4, "cards": 2},
]


def test_a_two_seat_season_page_has_no_empty_table_or_chart_area(app: QApplication, qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    page = ScoringPage(window)
    window.resize(1280, 770)
    page.resize(1280, 770)
    window.show()
    page.show_scores("The end of Season 1", "VP gained this season by source.", ["Player 1", "Cal"], ROWS, "Go on")
    qtbot.waitExposed(window)
    qtbot.wait(20)
    table, header = page.table, page.table.horizontalHeader()
    rows_h = sum(table.rowHeight(r) for r in range(page.model.rowCount()))
    assert table.height() - header.height() - rows_h <= 2 * table.frameWidth() + 2, "no empty rows under the seats"
    across = sum(header.sectionSize(c) for c in range(page.model.columnCount()))
    assert across >= table.viewport().width() - 1, "the columns reach the table's right edge"
    assert page.chart.height() == page.chart.sizeHint().height(), "the chart is as tall as its bars and legend"
    gap = page.chart.geometry().top() - table.geometry().bottom()
    assert 0 < gap <= 24, "the chart right under the table"
    assert page.model.columnCount() == 9, "every source scored shows (and Total)"
