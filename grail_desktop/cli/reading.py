"""What the bots read from a game: conditions, facts, the map as the Direction Keys draw it (issue 13).

Pure reading of the state and the catalog; nothing here changes a game. The condition words follow
``docs/content-format.md`` "Conditions"; Statuses follow the part rule (S0 "Statuses"); Menhir range is one
cell, diagonals counting (S0, rules-decisions.md "Grid and distance").
"""

from __future__ import annotations

from collections import deque

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Condition, Effect
from grail_desktop.engine.state import CharacterState, GameState
from grail_desktop.engine.worldtext import sunk_numbers

#: Grid step per Direction Key (rules-decisions.md "Grid": north is +y).
STEP: dict[str, tuple[int, int]] = {"north": (0, 1), "east": (1, 0), "south": (0, -1), "west": (-1, 0)}


def status_marked(statuses: list[str], name: str) -> bool:
    """S0 "Statuses": asking for ``bell`` is satisfied by ``bell`` or any part ``bell.N``."""
    return name in statuses or ("." not in name and any(s.startswith(name + ".") for s in statuses))


def amount(c: CharacterState, what: str) -> int:
    """A track (Energy, Health, Terror) or resource of a character."""
    if what in ("energy", "health", "terror"):
        value: int = getattr(c, what)
        return value
    return c.resources.get(what, 0)


def holds(state: GameState, who: str, party: list[str], cond: Condition) -> bool:
    """The bot's reading of a condition (docs/content-format.md "Conditions"); ``state`` words other than
    ``dying`` are treated as not holding."""
    word, args = cond.word, cond.args
    members = [who, *party]
    c = state.characters[who]
    if word in ("status", "not-status"):
        return status_marked(state.statuses, args[0]) == (word == "status")
    if word in ("ending", "not-ending"):
        return (args[0] in state.endings) == (word == "ending")
    if word == "party":
        return len(members) >= cond.int_arg(0)
    if word == "quest-dial":
        return state.quest_dials.get(args[0], 0) >= cond.int_arg(1)
    if word == "day":
        return state.day >= cond.int_arg(0)
    if word in ("odd-night", "even-night"):
        return (state.day % 2 == 1) == (word == "odd-night")
    if word == "quest":
        return args[0] in state.active_quests
    if word in ("menhir", "not-menhir"):
        return (args[0] in state.menhirs) == (word == "menhir")
    if word in ("sunk", "not-sunk"):
        return (int(args[0]) in sunk_numbers(state)) == (word == "sunk")
    if word in ("at", "not-at"):
        return any(state.characters[m].location == int(args[0]) for m in members) == (word == "at")
    if word in ("has-item", "not-item"):
        return any(args[0] in state.characters[m].items for m in members) == (word == "has-item")
    if word in ("has-secret", "not-secret"):
        return any(args[0] in state.characters[m].secrets for m in members) == (word == "has-secret")
    if word == "attribute":
        return c.attributes.get(args[0], 0) >= cond.int_arg(1)
    if word == "has":
        return amount(c, args[0]) >= cond.int_arg(1)
    if word == "character":
        return who == args[0]
    if word in ("state", "not-state"):
        return (args[0] == "dying" and c.dying) == (word == "state")
    return False


def fact_held(state: GameState, fact: str, members: list[str], dial_targets: dict[str, int]) -> bool:
    """Whether the party already holds ``fact`` (a dial counts as held once at its highest target)."""
    kind, _, name = fact.partition(":")
    if kind == "status":
        return status_marked(state.statuses, name)
    if kind == "item":
        return any(name in state.characters[m].items for m in members)
    if kind == "secret":
        return any(name in state.characters[m].secrets for m in members)
    if kind == "dial":
        return state.quest_dials.get(name, 0) >= dial_targets.get(name, 1)
    if kind == "done":
        return name in state.completed_quests or name not in state.active_quests
    if kind == "quest":
        return name in state.active_quests or name in state.completed_quests
    return False


def energy_spent(eff: Effect) -> int:
    """Energy an effect takes away (``lose energy 1``, ``pay energy 2``), never below 0."""
    if eff.word in ("lose", "pay") and eff.args and eff.args[0] == "energy":
        return eff.int_arg(1)
    return 0


def key_graph(catalog: Catalog) -> dict[int, set[int]]:
    """Location number → numbers its Direction Keys name that name it back (the map as the content draws it)."""
    aliases = {n: {n} | ({loc.legacy} if loc.legacy is not None else set()) for n, loc in catalog.locations.items()}
    graph: dict[int, set[int]] = {n: set() for n in catalog.locations}
    for n, loc in catalog.locations.items():
        for key in loc.keys.values():
            for m, other in catalog.locations.items():
                if m != n and key in aliases[m] and any(k in aliases[n] for k in other.keys.values()):
                    graph[n].add(m)
    return graph


def distances(graph: dict[int, set[int]], start: int) -> dict[int, int]:
    """Breadth-first steps from ``start`` over ``graph``."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in graph.get(here, ()):
            if nxt not in dist:
                dist[nxt] = dist[here] + 1
                queue.append(nxt)
    return dist


def in_menhir_range(state: GameState, number: int) -> bool:
    """A placed card within one cell (diagonals count) of a card whose Menhir still has a dial (S0)."""
    here = state.locations.get(str(number))
    if here is None:
        return False
    for m in state.menhirs.values():
        p = state.locations.get(str(m.location))
        if p is not None and m.dial > 0 and max(abs(p.x - here.x), abs(p.y - here.y)) <= 1:
            return True
    return False
