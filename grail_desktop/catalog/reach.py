"""Map and journal structure: Direction Keys both ways, grid cells, replacements, journal reachability.

Grid rules from rules-decisions.md "Grid and distance": the start location is at (0, 0), north is +y, east is
+x; two cards connect only if both carry matching keys on the shared edge (a key names the neighbour's number
or its Legacy number).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Container, Iterator

from grail_desktop.catalog.bounds import plain_int
from grail_desktop.catalog.checks import all_effects, walk_effects
from grail_desktop.catalog.records import Index
from grail_desktop.engine.defs import DIRECTIONS, LocationDef
from grail_desktop.engine.effects import Effect

OPPOSITE: dict[str, str] = {"north": "south", "south": "north", "east": "west", "west": "east"}
STEP: dict[str, tuple[int, int]] = {"north": (0, 1), "south": (0, -1), "east": (1, 0), "west": (-1, 0)}


def _names(loc: LocationDef, locations: dict[int, LocationDef] | None = None) -> set[int]:
    """The numbers a key may use to name ``loc``: its number and its Legacy numbers, back along the chain of
    replacements when ``locations`` is given (a card that replaces a replacement, S0 "Legacy")."""
    out = {loc.number}
    legacy = loc.legacy
    while legacy is not None and legacy not in out:
        out.add(legacy)
        older = locations.get(legacy) if locations is not None else None
        legacy = older.legacy if older is not None else None
    return out


def check_keys(index: Index) -> None:
    """Every key names a location (or Legacy number) whose opposite key names this one back."""
    locations = index.defs["location"]
    by_name: dict[int, list[LocationDef]] = {}
    for loc in locations.values():
        for name in _names(loc, locations):
            by_name.setdefault(name, []).append(loc)
    for number, loc in locations.items():
        src = index.sources["location"][number]
        for direction, target in loc.keys.items():
            path = f".keys.{direction}"
            if direction not in DIRECTIONS:
                index.add(src, path, f"unknown direction; use {', '.join(DIRECTIONS)}")
                continue
            if target in _names(loc, locations):
                index.add(src, path, "a key cannot name its own location")
                continue
            matches = [m for m in by_name.get(target, []) if m.number != number]
            if not matches:
                if not index.has("location", target):
                    index.add(src, path, f"no location or Legacy number {target}")
                continue
            back = OPPOSITE[direction]
            if not any(m.keys.get(back) in _names(loc, locations) for m in matches):
                first = matches[0]
                has = first.keys.get(back)
                now = f"its {back} key is {has}" if has is not None else f"it has no {back} key"
                index.add(
                    src,
                    path,
                    f"one-way key: location {first.number} does not lead {back} back to {number} ({now})",
                )


def check_grid(index: Index) -> None:
    """Keys from the start location give each card one cell and no cell two cards (replacements share)."""
    locations = index.defs["location"]
    campaign = index.campaign
    if campaign is None or campaign.start_location not in locations:
        return
    originals = {n: loc for n, loc in locations.items() if loc.legacy is None or loc.legacy not in locations}
    cell_of: dict[int, tuple[int, int]] = {campaign.start_location: (0, 0)}
    owner: dict[tuple[int, int], int] = {(0, 0): campaign.start_location}
    queue = deque([campaign.start_location])
    replacements: dict[int, list[int]] = {}
    for n, loc in locations.items():
        if loc.legacy is not None and loc.legacy in locations:
            replacements.setdefault(loc.legacy, []).append(n)
    while queue:
        number = queue.popleft()
        x, y = cell_of[number]
        for later in replacements.get(number, []):
            if later not in cell_of:  # a replacement takes its Legacy card's cell; its own keys lead on from there
                cell_of[later] = (x, y)
                queue.append(later)
        for direction, target in locations[number].keys.items():
            if direction not in STEP or target not in originals or target == number:
                continue
            dx, dy = STEP[direction]
            cell = (x + dx, y + dy)
            src = index.sources["location"][number]
            if target in cell_of:
                if cell_of[target] != cell:
                    index.add(
                        src,
                        f".keys.{direction}",
                        f"puts location {target} at {cell}, but other keys put it at {cell_of[target]}",
                    )
                continue
            if cell in owner:
                index.add(
                    src,
                    f".keys.{direction}",
                    f"puts location {target} at {cell}, which location {owner[cell]} already holds",
                )
                continue
            cell_of[target] = cell
            owner[cell] = target
            queue.append(target)
    for number, loc in locations.items():
        placed = number in cell_of or (loc.legacy is not None and loc.legacy in cell_of)
        if not placed:
            index.add(
                index.sources["location"][number],
                ".keys",
                f"not connected to the start location {campaign.start_location} by Direction Keys",
                "warning",
            )


def _loose_replacements(index: Index) -> Iterator[tuple[int, int]]:
    """``(old, new)`` of every ``replace`` written in a record that did not structure."""

    def strings(raw: object) -> Iterator[str]:
        if isinstance(raw, str):
            yield raw
        elif isinstance(raw, dict):
            for value in raw.values():
                yield from strings(value)
        elif isinstance(raw, list):
            for value in raw:
                yield from strings(value)

    for _, _, raw in index.failed:
        for text in strings(raw):
            words = text.split()
            if len(words) == 3 and words[0] == "replace":
                old, new = plain_int(words[1]), plain_int(words[2])
                if old is not None and new is not None:
                    yield old, new


def check_replacements(index: Index) -> None:
    """``replace <old> <new>`` names a replacement of ``old``; every replacement is brought in by one."""
    if not index.complete:
        return
    locations = index.defs["location"]
    brought_in: set[int] = set()
    for _, src, path, effect in all_effects(index):
        if not (isinstance(effect, Effect) and effect.word == "replace" and len(effect.args) == 2):
            continue
        old, new = (plain_int(a) for a in effect.args)
        if old is None or new is None:
            continue  # reported by the argument checks
        brought_in.add(new)
        replacement = locations.get(new)
        if replacement is not None and old in locations and replacement.legacy not in _names(locations[old]):
            index.add(src, path, f"'{effect}': location {new} needs legacy = {old} to replace {old}")
    brought_in.update(n for _, n in _loose_replacements(index))
    brought_in.update(r.new for chapter in index.defs["chapter"].values() for r in chapter.setup.replace)
    for number, loc in locations.items():
        if loc.legacy is not None and number not in brought_in:
            index.add(
                index.sources["location"][number],
                ".legacy",
                f"replacement location never brought in: no 'replace {loc.legacy} {number}' effect",
            )


def _section_names(raw: object, sections: Container[str]) -> set[str]:
    """Section ids a raw (unstructured) record seems to name: any string that is a section id, or the target
    of a ``goto`` effect string. Deliberately generous: it only spares neighbours false "unreachable" errors.
    """
    found: set[str] = set()
    if isinstance(raw, str):
        words = raw.split()
        if raw in sections:
            found.add(raw)
        elif len(words) == 2 and words[0] == "goto":
            found.add(words[1])
    elif isinstance(raw, dict):
        for value in raw.values():
            found |= _section_names(value, sections)
    elif isinstance(raw, list):
        for value in raw:
            found |= _section_names(value, sections)
    return found


def check_journal_reachable(index: Index) -> None:
    """Every section is reached from a location entry / Dream / Nightmare, an effect outside the journal, a
    chapter's mercy section, or an option or ``goto`` of a reachable section (content-guide.md "Quality bar").
    """
    if not index.complete:
        return  # a missing or unreadable file would make whole regions look unreachable
    sections = index.defs["section"]
    roots: set[str] = set()
    for loc in index.defs["location"].values():
        roots.update(s for s in (loc.entry, loc.dream, loc.nightmare) if s is not None)
    for chapter in index.defs["chapter"].values():
        if chapter.mercy_section is not None:
            roots.add(chapter.mercy_section)
    for kind, _, _, effect in all_effects(index):
        if kind != "section" and isinstance(effect, Effect) and effect.word == "goto" and effect.args:
            roots.add(effect.args[0])
    loose_edges: dict[str, set[str]] = {}
    for kind, ident, raw in index.failed:
        named = _section_names(raw, index.known["section"])
        if kind == "section" and ident is not None:
            loose_edges[ident] = named
        else:
            roots.update(named)
    seen: set[str] = set()
    queue = deque(sorted(r for r in roots if r in sections or r in loose_edges))
    seen.update(queue)
    while queue:
        ident = queue.popleft()
        section = sections.get(ident)
        if section is None:  # a section that did not structure: follow whatever it names
            targets = sorted(loose_edges.get(ident, ()))
        else:
            targets = [o.goto for o in section.options if o.goto is not None]
            targets += [
                e.args[0] for _, e in walk_effects(section) if isinstance(e, Effect) and e.word == "goto" and e.args
            ]
        for target in targets:
            if (target in sections or target in loose_edges) and target not in seen:
                seen.add(target)
                queue.append(target)
    for ident in sections:
        if ident not in seen:
            index.add(
                index.sources["section"][ident],
                "",
                "unreachable: no location entry, Dream, Nightmare, "
                "event, mercy section, action or reachable section leads here",
            )
