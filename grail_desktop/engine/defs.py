"""Content definitions: the immutable description of a campaign that the engine plays.

These frozen attrs classes are the contract between the content pack (``grail_desktop.catalog`` structures
TOML into them with cattrs) and the rules engine. Field names follow the rules' terms (S0/S1 seeds and
``rules-decisions.md``). Everything here is data; behaviour lives in the engine modules.

Units: track values and resources are non-negative integers; location numbers are integers (``101`` …);
journal section ids, card ids, item ids etc. are short strings unique within their kind.
"""

from __future__ import annotations

from typing import Literal

import attrs

from grail_desktop.engine.effects import Condition, Effect

# ------------------------------------------------------------------ vocabulary shared by the layers

#: The six attributes in three opposing pairs (S0 "Character Attributes"). In each pair the first is used by
#: Combat and the second by Diplomacy (rules-decisions.md, "Dice").
ATTRIBUTE_PAIRS: tuple[tuple[str, str], ...] = (("might", "empathy"), ("guile", "candour"), ("zeal", "lore"))
ATTRIBUTES: tuple[str, ...] = tuple(a for pair in ATTRIBUTE_PAIRS for a in pair)
COMBAT_ATTRIBUTES: tuple[str, ...] = tuple(pair[0] for pair in ATTRIBUTE_PAIRS)
DIPLOMACY_ATTRIBUTES: tuple[str, ...] = tuple(pair[1] for pair in ATTRIBUTE_PAIRS)
#: The five spendable resources (S0 "Resources"). Only food and wealth can be traded.
RESOURCES: tuple[str, ...] = ("food", "wealth", "reputation", "magic", "experience")
TRADEABLE_RESOURCES: tuple[str, ...] = ("food", "wealth")
#: The three survival tracks (S0 "Survival Tracks").
TRACKS: tuple[str, ...] = ("energy", "health", "terror")
DIRECTIONS: tuple[str, ...] = ("north", "east", "south", "west")
ENCOUNTER_COLOURS: tuple[str, ...] = ("green", "gray", "purple", "blue")
DICE_COLOURS: tuple[str, ...] = ("red", "blue", "gold")
NODE_POSITIONS: tuple[str, ...] = ("top", "middle", "bottom")
ITEM_KEYWORDS: tuple[str, ...] = ("weapon", "armor", "shield", "companion", "relic")
SEALS: tuple[str, ...] = ("menhir", "dream", "settlement")

DeckKind = Literal["combat", "diplomacy"]


# ------------------------------------------------------------------ characters


@attrs.frozen
class TrackDef:
    """One survival track: values run 0..``max``; ``start`` is the slot marked by the chevrons (S1 setup 2–3)."""

    max: int
    start: int


@attrs.frozen
class CharacterActionDef:
    """The Character Action on the tile (S1 "Character Action"): performer pays at least 1 Energy."""

    name: str
    text: str
    cost: int
    effects: tuple[Effect, ...] = ()


#: What a trait rule may answer to (``TraitRuleDef.when``): a gain or loss of a resource or track, or an escape.
TRAIT_MOMENTS: tuple[str, ...] = ("gain", "lose", "escape")


@attrs.frozen
class TraitRuleDef:
    """How the tile's negative trait bites (S1 Character Setup: the Tile's negative trait), as data.

    ``when`` is ``"gain <what>"`` / ``"lose <what>"`` (a resource or track of ``effects.GAINABLE``, after the
    change happened) or ``"escape"`` (the character escapes an encounter); ``during`` narrows it to a
    ``"combat"`` or ``"diplomacy"`` encounter (default: anywhere); ``at_least`` asks for a change of at least
    that many at once (default 1). ``effects`` then apply to that character.
    """

    when: str
    effects: tuple[Effect, ...]
    during: str = ""
    at_least: int = 1


@attrs.frozen
class CharacterDef:
    """A playable character: tile, tray, letter and decks (S1 "Character Setup").

    ``dice`` maps deck kind → dice colour → attribute name, e.g. ``{"combat": {"red": "might", ...}}``
    (rules-decisions.md "Dice"). ``strategy`` is the Strategy value that caps Strategy phases per round.
    Starter decks hold 15 card ids each, Advancement Pools 25 (S1 setup 7–8).
    """

    id: str
    name: str
    number: int
    letter: str
    colour: str
    action: CharacterActionDef
    trait: str
    energy: TrackDef
    health: TrackDef
    terror: TrackDef
    strategy: int
    attributes: dict[str, int]
    resources: dict[str, int]
    dice: dict[str, dict[str, str]]
    combat_deck: tuple[str, ...]
    diplomacy_deck: tuple[str, ...]
    combat_pool: tuple[str, ...]
    diplomacy_pool: tuple[str, ...]
    description: str = ""
    trait_rules: tuple[TraitRuleDef, ...] = ()


# ------------------------------------------------------------------ combat and diplomacy cards


@attrs.frozen
class StrikeEffectDef:
    """A left-edge strike effect covering one or more node positions (rules-decisions.md "Nodes")."""

    positions: tuple[str, ...]
    effects: tuple[Effect, ...]
    text: str = ""


@attrs.frozen
class StrikeCardDef:
    """A Combat or Diplomacy card (S2 "Strike Step"). ``right_nodes`` may be empty: nothing follows it."""

    id: str
    name: str
    deck: DeckKind
    character: str
    strikes: tuple[StrikeEffectDef, ...]
    right_nodes: tuple[str, ...]
    text: str = ""


# ------------------------------------------------------------------ encounters


@attrs.frozen
class EnemyEffectDef:
    """A During / After / Special effect of an enemy, with its written text."""

    text: str
    effects: tuple[Effect, ...] = ()


@attrs.frozen
class EnemyDef:
    """An Encounter card (rules-decisions.md "Enemy card"). ``deck`` says Combat or Diplomacy (blue).

    ``companions`` names up to two more enemies that come with this card whenever it is fought, so one
    encounter brings 2–3 enemies (rules-decisions.md "Several enemies"; S2 "active enemies").
    """

    id: str
    name: str
    colour: str
    level: int
    deck: DeckKind
    health: int
    right_nodes: tuple[str, ...]
    dial: str
    during: tuple[EnemyEffectDef, ...] = ()
    after: tuple[EnemyEffectDef, ...] = ()
    special: tuple[EnemyEffectDef, ...] = ()
    instant_rewards: tuple[Effect, ...] = ()
    item_rewards: tuple[Effect, ...] = ()
    escape_cost: tuple[Effect, ...] = ()
    guardian: bool = False
    first_encounter: bool = False
    text: str = ""
    companions: tuple[str, ...] = ()


# ------------------------------------------------------------------ map


@attrs.frozen
class MenhirDef:
    """A Menhir on a location: activation cost per player in the game and the dial it sets (S0, S1)."""

    cost_per_player: tuple[Effect, ...]
    dial: int
    text: str = ""


@attrs.frozen
class LocationActionDef:
    """A Location Action (S1): ``cost`` in Energy, optional extra costs (effects that pay), its effects."""

    name: str
    text: str
    cost: int
    effects: tuple[Effect, ...]
    costs: tuple[Effect, ...] = ()
    conditions: tuple[Condition, ...] = ()
    once_per_day: bool = False


@attrs.frozen
class LocationDef:
    """A Location card (S0 "Locations"). ``keys`` maps direction → neighbour number (or Legacy number).

    ``entry`` is the journal section flipped to on Explore; ``instant`` the lightning rule resolved on
    arrival; ``dream`` / ``nightmare`` the sections read at End of the Day when the card has a Dream seal.
    """

    number: int
    name: str
    description: str
    entry: str
    keys: dict[str, int] = attrs.field(factory=dict)
    legacy: int | None = None
    seals: tuple[str, ...] = ()
    action: LocationActionDef | None = None
    instant: tuple[Effect, ...] = ()
    instant_text: str = ""
    menhir: MenhirDef | None = None
    dream: str | None = None
    nightmare: str | None = None
    terrain: str = "moor"


# ------------------------------------------------------------------ journal


@attrs.frozen
class JournalOptionDef:
    """One choice in a section: shown in order; ``secret`` options are hidden unless their conditions hold."""

    text: str
    goto: str | None = None
    conditions: tuple[Condition, ...] = ()
    costs: tuple[Effect, ...] = ()
    effects: tuple[Effect, ...] = ()
    secret: bool = False


@attrs.frozen
class JournalSectionDef:
    """A section of the Exploration Journal. With no options the section ends the exploration."""

    id: str
    title: str
    text: str
    location: int | None = None
    effects: tuple[Effect, ...] = ()
    options: tuple[JournalOptionDef, ...] = ()


# ------------------------------------------------------------------ items, secrets, skills

#: When an Item or Skill acts outside encounters (``TriggerDef.on``; S0 "Items", Skills by attribute): after the
#: holder travels, explores, rests (eating or not), eats Food at the rest, at the End of the Day (after Energy is
#: restored), at the Start of the Day (when Items are equipped), and when the holder gives Food or Wealth away.
TRIGGER_MOMENTS: tuple[str, ...] = ("travel", "explore", "rest", "eat", "end-of-day", "start-of-day", "trade")


@attrs.frozen
class TriggerDef:
    """An effect of an Item or Skill side outside encounters (issue 20): at moment ``on`` (one of
    :data:`TRIGGER_MOMENTS`), while the Item is face up, when ``conditions`` hold for its holder, the
    ``effects`` apply to the holder; ``spend`` discards the Item afterwards (used up). ``text`` is the card's
    wording of it (optional)."""

    on: str
    effects: tuple[Effect, ...]
    conditions: tuple[Condition, ...] = ()
    spend: bool = False
    text: str = ""


@attrs.frozen
class ItemDef:
    """An Item card (S0 "Items and Equipment"); ``effects`` apply in encounters while it is active.

    ``story`` marks an Item only the story gives (an ``item`` effect): it is never in the random Item deck and
    goes back to the box when discarded, so a draw can never close its story option (issue 20).
    """

    id: str
    name: str
    text: str
    keyword: str | None = None
    craftable: bool = False
    value: int = 0
    effects: tuple[Effect, ...] = ()
    flip: bool = False
    story: bool = False
    triggers: tuple[TriggerDef, ...] = ()


@attrs.frozen
class SecretDef:
    """A Secret card (S0 "Secrets"): never in the Item deck, exempt from item discards and limits."""

    id: str
    name: str
    text: str
    keyword: str | None = None
    personal: bool = False
    effects: tuple[Effect, ...] = ()
    quest: str | None = None


@attrs.frozen
class SkillSideDef:
    """One side of a Skill card: ``effects`` resolve at the start of each encounter, ``triggers`` outside."""

    name: str
    text: str
    effects: tuple[Effect, ...] = ()
    triggers: tuple[TriggerDef, ...] = ()


@attrs.frozen
class SkillDef:
    """A double-sided Skill card bearing one attribute (S0 "Buying Skills"); the player keeps one side."""

    id: str
    attribute: str
    sides: tuple[SkillSideDef, SkillSideDef]


# ------------------------------------------------------------------ events and chapters


@attrs.frozen
class QuestDef:
    text: str
    hint: str = ""


@attrs.frozen
class EventDef:
    """An Event or Random Event card (S0 "Events, Quests, and Tasks"). A quest stays in Active Quests."""

    id: str
    title: str
    text: str
    chapter: int = 1
    part: int = 1
    quest: QuestDef | None = None
    effects: tuple[Effect, ...] = ()
    random: bool = False


#: How a chapter setup treats the survival tracks and the Menhirs (``ChapterSetupDef``).
KeepOrReset = Literal["keep", "reset"]


@attrs.frozen
class ReplaceDef:
    """A location card the chapter setup replaces by its new version (``new`` has Legacy number ``old``; S0
    "Legacy Location Numbers"), when every Status condition holds (only ``status`` / ``not-status``)."""

    old: int
    new: int
    conditions: tuple[Condition, ...] = ()


@attrs.frozen
class ChapterSetupDef:
    """What the Chapter Setup card of a later chapter does to the campaign carried over (S1 World Setup 9:
    "phasing out easier cards and introducing harder ones"; decided for this edition: chapter transitions).

    Characters keep attributes, Skills, decks, pools, Items, Secrets and resources; ``tracks`` ``reset`` puts
    Energy, Health and Terror back on the starting slots (``keep`` keeps them, Health at least 1). The world
    keeps Statuses (but ``clear_statuses``) and removed or replaced locations. ``menhirs`` ``reset`` puts
    every Menhir out and lights the one of ``start_location`` with ``menhir_dial`` (0: the starting dial by
    players, S1 World Setup 2), the map then starts again from that card; ``keep`` keeps Menhirs and map.
    ``replace`` swaps location cards, ``remove_locations`` takes cards out of the game, ``add_locations``
    are the cards that enter play with this chapter (never revealed before it), ``add_items`` are the
    chapter's own Items, in the box until it begins (then the non-story ones are shuffled into the Item deck);
    ``effects`` apply to every character. ``pool_top`` (character id → card ids of that character's
    Advancement Pools) puts those cards, where still in a pool, on top of it, in the order given, so the
    chapter's first Advancement looks find them (S0 "Advancing Combat or Diplomacy Decks"; decided for this
    edition: the harder chapter's offers). ``pool_add`` (character id → card ids of that character in no
    starter deck or pool) adds the chapter's own cards to that character's Advancement Pools, on top in the
    order given, before ``pool_top`` is applied (decided for this edition: a later chapter's stronger offers).
    ``pool_phase_out`` phases out every card an earlier chapter left in a pool, but those ``pool_top`` names
    (S1 World Setup 9: "phasing out easier cards"), so the chapter's looks find its own cards.
    """

    start_location: int | None = None
    tracks: KeepOrReset = "reset"
    menhirs: KeepOrReset = "reset"
    menhir_dial: int = 0
    clear_statuses: tuple[str, ...] = ()
    replace: tuple[ReplaceDef, ...] = ()
    remove_locations: tuple[int, ...] = ()
    add_locations: tuple[int, ...] = ()
    add_items: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    pool_top: dict[str, tuple[str, ...]] = attrs.field(factory=dict)
    pool_add: dict[str, tuple[str, ...]] = attrs.field(factory=dict)
    pool_phase_out: bool = False


@attrs.frozen
class ChapterDef:
    """The Chapter Setup card: Event deck (top first) and the encounter decks by colour (top first).

    ``endings`` are the endings (``win`` names) that complete this chapter; ``setup`` what a chapter after
    the first does to the campaign carried over from the one before (:class:`ChapterSetupDef`)."""

    number: int
    title: str
    events: tuple[str, ...]
    encounter_decks: dict[str, tuple[str, ...]]
    first_encounters: dict[str, str] = attrs.field(factory=dict)
    mercy_section: str | None = None
    mercy_effects: tuple[Effect, ...] = ()
    endings: tuple[str, ...] = ()
    setup: ChapterSetupDef = attrs.field(factory=ChapterSetupDef)
    #: what the player aims for, in words (no more than the chapter's opening tells; the Quests view shows it)
    goal: str = ""


#: How the Allmother's Mercy is offered at a difficulty (decided for this edition: difficulty).
MercyRule = Literal["always", "once", "never"]


@attrs.frozen
class DifficultyDef:
    """One difficulty level of a pack (``difficulty.toml``; decided for this edition: difficulty).

    Every number is a change to the printed value: ``enemy_health`` is added to every enemy's Health,
    ``level2_health`` further to enemies of level 2 and up, ``guardian_health`` further to Guardians (an enemy
    keeps at least 1 Health); ``start_dial`` is added to the starting Menhir's dial, and ``party_dial`` once
    more for each character beyond the first (S1 World Setup 2 shortens that dial for a bigger party:
    8/7/6/5); ``menhir_dial`` is added to the dial every woken Menhir sets (a dial stays at least 1), and
    ``party_menhir_dial`` once more when the party has two or more characters (a waking costs once per
    character, S0, so a party pays more for each day of light than a lone character);
    ``resources`` is added to each character's starting resources (never below 0). ``mercy``: the
    Allmother's Mercy is offered ``always``, ``once`` (not again after it was taken: the Status
    ``saved-by-the-goddess``) or ``never``.
    """

    id: str
    name: str
    description: str = ""
    enemy_health: int = 0
    level2_health: int = 0
    guardian_health: int = 0
    start_dial: int = 0
    menhir_dial: int = 0
    resources: dict[str, int] = attrs.field(factory=dict)
    party_dial: int = 0
    party_menhir_dial: int = 0
    mercy: MercyRule = "always"


@attrs.frozen
class CampaignDef:
    """The campaign manifest (``campaign.toml``)."""

    id: str
    title: str
    version: str
    format_version: int
    start_location: int
    chapters: tuple[int, ...]
    description: str = ""


@attrs.frozen
class Catalog:
    """Everything a game needs, keyed by id. Built by ``grail_desktop.catalog.load_campaign``."""

    campaign: CampaignDef
    characters: dict[str, CharacterDef]
    cards: dict[str, StrikeCardDef]
    enemies: dict[str, EnemyDef]
    locations: dict[int, LocationDef]
    journal: dict[str, JournalSectionDef]
    items: dict[str, ItemDef]
    secrets: dict[str, SecretDef]
    skills: dict[str, SkillDef]
    events: dict[str, EventDef]
    chapters: dict[int, ChapterDef]
    glossary: dict[str, str] = attrs.field(factory=dict)
    #: display names of free-form ids (``names.toml``): Status → name, dial → name, ending → name
    status_names: dict[str, str] = attrs.field(factory=dict)
    dial_names: dict[str, str] = attrs.field(factory=dict)
    ending_names: dict[str, str] = attrs.field(factory=dict)
    #: difficulty levels by id (``story``, ``normal``, ``hard``); empty when the pack has no difficulty.toml
    difficulties: dict[str, DifficultyDef] = attrs.field(factory=dict)

    def chapter_after(self, number: int) -> int | None:
        """The chapter played after ``number`` in the campaign's order, or None after the last one."""
        order = list(self.campaign.chapters)
        if number not in order:
            return None
        i = order.index(number)
        return order[i + 1] if i + 1 < len(order) else None

    def entering_chapter(self, number: int) -> int:
        """The first chapter in which location ``number`` is in play: the one whose setup adds or brings it in
        (``add_locations``, ``replace``), else the first chapter."""
        for chapter in self.chapters.values():
            if number in chapter.setup.add_locations or any(r.new == number for r in chapter.setup.replace):
                return chapter.number
        return self.campaign.chapters[0] if self.campaign.chapters else 1

    def later_items(self) -> frozenset[str]:
        """Items that some chapter after the first adds to the Item deck (``add_items``)."""
        return frozenset(i for c in self.chapters.values() for i in c.setup.add_items)
