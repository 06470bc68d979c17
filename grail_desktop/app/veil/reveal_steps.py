"""A reveal cut into the steps a player reads one at a time (newcomer 9: one click on Continue ran a battle,
the season's scoring and the next round's setup at once, its VP jumping 4 → 23).

The engine settles everything automatic after an action in one ``apply`` (S3: a War Phase resolves its battles
region by region, then the season ends and the next begins with its Mist Phase), so one action's events may hold
several steps. :func:`reveal_steps` groups them: each battle (its Combat Cards, its plans' fate, its region's
scoring and rewards), the regions scored without a battle, the end of the season (hand cards' VP), the next
season's Mist Phase. The desk shows one step per Continue.
"""

from __future__ import annotations

from collections.abc import Sequence

from grail_desktop.engine.veil.events import VeilEvent

#: Step tags: what a step shows.
LEAD, BATTLE, REGIONS, SEASON_END, SEASON = "lead", "battle", "regions", "season-end", "season"


def reveal_steps(events: Sequence[VeilEvent]) -> list[tuple[str, list[VeilEvent]]]:
    """``events`` (in order) as ``[(tag, events), …]``; every event is in exactly one step, in order. Events
    before the first step of their own (a Combat Card drawn, the choices revealed) open the first step; a
    "Battle in …" announcement and the game's end close the step they follow."""
    steps: list[tuple[str, list[VeilEvent]]] = []
    for e in events:
        tag = steps[-1][0] if steps else LEAD
        here = steps[-1][1] if steps else []
        new = ""
        if e.kind == "CombatRevealed":
            new = BATTLE
        elif e.kind == "RegionScored":
            if tag not in (BATTLE, REGIONS) or (tag == BATTLE and any(x.kind == "RegionScored" for x in here)):
                new = REGIONS
        elif e.kind == "HandDiscarded" and tag != SEASON_END:
            new = SEASON_END
        elif e.kind == "SeasonStarted":
            new = SEASON
        if new and steps and tag == LEAD:  # a lead-in joins the step it leads into
            steps[-1] = (new, here)
        elif new or not steps:
            steps.append((new or LEAD, []))
        steps[-1][1].append(e)
    return steps
