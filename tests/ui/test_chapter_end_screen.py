"""The end-of-chapter screen (issue 23): once the chapter is won and its last reading closed, the stage shows
the ending in words, what the party achieved and the chapter's figures; "Save the completion and return to the
start" keeps a completion save that Load… lists and goes back to the start screen. The next chapter is a hook:
no button unless a host offers it and the campaign has a next chapter; the main window offers it and "Begin"
opens Chapter II after the completion save (issue 24). Played through the real widgets."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from route_files import read_route
from ui_testkit import route_step

from grail_desktop.app.chapter_end import chapter_end_view
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.saves.slots import read_slot_metadata
from grail_desktop.ui.chapter_end import ChapterEndPanel
from grail_desktop.ui.main_window import MainWindow

ROUTE = "ending-blind-stone.actions"


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _won_window(qtbot: QtBot) -> MainWindow:
    header, actions = read_route(ROUTE)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    session = GameSession.start(load_campaign(header["campaign"]), header["characters"].split(","), int(header["seed"]))
    window.open_session(session)
    table = window.table
    assert table is not None
    table.reveals = False  # big moments open a viewer window of their own; this test looks at the stage
    for action in actions:
        assert route_step(session, action), action
    assert str(session.game.state.outcome).startswith("won ")
    return window


def test_the_won_chapter_shows_its_ending_figures_and_keeps_a_completion_save(app: QApplication, qtbot: QtBot) -> None:
    window = _won_window(qtbot)
    table = window.table
    assert table is not None
    if table.stage.mode == "journal":  # the winning reading's last page first, then its one button
        qtbot.mouseClick(table.journal_close, Qt.MouseButton.LeftButton)
    assert table.stage.mode == "chapter"
    panel = table.chapter_end.panel
    assert panel.isVisible()
    assert panel.title.text() == "The Blind Stone Wakes"
    assert "The island has one more eye open" in panel.ending.text()
    state = table.session.game.state
    assert panel.figure_labels["Days"].text() == str(state.day)
    assert int(panel.figure_labels["Fights"].text().split()[0]) >= 1, "the route fights at least once"
    assert panel.heading.text() == "Chapter I · The Guttering Stones · won"
    assert panel.figure_labels["Deaths"].text() == "none"
    assert panel.figure_labels["Difficulty"].text() == "As printed"  # the session's default setup
    assert "Quests completed" in panel.achieved.text()
    assert panel.next_button.isVisible(), "the main window offers the campaign's next chapter (issue 24)"
    assert window.stack.currentWidget() is table

    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_screen
    view = chapter_end_view(table.session.game, table.session.catalog)
    assert view is not None
    kept = [read_slot_metadata(p) for p in Path(table.session.campaign_folder()).rglob("*.toml")]
    assert view.completion_name in [slot.checkpoint for slot in kept], "the completion save is a named checkpoint"
    assert view.completion_name == "The Guttering Stones completed: The Blind Stone Wakes"
    assert not table.session.dirty


def test_the_next_chapter_button_shows_only_where_there_is_a_next_chapter(app: QApplication, qtbot: QtBot) -> None:
    window = _won_window(qtbot)
    table = window.table
    assert table is not None
    view = table.chapter_end.current()
    assert view is not None and view.next_chapter is not None  # Ynys Wen goes on into Chapter II (issue 24)
    panel = ChapterEndPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.sync(attrs.evolve(view, next_chapter="The Drowned Coast"))
    assert not panel.next_button.isVisible()
    panel.offer_next_chapter(True)
    assert panel.next_button.isVisible() and panel.next_button.text() == "Begin The Drowned Coast"
    with qtbot.waitSignal(panel.next_chapter, timeout=1000):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    panel.sync(attrs.evolve(view, next_chapter=None))  # the last chapter: nothing to begin, even when offered
    assert not panel.next_button.isVisible()


def test_begin_the_next_chapter_keeps_the_completion_and_opens_chapter_two(app: QApplication, qtbot: QtBot) -> None:
    """Issue 24: the desktop shows the chapter's end, keeps the completion save and opens the next chapter with
    the same party (S1 World Setup 9; S1 "Saving")."""
    window = _won_window(qtbot)
    table = window.table
    assert table is not None
    if table.stage.mode == "journal":
        qtbot.mouseClick(table.journal_close, Qt.MouseButton.LeftButton)
    assert table.stage.mode == "chapter"
    button = table.chapter_end.panel.next_button
    assert button.isVisible() and button.text().startswith("Begin ")
    name = table.chapter_end.current().completion_name  # type: ignore[union-attr]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    session = table.session
    assert session.game.state.chapter == 2 and session.game.state.outcome in (None, "")
    kept = [read_slot_metadata(p) for p in Path(session.campaign_folder()).rglob("*.toml")]
    assert name in [slot.checkpoint for slot in kept], "the completion save is kept before Chapter II begins"
    assert window.stack.currentWidget() is table and table.stage.mode != "chapter"


def test_a_veteran_stays_behind_and_a_fresh_character_joins_through_the_boxes(app: QApplication, qtbot: QtBot) -> None:
    """Issue 24; S0 "Adding or Removing players": at the chapter's end the player unticks the veteran and ticks a
    fresh character; "Begin" opens Chapter II with the new party, the veteran's Secrets handed on."""
    window = _won_window(qtbot)
    table = window.table
    assert table is not None
    if table.stage.mode == "journal":
        qtbot.mouseClick(table.journal_close, Qt.MouseButton.LeftButton)
    panel = table.chapter_end.panel
    state = table.session.game.state
    secrets = list(state.characters["maelon"].secrets)
    assert panel.party_box.isVisible()
    maelon, ceri = panel.members["maelon"], panel.members["ceri"]
    assert maelon.isChecked() and not ceri.isChecked()
    assert panel.next_button.text() == "Begin The Drowned Roads"
    maelon.click()
    assert not panel.next_button.isEnabled(), "nobody goes on: nothing to begin"
    assert panel.party_sentence.text() == "Choose at least one character to go on."
    ceri.click()
    assert panel.next_button.isEnabled() and panel.next_button.text() == "Begin The Drowned Roads with this party"
    assert "Ceri" in panel.party_sentence.text() and "stays behind" in panel.party_sentence.text()
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    s = table.session.game.state
    assert s.chapter == 2 and s.outcome in (None, "")
    assert s.order == ["ceri"]
    assert set(secrets) <= set(s.characters["ceri"].secrets), "the veteran's Secrets go to those who go on"
    assert window.stack.currentWidget() is table and table.stage.mode != "chapter"
