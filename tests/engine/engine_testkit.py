"""A small but rule-complete catalog built in code for the engine tests (original placeholder content).

Map (grid, north up; rules-decisions.md "Grid and distance")::

            106
    103 .. 102 |107 ..
    103 -- 101 -- 104 -- 108
            105

101 is the start (0, 0) with a Dream seal; 102 (0, 1) has a Menhir seal; 104 (1, 0) has a Menhir seal;
107 (1, 1) touches 102 but no keys join them (a blocked route); 108 (2, 0) is out of the start Menhir's
range; 205 replaces 105 (Legacy 105); 109 (-1, 1) is diagonal to the start, reached only from 103.
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
    QuestDef,
    SecretDef,
    SkillDef,
    SkillSideDef,
    StrikeCardDef,
    StrikeEffectDef,
    TrackDef,
    TraitRuleDef,
)
from grail_desktop.engine.effects import parse_condition, parse_effect


def E(*texts: str) -> tuple:
    return tuple(parse_effect(t) for t in texts)


def C(*texts: str) -> tuple:
    return tuple(parse_condition(t) for t in texts)


def _cards(cid: str) -> dict[str, StrikeCardDef]:
    cards = {}
    for deck in ("combat", "diplomacy"):
        for n in range(40):
            card_id = f"{cid}-{deck[0]}{n:02d}"
            cards[card_id] = StrikeCardDef(
                id=card_id,
                name=f"{cid} {deck} {n}",
                deck=deck,  # type: ignore[arg-type]
                character=cid,
                strikes=(StrikeEffectDef(positions=("top", "middle", "bottom"), effects=E("hits 1")),),
                right_nodes=("middle",) if n % 3 else (),
            )
    return cards


#: Negative traits as data (S1 Character Setup): c and d carry rules so random playouts set them off.
TRAIT_RULES: dict[str, tuple[TraitRuleDef, ...]] = {
    "c": (TraitRuleDef("escape", E("gain terror 1")),),
    "d": (TraitRuleDef("lose health", E("gain terror 1"), during="combat"),),
}


def _character(cid: str, number: int, action: CharacterActionDef) -> CharacterDef:
    return CharacterDef(
        trait_rules=TRAIT_RULES.get(cid, ()),
        id=cid,
        name=f"Hero {cid.upper()}",
        number=number,
        letter=cid.upper(),
        colour="#336699",
        action=action,
        trait="stubborn",
        energy=TrackDef(max=8, start=5),
        health=TrackDef(max=8, start=6),
        terror=TrackDef(max=8, start=1),
        strategy=2,
        attributes={"might": 1, "empathy": 0, "guile": 1, "candour": 1, "zeal": 0, "lore": 1},
        resources={"food": 2, "wealth": 2, "reputation": 0, "magic": 2, "experience": 0},
        dice={
            "combat": {"red": "might", "blue": "guile", "gold": "zeal"},
            "diplomacy": {"red": "empathy", "blue": "candour", "gold": "lore"},
        },
        combat_deck=tuple(f"{cid}-c{n:02d}" for n in range(15)),
        diplomacy_deck=tuple(f"{cid}-d{n:02d}" for n in range(15)),
        combat_pool=tuple(f"{cid}-c{n:02d}" for n in range(15, 40)),
        diplomacy_pool=tuple(f"{cid}-d{n:02d}" for n in range(15, 40)),
    )


def _section(
    sid: str, *effects: str, options: tuple[JournalOptionDef, ...] = (), location: int | None = None
) -> JournalSectionDef:
    return JournalSectionDef(
        id=sid, title=f"Section {sid}", text="You look around.", location=location, effects=E(*effects), options=options
    )


def _enemy(
    eid: str,
    colour: str,
    level: int,
    *,
    guardian: bool = False,
    first: bool = False,
    health: int = 2,
    companions: tuple[str, ...] = (),
) -> EnemyDef:
    return EnemyDef(
        id=eid,
        name=eid.replace("-", " ").title(),
        colour=colour,
        level=level,
        deck="diplomacy" if colour == "blue" else "combat",
        health=health,
        right_nodes=("top", "middle", "bottom"),
        dial="red",
        escape_cost=E("lose energy 1"),
        item_rewards=E("gain food 1"),
        guardian=guardian,
        first_encounter=first,
        companions=companions,
    )


def build_catalog() -> Catalog:
    """The test catalog (module docstring)."""
    characters = {
        "a": _character("a", 1, CharacterActionDef("Snare", "Catch something.", 1, E("gain food 1"))),
        "b": _character("b", 2, CharacterActionDef("Mend", "Bind wounds.", 2, E("gain health 1"))),
        "c": _character("c", 3, CharacterActionDef("Pray", "Quiet the mind.", 1, E("lose terror 1"))),
        "d": _character("d", 4, CharacterActionDef("Scout", "Look ahead.", 1, E("gain experience 1"))),
        "e": _character("e", 5, CharacterActionDef("Barter", "Haggle.", 1, E("gain wealth 1"))),
    }
    cards: dict[str, StrikeCardDef] = {}
    for cid in characters:
        cards.update(_cards(cid))
    locations = {
        101: LocationDef(
            101,
            "Gate Stones",
            "Where every road starts.",
            entry="101",
            keys={"north": 102, "east": 104, "south": 105, "west": 103},
            seals=("dream",),
            dream="d101",
            nightmare="n101",
        ),
        102: LocationDef(
            102,
            "Leaning Stone",
            "A Menhir leans over the heath.",
            entry="102",
            keys={"south": 101, "north": 106},
            seals=("menhir",),
            menhir=MenhirDef(cost_per_player=E("pay magic 1"), dial=4, text="Feed it magic."),
        ),
        103: LocationDef(
            103,
            "Market Cross",
            "A few stalls in the rain.",
            entry="103",
            keys={"east": 101, "north": 109},
            seals=("settlement",),
            action=LocationActionDef("Forage", "Gather roots.", 1, E("gain food 1"), once_per_day=True),
        ),
        104: LocationDef(
            104,
            "Ring of Eight",
            "Stones in a ring.",
            entry="104",
            keys={"west": 101, "north": 107, "east": 108},
            seals=("menhir",),
            menhir=MenhirDef(cost_per_player=E("pay magic 1", "pay wealth 1"), dial=3),
            action=LocationActionDef(
                "Dig",
                "Dig for old coins.",
                2,
                E("gain wealth 2"),
                costs=E("pay food 1"),
                conditions=C("not-state dying"),
            ),
        ),
        105: LocationDef(
            105,
            "Drowned Lane",
            "Water over the road.",
            entry="105",
            keys={"north": 101},
            instant=E("gain terror 1"),
            instant_text="The cold water bites.",
        ),
        205: LocationDef(205, "Drained Lane", "The water is gone.", entry="205", keys={"north": 101}, legacy=105),
        106: LocationDef(106, "High Moor", "Wind and heather.", entry="106", keys={"south": 102}),
        107: LocationDef(107, "Cairn", "A heap of stones.", entry="107", keys={"south": 104, "west": 102}),
        108: LocationDef(108, "Far Shore", "The sea.", entry="108", keys={"west": 104}, terrain="coast"),
        109: LocationDef(109, "Ash Wood", "Burnt trees.", entry="109", keys={"south": 103}, terrain="forest"),
    }
    journal = {
        s.id: s
        for s in (
            _section(
                "101",
                options=(
                    JournalOptionDef("Search the stones.", goto="101.1"),
                    JournalOptionDef("Buy bread.", costs=E("pay wealth 1"), effects=E("gain food 2")),
                    JournalOptionDef("Leave."),
                    JournalOptionDef(
                        "Ring the bell again.", goto="101.2", conditions=C("status bell-rung"), secret=True
                    ),
                ),
                location=101,
            ),
            _section("101.1", "gain experience 2", "mark bell-rung"),
            _section("101.2", "item lantern"),
            _section(
                "102",
                options=(
                    JournalOptionDef("Face the beast.", effects=E("encounter green")),
                    JournalOptionDef("Rest.", effects=E("gain health 1")),
                ),
                location=102,
            ),
            _section("103", "draw-item weapon", location=103),
            _section("104", "secret sigil", location=104),
            _section(
                "105",
                options=(
                    JournalOptionDef("Drain the lane.", effects=E("replace 105 205")),
                    JournalOptionDef("Get lost.", effects=E("move-lowest")),
                    JournalOptionDef("Climb out.", goto="105.1"),
                ),
                location=105,
            ),
            _section("105.1", "gain health 1", "goto 105.2", "gain wealth 5"),
            _section("105.2", "gain magic 1"),
            _section("205", "gain reputation 1", location=205),
            _section("106", "quest-dial bell 1", location=106),
            _section("107", "time-token 107 2", location=107),
            _section("108", "win far-shore", location=108),
            _section("109", "gain terror 2", location=109),
            _section("d101", "gain experience 1"),
            _section("n101", "gain terror 1"),
            _section("mercy", "gain wealth 1"),
        )
    }
    items = {
        i.id: i
        for i in (
            ItemDef("knife", "Knife", "A short blade.", keyword="weapon", value=1),
            ItemDef("sword", "Sword", "A long blade.", keyword="weapon", value=3),
            ItemDef("buckler", "Buckler", "Small shield.", keyword="shield", value=2),
            ItemDef("lantern", "Lantern", "Light.", keyword="relic", craftable=True, value=1),
            ItemDef("hound", "Hound", "A loyal dog.", keyword="companion", value=2),
            ItemDef("bread", "Bread", "Food for later.", craftable=True),
            ItemDef("coat", "Coat", "Warm.", keyword="armor", value=2),
        )
    }
    secrets = {
        x.id: x
        for x in (
            SecretDef("sigil", "Sigil", "A burning sign.", keyword="relic"),
            SecretDef("oath", "Oath", "A promise.", personal=True),
            SecretDef("chart", "Chart", "An old map."),
        )
    }
    skills = {}
    for attr in ("might", "empathy", "guile", "candour", "zeal", "lore"):
        for n in (1, 2):
            sid = f"{attr}-{n}"
            skills[sid] = SkillDef(sid, attr, (SkillSideDef(f"{sid} left", "x"), SkillSideDef(f"{sid} right", "y")))
    enemies = {
        e.id: e
        for e in (
            _enemy("cub", "green", 1, first=True, health=1),
            _enemy("wolf", "green", 1),
            _enemy("boar", "green", 2, companions=("piglet",)),  # brings a second enemy (several enemies)
            _enemy("piglet", "green", 1, health=1),  # in no deck: only ever comes with the boar
            _enemy("bogle", "green", 2, guardian=True),
            _enemy("bandit", "gray", 1),
            _enemy("wraith", "purple", 1),
            _enemy("shade", "purple", 2),
            _enemy("clerk", "blue", 1),
        )
    }
    events = {
        e.id: e
        for e in (
            EventDef("e1", "The Bell", "A bell tolls.", quest=QuestDef("Find the bell.", "North.")),
            EventDef("e2", "Rain", "It rains.", effects=E("random-events 1")),
            EventDef("e3", "Flood", "Water rises.", effects=E("time-dial flood 2", "quest-dial bell 2")),
            EventDef("e4", "Calm", "Nothing happens."),
            EventDef("e5", "Hunger", "Stores spoil.", effects=E("lose food 1")),
            EventDef("e6", "Crows", "Crows circle."),
            EventDef("r1", "Omen", "A bad sign.", effects=E("gain terror 1"), random=True),
            EventDef("r2", "Gift", "A small gift.", effects=E("gain food 1"), random=True),
        )
    }
    chapters = {
        1: ChapterDef(
            1,
            "The First Chapter",
            events=("e1", "e2", "e3", "e4", "e5", "e6"),
            encounter_decks={
                "green": ("wolf", "boar", "bogle"),
                "gray": ("bandit",),
                "purple": ("wraith", "shade"),
                "blue": ("clerk",),
            },
            first_encounters={"green": "cub"},
            mercy_section="mercy",
            mercy_effects=E("gain food 2"),
        )
    }
    return Catalog(
        campaign=CampaignDef("test-pack", "Test Pack", "0.1.0", 1, 101, (1,)),
        characters=characters,
        cards=cards,
        enemies=enemies,
        locations=locations,
        journal=journal,
        items=items,
        secrets=secrets,
        skills=skills,
        events=events,
        chapters=chapters,
    )


CATALOG = build_catalog()


def notations(game: object) -> list[str]:
    """The notations of ``game.legal_actions()``."""
    return [str(a) for a in game.legal_actions()]  # type: ignore[attr-defined]


def finish_day(game: object) -> None:
    """Everyone passes (answers nothing else); stops at the first pending End of the Day decision."""
    g = game
    while g.state.phase == "day" and not g.state.pending and g.state.encounter is None:  # type: ignore[attr-defined]
        g.apply("pass")  # type: ignore[attr-defined]


def run_end_of_day(game: object, answer: str = "fast") -> None:
    """Answer End of the Day decisions simply (rest with ``answer``, then ``done``) until a new day starts."""
    g = game
    guard = 0
    while g.state.phase == "end" or (g.state.pending and g.state.pending[0].kind in ("rest", "advance", "journal")):  # type: ignore[attr-defined]
        guard += 1
        assert guard < 100
        p = g.state.pending[0]  # type: ignore[attr-defined]
        if p.kind == "rest":
            g.apply(answer if answer in [str(a) for a in g.legal_actions()] else "fast")  # type: ignore[attr-defined]
        elif p.kind == "advance":
            g.apply("done")  # type: ignore[attr-defined]
        elif p.kind == "journal":
            g.apply(f"choose {p.options[-1]}")  # type: ignore[attr-defined]
        else:
            break


def next_day(game: object, answer: str = "fast") -> None:
    finish_day(game)
    run_end_of_day(game, answer)
