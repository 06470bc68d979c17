"""The authoritative state of a Riven Veil match: one attrs tree holding every hidden card (S3).

Hidden zones (decks, hands, sealed choices, face-down tiles and Mist Cards, Combat Cards not yet revealed,
Artifact draft offers) are ordinary lists of card ids here; :mod:`.views` masks them per seat. Indexes of
regions follow :data:`~grail_desktop.engine.veil.defs.POSITIONS`. Seats are numbered 0…seats−1.
"""

from __future__ import annotations

import attrs

from grail_desktop.engine.rng import Rng
from grail_desktop.engine.veil.defs import Part

#: Phases a match passes through (docs/riven-veil.md "A season").
PHASES: tuple[str, ...] = ("draft", "start", "choose", "turn", "plan", "combat", "over")


@attrs.frozen
class Mode:
    """The mode switches of S3 setup step 3. ``seasons`` 2 (Normal) or 3 (Long)."""

    seasons: int = 2
    deterministic: bool = False
    symmetric: bool = False
    catch_up: bool = True

    def words(self) -> str:
        """The mode for people: ``"two seasons, Combat Cards, asymmetric factions, Catch-Up"``."""
        return ", ".join(
            [
                "three seasons" if self.seasons == 3 else "two seasons",
                "deterministic combat" if self.deterministic else "Combat Cards",
                "symmetric factions" if self.symmetric else "asymmetric factions",
                "Catch-Up" if self.catch_up else "no Catch-Up",
            ]
        )

    def __str__(self) -> str:
        return ",".join(
            [
                "long" if self.seasons == 3 else "normal",
                "deterministic" if self.deterministic else "standard",
                "symmetric" if self.symmetric else "asymmetric",
                "catch-up" if self.catch_up else "no-catch-up",
            ]
        )


@attrs.define
class Region:
    """One of the nine regions: its tile (face down until ``tile_up``), Mist Card, Deep Mist, figures."""

    pos: str
    tile: str
    mist: str = ""  # face-down Mist Card id; "" when none (Coastal) or once revealed
    explored: bool = False
    deep: bool = False
    beast: str = ""  # an unbonded Mythical Beast standing here
    knight: bool = False  # the Green Knight stands here


@attrs.define
class Player:
    """One seat's faction: tracks, hand, pieces (region indexes; −1 = supply) and what it has gained."""

    faction: str
    vp: int = 0
    favor: int = 0
    power: int = 0
    hand: list[str] = attrs.field(factory=list)
    lord_at: int = -1
    champ_at: list[int] = attrs.field(factory=lambda: [-1, -1])
    warriors: list[int] = attrs.field(factory=lambda: [0] * 9)
    supply: int = 0  # Warriors in supply
    beasts: dict[str, int] = attrs.field(factory=dict)  # bonded beast → region
    settled: list[int] = attrs.field(factory=list)  # regions with this faction's Settlement, in order placed
    settlements_left: int = 0
    town_tokens: dict[int, int] = attrs.field(factory=dict)  # Strength Tokens on Settlements, by region
    lord_tokens: int = 0
    gear: dict[str, list[str]] = attrs.field(factory=lambda: {"lord": [], "c1": [], "c2": []})
    loose: list[str] = attrs.field(factory=list)  # unequipped Artifacts
    used: list[str] = attrs.field(factory=list)  # abilities marked with a cube this season
    prophecies: list[str] = attrs.field(factory=list)
    excalibur_used: bool = False
    vp_from: dict[str, int] = attrs.field(factory=dict)


@attrs.define
class Step:
    """A part still to do in the current turn; ``left`` how many of it remain; ``src`` the card or ability."""

    part: Part
    left: int
    src: str
    fresh: bool = True
    #: units this step has already moved ("lord", "c1", a Beast id, "warrior:POS" for each Warrior that
    #: arrived at POS): "move up to N units one region each" moves each unit once
    moved: list[str] = attrs.field(factory=list)


@attrs.define
class Battle:
    """The battle being fought (S3 War Phase): region, sides, sealed plans, Combat Cards drawn."""

    region: int
    seats: list[int]
    heroes: list[int]  # seats with a Hero here (may play a Battle Plan)
    start: dict[int, int]
    plan: dict[int, str] = attrs.field(factory=dict)  # seat → plan card id ("" = none)
    bonus: dict[int, list[str]] = attrs.field(factory=dict)
    drawn: dict[int, list[str]] = attrs.field(factory=dict)
    order: list[int] = attrs.field(factory=list)
    drawer: int = 0  # index into order
    revealed: bool = False


@attrs.define
class VeilState:
    """The whole match. ``sealed[seat]`` is the notation of a sealed choice ("" = not made yet)."""

    pack: str
    seats: int
    mode: Mode
    rng: Rng
    regions: list[Region]
    players: list[Player]
    decks: dict[str, list[str]]
    discards: dict[str, list[str]]
    tile_up: bool = False
    season: int = 1
    round: int = 0
    phase: str = "draft"
    first: int = 0
    sealed: list[str] = attrs.field(factory=list)
    draft: list[list[str]] = attrs.field(factory=list)  # Artifact offers per seat (S3 step 10)
    tabled: list[list[str]] = attrs.field(factory=list)  # played + payment cards, revealed
    order: list[int] = attrs.field(factory=list)
    turn: int = 0  # index into order
    steps: list[Step] = attrs.field(factory=list)
    did: list[str] = attrs.field(factory=list)  # "source:deployed" … what each card did ("if" parts)
    ending: bool = False  # the turn is in its end-of-turn draws (S3 "End of Turn")
    known: list[str] = attrs.field(factory=list)  # hand cards every seat has seen (a returned Battle Plan)
    prophecies: list[str] = attrs.field(factory=list)  # face-up Prophecies
    completed: dict[str, list[int]] = attrs.field(factory=dict)
    grail: int = -1
    excalibur: int = -1
    war: list[int] = attrs.field(factory=list)  # regions still to resolve this War Phase
    battle: Battle | None = None
    winners: list[int] = attrs.field(factory=list)
    battles: int = 0
    actions: int = 0

    def actor(self) -> int:
        """The seat acting in a sequential phase (turn, start placement, combat draw); −1 otherwise."""
        if self.phase == "turn":
            return self.order[self.turn]
        if self.phase == "start":
            return self.order[self.turn]
        if self.phase == "combat" and self.battle is not None:
            return self.battle.order[self.battle.drawer]
        return -1
