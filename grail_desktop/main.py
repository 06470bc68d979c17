"""Composition root: reads argv, then runs a headless command, the smoke test or the desktop app.

``grail-desktop`` starts the app; ``grail-desktop --version`` prints the version; ``--lang de`` picks the
language; ``grail-desktop --smoke-test`` builds the main window offscreen, loads the bundled campaign and
round-trips a save in a temporary folder, exiting 0 on success and 1 with a message otherwise.
``grail-desktop validate|play|replay|simulate …`` run the headless commands of :mod:`grail_desktop.cli`
without importing Qt.
"""

from __future__ import annotations

import gc
import sys
from typing import TYPE_CHECKING

from grail_desktop import __version__
from grail_desktop.app.i18n import tr
from grail_desktop.cli import COMMANDS, take_lang

if TYPE_CHECKING:
    import argparse


def _parser() -> argparse.ArgumentParser:
    import argparse  # only for arguments: a bare start goes to the window without it
    import textwrap

    parser = argparse.ArgumentParser(
        prog="grail-desktop",
        description=textwrap.fill(
            tr("Grail Desktop. Headless commands: {commands} (try: grail-desktop validate -h).").format(
                commands=", ".join(COMMANDS)
            ),
            78,
        ),
        epilog="\n".join(f"  {name:<10} {tr(words)}" for name, (_module, words) in COMMANDS.items()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--version", action="version", version=f"grail-desktop {__version__}", help=tr("show the version and exit")
    )
    parser.add_argument("--smoke-test", action="store_true", help=tr("build the window offscreen, load, save, exit"))
    parser.add_argument(
        "--lang", metavar="LANG", help=tr("the interface and pack language (en, de, or system); default: Settings")
    )
    parser.add_argument("save", nargs="?", help=tr("a save sheet (.toml) to open"))
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``grail-desktop`` command; returns the process exit status."""
    args_list = sys.argv[1:] if argv is None else argv
    if not args_list:
        # The common case, double-clicked or typed bare: no argument parsing on the way to the window.
        return _desktop(None)
    if args_list[0] in COMMANDS:
        from grail_desktop.cli import run

        return run(args_list)
    rest, lang = take_lang(args_list)
    if rest and rest[0] in COMMANDS:  # ``grail-desktop --lang de play …``: the language of that command
        from grail_desktop.cli import run

        return run([rest[0], "--lang", lang, *rest[1:]])
    if any(a in ("-h", "--help") for a in rest):
        # the help in the language asked for (``--lang``, else the desktop's); only then, so opening a save
        # does not read the Settings twice on its way to the window
        from grail_desktop.cli import use_language

        use_language(lang)
    args = _parser().parse_args(args_list)
    if args.smoke_test:
        from grail_desktop.ui.smoke import run_smoke_test

        return run_smoke_test()
    return _desktop(args.save, args.lang)


def _desktop(save: str | None, lang: str | None = None) -> int:
    """The desktop app, with Python's cyclic collector off until its first frame: start-up (and a resume's
    catalog, state and table) makes objects that stay, not garbage; ``run_app`` switches it back on in its
    first event pass (``ui.application.collector_on``), and at the latest when the app ends. The methods attrs
    generates for the app's classes are taken from their bytecode cache (:mod:`grail_desktop.attrs_methods`)."""
    gc.disable()
    try:
        # before the first attrs class is defined: its generated methods come from the bytecode cache
        from grail_desktop import attrs_methods

        attrs_methods.install_on_import()
        from grail_desktop.ui.application import run_app

        return run_app(save, lang)
    finally:
        gc.enable()
