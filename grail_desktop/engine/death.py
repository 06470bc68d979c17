"""Death, failure and the Allmother's Mercy (S0 "Death", "Allmother's Mercy"; rules-decisions.md
"Dying and Going Insane").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine import chapters, journal, mapgrid, world
from grail_desktop.engine.core import Event
from grail_desktop.engine.difficulty import mercy_offered
from grail_desktop.engine.setup import initial_state, new_character
from grail_desktop.engine.state import (
    Pending,
    Task,
)
from grail_desktop.engine.wording import outcome_words

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def die(g: Game, character: str) -> None:
    """Death (S0 "Death"): solo ends the game; co-op drops items, splits Secrets (Personal vanish), and
    offers an unclaimed character or sitting out (rules-decisions.md "Parties"); failure when nobody is left
    playing and none can be claimed."""
    s = g.state
    c = s.characters[character]
    c.dead = True
    c.dying = False
    g.emit(Event("CharacterDied", f"{g.name(character)} dies", character))
    if s.players == 1:
        end_game(g, "death")
        return
    placed = s.locations.get(str(c.location))
    for item in list(c.items):
        c.items.remove(item)
        if placed is not None:
            placed.items.append(item)
        else:
            s.item_deck.append(item)
        g.emit(
            Event(
                "ItemDropped",
                f"{g.thing_name(item)} is left at {g.place_name(c.location)}",
                character,
                (("item", item),),
            )
        )
    c.face_down.clear()
    for secret in [x for x in c.secrets if g.catalog.secrets[x].personal]:
        c.secrets.remove(secret)
        s.removed_cards.append(secret)
        g.emit(Event("SecretDiscarded", f"The Personal Secret {g.thing_name(secret)} vanishes", character))
    unclaimed = sorted(k for k in g.catalog.characters if k not in s.characters)
    others = [x for x in g.living() if x != character]
    if not others and not unclaimed:
        end_game(g, "failure")  # nobody is left playing and no character can be claimed
        return
    if c.secrets and others:
        s.pending.append(Pending("secret", character, options=list(c.secrets)))
    if unclaimed:
        # rules-decisions.md "Parties": the player may claim or sit out while others still play (S0 "you may")
        s.pending.append(Pending("claim", character, options=unclaimed, data={"may_sit_out": "1" if others else "0"}))
    else:
        g.emit(Event("SatOut", f"No character is left to claim: {g.name(character)}'s player sits out", character))


def sit_out(g: Game, p: Pending) -> None:
    """The player of the dead character claims nobody and watches the others play on (rules-decisions.md
    "Parties"); failure only comes when nobody is left playing."""
    who = p.character
    name = g.name(who) if who is not None else "the dead character"
    g.emit(Event("SatOut", f"{name}'s player claims no new character and sits out", who))
    if not g.living():
        end_game(g, "failure")


def claim(g: Game, p: Pending, character: str) -> None:
    """Claim an unclaimed character: standard setup at the lowest-numbered revealed location (S0)."""
    s = g.state
    where = mapgrid.lowest_revealed(s)
    assert where is not None
    s.characters[character] = new_character(
        g.catalog, character, where, g.rng, s.setup.difficulty, list(s.setup.house_rules)
    )
    chapters.chapter_pools(g, character)  # a later chapter's pools, as the party's were set up
    s.order = sorted(s.characters, key=lambda c: g.catalog.characters[c].number)
    if s.phase == "day":
        s.characters[character].acted = True
    g.emit(
        Event(
            "CharacterClaimed", f"{g.name(character)} joins at {g.place_name(where)}", character, (("location", where),)
        )
    )


def end_game(g: Game, outcome: str) -> None:
    s = g.state
    s.outcome = outcome
    s.phase = "over"
    s.work.clear()
    s.exploration = None
    g.emit(Event("GameOver", f"The game is over: {outcome_words(g.catalog, outcome)}", data=(("outcome", outcome),)))
    # the difficulty says whether the Mercy is offered (decided for this edition: difficulty)
    offered = outcome in ("death", "failure") and mercy_offered(g.catalog, s.setup.difficulty, s.statuses)
    s.pending[:] = [Pending("mercy")] if offered else []
    chapters.offer_next(g)  # a won chapter: the next one is offered (S1 World Setup 9)


def mercy(g: Game) -> None:
    """Allmother's Mercy: restart at the beginning of the chapter with some pre-defined resources (S0): one
    coherent chapter start, exactly as a new game of this party and seed would set it up, plus the status
    ``saved-by-the-goddess``, then the chapter's mercy section and mercy effects (its pre-defined resources) and
    Day 1 from step 5. Nothing of the failed attempt is kept but the Chronicler's log: a kept status, quest or
    Secret would speak of places, people and Items that the fresh map and decks no longer hold (issue 20)."""
    s = g.state
    if s.chapter != g.catalog.campaign.chapters[0]:
        _mercy_in_later_chapter(g)
        return
    fresh = initial_state(
        g.catalog,
        list(s.setup.characters),
        s.setup.seed,
        rng=s.rng,
        difficulty=s.setup.difficulty,
        house_rules=list(s.setup.house_rules),
    )
    fresh.statuses = ["saved-by-the-goddess"]
    fresh.adjustments = list(s.adjustments)
    g.state = fresh
    g.emit(Event("Mercy", "The Allmother's Mercy: the chapter begins again"))
    chapter = g.catalog.chapters[fresh.chapter]
    tasks = [Task("sod", step=n) for n in range(5, 9)]
    mercy = [str(e) for e in chapter.mercy_effects]
    first = fresh.order[0]
    pre: list[Task] = []
    if mercy:
        pre.append(Task("effects", party=list(fresh.order), effects=mercy, source="mercy"))
    fresh.work[0:0] = pre + tasks
    world.reveal_around(g, g.catalog.campaign.start_location)
    if chapter.mercy_section:
        # the mercy reading comes first, then the mercy effects and Day 1 from step 5
        journal.open_journal(g, first, list(fresh.order), chapter.mercy_section, "mercy")


def _mercy_in_later_chapter(g: Game) -> None:
    """The Mercy after the first chapter: the chapter setup again (``chapters.mercy_again``), then the mercy
    section, the mercy effects and Day 1 from step 5, as in the first chapter."""
    s = g.state
    party = chapters.mercy_again(g)
    g.emit(Event("Mercy", "The Allmother's Mercy: the chapter begins again"))
    chapter = g.catalog.chapters[s.chapter]
    mercy = [str(e) for e in chapter.mercy_effects]
    if mercy:
        # after the setup's own effects, before Day 1
        at = next((i for i, t in enumerate(s.work) if t.kind == "sod"), len(s.work))
        s.work.insert(at, Task("effects", party=list(party), effects=mercy, source="mercy"))
    if chapter.mercy_section:
        journal.open_journal(g, party[0], list(party), chapter.mercy_section, "mercy")
