"""The desktop asks before an activation lowers a lit Menhir's dial (rules-decisions.md "Menhirs": leftover
days are lost; issue 20): a small confirm where the action is submitted; No keeps the dial."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.state import MenhirState
from grail_desktop.ui import dialogs
from grail_desktop.ui.table import TableScreen


def test_lowering_a_lit_dial_asks_first(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["ceri"], seed=3)
    game = session.game
    here = game.state.characters["ceri"].location
    menhir = catalog.locations[here].menhir
    assert menhir is not None  # the start location has a Menhir
    game.state.menhirs[str(here)] = MenhirState(here, menhir.dial + 3)
    game.state.characters["ceri"].resources.update(magic=9, reputation=9, wealth=9, food=9)
    table = TableScreen(session, confirm_pass=False)
    qtbot.addWidget(table)
    asked: list[str] = []

    def answer(agree: bool):  # type: ignore[no-untyped-def]
        def ask(_parent: object, title: str, text: str, *a: object, **k: object) -> bool:
            asked.append(f"{title}: {text}")
            return agree

        return ask

    monkeypatch.setattr(dialogs, "ask", answer(False))
    table.submit("activate-menhir")
    assert asked and "thrown away" in asked[0]
    assert game.state.menhirs[str(here)].dial == menhir.dial + 3
    monkeypatch.setattr(dialogs, "ask", answer(True))
    table.submit("activate-menhir")
    assert game.state.menhirs[str(here)].dial == menhir.dial
