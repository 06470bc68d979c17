"""The effect and condition vocabulary shared by journal options, actions, cards, enemies, events and items.

Content writes each effect as one short line of words, e.g. ``"gain food 2"``, ``"mark bridge-burned"``,
``"encounter green 1"``; a condition likewise, e.g. ``"status bridge-burned"``, ``"attribute might 2"``.
:func:`parse_effect` / :func:`parse_condition` turn the text into small frozen values and reject unknown words
or malformed arguments with :class:`VocabularyError`. ``str()`` gives the text back. What each word *does* is
implemented by the engine modules; ``docs/content-format.md`` documents every word with an example.

The tables :data:`EFFECT_WORDS` and :data:`CONDITION_WORDS` give each word's argument kinds; the catalog uses
the kinds to check references (a ``section`` argument must name a journal section, and so on). A kind that ends
in ``?`` is optional.
"""

from __future__ import annotations

import attrs

#: Values a ``gainable`` argument may take: the five resources and the three survival tracks.
GAINABLE: tuple[str, ...] = ("food", "wealth", "reputation", "magic", "experience", "energy", "health", "terror")
#: Character states that the ``state`` / ``not-state`` conditions test (rules-decisions.md "Survival tracks").
STATES: tuple[str, ...] = ("exhausted", "panic", "insane", "dying")
ITEM_FILTERS: tuple[str, ...] = ("any", "craftable", "weapon", "armor", "shield", "companion", "relic")

EFFECT_WORDS: dict[str, tuple[str, ...]] = {
    # resources and tracks
    "gain": ("gainable", "int"),
    "lose": ("gainable", "int"),
    "pay": ("gainable", "int"),
    # story state
    "mark": ("status",),
    "unmark": ("status",),
    "goto": ("section",),
    "end": (),
    "quest": ("event",),
    "complete-quest": ("event",),
    "random-events": ("int",),
    "time-dial": ("name", "int"),
    "quest-dial": ("name", "int"),
    "advance-quest-dial": ("name", "int"),
    "time-token": ("location", "int"),
    "win": ("name",),
    # map
    "replace": ("location", "location"),
    "move": ("location",),
    "move-lowest": (),
    # items and secrets
    "item": ("item",),
    "draw-item": ("itemfilter",),
    "discard-item": ("item",),
    "discard-items": ("int",),
    "secret": ("secret",),
    "discard-secret": ("secret",),
    # encounters started from the story
    "encounter": ("colour", "int?"),
    "fight": ("enemy", "enemy?", "enemy?"),
    # inside encounters (cards, enemies, items)
    "hits": ("int",),
    "draw": ("int",),
    "strike-again": (),
    "add-die": ("dicecolour", "int"),
    "refresh-die": ("dicecolour", "int"),
    "any-colour": (),
    "turn-dial": (),
    "block": ("int",),
    "discard": ("int",),
}

CONDITION_WORDS: dict[str, tuple[str, ...]] = {
    "status": ("status",),
    "not-status": ("status",),
    "attribute": ("attribute", "int"),
    "has": ("gainable", "int"),
    "has-item": ("item",),
    "not-item": ("item",),
    "has-secret": ("secret",),
    "not-secret": ("secret",),
    "party": ("int",),
    "quest-dial": ("name", "int"),
    "day": ("int",),
    "odd-night": (),
    "even-night": (),
    "state": ("state",),
    "not-state": ("state",),
    "character": ("character",),
    "quest": ("event",),
    "menhir": ("location",),
    "not-menhir": ("location",),
    "sunk": ("location",),
    "not-sunk": ("location",),
    "at": ("location",),
    "not-at": ("location",),
    "ending": ("name",),
    "not-ending": ("name",),
}

#: Effects that only make sense inside an encounter (cards, enemy effects, encounter items).
ENCOUNTER_ONLY: frozenset[str] = frozenset(
    {"hits", "draw", "strike-again", "add-die", "refresh-die", "any-colour", "turn-dial", "block", "discard"}
)


#: Effects that move the story on (a section, a place, an encounter, the end): Item and Skill triggers outside
#: encounters may not use them (``engine.triggers``), since a passing moment of the day cannot branch.
MOVES_THE_STORY: frozenset[str] = frozenset(
    {"goto", "end", "move", "move-lowest", "encounter", "fight", "win", "replace", "random-events"}
)


class VocabularyError(ValueError):
    """An effect or condition text that is not in the vocabulary or has malformed arguments."""


@attrs.frozen
class Effect:
    """One effect: a word and its arguments as written (integers stay text; use :meth:`int_arg`)."""

    word: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.word, *self.args))

    def int_arg(self, index: int, default: int = 0) -> int:
        """Argument ``index`` as an int, or ``default`` when absent."""
        return int(self.args[index]) if index < len(self.args) else default


@attrs.frozen
class Condition:
    """One condition: a word and its arguments as written."""

    word: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.word, *self.args))

    def int_arg(self, index: int, default: int = 0) -> int:
        return int(self.args[index]) if index < len(self.args) else default


def _check_args(word: str, args: tuple[str, ...], kinds: tuple[str, ...], what: str) -> None:
    required = [k for k in kinds if not k.endswith("?")]
    if not len(required) <= len(args) <= len(kinds):
        raise VocabularyError(
            f"{what} '{word}' takes {len(required)}"
            + (f"–{len(kinds)}" if len(kinds) != len(required) else "")
            + f" argument(s) ({' '.join(kinds) or 'none'}), got {len(args)}"
        )
    for arg, written_kind in zip(args, kinds, strict=False):
        kind = written_kind.rstrip("?")
        if kind == "int":
            try:
                if int(arg) < 0:
                    raise VocabularyError(f"{what} '{word}': '{arg}' must not be negative")
            except ValueError:
                raise VocabularyError(f"{what} '{word}': '{arg}' is not a whole number") from None
        elif kind == "gainable" and arg not in GAINABLE:
            raise VocabularyError(f"{what} '{word}': '{arg}' is not one of {', '.join(GAINABLE)}")
        elif kind == "state" and arg not in STATES:
            raise VocabularyError(f"{what} '{word}': '{arg}' is not one of {', '.join(STATES)}")
        elif kind == "itemfilter" and arg not in ITEM_FILTERS:
            raise VocabularyError(f"{what} '{word}': '{arg}' is not one of {', '.join(ITEM_FILTERS)}")


def parse_effect(text: str) -> Effect:
    """Parse ``"gain food 2"`` into ``Effect("gain", ("food", "2"))``; raises :class:`VocabularyError`."""
    words = text.split()
    if not words:
        raise VocabularyError("empty effect")
    word, args = words[0], tuple(words[1:])
    if word not in EFFECT_WORDS:
        raise VocabularyError(f"unknown effect word '{word}'")
    _check_args(word, args, EFFECT_WORDS[word], "effect")
    return Effect(word, args)


def parse_condition(text: str) -> Condition:
    """Parse ``"attribute might 2"`` into a :class:`Condition`; raises :class:`VocabularyError`."""
    words = text.split()
    if not words:
        raise VocabularyError("empty condition")
    word, args = words[0], tuple(words[1:])
    if word not in CONDITION_WORDS:
        raise VocabularyError(f"unknown condition word '{word}'")
    _check_args(word, args, CONDITION_WORDS[word], "condition")
    return Condition(word, args)


def effect_references(effect: Effect | Condition) -> list[tuple[str, str]]:
    """The ``(kind, value)`` pairs an effect or condition refers to, for cross-reference checks."""
    table = EFFECT_WORDS if isinstance(effect, Effect) else CONDITION_WORDS
    kinds = table.get(effect.word, ())
    return [(k.rstrip("?"), a) for k, a in zip(kinds, effect.args, strict=False)]
