"""Text play keeps campaigns too (issue 17): `checkpoint NAME` marks a checkpoint beside the campaign,
`checkpoints` lists them with the `play --load` line that restores each, and saves carry the campaign's id."""

from __future__ import annotations

import argparse
import io
import re
from pathlib import Path

from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play
from grail_desktop.saves import load_sheet, read_slot_metadata


def test_checkpoint_list_and_restore(_isolated_home: Path) -> None:
    catalog = load_campaign("ynys-wen")
    game = play.new_game(catalog, ["maelon"], seed=3)
    saver = play.Saver()
    out = io.StringIO()
    lines = ["checkpoint", "checkpoint Before the  Blind Stone", str(game.legal_actions()[0]), "checkpoints"]
    play.session(game, lines, out, listing=False, saver=saver, final=False)
    text = out.getvalue()
    assert "a checkpoint needs a name" in text
    assert "checkpoint “Before the Blind Stone” marked" in text
    assert "Checkpoints of Maelon Harrow, newest first:" in text
    assert re.search(r"1\. Before the Blind Stone — Day 1, .+, (today|yesterday) \d\d:\d\d\n", text), text
    found = re.findall(r"restore: grail-desktop play --load (\S+)", text)
    assert len(found) == 1
    path = Path(found[0])
    assert read_slot_metadata(path).checkpoint == "Before the Blind Stone"
    # restoring: `play --load` of the checkpoint goes on in the same campaign, and `save` does not overwrite it
    restorer = play.Saver(path=path)
    restored = play._setup(argparse.Namespace(load=path), restorer)
    assert restored is not None
    assert restored.state == load_sheet(path).game.state
    assert restored.state.action_log == [], "the checkpoint was marked before the action"
    assert restorer.meta is not None and saver.meta is not None
    assert restorer.meta.lineage == saver.meta.lineage
    assert restorer.path is None
    said = restorer.save(restored)
    assert "text-play.toml" in said
    info = read_slot_metadata(_isolated_home / "saves" / "text-play.toml")
    assert saver.meta.lineage is not None and info.campaign_id == saver.meta.lineage.id
    assert info.checkpoint == ""


def test_no_checkpoint_in_an_encounter(_isolated_home: Path) -> None:
    sheet = load_sheet(Path(__file__).parents[1] / "saves" / "released" / "ynys-wen-0.3.0-encounter.toml")
    out = io.StringIO()
    play.session(sheet.game, ["checkpoint Mid-fight"], out, listing=False, saver=play.Saver(), final=False)
    assert "cannot mark a checkpoint during an encounter" in out.getvalue()
    assert not (_isolated_home / "saves" / "campaigns").exists()
