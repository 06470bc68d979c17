"""Helpers shared by the Qt tests (imported by name: tests/ui/conftest.py puts this folder on ``sys.path``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen


def click(qtbot: QtBot, widget: QWidget) -> None:
    """Click ``widget`` the way a player would: after the layout has given it its place on screen; it must be
    visible and enabled."""
    QApplication.processEvents()
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def seated_session(characters: list[str], seed: int, campaign: str = "ynys-wen") -> GameSession:
    """A new campaign of ``characters`` (seed ``seed``), a player a seat as the New campaign wizard seats them."""
    session = GameSession.start(load_campaign(campaign), characters, seed)
    if len(characters) > 1:
        session.set_seating(characters, [f"Player {i}" for i in range(1, len(characters) + 1)], [])
    return session


def solo_table(qtbot: QtBot, seed: int = 4) -> tuple[MainWindow, GameSession]:
    """A shown 1280×800 window with Maelon's new solo campaign (seed ``seed``) on its table."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed)
    window.open_session(session)
    assert window.table is not None
    return window, session


def fight_table(qtbot: QtBot, enemy: str, seed: int = 3) -> tuple[TableScreen, GameSession]:
    """A shown 1280×800 table (animations off) with Maelon's solo campaign (seed ``seed``) in a fight against
    ``enemy``, started by the engine's public route before the table is built."""
    save_preferences(Preferences(animation_speed=0))
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed)
    game = session.game
    game.start_fight(["maelon"], [enemy], "test", game.state.characters["maelon"].location)
    table = TableScreen(session)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    QApplication.processEvents()
    return table, session


def fight_step(table: TableScreen, prefer: tuple[str, ...], play: str = "") -> None:
    """Take the fight's next step: a legal card play ending in ``play`` (any chain when ``""``) if there is one,
    else the first legal action starting with one of ``prefer``; the Resolve steps are closed after it."""
    game = table.session.game
    legal = [str(a) for a in game.legal_actions()]
    step = next((n for n in sorted(legal) if n.startswith("play ") and n.endswith(play)), None)
    step = step or next((n for verb in prefer for n in legal if n.startswith(verb)), None)
    assert step is not None, legal
    assert table.session.submit(step)
    QApplication.processEvents()
    scene = table.encounter_board.scene
    if scene.overlay_lines and scene.interactive:
        scene.dismiss_overlay()
    QApplication.processEvents()


def shown_window(qtbot: QtBot, size: tuple[int, int] | None = (1280, 800)) -> MainWindow:
    """A MainWindow of ``size`` (None: as it restored itself), shown and exposed: laid out before a campaign
    opens in it, as a player meets it (the start screen first)."""
    window = MainWindow()
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def guided_day_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lang: str) -> MainWindow:
    """A shown 1280×800 window in ``lang`` (installed: the caller sets English back) with the guided first day
    started, animations off and every question answered yes."""
    from grail_desktop.ui import dialogs
    from grail_desktop.ui.i18n import install_language

    save_preferences(Preferences(animation_speed=0, confirm_pass=False, language=lang))
    monkeypatch.setattr(dialogs, "ask", lambda *a, **k: True)
    install_language(lang)
    window = shown_window(qtbot)
    assert window.start_guide()
    return window


def all_rows(model: QAbstractItemModel, parent: QModelIndex | None = None) -> list[QModelIndex]:
    """Every row of a tree model, depth first (column 0 of each)."""
    parent = parent or QModelIndex()
    rows = []
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        rows.append(index)
        rows.extend(all_rows(model, index))
    return rows


def route_step(session: GameSession, step: str) -> bool:
    """Submit one step of a recorded route as a player would: a Dream's lone "Sleep." that the reader has
    already taken for the player (``GameSession.read_on``, issue 23) is passed over, not sent again."""
    if step == session.taken_for_player:
        session.taken_for_player = None
        return True
    return session.submit(step)


def put_away_moments(qtbot: QtBot, table: TableScreen) -> None:
    """Put away the big moments on the stage with Enter, as a player does before reaching under them (a result on
    the stage holds the table: ``TableScreen.held_for``)."""
    for _ in range(10):
        if not table.revealing():
            return
        qtbot.keyClick(table.reveal_overlay, Qt.Key.Key_Return)
        QApplication.processEvents()
    raise AssertionError("the big moments would not go")


def put_away_results(qtbot: QtBot, table: TableScreen) -> None:
    """Put away every result on the stage with its own button, as a player does before the table goes on: the big
    moments, a fight's outcome, a finished reading's last page, a morning held before the night's fight."""
    for _ in range(12):
        held = table.held_for()
        if not held:
            return
        if held == "moment":
            put_away_moments(qtbot, table)
        elif held == "fight":
            table.encounter_board.scene.dismiss_overlay()
        elif held == "reading":
            table.journal_close.click()
        else:
            table.day_screens.start_of_day.continue_button.click()
        QApplication.processEvents()
    raise AssertionError(f"the results on the stage would not go ({table.held_for()})")
