"""The list's headings are whole in sight or out of it (issue 18, newcomer 12: at 1280 × 800 half of "Not now"
showed at the list's foot, right over the Travel box, and read as lying under Travel). Where the list's foot would
cut a heading in two, the list ends above it; the scroll bar says there is more, and a scroll shows it whole. No
heading's box overlaps the fixed Travel-and-Pass strip under the list."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QGroupBox, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import shown_window

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.actions_panel import ActionPanel


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _global(widget: QWidget, rect: QRect) -> QRect:
    return QRect(widget.mapToGlobal(rect.topLeft()), rect.size())


def _check_headings(panel: ActionPanel) -> int:
    """Every titled box in the list: its title band wholly in sight or wholly out of it; what shows of it lies
    above the fixed strip. Returns how many titles are in sight."""
    port = panel.scroll_area.viewport()
    seen = _global(port, port.rect())
    strip = _global(panel.fixed, panel.fixed.rect())
    in_sight = 0
    for box in panel.body.findChildren(QGroupBox):
        if not box.title() or not box.isVisible():
            continue
        first = min(w.y() for w in box.findChildren(QWidget) if w.parentWidget() is box)
        band = _global(box, QRect(0, 0, box.width(), first))
        shown = band.intersected(seen)
        assert shown.isEmpty() or shown == band, f"{box.title()!r} is cut in two at the list's foot"
        visible = _global(box, box.visibleRegion().boundingRect())
        assert not visible.intersects(strip), f"{box.title()!r} lies over the Travel and Pass strip"
        in_sight += not shown.isEmpty()
    return in_sight


@pytest.mark.parametrize(("size", "characters"), [((1280, 800), ["maelon"]), ((1280, 800), ["gwawr"])])
def test_not_now_is_whole_or_out_of_sight_at_1280_by_800(
    app: QApplication, qtbot: QtBot, size: tuple[int, int], characters: list[str]
) -> None:
    window = shown_window(qtbot, size)
    window.open_session(GameSession.start(load_campaign("ynys-wen"), characters, 4))
    table = window.table
    assert table is not None
    for _ in range(4):
        QApplication.processEvents()
    panel = table.action_panel
    assert panel.findChild(QGroupBox, "actionsClosed") is not None, "the Menhir cannot be woken yet: Not now"
    _check_headings(panel)
    bar = panel.scroll_area.verticalScrollBar()
    for value in range(0, bar.maximum() + 1, 7):  # as the player scrolls, nothing overlaps the strip
        bar.setValue(value)
        QApplication.processEvents()
        port = panel.scroll_area.viewport()
        strip = QRect(panel.fixed.mapTo(panel, QPoint(0, 0)), panel.fixed.size())
        assert QRect(port.mapTo(panel, QPoint(0, 0)), port.size()).bottom() < strip.top()
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    closed = panel.findChild(QGroupBox, "actionsClosed")
    assert closed is not None and not closed.visibleRegion().isEmpty(), "scrolled down, Not now is in sight"
    assert (window.width(), window.height()) == size
