"""The Order of the Day: Start of the Day steps 1–8 and End of the Day per character (S1, rules-decisions.md).

Each step is a queued :class:`~grail_desktop.engine.state.Task` (``sod`` with ``step`` 1–8, ``eod`` with a
character and ``step`` 1–5, then ``new-day``) so that a step that needs a decision or starts an encounter
simply pauses the queue. Day 1 starts at Start of the Day step 5 (rules-decisions.md "Order of the day").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine import belongings, hosting, journal, mapgrid, triggers, world
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import ATTRIBUTE_PAIRS, ITEM_KEYWORDS
from grail_desktop.engine.state import Pending, Task
from grail_desktop.engine.tracks import is_exhausted, is_insane
from grail_desktop.engine.wording import plural

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game

#: Guardian die faces (rules-decisions.md "Guardians").
GUARDIAN_DIE: tuple[str, ...] = ("north", "east", "south", "west", "nothing", "discard")
#: The Guardian die's faces as the chronicle says them.
GUARDIAN_FACE_WORDS = {"nothing": "the blank face", "discard": "the discard face"}
#: Wyrdness: Health lost and Terror gained (S0 "Menhirs and Wyrdness").
WYRD_HEALTH = 2
WYRD_TERROR = 2
#: Experience paid to look at three Advancement Pool cards (S0 "Advancing Combat or Diplomacy Decks").
ADVANCE_COST = 2
MIN_DECK = 15


def attribute_cost(attributes: dict[str, int], attribute: str) -> int:
    """Exp to raise ``attribute`` by one: 2 × the pair's total after the raise, at most 10 (S0; rules-decisions)."""
    pair = next(p for p in ATTRIBUTE_PAIRS if attribute in p)
    total = attributes.get(pair[0], 0) + attributes.get(pair[1], 0)
    return min(10, 2 * (total + 1))


def start_of_day_tasks(first: int = 1) -> list[Task]:
    """The Start of the Day steps from ``first`` to 8 as queued tasks (S1 "Start of the Day")."""
    return [Task("sod", step=n) for n in range(first, 9)]


def run_start_step(g: Game, step: int) -> None:
    """Run one Start of the Day step (S1 steps 1–8; rules-decisions.md "Order of the day")."""
    s = g.state
    if step == 1:
        expired = sorted(m.location for m in s.menhirs.values() if m.dial <= 0)
        for loc in expired:
            del s.menhirs[str(loc)]
            g.emit(
                Event("MenhirExpired", f"The Menhir at {g.place_name(int(loc))} goes dark", data=(("location", loc),))
            )
        if not s.menhirs:
            if s.last_menhir:
                # rules-decisions.md: after the last Menhir goes dark, wyrdness at each later Start of the Day
                for c in g.living():
                    g.emit(Event("Wyrdness", f"The wyrdness gnaws at {g.name(c)}", c))
                    g.change(c, "health", -WYRD_HEALTH)
                    g.change(c, "terror", WYRD_TERROR)
            elif expired:
                s.last_menhir = True
                g.emit(Event("LastMenhirOut", "The last Menhir has gone dark; the remaining land stays"))
    elif step == 2:
        if s.menhirs:
            world.remove_out_of_range(g)
    elif step == 3:
        for m in sorted(s.menhirs.values(), key=lambda m: m.location):
            if m.dial > 0:
                m.dial -= 1
                text = (
                    f"The Menhir dial at {g.place_name(m.location)} shows {plural(m.dial, 'day')} of light"
                    if m.dial
                    else f"The Menhir dial at {g.place_name(m.location)} is removed; it goes dark tomorrow"
                )
                g.emit(Event("MenhirDialReduced", text, data=(("location", m.location), ("dial", m.dial))))
    elif step == 4:
        for name in sorted(s.time_dials):
            if s.time_dials[name] <= 1:
                del s.time_dials[name]
                g.emit(Event("DialRemoved", f"Time Dial “{g.thing_name(name)}” ran out", data=(("dial", name),)))
            else:
                s.time_dials[name] -= 1
                g.emit(
                    Event(
                        "DialReduced",
                        f"Time Dial “{g.thing_name(name)}” shows {s.time_dials[name]}",
                        data=(("dial", name),),
                    )
                )
        for p in s.locations.values():
            if p.time_tokens > 0:
                p.time_tokens -= 1
                g.emit(
                    Event(
                        "TimeTokenRemoved",
                        f"A Time Token leaves {g.place_name(p.number)}",
                        data=(("location", p.number),),
                    )
                )
        for c in g.living():
            ch = s.characters[c]
            if ch.dying:
                ch.dying_countdown = max(0, ch.dying_countdown - 1)
                g.emit(
                    Event("DyingWorsened", f"{g.name(c)} has {plural(ch.dying_countdown, 'day')} left to recover", c)
                )
                if ch.dying_countdown == 0:
                    s.work.insert(0, Task("death", character=c))
    elif step == 5:
        reveal_event(g)
    elif step == 6:
        move_guardians(g)
    elif step == 8:
        for c in g.living():
            for keyword in ITEM_KEYWORDS:
                belongings.check_keyword(g, c, keyword)
            triggers.fire(g, c, "start-of-day")


def reveal_event(g: Game) -> None:
    """S1 step 5: reveal the top Event; quests go to Active Quests; its effects touch every character."""
    s = g.state
    if s.current_event is not None and s.current_event not in s.active_quests:
        s.event_discard.append(s.current_event)
    s.current_event = None
    if not s.event_deck:
        g.emit(Event("EventDeckEmpty", "The Event deck is empty"))
        return
    event_id = s.event_deck.pop(0)
    g.mark_irreversible()
    ev = g.catalog.events[event_id]
    s.current_event = event_id
    g.emit(Event("EventRevealed", f"Event: {ev.title}", data=(("event", event_id),)))
    # A quest already handed out by the journal and completed does not come back when its card turns up.
    if ev.quest is not None and event_id not in s.active_quests and event_id not in s.completed_quests:
        s.active_quests.append(event_id)
        g.emit(Event("QuestAdded", f"New Active Quest: {ev.title}", data=(("event", event_id),)))
    if ev.effects:
        s.work.insert(
            0, Task("effects", party=g.living(), effects=[str(e) for e in ev.effects], source=f"event:{event_id}")
        )


def move_guardians(g: Game) -> None:
    """S1 step 6: roll the Guardian die for each Guardian (rules-decisions.md "Guardians")."""
    s = g.state
    fights: list[Task] = []
    for guardian in list(s.guardians):
        face = GUARDIAN_DIE[g.rng.below(6)]
        g.mark_irreversible()
        name = g.enemy_name(guardian.enemy)
        rolled = f"{name} rolls {GUARDIAN_FACE_WORDS.get(face, face)} on the Guardian die"
        if face == "discard":
            s.guardians.remove(guardian)
            hosting.discard_enemy(g, guardian.enemy)
            g.emit(
                Event(
                    "GuardianDiscarded",
                    f"{rolled}: it leaves the map",
                    data=(("enemy", guardian.enemy),),
                )
            )
            continue
        if face != "nothing":
            links = dict(mapgrid.connected(g.catalog, s, guardian.location))
            target = links.get(face)
            if target is None and links:
                target = max(links.values())
            if target is not None:
                guardian.location = target
                g.emit(
                    Event(
                        "GuardianMoved",
                        f"{rolled}: it moves to {g.place_name(target)}",
                        data=(("enemy", guardian.enemy), ("location", target)),
                    )
                )
        else:
            g.emit(
                Event(
                    "GuardianStayed",
                    f"{rolled}: it does not move",
                    data=(("enemy", guardian.enemy),),
                )
            )
        present = [c for c in g.living() if s.characters[c].location == guardian.location]
        if present:
            fights.append(
                Task("guardians", party=present, effects=[guardian.enemy], location=guardian.location, source="roam")
            )
    s.work[0:0] = fights


# ------------------------------------------------------------------ End of the Day


def _why_no_energy(g: Game, character: str) -> str:
    c = g.state.characters[character]
    if c.dying:
        return f" (Dying, {plural(c.dying_countdown, 'day')} left: only Health restores Energy, and Health is 0)"
    return ""


def say_who_cannot_act(g: Game) -> None:
    """At the start of During the Day: name each living character who has no Energy and so takes no turn
    today (S1 "During the Day"), and say when nobody can act so the day passes at once (issue 20)."""
    s = g.state
    idle = [c for c in g.living() if s.characters[c].energy == 0]
    for c in idle:
        g.emit(Event("TurnSkipped", f"{g.name(c)} has no Energy and takes no turn today{_why_no_energy(g, c)}", c))
    if idle and len(idle) == len(g.living()):
        g.emit(Event("DaySkipped", f"Day {s.day}: nobody has Energy to act, so the day passes to its End"))


def say_why_the_day_ends(g: Game) -> None:
    """Before the End of the Day: when someone who has not passed runs out of Energy, say so (issue 20)."""
    s = g.state
    out = [c for c in g.living() if not s.characters[c].passed and s.characters[c].energy == 0]
    if out:
        names = ", ".join(g.name(c) for c in out)
        g.emit(Event("DayOver", f"{names}: no Energy left, so the day ends for them"))


def end_of_day_tasks(g: Game) -> list[Task]:
    """End of the Day steps for every living character in turn order, then the new day (S1 stage III)."""
    tasks = [Task("eod", character=c, step=n) for c in g.living() for n in (1, 2, 3, 5)]
    tasks.append(Task("new-day"))
    return tasks


def run_end_step(g: Game, character: str, step: int) -> None:
    """One End of the Day step for one character (S1 stage III; rules-decisions.md "Order of the day")."""
    s = g.state
    c = s.characters[character]
    if c.dead:
        return
    d = g.catalog.characters[character]
    if step == 1:
        s.pending.append(Pending("rest", character, options=["eat", "fast"] if c.resources["food"] else ["fast"]))
    elif step == 2:
        start = d.energy.start
        target = min(c.energy + 4, start) if is_exhausted(c) else max(c.energy, start)
        target = min(target, c.health, d.energy.max)
        if target > c.energy:
            g.change(character, "energy", target - c.energy)
        triggers.fire(g, character, "end-of-day")
    elif step == 3:
        s.pending.append(Pending("advance", character))
    elif step == 5:
        if character in s.end_of_day:
            s.end_of_day.remove(character)
        loc = g.catalog.locations[c.location]
        if "dream" not in loc.seals:
            return
        section = loc.nightmare if is_insane(c, d) and loc.nightmare else loc.dream
        if section is None:
            return
        kind = "nightmare" if section == loc.nightmare and section != loc.dream else "dream"
        journal.open_journal(g, character, [character], section, kind)


def new_day(g: Game) -> None:
    """Close the day and queue the next Start of the Day (steps 1–8)."""
    s = g.state
    s.day += 1
    s.phase = "start"
    s.action_log = []
    s.end_of_day = []
    for c in s.characters.values():
        c.passed = False
        c.acted = False
    for p in s.locations.values():
        p.action_used = False
    g.emit(Event("DayStarted", f"Day {s.day} begins", data=(("day", s.day),)))
    s.work[0:0] = start_of_day_tasks(1)
