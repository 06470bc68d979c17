"""Issue 18 (newcomer 9): a click on a location card that cannot be reached (a diagonal card) was ignored without a
word. A click on a card that is not a travel target asks the gate, which says why in the status message; a drag
from a card still pans the map, and a click on a travel target still travels."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.ui_testkit import solo_table


def test_a_click_on_an_unreachable_card_says_why(app: QApplication, qtbot: QtBot) -> None:
    window, session = solo_table(qtbot)
    table = window.table
    assert table is not None
    scene, view = table.scene, table.map_view
    first = min(n for n, i in scene.cards.items() if i.card.travel_target)
    assert session.submit(f"travel {first}")  # one step out: the start's other neighbours are now out of reach
    QApplication.processEvents()
    here = session.game.state.characters["maelon"].location
    far = [i for n, i in scene.cards.items() if not i.card.travel_target and n != here]
    assert far, "the opening map shows a card that cannot be reached"
    item = far[0]
    said: list[str] = []
    table.message.connect(said.append)
    events = len(session.events)
    point = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()
    assert len(said) == 1 and said[0].startswith("Not possible:"), said
    here_name = session.catalog.locations[here].name
    assert said[0] == f"Not possible: {item.card.name} is not connected to {here_name} by Direction Keys on both cards"
    assert len(session.events) == events and session.game.state.characters["maelon"].location == here

    # A drag from the same card pans and says nothing.
    said.clear()
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    away = point + QPoint(60, 40)
    QTest.mouseMove(view.viewport(), away)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, away)
    QApplication.processEvents()
    assert said == []
