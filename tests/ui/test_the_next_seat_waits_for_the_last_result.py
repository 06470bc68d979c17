"""A result on the stage is put away before the table goes on (issue 18, ux.md "The table holds still"; newcomer
12): in pass-and-play the next seat's actions went live while the last seat's Victory panel (or a reading's last
page) was still on the stage, and a morning summary held before the night's fight already offered the fight's
actions. Until the result is dismissed the Actions panel offers nothing and says how to go on, the hand-off banner,
the window frame and the day bar still name the seat whose result it is, and an action asked for anyway is refused
with that reason; dismissing it hands the table on (S0 "Turn order": one action each, in order).

Played in a real 1280 × 800 MainWindow through the session's gate (the CLI's scripted routes), every step between
actions taken with Enter, as a player would, without a click first.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from route_files import read_route
from ui_testkit import route_step, seated_session, shown_window

from grail_desktop.app.card_sheets import CardSheet
from grail_desktop.app.party_views import seat
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))
    save_preferences(Preferences(animation_speed=0, confirm_pass=False))


def _route_window(qtbot: QtBot, route: str) -> tuple[MainWindow, TableScreen, list[str]]:
    """A shown 1280 × 800 window with ``route``'s campaign, a player a seat as the wizard seats them."""
    header, actions = read_route(route)
    window = shown_window(qtbot)
    characters = header["characters"].split(",")
    session = seated_session(characters, int(header["seed"]), header["campaign"])
    window.open_session(session)
    table = window.table
    assert table is not None
    table.confirm_pass = False
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window, table, actions


def _press_enter(qtbot: QtBot) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None, "the keyboard is nowhere"
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    QApplication.processEvents()


def _live(table: TableScreen) -> list[str]:
    """The actions the Actions panel offers now (enabled buttons)."""
    return [n for n, b in table.action_panel.buttons.items() if b.isEnabled()]


def _seat_shown(table: TableScreen) -> str | None:
    """The character the hand-off banner names (who takes the mouse, as the players read it)."""
    view = table.coop.banner.view
    return view.seat.character if view is not None and view.seat is not None else None


def _colour(table: TableScreen, character: str) -> QColor:
    """The seat colour of ``character`` (the frame's and the banner's)."""
    s = table.session
    return QColor(seat(s.catalog, character, s.players, s.colours).colour)


def _play_to(qtbot: QtBot, table: TableScreen, actions: list[str], last: str, nth: int = 1) -> list[str]:
    """Play ``actions`` up to the ``nth`` ``last`` (the results met before it put away with Enter); the rest."""
    left = list(actions)
    seen = 0
    while left:
        step = left.pop(0)
        assert route_step(table.session, step), f"{step!r}: {table.session.why_not(step)}"
        QApplication.processEvents()
        if step == last:
            seen += 1
            if seen == nth:
                return left
        for _ in range(6):
            if not table.held_for():
                break
            _press_enter(qtbot)
    raise AssertionError(f"the route has no {last!r}")


def _refused_under(table: TableScreen, notation: str) -> None:
    """``notation`` (legal for the game) asked for through the table changes nothing while the result holds it."""
    session = table.session
    assert session.is_legal(notation), notation
    done = len(session.game.state.action_log)
    table.submit(notation)
    QApplication.processEvents()
    assert len(session.game.state.action_log) == done, f"{notation!r} acted under the result on the stage"


def test_the_next_seat_gets_the_table_only_after_the_victory_panel_is_put_away(app: QApplication, qtbot: QtBot) -> None:
    window, table, actions = _route_window(qtbot, "two-players.actions")
    _play_to(qtbot, table, actions, "resolve")  # Ceri wins the fight from the journal; Maelon acts next
    assert table.stage.mode == "encounter" and table.encounter_board.scene.overlay_title == "Victory"
    assert table.held_for() == "fight"
    assert _live(table) == [], "the next seat's actions are live under the Victory panel"
    assert "fight is over" in table.action_panel.heading.text()
    assert _seat_shown(table) == "ceri", "the banner handed the mouse on under the Victory panel"
    assert table.day_bar.turn.text().startswith("Ceri Halen")
    assert table.coop.frame.colour == _colour(table, "ceri")
    assert table.trays.currentIndex() == list(table.trays.trays).index("ceri")
    _refused_under(table, "explore")

    assert QApplication.focusWidget() is table.encounter_board.view  # Enter leaves the Victory panel
    _press_enter(qtbot)
    assert table.stage.mode == "map" and table.held_for() == ""
    assert _seat_shown(table) == "maelon"
    assert table.day_bar.turn.text().startswith("Maelon Harrow")
    assert table.coop.frame.colour == _colour(table, "maelon")
    assert "explore" in _live(table) and "pass" in _live(table)
    assert (window.width(), window.height()) == (1280, 800)


def test_a_finished_reading_and_a_card_shown_large_hold_the_table_for_their_seat(
    app: QApplication, qtbot: QtBot
) -> None:
    _window, table, actions = _route_window(qtbot, "two-players.actions")
    _play_to(qtbot, table, actions, "choose 5")  # Maelon's first reading ends; Ceri acts next
    assert table.stage.mode == "journal" and table.held_for() == "reading"
    assert _live(table) == [] and "reading is over" in table.action_panel.heading.text()
    assert _seat_shown(table) == "maelon"
    _refused_under(table, "explore")
    assert "reading is over" in table.window().statusBar().currentMessage()  # said why
    # a big moment over the last page (events reveal it before the table re-renders): put away first
    table.reveal_overlay.reveal([CardSheet("The Stone Gutters", "Quest completed", ("Done.",))])
    table.refresh()
    assert table.held_for() == "moment" and _live(table) == []
    assert "shown large" in table.action_panel.heading.text()
    _press_enter(qtbot)
    assert table.held_for() == "reading" and _live(table) == [] and _seat_shown(table) == "maelon"
    assert QApplication.focusWidget() is table.journal_close
    _press_enter(qtbot)
    assert table.held_for() == "" and table.stage.mode == "map"
    assert _seat_shown(table) == "ceri" and "explore" in _live(table)


@pytest.mark.timeout(300)
def test_a_morning_held_before_the_night_fight_offers_none_of_the_fights_actions(
    app: QApplication, qtbot: QtBot
) -> None:
    _window, table, actions = _route_window(qtbot, "ending-heledd.actions")
    session = table.session
    for step in actions:  # Day 3's Event draws a fight in the night (rules-decisions.md "Order of the day")
        assert route_step(session, step), step
        QApplication.processEvents()
        if table.day_screens.holding:
            break
        for _ in range(6):
            if not table.held_for():
                break
            _press_enter(qtbot)
    assert table.day_screens.holding and session.game.state.encounter is not None
    assert table.held_for() == "morning"
    assert _live(table) == [], "the held morning offers the fight's actions"
    assert "Day 3 begins" in table.action_panel.heading.text()
    assert table.stage.open_modes == ["map"], "the night's fight is faced from the summary's button, not a tab"
    _refused_under(table, next(n for n in session.legal_actions() if n.startswith(("draw", "play "))))
    assert QApplication.focusWidget() is table.day_screens.start_of_day.continue_button
    _press_enter(qtbot)
    assert table.stage.mode == "encounter" and table.held_for() == ""
    assert "draw" in _live(table) or any(n.startswith("play ") for n in _live(table))
