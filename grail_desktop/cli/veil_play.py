"""``grail-desktop veil play``: a Riven Veil match in text mode (issue 21 "Commands").

Each seat is ``human`` or a bot (``random``, ``greedy``, ``search``). A human sees the table as their seat may
see it, the events since their last decision, and their legal actions as numbered sentences; they type a
number, or ``undo``, ``save FILE``, ``help`` or ``quit``. With two or more humans (pass-and-play) the screen is
cleared and a "pass to SEAT" prompt waits for Enter before each human's decision, so nobody sees another's
hand. Bots are handed their seat's view and legal actions only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from grail_desktop.catalog.problems import ContentError
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.cli.veil_words import action_words, table_words
from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.bots import BOT_NAMES, BUDGETS, Bot, make_bot
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import VeilState
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.veil import load_match, save_match
from grail_desktop.saves.veil.sheet import parse_mode

KINDS = ("human", *BOT_NAMES)
HELP = "Type the number of an action, or: undo, save FILE, help, quit."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seats", default="human,greedy", help="who plays each seat, e.g. human,greedy,search")
    parser.add_argument("--factions", default="", help="faction ids by seat (default: the pack's first ones)")
    parser.add_argument("--mode", default="normal", help="e.g. normal,standard,asymmetric,catch-up or long")
    parser.add_argument("--pack", default="saltcrown", help="a Riven Veil pack folder or bundled id")
    parser.add_argument("--seed", type=int, default=1, help="the match's seed (default 1)")
    parser.add_argument("--budget", default="normal", choices=tuple(BUDGETS), help="the search bot's budget")
    parser.add_argument("--load", type=Path, default=None, help="go on with a match sheet saved with `save FILE`")


class TextTable:
    """The loop of a text match; ``out`` and ``inp`` are the streams (tests pass their own)."""

    def __init__(self, game: VeilGame, kinds: list[str], budget: str, out: TextIO, inp: TextIO) -> None:
        self.game = game
        self.kinds = kinds
        self.out = out
        self.inp = inp
        self.bots: dict[int, Bot] = {
            seat: make_bot(kind, game.pack, game.seed * 10 + seat, budget)
            for seat, kind in enumerate(kinds)
            if kind != "human"
        }
        self.seen: dict[int, int] = {seat: 0 for seat, kind in enumerate(kinds) if kind == "human"}
        self.last_human: int | None = None

    def skip_history(self) -> None:
        """Show only what happens from now on (a resumed match does not replay its whole story)."""
        for seat in self.seen:
            self.seen[seat] = len(self.game.events)

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def name(self, seat: int) -> str:
        return self.game.pack.factions[self.game.state.players[seat].faction].name

    def run(self) -> int:
        game = self.game
        while not game.over:
            seat = game.to_act()[0]
            if seat in self.bots:
                game.apply(self.bots[seat].choose(game.view(seat), seat, game.legal_actions(seat)))
                continue
            if not self._human(seat):
                return 0
        for seat in self.seen:
            self._news(seat)
        s = game.state
        self.say("Final scores: " + ", ".join(f"{self.name(k)} {p.vp} VP" for k, p in enumerate(s.players)))
        return 0

    def _news(self, seat: int) -> None:
        events = self.game.events
        start = min(self.seen[seat], len(events))
        for e in events[start:]:
            if e.visible_to(seat):
                self.say(f"  · {e.text}")
        self.seen[seat] = len(events)

    def _read(self) -> str | None:
        line = self.inp.readline()
        return None if line == "" else line.strip()

    def _human(self, seat: int) -> bool:
        game = self.game
        if len(self.seen) > 1 and self.last_human != seat:
            # Hide the last seat's screen: clear a terminal, else push it out of sight.
            self.say("\033[2J\033[H" if self.out.isatty() else "\n" * 40)
            self.say(f"Pass to {self.name(seat)} (seat {seat + 1}). Press Enter when only they can see the screen.")
            if self._read() is None:
                return False
        self.last_human = seat
        self._news(seat)
        view = game.view(seat)
        self.say()
        for line in table_words(view, game.pack, seat):
            self.say(line)
        legal = game.legal_actions(seat)
        self.say(f"{self.name(seat)}, your decision:")
        menu = _menu(legal)
        while True:
            for k, (label_action, _) in enumerate(menu, 1):
                self.say(f"  {k}. {self._label(view, label_action, len(_))}")
            self.say(f"[{self.name(seat)}] > ")
            read = self._read()
            if read is None or read == "quit":
                self.say("Leaving the match (use save FILE first to keep it).")
                return False
            line = read
            if line == "help":
                self.say(HELP)
            elif line == "undo":
                if game.can_undo(seat):
                    game.undo()
                    self.seen[seat] = min(self.seen[seat], len(game.events))
                    return True
                self.say("Nothing to undo: a card was drawn, choices revealed or a region explored since.")
            elif line.startswith("save "):
                try:
                    save_match(Path(line[5:].strip()), game, self.kinds)
                    self.say(f"Saved to {line[5:].strip()}.")
                except SaveError as exc:
                    self.say(f"Not saved: {exc}")
            elif line.isdigit() and 1 <= int(line) <= len(menu):
                head, options = menu[int(line) - 1]
                if len(options) > 1:  # a card with several ways to pay or several Bonus Card sets: ask next
                    self.say(f"How? ({action_words(view, game.pack, head).split(' (')[0]})")
                    menu = [(a, [a]) for a in options]
                    continue
                try:
                    game.apply(options[0])
                except IllegalActionError as exc:  # cannot happen for a listed action; say so plainly
                    self.say(f"Refused: {exc.reason}")
                    continue
                return True
            else:
                self.say(HELP)

    def _label(self, view: VeilState, a: Act, n: int) -> str:
        text = action_words(view, self.game.pack, a)
        if n > 1:
            card = self.game.pack.cards[a.args[0]]
            what = "how to pay" if a.kind == "play" else "Bonus Cards"
            return f"Play {card.name} (initiative {card.initiative}) — then choose {what} ({n} ways)"
        return text


def _menu(legal: list[Act]) -> list[tuple[Act, list[Act]]]:
    """The first-level menu: long lists of card choices are grouped by card (payment or Bonus Cards asked
    next); every other action is its own entry."""
    if len(legal) <= 12:
        return [(a, [a]) for a in legal]
    groups: dict[str, list[Act]] = {}
    menu: list[tuple[Act, list[Act]]] = []
    for a in legal:
        if a.kind in ("play", "plan") and a.args[0] != "none":
            if a.args[0] not in groups:
                groups[a.args[0]] = []
                menu.append((a, groups[a.args[0]]))
            groups[a.args[0]].append(a)
        else:
            menu.append((a, [a]))
    return menu


def run(args: argparse.Namespace) -> int:
    try:
        if args.load is not None:
            sheet = load_match(args.load)
            game, kinds = sheet.game, sheet.seats
        else:
            pack = load_veil_pack(args.pack)
            kinds = [k.strip() for k in args.seats.split(",")]
            bad = [k for k in kinds if k not in KINDS]
            if bad:
                print(f"unknown seat kind {bad[0]!r} (known: {', '.join(KINDS)})")
                return 2
            factions = [f.strip() for f in args.factions.split(",") if f.strip()] or list(pack.factions)[: len(kinds)]
            game = VeilGame(pack, factions, parse_mode(args.mode), args.seed)
    except (SaveError, ContentError, ValueError) as exc:
        print(f"cannot start: {exc}")
        return 2
    table = TextTable(game, kinds, args.budget, sys.stdout, sys.stdin)
    if args.load is not None:
        table.skip_history()
    return table.run()
