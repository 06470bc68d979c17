"""Random playouts of the shipped pack with 1–4 characters (issue 20 "Done when"): every action comes from
``legal_actions()``, ``apply`` never raises, the invariants hold after every step (``engine.invariants``:
Energy ≤ Health, nothing negative, every card in one place …), and the rules of issue 20 actually come up in
play: fights with several enemies (rules-decisions.md "Several enemies"), negative traits (S1 Character
Setup) and Item or Skill effects outside encounters (S0 "Items and Equipment")."""

from __future__ import annotations

from collections import Counter

import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.invariants import problems
from grail_desktop.engine.rng import Rng

SEEDS = 5  # the fourth and fifth seeds meet Item effects outside fights (the fights offer Resolve without a roll)
STEPS = 800


@pytest.fixture(scope="module")
def pack() -> Catalog:
    return load_campaign("ynys-wen")


def test_random_playouts_of_the_pack_keep_invariants_and_reach_the_new_rules(pack: Catalog) -> None:
    characters = sorted(pack.characters, key=lambda c: pack.characters[c].number)
    seen: Counter[str] = Counter()
    steps = 0
    for players in (1, 2, 3, 4):
        for seed in range(SEEDS):
            game = new_game(pack, characters[:players], seed=seed, undo=False)
            chooser = Rng.from_seed(seed * 7 + players)
            for _ in range(STEPS):
                actions = game.legal_actions()
                if not actions:
                    break
                result = game.apply(chooser.choice(actions))
                steps += 1
                broken = problems(pack, game.state)
                assert broken == [], (players, seed, game.state.action_log[-5:], broken)
                enc = game.state.encounter
                for event in result.events:
                    if event.kind == "EncounterStarted" and enc is not None and len(enc.enemies) > 1:
                        seen["several enemies"] += 1
                    elif event.kind == "TraitApplied":
                        seen["trait"] += 1
                    elif event.kind == "ItemEffect" and event.get("moment") is not None:
                        seen["item outside a fight"] += 1
    assert steps > 5000
    assert seen["several enemies"] > 0, seen
    assert seen["trait"] > 0, seen
    assert seen["item outside a fight"] > 0, seen
