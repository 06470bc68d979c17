"""Choosing by dragging (issue 22 "drag to the front / behind the separator, or keys"; architecture.md "Card
dragging uses QGraphicsItem mouse handling"): the deciding person drags the card to play to the front and the
cards that pay for it behind the separator, places that may take the card glow, a drop where it cannot go snaps
back and says why, and Play applies exactly the legal action the cards make; the choice list stays the keys' way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import click
from veil_drive import desk_window, on_desk, step
from veil_drive import seats as veil_seats

from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.veil.hand_table import BEHIND, FRONT, GLOW, HAND
from grail_desktop.ui.veil.screen import VeilScreen


def _drag(qtbot: QtBot, screen: VeilScreen, card: str, place: str, check_glow: bool = False) -> bool:
    """Drag ``card`` with the mouse to ``place``; returns whether the place glowed while it was dragged."""
    panel = screen.hand_panel
    view, table = panel.view, panel.table
    item = table.cards[card]
    start = view.mapFromScene(item.sceneBoundingRect().center())
    end = view.mapFromScene(table.zones[place].rect().center())
    vp = view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    glowed = table.zones[place].pen().color() == GLOW
    for k in range(1, 6):
        qtbot.mouseMove(vp, start + (end - start) * k / 5)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    QApplication.processEvents()
    return glowed


def test_drag_a_card_to_the_front_and_its_payment_behind_then_play(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    seats = veil_seats(["person", "greedy"], ["Bea", "Tide"])
    game = VeilGame(load_veil_pack("saltcrown"), [s.faction for s in seats], Mode(), 5)
    screen = on_desk(win, seats, 0, game)
    qtbot.waitExposed(win)
    for _ in range(20000):  # steps, not time: bots think on their own thread
        if game.state.phase == "choose" and screen.deciding == 0 and screen.pending is None and screen.choices.count():
            break
        step(qtbot, screen)
    assert screen.hand_stack.currentWidget() is screen.hand_panel and screen.hand_panel.isVisible()
    legal = game.legal_actions(0)
    costly = [a for a in legal if a.kind == "play" and a.args[1]]
    assert costly, "a card that costs other cards"
    act = costly[0]
    front, pay = act.args[0], [c for c in act.args[1].split(",") if c]
    panel = screen.hand_panel
    assert not panel.play.isEnabled()
    assert _drag(qtbot, screen, front, FRONT), "the front glows for a playable card"
    assert panel.table.cards[front].place == FRONT
    assert not panel.play.isEnabled(), "its payment is still missing"
    for c in pay:
        _drag(qtbot, screen, c, BEHIND)
        assert panel.table.cards[c].place == BEHIND
    extra = [c for c in game.state.players[0].hand if c not in (front, *pay)]
    if extra and not any(a.args[0] == front and extra[0] in a.args[1].split(",") for a in legal):
        assert not _drag(qtbot, screen, extra[0], BEHIND), "no glow where the card cannot go"
        assert panel.table.cards[extra[0]].place == HAND, "it snaps back"
        assert "cannot pay for" in panel.status.text()
    assert panel.play.isEnabled() and panel.table.complete() == act
    log = list(game.log)
    click(qtbot, panel.play)
    assert game.log[: len(log)] == log and game.log[len(log)] == str(act)
    assert game.state.sealed[0]


def test_the_hand_table_is_not_shown_to_anyone_else(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    seats = veil_seats(["person", "person"])
    game = VeilGame(load_veil_pack("saltcrown"), [s.faction for s in seats], Mode(), 6)
    screen = on_desk(win, seats, 0, game)
    seen = 0
    for _ in range(20000):  # steps, not time: bots think on their own thread
        if game.state.phase == "choose" and game.state.round == 2:
            break
        if screen.hand_panel.isVisible():
            seen += 1
            assert screen.private_seat() == screen.deciding is not None
            mine = set(game.state.players[screen.deciding].hand)
            assert set(screen.hand_panel.table.cards) <= mine
        step(qtbot, screen)
        if screen.pages.currentWidget() is screen.privacy:
            assert not screen.hand_panel.isVisible()
    assert seen > 0
