"""Long words on the table stay whole or reachable (issue 18, newcomer 9): the status bar elides a message too
long for it and keeps the whole text on hover; the Chronicle's search box shows a placeholder that fits; with four
characters at 1280 x 800 every tray tab is in sight, none behind scroll arrows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import seated_session

from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.status_bar import WholeStatusBar

PARTY = ["maelon", "ceri", "hywel", "gwawr"]


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _window(qtbot: QtBot, characters: list[str]) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    session = seated_session(characters, 4)
    window.open_session(session)
    for _ in range(3):
        QApplication.processEvents()
    return window


def test_a_long_status_message_is_elided_with_its_whole_text_on_hover(app: QApplication, qtbot: QtBot) -> None:
    window = _window(qtbot, ["maelon"])
    bar = window.statusBar()
    assert isinstance(bar, WholeStatusBar)
    long = "The Menhir at Tref Eithin stands dark and cold; " * 6 + "the end."
    bar.showMessage(long, 8000)
    shown = bar.currentMessage()
    assert shown != long and shown.endswith("…"), "a message too long for the bar is elided, not clipped"
    assert bar.fontMetrics().horizontalAdvance(shown) <= bar.width()
    assert bar.toolTip() == long and bar.full_message() == long, "the whole text on hover"
    bar.showMessage("Saved.", 4000)
    assert bar.currentMessage() == "Saved." and bar.toolTip() == "", "a short one is whole, with no tooltip"


def test_the_chronicle_search_placeholder_fits(app: QApplication, qtbot: QtBot) -> None:
    window = _window(qtbot, ["maelon"])
    table = window.table
    assert table is not None
    search = table.chronicle.search
    text = search.placeholderText()
    assert text and search.fontMetrics().horizontalAdvance(text) < search.width() - 24, f"{text!r} is cut"
    assert search.toolTip(), "the whole wording on hover"


def test_four_tray_tabs_are_all_in_sight_at_1280(app: QApplication, qtbot: QtBot) -> None:
    window = _window(qtbot, PARTY)
    table = window.table
    assert table is not None
    tabs = table.trays.tabBar()
    assert tabs.count() == 4
    assert not table.trays.usesScrollButtons()
    for index in range(4):
        assert tabs.rect().contains(tabs.tabRect(index)), f"tab {index + 1} is out of sight"
        assert tabs.tabToolTip(index), "the whole name on hover"
    assert table.trays.elideMode() == Qt.TextElideMode.ElideRight
