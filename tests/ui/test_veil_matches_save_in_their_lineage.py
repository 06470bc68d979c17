"""Desk matches are saved through the lineage machinery (issue 22 "Saves and undo"; docs/riven-veil.md "A match's
lineage"): Ctrl+S writes the match's save and every round its autosave in ``matches/<id>/``, the start screen's
Continue and the Load list show the match under a readable title, resuming lands on the privacy screen of whoever
chooses next, and a match from the earlier desk's fixed slot (``riven-veil/match.toml``) still loads."""

from __future__ import annotations

import re
from collections.abc import Iterator

import tomli_w
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from ui_testkit import click
from veil_drive import desk_window, on_desk, step, visible_texts, when_modal
from veil_drive import seats as veil_seats

from grail_desktop.app.paths import saves_dir
from grail_desktop.app.veil.seating import Seat
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.saves.veil import list_matches, load_match, save_match
from grail_desktop.ui.saves_dialog import KIND_ROLE, LoadDialog
from grail_desktop.ui.veil.load_rows import match_rows
from grail_desktop.ui.veil.screen import VeilScreen


def _seats() -> list[Seat]:
    return veil_seats(["person", "person"])


def _rows(model: QStandardItemModel, parent: QModelIndex | None = None) -> Iterator[QStandardItem]:
    parent = parent or QModelIndex()
    for r in range(model.rowCount(parent)):
        index = model.index(r, 0, parent)
        item = model.itemFromIndex(index)
        yield item
        yield from _rows(model, index)


def test_ctrl_s_and_each_round_save_in_the_lineage_and_continue_resumes_behind_the_privacy_screen(
    app: QApplication, qtbot: QtBot
) -> None:
    win = desk_window(qtbot)
    seats = _seats()
    screen = on_desk(win, seats, 6)
    while not (screen.game.state.phase == "choose" and screen.game.state.sealed[0]):
        step(qtbot, screen)  # Bea and Cal keep Artifacts, land Lords, and Bea chooses her card in secret
    folder = saves_dir() / "matches" / screen.lineage.id
    assert (folder / "autosave.toml").is_file(), "the round's start was autosaved in the match's lineage"
    assert not (folder / "save.toml").exists()
    qtbot.keyClick(screen, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Ctrl+S
    saved = load_match(folder / "save.toml")
    assert saved.game.log == screen.game.log and saved.names == ("Bea", "Cal")
    assert saved.lineage is not None and saved.lineage.name == "Bea (The Hollow Court) against Cal (The Tide Wardens)"
    assert not (saves_dir() / "riven-veil").exists(), "no fixed slot any more"
    log = list(screen.game.log)
    win.close()

    again = desk_window(qtbot)
    button = again.start_screen.buttons["continue"]
    assert button.isEnabled()
    line = " ".join(visible_texts(again.start_screen))
    assert "The Riven Veil: Bea (The Hollow Court) against Cal (The Tide Wardens)" in line
    assert re.search(r"Season 1, round \d \(Preparation\) · last played today", line)
    click(qtbot, button)
    back = again.veil
    assert isinstance(back, VeilScreen) and back.lineage.id == screen.lineage.id
    assert back.game.log == log
    assert back.pages.currentWidget() is back.privacy and back.privacy.seat == 1 and "Cal" in back.privacy.title.text()
    assert [s.name for s in back.seats] == ["Bea", "Cal"]


def test_the_load_list_shows_matches_by_name_and_opens_one(app: QApplication, qtbot: QtBot) -> None:
    win = desk_window(qtbot)
    seats = _seats()
    screen = on_desk(win, seats, 2)
    for _ in range(6):
        step(qtbot, screen)
    assert screen.save_now()
    screen.autosave()
    win._leave_veil()
    [entry] = list_matches(saves_dir())

    dialog = LoadDialog(saves_dir(), win, match_rows)
    qtbot.addWidget(dialog)
    ModelTester(qtbot).check(dialog.model)
    items = list(_rows(dialog.model))
    titles = [str(i.data(Qt.ItemDataRole.DisplayRole)) for i in items]
    [head] = [i for i in items if i.data(KIND_ROLE) == "match"]
    assert head.text() == "The Riven Veil: Bea (The Hollow Court) against Cal (The Tide Wardens)"
    assert {"Save", "Autosave"} <= set(titles)
    assert not [t for t in titles if ".toml" in t or entry.key in t or re.search(r"m-[0-9a-f]{12}", t)]
    dialog.tree.setCurrentIndex(head.index())
    assert "Open goes on with The Riven Veil: Bea" in dialog.summary.text()
    assert dialog.open_button.isEnabled()

    def pick(shown: QWidget) -> None:
        assert isinstance(shown, LoadDialog)
        [first] = [i for i in _rows(shown.model) if i.data(KIND_ROLE) == "match"]
        shown.tree.setCurrentIndex(first.index())
        click(qtbot, shown.open_button)

    when_modal(LoadDialog, pick)
    win.open_action.trigger()
    opened = win.veil
    assert isinstance(opened, VeilScreen) and opened.lineage.id == entry.key
    assert opened.game.log == screen.game.log
    assert opened.pages.currentWidget() is opened.privacy


def test_a_match_from_the_earlier_fixed_slot_still_loads_and_goes_on_in_a_lineage(
    app: QApplication, qtbot: QtBot
) -> None:
    pack = load_veil_pack("saltcrown")
    game = VeilGame(pack, ["hollow-court", "tide-wardens"], Mode(), 8)
    for _ in range(3):
        game.apply(game.legal_actions(game.to_act()[0])[0])
    old = saves_dir() / "riven-veil" / "match.toml"
    old.parent.mkdir(parents=True)
    save_match(old, game, ["human", "greedy"])  # the earlier desk wrote no lineage and kept names beside
    desk = {"seat": [{"name": "Bea", "colour": "#5c9a4a"}, {"name": "", "colour": ""}]}
    old.with_name("match.desk.toml").write_text(tomli_w.dumps(desk), encoding="utf-8")
    before = old.read_bytes()

    win = desk_window(qtbot)
    assert win.start_screen.buttons["continue"].isEnabled()
    assert "The Riven Veil: The Hollow Court against The Tide Wardens" in " ".join(visible_texts(win.start_screen))
    click(qtbot, win.start_screen.buttons["continue"])
    screen = win.veil
    assert isinstance(screen, VeilScreen) and screen.game.log == game.log
    assert [(s.name, s.colour, s.kind) for s in screen.seats] == [
        ("Bea", "#5c9a4a", "person"),
        ("The Tide Wardens", "#3f7fbf", "greedy"),
    ]
    screen.autosave()
    [entry] = list_matches(saves_dir())
    assert entry.key == screen.lineage.id and entry.latest is not None
    assert load_match(entry.latest.path).names == ("Bea", "The Tide Wardens")
    assert old.read_bytes() == before, "the old file is left as it was"
