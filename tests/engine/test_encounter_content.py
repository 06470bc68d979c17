"""The encounter machine against the bundled content pack, hosted by the real engine core (``Game``).

Every combat and diplomacy enemy of the pack is fought to the end with random legal actions written as
notation (docs/encounters.md "Notation") and read back through ``Game.apply``: the fight always ends and every
lent card returns to its owner's deck (S0 "Discarding": cards shuffle back when the encounter ends).
"""

from __future__ import annotations

import pytest

from grail_desktop import resources
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.game import new_game
from grail_desktop.engine.rng import Rng

PACK = "ynys-wen"


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign(resources.campaigns_dir() / PACK)


def test_every_enemy_of_the_pack_can_be_fought_to_the_end(catalog: Catalog) -> None:
    """Issue 4: encounters reachable through the same legal_actions() / apply() gate, with real enemies;
    rules-decisions.md "Resolve phase": cards shuffle back into their deck at the end."""
    assert catalog.enemies, "the pack has encounter cards"
    characters = sorted(catalog.characters)[:2]
    for n, enemy in enumerate(sorted(catalog.enemies)):
        game = new_game(catalog, characters, seed=n)
        s = game.state
        sizes = {c: (len(s.characters[c].combat_deck), len(s.characters[c].diplomacy_deck)) for c in characters}
        game.start_fight(characters, [enemy], "test", s.characters[characters[0]].location)
        policy = Rng.from_seed(1000 + n)
        steps = 0
        while s.encounter is not None:
            action = policy.choice(game.legal_actions())
            game.apply(str(action))  # through the notation, as the CLI does
            steps += 1
            assert steps < 2000, f"the fight against {enemy} did not end"
        for c in characters:
            assert (len(s.characters[c].combat_deck), len(s.characters[c].diplomacy_deck)) == sizes[c], enemy
