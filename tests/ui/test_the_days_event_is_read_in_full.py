"""The day's Event is read in full when the day begins (issue 26, newcomer run: the Day-2 Event was only ever a
chronicle line). S1 Start of the Day: an Event card is revealed and read; the morning summary shows its title,
its whole text and its quest before the upkeep lines."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from grail_desktop.app.day_views import event_page
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))
    save_preferences(Preferences(animation_speed=0, confirm_pass=False))


def test_the_day_two_event_is_shown_whole_in_the_morning_summary(app: QApplication, qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["maelon"], 2)
    window.open_session(session)
    table = window.table
    assert table is not None
    # Day 1 passes at once; the End of the Day is answered with the first offered step each time.
    assert session.submit("pass")
    for _ in range(20):
        if session.state.day == 2 and session.state.phase == "day":
            break
        legal = session.legal_actions()
        answer = next((n for n in ("eat", "fast", "done") if n in legal), None) or legal[-1]
        assert session.submit(answer), answer
        QApplication.processEvents()
    assert session.state.day == 2
    revealed = [e.get("event") for e in session.events if e.kind == "EventRevealed"]
    assert revealed, "an Event was revealed at dawn"
    page = event_page(catalog, str(revealed[-1]))
    assert page is not None and page.paragraphs
    QApplication.processEvents()
    if table.stage.mode == "journal":  # the night's Dream was read: its one step leads on to the morning
        table.journal_close.click()
        QApplication.processEvents()
    summary = table.day_screens.start_of_day
    assert summary.isVisible(), "the morning summary is up after the night"
    shown = summary.findChild(QLabel, "sodEvent")
    assert shown is not None and shown.isVisible(), "the Event is on the summary, not only in the chronicle"
    text = shown.text()
    assert page.title in text
    first = page.paragraphs[0].replace("'", "&#x27;").replace('"', "&quot;")
    assert first[:60] in text, "its text is there in full, from its first paragraph"
    assert page.paragraphs[-1][-40:].replace("'", "&#x27;").replace('"', "&quot;") in text, "to its last"
