"""A :class:`~grail_desktop.engine.defs.Catalog` as plain data and back, for the catalog cache.

:func:`to_plain` turns a catalog into builtins only (tuples, dicts, strings, integers, booleans, ``None``): every
definition becomes the tuple of its fields in declaration order, every effect and condition its text. Such a
value can be written with :mod:`marshal`, which holds data only. :func:`from_plain` rebuilds the catalog and
trusts nothing: every value must have its field's type, every number its bound and every string its length
(:mod:`grail_desktop.catalog.bounds`), and every effect and condition text is parsed again by the engine's
vocabulary. Anything else raises :class:`PlainError`, and the cache then parses the pack instead.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, Union

import attrs

from grail_desktop.catalog.bounds import (
    CAMPAIGN_ID,
    FIELD_BOUNDS,
    MAX_CAMPAIGN_ID,
    MAX_ITEMS,
    MAX_NAME,
    MAX_TEXT,
    PACK_VERSION,
    TEXT_FIELDS,
    Bound,
    argument_problems,
    string_limit,
)
from grail_desktop.engine import defs
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Condition, Effect, VocabularyError, parse_condition, parse_effect


class PlainError(ValueError):
    """Plain data that is not a catalog this build of the loader wrote."""


def to_plain(value: object) -> object:
    """``value`` (a catalog or any part of one) as builtins only; see the module docstring."""
    if isinstance(value, (Effect, Condition)):
        return str(value)
    if attrs.has(type(value)):
        return tuple(to_plain(getattr(value, f.name)) for f in attrs.fields(type(value)))  # type: ignore[arg-type]
    if isinstance(value, tuple):
        return tuple(to_plain(v) for v in value)
    if isinstance(value, dict):
        return {k: to_plain(v) for k, v in value.items()}
    return value


def from_plain(data: object) -> Catalog:
    """The catalog ``data`` holds. Raises :class:`PlainError` for anything :func:`to_plain` would not give for
    a catalog that passed validation (wrong types, out-of-bound numbers, overlong strings, unknown words)."""
    effects: dict[str, Effect] = {}
    conditions: dict[str, Condition] = {}
    try:
        catalog: Catalog = _builder(Catalog, None, MAX_NAME, MAX_NAME)(data, effects, conditions)
    except PlainError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, RecursionError) as exc:
        raise PlainError(f"not a catalog ({type(exc).__name__})") from None
    # the campaign id names save folders: never a path, whatever the file says (checks.check_campaign)
    if not CAMPAIGN_ID.fullmatch(catalog.campaign.id) or len(catalog.campaign.id) > MAX_CAMPAIGN_ID:
        raise PlainError("a campaign id that is not lowercase-kebab")
    if not PACK_VERSION.fullmatch(catalog.campaign.version):
        raise PlainError("a pack version that is not major.minor.patch")
    return catalog


def _fail(what: str) -> typing.NoReturn:
    raise PlainError(what)


# A builder takes (value, effect memo, condition memo): many effects repeat ("hits 1"), and the engine's
# effects are frozen, so one parsed value serves every place that writes the same text.
Builder = Callable[[object, dict[str, Effect], dict[str, Condition]], Any]


def _int(bound: Bound | None) -> Builder:
    lo, hi = (bound.lo, bound.hi) if bound is not None else (-(2**63), 2**63)

    def build(value: object, *_: object) -> int:
        if type(value) is not int or not lo <= value <= hi:
            _fail("a number out of its bound")
        return value

    return build


def _str(limit: int) -> Builder:
    def build(value: object, *_: object) -> str:
        if type(value) is not str or len(value) > limit:
            _fail("not a string within its length")
        return value

    return build


def _bool(value: object, *_: object) -> bool:
    if type(value) is not bool:
        _fail("not a boolean")
    return value


def _effect(value: object, effects: dict[str, Effect], _: dict[str, Condition]) -> Effect:
    if type(value) is not str:
        _fail("an effect that is not text")
    known = effects.get(value)
    if known is None:
        try:
            known = parse_effect(value)
        except VocabularyError:
            _fail("an effect outside the vocabulary")
        if next(argument_problems(known), None) is not None:
            _fail("an effect argument out of its bound")
        effects[value] = known
    return known


def _condition(value: object, _: dict[str, Effect], conditions: dict[str, Condition]) -> Condition:
    if type(value) is not str:
        _fail("a condition that is not text")
    known = conditions.get(value)
    if known is None:
        try:
            known = parse_condition(value)
        except VocabularyError:
            _fail("a condition outside the vocabulary")
        if next(argument_problems(known), None) is not None:
            _fail("a condition argument out of its bound")
        conditions[value] = known
    return known


def _str_tuple(limit: int) -> Builder:
    def build(value: object, *_: object) -> tuple[str, ...]:
        # C-level loops: deck lists hold hundreds of ids
        if type(value) is not tuple or len(value) > MAX_ITEMS:
            _fail("not an array within its length")
        if value and (set(map(type, value)) != {str} or max(map(len, value)) > limit):
            _fail("not an array of strings within their length")
        return value

    return build


def _builder(tp: Any, bound: Bound | None, limit: int, inner_limit: int) -> Builder:
    """The builder for values of type ``tp``; ``bound`` applies to its integers, ``limit`` to it as a string
    and ``inner_limit`` to strings inside it (list entries, table keys and values)."""
    if tp is Effect:
        return _effect
    if tp is Condition:
        return _condition
    if attrs.has(tp):
        return _attrs_builder(tp)
    if tp is bool:
        return _bool
    if tp is int:
        return _int(bound)
    if tp is str:
        return _str(limit)
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is Literal:
        allowed = frozenset(args)

        def literal(value: object, *_: object) -> object:
            if type(value) is not str or value not in allowed:
                _fail("not one of the allowed words")
            return value

        return literal
    if origin is Union or isinstance(tp, types.UnionType):
        (inner_type,) = (a for a in args if a is not type(None))
        inner = _builder(inner_type, bound, limit, inner_limit)

        def optional(value: object, e: dict[str, Effect], c: dict[str, Condition]) -> object:
            return None if value is None else inner(value, e, c)

        return optional
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] is str:
                return _str_tuple(inner_limit)
            item = _builder(args[0], bound, inner_limit, inner_limit)
            if args[0] is Effect or args[0] is Condition:
                memo_index = 1 if args[0] is Effect else 2

                def words(value: object, e: dict[str, Effect], c: dict[str, Condition]) -> tuple[Any, ...]:
                    if value == ():
                        return ()
                    if type(value) is not tuple or len(value) > MAX_ITEMS:
                        _fail("not an array within its length")
                    memo: dict[str, Any] = e if memo_index == 1 else c
                    return tuple([memo.get(v) or item(v, e, c) for v in value])

                return words

            def homogeneous(value: object, e: dict[str, Effect], c: dict[str, Condition]) -> tuple[Any, ...]:
                if type(value) is not tuple or len(value) > MAX_ITEMS:
                    _fail("not an array within its length")
                return tuple([item(v, e, c) for v in value])

            return homogeneous
        items = [_builder(a, bound, inner_limit, inner_limit) for a in args]

        def fixed(value: object, e: dict[str, Effect], c: dict[str, Condition]) -> tuple[Any, ...]:
            if type(value) is not tuple or len(value) != len(items):
                _fail("not an array of the right length")
            return tuple([b(v, e, c) for b, v in zip(items, value, strict=True)])

        return fixed
    if origin is dict:
        key = _builder(args[0], bound if args[0] is int else None, MAX_NAME, MAX_NAME)
        val = _builder(args[1], bound, inner_limit, inner_limit)

        def table(value: object, e: dict[str, Effect], c: dict[str, Condition]) -> dict[Any, Any]:
            if type(value) is not dict:
                _fail("not a table")
            return {key(k, e, c): val(v, e, c) for k, v in value.items()}

        return table
    raise TypeError(f"no plain form for {tp!r}")  # a new kind of field: extend this function


@cache
def _attrs_builder(cls: type) -> Builder:
    """A builder for ``cls`` generated as Python source (as attrs generates ``__init__``), so the checks of
    plain fields run inline: the cached load stays about as fast as unpickling. Only field positions and
    bounds (integers) enter the source."""
    hints = typing.get_type_hints(cls, vars(defs))
    fields = attrs.fields(cls)
    namespace: dict[str, Any] = {"cls": cls, "fail": _fail, "count": len(fields), "name": f"not a {cls.__name__}"}
    names = [f"a{i}" for i in range(len(fields))]
    lines = [
        "def build(value, e, c):",
        "    if type(value) is not tuple or len(value) != count:",
        "        fail(name)",
        f"    {', '.join(names)}, = value",
    ]
    for i, field in enumerate(fields):
        tp, a = hints[field.name], names[i]
        bound = FIELD_BOUNDS.get((cls, field.name))
        limit = string_limit(field.name) if cls is not Catalog else MAX_NAME
        if tp is str:
            lines.append(f"    if type({a}) is not str or len({a}) > {limit}:")
            lines.append("        fail('a string out of its length')")
        elif tp is int:
            lo, hi = (bound.lo, bound.hi) if bound is not None else (-(2**63), 2**63)
            lines.append(f"    if type({a}) is not int or not {lo} <= {a} <= {hi}:")
            lines.append("        fail('a number out of its bound')")
        elif tp is bool:
            lines.append(f"    if type({a}) is not bool:")
            lines.append("        fail('not a boolean')")
        else:
            inner = MAX_TEXT if field.name in TEXT_FIELDS or (cls is Catalog and field.name == "glossary") else MAX_NAME
            namespace[f"b{i}"] = _builder(tp, bound, limit, inner)
            lines.append(f"    {a} = b{i}({a}, e, c)")
    lines.append(f"    return cls({', '.join(names)})")
    exec("\n".join(lines), namespace)
    built: Builder = namespace["build"]
    return built
