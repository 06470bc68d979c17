"""F1 opens the rules reference from every window of the app, not only the main window (issue 26, newcomer run:
F1 did nothing while the Quests & belongings window had the keyboard)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.rules_reference import RulesDialog


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def test_f1_opens_the_rules_from_the_quests_window(app: QApplication, qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4))
    window.open_quests()
    quests = window._quests
    quests.activateWindow()
    qtbot.waitUntil(quests.isActiveWindow, timeout=2000)
    opened: list[str] = []

    def close_rules() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, RulesDialog):
            opened.append(dialog.windowTitle())
            dialog.reject()

    QTimer.singleShot(200, close_rules)
    qtbot.keyClick(QApplication.focusWidget() or quests, Qt.Key.Key_F1)
    QApplication.processEvents()
    assert opened, "F1 opened the rules reference while the Quests window had the keyboard"
