"""Newcomer 11: in a two-character day a click on a glowing card travelled for the acting character, and then the
same click was asked about again for the next seat ("Not possible: … is not connected to …"). One click acts once:
the travel (S1 "During the Day": one action, then the turn passes) and nothing more."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def test_a_click_on_a_travel_target_travels_once_and_says_nothing_for_the_next_seat(
    app: QApplication, qtbot: QtBot
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon", "ceri"], 4)
    window.open_session(session)
    table = window.table
    assert table is not None
    state = session.game.state
    scene, view = table.scene, table.map_view
    # Part the two: each steps out to a different neighbour, so Maelon's next target is not one of Ceri's.
    start = state.characters["maelon"].location
    first, second = sorted(n for n, i in scene.cards.items() if i.card.travel_target)[:2]
    assert session.submit(f"travel {first}")
    QApplication.processEvents()
    assert session.game.current_actor() == "ceri"
    assert session.submit(f"travel {second}")
    QApplication.processEvents()
    assert session.game.current_actor() == "maelon"
    ceri_at = session.game.state.characters["ceri"].location
    targets = [
        n
        for n, i in scene.cards.items()
        if i.card.travel_target
        and n not in (start, second)
        and second not in session.catalog.locations[n].keys.values()
    ]
    assert targets, "Maelon has somewhere to go that Ceri cannot reach"
    target = targets[0]
    said: list[str] = []
    table.message.connect(said.append)
    point = view.mapFromScene(scene.cards[target].sceneBoundingRect().center())
    events = len(session.events)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()
    assert session.game.state.characters["maelon"].location == target
    assert session.game.state.characters["ceri"].location == ceri_at
    assert not [s for s in said if s.startswith("Not possible")], said
    travelled = [e for e in session.events[events:] if e.kind == "CharacterMoved"]
    assert len(travelled) == 1, session.events[events:]
