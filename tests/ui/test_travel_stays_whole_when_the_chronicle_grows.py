"""Dragging the Chronicle's splitter up never cuts the Travel and Pass buttons (issue 18, a newcomer finding;
ux.md "The table holds still": nothing clipped). The Actions dock is squeezed to less and less height, as the
splitter between it and the Chronicle would: the panel stops at the height that keeps its fixed strip whole, and
every Travel and Pass button stays fully shown in the 1280 × 800 window.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import shown_window

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _whole(widget: QWidget) -> bool:
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def test_travel_and_pass_stay_whole_as_the_actions_dock_shrinks(app: QApplication, qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    window.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=12))
    table = window.table
    assert table is not None
    panel = table.action_panel
    common = [n for n in panel.buttons if n.startswith("travel ") or n == "pass"]
    assert len(common) >= 3
    heights = []
    for height in (560, 400, 300, 200, 120, 60):
        table.resizeDocks([table.actions_dock, table.chronicle_dock], [height, 800 - height], Qt.Orientation.Vertical)
        for _ in range(3):
            QApplication.processEvents()
        heights.append(panel.height())
        assert panel.grid.indexOf(panel.fixed) < 0, "Travel and Pass stay in the fixed strip, not down the list"
        for notation in common:
            assert _whole(panel.buttons[notation]), f"{notation} is cut with the Actions dock at {panel.height()} px"
    assert heights[-1] >= panel.minimumHeight() > 0, "the splitter stops where the strip would be cut"
    assert table.chronicle.isVisible() and table.chronicle.height() >= 90
    assert window.size().width() == 1280 and window.size().height() == 800
