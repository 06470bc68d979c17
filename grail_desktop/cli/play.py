"""``grail-desktop play``: the game in text mode (issue 3 "Also").

Shows the state, lists the legal actions by notation (``docs/notation.md``) and reads one action per line:
a notation (``travel 102``) or the number shown in front of it. Extra words: ``undo``, ``state``, ``log``,
``help``, ``quit``. ``--actions FILE`` plays a file of actions first (one per line, ``#`` comments), and
``--record FILE`` writes a replay file (setup header + every action) that ``grail-desktop replay`` reads.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from grail_desktop.engine import Game, IllegalActionError, new_game
from grail_desktop.engine.defs import Catalog


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
    """A short text view of the state: day, phase, characters, map, pending decision."""
    s = game.state
    cat = game.catalog
    lines = [f"Day {s.day} · {s.phase}" + (f" · {s.outcome}" if s.outcome else "")]
    if s.current_event:
        lines.append(f"  Event: {cat.events[s.current_event].title}")
    if s.active_quests:
        lines.append("  Quests: " + ", ".join(cat.events[q].title for q in s.active_quests))
    for cid in s.order:
        c = s.characters[cid]
        d = cat.characters[cid]
        flags = [f for f, on in (("dead", c.dead), ("dying", c.dying), ("passed", c.passed)) if on]
        res = " ".join(f"{k}={v}" for k, v in c.resources.items())
        lines.append(
            f"  {d.name} [{cid}] at {c.location}: Energy {c.energy}/{d.energy.max} Health {c.health}/"
            f"{d.health.max} Terror {c.terror}/{d.terror.max} · {res}" + (f" ({', '.join(flags)})" if flags else "")
        )
    menhirs = ", ".join(f"{m.location}:{m.dial}" for m in s.menhirs.values()) or "none"
    lines.append(f"  Map: {', '.join(sorted(s.locations))} · Menhirs {menhirs}")
    if s.exploration is not None:
        section = cat.journal[s.exploration.section]
        lines.append(f"  Journal {section.id} — {section.title}")
        lines.append("    " + section.text.replace("\n", "\n    "))
        for i, option in enumerate(section.options, start=1):
            lines.append(f"    {i}. {option.text}")
    if s.encounter is not None:
        enemies = ", ".join(f"{e.id} ({e.hits} hits{', defeated' if e.defeated else ''})" for e in s.encounter.enemies)
        lines.append(f"  Encounter: {enemies}; dial {s.encounter.dial}; step {s.encounter.step}")
        if s.encounter.result is None and s.encounter.participants:
            member = s.encounter.current()
            pool = ", ".join(d.colour for d in member.pool) or "none"
            active = ", ".join(f"{d.colour}:{d.face or '?'}" for d in member.active) or "none"
            lines.append(f"    {member.name}: hand {', '.join(member.hand) or 'empty'}; pool {pool}; active {active}")
    actor = game.current_actor()
    if s.pending:
        p = s.pending[0]
        lines.append(f"  Decision: {p.kind}" + (f" for {p.character}" if p.character else ""))
    elif actor:
        lines.append(f"  To act: {cat.characters[actor].name} [{actor}]")
    return "\n".join(lines)


def session(
    game: Game,
    lines: Iterable[str],
    out: TextIO,
    *,
    listing: bool = True,
    strict: bool = False,
    applied: list[str] | None = None,
) -> int:
    """Play ``lines`` (notations, numbers or commands) on ``game``, writing to ``out``.

    Returns 0 when the input ends or ``quit`` is read; with ``strict`` an illegal action returns 1 at once
    (used for action files). Never raises for user input: problems are printed. Each applied notation is
    appended to ``applied`` (an undo removes the last one).
    """
    prompt = True
    for raw in lines:
        if prompt and listing:
            _show(game, out)
        line = raw.split("#", 1)[0].strip()
        prompt = True
        if not line:
            prompt = False
            continue
        if line in ("quit", "exit"):
            return 0
        if line == "help":
            print(__doc__, file=out)
            continue
        if line == "state":
            print(describe(game), file=out)
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
            except IllegalActionError as exc:
                print(f"cannot undo: {exc.reason}", file=out)
            continue
        text = line
        if line.isdigit():
            actions = game.legal_actions()
            index = int(line)
            if not 1 <= index <= len(actions):
                print(f"no action number {index} (1-{len(actions)})", file=out)
                continue
            text = str(actions[index - 1])
        try:
            result = game.apply(text)
        except IllegalActionError as exc:
            print(f"illegal: {text}: {exc.reason}", file=out)
            if strict:
                return 1
            continue
        if applied is not None:
            applied.append(text)
        for event in result.events:
            print(f"  · {event.text}", file=out)
    return 0


def _show(game: Game, out: TextIO) -> None:
    print(describe(game), file=out)
    actions = game.legal_actions()
    if not actions:
        print("  (no legal actions: the game is over)", file=out)
        return
    for i, action in enumerate(actions, start=1):
        print(f"  {i:>3}. {action}", file=out)


def header(game: Game) -> str:
    """The replay file header naming the setup (read by ``grail-desktop replay``)."""
    s = game.state.setup
    return f"# campaign: {s.campaign}\n# characters: {','.join(s.characters)}\n# seed: {s.seed}\n"


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
    if args.actions is not None:
        try:
            lines = args.actions.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            print(f"grail-desktop play: {args.actions}: {exc.strerror}", file=sys.stderr)
            return 2
        status = session(game, lines, sys.stdout, listing=False, strict=True, applied=played)
    if status == 0:
        status = session(game, sys.stdin, sys.stdout, listing=not args.quiet, applied=played)
    if args.record is not None:
        args.record.write_text(header(game) + "".join(f"{a}\n" for a in played), encoding="utf-8")
    return status
