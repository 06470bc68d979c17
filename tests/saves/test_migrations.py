"""Migrations run on the raw table before structuring; a newer version is refused (architecture.md "Data out")."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.state import GameState
from grail_desktop.saves import END_MARKER, SaveError, dumps, load_game, load_state, read_slot_metadata, save_game
from grail_desktop.saves.migrations import MIGRATIONS, VERSION, migrate


def _as_version_0(text: str) -> str:
    """Write the sheet the way version 0 did: ``campaign_version``, ``[[hero]]``, a top-level ``seed_state``."""
    table = tomllib.loads(text)
    old: dict[str, object] = {}
    for key, value in table.items():
        if key == "version":
            old["version"] = 0
        elif key == "pack_version":
            old["campaign_version"] = value
            old["seed_state"] = table["rng"]["state"]
        elif key == "character":
            old["hero"] = value
        elif key != "rng":
            old[key] = value
    return tomli_w.dumps(old) + END_MARKER + "\n"


def test_version_0_sheet_migrates_to_the_same_game(state: GameState, catalog: Catalog, text: str) -> None:
    old_text = _as_version_0(text)
    assert "[[hero]]" in old_text
    assert "campaign_version" in old_text
    assert "pack_version" not in old_text
    loaded, _ = load_state(old_text, catalog, name="old.toml")
    assert loaded == state


def test_every_version_below_the_current_one_has_a_migration() -> None:
    assert sorted(MIGRATIONS) == list(range(VERSION))


def test_newer_version_is_refused_with_a_message_that_says_so(text: str, catalog: Catalog) -> None:
    newer = text.replace(f"version = {VERSION}\n", f"version = {VERSION + 1}\n", 1)
    with pytest.raises(SaveError) as caught:
        load_state(newer, catalog, name="future.toml")
    assert str(caught.value) == (
        f"future.toml: version: is {VERSION + 1}, newer than this build of Grail Desktop understands "
        f"(up to {VERSION}); update the application to open it"
    )


def test_format_and_version_are_required() -> None:
    with pytest.raises(SaveError, match=r"^s\.toml: format: missing; a save sheet starts with format = "):
        migrate({"version": 1}, "s.toml")
    with pytest.raises(SaveError, match=r"^s\.toml: format: is 'chess', not \"grail-desktop-save\""):
        migrate({"format": "chess", "version": 1}, "s.toml")
    with pytest.raises(SaveError, match=r"^s\.toml: version: missing$"):
        migrate({"format": "grail-desktop-save"}, "s.toml")
    with pytest.raises(SaveError, match=r"^s\.toml: version: -1 is not a known save version$"):
        migrate({"format": "grail-desktop-save", "version": -1}, "s.toml")


CORPUS = Path(__file__).parent / "corpus"


def test_shipped_version_0_file_loads_lists_and_saves_as_version_1(catalog: Catalog, tmp_path: Path) -> None:
    """A real sheet written in the version 0 layout (tests/saves/corpus/v0-solo.toml) is migrated on load."""
    old = CORPUS / "v0-solo.toml"
    before = old.read_bytes()
    info = read_slot_metadata(old)
    assert (info.version, info.pack_version, info.day, info.characters) == (VERSION, "0.3.0", 1, ("Wren of the Fen",))
    game = load_game(old, catalog)
    wren = game.state.characters["wren"]
    assert game.state.setup.seed == 21
    assert game.state.rng.state == 0xA83E5B6004443DCF
    assert wren.combat_deck[0] == "wren-c09"
    assert old.read_bytes() == before, "migrating reads only; the old file stays as it was"
    new_text = dumps(game)
    assert tomllib.loads(new_text)["version"] == VERSION
    assert load_game(save_game(game, tmp_path / "new.toml"), catalog).state == game.state
    assert game.legal_actions(), "the migrated game plays on"
