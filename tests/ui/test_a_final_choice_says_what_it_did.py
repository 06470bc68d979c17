"""Decided here (newcomer report 018, 038, 060, 142, 258): an option shows before the choice how it moves the
tracks ("Also: gain 1 Terror", beside "Costs 1 Energy"), and a final choice that changes nothing says so
under "Exploration ends" instead of leaving the box bare."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import click

from grail_desktop.app.journal_view import option_price, option_views
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.state import Exploration
from grail_desktop.ui.table import TableScreen

CATALOG = load_campaign("ynys-wen")


def _table(qtbot: QtBot) -> TableScreen:
    table = TableScreen(GameSession.start(CATALOG, ["ceri"], seed=11))
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def test_a_final_choice_without_effects_says_nothing_changed(app: QApplication, qtbot: QtBot) -> None:
    table = _table(qtbot)
    click(qtbot, table.action_panel.buttons["explore"])
    leave = next(b for b in table.journal.option_buttons if "Leave the village to its waiting" in b.text())
    click(qtbot, leave)
    assert table.session.game.state.exploration is None
    text = table.journal.text.toPlainText()
    assert "You chose: “Leave the village to its waiting.”" in text
    assert "Nothing else comes of it: your tracks, resources and Statuses stay as they were." in text


def test_an_option_that_moves_a_track_says_so_on_its_button(app: QApplication, qtbot: QtBot) -> None:
    table = _table(qtbot)
    section = next(s for s in CATALOG.journal.values() if any(o.text.startswith("Help him count") for o in s.options))
    table.session.game.state.exploration = Exploration(character="ceri", party=[], section=section.id)
    views = option_views(table.session.game, CATALOG, [])
    view = next(v for v in views if v.text.startswith("Help him count"))
    assert (view.costs, view.moves) == option_price(section.options[view.number - 1], CATALOG)
    button = table.journal._option_button(view, view.number)
    assert "Costs 1 Energy" in button.description() and "Also: gain 1 Terror" in button.description()
    assert "Also: gain 1 Terror" in button.toolTip()
