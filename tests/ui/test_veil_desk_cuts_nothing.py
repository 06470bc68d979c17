"""Nothing the Riven Veil desk says is cut (newcomer report 9, §4 "Riven Veil layout"): the hand's title with the
seat's name and count, the score table's headers; and each VP source keeps its colour on every scoring page."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from veil_drive import desk_window, on_desk, play_out, seats

from grail_desktop.ui.veil.panels import SOURCE_COLOURS, source_colour
from grail_desktop.ui.veil.screen import VeilScreen


def fits(label: QLabel) -> bool:
    """Whether the label's whole text shows: wrapped in its width, it needs no more than its height."""
    box = label.contentsRect()
    need = label.fontMetrics().boundingRect(QRect(0, 0, box.width(), 10_000), Qt.TextFlag.TextWordWrap, label.text())
    return need.height() <= box.height() and need.width() <= box.width()


def headers_fit(screen: VeilScreen) -> list[str]:
    """The score table's header words that are wider than their column (none should be)."""
    table, m = screen.scoring.table, screen.scoring.model
    header = table.horizontalHeader()
    cut = []
    for c in range(m.columnCount()):
        word = str(m.headerData(c, Qt.Orientation.Horizontal))
        if header.fontMetrics().horizontalAdvance(word) + 8 > header.sectionSize(c):
            cut.append(word)
    return cut


def chart_colours(screen: VeilScreen) -> set[str]:
    """The source colours painted on the scoring page's chart (bars and legend)."""
    image = screen.scoring.chart.grab().toImage()
    palette = {QColor(c).rgb(): c for c in SOURCE_COLOURS}
    found = set()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 3):
            rgb = image.pixel(x, y) | 0xFF000000
            if rgb in palette:
                found.add(palette[rgb])
    return found


def test_hand_title_and_score_headers_show_whole_and_colours_hold(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    screen = on_desk(win, seats(["person", "greedy"], ["Player 1", "Cal"]), seed=7)
    QApplication.processEvents()
    title = screen.hand_title
    assert "Player 1 (The Hollow Court)" in title.text() and "card" in title.text()
    assert fits(title), title.text()
    pages: list[str] = []

    def look(_what: str) -> None:
        if screen.pages.currentWidget() is screen.table_page and screen.hand_title.isVisible():
            assert fits(screen.hand_title), screen.hand_title.text()
        if screen.pages.currentWidget() is screen.scoring and len(pages) < (2 if screen.game.over else 1):
            QApplication.processEvents()
            pages.append(screen.scoring.title.text())
            assert headers_fit(screen) == []
            used = {source_colour(s) for s in screen.scoring.model.sources}
            assert chart_colours(screen) == used  # each source in its own colour, the same on every page

    play_out(qtbot, screen, each=look)
    look("over")
    assert len(pages) == 2 and pages[-1] == "The game is over"
