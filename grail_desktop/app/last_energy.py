"""The warning before a character spends their last Energy (issue 26, newcomer run: a free action was lost).

During the Day a character with no Energy takes no more turns (rules-decisions.md "Order of the day": players act
"until all pass or have no Energy"), so an action that costs all the Energy left also ends that character's day,
and any free action still open (Inspect the Menhir, a trade, picking up an Item) is lost with it. The table says
so before the click, not after.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from grail_desktop.app.i18n import tr
from grail_desktop.app.views import active_character

#: The actions a character can still take during their day without Energy (describe() prices them "free", or
#: in Magic alone: activating a Menhir; newcomer 10 found it left out of the note).
FREE_VERBS = frozenset({"inspect-menhir", "pick-up", "activate-menhir"})
#: How many free actions the note names (a party's trades made it long enough to squeeze the panel).
NAMED_FREE = 2


@attrs.frozen
class LastEnergy:
    """``spending``: the legal notations that cost all the acting character's Energy (their day ends after);
    ``free``: the labels of the free actions still open; ``note``: the sentence to show, ``""`` when none."""

    spending: frozenset[str]
    free: tuple[str, ...]
    note: str


def energy_cost(cost: str) -> int | None:
    """The Energy an action costs from its cost words (``"2 Energy"`` → 2, in the interface language);
    ``None`` for other costs."""
    pattern = re.escape(tr("{n} Energy")).replace(re.escape("{n}"), r"(\d+)")
    match = re.fullmatch(pattern, cost.strip())
    return int(match.group(1)) if match else None


def last_energy(game: Any, legal: Sequence[str], describe: Callable[[str], tuple[str, str]]) -> LastEnergy:
    """Which of ``legal`` would spend the acting character's last Energy while free actions are still open.

    ``describe(notation)`` gives ``(label, cost)`` as in :func:`grail_desktop.app.describe.describe`.
    """
    who = active_character(game)
    state = game.state
    if who is None or who not in state.characters or state.phase != "day":
        return LastEnergy(frozenset(), (), "")
    energy = int(state.characters[who].energy)
    spending: set[str] = set()
    free: list[str] = []
    for notation in legal:
        verb = notation.split()[0]
        if verb == "pass" or " with " in notation:
            continue  # a party's price is the party's: each member pays their share, never all of it
        label, cost = describe(notation)
        if verb in FREE_VERBS:
            free.append(label)
            continue
        needed = energy_cost(cost)
        if needed is not None and 0 < energy <= needed:
            spending.add(notation)
    if not spending or not free:
        return LastEnergy(frozenset(spending), tuple(free), "")
    named = list(dict.fromkeys(free))
    shown = "; ".join(named[:NAMED_FREE]) + (tr(" and more") if len(named) > NAMED_FREE else "")
    if energy == 1:
        note = tr("Last Energy: a paid action now ends your day. Still free: {actions}.").format(actions=shown)
    else:  # with 2 Energy "Last Energy" read wrongly (newcomer 10): only the dearest actions spend it all
        priced = sorted(spending, key=lambda n: describe(n)[0])
        named_spending = "; ".join(describe(n)[0].partition(":")[0] for n in priced[:NAMED_FREE])
        more = tr(" and more") if len(priced) > NAMED_FREE else ""
        note = tr("{action} takes all {n} Energy and ends the day. Still free: {actions}.").format(
            action=named_spending + more, n=energy, actions=shown
        )
    return LastEnergy(frozenset(spending), tuple(free), note)
