"""``grail-desktop play``: the game in text mode.

Shows the state and the legal actions, then reads one action per line (``docs/notation.md``). ``--actions
FILE`` plays a file of actions first (one per line, ``#`` comments); ``--record FILE`` writes a replay file
(setup header + every action) that ``grail-desktop replay`` reads. The player help is :data:`HELP`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from grail_desktop.cli import render
from grail_desktop.engine import Game, IllegalActionError, new_game
from grail_desktop.engine.core import Action
from grail_desktop.engine.defs import Catalog

HELP = """\
How to play
  Type the number shown in front of an action, or the action itself (e.g. `travel 102`, `explore`).
  Numbers: while the journal asks for a choice, a number is the option's own number as printed
  (`4` means `choose 4`); options in parentheses cannot be taken now and say why. At any other time a
  number picks from the numbered list of actions shown just above the prompt.

Commands
  state    the whole state: Event, Active Quests with hints, characters, map, the open section
  quests   the Active Quests with their text and hint
  log      the actions taken today
  undo     take back the last action (not past a roll, a card drawn or a section read)
  help     this help
  quit     stop playing (also `exit`, or end of input)

Recording and replaying
  grail-desktop play --characters maelon --record game.txt   writes every action taken to game.txt
  grail-desktop play --actions game.txt                      plays game.txt first, then reads the keyboard
  grail-desktop replay game.txt                              rebuilds the game and prints what happened"""

PROMPT = "> "


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--campaign", default="ynys-wen", metavar="PATH_OR_ID", help="pack folder or bundled id")
    parser.add_argument("--characters", default="", metavar="A,B", help="character ids, comma separated (1-4)")
    parser.add_argument("--seed", type=int, default=7, metavar="N", help="seed of the game's generator")
    parser.add_argument("--actions", type=Path, metavar="FILE", help="play these actions first")
    parser.add_argument("--record", type=Path, metavar="FILE", help="write a replay file of the game")
    parser.add_argument("--quiet", action="store_true", help="do not list the legal actions each turn")


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
    """The actions in the order they are numbered on screen (``render.display_order``)."""
    return render.display_order(game.legal_actions())


def resolve_number(game: Game, index: int) -> tuple[str | None, str]:
    """The notation a typed number stands for (see :data:`HELP`), or None and the reason it means nothing."""
    if render.journal_open(game):
        ex = game.state.exploration
        options = game.catalog.journal[ex.section].options if ex is not None else ()
        if not 1 <= index <= len(options) or (
            options[index - 1].secret and str(index) not in game.state.pending[0].options
        ):
            return None, f"there is no option {index} here"
        if str(index) not in game.state.pending[0].options:
            return None, f"option {index} cannot be taken now: {render.option_reason(game, options[index - 1])}"
        return f"choose {index}", ""
    actions = listed(game)
    if not 1 <= index <= len(actions):
        return None, f"no action number {index} (1-{len(actions)})" if actions else "no action can be taken now"
    return str(actions[index - 1]), ""


def show(game: Game, out: TextIO, *, dim: bool = False) -> None:
    """The compact state, the open decision and the numbered choices (journal options or legal actions)."""
    s = game.state
    if s.encounter is None and not s.pending:
        print(render.describe(game, full=False), file=out)
    else:
        # A decision or a fight: the party's tracks and what is asked, not the whole map again.
        print(f"Day {s.day} · {render.phase_name(s.phase)}", file=out)
        for cid in s.order:
            print("\n".join(render.character_lines(game, cid, full=False)), file=out)
        if s.exploration is not None and render.journal_open(game):
            section = game.catalog.journal[s.exploration.section]
            print(f"  Journal {section.id}: {render.plain(section.title)}", file=out)
        if s.encounter is not None:
            print("\n".join(render.encounter_lines(game, s.encounter)), file=out)
    heading = render.decision_heading(game)
    if heading:
        print(f"  {heading}", file=out)
    if render.journal_open(game):
        for line in render.journal_lines(game, dim=dim):
            print(line, file=out)
        return
    actions = listed(game)
    if not actions:
        if game.state.phase == "over":
            print("  The game is over.", file=out)
        else:
            print("  (no legal actions)", file=out)
        return
    actor = game.current_actor()
    if actor and game.state.encounter is None and not game.state.pending:
        print(f"  {game.name(actor)} acts:", file=out)
    for i, action in enumerate(actions, start=1):
        print(f"  {i:>3}. {render.label(game, action)}", file=out)


def intro(game: Game, out: TextIO) -> None:
    """The opening: the campaign, today's Event with its text and the Active Quests (their hints too)."""
    cat = game.catalog
    print(f"{cat.campaign.title} · Day {game.state.day}", file=out)
    event = cat.events.get(game.state.current_event or "")
    if event is not None:
        print(f"\n  ── Event: {render.plain(event.title)} ──", file=out)
        print("\n".join(render.paragraphs(event.text)), file=out)
    print("\n  Active Quests:", file=out)
    print("\n".join(render.quest_lines(game)), file=out)
    print("\nType `help` for the commands and how the numbers work.\n", file=out)


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
) -> int:
    """Play ``lines`` (notations, numbers or commands) on ``game``, writing to ``out``.

    With ``listing`` the state and the numbered choices are printed, then a prompt, *before* each line is
    read (and once more when the input ends, so the final state is always shown); without it the final state
    is printed at the end of input (unless ``final`` is False: another session follows). ``echo`` repeats
    each line read after the prompt (piped input).
    Returns 0 when the input ends or ``quit`` is read; with ``strict`` an illegal action returns 1 at once
    (used for action files). Never raises for user input: problems are printed. Each applied notation is
    appended to ``applied`` (an undo removes the last one).
    """
    source = iter(lines)
    fresh = True  # the state changed (or nothing was shown yet): list it before the next read
    while True:
        if listing:
            if fresh:
                show(game, out, dim=dim)
            print(PROMPT, end="", file=out, flush=True)
        fresh = False
        raw = next(source, None)
        if raw is None:
            if listing:
                print(file=out)
            elif final:
                print(render.describe(game), file=out)
            return 0
        line = raw.split("#", 1)[0].strip()
        if listing and echo:
            print(line, file=out)
        if not line:
            continue
        if line in ("quit", "exit"):
            return 0
        if line in ("help", "?"):
            print(HELP, file=out)
            continue
        if line == "state":
            print(render.describe(game), file=out)
            continue
        if line == "quests":
            print("\n".join(render.quest_lines(game)), file=out)
            continue
        if line == "log":
            print("\n".join(game.state.action_log) or "(nothing yet today)", file=out)
            continue
        if line == "undo":
            try:
                game.undo()
                if applied:
                    applied.pop()
                print("undone", file=out)
                fresh = True
            except IllegalActionError as exc:
                print(f"cannot undo: {exc.reason}", file=out)
            continue
        text = line
        if line.isdigit():
            resolved, problem = resolve_number(game, int(line))
            if resolved is None:
                print(problem, file=out)
                if strict:
                    return 1
                continue
            text = resolved
        try:
            result = game.apply(text)
        except IllegalActionError as exc:
            print(f"illegal: {text}: {render.plain(exc.reason)}", file=out)
            if strict:
                return 1
            continue
        fresh = True
        if applied is not None:
            applied.append(text)
        for event_line in render.event_lines(game, result.events):
            print(event_line, file=out)


def header(game: Game) -> str:
    """The replay file header naming the setup (read by ``grail-desktop replay``)."""
    s = game.state.setup
    return f"# campaign: {s.campaign}\n# characters: {','.join(s.characters)}\n# seed: {s.seed}\n"


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def run(args: argparse.Namespace) -> int:
    """Set the game up, play the action file, then read stdin; returns the exit status."""
    try:
        catalog = load(args.campaign)
    except Exception as exc:
        print(f"grail-desktop play: cannot load campaign '{args.campaign}': {exc}", file=sys.stderr)
        return 2
    try:
        game = new_game(catalog, pick_characters(catalog, args.characters), seed=args.seed)
    except ValueError as exc:
        print(f"grail-desktop play: {exc}", file=sys.stderr)
        return 2
    played: list[str] = []
    status = 0
    out = sys.stdout
    if not args.quiet:
        intro(game, out)
    if args.actions is not None:
        try:
            lines = args.actions.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            print(f"grail-desktop play: {args.actions}: {exc.strerror}", file=sys.stderr)
            return 2
        status = session(game, lines, out, listing=False, strict=True, applied=played, final=False)
    if status == 0:
        status = session(
            game,
            sys.stdin,
            out,
            listing=not args.quiet,
            applied=played,
            echo=not _isatty(sys.stdin),
            dim=_isatty(out),
        )
    if args.record is not None:
        args.record.write_text(header(game) + "".join(f"{a}\n" for a in played), encoding="utf-8")
    return status
