"""Helpers shared by the Qt tests (imported by name: tests/ui/conftest.py puts this folder on ``sys.path``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow


def click(qtbot: QtBot, widget: QWidget) -> None:
    """Click ``widget`` the way a player would: after the layout has given it its place on screen; it must be
    visible and enabled."""
    QApplication.processEvents()
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def solo_table(qtbot: QtBot, seed: int = 4) -> tuple[MainWindow, GameSession]:
    """A shown 1280×800 window with Maelon's new solo campaign (seed ``seed``) on its table."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed)
    window.open_session(session)
    assert window.table is not None
    return window, session


def shown_window(qtbot: QtBot, size: tuple[int, int] | None = (1280, 800)) -> MainWindow:
    """A MainWindow of ``size`` (None: as it restored itself), shown and exposed: laid out before a campaign
    opens in it, as a player meets it (the start screen first)."""
    window = MainWindow()
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window
