"""The game state tree: mutable attrs classes holding plain values only.

Everything a game is lives here, so ``(campaign, setup, seed, action log)`` rebuilds it and a save sheet can
(un)structure it with cattrs: fields use ``str``, ``int``, ``bool``, ``list``, ``dict`` with ``str`` keys,
attrs classes and ``None`` for absent values. Location numbers used as dict keys are written as text
(``"101"``). The seeded :class:`~grail_desktop.engine.rng.Rng` is part of the state.

Field names are stable: the saves layer maps them onto the save sheet. Rules behind the fields: S0 (basic
rules), S1 (setup, order of the day, actions) and ``rules-decisions.md``.
"""

from __future__ import annotations

import attrs

from grail_desktop.engine.encounter import EncounterState
from grail_desktop.engine.rng import Rng

#: Phases of a game day (S1 "Order of the Day"); ``over`` once the game has ended.
PHASES: tuple[str, ...] = ("start", "day", "end", "over")


@attrs.define
class Setup:
    """How the game was set up: campaign id, the starting characters (ids, in choice order), the seed, the
    difficulty (``story``, ``normal``, ``hard``) and the house rules chosen (ids; engine.difficulty)."""

    campaign: str
    characters: list[str]
    seed: int
    difficulty: str = "normal"
    house_rules: list[str] = attrs.field(factory=list)


@attrs.define
class CharacterState:
    """One character in play (S0 "Survival Tracks", "Attributes", "Resources"; S1 "Character Setup").

    Tracks are slot values (0..max of the character's track). ``combat_deck`` / ``diplomacy_deck`` list card
    ids top first; ``*_pool`` is the Advancement Pool (top first); ``*_aside`` holds owned cards cut from the
    deck (S0 "Advancing Combat or Diplomacy Decks": they never return to the pool). ``skills`` maps a Skill
    card id to the kept side (0 or 1). ``items`` / ``secrets`` are held cards; ``face_down`` names those of
    them that are turned face down (inactive, S0 "Items and Equipment"). ``dying_countdown`` counts the days
    left on the You Are Dying card (rules-decisions.md). ``passed`` / ``acted`` track the During the Day turn.
    """

    id: str
    energy: int
    health: int
    terror: int
    attributes: dict[str, int]
    resources: dict[str, int]
    location: int
    combat_deck: list[str]
    diplomacy_deck: list[str]
    combat_pool: list[str]
    diplomacy_pool: list[str]
    combat_aside: list[str] = attrs.field(factory=list)
    diplomacy_aside: list[str] = attrs.field(factory=list)
    #: Pool cards a later chapter's setup phased out (``pool_phase_out``, S1 World Setup 9): out of play for good.
    phased_out: list[str] = attrs.field(factory=list)
    skills: dict[str, int] = attrs.field(factory=dict)
    items: list[str] = attrs.field(factory=list)
    secrets: list[str] = attrs.field(factory=list)
    face_down: list[str] = attrs.field(factory=list)
    dying: bool = False
    dying_countdown: int = 0
    #: Days the You Are Dying countdown had left when the character last recovered this chapter (0 = never
    #: dying yet): falling to 0 Health again resumes it (rules-decisions.md "Dying and Going Insane").
    dying_left: int = 0
    dead: bool = False
    passed: bool = False
    acted: bool = False


@attrs.define
class PlacedLocation:
    """A revealed Location card on the grid (rules-decisions.md "Grid"): 101 at (0, 0), north is +y.

    ``time_tokens`` are removed one per Start of the Day (S1 step 4); ``action_used`` marks a once-per-day
    Location Action taken today (S1 "Location action"); ``items`` are Items left here by a dead character.
    """

    number: int
    x: int
    y: int
    time_tokens: int = 0
    action_used: bool = False
    items: list[str] = attrs.field(factory=list)


@attrs.define
class MenhirState:
    """A Menhir model with its dial (S0 "Menhirs"). ``dial`` 0 means the dial was removed: the Menhir is still
    active until the next Start of the Day step 1 removes it (S1 step 3)."""

    location: int
    dial: int


@attrs.define
class GuardianState:
    """An undefeated Guardian Encounter card standing on a location (S0 "Guardians")."""

    enemy: str
    location: int


@attrs.define
class Task:
    """A unit of queued work the engine resolves in order (effects, arrivals, Start of the Day steps …).

    ``kind`` names the work (``effects``, ``arrive``, ``guardians``, ``sod``, ``end-check`` …); ``effects``
    holds effect texts still to run; ``party`` the characters it applies to; ``step`` a step number.
    """

    kind: str
    character: str | None = None
    party: list[str] = attrs.field(factory=list)
    effects: list[str] = attrs.field(factory=list)
    location: int | None = None
    step: int = 0
    source: str = ""


@attrs.define
class Pending:
    """A decision the players must take before play continues; its answers appear in ``legal_actions``.

    ``kind``: ``equip`` (keyword slot), ``guardian`` (which Guardian first), ``rest`` (eat or not),
    ``advance`` (spend Experience, build decks), ``pick-card`` (1 of 3 from the Advancement Pool),
    ``skill`` (which Skill card and side), ``claim`` (a new character after a death, or sit out), ``secret``
    (give a dead character's Secret), ``mercy`` (after a failure), ``join`` (who already standing here joins
    the arriving Party's Encounter), ``discard-items`` (which Items go). ``options`` are ids offered; ``data``
    small facts.
    """

    kind: str
    character: str | None = None
    options: list[str] = attrs.field(factory=list)
    data: dict[str, str] = attrs.field(factory=dict)


@attrs.define
class Exploration:
    """A journal reading in progress: who reads (the party), the current section, and what was read.

    ``kind`` is ``explore``, ``dream``, ``nightmare``, ``event`` or ``mercy``.
    """

    character: str
    party: list[str]
    section: str
    kind: str = "explore"
    read: list[str] = attrs.field(factory=list)


@attrs.define
class EncounterContext:
    """Why the current encounter started, so the host can continue afterwards (encounter-contract.md)."""

    participants: list[str]
    enemies: list[str]
    location: int
    source: str
    guardians: list[str] = attrs.field(factory=list)


@attrs.define
class GameState:
    """The whole game (architecture.md "The engine contract").

    ``characters`` is keyed by character id (dead ones stay with ``dead=True``); ``order`` is the turn order
    by Character Number. ``locations`` / ``menhirs`` are keyed by the location number as text.
    ``removed_locations`` are Location numbers removed from the game (replaced by a new version); a location
    discarded by the wyrdness is simply no longer placed and may be revealed again (S0 "Discarding").
    ``removed_cards`` holds Items and Secrets removed from the game (Personal Secrets of the dead).
    ``end_of_day`` lists the characters whose End of the Day is not finished yet (in turn order).
    ``work`` is the queue of engine work; ``pending`` the open decisions (first one is asked first).
    ``chronicle`` keeps every event of the campaign as ``"Kind: text"`` or ``"Kind[key=value]: text"`` (see
    ``game.chronicle_entry``), so the chronicle and the Story so far survive a save and a load.
    ``action_log`` lists the notations applied since the last Start of the Day; ``adjustments`` every
    Chronicler correction. ``endings`` lists the ending of every chapter won. ``outcome`` is set when the game
    is over (``won <name>``, ``failure``, ``death``).
    """

    setup: Setup
    rng: Rng
    players: int
    chapter: int = 1
    day: int = 1
    phase: str = "start"
    characters: dict[str, CharacterState] = attrs.field(factory=dict)
    order: list[str] = attrs.field(factory=list)
    locations: dict[str, PlacedLocation] = attrs.field(factory=dict)
    removed_locations: list[int] = attrs.field(factory=list)
    menhirs: dict[str, MenhirState] = attrs.field(factory=dict)
    last_menhir: bool = False
    guardians: list[GuardianState] = attrs.field(factory=list)
    statuses: list[str] = attrs.field(factory=list)
    event_deck: list[str] = attrs.field(factory=list)
    event_discard: list[str] = attrs.field(factory=list)
    random_events: list[str] = attrs.field(factory=list)
    current_event: str | None = None
    active_quests: list[str] = attrs.field(factory=list)
    completed_quests: list[str] = attrs.field(factory=list)
    time_dials: dict[str, int] = attrs.field(factory=dict)
    quest_dials: dict[str, int] = attrs.field(factory=dict)
    encounter_decks: dict[str, list[str]] = attrs.field(factory=dict)
    item_deck: list[str] = attrs.field(factory=list)
    secret_box: list[str] = attrs.field(factory=list)
    removed_cards: list[str] = attrs.field(factory=list)
    exploration: Exploration | None = None
    encounter: EncounterState | None = None
    encounter_context: EncounterContext | None = None
    work: list[Task] = attrs.field(factory=list)
    pending: list[Pending] = attrs.field(factory=list)
    end_of_day: list[str] = attrs.field(factory=list)
    outcome: str | None = None
    #: the ending of each chapter won so far, in play order (engine.chapters)
    endings: list[str] = attrs.field(factory=list)
    #: Statuses and removed locations as a later chapter's setup left them, for its Allmother's Mercy
    chapter_statuses: list[str] = attrs.field(factory=list)
    chapter_removed: list[int] = attrs.field(factory=list)
    action_log: list[str] = attrs.field(factory=list)
    adjustments: list[str] = attrs.field(factory=list)
    chronicle: list[str] = attrs.field(factory=list)
