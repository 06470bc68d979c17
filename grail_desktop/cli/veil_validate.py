"""``grail-desktop veil validate [PACK ...]``: check Riven Veil packs (default: every bundled one).

Exit status 0 when no pack has an error, 1 when any has, 2 when there is nothing to check.
"""

from __future__ import annotations

import argparse

from grail_desktop.app.i18n import tr
from grail_desktop.catalog.veil import (
    bundled_veil_packs,
    resolve_veil_pack,
    validate_veil_pack,
    veil_languages,
    veil_translation_coverage,
)
from grail_desktop.cli.validate import coverage_line


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("packs", nargs="*", metavar="PACK", help=tr("a pack folder or a bundled pack id"))
    parser.add_argument("--translation", action="append", metavar="LANG", help=tr("report this translation's coverage"))
    parser.add_argument("--missing", action="store_true", help=tr("list every text a translation has not covered"))
    parser.add_argument("--complete", action="store_true", help=tr("fail when a translation does not cover every text"))


def run(args: argparse.Namespace) -> int:
    targets: list[str] = list(args.packs) or bundled_veil_packs()
    if not targets:
        print(tr("no Riven Veil packs to check"))
        return 2
    failed = 0
    for target in targets:
        problems = validate_veil_pack(target)
        for p in problems:
            print(p)
        errors = [p for p in problems if p.is_error]
        print(f"{target}: {tr('FAILED') if errors else tr('ok')}: " + tr("{n} error(s)").format(n=len(errors)))
        failed += bool(errors)
        if [p for p in errors if not p.file.startswith("i18n/")]:
            continue
        for lang in args.translation or veil_languages(resolve_veil_pack(target)):
            coverage, _ = veil_translation_coverage(target, lang)
            print(coverage_line(coverage))
            for text in coverage.missing if args.missing else []:
                print("  " + tr("missing: {text}").format(text=text))
            failed += bool(coverage.missing) and args.complete
    return 1 if failed else 0
