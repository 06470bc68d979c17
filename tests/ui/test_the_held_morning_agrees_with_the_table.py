"""Newcomer 11: with a fight drawn by the night's Event, the morning summary "Day 3 begins" was shown while the
Actions panel said "The night is not over yet: close the reading to begin Day 3." and the day bar "Day 2 · End of
the Day"; and its button was cut on both sides ("ace what the night brings (Enter"). While the morning summary
is held before the night's fight (rules-decisions.md "Order of the day": the morning's upkeep, then the Event),
the bar, the actions and the summary speak of the same new day, and the summary's button reads whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from route_files import read_route
from ui_testkit import route_step, shown_window

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.mark.timeout(600)
def test_the_held_morning_summary_the_bar_and_the_actions_speak_of_one_day(app: QApplication, qtbot: QtBot) -> None:
    header, actions = read_route("ending-heledd.actions")
    window = shown_window(qtbot)
    session = GameSession.start(load_campaign(header["campaign"]), header["characters"].split(","), int(header["seed"]))
    window.open_session(session)
    table = window.table
    assert table is not None
    table.confirm_pass = False
    held = 0
    for step in actions[:120]:  # Day 8 begins at the 115th step: a reading closes, the night's Event draws a fight
        assert route_step(session, step), step
        QApplication.processEvents()
        for _ in range(12):  # the steps between actions, by the keyboard
            focus = QApplication.focusWidget()
            summary = table.day_screens.start_of_day
            if table.day_screens.holding and summary.isVisible():
                held += 1
                day = session.game.state.day
                assert f"Day {day}" in table.day_bar.day.text(), table.day_bar.day.text()
                assert "End of the Day" not in table.day_bar.day.text()
                heading = table.action_panel.heading.text()
                assert "night is not over" not in heading, heading
                button = summary.continue_button
                assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut"
                corner = button.mapTo(summary, QPoint(button.width(), button.height()))
                assert summary.rect().contains(corner), "the button reaches past the summary"
            elif table.stage.mode == "journal" and session.game.state.exploration is None:
                pass
            elif not (table.stage.built("encounter") and table.encounter_board.scene.ended):
                break
            assert focus is not None
            qtbot.keyClick(focus, Qt.Key.Key_Return)
            QApplication.processEvents()
    assert held >= 2, "the route meets fights drawn by the night's Event, one right after a reading"
