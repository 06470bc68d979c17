"""Saves written by every released version of the bundled pack load on the current one (issue 17).

The files in tests/saves/released/ were written by the code and pack of each release
(tools/make_released_save.py). A content change that orphans them must add a step to the pack's
migrations.toml (docs/content-format.md "Migrations").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog
from grail_desktop.saves import dumps, load_sheet, loads

RELEASED = Path(__file__).parent / "released"
FILES = sorted(RELEASED.glob("*.toml"))


@pytest.fixture(scope="module")
def ynys_wen() -> Catalog:
    return load_campaign("ynys-wen")


def test_the_corpus_holds_the_current_release() -> None:
    assert any(p.name.startswith("ynys-wen-0.3.0-") for p in FILES)
    assert {p.name.split("-")[2] for p in FILES} >= {"0.1.0", "0.2.0", "0.3.0"}


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_a_released_save_loads_and_plays_on(path: Path, ynys_wen: Catalog) -> None:
    before = path.read_bytes()
    sheet = load_sheet(path, ynys_wen)
    game = sheet.game
    assert game.catalog.campaign.version == ynys_wen.campaign.version
    assert game.legal_actions(), "the carried-over game offers a legal action"
    saved_version = path.name.split("-")[2]
    if saved_version != ynys_wen.campaign.version:
        assert sheet.notes, "the player is told what the update changed"
    else:
        assert sheet.notes == ()
    # it plays on: the first legal action applies, and the game saves and loads again on the current pack
    game.apply(str(game.legal_actions()[0]))
    again = loads(dumps(game), ynys_wen)
    assert again.state == game.state
    assert path.read_bytes() == before, "loading writes nothing"


def test_the_0_1_0_bell_rope_status_becomes_the_item(ynys_wen: Catalog) -> None:
    """0.1.0 marked the Status bell-rope-taken; 0.2.0 made Heledd's Bell-Rope an Item (migrations.toml)."""
    path = RELEASED / "ynys-wen-0.1.0-day4.toml"
    assert "bell-rope-taken" in path.read_text(encoding="utf-8")
    sheet = load_sheet(path, ynys_wen)
    state = sheet.game.state
    assert "bell-rope-taken" not in state.statuses
    holders = [c.id for c in state.characters.values() if "heledds-bell-rope" in c.items]
    assert holders == [state.order[0]]
    assert any("Heledd's Bell-Rope" in note for note in sheet.notes)
