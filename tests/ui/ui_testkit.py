"""Helpers shared by the Qt tests (imported by name: tests/ui/conftest.py puts this folder on ``sys.path``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot


def click(qtbot: QtBot, widget: QWidget) -> None:
    """Click ``widget`` the way a player would: after the layout has given it its place on screen; it must be
    visible and enabled."""
    QApplication.processEvents()
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
