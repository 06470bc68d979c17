"""Where the Direction Keys put each Location card (rules-decisions.md "Grid and distance").

The start location sits at (0, 0), north is +y, east is +x. A card is revealed on the square next to a placed
card in the direction of that card's key naming it (``world.reveal_around``), and a new version takes the
square of the card it replaces (S0 "Legacy Location Numbers"). :func:`squares` follows every key from the
start location, through replacements too, and gives each card the squares it can be revealed on; a placed
card anywhere else cannot come from play.
"""

from __future__ import annotations

from collections import deque

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.mapgrid import STEP

Square = tuple[int, int]

#: Catalogs seen lately and their squares (a catalog is immutable; it is kept so its id stays unique).
_CACHE: dict[int, tuple[Catalog, dict[int, set[Square]]]] = {}


def squares(catalog: Catalog) -> dict[int, set[Square]]:
    """Location number → every square its Direction Keys (and those of the cards it replaces) give it."""
    hit = _CACHE.get(id(catalog))
    if hit is not None and hit[0] is catalog:
        return hit[1]
    result = _follow(catalog)
    if len(_CACHE) >= 8:
        _CACHE.clear()
    _CACHE[id(catalog)] = (catalog, result)
    return result


def _follow(catalog: Catalog) -> dict[int, set[Square]]:
    locations = catalog.locations
    # A key names a card by its number or a Legacy number, and a new version takes its old card's square:
    # every card linked by Legacy numbers (a family) shares the squares any of them is given.
    family: dict[int, int] = {}

    def root(number: int) -> int:
        while family.get(number, number) != number:
            number = family[number]
        return number

    for number, loc in sorted(locations.items()):
        if loc.legacy is not None:
            a, b = root(number), root(loc.legacy)
            if a != b:
                family[max(a, b)] = min(a, b)
    by_family: dict[int, set[Square]] = {}
    start = catalog.campaign.start_location
    if start not in locations:
        return {}
    members: dict[int, list[int]] = {}
    for number in locations:
        members.setdefault(root(number), []).append(number)
    queue: deque[tuple[int, Square]] = deque()

    def place(number: int, square: Square) -> None:
        cells = by_family.setdefault(root(number), set())
        # A consistent pack gives one square per card; a few more are followed, no more (bounded work).
        if square not in cells and len(cells) < 4:
            cells.add(square)
            queue.append((root(number), square))

    place(start, (0, 0))
    while queue:
        group, (x, y) = queue.popleft()
        for number in members.get(group, []):
            for direction, key in locations[number].keys.items():
                step = STEP.get(direction)
                if step is not None:
                    place(key, (x + step[0], y + step[1]))
    return {number: by_family.get(root(number), set()) for number in locations}
