"""``grail-desktop veil play``: a Riven Veil match in text mode (issue 21 "Commands").

Each seat is ``human`` or a bot (``random``, ``greedy``, ``search``). A human sees the table as their seat may
see it, the events since their last decision, and their legal actions as numbered sentences; they type a
number, or ``back``, ``undo``, ``save [FILE]``, ``checkpoint NAME``, ``help`` (the rules in short) or ``quit``.
The match keeps a lineage in the saves folder like a campaign (``saves.veil.lineage``): autosaved at every
Preparation round and on leaving, ``save`` and checkpoints beside it, ``--continue`` to go on. With two or
more humans (pass-and-play) the screen is cleared and a "pass to SEAT" prompt waits for Enter before each
human's decision, so nobody sees another's hand. Bots are handed their seat's view and legal actions only.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path
from typing import TextIO

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.paths import saves_dir
from grail_desktop.app.save_problem_words import save_error_text
from grail_desktop.app.veil.event_lines import event_line
from grail_desktop.app.veil.event_words import veil_refusal
from grail_desktop.catalog.problems import ContentError
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.cli.veil_choose import LIST_AT_ONCE, CardChoice, Entry, group
from grail_desktop.cli.veil_help import rules_summary
from grail_desktop.cli.veil_words import action_words, combat_note, table_words
from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.bots import BOT_NAMES, BUDGETS, Bot, make_bot
from grail_desktop.engine.veil.defs import Card
from grail_desktop.engine.veil.gains import DECK_WORDS
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import VeilState
from grail_desktop.engine.veil.war import MAX_BONUS
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.meta import Lineage
from grail_desktop.saves.veil import (
    autosave_match,
    latest_match_save,
    load_match,
    new_lineage,
    save_match,
    save_match_checkpoint,
    save_match_in_lineage,
)
from grail_desktop.saves.veil.sheet import parse_mode

KINDS = ("human", *BOT_NAMES)
#: The decks' names (``engine.veil.gains.DECK_WORDS``), marked for the catalog.
DECK_NAMES = (
    tr_noop("Deploy", "a Riven Veil deck"),
    tr_noop("Move", "a Riven Veil deck"),
    tr_noop("Settle", "a Riven Veil deck"),
    tr_noop("Battle Plan", "a Riven Veil deck"),
)
HELP = tr_noop("Type the number of a choice, or: back, undo, save [FILE], checkpoint NAME, help (the rules), quit.")
#: The German names of the text match's own commands (issue 28); the English ones work in every language.
GERMAN_COMMANDS = {
    "zurück": "back",
    "rückgängig": "undo",
    "speichern": "save",
    "haltepunkt": "checkpoint",
    "hilfe": "help",
    "beenden": "quit",
    "ende": "quit",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seats", default="human,greedy", help=tr("who plays each seat, e.g. human,greedy,search"))
    parser.add_argument("--factions", default="", help=tr("faction ids by seat (default: the pack's first ones)"))
    parser.add_argument("--mode", default="normal", help=tr("e.g. normal,standard,asymmetric,catch-up or long"))
    parser.add_argument("--pack", default="saltcrown", help=tr("a Riven Veil pack folder or bundled id"))
    parser.add_argument("--seed", type=int, default=1, help=tr("the match's seed (default 1)"))
    parser.add_argument("--budget", default="normal", choices=tuple(BUDGETS), help=tr("the search bot's budget"))
    parser.add_argument(
        "--load", type=Path, default=None, help=tr("go on with a match sheet (a save, autosave or checkpoint)")
    )
    parser.add_argument("--continue", dest="resume", action="store_true", help=tr("go on with the last match played"))
    parser.add_argument("--name", default="", help=tr("the match's name in the Load list (default: its factions)"))


class TextTable:
    """The loop of a text match; ``out`` and ``inp`` are the streams (tests pass their own)."""

    def __init__(
        self,
        game: VeilGame,
        kinds: list[str],
        budget: str,
        out: TextIO,
        inp: TextIO,
        *,
        root: Path | None = None,
        lineage: Lineage | None = None,
    ) -> None:
        """``root`` is the saves folder: with it the match keeps a lineage there (``saves.veil.lineage``),
        autosaved at every Preparation round and on leaving; ``lineage`` goes on with a loaded match's."""
        self.game = game
        self.root = root
        self.lineage = lineage if lineage is not None or root is None else new_lineage(game)
        self.rounds_saved = (game.state.season, game.state.round)
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

    def autosave(self) -> None:
        """Write the match's autosave when it has a lineage (a failure is said, never fatal)."""
        if self.root is None or self.lineage is None:
            return
        try:
            autosave_match(self.game, self.kinds, self.root, self.lineage)
        except SaveError as exc:
            self.say("  " + tr("(the autosave failed: {problem})").format(problem=save_error_text(exc)))

    def _round_autosave(self) -> None:
        s = self.game.state
        if s.phase == "choose" and (s.season, s.round) != self.rounds_saved:
            self.rounds_saved = (s.season, s.round)
            self.autosave()

    def leave(self) -> None:
        """Autosave and say how to go on."""
        self.autosave()
        if self.root is not None and self.lineage is not None:
            self.say(tr("The match is autosaved; go on with: grail-desktop veil play --continue"))

    def run(self) -> int:
        game = self.game
        while not game.over:
            self._round_autosave()
            seat = game.to_act()[0]
            if seat in self.bots:
                legal = game.legal_actions(seat)
                if self.kinds[seat] == "search" and self.seen and len(legal) > 1:
                    self.say("  " + tr("{name} (search bot) is thinking…").format(name=self.name(seat)))
                    self.out.flush()
                game.apply(self.bots[seat].choose(game.view(seat), seat, legal))
                continue
            if not self._human(seat):
                self.leave()
                return 0
        for seat in self.seen:
            self._news(seat)
        s = game.state
        self.autosave()
        ranked = sorted(range(s.seats), key=lambda k: -s.players[k].vp)
        scores = ", ".join(tr("{name} {vp} VP").format(name=self.name(k), vp=s.players[k].vp) for k in ranked)
        self.say(tr("Final scores: {scores}").format(scores=scores))
        return 0

    def _news(self, seat: int) -> None:
        events = self.game.events
        start = min(self.seen[seat], len(events))
        for e in events[start:]:
            if e.visible_to(seat):
                self.say(f"  · {event_line(e, self.game.pack)}")
        self.seen[seat] = len(events)

    def _read(self) -> str | None:
        line = self.inp.readline()
        return None if line == "" else line.strip()

    def _human(self, seat: int) -> bool:
        game = self.game
        if len(self.seen) > 1 and self.last_human != seat:
            # Hide the last seat's screen: clear a terminal, else push it out of sight.
            self.say("\033[2J\033[H" if self.out.isatty() else "\n" * 40)
            self.say(
                tr("Pass to {name} (seat {seat}). Press Enter when only they can see the screen.").format(
                    name=self.name(seat), seat=seat + 1
                )
            )
            if self._read() is None:
                return False
        if self.last_human is None:
            self.say(tr("Type help at any prompt for the rules in short."))
        self.last_human = seat
        self._news(seat)
        view = game.view(seat)
        self.say()
        for line in table_words(view, game.pack, seat):
            self.say(line)
        menu = group(game.legal_actions(seat))
        sub: CardChoice | None = None
        while True:
            entries = self._entries(view, seat, menu, sub)
            for k, entry in enumerate(entries, 1):
                self.say(f"  {k}. {entry.label}")
            self.say(f"[{self.name(seat)}] > ")
            read = self._read()
            line = german_command(read) if read is not None else ""
            if read is None or line == "quit":
                self.say(tr("Leaving the match (use save FILE first to keep it)."))
                return False
            if line == "help":
                for paragraph in rules_summary(game.mode):
                    self.say(paragraph)
            elif line == "back":
                if sub is None:
                    self.say(tr("Nothing to go back from: no card is being chosen. (To take back a step: undo.)"))
                elif not sub.back():
                    sub = None
            elif line == "undo":
                if game.can_undo(seat):
                    game.undo()
                    self.seen[seat] = min(self.seen[seat], len(game.events))
                    return True
                self.say(tr("Nothing to undo: a card was drawn, choices revealed or a region explored since."))
            elif line == "save" or line.startswith(("save ", "checkpoint")):
                self.say(self._save(line))
            elif line.isdigit() and 1 <= int(line) <= len(entries):
                entry = entries[int(line) - 1]
                if entry.act is not None:
                    try:
                        game.apply(entry.act)
                    except IllegalActionError as exc:  # cannot happen for a listed action; nothing changed
                        self.say(tr("Refused: {reason}").format(reason=veil_refusal(exc.reason)))
                        continue
                    return True
                if entry.step == "open":
                    sub = CardChoice(next(ways for head, ways in menu if head.args[0] == entry.card and len(ways) > 1))
                elif entry.step == "pick" and sub is not None:
                    sub.picked.append(entry.card)
                elif entry.step == "stop" and sub is not None:
                    sub.stopped = True
                elif entry.step == "back" and sub is not None and not sub.back():
                    sub = None
            else:
                self.say(tr(HELP))

    def _save(self, line: str) -> str:
        """``save`` (the match's own save), ``save FILE`` or ``checkpoint NAME``; returns what to say."""
        word, _, rest = line.partition(" ")
        rest = rest.strip()
        try:
            if word == "checkpoint":
                if self.root is None or self.lineage is None:
                    return tr("Checkpoints need the saves folder (this table has none).")
                path = save_match_checkpoint(self.game, self.kinds, self.root, self.lineage, rest)
                return tr(
                    "Checkpoint marked: {path} (go on from it with: grail-desktop veil play --load {path})"
                ).format(path=path)
            if not rest:
                if self.root is None or self.lineage is None:
                    return tr("Write save FILE (this table has no saves folder).")
                path = save_match_in_lineage(self.game, self.kinds, self.root, self.lineage)
                return tr("Saved to {path}.").format(path=path)
            save_match(Path(rest), self.game, self.kinds, lineage=self.lineage)
            return tr("Saved to {path}.").format(path=rest)
        except ValueError as exc:
            return tr("Not saved: {problem} (e.g. checkpoint Before the war)").format(problem=exc)
        except SaveError as exc:
            return tr("Not saved: {problem}").format(problem=save_error_text(exc))

    def _entries(
        self, view: VeilState, seat: int, menu: list[tuple[Act, list[Act]]], sub: CardChoice | None
    ) -> list[Entry]:
        """The numbered lines now: the first menu, or the steps of one card's payment or Bonus Cards."""
        pack = self.game.pack
        if sub is None:
            self.say(tr("{name}, your decision:").format(name=self.name(seat)))
            out = []
            for head, ways in menu:
                if len(ways) == 1:
                    out.append(Entry(self._label(view, head), act=head))
                    continue
                card = pack.cards[head.args[0]]
                if head.kind == "play":
                    what = tr("initiative {initiative}; then choose the %n card(s) to pay with", n=card.cost).format(
                        initiative=card.initiative
                    )
                else:
                    what = tr("Battle Plan, strength {strength}, limit {limit}; then choose Bonus Cards").format(
                        strength=card.strength, limit=card.limit
                    )
                out.append(
                    Entry(tr("Play {card} ({what})").format(card=card.name, what=what), step="open", card=card.id)
                )
            return out
        card = pack.cards[sub.ways[0].args[0]]
        back = Entry(tr("Back"), step="back")
        done = sub.chosen()
        if done is not None:
            self.say(tr("Your choice for {card}, to confirm:").format(card=card.name))
            return [Entry(tr("Confirm: {choice}").format(choice=action_words(view, pack, done)), act=done), back]
        if len(sub.ways) <= LIST_AT_ONCE:
            self.say(tr("{card}: which way?").format(card=card.name))
            return [*(Entry(action_words(view, pack, a), act=a) for a in sub.ways), back]
        names = ", ".join(pack.cards[c].name for c in sub.picked)
        if sub.kind == "play":
            so_far = " " + tr("(so far: {names})").format(names=names) if names else ""
            self.say(
                tr("{card} costs %n other card(s): pick card {pick} of {cost} to pay with", n=card.cost).format(
                    card=card.name, pick=len(sub.picked) + 1, cost=card.cost
                )
                + so_far
                + "."
            )
            picks = [
                Entry(tr("Pay with {card}").format(card=_short(pack.cards[c])), step="pick", card=c)
                for c in sub.next_cards()
            ]
            return [*picks, back]
        limit = card.limit + len(sub.picked)
        added = "; " + tr("added so far: {names}").format(names=names) if names else ""
        self.say(
            tr("{card}: add a Bonus Card? Each adds 1 to the limit (now {limit}), up to {most}").format(
                card=card.name, limit=limit, most=MAX_BONUS
            )
            + added
            + "."
        )
        picks = [
            Entry(tr("Add {card}").format(card=_short(pack.cards[c])), step="pick", card=c) for c in sub.next_cards()
        ]
        stop = Entry(tr("No more Bonus Cards") if sub.picked else tr("No Bonus Cards"), step="stop")
        return [*picks, stop, back]

    def _label(self, view: VeilState, a: Act) -> str:
        text = action_words(view, self.game.pack, a)
        if a.kind == "combat":
            text += combat_note(view, self.game.pack, a.seat, a.args[0] == "draw")
        return text


def german_command(line: str) -> str:
    """``line`` with a German command word (:data:`GERMAN_COMMANDS`, any case) put as the English one."""
    word, sep, rest = line.partition(" ")
    english = GERMAN_COMMANDS.get(word.lower())
    return f"{english}{sep}{rest}" if english else line


def _short(card: Card) -> str:
    """A hand card in a payment or Bonus Card list: its name and deck (the hand above gives the rest)."""
    return f"{card.name} ({tr(DECK_WORDS[card.deck], 'a Riven Veil deck')})"


def run(args: argparse.Namespace) -> int:
    root = saves_dir()
    lineage: Lineage | None = None
    load: Path | None = args.load
    if args.resume and load is None:
        found = latest_match_save(root)
        if found is None:
            print(tr("no match to go on with in the saves folder; start one with: grail-desktop veil play"))
            return 2
        load = found[1].path
    try:
        if load is not None:
            sheet = load_match(load)
            game, kinds = sheet.game, sheet.seats
            for note in sheet.notes:
                print(note)
            # a checkpoint goes on as the match itself (its later saves are the match's, not the checkpoint's)
            lineage = dataclasses.replace(sheet.lineage, checkpoint="") if sheet.lineage is not None else None
        else:
            pack = load_veil_pack(args.pack)
            kinds = [k.strip() for k in args.seats.split(",")]
            bad = [k for k in kinds if k not in KINDS]
            if bad:
                print(tr("unknown seat kind {kind} (known: {known})").format(kind=repr(bad[0]), known=", ".join(KINDS)))
                return 2
            factions = [f.strip() for f in args.factions.split(",") if f.strip()] or list(pack.factions)[: len(kinds)]
            game = VeilGame(pack, factions, parse_mode(args.mode), args.seed)
            if args.name:
                lineage = new_lineage(game, args.name)
    except (SaveError, ContentError, ValueError) as exc:
        print(tr("cannot start: {problem}").format(problem=exc))
        return 2
    table = TextTable(game, kinds, args.budget, sys.stdout, sys.stdin, root=root, lineage=lineage)
    if load is not None:
        table.skip_history()
    return table.run()
