"""Screenshots of every Riven Veil screen under Xvfb (issue 22): run with DISPLAY set to an Xvfb display.

    DISPLAY=:33 GRAIL_DESKTOP_HOME=/tmp/home-x python tools/veil_screenshots.py 1280x800 docs/images/veil

Plays a seeded match (one person clicking the first choice, two bots) and a two-person match up to each
screen, then captures the whole X screen with ImageMagick's ``import -window root`` (cropped to the window).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication, QToolTip

from grail_desktop.app.veil.seating import Seat
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.application import create_application
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.veil.screen import VeilScreen
from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog


def settle(ms: int = 300) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def shoot(out: Path, name: str, size: str) -> None:
    settle()
    w, h = size.split("x")
    path = out / f"{name}-{size}.png"
    subprocess.run(["import", "-window", "root", "-crop", f"{w}x{h}+0+0", str(path)], check=True)
    print("wrote", path)


def step(screen: VeilScreen) -> str:
    """One move of a person who clicks the first choice (bots act on their own)."""
    if screen.pages.currentWidget() is screen.privacy:
        screen.privacy.button.click()
        return "privacy"
    if screen.pages.currentWidget() is screen.scoring:
        if screen.game.over:
            return "over"
        screen.scoring.button.click()
        return "season"
    if screen.continue_button.isVisible():
        screen.continue_button.click()
        return "continue"
    if screen.deciding is not None and screen.private_seat() == screen.deciding and screen.choices.count():
        screen._item_clicked(screen.choices.item(0))
        return "choose"
    settle(5)
    return "wait"


def until(screen: VeilScreen, done: object, limit: int = 20000) -> None:
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        step(screen)
    raise RuntimeError("state not reached")


def main() -> int:
    size, out = sys.argv[1], Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(x) for x in size.split("x"))
    app = create_application()
    win = MainWindow()
    win.setGeometry(0, 0, w, h - 30)
    win.show()
    settle(600)
    shoot(out, "start", size)

    pack = load_veil_pack("saltcrown")
    dialog = VeilSetupDialog(pack, "", win)
    dialog.count.setValue(3)
    dialog.rows[0][2].setText("Bea")
    dialog.show()
    dialog.move(max(0, (w - dialog.width()) // 2), 60)
    shoot(out, "wizard", size)
    dialog.close()

    seats = [
        Seat("person", "Bea", "#c0463a", "hollow-court"),
        Seat("greedy", "The Tide Wardens", "#3f7fbf", "tide-wardens"),
        Seat("greedy", "The Thorn Kin", "#5c9a4a", "thorn-kin"),
    ]
    game = VeilGame(pack, [s.faction for s in seats], Mode(), 5)
    screen = VeilScreen(game, seats)
    screen.pause_ms = 60
    screen.click_guard_s = 0.0
    win.veil = screen
    win.stack.addWidget(screen)
    win.stack.setCurrentWidget(screen)
    settle()
    shoot(out, "draft", size)
    until(screen, lambda: screen.game.state.phase == "choose" and screen.deciding == 0 and not screen.pending)
    shoot(out, "choose", size)
    legal = [a for a in screen.game.legal_actions(0) if a.kind == "play" and a.args[1]]
    if legal:  # the hand table with a card in front and its payment behind the separator
        table = screen.hand_panel.table
        table.place_card(legal[0].args[0], "front")
        for c in legal[0].args[1].split(","):
            table.place_card(c, "behind")
        shoot(out, "hand-drag", size)
        screen.hand_panel._clear()
    tiles = [t for strip in screen.board_strips for t in strip.tiles]
    if tiles:  # a card opened large from a Faction board
        tiles[0].opened.emit(tiles[0].card)
        settle()
        dialog = screen.card_dialog
        dialog.move(max(0, (w - dialog.width()) // 2), 40)
        shoot(out, "card-large", size)
        dialog.reject()
    item = screen.scene.regions[screen.game.state.players[0].lord_at]
    centre = screen.board.mapFromScene(item.boundingRect().center())
    QToolTip.showText(screen.board.viewport().mapToGlobal(centre), item.toolTip(), screen.board)
    shoot(out, "region-hover", size)
    QToolTip.hideText()
    until(screen, lambda: screen.pending is not None)
    shoot(out, "reveal", size)
    until(screen, lambda: screen.game.state.phase == "turn" and screen.deciding == 0 and screen.pending is None)
    shoot(out, "turn-targets", size)
    until(screen, lambda: screen.game.state.phase in ("plan", "combat") and screen.deciding == 0 and not screen.pending)
    shoot(out, "battle-plan", size)
    until(screen, lambda: screen.limit.isVisible() or screen.game.state.phase not in ("plan", "combat"))
    if screen.limit.isVisible():
        shoot(out, "combat-limit", size)
    until(screen, lambda: screen.pages.currentWidget() is screen.scoring)
    shoot(out, "season-scores", size)
    until(screen, lambda: screen.game.over and screen.pages.currentWidget() is screen.scoring)
    shoot(out, "final-scores", size)
    screen.runner.shutdown()
    from grail_desktop.app.paths import saves_dir
    from grail_desktop.ui.saves_dialog import LoadDialog
    from grail_desktop.ui.veil.load_rows import match_rows

    load = LoadDialog(saves_dir(), win, match_rows)  # the match listed by its name, its saves beneath
    load.show()
    load.move(max(0, (w - load.width()) // 2), 60)
    shoot(out, "load-list", size)
    load.close()

    two = [Seat("person", "Bea", "#c0463a", "hollow-court"), Seat("person", "Cal", "#3f7fbf", "ember-oath")]
    screen2 = VeilScreen(VeilGame(pack, [s.faction for s in two], Mode(), 8), two)
    win.stack.addWidget(screen2)
    win.stack.setCurrentWidget(screen2)
    shoot(out, "privacy", size)
    screen2.runner.shutdown()
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
