"""``grail-desktop play``: the game in text mode.

Introduces the characters (name, description, Letter; S1 "Character Setup"), shows the state and the legal
actions, then reads one action per line (``docs/notation.md``). ``--actions FILE`` plays a file of actions
first (one per line, ``#`` comments); ``--record FILE`` writes a replay file (setup header + every action)
that ``grail-desktop replay`` reads; ``save [FILE]`` writes a save sheet (docs/saves.md) and ``--load FILE``
goes on from one; ``checkpoint NAME`` marks a named checkpoint beside the campaign and ``checkpoints`` lists
them with the ``--load`` line that restores each (docs/saves.md "Checkpoints").
The player help is :data:`HELP` (topics in :mod:`grail_desktop.cli.play_help`).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import textwrap
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

import attrs

from grail_desktop.app.chapter_end import chapter_end_view
from grail_desktop.app.describe import confirm_before
from grail_desktop.app.event_words import chapter_words, reason_words
from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.journal_view import only_way_on
from grail_desktop.app.save_problem_words import save_error_text
from grail_desktop.app.words import clean
from grail_desktop.app.world_text import event_face
from grail_desktop.cli import play_help, render
from grail_desktop.cli.notation_words import notation_words
from grail_desktop.engine import Game, IllegalActionError, new_game, parse_action
from grail_desktop.engine.core import Action
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.difficulty import difficulty_name, house_rule_names
from grail_desktop.saves.meta import SheetMeta

HELP = play_help.HELP

#: The save sheet ``save`` writes when no file was given or loaded (in the saves folder the desktop lists).
DEFAULT_SAVE = "text-play.toml"

PROMPT = "> "


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--campaign", default="ynys-wen", metavar="PATH_OR_ID", help=tr("pack folder or bundled id"))
    parser.add_argument(
        "--characters",
        default="",
        metavar="A,B",
        help=tr("character ids, comma separated (1-4); ynys-wen has ceri, gwawr, hywel, maelon"),
    )
    parser.add_argument("--seed", type=int, default=7, metavar="N", help=tr("seed of the game's generator"))
    parser.add_argument("--actions", type=Path, metavar="FILE", help=tr("play these actions first"))
    parser.add_argument("--record", type=Path, metavar="FILE", help=tr("write a replay file of the game"))
    parser.add_argument("--quiet", action="store_true", help=tr("do not list the legal actions each turn"))
    parser.add_argument("--load", type=Path, metavar="FILE", help=tr("go on from a save sheet (written by `save`)"))
    from grail_desktop.cli.simulate import add_setup_arguments  # the same --difficulty / --house-rule

    add_setup_arguments(parser)


def load(campaign: str) -> Catalog:
    """Load a pack by path or bundled id (raises the catalog's ContentError with every problem)."""
    from grail_desktop.catalog import load_campaign

    catalog: Catalog = load_campaign(campaign)
    return catalog


def pick_characters(catalog: Catalog, text: str) -> list[str]:
    """The ids from ``a,b``; by default the lowest-numbered character (solo)."""
    if text.strip():
        return [c.strip() for c in text.split(",") if c.strip()]
    return [min(catalog.characters.values(), key=lambda d: d.number).id]


def describe(game: Game) -> str:
    """The whole state as text (``render.describe``): kept here for ``replay`` and older callers."""
    return render.describe(game)


def listed(game: Game) -> list[Action]:
    """The first action of each numbered line, in the order they are numbered on screen (``render.menu``)."""
    return [e.actions[0] for e in render.menu(game)]


def entry_for(game: Game, index: int) -> render.Entry | None:
    """The numbered line ``index`` of the action list, or None (a journal choice, or no such number)."""
    if render.journal_open(game):
        return None
    entries = render.menu(game)
    return entries[index - 1] if 1 <= index <= len(entries) else None


def question_lines(game: Game, entry: render.Entry) -> list[str]:
    """The "with whom / who pays" or "which trade" question for a line with several actions."""
    lines = ["  " + tr("{question} Type a number (anything else goes back):").format(question=entry.question)]
    lines += [f"    {i:>3}. {choice}" for i, choice in enumerate(entry.choices(game), start=1)]
    return lines


def resolve_number(game: Game, index: int) -> tuple[str | None, str]:
    """The notation a typed number stands for (see :data:`HELP`), or None and the reason it means nothing."""
    if render.journal_open(game):
        ex = game.state.exploration
        options = game.catalog.journal[ex.section].options if ex is not None else ()
        if not 1 <= index <= len(options) or render.option_hidden(game, index):
            return None, tr("there is no option {index} here").format(index=index)
        if str(index) not in game.state.pending[0].options:
            return None, tr("option {index} cannot be taken now: {reason}").format(
                index=index, reason=render.option_reason(game, options[index - 1])
            )
        return f"choose {index}", ""
    entries = render.menu(game)
    if not 1 <= index <= len(entries):
        if not entries:
            return None, tr("no action can be taken now")
        return None, tr("no action number {index} (1-{last})").format(index=index, last=len(entries))
    entry = entries[index - 1]
    if len(entry.actions) > 1:
        return None, entry.question
    return str(entry.actions[0]), ""


def fight_numbers(game: Game) -> list[tuple[str, str]]:
    """The numbered lines of a fight's action list as ``(action, label)``, in their order; empty outside one."""
    if game.state.encounter is None or render.journal_open(game):
        return []
    return [(str(e.actions[0]), e.label) for e in render.menu(game)]


def renumbered_note(before: list[tuple[str, str]], now: list[tuple[str, str]]) -> str:
    """A warning when an action listed in a fight is still there under another number (a drawn card or the
    next step shifts the list; a playtest committed a die of the wrong colour by an old number, issue 24);
    "" when every number still means what it meant."""
    where = {action: i for i, (action, _label) in enumerate(now, start=1)}
    moved = [(i, where[a], lab) for i, (a, lab) in enumerate(before, start=1) if a in where and where[a] != i]
    if not moved:
        return ""
    old, new, name = moved[0]
    more = len(moved) - 1
    return "  " + tr(
        "The numbers have changed: {action} is now {new} (it was {old}){more}. Read the list again before typing a"
        " number."
    ).format(
        action=render.plain(name),
        new=new,
        old=old,
        more=tr(", and %n other action(s) moved too", n=more) if more else "",
    )


def show(game: Game, out: TextIO, *, dim: bool = False) -> None:
    """The compact state, the open decision and the numbered choices (journal options or legal actions)."""
    s = game.state
    if s.encounter is None and not s.pending:
        print(render.describe(game, full=False), file=out)
    else:
        # A decision or a fight: the party's tracks and what is asked, not the whole map again.
        print(tr("Day {day} · {phase}").format(day=s.day, phase=render.phase_name(s.phase)), file=out)
        for cid in s.order:
            print("\n".join(render.character_lines(game, cid, full=False)), file=out)
        if s.exploration is not None and render.journal_open(game):
            section = game.catalog.journal[s.exploration.section]
            print("  " + tr("Journal: {title}").format(title=render.plain(section.title)), file=out)  # never its number
        if s.encounter is not None:
            print("\n".join(render.encounter_lines(game, s.encounter)), file=out)
    heading = render.decision_heading(game)
    if heading:
        print("\n".join(textwrap.wrap(heading, render.WIDTH, initial_indent="  ", subsequent_indent="    ")), file=out)
    if render.journal_open(game):
        for line in render.journal_lines(game, dim=dim):
            print(line, file=out)
        return
    entries = render.menu(game)
    actions = [e.actions[0] for e in entries]
    if game.state.phase == "over" and actions:
        # a won chapter with another to come still ends as the desktop ends it (issue 23), before the offer
        for line in chapter_end_lines(game):
            print(line, file=out)
    if not actions:
        if game.state.phase == "over":
            print("  " + tr("The game is over."), file=out)
            for line in chapter_end_lines(game):
                print(line, file=out)
        else:
            print("  " + tr("(no legal actions)"), file=out)
        return
    actor = game.current_actor()
    if actor and game.state.encounter is None and not game.state.pending:
        print("  " + tr("{name} acts:").format(name=game.name(actor)), file=out)
    cards = [(i, a) for i, a in enumerate(actions, start=1) if a.verb in ("cut", "restore")]
    for i, action in enumerate(actions, start=1):
        if action.verb in ("cut", "restore"):
            if cards and i == cards[0][0]:  # a deck lists 15 cards or more: all of them on a few lines
                print("\n".join(render.compact_cards(game, cards)), file=out)
            continue
        print(f"  {i:>3}. {entries[i - 1].label}", file=out)
    for line in render.split_lines(game, [a for e in entries for a in e.actions]):
        print(line, file=out)
    closed = render.closed_actions(game)
    if closed:
        print("  " + tr("Not possible now:"), file=out)
        for line in closed:
            text = f"        {line}"
            print(f"\x1b[2m{text}\x1b[0m" if dim else text, file=out)


def character_intro(game: Game) -> list[str]:
    """Who you play: each character's name, description and introductory Letter (S1 "Character Setup")."""
    out: list[str] = []
    for cid in game.state.order:
        d = game.catalog.characters[cid]
        title = tr("You are {name}").format(name=d.name) if len(game.state.order) == 1 else d.name
        out += ["", f"  ── {title} ──"]
        if d.description:
            out += render.paragraphs(d.description)
        if d.letter:
            out += ["", "  " + tr("Your letter:"), *render.paragraphs(d.letter, indent="      ")]
    return out


def setup_words(game: Game) -> str:
    """``"Hard · Gentle fasting"``: the game's difficulty and house rules by name."""
    setup = game.state.setup
    names = house_rule_names(list(setup.house_rules))
    return " · ".join([difficulty_name(game.catalog, setup.difficulty), *names])


def intro(game: Game, out: TextIO, *, characters: bool = True) -> None:
    """The opening: the campaign, the characters (with ``characters``), today's Event with its text and the
    Active Quests (their hints too)."""
    cat = game.catalog
    chapter = ""
    if len(cat.campaign.chapters) > 1:
        from grail_desktop.engine.chapters import chapter_name

        chapter = f" · {chapter_words(chapter_name(cat, game.state.chapter))}"
    day_words = tr("Day {day}").format(day=game.state.day)
    print(f"{cat.campaign.title}{chapter} · {day_words} · {setup_words(game)}", file=out)
    if characters:
        print("\n".join(character_intro(game)), file=out)
    event = cat.events.get(game.state.current_event or "")
    if event is not None:
        event = event_face(game, event)
        print("\n  ── " + tr("Event: {title}").format(title=render.plain(event.title)) + " ──", file=out)
        print("\n".join(render.paragraphs(event.text)), file=out)
    print("\n" + "\n".join(render.goal_lines(game)), file=out)
    print("\n  " + tr("Active Quests:"), file=out)
    print("\n".join(render.quest_lines(game)), file=out)
    print(
        "\n" + tr("Type `help` for the commands and how the numbers work, `read` to read a card again.") + "\n",
        file=out,
    )


@attrs.define
class Saver:
    """Where ``save`` writes and whether the game changed since (``quit`` asks before losing it)."""

    path: Path | None = None
    unsaved: bool = False
    asking: bool = False  # ``quit`` asked whether to save: the next line answers it
    #: the campaign this game belongs to and its seats (issue 17); made on the first save when None
    meta: SheetMeta | None = None

    def campaign(self, game: Game) -> SheetMeta:
        """The sheet meta of this campaign (a new campaign id and name the first time)."""
        if self.meta is None or self.meta.lineage is None:
            import datetime as dt

            from grail_desktop.saves import Lineage, new_campaign_id
            from grail_desktop.saves.lineages import default_name

            names = [game.catalog.characters[c].name for c in game.state.order if c in game.catalog.characters]
            lineage = Lineage(new_campaign_id(), default_name(names), dt.datetime.now(dt.UTC).replace(microsecond=0))
            self.meta = SheetMeta(lineage, self.meta.seats if self.meta is not None else ())
        return self.meta

    def checkpoint(self, game: Game, name: str) -> str:
        """Mark a named checkpoint (``saves.lineages.save_checkpoint``); returns what to print."""
        from grail_desktop.app.paths import saves_dir
        from grail_desktop.saves import SaveError
        from grail_desktop.saves.lineages import save_checkpoint

        if not name.strip():
            return tr("a checkpoint needs a name: checkpoint Before the Blind Stone")
        if game.state.encounter is not None or game.state.encounter_context is not None:
            return tr("cannot mark a checkpoint during an encounter; finish it first")
        try:
            path = save_checkpoint(game, saves_dir(), self.campaign(game), name)
        except (ValueError, SaveError, OSError) as exc:
            return tr("cannot mark the checkpoint: {problem}").format(problem=save_error_text(exc))
        return tr("checkpoint “{name}” marked (restore it with: grail-desktop play --load {path})").format(
            name=" ".join(name.split()), path=path
        )

    def checkpoints(self, game: Game) -> str:
        """The campaign's checkpoints, newest first, each with the command that restores it."""
        from grail_desktop.app.paths import saves_dir
        from grail_desktop.app.save_words import when_text
        from grail_desktop.saves.lineages import list_campaigns

        lineage = self.campaign(game).lineage
        entry = next((e for e in list_campaigns(saves_dir()) if lineage is not None and e.key == lineage.id), None)
        if entry is None or not entry.checkpoints:
            return tr("no checkpoints yet in this campaign (mark one with: checkpoint NAME)")
        lines = [tr("Checkpoints of {name}, newest first:").format(name=entry.name)]
        for n, info in enumerate(entry.checkpoints, 1):
            when = when_text(info.saved_at)  # "today 09:30", "1. Dezember 2026, 15:40": the language's way
            where = f", {info.location_name}" if info.location_name else ""
            name = info.checkpoint or tr("a damaged checkpoint")
            day_words = tr("Day {day}").format(day=info.day)
            lines.append(f"  {n}. {name} — {day_words}{where}, {when}")
            lines.append("     " + tr("restore: grail-desktop play --load {path}").format(path=info.path))
        return "\n".join(lines)

    def question(self) -> str:
        """What ``quit`` asks on an unsaved game (the next line answers: y, n, or anything else to go on)."""
        where = self.path if self.path is not None else tr("{file} in the saves folder").format(file=DEFAULT_SAVE)
        return tr(
            "The game is not saved. Save it before leaving? y = save to {where} and quit; n = quit without"
            " saving; c (or any other command) = go on playing."
        ).format(where=where)

    def save(self, game: Game, name: str = "") -> str:
        """Write a save sheet (``saves.save_game``: atomic, with backups); returns what to print."""
        from grail_desktop.saves import SaveError, save_game

        if name:
            self.path = Path(name).expanduser()
        if self.path is None:
            from grail_desktop.app.paths import saves_dir

            self.path = saves_dir() / DEFAULT_SAVE
        try:
            written = save_game(game, self.path, meta=self.campaign(game))
        except (SaveError, OSError) as exc:
            return tr("cannot save to {path}: {problem}").format(path=self.path, problem=save_error_text(exc))
        self.unsaved = False
        return tr("saved to {path} (go on later with: grail-desktop play --load {path})").format(path=written)


def session(
    game: Game,
    lines: Iterable[str],
    out: TextIO,
    *,
    listing: bool = True,
    strict: bool = False,
    applied: list[str] | None = None,
    echo: bool = False,
    dim: bool = False,
    final: bool = True,
    saver: Saver | None = None,
) -> int:
    """Play ``lines`` (notations, numbers or commands) on ``game``, writing to ``out``.

    With ``listing`` the state and the numbered choices are printed, then a prompt, *before* each line is
    read (and once more when the input ends, so the final state is always shown); without it the final state
    is printed at the end of input (unless ``final`` is False: another session follows). ``echo`` repeats
    each line read after the prompt (piped input).
    Returns 0 when the input ends or ``quit`` is read; with ``strict`` an illegal action returns 1 at once
    (used for action files). Never raises for user input: problems are printed. Each applied notation is
    appended to ``applied`` (an undo removes the last one; ``undo`` prints what it took back). With ``saver``,
    ``save [FILE]`` writes a save sheet, and ``quit`` on an unsaved game asks (:meth:`Saver.question`): the
    next line answers, ``y`` saves and leaves, ``n`` (or ``quit`` again) leaves unsaved, ``c`` or any other
    command goes on playing (that command is carried out).
    """
    source = iter(lines)
    asking: render.Entry | None = None  # a line with several actions: the next number picks one
    confirming = ""  # an activation that lowers a Menhir's dial, waiting for the player to repeat it
    told: set[str] = set()  # journal sections whose prose was printed ahead of a decision (render.event_lines)
    fresh = True  # the state changed (or nothing was shown yet): list it before the next read
    numbered: list[tuple[str, str]] = []  # the fight's numbered lines as last listed (action, label)
    while True:
        if listing:
            if fresh:
                now = fight_numbers(game)
                note = renumbered_note(numbered, now)
                if note:
                    print(note, file=out)
                show(game, out, dim=dim)
                numbered = now
            print(PROMPT, end="", file=out, flush=True)
        fresh = False
        raw = next(source, None)
        if raw is None:
            if listing:
                print(file=out)
            elif final:
                print(render.describe(game), file=out)
            if saver is not None and saver.unsaved and final:
                print(tr("The game was not saved (type `save` before quitting next time)."), file=out)
            return 0
        line = raw.split("#", 1)[0].strip()
        if listing and echo:
            print(line, file=out)
        if not line:
            continue
        line = german_command(line)
        command, _sep, rest = line.partition(" ")
        if asking is not None:
            question, asking = asking, None
            choices = question.actions
            if line.isdigit() and 1 <= int(line) <= len(choices):
                line = str(choices[int(line) - 1])
                command, _sep, rest = line.partition(" ")
            else:
                print("  " + tr("Nothing chosen."), file=out)
                fresh = True
                if line.isdigit():
                    continue
        if line == "trade":
            trade = next((e for e in render.menu(game) if e.actions[0].verb == "trade"), None)
            if trade is None:
                print(tr("No trade is possible now: characters on the same location trade outside actions."), file=out)
            else:
                print("\n".join(question_lines(game, trade)), file=out)
                asking = trade
            continue
        if saver is not None and saver.asking:
            saver.asking = False
            answer = line.lower()
            if answer in ("y", "yes", "j", "ja"):
                said = saver.save(game)
                print(said, file=out)
                if not saver.unsaved:
                    return 0
                print(tr("Not saved, so the game goes on (`save FILE` to try another place)."), file=out)
                continue
            if answer in ("n", "no", "nein", "quit", "exit"):
                print(tr("Left without saving."), file=out)
                return 0
            print(tr("Not quitting: the game goes on."), file=out)
            if answer in ("c", "cancel", "w", "weiter"):
                continue
        if line in ("quit", "exit"):
            if saver is not None and saver.unsaved:
                saver.asking = True
                print(saver.question(), file=out)
                continue
            return 0
        if command in ("help", "?"):
            print(play_help.help_text(rest, game.catalog), file=out)
            continue
        if command in ("read", "show"):
            print(play_help.read(game, rest), file=out)
            continue
        if command == "save":
            if saver is None:
                saver = Saver()
            print(saver.save(game, rest.strip()), file=out)
            continue
        if command == "checkpoint":
            if saver is None:
                saver = Saver()
            print(saver.checkpoint(game, rest), file=out)
            continue
        if line == "checkpoints":
            if saver is None:
                saver = Saver()
            print(saver.checkpoints(game), file=out)
            continue
        if line == "state":
            print(render.describe(game), file=out)
            continue
        if line == "quests":
            print("\n".join([*render.goal_lines(game), "", *render.quest_lines(game)]), file=out)
            continue
        if line == "log":
            print("\n".join(log_words(game, n) for n in game.state.action_log) or tr("(nothing yet today)"), file=out)
            continue
        if line == "undo":
            last = game.state.action_log[-1] if game.state.action_log else (applied[-1] if applied else "")
            try:
                game.undo()
                told.clear()  # a section printed ahead may now be read again: print it then
                if applied:
                    applied.pop()
                if saver is not None:
                    saver.unsaved = True
                print(undone_text(game, last), file=out)
                fresh = True
            except IllegalActionError as exc:
                reason = notation_words(exc.reason) or reason_words(exc.reason)
                print(tr("cannot undo: {reason}").format(reason=reason), file=out)
            continue
        text = line
        if line.isdigit():
            resolved, problem = resolve_number(game, int(line))
            entry = entry_for(game, int(line)) if resolved is None else None
            if entry is not None and len(entry.actions) > 1 and not strict:
                print("\n".join(question_lines(game, entry)), file=out)
                asking = entry
                continue
            if resolved is None:
                print(problem, file=out)
                if strict:
                    return 1
                continue
            text = resolved
        if listing and not strict and confirming != text:
            warning = _lowering(game, text)
            if warning is not None:
                # rules-decisions.md "Menhirs": leftover days are lost; ask before lowering a lit dial (issue 20)
                print(
                    tr("{warning} Type the same command again to go ahead, anything else to keep the dial.").format(
                        warning=warning
                    ),
                    file=out,
                )
                confirming = text
                continue
        confirming = ""
        try:
            result = game.apply(text)
        except IllegalActionError as exc:
            # The line as typed (a number stays a number); a notation error as it is (it shows what to type),
            # any other reason with ids and notation in words.
            reason = notation_words(exc.reason) or reason_words(render.plain(clean(exc.reason, game.catalog, game)))
            print(tr("illegal: {line}: {reason}").format(line=line, reason=reason), file=out)
            if game.state.pending and game.state.encounter is None:
                print("  " + tr("(answer the question above first: type one of the numbers listed)"), file=out)
            if strict:
                return 1
            continue
        fresh = True
        if saver is not None:
            saver.unsaved = True
        if applied is not None:
            applied.append(text)
        shown = render.event_lines(game, result.events, told)
        while (way_on := only_way_on(game)) is not None and not strict:
            # a Dream's lone "Sleep." reads straight on, taken through the engine (issue 23)
            result = game.apply(way_on)
            if applied is not None:
                applied.append(way_on)
            shown += render.event_lines(game, result.events, told, taken=True)
        for event_line in shown:
            print(event_line, file=out)
        if listing and shown and shown[-1]:
            print(file=out)  # a gap before the state is listed again


#: The German names of the text mode's own commands (issue 28): the help in German names these; the English
#: commands work in every language.
GERMAN_COMMANDS = {
    "hilfe": "help",
    "lesen": "read",
    "lies": "read",
    "zustand": "state",
    "aufträge": "quests",
    "tausch": "trade",
    "tauschen": "trade",
    "protokoll": "log",
    "rückgängig": "undo",
    "speichern": "save",
    "haltepunkt": "checkpoint",
    "haltepunkte": "checkpoints",
    "beenden": "quit",
    "ende": "quit",
}


def german_command(line: str) -> str:
    """``line`` with a German command word (:data:`GERMAN_COMMANDS`, any case) put as the English one."""
    command, sep, rest = line.partition(" ")
    english = GERMAN_COMMANDS.get(command.lower())
    return f"{english}{sep}{rest}" if english else line


#: Day actions as the `log` command says them (the place they were taken is no longer known).
_LOG_VERBS = {
    "explore": tr_noop("Explore"),
    "location-action": tr_noop("The location's action"),
    "character-action": tr_noop("The character's action"),
    "inspect-menhir": tr_noop("Inspect the Menhir"),
    "activate-menhir": tr_noop("Activate the Menhir"),  # the rules' word (S0), as on the desktop
    "pass": tr_noop("Pass"),
}


#: Actions without arguments as the `log` command says them (the verb, capitalised, in English).
_LOG_STEPS = {
    "roll": tr_noop("Roll"),
    "draw": tr_noop("Draw"),
    "resolve": tr_noop("Resolve"),
    "end-phase": tr_noop("End phase"),
    "escape": tr_noop("Escape"),
    "skip-reward": tr_noop("Skip reward"),
    "eat": tr_noop("Eat"),
    "fast": tr_noop("Fast"),
    "done": tr_noop("Done"),
    "sit-out": tr_noop("Sit out"),
    "mercy": tr_noop("Mercy"),
}


def _log_fight(game: Game, words: list[str]) -> str:
    """A journal choice or a fight's step with arguments in words (``play gebet on 1`` → ``Play Gebet durch
    die Zähne on 1``); ``""`` for any other action."""
    verb, cat = words[0], game.catalog
    if verb == "play" and len(words) == 4 and words[2] == "on":
        card = cat.cards[words[1]].name if words[1] in cat.cards else words[1]
        return tr("Play {card} on {chain}").format(card=card, chain=words[3])
    if verb == "apply" and len(words) == 4 and words[2] == "to":
        return tr("Apply {die} to {enemy}").format(die=words[1], enemy=words[3])
    if verb == "commit" and len(words) == 3:
        return tr("Commit {colour} {n}").format(colour=tr(words[1]), n=words[2])
    if verb == "choose" and len(words) == 2:
        return tr("Choose {n}").format(n=words[1])
    if verb == "take-reward" and len(words) == 2:
        return tr("Take reward {n}").format(n=words[1])
    return ""


def log_words(game: Game, notation: str) -> str:
    """An action of today's log in words: ``travel 102 with ceri`` → ``Travel to Blackyew Hollow (102) with Ceri
    Halen``; a trade as its label; any other action through :func:`grail_desktop.app.words.clean`."""
    words = notation.split()
    if not words:
        return notation
    verb, cat = words[0], game.catalog
    party = ""
    if "with" in words and words.index("with") + 1 < len(words):
        party = " " + tr("with {names}").format(
            names=", ".join(game.name(c) for c in words[words.index("with") + 1].split(",") if c in cat.characters)
        )
    if verb == "travel" and len(words) > 1 and words[1].isdigit() and int(words[1]) in cat.locations:
        return tr("Travel to {place}").format(place=cat.locations[int(words[1])].name) + party
    if verb in _LOG_VERBS:
        return tr(_LOG_VERBS[verb]) + party
    if verb in _LOG_STEPS and len(words) == 1:
        return tr(_LOG_STEPS[verb])
    fight = _log_fight(game, words)
    if fight:
        return fight
    if verb == "trade":
        try:
            return render.label(game, parse_action(notation))
        except (ValueError, LookupError):
            pass
    text = clean(notation, cat, game)  # ids become names first, then the verb reads as words
    return text.replace(verb, verb.replace("-", " ").capitalize(), 1)


def undone_text(game: Game, notation: str) -> str:
    """The confirmation of ``undo``: what was taken back, in the words of its label now that the state is the
    one it was taken from (``undone: travel 104 — Lantern Moor (1 Energy)``)."""
    if not notation:
        return tr("undone: the last action was taken back")
    try:
        what = render.label(game, parse_action(notation))
    except (ValueError, IllegalActionError, LookupError):
        what = notation
    return tr("undone: {what}. Everything it did is taken back.").format(what=what)


def _lowering(game: Game, text: str) -> str | None:
    """The warning when ``text`` activates a lit Menhir whose dial it would lower (as the desktop asks), else
    None."""
    return confirm_before(game, text)


def header(game: Game) -> str:
    """The replay file header naming the setup (read by ``grail-desktop replay``)."""
    s = game.state.setup
    text = f"# campaign: {s.campaign}\n# characters: {','.join(s.characters)}\n# seed: {s.seed}\n"
    if s.difficulty != "printed":  # a game of the pack's printed values keeps the older header
        text += f"# difficulty: {s.difficulty}\n"
    if s.house_rules:
        text += f"# house-rules: {','.join(s.house_rules)}\n"
    return text


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _setup(args: argparse.Namespace, saver: Saver | None = None) -> Game | None:
    """The game to play: loaded from ``--load`` or set up new; prints the problem and returns None.

    A loaded sheet's campaign and seats go to ``saver`` (a checkpoint's own name is not carried on), and
    what an update of the campaign pack changed is printed.
    """
    load_from: Path | None = getattr(args, "load", None)
    if load_from is not None:
        from grail_desktop.saves import SaveError, load_sheet

        try:
            sheet = load_sheet(load_from)
        except SaveError as exc:
            problem = save_error_text(exc)
            print(tr("grail-desktop play: cannot load the save: {problem}").format(problem=problem), file=sys.stderr)
            return None
        except OSError as exc:
            print(f"grail-desktop play: {load_from}: {exc.strerror}", file=sys.stderr)
            return None
        lineage = sheet.meta.lineage
        if saver is not None:
            restored = dataclasses.replace(lineage, checkpoint="") if lineage is not None else None
            saver.meta = SheetMeta(restored, sheet.meta.seats)
            if lineage is not None and lineage.checkpoint:
                saver.path = None  # a restored checkpoint stays as it is: `save` writes text-play.toml
        for note in sheet.notes:
            print(tr("The campaign was updated: {note}").format(note=note), file=sys.stdout)
        loaded: Game = sheet.game
        return loaded
    try:
        catalog = load(args.campaign)
    except Exception as exc:
        print(
            tr("grail-desktop play: cannot load campaign '{campaign}': {problem}").format(
                campaign=args.campaign, problem=exc
            ),
            file=sys.stderr,
        )
        return None
    try:
        return new_game(
            catalog,
            pick_characters(catalog, args.characters),
            seed=args.seed,
            difficulty=getattr(args, "difficulty", "printed"),  # a bare Namespace: the printed values
            house_rules=list(getattr(args, "house_rule", None) or []),
        )
    except ValueError as exc:
        print(f"grail-desktop play: {exc}", file=sys.stderr)
        return None


def run(args: argparse.Namespace) -> int:
    """Set the game up (or load it), play the action file, then read stdin; returns the exit status."""
    load_from: Path | None = getattr(args, "load", None)
    if load_from is not None and args.record is not None:
        print(tr("grail-desktop play: --record replays from Day 1; it cannot follow --load"), file=sys.stderr)
        return 2
    saver = Saver(path=load_from)
    game = _setup(args, saver)
    if game is None:
        return 2
    played: list[str] = []
    status = 0
    out = sys.stdout
    lines: list[str] | None = None
    if args.actions is not None:
        try:
            lines = args.actions.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            print(f"grail-desktop play: {args.actions}: {exc.strerror}", file=sys.stderr)
            return 2
    try:
        if not args.quiet:
            if load_from is not None:
                print(tr("Loaded {path}.").format(path=load_from), file=out)
            intro(game, out, characters=load_from is None)
        if lines is not None:
            status = session(game, lines, out, listing=False, strict=True, applied=played, final=False, saver=saver)
        if status == 0:
            status = session(
                game,
                sys.stdin,
                out,
                listing=not args.quiet,
                applied=played,
                echo=not _isatty(sys.stdin),
                dim=_isatty(out),
                saver=saver,
            )
    finally:
        # Written even when the output went away mid-game (``| head``: cli.run then ends quietly).
        if args.record is not None:
            args.record.write_text(header(game) + "".join(f"{a}\n" for a in played), encoding="utf-8")
    return status


def chapter_end_lines(game: Game) -> list[str]:
    """The end of a won chapter in text (issue 23): its title, the figures, the quests completed and what the
    party leaves behind (the desktop shows the same view, ui.chapter_end); nothing when the game was lost."""
    view = chapter_end_view(game, game.catalog)
    if view is None:
        return []
    lines = ["", f"  ── {view.title} ──"]
    lines += [f"    {label}: {value}" for label, value in view.figures]
    for label, names in (
        (tr("Quests completed"), view.quests),
        (tr("What you leave behind"), view.statuses),
        (tr("Secrets carried"), view.secrets),
    ):
        if names:
            text = f"{label}: " + "; ".join(names) + "."
            lines += textwrap.wrap(text, render.WIDTH, initial_indent="    ", subsequent_indent="      ")
    lines.append("  " + tr("Type `save FILE` to keep this completion."))
    return lines
