"""A long campaign at the table (issue 25): the chronicle of thousands of entries is laid out a batch per
event-loop pass instead of all before the first frame, yet shows every entry and keeps the newest in view;
PySide6 no longer reads the source of every imported module; a party table builds its action panel once."""

from __future__ import annotations

import sys
from pathlib import Path

import attrs
import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.engine.core import Event
from grail_desktop.ui import _uses_pyside
from grail_desktop.ui.chronicle import LAYOUT_BATCH, ChronicleWidget


def _events(n: int) -> list[Event]:
    return [Event("Note", f"Entry {i}: " + "a long line of the chronicle that wraps " * (1 + i % 3)) for i in range(n)]


def _settle(qtbot: QtBot, widget: ChronicleWidget) -> None:
    """Let the batched layout finish (it runs on the event loop, a batch per pass): the last row is placed."""
    last = widget.proxy.index(widget.proxy.rowCount() - 1, 0)
    qtbot.waitUntil(lambda: widget.list.visualRect(last).isValid(), timeout=10_000)
    QApplication.processEvents()


def test_a_long_chronicle_shows_every_entry_and_follows_the_newest(app: QApplication, qtbot: QtBot) -> None:
    widget = ChronicleWidget()
    qtbot.addWidget(widget)
    widget.resize(400, 300)
    widget.show()
    qtbot.waitExposed(widget)
    count = 20 * LAYOUT_BATCH
    widget.model.reset(_events(count))
    _settle(qtbot, widget)
    assert widget.proxy.rowCount() == count
    bar = widget.list.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    last = widget.proxy.index(count - 1, 0)
    assert widget.list.visualRect(last).intersects(widget.list.viewport().rect())
    assert widget.proxy.index(0, 0).data().startswith("Entry 0:")
    # New entries arrive: still at the bottom.
    widget.model.append(_events(3))
    _settle(qtbot, widget)
    assert bar.value() == bar.maximum()


def test_scrolling_back_stops_following_until_the_reader_returns(app: QApplication, qtbot: QtBot) -> None:
    widget = ChronicleWidget()
    qtbot.addWidget(widget)
    widget.resize(400, 300)
    widget.show()
    qtbot.waitExposed(widget)
    widget.model.reset(_events(5 * LAYOUT_BATCH))
    _settle(qtbot, widget)
    bar = widget.list.verticalScrollBar()
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # the reader scrolls back to the start
    assert widget._following is False
    widget.list.doItemsLayout()  # a relayout (e.g. a resize) must not yank the reader back down
    _settle(qtbot, widget)
    assert bar.value() == 0
    bar.triggerAction(bar.SliderAction.SliderToMaximum)
    assert widget._following is True


def test_pyside_tells_modules_that_use_it_without_reading_their_source(app: QApplication) -> None:
    """grail_desktop.ui replaces PySide6's source scan; should a PySide6 release rename the hook, this fails
    and the start-up cost (and 6 MB of cached source lines) comes back unnoticed otherwise."""
    feature = sys.modules["PySide6.support.feature"]
    assert feature._mod_uses_pyside is _uses_pyside
    assert _uses_pyside(sys.modules["grail_desktop.ui.chronicle"])
    assert not _uses_pyside(sys.modules["grail_desktop.engine.core"])


def test_opening_a_save_shows_the_table_as_the_first_frame(
    app: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``grail-desktop SAVE``: the window first shows with the table already built (no start screen painted
    only to be replaced); the app then runs until it quits (here at once)."""
    from grail_desktop.catalog import load_campaign
    from grail_desktop.engine import new_game
    from grail_desktop.saves import save_game
    from grail_desktop.ui import application
    from grail_desktop.ui.main_window import MainWindow

    catalog = load_campaign("ynys-wen")
    save = tmp_path / "resume.toml"
    save_game(new_game(catalog, ["maelon", "ceri"], seed=4), save)
    shown: list[tuple[bool, bool]] = []
    windows: list[MainWindow] = []

    def show(window: MainWindow) -> None:
        shown.append((window.table is not None, window.stack.currentWidget() is window.table))
        windows.append(window)

    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("GRAIL_DESKTOP_QUIT_AFTER_START", "1")
    monkeypatch.setattr(MainWindow, "show_first", show)  # the first show (maximised on a first start)
    monkeypatch.setattr(application, "install_exception_hook", lambda hook: None)
    monkeypatch.setattr(application, "setup_logging", lambda: None)  # no file handler left on the root logger
    assert application.run_app(str(save)) == 0
    assert shown == [(True, True)]
    windows[0].session.dirty = False  # nothing to autosave on the way out
    windows[0].close()


def test_a_tray_on_a_hidden_tab_is_built_when_first_shown(app: QApplication, qtbot: QtBot) -> None:
    """Four characters: only the shown tray is built at once; the others are built once the event loop is
    idle (or when their tab is opened first), from the latest view; a tray whose view did not change keeps
    its widgets."""
    from grail_desktop.app.session import GameSession
    from grail_desktop.catalog import load_campaign
    from grail_desktop.ui.table import TableScreen

    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["maelon", "ceri", "hywel", "gwawr"], seed=3)
    table = TableScreen(session)
    qtbot.addWidget(table)
    table.resize(1400, 900)
    table.show()
    qtbot.waitExposed(table)
    trays = table.trays
    shown = trays.currentIndex()
    ids = list(trays.trays)
    other = ids[(shown + 1) % len(ids)]
    assert trays.trays[ids[shown]].findChild(QWidget, "trayResources") is not None
    hidden = [trays.trays[c] for c in ids if c != ids[shown]]
    qtbot.waitUntil(lambda: all(t.findChild(QWidget, "trayResources") is not None for t in hidden))
    trays.setCurrentIndex(ids.index(other))
    QApplication.processEvents()
    resources = trays.trays[other].findChild(QWidget, "trayResources")
    assert resources is not None
    view = trays.trays[other].view
    assert view is not None
    assert all(f"<b>{n}</b>" in resources.text() for _, n in view.resources)
    table.refresh()  # nothing changed for this character: the same widgets stay
    assert trays.trays[other].findChild(QWidget, "trayResources") is resources
    # A hidden tray given a new view and opened before the loop is idle: built as its tab shows.
    third = ids[(ids.index(other) + 1) % len(ids)]
    tray = trays.trays[third]
    assert tray.view is not None
    tray.sync(attrs.evolve(tray.view, location="The Far Shore"))
    trays.setCurrentIndex(ids.index(third))
    title = tray.findChild(QLabel, "trayTitle")
    assert title is not None and "The Far Shore" in title.text()
