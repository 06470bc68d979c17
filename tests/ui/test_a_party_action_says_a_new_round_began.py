"""After a Party action of every character the round is over at once (rules-decisions.md "Parties": joining a
Party action is that character's Action for the round), so the first character acts again: the status bar says
so (issue 11 newcomer, shot-87/88: Maelon was still to act with no word that a round had passed)."""

from __future__ import annotations

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


def test_a_party_travel_of_both_characters_says_a_new_round_began(app: QApplication, qtbot: QtBot) -> None:
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon", "ceri"], 5, difficulty="normal")
    said: list[str] = []
    session.round_started.connect(said.append)
    assert session.submit("travel 102 with ceri")
    _play_until_someone_acts(session)
    assert said == ["A new round: Maelon Harrow acts."]


def test_one_character_acting_in_turn_says_nothing_until_the_round_is_over(app: QApplication, qtbot: QtBot) -> None:
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon", "ceri"], 5, difficulty="normal")
    said: list[str] = []
    session.round_started.connect(said.append)
    assert session.submit("travel 102")
    _play_until_someone_acts(session)
    assert said == [], "Ceri Halen still has her Action this round"
    assert session.game.name(session.game.current_actor() or "") == "Ceri Halen"
