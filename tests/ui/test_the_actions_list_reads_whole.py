"""The actions list (issue 18, newcomer 8: it half-hid long entries and kept a stale scroll after it changed).
Every entry is whole: its words wrap, and each button is as tall as its words need at its width (measured with the
label's own font metrics). The same entries keep their scroll position (nothing moves under the cursor); a new list
starts at its top."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import solo_table

from grail_desktop.ui import actions_panel
from grail_desktop.ui.actions_panel import ActionPanel
from grail_desktop.ui.widgets import WrapButton


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _every_entry_whole(panel: ActionPanel) -> None:
    QApplication.processEvents()
    QApplication.processEvents()
    buttons = [b for b in panel.findChildren(WrapButton) if b.isVisible()]
    assert buttons
    for button in buttons:
        label = button.label
        assert label.wordWrap()
        assert label.height() >= label.heightForWidth(label.width()), f"{button.label_text()!r} is cut"
        metrics = label.fontMetrics()
        longest = max(metrics.horizontalAdvance(word) for word in button.label_text().split())
        assert longest <= label.width() or label.width() >= panel.width() - 40, button.label_text()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_every_entry_is_whole(app: QApplication, qtbot: QtBot, size: tuple[int, int]) -> None:
    window, session = solo_table(qtbot)
    window.resize(*size)
    table = window.table
    assert table is not None
    _every_entry_whole(table.action_panel)
    assert session.submit("adjust maelon energy 0")  # every action closed, each with its reason
    _every_entry_whole(table.action_panel)


def test_a_new_list_starts_at_its_top_and_the_same_list_holds_still(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a column too short to ask for the whole list (as at a large Text size): the list scrolls
    monkeypatch.setattr(actions_panel, "MOST_OF_WINDOW", 0.1)
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(250, 300)  # a short column: the list scrolls
    panel.show()

    def words(notation: str) -> tuple[str, str]:
        return f"Face the Guardian {notation.split()[1][1:]}: a long answer that wraps over more than one line", ""

    def show(legal: list[str]) -> None:
        panel.sync("Choose.", legal, False, words, lambda _n: None, False)
        qtbot.wait(20)

    first = [f"guardian g{n}" for n in range(1, 9)]
    show(first)
    bar = panel.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0, "the list scrolls in a short column"
    bar.setValue(bar.maximum())
    before = bar.value()
    show(first)  # rebuilt with the same entries
    assert bar.value() == before, "the same list jumped"
    show([f"guardian g{n}" for n in range(2, 10)])  # a new list
    assert bar.value() == 0, "a new list starts at its top"
    _every_entry_whole(panel)
