"""A party's shared cost, resource by resource, for every front end (rules-decisions.md "Parties": shared costs —
Energy, Food, Wealth, Magic… — may be split among the members in any way they agree; S1 "Location action").

The text mode lists example splits with these values and the desktop's join prompt offers one spin box per member
and resource; both write the split in the engine's notation (``pay a=1,b=1,b:wealth=1``, docs/notation.md) and the
engine's gate (``legal.validate_shared_pay``) decides. No Qt here: the text mode uses it too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from grail_desktop.engine import legal
from grail_desktop.engine.tracks import amount_of
from grail_desktop.engine.wording import amount_word


@attrs.frozen
class SharedCost:
    """One resource of a shared payment: ``resource`` (``"energy"``, ``"wealth"``…), its ``name`` in words
    (``"Wealth"``) and the ``total`` the party pays (≥ 1)."""

    resource: str
    name: str
    total: int


def shared_costs(game: Any, base: str) -> tuple[SharedCost, ...]:
    """What the acting character's party pays together for ``base`` (``"location-action"``,
    ``"character-action"`` or ``"activate-menhir"``), Energy first; empty for any other action or when nobody
    acts. A Character Action shares only its Energy: its other costs are its owner's alone (S1)."""
    who = game.current_actor()
    if who is None:
        return ()
    verb = base.split(maxsplit=1)[0] if base else ""
    here = game.state.characters[who].location
    energy, totals = 0, {}
    if verb == "location-action":
        action = game.catalog.locations[here].action
        if action is None:
            return ()
        energy, totals = action.cost, legal.cost_totals(action.costs)
    elif verb == "character-action":
        energy = game.catalog.characters[who].action.cost
    elif verb == "activate-menhir":
        totals = legal.cost_totals(legal.menhir_costs(game, here))
    else:
        return ()
    parts = [("energy", energy), *totals.items()]
    return tuple(SharedCost(what, amount_word(what), n) for what, n in parts if n > 0)


def held(game: Any, character: str, resource: str) -> int:
    """How much of ``resource`` ``character`` holds now (Energy included): the most their share can be."""
    return int(amount_of(game.state.characters[character], resource))


def default_split(game: Any, members: Sequence[str], cost: SharedCost) -> dict[str, int]:
    """The split offered first: the engine's first way to share ``cost`` among ``members`` (the acting character's
    largest share first, what the engine would take unasked); empty when they cannot pay it together."""
    splits = legal.resource_splits(game, list(members), cost.resource, cost.total, 1)
    return splits[0] if splits else {}


def pay_clause(shares: Mapping[str, Mapping[str, int]]) -> str:
    """``{"energy": {"a": 1, "b": 1}, "wealth": {"b": 1}}`` → ``"a=1,b=1,b:wealth=1"`` (zero shares left out;
    Energy written bare, every other resource as ``who:resource=n``: engine/actions.py)."""
    parts: list[str] = []
    for what, split in shares.items():
        for who, n in split.items():
            if n > 0:
                parts.append(f"{who}={n}" if what == "energy" else f"{who}:{what}={n}")
    return ",".join(parts)
