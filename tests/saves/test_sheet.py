"""The sheet layout: exact round trip of the state tree, readable grouping, TOML limits (architecture.md
"Data out")."""

from __future__ import annotations

import datetime as dt
import tomllib

import attrs
from save_fixtures import build_catalog, rich_state

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.setup import initial_state
from grail_desktop.engine.state import GameState
from grail_desktop.saves import END_MARKER, VERSION, dump_state, load_state
from grail_desktop.saves.sheet import missing_from_layouts


def test_rich_state_round_trips_exactly(state: GameState, catalog: Catalog, text: str) -> None:
    loaded, used = load_state(text, catalog)
    assert loaded == state
    assert used is catalog
    # dict order is part of the state the engine iterates: it must survive too
    assert list(loaded.characters) == list(state.characters)
    assert list(loaded.locations) == list(state.locations)
    assert list(loaded.menhirs) == list(state.menhirs)


def test_fresh_solo_and_four_player_states_round_trip(catalog: Catalog) -> None:
    for characters in (["sorrel"], ["wren", "alder", "sorrel", "tamsin"]):
        state = initial_state(catalog, characters, seed=99)
        assert load_state(dump_state(state, catalog), catalog)[0] == state


def test_sheet_reads_like_the_printed_save_sheet(text: str) -> None:
    """S0 "Saving the game": per character tracks, attributes, resources, skills, items, secrets, decks and
    pools; the world's statuses, map, Menhirs, Guardians and dials; decks in order."""
    table = tomllib.loads(text)
    assert list(table)[:6] == ["format", "version", "campaign", "pack_version", "chapter", "day"]
    assert table["format"] == "grail-desktop-save"
    assert table["version"] == VERSION
    first = table["character"][0]
    assert first["name"] == "Wren of the Fen"
    assert first["tracks"] == {"energy": 3, "health": 5, "terror": 2}
    assert set(first["attributes"]) == {"might", "empathy", "guile", "candour", "zeal", "lore"}
    assert first["resources"]["experience"] == 4
    assert first["skills"] == {"skill-2": 1}
    assert len(first["decks"]["combat"]) == 15
    assert len(first["pools"]["combat"]) == 24
    world = table["world"]
    assert world["statuses"] == ["answered", "bridge-burned"]
    assert world["location"][1] == {"number": 102, "x": 0, "y": 1, "time_tokens": 2, "action_used": False, "items": []}
    assert world["menhir"][1] == {"location": 106, "dial": 3}
    assert world["guardian"] == [{"enemy": "gray-6", "location": 103}]
    assert world["time_dials"] == {"flood": 3}
    assert table["decks"]["encounters"]["green"][0] == "green-2"
    assert table["rng"]["state"].startswith("0x")
    assert table["log"]["actions"] == ["travel 102", "explore", "choose 1"]
    assert text.rstrip().endswith(END_MARKER)


def test_absent_values_are_omitted_not_written_as_null(catalog: Catalog) -> None:
    """TOML has no null: a state with no exploration, encounter or current event has no such keys."""
    state = initial_state(catalog, ["wren"], seed=3)
    table = tomllib.loads(dump_state(state, catalog))
    assert "exploration" not in table.get("play", {})
    assert "encounter" not in table.get("play", {})
    assert "current_event" not in table["world"]


def test_rng_state_above_signed_64_bits_is_kept_as_text(catalog: Catalog) -> None:
    state = initial_state(catalog, ["wren"], seed=3)
    state.rng.state = (1 << 64) - 1
    state.setup = attrs.evolve(state.setup, seed=1 << 70)
    text = dump_state(state, catalog)
    table = tomllib.loads(text)
    assert table["rng"]["state"] == "0xffffffffffffffff"
    assert table["setup"]["seed"] == str(1 << 70)
    assert load_state(text, catalog)[0] == state


def test_every_state_field_has_a_place_on_the_sheet() -> None:
    """Guards the layout when the engine adds a field: docs/saves.md must then document it."""
    assert missing_from_layouts() == []


def test_saved_at_is_utc_without_microseconds(catalog: Catalog) -> None:
    state = rich_state(build_catalog())
    when = dt.datetime(2026, 5, 1, 12, 30, 15, 999, tzinfo=dt.timezone(dt.timedelta(hours=2)))
    table = tomllib.loads(dump_state(state, catalog, saved_at=when))
    assert table["slot"]["saved_at"] == dt.datetime(2026, 5, 1, 10, 30, 15, tzinfo=dt.UTC)


def _fields_reachable_from_game_state() -> dict[str, list[str]]:
    import typing

    found: dict[str, list[str]] = {}

    def walk(cls: type) -> None:
        if cls.__name__ in found:
            return
        found[cls.__name__] = [f.name for f in attrs.fields(cls)]
        hints = typing.get_type_hints(cls)
        for f in attrs.fields(cls):
            stack = [hints[f.name]]
            while stack:
                t = stack.pop()
                if attrs.has(t):
                    walk(t)
                stack.extend(typing.get_args(t))

    walk(GameState)
    return found


def test_docs_document_every_key_of_the_sheet() -> None:
    """docs/saves.md names every key: header, slot, every layout place and every nested state field."""
    from pathlib import Path

    from grail_desktop.saves.sheet import CHARACTER_LAYOUT, GAME_LAYOUT, HEADER_KEYS, SLOT_KEYS

    doc = (Path(__file__).resolve().parents[2] / "docs" / "saves.md").read_text("utf-8")
    names: set[str] = set(HEADER_KEYS) | set(SLOT_KEYS) | {"seed", "state", "removed"}
    names.update(CHARACTER_LAYOUT.values())  # documented with their group: `tracks.energy`
    for place in GAME_LAYOUT.values():  # documented in their table's section: `phase` under [world]
        names.add(place.rsplit(".", 1)[-1])
    for cls, fields in _fields_reachable_from_game_state().items():
        if cls in ("GameState", "CharacterState", "Setup", "Rng"):
            continue
        names.update(fields)
    undocumented = sorted(n for n in names if f"`{n}`" not in doc and f"`{n} " not in doc)
    assert undocumented == []


def test_tables_keyed_by_numbers_are_written_with_text_keys() -> None:
    """TOML keys are strings: the converter writes int keys as text and reads them back as ints."""
    import tomli_w

    from grail_desktop.saves.converter import CONVERTER, structure_errors

    @attrs.define
    class Counts:
        by_location: dict[int, int]

    value = Counts(by_location={101: 2, 7: 0})
    text = tomli_w.dumps(CONVERTER.unstructure(value))
    assert '"101" = 2' in text or "101 = 2" in text
    assert CONVERTER.structure(tomllib.loads(text), Counts) == value
    try:
        CONVERTER.structure({"by_location": {"north": 1}}, Counts)
    except Exception as exc:
        assert structure_errors(exc, "x") == [("x.by_location", "key 'north' must be a whole number")]
    else:
        raise AssertionError("a non-numeric key is refused")
