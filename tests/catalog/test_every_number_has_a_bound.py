"""Every number of the content format has a bound, documented in docs/content-format.md "Bounds" (issue 17:
"Give every number in the content format a bound from the rules or a sane one")."""

from __future__ import annotations

import types
import typing
from pathlib import Path
from typing import Any

import attrs
import pytest

from grail_desktop.catalog.bounds import CONDITION_BOUNDS, EFFECT_BOUNDS, FIELD_BOUNDS, Bound, plain_int, show_int
from grail_desktop.engine import defs
from grail_desktop.engine.effects import CONDITION_WORDS, EFFECT_WORDS

DOC = (Path(__file__).resolve().parents[2] / "docs" / "content-format.md").read_text(encoding="utf-8")
BOUNDS_DOC = DOC[DOC.index("## Bounds") :]
TABLES = {
    "CampaignDef": "campaign",
    "CharacterDef": "character",
    "CharacterActionDef": "character.action",
    "TrackDef": "character.<track>",
    "EnemyDef": "enemy",
    "MenhirDef": "location.menhir",
    "LocationActionDef": "location.action",
    "LocationDef": "location",
    "JournalSectionDef": "section",
    "ItemDef": "item",
    "EventDef": "event",
    "ChapterDef": "chapter",
    "ChapterSetupDef": "chapter.setup",
    "ReplaceDef": "chapter.setup.replace",
    "TraitRuleDef": "character.trait_rules",
    "DifficultyDef": "difficulty",
}


def _holds_int(tp: Any) -> bool:
    if tp is int:
        return True
    return any(_holds_int(arg) for arg in typing.get_args(tp) if arg is not Ellipsis)


def _int_fields() -> list[tuple[type, str]]:
    found = []
    for name in dir(defs):
        cls = getattr(defs, name)
        if not (isinstance(cls, type) and attrs.has(cls)) or name == "Catalog":
            continue
        hints = typing.get_type_hints(cls, vars(defs))
        found += [(cls, f.name) for f in attrs.fields(cls) if _holds_int(hints[f.name])]
    return found


def _span(bound: Bound) -> str:
    return f"{bound.lo}" if bound.lo == bound.hi else f"{bound.lo}–{bound.hi}"


def test_every_integer_field_has_a_bound() -> None:
    fields = _int_fields()
    assert len(fields) >= 20
    missing = [f"{cls.__name__}.{name}" for cls, name in fields if (cls, name) not in FIELD_BOUNDS]
    assert not missing, f"integer fields without a bound in catalog/bounds.py: {missing}"
    assert set(FIELD_BOUNDS) == set(fields), "a bound names a field that holds no integer"


def test_every_number_argument_has_a_bound() -> None:
    for table, bounds in ((EFFECT_WORDS, EFFECT_BOUNDS), (CONDITION_WORDS, CONDITION_BOUNDS)):
        wanted = {
            (word, i)
            for word, kinds in table.items()
            for i, kind in enumerate(kinds)
            if kind.rstrip("?") in ("int", "location")
        }
        assert set(bounds) == wanted


@pytest.mark.parametrize(
    ("key", "bound"), list(FIELD_BOUNDS.items()), ids=[f"{c.__name__}.{n}" for c, n in FIELD_BOUNDS]
)
def test_field_bound_is_documented(key: tuple[type, str], bound: Bound) -> None:
    cls, name = key
    row = f"| `{TABLES[cls.__name__]}.{name}` | {_span(bound)} |"
    assert row in BOUNDS_DOC


def test_argument_bounds_are_documented() -> None:
    for what, bounds in (("effect", EFFECT_BOUNDS), ("condition", CONDITION_BOUNDS)):
        for (word, i), bound in bounds.items():
            assert f"| {what} `{word}`, argument {i + 1} | {_span(bound)} |" in BOUNDS_DOC


def test_bound_messages_and_huge_numbers() -> None:
    assert Bound(1, 4, "encounter levels run 1-4").problem(4) is None
    assert Bound(1, 4, "encounter levels run 1-4").problem(5) == (
        "must be between 1 and 4 (encounter levels run 1-4), got 5"
    )
    assert Bound(1, 1).problem(2) == "must be 1, got 2"
    assert show_int(16**3000) == "a 3613-digit number"
    assert show_int(-7) == "-7"
    assert plain_int("0042") == 42
    assert plain_int("²") is None and plain_int("1_000") is None and plain_int("") is None
    assert plain_int("9" * 5000) is None


def test_union_types_are_seen() -> None:
    """The completeness check follows ``int | None`` and containers (``legacy``, ``keys``, ``chapters``)."""
    assert _holds_int(int | None) and _holds_int(dict[str, int]) and _holds_int(tuple[int, ...])
    assert not _holds_int(types.NoneType) and not _holds_int(tuple[str, ...])
