"""The dedicated cattrs converter for the game state tree.

Strict on the way in: an ``int`` field takes only a TOML integer (not ``true``, not ``"3"``), a ``str`` field
only a string, a ``bool`` only ``true``/``false``; unknown keys are errors (``forbid_extra_keys``). On the way
out every attrs value becomes a table with its ``None`` fields left out (TOML has no null) and tuples become
arrays. The :class:`~grail_desktop.engine.rng.Rng` is written as a hexadecimal string because its state is
an unsigned 64-bit integer and TOML integers are signed 64-bit.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs
import cattrs
from cattrs.cols import is_mapping, is_sequence, list_structure_factory, mapping_structure_factory
from cattrs.errors import ForbiddenExtraKeysError
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from grail_desktop.engine.rng import Rng

_U64 = 1 << 64


def kind_of(value: object) -> str:
    """The TOML word for a value's type, for messages."""
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


class SheetTypeError(ValueError):
    """A value of the wrong TOML type; ``str()`` is the plain problem."""


def _strict_int(value: object, _: type) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise SheetTypeError(f"must be an integer, not {kind_of(value)} ({value!r})")


def _strict_str(value: object, _: type) -> str:
    if isinstance(value, str):
        return value
    raise SheetTypeError(f"must be a string, not {kind_of(value)} ({value!r})")


def _strict_bool(value: object, _: type) -> bool:
    if isinstance(value, bool):
        return value
    raise SheetTypeError(f"must be true or false, not {kind_of(value)} ({value!r})")


def rng_text(rng: Rng) -> str:
    """The generator state as text: ``"0x"`` and 16 hexadecimal digits."""
    return f"0x{rng.state:016x}"


def parse_rng_text(value: object) -> Rng:
    """Read :func:`rng_text` back; raises :class:`SheetTypeError` unless it is a 64-bit hexadecimal string."""
    if not isinstance(value, str):
        raise SheetTypeError(f'must be a string like "0x0123456789abcdef", not {kind_of(value)}')
    text = value.strip().lower()
    try:
        state = int(text, 16) if text.startswith("0x") else int(text, 10)
    except ValueError:
        raise SheetTypeError(f"{value!r} is not a hexadecimal number") from None
    if not 0 <= state < _U64:
        raise SheetTypeError(f"{value!r} is outside 0 … 2**64 - 1")
    return Rng(state=state)


def _int_key(key: object) -> int:
    text = str(key)
    if not re.fullmatch(r"-?[0-9]{1,19}", text):
        raise SheetTypeError(f"key {text!r} must be a whole number")
    return int(text)


def _is_int_keyed(cl: Any) -> bool:
    args: tuple[Any, ...] = getattr(cl, "__args__", ())
    return bool(is_mapping(cl)) and len(args) == 2 and args[0] is int


def _omit_none(fn: Callable[[Any], dict[str, Any]]) -> Callable[[Any], dict[str, Any]]:
    def unstructure(obj: Any) -> dict[str, Any]:
        return {k: v for k, v in fn(obj).items() if v is not None}

    return unstructure


def make_converter(*, detailed: bool = True) -> cattrs.Converter:
    """Build a converter for save sheets (see the module docstring for its rules).

    ``detailed`` collects every failure with its path (slower); both kinds accept and refuse the same input.
    """
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=detailed)
    conv.register_structure_hook(int, _strict_int)
    conv.register_structure_hook(str, _strict_str)
    conv.register_structure_hook(bool, _strict_bool)
    conv.register_unstructure_hook(Rng, lambda rng: {"state": rng_text(rng)})

    def structure_rng(value: object, _: type) -> Rng:
        if not isinstance(value, dict):
            raise SheetTypeError(f"must be a table, not {kind_of(value)}")
        extra = set(value) - {"state"}
        if extra:
            raise ForbiddenExtraKeysError("", Rng, extra)
        if "state" not in value:
            raise SheetTypeError("state: missing")
        return parse_rng_text(value["state"])

    conv.register_structure_hook(Rng, structure_rng)
    conv.register_unstructure_hook_factory(
        attrs.has,
        lambda cls: _omit_none(make_dict_unstructure_fn(cls, conv)),
    )
    conv.register_unstructure_hook(tuple, lambda t: [conv.unstructure(x) for x in t])

    # A string is iterable: without these checks "abc" would structure as ["a", "b", "c"].
    # Fast paths: arrays of ids and tables of counts are most of a sheet; when every element already has
    # the exact type they are copied as they are, else the detailed (slower) path finds and names the bad one.
    def strict_sequence(cl: Any) -> Callable[[Any, Any], Any]:
        inner = list_structure_factory(cl, conv)
        make_tuple = cl is tuple or getattr(cl, "__origin__", None) is tuple
        args = getattr(cl, "__args__", ())
        plain = args[0] if args and args[0] in (str, int) else None

        def structure(value: Any, _: Any) -> Any:
            if value.__class__ is not list:
                raise SheetTypeError(f"must be an array, not {kind_of(value)}")
            fast = plain is not None and (not value or set(map(type, value)) == {plain})
            result = list(value) if fast else inner(value, cl)
            return tuple(result) if make_tuple else result

        return structure

    def strict_mapping(cl: Any) -> Callable[[Any, Any], Any]:
        inner = mapping_structure_factory(cl, conv)
        args: tuple[Any, ...] = getattr(cl, "__args__", ())
        plain = args[1] if len(args) == 2 and args[0] is str and args[1] in (str, int) else None

        int_keys = bool(args) and args[0] is int

        def structure(value: Any, _: Any) -> Any:
            if value.__class__ is not dict:
                raise SheetTypeError(f"must be a table, not {kind_of(value)}")
            if int_keys:
                value = {_int_key(k): v for k, v in value.items()}
            if plain is not None and (not value or set(map(type, value.values())) == {plain}):
                return dict(value)
            return inner(value, cl)

        return structure

    # TOML keys are text: a table keyed by numbers (location numbers …) is written with the numbers as text.
    def int_keyed_unstructure(cl: Any) -> Callable[[Any], Any]:
        return lambda mapping: {str(k): conv.unstructure(v) for k, v in mapping.items()}

    conv.register_unstructure_hook_factory(_is_int_keyed, int_keyed_unstructure)

    def strict_attrs(cl: Any) -> Callable[[Any, Any], Any]:
        inner = make_dict_structure_fn(cl, conv)

        def structure(value: Any, _: Any) -> Any:
            if not isinstance(value, dict):
                raise SheetTypeError(f"must be a table, not {kind_of(value)}")
            return inner(value, cl)

        return structure

    conv.register_structure_hook_factory(attrs.has, strict_attrs)
    conv.register_structure_hook_factory(is_sequence, strict_sequence)
    conv.register_structure_hook_factory(is_mapping, strict_mapping)
    return conv


_KEY_INDEX = re.compile(r"\['([^'\]]*)'\]")
_ONE_UNKNOWN = re.compile(r"unknown key '([^']*)'")


def format_problem(exc: BaseException, type_: Any) -> str:
    """Plain words for one structuring failure (used with :func:`cattrs.transform_error`)."""
    if isinstance(exc, SheetTypeError):
        return str(exc)
    if isinstance(exc, ForbiddenExtraKeysError):
        return (
            "unknown key"
            + ("s " if len(exc.extra_fields) > 1 else " ")
            + ", ".join(repr(k) for k in sorted(exc.extra_fields))
        )
    if isinstance(exc, KeyError):
        return "missing"
    if isinstance(exc, AttributeError) and str(exc).endswith("has no attribute 'items'"):
        return "must be a table"
    if isinstance(exc, ValueError) and type_ is not None:
        return f"not a valid value ({exc})"
    return f"not valid ({exc})"


def structure_errors(exc: BaseException, path: str) -> list[tuple[str, str]]:
    """``(key, problem)`` pairs for a cattrs failure at sheet path ``path`` (``a.b[0]`` style keys)."""
    pairs: list[tuple[str, str]] = []
    for line in cattrs.transform_error(exc, path=path, format_exception=format_problem):
        problem, _, key = line.rpartition(" @ ")
        key = _KEY_INDEX.sub(r".\1", key)
        one_unknown = _ONE_UNKNOWN.fullmatch(problem)
        if one_unknown:
            key, problem = f"{key}.{one_unknown.group(1)}", "unknown key"
        pairs.append((key, problem))
    return pairs


#: Collects every problem with its path (used for messages and for writing).
CONVERTER = make_converter()
#: Same rules, no bookkeeping: tried first when reading; any failure is redone with :data:`CONVERTER` to
#: name the key.
FAST_CONVERTER = make_converter(detailed=False)
