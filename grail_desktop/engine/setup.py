"""Campaign and chapter setup: the starting state of a game (S1 "Character Setup", "World Setup").

Characters start with their tracks on the starting slots, starting attributes and resources, shuffled
15-card starter decks and 25-card Advancement Pools. The world: the start location at grid (0, 0) with a
Menhir whose dial shows 8/7/6/5 for 1/2/3/4 players (S1 World Setup 2), the chapter's Event deck and
encounter decks (first encounters on top), the shuffled Item deck and the random events.
"""

from __future__ import annotations

from grail_desktop.engine import difficulty as levels
from grail_desktop.engine.bounds import seed_in_bounds
from grail_desktop.engine.defs import Catalog, ChapterDef
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.state import CharacterState, GameState, MenhirState, PlacedLocation, Setup

#: Starting Menhir dial by number of players (S1 World Setup 2).
START_DIAL: dict[int, int] = {1: 8, 2: 7, 3: 6, 4: 5}


class SetupError(ValueError):
    """A game cannot be set up as asked (unknown character, wrong number of characters …)."""


def new_character(
    catalog: Catalog,
    character: str,
    location: int,
    rng: Rng,
    difficulty: str = "printed",
    rules: list[str] | None = None,
) -> CharacterState:
    """A character after the standard Character Setup (S1 steps 2–8), placed on ``location``; its starting
    resources as the ``difficulty`` and house ``rules`` change them (decided for this edition: difficulty)."""
    d = catalog.characters[character]
    combat = list(d.combat_deck)
    diplomacy = list(d.diplomacy_deck)
    combat_pool = list(d.combat_pool)
    diplomacy_pool = list(d.diplomacy_pool)
    for deck in (combat, diplomacy, combat_pool, diplomacy_pool):
        rng.shuffle(deck)
    return CharacterState(
        id=character,
        energy=min(d.energy.start, d.health.start),
        health=d.health.start,
        terror=d.terror.start,
        attributes=dict(d.attributes),
        resources=levels.start_resources(catalog, difficulty, rules or [], dict(d.resources)),
        location=location,
        combat_deck=combat,
        diplomacy_deck=diplomacy,
        combat_pool=combat_pool,
        diplomacy_pool=diplomacy_pool,
    )


def build_encounter_decks(state: GameState, chapter: ChapterDef) -> None:
    """The chapter's encounter decks, top first, each first encounter on top (S1 World Setup 9)."""
    state.encounter_decks = {}
    for colour, enemies in sorted(chapter.encounter_decks.items()):
        state.encounter_decks[colour] = list(enemies)
    for colour, enemy in sorted(chapter.first_encounters.items()):
        deck = state.encounter_decks.setdefault(colour, [])
        if enemy in deck:
            deck.remove(enemy)
        deck.insert(0, enemy)


def chapter_random_events(catalog: Catalog, chapter: ChapterDef, rng: Rng) -> list[str]:
    """The chapter's random events (``random = true`` with this ``chapter``), shuffled."""
    in_chapter = set(chapter.events)
    events = sorted(
        e.id for e in catalog.events.values() if e.random and e.id not in in_chapter and e.chapter == chapter.number
    )
    rng.shuffle(events)
    return events


def initial_state(
    catalog: Catalog,
    characters: list[str],
    seed: int,
    rng: Rng | None = None,
    *,
    difficulty: str = "printed",
    house_rules: list[str] | None = None,
) -> GameState:
    """The state before the first Start of the Day (the caller runs steps 5–8 of Day 1).

    ``difficulty`` and ``house_rules`` are kept in the setup and change the starting resources and dial
    (engine.difficulty). A seed longer than ``bounds.MAX_SEED_DIGITS`` digits is kept modulo 2**64 (the same
    generator). Raises :class:`SetupError` for 0 or more than 4 characters, unknown or repeated ids, an
    unknown difficulty or house rule.
    """
    rules = list(house_rules or [])
    problem = levels.unknown_setup(difficulty, rules)
    if problem is not None:
        raise SetupError(problem)
    if not 1 <= len(characters) <= 4:
        raise SetupError(f"a game needs 1 to 4 characters, got {len(characters)}")
    if not seed_in_bounds(seed):
        # Rng.from_seed works modulo 2**64, so the folded seed gives the same game and fits the save sheet.
        seed %= 1 << 64
    if len(set(characters)) != len(characters):
        raise SetupError(f"each character can be chosen once: {', '.join(characters)}")
    for c in characters:
        if c not in catalog.characters:
            known = ", ".join(sorted(catalog.characters))
            raise SetupError(f"unknown character '{c}' (this campaign has: {known})")
    campaign = catalog.campaign
    if campaign.start_location not in catalog.locations:
        raise SetupError(f"campaign '{campaign.id}': start location {campaign.start_location} does not exist")
    if not campaign.chapters or campaign.chapters[0] not in catalog.chapters:
        raise SetupError(f"campaign '{campaign.id}': its first chapter has no chapter setup")
    rng = rng if rng is not None else Rng.from_seed(seed)
    start = campaign.start_location
    setup = Setup(campaign.id, list(characters), seed, difficulty, rules)
    state = GameState(setup=setup, rng=rng, players=len(characters))
    for c in characters:
        state.characters[c] = new_character(catalog, c, start, rng, difficulty, rules)
    state.order = sorted(characters, key=lambda c: catalog.characters[c].number)
    state.locations[str(start)] = PlacedLocation(number=start, x=0, y=0)
    state.menhirs[str(start)] = MenhirState(
        location=start, dial=levels.start_dial(catalog, difficulty, rules, START_DIAL[len(characters)], len(characters))
    )
    chapter = catalog.chapters[campaign.chapters[0]]
    state.chapter = chapter.number
    state.event_deck = list(chapter.events)
    state.random_events = chapter_random_events(catalog, chapter, rng)
    build_encounter_decks(state, chapter)
    # story-only Items wait in the box (``removed_cards``) for the story to give them, never in the deck, and
    # so do the Items a later chapter brings in (its setup's ``add_items``)
    later = catalog.later_items()
    state.item_deck = sorted(i for i in catalog.items if i not in later)
    rng.shuffle(state.item_deck)  # shuffled whole, then the story Items taken out: the same draws as before
    state.item_deck = [i for i in state.item_deck if not catalog.items[i].story]
    state.removed_cards = sorted(i for i, d in catalog.items.items() if d.story or i in later)
    state.secret_box = sorted(catalog.secrets)
    return state
