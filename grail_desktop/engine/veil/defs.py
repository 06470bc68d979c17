"""Content definitions of the Riven Veil (S3): factions, regions, cards, beasts, artifacts, prophecies.

Frozen attrs values built by :mod:`grail_desktop.catalog.veil` from a pack's TOML files (docs/riven-veil.md
"Pack format"). Card effects are *parts* from a small vocabulary (:data:`PART_WORDS`) that the engine implements
fully; prophecy goals use :data:`GOAL_WORDS`. No I/O here.
"""

from __future__ import annotations

from typing import Literal

import attrs

#: Main decks (S3 setup step 4), in the order players see them.
MAIN_DECKS: tuple[str, ...] = ("deploy", "move", "settle", "plan")
#: Region rings (S3 setup step 1).
RINGS: tuple[str, ...] = ("coastal", "inner", "central")
#: What a part does (docs/riven-veil.md "Effect vocabulary"); ``n`` is how many.
PART_WORDS: tuple[str, ...] = ("deploy", "move", "settle", "power", "vp", "favor", "draw", "token")
#: Card-local conditions of ``if`` (S3 FAQ: only what this card did counts).
IF_WORDS: tuple[str, ...] = ("", "deployed", "moved", "settled", "explored")
#: What a faction's "when" effect listens for (S3 FAQ: resolved after the effect that caused it).
WHEN_WORDS: tuple[str, ...] = ("explore", "settle", "bond")
#: Which units a deploy part places.
UNIT_WORDS: tuple[str, ...] = ("warrior", "hero", "any")
#: Where a deploy part may place: S3 "Deploy" (coastal or own Settlement) or the FAQ's "any explored region".
WHERE_WORDS: tuple[str, ...] = ("standard", "explored")
#: Prophecy goals (S3 "Prophecies"; FAQ: "at least" the amount).
GOAL_WORDS: tuple[str, ...] = (
    "regions",
    "coastal",
    "inner",
    "central",
    "settlements",
    "units",
    "beasts",
    "artifacts",
    "power",
    "favor",
    "heroes",
    "warband",
)
#: What a Mist Card does for the Lord who explores its region (decision: docs/riven-veil.md "Mist Cards").
MIST_WORDS: tuple[str, ...] = ("beast", "artifact", "favor", "power", "vp", "token", "grail", "knight", "nothing")
#: Board positions: a 3×3 isle, corners Coastal, edges Inner, the middle Central (decision).
POSITIONS: tuple[str, ...] = ("nw", "n", "ne", "w", "c", "e", "sw", "s", "se")
POSITION_NAMES: dict[str, str] = {
    "nw": "north-west",
    "n": "north",
    "ne": "north-east",
    "w": "west",
    "c": "centre",
    "e": "east",
    "sw": "south-west",
    "s": "south",
    "se": "south-east",
}
POSITION_RING: dict[str, str] = {
    "nw": "coastal",
    "ne": "coastal",
    "sw": "coastal",
    "se": "coastal",
    "n": "inner",
    "w": "inner",
    "e": "inner",
    "s": "inner",
    "c": "central",
}
#: Orthogonal neighbours on the 3×3 isle (moves go one region at a time).
ADJACENT: dict[str, tuple[str, ...]] = {
    "nw": ("n", "w"),
    "n": ("nw", "ne", "c"),
    "ne": ("n", "e"),
    "w": ("nw", "c", "sw"),
    "c": ("n", "w", "e", "s"),
    "e": ("ne", "c", "se"),
    "sw": ("w", "s"),
    "s": ("sw", "c", "se"),
    "se": ("e", "s"),
}
#: Deep Mist by seat count (S3 setup step 9).
DEEP_MIST: dict[int, tuple[str, ...]] = {2: ("s", "nw", "ne", "n"), 3: ("ne", "n"), 4: ()}

Ring = Literal["coastal", "inner", "central"]


@attrs.frozen
class Part:
    """One part of an effect: ``do`` a word of :data:`PART_WORDS`, ``n`` ≥ 1 times.

    ``unit`` and ``where`` matter for ``deploy`` only; ``if_`` (TOML ``if``) makes the part happen only when
    this same card already did that (S3 FAQ "if" conditions).
    """

    do: str
    n: int = 1
    unit: str = "warrior"
    where: str = "standard"
    if_: str = ""


@attrs.frozen
class Ability:
    """A once-a-season ability (S3 "Abilities"): pay ``cost`` Faction Power, place a cube, do ``parts``."""

    id: str
    name: str
    cost: int
    parts: tuple[Part, ...]
    text: str


@attrs.frozen
class When:
    """A faction's "when" effect: after the effect that made ``on`` happen, gain ``parts`` (S3 FAQ)."""

    on: str
    parts: tuple[Part, ...]
    text: str


@attrs.frozen
class Side:
    """One side of a Faction Board (S3 step 3: Symmetric/Asymmetric flips it)."""

    start_vp: int
    start_power: int
    slots: tuple[int, ...]  # VP under each Settlement, taken left to right
    abilities: tuple[Ability, ...]
    when: tuple[When, ...]


@attrs.frozen
class Faction:
    """A faction: its Lord, two numbered Champions, Warriors and its asymmetric side."""

    id: str
    name: str
    lord: str
    champions: tuple[str, str]
    warriors: int
    text: str
    side: Side


@attrs.frozen
class RegionTile:
    """A Region Tile: ``ring``, VP per season (S3 "Seasonal Effects" X/Y/Z) and Settlement ``slots``."""

    id: str
    name: str
    ring: str
    vp: tuple[int, int, int]
    slots: int
    text: str


@attrs.frozen
class MistCard:
    """A Mist Card laid face down on an Inner or Central region; ``kind`` from :data:`MIST_WORDS`."""

    id: str
    name: str
    kind: str
    n: int
    text: str


@attrs.frozen
class Card:
    """A main-deck card. ``deck`` in :data:`MAIN_DECKS`; ``initiative`` unique in the pack; ``cost`` how many
    other hand cards pay for it. Battle Plans (``deck == "plan"``) also have ``strength`` and ``limit`` and
    their ``parts`` are the effect of a successful plan (S3 "Combat").
    """

    id: str
    name: str
    deck: str
    initiative: int
    cost: int
    parts: tuple[Part, ...]
    text: str
    strength: int = 0
    limit: int = 0


@attrs.frozen
class CombatCard:
    """A Combat Card; its initiative is its strength (S3 Combat step 4). ``copies`` in the deck."""

    id: str
    name: str
    strength: int
    copies: int


@attrs.frozen
class Beast:
    """A Mythical Beast: bond for ``cost`` Power; ``vp`` on bonding (S3 "Bonding"); ``strength`` in battle."""

    id: str
    name: str
    vp: int
    strength: int
    cost: int
    text: str


@attrs.frozen
class Artifact:
    """An Artifact: ``vp`` when gained; +``strength`` to the Hero holding it; ``ability`` usable once a
    season while equipped (S3 FAQ: never unequipped)."""

    id: str
    name: str
    vp: int
    strength: int
    text: str
    ability: Ability | None = None


@attrs.frozen
class Prophecy:
    """A Prophecy: have at least ``n`` of ``goal`` (S3 FAQ); VP by season ``vp`` on completion."""

    id: str
    name: str
    goal: str
    n: int
    vp: tuple[int, int, int]
    text: str


@attrs.frozen(eq=False)  # compared and hashed by identity: caches key on the pack object
class VeilPack:
    """A whole pack, ready for the engine. ``favor_vp[i]`` is the VP of Favor Track space ``i`` (0 = start);
    the last space holds Excalibur (S3 setup step 8). ``replays_from`` lists earlier versions of the pack whose
    match sheets replay under this one (only numbers changed, the words of every card are the same)."""

    id: str
    name: str
    version: str
    symmetric: Side
    favor_vp: tuple[int, ...]
    factions: dict[str, Faction]
    regions: dict[str, RegionTile]
    mist: dict[str, MistCard]
    cards: dict[str, Card]
    combat: dict[str, CombatCard]
    beasts: dict[str, Beast]
    artifacts: dict[str, Artifact]
    prophecies: dict[str, Prophecy]
    replays_from: tuple[str, ...] = ()

    def deck(self, kind: str) -> list[str]:
        """The ids of main deck ``kind`` in pack order."""
        return [c.id for c in self.cards.values() if c.deck == kind]

    def combat_deck(self) -> list[str]:
        """Every Combat Card id, one entry per copy, in pack order."""
        return [c.id for c in self.combat.values() for _ in range(c.copies)]

    def side(self, faction: str, symmetric: bool) -> Side:
        """The Faction Board side in play (S3 setup step 3)."""
        return self.symmetric if symmetric else self.factions[faction].side
