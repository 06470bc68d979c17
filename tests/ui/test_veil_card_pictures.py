"""Artifacts and Prophecies are drawn cards in each seat's panel (issue 22 "The board": equipped Artifacts,
Prophecies in play; ux.md "every thing on the table says what it is on hover, and opens large"): a small card
per equipped Artifact beside its seat, the Prophecies in play above, each with its whole text on hover and a
large view on a click or a key; an Artifact still on offer in the draft is never drawn."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import click
from veil_drive import click_entry, desk_window, on_desk
from veil_drive import seats as veil_seats

from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.cards import PARCHMENT
from grail_desktop.ui.veil.card_pictures import CardDialog


def test_equipped_artifacts_and_prophecies_are_cards_with_hover_and_a_large_view(
    app: QApplication, qtbot: QtBot
) -> None:
    win = desk_window(qtbot)
    seats = veil_seats(["person", "greedy"], ["Bea", "Tide"])
    game = VeilGame(load_veil_pack("saltcrown"), [s.faction for s in seats], Mode(), 3)
    screen = on_desk(win, seats, 0, game)
    qtbot.waitExposed(win)
    offer = {game.pack.artifacts[a].name for a in game.state.draft[0]}
    assert not screen.board_strips[0].tiles, "nothing is drawn while the Artifacts are still on offer"
    tips = [t.toolTip() for strip in screen.board_strips for t in strip.tiles]
    assert not [n for n in offer if any(n in tip for tip in tips)]
    click_entry(qtbot, screen, 0)  # Bea keeps the first Artifact offered
    qtbot.waitUntil(lambda: bool(screen.board_strips[0].tiles) and bool(screen.board_strips[1].tiles), timeout=10000)
    kept = game.state.players[0].gear
    [(_hero, [art_id])] = [(h, c) for h, c in kept.items() if c]
    art = game.pack.artifacts[art_id]
    [tile] = screen.board_strips[0].tiles
    assert tile.isVisible() and tile.accessibleName() == f"Artifact: {art.name}"
    assert art.name in tile.toolTip() and art.text in tile.toolTip() and f"{art.vp} VP" in tile.toolTip()
    assert "Carried by" in tile.toolTip()
    assert tile.grab().toImage().pixelColor(5, tile.height() // 2) == QColor(PARCHMENT)
    prophecies = screen.prophecy_strip.tiles
    assert [t.card.name for t in prophecies] == [game.pack.prophecies[x].name for x in game.state.prophecies]
    assert all("Prophecy" in t.toolTip() and "VP by season" in t.toolTip() for t in prophecies)

    click(qtbot, tile)  # a click opens it large
    dialog = screen.card_dialog
    assert isinstance(dialog, CardDialog) and dialog.isVisible()
    assert dialog.windowTitle() == f"Artifact: {art.name}" and dialog.face.width() > 4 * tile.width()
    dialog.reject()
    prophecies[0].setFocus()
    qtbot.keyClick(prophecies[0], Qt.Key.Key_Return)  # and by keyboard
    assert screen.card_dialog is not dialog and screen.card_dialog.windowTitle().startswith("Prophecy: ")
    screen.card_dialog.reject()
