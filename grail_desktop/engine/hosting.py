"""Encounters seen from the map and the story: drawing enemies from the encounter decks, starting the
encounter machine and tidying up afterwards (encounter-contract.md; S0 "Encounters", "Guardians",
"Discarding"; rules-decisions.md "Guardians").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine import runtime
from grail_desktop.engine.core import Event
from grail_desktop.engine.encounter import start_encounter
from grail_desktop.engine.state import (
    EncounterContext,
    GuardianState,
    Task,
)

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


#: At most this many enemies in one encounter (rules-decisions.md "Several enemies": 2–3).
MAX_ENEMIES = 3


def boxed(g: Game, enemy: str) -> bool:
    """True for an enemy in none of the chapter's encounter decks (a companion, or one the story names): after
    its fight it goes back to the box, never into a deck where a random draw could bring it alone."""
    chapter = g.catalog.chapters.get(g.state.chapter)
    if chapter is None or enemy in chapter.first_encounters.values():
        return False
    return not any(enemy in deck for deck in chapter.encounter_decks.values())


def with_companions(g: Game, enemies: list[str]) -> list[str]:
    """``enemies`` followed by the companions each card brings (EnemyDef.companions), each once, at most
    :data:`MAX_ENEMIES` in all (rules-decisions.md "Several enemies"). A companion still in an encounter deck
    is taken out of it, like any enemy fought by name."""
    out = list(dict.fromkeys(enemies))
    for enemy in list(out):
        d = g.catalog.enemies.get(enemy)
        for companion in d.companions if d is not None else ():
            if companion not in out and companion in g.catalog.enemies and len(out) < MAX_ENEMIES:
                out.append(companion)
                for deck in g.state.encounter_decks.values():
                    if companion in deck:
                        deck.remove(companion)
    return out[:MAX_ENEMIES]


def discard_enemy(g: Game, enemy: str) -> None:
    """An Encounter card goes to the bottom of its deck (S0 "Discarding and removing cards"); an enemy of no
    deck goes back to the box (``boxed``)."""
    d = g.catalog.enemies.get(enemy)
    if d is None or boxed(g, enemy):
        return
    g.state.encounter_decks.setdefault(d.colour, []).append(enemy)


def encounter_from_deck(g: Game, task: Task, colour: str, level: int | None) -> None:
    """``encounter <colour> [level]``: the first card of that colour (and level) from the top (contract)."""
    s = g.state
    deck = s.encounter_decks.get(colour, [])
    found = next((e for e in deck if level is None or g.catalog.enemies[e].level == level), None)
    if found is None:
        g.emit(Event("EncounterUnavailable", f"No {colour} encounter is left to draw"))
        return
    deck.remove(found)
    g.mark_irreversible()
    who = runtime.actor(g, task)
    if who is None:
        discard_enemy(g, found)
        return
    here = s.characters[who].location
    party = [c for c in task.party if not s.characters[c].dead and s.characters[c].location == here]
    start_fight(g, party or [who], [found], f"draw:{colour}", here)


def fight(g: Game, task: Task, *enemies: str) -> None:
    """``fight <enemy> [<enemy> [<enemy>]]``: those very enemies (1–3, rules-decisions.md "Several enemies"),
    taken from their decks or from the map, in one encounter."""
    s = g.state
    for enemy in enemies:
        for deck in s.encounter_decks.values():
            if enemy in deck:
                deck.remove(enemy)
    s.guardians[:] = [g for g in s.guardians if g.enemy not in enemies]
    who = runtime.actor(g, task)
    if who is None:
        for enemy in enemies:
            discard_enemy(g, enemy)
        return
    here = s.characters[who].location
    party = [c for c in task.party if not s.characters[c].dead and s.characters[c].location == here]
    start_fight(g, party or [who], list(enemies), f"fight:{enemies[0]}", here)


def start_fight(g: Game, participants: list[str], enemies: list[str], source: str, location: int) -> None:
    """Start an encounter through the encounter machine (encounter-contract.md) against ``enemies`` and the
    companions they bring (``with_companions``; rules-decisions.md "Several enemies")."""
    s = g.state
    enemies = with_companions(g, enemies)
    fit = [c for c in participants if not s.characters[c].dead and not s.characters[c].dying]
    if not fit:
        for e in enemies:
            enemy_back(g, e, location, won=False)
        g.emit(Event("EncounterSkipped", "Nobody is able to face the encounter"))
        return
    g.mark_irreversible()
    enc, events = start_encounter(g, fit, enemies, source=source)
    s.encounter = enc
    s.encounter_context = EncounterContext(participants=fit, enemies=list(enemies), location=location, source=source)
    names = ", ".join(g.enemy_name(e) for e in enemies)
    g.emit(Event("EncounterStarted", f"Encounter: {names}", fit[0], (("source", source),)))
    for ev in events:
        g.emit(ev)
    if enc.result is not None:
        finish_encounter(g)


def enemy_back(g: Game, enemy: str, location: int, *, won: bool) -> None:
    d = g.catalog.enemies.get(enemy)
    if d is not None and d.guardian and not won and str(location) in g.state.locations:
        g.state.guardians.append(GuardianState(enemy=enemy, location=location))
        g.emit(
            Event(
                "GuardianPlaced",
                f"{d.name} stays at {g.place_name(location)} as a Guardian",
                data=(("enemy", enemy), ("location", location)),
            )
        )
    else:
        discard_enemy(g, enemy)


def finish_encounter(g: Game) -> None:
    """After the machine sets a result: enemies to the bottom of their decks, undefeated Guardians on the
    map (rules-decisions.md "Guardians"), then the game continues where it was."""
    s = g.state
    enc, ctx = s.encounter, s.encounter_context
    assert enc is not None and enc.result is not None and ctx is not None
    result = enc.result
    s.encounter = None
    s.encounter_context = None
    for e in result.enemies or tuple(ctx.enemies):
        enemy_back(g, e, ctx.location, won=e not in result.undefeated_guardians)
    verdict = "won" if result.won else "over"
    g.emit(Event("EncounterEnded", f"The encounter is {verdict}", data=(("won", int(result.won)),)))
