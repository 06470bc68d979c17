"""Settings "Riven Veil reveals" (issue 22 "after each reveal the table waits for Continue (or a timer set in
Settings)"): off by default; when set, a reveal continues by itself after N seconds, counting down on the
Continue button; the value is saved with the other preferences and bounded."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import click
from veil_drive import click_entry, desk_window, on_desk, when_modal
from veil_drive import seats as veil_seats

from grail_desktop.app.settings import MAX_REVEAL_SECONDS, Preferences, load_preferences, save_preferences
from grail_desktop.ui.dialogs import SettingsDialog
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.veil.screen import VeilScreen


def _to_a_reveal(qtbot: QtBot) -> tuple[MainWindow, VeilScreen]:
    win = desk_window(qtbot)
    seats = veil_seats(["person", "greedy"], ["Bea", "Tide"])
    screen = on_desk(win, seats, 3)
    for _ in range(20000):  # steps, not time: the bot thinks on its own thread
        if screen.pending is not None:
            return win, screen
        if screen.deciding == 0 and screen.choices.count():
            click_entry(qtbot, screen, 0)
        else:
            qtbot.wait(2)
    raise AssertionError("no reveal")


def test_the_timer_is_off_by_default_and_saved_bounded_with_the_preferences(app: QApplication) -> None:
    assert load_preferences().veil_reveal_seconds == 0
    save_preferences(Preferences(veil_reveal_seconds=7))
    assert load_preferences().veil_reveal_seconds == 7
    QSettings().setValue("veil/reveal_seconds", 999)
    assert load_preferences().veil_reveal_seconds == MAX_REVEAL_SECONDS
    QSettings().setValue("veil/reveal_seconds", "soon")
    assert load_preferences().veil_reveal_seconds == 0


def test_by_default_a_reveal_waits_for_continue(app: QApplication, qtbot: QtBot) -> None:
    _win, screen = _to_a_reveal(qtbot)
    assert screen.continue_button.isVisible() and screen.continue_button.text() == "Continue"
    assert not screen.reveal_timer.isActive()
    click(qtbot, screen.continue_button)
    assert screen.pending is None


def test_set_in_settings_a_reveal_continues_by_itself(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)

    def answer(dialog: object) -> None:
        assert isinstance(dialog, SettingsDialog)
        dialog.veil_reveal.setValue(1)
        dialog.accept()

    when_modal(SettingsDialog, answer)
    click(qtbot, win.start_screen.buttons["settings"])
    assert load_preferences().veil_reveal_seconds == 1
    _win, screen = _to_a_reveal(qtbot)
    assert screen.reveal_seconds == 1 and screen.reveal_timer.isActive()
    assert screen.continue_button.text() == "Continue (by itself in 1 s)"
    qtbot.waitUntil(lambda: screen.pending is None, timeout=10000)  # nobody clicked
    assert not screen.reveal_timer.isActive() and screen.continue_button.text() == "Continue"
