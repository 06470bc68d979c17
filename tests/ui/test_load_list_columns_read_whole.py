"""The Load list at 1280×800 (issue 11 newcomer, shot-131): every column is wide enough to read, a campaign's
name is never "…", each sheet beneath it says what it is (save, autosave, checkpoint, backup), and the details
under the list give the campaign's seed (told there instead of when the campaign begins)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from ui_testkit import all_rows

from grail_desktop.app.paths import saves_dir
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.saves_dialog import COLUMNS, KIND_ROLE, LoadDialog


def test_load_list_columns_read_whole_and_sheets_say_their_kind(app: QApplication, qtbot: QtBot) -> None:
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["maelon", "ceri"], 1418730726, difficulty="normal")
    for _ in range(3):
        session.autosave()
        session.save()
    session.checkpoint("Before the ford")
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    dialog = LoadDialog(saves_dir(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(1240, 560)  # as it opens on a 1280×800 screen (the offscreen screen is smaller)
    qtbot.wait(50)  # the columns fit once the layout has settled
    ModelTester(qtbot).check(dialog.model)
    header = dialog.tree.header()
    for column in range(len(COLUMNS)):
        if COLUMNS[column] != "Characters":  # the one column that gives up room (its cells have tooltips)
            assert header.sectionSize(column) >= dialog.tree.sizeHintForColumn(column), COLUMNS[column]
    assert header.sectionSize(0) >= header.sectionSizeHint(0), "the header reads “Campaign”, not “Cam”"
    used = sum(header.sectionSize(c) for c in range(len(COLUMNS)))
    assert used <= dialog.tree.viewport().width(), "nothing runs off the right edge"
    titles = {str(i.data()): str(i.data(KIND_ROLE)) for i in all_rows(dialog.model)}
    assert titles["Autosave"] == "save" and titles["Save"] == "save"
    assert titles["Checkpoint “Before the ford”"] == "checkpoint"
    assert any(t.startswith("Backups (") for t in titles)
    assert any(t.startswith("Earlier save (") and k == "backup" for t, k in titles.items())
    dialog.tree.setCurrentIndex(dialog.model.index(0, 0))
    assert "Seed 1418730726" in dialog.summary.text()
    first_child = dialog.model.index(0, 0, dialog.model.index(0, 0))
    dialog.tree.setCurrentIndex(first_child)
    assert "Seed 1418730726" in dialog.summary.text()
