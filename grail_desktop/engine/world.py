"""Changes to the map: reveals, arrivals, Guardians on arrival, special movement, replacement, Time Tokens
and removal with the wyrdness (S0 "Locations", "Special Movement", "Legacy Location Numbers", "Menhirs and
Wyrdness", "Guardians"; rules-decisions.md "Grid and distance", "Guardians").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine import day, hosting, mapgrid, runtime
from grail_desktop.engine.core import Event
from grail_desktop.engine.state import (
    Pending,
    PlacedLocation,
    Task,
)
from grail_desktop.engine.wording import plural

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def reveal_around(g: Game, number: int) -> None:
    """Attach the cards named by this card's Direction Keys when within Menhir range (S0 "Locations" 1)."""
    s = g.state
    here = s.locations[str(number)]
    cells = mapgrid.cell_index(s)
    menhirs = mapgrid.menhir_cells(s)
    for direction, key in sorted(g.catalog.locations[number].keys.items()):
        dx, dy = mapgrid.STEP[direction]
        cell = (here.x + dx, here.y + dy)
        if cell in cells:
            continue
        card = mapgrid.current_version(g.catalog, s, key)
        if card is None or str(card) in s.locations:
            continue
        if g.catalog.entering_chapter(card) > s.chapter:
            continue  # the card enters play with a later chapter (its setup's add_locations)
        if not mapgrid.in_menhir_range(cell, menhirs):
            continue
        s.locations[str(card)] = PlacedLocation(number=card, x=cell[0], y=cell[1])
        cells[cell] = card
        g.emit(
            Event(
                "LocationRevealed",
                f"{g.place_name(card)} is revealed",
                data=(("location", card), ("x", cell[0]), ("y", cell[1])),
            )
        )


def arrive(g: Game, task: Task) -> None:
    """Arrival: reveal, Guardian Encounters, then the instant rule (S0; rules-decisions.md "Guardians")."""
    s = g.state
    assert task.location is not None
    number = task.location
    if str(number) not in s.locations:
        return
    reveal_around(g, number)
    party = [c for c in task.party if not s.characters[c].dead and s.characters[c].location == number]
    here_guardians = [g.enemy for g in s.guardians if g.location == number]
    loc = g.catalog.locations[number]
    tasks = []
    if here_guardians and party:
        tasks.append(Task("guardians", character=task.character, party=party, effects=here_guardians, location=number))
    if loc.instant and party:
        tasks.append(
            Task(
                "effects",
                character=task.character,
                party=party,
                effects=[str(e) for e in loc.instant],
                source=f"instant:{number}",
            )
        )
    s.work[0:0] = tasks
    fights = here_guardians or any(e.word in ("encounter", "fight") for e in loc.instant)
    bystanders = [
        c for c in g.living() if c not in party and s.characters[c].location == number and not s.characters[c].dying
    ]
    if fights and party and bystanders:
        # rules-decisions.md "Parties": those already here may join the Encounter if the arriving Party agrees
        s.pending.insert(
            0, Pending("join", task.character or party[0], options=bystanders, data={"location": str(number)})
        )


def join(g: Game, location: int, joiners: list[str]) -> None:
    """The arriving Party's answer: ``joiners`` (already on ``location``) join the Guardian fight and the
    instant rule's Encounter queued by the arrival (rules-decisions.md "Parties"). Joining an instant rule's
    Encounter means sharing that instant rule, its other effects included (decided here)."""
    s = g.state
    if joiners:
        names = ", ".join(g.name(c) for c in joiners)
        g.emit(Event("PartyJoined", f"{names} join the arriving party in the encounter at {location}"))
    else:
        g.emit(Event("PartyJoined", f"The arriving party faces the encounter at {location} alone"))
    for t in s.work:
        if (t.kind == "guardians" and t.location == location) or t.source == f"instant:{location}":
            t.party.extend(c for c in joiners if c not in t.party)


def guardians(g: Game, task: Task) -> None:
    s = g.state
    on_map = {g.enemy for g in s.guardians if g.location == task.location}
    task.effects = [e for e in task.effects if e in on_map]
    party = [
        c
        for c in task.party
        if not s.characters[c].dead and not s.characters[c].dying and s.characters[c].location == task.location
    ]
    if not task.effects or not party:
        return
    task.party = party
    if len(task.effects) > 1:
        s.work.insert(0, task)
        s.pending.insert(0, Pending("guardian", task.character, options=sorted(task.effects)))
        return
    enemy = task.effects.pop(0)
    guardian_fight(g, task, enemy)


def guardian_fight(g: Game, task: Task, enemy: str) -> None:
    s = g.state
    s.guardians[:] = [g for g in s.guardians if g.enemy != enemy]
    assert task.location is not None
    hosting.start_fight(g, task.party, [enemy], f"guardian:{enemy}", task.location)


def special_move(g: Game, task: Task, number: int | None) -> None:
    """Special movement: no Energy, not Travel; reveals and triggers arrivals (S0 "Special Movement")."""
    s = g.state
    target = mapgrid.lowest_revealed(s) if number is None else mapgrid.current_version(g.catalog, s, number)
    if target is None or str(target) not in s.locations:
        where = "That place" if number is None else g.place_name(number)
        g.emit(Event("MoveBlocked", f"{where} is not on the map; nobody moves"))
        return
    party = [c for c in task.party if not s.characters[c].dead]
    for c in party:
        s.characters[c].location = target
        g.emit(Event("CharacterMoved", f"{g.name(c)} is moved to {g.place_name(target)}", c, (("location", target),)))
    s.work.insert(0, Task("arrive", character=runtime.actor(g, task), party=party, location=target))


def replace_location(g: Game, old: int, new: int) -> None:
    """Swap a card for its new version in the same cell; the old one leaves the game (S0 "Legacy")."""
    s = g.state
    old_now = mapgrid.current_version(g.catalog, s, old)
    if old_now is None or new not in g.catalog.locations or old_now == new:
        return
    placed = s.locations.pop(str(old_now), None)
    s.removed_locations.append(old_now)
    if placed is not None:
        s.locations[str(new)] = PlacedLocation(
            number=new, x=placed.x, y=placed.y, time_tokens=placed.time_tokens, items=placed.items
        )
        for c in s.characters.values():
            if c.location == old_now:
                c.location = new
        menhir = s.menhirs.pop(str(old_now), None)
        if menhir is not None:
            menhir.location = new
            s.menhirs[str(new)] = menhir
        for gd in s.guardians:
            if gd.location == old_now:
                gd.location = new
    g.emit(
        Event(
            "LocationReplaced",
            _becomes(g.place_name(old_now), g.place_name(new)),
            data=(("old", old_now), ("location", new)),
        )
    )


def _becomes(old: str, new: str) -> str:
    """The chronicle's line for a transformed card; a card whose new side keeps its name (Tref Eithin) is
    "transformed", not "Tref Eithin becomes Tref Eithin"."""
    return f"{old} is transformed" if old == new else f"{old} becomes {new}"


def add_time_tokens(g: Game, number: int, n: int) -> None:
    card = mapgrid.current_version(g.catalog, g.state, number)
    placed = g.state.locations.get(str(card)) if card is not None else None
    if placed is not None and n:
        placed.time_tokens += n
        g.emit(
            Event(
                "TimeTokenAdded",
                f"{plural(n, 'Time Token')} on {g.place_name(placed.number)}",
                data=(("location", placed.number),),
            )
        )


def remove_out_of_range(g: Game) -> None:
    """Start of the Day step 2: discard cards out of Menhir range; characters there suffer the wyrdness
    (−2 Health, +2 Terror) and move to the nearest remaining card (S0; rules-decisions.md)."""
    s = g.state
    gone = mapgrid.out_of_range(s)
    if not gone:
        return
    removed = [s.locations.pop(str(n)) for n in gone]
    remaining = list(s.locations.values())
    for p in removed:
        g.emit(
            Event(
                "LocationRemoved",
                f"{g.place_name(p.number)} sinks into the wyrdness",
                data=(("location", p.number),),
            )
        )
        s.item_deck.extend(p.items)
        for gd in [x for x in s.guardians if x.location == p.number]:
            s.guardians.remove(gd)
            hosting.discard_enemy(g, gd.enemy)
            text = f"{g.enemy_name(gd.enemy)}, a Guardian, sinks with {g.place_name(p.number)}"
            g.emit(Event("GuardianDiscarded", text, data=(("enemy", gd.enemy), ("location", p.number))))
        target = mapgrid.nearest(s, p, remaining)
        for c in g.living():
            if s.characters[c].location != p.number:
                continue
            g.emit(Event("Wyrdness", f"The wyrdness swallows the ground under {g.name(c)}", c))
            g.change(c, "health", -day.WYRD_HEALTH)
            g.change(c, "terror", day.WYRD_TERROR)
            if target is not None:
                s.characters[c].location = target
                g.emit(
                    Event("Displaced", f"{g.name(c)} is thrown to {g.place_name(target)}", c, (("location", target),))
                )
        for body in s.characters.values():
            if body.dead and body.location == p.number and target is not None:
                body.location = target
