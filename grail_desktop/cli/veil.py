"""``grail-desktop veil play | simulate | replay | validate``: the Riven Veil's headless commands (issue 21).

    grail-desktop veil play --seats human,greedy,search [--mode normal,standard,asymmetric,catch-up]
                            [--factions a,b,c] [--seed S] [--budget quick|normal|strong] [--load FILE]
    grail-desktop veil simulate --seats greedy,greedy --games N [--mode …] [--seed S] [--report FILE]
    grail-desktop veil replay FILE [--seat N]
    grail-desktop veil validate [PACK …]

Each subcommand lives in its own module (``veil_play``, ``veil_simulate``, ``veil_replay``, ``veil_validate``),
imported only when it runs. No Qt here.
"""

from __future__ import annotations

import argparse
import importlib

from grail_desktop.app.i18n import tr, tr_noop

SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "play": ("veil_play", tr_noop("play in text mode (bots and pass-and-play humans)")),
    "simulate": ("veil_simulate", tr_noop("bot matches and a balance report")),
    "replay": ("veil_replay", tr_noop("replay a match sheet and print what happened")),
    "validate": ("veil_validate", tr_noop("check Riven Veil packs: every problem as file: key: message")),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="veil_command", required=True, metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        module = importlib.import_module(f"grail_desktop.cli.{module_name}")
        module.add_arguments(sub.add_parser(name, help=tr(help_text), description=tr(help_text)))


def run(args: argparse.Namespace) -> int:
    module = importlib.import_module(f"grail_desktop.cli.{SUBCOMMANDS[args.veil_command][0]}")
    result: int = module.run(args)
    return result
