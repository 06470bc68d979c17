"""Values every engine module shares: events, change flags, actions and the illegal-action error.

An *event* is a past-tense record of something that happened (``EnergySpent``, ``LocationRevealed`` …) with
the plain words the chronicle shows. An *action* is a small frozen attrs value whose ``str()`` is its text
notation (``docs/notation.md``); :func:`grail_desktop.engine.parse_action` reads it back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, ClassVar, TypeVar

import attrs

#: Change flags returned with events so observers know what to refresh.
CHANGE_FLAGS: tuple[str, ...] = (
    "map",
    "characters",
    "day",
    "journal",
    "encounter",
    "quests",
    "items",
    "log",
)


A = TypeVar("A", bound="Action")

#: Listed actions by class and arguments (see :func:`listed`); cleared when it grows past ``_LISTED_MAX``.
_LISTED: dict[tuple[Any, ...], Any] = {}
_LISTED_MAX = 16_384


def listed(kind: Callable[..., A], *args: Any) -> A:
    """``kind(*args)``, one shared object for equal arguments: the action lists of ``legal_actions()`` are built
    again and again from the same few values, and an action is frozen, so a listed one is looked up (about a
    fifth of building it) rather than built anew (issue 25: playouts). Arguments must be hashable."""
    key = (kind, *args)
    action = _LISTED.get(key)
    if action is None:
        if len(_LISTED) >= _LISTED_MAX:
            _LISTED.clear()
        action = _LISTED[key] = kind(*args)
    return action


class IllegalActionError(ValueError):
    """Raised by ``Game.apply`` for an action that is not legal now; ``reason`` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@attrs.frozen
class Event:
    """A past-tense record. ``kind`` is CamelCase (``"FoodEaten"``); ``text`` the chronicle's plain words.

    ``character`` names the character it touched, if any; ``data`` carries small typed facts for the UI
    (e.g. ``(("location", 102),)``), as key/value pairs so the record stays hashable and serialisable.
    """

    kind: str
    text: str
    character: str | None = None
    data: tuple[tuple[str, str | int], ...] = ()

    def get(self, key: str, default: str | int | None = None) -> str | int | None:
        """The value stored under ``key`` in ``data``, or ``default``."""
        for k, v in self.data:
            if k == key:
                return v
        return default


class Action:
    """Base of every action value. Subclasses are ``@attrs.frozen`` and define ``verb`` and ``__str__``."""

    verb: ClassVar[str] = ""


@attrs.frozen
class ApplyResult:
    """What ``Game.apply`` returns: the events in order and the change flags (subset of CHANGE_FLAGS)."""

    events: tuple[Event, ...]
    changes: frozenset[str]

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)
