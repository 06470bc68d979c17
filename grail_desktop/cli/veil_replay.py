"""``grail-desktop veil replay FILE [--seat N]``: replay a match sheet and print its events.

Without ``--seat`` only the public record is printed (what every seat saw); with it, that seat's own
private events too (its draws, its sealed choices).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from grail_desktop.app.i18n import tr
from grail_desktop.app.veil.event_lines import event_line
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.veil import load_match


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help=tr("a match sheet written by `veil play` (save FILE)"))
    parser.add_argument("--seat", type=int, default=None, help=tr("also show this seat's private events (0-based)"))


def run(args: argparse.Namespace) -> int:
    try:
        sheet = load_match(args.file)
    except SaveError as exc:
        print(tr("cannot replay: {problem}").format(problem=exc))
        return 1
    game = sheet.game
    for e in game.events_for(args.seat):
        print(event_line(e, game.pack))
    s = game.state
    print(
        "-- "
        + tr("{n} actions; season {season}, round {round}; phase {phase}").format(
            n=len(game.log), season=s.season, round=s.round, phase=s.phase
        )
    )
    return 0
