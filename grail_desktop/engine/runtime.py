"""The journal runtime: what every effect and condition word of ``effects.py`` does outside encounters.

Effects run inside a :class:`~grail_desktop.engine.state.Task` that names the acting character and the
party. Who an effect touches (S1 "Explore", "In a Party"; the split is decided in docs/rules.md):
track changes (Energy, Health, Terror) touch every party member; resources gained or paid go to / come from
the acting character (rewards do not scale with the party); with no acting character (Event cards) every
member is touched. Encounter-only words (``hits``, ``draw`` …) belong to the encounter machine and do nothing
here. Conditions are checked for the acting character, items and secrets for the whole party.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from grail_desktop.engine import belongings, chapters, death, hosting, journal, world, worldtext
from grail_desktop.engine.core import Event
from grail_desktop.engine.effects import (
    ENCOUNTER_ONLY,
    Condition,
    Effect,
    parse_condition,
    parse_effect,
)
from grail_desktop.engine.state import Exploration, Task
from grail_desktop.engine.tracks import amount_of, has_state
from grail_desktop.engine.wording import plural

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game

TRACK_WORDS = ("energy", "health", "terror")


@lru_cache(maxsize=4096)
def effect(text: str) -> Effect:
    """Parse an effect text once (the state keeps texts, the runtime needs values)."""
    return parse_effect(text)


@lru_cache(maxsize=4096)
def condition(text: str) -> Condition:
    return parse_condition(text)


def targets(g: Game, task: Task, what: str) -> list[str]:
    """The characters a gain/lose/pay of ``what`` touches (module docstring)."""
    alive = [c for c in task.party if not g.state.characters[c].dead]
    if what in TRACK_WORDS or task.character is None:
        return alive
    return [task.character] if task.character in alive else alive[:1]


def actor(g: Game, task: Task) -> str | None:
    if task.character is not None:
        return task.character
    return next((c for c in task.party if not g.state.characters[c].dead), None)


# ------------------------------------------------------------------ conditions


def status_marked(statuses: list[str], name: str) -> bool:
    """``name`` is marked, or (for a name without a part) any numbered part ``name.N`` is (S0 "Statuses")."""
    if name in statuses:
        return True
    return "." not in name and any(s.startswith(name + ".") for s in statuses)


def holds(g: Game, character: str, what: Condition) -> bool:
    """Evaluate one condition for ``character`` acting with ``party`` = themselves."""
    return check(g, Task("check", character=character, party=[character]), what)


def check(g: Game, task: Task, cond: Condition) -> bool:
    """Evaluate ``cond`` in the context of ``task`` (docs/content-format.md "Conditions")."""
    s = g.state
    word, args = cond.word, cond.args
    who = actor(g, task)
    party = [c for c in task.party if not s.characters[c].dead] or ([who] if who else [])
    if word == "status":
        return status_marked(s.statuses, args[0])
    if word == "not-status":
        return not status_marked(s.statuses, args[0])
    if word in ("ending", "not-ending"):
        # an earlier chapter ended this way (engine.chapters): the world remembers it
        return (args[0] in s.endings) == (word == "ending")
    if word == "party":
        return len(party) >= cond.int_arg(0)
    if word == "quest-dial":
        return s.quest_dials.get(args[0], 0) >= cond.int_arg(1)
    if word == "day":
        return s.day >= cond.int_arg(0)
    if word in ("odd-night", "even-night"):
        # the night that ends an odd (even) Day: every character sleeping tonight reads the same (issue 23)
        return (s.day % 2 == 1) == (word == "odd-night")
    if word == "quest":
        return args[0] in s.active_quests
    if word in ("menhir", "not-menhir"):
        # The Menhir on that card is Active now (S0 "Menhirs"): lit, its dial not yet run out.
        return (args[0] in s.menhirs) == (word == "menhir")
    if word in ("sunk", "not-sunk"):
        # The card sank into the wyrdness at a dawn and is not on the map now (S0 "Discarding").
        return (cond.int_arg(0) in worldtext.sunk_numbers(s)) == (word == "sunk")
    if word in ("at", "not-at"):
        # someone of the party stands on that card now (issue 23: "Events know where the party is")
        here = any(s.characters[c].location == cond.int_arg(0) for c in party)
        return here == (word == "at")
    if word in ("has-item", "not-item"):
        found = any(args[0] in s.characters[c].items for c in party)
        return found if word == "has-item" else not found
    if word in ("has-secret", "not-secret"):
        found = any(args[0] in s.characters[c].secrets for c in party)
        return found if word == "has-secret" else not found
    if who is None:
        return False
    c = s.characters[who]
    if word == "attribute":
        return c.attributes.get(args[0], 0) >= cond.int_arg(1)
    if word == "has":
        return amount_of(c, args[0]) >= cond.int_arg(1)
    if word in ("state", "not-state"):
        result = has_state(c, g.catalog.characters[who], args[0])
        return result if word == "state" else not result
    if word == "character":
        return who == args[0]
    raise ValueError(f"unknown condition word '{word}'")


def all_hold(g: Game, task: Task, conditions: tuple[Condition, ...] | list[str]) -> bool:
    for cond in conditions:
        value = condition(cond) if isinstance(cond, str) else cond
        if not check(g, task, value):
            return False
    return True


def shortfall(
    g: Game, payers: list[str], costs: tuple[Effect, ...] | list[Effect] | list[str]
) -> list[tuple[str, int, int]]:
    """``(resource, needed, held)`` for each ``pay``/``lose`` cost that ``payers`` together cannot cover (the
    same resource added up); empty when every cost can be paid."""
    need: dict[str, int] = {}
    for e in costs:
        value = effect(e) if isinstance(e, str) else e
        if value.word in ("pay", "lose"):
            need[value.args[0]] = need.get(value.args[0], 0) + value.int_arg(1)
    held = {what: sum(amount_of(g.state.characters[p], what) for p in payers) for what in need}
    return [(what, n, held[what]) for what, n in need.items() if held[what] < n]


def can_pay(g: Game, payers: list[str], costs: tuple[Effect, ...] | list[Effect] | list[str]) -> bool:
    """Whether ``payers`` together hold every ``pay``/``lose`` cost (paid in order, first payer first)."""
    return not costs or not shortfall(g, payers, costs)


def pay_costs(
    g: Game,
    payers: list[str],
    costs: tuple[Effect, ...] | list[Effect] | list[str],
    shares: dict[str, dict[str, int]] | None = None,
) -> list[Effect]:
    """Pay every ``pay``/``lose`` cost from ``payers`` in order; returns the other (non-cost) effects.

    ``shares`` (resource → payer → amount, checked by ``legal``) says how the party split a resource instead:
    those are paid as agreed (rules-decisions.md "Parties": shared costs split any way)."""
    rest: list[Effect] = []
    for what, split in (shares or {}).items():
        for p, n in split.items():
            if n > 0:
                g.change(p, what, -n)
    for e in costs:
        value = effect(e) if isinstance(e, str) else e
        if value.word not in ("pay", "lose"):
            rest.append(value)
            continue
        if shares and value.args[0] in shares:
            continue
        what, left = value.args[0], value.int_arg(1)
        for p in payers:
            if left <= 0:
                break
            have = amount_of(g.state.characters[p], what)
            take = min(have, left)
            if take:
                g.change(p, what, -take)
                left -= take
    return rest


# ------------------------------------------------------------------ effects


def execute(g: Game, task: Task, eff: Effect) -> None:
    """Run one effect for ``task`` (S0/S1 and docs/content-format.md). May queue work, open a decision or
    start an encounter; the caller stops and keeps the task's remaining effects for later."""
    s = g.state
    word, args = eff.word, eff.args
    if word in ENCOUNTER_ONLY:
        return
    if word in ("gain", "lose", "pay"):
        what, n = args[0], eff.int_arg(1)
        for c in targets(g, task, what):
            g.change(c, what, n if word == "gain" else -n)
        return
    if word == "mark":
        if args[0] not in s.statuses:
            s.statuses.append(args[0])
            s.statuses.sort()
            g.emit(Event("StatusMarked", f"Status: {g.thing_name(args[0])}", data=(("status", args[0]),)))
        return
    if word == "unmark":
        if args[0] in s.statuses:
            s.statuses.remove(args[0])
            g.emit(Event("StatusCleared", f"Status cleared: {g.thing_name(args[0])}", data=(("status", args[0]),)))
        return
    if word == "goto":
        task.effects.clear()
        journal.goto_section(g, task, args[0])
        return
    if word == "end":
        task.effects.clear()
        journal.end_exploration(g)
        return
    if word == "quest":
        if args[0] not in s.active_quests and args[0] not in s.completed_quests:
            s.active_quests.append(args[0])
            title = g.catalog.events[args[0]].title if args[0] in g.catalog.events else args[0]
            g.emit(Event("QuestAdded", f"New Active Quest: {title}", data=(("event", args[0]),)))
        return
    if word == "complete-quest":
        if args[0] in s.active_quests:
            s.active_quests.remove(args[0])
        if args[0] not in s.completed_quests:
            s.completed_quests.append(args[0])
            title = g.catalog.events[args[0]].title if args[0] in g.catalog.events else args[0]
            g.emit(Event("QuestCompleted", f"Quest completed: {title}", data=(("event", args[0]),)))
        return
    if word == "random-events":
        n = min(eff.int_arg(0), len(s.random_events))
        drawn = s.random_events[:n]
        del s.random_events[:n]
        s.event_deck[0:0] = drawn
        if n:
            g.emit(
                Event(
                    "RandomEventsAdded", f"{plural(n, 'random event')} put on top of the Event deck", data=(("n", n),)
                )
            )
        return
    if word == "time-dial":
        s.time_dials[args[0]] = eff.int_arg(1)
        g.emit(
            Event("DialSet", f"Time Dial “{g.thing_name(args[0])}” set to {eff.int_arg(1)}", data=(("dial", args[0]),))
        )
        return
    if word == "quest-dial":
        s.quest_dials[args[0]] = eff.int_arg(1)
        g.emit(
            Event(
                "DialSet",
                f"The Quest Dial of “{g.thing_name(args[0])}” is set to {eff.int_arg(1)}",
                data=(("dial", args[0]),),
            )
        )
        return
    if word == "advance-quest-dial":
        s.quest_dials[args[0]] = s.quest_dials.get(args[0], 0) + eff.int_arg(1)
        g.emit(
            Event(
                "DialSet",
                f"“{g.thing_name(args[0])}” moves on: its Quest Dial now shows {s.quest_dials[args[0]]}",
                data=(("dial", args[0]),),
            )
        )
        return
    if word == "time-token":
        world.add_time_tokens(g, int(args[0]), eff.int_arg(1))
        return
    if word == "win":
        if not chapters.ends_this_chapter(g, args[0]):
            g.emit(Event("StoryClosed", f"That story ended with an earlier chapter: {g.thing_name(args[0])}"))
            return
        death.end_game(g, f"won {args[0]}")
        return
    if word == "replace":
        world.replace_location(g, int(args[0]), int(args[1]))
        return
    if word in ("move", "move-lowest"):
        world.special_move(g, task, int(args[0]) if args else None)
        return
    who = actor(g, task)
    if who is None:
        return
    if word == "item":
        belongings.gain_item(g, who, args[0])
        return
    if word == "draw-item":
        belongings.draw_item(g, who, args[0])
        return
    if word == "discard-item":
        holder = next((c for c in [who, *task.party] if args[0] in s.characters[c].items), None)
        if holder is not None:
            belongings.discard_item(g, holder, args[0])
        return
    if word == "discard-items":
        belongings.discard_items(g, who, eff.int_arg(0))
        return
    if word == "secret":
        belongings.gain_secret(g, who, args[0])
        return
    if word == "discard-secret":
        holder = next((c for c in [who, *task.party] if args[0] in s.characters[c].secrets), None)
        if holder is not None:
            belongings.discard_secret(g, holder, args[0])
        return
    if word == "encounter":
        hosting.encounter_from_deck(g, task, args[0], eff.int_arg(1) if len(args) > 1 else None)
        return
    if word == "fight":
        hosting.fight(g, task, *args)
        return
    raise ValueError(f"unknown effect word '{word}'")


def section_options(g: Game, task: Task, exploration: Exploration) -> list[int]:
    """1-based numbers of the options of the current section that can be chosen now (conditions + costs)."""
    section = g.catalog.journal[exploration.section]
    out = []
    for i, option in enumerate(section.options, start=1):
        if all_hold(g, task, option.conditions) and can_pay(g, [task.character or exploration.character], option.costs):
            out.append(i)
    return out
