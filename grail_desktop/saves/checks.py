"""Checks of a structured save against its campaign pack and the rules' invariants.

Types and shape are checked while structuring (:mod:`grail_desktop.saves.sheet`); here every id must exist in
the catalog, every card, item, Secret and enemy must be in exactly one place, and values must mean something:
tracks within the character's track and Energy never above Health (rules-decisions.md "Survival tracks"),
every other number between 0 (or 1) and its bound in :mod:`grail_desktop.engine.bounds` or the pack, every
kind, step and colour one the engine knows, ``players`` matching the characters, each location on the square
its Direction Keys give it, the Dying countdown only on a Dying character.
The first problem found raises :class:`SaveError` naming the sheet key.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping

from grail_desktop.engine import bounds
from grail_desktop.engine import difficulty as levels
from grail_desktop.engine.actions import parse_action
from grail_desktop.engine.defs import ATTRIBUTES, DICE_COLOURS, ENCOUNTER_COLOURS, RESOURCES, Catalog
from grail_desktop.engine.effects import parse_effect
from grail_desktop.engine.encounter.state import DIAL_ORDER, DIE_FACES, STEPS
from grail_desktop.engine.invariants import MIN_DECK
from grail_desktop.engine.setup import START_DIAL
from grail_desktop.engine.state import PHASES, CharacterState, GameState
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.grid import squares
from grail_desktop.saves.sheet import CHARACTER_LAYOUT, GAME_LAYOUT

#: a character's card lists (decks, pools, cards set aside, cards a chapter setup phased out), each checked
#: against the pack
CARD_FIELDS = (
    "combat_deck",
    "diplomacy_deck",
    "combat_pool",
    "diplomacy_pool",
    "combat_aside",
    "diplomacy_aside",
    "phased_out",
)


def _character_key(i: int, field: str) -> str:
    return f"character[{i}].{CHARACTER_LAYOUT[field]}"


class _Checker:
    def __init__(self, state: GameState, catalog: Catalog, name: str) -> None:
        self.state = state
        self.catalog = catalog
        self.name = name
        #: kind ("card", "item" …) → every id placed so far, and the piles in the order they were placed
        self.seen: dict[str, set[str]] = {}
        self.count: dict[str, int] = {}
        self.piles: list[tuple[str, str, int, list[str]]] = []

    def fail(self, key: str, problem: str) -> SaveError:
        return SaveError(self.name, key, problem)

    def bound(self, value: int, low: int, high: int, key: str, why: str = "") -> None:
        """``low <= value <= high`` or a :class:`SaveError` at ``key`` (``why`` names the rule of the bound)."""
        if value < low:
            raise self.fail(key, f"{value} is below {low}")
        if value > high:
            raise self.fail(key, f"{value} is above {high}" + (f" ({why})" if why else ""))

    def one_of(self, value: object, allowed: tuple[str, ...], key: str, what: str) -> None:
        if value not in allowed:
            raise self.fail(key, f"unknown {what} {value!r} (one of {', '.join(allowed)})")

    def member(self, cid: str | None, key: str, *, required: bool = False) -> None:
        """``cid`` names a character of this save (or is absent, unless ``required``)."""
        if cid is None:
            if required:
                raise self.fail(key, "missing; this names a character of the save")
            return
        if cid not in self.state.characters:
            raise self.fail(key, f"{cid!r} is not a character of this save")

    def known(self, ids: list[str], table: Mapping[str, object], key: str, what: str) -> None:
        if all(map(table.__contains__, ids)):  # the usual case, checked at C speed
            return
        for i, ident in enumerate(ids):
            if ident not in table:
                raise self.fail(f"{key}[{i}]", f"unknown {what} {ident!r} (not in campaign {self._pack})")

    @property
    def _pack(self) -> str:
        return repr(self.catalog.campaign.id)

    def once(self, kind: str, ids: list[str], key: str, first: int = 0) -> None:
        """Each ``kind`` id may be in one place only (a physical card is never in two piles).

        ``ids`` sit at ``key[first]``, ``key[first + 1]`` … on the sheet."""
        if not ids:
            return
        self.piles.append((kind, key, first, ids))
        seen = self.seen.setdefault(kind, set())
        seen.update(ids)
        self.count[kind] = self.count.get(kind, 0) + len(ids)
        if len(seen) != self.count[kind]:
            self._first_duplicate()

    def _first_duplicate(self) -> None:
        """Find, in sheet order, the first id placed twice and raise naming both places."""
        places: dict[tuple[str, str], str] = {}
        for kind, key, first, ids in self.piles:
            for i, ident in enumerate(ids, first):
                here = f"{key}[{i}]"
                seen = places.get((kind, ident))
                if seen is not None:
                    raise self.fail(here, f"{kind} {ident!r} is also at {seen}; a card is in one place only")
                places[(kind, ident)] = here

    def location(self, number: int, key: str) -> None:
        if number not in self.catalog.locations:
            raise self.fail(key, f"unknown location {number} (not in campaign {self._pack})")

    # ------------------------------------------------------------ the checks

    def run(self) -> None:
        s, cat = self.state, self.catalog
        if s.chapter not in cat.chapters:
            raise self.fail("chapter", f"unknown chapter {s.chapter} (not in campaign {self._pack})")
        self.bound(s.day, 1, bounds.MAX_DAY, "day", "the last day a sheet holds")
        if s.phase not in PHASES:
            raise self.fail(GAME_LAYOUT["phase"], f"unknown phase {s.phase!r} (one of {', '.join(PHASES)})")
        if not 1 <= s.players <= bounds.MAX_PLAYERS:
            raise self.fail(GAME_LAYOUT["players"], f"{s.players} players; a game has 1 to {bounds.MAX_PLAYERS}")
        self.known(s.setup.characters, cat.characters, "setup.characters", "character")
        self.world()
        for i, c in enumerate(s.characters.values()):
            if c.id not in cat.characters:
                raise self.fail(f"character[{i}].id", f"unknown character {c.id!r} (not in campaign {self._pack})")
        self.encounter_members()  # before the characters: whose decks are lent decides what they must hold
        self.pending()  # before the characters: a pick-card decision holds some of their cards
        for i, c in enumerate(s.characters.values()):
            self.character(i, c)
        self.setup()
        order_key = GAME_LAYOUT["order"]
        for i, cid in enumerate(s.order):
            if cid not in s.characters:
                raise self.fail(f"{order_key}[{i}]", f"{cid!r} is not a character of this save")
        if len(set(s.order)) != len(s.order):
            raise self.fail(order_key, "a character appears twice in the turn order")
        for i, cid in enumerate(s.characters):
            if cid not in s.order:
                raise self.fail(f"character[{i}].id", f"{cid!r} is missing from {order_key}")
        living = sum(1 for c in s.characters.values() if not c.dead)
        if living > s.players:
            raise self.fail(
                GAME_LAYOUT["players"],
                f"{s.players} player(s) but {living} living characters; each player plays one character (S1)",
            )
        self.outcome()
        self.decks()
        self.play()

    def setup(self) -> None:
        """``players`` is the number of characters chosen at setup (S1 "Character Setup"); each of them is
        a character of the save (the dead stay on the sheet) and none is chosen twice."""
        s = self.state
        if len(set(s.setup.characters)) != len(s.setup.characters):
            raise self.fail("setup.characters", "a character is chosen twice")
        for i, cid in enumerate(s.setup.characters):
            if cid not in s.characters:
                raise self.fail(f"setup.characters[{i}]", f"{cid!r} has no [[character]] table")
        if s.players != len(s.setup.characters):
            raise self.fail(
                GAME_LAYOUT["players"],
                f"{s.players} player(s) but {len(s.setup.characters)} character(s) chosen at setup "
                "(setup.characters); each player plays one character (S1)",
            )
        if not bounds.seed_in_bounds(s.setup.seed):
            raise self.fail("setup.seed", f"has more than {bounds.MAX_SEED_DIGITS} digits")
        if s.setup.difficulty not in levels.SETUP_DIFFICULTIES:
            raise self.fail("setup.difficulty", levels.unknown_setup(s.setup.difficulty, []) or "unknown")
        problem = levels.unknown_setup(s.setup.difficulty, list(s.setup.house_rules))
        if problem is not None:
            raise self.fail("setup.house_rules", problem)

    def outcome(self) -> None:
        """An ended game has an outcome and only an ended game has one (``death.end_game``)."""
        s = self.state
        key = GAME_LAYOUT["outcome"]
        if s.phase == "over" and s.outcome is None:
            raise self.fail(key, "missing; the game is over (world.phase) and says how it ended")
        if s.outcome is None:
            return
        if s.phase != "over":
            raise self.fail(key, f"{s.outcome!r}, but the game is not over (world.phase is {s.phase!r})")
        if s.outcome not in bounds.OUTCOMES and not s.outcome.startswith("won "):
            raise self.fail(key, f"unknown outcome {s.outcome!r} (won <name>, {', '.join(bounds.OUTCOMES)})")

    def encounter_members(self) -> None:
        """Everyone in the encounter is a character of the save, once (S2)."""
        encounter = self.state.encounter
        if encounter is None:
            return
        key = GAME_LAYOUT["encounter"]
        if not encounter.enemies:
            raise self.fail(f"{key}.enemies", "an encounter has at least one enemy")
        if not encounter.participants:
            raise self.fail(f"{key}.participants", "an encounter has at least one participant")
        seen: set[str] = set()
        for i, p in enumerate(encounter.participants):
            self.member(p.character, f"{key}.participants[{i}].character", required=True)
            if p.character in seen:
                raise self.fail(f"{key}.participants[{i}].character", f"{p.character!r} takes part twice")
            seen.add(p.character)

    def character(self, i: int, c: CharacterState) -> None:
        definition = self.catalog.characters.get(c.id)
        if definition is None:
            raise self.fail(f"character[{i}].id", f"unknown character {c.id!r} (not in campaign {self._pack})")
        for track in ("energy", "health", "terror"):
            value = getattr(c, track)
            top = getattr(definition, track).max
            if value < 0:
                raise self.fail(_character_key(i, track), f"{value} is below 0")
            if value > top:
                raise self.fail(_character_key(i, track), f"{value} is above the track's top slot {top}")
        if c.energy > c.health:
            raise self.fail(_character_key(i, "energy"), f"{c.energy} is above health {c.health}")
        for group, names, top, why in (
            ("attributes", ATTRIBUTES, bounds.MAX_ATTRIBUTE, "the highest attribute, S0 'Advancing Attributes'"),
            ("resources", RESOURCES, bounds.MAX_RESOURCE, "the highest resource"),
        ):
            values: dict[str, int] = getattr(c, group)
            for key, value in values.items():
                if key not in names:
                    raise self.fail(f"character[{i}].{group}.{key}", f"unknown key (one of {', '.join(names)})")
                self.bound(value, 0, top, f"character[{i}].{group}.{key}", why)
            for key in names:
                if key not in values:
                    raise self.fail(f"character[{i}].{group}.{key}", "missing")
        countdown_key = _character_key(i, "dying_countdown")
        if c.dying or c.dead:
            days = bounds.dying_days(self.state.players)
            self.bound(c.dying_countdown, 0, days, countdown_key, "days on the You Are Dying card")
        elif c.dying_countdown != 0:
            raise self.fail(
                countdown_key,
                f"{c.dying_countdown} days left, but {c.id!r} is not Dying; only the You Are Dying card counts days",
            )
        kept = bounds.dying_days(self.state.players)  # days kept from an earlier fall (rules-decisions.md)
        self.bound(c.dying_left, 0, kept, _character_key(i, "dying_left"), "days on the You Are Dying card")
        self.location(c.location, _character_key(i, "location"))
        if not c.dead and str(c.location) not in self.state.locations:
            raise self.fail(_character_key(i, "location"), f"location {c.location} is not revealed on the map")
        for field in CARD_FIELDS:
            ids = getattr(c, field)
            self.known(ids, self.catalog.cards, _character_key(i, field), "card")
            self.once("card", ids, _character_key(i, field))
        self.card_conservation(i, c)
        if c.dying != (c.health == 0) and not c.dead:
            raise self.fail(
                _character_key(i, "dying"),
                f"is {str(c.dying).lower()} but health is {c.health}; a character is Dying exactly at Health 0",
            )
        for skill, side in c.skills.items():
            key = f"{_character_key(i, 'skills')}.{skill}"
            if skill not in self.catalog.skills:
                raise self.fail(key, f"unknown skill {skill!r} (not in campaign {self._pack})")
            if side not in (0, 1):
                raise self.fail(key, f"side {side}; a Skill card has sides 0 and 1")
        self.known(c.items, self.catalog.items, _character_key(i, "items"), "item")
        self.once("item", c.items, _character_key(i, "items"))
        self.known(c.secrets, self.catalog.secrets, _character_key(i, "secrets"), "secret")
        self.once("secret", c.secrets, _character_key(i, "secrets"))
        held = set(c.items) | set(c.secrets)
        for j, ident in enumerate(c.face_down):
            if ident not in held:
                raise self.fail(f"{_character_key(i, 'face_down')}[{j}]", f"{ident!r} is not held by {c.id!r}")

    def card_conservation(self, i: int, c: CharacterState) -> None:
        """Every Combat and Diplomacy card of the character is in its decks, pools, set aside or offered by a
        pick-card decision, and no one else's card is (S0 "Advancing Combat or Diplomacy Decks"); decks
        keep 15 cards. Skipped while the decks are lent to an encounter (they are counted there)."""
        s, d = self.state, self.catalog.characters[c.id]
        if s.encounter is not None and any(p.character == c.id for p in s.encounter.participants):
            return
        for kind in ("combat", "diplomacy"):
            deck = getattr(c, f"{kind}_deck")
            if len(deck) < MIN_DECK:
                raise self.fail(
                    _character_key(i, f"{kind}_deck"), f"{len(deck)} cards; a deck never has fewer than {MIN_DECK}"
                )
        offered = [x for p in s.pending if p.kind == "pick-card" and p.character == c.id for x in p.options]
        held = (
            len(c.combat_deck)
            + len(c.diplomacy_deck)
            + len(c.combat_pool)
            + len(c.diplomacy_pool)
            + len(c.combat_aside)
            + len(c.diplomacy_aside)
            + len(c.phased_out)
            + len(offered)
        )
        expected = len(d.combat_deck) + len(d.diplomacy_deck) + len(d.combat_pool) + len(d.diplomacy_pool)
        # a later chapter's own pool cards (chapter setup ``pool_add``) are the character's once they joined
        added = {k for ch in self.catalog.chapters.values() for k in ch.setup.pool_add.get(c.id, ())}
        if added:
            expected += len({x for f in CARD_FIELDS for x in getattr(c, f) if x in added} | (set(offered) & added))
        cards = self.catalog.cards
        for field in CARD_FIELDS:
            ids = getattr(c, field)
            if all(cards[x].character == c.id for x in ids):
                continue
            for j, x in enumerate(ids):
                if cards[x].character != c.id:
                    raise self.fail(
                        f"{_character_key(i, field)}[{j}]",
                        f"card {x!r} belongs to {cards[x].character!r}, not {c.id!r}",
                    )
        if held != expected:
            raise self.fail(
                f"character[{i}]",
                f"has {held} of its {expected} Combat and Diplomacy cards; each is in a deck, a pool or set aside",
            )

    def world(self) -> None:
        s = self.state
        positions: dict[tuple[int, int], int] = {}
        cells = squares(self.catalog)
        for i, placed in enumerate(s.locations.values()):
            key = f"world.location[{i}]"
            self.location(placed.number, f"{key}.number")
            self.bound(placed.time_tokens, 0, bounds.MAX_COUNT, f"{key}.time_tokens")
            here = (placed.x, placed.y)
            other = positions.get(here)
            if other is not None:
                raise self.fail(key, f"location {placed.number} is on the same square as location {other}")
            positions[here] = placed.number
            allowed = cells.get(placed.number, set())
            if here not in allowed:
                where = " or ".join(f"({x}, {y})" for x, y in sorted(allowed)) or "nowhere: no key leads to it"
                raise self.fail(
                    key,
                    f"location {placed.number} is at ({placed.x}, {placed.y}), but its Direction Keys put it at "
                    f"{where} (rules-decisions.md 'Grid and distance')",
                )
            self.known(placed.items, self.catalog.items, f"{key}.items", "item")
            self.once("item", placed.items, f"{key}.items")
        removed_key = GAME_LAYOUT["removed_locations"]
        for i, number in enumerate(s.removed_locations):
            self.location(number, f"{removed_key}[{i}]")
            if str(number) in s.locations:
                raise self.fail(f"{removed_key}[{i}]", f"location {number} is both removed and on the map")
        # the difficulty and house rules move the dials (decided for this edition: difficulty)
        rules = list(s.setup.house_rules)
        party = max(1, min(len(s.setup.characters), max(START_DIAL)))  # party_dial counts the characters
        ruled = levels.ruled_catalog(self.catalog, s.setup.difficulty, rules, party)
        first = levels.start_dial(self.catalog, s.setup.difficulty, rules, max(START_DIAL.values()), party)
        # never below the printed highest: a sheet written before difficulties was played as printed
        printed = [*START_DIAL.values(), *(loc.menhir.dial for loc in self.catalog.locations.values() if loc.menhir)]
        top_dial = max([first, *printed, *(loc.menhir.dial for loc in ruled.locations.values() if loc.menhir)])
        for i, menhir in enumerate(s.menhirs.values()):
            key = f"world.menhir[{i}]"
            self.location(menhir.location, f"{key}.location")
            if str(menhir.location) not in s.locations:
                raise self.fail(f"{key}.location", f"location {menhir.location} is not on the map")
            self.bound(menhir.dial, 0, top_dial, f"{key}.dial", "the highest dial a Menhir is set to, S1 and the pack")
        guardian_key = GAME_LAYOUT["guardians"]
        for i, guardian in enumerate(s.guardians):
            if guardian.enemy not in self.catalog.enemies:
                raise self.fail(f"{guardian_key}[{i}].enemy", f"unknown enemy {guardian.enemy!r}")
            self.location(guardian.location, f"{guardian_key}[{i}].location")
        for field in ("current_event",):
            value = getattr(s, field)
            if value is not None and value not in self.catalog.events:
                raise self.fail(GAME_LAYOUT[field], f"unknown event {value!r}")
        for field in ("active_quests", "completed_quests"):
            self.known(getattr(s, field), self.catalog.events, GAME_LAYOUT[field], "event")
        for field in ("time_dials", "quest_dials"):
            for name, value in getattr(s, field).items():
                self.bound(value, 0, bounds.MAX_COUNT, f"{GAME_LAYOUT[field]}.{name}")

    def decks(self) -> None:
        s = self.state
        for field in ("event_deck", "event_discard", "random_events"):
            self.known(getattr(s, field), self.catalog.events, GAME_LAYOUT[field], "event")
            self.once("event", getattr(s, field), GAME_LAYOUT[field])
        self.known(s.item_deck, self.catalog.items, GAME_LAYOUT["item_deck"], "item")
        self.once("item", s.item_deck, GAME_LAYOUT["item_deck"])
        self.known(s.secret_box, self.catalog.secrets, GAME_LAYOUT["secret_box"], "secret")
        self.once("secret", s.secret_box, GAME_LAYOUT["secret_box"])
        removed_key = GAME_LAYOUT["removed_cards"]
        for i, ident in enumerate(s.removed_cards):
            kind = "item" if ident in self.catalog.items else "secret"
            if ident not in self.catalog.items and ident not in self.catalog.secrets:
                raise self.fail(f"{removed_key}[{i}]", f"unknown item or secret {ident!r}")
            self.once(kind, [ident], removed_key, first=i)
        decks_key = GAME_LAYOUT["encounter_decks"]
        for colour, ids in s.encounter_decks.items():
            if colour not in ENCOUNTER_COLOURS:
                raise self.fail(f"{decks_key}.{colour}", f"unknown key (one of {', '.join(ENCOUNTER_COLOURS)})")
            self.known(ids, self.catalog.enemies, f"{decks_key}.{colour}", "enemy")
            self.once("enemy", ids, f"{decks_key}.{colour}")
        self.once("enemy", [g.enemy for g in s.guardians], GAME_LAYOUT["guardians"])
        for kind, known, key in (
            ("item", self.catalog.items, GAME_LAYOUT["item_deck"]),
            ("secret", self.catalog.secrets, GAME_LAYOUT["secret_box"]),
        ):
            # no id is placed twice (once) and all are known, so equal counts mean each is somewhere
            placed = self.count.get(kind, 0)
            if placed != len(known):
                missing = sorted(set(known) - self.seen.get(kind, set()))
                raise self.fail(
                    key,
                    f"{len(missing)} {kind}(s) of the pack are nowhere on the sheet ({', '.join(missing[:5])}); "
                    f"each is in its deck, held, on a location or removed",
                )

    def texts(self, texts: list[str], key: str, parse: Callable[[str], str | None], what: str) -> None:
        """Each text must read as ``what`` (an effect or an action notation) so play can go on from it."""
        for i, text in enumerate(texts):
            problem = parse(text)
            if problem is not None:
                raise self.fail(f"{key}[{i}]", f"{text!r} is not {what} ({problem})")

    def encounter_indexes(self) -> None:
        """Indexes inside the encounter point at something (S2: whose turn, which enemy a die is on)."""
        encounter = self.state.encounter
        assert encounter is not None
        key = GAME_LAYOUT["encounter"]
        enemies, members = len(encounter.enemies), len(encounter.participants)
        if not enemies:
            raise self.fail(f"{key}.enemies", "an encounter has at least one enemy")
        if not members:
            raise self.fail(f"{key}.participants", "an encounter has at least one participant")
        if not _index(encounter.turn, members):
            raise self.fail(f"{key}.turn", f"{encounter.turn} is not a participant's index (0 … {members - 1})")
        if not _index(encounter.reward_enemy, enemies):
            raise self.fail(f"{key}.reward_enemy", f"{encounter.reward_enemy} is not an enemy's index")
        for field in ("round", "phase"):
            self.bound(getattr(encounter, field), 1, bounds.MAX_COUNT, f"{key}.{field}")
        for i, p in enumerate(encounter.participants):
            for pile in ("pool", "active", "exhausted"):
                for j, die in enumerate(getattr(p, pile)):
                    where = f"{key}.participants[{i}].{pile}[{j}]"
                    if not _index(die.enemy, enemies):
                        raise self.fail(f"{where}.enemy", f"{die.enemy} is not an enemy's index")
                    self.one_of(die.colour, DICE_COLOURS, f"{where}.colour", "die colour")
                    if die.face is not None:
                        self.one_of(die.face, tuple(dict.fromkeys(DIE_FACES)), f"{where}.face", "die face")

    def encounter_meaning(self) -> None:
        """Kind, dial colour, step and every count of the running encounter are ones the machine knows (S2)."""
        encounter = self.state.encounter
        assert encounter is not None
        key = GAME_LAYOUT["encounter"]
        self.one_of(encounter.kind, bounds.ENCOUNTER_KINDS, f"{key}.kind", "encounter kind")
        self.one_of(encounter.dial, DIAL_ORDER, f"{key}.dial", "dial colour")
        self.one_of(encounter.step, STEPS, f"{key}.step", "encounter step")
        for i, enemy in enumerate(encounter.enemies):
            self.bound(enemy.hits, 0, bounds.MAX_COUNT, f"{key}.enemies[{i}].hits")
        held = {**self.catalog.items, **self.catalog.secrets}
        for i, p in enumerate(encounter.participants):
            where = f"{key}.participants[{i}]"
            self.bound(p.strategy, 1, bounds.MAX_COUNT, f"{where}.strategy")
            self.bound(p.block, 0, bounds.MAX_COUNT, f"{where}.block")
            self.bound(p.pending_discards, 0, len(p.hand), f"{where}.pending_discards", "cards in hand")
            if p.left is not None:
                self.one_of(p.left, bounds.LEFT_KINDS, f"{where}.left", "way of leaving")
            self.known(p.usable_items, held, f"{where}.usable_items", "item or secret")
            for j, ident in enumerate(p.flipped):
                if ident not in p.usable_items:
                    raise self.fail(f"{where}.flipped[{j}]", f"{ident!r} is not one of the usable items")

    def pending(self) -> None:
        """Every open decision is one the engine asks, of a character of the save, offering what it can."""
        s, cat = self.state, self.catalog
        unclaimed = {k: v for k, v in cat.characters.items() if k not in s.characters}
        offers: dict[str, tuple[Mapping[str, object], str]] = {
            "equip": (cat.items, "item"),
            "guardian": (cat.enemies, "enemy"),
            "pick-card": (cat.cards, "card"),
            "skill": (cat.skills, "skill"),
            "claim": (unclaimed, "unclaimed character"),
            "secret": (cat.secrets, "secret"),
        }
        for j, pending in enumerate(s.pending):
            key = f"{GAME_LAYOUT['pending']}[{j}]"
            self.one_of(pending.kind, bounds.PENDING_KINDS, f"{key}.kind", "decision")
            self.member(
                pending.character,
                f"{key}.character",
                required=pending.kind not in ("journal", "guardian", "mercy", "next-chapter"),
            )
            if pending.kind in offers:
                table, what = offers[pending.kind]
                self.known(pending.options, table, f"{key}.options", what)
            if pending.kind in ("journal", "secret", "claim", "pick-card", "skill", "equip") and not pending.options:
                raise self.fail(f"{key}.options", f"a {pending.kind} decision offers at least one option")
            if pending.kind == "journal":
                for i, option in enumerate(pending.options):
                    if not (option.isascii() and option.isdigit() and len(option) <= 2 and int(option) >= 1):
                        raise self.fail(f"{key}.options[{i}]", f"is not an option number (1 to 99): {option[:20]!r}")
            if pending.kind == "pick-card":
                self.once("card", pending.options, f"{key}.options")
            if pending.kind == "next-chapter" and (
                s.phase != "over" or not (s.outcome or "").startswith("won ") or cat.chapter_after(s.chapter) is None
            ):
                raise self.fail(f"{key}.kind", "the next chapter is offered only after a won chapter that has one")

    def work(self) -> None:
        """Queued work is of a kind the engine runs, for characters of the save (``Game._process``)."""
        s = self.state
        for i, task in enumerate(s.work):
            key = f"{GAME_LAYOUT['work']}[{i}]"
            self.one_of(task.kind, bounds.TASK_KINDS, f"{key}.kind", "kind of work")
            self.member(task.character, f"{key}.character", required=task.kind in ("eod", "death"))
            for j, cid in enumerate(task.party):
                self.member(cid, f"{key}.party[{j}]")
            if task.location is not None:
                self.location(task.location, f"{key}.location")
            elif task.kind == "arrive":
                raise self.fail(f"{key}.location", "missing; an arrival is at a location")
            steps = {"sod": bounds.START_OF_DAY_STEPS, "eod": bounds.END_OF_DAY_STEPS}.get(task.kind, (0,))
            if task.step not in steps:
                raise self.fail(f"{key}.step", f"{task.step} is not a step of this work (one of {list(steps)})")
            self.texts(task.effects, f"{key}.effects", _effect_problem, "an effect")
        for i, cid in enumerate(s.end_of_day):
            self.member(cid, f"{GAME_LAYOUT['end_of_day']}[{i}]")

    def play(self) -> None:
        s = self.state
        self.work()
        self.texts(s.action_log, GAME_LAYOUT["action_log"], _action_problem, "an action")
        self.texts(s.adjustments, GAME_LAYOUT["adjustments"], _action_problem, "an action")
        exploration = s.exploration
        if exploration is not None:
            key = GAME_LAYOUT["exploration"]
            self.one_of(exploration.kind, bounds.READING_KINDS, f"{key}.kind", "kind of reading")
            self.member(exploration.character, f"{key}.character", required=True)
            for j, cid in enumerate(exploration.party):
                self.member(cid, f"{key}.party[{j}]")
            if exploration.section not in self.catalog.journal:
                raise self.fail(f"{key}.section", f"unknown journal section {exploration.section!r}")
            self.known(exploration.read, self.catalog.journal, f"{key}.read", "journal section")
        encounter = s.encounter
        if encounter is not None:
            key = GAME_LAYOUT["encounter"]
            self.texts(encounter.reward_offer, f"{key}.reward_offer", _effect_problem, "an effect")
            self.encounter_indexes()
            self.encounter_meaning()
            for i, enemy in enumerate(encounter.enemies):
                if enemy.id not in self.catalog.enemies:
                    raise self.fail(f"{key}.enemies[{i}].id", f"unknown enemy {enemy.id!r}")
                cards = [c.card for c in enemy.chain]
                self.known(cards, self.catalog.cards, f"{key}.enemies[{i}].chain", "card")
                self.once("card", cards, f"{key}.enemies[{i}].chain")
            for i, p in enumerate(encounter.participants):
                for pile in ("deck", "hand", "discard"):
                    ids = getattr(p, pile)
                    where = f"{key}.participants[{i}].{pile}"
                    self.known(ids, self.catalog.cards, where, "card")
                    self.once("card", ids, where)


@functools.lru_cache(maxsize=4096)
def _action_problem(text: str) -> str | None:
    """Why ``text`` is not an action notation, or None (cached: logs repeat the same few texts)."""
    try:
        parse_action(text)
    except ValueError as exc:
        return str(exc)
    return None


@functools.lru_cache(maxsize=4096)
def _effect_problem(text: str) -> str | None:
    """Why ``text`` is not an effect, or None."""
    try:
        parse_effect(text)
    except ValueError as exc:
        return str(exc)
    return None


def _index(value: int | None, size: int) -> bool:
    return value is None or 0 <= value < size


def _context(checker: _Checker) -> None:
    """Why the encounter started names characters of the save and things of the pack."""
    context = checker.state.encounter_context
    if context is None:
        return
    key = GAME_LAYOUT["encounter_context"]
    for j, cid in enumerate(context.participants):
        checker.member(cid, f"{key}.participants[{j}]")
    checker.known(context.enemies, checker.catalog.enemies, f"{key}.enemies", "enemy")
    checker.known(context.guardians, checker.catalog.enemies, f"{key}.guardians", "enemy")
    checker.location(context.location, f"{key}.location")


def check_state(state: GameState, catalog: Catalog, name: str) -> None:
    """Raise :class:`SaveError` (file ``name``) for the first impossible or unknown value in ``state``."""
    checker = _Checker(state, catalog, name)
    checker.run()
    _context(checker)
