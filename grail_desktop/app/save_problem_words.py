"""A save sheet's problem in the interface language (issue 28).

:class:`~grail_desktop.saves.errors.SaveError` carries the save checks' English problem text
(``saves/checks.py``, ``saves/files.py``: ``"40 is above the track's top slot 7"``). The text mode and the
desktop show it through :func:`save_error_text`, which finds the template the problem was written from (as
``app/sentence_templates.py`` does for the engines' sentences) and fills the template's translation. The
file and key stay as they are: they are the sheet's own notation. A slot in :data:`PHRASE_SLOTS` holds a
phrase of its own (``"item"``, ``"the highest resource"``, ``"No such file or directory"``) translated from
:data:`PHRASES`; any other slot (a number, a quoted id, a key, a parser's detail) is kept as written. A problem
of a shape not known here, or with a phrase not known, is shown in English as written.
"""

from __future__ import annotations

import re

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.sentence_templates import SentenceTemplates
from grail_desktop.saves.errors import SaveError

#: The disambiguation of every message here: short words such as "item" read differently elsewhere.
CONTEXT = "save problem"

#: The save checks' problem shapes, a more specific shape before a looser one.
SHAPES: tuple[str, ...] = (
    # reading and writing the file (saves/files.py)
    tr_noop("file not found", "save problem"),
    tr_noop("cannot read the file ({reason})", "save problem"),
    tr_noop("cannot write the save ({reason})", "save problem"),
    tr_noop("is a symbolic link; saves are read only from regular files", "save problem"),
    tr_noop("is not a regular file", "save problem"),
    tr_noop("is larger than the {size} limit for a save", "save problem"),
    tr_noop("is not UTF-8 text (bad byte at offset {n})", "save problem"),
    tr_noop("is empty", "save problem"),
    tr_noop("is not valid TOML ({detail})", "save problem"),
    tr_noop("is truncated: the file stops early ({detail})", "save problem"),
    tr_noop("is truncated: the last line {line} is missing", "save problem"),
    tr_noop('is {value}, not "grail-desktop-save"; this is not a Grail Desktop save', "save problem"),
    tr_noop(
        "is {value}, newer than this build of Grail Desktop understands (up to {n}); update the application to open it",
        "save problem",
    ),
    tr_noop("{value} is not a known save version", "save problem"),
    tr_noop(
        "the save was made with version {old} of campaign {pack}; the installed version is {new} and its"
        " migrations table does not lead from {old2} (it starts from: {starts})",
        "save problem",
    ),
    # the sheet's types
    tr_noop('missing; a save sheet starts with format = "grail-desktop-save"', "save problem"),
    tr_noop("missing; a save holds at least one [[character]]", "save problem"),
    tr_noop("missing; this names a character of the save", "save problem"),
    tr_noop("missing; the game is over (world.phase) and says how it ended", "save problem"),
    tr_noop("missing; an arrival is at a location", "save problem"),
    tr_noop("missing", "save problem"),
    tr_noop("must be {want}, not {got} ({value})", "save problem"),
    tr_noop("must be {want}, not {got}", "save problem"),
    tr_noop("must be {want}, not {value}", "save problem"),
    tr_noop("must be an array of [[character]] tables", "save problem"),
    tr_noop('must be a string like "0x0123456789abcdef", not an integer', "save problem"),
    tr_noop("must be a location number, not {value}", "save problem"),
    tr_noop("must be an array of names, not {value}", "save problem"),
    tr_noop("{value} is not a campaign id (a save holds no paths)", "save problem"),
    tr_noop("{value} is not a hexadecimal number", "save problem"),
    tr_noop("{value} is outside 0 … 2**64 - 1", "save problem"),
    tr_noop("has {n} digits; a seed has at most {top}", "save problem"),
    # numbers and names (saves/checks.py)
    tr_noop("{value} is below {low}", "save problem"),
    tr_noop("{value} is above the track's top slot {top}", "save problem"),
    tr_noop("{value} is above health {top}", "save problem"),
    tr_noop("{value} is above {top} ({why})", "save problem"),
    tr_noop("{value} is above {top}", "save problem"),
    tr_noop("unknown key (one of {allowed})", "save problem"),
    tr_noop("unknown key", "save problem"),
    tr_noop("unknown {what} {value} (one of {allowed})", "save problem"),
    tr_noop("unknown {what} {value} (not in campaign {pack})", "save problem"),
    tr_noop("unknown {what} {value}", "save problem"),
    tr_noop("duplicate Menhir on {value}", "save problem"),
    tr_noop("duplicate {what} {value}", "save problem"),
    tr_noop("{what} {value} is also at {seen}; a card is in one place only", "save problem"),
    tr_noop("{value} is not a character of this save", "save problem"),
    tr_noop("{value} is missing from {key}", "save problem"),
    tr_noop("{value} takes part twice", "save problem"),
    tr_noop("{value} is not held by {who}", "save problem"),
    tr_noop("{value} is not one of the usable items", "save problem"),
    tr_noop("{value} is not an enemy's index", "save problem"),
    tr_noop("{value} is not a participant's index (0 … {top})", "save problem"),
    tr_noop("{value} is not a step of this work (one of {allowed})", "save problem"),
    tr_noop("{value} is not an action (unknown action {word})", "save problem"),
    tr_noop("{value} is not an effect (unknown effect word {word})", "save problem"),
    tr_noop("{value} is not an action (write {usage})", "save problem"),
    tr_noop("is not an option number (1 to 99): {value}", "save problem"),
    tr_noop("a {value} decision offers at least one option", "save problem"),
    tr_noop("card {value} belongs to {who}, not {other}", "save problem"),
    # the game's places and people
    tr_noop("{n} players; a game has 1 to {top}", "save problem"),
    tr_noop(
        "{n} player(s) but {m} character(s) chosen at setup (setup.characters); each player plays one character (S1)",
        "save problem",
    ),
    tr_noop("a character appears twice in the turn order", "save problem"),
    tr_noop("a character is chosen twice", "save problem"),
    tr_noop("an encounter has at least one enemy", "save problem"),
    tr_noop("an encounter has at least one participant", "save problem"),
    tr_noop("location {n} is not revealed on the map", "save problem"),
    tr_noop("location {n} is not on the map", "save problem"),
    tr_noop("location {n} is both removed and on the map", "save problem"),
    tr_noop("location {n} is on the same square as location {m}", "save problem"),
    tr_noop(
        "location {n} is at {at}, but its Direction Keys put it at {where} (rules-decisions.md 'Grid and distance')",
        "save problem",
    ),
    tr_noop("{n} cards; a deck never has fewer than {m}", "save problem"),
    tr_noop("side {n}; a Skill card has sides 0 and 1", "save problem"),
    tr_noop("has {n} of its {m} Combat and Diplomacy cards; each is in a deck, a pool or set aside", "save problem"),
    tr_noop("{n} days left, but {who} is not Dying; only the You Are Dying card counts days", "save problem"),
    tr_noop("is {value} but health is {n}; a character is Dying exactly at Health 0", "save problem"),
    tr_noop("{value}, but the game is not over (world.phase is {phase})", "save problem"),
    tr_noop("is {value}, but no action is possible and the game is not over: play cannot go on", "save problem"),
    tr_noop(
        "{n} {what}(s) of the pack are nowhere on the sheet ({ids}); each is in its deck, held, on a location or"
        " removed",
        "save problem",
    ),
)

#: Slots holding a phrase of their own, translated from :data:`PHRASES`; the others are kept as written.
PHRASE_SLOTS = frozenset({"reason", "want", "got", "why", "what"})

#: The phrases those slots hold: the checks' names of things and bounds, the types of a sheet's values, and
#: the operating system's reasons a file cannot be read or written (``OSError.strerror``).
PHRASES: tuple[str, ...] = (
    # what a value must be or is
    tr_noop("an integer", "save problem"),
    tr_noop("a string", "save problem"),
    tr_noop("a table", "save problem"),
    tr_noop("an array", "save problem"),
    tr_noop("true or false", "save problem"),
    tr_noop("a float", "save problem"),
    tr_noop("a boolean", "save problem"),
    # the things the checks name
    tr_noop("item", "save problem"),
    tr_noop("secret", "save problem"),
    tr_noop("item or secret", "save problem"),
    tr_noop("enemy", "save problem"),
    tr_noop("card", "save problem"),
    tr_noop("character", "save problem"),
    tr_noop("unclaimed character", "save problem"),
    tr_noop("skill", "save problem"),
    tr_noop("location", "save problem"),
    tr_noop("chapter", "save problem"),
    tr_noop("event", "save problem"),
    tr_noop("journal section", "save problem"),
    tr_noop("phase", "save problem"),
    tr_noop("outcome", "save problem"),
    tr_noop("decision", "save problem"),
    tr_noop("dial colour", "save problem"),
    tr_noop("die colour", "save problem"),
    tr_noop("die face", "save problem"),
    tr_noop("encounter kind", "save problem"),
    tr_noop("encounter step", "save problem"),
    tr_noop("way of leaving", "save problem"),
    tr_noop("kind of work", "save problem"),
    tr_noop("kind of reading", "save problem"),
    # the bounds' reasons
    tr_noop("the highest resource", "save problem"),
    tr_noop("the last day a sheet holds", "save problem"),
    tr_noop("the highest attribute, S0 'Advancing Attributes'", "save problem"),
    tr_noop("the highest dial a Menhir is set to, S1 and the pack", "save problem"),
    tr_noop("cards in hand", "save problem"),
    tr_noop("days on the You Are Dying card", "save problem"),
    # the operating system's reasons
    tr_noop("No such file or directory", "save problem"),
    tr_noop("Permission denied", "save problem"),
    tr_noop("Is a directory", "save problem"),
    tr_noop("Not a directory", "save problem"),
    tr_noop("No space left on device", "save problem"),
    tr_noop("Read-only file system", "save problem"),
    tr_noop("File exists", "save problem"),
    tr_noop("File name too long", "save problem"),
    tr_noop("Disk quota exceeded", "save problem"),
)


def _slot(name: str) -> str | None:
    # A phrase slot matches only a known phrase, the longest first ("item or secret" before "item"); any
    # other slot is the shortest text (a number is kept as written, not read).
    if name not in PHRASE_SLOTS:
        return None
    return f"(?P<{name}>" + "|".join(re.escape(p) for p in sorted(PHRASES, key=len, reverse=True)) + ")"


TEMPLATES = SentenceTemplates((((), shape) for shape in SHAPES), numbers=frozenset(), slot=_slot)


def match(problem: str) -> tuple[str, dict[str, str]] | None:
    """The shape ``problem`` was written from and its slots (name → the text matched); None for a problem of
    no known shape (or with a phrase not known)."""
    return TEMPLATES.first(SHAPES, problem)


def problem_words(problem: str) -> str:
    """A save problem (``SaveError.problem``, English) in the interface language; itself when its shape is
    not known."""
    found = match(problem)
    if found is None:
        return problem
    shape, slots = found
    values = {k: tr(v, "save problem") if k in PHRASE_SLOTS else v for k, v in slots.items()}
    return tr(shape, "save problem").format(**values)


def save_error_text(error: BaseException) -> str:
    """What the player reads for a failed load or save: ``"<file>: <key>: <problem>"`` (``str(SaveError)``)
    with the problem in the interface language, the file and key as written; ``str(error)`` for any other
    error (an ``OSError``, a ``ValueError`` of a checkpoint's name)."""
    if not isinstance(error, SaveError):
        return str(error)
    problem = problem_words(error.problem)
    return f"{error.file}: {error.key}: {problem}" if error.key else f"{error.file}: {problem}"
