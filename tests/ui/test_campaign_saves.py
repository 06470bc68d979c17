"""Campaigns keep their own saves (issue 17): two campaigns side by side keep separate autosave lineages,
Ctrl+N / Load / Quit ask before dropping unsaved progress, checkpoints are marked, listed, restored, renamed and
deleted from the Load list, seats travel in the sheet, and an old pack's save opens with what changed said."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QWizard
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from ui_testkit import all_rows, click

from grail_desktop.app.paths import saves_dir
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.saves import load_sheet
from grail_desktop.saves.lineages import autosave_path, list_campaigns
from grail_desktop.ui import dialogs
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard
from grail_desktop.ui.saves_dialog import KIND_ROLE, LoadDialog

REAL_ASK_SAVE_CHANGES = dialogs.ask_save_changes
RELEASED = Path(__file__).parents[1] / "saves" / "released"


@pytest.fixture
def window(app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    seeds = iter(range(31, 99))

    def drive_wizard(wizard: NewCampaignWizard) -> int:
        wizard.show()
        qtbot.waitExposed(wizard)
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
        wizard.party_page.seed.setText(str(next(seeds)))
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
        return int(wizard.result())

    monkeypatch.setattr(NewCampaignWizard, "exec", drive_wizard)
    return win


def answer_box(name: str, button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Answer the next modal message box called ``name`` by clicking ``button`` (as a player would)."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != name:
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, answer)


def _play_a_little(session: GameSession) -> None:
    legal = [a for a in session.legal_actions() if not a.startswith("pass")] or session.legal_actions()
    assert session.submit(legal[0])


def test_two_campaigns_keep_separate_lineages_through_ten_autosaves_each(window: MainWindow, qtbot: QtBot) -> None:
    """Before issue 17 one autosave slot was shared: starting a second campaign pushed the first one out."""
    click(qtbot, window.start_screen.buttons["new"])
    assert window.session is not None
    first = window.session
    first_id, first_seed = first.lineage.id, first.game.state.setup.seed
    window.new_action.trigger()  # Ctrl+N: nothing unsaved (the new campaign was autosaved at once)
    assert window.session is not first
    second = window.session
    second_id = second.lineage.id
    assert second_id != first_id
    for _ in range(10):
        for campaign_id in (first_id, second_id):
            assert window.load_path(autosave_path(saves_dir(), campaign_id))
            assert window.session is not None and window.session.lineage.id == campaign_id
            _play_a_little(window.session)
            assert "autosaved" in window.session.autosave()
    entries = {e.key: e for e in list_campaigns(saves_dir())}
    assert set(entries) == {first_id, second_id}
    for campaign_id in (first_id, second_id):
        entry = entries[campaign_id]
        assert entry.latest is not None and entry.latest.path == autosave_path(saves_dir(), campaign_id)
        assert len(entry.backups) == 5
        assert {b.campaign_id for b in entry.backups} == {campaign_id}, "no backup of the other campaign"
    assert load_sheet(autosave_path(saves_dir(), first_id)).game.state.setup.seed == first_seed
    # the Load list shows both campaigns by name, never a file name or an id
    dialog = LoadDialog(saves_dir(), window)
    qtbot.addWidget(dialog)
    ModelTester(qtbot).check(dialog.model)
    titles = [str(i.data()) for i in all_rows(dialog.model)]
    campaigns = [str(i.data()) for i in all_rows(dialog.model) if i.data(KIND_ROLE) == "campaign"]
    assert len(campaigns) == 2
    assert not [t for t in titles if ".toml" in t or first_id in t or second_id in t or re.search(r"c-[0-9a-f]{12}", t)]
    assert titles.count("Autosave") == 2


@pytest.mark.parametrize(
    ("button", "opens_wizard", "saves"),
    [
        (QMessageBox.StandardButton.Cancel, False, False),
        (QMessageBox.StandardButton.Discard, True, False),
        (QMessageBox.StandardButton.Save, True, True),
    ],
)
def test_ctrl_n_with_unsaved_progress_asks_first(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    button: QMessageBox.StandardButton,
    opens_wizard: bool,
    saves: bool,
) -> None:
    monkeypatch.setattr(dialogs, "ask_save_changes", REAL_ASK_SAVE_CHANGES)
    click(qtbot, window.start_screen.buttons["new"])
    session = window.session
    assert session is not None and not session.dirty
    _play_a_little(session)
    assert session.dirty
    seen: list[str] = []
    answer_box("saveChangesBox", button, seen)
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    window.new_action.trigger()  # what Ctrl+N does
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == ["Save the campaign before starting a new one?"]
    assert (window.session is not session) is opens_wizard
    assert session.campaign_save_path().is_file() is saves
    monkeypatch.setattr(dialogs, "ask_save_changes", lambda *_a, **_k: "discard")  # for the window's teardown


def test_load_and_quit_ask_too(window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(
        dialogs,
        "ask_save_changes",
        lambda _p, doing, _d="": asked.append(doing) or ("cancel" if len(asked) <= 2 else "discard"),
    )
    opened: list[bool] = []
    monkeypatch.setattr(LoadDialog, "exec", lambda _self: opened.append(True) or 0)
    click(qtbot, window.start_screen.buttons["new"])
    assert window.session is not None
    _play_a_little(window.session)
    window.open_action.trigger()
    assert asked == ["loading another"] and not opened, "Cancel keeps the campaign open, no Load list"
    assert not window.close(), "Cancel keeps the window open"
    assert asked == ["loading another", "quitting"]
    assert window.isVisible()


def test_checkpoints_are_marked_listed_restored_renamed_and_deleted(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = iter(["Before the Blind Stone", "At the ford"])
    monkeypatch.setattr(dialogs, "ask_name", lambda *_a, **_k: next(names))
    click(qtbot, window.start_screen.buttons["new"])
    session = window.session
    assert session is not None
    _play_a_little(session)
    marked_state = session.game.state
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)  # Mark a checkpoint
    assert "Before the Blind Stone" in window.statusBar().currentMessage()
    before = load_sheet(next((session.campaign_folder() / "checkpoints").glob("*.toml"))).game.state
    assert before == marked_state
    _play_a_little(session)
    _play_a_little(session)
    assert session.game.state != before

    dialog = LoadDialog(saves_dir(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    ModelTester(qtbot).check(dialog.model)
    rows = all_rows(dialog.model)
    (row,) = [i for i in rows if i.data(KIND_ROLE) == "checkpoint"]
    assert row.data() == "Checkpoint “Before the Blind Stone”"
    assert row.parent().data() == session.lineage.name, "listed under its campaign"
    dialog.tree.setCurrentIndex(row)
    assert dialog.open_button.text() == "Restore"
    assert dialog.rename_button.isEnabled() and dialog.delete_button.isEnabled()
    click(qtbot, dialog.rename_button)
    (row,) = [i for i in all_rows(dialog.model) if i.data(KIND_ROLE) == "checkpoint"]
    assert row.data() == "Checkpoint “At the ford”"
    checkpoint_path = dialog.current_path()
    assert checkpoint_path is not None

    # restore it through Load… (which asks first: the progress since is unsaved)
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "ask_save_changes", lambda _p, doing, _d="": asked.append(doing) or "discard")

    def pick_checkpoint(chooser: LoadDialog) -> int:
        assert chooser.select_path(checkpoint_path)
        chooser._open()
        return 1

    monkeypatch.setattr(LoadDialog, "exec", pick_checkpoint)
    window.open_action.trigger()
    assert asked == ["loading another"]
    assert window.session is not session and window.session is not None
    assert window.session.game.state == before, "the game is back at the checkpoint"
    assert window.session.lineage.id == session.lineage.id, "the campaign goes on in its own lineage"
    assert window.session.restored_from == "At the ford"
    assert "At the ford" in window.statusBar().currentMessage()

    # delete asks; Cancel keeps it, Delete removes it
    seen: list[str] = []
    dialog.reload(keep=str(checkpoint_path))
    assert dialog.current_kind() == "checkpoint"
    answer_box("deleteCheckpointBox", QMessageBox.StandardButton.Cancel, seen)
    click(qtbot, dialog.delete_button)
    assert checkpoint_path.is_file() and seen == ["Delete the checkpoint “At the ford”?"]
    answer_box("deleteCheckpointBox", QMessageBox.StandardButton.Yes, seen)
    click(qtbot, dialog.delete_button)
    assert not checkpoint_path.exists()
    assert not [i for i in all_rows(dialog.model) if i.data(KIND_ROLE) == "checkpoint"]


def test_no_checkpoint_during_an_encounter(window: MainWindow, tmp_path: Path) -> None:
    source = RELEASED / "ynys-wen-0.3.0-encounter.toml"
    copy = tmp_path / source.name
    shutil.copyfile(source, copy)
    assert window.load_path(copy)
    assert window.session is not None
    window.mark_checkpoint()
    assert "during an encounter" in window.statusBar().currentMessage()
    assert not (window.session.campaign_folder() / "checkpoints").exists()


def test_seats_travel_with_the_sheet(app: QApplication, tmp_path: Path) -> None:
    """Issue 17: player names and colours are in the save, not in this machine's settings."""
    catalog = load_campaign("ynys-wen")
    ids = sorted(catalog.characters)[:2]
    session = GameSession.start(catalog, ids, 7)
    session.set_seating(ids, ["Bea", "Dai"], ["#aa3322", "#3366aa"])
    path = session.save(tmp_path / "seats.toml")
    loaded = GameSession.load(path)
    assert loaded.players == {ids[0]: "Bea", ids[1]: "Dai"}
    assert loaded.colours == {ids[0]: "#aa3322", ids[1]: "#3366aa"}
    assert loaded.lineage == session.lineage


def test_an_old_pack_save_opens_and_says_what_changed(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    source = RELEASED / "ynys-wen-0.2.0-day4.toml"
    copy = tmp_path / source.name
    shutil.copyfile(source, copy)
    assert window.load_path(copy)
    box = window.findChild(QMessageBox, "packUpdateBox")
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "0.3.0" in box.informativeText()
    assert window.session is not None and window.session.legal_actions()
    box.close()


def test_continue_names_the_campaign_not_a_file(window: MainWindow, qtbot: QtBot) -> None:
    click(qtbot, window.start_screen.buttons["new"])
    assert window.session is not None
    name = window.session.lineage.name
    window.show_start_screen()
    info = window.start_screen.continue_info.text()
    assert info.startswith(name) and "Day 1" in info and "last played today" in info
    assert ".toml" not in info and window.session.lineage.id not in info
