"""Every interactive element on every screen has a name a screen reader can say, and it fits (issue 28).

The names are the ones Qt's accessibility bridge hands to a reader (``QAccessibleInterface.text(Name)``), not the
widgets' properties. A button's name must carry the words it shows (two board buttons were named for something
else); a field's name must say what it holds (the wizard's were read as "Seats", "Maelon Harrow", "Amber"). The
painted scenes are read through their mirrors (ui/scene_access.py): every item a player can look at or act on
has a row with a name in words, and the mirror's model passes qtmodeltester.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QScrollBar,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.dialogs import SettingsDialog
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard
from grail_desktop.ui.scene_access import SceneMirror, item_words
from grail_desktop.ui.table import TableScreen
from grail_desktop.ui.widgets import WrapButton

INTERACTIVE = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractSpinBox,
    QAbstractSlider,
    QAbstractItemView,
    QGraphicsView,
    QTabBar,
)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))
    save_preferences(Preferences(animation_speed=0, reveals=False, confirm_pass=False))


def reader_name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name).strip() if face is not None else ""


def reader_label(widget: QWidget) -> str:
    """The name of the label a reader says with ``widget`` (the "labelled by" relation: a buddy or form label).
    On Linux a combo box's own name is its current text, so its label must come this way."""
    face = QAccessible.queryAccessibleInterface(widget)
    if face is None:
        return ""
    for other, _relation in face.relations(QAccessible.RelationFlag.Label):
        text = other.text(QAccessible.Text.Name).strip()
        if text:
            return text
    return ""


def words(text: str) -> str:
    """Visible words without mnemonics, key hints ("(Enter)", "(R)") or marks, lower case."""
    text = text.replace("&", "")
    text = re.sub(r"\((?:Enter|Esc|R|Ctrl\+\w+)\)", "", text)
    text = re.sub(r"[^\w\s'’,.:;-]", " ", text)
    return " ".join(text.lower().split())


def problems_on(root: QWidget) -> list[str]:
    """Every shown interactive widget under ``root`` without a fitting name."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, INTERACTIVE) or isinstance(widget, QScrollBar) or not widget.isVisible():
            continue
        if isinstance(widget.parentWidget(), QAbstractSpinBox | QComboBox):
            continue  # a spin box's or combo box's own inner field: the box itself is named and checked
        name = reader_name(widget)
        label = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, QComboBox | QLineEdit | QAbstractSpinBox) and not (
            reader_label(widget) or widget.accessibleName()
        ):
            found.append(f"{label}: a field without a label (read as {name!r} alone)")
            continue
        if isinstance(widget, QComboBox) and not reader_label(widget):
            found.append(f"{label}: a combo box without a label (read as its value {name!r} alone)")
            continue
        if not name:
            found.append(f"{label}: no name")
            continue
        shown = widget.label_text() if isinstance(widget, WrapButton) else getattr(widget, "text", lambda: "")()
        if isinstance(widget, QAbstractButton) and shown and words(shown):
            visible, said = words(shown), words(name)
            start = visible[: min(len(visible), 14)]
            if start not in said and said not in visible:
                found.append(f"{label}: shows {shown!r} but is named {name!r}")
    return found


def open_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def table_for(qtbot: QtBot, window: MainWindow, characters: list[str], seed: int) -> TableScreen:
    session = GameSession.start(load_campaign("ynys-wen"), characters, seed)
    if len(characters) > 1:
        session.set_seating(characters, ["Ann", "Bryn"][: len(characters)], [])
    window.open_session(session)
    assert window.table is not None
    window.table.reveals = False
    window.table.confirm_pass = False
    QApplication.processEvents()
    return window.table


def mirror_problems(mirror: SceneMirror) -> list[str]:
    """Items with words that have no row, and rows without a name."""
    mirror.rebuild()
    rows = mirror.rows()
    found = [f"row {i} has no name" for i, (name, _d) in enumerate(rows) if not name.strip()]
    wanted = [i for i in mirror.items_in_order() if item_words(i) is not None]
    if len(wanted) != len(rows):
        found.append(f"{len(wanted)} items to read, {len(rows)} rows")
    return found


def test_the_start_screen_settings_and_wizard_name_everything(app: QApplication, qtbot: QtBot) -> None:
    window = open_window(qtbot)
    assert problems_on(window) == []
    settings = SettingsDialog(Preferences(), window)
    settings.show()
    assert problems_on(settings) == []
    settings.close()
    wizard = NewCampaignWizard(window)
    wizard.show()
    QApplication.processEvents()
    assert reader_name(wizard.pack_page.list) == "Campaign packs"
    assert problems_on(wizard) == []
    wizard.next()
    party = wizard.party_page
    party.count.setValue(2)
    QApplication.processEvents()
    assert problems_on(wizard) == []
    assert reader_name(party.seed) == "Seed (optional)"
    assert reader_name(party.name_edits[1]) == "Seat 2: player's name"
    # a combo box is read as its value with its label (Qt on Linux): "Seat 1: character, Maelon Harrow"
    assert reader_label(party.character_boxes[0]) == "Seat 1: character"
    assert reader_label(party.colour_boxes[1]) == "Seat 2: player colour"
    order = [party.count]
    widget: QWidget = party.count
    for _ in range(7):
        widget = widget.nextInFocusChain()
        while (
            widget.focusPolicy() == widget.focusPolicy().NoFocus
            or not widget.isVisible()
            or isinstance(widget.parentWidget(), QAbstractSpinBox)  # the spin box's own field
        ):
            widget = widget.nextInFocusChain()
        order.append(widget)
    seats = [w for trio in zip(party.name_edits, party.character_boxes, party.colour_boxes, strict=True) for w in trio]
    assert order == [party.count, *seats, party.seed], "Tab: players, each seat, then the seed"
    wizard.next()
    QApplication.processEvents()
    assert problems_on(wizard) == []
    wizard.reject()


def test_the_table_the_journal_and_the_map_name_everything(app: QApplication, qtbot: QtBot) -> None:
    window = open_window(qtbot)
    table = table_for(qtbot, window, ["ceri", "maelon"], 4)
    assert problems_on(window) == []
    assert mirror_problems(table.map_mirror) == []
    names = [name for name, _d in table.map_mirror.rows()]
    assert any(n.startswith("Tref Eithin") for n in names), names  # places by their names, no numbers (nc12)
    assert not any(re.search(r"\blocation \d", n, re.IGNORECASE) for n in names), names
    assert any("you can travel here" in n for n in names), "the travel targets say so"
    assert any("pawn" in n for n in names), "the pawns are read"
    tray_tracks = [w for w in table.trays.findChildren(QWidget) if w.accessibleName().endswith(" track")]
    assert tray_tracks and all(
        re.fullmatch(r"(Energy|Health|Terror) \d+ of \d+; .+", w.accessibleDescription()) for w in tray_tracks
    ), [w.accessibleDescription() for w in tray_tracks]
    energy = next(w for w in tray_tracks if w.accessibleName() == "Energy track")
    assert "Exhausted at 1 or less" in energy.accessibleDescription()
    assert table.session.submit("explore")
    QApplication.processEvents()
    assert table.stage.mode == "journal"
    assert problems_on(window) == []


def test_the_encounter_board_names_everything(app: QApplication, qtbot: QtBot, qtmodeltester: object) -> None:
    window = open_window(qtbot)
    table = table_for(qtbot, window, ["maelon"], 3)
    game = table.session.game
    game.start_fight(["maelon"], ["gorse-boar"], "test", game.state.characters["maelon"].location)
    table.refresh()
    QApplication.processEvents()
    assert table.stage.mode == "encounter"
    assert problems_on(window) == []
    board = table.encounter_board
    roll = board.buttons["roll"]
    assert reader_name(roll) == "Roll" and roll.accessibleDescription(), "the name is what the button shows"
    mirror = board.mirror
    assert isinstance(mirror, SceneMirror)
    assert mirror_problems(mirror) == []
    names = [name for name, _d in mirror.rows()]
    assert any(re.search(r"enemy: Health \d+ of \d+; dial colour \w+", n) for n in names), names
    assert any(n.startswith("1. ") for n in names), "the hand's cards, by their number"
    qtmodeltester.check(mirror.model())  # type: ignore[attr-defined]
    # Enter on a row does what a click does: the first hand card is selected
    row = next(i for i, n in enumerate(names) if n.startswith("1. "))
    mirror.setFocus()
    mirror.setCurrentIndex(mirror.model().index(row, 0))
    qtbot.keyClick(mirror, "\r")
    QApplication.processEvents()
    assert board.scene.selected_card == board.scene.hand[0].face.id
