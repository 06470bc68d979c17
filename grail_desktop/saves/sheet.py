"""The layout of a save sheet: the engine's state tree arranged so the file reads like the printed sheet.

The engine's :class:`~grail_desktop.engine.state.GameState` is a flat record; the sheet groups it the way the
printed save sheet does (S0 "Saving the game"): a header, one ``[[character]]`` table per character with its
``tracks``, ``attributes``, ``resources``, ``decks`` and ``pools``, the ``[world]`` (statuses, the map,
Menhirs, Guardians, dials), the ``[decks]`` in order, the ``[rng]``, what is in ``[play]`` (open decisions,
the journal reading, the encounter) and the ``[log]``. Each layout below maps a state field to its dotted
place on the sheet; values themselves go through the dedicated cattrs converter
(:mod:`grail_desktop.saves.converter`). Every key is documented in ``docs/saves.md``.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
import typing
from typing import Any

import attrs

from grail_desktop.engine import difficulty as levels
from grail_desktop.engine.bounds import MAX_SEED_DIGITS
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.state import CharacterState, GameState, MenhirState, PlacedLocation, Setup
from grail_desktop.saves.converter import (
    CONVERTER,
    FAST_CONVERTER,
    SheetTypeError,
    kind_of,
    parse_rng_text,
    rng_text,
    structure_errors,
)
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.migrations import FORMAT, VERSION
from grail_desktop.saves.slots import SLOT_TYPES, check_slot

Table = dict[str, Any]

_I64_MIN, _I64_MAX = -(1 << 63), (1 << 63) - 1
#: A campaign id is a plain lowercase-kebab name: never a path (a save holds no paths).
CAMPAIGN_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")

#: Header keys, in the order written (docs/saves.md "Header").
HEADER_KEYS: tuple[str, ...] = ("format", "version", "campaign", "pack_version", "chapter", "day")
SLOT_KEYS: frozenset[str] = frozenset(SLOT_TYPES)

#: Tables every sheet has (written even when empty), so a hand edit that drops one is caught.
REQUIRED_TABLES: tuple[str, ...] = ("setup", "world", "decks", "rng")

#: CharacterState field → place in a ``[[character]]`` table.
CHARACTER_LAYOUT: dict[str, str] = {
    "id": "id",
    "location": "location",
    "energy": "tracks.energy",
    "health": "tracks.health",
    "terror": "tracks.terror",
    "attributes": "attributes",
    "resources": "resources",
    "skills": "skills",
    "items": "items",
    "face_down": "face_down",
    "secrets": "secrets",
    "combat_deck": "decks.combat",
    "diplomacy_deck": "decks.diplomacy",
    "combat_aside": "decks.combat_aside",
    "diplomacy_aside": "decks.diplomacy_aside",
    "combat_pool": "pools.combat",
    "diplomacy_pool": "pools.diplomacy",
    "phased_out": "pools.phased_out",
    "dying": "dying",
    "dying_countdown": "dying_countdown",
    "dying_left": "dying_left",
    "dead": "dead",
    "passed": "passed",
    "acted": "acted",
}
#: Keys a ``[[character]]`` table may hold that are not state (shown for people, ignored on load).
CHARACTER_INFO_KEYS: frozenset[str] = frozenset({"name"})

#: GameState field → place on the sheet (fields handled by hand are listed in ``_SPECIAL``).
GAME_LAYOUT: dict[str, str] = {
    "chapter": "chapter",
    "day": "day",
    "players": "setup.players",
    "phase": "world.phase",
    "order": "world.turn_order",
    "statuses": "world.statuses",
    "removed_locations": "world.removed_locations",
    "last_menhir": "world.last_menhir",
    "current_event": "world.current_event",
    "active_quests": "world.active_quests",
    "completed_quests": "world.completed_quests",
    "outcome": "world.outcome",
    "time_dials": "world.time_dials",
    "quest_dials": "world.quest_dials",
    "guardians": "world.guardian",
    "event_deck": "decks.events",
    "event_discard": "decks.event_discard",
    "random_events": "decks.random_events",
    "item_deck": "decks.items",
    "secret_box": "decks.secrets",
    "removed_cards": "decks.removed",
    "encounter_decks": "decks.encounters",
    "end_of_day": "play.end_of_day",
    "pending": "play.pending",
    "work": "play.work",
    "exploration": "play.exploration",
    "encounter_context": "play.encounter_context",
    "encounter": "play.encounter",
    "action_log": "log.actions",
    "adjustments": "log.adjustments",
    "chronicle": "log.chronicle",
}
_SPECIAL: tuple[str, ...] = ("setup", "rng", "characters", "locations", "menhirs")

#: Top-level tables in the order written (the header and ``[slot]`` come first).
_TOP_ORDER: tuple[str, ...] = ("slot", "setup", "character", "world", "decks", "rng", "play", "log")


def missing_from_layouts() -> list[str]:
    """State fields without a place on the sheet (a test keeps this empty; see :func:`_complete_layouts`)."""
    character_fields = [f.name for f in attrs.fields(CharacterState)]
    game_fields = [f.name for f in attrs.fields(GameState)]
    return [f"character.{f}" for f in character_fields if f not in CHARACTER_LAYOUT] + [
        f for f in game_fields if f not in GAME_LAYOUT and f not in _SPECIAL
    ]


def _complete_layouts() -> None:
    """Give any state field the engine added since this layout was written a place, so nothing is lost:
    ``[[character]]`` fields go to the character table, game fields to ``[world]``, under their own names."""
    for name in missing_from_layouts():
        if name.startswith("character."):
            CHARACTER_LAYOUT[name.removeprefix("character.")] = name.removeprefix("character.")
        else:
            GAME_LAYOUT[name] = f"world.{name}"


_complete_layouts()


# ---------------------------------------------------------------- writing


def _nest(flat: Table, layout: dict[str, str], into: Table) -> Table:
    """Place ``flat[field]`` at ``layout[field]`` inside ``into`` (``None`` values are left out)."""
    for field, place in layout.items():
        value = flat.get(field)
        if value is None:
            continue
        node = into
        *groups, leaf = place.split(".")
        for group in groups:
            node = node.setdefault(group, {})
        node[leaf] = value
    return into


def _character_table(character: CharacterState, catalog: Catalog) -> Table:
    flat = CONVERTER.unstructure(character)
    table: Table = {"id": character.id}
    definition = catalog.characters.get(character.id)
    if definition is not None:
        table["name"] = definition.name
    return _nest(flat, CHARACTER_LAYOUT, table)


def _seed_value(seed: int) -> int | str:
    return seed if _I64_MIN <= seed <= _I64_MAX else str(seed)


def slot_table(state: GameState, catalog: Catalog, saved_at: dt.datetime) -> Table:
    """The ``[slot]`` table: what a slot list shows (docs/saves.md "Slot")."""
    names = []
    for cid in state.order or list(state.characters):
        definition = catalog.characters.get(cid)
        names.append(definition.name if definition is not None else cid)
    slot: Table = {"saved_at": saved_at, "characters": names}
    living = [c for c in state.characters.values() if not c.dead] or list(state.characters.values())
    if living:
        first = state.characters.get(state.order[0]) if state.order else None
        number = (first if first is not None and not first.dead else living[0]).location
        slot["location"] = number
        location = catalog.locations.get(number)
        if location is not None:
            slot["location_name"] = location.name
    slot["difficulty"] = levels.difficulty_name(catalog, state.setup.difficulty)
    if state.setup.house_rules:
        slot["house_rules"] = levels.house_rule_names(list(state.setup.house_rules))
    return slot


def _setup_table(state: GameState) -> Table:
    """``[setup]``: characters and seed; the difficulty and house rules (optional keys, docs/saves.md)."""
    setup = state.setup
    table: Table = {"characters": list(setup.characters), "seed": _seed_value(setup.seed)}
    table["difficulty"] = setup.difficulty
    if setup.house_rules:
        table["house_rules"] = list(setup.house_rules)
    return table


def state_to_table(state: GameState, catalog: Catalog, saved_at: dt.datetime) -> Table:
    """The whole sheet as a TOML-ready table (header first, then ``[slot]``, then the body).

    ``saved_at`` must be timezone-aware (UTC is written). Raises nothing for a valid state.
    """
    flat = {
        f.name: CONVERTER.unstructure(getattr(state, f.name))
        for f in attrs.fields(GameState)
        if f.name not in _SPECIAL and getattr(state, f.name) is not None
    }
    table: Table = {
        "format": FORMAT,
        "version": VERSION,
        "campaign": state.setup.campaign,
        "pack_version": catalog.campaign.version,
    }
    body: Table = {
        "slot": slot_table(state, catalog, saved_at.astimezone(dt.UTC)),
        "setup": _setup_table(state),
        "character": [_character_table(c, catalog) for c in state.characters.values()],
        "world": {},
        "decks": {},
        "rng": {"state": rng_text(state.rng)},
    }
    _nest(flat, GAME_LAYOUT, body)
    world = body["world"]
    world["location"] = [CONVERTER.unstructure(p) for p in state.locations.values()]
    world["menhir"] = [CONVERTER.unstructure(m) for m in state.menhirs.values()]
    for key in ("chapter", "day"):
        table[key] = body.pop(key)
    for key in _TOP_ORDER:
        if key in body:
            table[key] = body[key]
    return table


# ---------------------------------------------------------------- reading


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    """Resolved field types of an attrs class (the engine uses postponed annotations)."""
    return typing.get_type_hints(cls)


@functools.cache
def _hook(kind: Any) -> Any:
    """The detailed converter's structure hook for a field type, looked up once."""
    return CONVERTER.get_structure_hook(kind)


@functools.cache
def _fast_hook(kind: Any) -> Any:
    """The fast converter's structure hook for a field type, looked up once."""
    return FAST_CONVERTER.get_structure_hook(kind)


class _Reader:
    """Collects structured fields for one attrs class from a sheet table, naming sheet keys in errors."""

    def __init__(self, name: str) -> None:
        self.name = name

    def fail(self, key: str, problem: str) -> SaveError:
        return SaveError(self.name, key, problem)

    def table(self, value: object, key: str) -> Table:
        if value is None:
            raise self.fail(key, "missing")
        if not isinstance(value, dict):
            raise self.fail(key, f"must be a table, not {kind_of(value)}")
        return value

    def structure(self, value: object, kind: Any, key: str) -> Any:
        try:
            return _fast_hook(kind)(value, kind)
        except Exception:  # redone below with the detailed converter to name the key and the problem
            pass
        try:
            return _hook(kind)(value, kind)
        except SheetTypeError as exc:
            raise self.fail(key, str(exc)) from None
        except Exception as exc:  # cattrs raises exception groups carrying the paths
            pairs = structure_errors(exc, key)
            if not pairs:
                raise self.fail(key, f"not valid ({exc})") from None
            raise self.fail(*pairs[0]) from None

    def fields(
        self,
        cls: type,
        *,
        table: Table,
        layout: dict[str, str],
        where: str,
        info_keys: frozenset[str] = frozenset(),
        skip: frozenset[str] = frozenset(),
    ) -> dict[str, Any]:
        """Structure every field of ``cls`` found at its ``layout`` place in ``table``.

        Missing fields with a default keep it; a missing required field, an unknown key or a value of the
        wrong type raises :class:`SaveError` naming ``where`` + the sheet key.
        """
        plan = _plan(cls, layout, info_keys | skip)
        self._unknown(table, plan, where)
        nodes: list[Any] = [table]
        for path in plan.group_paths:  # each group table looked up once, parents first
            node = table
            for i, group in enumerate(path):
                node = node.get(group, _EMPTY)
                if node.__class__ is not dict:
                    self.table(node, _join(where, ".".join(path[: i + 1])))
            nodes.append(node)
        out: dict[str, Any] = {}
        for name, group_index, leaf, place, hook, kind, required in plan.fields:
            node = nodes[group_index]
            if leaf in node:
                value = node[leaf]
                try:
                    out[name] = hook(value, kind)
                except Exception:
                    out[name] = self.structure(value, kind, _join(where, place))
            elif required:
                raise self.fail(_join(where, place), "missing")
        return out

    def _unknown(self, table: Table, plan: _Plan, where: str) -> None:
        leaves, groups = plan.leaves, plan.groups

        def walk(node: Table, prefix: str) -> None:
            for key, value in node.items():
                path = f"{prefix}.{key}" if prefix else key
                if path in leaves:
                    continue
                if path in groups:
                    walk(self.table(value, _join(where, path)), path)
                    continue
                raise self.fail(_join(where, path), "unknown key")

        walk(table, "")


_EMPTY: Table = {}


@attrs.frozen
class _Plan:
    """A layout compiled once per class.

    ``group_paths`` are the group tables the fields sit in (``("tracks",)`` …); each field is
    ``(name, group index (0 = the table itself, i = group_paths[i - 1]), leaf, sheet place, hook, type,
    required)``.
    """

    fields: tuple[tuple[str, int, str, str, Any, Any, bool], ...]
    group_paths: tuple[tuple[str, ...], ...]
    leaves: frozenset[str]
    groups: frozenset[str]


_PLANS: dict[tuple[type, int, frozenset[str]], _Plan] = {}


def _plan(cls: type, layout: dict[str, str], extra: frozenset[str]) -> _Plan:
    """The compiled plan for ``cls`` laid out by ``layout`` (one of this module's layouts, fixed at import)."""
    cache_key = (cls, id(layout), extra)
    plan = _PLANS.get(cache_key)
    if plan is None:
        plan = _PLANS[cache_key] = _compile(cls, layout, extra)
    return plan


def _compile(cls: type, layout: dict[str, str], extra: frozenset[str]) -> _Plan:
    hints = _hints(cls)
    group_paths: list[tuple[str, ...]] = []
    fields = []
    for field in attrs.fields(cls):
        place = layout.get(field.name)
        if place is None:
            continue
        *parts, leaf = place.split(".")
        path = tuple(parts)
        index = 0
        if path:
            for i in range(1, len(path) + 1):  # parents before children
                if path[:i] not in group_paths:
                    group_paths.append(path[:i])
            index = group_paths.index(path) + 1
        kind = hints[field.name]
        fields.append((field.name, index, leaf, place, _fast_hook(kind), kind, field.default is attrs.NOTHING))
    leaves = frozenset(layout.values()) | extra
    groups = frozenset(".".join(p.split(".")[:i]) for p in leaves for i in range(1, p.count(".") + 1))
    return _Plan(tuple(fields), tuple(group_paths), leaves, groups)


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _keyed(reader: _Reader, items: object, where: str, cls: type, *, key_field: str, what: str) -> dict[str, Any]:
    """An array of tables → a dict keyed by ``key_field`` as text; duplicate keys are errors."""
    if not isinstance(items, list):
        raise reader.fail(where, f"must be an array of tables, not {kind_of(items)}")
    out: dict[str, Any] = {}
    for i, item in enumerate(items):
        value = reader.structure(item, cls, f"{where}[{i}]")
        key = str(getattr(value, key_field))
        if key in out:
            raise reader.fail(f"{where}[{i}].{key_field}", f"duplicate {what} {key}")
        out[key] = value
    return out


def table_to_state(table: Table, name: str) -> GameState:
    """Structure a migrated sheet table into a :class:`GameState` (types and shape only, no catalog checks).

    Raises :class:`SaveError` naming ``name``, the sheet key and the problem.
    """
    reader = _Reader(name)
    for key in HEADER_KEYS:
        if key not in table:
            raise reader.fail(key, "missing")
    campaign = reader.structure(table["campaign"], str, "campaign")
    if not CAMPAIGN_ID.fullmatch(campaign):
        raise reader.fail("campaign", f"{campaign!r} is not a campaign id (a save holds no paths)")
    reader.structure(table["pack_version"], str, "pack_version")
    check_slot(table.get("slot", {}), name)

    body = {k: v for k, v in table.items() if k not in HEADER_KEYS[:4] and k != "slot"}
    for key in REQUIRED_TABLES:
        if key not in body:
            raise reader.fail(key, "missing")
    layout_extra = frozenset(
        {"setup.characters", "setup.seed", "setup.difficulty", "setup.house_rules"}
        | {"character", "world.location", "world.menhir", "rng"}
    )
    kwargs = reader.fields(GameState, table=body, layout=GAME_LAYOUT, where="", skip=layout_extra)

    setup = reader.table(body.get("setup"), "setup")
    if "seed" not in setup:
        raise reader.fail("setup.seed", "missing")
    seed = setup["seed"]
    if isinstance(seed, str) and re.fullmatch(r"-?[0-9]+", seed):
        digits = len(seed.lstrip("-"))
        if digits > MAX_SEED_DIGITS:  # checked before int(): Python refuses very long texts with a ValueError
            raise reader.fail("setup.seed", f"has {digits} digits; a seed has at most {MAX_SEED_DIGITS}")
        seed = int(seed)
    kwargs["setup"] = Setup(
        campaign=campaign,
        characters=reader.structure(setup.get("characters", []), list[str], "setup.characters"),
        seed=reader.structure(seed, int, "setup.seed"),
        # optional keys: a sheet written before difficulties plays Normal without house rules
        difficulty=reader.structure(setup.get("difficulty", "normal"), str, "setup.difficulty"),
        house_rules=reader.structure(setup.get("house_rules", []), list[str], "setup.house_rules"),
    )
    if "rng" not in body:
        raise reader.fail("rng", "missing")
    rng = reader.table(body["rng"], "rng")
    for key in rng:
        if key != "state":
            raise reader.fail(f"rng.{key}", "unknown key")
    if "state" not in rng:
        raise reader.fail("rng.state", "missing")
    try:
        kwargs["rng"] = parse_rng_text(rng["state"])
    except SheetTypeError as exc:
        raise reader.fail("rng.state", str(exc)) from None

    characters = body.get("character")
    if characters is None:
        raise reader.fail("character", "missing; a save holds at least one [[character]]")
    if not isinstance(characters, list) or not characters:
        raise reader.fail("character", "must be an array of [[character]] tables")
    kwargs["characters"] = {}
    for i, item in enumerate(characters):
        where = f"character[{i}]"
        fields = reader.fields(
            CharacterState,
            table=reader.table(item, where),
            layout=CHARACTER_LAYOUT,
            where=where,
            info_keys=CHARACTER_INFO_KEYS,
        )
        if "name" in item and not isinstance(item["name"], str):
            raise reader.fail(f"{where}.name", f"must be a string, not {kind_of(item['name'])}")
        character = CharacterState(**fields)
        if character.id in kwargs["characters"]:
            raise reader.fail(f"{where}.id", f"duplicate character {character.id!r}")
        kwargs["characters"][character.id] = character
    world = reader.table(body.get("world", {}), "world")
    kwargs["locations"] = _keyed(
        reader,
        world.get("location", []),
        "world.location",
        PlacedLocation,
        key_field="number",
        what="location",
    )
    kwargs["menhirs"] = _keyed(
        reader, world.get("menhir", []), "world.menhir", MenhirState, key_field="location", what="Menhir on"
    )
    return GameState(**kwargs)
