"""What the engine knows and how far its numbers go: the kinds of decisions, queued work and readings it can
resume, and a bound on every number of the state (the save loader checks a sheet against these; the engine's
own gate keeps to them, so a game played here always loads again).

Bounds come from the rules where the rules give one (S0, S1, rules-decisions.md) and are otherwise generous
caps no campaign comes near, chosen so that no value can make the engine build something huge (an encounter
builds 1 + attribute dice per colour, rules-decisions.md "Dice").
"""

from __future__ import annotations

#: Decisions the engine lists answers for (``legal.pending_actions``; state.Pending).
PENDING_KINDS: tuple[str, ...] = (
    "journal",
    "equip",
    "guardian",
    "rest",
    "advance",
    "pick-card",
    "skill",
    "claim",
    "secret",
    "mercy",
    "join",
    "discard-items",
    "next-chapter",
)
#: Queued work the engine's loop runs (``Game._process``; state.Task).
TASK_KINDS: tuple[str, ...] = (
    "effects",
    "sod",
    "eod",
    "new-day",
    "section",
    "section-end",
    "section-close",
    "arrive",
    "guardians",
    "after-explore",
    "death",
)
#: Start of the Day steps 1–8 (S1) and the End of the Day steps run per character (S1 stage III; ``day``).
START_OF_DAY_STEPS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8)
END_OF_DAY_STEPS: tuple[int, ...] = (1, 2, 3, 5)
#: Journal readings (state.Exploration).
READING_KINDS: tuple[str, ...] = ("explore", "dream", "nightmare", "event", "mercy")
#: Encounter kinds (S2) and how a member left the fight.
ENCOUNTER_KINDS: tuple[str, ...] = ("combat", "diplomacy")
LEFT_KINDS: tuple[str, ...] = ("escaped", "dying")
#: How a game ends (``death.end_game``; a win is ``won <name>``).
OUTCOMES: tuple[str, ...] = ("failure", "death")

#: Players in a game (S1 setup: 1 to 4).
MAX_PLAYERS = 4
#: Highest attribute. From the 3rd point on every point brings a Skill card and, past the pair's 5th point,
#: costs 10 Exp (S0 "Advancing Attributes"): 30 in one attribute is beyond any campaign.
MAX_ATTRIBUTE = 30
#: Highest resource (Food, Wealth, Reputation, Magic, Experience): the printed sheet's three-digit boxes.
MAX_RESOURCE = 999
#: Counters the rules leave open (Time Tokens on a card, Time and Quest Dials, hits on an enemy, block,
#: encounter rounds, Strategy phases): three digits, far beyond any card's numbers.
MAX_COUNT = 999
#: Last day of a campaign the sheet accepts (a chapter runs some tens of days).
MAX_DAY = 9999
#: Digits of a setup seed (any whole number is folded into 64 bits, ``Rng.from_seed``).
MAX_SEED_DIGITS = 100


def dying_days(players: int) -> int:
    """Days on the You Are Dying card: 3 solo, 2 co-op (rules-decisions.md "Dying and Going Insane")."""
    from grail_desktop.engine.tracks import DYING_DAYS_COOP, DYING_DAYS_SOLO  # tracks uses these bounds

    return DYING_DAYS_SOLO if players == 1 else DYING_DAYS_COOP


def seed_in_bounds(seed: int) -> bool:
    """True when ``seed`` has at most :data:`MAX_SEED_DIGITS` digits."""
    limit: int = 10**MAX_SEED_DIGITS
    return -limit < seed < limit
