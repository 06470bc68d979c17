"""Excalibur, the Holy Grail and the Green Knight are pieces on the board with hover text (issue 22 "The board";
docs/riven-veil.md "Favor, Excalibur, the Grail, the Green Knight"): while no one holds them Excalibur waits by
the Favor Track and the Grail in the Mist, in the sea below the isle; held, each stands by its bearer's Lord
in the bearer's colour; the Green Knight stands in his region. Each says who holds it and what it does."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.veil.board_scene import CELL, GAP, BoardScene, PieceItem

COLOURS = ["#c0463a", "#3f7fbf"]


def _pieces(scene: BoardScene) -> dict[str, PieceItem]:
    return {i.kind: i for i in scene.items() if isinstance(i, PieceItem)}


def test_unheld_relics_wait_in_the_sea_and_say_how_they_are_won(app: QApplication) -> None:
    g = VeilGame(load_veil_pack("saltcrown"), ["hollow-court", "tide-wardens"], Mode(), 3)
    scene = BoardScene()
    scene.sync(g.view(0), g.pack, COLOURS, set())
    pieces = _pieces(scene)
    assert set(pieces) == {"excalibur", "grail"}
    isle_bottom = 3 * CELL + 2 * GAP
    for piece in pieces.values():
        assert piece.sceneBoundingRect().top() > isle_bottom  # below the regions, in the sea
    assert "waits at the end of the Favor Track" in pieces["excalibur"].toolTip()
    assert "+2 strength" in pieces["excalibur"].toolTip()
    assert "hidden under one of the Mist Cards" in pieces["grail"].toolTip()
    assert "10 VP" in pieces["grail"].toolTip()


def test_held_relics_stand_by_the_bearers_lord_and_the_knight_in_his_region(app: QApplication) -> None:
    g = VeilGame(load_veil_pack("saltcrown"), ["hollow-court", "tide-wardens"], Mode(), 3)
    for _ in range(4):  # the Artifacts kept and both Lords landed
        seat = g.to_act()[0]
        g.apply(g.legal_actions(seat)[0])
    view = g.view(0)
    lord = view.players[1].lord_at
    assert lord >= 0
    view.excalibur, view.grail = 1, 1
    view.regions[4].knight = True
    scene = BoardScene()
    scene.sync(view, g.pack, COLOURS, set())
    pieces = _pieces(scene)
    region = scene.rect_of(lord)
    for kind in ("excalibur", "grail"):
        assert region.contains(pieces[kind].sceneBoundingRect().center())
    assert "Excalibur, held by The Tide Wardens" in pieces["excalibur"].toolTip()
    assert "ready this season" in pieces["excalibur"].toolTip()
    assert "The Holy Grail, borne by The Tide Wardens" in pieces["grail"].toolTip()
    assert "wins a tie for the most VP" in pieces["grail"].toolTip()
    assert scene.rect_of(4).contains(pieces["knight"].sceneBoundingRect().center())
    assert "strength 3 for no one" in pieces["knight"].toolTip()
