"""Newcomer 11: on the Riven Veil desk a Prophecy fulfilled by one seat left the "Prophecies in play" row, the
cards after it slid under the pointer, and the top line still named it. A fulfilled Prophecy stays in play, for a
later seat may fulfil it too (2 Favor instead of 3, S3 "Prophecies"): every card keeps its place in the row, says
who fulfilled it, and the row and the top line name the same Prophecies."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from veil_bot_matches import bot_decisions
from veil_drive import desk_window, on_desk, seats

from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode


def test_a_fulfilled_prophecy_keeps_its_place_and_the_top_line_agrees(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    seated = seats(["person", "person"], ["Bea", "Cal"])
    game = VeilGame(load_veil_pack("saltcrown"), [s.faction for s in seated], Mode(), 3)
    screen = on_desk(win, seated, 3, game)
    places: dict[str, tuple[int, int]] = {}
    fulfilled = False
    for _seat in bot_decisions(game, ["greedy", "greedy"], 3):
        screen._refresh()  # the bots played on the game itself: the desk catches up as after any action
        QApplication.processEvents()
        state = game.state
        names = [game.pack.prophecies[x].name for x in state.prophecies]
        screen.prophecy_strip.row.activate()  # laid out as on screen, before the places are read
        tiles = screen.prophecy_strip.tiles
        assert [t.card.name for t in tiles] == names
        for name in names:
            assert name in screen.trackers.text()
        done = {x for p in state.players for x in p.prophecies}
        for tile in tiles:
            place = (tile.x(), tile.y())
            assert places.setdefault(tile.card.name, place) == place, f"{tile.card.name} moved"
        if done:
            fulfilled = True
            claimed = next(t for t in tiles if t.card.name in {game.pack.prophecies[x].name for x in done})
            assert "Fulfilled by" in claimed.toolTip()
            assert "fulfilled by" in screen.trackers.text()
            break
        if state.phase == "mist":  # a new season's Prophecies: a new row
            places.clear()
    assert fulfilled, "a Prophecy was fulfilled in the match"
