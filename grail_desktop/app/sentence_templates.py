"""Matching the engines' English sentences against templates with named slots (issue 28).

Both games' event words (``app/event_words.py`` for the campaign, ``app/veil/event_words.py`` for the Riven
Veil) keep a table of English templates (``"{who} gains {n} Favor, now {m}."``), one per sentence shape their
engine writes, and translate a sentence by finding the template it was written from and filling the
template's translation with the slots. This module holds what they share: compiling a template to a regular
expression (its slots named groups), indexing a table by event kind, and finding the template a sentence fits.
Each game keeps its own table, its slot words and any game-specific reading of a slot or of the literal text
(the Veil's plural factions).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

#: A template's slot names and the literal text around them: ``"{who} draws {n}."`` splits to
#: ``["", "who", " draws ", "n", "."]`` (slots at the odd places).
_SLOTS = re.compile(r"\{(\w+)\}")
#: The kind under which a template tried for every kind is indexed.
ANY_KIND = "*"

#: ``slot(name)``: the regular expression of a slot, or None for the default (a whole number for a numbers
#: slot, else the shortest text).
SlotPattern = Callable[[str], str | None]
#: ``literal(parts, i)``: the regular expression of the literal text ``parts[i]`` (``i`` even), given the
#: whole split template.
LiteralPattern = Callable[[list[str], int], str]


class SentenceTemplates:
    """A table of English sentence templates, each tried for some event kinds, compiled on first use.

    ``sentences``: ``(kinds, template)`` pairs, ``kinds`` empty for a template tried for any kind (after the
    kind's own); the table's order is the order templates are tried in, so a more specific template comes
    before a looser one. ``numbers``: the slot names that hold a whole number (matched as ``-?\\d+``).
    ``slot`` and ``literal`` let a game read a slot or the text between slots its own way.
    """

    def __init__(
        self,
        sentences: Iterable[tuple[tuple[str, ...], str]],
        *,
        numbers: frozenset[str],
        slot: SlotPattern | None = None,
        literal: LiteralPattern | None = None,
    ) -> None:
        self.sentences = tuple(sentences)
        self.numbers = numbers
        self._slot = slot
        self._literal = literal
        self._patterns: dict[str, re.Pattern[str]] = {}
        self._kinds: dict[str, tuple[str, ...]] | None = None

    def slot_pattern(self, name: str) -> str:
        """The regular expression (a named group) of the slot ``name``."""
        own = self._slot(name) if self._slot is not None else None
        if own is not None:
            return own
        if name in self.numbers:
            return rf"(?P<{name}>-?\d+)"
        return rf"(?P<{name}>.+?)"

    def compiled(self, template: str) -> re.Pattern[str]:
        """``template`` as a regular expression matching a whole sentence (across lines), its slots named
        groups; any template may be compiled, not only the table's (a game's refusals use the same reading)."""
        pattern = self._patterns.get(template)
        if pattern is None:
            parts = _SLOTS.split(template)
            out = []
            for i, part in enumerate(parts):
                if i % 2:
                    out.append(self.slot_pattern(part))
                else:
                    out.append(self._literal(parts, i) if self._literal is not None else re.escape(part))
            pattern = self._patterns[template] = re.compile("^" + "".join(out) + "$", re.DOTALL)
        return pattern

    def for_kind(self, kind: str) -> tuple[str, ...]:
        """The templates tried for an event of ``kind``, in order: the kind's own, then those of any kind."""
        if self._kinds is None:
            table: dict[str, list[str]] = {}
            for kinds, template in self.sentences:
                for one in kinds or (ANY_KIND,):
                    table.setdefault(one, []).append(template)
            self._kinds = {k: tuple(v) for k, v in table.items()}
        own = self._kinds.get(kind, ())
        return own if kind == ANY_KIND else own + self._kinds.get(ANY_KIND, ())

    def first(self, templates: Iterable[str], text: str) -> tuple[str, dict[str, str]] | None:
        """The first of ``templates`` that ``text`` fits, and its slots (name → the text matched); None when
        none fits."""
        for template in templates:
            found = self.compiled(template).match(text)
            if found:
                return template, found.groupdict()
        return None

    def match(self, kind: str, text: str) -> tuple[str, dict[str, str]] | None:
        """The template ``text`` (an event of ``kind``) was written from, and its slots; None when none fits."""
        return self.first(self.for_kind(kind), text)

    def say(self, kind: str, text: str, fill: Callable[[str, dict[str, str]], str]) -> str:
        """``text`` (an event of ``kind``) in other words: ``fill(template, slots)`` for the template it was
        written from; ``text`` itself when none fits."""
        found = self.match(kind, text)
        return text if found is None else fill(*found)
