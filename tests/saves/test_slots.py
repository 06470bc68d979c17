"""Save slots list campaign, day, characters, location and time from the header alone (issue 6)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from save_fixtures import rich_state

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.state import GameState
from grail_desktop.saves import VERSION, dump_state, list_slots, read_slot_metadata
from grail_desktop.saves.files import write_atomic
from grail_desktop.saves.slots import HEADER_BYTES, header_text

WHEN = dt.datetime(2026, 3, 1, 18, 0, tzinfo=dt.UTC)


def test_metadata_of_one_save(tmp_path: Path, state: GameState, catalog: Catalog) -> None:
    path = tmp_path / "slot1.toml"
    write_atomic(path, dump_state(state, catalog, saved_at=WHEN))
    info = read_slot_metadata(path)
    assert info.campaign == "test-pack"
    assert info.pack_version == "0.3.0"
    assert (info.version, info.chapter, info.day) == (VERSION, 1, 4)
    assert info.characters == ("Wren of the Fen", "Alder of the Fen")
    assert (info.location, info.location_name) == (102, "Stone 102")
    assert info.saved_at == WHEN
    assert info.error is None


def test_header_comes_first_and_is_small(text: str) -> None:
    head = header_text(text)
    assert len(head.encode()) < HEADER_BYTES // 4
    assert "[slot]" in head
    assert "[[character]]" not in head


def test_metadata_does_not_parse_the_body(tmp_path: Path, text: str) -> None:
    """Only the first few KB are read: a body damaged far below the header does not matter to the list."""
    damaged = text + "\n" + "x" * (HEADER_BYTES * 4) + " = = broken\n"
    path = tmp_path / "slot2.toml"
    path.write_text(damaged, "utf-8")
    assert read_slot_metadata(path).day == 4


def test_listing_is_newest_first_skips_backups_and_reports_damaged_files(tmp_path: Path, catalog: Catalog) -> None:
    for n, day in ((1, 2), (2, 5)):
        s = rich_state(catalog)
        s.day = day
        write_atomic(tmp_path / f"slot{n}.toml", dump_state(s, catalog, saved_at=WHEN + dt.timedelta(hours=n)))
    write_atomic(tmp_path / "slot1.toml", dump_state(rich_state(catalog), catalog, saved_at=WHEN))
    (tmp_path / "notes.toml").write_text("this is not a save", "utf-8")
    (tmp_path / "readme.txt").write_text("ignored", "utf-8")
    slots = list_slots(tmp_path)
    assert [s.path.name for s in slots] == ["slot2.toml", "slot1.toml", "notes.toml"]
    assert [s.day for s in slots[:2]] == [5, 4]
    assert slots[2].error is not None
    assert slots[2].error.startswith("notes.toml: ")
    assert list_slots(tmp_path / "nowhere") == []
