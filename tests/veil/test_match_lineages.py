"""A Riven Veil match has a lineage like a campaign (issue 21 "Saves"; docs/saves.md "Campaigns and lineages"):
its own folder with an autosave at every Preparation round (numbered backups), a save and named checkpoints,
all carrying its ``[lineage]``; the Load list reads them from the headers."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from veil_testkit import game

from grail_desktop.cli.veil_play import TextTable
from grail_desktop.main import main
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.lineages import delete_checkpoint, rename_checkpoint
from grail_desktop.saves.veil import (
    autosave_match,
    latest_match_save,
    list_matches,
    load_match,
    new_lineage,
    read_match_header,
    save_match_checkpoint,
)


def _play(root: Path, lines: str, seed: int = 3) -> tuple[TextTable, str]:
    g = game(2, seed=seed)
    out = io.StringIO()
    table = TextTable(g, ["human", "greedy"], "quick", out, io.StringIO(lines), root=root)
    table.run()
    return table, out.getvalue()


def test_text_play_autosaves_every_round_with_backups_and_the_load_list_shows_it(tmp_path: Path) -> None:
    table, text = _play(tmp_path, "1\n" * 25 + "save\ncheckpoint Before the war\nquit\n")
    lineage = table.lineage
    assert lineage is not None and lineage.name == "The Hollow Court against The Tide Wardens"
    folder = tmp_path / "matches" / lineage.id
    assert (folder / "autosave.toml").is_file() and (folder / "autosave.toml.1").is_file()
    assert (folder / "save.toml").is_file() and "Checkpoint marked" in text
    assert "go on with: grail-desktop veil play --continue" in text
    [entry] = list_matches(tmp_path)
    assert entry.key == lineage.id and entry.name == lineage.name
    assert entry.latest is not None and entry.latest.path.name in ("autosave.toml", "save.toml")
    assert entry.latest.factions == ("The Hollow Court", "The Tide Wardens")
    assert entry.latest.seats == ("human", "greedy") and entry.latest.season >= 1
    assert [c.checkpoint for c in entry.checkpoints] == ["Before the war"]
    assert entry.backups and all(b.match_id == lineage.id for b in entry.backups)
    sheet = load_match(entry.checkpoints[0].path)
    assert sheet.lineage is not None and sheet.lineage.id == lineage.id
    assert sheet.game.state == table.game.state


def test_checkpoints_are_renamed_and_deleted_with_the_campaigns_functions(tmp_path: Path) -> None:
    g = game(2, seed=4)
    lineage = new_lineage(g, "Saltcrown rematch")
    path = save_match_checkpoint(g, ["human", "greedy"], tmp_path, lineage, "At the start")
    rename_checkpoint(path, "The very start")
    assert read_match_header(path).checkpoint == "The very start"
    assert load_match(path).game.state == g.state
    delete_checkpoint(path)
    assert not path.exists()
    with pytest.raises(ValueError):
        save_match_checkpoint(g, ["human", "greedy"], tmp_path, lineage, "   ")


def test_a_damaged_match_file_is_listed_and_hides_nothing(tmp_path: Path) -> None:
    g = game(2, seed=5)
    good = new_lineage(g)
    autosave_match(g, ["greedy", "greedy"], tmp_path, good)
    broken = tmp_path / "matches" / "m-000000000000"
    broken.mkdir(parents=True)
    (broken / "autosave.toml").write_text(
        'format = "grail-desktop-veil-match"\nversion = 2\n[slot]\nseason = "x"\n[setup]\n'
    )
    entries = {e.key: e for e in list_matches(tmp_path)}
    assert entries[good.id].latest is not None
    bad = entries["m-000000000000"]
    assert bad.latest is None and bad.saves[0].error is not None and "slot.season" in bad.saves[0].error
    found = latest_match_save(tmp_path)
    assert found is not None and found[0].key == good.id
    with pytest.raises(SaveError):
        read_match_header(broken / "autosave.toml")


def test_continue_goes_on_with_the_last_match(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\nquit\n"))
    assert main(["veil", "play", "--seats", "human,greedy", "--seed", "6", "--name", "Evening match"]) == 0
    [entry] = list_matches(tmp_path / "saves")
    assert entry.name == "Evening match" and entry.latest is not None
    before = load_match(entry.latest.path).game.log
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["veil", "play", "--continue"]) == 0
    [again] = list_matches(tmp_path / "saves")
    assert again.key == entry.key and load_match(again.latest.path).game.log == before  # type: ignore[union-attr]
