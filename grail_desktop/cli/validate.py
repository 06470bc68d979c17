"""``grail-desktop validate [PATH ...]``: check campaign packs and list every problem as ``file: key: message``.

With no PATH every bundled pack is checked. Exit status: 0 when no pack has an error (warnings allowed),
1 when any has, 2 when there is nothing to check (issue 5; docs/content-format.md).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from grail_desktop import resources
from grail_desktop.app.i18n import number, tr
from grail_desktop.catalog import ContentError, Problem, languages, resolve_pack, translation_coverage, validate
from grail_desktop.catalog.translation import Coverage, pack_language


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help=tr("a pack folder or a bundled campaign id (default: every bundled pack)"),
    )
    parser.add_argument("--no-warnings", action="store_true", help=tr("print errors only"))
    parser.add_argument(
        "--translation",
        action="append",
        metavar="LANG",
        help=tr("report the coverage of this translation (i18n/LANG/); default: every language the pack has"),
    )
    parser.add_argument("--missing", action="store_true", help=tr("list every text a translation has not covered"))
    parser.add_argument(
        "--complete", action="store_true", help=tr("fail (exit 1) when a translation does not cover every text")
    )


def coverage_line(coverage: Coverage) -> str:
    """``"translation de: 812 of 4309 texts (18.8%), 3497 missing"``."""
    left = ", " + tr("{n} missing").format(n=len(coverage.missing)) if coverage.missing else ", " + tr("complete")
    return (
        tr("translation {lang}: {done} of {total} texts ({percent}%)").format(
            lang=coverage.lang, done=coverage.done, total=coverage.total, percent=number(coverage.percent, 1)
        )
        + left
    )


def report_translations(target: str | Path, langs: list[str], args: argparse.Namespace) -> int:
    """Print each translation's coverage (and with ``--missing`` what is left); the number of incomplete ones."""
    incomplete = 0
    for lang in langs:
        try:
            coverage, _ = translation_coverage(target, lang)
        except ContentError:
            return 0  # the pack's own errors are already printed
        print(coverage_line(coverage))
        if args.missing:
            for text in coverage.missing:
                print("  " + tr("missing: {text}").format(text=text))
        incomplete += bool(coverage.missing)
    return incomplete


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
        print(tr("no campaign packs to check (none bundled); give a PATH"))
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
        verdict = tr("FAILED") if errors else tr("ok")
        counts = tr("{n} error(s)").format(n=len(errors)) + ", " + tr("{n} warning(s)").format(n=len(warnings))
        print(f"{label}: {verdict}: {counts}")
        total_errors += len(errors)
        if not [p for p in errors if not p.file.startswith("i18n/")]:  # the pack itself is sound
            try:
                # every language the pack has, and the one asked for with --lang
                langs = args.translation or sorted(set(languages(target)) | ({pack_language()} - {""}))
            except ContentError:
                langs = []
            incomplete = report_translations(target, langs, args)
            total_errors += incomplete if args.complete else 0
    return 1 if total_errors else 0
