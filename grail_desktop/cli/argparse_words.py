"""argparse's own words (``usage:``, ``options``, its error messages) in the interface language (issue 28).

argparse translates its messages with the module globals ``argparse._`` and ``argparse.ngettext`` (bound to
:func:`gettext.gettext` and :func:`gettext.ngettext` when argparse is imported) and looks them up each time a
help text or an error is written. :func:`speak` points those two names at the project's catalog while the
language is not English, and back at :mod:`gettext` for English; no ``.mo`` files are needed. Only the
messages a player can meet are in :data:`MESSAGES` (the Python 3.11–3.13 wording: a message worded otherwise
by another Python stays English); argparse's errors about a program's own parser definition stay English.
"""

from __future__ import annotations

import argparse
import gettext

from grail_desktop.app.i18n import tr, tr_noop

#: The disambiguation of argparse's messages in the catalog.
ARGPARSE = "argparse"
#: argparse's player-facing messages, exactly as argparse writes them (``%``-placeholders kept).
MESSAGES: frozenset[str] = frozenset(
    (
        tr_noop("usage: ", "argparse"),
        tr_noop("positional arguments", "argparse"),
        tr_noop("options", "argparse"),
        tr_noop("show this help message and exit", "argparse"),
        tr_noop("show program's version number and exit", "argparse"),
        tr_noop("%(prog)s: error: %(message)s\n", "argparse"),
        tr_noop("the following arguments are required: %s", "argparse"),
        tr_noop("unrecognized arguments: %s", "argparse"),
        tr_noop("invalid choice: %(value)r (choose from %(choices)s)", "argparse"),
        tr_noop("argument %(argument_name)s: %(message)s", "argparse"),
        tr_noop("expected one argument", "argparse"),
        tr_noop("expected at least one argument", "argparse"),
        tr_noop("expected at most one argument", "argparse"),
        tr_noop("expected %s argument", "argparse"),
        tr_noop("expected %s arguments", "argparse"),
        tr_noop("invalid %(type)s value: %(value)r", "argparse"),
        tr_noop("ambiguous option: %(option)s could match %(matches)s", "argparse"),
        tr_noop("not allowed with argument %s", "argparse"),
        tr_noop("ignored explicit argument %r", "argparse"),
        tr_noop("one of the arguments %s is required", "argparse"),
        tr_noop("can't open '%(filename)s': %(error)s", "argparse"),
        tr_noop("unknown parser %(parser_name)r (choices: %(choices)s)", "argparse"),
    )
)


def words(message: str) -> str:
    """argparse's ``message`` in the interface language (itself when it is not one of :data:`MESSAGES`)."""
    return tr(message, ARGPARSE) if message in MESSAGES else message


def plural_words(singular: str, plural: str, n: int) -> str:
    """argparse's ``ngettext``: the English form for ``n`` (German counts the same way), translated."""
    return words(singular if n == 1 else plural)


def speak(code: str) -> None:
    """Let argparse write its messages in ``code`` (a catalog code: ``"de"``); gettext's own for ``"en"``."""
    english = code == "en"
    setattr(argparse, "_", gettext.gettext if english else words)  # noqa: B010 (argparse's private global)
    setattr(argparse, "ngettext", gettext.ngettext if english else plural_words)  # noqa: B010
