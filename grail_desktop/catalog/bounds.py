"""The bound of every number and every string in the content format (docs/content-format.md "Bounds").

A pack number outside its bound is an error, never a value the engine later tries to honour (a Menhir dial of
10^12 or ``random-events 1000000000`` would exhaust memory). Bounds come from the rules where they give one
(encounter levels 1–4, rules-decisions.md "Enemy card"; 1–4 characters, S0 "Setup"; a Character Action costs
at least 1 Energy, S1) and are otherwise generous sane limits, far above anything a written card needs.

:data:`FIELD_BOUNDS` covers every integer field of the definitions (``tests/catalog`` checks none is missing),
:data:`EFFECT_BOUNDS` / :data:`CONDITION_BOUNDS` every whole-number and location argument of the vocabulary.
:func:`check_bounds` reports the faults of a structured pack; the catalog cache applies the same bounds when it
rebuilds a catalog from its file (:mod:`grail_desktop.catalog.plain`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import attrs

from grail_desktop.engine.defs import (
    CampaignDef,
    ChapterDef,
    ChapterSetupDef,
    CharacterActionDef,
    CharacterDef,
    DifficultyDef,
    EnemyDef,
    EventDef,
    ItemDef,
    JournalSectionDef,
    LocationActionDef,
    LocationDef,
    MenhirDef,
    ReplaceDef,
    TrackDef,
    TraitRuleDef,
)
from grail_desktop.engine.effects import Condition, Effect

#: Longest id, name, title, status or other one-word string, and longest prose (text, letters, descriptions),
#: in characters. The longest prose of the shipped pack is under 1,000 characters.
MAX_NAME = 200
MAX_TEXT = 20_000
#: Most entries in any array of a record (options, effects, deck lists...); the shipped pack's longest has 25.
MAX_ITEMS = 100
#: A campaign id names the campaign's save folders and lineages: lowercase-kebab, never a path.
CAMPAIGN_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
MAX_CAMPAIGN_ID = 64
#: ``version = "major.minor.patch"``, as save sheets record it.
PACK_VERSION = re.compile(r"[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,4}")
#: String fields holding prose; every other string field (and every string in an array or table) is a name.
TEXT_FIELDS: frozenset[str] = frozenset(
    {"text", "letter", "description", "trait", "instant_text", "hint", "goal"},
)

#: A whole number as a writer types it; 4,000 digits at most, so int() never refuses it.
_DIGITS = re.compile(r"[0-9]{1,4000}")


@attrs.frozen
class Bound:
    """Inclusive integer range ``lo..hi`` and, when the rules give it, why (shown in the message)."""

    lo: int
    hi: int
    why: str = ""

    def problem(self, value: int) -> str | None:
        """``None`` when ``value`` is within the bound, else the message saying so."""
        if self.lo <= value <= self.hi:
            return None
        span = f"{self.lo}" if self.lo == self.hi else f"between {self.lo} and {self.hi}"
        why = f" ({self.why})" if self.why else ""
        return f"must be {span}{why}, got {show_int(value)}"


def show_int(value: int) -> str:
    """An integer as a writer reads it; a huge one by its size (``str()`` of 10^5000 would raise)."""
    if -(10**12) < value < 10**12:
        return str(value)
    return f"a {value.bit_length() * 30103 // 100000 + 1}-digit number"


#: Location numbers (and Legacy numbers): up to four digits, as printed on the cards.
LOCATION = Bound(1, 9999, "location numbers run 1-9999")
CHAPTER = Bound(1, 99)
#: A survival track's slots (S0 "Survival Tracks"): no printed track is near 20.
TRACK = Bound(0, 20)
AMOUNT = Bound(0, 20)
SMALL = Bound(0, 10)

FIELD_BOUNDS: dict[tuple[type, str], Bound] = {
    (CampaignDef, "format_version"): Bound(1, 1, "this Grail Desktop reads format_version 1"),
    (CampaignDef, "start_location"): LOCATION,
    (CampaignDef, "chapters"): CHAPTER,
    (CharacterDef, "number"): Bound(1, 99, "the Character Number"),
    (CharacterDef, "strategy"): Bound(1, 6, "Strategy phases per round, S2"),
    (CharacterDef, "attributes"): Bound(0, 10, "each attribute value is dice in a pool"),
    (CharacterDef, "resources"): Bound(0, 50),
    (CharacterActionDef, "cost"): Bound(1, TRACK.hi, "a Character Action costs at least 1 Energy, S1"),
    (TrackDef, "max"): Bound(1, TRACK.hi),
    # start is also checked against its own track's max (checks.check_characters)
    (TrackDef, "start"): TRACK,
    (EnemyDef, "level"): Bound(1, 4, "encounter levels run 1-4"),
    (EnemyDef, "health"): Bound(1, 50),
    (MenhirDef, "dial"): Bound(1, 10, "days the Menhir burns; S1 starts the first at 5-8"),
    (LocationActionDef, "cost"): Bound(0, TRACK.hi),
    (LocationDef, "number"): LOCATION,
    (LocationDef, "keys"): LOCATION,
    (LocationDef, "legacy"): LOCATION,
    (JournalSectionDef, "location"): LOCATION,
    (ItemDef, "value"): Bound(0, 99),
    (TraitRuleDef, "at_least"): Bound(1, AMOUNT.hi, "a change of at least this many at once"),
    (EventDef, "chapter"): CHAPTER,
    (EventDef, "part"): Bound(1, 99),
    (ChapterDef, "number"): CHAPTER,
    (ChapterSetupDef, "start_location"): LOCATION,
    (ChapterSetupDef, "menhir_dial"): Bound(0, 10, "days the starting Menhir burns; 0 = by players, S1"),
    (ChapterSetupDef, "remove_locations"): LOCATION,
    (ChapterSetupDef, "add_locations"): LOCATION,
    (ReplaceDef, "old"): LOCATION,
    (ReplaceDef, "new"): LOCATION,
    # difficulty.toml: changes to printed values (decided for this edition: difficulty)
    (DifficultyDef, "enemy_health"): Bound(-5, 20, "added to an enemy's Health"),
    (DifficultyDef, "level2_health"): Bound(-5, 20, "added to the Health of level 2 and up"),
    (DifficultyDef, "guardian_health"): Bound(-5, 20, "added to a Guardian's Health"),
    (DifficultyDef, "start_dial"): Bound(-7, 10, "added to the starting Menhir's dial"),
    (DifficultyDef, "menhir_dial"): Bound(-9, 10, "added to every woken Menhir's dial"),
    (DifficultyDef, "party_dial"): Bound(-3, 3, "added to the starting Menhir's dial per character beyond the first"),
    (DifficultyDef, "party_menhir_dial"): Bound(-3, 3, "added to every woken Menhir's dial for a party of two or more"),
    (DifficultyDef, "resources"): Bound(-50, 50, "added to each character's starting resources"),
}

#: (word, argument index) → bound, for every ``int`` and ``location`` argument of an effect.
EFFECT_BOUNDS: dict[tuple[str, int], Bound] = {
    ("gain", 1): AMOUNT,
    ("lose", 1): AMOUNT,
    ("pay", 1): AMOUNT,
    ("random-events", 0): SMALL,
    ("time-dial", 1): Bound(0, 30, "days"),
    ("quest-dial", 1): Bound(0, 99),
    ("advance-quest-dial", 1): Bound(0, 99),
    ("time-token", 0): LOCATION,
    ("time-token", 1): SMALL,
    ("replace", 0): LOCATION,
    ("replace", 1): LOCATION,
    ("move", 0): LOCATION,
    ("encounter", 1): Bound(1, 4, "encounter levels run 1-4"),
    ("hits", 0): AMOUNT,
    ("draw", 0): SMALL,
    ("add-die", 1): SMALL,
    ("refresh-die", 1): SMALL,
    ("block", 0): AMOUNT,
    ("discard", 0): SMALL,
    ("discard-items", 0): Bound(1, 10, "Items discarded at once"),
}
#: (word, argument index) → bound, for every ``int`` and ``location`` argument of a condition.
CONDITION_BOUNDS: dict[tuple[str, int], Bound] = {
    ("attribute", 1): Bound(0, 20),
    ("has", 1): Bound(0, 50),
    ("party", 0): Bound(1, 4, "1-4 characters, S0"),
    ("quest-dial", 1): Bound(0, 99),
    ("day", 0): Bound(1, 999),
    ("menhir", 0): LOCATION,
    ("not-menhir", 0): LOCATION,
    ("sunk", 0): LOCATION,
    ("not-sunk", 0): LOCATION,
    ("at", 0): LOCATION,
    ("not-at", 0): LOCATION,
}


def plain_int(text: str) -> int | None:
    """``text`` as an integer when it is written with the digits 0-9 only, else ``None`` (never raises)."""
    return int(text) if _DIGITS.fullmatch(text) else None


def string_limit(field: str) -> int:
    """The most characters a string under ``field`` may hold."""
    return MAX_TEXT if field in TEXT_FIELDS else MAX_NAME


def items_problem(value: tuple[object, ...]) -> str | None:
    if len(value) <= MAX_ITEMS:
        return None
    return f"has {len(value)} entries, over the {MAX_ITEMS} entry limit"


def string_problem(value: str, limit: int) -> str | None:
    if len(value) <= limit:
        return None
    return f"is {len(value)} characters long, over the {limit} character limit"


def argument_problems(effect: Effect | Condition) -> Iterator[str]:
    """The bound faults of an effect's or condition's arguments: overlong words, numbers out of bound or not
    written with the digits 0-9 (``"1_000"`` and ``"٣"`` are numbers to Python, not to a writer)."""
    table = EFFECT_BOUNDS if isinstance(effect, Effect) else CONDITION_BOUNDS
    for i, arg in enumerate(effect.args):
        bound = table.get((effect.word, i))
        if bound is LOCATION and plain_int(arg) is None:
            continue  # not a number at all: the reference check reports it (checks.check_effect_references)
        if bound is None:
            if len(arg) > MAX_NAME:
                yield f"argument {i + 1} is {len(arg)} characters long, over the {MAX_NAME} character limit"
            continue
        number = plain_int(arg)
        if number is None:
            shown = arg if len(arg) <= 12 else arg[:9] + "..."
            yield f"argument {i + 1} must be a whole number written with the digits 0-9, got {shown!r}"
            continue
        problem = bound.problem(number)
        if problem:
            yield f"argument {i + 1} {problem}"


@cache
def _plan(cls: Any) -> tuple[tuple[str, Bound | None, int], ...]:
    """Per field of a definition class: its name, the bound of its integers and the length of its strings."""
    return tuple((f.name, FIELD_BOUNDS.get((cls, f.name)), string_limit(f.name)) for f in attrs.fields(cls))


def _field_faults(obj: object, path: str, out: list[tuple[str, str]]) -> None:
    """Append ``(path, message)`` for every bound fault inside a structured definition (paths are only
    built for faults: this walks every value of a pack)."""
    if isinstance(obj, (Effect, Condition)):
        out.extend((path, f"{str(obj)[:60]!r}: {message}") for message in argument_problems(obj))
        return
    cls: Any = type(obj)
    for name, bound, limit in _plan(cls):
        value = getattr(obj, name)
        kind = type(value)
        if kind is str:
            if len(value) > limit:
                out.append((f"{path}.{name}", string_problem(value, limit) or ""))
        elif kind is int:
            if bound is not None and not bound.lo <= value <= bound.hi:
                out.append((f"{path}.{name}", bound.problem(value) or ""))
        elif kind is not bool and value is not None and value != ():
            _value_faults(value, f"{path}.{name}", bound, limit, out)


def _value_faults(value: object, path: str, bound: Bound | None, limit: int, out: list[tuple[str, str]]) -> None:
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int):
        problem = bound.problem(value) if bound is not None else None
        if problem:
            out.append((path, problem))
    elif isinstance(value, str):
        problem = string_problem(value, limit)
        if problem:
            out.append((path, problem))
    elif isinstance(value, tuple):
        too_many = items_problem(value)
        if too_many:
            out.append((path, too_many))
            return
        for i, item in enumerate(value):
            if type(item) is str:
                if len(item) > MAX_NAME:
                    out.append((f"{path}[{i}]", string_problem(item, MAX_NAME) or ""))
            else:
                _value_faults(item, f"{path}[{i}]", bound, MAX_NAME, out)
    elif isinstance(value, dict):
        for key, item in value.items():
            key_problem = string_problem(key, MAX_NAME) if isinstance(key, str) else None
            if key_problem:
                out.append((f"{path}.{key[:40]}...", f"key {key_problem}"))
                continue
            _value_faults(item, f"{path}.{key}", bound, MAX_NAME, out)
    elif attrs.has(type(value)):
        _field_faults(value, path, out)


def faults(obj: object) -> list[tuple[str, str]]:
    """Every ``(path, message)`` bound fault of one structured definition (``path`` like ``.menhir.dial``)."""
    out: list[tuple[str, str]] = []
    _field_faults(obj, "", out)
    return out
