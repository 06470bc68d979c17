"""The Chronicle keeps a few lines at least and the player can drag it taller (newcomer 9: it was two lines tall
and its splitter did not move, because the Actions panel asked for its whole list as its minimum). The splitter
takes what the actions list can spare (Travel and Pass stay whole); the chosen height is remembered across runs,
and the window never changes its size for it (ux.md "The table holds still")."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.chronicle import MIN_LINES
from grail_desktop.ui.left_column import CHRONICLE_HEIGHT
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


SIZE = (1920, 1080)


def _table(qtbot: QtBot, size: tuple[int, int] = SIZE) -> tuple[MainWindow, TableScreen]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=12))
    table = window.table
    assert table is not None
    for _ in range(4):
        QApplication.processEvents()
    return window, table


def _drag_splitter(table: TableScreen, by: int) -> None:
    """Drag the separator between the Actions and Chronicle docks ``by`` pixels (negative: up)."""
    actions, chronicle = table.actions_dock.geometry(), table.chronicle_dock.geometry()
    start = QPoint(actions.center().x(), (actions.bottom() + chronicle.top()) // 2 + 1)
    QTest.mousePress(table, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(table, start + QPoint(0, by * step // 5))
        QApplication.processEvents()
    QTest.mouseRelease(table, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(0, by))
    for _ in range(3):
        QApplication.processEvents()


def test_the_chronicle_takes_the_room_the_actions_leave_and_keeps_the_players_height(
    app: QApplication, qtbot: QtBot
) -> None:
    window, table = _table(qtbot)
    panel = table.action_panel
    assert all(b.visibleRegion().boundingRect() == b.rect() for b in panel.buttons.values() if b.isEnabled())
    before = table.chronicle_dock.height()
    lines = table.chronicle.list.fontMetrics().lineSpacing()
    assert table.chronicle.list.height() >= 8 * lines, "on a tall window the Chronicle has the room left over"
    _drag_splitter(table, 200)  # the player makes it smaller, down to its few lines
    chosen = table.chronicle_dock.height()
    assert chosen <= before - 80, f"the splitter moved the Chronicle from {before} to {chosen} px"
    assert chosen >= table.chronicle_dock.minimumSizeHint().height()
    assert (window.width(), window.height()) == SIZE, "only the docks change, never the window"
    assert int(QSettings().value(CHRONICLE_HEIGHT)) == chosen
    smaller = chosen
    _drag_splitter(table, -300)  # and taller than at first
    chosen = table.chronicle_dock.height()
    assert int(QSettings().value(CHRONICLE_HEIGHT)) == chosen >= max(smaller + 250, before + 100)
    for notation in [n for n in panel.buttons if n.startswith("travel ") or n == "pass"]:
        button = panel.buttons[notation]
        assert button.visibleRegion().boundingRect() == button.rect(), f"{notation} is cut"
    # an action (a new list) does not take the chosen room back
    assert table.session.submit("explore")
    for _ in range(4):
        QApplication.processEvents()
    assert abs(table.chronicle_dock.height() - chosen) <= 2
    window.close()
    # the next run keeps it
    again, table2 = _table(qtbot)
    assert abs(table2.chronicle_dock.height() - chosen) <= 2, "the chosen height is remembered"
    assert (again.width(), again.height()) == SIZE


def test_at_1280_by_800_the_chronicle_shows_its_lines_beside_every_open_action(app: QApplication, qtbot: QtBot) -> None:
    """The Chronicle's lines cost no open action its place at 1280 x 800 (issue 18: every open action in sight);
    a drag takes what the list can spare, and stops before Travel and Pass are cut."""
    window, table = _table(qtbot, (1280, 800))
    lines = table.chronicle.list.fontMetrics().lineSpacing()
    assert table.chronicle.list.height() >= MIN_LINES * lines
    panel = table.action_panel
    for button in [b for b in panel.buttons.values() if b.isEnabled()]:
        assert button.visibleRegion().boundingRect() == button.rect(), f"{button.label_text()!r} is cut"
    before = table.chronicle_dock.height()
    _drag_splitter(table, -150)
    assert table.chronicle_dock.height() > before, "the splitter moves"
    for notation in [n for n in panel.buttons if n.startswith("travel ") or n == "pass"]:
        button = panel.buttons[notation]
        assert button.visibleRegion().boundingRect() == button.rect(), f"{notation} is cut"
    assert (window.width(), window.height()) == (1280, 800)
