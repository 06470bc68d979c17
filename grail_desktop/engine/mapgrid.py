"""The map grid: positions, connections, Menhir range, nearest locations and Legacy numbers.

Pure functions over :class:`~grail_desktop.engine.state.GameState` and the catalog. Grid rules are
rules-decisions.md "Grid and distance": 101 sits at (0, 0), north is +y, east is +x; two orthogonal
neighbours are *connected* only when both carry a Direction Key naming the other (its number or one of its
Legacy numbers); a card is in *Menhir range* when its Chebyshev distance to an Active Menhir's card is ≤ 1.
"""

from __future__ import annotations

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.state import GameState, PlacedLocation

#: Grid step per direction (north is +y).
STEP: dict[str, tuple[int, int]] = {"north": (0, 1), "east": (1, 0), "south": (0, -1), "west": (-1, 0)}
OPPOSITE: dict[str, str] = {"north": "south", "south": "north", "east": "west", "west": "east"}


def aliases(catalog: Catalog, number: int) -> set[int]:
    """The numbers a Direction Key may use for this card: its own and every Legacy number back (S0)."""
    out = {number}
    seen = number
    while True:
        legacy = catalog.locations[seen].legacy if seen in catalog.locations else None
        if legacy is None or legacy in out:
            return out
        out.add(legacy)
        seen = legacy


def current_version(catalog: Catalog, state: GameState, number: int) -> int | None:
    """The card that stands for ``number`` now: itself, or the replacement chain's newest card.

    Returns None when no card of that number exists. A number removed from the game (replaced) leads to
    the card whose Legacy number it is (S0 "Legacy Location Numbers").
    """
    if number not in catalog.locations:
        return None
    seen = {number}
    while number in state.removed_locations:
        nxt = next(
            (n for n, loc in sorted(catalog.locations.items()) if loc.legacy == number and n not in seen),
            None,
        )
        if nxt is None:
            return None
        seen.add(nxt)
        number = nxt
    return number


def placed(state: GameState, number: int) -> PlacedLocation | None:
    """The placed card with this number, or None when it is not on the map."""
    return state.locations.get(str(number))


def cell_index(state: GameState) -> dict[tuple[int, int], int]:
    """Grid cell → location number for every placed card."""
    return {(p.x, p.y): p.number for p in state.locations.values()}


def menhir_cells(state: GameState) -> list[tuple[int, int]]:
    """Grid cells of the cards carrying an Active Menhir."""
    cells = []
    for m in state.menhirs.values():
        p = state.locations.get(str(m.location))
        if p is not None:
            cells.append((p.x, p.y))
    return cells


def in_menhir_range(cell: tuple[int, int], menhirs: list[tuple[int, int]]) -> bool:
    """True when ``cell`` is within Chebyshev distance 1 of an Active Menhir (S0, S1 Start of the Day 2)."""
    return any(max(abs(cell[0] - mx), abs(cell[1] - my)) <= 1 for mx, my in menhirs)


def connected(catalog: Catalog, state: GameState, number: int) -> list[tuple[str, int]]:
    """``(direction, neighbour)`` for every placed card connected to ``number`` (S0 "Locations"; S1 Travel)."""
    here = state.locations.get(str(number))
    if here is None:
        return []
    cells = cell_index(state)
    own = aliases(catalog, number)
    keys = catalog.locations[number].keys
    out = []
    for direction in ("north", "east", "south", "west"):
        key = keys.get(direction)
        if key is None:
            continue
        dx, dy = STEP[direction]
        other = cells.get((here.x + dx, here.y + dy))
        if other is None or key not in aliases(catalog, other):
            continue
        back = catalog.locations[other].keys.get(OPPOSITE[direction])
        if back is not None and back in own:
            out.append((direction, other))
    return out


def manhattan(a: PlacedLocation, b: PlacedLocation) -> int:
    return abs(a.x - b.x) + abs(a.y - b.y)


def nearest(state: GameState, origin: PlacedLocation, candidates: list[PlacedLocation]) -> int | None:
    """The candidate nearest to ``origin`` by Manhattan distance, ties to the lowest number (rules-decisions)."""
    if not candidates:
        return None
    return min(candidates, key=lambda p: (manhattan(origin, p), p.number)).number


def lowest_revealed(state: GameState) -> int | None:
    """The lowest-numbered revealed location (S0 "Special Movement", "Death")."""
    return min((p.number for p in state.locations.values()), default=None)


def out_of_range(state: GameState) -> list[int]:
    """Numbers of placed cards outside every Active Menhir's range (S1 Start of the Day step 2)."""
    cells = menhir_cells(state)
    return sorted(p.number for p in state.locations.values() if not in_menhir_range((p.x, p.y), cells))
