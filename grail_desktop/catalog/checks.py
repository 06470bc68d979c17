"""Cross-reference and rule checks over the structured records of a pack.

Each ``check_*`` function appends :class:`~grail_desktop.catalog.problems.Problem` values to the index; none
raises. Sizes and vocab come from the rules: starter decks of 15 and Advancement Pools of 25 (S1 setup 7–8),
encounter colours and levels (rules-decisions.md "Enemy card"), dice colours and attribute pairs
(rules-decisions.md "Dice"), skills with two sides (S0 "Buying Skills").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import attrs

from grail_desktop.catalog.bounds import (
    CAMPAIGN_ID,
    LOCATION,
    MAX_CAMPAIGN_ID,
    MAX_NAME,
    MAX_TEXT,
    PACK_VERSION,
    TRACK,
    faults,
    plain_int,
    string_problem,
)
from grail_desktop.catalog.records import Index, Source
from grail_desktop.engine import worldtext
from grail_desktop.engine.defs import (
    ATTRIBUTES,
    COMBAT_ATTRIBUTES,
    DICE_COLOURS,
    DIPLOMACY_ATTRIBUTES,
    ENCOUNTER_COLOURS,
    ITEM_KEYWORDS,
    NODE_POSITIONS,
    RESOURCES,
    SEALS,
    TRIGGER_MOMENTS,
    CharacterDef,
    StrikeCardDef,
    TriggerDef,
)
from grail_desktop.engine.difficulty import DIFFICULTIES
from grail_desktop.engine.effects import (
    ENCOUNTER_ONLY,
    GAINABLE,
    MOVES_THE_STORY,
    Condition,
    Effect,
    effect_references,
)

#: Cards in each starter deck and each Advancement Pool (S1 "Character Setup" 7–8).
STARTER_DECK_SIZE = 15
POOL_SIZE = 25
FORMAT_VERSION = 1
TERRAINS: tuple[str, ...] = ("moor", "forest", "coast", "ruin", "marsh", "hill", "village")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def _leaves(obj: object, kinds: tuple[type, ...], path: str = "") -> Iterator[tuple[str, object]]:
    """Every value of one of ``kinds`` inside a definition, with its path (``.options[1].effects[0]``): attrs
    records, tuples and dicts are walked into, a value of ``kinds`` is not."""
    if isinstance(obj, kinds):
        yield path, obj
    elif attrs.has(type(obj)):
        for field in attrs.fields(type(obj)):  # type: ignore[arg-type]
            yield from _leaves(getattr(obj, field.name), kinds, f"{path}.{field.name}")
    elif isinstance(obj, tuple):
        for i, item in enumerate(obj):
            yield from _leaves(item, kinds, f"{path}[{i}]")
    elif isinstance(obj, dict):
        for key, item in obj.items():
            yield from _leaves(item, kinds, f"{path}.{key}")


def walk_effects(obj: object, path: str = "") -> Iterator[tuple[str, Effect | Condition]]:
    """Every effect and condition inside a definition, with its path (``.options[1].effects[0]``), the
    conditions of text that follows the world (``[if …]`` spans) included."""
    for where, found in _leaves(obj, (Effect, Condition, str), path):
        if isinstance(found, (Effect, Condition)):
            yield where, found
        elif isinstance(found, str) and "[if " in found:
            for cond in worldtext.conditions(found):
                yield where, cond


def all_effects(index: Index) -> Iterator[tuple[str, Source, str, Effect | Condition]]:
    """``(kind, source, path, effect)`` for every effect and condition in the pack (campaign excluded)."""
    for kind, defs in index.defs.items():
        for ident, obj in defs.items():
            source = index.sources[kind][ident]
            for path, effect in walk_effects(obj):
                yield kind, source, path, effect


def location_targets(index: Index) -> set[int]:
    """Numbers a reference to a location may use: location numbers and Legacy numbers."""
    targets = set(index.known["location"])
    targets.update(loc.legacy for loc in index.defs["location"].values() if loc.legacy is not None)
    return targets


def _subset(index: Index, source: Source, path: str, values: tuple[str, ...], allowed: tuple[str, ...]) -> None:
    for i, value in enumerate(values):
        if value not in allowed:
            index.add(source, f"{path}[{i}]", f"{value!r} is not one of {', '.join(allowed)}")
    if len(set(values)) != len(values):
        index.add(source, path, "lists the same value twice")


def _ref(index: Index, source: Source, path: str, kind: str, ident: Any, *, what: str | None = None) -> bool:
    if index.has(kind, ident):
        return True
    index.add(source, path, f"no {what or kind} {ident!r}")
    return False


# ------------------------------------------------------------------ bounds


def check_bounds(index: Index) -> None:
    """Every number within its bound and every string within its length (bounds.py; docs "Bounds")."""
    if index.campaign is not None:
        src = Source("campaign.toml", "campaign", by_id=False)
        for path, message in faults(index.campaign):
            index.add(src, path, message)
    for kind, defs in index.defs.items():
        for ident, obj in defs.items():
            src = index.sources[kind][ident]
            for path, message in faults(obj):
                index.add(src, path, message)
    src = Source("glossary.toml", "glossary", by_id=False)
    for term, text in index.glossary.items():
        problem = string_problem(term, MAX_NAME)
        if problem:
            index.add(src, f".{term[:40]}...", f"term {problem}")
        problem = string_problem(text, MAX_TEXT)
        if problem:
            index.add(src, f".{term}", problem)


# ------------------------------------------------------------------ campaign


def check_campaign(index: Index) -> None:
    campaign = index.campaign
    src = Source("campaign.toml", "campaign", by_id=False)
    if campaign is None:
        return
    # format_version is bounded to FORMAT_VERSION exactly (bounds.FIELD_BOUNDS)
    if len(campaign.id) > MAX_CAMPAIGN_ID or not CAMPAIGN_ID.fullmatch(campaign.id):
        shown = campaign.id if len(campaign.id) <= 60 else campaign.id[:57] + "..."
        index.add(
            src,
            ".id",
            f"campaign id {shown!r} must be lowercase-kebab (letters, digits and hyphens, at most "
            f"{MAX_CAMPAIGN_ID} characters), like 'ynys-wen': it names the campaign's save folders",
        )
    elif index.folder and campaign.id != index.folder:
        index.add(src, ".id", f"campaign id {campaign.id!r} differs from the pack folder {index.folder!r}", "warning")
    if not PACK_VERSION.fullmatch(campaign.version):
        shown = campaign.version if len(campaign.version) <= 20 else campaign.version[:17] + "..."
        index.add(src, ".version", f'expected "major.minor.patch" like "0.3.0", got {shown!r}')
    if not index.has("location", campaign.start_location):
        index.add(src, ".start_location", f"no location {campaign.start_location}")
    for i, number in enumerate(campaign.chapters):
        if not index.has("chapter", number):
            index.add(src, f".chapters[{i}]", f"no chapter {number} in chapters.toml")
    if not campaign.chapters:
        index.add(src, ".chapters", "a campaign needs at least one chapter")


# ------------------------------------------------------------------ characters and cards


def _check_deck(index: Index, char: CharacterDef, src: Source, field: str, size: int, *, seen: dict[str, str]) -> None:
    deck: tuple[str, ...] = getattr(char, field)
    kind = field.split("_", maxsplit=1)[0]
    what = "starter deck" if field.endswith("deck") else "Advancement Pool"
    if len(deck) != size:
        index.add(src, f".{field}", f"the {kind} {what} needs exactly {size} cards, has {len(deck)}")
    for i, card_id in enumerate(deck):
        path = f".{field}[{i}]"
        if card_id in seen:
            index.add(src, path, f"card {card_id!r} is already in {seen[card_id]}; each card is one physical card")
            continue
        seen[card_id] = field
        if not _ref(index, src, path, "card", card_id):
            continue
        card: StrikeCardDef | None = index.defs["card"].get(card_id)
        if card is None:
            continue
        if card.character != char.id:
            index.add(src, path, f"card {card_id!r} belongs to character {card.character!r}")
        if card.deck != kind:
            index.add(src, path, f"card {card_id!r} is a {card.deck} card, not {kind}")


def check_characters(index: Index) -> None:
    numbers: dict[int, str] = {}
    for ident, char in index.defs["character"].items():
        src = index.sources["character"][ident]
        if char.number in numbers:
            index.add(src, ".number", f"Character Number {char.number} is also {numbers[char.number]!r}")
        numbers.setdefault(char.number, ident)
        if not char.letter.strip():  # the introductory Letter read at setup (S1 Character Setup 10)
            index.add(src, ".letter", "the introductory Letter is empty")
        if not _COLOUR.match(char.colour):
            index.add(src, ".colour", f'expected a colour like "#3a6e8f", got {char.colour!r}')
        # Strategy, the action's cost and the tracks' ends are bounded in bounds.FIELD_BOUNDS
        for track in ("energy", "health", "terror"):
            t = getattr(char, track)
            if TRACK.problem(t.start) is None and t.start > t.max:
                index.add(src, f".{track}.start", f"must be between 0 and max ({t.max}), got {t.start}")
        _check_names(index, src, ".attributes", char.attributes, ATTRIBUTES)
        _check_names(index, src, ".resources", char.resources, RESOURCES)
        for deck, allowed in (("combat", COMBAT_ATTRIBUTES), ("diplomacy", DIPLOMACY_ATTRIBUTES)):
            mapping = char.dice.get(deck)
            if mapping is None:
                index.add(src, f".dice.{deck}", "required table missing (red / blue / gold → attribute)")
                continue
            for colour in DICE_COLOURS:
                if colour not in mapping:
                    index.add(src, f".dice.{deck}.{colour}", "required key missing")
            for colour, attribute in mapping.items():
                if colour not in DICE_COLOURS:
                    index.add(src, f".dice.{deck}.{colour}", f"unknown dice colour; use {', '.join(DICE_COLOURS)}")
                elif attribute not in allowed:
                    index.add(
                        src,
                        f".dice.{deck}.{colour}",
                        f"{attribute!r} is not a {deck} attribute ({', '.join(allowed)})",
                    )
            if sorted(mapping.values()) != sorted(allowed) and all(a in allowed for a in mapping.values()):
                index.add(src, f".dice.{deck}", f"each of {', '.join(allowed)} must have one colour")
        for key in char.dice:
            if key not in ("combat", "diplomacy"):
                index.add(src, f".dice.{key}", "unknown key; use combat and diplomacy")
        _check_trait_rules(index, src, char)
        seen: dict[str, str] = {}
        _check_deck(index, char, src, "combat_deck", STARTER_DECK_SIZE, seen=seen)
        _check_deck(index, char, src, "diplomacy_deck", STARTER_DECK_SIZE, seen=seen)
        _check_deck(index, char, src, "combat_pool", POOL_SIZE, seen=seen)
        _check_deck(index, char, src, "diplomacy_pool", POOL_SIZE, seen=seen)


def _check_trait_rules(index: Index, src: Source, char: CharacterDef) -> None:
    """``trait_rules``: ``when`` is ``gain <what>``, ``lose <what>`` or ``escape``; ``during`` an encounter kind."""
    for i, rule in enumerate(char.trait_rules):
        words = rule.when.split()
        ok = words == ["escape"] or (len(words) == 2 and words[0] in ("gain", "lose") and words[1] in GAINABLE)
        if not ok:
            index.add(
                src,
                f".trait_rules[{i}].when",
                f"{rule.when!r}: use 'gain <what>', 'lose <what>' (what: {', '.join(GAINABLE)}) or 'escape'",
            )
        if rule.during not in ("", "combat", "diplomacy"):
            index.add(src, f".trait_rules[{i}].during", f"{rule.during!r}: use combat or diplomacy (or leave it out)")
        if not rule.effects:
            index.add(src, f".trait_rules[{i}].effects", "a trait rule needs at least one effect")
        if rule.at_least < 1:
            index.add(src, f".trait_rules[{i}].at_least", "must be at least 1")


def _check_names(index: Index, src: Source, path: str, table: dict[str, int], names: tuple[str, ...]) -> None:
    for name in table:
        if name not in names:
            index.add(src, f"{path}.{name[:40]}", f"unknown key; use {', '.join(names)}")
    for name in names:
        if name not in table:
            index.add(src, f"{path}.{name}", "required key missing")


def check_cards(index: Index) -> None:
    in_decks: set[str] = set()
    for char in index.defs["character"].values():
        in_decks.update(char.combat_deck, char.diplomacy_deck, char.combat_pool, char.diplomacy_pool)
    for chapter in index.defs["chapter"].values():  # a later chapter's own pool cards (``pool_add``)
        for cards in chapter.setup.pool_add.values():
            in_decks.update(cards)
    for ident, card in index.defs["card"].items():
        src = index.sources["card"][ident]
        owner = src.file.removeprefix("cards/").removesuffix(".toml")
        if _ref(index, src, ".character", "character", card.character) and card.character != owner:
            index.add(
                src,
                ".character",
                f"card of {card.character!r} in {src.file}; put it in cards/{card.character}.toml",
            )
        _subset(index, src, ".right_nodes", card.right_nodes, NODE_POSITIONS)
        if not card.strikes:
            index.add(src, ".strikes", "a card needs at least one [[card.strikes]]")
        for i, strike in enumerate(card.strikes):
            if not strike.positions:
                index.add(src, f".strikes[{i}].positions", "needs at least one position")
            _subset(index, src, f".strikes[{i}].positions", strike.positions, NODE_POSITIONS)
        if ident not in in_decks and card.character in index.defs["character"] and index.complete:
            index.add(src, "", "card is in no starter deck or Advancement Pool", "warning")


# ------------------------------------------------------------------ encounters, items, skills, events


def check_enemies(index: Index) -> None:
    for ident, enemy in index.defs["enemy"].items():
        src = index.sources["enemy"][ident]
        if enemy.colour not in ENCOUNTER_COLOURS:
            index.add(src, ".colour", f"{enemy.colour!r} is not one of {', '.join(ENCOUNTER_COLOURS)}")
        wanted = "diplomacy" if enemy.colour == "blue" else "combat"
        if enemy.colour in ENCOUNTER_COLOURS and enemy.deck != wanted:
            index.add(src, ".deck", f"a {enemy.colour} enemy is met with the {wanted} deck")
        if enemy.dial not in DICE_COLOURS:
            index.add(src, ".dial", f"{enemy.dial!r} is not one of {', '.join(DICE_COLOURS)}")
        _subset(index, src, ".right_nodes", enemy.right_nodes, NODE_POSITIONS)
        _check_companions(index, src, ident, enemy)


#: Enemies in one encounter at most (rules-decisions.md "Several enemies": 2–3).
MAX_ENEMIES = 3


def _check_companions(index: Index, src: Source, ident: str, enemy: Any) -> None:
    """``companions``: up to two other enemies of the same deck kind, each named once, none bringing more."""
    if len(enemy.companions) > MAX_ENEMIES - 1:
        index.add(
            src, ".companions", f"at most {MAX_ENEMIES - 1} companions (an encounter has 1-{MAX_ENEMIES} enemies)"
        )
    if len(set(enemy.companions)) != len(enemy.companions):
        index.add(src, ".companions", "lists the same enemy twice")
    for i, other in enumerate(enemy.companions):
        path = f".companions[{i}]"
        if other == ident:
            index.add(src, path, "an enemy cannot be its own companion")
            continue
        if not _ref(index, src, path, "enemy", other):
            continue
        found = index.defs["enemy"].get(other)
        if found is None:
            continue
        if found.deck != enemy.deck:
            index.add(src, path, f"enemy {other!r} is met with the {found.deck} deck, this one with {enemy.deck}")
        if found.companions:
            index.add(src, path, f"enemy {other!r} brings companions of its own; only the first card brings them")


def _check_fight(index: Index, src: Source, path: str, effect: Effect) -> None:
    """``fight a b c``: 1-3 different enemies of one deck kind, companions included (rules-decisions.md)."""
    if len(set(effect.args)) != len(effect.args):
        index.add(src, path, f"{str(effect)!r}: names the same enemy twice")
    found = [index.defs["enemy"][a] for a in effect.args if a in index.defs["enemy"]]
    if len({d.deck for d in found}) > 1:
        index.add(src, path, f"{str(effect)!r}: the enemies of one encounter share one deck (combat or diplomacy)")
    total = set(effect.args) | {c for d in found for c in d.companions}
    if len(total) > MAX_ENEMIES:
        index.add(src, path, f"{str(effect)!r}: with their companions this is {len(total)} enemies (at most 3)")


def check_items_secrets_skills(index: Index) -> None:
    for kind in ("item", "secret"):
        for ident, obj in index.defs[kind].items():
            src = index.sources[kind][ident]
            if obj.keyword is not None and obj.keyword not in ITEM_KEYWORDS:
                index.add(src, ".keyword", f"{obj.keyword!r} is not one of {', '.join(ITEM_KEYWORDS)}")
    for ident, item in index.defs["item"].items():
        _check_triggers(index, index.sources["item"][ident], ".triggers", item.triggers)
    for ident, skill in index.defs["skill"].items():
        for n, side in enumerate(skill.sides):
            _check_triggers(index, index.sources["skill"][ident], f".sides[{n}].triggers", side.triggers)
            if any(t.spend for t in side.triggers):
                index.add(index.sources["skill"][ident], f".sides[{n}].triggers", "a Skill cannot be spent")
    for ident, secret in index.defs["secret"].items():
        if secret.quest is not None:
            _ref(index, index.sources["secret"][ident], ".quest", "event", secret.quest)
    for ident, skill in index.defs["skill"].items():
        if skill.attribute not in ATTRIBUTES:
            index.add(
                index.sources["skill"][ident],
                ".attribute",
                f"{skill.attribute!r} is not one of {', '.join(ATTRIBUTES)}",
            )


def _check_triggers(index: Index, src: Source, path: str, triggers: tuple[TriggerDef, ...]) -> None:
    """Item / Skill effects outside encounters: a known moment, effects that resolve at once (issue 20)."""
    for i, trig in enumerate(triggers):
        if trig.on not in TRIGGER_MOMENTS:
            index.add(src, f"{path}[{i}].on", f"{trig.on!r} is not one of {', '.join(TRIGGER_MOMENTS)}")
        if not trig.effects:
            index.add(src, f"{path}[{i}].effects", "a trigger needs at least one effect")
        for j, eff in enumerate(trig.effects):
            if eff.word in ENCOUNTER_ONLY:
                index.add(src, f"{path}[{i}].effects[{j}]", f"{str(eff)!r} only works inside an encounter")
            elif eff.word in MOVES_THE_STORY:
                index.add(src, f"{path}[{i}].effects[{j}]", f"{str(eff)!r} moves the story on, which a trigger cannot")


def check_items_obtainable(index: Index) -> None:
    """An item that no effect gives, no ``draw-item`` can draw and nobody can craft is dead weight (warning)."""
    given: set[str] = set()
    filters: set[str] = set()
    for _, _, _, effect in all_effects(index):
        if isinstance(effect, Effect) and effect.args:
            if effect.word == "item":
                given.add(effect.args[0])
            elif effect.word == "draw-item":
                filters.add(effect.args[0])
    if not index.complete:
        return
    for ident, item in index.defs["item"].items():
        drawable = "any" in filters or item.keyword in filters or (item.craftable and "craftable" in filters)
        if item.story and ident not in given:
            index.add(
                index.sources["item"][ident],
                "",
                "a story-only item (story = true) that no 'item' effect gives",
                "warning",
            )
            continue
        if ident not in given and not drawable and not item.craftable:
            index.add(
                index.sources["item"][ident], "", "no effect gives this item and no draw-item can draw it", "warning"
            )


def check_events_chapters(index: Index) -> None:
    in_decks: set[str] = set()
    for number, chapter in index.defs["chapter"].items():
        src = index.sources["chapter"][number]
        for i, event_id in enumerate(chapter.events):
            in_decks.add(event_id)
            if _ref(index, src, f".events[{i}]", "event", event_id):
                event = index.defs["event"].get(event_id)
                if event is not None and event.random:
                    index.add(src, f".events[{i}]", f"event {event_id!r} is a random event", "warning")
        for colour, deck in chapter.encounter_decks.items():
            if colour not in ENCOUNTER_COLOURS:
                index.add(src, f".encounter_decks.{colour}", f"unknown colour; use {', '.join(ENCOUNTER_COLOURS)}")
                continue
            for i, enemy_id in enumerate(deck):
                path = f".encounter_decks.{colour}[{i}]"
                if _ref(index, src, path, "enemy", enemy_id):
                    enemy = index.defs["enemy"].get(enemy_id)
                    if enemy is not None and enemy.colour != colour:
                        index.add(src, path, f"enemy {enemy_id!r} is {enemy.colour}, not {colour}")
            if len(set(deck)) != len(deck):
                index.add(src, f".encounter_decks.{colour}", "lists the same enemy twice")
        for colour, enemy_id in chapter.first_encounters.items():
            path = f".first_encounters.{colour}"
            if colour not in ENCOUNTER_COLOURS:
                index.add(src, path, f"unknown colour; use {', '.join(ENCOUNTER_COLOURS)}")
            elif _ref(index, src, path, "enemy", enemy_id):
                enemy = index.defs["enemy"].get(enemy_id)
                if enemy is not None and enemy.colour != colour:
                    index.add(src, path, f"enemy {enemy_id!r} is {enemy.colour}, not {colour}")
                elif enemy is not None and not enemy.first_encounter:
                    index.add(src, path, f"enemy {enemy_id!r} is not marked first_encounter = true", "warning")
        if chapter.mercy_section is not None:
            _ref(index, src, ".mercy_section", "section", chapter.mercy_section, what="journal section")
    if not index.complete:
        return
    campaign_chapters = set(index.campaign.chapters) if index.campaign else set()
    quested = {str(e.args[0]) for _, _, _, e in all_effects(index) if e.word in ("quest", "complete-quest") and e.args}
    for ident, event in index.defs["event"].items():
        src = index.sources["event"][ident]
        if event.chapter not in index.known["chapter"] and event.chapter not in campaign_chapters:
            index.add(src, ".chapter", f"no chapter {event.chapter}")
        if not event.random and ident not in in_decks and ident not in quested:
            index.add(src, "", "event is in no chapter's Event deck and is not random", "warning")


def check_chapter_setups(index: Index) -> None:
    """Chapter setups and endings across chapters (docs/content-format.md "chapters.toml"): every location,
    Item and Status a setup names exists; a replacement's ``new`` card has ``old`` as its Legacy number; setup
    conditions are Status conditions; ``pool_add`` names cards of that character in no starter deck or pool and
    in no other chapter's ``pool_add``; ``pool_top`` names cards of that character's Advancement Pools (or added
    to them by this or an earlier chapter); with ``pool_phase_out`` every character keeps some pool cards (named
    in ``pool_add`` or ``pool_top``); a first
    chapter has no setup; each ending is listed by one chapter,
    has a display name, and when chapters list endings every ``win`` names one of them."""
    chapters = index.defs["chapter"]
    locations = index.defs["location"]
    first = index.campaign.chapters[0] if index.campaign and index.campaign.chapters else None
    listed: dict[str, int] = {}
    added: dict[str, dict[str, int]] = {}  # character → card → the chapter whose pool_add brings it
    for number, chapter in sorted(chapters.items()):
        src = index.sources["chapter"][number]
        cs = chapter.setup
        for i, ending in enumerate(chapter.endings):
            if ending in listed:
                index.add(src, f".endings[{i}]", f"ending {ending!r} is already an ending of chapter {listed[ending]}")
            listed.setdefault(ending, number)
            if ending not in index.names["endings"] and not any(
                p.file == "names.toml" and p.is_error for p in index.problems
            ):
                index.add(src, f".endings[{i}]", f"{ending!r} has no display name: add it to [names.endings]")
        if number == first and cs != type(cs)():
            index.add(
                src, ".setup", "the first chapter has no chapter setup to carry over from; set it up in campaign.toml"
            )
        if cs.start_location is not None:
            _ref(index, src, ".setup.start_location", "location", cs.start_location)
        for key in ("remove_locations", "add_locations"):
            for i, n in enumerate(getattr(cs, key)):
                _ref(index, src, f".setup.{key}[{i}]", "location", n)
        for i, item in enumerate(cs.add_items):
            _ref(index, src, f".setup.add_items[{i}]", "item", item)
        for who, cards in cs.pool_add.items():
            character = index.defs["character"].get(who)
            if not _ref(index, src, f".setup.pool_add.{who}", "character", who):
                continue
            for i, card in enumerate(cards):
                path = f".setup.pool_add.{who}[{i}]"
                if not _ref(index, src, path, "card", card) or character is None:
                    continue
                owner = index.defs["card"][card].character
                if owner != who:
                    index.add(src, path, f"{card!r} is a card of {owner!r}, not of {who!r}")
                elif card in (*character.combat_deck, *character.diplomacy_deck, *character.combat_pool,
                              *character.diplomacy_pool):  # fmt: skip
                    index.add(src, path, f"{card!r} is already in a starter deck or Advancement Pool of {who!r}")
                elif card in added.get(who, {}):
                    index.add(src, path, f"{card!r} already joins the pools in chapter {added[who][card]}")
                added.setdefault(who, {}).setdefault(card, number)
        for who, cards in cs.pool_top.items():
            character = index.defs["character"].get(who)
            if not _ref(index, src, f".setup.pool_top.{who}", "character", who):
                continue
            joined = {k for k, n in added.get(who, {}).items() if n <= number}
            for i, card in enumerate(cards):
                path = f".setup.pool_top.{who}[{i}]"
                known = _ref(index, src, path, "card", card) and character is not None
                pools = (*character.combat_pool, *character.diplomacy_pool, *joined)  # type: ignore[union-attr]
                if known and card not in pools:
                    index.add(src, path, f"{card!r} is not in an Advancement Pool of {who!r}")
        if cs.pool_phase_out:
            for who in sorted(index.defs["character"]):
                if not cs.pool_add.get(who) and not cs.pool_top.get(who):
                    index.add(
                        src,
                        ".setup.pool_phase_out",
                        f"phases out every pool card of {who!r}: name the cards it keeps in pool_add or pool_top",
                    )
        for i, r in enumerate(cs.replace):
            path = f".setup.replace[{i}]"
            if _ref(index, src, f"{path}.old", "location", r.old) and _ref(
                index, src, f"{path}.new", "location", r.new
            ):
                new = locations.get(r.new)
                if new is not None and r.old in locations and new.legacy != r.old:
                    index.add(src, f"{path}.new", f"location {r.new} needs legacy = {r.old} to replace {r.old}")
            for j, cond in enumerate(r.conditions):
                if cond.word not in ("status", "not-status"):
                    index.add(src, f"{path}.conditions[{j}]", "a chapter setup reads only 'status' / 'not-status'")
    if not listed or not index.complete:
        return
    for _, src, path, effect in all_effects(index):
        if isinstance(effect, Effect) and effect.word == "win" and effect.args and effect.args[0] not in listed:
            index.add(src, path, f"'{effect}': no chapter lists {effect.args[0]!r} in its endings")


# ------------------------------------------------------------------ effect arguments


#: Kinds whose effects resolve outside an encounter, where the encounter-only words do nothing.
STORY_KINDS: frozenset[str] = frozenset({"section", "location", "event", "chapter", "character"})


#: The texts that may follow the world (``[if …]…[end]`` spans, engine/worldtext.py), by pack kind: an Event's
#: own, and a journal section's prose (an Event sends the party to sections that name places; issue 19).
WORLD_TEXT_FIELDS: dict[str, tuple[str, ...]] = {
    "event": (".text", ".quest.text", ".quest.hint"),
    "section": (".text",),
}


def check_world_text(index: Index) -> None:
    """Spans of text that follows the world (docs/content-format.md "Text that follows the world") are
    well formed, read only what the whole party shares, and stand only where they are resolved: an Event's
    text, quest text and hint, and a journal section's prose. Their conditions' arguments are checked with every
    other condition's."""
    for kind, defs in index.defs.items():
        for ident, obj in defs.items():
            source = index.sources[kind][ident]
            for path, text in _leaves(obj, (str,)):
                if not isinstance(text, str) or not worldtext.MARKER.search(text):
                    continue
                if path not in WORLD_TEXT_FIELDS.get(kind, ()):
                    index.add(
                        source,
                        path,
                        "[if …]/[else]/[end] work only in an Event's text, quest text and hint and a journal "
                        "section's text; write it out",
                    )
                    continue
                for problem in worldtext.problems(text):
                    index.add(source, path, problem)


def check_effect_references(index: Index) -> None:
    """Every argument of every effect and condition names something that exists (effects.py kinds)."""
    targets = location_targets(index)
    for owner, src, path, effect in all_effects(index):
        if isinstance(effect, Effect) and effect.word in ENCOUNTER_ONLY and owner in STORY_KINDS:
            index.add(
                src, path, f"{str(effect)!r} only works inside an encounter (cards, enemies, items, skills)", "warning"
            )
        if isinstance(effect, Effect) and effect.word == "fight" and len(effect.args) > 1:
            _check_fight(index, src, path, effect)
        for i, (kind, value) in enumerate(effect_references(effect)):
            problem = _argument_problem(index, kind, value, targets)
            if problem:
                index.add(src, path, f"{str(effect)!r}: argument {i + 1} {problem}")


_ID_KINDS = {
    "section": "section",
    "item": "item",
    "secret": "secret",
    "event": "event",
    "enemy": "enemy",
    "character": "character",
}


def _argument_problem(index: Index, kind: str, value: str, targets: set[int]) -> str | None:
    if kind in _ID_KINDS:
        if not index.has(_ID_KINDS[kind], value):
            return f"names no {'journal section' if kind == 'section' else kind} {value!r}"
    elif kind == "location":
        number = plain_int(value)
        if number is None:
            shown = value if len(value) <= 12 else value[:9] + "..."
            return f"must be a location number, got {shown!r}"
        if LOCATION.problem(number) is None and number not in targets and "location" not in index.unknowable:
            return f"names no location or Legacy number {value}"
    elif kind == "colour" and value not in ENCOUNTER_COLOURS:
        return f"{value!r} is not one of {', '.join(ENCOUNTER_COLOURS)}"
    elif kind == "dicecolour" and value not in DICE_COLOURS:
        return f"{value!r} is not one of {', '.join(DICE_COLOURS)}"
    elif kind == "attribute" and value not in ATTRIBUTES:
        return f"{value!r} is not one of {', '.join(ATTRIBUTES)}"
    return None


def check_difficulties(index: Index) -> None:
    """``difficulty.toml`` (optional; decided for this edition: difficulty): when present it defines each of
    ``story``, ``normal`` and ``hard`` and nothing else; resources are resource names. Bounds: FIELD_BOUNDS."""
    defined = index.known["difficulty"]
    if not defined and not any(kind == "difficulty" for kind, _, _ in index.failed):
        return
    for ident in sorted(defined - set(DIFFICULTIES)):
        src = index.sources["difficulty"][ident]
        index.add(src, ".id", f"unknown difficulty {ident!r}; a pack defines {', '.join(DIFFICULTIES)}")
    for ident in DIFFICULTIES:
        if ident not in defined:
            src = Source("difficulty.toml", "difficulty", by_id=False)
            index.add(src, "", f"difficulty {ident!r} is missing; a pack defines {', '.join(DIFFICULTIES)}")
    for ident, level in index.defs["difficulty"].items():
        for name in level.resources:
            if name not in RESOURCES:
                src = index.sources["difficulty"][ident]
                index.add(src, f".resources.{name[:40]}", f"unknown key; use {', '.join(RESOURCES)}")


def check_statuses(index: Index) -> None:
    """Statuses marked but never read, or read but never marked: warnings (content-guide.md "Quality bar")."""
    if not index.complete:
        return
    marked: dict[str, tuple[Source, str]] = {}
    read: dict[str, tuple[Source, str]] = {}
    for _, src, path, effect in all_effects(index):
        if isinstance(effect, Effect) and effect.word in ("mark", "unmark") and effect.args:
            if effect.word == "mark":
                marked.setdefault(effect.args[0], (src, path))
        elif isinstance(effect, Condition) and effect.word in ("status", "not-status") and effect.args:
            read.setdefault(effect.args[0], (src, path))
    for status, (src, path) in marked.items():
        if status not in read:
            index.add(
                src,
                path,
                f"status {status!r} is marked but no 'status'/'not-status' condition reads it",
                "warning",
            )
    for status, (src, path) in read.items():
        if status not in marked:
            index.add(src, path, f"status {status!r} is read but nothing marks it", "warning")


#: Effect / condition words whose first argument is a free-form id shown to players, by ``names.toml`` table.
_NAMED_ARGS: dict[str, str] = {
    "mark": "statuses",
    "unmark": "statuses",
    "status": "statuses",
    "not-status": "statuses",
    "time-dial": "dials",
    "quest-dial": "dials",
    "advance-quest-dial": "dials",
    "win": "endings",
    "ending": "endings",
    "not-ending": "endings",
}


def check_names(index: Index) -> None:
    """Every Status, dial and ending an effect or condition names has a display name in ``names.toml``
    (ux.md: players never see an id). Errors; skipped while ``names.toml`` cannot be read."""
    if any(p.file == "names.toml" and p.is_error for p in index.problems):
        return
    missing: dict[tuple[str, str], tuple[Source, str]] = {}
    for _, src, path, effect in all_effects(index):
        table = _NAMED_ARGS.get(effect.word)
        if table is not None and effect.args and effect.args[0] not in index.names[table]:
            missing.setdefault((table, effect.args[0]), (src, path))
    for (table, ident), (src, path) in missing.items():
        index.add(src, path, f"{ident!r} has no display name: add it to [names.{table}] in names.toml")


def check_locations(index: Index) -> None:
    """Per-location references: entry, Dream / Nightmare, seals, terrain, Menhir, Legacy number."""
    for number, loc in index.defs["location"].items():
        src = index.sources["location"][number]
        _ref(index, src, ".entry", "section", loc.entry, what="journal section")
        _subset(index, src, ".seals", loc.seals, SEALS)
        if loc.terrain not in TERRAINS:
            index.add(src, ".terrain", f"{loc.terrain!r} is not one of {', '.join(TERRAINS)}")
        if ("menhir" in loc.seals) != (loc.menhir is not None):
            index.add(src, ".menhir", "a Menhir seal and a [location.menhir] table go together")
        for key in ("dream", "nightmare"):
            section = getattr(loc, key)
            if section is not None:
                _ref(index, src, f".{key}", "section", section, what="journal section")
                if "dream" not in loc.seals:
                    index.add(src, f".{key}", f'a {key} needs the dream seal (seals = ["dream"])')
        if "dream" in loc.seals and loc.dream is None:
            index.add(src, ".dream", "a location with the dream seal needs a dream section")
        if loc.legacy is not None:
            if loc.legacy == number:
                index.add(src, ".legacy", "a location cannot replace itself")
            elif not index.has("location", loc.legacy):
                index.add(src, ".legacy", f"no location {loc.legacy} to replace")
    for ident, section in index.defs["section"].items():
        src = index.sources["section"][ident]
        if section.location is not None and not index.has("location", section.location):
            index.add(src, ".location", f"no location {section.location}")
        entry_of = [n for n, loc in index.defs["location"].items() if loc.entry == ident]
        if section.location is not None and entry_of and section.location not in entry_of:
            index.add(
                src, ".location", f"this is the entry of location {entry_of[0]}, not of {section.location}", "warning"
            )
        for i, option in enumerate(section.options):
            if option.goto is not None:
                _ref(index, src, f".options[{i}].goto", "section", option.goto, what="journal section")
