"""Chapter transitions: a won chapter ends with its ending, and the next chapter is set up from the campaign
carried over (S1 World Setup 9: after each chapter a new Chapter Setup card; S1 "Saving"; S0 "Adding or
Removing players"; decided for this edition: chapter transitions, docs/rules.md "Chapters").

What is kept and what is rebuilt is data (``ChapterDef.setup``, docs/content-format.md "chapters.toml"):
characters keep attributes, Skills, decks, pools, Items, Secrets and resources; the world keeps Statuses and
removed or replaced locations; the Event deck, Active Quests, random events and encounter decks are rebuilt.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from grail_desktop.engine import day, mapgrid, world
from grail_desktop.engine import difficulty as levels
from grail_desktop.engine.actions import NextChapter
from grail_desktop.engine.core import Event, IllegalActionError
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Condition
from grail_desktop.engine.setup import START_DIAL, build_encounter_decks, chapter_random_events, new_character
from grail_desktop.engine.state import GameState, MenhirState, Pending, PlacedLocation, Task

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game

#: Roman numerals for chapter titles in the chronicle ("Chapter II").
_ROMAN: tuple[tuple[int, str], ...] = (
    (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
)  # fmt: skip


def roman(number: int) -> str:
    """``2`` → ``"II"`` (chapters run 1-99)."""
    out = ""
    for value, letters in _ROMAN:
        while number >= value:
            out += letters
            number -= value
    return out


def chapter_name(catalog: Catalog, number: int) -> str:
    """``"Chapter II: The Drowned Roads"`` (the number alone when the pack has no such chapter)."""
    chapter = catalog.chapters.get(number)
    return f"Chapter {roman(number)}: {chapter.title}" if chapter else f"Chapter {roman(number)}"


def ending_chapter(catalog: Catalog, ending: str) -> int | None:
    """The chapter whose ``endings`` list ``ending``, or None."""
    return next((c.number for c in catalog.chapters.values() if ending in c.endings), None)


# ------------------------------------------------------------------ the end of a chapter


def ends_this_chapter(g: Game, ending: str) -> bool:
    """Whether ``win <ending>`` ends the chapter being played: always, unless chapters list their endings and
    another chapter lists this one (an earlier chapter's story, read again later, ends nothing)."""
    owner = ending_chapter(g.catalog, ending)
    return owner is None or owner == g.state.chapter


def offer_next(g: Game) -> None:
    """After a win: offer the next chapter when the campaign has one (``next-chapter``; S1 "Saving")."""
    s = g.state
    if s.outcome is None or not s.outcome.startswith("won "):
        return
    ending = s.outcome[4:]
    s.endings.append(ending)
    if g.catalog.chapter_after(s.chapter) is not None:
        s.pending[:] = [Pending("next-chapter")]


def next_chapter_actions(g: Game) -> list[NextChapter]:
    """``next-chapter`` (the same party), then each party with one veteran left out, then each with one fresh
    character added (S0 "Adding or Removing players": 1-4 characters)."""
    s = g.state
    veterans = tuple(c for c in s.order if not s.characters[c].dead)
    out = [NextChapter()]
    if len(veterans) > 1:
        out.extend(NextChapter(tuple(v for v in veterans if v != gone)) for gone in veterans)
    if len(veterans) < 4:
        numbers = g.catalog.characters
        for new in sorted((c for c in numbers if c not in s.characters), key=lambda c: numbers[c].number):
            out.append(NextChapter(tuple(sorted((*veterans, new), key=lambda c: numbers[c].number))))
    return out


def party_problem(g: Game, party: tuple[str, ...]) -> str | None:
    """Why ``party`` cannot play the next chapter (None when it can): 1-4 characters, each a living veteran
    or a character nobody has played yet (S0 "Adding or Removing players"; the dead stay dead)."""
    s = g.state
    if not party:
        return None
    if not 1 <= len(party) <= 4 or len(set(party)) != len(party):
        return "a chapter is played by 1 to 4 different characters"
    for c in party:
        if c not in g.catalog.characters:
            return f"unknown character '{c}'"
        if c in s.characters and s.characters[c].dead:
            return f"{g.name(c)} died in the last chapter and cannot go on"
    return None


def validate_next(g: Game, action: NextChapter) -> None:
    """Raise :class:`IllegalActionError` unless the next chapter is offered and ``action``'s party may play it."""
    s = g.state
    if not (s.pending and s.pending[0].kind == "next-chapter"):
        raise IllegalActionError("no chapter is complete: the next chapter starts after a win")
    problem = party_problem(g, action.party)
    if problem is not None:
        raise IllegalActionError(problem)


# ------------------------------------------------------------------ the start of the next chapter


def home_cell(catalog: Catalog, state: GameState, number: int) -> tuple[int, int]:
    """The grid cell of location ``number``: where it is placed, else found through Direction Keys from the
    campaign's start location at (0, 0) (rules-decisions.md "Grid and distance"; a replacement takes its Legacy
    card's cell)."""
    placed = state.locations.get(str(number))
    if placed is not None:
        return (placed.x, placed.y)
    want = mapgrid.aliases(catalog, number)
    start = catalog.campaign.start_location
    cells: dict[int, tuple[int, int]] = {start: (0, 0)}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here in want:
            return cells[here]
        x, y = cells[here]
        for direction, key in sorted(catalog.locations[here].keys.items()):
            dx, dy = mapgrid.STEP[direction]
            for card, loc in catalog.locations.items():
                if card not in cells and (key in (card, loc.legacy)):
                    cells[card] = (x + dx, y + dy)
                    queue.append(card)
    return (0, 0)


def _conditions_hold(state: GameState, conditions: tuple[Condition, ...]) -> bool:
    """Chapter setup conditions are Status conditions (the validator refuses others)."""
    for cond in conditions:
        marked = cond.args[0] in state.statuses or any(x.startswith(cond.args[0] + ".") for x in state.statuses)
        if marked != (cond.word == "status"):
            return False
    return True


def chapter_pools(g: Game, character: str) -> None:
    """The chapter's Advancement Pools for ``character`` (chapters.toml ``pool_add``, ``pool_top``,
    ``pool_phase_out``; S1 World Setup 9 "phasing out easier cards"): its own cards join the pools on top (once:
    a Mercy adds none again), the named cards come to the top in the order given, and with ``pool_phase_out``
    every other card leaves the pools for ``phased_out``. Run for the party as the chapter begins and for a
    character claimed during it (S0 "Death"), so a newcomer's pools are the chapter's too. Nothing in the first
    chapter, whose setup is empty."""
    cat = g.catalog
    cs = cat.chapters[g.state.chapter].setup if g.state.chapter in cat.chapters else None
    holder = g.state.characters[character]
    if cs is None:
        return
    owned = {*holder.combat_deck, *holder.diplomacy_deck, *holder.combat_pool, *holder.diplomacy_pool}
    owned.update(holder.combat_aside, holder.diplomacy_aside, holder.phased_out)
    for joining_card in reversed(cs.pool_add.get(character, ())):
        if joining_card not in owned:
            getattr(holder, f"{cat.cards[joining_card].deck}_pool").insert(0, joining_card)
    top_cards = cs.pool_top.get(character, ())
    if top_cards and not holder.dead:
        for pool in (holder.diplomacy_pool, holder.combat_pool):
            # the setup's cards still in the pool go on top, in the order given (a card already taken stays)
            top = [card for card in top_cards if card in pool]
            pool[:] = top + [card for card in pool if card not in top]
    if cs.pool_phase_out:
        # an earlier chapter's leftovers leave the pools, but those the setup names (its own cards included);
        # the same on a Mercy, which finds only this chapter's cards left
        keep = {*cs.pool_add.get(character, ()), *top_cards}
        for pool in (holder.combat_pool, holder.diplomacy_pool):
            holder.phased_out.extend(card for card in pool if card not in keep)
            pool[:] = [card for card in pool if card in keep]


def begin_chapter(g: Game, party: tuple[str, ...] = (), *, again: bool = False) -> None:
    """Set up the chapter after the current one for ``party`` (empty: the living veterans), in place; with
    ``again`` the current chapter once more (its Allmother's Mercy, :func:`mercy_again`).

    Order: characters who leave put their Items back in the Item deck (their Secrets go to the first character
    of the party once everyone is set up); the setup's Statuses cleared, locations removed and replaced;
    Menhirs and map reset (or kept); Guardians and Time Tokens gone; veterans gather on the start location with
    their tracks reset (or kept, Health at least 1); fresh characters get the standard setup there (S0 "Adding
    or Removing players"); the Event deck, random events, Active Quests, dials and encounter decks are rebuilt;
    the chapter's Items join the Item deck; the setup's effects apply to everyone; Day 1 runs from Start of the
    Day step 5 (rules-decisions.md "Order of the day").
    """
    s = g.state
    cat = g.catalog
    number = s.chapter if again else cat.chapter_after(s.chapter)
    assert number is not None
    chapter = cat.chapters[number]
    cs = chapter.setup
    veterans = [c for c in s.order if not s.characters[c].dead]
    chosen = list(party) or veterans
    leaving = [c for c in veterans if c not in chosen]
    staying = [c for c in veterans if c in chosen]
    fresh = [c for c in chosen if c not in s.characters]
    g.mark_irreversible()
    s.chapter = number
    if not again:
        g.emit(Event("ChapterStarted", f"{chapter_name(cat, number)} begins", data=(("chapter", number),)))
    handed: list[tuple[str, str]] = []  # (who left, Secret): given to those who go on once they are all here
    for c in leaving:
        ch = s.characters.pop(c)
        for item in ch.items:
            (s.removed_cards if cat.items[item].story else s.item_deck).append(item)
        handed.extend((c, secret) for secret in ch.secrets)
        g.emit(Event("CharacterLeft", f"{g.name(c)} does not go on into the new chapter", c))
    # the world: Statuses kept but those cleared, removed and replaced locations kept (S0 "Legacy")
    s.statuses = [x for x in s.statuses if x not in cs.clear_statuses and x.split(".", 1)[0] not in cs.clear_statuses]
    for gone in cs.remove_locations:
        card = mapgrid.current_version(cat, s, gone)
        if card is None:
            continue
        placed = s.locations.pop(str(card), None)
        if placed is not None:
            s.item_deck.extend(placed.items)
        s.menhirs.pop(str(card), None)
        if card not in s.removed_locations:
            s.removed_locations.append(card)
        g.emit(Event("LocationRemoved", f"{g.place_name(card)} leaves the game", data=(("location", card),)))
    for r in cs.replace:
        if _conditions_hold(s, r.conditions):
            world.replace_location(g, r.old, r.new)
    start = mapgrid.current_version(cat, s, cs.start_location or cat.campaign.start_location)
    assert start is not None
    players = len(chosen)
    if cs.menhirs == "reset":
        cell = home_cell(cat, s, start)
        for placed in s.locations.values():
            s.item_deck.extend(placed.items)
        s.locations = {str(start): PlacedLocation(number=start, x=cell[0], y=cell[1])}
        dial = cs.menhir_dial or levels.start_dial(
            g.pack, s.setup.difficulty, list(s.setup.house_rules), START_DIAL[players]
        )
        s.menhirs = {str(start): MenhirState(location=start, dial=dial)}
        s.last_menhir = False
    elif str(start) not in s.locations:
        cell = home_cell(cat, s, start)
        s.locations[str(start)] = PlacedLocation(number=start, x=cell[0], y=cell[1])
    for placed in s.locations.values():
        placed.time_tokens = 0
        placed.action_used = False
    s.guardians = []
    for c in staying:
        ch = s.characters[c]
        d = cat.characters[c]
        if cs.tracks == "reset":
            ch.health, ch.terror = d.health.start, d.terror.start
            ch.energy = min(d.energy.start, ch.health)
        else:
            ch.health = max(1, ch.health)
            ch.energy = min(ch.energy, ch.health)
        ch.dying, ch.dying_countdown, ch.dying_left = False, 0, 0
        ch.passed = ch.acted = False
        ch.location = start
    for c in fresh:
        s.characters[c] = new_character(g.pack, c, start, s.rng, s.setup.difficulty, list(s.setup.house_rules))
        g.emit(Event("CharacterClaimed", f"{g.name(c)} joins the party at {g.place_name(start)}", c))
    heir = chosen[0]
    for c, secret in handed:
        # S0 "Adding or Removing players": Secrets never leave the campaign with a character who stays behind
        s.characters[heir].secrets.append(secret)
        text = f"{g.name(c)} stays behind; {g.name(heir)} keeps {g.thing_name(secret)}"
        g.emit(Event("SecretGained", text, heir, (("secret", secret),)))
    for body in s.characters.values():
        if body.dead:
            body.location = start
    s.order = sorted(s.characters, key=lambda c: cat.characters[c].number)
    s.players = players
    s.setup.characters = list(chosen)  # the party this chapter was set up for (S1 "Character Setup")
    # the chapter's decks (S1 World Setup 9)
    s.event_deck = list(chapter.events)
    s.event_discard = []
    s.random_events = chapter_random_events(cat, chapter, s.rng)
    s.current_event = None
    s.active_quests = []
    s.time_dials = {}
    s.quest_dials = {}
    build_encounter_decks(s, chapter)
    for c in s.characters:
        chapter_pools(g, c)
    joining = [i for i in cs.add_items if i in s.removed_cards and not cat.items[i].story]
    s.removed_cards = [i for i in s.removed_cards if i not in joining]
    s.item_deck.extend(i for i in joining if i not in s.item_deck)
    s.rng.shuffle(s.item_deck)
    s.day = 1
    s.phase = "start"
    s.outcome = None
    s.pending = []
    s.work = []
    s.exploration = None
    s.encounter = None
    s.encounter_context = None
    s.end_of_day = []
    s.chapter_statuses = list(s.statuses)
    s.chapter_removed = list(s.removed_locations)
    world.reveal_around(g, start)
    living = [c for c in s.order if not s.characters[c].dead]
    if cs.effects:
        s.work.append(Task("effects", party=living, effects=[str(e) for e in cs.effects], source="chapter"))
    s.work.extend(day.start_of_day_tasks(5))


def mercy_again(g: Game) -> list[str]:
    """The Allmother's Mercy in a chapter after the first (S0 "Allmother's Mercy": restart at the beginning of
    the chapter; decided for this edition): Statuses and removed locations go back to what the chapter's
    setup left, the characters of the party (the living, then the dead, as many as were playing) come back
    with what they carry now, and the chapter's setup runs again. Returns the party, in turn order."""
    s = g.state
    living = [c for c in s.order if not s.characters[c].dead]
    dead = [c for c in s.order if s.characters[c].dead]
    party = (living + dead)[: max(s.players, 1)]
    for c in party:
        s.characters[c].dead = False
    for c in dead:
        if c not in party:
            gone = s.characters.pop(c)
            # nothing leaves the campaign with them (S0 "Adding or Removing players")
            s.characters[party[0]].secrets.extend(gone.secrets)
            for item in gone.items:
                (s.removed_cards if g.catalog.items[item].story else s.item_deck).append(item)
    s.order = [c for c in s.order if c in s.characters]
    s.statuses = [*s.chapter_statuses, "saved-by-the-goddess"]
    s.removed_locations = list(s.chapter_removed)
    begin_chapter(g, tuple(party), again=True)
    return [c for c in s.order if not s.characters[c].dead]
