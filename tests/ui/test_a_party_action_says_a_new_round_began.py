"""After a Party action of every character the round is over at once (rules-decisions.md "Parties": joining a
Party action is that character's Action for the round), so the first character acts again: the status bar says
so (issue 11 newcomer, shot-87/88: Maelon was still to act with no word that a round had passed)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign


def _play_until_someone_acts(session: GameSession) -> None:
    """Answer whatever the action opened (a journal, an encounter) until a character is to act again."""
    for _ in range(60):
        if session.game.current_actor() is not None and not session.game.state.work:
            legal = session.legal_actions()
            if any(a.startswith("travel") for a in legal):
                return
        legal = session.legal_actions()
        assert legal
        assert session.submit(legal[0])


@pytest.mark.parametrize(
    ("action", "heard"),
    [
        ("travel 102 with ceri", ["A new round: Maelon Harrow acts."]),
        ("travel 102", []),  # Ceri Halen still has her Action this round: nothing to say yet
    ],
)
def test_a_round_ended_by_a_party_of_everyone_is_said(
    app: QApplication, qtbot: QtBot, action: str, heard: list[str]
) -> None:
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon", "ceri"], 5, difficulty="normal")
    said: list[str] = []
    session.round_started.connect(said.append)
    assert session.submit(action)
    _play_until_someone_acts(session)
    assert said == heard
    assert session.game.name(session.game.current_actor() or "") == ("Maelon Harrow" if heard else "Ceri Halen")
