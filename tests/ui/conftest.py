"""Qt test setup: settings in a temporary INI file, fonts registered, the app identity set."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from grail_desktop.ui.application import create_application

sys.path.insert(0, str(Path(__file__).parent))  # ui_testkit.py, shared helpers


@pytest.fixture(autouse=True)
def _ini_settings(tmp_path: Path) -> None:
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))


@pytest.fixture
def app(qapp: QApplication) -> QApplication:
    """The QApplication with Grail Desktop's identity, fonts and theme."""
    return create_application()
