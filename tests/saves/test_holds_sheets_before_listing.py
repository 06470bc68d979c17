"""``saves.files.holds_sheets``: the start screen's first question, whether anything is saved at all, answered
without the save listings (issue 25). Whenever a listing would find a sheet (or a damaged one), it says yes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from grail_desktop.saves.files import holds_sheets


def test_a_missing_or_empty_saves_folder_holds_nothing(tmp_path: Path) -> None:
    assert not holds_sheets(tmp_path / "missing")
    (tmp_path / "campaigns" / "c-1" / "checkpoints").mkdir(parents=True)
    (tmp_path / "matches" / "m-1").mkdir(parents=True)
    (tmp_path / "notes.txt").write_text("no sheet", encoding="utf-8")
    assert not holds_sheets(tmp_path)


@pytest.mark.parametrize(
    "where",
    [
        "slot.toml",
        "slot.toml.2",
        "campaigns/c-1/autosave.toml",
        "campaigns/c-1/checkpoints/before-the-fen.toml",
        "matches/m-1/match.toml",
        "riven-veil/match.toml",
    ],
)
def test_every_place_a_listing_looks_in_counts(tmp_path: Path, where: str) -> None:
    path = tmp_path / where
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not even valid", encoding="utf-8")  # a damaged sheet is listed too, so it counts
    assert holds_sheets(tmp_path)


def test_hidden_files_and_links_are_passed_over_as_the_listings_do(tmp_path: Path) -> None:
    (tmp_path / ".slot.toml").write_text("", encoding="utf-8")
    elsewhere = tmp_path.parent / f"{tmp_path.name}-elsewhere"
    elsewhere.mkdir()
    (elsewhere / "slot.toml").write_text("", encoding="utf-8")
    os.symlink(elsewhere, tmp_path / "campaigns")
    assert not holds_sheets(tmp_path)
