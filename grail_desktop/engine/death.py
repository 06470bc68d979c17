"""Death, failure and the Allmother's Mercy (S0 "Death", "Allmother's Mercy"; rules-decisions.md
"Dying and Going Insane").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine import journal, mapgrid, world
from grail_desktop.engine.core import Event
from grail_desktop.engine.difficulty import mercy_offered
from grail_desktop.engine.setup import initial_state, new_character
from grail_desktop.engine.state import (
    GameState,
    Pending,
    Task,
)
from grail_desktop.engine.wording import outcome_words

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def die(g: Game, character: str) -> None:
    """Death (S0 "Death"): solo ends the game; co-op drops items, splits Secrets (Personal vanish), and
    offers an unclaimed character; none left → failure."""
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
    if not unclaimed:
        end_game(g, "failure")
        return
    if c.secrets and any(x != character for x in g.living()):
        s.pending.append(Pending("secret", character, options=list(c.secrets)))
    s.pending.append(Pending("claim", character, options=unclaimed))


def claim(g: Game, p: Pending, character: str) -> None:
    """Claim an unclaimed character: standard setup at the lowest-numbered revealed location (S0)."""
    s = g.state
    where = mapgrid.lowest_revealed(s)
    assert where is not None
    s.characters[character] = new_character(
        g.catalog, character, where, g.rng, s.setup.difficulty, list(s.setup.house_rules)
    )
    s.order = sorted(s.characters, key=lambda c: g.catalog.characters[c].number)
    if s.phase == "day":
        s.characters[character].acted = True
    g.emit(Event("CharacterClaimed", f"{g.name(character)} joins at {where}", character, (("location", where),)))


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


def _keep_secrets(old: GameState, fresh: GameState) -> None:
    """Secrets are knowledge: they survive the Mercy like the Statuses on the save sheet (docs/rules.md,
    decided here; S0 only says the restart keeps "pre-defined resources"). Each goes back to its holder, or
    to the first character when the holder is not in the fresh party; Items and resources do not survive."""
    first = fresh.order[0]
    for cid, held in old.characters.items():
        for secret in held.secrets:
            if secret not in fresh.secret_box:
                continue  # a starting Secret the fresh party already holds
            holder = cid if cid in fresh.characters else first
            fresh.secret_box.remove(secret)
            fresh.characters[holder].secrets.append(secret)


def mercy(g: Game) -> None:
    """Allmother's Mercy: mark the status and restart the chapter with the mercy section and effects (S0).

    Kept: Statuses, completed quests, Quest Dials, Chronicler adjustments and every Secret held
    (``_keep_secrets``)."""
    s = g.state
    statuses = sorted({*s.statuses, "saved-by-the-goddess"})
    fresh = initial_state(
        g.catalog,
        list(s.setup.characters),
        s.setup.seed,
        rng=s.rng,
        difficulty=s.setup.difficulty,
        house_rules=list(s.setup.house_rules),
    )
    fresh.statuses = statuses
    fresh.completed_quests = list(s.completed_quests)
    fresh.adjustments = list(s.adjustments)
    fresh.quest_dials = dict(s.quest_dials)  # how far a quest's trail has been followed is knowledge too
    _keep_secrets(s, fresh)
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
