"""The bad-save corpus: every damaged, hostile or impossible file gives one clear SaveError naming the file,
the key and the problem, never a traceback, and leaves the folder exactly as it was (issue 6 "Loading bad
input"; rules-decisions.md "Survival tracks" for Energy/Health; S0 "Resources" for non-negative resources).

Each case starts from a real dumped save (``rich_state``: map, Menhirs, Guardian, items, Secrets, a running
encounter) and changes one thing.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from grail_desktop.engine.defs import Catalog
from grail_desktop.saves import END_MARKER, MAX_SAVE_BYTES, VERSION, SaveError, load_game

NAME = "slot1.toml"
Table = dict[str, Any]
#: A case turns the sheet's text into the bytes on disk and says the message expected after "slot1.toml: ".
Case = Callable[[str], tuple[bytes, "str | re.Pattern[str]"]]


def _edit(change: Callable[[Table], str]) -> Case:
    """A case that edits the parsed table; ``change`` returns the expected message."""

    def case(text: str) -> tuple[bytes, str | re.Pattern[str]]:
        table = tomllib.loads(text)
        expected = change(table)
        return (tomli_w.dumps(table) + END_MARKER + "\n").encode(), expected

    return case


def _raw(data: Callable[[str], bytes], expected: str | re.Pattern[str]) -> Case:
    return lambda text: (data(text), expected)


def _set(path: str, value: object) -> Callable[[Table], None]:
    def go(table: Table) -> None:
        node: Any = table
        *parts, leaf = re.split(r"\.|\[(\d+)\]\.?", path)
        keys = [int(p) if p.isdigit() else p for p in [*parts, leaf] if p]
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value

    return go


def _with(path: str, value: object, expected: str) -> Case:
    setter = _set(path, value)

    def change(table: Table) -> str:
        setter(table)
        return expected

    return _edit(change)


def _without(path: str) -> Case:
    def change(table: Table) -> str:
        node: Any = table
        keys = [int(p) if p.isdigit() else p for p in re.split(r"\.|\[(\d+)\]\.?", path) if p]
        for key in keys[:-1]:
            node = node[key]
        del node[keys[-1]]
        return f"{path}: missing"

    return _edit(change)


def _card_in_two_places(table: Table) -> str:
    card = table["character"][0]["decks"]["combat"][0]
    table["character"][1]["decks"]["diplomacy"].append(card)
    n = len(table["character"][1]["decks"]["diplomacy"]) - 1
    return (
        f"character[1].decks.diplomacy[{n}]: card {card!r} is also at character[0].decks.combat[0]; "
        "a card is in one place only"
    )


def _item_in_two_places(table: Table) -> str:
    item = table["character"][0]["items"][0]
    table["decks"]["items"].insert(0, item)
    return f"decks.items[0]: item {item!r} is also at character[0].items[0]; a card is in one place only"


def _card_of_another_character(table: Table) -> str:
    """Each card still in one place, but Wren's pool holds one of Alder's (S0: a character's own cards)."""
    wren, alder = table["character"][0]["pools"]["combat"], table["character"][1]["pools"]["combat"]
    wren[0], alder[0] = alder[0], wren[0]
    return f"character[0].pools.combat[0]: card {wren[0]!r} belongs to 'alder', not 'wren'"


def _card_lost(table: Table) -> str:
    table["character"][0]["pools"]["diplomacy"].pop()
    return "character[0]: has 79 of its 80 Combat and Diplomacy cards; each is in a deck, a pool or set aside"


def _thin_deck(table: Table) -> str:
    decks = table["character"][0]["decks"]
    decks["combat_aside"].append(decks["combat"].pop())
    return "character[0].decks.combat: 14 cards; a deck never has fewer than 15"


def _item_lost(table: Table) -> str:
    item = table["decks"]["items"].pop()
    return (
        f"decks.items: 1 item(s) of the pack are nowhere on the sheet ({item}); "
        "each is in its deck, held, on a location or removed"
    )


def _duplicate_character(table: Table) -> str:
    table["character"][1]["id"] = table["character"][0]["id"]
    return "character[1].id: duplicate character 'wren'"


def _duplicate_location(table: Table) -> str:
    table["world"]["location"][1]["number"] = 101
    return "world.location[1].number: duplicate location 101"


def _same_square(table: Table) -> str:
    table["world"]["location"][2]["x"], table["world"]["location"][2]["y"] = 0, 1
    return "world.location[2]: location 103 is on the same square as location 102"


def _energy_above_health(table: Table) -> str:
    table["character"][0]["tracks"].update(energy=6, health=5)
    return "character[0].tracks.energy: 6 is above health 5"


def _deeply_nested(text: str) -> bytes:
    return (text.replace(END_MARKER, "") + "deep = " + "[" * 5000 + "]" * 5000 + "\n" + END_MARKER).encode()


PACK = "(not in campaign 'test-pack')"

CASES: dict[str, Case] = {
    # ---- not a save at all
    "empty": _raw(lambda t: b"", "is empty"),
    "not-toml": _raw(lambda t: b"Dear diary, today we reached the Menhir.\n", re.compile(r"is not valid TOML \(")),
    "not-utf8": _raw(
        lambda t: t.replace('"Wren of the Fen"', '"Wren of the F\u00e9n"').encode("latin-1"),
        re.compile(r"is not UTF-8 text \(bad byte at offset \d+\)"),
    ),
    "truncated-mid-table": _raw(
        lambda t: t.encode()[: len(t) // 2 - 7], re.compile(r"is truncated: the file stops early \(|is truncated")
    ),
    "truncated-at-a-line": _raw(
        lambda t: t[: t.index("[world]")].encode(),
        f"is truncated: the last line {END_MARKER!r} is missing",
    ),
    "over-size-cap": _raw(
        lambda t: t.encode() + b"# padding\n" * (MAX_SAVE_BYTES // 10 + 1),
        "is larger than the 4 MiB limit for a save",
    ),
    "nested-too-deeply": _raw(_deeply_nested, re.compile(r"is not valid TOML")),
    "another-format": _with(
        "format", "chess-pgn", "format: is 'chess-pgn', not \"grail-desktop-save\"; this is not a Grail Desktop save"
    ),
    # ---- versions and packs
    "future-version": _with(
        "version",
        VERSION + 1,
        f"version: is {VERSION + 1}, newer than this build of Grail Desktop understands (up to {VERSION}); "
        "update the application to open it",
    ),
    "version-as-text": _with("version", "1", "version: must be an integer, not '1'"),
    "other-campaign": _with(
        "campaign", "other-isle", "campaign: the save is for campaign 'other-isle', not 'test-pack'"
    ),
    "old-pack-version": _with(
        "pack_version",
        "0.1.0",
        "pack_version: the save was made with version 0.1.0 of campaign 'test-pack'; the installed version is 0.3.0",
    ),
    "campaign-is-a-path": _with(
        "campaign", "../../outside/pack", "campaign: '../../outside/pack' is not a campaign id (a save holds no paths)"
    ),
    "campaign-is-code": _with(
        "campaign",
        "__import__('os').remove('x')",
        "campaign: \"__import__('os').remove('x')\" is not a campaign id (a save holds no paths)",
    ),
    # ---- wrong types
    "energy-as-text": _with(
        "character[0].tracks.energy", "three", "character[0].tracks.energy: must be an integer, not a string ('three')"
    ),
    "day-as-boolean": _with("day", True, "day: must be an integer, not a boolean (True)"),
    "statuses-as-text": _with("world.statuses", "answered", "world.statuses: must be an array, not a string"),
    "character-not-array": _with("character", {"id": "wren"}, "character: must be an array of [[character]] tables"),
    "world-as-text": _with("world", "flat", "world: must be a table, not a string"),
    "die-face-as-number": _with(
        "play.encounter.participants[0].active[0].face",
        3,
        "play.encounter.participants[0].active[0].face: must be a string, not an integer (3)",
    ),
    "rng-not-hex": _with("rng.state", "0xzz", "rng.state: '0xzz' is not a hexadecimal number"),
    "rng-too-big": _with(
        "rng.state", "0x1ffffffffffffffff", "rng.state: '0x1ffffffffffffffff' is outside 0 … 2**64 - 1"
    ),
    "exploration-as-text": _with("play.exploration", "102", "play.exploration: must be a table, not a string"),
    # ---- missing keys
    "no-health": _without("character[0].tracks.health"),
    "no-rng": _without("rng"),
    "no-campaign": _without("campaign"),
    "no-section": _without("play.exploration.section"),
    "no-characters": _edit(
        lambda t: (t.pop("character"), "character: missing; a save holds at least one [[character]]")[1]
    ),
    # ---- unknown keys (a save holds no paths: nothing like file = "..." is read anywhere)
    "unknown-character-key": _with("character[0].luck", 3, "character[0].luck: unknown key"),
    "unknown-top-table": _with("mods", {"file": "../../evil.py"}, "mods: unknown key"),
    "unknown-encounter-key": _with(
        "play.encounter.participants[0].mana", 1, "play.encounter.participants[0].mana: unknown key"
    ),
    "unknown-attribute": _with(
        "character[0].attributes.luck",
        3,
        "character[0].attributes.luck: unknown key (one of might, empathy, guile, candour, zeal, lore)",
    ),
    "unknown-deck-colour": _with(
        "decks.encounters.red", ["green-3"], "decks.encounters.red: unknown key (one of green, gray, purple, blue)"
    ),
    "unknown-slot-key": _with("slot.path", "/home/someone/save.toml", "slot.path: unknown key"),
    "slot-location-as-text": _with("slot.location", "102", "slot.location: must be a location number, not '102'"),
    # ---- unknown ids
    "unknown-card": _with(
        "character[0].decks.combat[0]",
        "no-such-card",
        f"character[0].decks.combat[0]: unknown card 'no-such-card' {PACK}",
    ),
    "unknown-location": _with(
        "world.location[1].number", 999, f"world.location[1].number: unknown location 999 {PACK}"
    ),
    "unknown-item": _with("character[0].items[0]", "item-99", f"character[0].items[0]: unknown item 'item-99' {PACK}"),
    "unknown-enemy": _with(
        "decks.encounters.green[0]", "dragon", f"decks.encounters.green[0]: unknown enemy 'dragon' {PACK}"
    ),
    "unknown-event": _with("decks.events[0]", "ev-404", f"decks.events[0]: unknown event 'ev-404' {PACK}"),
    "unknown-character": _with("character[1].id", "merlin", f"character[1].id: unknown character 'merlin' {PACK}"),
    "section-is-a-path": _with(
        "play.exploration.section",
        "../../../etc/passwd",
        "play.exploration.section: unknown journal section '../../../etc/passwd'",
    ),
    # ---- impossible values
    "energy-above-health": _edit(_energy_above_health),
    "negative-food": _with("character[0].resources.food", -1, "character[0].resources.food: -1 is below 0"),
    "terror-above-track": _with(
        "character[0].tracks.terror", 10, "character[0].tracks.terror: 10 is above the track's top slot 9"
    ),
    "card-in-two-places": _edit(_card_in_two_places),
    "item-in-two-places": _edit(_item_in_two_places),
    "skill-side-2": _with(
        "character[0].skills.skill-2", 2, "character[0].skills.skill-2: side 2; a Skill card has sides 0 and 1"
    ),
    "day-zero": _with("day", 0, "day: 0 is below 1"),
    "nine-players": _with("setup.players", 9, "setup.players: 9 players; a game has 1 to 4"),
    "unknown-phase": _with(
        "world.phase", "teatime", "world.phase: unknown phase 'teatime' (one of start, day, end, over)"
    ),
    "negative-time-tokens": _with("world.location[1].time_tokens", -2, "world.location[1].time_tokens: -2 is below 0"),
    "two-on-one-square": _edit(_same_square),
    "standing-off-the-map": _with(
        "character[0].location", 104, "character[0].location: location 104 is not revealed on the map"
    ),
    "face-down-not-held": _with(
        "character[0].face_down", ["item-8"], "character[0].face_down[0]: 'item-8' is not held by 'wren'"
    ),
    "log-not-an-action": _with(
        "log.actions[1]", "teleport 999", "log.actions[1]: 'teleport 999' is not an action (unknown action 'teleport')"
    ),
    "work-not-an-effect": _with(
        "play.work[0].effects[0]",
        "os.system rm",
        "play.work[0].effects[0]: 'os.system rm' is not an effect (unknown effect word 'os.system')",
    ),
    "no-setup": _without("setup"),
    "no-world": _without("world"),
    "card-of-another-character": _edit(_card_of_another_character),
    "item-lost": _edit(_item_lost),
    "card-lost": _edit(_card_lost),
    "deck-below-15": _edit(_thin_deck),
    "dying-without-wounds": _with(
        "character[0].dying",
        True,
        "character[0].dying: is true but health is 5; a character is Dying exactly at Health 0",
    ),
    # ---- duplicate ids
    "duplicate-character": _edit(_duplicate_character),
    "duplicate-location": _edit(_duplicate_location),
    "turn-order-stranger": _with(
        "world.turn_order", ["wren", "morgan"], "world.turn_order[1]: 'morgan' is not a character of this save"
    ),
    # ---- meaning, not only shape (issue 17; engine.bounds)
    "participant-not-a-character": _with(
        "play.encounter.participants[0].character",
        "morgan",
        "play.encounter.participants[0].character: 'morgan' is not a character of this save",
    ),
    "pending-kind-unknown": _with(
        "play.pending[0].kind",
        "teatime",
        "play.pending[0].kind: unknown decision 'teatime' (one of journal, equip, guardian, rest, advance, "
        "pick-card, skill, claim, secret, mercy, join, discard-items, next-chapter)",
    ),
    "encounter-step-unknown": _with(
        "play.encounter.step",
        "dance",
        "play.encounter.step: unknown encounter step 'dance' (one of strike, commit, apply, discard, ended)",
    ),
    "dial-colour-unknown": _with(
        "play.encounter.dial", "green", "play.encounter.dial: unknown dial colour 'green' (one of red, blue, gold)"
    ),
    "attribute-10e15": _with(
        "character[0].attributes.might",
        10**15,
        "character[0].attributes.might: 1000000000000000 is above 30 (the highest attribute, S0 'Advancing "
        "Attributes')",
    ),
    "menhir-dial-10e12": _with(
        "world.menhir[0].dial",
        10**12,
        "world.menhir[0].dial: 1000000000000 is above 8 (the highest dial a Menhir is set to, S1 and the pack)",
    ),
    "players-unlike-setup": _with(
        "setup.players",
        3,
        "setup.players: 3 player(s) but 2 character(s) chosen at setup (setup.characters); each player plays one "
        "character (S1)",
    ),
    "location-off-its-square": _with(
        "world.location[2].x",
        5,
        "world.location[2]: location 103 is at (5, 0), but its Direction Keys put it at (1, 0) "
        "(rules-decisions.md 'Grid and distance')",
    ),
    "countdown-not-dying": _with(
        "character[0].dying_countdown",
        2,
        "character[0].dying_countdown: 2 days left, but 'wren' is not Dying; only the You Are Dying card counts days",
    ),
    "enemy-hits-below-0": _with("play.encounter.enemies[0].hits", -1, "play.encounter.enemies[0].hits: -1 is below 0"),
    "seed-200000-digits": _with("setup.seed", "7" * 200_000, "setup.seed: has 200000 digits; a seed has at most 100"),
}


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {
        p.name: (p.read_bytes() if p.is_file() and not p.is_symlink() else b"", p.lstat().st_mtime_ns)
        for p in folder.iterdir()
    }


def test_corpus_is_large_enough() -> None:
    assert len(CASES) >= 30


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_save_gives_one_clear_error_and_changes_nothing(
    case: str, text: str, catalog: Catalog, tmp_path: Path
) -> None:
    data, expected = CASES[case](text)
    path = tmp_path / NAME
    path.write_bytes(data)
    before = _snapshot(tmp_path)
    with pytest.raises(SaveError) as caught:
        load_game(path, catalog)
    message = str(caught.value)
    assert message.startswith(f"{NAME}: ")
    problem = message.removeprefix(f"{NAME}: ")
    if isinstance(expected, re.Pattern):
        assert expected.match(problem), problem
    else:
        assert problem == expected
    assert "Traceback" not in message
    assert caught.value.__cause__ is None, "no chained traceback leaks to the player"
    assert _snapshot(tmp_path) == before, "loading never writes"


def test_symlink_is_refused_even_to_a_good_save(text: str, catalog: Catalog, tmp_path: Path) -> None:
    real = tmp_path / "real.toml"
    real.write_text(text, "utf-8")
    link = tmp_path / NAME
    link.symlink_to(real)
    before = _snapshot(tmp_path)
    with pytest.raises(SaveError) as caught:
        load_game(link, catalog)
    assert str(caught.value) == f"{NAME}: is a symbolic link; saves are read only from regular files"
    assert _snapshot(tmp_path) == before


def test_the_unchanged_save_loads(text: str, catalog: Catalog, tmp_path: Path) -> None:
    """Control case: the corpus' starting point is a good save."""
    path = tmp_path / NAME
    path.write_text(text, "utf-8")
    assert load_game(path, catalog).state.day == 4


def test_messages_stay_short_for_huge_values(text: str, catalog: Catalog, tmp_path: Path) -> None:
    table = tomllib.loads(text)
    table["character"][0]["items"][0] = "x" * 100_000
    path = tmp_path / NAME
    path.write_text(tomli_w.dumps(table) + END_MARKER + "\n", "utf-8")
    with pytest.raises(SaveError) as caught:
        load_game(path, catalog)
    message = str(caught.value)
    assert message.startswith(f"{NAME}: character[0].items[0]: unknown item 'xxxx")
    assert message.endswith("…")
    assert len(message) < 400
