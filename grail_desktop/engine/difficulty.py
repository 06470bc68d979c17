"""Difficulty levels and house rules (decided for this edition: difficulty; decided for this edition: house rules).

A game's difficulty (``story``, ``normal`` or ``hard``) and its house rules are part of its
:class:`~grail_desktop.engine.state.Setup`, so pack, setup, seed and action log still determine the game.
What a difficulty changes is data in the pack (``difficulty.toml``, :class:`~grail_desktop.engine.defs.DifficultyDef`);
a pack without that file plays every level as printed. House rules are the engine's own named toggles
(:data:`HOUSE_RULES`), all off by default.

:func:`ruled_catalog` gives the catalog the rules engine plays: enemy Health, Menhir dials and escape costs as
the setup changes them. The other effects are applied where the rule lives (setup, rest, explore, Mercy).
"""

from __future__ import annotations

import attrs

from grail_desktop.engine.defs import RESOURCES, Catalog, DifficultyDef, EnemyDef, LocationDef

#: The difficulty levels players choose, gentlest first; ``normal`` is the default of the wizard, ``play`` and
#: ``simulate`` (and what a sheet without one plays).
DIFFICULTIES: tuple[str, ...] = ("story", "normal", "hard")
DEFAULT_DIFFICULTY = "normal"
#: The pack's printed values with no difficulty applied: the engine API's default (``new_game``), and what a
#: replay file recorded before difficulties plays. Never offered to players.
PRINTED = "printed"
#: Every difficulty a setup may hold.
SETUP_DIFFICULTIES: tuple[str, ...] = (*DIFFICULTIES, PRINTED)
#: Display names used when a pack has no difficulty.toml.
DIFFICULTY_NAMES: dict[str, str] = {"story": "Story", "normal": "Normal", "hard": "Hard", PRINTED: "As printed"}


@attrs.frozen
class HouseRule:
    """A named house rule: its display name and what it does, in a sentence."""

    name: str
    text: str


#: The house rules, by id (decided for this edition: house rules). Off unless chosen.
HOUSE_RULES: dict[str, HouseRule] = {
    "gentle-tax": HouseRule(
        "Gentle fasting",
        "Resting without Food takes at most 2 Energy, never all of it, and never Health.",
    ),
    "cheap-exploration": HouseRule("Cheaper Exploration", "Exploring costs no Energy."),
    "fearless-escape": HouseRule("No Terror for escaping", "Escaping an encounter never adds Terror."),
    "long-light": HouseRule(
        "Longer light",
        "Every Menhir burns a day longer: its dial (its days of light) is set 1 higher.",
    ),
    "full-larder": HouseRule("Full larder", "Each character starts with 2 more Food."),
}


def difficulty_of(catalog: Catalog, difficulty: str) -> DifficultyDef:
    """The pack's definition of ``difficulty``; the printed values when the pack defines none.

    Raises KeyError for an id that is not one of :data:`SETUP_DIFFICULTIES`."""
    if difficulty not in SETUP_DIFFICULTIES:
        raise KeyError(difficulty)
    found = catalog.difficulties.get(difficulty) if difficulty != PRINTED else None
    return found if found is not None else DifficultyDef(id=difficulty, name=DIFFICULTY_NAMES[difficulty])


def _level(catalog: Catalog, difficulty: str) -> DifficultyDef:
    """:func:`difficulty_of`, reading an unknown id as Normal (setup and the save checks refuse those first)."""
    return difficulty_of(catalog, difficulty if difficulty in SETUP_DIFFICULTIES else DEFAULT_DIFFICULTY)


def difficulty_name(catalog: Catalog, difficulty: str) -> str:
    """``"Hard"``: the display name of a difficulty id (the id itself when unknown)."""
    try:
        return difficulty_of(catalog, difficulty).name
    except KeyError:
        return difficulty


def house_rule_names(rules: list[str]) -> list[str]:
    """Display names of house rule ids, in the order of :data:`HOUSE_RULES` (unknown ids as written)."""
    known = [HOUSE_RULES[r].name for r in HOUSE_RULES if r in rules]
    return known + [r for r in rules if r not in HOUSE_RULES]


def unknown_setup(difficulty: str, rules: list[str]) -> str | None:
    """A sentence naming what is wrong with a difficulty and house rules, or ``None`` when both are known."""
    if difficulty not in SETUP_DIFFICULTIES:
        return f"unknown difficulty '{difficulty}' (one of {', '.join(DIFFICULTIES)})"
    for rule in rules:
        if rule not in HOUSE_RULES:
            return f"unknown house rule '{rule}' (one of {', '.join(HOUSE_RULES)})"
    if len(set(rules)) != len(rules):
        return "a house rule is chosen twice"
    return None


def start_dial(catalog: Catalog, difficulty: str, rules: list[str], printed: int, players: int = 1) -> int:
    """The starting Menhir's dial: ``printed`` (S1 World Setup 2: 8/7/6/5 for 1–4 players) plus the difficulty's
    ``start_dial``, its ``party_dial`` for each of the ``players`` beyond the first, and 1 with the
    ``long-light`` house rule; at least 1."""
    level = _level(catalog, difficulty)
    extra = level.start_dial + level.party_dial * max(0, players - 1) + (1 if "long-light" in rules else 0)
    return max(1, printed + extra)


def start_resources(catalog: Catalog, difficulty: str, rules: list[str], printed: dict[str, int]) -> dict[str, int]:
    """A character's starting resources: ``printed`` plus the difficulty's ``resources`` (and 2 Food with
    ``full-larder``), never below 0; keys are :data:`~grail_desktop.engine.defs.RESOURCES`."""
    extra = _level(catalog, difficulty).resources
    out = {r: max(0, printed.get(r, 0) + extra.get(r, 0)) for r in RESOURCES}
    if "full-larder" in rules:
        out["food"] += 2
    return out


def mercy_offered(catalog: Catalog, difficulty: str, statuses: list[str]) -> bool:
    """Whether the Allmother's Mercy is offered after a death or failure at this difficulty (S0 "Allmother's
    Mercy"; decided for this edition: difficulty): ``once`` refuses it after ``saved-by-the-goddess``."""
    rule = _level(catalog, difficulty).mercy
    return rule == "always" or (rule == "once" and "saved-by-the-goddess" not in statuses)


def _enemy(d: EnemyDef, level: DifficultyDef, fearless: bool) -> EnemyDef:
    health = d.health + level.enemy_health
    if d.level >= 2:
        health += level.level2_health
    if d.guardian:
        health += level.guardian_health
    escape = tuple(e for e in d.escape_cost if not (fearless and e.word == "gain" and e.args[:1] == ("terror",)))
    if health == d.health and escape == d.escape_cost:
        return d
    return attrs.evolve(d, health=max(1, health), escape_cost=escape)


def _location(d: LocationDef, extra: int) -> LocationDef:
    if d.menhir is None or extra == 0:
        return d
    return attrs.evolve(d, menhir=attrs.evolve(d.menhir, dial=max(1, d.menhir.dial + extra)))


#: ruled catalogs already built: (id of the pack catalog, difficulty, rules, players) → (pack, ruled)
_RULED: dict[tuple[int, str, tuple[str, ...], int], tuple[Catalog, Catalog]] = {}
#: id of a ruled catalog → (the ruled catalog, its pack catalog), so a ruled catalog is never ruled twice
_BASE: dict[int, tuple[Catalog, Catalog]] = {}


def pack_catalog(catalog: Catalog) -> Catalog:
    """The pack's own catalog behind a catalog from :func:`ruled_catalog` (``catalog`` itself otherwise)."""
    held = _BASE.get(id(catalog))
    return held[1] if held is not None and held[0] is catalog else catalog


def ruled_catalog(catalog: Catalog, difficulty: str, rules: list[str], players: int = 1) -> Catalog:
    """The catalog as the engine plays it at ``difficulty`` with house ``rules`` for ``players`` characters:
    enemy Health changed by the difficulty, Menhir dials by the difficulty (and its ``party_menhir_dial`` for a
    party of two or more) and ``long-light``, escape costs without Terror under ``fearless-escape``. The
    pack catalog itself when nothing changes. Pure; built once per combination."""
    pack = pack_catalog(catalog)
    key = (id(pack), difficulty, tuple(sorted(rules)), max(1, players))
    held = _RULED.get(key)
    if held is not None and held[0] is pack:
        return held[1]
    level = _level(pack, difficulty)
    fearless = "fearless-escape" in rules
    party = level.party_menhir_dial if players > 1 else 0
    dial = level.menhir_dial + party + (1 if "long-light" in rules else 0)
    enemies = {k: _enemy(d, level, fearless) for k, d in pack.enemies.items()}
    locations = {k: _location(d, dial) for k, d in pack.locations.items()}
    changed = any(enemies[k] is not d for k, d in pack.enemies.items()) or dial != 0
    ruled = attrs.evolve(pack, enemies=enemies, locations=locations) if changed else pack
    if len(_RULED) > 64:  # a long-running process with many packs: keep the memo small
        _RULED.clear()
        _BASE.clear()
    _RULED[key] = (pack, ruled)
    if ruled is not pack:
        _BASE[id(ruled)] = (ruled, pack)
    return ruled
