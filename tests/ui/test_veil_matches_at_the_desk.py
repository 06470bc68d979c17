"""Whole Riven Veil matches through the real widgets (issue 22 "Done when"): the start screen's entry, the
wizard, the board, privacy screens, reveals, battles, scoring pages, bots thinking off the UI thread."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import click
from veil_drive import begin, desk_window, fill_wizard, play_out, when_modal

from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.veil.screen import VeilScreen
from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog


def open_from_start(qtbot: QtBot, kinds: list[str], names: list[str], seed: int = 5) -> tuple[MainWindow, VeilScreen]:
    """Click "The Riven Veil…" on the start screen, fill the wizard, begin; the match screen is on stage."""
    win = desk_window(qtbot)

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, VeilSetupDialog)
        fill_wizard(dialog, kinds, names, seed)
        begin(qtbot, dialog)

    when_modal(VeilSetupDialog, fill)
    click(qtbot, win.start_screen.buttons["veil"])
    screen = win.veil
    assert isinstance(screen, VeilScreen)
    screen.pause_ms = 0  # the bots' visible pause is a setting; the test need not wait it out
    screen.click_guard_s = 0.0
    return win, screen


def test_one_person_against_two_bots_from_the_wizard_to_the_final_scores(app: QApplication, qtbot: QtBot) -> None:
    win, screen = open_from_start(qtbot, ["person", "greedy", "random"], ["Bea"])
    size = win.size()
    assert win.stack.currentWidget() is screen
    assert [s.kind for s in screen.seats] == ["person", "greedy", "random"]
    steps = play_out(qtbot, screen)
    g = screen.game
    assert g.over and g.state.seats == 3
    assert "choose" in steps and "continue" in steps and "season" in steps
    assert "privacy" not in steps  # one person: no screen to pass
    assert screen.pages.currentWidget() is screen.scoring
    assert screen.scoring.model.rowCount() == 3
    totals = [screen.scoring.model.total(r) for r in range(3)]
    assert totals == [p.vp for p in g.state.players]  # the breakdown adds up to the VP track
    assert "win" in screen.scoring.summary.text()
    assert win.size() == size  # the window never resized itself
    click(qtbot, screen.scoring.button)
    assert win.stack.currentWidget() is win.start_screen


def test_two_people_pass_and_play_from_the_wizard_to_the_final_scores(app: QApplication, qtbot: QtBot) -> None:
    win, screen = open_from_start(qtbot, ["person", "person"], ["Bea", "Cal"], seed=11)
    size = win.size()
    assert screen.pages.currentWidget() is screen.privacy  # the first chooser is asked for first
    assert "Bea" in screen.privacy.title.text()
    seen: list[int] = []

    def note(what: str) -> None:
        if what == "privacy":
            seen.append(screen.shown if screen.shown is not None else -1)

    steps = play_out(qtbot, screen, each=note)
    assert screen.game.over
    assert steps.count("privacy") >= 4 and set(seen) == {0, 1}
    assert not screen.bots
    assert win.size() == size
