"""``grail-desktop replay FILE``: rebuild a game from its setup and actions and print the events.

The file holds one action per line in the notation of ``docs/notation.md``; ``#`` starts a comment. A header
written by ``grail-desktop play --record`` names the setup (``# campaign: ID``, ``# characters: a,b``,
``# seed: N``, ``# difficulty: hard``, ``# house-rules: a,b``); ``--campaign``, ``--characters`` and ``--seed``
override it. Exit status 0 when every action was legal, 1 at the first illegal one (its line number is printed),
2 when the file or pack cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from grail_desktop.app.i18n import tr
from grail_desktop.cli import render
from grail_desktop.cli.play import describe, load, pick_characters
from grail_desktop.engine import Game, IllegalActionError, new_game
from grail_desktop.engine.game import chronicle_event


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="FILE", help=tr("a file of actions, one per line"))
    parser.add_argument("--campaign", metavar="PATH_OR_ID", help=tr("pack folder or bundled id (else the header's)"))
    parser.add_argument("--characters", metavar="A,B", help=tr("character ids (else the header's)"))
    parser.add_argument("--seed", type=int, metavar="N", help=tr("seed (else the header's, else 7)"))
    parser.add_argument("--quiet", action="store_true", help=tr("print only the final state"))


def read_header(lines: list[str]) -> dict[str, str]:
    """``# key: value`` lines at the top of a replay file."""
    out: dict[str, str] = {}
    for line in lines:
        text = line.strip()
        if not text.startswith("#"):
            if text:
                break
            continue
        key, sep, value = text[1:].partition(":")
        if sep:
            out[key.strip()] = value.strip()
    return out


def opening_lines(game: Game) -> list[str]:
    """What happened at setup, before the first action (the map revealed, Day 1's Event and quests, S1
    "Setup"), read back from the chronicle of a fresh game."""
    events = [chronicle_event(entry) for entry in game.state.chronicle]
    return [f"{game.catalog.campaign.title} · " + tr("Day 1 opening"), *render.event_lines(game, events)]


def replay(game: Game, lines: list[str], *, quiet: bool = False) -> tuple[int, int | None, str]:
    """Apply every action line, printing the setup's opening first and each action's events (unless
    ``quiet``); returns (status, failing line number or None, message)."""
    if not quiet and not game.state.action_log and game.state.day == 1:
        print("\n".join(opening_lines(game)))
    told: set[str] = set()  # sections printed ahead of a decision (render.event_lines)
    for number, raw in enumerate(lines, start=1):
        text = raw.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            result = game.apply(text)
        except IllegalActionError as exc:
            return (
                1,
                number,
                tr("line {number}: '{text}': {reason}").format(number=number, text=text, reason=exc.reason),
            )
        if not quiet:
            print(f"> {text}")
            for line in render.event_lines(game, result.events, told):
                print(line)
    return 0, None, "ok"


def run(args: argparse.Namespace) -> int:
    try:
        lines = args.file.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        print(f"grail-desktop replay: {args.file}: {exc.strerror}", file=sys.stderr)
        return 2
    head = read_header(lines)
    campaign = args.campaign or head.get("campaign", "ynys-wen")
    try:
        catalog = load(campaign)
    except Exception as exc:
        print(
            tr("grail-desktop replay: cannot load campaign '{campaign}': {problem}").format(
                campaign=campaign, problem=exc
            ),
            file=sys.stderr,
        )
        return 2
    seed_text = str(args.seed) if args.seed is not None else head.get("seed", "7")
    if not seed_text.lstrip("-").isdigit():
        print(
            tr("grail-desktop replay: {file}: seed '{seed}' is not a whole number").format(
                file=args.file, seed=seed_text
            ),
            file=sys.stderr,
        )
        return 2
    try:
        game = new_game(
            catalog,
            pick_characters(catalog, args.characters or head.get("characters", "")),
            seed=int(seed_text),
            difficulty=head.get("difficulty", "printed"),  # recorded before difficulties: the printed values
            house_rules=[r for r in head.get("house-rules", "").split(",") if r],
        )
    except ValueError as exc:
        print(f"grail-desktop replay: {exc}", file=sys.stderr)
        return 2
    status, _line, message = replay(game, lines, quiet=args.quiet)
    print(describe(game))
    if status:
        print(f"grail-desktop replay: {args.file}: {message}", file=sys.stderr)
    return status
