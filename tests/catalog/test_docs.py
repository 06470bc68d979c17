"""docs/content-format.md documents every key of the content definitions and every effect and condition word
(issue 5 "Build": "documents every table, key and effect / condition word with an example")."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from grail_desktop.engine import defs
from grail_desktop.engine.effects import CONDITION_WORDS, EFFECT_WORDS

DOC = (Path(__file__).resolve().parents[2] / "docs" / "content-format.md").read_text(encoding="utf-8")
CLASSES = [
    cls
    for name in dir(defs)
    if isinstance(cls := getattr(defs, name), type)
    and attrs.has(cls)
    and name not in ("Catalog", "Effect", "Condition")
]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_key_is_documented(cls: type) -> None:
    missing = [f.name for f in attrs.fields(cls) if f"`{f.name}`" not in DOC]
    assert not missing, f"{cls.__name__} keys missing from docs/content-format.md: {missing}"


@pytest.mark.parametrize("word", sorted(EFFECT_WORDS) + sorted(CONDITION_WORDS))
def test_every_word_has_a_row_with_an_example(word: str) -> None:
    vocabulary = DOC[DOC.index("## Effects") : DOC.index("## Checks the validator makes")]
    rows = [line for line in vocabulary.splitlines() if line.startswith(f"| `{word}` |") and line.count("|") >= 5]
    assert rows, f"no table row for '{word}'"
    examples = [row.split("|")[3].strip() for row in rows]
    assert all(example.startswith(f"`{word}") for example in examples), examples
