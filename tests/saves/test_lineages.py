"""Campaign lineages: every campaign keeps its own autosaves, backups and checkpoints (issue 17,
docs/saves.md "Campaigns and lineages"); seats travel with the sheet."""

from __future__ import annotations

import datetime as dt
import tomllib
from pathlib import Path

import pytest

from grail_desktop.engine import new_game
from grail_desktop.engine.defs import Catalog
from grail_desktop.saves import (
    Lineage,
    SaveError,
    Seat,
    SheetMeta,
    autosave,
    dumps,
    load_sheet,
    loads_sheet,
    new_campaign_id,
    read_slot_metadata,
    save_game,
)
from grail_desktop.saves.files import write_atomic
from grail_desktop.saves.lineages import (
    autosave_path,
    campaign_dir,
    delete_checkpoint,
    latest_campaign_save,
    list_campaigns,
    rename_checkpoint,
    save_checkpoint,
)


def _meta(name: str, *seats: Seat) -> SheetMeta:
    return SheetMeta(Lineage(new_campaign_id(), name, dt.datetime(2026, 12, 1, 9, tzinfo=dt.UTC)), tuple(seats))


def test_identity_and_seats_round_trip_through_the_sheet(catalog: Catalog) -> None:
    game = new_game(catalog, ["wren", "alder"], seed=3, undo=False)
    meta = _meta("The long fen", Seat("wren", "Bea", "#aa3322"), Seat("alder", "Dai", ""))
    text = dumps(game, meta=meta)
    table = tomllib.loads(text)
    assert table["lineage"]["name"] == "The long fen"
    assert table["seat"][0] == {"character": "wren", "player": "Bea", "colour": "#aa3322"}
    sheet = loads_sheet(text, catalog)
    assert sheet.meta == meta
    assert sheet.meta.players() == {"wren": "Bea", "alder": "Dai"}
    assert sheet.meta.colours() == {"wren": "#aa3322"}
    assert sheet.game.state == game.state


def test_the_header_names_the_campaign(tmp_path: Path, catalog: Catalog) -> None:
    game = new_game(catalog, ["wren"], seed=3, undo=False)
    meta = _meta("Fen walk")
    path = save_game(game, tmp_path / "a.toml", meta=meta)
    info = read_slot_metadata(path)
    assert meta.lineage is not None
    assert (info.campaign_id, info.campaign_name, info.checkpoint) == (meta.lineage.id, "Fen walk", "")


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ('[lineage]\nid = "../x"\n', "lineage.id: '../x' is not a campaign id"),
        ('[lineage]\nid = "c-1"\nowner = "me"\n', "lineage.owner: unknown key"),
        ('[lineage]\nid = "c-1"\nname = "' + "n" * 81 + '"\n', "lineage.name: is 81 characters long; at most 80"),
        ('[[seat]]\ncharacter = "nobody"\n', "seat[0].character: 'nobody' is not a character of this save"),
        ('[[seat]]\ncharacter = "wren"\ncolour = "red"\n', "seat[0].colour: 'red' is not a colour #rrggbb"),
        ('[[seat]]\ncharacter = "wren"\n[[seat]]\ncharacter = "wren"\n', "seat[1].character: 'wren' has two seats"),
    ],
)
def test_bad_identity_or_seats_are_refused(catalog: Catalog, table: str, message: str) -> None:
    text = dumps(new_game(catalog, ["wren"], seed=3, undo=False))
    head, _, rest = text.partition("[setup]")
    with pytest.raises(SaveError) as caught:
        loads_sheet(head + table + "[setup]" + rest, catalog, name="s.toml")
    assert str(caught.value).startswith(f"s.toml: {message}")


def test_two_campaigns_keep_separate_autosave_lineages(tmp_path: Path, catalog: Catalog) -> None:
    """Before issue 17 one autosave slot was shared: the second campaign pushed the first one out."""
    first, second = _meta("First"), _meta("Second")
    assert first.lineage is not None and second.lineage is not None
    a = new_game(catalog, ["wren"], seed=1, undo=False)
    b = new_game(catalog, ["alder"], seed=2, undo=False)
    for _ in range(10):
        autosave(a, campaign_dir(tmp_path, first.lineage.id), meta=first)
        autosave(b, campaign_dir(tmp_path, second.lineage.id), meta=second)
    entries = {e.name: e for e in list_campaigns(tmp_path)}
    assert set(entries) == {"First", "Second"}
    for entry, meta in ((entries["First"], first), (entries["Second"], second)):
        assert meta.lineage is not None
        assert entry.key == meta.lineage.id
        assert entry.latest is not None and entry.latest.path == autosave_path(tmp_path, meta.lineage.id)
        assert len(entry.backups) == 5
        assert {b.campaign_id for b in entry.backups} == {meta.lineage.id}
    assert load_sheet(autosave_path(tmp_path, first.lineage.id), catalog).game.state.characters.keys() == {"wren"}


def test_checkpoints_are_listed_renamed_and_deleted(tmp_path: Path, catalog: Catalog) -> None:
    meta = _meta("Fen walk")
    assert meta.lineage is not None
    game = new_game(catalog, ["wren"], seed=4, undo=False)
    autosave(game, campaign_dir(tmp_path, meta.lineage.id), meta=meta)
    path = save_checkpoint(game, tmp_path, meta, "Before the Blind Stone")
    assert path.parent == campaign_dir(tmp_path, meta.lineage.id) / "checkpoints"
    (entry,) = list_campaigns(tmp_path)
    assert [c.checkpoint for c in entry.checkpoints] == ["Before the Blind Stone"]
    restored = load_sheet(path, catalog)
    assert restored.game.state == game.state
    assert restored.meta.lineage is not None and restored.meta.lineage.id == meta.lineage.id
    rename_checkpoint(path, "  At the  ford ")
    assert read_slot_metadata(path).checkpoint == "At the ford"
    assert load_sheet(path, catalog).game.state == game.state, "renaming changes only the name"
    with pytest.raises(ValueError, match="needs a name"):
        rename_checkpoint(path, "   ")
    with pytest.raises(SaveError, match="is not a checkpoint"):
        delete_checkpoint(autosave_path(tmp_path, meta.lineage.id))
    delete_checkpoint(path)
    assert not path.exists()
    (entry,) = list_campaigns(tmp_path)
    assert entry.checkpoints == ()


def test_continue_opens_the_most_recently_played_campaign(tmp_path: Path, catalog: Catalog) -> None:
    older, newer = _meta("Older"), _meta("Newer")
    game = new_game(catalog, ["wren"], seed=5, undo=False)
    for meta, hour in ((newer, 10), (older, 9)):
        assert meta.lineage is not None
        path = autosave_path(tmp_path, meta.lineage.id)
        path.parent.mkdir(parents=True)
        write_atomic(path, dumps(game, saved_at=dt.datetime(2026, 12, 1, hour, tzinfo=dt.UTC), meta=meta))
    found = latest_campaign_save(tmp_path)
    assert found is not None
    assert found[0].name == "Newer"
    assert newer.lineage is not None and found[1].campaign_id == newer.lineage.id
    assert [e.name for e in list_campaigns(tmp_path)] == ["Newer", "Older"]


def test_a_legacy_sheet_without_identity_is_its_own_campaign(tmp_path: Path, catalog: Catalog) -> None:
    game = new_game(catalog, ["wren"], seed=6, undo=False)
    save_game(game, tmp_path / "autosave.toml")
    save_game(game, tmp_path / "autosave.toml")
    (tmp_path / "broken.toml").write_text("not a save", encoding="utf-8")
    entries = list_campaigns(tmp_path)
    legacy = next(e for e in entries if e.latest is not None)
    assert legacy.key.startswith("file:")
    assert legacy.name == "Wren of the Fen"
    assert len(legacy.backups) == 1
    damaged = next(e for e in entries if e.latest is None)
    assert damaged.name == "A damaged save" and damaged.saves[0].error
