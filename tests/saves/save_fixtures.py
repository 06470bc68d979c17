"""A small, complete campaign catalog built in code for the save tests (original placeholder content).

Two or four characters with full 15-card decks and 25-card pools, a ring of five locations around the start
(101) with Direction Keys both ways, a Menhir, journal sections with a choice, items, Secrets, Skills, events
and one chapter with four encounter decks.
"""

from __future__ import annotations

from grail_desktop.engine.defs import (
    CampaignDef,
    Catalog,
    ChapterDef,
    CharacterActionDef,
    CharacterDef,
    EnemyDef,
    EventDef,
    ItemDef,
    JournalOptionDef,
    JournalSectionDef,
    LocationActionDef,
    LocationDef,
    MenhirDef,
    SecretDef,
    SkillDef,
    SkillSideDef,
    StrikeCardDef,
    StrikeEffectDef,
    TrackDef,
)
from grail_desktop.engine.effects import parse_condition, parse_effect
from grail_desktop.engine.encounter.state import (
    ChainCard,
    Die,
    EncounterState,
    EnemyState,
    ParticipantState,
)
from grail_desktop.engine.setup import initial_state
from grail_desktop.engine.state import (
    EncounterContext,
    Exploration,
    GameState,
    GuardianState,
    MenhirState,
    Pending,
    PlacedLocation,
    Task,
)

PACK_ID = "test-pack"
PACK_VERSION = "0.3.0"
CHARACTER_IDS = ("wren", "alder", "sorrel", "tamsin")


def _cards(character: str, deck: str, count: int, start: int) -> list[StrikeCardDef]:
    kind = "combat" if deck == "c" else "diplomacy"
    return [
        StrikeCardDef(
            id=f"{character}-{deck}{n:02d}",
            name=f"Move {n}",
            deck=kind,
            character=character,
            strikes=(StrikeEffectDef(positions=("top", "middle"), effects=(parse_effect("hits 1"),)),),
            right_nodes=("middle",) if n % 2 else ("top", "bottom"),
        )
        for n in range(start, start + count)
    ]


def _character(index: int, cid: str) -> tuple[CharacterDef, list[StrikeCardDef]]:
    combat = _cards(cid, "c", 40, 1)
    diplomacy = _cards(cid, "d", 40, 1)
    definition = CharacterDef(
        id=cid,
        name=cid.title() + " of the Fen",
        number=index + 1,
        letter="ABCD"[index],
        colour="#336699",
        action=CharacterActionDef(name="Steady", text="Catch your breath.", cost=1),
        trait="Patient",
        energy=TrackDef(max=9, start=5),
        health=TrackDef(max=9, start=6),
        terror=TrackDef(max=9, start=1),
        strategy=2,
        attributes={"might": 2, "empathy": 1, "guile": 1, "candour": 2, "zeal": 1, "lore": 1},
        resources={"food": 2, "wealth": 1, "reputation": 0, "magic": 0, "experience": 0},
        dice={
            "combat": {"red": "might", "blue": "guile", "gold": "zeal"},
            "diplomacy": {"red": "empathy", "blue": "candour", "gold": "lore"},
        },
        combat_deck=tuple(c.id for c in combat[:15]),
        diplomacy_deck=tuple(c.id for c in diplomacy[:15]),
        combat_pool=tuple(c.id for c in combat[15:]),
        diplomacy_pool=tuple(c.id for c in diplomacy[15:]),
    )
    return definition, combat + diplomacy


def _locations() -> dict[int, LocationDef]:
    keys = {
        101: {"north": 102, "east": 103, "south": 104, "west": 105},
        102: {"south": 101, "east": 106},
        103: {"west": 101, "north": 106},
        104: {"north": 101},
        105: {"east": 101},
        106: {"west": 102, "south": 103},
    }
    out: dict[int, LocationDef] = {}
    for number, k in keys.items():
        out[number] = LocationDef(
            number=number,
            name=f"Stone {number}",
            description="Wet stone and thin grass.",
            entry=str(number),
            keys=k,
            action=LocationActionDef(
                name="Forage", text="Find something to eat.", cost=1, effects=(parse_effect("gain food 1"),)
            )
            if number in (102, 104)
            else None,
            menhir=MenhirDef(cost_per_player=(parse_effect("pay magic 1"),), dial=4) if number == 106 else None,
            seals=("menhir",) if number in (101, 106) else (),
        )
    return out


#: What answering the wind at each stone brings: fights, talks, Items and Secrets, so playouts meet them.
_ANSWERS = {
    102: (parse_effect("encounter green"),),
    103: (parse_effect("encounter blue"),),
    104: (parse_effect("draw-item any"),),
    105: (parse_effect("secret secret-1"), parse_effect("encounter gray")),
    106: (parse_effect("fight purple-6"), parse_effect("item item-1")),
}


def _journal() -> dict[str, JournalSectionDef]:
    out: dict[str, JournalSectionDef] = {}
    for number in range(101, 107):
        sid = str(number)
        out[sid] = JournalSectionDef(
            id=sid,
            title=f"Stone {number}",
            text="The wind asks a question.",
            location=number,
            options=(
                JournalOptionDef(text="Answer it.", goto=f"{sid}.1"),
                JournalOptionDef(text="Walk on."),
            ),
        )
        out[f"{sid}.1"] = JournalSectionDef(
            id=f"{sid}.1",
            title="An answer",
            text="Something is given in return.",
            location=number,
            effects=(parse_effect("gain wealth 1"), parse_effect("mark answered"), *_ANSWERS.get(number, ())),
        )
    out["900"] = JournalSectionDef(
        id="900",
        title="Mercy",
        text="You wake somewhere safe.",
        options=(JournalOptionDef(text="Rise.", conditions=(parse_condition("day 1"),)),),
    )
    return out


def _enemies() -> dict[str, EnemyDef]:
    out: dict[str, EnemyDef] = {}
    for colour in ("green", "gray", "purple", "blue"):
        for n in range(1, 7):
            eid = f"{colour}-{n}"
            out[eid] = EnemyDef(
                id=eid,
                name=f"{colour.title()} shade {n}",
                colour=colour,
                level=1 + (n - 1) // 2,
                deck="diplomacy" if colour == "blue" else "combat",
                health=2,
                right_nodes=("top",),
                dial="red",
                guardian=(n == 6),
            )
    return out


def build_catalog(version: str = PACK_VERSION) -> Catalog:
    """The small test campaign (pack ``test-pack`` at ``version``)."""
    characters: dict[str, CharacterDef] = {}
    cards: dict[str, StrikeCardDef] = {}
    for i, cid in enumerate(CHARACTER_IDS):
        definition, deck = _character(i, cid)
        characters[cid] = definition
        cards.update((c.id, c) for c in deck)
    enemies = _enemies()
    events = {
        f"ev-{n}": EventDef(id=f"ev-{n}", title=f"Omen {n}", text="The sky turns.", random=n > 6) for n in range(1, 10)
    }
    chapter = ChapterDef(
        number=1,
        title="The First Dusk",
        events=tuple(f"ev-{n}" for n in range(1, 7)),
        encounter_decks={c: tuple(e for e in enemies if e.startswith(c)) for c in ("green", "gray", "purple", "blue")},
        mercy_section="900",
    )
    return Catalog(
        campaign=CampaignDef(
            id=PACK_ID, title="Test Pack", version=version, format_version=1, start_location=101, chapters=(1,)
        ),
        characters=characters,
        cards=cards,
        enemies=enemies,
        locations=_locations(),
        journal=_journal(),
        items={
            f"item-{n}": ItemDef(id=f"item-{n}", name=f"Trinket {n}", text="Useful.", value=n, keyword="relic")
            for n in range(1, 9)
        },
        secrets={f"secret-{n}": SecretDef(id=f"secret-{n}", name=f"Whisper {n}", text="Hush.") for n in range(1, 5)},
        skills={
            f"skill-{n}": SkillDef(
                id=f"skill-{n}",
                attribute="lore",
                sides=(SkillSideDef(name="Near", text="A."), SkillSideDef(name="Far", text="B.")),
            )
            for n in range(1, 5)
        },
        events=events,
        chapters={1: chapter},
    )


def rich_state(catalog: Catalog | None = None, players: int = 2, seed: int = 7) -> GameState:
    """A mid-campaign state that fills every part of the sheet: a map with time tokens, Menhirs, a Guardian,
    held items and Secrets (one face down), Skills, dials, statuses, a journal reading, an open decision,
    queued work, a running encounter and an action log. Built by hand from the engine's setup so it does not
    depend on the rules engine's game loop."""
    catalog = catalog or build_catalog()
    state = initial_state(catalog, list(CHARACTER_IDS[:players]), seed)
    state.day = 4
    state.phase = "day"
    first, second = (
        (state.characters[c] for c in state.order[:2])
        if players > 1
        else (
            state.characters[state.order[0]],
            None,
        )
    )
    state.locations["102"] = PlacedLocation(number=102, x=0, y=1, time_tokens=2)
    state.locations["103"] = PlacedLocation(number=103, x=1, y=0, action_used=True)
    state.locations["106"] = PlacedLocation(number=106, x=1, y=1, items=[state.item_deck.pop()])
    state.menhirs["106"] = MenhirState(location=106, dial=3)
    state.removed_locations = [105]
    state.guardians = [GuardianState(enemy=state.encounter_decks["gray"].pop(), location=103)]
    state.statuses = ["answered", "bridge-burned"]
    state.time_dials = {"flood": 3}
    state.quest_dials = {"lost-lamb": 1}
    state.event_discard = [state.event_deck.pop(0)]
    state.current_event = state.event_deck[0]
    state.active_quests = [state.event_discard[0]]
    first.location = 102
    first.energy, first.health, first.terror = 3, 5, 2
    first.resources["food"] = 0
    first.resources["experience"] = 4
    first.items = [state.item_deck.pop(), state.item_deck.pop()]
    first.face_down = [first.items[1]]
    first.secrets = [state.secret_box.pop()]
    first.skills = {"skill-2": 1}
    first.combat_aside = [first.combat_deck.pop()]
    first.combat_deck.append(first.combat_pool.pop(0))
    first.acted = True
    state.exploration = Exploration(character=first.id, party=[first.id], section="102", read=["102"])
    state.pending = [Pending(kind="equip", character=first.id, options=list(first.items), data={"slot": "relic"})]
    state.work = [Task(kind="effects", character=first.id, effects=["gain food 1"], source="102.1")]
    state.removed_cards = [state.secret_box.pop()]
    if second is not None:
        second.dying = True
        second.dying_countdown = 2
        second.health, second.energy = 0, 0
        state.encounter_context = EncounterContext(
            participants=[second.id], enemies=["green-1"], location=101, source="encounter green 1"
        )
        state.encounter_decks["green"].remove("green-1")
        deck = second.combat_deck
        second.combat_deck = []
        state.encounter = EncounterState(
            kind="combat",
            source="encounter green 1",
            enemies=[EnemyState(id="green-1", hits=1, chain=[ChainCard(card=deck.pop(), owner=second.id)])],
            participants=[
                ParticipantState(
                    character=second.id,
                    name=catalog.characters[second.id].name,
                    deck=deck[3:],
                    hand=deck[:2],
                    discard=[deck[2]],
                    pool=[Die(colour="red"), Die(colour="gold")],
                    active=[Die(colour="blue", face="hit")],
                    exhausted=[Die(colour="red", face="miss", applied=True, enemy=0)],
                )
            ],
            dial="blue",
            round=2,
            step="commit",
            reward_offer=["gain food 1"],
            reward_enemy=0,
            log=["draw", "play x on 1"],
        )
    state.end_of_day = []
    state.action_log = ["travel 102", "explore", "choose 1"]
    state.adjustments = ["adjust wren food 0"]
    state.rng.next_u64()
    return state
