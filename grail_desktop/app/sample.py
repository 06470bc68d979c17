"""A large sample map for previews, benchmarks and UI tests of the map scene (never used in play).

:func:`sample_world` extends a catalog with extra location cards laid out in a square spiral around the start
location, all connected by Direction Keys, and returns a game whose state has every card revealed and a
Menhir on a few of them. Rules are not involved: this only exercises drawing.
"""

from __future__ import annotations

import attrs

from grail_desktop.engine import Game, new_game
from grail_desktop.engine.defs import Catalog, LocationDef
from grail_desktop.engine.state import MenhirState, PlacedLocation

TERRAINS = ("moor", "forest", "coast", "ruin", "marsh", "hill", "village")
DIRECTIONS = {(0, 1): "north", (1, 0): "east", (0, -1): "south", (-1, 0): "west"}


def _spiral(count: int) -> list[tuple[int, int]]:
    cells = [(0, 0)]
    x = y = 0
    step = 1
    while len(cells) < count:
        for dx, dy, n in ((1, 0, step), (0, 1, step), (-1, 0, step + 1), (0, -1, step + 1)):
            for _ in range(n):
                x, y = x + dx, y + dy
                cells.append((x, y))
                if len(cells) == count:
                    return cells
        step += 2
    return cells


def sample_world(catalog: Catalog, cards: int, character: str) -> Game:
    """A game on ``catalog`` extended to ``cards`` revealed location cards (numbers 901…), for drawing only."""
    cells = _spiral(cards)
    numbers = {cell: 900 + i for i, cell in enumerate(cells)}
    numbers[(0, 0)] = catalog.campaign.start_location
    locations = dict(catalog.locations)
    for i, cell in enumerate(cells):
        number = numbers[cell]
        keys = {}
        for (dx, dy), direction in DIRECTIONS.items():
            other = numbers.get((cell[0] + dx, cell[1] + dy))
            if other is not None and (i + dx) % 5 != 4:  # a few blocked routes, as on a real island
                keys[direction] = other
        if number in catalog.locations:
            locations[number] = attrs.evolve(catalog.locations[number], keys=keys)
        else:
            locations[number] = LocationDef(
                number=number,
                name=f"Sample Cairn {i}",
                description="A sample card for previews.",
                entry=catalog.locations[catalog.campaign.start_location].entry,
                keys=keys,
                terrain=TERRAINS[i % len(TERRAINS)],
                seals=("dream",) if i % 6 == 0 else (),
            )
    extended = attrs.evolve(catalog, locations=locations)
    game = new_game(extended, characters=[character], seed=1)
    state = game.state
    state.locations = {str(n): PlacedLocation(number=n, x=c[0], y=c[1]) for c, n in numbers.items()}
    for cell in ((0, 0), (2, 2), (-2, -1)):
        if cell in numbers:
            state.menhirs[str(numbers[cell])] = MenhirState(location=numbers[cell], dial=3)
    return game
