"""Whatever value a writer puts under any key, validation reports problems and never raises
(common brief: "never a raw traceback for user-facing input")."""

from __future__ import annotations

import shutil
import tempfile
import tomllib
from pathlib import Path
from typing import Any

import tomli_w
from hypothesis import given, settings
from hypothesis import strategies as st

from grail_desktop.catalog import validate
from grail_desktop.catalog.files import collect

MINIMAL = Path(__file__).parent / "packs" / "minimal"
FILES = sorted(f.rel for f in collect(MINIMAL)[0] if f.rel != "cards/tess.toml")

toml_values: st.SearchStrategy[Any] = st.recursive(
    st.booleans()
    | st.integers(-5, 300)
    | st.sampled_from(["", "101", "gain food 1", "mark x", "status x", "top", "green", "hits", "tess-c01", "-1"])
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["id", "x", "north"]), inner, max_size=2)
    ),
    max_leaves=6,
)


def _keys(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path] if path else []
    if isinstance(value, dict):
        for k, v in value.items():
            found += _keys(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _keys(v, (*path, i))
    return found


def _set(table: Any, path: tuple[Any, ...], value: Any) -> None:
    for step in path[:-1]:
        table = table[step]
    if value is None:
        del table[path[-1]]
    else:
        table[path[-1]] = value


@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_any_value_anywhere_is_reported_not_raised(data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as folder:
        _check_mutation(Path(folder) / "minimal", data)


def _check_mutation(pack: Path, data: st.DataObject) -> None:
    shutil.copytree(MINIMAL, pack)
    rel = data.draw(st.sampled_from(FILES))
    table = tomllib.loads((pack / rel).read_text(encoding="utf-8"))
    path = data.draw(st.sampled_from(_keys(table)))
    delete = not isinstance(path[-1], int) and data.draw(st.booleans())
    value = None if delete else data.draw(toml_values)
    _set(table, path, value)
    (pack / rel).write_text(tomli_w.dumps(table), encoding="utf-8")
    problems = validate(pack)
    files = {f.rel for f in collect(pack)[0]} | {"journal/"}
    assert all(p.file in files for p in problems)
    assert all(str(p).startswith(f"{p.file}: {p.key}: ") for p in problems)
