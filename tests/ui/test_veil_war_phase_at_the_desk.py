"""The War Phase at the desk (issue 22 "War Phase"; S3 "Combat"): a secret Battle Plan, Combat Cards drawn one at a
time against a visible limit bar, the plan's success or failure and the region's places shown after the reveal."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from veil_drive import step

from grail_desktop.app.veil.seating import Seat
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.veil.screen import VeilScreen

_OPEN: list[MainWindow] = []  # qtbot keeps weak references only: a collected window would drop its bot thread


@pytest.fixture(autouse=True)
def _close_windows() -> Iterator[None]:
    yield
    while _OPEN:
        _OPEN.pop().close()


def fighter(screen: VeilScreen) -> int:
    """A person who plays a Battle Plan whenever they can and draws Combat Cards while the bar has room."""
    for k, (_label, acts) in enumerate(screen._entries()):
        a = acts[0]
        if a.kind == "plan" and a.args[0] != "none":
            return k
        if a.kind == "combat" and a.args[0] == "draw" and screen.limit.value() + 2 <= screen.limit.maximum():
            return k
    return 0


def test_combat_cards_are_drawn_against_a_visible_limit_and_the_result_is_explained(
    app: QApplication, qtbot: QtBot
) -> None:
    win = MainWindow()
    _OPEN.append(win)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    pack = load_veil_pack("saltcrown")
    seats = [
        Seat("person", "Bea", "#c0463a", "hollow-court"),
        Seat("greedy", "The Tide Wardens", "#3f7fbf", "tide-wardens"),
        Seat("greedy", "The Thorn Kin", "#5c9a4a", "thorn-kin"),
    ]
    screen = VeilScreen(VeilGame(pack, [s.faction for s in seats], Mode(), 1), seats)
    screen.pause_ms = 0
    screen.click_guard_s = 0.0
    win.veil = screen
    win.stack.addWidget(screen)
    win.stack.setCurrentWidget(screen)
    bars: list[str] = []
    for _ in range(6000):
        if screen.limit.isVisible():
            bars.append(screen.limit.format())
        if bars and screen.pending is not None and any("succeeds" in x or "fails" in x for x in screen.pending):
            break
        assert step(qtbot, screen, fighter) != "over", "the person never fought with a Battle Plan"
    assert bars and all("of a limit of" in b for b in bars)
    assert bars[0].startswith("Combat Cards 0 of a limit of")
    assert any(not b.startswith("Combat Cards 0 ") for b in bars)  # a drawn card moved the bar
    shown = "\n".join(screen.pending or [])
    assert "Combat Cards are revealed" in shown or "succeeds" in shown  # the draws, then the plan's result
    assert any(":" in line and any(ch.isdigit() for ch in line) for line in screen.pending or [])  # places
    assert screen.detail.text() == shown and screen.continue_button.isVisible()
