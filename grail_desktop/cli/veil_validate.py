"""``grail-desktop veil validate [PACK ...]``: check Riven Veil packs (default: every bundled one).

Exit status 0 when no pack has an error, 1 when any has, 2 when there is nothing to check.
"""

from __future__ import annotations

import argparse

from grail_desktop.catalog.veil import bundled_veil_packs, validate_veil_pack


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("packs", nargs="*", metavar="PACK", help="a pack folder or a bundled pack id")


def run(args: argparse.Namespace) -> int:
    targets: list[str] = list(args.packs) or bundled_veil_packs()
    if not targets:
        print("no Riven Veil packs to check")
        return 2
    failed = 0
    for target in targets:
        problems = validate_veil_pack(target)
        for p in problems:
            print(p)
        errors = [p for p in problems if p.is_error]
        print(f"{target}: {'FAILED' if errors else 'ok'}: {len(errors)} error(s)")
        failed += bool(errors)
    return 1 if failed else 0
