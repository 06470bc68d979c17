"""A chapter plan computed from the catalog, for the greedy bot and the balance report (issue 13).

Nothing here is hand-written for one campaign: the plan starts from the journal sections whose effects
contain ``win`` and works backwards. Reaching a section needs its parent option (or a ``goto``, or the
location whose entry it is); an option needs its conditions; a condition names a *fact* (a Status, an Item,
a Secret, a Quest Dial, an active quest, an attribute); a fact needs one of the places that produce it. Each
fact gets a *level*: 0 for the win itself, +1 for every condition crossed. The greedy bot values facts by
level, so content edits move the plan with them.

Facts are short strings: ``status:<name>``, ``item:<id>``, ``secret:<id>``, ``dial:<name>``,
``quest:<event>``, ``done:<event>``, ``attr:<attribute>``, ``res:<resource>`` and ``win``. Statuses follow
the part rule (S0 "Statuses"): marking ``bell.2`` also produces ``status:bell``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator

import attrs

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Condition, Effect

#: Value of the win fact; a fact at level n is worth ``WIN_VALUE * DECAY ** n`` to the greedy bot.
WIN_VALUE = 400.0
DECAY = 0.55
#: Value of a fact that some condition reads but that is not on a path to the win.
READ_VALUE = 4.0


def produced(effect: Effect) -> list[str]:
    """The facts an effect produces (``mark bell.2`` → ``status:bell.2``, ``status:bell``)."""
    word, args = effect.word, effect.args
    if word == "mark":
        name = args[0]
        out = [f"status:{name}"]
        if "." in name:
            out.append(f"status:{name.split('.', 1)[0]}")
        return out
    if word == "item":
        return [f"item:{args[0]}"]
    if word == "secret":
        return [f"secret:{args[0]}"]
    if word in ("quest-dial", "advance-quest-dial"):
        return [f"dial:{args[0]}"]
    if word == "complete-quest":
        return [f"done:{args[0]}"]
    if word == "quest":
        return [f"quest:{args[0]}"]
    if word == "win":
        return ["win"]
    return []


def required(condition: Condition) -> str | None:
    """The fact a condition asks for, or None for negative and situational conditions."""
    word, args = condition.word, condition.args
    return {
        "status": lambda: f"status:{args[0]}",
        "has-item": lambda: f"item:{args[0]}",
        "has-secret": lambda: f"secret:{args[0]}",
        "quest-dial": lambda: f"dial:{args[0]}",
        "quest": lambda: f"quest:{args[0]}",
        "attribute": lambda: f"attr:{args[0]}",
        "has": lambda: f"res:{args[0]}",
    }.get(word, lambda: None)()


@attrs.frozen
class Node:
    """A place in the content that produces facts: ``kind`` is ``section``, ``option``, ``action`` (a
    Location Action), ``location``, ``enemy``, ``event`` or ``mercy``; ``key`` names it."""

    kind: str
    key: str


def _node_effects(catalog: Catalog) -> Iterator[tuple[Node, tuple[Effect, ...]]]:
    for sid, section in catalog.journal.items():
        yield Node("section", sid), section.effects
        for i, option in enumerate(section.options):
            yield Node("option", f"{sid}#{i}"), option.effects
    for number, loc in catalog.locations.items():
        if loc.action is not None:
            yield Node("action", str(number)), loc.action.effects
        yield Node("location", str(number)), loc.instant
    for eid, enemy in catalog.enemies.items():
        yield Node("enemy", eid), (*enemy.instant_rewards, *enemy.item_rewards)
    for evid, event in catalog.events.items():
        yield Node("event", evid), event.effects
    for number, chapter in catalog.chapters.items():
        yield Node("mercy", str(number)), chapter.mercy_effects
    for cid, ch in catalog.characters.items():
        yield Node("character", cid), ch.action.effects


def _node_conditions(catalog: Catalog, node: Node) -> tuple[Condition, ...]:
    if node.kind == "option":
        sid, i = node.key.split("#")
        return catalog.journal[sid].options[int(i)].conditions
    if node.kind == "action":
        action = catalog.locations[int(node.key)].action
        return action.conditions if action is not None else ()
    return ()


@attrs.define
class ChapterPlan:
    """Fact levels and values for one catalog (see the module docstring).

    ``levels`` maps fact → level (0 = ``win``); ``location_levels`` maps location number → the lowest level
    of anything needed there; ``dial_targets`` the highest value any ``quest-dial`` condition asks for;
    ``read_facts`` every fact some condition reads; ``producers`` fact → nodes producing it.
    """

    levels: dict[str, int]
    location_levels: dict[int, int]
    dial_targets: dict[str, int]
    read_facts: set[str]
    producers: dict[str, list[Node]]

    def value(self, fact: str) -> float:
        """What holding ``fact`` is worth to the greedy bot (0 when nothing asks for it)."""
        level = self.levels.get(fact)
        if level is not None:
            return WIN_VALUE * DECAY**level
        return READ_VALUE if fact in self.read_facts else 0.0


def chapter_endings(catalog: Catalog, chapter: int | None) -> set[str] | None:
    """The endings that complete ``chapter`` (its ``endings``), or None for every ending (no chapter given, or
    the pack's chapters list none)."""
    if chapter is None or chapter not in catalog.chapters or not catalog.chapters[chapter].endings:
        return None
    return set(catalog.chapters[chapter].endings)


def _wins_here(eff: Effect, endings: set[str] | None) -> bool:
    return eff.word == "win" and (endings is None or eff.args[0] in endings)


def build_plan(catalog: Catalog, chapter: int | None = None) -> ChapterPlan:
    """Work backwards from every ``win`` effect (0-1 breadth-first search over levels); with ``chapter``, only
    from the wins that end that chapter (its ``endings``), so a later chapter's story weighs nothing before it."""
    endings = chapter_endings(catalog, chapter)
    producers: dict[str, list[Node]] = {}
    for node, effects in _node_effects(catalog):
        for eff in effects:
            if eff.word == "win" and not _wins_here(eff, endings):
                continue
            for fact in produced(eff):
                producers.setdefault(fact, []).append(node)
    # draw-item effects can produce any matching item; fights produce their enemies' rewards.
    fights: dict[str, list[Node]] = {}
    parents: dict[str, list[Node]] = {}
    for node, effects in _node_effects(catalog):
        for eff in effects:
            if eff.word == "fight":
                fights.setdefault(eff.args[0], []).append(node)
            elif eff.word == "goto":
                parents.setdefault(eff.args[0], []).append(node)
            elif eff.word == "draw-item":
                for iid, card in catalog.items.items():
                    if eff.args[0] in ("any", card.keyword) or (eff.args[0] == "craftable" and card.craftable):
                        producers.setdefault(f"item:{iid}", []).append(node)
    for sid, section in catalog.journal.items():
        for i, option in enumerate(section.options):
            if option.goto is not None:
                parents.setdefault(option.goto, []).append(Node("option", f"{sid}#{i}"))
    entries: dict[str, list[int]] = {}
    for number, loc in catalog.locations.items():
        entries.setdefault(loc.entry, []).append(number)
        for night in (loc.dream, loc.nightmare):
            if night is not None:
                entries.setdefault(night, []).append(number)

    read_facts: set[str] = set()
    dial_targets: dict[str, int] = {}
    conditions: list[Condition] = []
    for section in catalog.journal.values():
        for option in section.options:
            conditions.extend(option.conditions)
    for loc in catalog.locations.values():
        if loc.action is not None:
            conditions.extend(loc.action.conditions)
    for cond in conditions:
        asked = required(cond)
        if asked is not None:
            read_facts.add(asked)
        if cond.word == "quest-dial":
            dial_targets[cond.args[0]] = max(dial_targets.get(cond.args[0], 0), cond.int_arg(1))

    levels: dict[str, int] = {}
    node_levels: dict[Node, int] = {}
    location_levels: dict[int, int] = {}
    queue: deque[tuple[int, object]] = deque([(0, "win")])

    def push(level: int, item: object, same: bool) -> None:
        if same:
            queue.appendleft((level, item))
        else:
            queue.append((level, item))

    while queue:
        level, entry = queue.popleft()
        if isinstance(entry, str):
            if entry in levels and levels[entry] <= level:
                continue
            levels[entry] = level
            for node in producers.get(entry, []):
                push(level, node, True)
            continue
        assert isinstance(entry, Node)
        item = entry
        if item in node_levels and node_levels[item] <= level:
            continue
        node_levels[item] = level
        for cond in _node_conditions(catalog, item):
            needed = required(cond)
            if needed is not None:
                push(level + 1, needed, False)
        for follow in _node_parents(item, parents, fights, entries):
            push(level, follow, True)
        if item.kind in ("location", "action"):
            number = int(item.key)
            location_levels[number] = min(location_levels.get(number, level), level)
    return ChapterPlan(levels, location_levels, dial_targets, read_facts, producers)


def _node_parents(
    node: Node, parents: dict[str, list[Node]], fights: dict[str, list[Node]], entries: dict[str, list[int]]
) -> Iterable[Node]:
    """The nodes that lead to ``node`` (reaching them is on the way)."""
    if node.kind == "option":
        yield Node("section", node.key.split("#")[0])
    elif node.kind == "section":
        yield from parents.get(node.key, [])
        for number in entries.get(node.key, []):
            yield Node("location", str(number))
    elif node.kind == "action":
        yield Node("location", node.key)
    elif node.kind == "enemy":
        yield from fights.get(node.key, [])


def win_routes(catalog: Catalog, chapter: int | None = None) -> list[tuple[str, tuple[Condition, ...]]]:
    """Every last step to a win: ``(section id, conditions)`` for each option that leads into a section whose
    effects contain ``win`` (or whose own effects win), and ``(section, ())`` for a winning section that is a
    location's entry. The conditions are the option's own plus those of the
    options on the shortest way from the section's location entry to it (so a step deep inside a location
    counts what it takes to get there)."""
    endings = chapter_endings(catalog, chapter)
    winning = {sid for sid, sec in catalog.journal.items() if any(_wins_here(e, endings) for e in sec.effects)}
    routes: list[tuple[str, tuple[Condition, ...]]] = []
    for sid, section in catalog.journal.items():
        way = _way_in(catalog, sid)
        for option in section.options:
            if option.goto in winning or any(_wins_here(e, endings) for e in option.effects):
                routes.append((sid, (*way, *option.conditions)))
    entries = {loc.entry for loc in catalog.locations.values()}
    routes.extend((sid, ()) for sid in sorted(winning & entries))
    return routes


def _way_in(catalog: Catalog, target: str) -> tuple[Condition, ...]:
    """Conditions of the options on the shortest way from the target's location entry to ``target``."""
    where = catalog.journal[target].location
    loc = catalog.locations.get(where) if where is not None else None
    if loc is None:
        return ()
    paths: dict[str, tuple[Condition, ...]] = {loc.entry: ()}
    queue: deque[str] = deque([loc.entry])
    while queue:
        sid = queue.popleft()
        if sid == target:
            return paths[sid]
        section = catalog.journal.get(sid)
        if section is None:
            continue
        for option in section.options:
            nxt = option.goto
            if nxt is not None and nxt not in paths:
                paths[nxt] = (*paths[sid], *option.conditions)
                queue.append(nxt)
        for eff in section.effects:
            if eff.word == "goto" and eff.args[0] not in paths:
                paths[eff.args[0]] = paths[sid]
                queue.append(eff.args[0])
    return ()


def reachable_sections(catalog: Catalog) -> set[str]:
    """Sections some path leads to, conditions ignored: location entries, Dreams and Nightmares, the Mercy
    section, and everything an option or a ``goto`` effect (anywhere in the content) leads to from there."""
    starts: set[str] = set()
    for loc in catalog.locations.values():
        starts.update(s for s in (loc.entry, loc.dream, loc.nightmare) if s is not None)
    for chapter in catalog.chapters.values():
        if chapter.mercy_section is not None:
            starts.add(chapter.mercy_section)
    for _node, effects in _node_effects(catalog):
        starts.update(e.args[0] for e in effects if e.word == "goto")
    seen: set[str] = set()
    todo = [s for s in starts if s in catalog.journal]
    while todo:
        sid = todo.pop()
        if sid in seen:
            continue
        seen.add(sid)
        section = catalog.journal[sid]
        nxt = [o.goto for o in section.options if o.goto is not None]
        nxt += [e.args[0] for o in section.options for e in o.effects if e.word == "goto"]
        nxt += [e.args[0] for e in section.effects if e.word == "goto"]
        todo.extend(n for n in nxt if n in catalog.journal and n not in seen)
    return seen


def statuses_set_and_read(catalog: Catalog) -> tuple[set[str], set[str]]:
    """Statuses marked anywhere in the catalog, and names asked for by ``status`` / ``not-status``
    conditions (a read of ``bell`` also reads ``bell.2``, S0 "Statuses")."""
    marked: set[str] = set()
    for _node, effects in _node_effects(catalog):
        for eff in effects:
            if eff.word == "mark":
                marked.add(eff.args[0])
    read: set[str] = set()
    for section in catalog.journal.values():
        for option in section.options:
            read.update(status_reads(option.conditions))
    for loc in catalog.locations.values():
        if loc.action is not None:
            read.update(status_reads(loc.action.conditions))
    return marked, read


def status_reads(conditions: Iterable[Condition]) -> set[str]:
    """Status names asked for by ``status`` / ``not-status`` conditions."""
    return {c.args[0] for c in conditions if c.word in ("status", "not-status")}


def status_is_read(name: str, reads: set[str]) -> bool:
    """Whether a marked status ``name`` (maybe ``base.N``) is asked for by one of ``reads``."""
    return name in reads or ("." in name and name.split(".", 1)[0] in reads)
