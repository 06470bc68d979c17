"""The gate's shortcuts decide as the full lists do (architecture.md: one gate, ``legal_actions()`` /
``apply()``): validation During the Day lists only the action's own class, and the encounter machine works out
what all candidates share once; both must give the verdicts of the whole list and of ``illegal_reason`` one
candidate at a time. Checked along random playouts of the shipped chapter, probing listed and unlisted actions."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import legal, new_game
from grail_desktop.engine.actions import (
    ActivateMenhir,
    Adjust,
    CharacterAction,
    Explore,
    InspectMenhir,
    LocationAction,
    Pass,
    PickUp,
    Trade,
    Travel,
)
from grail_desktop.engine.core import Action
from grail_desktop.engine.encounter import machine
from grail_desktop.engine.game import Game
from grail_desktop.engine.rng import Rng


def whole_list_accepts(g: Game, action: Action) -> bool | None:
    """The verdict of checking ``action`` against the whole list (None where validation never listed)."""
    s = g.state
    special = isinstance(action, Adjust | Trade) or (
        isinstance(action, LocationAction | CharacterAction | ActivateMenhir) and bool(action.pay)
    )
    if s.phase == "over" or s.encounter is not None or special:
        return None
    listed = g.legal_actions()
    if action in listed:
        return True
    return isinstance(action, Explore | Travel) and bool(action.party) and legal._payers_only(g, action) in listed


def probes(g: Game, earlier: list[Action]) -> list[Action]:
    s = g.state
    here = s.characters[s.order[0]].location
    others = tuple(c for c in s.order[1:])
    near = [Travel(n, ()) for n in range(max(here - 3, 100), here + 4)]
    return [
        *g.legal_actions(),
        *earlier,
        *near,
        Travel(here, others[:1]),
        Explore(others),
        Explore(()),
        Pass(),
        InspectMenhir(),
        ActivateMenhir(()),
        LocationAction((), ()),
        CharacterAction((), ()),
        PickUp(s.order[0], "no-such-item"),
    ]


def test_validation_and_the_encounter_lists_match_the_whole_lists() -> None:
    catalog = load_campaign("ynys-wen")
    ids = sorted(catalog.characters, key=lambda c: catalog.characters[c].number)
    checked = encounters = 0
    for seed in range(6):
        g = new_game(catalog, ids[: 1 + seed % 4], seed=seed, undo=False)
        chooser = Rng.from_seed(seed + 500)
        earlier: list[Action] = []
        for _ in range(200):
            actions = g.legal_actions()
            if not actions:
                break
            enc = g.state.encounter
            if enc is not None:
                one_by_one = [
                    a for a in dict.fromkeys(machine._candidates(enc)) if machine.illegal_reason(enc, g, a) is None
                ]
                assert machine.encounter_legal_actions(enc, g) == one_by_one
                encounters += 1
            for probe in probes(g, earlier):
                expected = whole_list_accepts(g, probe)
                if expected is not None:
                    assert (g.illegal_reason(probe) is None) == expected, (seed, str(probe))
                    checked += 1
            earlier = actions[:12]
            g.apply(chooser.choice(actions))
    assert checked > 1000 and encounters > 20
