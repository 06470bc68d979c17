"""Screenshots of the table's screens (README, docs/images/table; issue 18), played through the session's gate.

Usage, under a display of your own (Xvfb): ``DISPLAY=:NN python tools/table_screenshots.py 1280x800 dark
docs/images/table``. Writes ``<width>-<theme>-<screen>.png``: the map, the journal, the encounter board with one, two
and three enemies (the three with a card read large in the lens), the Victory panel, the End of the Day and the Start
of the Day; in the dark theme also the fight with its last enemy down, a day that ends inside the journal, a
pass-and-play fight, the morning summary held before a fight drawn by the night's Event, and the end-of-chapter
screen of both winning routes (chapter-end, game-over). Every shot checks that the window kept its size.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.application import create_application
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen
from grail_desktop.ui.theme import apply_theme

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from route_files import read_route

ROUND = ("draw", "end-phase", "commit", "roll", "resolve")


def pump(app: QApplication, times: int = 8) -> None:
    for _ in range(times):
        app.processEvents()


class Shooter:
    def __init__(self, app: QApplication, size: tuple[int, int], theme: str, out: Path) -> None:
        self.app, self.size, self.theme, self.out = app, size, theme, out
        apply_theme(app, theme, 12)

    def window(self, characters: list[str], seed: int) -> tuple[MainWindow, TableScreen, GameSession]:
        window = MainWindow()
        window.resize(*self.size)
        window.show()
        pump(self.app)
        session = GameSession.start(load_campaign("ynys-wen"), characters, seed)
        if len(characters) > 1:  # pass-and-play: a player a seat, as the New campaign wizard seats them
            session.set_seating(characters, [f"Player {i}" for i in range(1, len(characters) + 1)], [])
        window.open_session(session)
        table = window.table
        assert table is not None
        table.reveals = False
        table.confirm_pass = False
        pump(self.app)
        return window, table, session

    def shot(self, window: MainWindow, name: str) -> None:
        pump(self.app)
        assert window.size().toTuple() == self.size, f"{name}: the window is {window.size().toTuple()}"
        path = self.out / f"{self.size[0]}-{self.theme}-{name}.png"
        window.grab().save(str(path))
        print(path)

    def play_until(self, table: TableScreen, actions: list[str], done: Callable[[], bool]) -> list[str]:
        """Submit ``actions`` until ``done()``; returns those left."""
        left = list(actions)
        while left and not done():
            table.session.submit(left.pop(0))
            pump(self.app, 3)
            board = table.encounter_board
            if board.scene.overlay_lines and not done():
                board.scene.dismiss_overlay()
        return left

    def fight(self, enemy: str, plays: int) -> tuple[MainWindow, TableScreen]:
        window, table, session = self.window(["maelon"], 4)
        game = session.game
        game.start_fight(["maelon"], [enemy], "screenshots", game.state.characters["maelon"].location)
        session.submit("draw")
        played = 0
        for _ in range(80):
            legal = session.legal_actions()
            if played >= plays:
                break
            cards = sorted((n for n in legal if n.startswith("play ")), key=lambda n: n[-1])
            if cards:
                session.submit(cards[-1])
                played += 1
                continue
            step = next((n for verb in ROUND for n in legal if n.startswith(verb)), None)
            if step is None:
                break
            session.submit(step)
            pump(self.app, 2)
            if table.encounter_board.scene.overlay_lines:
                table.encounter_board.scene.dismiss_overlay()
        pump(self.app)
        return window, table

    def all(self) -> None:
        header, actions = read_route("ending-blind-stone.actions")
        window, table, _session = self.window(header["characters"].split(","), int(header["seed"]))
        self.shot(window, "table-map")
        left = self.play_until(table, actions, lambda: table.stage.mode == "journal")
        self.shot(window, "journal-reader")
        left = self.play_until(table, left, lambda: table.stage.mode == "day")
        self.shot(window, "end-of-day")
        self.play_until(table, left, table.day_screens.start_of_day.isVisible)
        self.shot(window, "start-of-day")
        window.hide()
        for enemy, name, plays in (
            ("grey-abbess", "encounter-board", 2),
            ("tide-crabs", "encounter-two-enemies", 3),
            ("cairn-robbers", "encounter-three-enemies-lens", 2),
        ):
            window, table = self.fight(enemy, plays)
            if name.endswith("lens"):
                view = table.encounter_board.view
                card = table.encounter_board.scene.hand[0]
                view.ensureVisible(card.sceneBoundingRect(), 4, 4)
                pump(self.app)
                centre = view.mapFromScene(card.sceneBoundingRect().center())
                QTest.mouseMove(view.viewport(), QPoint(centre.x(), centre.y()))
            self.shot(window, name)
            window.hide()  # not close(): that would ask whether to save the campaign
        header, actions = read_route("fight-at-blackyew-hollow.actions")
        window, table, _session = self.window(header["characters"].split(","), int(header["seed"]))
        self.play_until(table, actions, lambda: table.encounter_board.scene.overlay_title == "Victory")
        self.shot(window, "encounter-victory")
        window.hide()
        if self.theme == "dark":
            self.more()

    def more(self) -> None:
        """The dark theme's further screens: the fight's last enemy down, a day that ends inside the journal, a
        pass-and-play fight from the journal, the morning summary held before the night's fight, and the end of
        the chapter (the Blind Stone route's and Heledd's)."""
        header, actions = read_route("fight-at-blackyew-hollow.actions")
        window, table, _session = self.window(header["characters"].split(","), int(header["seed"]))
        board = table.encounter_board

        def last_down() -> bool:
            view = board.scene.view_model
            return bool(view and view.enemies and all(e.defeated for e in view.enemies))

        self.play_until(table, actions, last_down)
        self.shot(window, "encounter-last-enemy-down")
        window.hide()
        header, _actions = read_route("ending-blind-stone.actions")
        window, table, session = self.window(header["characters"].split(","), int(header["seed"]))
        session.submit("adjust maelon energy 1")
        session.submit("explore")
        while session.game.state.exploration is not None:
            session.submit(next(n for n in session.legal_actions() if n.startswith("choose")))
            pump(self.app, 3)
        self.shot(window, "journal-day-over")
        window.hide()
        header, actions = read_route("two-players.actions")
        window, table, _session = self.window(header["characters"].split(","), int(header["seed"]))
        self.play_until(table, actions, lambda: any(table.encounter_board.scene.chains.values()))
        self.shot(window, "two-players-fight")
        window.hide()
        header, actions = read_route("ending-heledd.actions")
        window, table, _session = self.window(header["characters"].split(","), int(header["seed"]))
        self.play_until(table, actions, lambda: table.day_screens.holding)
        self.shot(window, "morning-before-night-fight")
        window.hide()
        for route, name in (("ending-blind-stone.actions", "chapter-end"), ("ending-heledd.actions", "game-over")):
            header, actions = read_route(route)
            window, table, _session = self.window(header["characters"].split(","), int(header["seed"]))
            self.play_until(table, actions, lambda: False)
            self.steps_to_the_chapter_screen(table)
            self.shot(window, name)
            window.hide()

    def steps_to_the_chapter_screen(self, table: TableScreen) -> None:
        """After a route that wins the chapter: close the last reading (or a held morning, or a finished fight)
        as a player would, until the end-of-chapter screen is on stage."""
        for _ in range(6):
            if table.stage.mode == "chapter":
                return
            if table.stage.mode == "journal" and table.journal_close.isVisible():
                table.journal_close.click()
            elif table.day_screens.holding:
                table.day_screens.start_of_day.continue_button.click()
            elif table.stage.built("encounter") and table.encounter_board.scene.ended:
                table.encounter_board.scene.dismiss_overlay()
            pump(self.app, 4)
        raise AssertionError(f"the route did not reach the end-of-chapter screen (stage: {table.stage.mode})")


def main() -> int:
    size = tuple(int(n) for n in sys.argv[1].split("x"))
    theme, out = sys.argv[2], Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("GRAIL_DESKTOP_HOME", "/tmp/grail-screenshots")
    app = create_application(sys.argv[:1])
    Shooter(app, (size[0], size[1]), theme, out).all()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
