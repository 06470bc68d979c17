"""The fight's step buttons hold their places (newcomer 10: flipping the Cairn Pebble took its button away and
Roll slid under the mouse, so a double-click rolled the dice). The steps come first; a flipped Item keeps its
button, greyed, with its reason."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.encounter_board import EncounterBoard


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_campaign("ynys-wen")


def test_flipping_an_item_moves_no_button(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    session = GameSession.start(catalog, ["maelon"], seed=3)
    maelon = session.game.state.characters["maelon"]
    item = next(i for i in catalog.items.values() if i.flip)
    maelon.items.append(item.id)
    session.game.start_fight(["maelon"], ["gorse-boar"], "test", maelon.location)
    board = EncounterBoard(session, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    qtbot.waitExposed(board)
    QApplication.processEvents()
    use = f"use {item.id}"
    assert session.is_legal(use), "the test needs an Item that may be flipped now"

    def places() -> dict[str, QPoint]:
        QApplication.processEvents()
        return {n: b.mapTo(board, QPoint(0, 0)) for n, b in board.buttons.items()}

    before = places()
    assert session.submit(use)
    after = places()
    assert set(after) == set(before)  # the Item's button is still there
    assert after == before  # and nothing moved
    button = board.buttons[use]
    assert not button.isEnabled() and "Not now" in button.toolTip()
