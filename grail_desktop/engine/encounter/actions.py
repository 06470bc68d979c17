"""Encounter actions and their text notation (docs/encounters.md, "Notation").

Every action is a small frozen value whose ``str()`` is its notation; :func:`parse_encounter_action` reads
the text back. Numbers in the notation are 1-based (chain/enemy index, die index into the active area,
reward index in the offer).
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from grail_desktop.engine.core import Action
from grail_desktop.engine.defs import DICE_COLOURS


@attrs.frozen
class Draw(Action):
    """``draw``: strike by drawing the top card of the deck (S2 "Draw")."""

    verb: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return "draw"


@attrs.frozen
class Play(Action):
    """``play <card-id> on <chain>``: strike by playing a hand card at the right end of chain ``chain``."""

    verb: ClassVar[str] = "play"
    card: str
    chain: int

    def __str__(self) -> str:
        return f"play {self.card} on {self.chain}"


@attrs.frozen
class Commit(Action):
    """``commit <colour> <n>``: move ``n`` dice of ``colour`` from the pool to the active area."""

    verb: ClassVar[str] = "commit"
    colour: str
    n: int

    def __str__(self) -> str:
        return f"commit {self.colour} {self.n}"


@attrs.frozen
class Roll(Action):
    """``roll``: roll every unapplied die in the active area."""

    verb: ClassVar[str] = "roll"

    def __str__(self) -> str:
        return "roll"


@attrs.frozen
class ApplyDie(Action):
    """``apply <die> to <enemy>``: place rolled die ``die`` (active area, 1-based) on enemy ``enemy``."""

    verb: ClassVar[str] = "apply"
    die: int
    enemy: int

    def __str__(self) -> str:
        return f"apply {self.die} to {self.enemy}"


@attrs.frozen
class Use(Action):
    """``use <item-id>``: flip an item (or secret) to resolve its encounter effects."""

    verb: ClassVar[str] = "use"
    item: str

    def __str__(self) -> str:
        return f"use {self.item}"


@attrs.frozen
class EndPhase(Action):
    """``end-phase``: finish this Strategy phase and start the next one of the same member."""

    verb: ClassVar[str] = "end-phase"

    def __str__(self) -> str:
        return "end-phase"


@attrs.frozen
class Resolve(Action):
    """``resolve``: no more Strategy phases for this member this round (next member or Resolve)."""

    verb: ClassVar[str] = "resolve"

    def __str__(self) -> str:
        return "resolve"


@attrs.frozen
class Escape(Action):
    """``escape``: the current member pays every active enemy's escape cost and leaves the encounter."""

    verb: ClassVar[str] = "escape"

    def __str__(self) -> str:
        return "escape"


@attrs.frozen
class TakeReward(Action):
    """``take-reward <n>``: gain instant reward ``n`` (1-based) of the defeated enemy's offer."""

    verb: ClassVar[str] = "take-reward"
    n: int

    def __str__(self) -> str:
        return f"take-reward {self.n}"


@attrs.frozen
class SkipReward(Action):
    """``skip-reward``: decline the rest of the instant rewards on offer."""

    verb: ClassVar[str] = "skip-reward"

    def __str__(self) -> str:
        return "skip-reward"


@attrs.frozen
class DiscardCard(Action):
    """``discard-card <card-id>``: discard a card from hand (a ``discard`` effect or the hand limit)."""

    verb: ClassVar[str] = "discard-card"
    card: str

    def __str__(self) -> str:
        return f"discard-card {self.card}"


EncounterAction = (
    Draw | Play | Commit | Roll | ApplyDie | Use | EndPhase | Resolve | Escape | TakeReward | SkipReward | DiscardCard
)

_NO_ARGS: dict[str, Action] = {
    "draw": Draw(),
    "roll": Roll(),
    "end-phase": EndPhase(),
    "resolve": Resolve(),
    "escape": Escape(),
    "skip-reward": SkipReward(),
}

#: Every verb :func:`parse_encounter_action` understands.
ENCOUNTER_VERBS: frozenset[str] = frozenset(
    {*_NO_ARGS, "play", "commit", "apply", "use", "take-reward", "discard-card"}
)


def _positive(text: str) -> int | None:
    return int(text) if text.isdigit() and int(text) >= 1 else None


def parse_encounter_action(text: str) -> Action | None:
    """Read an encounter action from its notation; None when the verb is not an encounter verb.

    Raises ``ValueError`` with a plain-words reason when the verb is an encounter verb but the arguments
    are malformed (e.g. ``"commit green 2"``: green is not a dice colour).
    """
    words = text.split()
    if not words or words[0] not in ENCOUNTER_VERBS:
        return None
    verb, args = words[0], words[1:]
    if verb in _NO_ARGS:
        if args:
            raise ValueError(f"'{verb}' takes no arguments")
        return _NO_ARGS[verb]
    if verb == "play":
        chain = _positive(args[2]) if len(args) == 3 and args[1] == "on" else None
        if chain is None:
            raise ValueError("write 'play <card-id> on <chain>', chain being the enemy's number (1, 2 …)")
        return Play(args[0], chain)
    if verb == "commit":
        n = _positive(args[1]) if len(args) == 2 else None
        if n is None or args[0] not in DICE_COLOURS:
            raise ValueError(f"write 'commit <colour> <n>', colour one of {', '.join(DICE_COLOURS)}, n ≥ 1")
        return Commit(args[0], n)
    if verb == "apply":
        die = _positive(args[0]) if len(args) == 3 and args[1] == "to" else None
        enemy = _positive(args[2]) if len(args) == 3 else None
        if die is None or enemy is None:
            raise ValueError("write 'apply <die> to <enemy>', both numbers counted from 1")
        return ApplyDie(die, enemy)
    if verb == "take-reward":
        n = _positive(args[0]) if len(args) == 1 else None
        if n is None:
            raise ValueError("write 'take-reward <n>', n counted from 1")
        return TakeReward(n)
    # use / discard-card take one id
    if len(args) != 1:
        raise ValueError(f"write '{verb} <id>'")
    return Use(args[0]) if verb == "use" else DiscardCard(args[0])
