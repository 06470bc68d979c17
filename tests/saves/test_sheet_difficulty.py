"""The save sheet keeps the difficulty and house rules (optional keys: an older sheet plays Normal), and the
slot shows them (decided for this edition: difficulty; docs/saves.md)."""

from __future__ import annotations

import datetime as dt
import tomllib
from pathlib import Path

import pytest
import tomli_w

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.setup import initial_state
from grail_desktop.saves import END_MARKER, SaveError, dump_state, load_state, read_slot_metadata


def test_difficulty_and_house_rules_round_trip(catalog: Catalog) -> None:
    state = initial_state(catalog, ["sorrel"], seed=5, difficulty="hard", house_rules=["gentle-tax", "long-light"])
    text = dump_state(state, catalog)
    table = tomllib.loads(text)
    assert table["setup"]["difficulty"] == "hard"
    assert table["setup"]["house_rules"] == ["gentle-tax", "long-light"]
    loaded = load_state(text, catalog)[0]
    assert loaded == state
    assert (loaded.setup.difficulty, loaded.setup.house_rules) == ("hard", ["gentle-tax", "long-light"])


def test_a_sheet_without_the_keys_loads_as_normal_without_house_rules(catalog: Catalog) -> None:
    table = tomllib.loads(dump_state(initial_state(catalog, ["sorrel"], seed=5), catalog))
    del table["setup"]["difficulty"]
    table["slot"].pop("difficulty", None)
    loaded = load_state(tomli_w.dumps(table) + END_MARKER + "\n", catalog)[0]
    assert (loaded.setup.difficulty, loaded.setup.house_rules) == ("normal", [])


def test_an_unknown_difficulty_or_house_rule_is_named(catalog: Catalog) -> None:
    table = tomllib.loads(dump_state(initial_state(catalog, ["sorrel"], seed=5), catalog))
    table["setup"]["difficulty"] = "brutal"
    with pytest.raises(SaveError, match=r"setup\.difficulty"):
        load_state(tomli_w.dumps(table) + END_MARKER + "\n", catalog)
    table["setup"]["difficulty"] = "normal"
    table["setup"]["house_rules"] = ["free-lunch"]
    with pytest.raises(SaveError, match=r"setup\.house_rules.*free-lunch"):
        load_state(tomli_w.dumps(table) + END_MARKER + "\n", catalog)


def test_the_slot_shows_difficulty_and_house_rules(catalog: Catalog, tmp_path: Path) -> None:
    state = initial_state(catalog, ["sorrel"], seed=5, difficulty="story", house_rules=["cheap-exploration"])
    path = tmp_path / "a.toml"
    path.write_text(dump_state(state, catalog, saved_at=dt.datetime(2026, 1, 1, tzinfo=dt.UTC)), encoding="utf-8")
    info = read_slot_metadata(path)
    assert info.difficulty == "Story" and info.house_rules == ("Cheaper Exploration",)
    assert info.rules_words == "Story · Cheaper Exploration"
