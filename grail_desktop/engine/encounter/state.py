"""The mutable state of one encounter (combat or diplomacy) and its result.

Everything is plain data (str, int, bool, lists, dicts with str keys, attrs classes, None) so that a save
helper can (un)structure it with cattrs. Indexes in the state are 0-based; the notation (``actions.py``) is
1-based. Rules: S2 seed and rules-decisions.md "Encounters: combat and diplomacy".
"""

from __future__ import annotations

import attrs

#: Steps of one Strategy phase (S2), plus the two pauses of the Resolve phase.
STEPS: tuple[str, ...] = ("strike", "commit", "apply", "discard", "ended")
#: Faces of every encounter die, in the order the rng indexes them (rules-decisions.md "Dice").
DIE_FACES: tuple[str, ...] = ("miss", "miss", "hit", "hit", "hit", "double-hit")
#: Hits a face deals when applied; misses never apply (S2 "Apply Dice Step").
FACE_HITS: dict[str, int] = {"miss": 0, "hit": 1, "double-hit": 2}
#: The dial order; it advances one step at the end of each Resolve phase (rules-decisions.md "The dial").
DIAL_ORDER: tuple[str, ...] = ("red", "blue", "gold")
#: The opening hand and the hand limit (rules-decisions.md "Hands").
OPENING_HAND = 3
HAND_LIMIT = 5


@attrs.define
class Die:
    """One die: ``face`` is None until rolled (one of :data:`DIE_FACES` after); ``applied`` once placed."""

    colour: str
    face: str | None = None
    applied: bool = False
    enemy: int | None = None


@attrs.define
class ChainCard:
    """A card played into a chain and the character who owns it (chains are shared by the party)."""

    card: str
    owner: str


@attrs.define
class EnemyState:
    """One enemy: hits taken, defeated flag (S2 "rotate it 90°") and its chain of cards, left to right."""

    id: str
    hits: int = 0
    defeated: bool = False
    chain: list[ChainCard] = attrs.field(factory=list)


@attrs.define
class ParticipantState:
    """One party member in the encounter: the lent deck, hand, discard and dice.

    ``deck`` is top first. Dice live in exactly one of ``pool`` / ``active`` / ``exhausted``. ``usable_items``
    are item / secret ids that can be flipped with ``use``; ``flipped`` those used (restored at the end).
    ``left`` is None while in the fight, ``"escaped"`` or ``"dying"`` once gone.
    """

    character: str
    name: str
    deck: list[str] = attrs.field(factory=list)
    hand: list[str] = attrs.field(factory=list)
    discard: list[str] = attrs.field(factory=list)
    pool: list[Die] = attrs.field(factory=list)
    active: list[Die] = attrs.field(factory=list)
    exhausted: list[Die] = attrs.field(factory=list)
    usable_items: list[str] = attrs.field(factory=list)
    flipped: list[str] = attrs.field(factory=list)
    strategy: int = 1
    block: int = 0
    pending_discards: int = 0
    left: str | None = None


@attrs.frozen
class EncounterResult:
    """How an encounter ended: ``won`` when every enemy was defeated; ids of escaped characters, defeated
    enemies, undefeated Guardians (the host puts them on the map) and all enemies, in encounter order."""

    won: bool
    escaped: tuple[str, ...] = ()
    defeated: tuple[str, ...] = ()
    undefeated_guardians: tuple[str, ...] = ()
    enemies: tuple[str, ...] = ()


@attrs.define
class EncounterState:
    """The whole encounter; lives at ``GameState.encounter`` while it runs.

    ``kind`` is ``"combat"`` or ``"diplomacy"``; ``turn`` indexes ``participants`` (the member whose Strategy
    phases run); ``phase`` counts that member's Strategy phases this round, the current one included;
    ``step`` is one of :data:`STEPS`; ``struck`` says the member has struck this turn (escape closes);
    ``strike_again``/``any_colour`` are flags of the current phase; ``reward_offer`` holds instant rewards
    (effect texts) waiting for ``take-reward``/``skip-reward`` and ``reward_enemy`` their enemy's index.
    """

    kind: str
    source: str
    enemies: list[EnemyState]
    participants: list[ParticipantState]
    dial: str
    round: int = 1
    turn: int = 0
    phase: int = 1
    step: str = "strike"
    struck: bool = False
    strike_again: bool = False
    any_colour: bool = False
    reward_offer: list[str] = attrs.field(factory=list)
    reward_enemy: int | None = None
    log: list[str] = attrs.field(factory=list)
    result: EncounterResult | None = None

    def current(self) -> ParticipantState:
        """The member whose turn it is."""
        return self.participants[self.turn]

    def remaining(self) -> list[ParticipantState]:
        """Members still in the fight, in turn order."""
        return [p for p in self.participants if p.left is None]

    def all_defeated(self) -> bool:
        return all(e.defeated for e in self.enemies)
