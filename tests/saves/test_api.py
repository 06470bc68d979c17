"""The public API: save_game / load_game / autosave with a Game, and loading the pack a save names
(issue 6 "Build")."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from save_fixtures import build_catalog

import grail_desktop.catalog
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.game import new_game
from grail_desktop.saves import (
    SaveError,
    autosave,
    dumps,
    list_slots,
    load_game,
    loads,
    save_game,
)
from grail_desktop.saves.files import backup_path


def test_save_then_load_gives_the_same_game(tmp_path: Path, catalog: Catalog) -> None:
    game = new_game(catalog, ["wren", "alder"], seed=5, undo=False)
    path = save_game(game, tmp_path / "slot1.toml")
    loaded = load_game(path, catalog)
    assert loaded.state == game.state
    assert loaded.catalog is catalog


def test_load_without_a_catalog_loads_the_pack_the_save_names(
    tmp_path: Path, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def fake_load_campaign(path_or_id: str, **options: object) -> Catalog:
        asked.append(path_or_id)
        assert options == {"write_cache": False}, "loading a save writes nothing, the catalog cache included"
        return catalog

    monkeypatch.setattr(grail_desktop.catalog, "load_campaign", fake_load_campaign)
    game = new_game(catalog, ["wren"], seed=5, undo=False)
    loaded = load_game(save_game(game, tmp_path / "slot1.toml"))
    assert asked == ["test-pack"], "the id from the sheet, never a path"
    assert loaded.state == game.state


def test_a_pack_that_cannot_be_loaded_is_reported_against_the_campaign_key(
    tmp_path: Path, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing(path_or_id: str, **_: object) -> Catalog:
        raise FileNotFoundError(f"no campaign pack '{path_or_id}'")

    monkeypatch.setattr(grail_desktop.catalog, "load_campaign", missing)
    text = dumps(new_game(catalog, ["wren"], seed=5, undo=False))
    with pytest.raises(SaveError) as caught:
        loads(text, name="slot1.toml")
    assert str(caught.value) == (
        "slot1.toml: campaign: cannot load campaign pack 'test-pack' (no campaign pack 'test-pack')"
    )


def test_a_newer_pack_version_is_reported(catalog: Catalog) -> None:
    text = dumps(new_game(catalog, ["wren"], seed=5, undo=False))
    with pytest.raises(SaveError, match=r"^s\.toml: pack_version: the save was made with version 0\.3\.0 "):
        loads(text, build_catalog(version="0.4.0"), name="s.toml")


def test_autosave_rotates_and_is_listed(tmp_path: Path, catalog: Catalog) -> None:
    """The app autosaves at every Start of the Day: each autosave pushes the previous one into a backup."""
    game = new_game(catalog, ["wren"], seed=8, undo=False)
    folder = tmp_path / "saves"
    days = []
    for _ in range(3):
        path = autosave(game, folder)
        days.append(game.state.day)
        game.state.day += 1  # stands in for a played day
    assert path == folder / "autosave.toml"
    assert tomllib.loads(path.read_text())["day"] == days[-1]
    assert tomllib.loads(backup_path(path, 1).read_text())["day"] == days[-2]
    assert [s.path.name for s in list_slots(folder)] == ["autosave.toml"]
    with pytest.raises(SaveError, match="not a path"):
        autosave(game, folder, name="../escape")


def test_loaded_game_keeps_playing(tmp_path: Path, catalog: Catalog) -> None:
    game = new_game(catalog, ["wren", "alder"], seed=11, undo=False)
    loaded = load_game(save_game(game, tmp_path / "a.toml"), catalog)
    first = loaded.legal_actions()[0]
    assert loaded.apply(first) == game.apply(first)


def test_a_game_that_cannot_be_written_leaves_the_previous_save(tmp_path: Path, catalog: Catalog) -> None:
    """Saving from a crash handler with a broken state gives a SaveError and keeps the last good file."""
    game = new_game(catalog, ["wren"], seed=8, undo=False)
    path = save_game(game, tmp_path / "crash.toml")
    good = path.read_bytes()
    game.state.characters["wren"].items = None  # type: ignore[assignment]  # a half-updated state
    game.state.order = [object()]  # type: ignore[list-item]
    with pytest.raises(SaveError, match=r"^crash\.toml: cannot save this game \("):
        save_game(game, path)
    assert path.read_bytes() == good
    assert not backup_path(path, 1).exists()


def test_the_chronicle_survives_a_save_and_a_load() -> None:
    """Nothing is lost: every event of the campaign, setup included, is kept in the sheet's [log]."""
    from grail_desktop.catalog import load_campaign
    from grail_desktop.engine import new_game
    from grail_desktop.engine.game import chronicle_event
    from grail_desktop.saves import dumps, loads

    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, characters=["maelon"], seed=5)
    assert any(e.startswith("EventRevealed") for e in game.state.chronicle), "Day 1 Event is chronicled"
    game.apply("explore")
    entries = list(game.state.chronicle)
    loaded = loads(dumps(game), catalog)
    assert loaded.state.chronicle == entries
    read = [chronicle_event(e) for e in entries if e.startswith("SectionRead[")]
    assert read and read[0].get("section") == "101"
    originals = [e for e in game.apply("choose 1").events]
    assert [chronicle_event(e) for e in game.state.chronicle[-len(originals) :]] == [
        e.__class__(e.kind, e.text, None, e.data) for e in originals
    ]
