"""A day that ends on the map says so (issue 18, newcomer 7: a Going Insane journey spent the last Energy and the
End of the Day came with only a chronicle line). S1: a character with no Energy can take no action; the day ends."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import solo_table


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def test_the_last_energy_spent_on_a_journey_ends_the_day_in_words(app: QApplication, qtbot: QtBot) -> None:
    window, session = solo_table(qtbot)
    window.table.confirm_pass = False
    assert session.submit("adjust maelon energy 1")
    travel = next(n for n in session.legal_actions() if n.startswith("travel "))
    assert session.submit(travel)
    QApplication.processEvents()
    assert session.game.state.phase == "end"
    assert "day is over" in window.statusBar().currentMessage()


def test_passing_needs_no_such_word(app: QApplication, qtbot: QtBot) -> None:
    window, session = solo_table(qtbot)
    window.table.confirm_pass = False
    assert session.submit("pass")
    QApplication.processEvents()
    assert "day is over" not in window.statusBar().currentMessage()
