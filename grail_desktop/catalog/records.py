"""Structuring each record of a parsed pack into its definition class, remembering where it came from.

Each ``[[location]]`` / ``[[section]]`` / … is structured on its own, so one bad record never hides the faults
of the others, and records that fail still register their id (references to them do not dangle twice).
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from grail_desktop.catalog.bounds import FIELD_BOUNDS, MAX_NAME, string_problem
from grail_desktop.catalog.converter import describe, structure
from grail_desktop.catalog.files import RawPack, spec_for
from grail_desktop.catalog.problems import Problem, Severity, shorten_words
from grail_desktop.engine.defs import (
    CampaignDef,
    ChapterDef,
    CharacterDef,
    DifficultyDef,
    EnemyDef,
    EventDef,
    ItemDef,
    JournalSectionDef,
    LocationDef,
    SecretDef,
    SkillDef,
    StrikeCardDef,
)

#: record kind (the ``[[key]]`` of its file) → (definition class, the field holding its id)
KINDS: dict[str, tuple[type[Any], str]] = {
    "character": (CharacterDef, "id"),
    "card": (StrikeCardDef, "id"),
    "enemy": (EnemyDef, "id"),
    "location": (LocationDef, "number"),
    "section": (JournalSectionDef, "id"),
    "item": (ItemDef, "id"),
    "secret": (SecretDef, "id"),
    "skill": (SkillDef, "id"),
    "event": (EventDef, "id"),
    "chapter": (ChapterDef, "number"),
    "difficulty": (DifficultyDef, "id"),
}
#: The tables of ``names.toml`` (``[names.statuses]`` …): free-form ids effects name, and their display names.
NAME_KINDS: tuple[str, ...] = ("statuses", "dials", "endings")
#: Kinds whose id is an integer.
INT_IDS: frozenset[str] = frozenset({"location", "chapter"})

_KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_SECTION_ID = re.compile(r"^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$")


@attrs.frozen
class Source:
    """Where a record is: its file and the readable key prefix (``"location 101"`` or ``"location[3]"``)."""

    file: str
    prefix: str
    by_id: bool = True

    def key(self, path: str = "") -> str:
        """The key of ``path`` inside this record: ``"location 101 .keys.north"`` / ``"location[3].keys"``."""
        if not path:
            return self.prefix
        return f"{self.prefix} {path}" if self.by_id else f"{self.prefix}{path}"


@attrs.define
class Index:
    """The structured records of a pack by kind and id, with sources, plus the problems found so far."""

    defs: dict[str, dict[Any, Any]] = attrs.field(factory=lambda: {k: {} for k in KINDS})
    sources: dict[str, dict[Any, Source]] = attrs.field(factory=lambda: {k: {} for k in KINDS})
    #: every id written in the pack, including records that failed to structure
    known: dict[str, set[Any]] = attrs.field(factory=lambda: {k: set() for k in KINDS})
    campaign: CampaignDef | None = None
    glossary: dict[str, str] = attrs.field(factory=dict)
    #: ``names.toml``: kind (``statuses``, ``dials``, ``endings``) → id → display name
    names: dict[str, dict[str, str]] = attrs.field(factory=lambda: {k: {} for k in NAME_KINDS})
    #: records that did not structure: (kind, id or None, raw table); whole-pack checks read them loosely
    #: so that one bad record does not make its neighbours look unreachable
    failed: list[tuple[str, Any, dict[str, Any]]] = attrs.field(factory=list)
    #: the pack folder's name (the campaign id should match it)
    folder: str = ""
    problems: list[Problem] = attrs.field(factory=list)

    def add(self, source: Source, path: str, message: str, severity: Severity = "error") -> None:
        self.problems.append(Problem(source.file, source.key(path), shorten_words(message), severity))

    #: kinds whose file could not be read at all: references to them are not judged (fix the file first)
    unknowable: set[str] = attrs.field(factory=set)

    def has(self, kind: str, ident: Any) -> bool:
        """Whether ``ident`` names a record of ``kind`` (always true while that kind's file is unreadable)."""
        return kind in self.unknowable or ident in self.known[kind]

    @property
    def complete(self) -> bool:
        """Every file was read: whole-pack checks (reachability, warnings about use) can be trusted."""
        return not self.unknowable


def _record_id(kind: str, raw: dict[str, Any]) -> Any:
    """The record's id as written when it has the right type, else ``None``."""
    field = KINDS[kind][1]
    value = raw.get(field)
    if kind in INT_IDS:
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    return value if isinstance(value, str) and value else None


def _unshowable(ident: Any) -> bool:
    if isinstance(ident, int):
        return not -(10**9) < ident < 10**9
    return len(ident) > MAX_NAME


def _check_id_form(index: Index, kind: str, ident: Any, source: Source) -> None:
    if kind in INT_IDS:
        return  # bounded in bounds.FIELD_BOUNDS
    if any(ch.isspace() for ch in ident):
        index.add(source, ".id", f"id {ident!r} contains spaces; effects could not name it")
    elif kind == "section":
        if not _SECTION_ID.match(ident):
            index.add(source, ".id", f"section id {ident!r} should be like '101' or '101.2'", "warning")
    elif not _KEBAB.match(ident):
        index.add(source, ".id", f"id {ident!r} should be lowercase-kebab (like 'salt-knife')", "warning")


def structure_records(raw: RawPack, folder: str = "") -> Index:
    """Structure every record of ``raw`` into an :class:`Index`, reporting faults and duplicate ids."""
    index = Index(problems=list(raw.problems), folder=folder)
    for problem in raw.problems:
        if problem.is_error and problem.file not in raw.records:
            spec = spec_for(problem.file)
            kind = spec[0] if spec else ("section" if problem.file.startswith("journal") else "")
            if kind in KINDS:
                index.unknowable.add(kind)
    for rel, value in raw.records.items():
        spec = spec_for(rel)
        assert spec is not None
        top, _ = spec
        if top == "campaign":
            campaign, faults = structure(value, CampaignDef)
            for path, message in faults:
                index.add(Source(rel, "campaign", by_id=False), path, message)
            index.campaign = campaign
            continue
        if top == "glossary":
            for term, text in value.items():
                if not isinstance(text, str):
                    index.add(
                        Source(rel, "glossary", by_id=False),
                        f".{term}",
                        f"expected a string, got {describe(text)}",
                    )
                else:
                    index.glossary[term] = text
            continue
        if top == "names":
            _structure_names(index, rel, value)
            continue
        cls, id_field = KINDS[top]
        for position, record in enumerate(value):
            ident = _record_id(top, record)
            if ident is not None and _unshowable(ident):
                # an id of thousands of characters or a number of 10 digits or more: reported once, by
                # position, and the record is not used (its id would make every message about it unreadable)
                bound = FIELD_BOUNDS.get((cls, id_field))
                too_big = bound.problem(ident) if isinstance(ident, int) and bound else None
                message = too_big or string_problem(str(ident), MAX_NAME) or "out of range"
                index.add(Source(rel, f"{top}[{position}]", False), f".{id_field}", message)
                index.failed.append((top, None, record))
                continue
            source = Source(rel, f"{top} {ident}") if ident is not None else Source(rel, f"{top}[{position}]", False)
            if ident is None:
                written = record.get(id_field)
                message = (
                    "required key missing"
                    if written is None
                    else f"expected {'an integer' if top in INT_IDS else 'a string'}, got {describe(written)}"
                )
                index.add(source, f".{id_field}", message)
            else:
                _check_id_form(index, top, ident, source)
                if ident in index.known[top]:
                    first = index.sources[top].get(ident)
                    where = f" (first in {first.file}: {first.prefix})" if first else ""
                    index.add(source, "", f"duplicate {top} {ident!r}{where}")
                    continue
                index.known[top].add(ident)
            obj, faults = structure(record, cls)
            for path, message in faults:
                if ident is None and path == f".{id_field}":
                    continue  # already reported above
                index.add(source, path, message)
            if obj is not None and ident is not None:
                index.defs[top][ident] = obj
                index.sources[top][ident] = source
            else:
                index.failed.append((top, ident, record))
                if ident is not None:
                    index.sources[top].setdefault(ident, source)
    return index


def _structure_names(index: Index, rel: str, value: dict[str, Any]) -> None:
    """``[names.statuses]`` / ``[names.dials]`` / ``[names.endings]``: id → non-empty display name."""
    source = Source(rel, "names", by_id=False)
    for kind, table in value.items():
        if kind not in NAME_KINDS:
            index.add(source, f".{kind}", f"unknown table; expected one of {', '.join(NAME_KINDS)}")
            continue
        if not isinstance(table, dict):
            index.add(source, f".{kind}", f"expected a table, got {describe(table)}")
            continue
        for ident, name in table.items():
            if not isinstance(name, str) or not name.strip():
                index.add(source, f".{kind}.{ident}", f"expected a non-empty string, got {describe(name)}")
            else:
                index.names[kind][ident] = name.strip()
