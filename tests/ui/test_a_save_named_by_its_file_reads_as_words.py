"""A save file the player named or imported is titled by its campaign and day, never by its file name (issue 19;
ux.md "The table holds still": no file name as a title): ``ynys-wen-day3.toml`` reads "Ynys Wen — Day 3" in the
Load list, not "Ynys wen day3"; the app's own files keep their kind ("Autosave", "Save")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.words import save_title
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.saves import save_game
from grail_desktop.ui.saves_dialog import LoadDialog


def test_save_titles() -> None:
    assert save_title("ynys-wen-day3.toml") == "Ynys Wen — Day 3"
    assert save_title("whatever.toml", "ynys-wen", 5) == "Ynys Wen — Day 5"
    assert save_title("ynys-wen-day3.toml.2") == "Ynys Wen — Day 3 (backup 2)"
    assert save_title("autosave.toml") == "Autosave" and save_title("save.toml") == "Save"
    assert save_title("autosave.toml.1") == "Autosave (backup 1)"


def _titles(model: object, parent: QModelIndex | None = None) -> list[str]:
    parent = parent or QModelIndex()
    out: list[str] = []
    for row in range(model.rowCount(parent)):  # type: ignore[attr-defined]
        index = model.index(row, 0, parent)  # type: ignore[attr-defined]
        out.append(str(index.data()))
        out += _titles(model, index)
    return out


def test_the_load_list_titles_a_file_by_campaign_and_day(app: QApplication, qtbot: QtBot, tmp_path: Path) -> None:
    game = new_game(load_campaign("ynys-wen"), ["maelon"], seed=2)
    game.state.day = 3
    save_game(game, tmp_path / "ynys-wen-day3.toml")
    dialog = LoadDialog(tmp_path)
    qtbot.addWidget(dialog)
    titles = _titles(dialog.model)
    assert "Ynys Wen — Day 3" in titles, titles
    assert not any("day3" in t.lower() or "ynys wen day" in t.lower() for t in titles), titles
