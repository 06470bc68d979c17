"""The V key opens the card under the pointer, as a right-click does (issue 19 "right-click (or a key) opens a large
readable card"; ux.md "Every thing on the table … opens large on right-click"), and a pawn has a card of its own:
the character's name, tracks, attributes and the states and Statuses they carry, in words."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from player_text import leaks
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.card_viewer import VIEW_KEY, current_viewer, open_sheet_under
from grail_desktop.ui.table import TableScreen


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_campaign("ynys-wen")


@pytest.fixture
def table(app: QApplication, qtbot: QtBot, catalog: Any) -> Iterator[TableScreen]:
    session = GameSession.start(catalog, ["maelon"], seed=3)
    maelon = session.game.state.characters["maelon"]
    session.game.state.statuses.append("bell-heard")
    maelon.terror, maelon.health = 6, 3  # Terror above Health: Panic (S0)
    maelon.items.append(next(i.id for i in catalog.items.values() if i.keyword == "weapon"))
    screen = TableScreen(session, 12, False)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    viewer = current_viewer()
    if viewer is not None:
        viewer.close()
    yield screen


def _point_at(view: QGraphicsView, item: QGraphicsItem) -> QPoint:
    view.centerOn(item)
    QApplication.processEvents()
    local = view.mapFromScene(item.sceneBoundingRect().center())
    return view.viewport().mapToGlobal(local)


def test_v_over_a_pawn_opens_the_characters_card(table: TableScreen, qtbot: QtBot, catalog: Any) -> None:
    pawn = table.scene.pawns["maelon"]
    QCursor.setPos(_point_at(table.map_view, pawn))
    QApplication.processEvents()
    assert VIEW_KEY == "V"
    qtbot.keyClick(table.map_view, Qt.Key.Key_V)
    viewer = current_viewer()
    assert viewer is not None and viewer.isVisible(), "V opened nothing over the pawn"
    assert viewer.title.text() == "Maelon Harrow"
    body = viewer.body.toPlainText()
    assert "Might" in body and "Empathy" in body, "the attributes"
    assert "You heard the drowned bell" in body, "Statuses read as their display names"
    assert "Panic" in body, "the states the character is in"
    text = f"{viewer.title.text()} {viewer.kind.text()} {body}"
    assert not leaks(text, catalog), leaks(text, catalog)


def test_v_over_a_tray_item_and_a_map_card(table: TableScreen, qtbot: QtBot, catalog: Any) -> None:
    weapon = next(i for i in catalog.items.values() if i.keyword == "weapon")
    label = next(w for w in table.trays.findChildren(QWidget) if type(w).__name__ == "SheetLabel")
    assert open_sheet_under(label.mapToGlobal(label.rect().center()))
    viewer = current_viewer()
    assert viewer is not None and viewer.isVisible() and weapon.name in viewer.title.text()
    viewer.close()
    card = table.scene.cards[101]
    assert open_sheet_under(_point_at(table.map_view, card))
    assert viewer.isVisible() and viewer.title.text() == "Tref Eithin"


def test_v_over_nothing_opens_nothing(table: TableScreen) -> None:
    corner = table.action_panel.mapToGlobal(QPoint(2, 2))
    assert not open_sheet_under(corner)
    viewer = current_viewer()
    assert viewer is None or not viewer.isVisible()
