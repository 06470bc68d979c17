"""Cards read large show the numbers the engine plays (decided for this edition: difficulty): an enemy's Health
and a woken Menhir's dial as the difficulty changed them, the same numbers the log and the map use. A newcomer
at Normal read "Health 2" beside a log of "1 of 4 Health", and "sets its dial to 5" under "its dial shows 3"."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QGraphicsView
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.core import Event
from grail_desktop.ui.card_viewer import current_viewer
from grail_desktop.ui.encounter_board import EncounterBoard
from grail_desktop.ui.table import TableScreen

CARN_NAW = 106


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_campaign("ynys-wen")


def _close_viewer() -> None:
    viewer = current_viewer()
    if viewer is not None:
        viewer.close()


def _right_click(view: QGraphicsView, item: Any) -> None:
    view.centerOn(item)
    QApplication.processEvents()
    point = view.mapFromScene(item.sceneBoundingRect().center())
    viewport = view.viewport()
    QApplication.sendEvent(
        viewport, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, viewport.mapToGlobal(point))
    )
    QApplication.processEvents()


def test_the_enemy_card_read_large_shows_its_health_as_played(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    session = GameSession.start(catalog, ["maelon"], seed=3, difficulty="normal")
    maelon = session.game.state.characters["maelon"]
    session.game.start_fight(["maelon"], ["gorse-boar"], "test", maelon.location)
    played = session.game.catalog.enemies["gorse-boar"].health
    assert played != catalog.enemies["gorse-boar"].health
    board = EncounterBoard(session, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1500, 900)
    board.show()
    qtbot.waitExposed(board)
    QApplication.processEvents()
    enemy = next(i for i in board.scene.items() if type(i).__name__ == "EnemyItem")
    _close_viewer()
    _right_click(board.view, enemy)
    viewer = current_viewer()
    assert viewer is not None and viewer.isVisible()
    assert f"Health {played} " in viewer.body.toPlainText()
    viewer.close()


def test_the_woken_menhir_card_shows_the_dial_as_played(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    session = GameSession.start(catalog, ["maelon"], seed=3, difficulty="normal")
    menhir = session.game.catalog.locations[CARN_NAW].menhir
    printed = catalog.locations[CARN_NAW].menhir
    assert menhir is not None and printed is not None and menhir.dial != printed.dial
    table = TableScreen(session, 12, False)
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    woke = Event(
        "MenhirActivated",
        f"The Menhir wakes: its dial shows {menhir.dial}.",
        "maelon",
        (("location", CARN_NAW), ("dial", menhir.dial)),
    )
    table._on_events([woke])
    overlay = table.reveal_overlay  # big moments show on the stage (issue 18)
    assert overlay.isVisible()
    body = overlay.body.text()
    assert f"sets its dial to {menhir.dial}." in body and f"to {printed.dial}." not in body
    qtbot.keyClick(overlay, Qt.Key.Key_Space)
    assert not overlay.isVisible()
