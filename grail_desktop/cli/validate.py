"""``grail-desktop validate [PATH ...]``: check campaign packs and list every problem as ``file: key: message``.

With no PATH every bundled pack is checked. Exit status: 0 when no pack has an error (warnings allowed),
1 when any has, 2 when there is nothing to check (issue 5; docs/content-format.md).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from grail_desktop import resources
from grail_desktop.catalog import Problem, resolve_pack, validate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="a pack folder or a bundled campaign id (default: every bundled pack)",
    )
    parser.add_argument("--no-warnings", action="store_true", help="print errors only")


def _targets(paths: list[str]) -> list[str | Path]:
    if paths:
        return list(paths)
    return [resources.campaigns_dir() / pack_id for pack_id in resources.bundled_campaign_ids()]


def _label(target: str | Path) -> str:
    try:
        return str(resolve_pack(target))
    except Exception:
        return str(target)


def run(args: argparse.Namespace) -> int:
    """Validate each pack, print its problems and a summary line; returns the exit status."""
    targets = _targets(args.paths)
    if not targets:
        print("no campaign packs to check (none bundled); give a PATH")
        return 2
    total_errors = 0
    for target in targets:
        problems: list[Problem] = validate(target)
        errors = [p for p in problems if p.is_error]
        warnings = [p for p in problems if not p.is_error]
        label = _label(target)
        for problem in problems:
            if problem.is_error or not args.no_warnings:
                print(f"{label}/{problem}" if len(targets) > 1 else str(problem))
        verdict = "FAILED" if errors else "ok"
        print(f"{label}: {verdict}: {len(errors)} error(s), {len(warnings)} warning(s)")
        total_errors += len(errors)
    return 1 if total_errors else 0
