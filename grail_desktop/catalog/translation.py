"""Pack translations: ``i18n/<lang>/`` mirror files overlaid on a pack's raw TOML (docs/content-format.md
"Translations"; issue 28).

A translation of ``journal/north.toml`` into German is ``i18n/de/journal/north.toml``: the same table layout
holding only the player-facing strings. Arrays of tables keep the original's order and length; an entry whose
original has an ``id`` repeats it as an anchor. ``glossary.toml`` maps each English term to
``{ term = "...", text = "..." }``; ``names.toml`` translates every value.

:func:`overlay` merges one parsed translation into one parsed original and counts what it covers. It never
raises and never lets a fault through: a key the original lacks, a changed ``id``, an array of another length
or a non-string keeps the English there and becomes a :class:`~grail_desktop.catalog.problems.Problem` naming
the translation file and key. The same walk gives the validator's coverage (:class:`Coverage`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import attrs

from grail_desktop.catalog.problems import Problem

#: The folder of a pack holding its translations, one sub-folder per language.
I18N = "i18n"
#: A language folder's name: ``de``, ``pt_BR`` or ``pt-BR`` (ISO 639 with an optional region).
LANG_PATTERN = re.compile(r"^[a-z]{2,3}(?:[_-][A-Z]{2})?$")
#: Player-facing string fields of a campaign pack (TRANSLATION.md); ``note`` is migrations.toml's.
CAMPAIGN_FIELDS: frozenset[str] = frozenset(
    {"text", "title", "name", "description", "hint", "letter", "trait", "instant_text", "note", "goal"}
)
#: Player-facing fields of a Riven Veil pack; ``champions`` is a list of names, translated entry by entry.
VEIL_FIELDS: frozenset[str] = frozenset({"name", "text", "lord", "champions"})
#: A translation-only hint beside a translated ``name``: the grammatical number the name takes in that
#: language ("Die Gezeitenhüter erhalten"), for the sentences that use it as their subject (issue 28).
NUMBER_KEY = "number"
#: The same hint under a name that never meets a field of the original: a location, a character or a chapter
#: has a ``number`` of its own (its card number), so its translated name says ``name_number = "plural"``.
NAME_NUMBER_KEY = "name_number"
NUMBER_KEYS: frozenset[str] = frozenset({NUMBER_KEY, NAME_NUMBER_KEY})
NUMBERS: frozenset[str] = frozenset({"singular", "plural"})
#: Files whose every string value is player-facing (their keys are ids).
FREE_FILES: frozenset[str] = frozenset({"names.toml"})
#: Most characters of one translated string (the pack's own bounds check the merged text again).
MAX_TEXT_CHARS = 20_000

_ABSENT: Any = object()


def is_language(name: str) -> bool:
    """Whether ``name`` can be a language folder (``"de"``, ``"pt_BR"``)."""
    return bool(LANG_PATTERN.match(name))


def split_rel(rel: str) -> tuple[str, str] | None:
    """``("de", "journal/north.toml")`` for ``"i18n/de/journal/north.toml"``; ``None`` for any other path."""
    head, _, rest = rel.partition("/")
    if head != I18N:
        return None
    lang, _, original = rest.partition("/")
    if not lang or not original:
        return None
    return lang, original


def translation_rel(lang: str, rel: str) -> str:
    """The path of ``rel``'s translation into ``lang``, relative to the pack."""
    return f"{I18N}/{lang}/{rel}"


@attrs.define
class Coverage:
    """How much of a pack's text a translation covers: ``total`` player-facing texts, ``done`` translated, and
    ``missing`` naming each untranslated one as ``"file: key"`` (``"journal/main.toml: section 101 .title"``)."""

    lang: str
    total: int = 0
    done: int = 0
    missing: list[str] = attrs.field(factory=list)

    @property
    def percent(self) -> float:
        """Share translated, 0–100 (100 for a pack without text)."""
        return 100.0 * self.done / self.total if self.total else 100.0

    def add(self, other: Coverage) -> None:
        self.total += other.total
        self.done += other.done
        self.missing.extend(other.missing)


@attrs.define
class _Walk:
    file: str  # the original's path in the pack, for ``missing``
    tfile: str  # the translation's path, for problems
    fields: frozenset[str]
    free: bool
    coverage: Coverage
    problems: list[Problem]

    def fault(self, key: str, message: str) -> None:
        self.problems.append(Problem(self.tfile, key or "(file)", message + "; the original text is used"))

    def missing(self, key: str) -> None:
        self.coverage.total += 1
        self.coverage.missing.append(f"{self.file}: {key}")


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _good_text(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip()) and len(value) <= MAX_TEXT_CHARS


def _string_list(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, str) for v in value)


def _merge(orig: Any, trans: Any, walk: _Walk, path: str) -> Any:
    """``orig`` with the translated strings of ``trans`` (``_ABSENT`` for none) in place; a new value."""
    if isinstance(orig, dict):
        return _merge_table(orig, trans, walk, path)
    if isinstance(orig, list):
        return _merge_array(orig, trans, walk, path)
    return orig


def _merge_table(orig: dict[str, Any], trans: Any, walk: _Walk, path: str) -> dict[str, Any]:
    if trans is not _ABSENT and not isinstance(trans, dict):
        walk.fault(path, "expected a table, as in the original")
        trans = _ABSENT
    table: dict[str, Any] = trans if trans is not _ABSENT else {}
    for key, hint in table.items():
        if key in NUMBER_KEYS and key not in orig and "name" in orig:  # a hint for the translated name
            if hint not in NUMBERS:
                walk.fault(_join(path, key), "expected 'singular' or 'plural' (the number the translated name takes)")
        elif key not in orig:
            walk.fault(_join(path, key), "not in the original (a misspelt key, or text that does not exist)")
    out: dict[str, Any] = {}
    for key, value in orig.items():
        sub = _join(path, key)
        t = table.get(key, _ABSENT)
        if key == "id":
            if t is not _ABSENT and t != value:
                walk.fault(sub, f"id {t!r} differs from the original's {value!r}")
            out[key] = value
        elif isinstance(value, str) and (walk.free or key in walk.fields):
            out[key] = _text(value, t, walk, sub)
        elif _string_list(value) and key in walk.fields:
            out[key] = _text_list(value, t, walk, sub)
        elif isinstance(value, (dict, list)):
            out[key] = _merge(value, t, walk, sub)
        else:
            if t is not _ABSENT:
                walk.fault(sub, "not a player-facing text; leave it out of the translation")
            out[key] = value
    return out


def _text(value: str, t: Any, walk: _Walk, key: str) -> str:
    if t is _ABSENT:
        walk.missing(key)
        return value
    if not _good_text(t):
        walk.fault(key, f"expected a non-empty text of at most {MAX_TEXT_CHARS} characters")
        walk.missing(key)
        return value
    walk.coverage.total += 1
    walk.coverage.done += 1
    assert isinstance(t, str)
    return t


def _text_list(value: list[str], t: Any, walk: _Walk, key: str) -> list[str]:
    if t is _ABSENT:
        for n in range(len(value)):
            walk.missing(f"{key}[{n}]")
        return list(value)
    if not (isinstance(t, list) and len(t) == len(value) and all(_good_text(v) for v in t)):
        walk.fault(key, f"expected a list of {len(value)} non-empty texts, as in the original")
        for n in range(len(value)):
            walk.missing(f"{key}[{n}]")
        return list(value)
    walk.coverage.total += len(value)
    walk.coverage.done += len(value)
    return [str(v) for v in t]


def _entry_label(path: str, n: int, entry: object) -> str:
    """``"section 101 "`` for a top-level entry with an id (keys read ``section 101 .title``), else ``path[n]``."""
    rid = entry.get("id") if isinstance(entry, dict) else None
    if "." not in path and "[" not in path and isinstance(rid, (str, int)) and not isinstance(rid, bool):
        return f"{path} {rid} "
    return f"{path}[{n}]"


def _merge_array(orig: list[Any], trans: Any, walk: _Walk, path: str) -> list[Any]:
    if trans is not _ABSENT and not isinstance(trans, list):
        walk.fault(path, "expected an array, as in the original")
        trans = _ABSENT
    if trans is not _ABSENT and len(trans) != len(orig):
        walk.fault(path, f"{len(trans)} entries where the original has {len(orig)}; keep every entry, in order")
        trans = _ABSENT
    out: list[Any] = []
    for n, entry in enumerate(orig):
        label = _entry_label(path, n, entry)
        t = trans[n] if trans is not _ABSENT else _ABSENT
        anchored = isinstance(entry, dict) and "id" in entry and t is not _ABSENT
        if anchored and (not isinstance(t, dict) or t.get("id") != entry["id"]):
            anchor = t.get("id") if isinstance(t, dict) else None
            walk.fault(
                f"{path}[{n}]", f"the entry's id is {anchor!r} where the original has {entry['id']!r} (keep the order)"
            )
            t = _ABSENT
        out.append(_merge(entry, t, walk, label))
    return out


def _merge_glossary(orig: dict[str, Any], trans: Any, walk: _Walk) -> dict[str, Any]:
    """The glossary in the translation's words: ``{German term: German text}``; untranslated terms stay."""
    if trans is not _ABSENT and not isinstance(trans, dict):
        walk.fault("glossary", "expected a table [glossary]")
        trans = _ABSENT
    table: dict[str, Any] = trans if trans is not _ABSENT else {}
    for term in table:
        if term not in orig:
            walk.fault(f"glossary.{term}", "not a term of the original glossary (its keys are the English terms)")
    out: dict[str, Any] = {}
    for term, text in orig.items():
        key = f"glossary.{term}"
        entry = table.get(term, _ABSENT)
        if entry is _ABSENT:
            walk.missing(key)
            out.setdefault(term, text)
            continue
        if not (
            isinstance(entry, dict)
            and set(entry) <= {"term", "text"}
            and _good_text(entry.get("term"))
            and _good_text(entry.get("text"))
        ):
            walk.fault(key, 'expected { term = "translated term", text = "translated explanation" }')
            walk.missing(key)
            out.setdefault(term, text)
            continue
        new_term = str(entry["term"]).strip()
        if new_term in out:
            walk.fault(key, f"the term {new_term!r} is given twice")
            walk.missing(key)
            continue
        walk.coverage.total += 1
        walk.coverage.done += 1
        out[new_term] = entry["text"]
    return out


def overlay(
    rel: str,
    original: Any,
    translation: Any,
    lang: str,
    fields: frozenset[str],
    problems: list[Problem],
) -> tuple[Any, Coverage]:
    """Merge one file's translation into its original.

    ``rel`` is the original's path in the pack (``"journal/north.toml"``); ``original`` and ``translation``
    are the parsed files' top-level tables (``translation`` ``None`` when the file has no translation, which
    counts every text as missing). Returns the merged table (a new value; ``original`` is not changed) and the
    file's :class:`Coverage`; faults are appended to ``problems`` against ``i18n/<lang>/<rel>``.
    """
    walk = _Walk(
        file=rel,
        tfile=translation_rel(lang, rel),
        fields=fields,
        free=rel in FREE_FILES,
        coverage=Coverage(lang),
        problems=problems,
    )
    trans = _ABSENT if translation is None else translation
    if trans is not _ABSENT and not isinstance(trans, dict):
        walk.fault("(file)", "expected TOML tables")
        trans = _ABSENT
    if rel == "glossary.toml" and isinstance(original, dict) and isinstance(original.get("glossary"), dict):
        inner = trans.get("glossary", _ABSENT) if trans is not _ABSENT else _ABSENT
        for key in trans if trans is not _ABSENT else ():
            if key != "glossary":
                walk.fault(key, "unknown top-level table; this file holds [glossary]")
        merged = {**original, "glossary": _merge_glossary(original["glossary"], inner, walk)}
        return merged, walk.coverage
    return _merge(original, trans, walk, ""), walk.coverage


def coverage_of(parts: Iterable[Coverage], lang: str) -> Coverage:
    """The sum of several files' coverage."""
    total = Coverage(lang)
    for part in parts:
        total.add(part)
    return total


_LANGUAGE: list[str] = [""]


def pack_language() -> str:
    """The language packs load in when a caller names none (``""``: the packs' own, English)."""
    return _LANGUAGE[0]


def set_pack_language(lang: str) -> None:
    """Load packs in ``lang`` from now on (the app's and the text mode's language setting, ``--lang``).

    Raises :class:`ValueError` for a name that cannot be a language (``"de"``, ``"pt_BR"``; ``""`` or ``"en"``
    for English)."""
    if lang in ("", "en") or lang.startswith("en_"):
        _LANGUAGE[0] = ""
        return
    if not is_language(lang):
        raise ValueError(f"not a language: {lang!r} (expected a code such as 'de')")
    _LANGUAGE[0] = lang


def grammatical_numbers(table: dict[str, Any] | None, top: str) -> dict[str, str]:
    """``{translated name: "plural"}`` of the ``[[top]]`` entries of a translated ``table`` that carry the hint
    ``"plural"`` under one of :data:`NUMBER_KEYS` (a bad hint is the validator's to report: it counts as singular;
    a location's card ``number`` is never a hint, being no text)."""
    entries = table.get(top) if isinstance(table, dict) else None
    if not isinstance(entries, list):
        return {}
    return {
        e["name"]: "plural"
        for e in entries
        if isinstance(e, dict) and isinstance(e.get("name"), str) and "plural" in (e.get(k) for k in NUMBER_KEYS)
    }
