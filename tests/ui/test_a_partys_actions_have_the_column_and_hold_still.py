"""A party's actions are whole in sight, and nothing moves under the cursor after an action (issue 18; ux.md "The
table holds still").

Newcomer 12, in pass-and-play at 1280 × 800: the actions list showed two or three entries, the Chronicle's
splitter having taken its room; Pass moved 19 px after a Travel grew the list; the map slid 33 px when a Travel
revealed cards. Now a party at a low table has the compact layout (the Chronicle a tab beside the Characters, as
at a large Text size), the Actions dock keeps its height through every action (a longer list scrolls), and the map
keeps every card where it was on screen unless who acts would leave its sight.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from route_files import read_route
from ui_testkit import route_step, seated_session, shown_window

from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen

PARTY = ["ceri", "maelon", "gwawr", "hywel"]


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _table(qtbot: QtBot, size: tuple[int, int], characters: list[str], seed: int = 4) -> tuple[MainWindow, TableScreen]:
    window = shown_window(qtbot, size)
    session = seated_session(characters, seed)
    window.open_session(session)
    table = window.table
    assert table is not None
    table.confirm_pass = False
    table.reveals = False
    for _ in range(4):
        QApplication.processEvents()
    return window, table


def _whole(widget: QWidget, window: QWidget) -> bool:
    inside = window.rect().contains(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()))
    return inside and widget.visibleRegion().boundingRect() == widget.rect()


@pytest.mark.parametrize("players", [2, 4])
def test_a_partys_open_actions_are_whole_at_1280_by_800(app: QApplication, qtbot: QtBot, players: int) -> None:
    """Every open action of the first seat (Explore, the location's and the character's actions, the Menhir's, every
    Travel, Pass) lies whole in the window without a scroll; the Chronicle is a tab beside the Characters."""
    window, table = _table(qtbot, (1280, 800), PARTY[:players])
    assert table.compact and table.tabifiedDockWidgets(table.chronicle_dock) == [table.tray_dock]
    panel = table.action_panel
    opened = [n for n, b in panel.buttons.items() if b.isEnabled()]
    assert {"explore", "location-action", "character-action", "pass"} <= set(opened)
    assert any(n.startswith("travel ") for n in opened)
    for notation in opened:
        assert _whole(panel.buttons[notation], window), f"{notation} is not whole in a party of {players}"
    assert (window.width(), window.height()) == (1280, 800)


def test_a_party_at_1920_by_1080_keeps_the_chronicle_under_the_actions(app: QApplication, qtbot: QtBot) -> None:
    window, table = _table(qtbot, (1920, 1080), PARTY)
    assert not table.compact and table.chronicle.isVisible() and not table.tabifiedDockWidgets(table.chronicle_dock)
    panel = table.action_panel
    for notation, button in panel.buttons.items():
        if button.isEnabled():
            assert _whole(button, window), f"{notation} is not whole at 1920 × 1080"


def _in_sight(table: TableScreen, seen: QRectF) -> bool:
    """Whether who acts stands on a card mostly inside ``seen`` (the map's rule for holding still)."""
    pawn = table.scene.active_pawn()
    if pawn is None:
        return True
    card = table.scene.cards[pawn.pawn.location].sceneBoundingRect()
    shown = seen.intersected(card)
    return (
        seen.contains(pawn.sceneBoundingRect()) and shown.width() * shown.height() >= 0.6 * card.width() * card.height()
    )


def _take_the_steps_between(table: TableScreen) -> None:
    """Leave a won fight's outcome, close a finished reading and the morning summary, as the player would."""
    for _ in range(8):
        board = table.encounter_board if table.stage.built("encounter") else None
        if table.stage.mode == "encounter" and board is not None and board.scene.ended:
            board.scene.overlay_shown = len(board.scene.overlay_lines)
            board.scene.dismiss_overlay()
        elif table.stage.mode == "journal" and table.session.game.state.exploration is None:
            table.journal_close.click()
        elif table.day_screens.holding:
            table.day_screens.start_of_day.continue_button.click()
        else:
            return
        QApplication.processEvents()


@pytest.mark.parametrize(
    ("size", "route"),
    [((1920, 1080), "fight-at-blackyew-hollow.actions"), ((1280, 800), "two-players.actions")],
)
def test_pass_and_the_map_hold_still_through_a_route(
    app: QApplication, qtbot: QtBot, size: tuple[int, int], route: str
) -> None:
    """Pass keeps its place in the window after every action of the route (Travels that reveal cards, readings, a
    fight's long lists); the cards on the map keep theirs, except where a step left who acts out of sight."""
    header, actions = read_route(route)
    window, table = _table(qtbot, size, header["characters"].split(","), int(header["seed"]))
    panel, view = table.action_panel, table.map_view
    pass_at: QPoint | None = None
    grew = 0
    for step in actions:
        cards = {n: view.mapFromScene(item.scenePos()) for n, item in table.scene.cards.items()}
        seen = view.visible_scene_rect()
        assert route_step(table.session, step), step
        for _ in range(3):
            QApplication.processEvents()
        _take_the_steps_between(table)
        passing = panel.buttons.get("pass")
        if passing is not None and passing.isVisible():
            where = passing.mapTo(window, QPoint(0, 0))
            assert pass_at is None or where == pass_at, f"Pass moved from {pass_at} to {where} after {step!r}"
            pass_at = where
        if table.stage.mode != "map" or not _in_sight(table, seen):
            continue  # the map brings who acts back into sight: it may scroll
        now = {n: view.mapFromScene(item.scenePos()) for n, item in table.scene.cards.items()}
        grew += len(now) > len(cards)
        moved = {n for n in cards if n in now and now[n] != cards[n]}
        assert not moved, f"the map moved under the cursor after {step!r}: cards {sorted(moved)}"
    assert pass_at is not None
    assert grew, "a Travel revealed cards on the route (the scene grew)"
    assert (window.width(), window.height()) == size
