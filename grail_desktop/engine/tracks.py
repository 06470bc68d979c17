"""Survival tracks, resources and the character states that derive from them.

Rules: S0 "Survival Tracks" and rules-decisions.md "Survival tracks" / "Dying and Going Insane":
Energy never exceeds Health (lowering Health lowers Energy); Exhausted is Energy ≤ 1; Going Insane is Terror
in the top two slots of the character's track; Panic is Terror > Health; Dying starts when Health reaches 0.
Resources never go below 0 nor above ``bounds.MAX_RESOURCE``.
"""

from __future__ import annotations

from grail_desktop.engine.bounds import MAX_RESOURCE
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import RESOURCES, CharacterDef
from grail_desktop.engine.state import CharacterState
from grail_desktop.engine.wording import plural

#: Days on the You Are Dying card: solo 3, co-op 2 (rules-decisions.md "Dying and Going Insane").
DYING_DAYS_SOLO = 3
DYING_DAYS_COOP = 2


def is_exhausted(c: CharacterState) -> bool:
    """Energy in the two red slots, 0 or 1 (rules-decisions.md)."""
    return c.energy <= 1


def is_insane(c: CharacterState, d: CharacterDef) -> bool:
    """Terror in the top two slots of this character's Terror track (rules-decisions.md)."""
    return c.terror >= d.terror.max - 1


def is_panic(c: CharacterState) -> bool:
    """Terror strictly greater than Health (S0, rules-decisions.md)."""
    return c.terror > c.health


def has_state(c: CharacterState, d: CharacterDef, name: str) -> bool:
    """The ``state`` condition word: exhausted, panic, insane or dying (effects.STATES)."""
    if name == "exhausted":
        return is_exhausted(c)
    if name == "panic":
        return is_panic(c)
    if name == "insane":
        return is_insane(c, d)
    return c.dying


def amount_of(c: CharacterState, what: str) -> int:
    """Current value of a resource or track (``effects.GAINABLE``)."""
    if what in RESOURCES:
        return c.resources.get(what, 0)
    value: int = getattr(c, what)
    return value


#: States a track move can start or end, with what each does (rules-decisions.md "Survival tracks"); Dying
#: has its own events (DyingStarted / DyingEnded).
STATE_WORDS: dict[str, tuple[str, str]] = {
    "exhausted": ("Exhausted", "one card fewer in encounters and less Energy back at the End of the Day"),
    "panic": ("Panic", "Terror above Health: one Strategy phase fewer each encounter round"),
    "insane": ("Going Insane", "Terror in the top two slots: Travel costs 1 Energy more, Nightmares replace Dreams"),
}

#: The states after "is now" / "is no longer" ("is no longer Panic" read as a noun where an adjective belongs).
STATE_PHRASES: dict[str, str] = {"exhausted": "Exhausted", "panic": "in a Panic", "insane": "Going Insane"}


def change(c: CharacterState, d: CharacterDef, what: str, delta: int, *, players: int) -> list[Event]:
    """:func:`move`, then ``StateStarted`` / ``StateEnded`` events (data ``state``) for Exhausted, Panic and
    Going Insane when the move starts or ends one (issue 19: states are announced)."""
    if what in RESOURCES:  # a resource starts or ends none of these states
        return move(c, d, what, delta, players=players)
    before = [has_state(c, d, st) for st in STATE_WORDS]
    events = move(c, d, what, delta, players=players)
    for (st, (_name, does)), was in zip(STATE_WORDS.items(), before, strict=True):
        now = has_state(c, d, st)
        if now and not was:
            events.append(Event("StateStarted", f"{d.name} is now {STATE_PHRASES[st]}: {does}", c.id, (("state", st),)))
        elif was and not now:
            events.append(Event("StateEnded", f"{d.name} is no longer {STATE_PHRASES[st]}.", c.id, (("state", st),)))
    return events


def move(c: CharacterState, d: CharacterDef, what: str, delta: int, *, players: int) -> list[Event]:
    """Move a resource or track by ``delta`` keeping every invariant; returns the events.

    Tracks stop at 0 and at their maximum; Energy stops at Health. Health reaching 0 attaches You Are Dying
    with its countdown (the days kept from an earlier fall this chapter, ``dying_left``, else 3 solo / 2
    co-op); further Health loss while Dying shortens the countdown by 1; Health back above 0 removes the card
    and keeps the days left, at least 1 (rules-decisions.md "Dying and Going Insane"). The caller handles a
    countdown at 0.
    """
    events: list[Event] = []
    if delta == 0:
        return events
    if what in RESOURCES:
        before = c.resources.get(what, 0)
        c.resources[what] = max(0, min(before + delta, MAX_RESOURCE))  # bounds.MAX_RESOURCE: the sheet's boxes
        moved = c.resources[what] - before
        if moved:
            verb = "gained" if moved > 0 else "lost"
            events.append(
                Event(
                    "ResourceChanged",
                    f"{d.name} {verb} {abs(moved)} {what}",
                    c.id,
                    (("resource", what), ("delta", moved)),
                )
            )
        return events
    if what == "energy":
        before = c.energy
        c.energy = max(0, min(before + delta, d.energy.max, c.health))
        moved = c.energy - before
        if moved:
            kind = "EnergyGained" if moved > 0 else "EnergySpent"
            verb = "gained" if moved > 0 else "spent"
            events.append(Event(kind, f"{d.name} {verb} {abs(moved)} Energy", c.id, (("delta", moved),)))
        return events
    if what == "terror":
        before = c.terror
        c.terror = max(0, min(before + delta, d.terror.max))
        moved = c.terror - before
        if moved:
            verb = "gained" if moved > 0 else "lost"
            events.append(Event("TerrorChanged", f"{d.name} {verb} {abs(moved)} Terror", c.id, (("delta", moved),)))
        return events
    # health
    before = c.health
    c.health = max(0, min(before + delta, d.health.max))
    moved = c.health - before
    if moved:
        verb = "gained" if moved > 0 else "lost"
        events.append(Event("HealthChanged", f"{d.name} {verb} {abs(moved)} Health", c.id, (("delta", moved),)))
    if c.energy > c.health:
        events.append(
            Event(
                "EnergySpent",
                f"{d.name}'s Energy fell to their Health ({c.health})",
                c.id,
                (("delta", c.health - c.energy),),
            )
        )
        c.energy = c.health
    if delta < 0 and before == 0 and c.dying:
        c.dying_countdown = max(0, c.dying_countdown - 1)
        events.append(
            Event(
                "DyingWorsened",
                f"{d.name} is closer to death: {plural(c.dying_countdown, 'day')} left",
                c.id,
                (("countdown", c.dying_countdown),),
            )
        )
    elif c.health == 0 and not c.dying:
        c.dying = True
        full = DYING_DAYS_SOLO if players == 1 else DYING_DAYS_COOP
        # the countdown left from an earlier fall this chapter resumes, never above it (rules-decisions.md)
        c.dying_countdown = min(full, c.dying_left) if c.dying_left else full
        again = " again, with the days left from before" if c.dying_left else ""
        events.append(
            Event(
                "DyingStarted",
                f"{d.name} is dying{again} ({plural(c.dying_countdown, 'day')} to recover)",
                c.id,
                (("countdown", c.dying_countdown),),
            )
        )
    elif c.health > 0 and c.dying:
        c.dying = False
        c.dying_left = max(1, c.dying_countdown)
        c.dying_countdown = 0
        events.append(
            Event(
                "DyingEnded",
                f"{d.name} is no longer dying ({plural(c.dying_left, 'day')} of the countdown stay for a next fall)",
                c.id,
            )
        )
    return events
