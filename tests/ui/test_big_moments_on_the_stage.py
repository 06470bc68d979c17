"""Big moments are shown on the stage (issue 18; issue 19 "Big moments"; ux.md "The table holds still"): in a real
MainWindow at 1280 × 800 a Menhir woken through the engine's gate shows its card over the stage, inside the
window: no other window opens, the window stays active and keeps its size, the keyboard goes to the moment and
Enter dismisses it, then the keyboard is back on the table; several moments come one after another; each
chimes (an original, generated sound) unless Settings switch it off."""

from __future__ import annotations

import importlib.util
import struct
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.card_sheets import CardSheet
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, load_preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.ui import focus_flow
from grail_desktop.ui.dialogs import SettingsDialog
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _window(qtbot: QtBot) -> tuple[MainWindow, TableScreen]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=4)
    session.game.state.characters["maelon"].resources["magic"] = 1
    window.open_session(session)
    assert window.table is not None
    window.table.reveals = True
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window, window.table


def test_a_lit_menhir_is_shown_on_the_stage_without_a_window(app: QApplication, qtbot: QtBot) -> None:
    window, table = _window(qtbot)
    windows = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    assert table.session.submit("activate-menhir")  # S0 Menhirs: the Menhir is woken (MenhirActivated)
    QApplication.processEvents()
    overlay = table.reveal_overlay
    assert overlay.isVisible() and overlay.sheet is not None and "Menhir" in overlay.sheet.kind
    assert {w for w in QApplication.topLevelWidgets() if w.isVisible()} == windows, "no window of its own"
    assert window.isActiveWindow() and (window.width(), window.height()) == (1280, 800)
    inside = overlay.mapTo(window, overlay.card.geometry().topLeft())
    assert window.rect().contains(inside) and overlay.card.height() <= overlay.height()
    assert QApplication.focusWidget() is overlay
    table.refresh()  # the table's own refreshes do not take the keyboard away from the moment
    assert QApplication.focusWidget() is overlay
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not overlay.isVisible()
    # the keyboard is back on the table, where the next action is (issue 28: ui/focus_flow.py)
    assert QApplication.focusWidget() is focus_flow.next_focus(table, table._last_notation)
    assert (window.width(), window.height()) == (1280, 800)


def test_several_moments_come_one_after_another_and_a_click_moves_on(app: QApplication, qtbot: QtBot) -> None:
    _win, table = _window(qtbot)
    overlay = table.reveal_overlay
    overlay.reveal([CardSheet("First", "Quest completed", ("One.",)), CardSheet("Second", "The land changes", ())])
    assert overlay.title.text() == "First" and "1 more" in overlay.hint.text()
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    assert overlay.isVisible() and overlay.title.text() == "Second"
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    assert not overlay.isVisible()


# ---------------------------------------------------------------- the chime (issue 19: "optional sound")

ROOT = Path(__file__).resolve().parents[2]


def test_the_chime_is_the_projects_own_short_sound() -> None:
    """assets/sounds/reveal.wav is what tools/make_reveal_sound.py synthesises: a short, audible 16-bit clip."""
    spec = importlib.util.spec_from_file_location("make_reveal_sound", ROOT / "tools" / "make_reveal_sound.py")
    assert spec is not None and spec.loader is not None
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    with wave.open(str(ROOT / "assets" / "sounds" / "reveal.wav"), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        seconds = w.getnframes() / w.getframerate()
        data = w.readframes(w.getnframes())
    assert 0.3 <= seconds <= 1.5, "a short chime"
    assert data == maker.frames(), "the shipped file is the generator's output"
    samples = struct.unpack(f"<{len(data) // 2}h", data)
    assert 8000 < max(abs(v) for v in samples) < 32767, "audible, never clipped"
    assert abs(samples[-1]) < 200, "it fades out (no click)"


def test_a_moment_chimes_once_unless_switched_off(app: QApplication, qtbot: QtBot) -> None:
    _win, table = _window(qtbot)
    sound = table.reveal_sound
    assert sound.backend in ("qtmultimedia", "beep"), "QtMultimedia where installed, else the platform beep"
    sound.enabled = True
    table.reveal_overlay.reveal([CardSheet("First", "Quest completed", ("One.",)), CardSheet("Second", "x", ())])
    assert sound.played == 1
    qtbot.keyClick(table.reveal_overlay, Qt.Key.Key_Space)  # the next moment of the same action chimes too
    assert sound.played == 2
    qtbot.keyClick(table.reveal_overlay, Qt.Key.Key_Space)
    sound.enabled = False
    table.reveal_overlay.reveal([CardSheet("Third", "x", ())])
    assert sound.played == 2


def test_settings_switch_the_chime(app: QApplication, qtbot: QtBot) -> None:
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    assert dialog.reveal_sound.isChecked() and dialog.reveal_sound.isEnabled()
    dialog.reveal_sound.setChecked(False)
    assert dialog.preferences().reveal_sound is False
    save_preferences(dialog.preferences())
    assert load_preferences().reveal_sound is False
    dialog.reveals.setChecked(False)
    assert not dialog.reveal_sound.isEnabled(), "no chime without the moments"


def test_a_name_with_an_apostrophe_reads_as_written(app: QApplication, qtbot: QtBot) -> None:
    """Newcomer run: the reveal and the card viewer titled an Item "Wrecker&#x27;s Cudgel" (issue 19)."""
    from grail_desktop.ui.card_viewer import show_sheet

    _win, table = _window(qtbot)
    sheet = CardSheet("Wrecker's Cudgel", "Maelon Harrow gains an Item · Weapon", ("A club with a nail in it.",))
    table.reveal_overlay.reveal([sheet])
    assert table.reveal_overlay.title.text() == "Wrecker's Cudgel"
    assert table.reveal_overlay.title.textFormat() == Qt.TextFormat.PlainText
    viewer = show_sheet(sheet, table)
    qtbot.addWidget(viewer)
    assert viewer.title.text() == "Wrecker's Cudgel" and viewer.title.textFormat() == Qt.TextFormat.PlainText
    viewer.close()
