"""The Direction Key numbers on the map's card edges never overlap (issue 18, a newcomer finding: the numbers of
two cards side by side were drawn over each other; ux.md "Map": Direction Keys on their edges). Played along the
first route's opening travels, every key of every card on the map is checked against every other.
"""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import route_step

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.map_scene import key_rect

ROUTE = Path(__file__).resolve().parents[1] / "cli" / "routes" / "ending-blind-stone.actions"


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def test_no_two_direction_keys_overlap(app: QApplication, qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=12)
    window.open_session(session)
    table = window.table
    assert table is not None
    table.reveals = False
    actions = [line.strip() for line in ROUTE.read_text(encoding="utf-8").splitlines() if line[:1] not in "#"]
    for notation in [a for a in actions if a][:16]:  # through the first travels: more cards on the map
        assert route_step(session, notation), notation
    QApplication.processEvents()
    keys: list[tuple[str, QRectF]] = []
    for number, item in table.scene.cards.items():
        for key in item.card.keys:
            keys.append(
                (f"card {number} {key.direction} key {key.number}", item.mapRectToScene(key_rect(key.direction)))
            )
    assert len(table.scene.cards) >= 3 and len(keys) >= 4
    neighbours = 0
    for (a, ra), (b, rb) in combinations(keys, 2):
        both = ra.intersected(rb)
        assert both.width() <= 0 or both.height() <= 0, f"{a} overlaps {b}"
        if abs(ra.center().y() - rb.center().y()) < 1 and abs(ra.center().x() - rb.center().x()) < 60:
            neighbours += 1  # two keys facing each other across the gap between cards
    assert neighbours >= 1, "the route puts two cards side by side with facing keys"
