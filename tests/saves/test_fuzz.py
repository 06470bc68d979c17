"""Fuzzing the loader: any change to a good sheet either loads or gives one SaveError, never another
exception (issue 6 "Loading bad input gives one clear error ... never a traceback")."""

from __future__ import annotations

import datetime as dt
import tomllib
from typing import Any

import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grail_desktop.engine.defs import Catalog
from grail_desktop.saves import END_MARKER, SaveError, dumps, loads

Path_ = tuple[str | int, ...]

toml_scalars = st.one_of(
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.sampled_from([0, 1, -1, 2, 9, 10, 101, 999]),
    st.text(max_size=12),
    st.sampled_from(["wren", "item-1", "green-1", "101", "", "../x", "day", "0x00"]),
    st.booleans(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.datetimes(timezones=st.just(dt.UTC)),
)
toml_values = st.recursive(
    toml_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(min_size=1, max_size=6), inner, max_size=3),
    max_leaves=6,
)


def _paths(node: Any, prefix: Path_ = ()) -> list[Path_]:
    found: list[Path_] = []
    if isinstance(node, dict):
        for key, value in node.items():
            found.append((*prefix, key))
            found.extend(_paths(value, (*prefix, key)))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found.append((*prefix, i))
            found.extend(_paths(value, (*prefix, i)))
    return found


def _parent(table: Any, path: Path_) -> Any:
    for key in path[:-1]:
        table = table[key]
    return table


def _load_or_save_error(text: str, catalog: Catalog) -> None:
    try:
        game = loads(text, catalog, name="fuzz.toml")
    except SaveError as exc:
        assert str(exc).startswith("fuzz.toml: ")
        return
    # whatever loads is a game that saves and loads to itself and can say what may be done next
    assert loads(dumps(game), catalog).state == game.state
    game.legal_actions()


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)
@given(data=st.data(), op=st.sampled_from(["replace", "delete", "add"]), value=toml_values)
def test_any_edit_of_a_good_sheet_loads_or_gives_a_save_error(
    text: str, catalog: Catalog, data: st.DataObject, op: str, value: object
) -> None:
    table = tomllib.loads(text)
    paths = _paths(table)
    path = data.draw(st.sampled_from(paths))
    parent = _parent(table, path)
    if op == "replace":
        parent[path[-1]] = value
    elif op == "delete":
        del parent[path[-1]]
    elif isinstance(parent, list):
        parent.append(value)
    else:
        parent[data.draw(st.text(min_size=1, max_size=8))] = value
    _load_or_save_error(tomli_w.dumps(table) + END_MARKER + "\n", catalog)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_damaged_bytes_load_or_give_a_save_error(text: str, catalog: Catalog, data: st.DataObject) -> None:
    raw = bytearray(text.encode())
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(len(raw) // 2, len(raw)))
    try:
        decoded = bytes(raw[:cut]).decode("utf-8")
    except UnicodeDecodeError:
        return  # load_game reports this before parsing (test_corpus "not-utf8")
    _load_or_save_error(decoded, catalog)
