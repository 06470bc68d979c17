"""Qt test setup: settings in a temporary INI file, fonts registered, the app identity set."""

from __future__ import annotations

import sys
from collections.abc import Iterator
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


@pytest.fixture(autouse=True)
def _unsaved_progress_is_dropped_at_teardown(monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing a test's window with unsaved progress would open the modal Save / Don't save / Cancel box and
    wait for a click that never comes: tests answer "Don't save" unless they test the question itself
    (tests/ui/test_campaign_saves.py puts the real box back with ``REAL_ASK_SAVE_CHANGES``)."""
    from grail_desktop.ui import dialogs

    monkeypatch.setattr(dialogs, "ask_save_changes", lambda *_a, **_k: "discard")


@pytest.fixture(autouse=True)
def _close_desk_windows() -> Iterator[None]:
    """Close the Riven Veil desk windows a test opened with ``veil_drive.desk_window``."""
    yield
    from veil_drive import close_desk_windows

    close_desk_windows()
