"""User folders and preferences: created on demand, persisted, malformed values fall back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from grail_desktop.app import paths
from grail_desktop.app.settings import Preferences, load_preferences, save_preferences


@pytest.fixture(autouse=True)
def _ini_settings(tmp_path: Path) -> None:
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))


def test_user_folders_live_under_the_override(_isolated_home: Path) -> None:
    assert paths.saves_dir() == _isolated_home / "saves"
    assert paths.log_dir().is_dir()
    assert paths.cache_dir().parent == _isolated_home
    assert paths.log_file().parent == paths.log_dir()


def test_preferences_round_trip(qapp: object) -> None:
    prefs = Preferences(text_size=16, theme="light", animation_speed=0, confirm_pass=False, colour_blind=True)
    save_preferences(prefs)
    assert load_preferences() == prefs


def test_malformed_preferences_fall_back_to_defaults(qapp: object) -> None:
    settings = QSettings()
    settings.setValue("ui/text_size", "huge")
    settings.setValue("ui/theme", "neon")
    settings.setValue("ui/animation_speed", 99)
    settings.sync()
    prefs = load_preferences()
    assert prefs.text_size == Preferences().text_size
    assert prefs.theme == "dark"
    assert prefs.animation_speed == 2
