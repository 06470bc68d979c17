"""The greedy bot in a fight (issue 13; docs/encounters.md): take rewards, escape a fight it is losing, put
hits on the weakest enemy still standing, play cards onto the chains (the weakest enemy's first), draw,
commit every die of the dial's colour, roll, and start another Strategy phase while something can change.
In a later chapter the strongest card in hand (``card_value``) is played first (issue 24).
"""

from __future__ import annotations

from grail_desktop.engine import Game
from grail_desktop.engine.core import Action
from grail_desktop.engine.defs import StrikeCardDef
from grail_desktop.engine.encounter import (
    ApplyDie,
    Commit,
    DiscardCard,
    Draw,
    EncounterState,
    EndPhase,
    Escape,
    Play,
    Resolve,
    Roll,
    SkipReward,
    TakeReward,
    Use,
)


def fight(game: Game, enc: EncounterState, legal: list[Action]) -> Action:
    """One of ``legal`` (the encounter's legal actions, not empty) for the member whose turn it is."""
    s = game.state
    take = [a for a in legal if isinstance(a, TakeReward)]
    if take:
        return take[0]
    skip = [a for a in legal if isinstance(a, SkipReward)]
    if skip:
        return skip[0]
    discards = [a for a in legal if isinstance(a, DiscardCard)]
    if discards:
        return discards[-1]
    member = enc.current()
    standing = [i for i, e in enumerate(enc.enemies) if not e.defeated]

    def left(i: int) -> int:
        enemy = game.catalog.enemies.get(enc.enemies[i].id)
        health = enemy.health if enemy is not None else 1
        return health - enc.enemies[i].hits

    weakest = min(standing, key=lambda i: (left(i), i)) if standing else 0
    escape = [a for a in legal if isinstance(a, Escape)]
    if escape and standing:
        ch = s.characters[member.character]
        hits_needed = sum(left(i) for i in standing)
        dice = len(member.pool) + len(member.active)
        losing = ch.health <= 2 or (ch.health <= 4 and hits_needed > dice + len(member.hand) + 1)
        if losing or len(legal) == 1:
            return escape[0]
    applies = [a for a in legal if isinstance(a, ApplyDie)]
    if applies and standing:
        on_weakest = [a for a in applies if a.enemy - 1 == weakest]
        on_standing = [a for a in applies if a.enemy - 1 in standing]
        if on_weakest or on_standing:
            return (on_weakest or on_standing)[0]
    uses = [a for a in legal if isinstance(a, Use)]
    if uses and standing:
        return uses[0]
    plays = [a for a in legal if isinstance(a, Play)]
    if plays and standing:
        plays_on_weakest = [a for a in plays if a.chain - 1 == weakest] or plays
        if s.chapter > (game.catalog.campaign.chapters or (s.chapter,))[0]:
            # a later chapter (issue 24): the strongest card first, so the Advancement Pools' cards bought for
            # it are played when in hand; Chapter I keeps the hand's order, as its balance was measured
            return max(plays_on_weakest, key=lambda a: (later_card_value(game.catalog.cards[a.card]), -plays.index(a)))
        return plays_on_weakest[0]
    draw = [a for a in legal if isinstance(a, Draw)]
    if draw and standing and member.deck:
        return draw[0]
    colours = {d.colour for d in member.pool} if enc.any_colour else {enc.dial}
    commits = [a for a in legal if isinstance(a, Commit) and a.colour in colours]
    if commits and standing:
        return max(commits, key=lambda a: a.n)
    roll = [a for a in legal if isinstance(a, Roll)]
    if roll and any(d.face is None for d in member.active):
        return roll[0]
    end = [a for a in legal if isinstance(a, EndPhase)]
    if end and standing and (member.pool or member.deck or member.hand):
        return end[0]
    resolve = [a for a in legal if isinstance(a, Resolve)]
    if resolve:
        return resolve[0]
    if roll:
        return roll[0]
    return legal[0]


#: what one effect word of a card's strike is worth to the greedy bot, a point per unit
_CARD_WORDS = {"hits": 2.0, "add-die": 1.2, "strike-again": 1.0, "any-colour": 1.0, "block": 0.8, "refresh-die": 0.8,
               "turn-dial": 0.6, "draw": 0.5}  # fmt: skip
#: what a card's ``gain`` of a resource is worth a unit (issue 24: Chapter II's own cards bring Magic, Food and
#: Experience, what its lost games ran out of); ``gain terror`` is not here: it stays a cost, as on every Chapter I
#: card that has it
_CARD_GAINS = {"magic": 1.5, "food": 1.2, "experience": 1.0, "health": 1.0, "wealth": 0.5}


def card_value(card: StrikeCardDef) -> float:
    """A Combat or Diplomacy card's worth to the greedy bot: its strike effects (hits count most; Magic, Food,
    Health or Wealth gained count for it, a cost in a track or resource and Terror gained against it) and its
    right-edge nodes (what can follow it)."""
    value = 0.0
    for strike in card.strikes:
        for e in strike.effects:
            numbers = [int(a) for a in e.args if a.isdigit()]
            units = 1 if e.word in ("strike-again", "any-colour", "turn-dial") else (numbers[-1] if numbers else 1)
            if e.word in _CARD_WORDS:
                value += _CARD_WORDS[e.word] * units
            elif e.word == "gain" and e.args[0] in _CARD_GAINS:
                value += _CARD_GAINS[e.args[0]] * units
            elif e.word in ("lose", "gain", "discard"):
                value -= 0.7 * units
    return value + 0.5 * len(card.right_nodes)


#: in a later chapter, what each point of Health, Terror or another resource a card costs weighs besides
#: ``card_value``'s own 0.7: a run log showed the cards that cost Health or Terror slowing the bot's chapter
LATER_COST = 1.5


def later_card_value(card: StrikeCardDef) -> float:
    """``card_value`` with its costs (``lose``, ``gain terror``, ``discard``) weighing LATER_COST more a point:
    the greedy bot's measure in a later chapter (issue 24), where it both buys and plays by it."""
    cost = 0
    for strike in card.strikes:
        for e in strike.effects:
            numbers = [int(a) for a in e.args if a.isdigit()]
            if e.word in ("lose", "discard") or (e.word == "gain" and "terror" in e.args):
                cost += numbers[-1] if numbers else 1
    return card_value(card) - LATER_COST * cost
