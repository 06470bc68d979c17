"""The dawn reads in order (issue 18, newcomer 9): while the Dream's last page is on the stage the actions wait
for the new day as the day bar does; the morning summary after a night fight does not list the fight; the
autosave note is the summary's foot, apart from the Active Quests."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot
from ui_testkit import put_away_results, shown_window

from grail_desktop.app.day_views import StartOfDayView
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.core import Event
from grail_desktop.ui.day_screens import after_the_night
from grail_desktop.ui.start_of_day import StartOfDayPanel


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def test_the_actions_wait_for_the_new_day_with_the_bar(app: QApplication, qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    window.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=12))
    table = window.table
    assert table is not None
    session = table.session
    for action in ("explore", "choose 2", "choose 1", "choose 2", "choose 2", "pass", "eat", "done"):
        assert session.submit(action), action
    while session.game.state.exploration is not None:  # the Dream
        assert session.submit(next(n for n in session.legal_actions() if n.startswith("choose")))
        QApplication.processEvents()
    assert session.game.state.day == 2 and table.closing_section is not None, "the Dream's last page is shown"
    panel = table.action_panel
    assert table.day_bar.day.text().startswith("Day 1")
    assert not [b for b in panel.buttons.values() if b.isEnabled()], "no Day 2 action under Day 1's bar"
    assert "Day 2" in panel.heading.text()
    table.journal_close.click()
    QApplication.processEvents()
    assert table.day_bar.day.text().startswith("Day 2")
    put_away_results(qtbot, table)  # the morning summary, put away as a player does (a result holds the table)
    assert "explore" in panel.buttons and panel.buttons["explore"].isEnabled(), "Day 2's actions come with Day 2"


def test_the_summary_after_a_night_fight_leaves_the_fight_out() -> None:
    morning = [
        Event("MenhirDialReduced", "The dial shows 2.", data=(("location", 101),)),
        Event("EventRevealed", "Event: a fight.", data=(("event", "e1"),)),
        Event("EncounterStarted", "A fight begins.", data=(("location", 101),)),
        Event("DiceCommitted", "Ceri Halen commits 2 red dice.", "ceri"),
    ]
    told = len(morning)  # the summary shown before the fight
    later = [
        Event("DiceRolled", "Ceri Halen rolls a red hit.", "ceri"),
        Event("EncounterOutcome", "Victory."),
        Event("ResourceGained", "Ceri Halen gains 1 Food.", "ceri"),
        Event("EncounterEnded", "The fight is over."),
        Event("GuardianMoved", "The Guardian moves.", data=(("location", 102),)),
    ]
    rest = after_the_night(morning + later, told)
    assert [e.kind for e in rest] == ["GuardianMoved"], "only what came after the fight"
    # a fight that starts after the summary was told is left out as a whole too
    assert [e.kind for e in after_the_night(morning + later, 2)] == ["GuardianMoved"]


def test_the_autosave_note_is_the_summarys_foot(app: QApplication, qtbot: QtBot) -> None:
    panel = StartOfDayPanel()
    qtbot.addWidget(panel)
    panel.resize(460, 600)
    quests = tuple(f"Quest number {n}" for n in range(12))
    panel.sync(StartOfDayView(3, "Day 3 begins", (), quests, "✓ Autosaved: Continue and Load… list it.", ()))
    panel.show()
    qtbot.waitExposed(panel)
    scroll = panel.findChild(QScrollArea)
    assert scroll is not None
    note, button = panel.autosave, panel.continue_button
    assert note.mapTo(panel, note.rect().topLeft()).y() > scroll.geometry().bottom(), "under the list, apart"
    # above Continue, in the foot: beside a long caption the note wrapped a word a line and the button was cut
    assert note.geometry().bottom() <= button.geometry().top(), "above Continue, in the foot"
    assert note.geometry().bottom() > scroll.geometry().bottom()
    button.setText("Face what the night brings (Enter)")
    QApplication.processEvents()
    assert button.width() >= button.sizeHint().width(), "the long caption is whole"
