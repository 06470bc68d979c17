"""Headless commands: ``grail-desktop validate | play | replay | simulate``.

Each command lives in its own module with ``add_arguments(parser)`` and ``run(args) -> int``; modules are
imported only when their command runs, so start-up of the app never pays for them. No Qt here.
"""

from __future__ import annotations

import importlib
import os
import sys

from grail_desktop.app.i18n import tr, tr_noop

#: command name → (module under grail_desktop.cli, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "validate": ("validate", tr_noop("check a campaign pack and list every problem as file: key: message")),
    "play": ("play", tr_noop("play in text mode: shows the state, lists legal actions, reads one per line")),
    "replay": ("replay", tr_noop("replay a file of actions and print the events")),
    "simulate": ("simulate", tr_noop("run bot games and print a balance report")),
    "veil": ("veil", tr_noop("the Riven Veil: veil play | simulate | replay | validate")),
}


def run(argv: list[str]) -> int:
    """Run the command named by ``argv[0]`` with the rest of ``argv``; returns the exit status."""
    import argparse  # here, not at the top: the app's start-up imports this module only for COMMANDS

    name = argv[0]
    module_name, help_text = COMMANDS[name]
    try:
        module = importlib.import_module(f"grail_desktop.cli.{module_name}")
    except ModuleNotFoundError as exc:
        if exc.name == f"grail_desktop.cli.{module_name}":
            print(tr("grail-desktop {name}: not available in this build yet").format(name=name))
            return 2
        raise
    rest, lang = take_lang(argv[1:])
    use_language(lang)  # before the parser is built: its help texts are in the language asked for
    parser = argparse.ArgumentParser(prog=f"grail-desktop {name}", description=tr(help_text))
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help=tr("language of the messages and the pack's text (en, de, system; default: as the desktop)"),
    )
    module.add_arguments(parser)
    args = parser.parse_args(rest)
    try:
        result: int = module.run(args)
        sys.stdout.flush()  # a pipe closed after the last write fails here, not in Python's exit flush
    except BrokenPipeError:
        return _closed_pipe()
    return result


def take_lang(argv: list[str]) -> tuple[list[str], str]:
    """``argv`` without ``--lang LANG`` / ``--lang=LANG`` (before a ``--``), and that LANG (``""``: none);
    every subcommand (``veil play``) takes it this way."""
    rest: list[str] = []
    lang = ""
    items = iter(argv)
    for item in items:
        if item == "--":
            rest += [item, *items]
            break
        if item == "--lang":
            lang = next(items, "")
        elif item.startswith("--lang="):
            lang = item.split("=", 1)[1]
        else:
            rest.append(item)
    return rest, lang


def use_language(lang: str) -> None:
    """Speak ``lang`` in the messages, argparse's own included, and load packs in it (``"system"``: the
    system's; ``""``: the desktop's order, :func:`grail_desktop.cli.language.chosen_language`)."""
    from grail_desktop.app.i18n import set_language
    from grail_desktop.catalog.translation import set_pack_language
    from grail_desktop.cli.argparse_words import speak
    from grail_desktop.cli.language import chosen_language

    code = set_language(chosen_language(lang))
    set_pack_language("" if code == "en" else code)
    speak(code)


def _closed_pipe() -> int:
    """The reader of our output went away (``grail-desktop replay FILE | head``): stop quietly, no traceback.

    Standard output is pointed at the null device so that Python's flush at exit does not fail again (the
    recipe in the Python ``signal`` docs, "Note on SIGPIPE"); returns 1, like Python on EPIPE.
    """
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass  # stdout is not a real file (tests): nothing will flush to the closed pipe
    finally:
        os.close(devnull)
    return 1
