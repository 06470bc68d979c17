"""Text that follows the world: conditional spans in Event and quest text (docs/content-format.md "Text that
follows the world"; issue 19, newcomer report 264, 323).

A pack text may hold spans ``[if CONDITION]words[else]other words[end]`` (``[else]…`` optional; several
conditions joined by `` and `` must all hold). :func:`follow` shows the words the world chooses;
:func:`pieces` also tells which conditions chose each piece, for the tests; :func:`problems` is the
validator's reading. ``sunk N`` holds when location ``N`` sank into the wyrdness (S0 "Discarding": a card out
of Menhir range is discarded at dawn) and is not on the map now; a place not yet found has not sunk.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from grail_desktop.engine.effects import Condition, VocabularyError, parse_condition
from grail_desktop.engine.state import GameState

#: One marker: ``[if …]``, ``[else]`` or ``[end]``.
MARKER = re.compile(r"\[(if [^\[\]]*|else|end)\]")
#: How the conditions of one ``[if …]`` are joined.
AND = " and "


@attrs.frozen
class Piece:
    """A run of shown text and the conditions (and, for an ``[else]`` run, the failed ones) that chose it."""

    text: str
    held: tuple[Condition, ...] = ()
    failed: tuple[Condition, ...] = ()


@attrs.frozen
class _Span:
    conditions: tuple[Condition, ...]
    then: str
    otherwise: str


def _parse(text: str) -> list[str | _Span]:
    """Plain runs and spans, in order; raises ``ValueError`` naming the fault (nesting, a lone marker, a
    condition that is not one)."""
    out: list[str | _Span] = []
    pos = 0
    state = "plain"
    conditions: tuple[Condition, ...] = ()
    then = ""
    start = 0
    for m in MARKER.finditer(text):
        marker = m.group(1)
        if marker.startswith("if "):
            if state != "plain":
                raise ValueError("an [if …] inside another: spans do not nest")
            out.append(text[pos : m.start()])
            try:
                conditions = tuple(parse_condition(c.strip()) for c in marker[3:].split(AND))
            except VocabularyError as exc:
                raise ValueError(f"[{marker}]: {exc}") from exc
            state, start = "then", m.end()
        elif marker == "else":
            if state != "then":
                raise ValueError("an [else] without its [if …]")
            then, state, start = text[start : m.start()], "else", m.end()
        else:
            if state == "plain":
                raise ValueError("an [end] without its [if …]")
            if state == "then":
                out.append(_Span(conditions, text[start : m.start()], ""))
            else:
                out.append(_Span(conditions, then, text[start : m.start()]))
            state = "plain"
        pos = m.end()
    if state != "plain":
        raise ValueError("an [if …] without its [end]")
    out.append(text[pos:])
    return [p for p in out if p != ""]


def problems(text: str) -> list[str]:
    """What is wrong with the spans of ``text`` (``[]`` when nothing is), in words for the writer."""
    try:
        parsed = _parse(text)
    except ValueError as exc:
        return [str(exc)]
    bad: list[str] = []
    for part in parsed:
        if isinstance(part, _Span):
            bad.extend(
                f"'{c}' reads one character, but the whole party sees this text"
                for c in part.conditions
                if _personal(c)
            )
    return bad


def conditions(text: str) -> list[Condition]:
    """Every condition the spans of ``text`` read (``[]`` for malformed text: :func:`problems` tells why)."""
    try:
        return [c for part in _parse(text) if isinstance(part, _Span) for c in part.conditions]
    except ValueError:
        return []


#: Conditions that read one character (the acting one): a text shown to the whole party cannot ask them.
_PERSONAL = frozenset({"attribute", "has", "state", "not-state", "character"})


def _personal(cond: Condition) -> bool:
    return cond.word in _PERSONAL


def pieces(text: str, holds: Callable[[Condition], bool]) -> list[Piece]:
    """The shown runs of ``text`` with the conditions that chose them; malformed text is shown whole (the
    validator refuses it, so only a hand-edited pack gets here)."""
    try:
        parsed = _parse(text)
    except ValueError:
        return [Piece(text)]
    out: list[Piece] = []
    for part in parsed:
        if isinstance(part, str):
            out.append(Piece(part))
        elif all(holds(c) for c in part.conditions):
            out.append(Piece(part.then, held=part.conditions))
        elif part.otherwise:
            out.append(Piece(part.otherwise, failed=part.conditions))
    return out


def follow(text: str, holds: Callable[[Condition], bool]) -> str:
    """``text`` as the world has it now: each span replaced by the words its conditions choose."""
    if "[" not in text:
        return text
    return "".join(p.text for p in pieces(text, holds))


def sunk_numbers(state: GameState) -> set[int]:
    """Locations that sank into the wyrdness at some dawn and are not on the map now (the chronicle keeps the
    sinking: ``LocationRemoved[location#N]: … sinks into the wyrdness``)."""
    out: set[int] = set()
    for entry in state.chronicle:
        if entry.startswith("LocationRemoved[") and entry.endswith("sinks into the wyrdness"):
            found = re.search(r"location#(\d+)", entry)
            if found:
                out.add(int(found.group(1)))
    return {n for n in out if str(n) not in state.locations}
