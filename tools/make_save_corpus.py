"""Write the bad-save corpus (issue 17 "Faults and bad files"; docs/saves.md "Loading and errors").

Plays the shipped campaign with seeded random legal actions to three real saves, written to
``tests/saves/corpus/bases/``: ``day`` (During the Day, nothing pending), ``fight`` (an encounter running) and
``reading`` (a journal reading waiting for a choice). Each case below damages one of them in one way and writes
the result to ``tests/saves/corpus/bad/<case>.toml``; ``tests/saves/bad_corpus_expected.toml`` records, per
file, the sheet key the error must name and a few words of the problem. ``tests/saves/test_bad_file_corpus.py`` loads
every file with ``load_game`` (what the app's Load does) and checks the error, the key, that the folder is
unchanged, and that the load neither hangs nor grows memory.

Every case is checked here too: a case that loads, or names another key, stops the script. Run again after a
change to the sheet format or the pack version (the files are data: the test reads them, not this script):

    python tools/make_save_corpus.py
"""

from __future__ import annotations

import datetime as dt
import functools
import random
import re
import shutil
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tomli_w

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from grail_desktop.catalog import load_campaign  # noqa: E402
from grail_desktop.engine.defs import Catalog  # noqa: E402
from grail_desktop.engine.game import Game, new_game  # noqa: E402
from grail_desktop.engine.rng import Rng  # noqa: E402
from grail_desktop.saves import END_MARKER, SaveError, dumps, load_game  # noqa: E402

CORPUS = ROOT / "tests" / "saves" / "corpus"
BASES = CORPUS / "bases"
BAD = CORPUS / "bad"
MANIFEST = ROOT / "tests" / "saves" / "bad_corpus_expected.toml"
WHEN = dt.datetime(2026, 3, 1, 18, 0, tzinfo=dt.UTC)

Table = dict[str, Any]
#: A case: (name, base, change, key the error names, words of the problem). ``change`` edits the parsed table
#: in place, or returns the file's bytes itself (from the base text) for damage below the TOML level.
Change = Callable[[Table], None] | Callable[[str], bytes]


# ---------------------------------------------------------------- the base saves


def _play(catalog: Catalog, seed: int, want: Callable[[Game], bool], steps: int = 800) -> Game:
    for attempt in range(200):
        game = new_game(catalog, list(catalog.characters)[:2], seed=seed + attempt, undo=False)
        chooser = Rng.from_seed(seed * 31 + attempt)
        for _ in range(steps):
            if want(game):
                return game
            actions = game.legal_actions()
            if not actions:
                break
            game.apply(chooser.choice(actions))
    raise SystemExit(f"no game reached the state wanted for seed {seed}")


def _fight(g: Game) -> bool:
    enc = g.state.encounter
    return enc is not None and enc.result is None and enc.round >= 1 and any(p.pool for p in enc.participants)


def _day(g: Game) -> bool:
    s = g.state
    return (
        s.phase == "day"
        and s.day >= 3
        and not s.pending
        and s.encounter is None
        and s.exploration is None
        and len(s.locations) >= 4
        and all(not c.dead for c in s.characters.values())
    )


def _reading(g: Game) -> bool:
    s = g.state
    return s.exploration is not None and bool(s.pending) and s.pending[0].kind == "journal" and s.encounter is None


def bases(catalog: Catalog) -> dict[str, str]:
    """The three real saves, as sheet text."""
    return {
        "day": dumps(_play(catalog, 11, _day), saved_at=WHEN),
        "fight": dumps(_play(catalog, 23, _fight), saved_at=WHEN),
        "reading": dumps(_play(catalog, 37, _reading), saved_at=WHEN),
    }


# ---------------------------------------------------------------- edits


def _keys(path: str) -> list[str | int]:
    return [int(p) if p.isdigit() else p for p in re.split(r"\.|\[(\d+)\]\.?", path) if p]


def put(path: str, value: object) -> Callable[[Table], None]:
    """Set the value at a sheet key (``character[0].tracks.energy``), creating tables on the way."""

    def go(table: Table) -> None:
        node: Any = table
        keys = _keys(path)
        for key in keys[:-1]:
            node = node.setdefault(key, {}) if isinstance(key, str) else node[key]
        node[keys[-1]] = value

    return go


def drop(path: str) -> Callable[[Table], None]:
    def go(table: Table) -> None:
        node: Any = table
        keys = _keys(path)
        for key in keys[:-1]:
            node = node[key]
        del node[keys[-1]]

    return go


def both(*changes: Callable[[Table], None]) -> Callable[[Table], None]:
    def go(table: Table) -> None:
        for change in changes:
            change(table)

    return go


def get(table: Table, path: str) -> Any:
    node: Any = table
    for key in _keys(path):
        node = node[key]
    return node


def edit(fn: Callable[[Table], None]) -> Callable[[Table], None]:
    return fn


# ---------------------------------------------------------------- cases


def _raw_cases() -> list[tuple[str, str, Callable[[str], bytes], str, str]]:
    junk = random.Random(17)
    return [
        ("raw-empty", "day", lambda t: b"", "", "is empty"),
        ("raw-whitespace", "day", lambda t: b" \n\t\n  \n", "", "is empty"),
        ("raw-prose", "day", lambda t: b"Dear diary, today we reached the Menhir.\n", "", "is not valid TOML"),
        ("raw-json", "day", lambda t: b'{"format": "grail-desktop-save", "version": 1}\n', "", "is not valid TOML"),
        ("raw-random-bytes", "day", lambda t: bytes(junk.randrange(256) for _ in range(3000)), "", "UTF-8"),
        (
            "raw-latin1",
            "day",
            lambda t: t.replace("# Grail", "# Gr\u00e4il", 1).encode("latin-1", "replace"),
            "",
            "UTF-8",
        ),
        ("raw-utf16", "day", lambda t: t.encode("utf-16"), "", "UTF-8"),
        ("raw-nul-bytes", "day", lambda t: t.replace("[world]", "[wor\x00ld]").encode(), "", "TOML"),
        ("raw-truncated-half", "day", lambda t: t.encode()[: len(t) // 2], "", "truncated"),
        ("raw-truncated-at-world", "day", lambda t: t[: t.index("[world]")].encode(), "", "truncated"),
        ("raw-no-end-line", "day", lambda t: t.replace(END_MARKER, "").encode(), "", "truncated"),
        ("raw-cut-in-a-string", "fight", lambda t: t.encode()[: t.index("[log]") + 20], "", "truncated"),
        ("raw-nested-arrays", "day", lambda t: _append(t, "deep = " + "[" * 20000 + "]" * 20000), "", "TOML"),
        ("raw-nested-tables", "day", lambda t: _append(t, "deep = " + "{a = " * 5000 + "1" + "}" * 5000), "", "TOML"),
        ("raw-duplicate-key", "day", lambda t: t.replace("day = ", "day = 1\nday = ", 1).encode(), "", "TOML"),
        (
            "raw-huge-integer",
            "day",
            lambda t: re.sub(r"(?m)^day = .*$", "day = 1" + "0" * 30, t, count=1).encode(),
            "day",
            "above",
        ),
        ("raw-long-integer-text", "day", lambda t: _append(t, "big = " + "9" * 5000), "", "TOML"),
        (
            "raw-only-header",
            "day",
            lambda t: t[: t.index("[slot]")].encode() + END_MARKER.encode() + b"\n",
            "setup",
            "missing",
        ),
        ("raw-garbage-after-end", "day", lambda t: (t + "and then some\n").encode(), "", "stops early"),
        (
            "raw-lone-surrogate",
            "day",
            lambda t: t.encode().replace(b"[world]", b"# \xed\xa0\x80\n[world]", 1),
            "",
            "UTF-8",
        ),
    ]


def _append(text: str, line: str) -> bytes:
    body = text.replace(END_MARKER + "\n", "")
    return (body + line + "\n" + END_MARKER + "\n").encode()


def _cases(t: dict[str, Table]) -> list[tuple[str, str, Callable[[Table], None], str, str]]:
    """Table-level cases. ``t`` holds the parsed bases (read-only) for picking ids to use."""
    day, fight = t["day"], t["fight"]
    c0, c1 = day["character"][0], day["character"][1]
    c0id, c1id = c0["id"], c1["id"]
    f0 = fight["play"]["encounter"]["participants"][0]
    enc = "play.encounter"
    first_item = day["decks"]["items"][0]
    first_card = c0["decks"]["combat"][0]
    other_card = c1["decks"]["combat"][0]
    locs = day["world"]["location"]
    loc1 = locs[1]
    colour = next(c for c, ids in sorted(day["decks"]["encounters"].items()) if ids)
    cases: list[tuple[str, str, Callable[[Table], None], str, str]] = [
        # ---- header and versions
        ("header-no-format", "day", drop("format"), "format", "missing"),
        ("header-other-format", "day", put("format", "chess-pgn"), "format", "not a Grail Desktop save"),
        ("header-format-number", "day", put("format", 7), "format", "not"),
        ("header-no-version", "day", drop("version"), "version", "missing"),
        ("header-version-text", "day", put("version", "1"), "version", "must be an integer"),
        ("header-version-future", "day", put("version", 99), "version", "newer than this build"),
        ("header-version-negative", "day", put("version", -1), "version", "not a known save version"),
        ("header-version-float", "day", put("version", 1.5), "version", "must be an integer"),
        ("header-no-campaign", "day", drop("campaign"), "campaign", "missing"),
        ("header-campaign-path", "day", put("campaign", "../../etc/passwd"), "campaign", "not a campaign id"),
        ("header-campaign-code", "day", put("campaign", "__import__('os')"), "campaign", "not a campaign id"),
        ("header-campaign-unknown", "day", put("campaign", "other-isle"), "campaign", "cannot load campaign pack"),
        ("header-campaign-number", "day", put("campaign", 12), "campaign", "must be a string"),
        ("header-pack-version-old", "day", put("pack_version", "0.0.1"), "pack_version", "installed version"),
        ("header-pack-version-number", "day", put("pack_version", 3), "pack_version", "must be a string"),
        ("header-no-chapter", "day", drop("chapter"), "chapter", "missing"),
        ("header-chapter-unknown", "day", put("chapter", 99), "chapter", "unknown chapter"),
        ("header-chapter-text", "day", put("chapter", "one"), "chapter", "must be an integer"),
        ("header-day-zero", "day", put("day", 0), "day", "below 1"),
        ("header-day-negative", "day", put("day", -5), "day", "below 1"),
        ("header-day-huge", "day", put("day", 10**12), "day", "above"),
        ("header-day-bool", "day", put("day", True), "day", "must be an integer"),
        ("header-day-float", "day", put("day", 4.0), "day", "must be an integer"),
        # ---- slot table
        ("slot-unknown-key", "day", put("slot.path", "/home/someone/save.toml"), "slot.path", "unknown key"),
        ("slot-location-text", "day", put("slot.location", "102"), "slot.location", "location number"),
        ("slot-characters-text", "day", put("slot.characters", "everyone"), "slot.characters", ""),
        # ---- setup
        ("setup-missing", "day", drop("setup"), "setup", "missing"),
        ("setup-players-zero", "day", put("setup.players", 0), "setup.players", "1 to 4"),
        ("setup-players-nine", "day", put("setup.players", 9), "setup.players", "1 to 4"),
        ("setup-players-disagree", "day", put("setup.players", 3), "setup.players", "chosen at setup"),
        ("setup-players-one-of-two", "day", put("setup.players", 1), "setup.players", "chosen at setup"),
        ("setup-players-text", "day", put("setup.players", "2"), "setup.players", "must be an integer"),
        ("setup-seed-200000-digits", "day", put("setup.seed", "7" * 200_000), "setup.seed", "at most 100"),
        ("setup-seed-101-digits", "day", put("setup.seed", "1" * 101), "setup.seed", "at most 100"),
        ("setup-seed-negative-long", "day", put("setup.seed", "-" + "3" * 150), "setup.seed", "at most 100"),
        ("setup-seed-word", "day", put("setup.seed", "lucky"), "setup.seed", "must be an integer"),
        ("setup-seed-float", "day", put("setup.seed", 1.5), "setup.seed", "must be an integer"),
        ("setup-no-seed", "day", drop("setup.seed"), "setup.seed", "missing"),
        ("setup-character-unknown", "day", put("setup.characters[1]", "merlin"), "setup.characters[1]", "unknown"),
        ("setup-character-twice", "day", put("setup.characters", [c0id, c0id]), "setup.characters", "twice"),
        ("setup-unknown-key", "day", put("setup.mods", ["x"]), "setup.mods", "unknown key"),
        # ---- generator
        ("rng-missing", "day", drop("rng"), "rng", "missing"),
        ("rng-not-hex", "day", put("rng.state", "0xzz"), "rng.state", "not a hexadecimal"),
        ("rng-too-big", "day", put("rng.state", "0x1" + "f" * 16), "rng.state", "outside"),
        ("rng-number", "day", put("rng.state", 12), "rng.state", "must be a string"),
        ("rng-extra-key", "day", put("rng.seed", "0x1"), "rng.seed", "unknown key"),
        ("rng-200000-digits", "day", put("rng.state", "9" * 200_000), "rng.state", ""),
        # ---- characters: shape
        ("character-missing", "day", drop("character"), "character", "missing"),
        ("character-not-array", "day", put("character", {"id": c0id}), "character", "array"),
        ("character-unknown-key", "day", put("character[0].luck", 3), "character[0].luck", "unknown key"),
        ("character-unknown-id", "day", put("character[1].id", "merlin"), "character[1].id", "unknown character"),
        ("character-duplicate", "day", put("character[1].id", c0id), "character[1].id", "duplicate"),
        ("character-name-number", "day", put("character[0].name", 5), "character[0].name", "must be a string"),
        ("character-dead-text", "day", put("character[0].dead", "no"), "character[0].dead", "true or false"),
        ("character-no-health", "day", drop("character[0].tracks.health"), "character[0].tracks.health", "missing"),
        # ---- characters: tracks and numbers
        (
            "track-energy-above-health",
            "day",
            both(put("character[0].tracks.health", 2), put("character[0].tracks.energy", 3)),
            "character[0].tracks.energy",
            "above health",
        ),
        ("track-health-above-top", "day", put("character[0].tracks.health", 40), "character[0].tracks.health", "top"),
        ("track-terror-above-top", "day", put("character[0].tracks.terror", 40), "character[0].tracks.terror", "top"),
        (
            "track-energy-negative",
            "day",
            put("character[0].tracks.energy", -1),
            "character[0].tracks.energy",
            "below 0",
        ),
        ("track-energy-huge", "day", put("character[0].tracks.energy", 10**15), "character[0].tracks.energy", "top"),
        (
            "attribute-10e15",
            "day",
            put("character[0].attributes.might", 10**15),
            "character[0].attributes.might",
            "above 30",
        ),
        ("attribute-31", "day", put("character[1].attributes.lore", 31), "character[1].attributes.lore", "above 30"),
        (
            "attribute-negative",
            "day",
            put("character[0].attributes.zeal", -2),
            "character[0].attributes.zeal",
            "below 0",
        ),
        ("attribute-missing", "day", drop("character[0].attributes.guile"), "character[0].attributes.guile", "missing"),
        (
            "attribute-unknown",
            "day",
            put("character[0].attributes.luck", 1),
            "character[0].attributes.luck",
            "unknown key",
        ),
        (
            "attribute-text",
            "day",
            put("character[0].attributes.might", "3"),
            "character[0].attributes.might",
            "must be an integer",
        ),
        (
            "resource-10e12",
            "day",
            put("character[0].resources.wealth", 10**12),
            "character[0].resources.wealth",
            "above 999",
        ),
        ("resource-1000", "day", put("character[1].resources.food", 1000), "character[1].resources.food", "above 999"),
        (
            "resource-negative",
            "day",
            put("character[0].resources.magic", -1),
            "character[0].resources.magic",
            "below 0",
        ),
        (
            "resource-missing",
            "day",
            drop("character[0].resources.experience"),
            "character[0].resources.experience",
            "missing",
        ),
        (
            "resource-unknown",
            "day",
            put("character[0].resources.gold", 1),
            "character[0].resources.gold",
            "unknown key",
        ),
        # ---- characters: Dying
        ("dying-without-wounds", "day", put("character[0].dying", True), "character[0].dying", "Health 0"),
        (
            "dying-flag-missing-at-zero",
            "day",
            both(put("character[0].tracks.health", 0), put("character[0].tracks.energy", 0)),
            "character[0].dying",
            "Health 0",
        ),
        (
            "dying-countdown-not-dying",
            "day",
            put("character[0].dying_countdown", 2),
            "character[0].dying_countdown",
            "not Dying",
        ),
        (
            "dying-countdown-huge",
            "day",
            both(
                put("character[0].tracks.health", 0),
                put("character[0].tracks.energy", 0),
                put("character[0].dying", True),
                put("character[0].dying_countdown", 99),
            ),
            "character[0].dying_countdown",
            "above 2",
        ),
        (
            "dying-countdown-negative",
            "day",
            both(
                put("character[0].tracks.health", 0),
                put("character[0].tracks.energy", 0),
                put("character[0].dying", True),
                put("character[0].dying_countdown", -1),
            ),
            "character[0].dying_countdown",
            "below 0",
        ),
        # ---- characters: cards, Items, Secrets, Skills
        (
            "card-unknown",
            "day",
            put("character[0].decks.combat[0]", "no-such-card"),
            "character[0].decks.combat[0]",
            "unknown card",
        ),
        (
            "card-twice",
            "day",
            edit(lambda tb: tb["character"][0]["decks"]["diplomacy"].append(first_card)),
            f"character[0].decks.diplomacy[{len(c0['decks']['diplomacy'])}]",
            "a card is in one place only",
        ),
        (
            "card-of-another",
            "day",
            both(put("character[0].decks.combat[0]", other_card), put("character[1].decks.combat[0]", first_card)),
            "character[0].decks.combat[0]",
            "belongs to",
        ),
        (
            "card-lost",
            "day",
            edit(lambda tb: tb["character"][0]["pools"]["combat"].pop()),
            "character[0]",
            "Combat and Diplomacy cards",
        ),
        (
            "deck-below-15",
            "day",
            edit(
                lambda tb: tb["character"][0]["decks"].__setitem__(
                    "combat_aside",
                    [*tb["character"][0]["decks"].get("combat_aside", []), tb["character"][0]["decks"]["combat"].pop()],
                )
            ),
            "character[0].decks.combat",
            "fewer than 15",
        ),
        (
            "deck-as-text",
            "day",
            put("character[0].decks.combat", "all of them"),
            "character[0].decks.combat",
            "must be an array",
        ),
        ("item-unknown", "day", put("character[0].items", ["no-such-item"]), "character[0].items[0]", "unknown item"),
        ("item-twice", "day", put("character[0].items", [first_item]), "decks.items[0]", "a card is in one place only"),
        (
            "secret-unknown",
            "day",
            put("character[0].secrets", ["no-such-secret"]),
            "character[0].secrets[0]",
            "unknown secret",
        ),
        (
            "face-down-not-held",
            "day",
            put("character[0].face_down", ["no-such-item"]),
            "character[0].face_down[0]",
            "not held",
        ),
        (
            "skill-unknown",
            "day",
            put("character[0].skills", {"no-such-skill": 0}),
            "character[0].skills.no-such-skill",
            "unknown skill",
        ),
        (
            "skill-side-two",
            "day",
            put("character[0].skills", {_first_skill(): 2}),
            f"character[0].skills.{_first_skill()}",
            "sides 0 and 1",
        ),
        ("location-unknown", "day", put("character[0].location", 9999), "character[0].location", "unknown location"),
        (
            "location-not-revealed",
            "day",
            put("character[0].location", _unrevealed(day)),
            "character[0].location",
            "not revealed",
        ),
        # ---- world
        ("world-missing", "day", drop("world"), "world", "missing"),
        ("world-as-text", "day", put("world", "flat"), "world", "must be a table"),
        ("phase-unknown", "day", put("world.phase", "teatime"), "world.phase", "unknown phase"),
        ("phase-over-no-outcome", "day", put("world.phase", "over"), "world.outcome", "missing"),
        ("outcome-not-over", "day", put("world.outcome", "failure"), "world.outcome", "not over"),
        (
            "outcome-unknown",
            "day",
            both(put("world.phase", "over"), put("world.outcome", "teatime")),
            "world.outcome",
            "unknown outcome",
        ),
        (
            "turn-order-stranger",
            "day",
            put("world.turn_order", [c0id, "morgan"]),
            "world.turn_order[1]",
            "not a character of this save",
        ),
        ("turn-order-twice", "day", put("world.turn_order", [c0id, c0id]), "world.turn_order", "twice"),
        (
            "turn-order-missing-one",
            "day",
            put("world.turn_order", [c0id]),
            "character[1].id",
            "missing from world.turn_order",
        ),
        ("statuses-text", "day", put("world.statuses", "all"), "world.statuses", "must be an array"),
        (
            "removed-location-unknown",
            "day",
            put("world.removed_locations", [9999]),
            "world.removed_locations[0]",
            "unknown location",
        ),
        (
            "removed-and-on-map",
            "day",
            put("world.removed_locations", [loc1["number"]]),
            "world.removed_locations[0]",
            "both removed and on the map",
        ),
        (
            "location-off-square",
            "day",
            both(put("world.location[1].x", loc1["x"] + 7)),
            "world.location[1]",
            "Direction Keys put it",
        ),
        ("location-swapped-squares", "day", edit(_swap_squares), "world.location[1]", "Direction Keys put it"),
        (
            "location-far-away",
            "day",
            both(put("world.location[1].x", 10**9), put("world.location[1].y", -(10**9))),
            "world.location[1]",
            "Direction Keys put it",
        ),
        (
            "location-same-square",
            "day",
            both(put("world.location[1].x", locs[0]["x"]), put("world.location[1].y", locs[0]["y"])),
            "world.location[1]",
            "same square",
        ),
        (
            "location-number-unknown",
            "day",
            put("world.location[1].number", 9999),
            "world.location[1].number",
            "unknown location",
        ),
        (
            "location-duplicate",
            "day",
            put("world.location[1].number", locs[0]["number"]),
            "world.location[1].number",
            "duplicate",
        ),
        ("location-x-text", "day", put("world.location[1].x", "1"), "world.location[1].x", "must be an integer"),
        ("location-unknown-key", "day", put("world.location[1].owner", "me"), "world.location[1].owner", "unknown key"),
        (
            "time-tokens-negative",
            "day",
            put("world.location[1].time_tokens", -2),
            "world.location[1].time_tokens",
            "below 0",
        ),
        (
            "time-tokens-huge",
            "day",
            put("world.location[1].time_tokens", 10**9),
            "world.location[1].time_tokens",
            "above 999",
        ),
        (
            "location-item-unknown",
            "day",
            put("world.location[1].items", ["no-such-item"]),
            "world.location[1].items[0]",
            "unknown item",
        ),
        ("menhir-dial-10e12", "day", put("world.menhir[0].dial", 10**12), "world.menhir[0].dial", "above"),
        ("menhir-dial-thirteen", "day", put("world.menhir[0].dial", 13), "world.menhir[0].dial", "above 12"),
        ("menhir-dial-negative", "day", put("world.menhir[0].dial", -1), "world.menhir[0].dial", "below 0"),
        (
            "menhir-location-unknown",
            "day",
            put("world.menhir[0].location", 9999),
            "world.menhir[0].location",
            "unknown location",
        ),
        (
            "menhir-off-the-map",
            "day",
            put("world.menhir[0].location", _unrevealed(day)),
            "world.menhir[0].location",
            "not on the map",
        ),
        (
            "menhir-duplicate",
            "day",
            edit(lambda tb: tb["world"]["menhir"].append(dict(tb["world"]["menhir"][0]))),
            "world.menhir[1].location",
            "duplicate",
        ),
        (
            "guardian-unknown-enemy",
            "day",
            put("world.guardian", [{"enemy": "dragon", "location": locs[0]["number"]}]),
            "world.guardian[0].enemy",
            "unknown enemy",
        ),
        (
            "guardian-unknown-location",
            "day",
            put("world.guardian", [{"enemy": _an_enemy(day), "location": 9999}]),
            "world.guardian[0].location",
            "unknown location",
        ),
        ("current-event-unknown", "day", put("world.current_event", "ev-404"), "world.current_event", "unknown event"),
        ("quest-unknown", "day", put("world.active_quests", ["ev-404"]), "world.active_quests[0]", "unknown event"),
        ("time-dial-huge", "day", put("world.time_dials", {"flood": 10**9}), "world.time_dials.flood", "above 999"),
        ("quest-dial-negative", "day", put("world.quest_dials", {"trail": -1}), "world.quest_dials.trail", "below 0"),
        (
            "quest-dial-text",
            "day",
            put("world.quest_dials", {"trail": "far"}),
            "world.quest_dials.trail",
            "must be an integer",
        ),
        ("last-menhir-number", "day", put("world.last_menhir", 1), "world.last_menhir", "true or false"),
        # ---- decks
        ("event-unknown", "day", put("decks.events[0]", "ev-404"), "decks.events[0]", "unknown event"),
        ("item-deck-unknown", "day", put("decks.items[0]", "no-such-item"), "decks.items[0]", "unknown item"),
        ("item-deck-lost-one", "day", edit(lambda tb: tb["decks"]["items"].pop()), "decks.items", "nowhere"),
        ("secret-box-unknown", "day", put("decks.secrets", ["no-such-secret"]), "decks.secrets[0]", "unknown secret"),
        ("removed-unknown", "day", put("decks.removed", ["no-such-thing"]), "decks.removed[0]", "unknown item"),
        ("encounter-deck-colour", "day", put("decks.encounters.red", []), "decks.encounters.red", "unknown key"),
        (
            "encounter-deck-enemy",
            "day",
            edit(lambda tb: _first_deck(tb).insert(0, "dragon")),
            f"decks.encounters.{colour}[0]",
            "unknown enemy 'dragon'",
        ),
        (
            "encounter-deck-twice",
            "day",
            edit(lambda tb: _first_deck(tb).append(_first_deck(tb)[0])),
            f"decks.encounters.{colour}[{len(_first_deck(day))}]",
            "in one place only",
        ),
        # ---- what is in progress: decisions
        (
            "pending-kind-unknown",
            "day",
            put("play.pending", [{"kind": "teatime", "character": c0id}]),
            "play.pending[0].kind",
            "unknown decision",
        ),
        (
            "pending-character-stranger",
            "day",
            put("play.pending", [{"kind": "rest", "character": "morgan"}]),
            "play.pending[0].character",
            "not a character of this save",
        ),
        ("pending-rest-nobody", "day", put("play.pending", [{"kind": "rest"}]), "play.pending[0].character", "missing"),
        (
            "pending-equip-unknown-item",
            "day",
            put("play.pending", [{"kind": "equip", "character": c0id, "options": ["no-such-item"]}]),
            "play.pending[0].options[0]",
            "unknown item",
        ),
        (
            "pending-claim-taken",
            "day",
            put("play.pending", [{"kind": "claim", "character": c0id, "options": [c1id]}]),
            "play.pending[0].options[0]",
            "unknown unclaimed character",
        ),
        (
            "pending-secret-empty",
            "day",
            put("play.pending", [{"kind": "secret", "character": c0id, "options": []}]),
            "play.pending[0].options",
            "at least one option",
        ),
        (
            "pending-skill-unknown",
            "day",
            put("play.pending", [{"kind": "skill", "character": c0id, "options": ["no-such-skill"]}]),
            "play.pending[0].options[0]",
            "unknown skill",
        ),
        (
            "pending-pick-unknown-card",
            "day",
            put("play.pending", [{"kind": "pick-card", "character": c0id, "options": ["no-such-card"]}]),
            "play.pending[0].options[0]",
            "unknown card",
        ),
        (
            "pending-guardian-unknown",
            "day",
            put("play.pending", [{"kind": "guardian", "options": ["dragon"]}]),
            "play.pending[0].options[0]",
            "unknown enemy",
        ),
        (
            "journal-option-word",
            "reading",
            put("play.pending[0].options", ["left"]),
            "play.pending[0].options[0]",
            "option number",
        ),
        (
            "journal-option-zero",
            "reading",
            put("play.pending[0].options", ["0"]),
            "play.pending[0].options[0]",
            "option number",
        ),
        (
            "journal-option-huge",
            "reading",
            put("play.pending[0].options", ["9" * 5000]),
            "play.pending[0].options[0]",
            "option number",
        ),
        (
            "journal-no-options",
            "reading",
            put("play.pending[0].options", []),
            "play.pending[0].options",
            "at least one option",
        ),
        (
            "pending-data-number",
            "reading",
            put("play.pending[0].data", {"slot": 3}),
            "play.pending[0].data.slot",
            "must be a string",
        ),
        ("pending-kind-number", "reading", put("play.pending[0].kind", 1), "play.pending[0].kind", "must be a string"),
        # ---- what is in progress: queued work and the reading
        (
            "work-kind-unknown",
            "day",
            put("play.work", [{"kind": "teleport"}]),
            "play.work[0].kind",
            "unknown kind of work",
        ),
        (
            "work-character-stranger",
            "day",
            put("play.work", [{"kind": "effects", "character": "morgan"}]),
            "play.work[0].character",
            "not a character of this save",
        ),
        (
            "work-party-stranger",
            "day",
            put("play.work", [{"kind": "effects", "party": [c0id, "morgan"]}]),
            "play.work[0].party[1]",
            "not a character of this save",
        ),
        (
            "work-sod-step-nine",
            "day",
            put("play.work", [{"kind": "sod", "step": 9}]),
            "play.work[0].step",
            "not a step",
        ),
        (
            "work-eod-step-four",
            "day",
            put("play.work", [{"kind": "eod", "character": c0id, "step": 4}]),
            "play.work[0].step",
            "not a step",
        ),
        ("work-eod-nobody", "day", put("play.work", [{"kind": "eod", "step": 1}]), "play.work[0].character", "missing"),
        (
            "work-arrive-nowhere",
            "day",
            put("play.work", [{"kind": "arrive", "character": c0id}]),
            "play.work[0].location",
            "missing",
        ),
        (
            "work-location-unknown",
            "day",
            put("play.work", [{"kind": "arrive", "location": 9999}]),
            "play.work[0].location",
            "unknown location",
        ),
        (
            "work-effect-unreadable",
            "day",
            put("play.work", [{"kind": "effects", "effects": ["os.system rm"]}]),
            "play.work[0].effects[0]",
            "not an effect",
        ),
        (
            "work-step-huge",
            "day",
            put("play.work", [{"kind": "new-day", "step": 10**9}]),
            "play.work[0].step",
            "not a step",
        ),
        (
            "end-of-day-stranger",
            "day",
            put("play.end_of_day", ["morgan"]),
            "play.end_of_day[0]",
            "not a character of this save",
        ),
        (
            "reading-section-unknown",
            "reading",
            put("play.exploration.section", "999.9"),
            "play.exploration.section",
            "unknown journal section",
        ),
        (
            "reading-section-path",
            "reading",
            put("play.exploration.section", "../../../etc/passwd"),
            "play.exploration.section",
            "unknown journal section",
        ),
        (
            "reading-kind-unknown",
            "reading",
            put("play.exploration.kind", "seance"),
            "play.exploration.kind",
            "unknown kind of reading",
        ),
        (
            "reading-reader-stranger",
            "reading",
            put("play.exploration.character", "morgan"),
            "play.exploration.character",
            "not a character of this save",
        ),
        (
            "reading-party-stranger",
            "reading",
            put("play.exploration.party", ["morgan"]),
            "play.exploration.party[0]",
            "not a character of this save",
        ),
        (
            "reading-read-unknown",
            "reading",
            put("play.exploration.read", ["999.9"]),
            "play.exploration.read[0]",
            "unknown journal section",
        ),
        ("reading-as-text", "reading", put("play.exploration", "102"), "play.exploration", "must be a table"),
        # ---- the running encounter
        ("encounter-kind-unknown", "fight", put(f"{enc}.kind", "chess"), f"{enc}.kind", "unknown encounter kind"),
        ("encounter-dial-green", "fight", put(f"{enc}.dial", "green"), f"{enc}.dial", "unknown dial colour"),
        ("encounter-step-unknown", "fight", put(f"{enc}.step", "dance"), f"{enc}.step", "unknown encounter step"),
        ("encounter-round-zero", "fight", put(f"{enc}.round", 0), f"{enc}.round", "below 1"),
        ("encounter-round-huge", "fight", put(f"{enc}.round", 10**9), f"{enc}.round", "above 999"),
        ("encounter-phase-zero", "fight", put(f"{enc}.phase", 0), f"{enc}.phase", "below 1"),
        ("encounter-turn-nobody", "fight", put(f"{enc}.turn", 9), f"{enc}.turn", "not a participant"),
        ("encounter-reward-enemy", "fight", put(f"{enc}.reward_enemy", 9), f"{enc}.reward_enemy", "not an enemy"),
        (
            "encounter-reward-unreadable",
            "fight",
            put(f"{enc}.reward_offer", ["rain gold"]),
            f"{enc}.reward_offer[0]",
            "not an effect",
        ),
        ("encounter-no-enemies", "fight", put(f"{enc}.enemies", []), f"{enc}.enemies", "at least one enemy"),
        (
            "encounter-no-participants",
            "fight",
            put(f"{enc}.participants", []),
            f"{enc}.participants",
            "at least one participant",
        ),
        ("enemy-hits-negative", "fight", put(f"{enc}.enemies[0].hits", -1), f"{enc}.enemies[0].hits", "below 0"),
        ("enemy-hits-huge", "fight", put(f"{enc}.enemies[0].hits", 10**12), f"{enc}.enemies[0].hits", "above 999"),
        ("enemy-unknown", "fight", put(f"{enc}.enemies[0].id", "dragon"), f"{enc}.enemies[0].id", "unknown enemy"),
        (
            "enemy-chain-unknown-card",
            "fight",
            put(f"{enc}.enemies[0].chain", [{"card": "no-card", "owner": f0["character"]}]),
            f"{enc}.enemies[0].chain[0]",
            "unknown card",
        ),
        (
            "participant-not-a-character",
            "fight",
            put(f"{enc}.participants[0].character", "morgan"),
            f"{enc}.participants[0].character",
            "not a character of this save",
        ),
        (
            "participant-twice",
            "fight",
            edit(_second_participant),
            f"{enc}.participants[1].character",
            "takes part twice",
        ),
        (
            "participant-deck-unknown",
            "fight",
            put(f"{enc}.participants[0].deck", ["no-card"]),
            f"{enc}.participants[0].deck[0]",
            "unknown card",
        ),
        (
            "participant-strategy-zero",
            "fight",
            put(f"{enc}.participants[0].strategy", 0),
            f"{enc}.participants[0].strategy",
            "below 1",
        ),
        (
            "participant-block-negative",
            "fight",
            put(f"{enc}.participants[0].block", -1),
            f"{enc}.participants[0].block",
            "below 0",
        ),
        (
            "participant-discards-too-many",
            "fight",
            put(f"{enc}.participants[0].pending_discards", 50),
            f"{enc}.participants[0].pending_discards",
            "cards in hand",
        ),
        (
            "participant-left-flew",
            "fight",
            put(f"{enc}.participants[0].left", "flew"),
            f"{enc}.participants[0].left",
            "unknown way of leaving",
        ),
        (
            "participant-usable-unknown",
            "fight",
            put(f"{enc}.participants[0].usable_items", ["no-item"]),
            f"{enc}.participants[0].usable_items[0]",
            "unknown item or secret",
        ),
        (
            "participant-flipped-unusable",
            "fight",
            put(f"{enc}.participants[0].flipped", ["no-item"]),
            f"{enc}.participants[0].flipped[0]",
            "not one of the usable items",
        ),
        (
            "participant-unknown-key",
            "fight",
            put(f"{enc}.participants[0].mana", 3),
            f"{enc}.participants[0].mana",
            "unknown key",
        ),
        (
            "die-colour-purple",
            "fight",
            put(f"{enc}.participants[0].pool[0].colour", "purple"),
            f"{enc}.participants[0].pool[0].colour",
            "unknown die colour",
        ),
        (
            "die-face-triple",
            "fight",
            put(f"{enc}.participants[0].pool[0].face", "triple-hit"),
            f"{enc}.participants[0].pool[0].face",
            "unknown die face",
        ),
        (
            "die-face-number",
            "fight",
            put(f"{enc}.participants[0].pool[0].face", 3),
            f"{enc}.participants[0].pool[0].face",
            "must be a string",
        ),
        (
            "die-on-no-enemy",
            "fight",
            put(f"{enc}.participants[0].pool[0].enemy", 7),
            f"{enc}.participants[0].pool[0].enemy",
            "not an enemy",
        ),
        (
            "context-stranger",
            "fight",
            put("play.encounter_context.participants", ["morgan"]),
            "play.encounter_context.participants[0]",
            "not a character of this save",
        ),
        (
            "context-enemy-unknown",
            "fight",
            put("play.encounter_context.enemies", ["dragon"]),
            "play.encounter_context.enemies[0]",
            "unknown enemy",
        ),
        (
            "context-location-unknown",
            "fight",
            put("play.encounter_context.location", 9999),
            "play.encounter_context.location",
            "unknown location",
        ),
        ("encounter-as-list", "fight", put(enc, [1, 2]), enc, "must be a table"),
        # ---- the log
        ("log-action-unreadable", "day", put("log.actions", ["teleport 999"]), "log.actions[0]", "not an action"),
        ("log-adjustment-unreadable", "day", put("log.adjustments", ["adjust"]), "log.adjustments[0]", "not an action"),
        ("log-chronicle-numbers", "day", put("log.chronicle", [1, 2, 3]), "log.chronicle[0]", "must be a string"),
        ("log-unknown-key", "day", put("log.macros", ["x"]), "log.macros", "unknown key"),
        # ---- unknown tables and keys anywhere
        ("top-unknown-table", "day", put("mods", {"file": "../../evil.py"}), "mods", "unknown key"),
        ("world-unknown-key", "day", put("world.weather", "rain"), "world.weather", "unknown key"),
        ("decks-unknown-key", "day", put("decks.tarot", []), "decks.tarot", "unknown key"),
        ("play-unknown-key", "day", put("play.script", "rm -rf"), "play.script", "unknown key"),
        # ---- a game that cannot go on
        ("stuck-end-of-day-nothing-to-do", "day", put("world.phase", "end"), "world.phase", "play cannot go on"),
        ("stuck-start-of-day-nothing-to-do", "day", put("world.phase", "start"), "world.phase", "play cannot go on"),
    ]
    return cases


@functools.cache
def _catalog() -> Catalog:
    return load_campaign("ynys-wen")


def _first_skill() -> str:
    return sorted(_catalog().skills)[0]


def _an_enemy(table: Table) -> str:
    return next(ids[0] for ids in table["decks"]["encounters"].values() if ids)


def _first_deck(table: Table) -> list[str]:
    return next(ids for _, ids in sorted(table["decks"]["encounters"].items()) if ids)


def _unrevealed(table: Table) -> int:
    placed = {loc["number"] for loc in table["world"]["location"]}
    return min(n for n in _catalog().locations if n not in placed)


def _swap_squares(table: Table) -> None:
    a, b = table["world"]["location"][1], table["world"]["location"][2]
    (a["x"], a["y"]), (b["x"], b["y"]) = (b["x"], b["y"]), (a["x"], a["y"])


def _second_participant(table: Table) -> None:
    participants = table["play"]["encounter"]["participants"]
    twin = dict(participants[0])
    for pile in ("deck", "hand", "discard"):
        twin[pile] = []
    participants.append(twin)


# ---------------------------------------------------------------- writing and checking


def _bytes_of(table: Table) -> bytes:
    return (
        "# Grail Desktop save sheet (damaged on purpose: tests/saves/corpus).\n"
        + tomli_w.dumps(table)
        + "\n"
        + END_MARKER
        + "\n"
    ).encode()


def main() -> int:
    catalog = _catalog()
    texts = bases(catalog)
    shutil.rmtree(BAD, ignore_errors=True)
    BAD.mkdir(parents=True)
    BASES.mkdir(parents=True, exist_ok=True)
    for name, text in texts.items():
        (BASES / f"{name}.toml").write_text(text, "utf-8")
        load_game(BASES / f"{name}.toml")  # the bases themselves are good saves
    tables = {name: tomllib.loads(text) for name, text in texts.items()}
    manifest: dict[str, dict[str, str]] = {}
    entries: list[tuple[str, bytes, str, str]] = []
    for name, base, change, key, words in _raw_cases():
        entries.append((name, change(texts[base]), key, words))
    for name, base, change, key, words in _cases(tables):
        table = tomllib.loads(texts[base])
        change(table)
        entries.append((name, _bytes_of(table), key, words))
    problems = []
    for name, data, key, words in entries:
        path = BAD / f"{name}.toml"
        path.write_bytes(data)
        try:
            load_game(path)
        except SaveError as exc:
            if exc.file != path.name or exc.key != key or words not in exc.problem:
                problems.append(f"{name}: expected key {key!r} with {words!r}, got {exc}")
        else:
            problems.append(f"{name}: loads")
        manifest[path.name] = {"key": key, "problem": words}
    for line in problems:
        print(line)
    header = "# Each bad save in bad/ and what its SaveError must say: the key, and words of the problem.\n"
    header += "# Written by tools/make_save_corpus.py; read by tests/saves/test_bad_file_corpus.py.\n"
    MANIFEST.write_text(header + tomli_w.dumps({"files": manifest}), "utf-8")
    print(f"{len(entries)} bad saves in {BAD.relative_to(ROOT)}, {len(problems)} not refused as expected")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
