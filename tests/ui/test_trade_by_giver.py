"""Trades are made by the one who gives (rules-decisions.md "Parties"): in pass-and-play, when another
player's character gives, that player confirms before anything changes hands; No keeps everything."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.table import TableScreen
from grail_desktop.ui.trade_dialog import TradeDialog


def test_the_givers_player_confirms_a_trade(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=7)
    session.set_seating(["maelon", "ceri"], ("Ann", "Bea"), ("#c9a45a", "#6f9fb8"))
    table = TableScreen(session, confirm_pass=False)
    qtbot.addWidget(table)
    state = session.game.state
    assert session.game.current_actor() == "maelon"  # Ann has the mouse
    state.characters["ceri"].resources["food"] = 2
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]

    def question(_parent: object, title: str, text: str, *a: object, **k: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    results: list[bool] = []

    def run(dialog: TradeDialog) -> int:
        assert dialog.select("ceri", "maelon", "food")
        results.append(dialog.submit())  # Bea says no
        results.append(dialog.submit())  # Bea says yes
        return 0

    monkeypatch.setattr(TradeDialog, "exec", run)
    table.coop.open_trade("ceri", "maelon")
    assert results == [False, True]
    assert asked and "Ceri Halen" in asked[0] and "Bea" in asked[0]
    assert state.characters["ceri"].resources["food"] == 1
    # Ann's own character gives: no question
    asked.clear()
    state.characters["maelon"].resources["food"] = 1

    def own(dialog: TradeDialog) -> int:
        assert dialog.select("maelon", "ceri", "food")
        results.append(dialog.submit())
        return 0

    monkeypatch.setattr(TradeDialog, "exec", own)
    table.coop.open_trade("maelon", "ceri")
    assert results[-1] is True and asked == []
