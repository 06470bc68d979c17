"""Structuring TOML tables into the content definitions with cattrs, strictly.

The converter rejects unknown keys (``forbid_extra_keys``), never coerces types (``"3"`` is not an integer,
``101`` is not a string, an array is never a string), parses effects and conditions through
``parse_effect`` / ``parse_condition`` of :mod:`grail_desktop.engine.effects`, and collects every fault
of a record (``detailed_validation``). :func:`structure` turns cattrs' exception groups into
``(path, message)`` pairs such as ``(".options[1].goto", "expected a string, got integer 7")``.
"""

from __future__ import annotations

import difflib
import re
import types
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

import attrs
import cattrs
from cattrs.errors import (
    ClassValidationError,
    ForbiddenExtraKeysError,
    IterableValidationError,
    IterableValidationNote,
)
from cattrs.gen import make_dict_structure_fn

from grail_desktop.catalog.bounds import show_int
from grail_desktop.engine.effects import (
    CONDITION_WORDS,
    EFFECT_WORDS,
    Condition,
    Effect,
    VocabularyError,
    parse_condition,
    parse_effect,
)

T = TypeVar("T")


class InvalidValue(ValueError):
    """A value of the wrong type or form; its text is the whole message shown to the writer."""


def describe(value: object) -> str:
    """A writer-facing description of a TOML value: ``integer 7``, ``string 'x'``, ``an array``."""
    if isinstance(value, bool):
        return f"boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"integer {show_int(value)}"
    if isinstance(value, float):
        return f"number {value}"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return f"string {shown!r}"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def type_name(tp: Any) -> str:
    """A writer-facing name of an expected type."""
    if tp is int:
        return "an integer"
    if tp is str:
        return "a string"
    if tp is bool:
        return "true or false"
    if tp is Effect:
        return "an effect string"
    if tp is Condition:
        return "a condition string"
    origin = get_origin(tp)
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(tp))
    if origin in (Union, types.UnionType):
        return " or ".join("nothing" if a is type(None) else type_name(a) for a in get_args(tp))
    if origin is tuple:
        return "an array"
    if origin is dict:
        return "a table"
    if attrs.has(tp):
        return "a table"
    return getattr(tp, "__name__", repr(tp))


def _strict(tp: type[T], check: Callable[[object], bool]) -> Callable[[object, Any], T]:
    def hook(value: object, _: Any) -> T:
        if not check(value):
            raise InvalidValue(f"expected {type_name(tp)}, got {describe(value)}")
        return value  # type: ignore[return-value]

    return hook


def _suggest(text: str, words: dict[str, tuple[str, ...]]) -> str:
    """`` (did you mean 'gain'?)`` when the first word is unknown but close to a known one."""
    first = text.split(maxsplit=1)[0] if text.split() else ""
    if not first or first in words or len(first) > 40:
        return ""
    close = difflib.get_close_matches(first, list(words), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


def _short(text: str, limit: int = 40) -> str:
    """``text`` with every word over ``limit`` characters cut short, for a message (an effect may quote a
    number of 5,000 digits)."""
    return _LONG_WORD.sub(lambda m: m[0][: limit - 3] + "...", text) if len(text) > limit else text


_LONG_WORD = re.compile(r"\S{41,}")


def _cut(key: str, limit: int = 40) -> str:
    """A key cut to ``limit`` characters for a message path."""
    return key if len(key) <= limit else key[: limit - 3] + "..."


def _effect(value: object, _: Any) -> Effect:
    if not isinstance(value, str):
        raise InvalidValue(f'expected an effect string like "gain food 1", got {describe(value)}')
    try:
        return parse_effect(value)
    except VocabularyError as exc:
        raise InvalidValue(f"{_short(value)!r}: {_short(str(exc))}{_suggest(value, EFFECT_WORDS)}") from None


def _condition(value: object, _: Any) -> Condition:
    if not isinstance(value, str):
        raise InvalidValue(f'expected a condition string like "status drowned-bell", got {describe(value)}')
    try:
        return parse_condition(value)
    except VocabularyError as exc:
        raise InvalidValue(f"{_short(value)!r}: {_short(str(exc))}{_suggest(value, CONDITION_WORDS)}") from None


def _noted(exc: Exception, index: int | str, tp: Any) -> Exception:
    exc.__notes__ = [*getattr(exc, "__notes__", []), IterableValidationNote(f"@ {index!r}", index, tp)]
    return exc


def _is_tuple(tp: Any) -> bool:
    return get_origin(tp) is tuple


def _is_dict(tp: Any) -> bool:
    return get_origin(tp) is dict


def _is_literal(tp: Any) -> bool:
    return get_origin(tp) is Literal


def _tuple_hook(conv: cattrs.Converter, tp: Any) -> Callable[[object, Any], tuple[Any, ...]]:
    args = get_args(tp)
    homogeneous = len(args) == 2 and args[1] is Ellipsis

    def hook(value: object, _: Any) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise InvalidValue(f"expected an array, got {describe(value)}")
        if not homogeneous and len(value) != len(args):
            raise InvalidValue(f"expected exactly {len(args)} entries, got {len(value)}")
        out: list[Any] = []
        errors: list[Exception] = []
        for i, item in enumerate(value):
            item_type = args[0] if homogeneous else args[i]
            try:
                out.append(conv.structure(item, item_type))
            except Exception as exc:
                errors.append(_noted(exc, i, item_type))
        if errors:
            raise IterableValidationError(f"While structuring {tp!r}", errors, tp)
        return tuple(out)

    return hook


def _dict_hook(conv: cattrs.Converter, tp: Any) -> Callable[[object, Any], dict[Any, Any]]:
    key_type, value_type = get_args(tp)

    def hook(value: object, _: Any) -> dict[Any, Any]:
        if not isinstance(value, dict):
            raise InvalidValue(f"expected a table, got {describe(value)}")
        out: dict[Any, Any] = {}
        errors: list[Exception] = []
        for key, item in value.items():
            try:
                out[conv.structure(key, key_type)] = conv.structure(item, value_type)
            except Exception as exc:
                errors.append(_noted(exc, str(key), value_type))
        if errors:
            raise IterableValidationError(f"While structuring {tp!r}", errors, tp)
        return out

    return hook


def _literal_hook(tp: Any) -> Callable[[object, Any], object]:
    allowed = get_args(tp)

    def hook(value: object, _: Any) -> object:
        if value not in allowed or not isinstance(value, str):
            raise InvalidValue(f"expected {type_name(tp)}, got {describe(value)}")
        return value

    return hook


def _attrs_hook(conv: cattrs.Converter, cls: Any) -> Callable[[object, Any], object]:
    """cattrs' generated structure function for an attrs class, behind a check that the value is a table."""
    inner = make_dict_structure_fn(cls, conv, _cattrs_forbid_extra_keys=True, _cattrs_detailed_validation=True)

    def hook(value: object, tp: Any) -> object:
        if not isinstance(value, dict):
            raise InvalidValue(f"expected a table, got {describe(value)}")
        return inner(value, tp)

    return hook


@cache
def converter() -> cattrs.Converter:
    """The strict converter shared by every load (built once per process)."""
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
    conv.register_structure_hook(int, _strict(int, lambda v: isinstance(v, int) and not isinstance(v, bool)))
    conv.register_structure_hook(str, _strict(str, lambda v: isinstance(v, str)))
    conv.register_structure_hook(bool, _strict(bool, lambda v: isinstance(v, bool)))
    conv.register_structure_hook(Effect, _effect)
    conv.register_structure_hook(Condition, _condition)
    conv.register_structure_hook_factory(_is_tuple, lambda tp: _tuple_hook(conv, tp))
    conv.register_structure_hook_factory(_is_dict, lambda tp: _dict_hook(conv, tp))
    conv.register_structure_hook_factory(_is_literal, _literal_hook)
    conv.register_structure_hook_factory(attrs.has, lambda cls: _attrs_hook(conv, cls))
    return conv


def _message(exc: BaseException, expected: Any) -> str:
    if isinstance(exc, InvalidValue):
        return str(exc)
    if isinstance(exc, KeyError):
        return "required key missing"
    if isinstance(exc, AttributeError) and "items" in str(exc):
        return "expected a table"
    if isinstance(exc, (ValueError, TypeError)) and expected is not None:
        return f"expected {type_name(expected)}"
    return f"invalid value ({exc})"


def error_paths(exc: BaseException, path: str = "") -> list[tuple[str, str]]:
    """Flatten a cattrs validation error into ``(path, message)`` pairs; ``path`` like ``.keys.north``."""
    if isinstance(exc, ForbiddenExtraKeysError):
        known = [f.name for f in attrs.fields(exc.cl)] if attrs.has(exc.cl) else []
        found_keys: list[tuple[str, str]] = []
        for key in sorted(exc.extra_fields):
            close = difflib.get_close_matches(key, known, n=1) if len(key) <= 40 else []
            hint = f" (did you mean '{close[0]}'?)" if close else f"; allowed: {', '.join(known)}"
            found_keys.append((f"{path}.{_cut(key)}", f"unknown key{hint}"))
        return found_keys
    if isinstance(exc, ClassValidationError):
        found: list[tuple[str, str]] = []
        with_notes, without = exc.group_exceptions()
        for sub, note in with_notes:
            sub_path = f"{path}.{note.name}"
            if isinstance(sub, KeyError):
                found.append((sub_path, "required key missing"))
            else:
                found.extend(_leaf_or_group(sub, sub_path, note.type))
        for sub in without:
            found.extend(error_paths(sub, path))
        return found
    if isinstance(exc, IterableValidationError):
        found = []
        with_notes_it, without_it = exc.group_exceptions()
        for sub, it_note in with_notes_it:
            index = it_note.index
            sub_path = f"{path}[{index}]" if isinstance(index, int) else f"{path}.{_cut(str(index))}"
            found.extend(_leaf_or_group(sub, sub_path, it_note.type))
        for sub in without_it:
            found.extend(error_paths(sub, path))
        return found
    return [(path, _message(exc, None))]


def _leaf_or_group(exc: BaseException, path: str, expected: Any) -> list[tuple[str, str]]:
    if isinstance(exc, (ClassValidationError, IterableValidationError, ForbiddenExtraKeysError)):
        return error_paths(exc, path)
    return [(path, _message(exc, expected))]


def structure(raw: object, cls: type[T]) -> tuple[T | None, list[tuple[str, str]]]:
    """Structure ``raw`` into ``cls``: the value, or ``None`` and every ``(path, message)`` fault found."""
    if not isinstance(raw, dict):
        return None, [("", f"expected a table, got {describe(raw)}")]
    try:
        return converter().structure(raw, cls), []
    except Exception as exc:
        return None, error_paths(exc) or [("", _message(exc, cls))]
