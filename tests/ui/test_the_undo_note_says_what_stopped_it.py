"""Newcomer 11: "Undo stops here: the last step drew a card, rolled a die, read the journal or passed." left the
player to guess which. The note names the one the last step did (README "Undo"; docs/rules.md "Chronicler
corrections and undo": never past a journal section read, a card drawn, a die rolled; S1 "Pass")."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def test_the_undo_note_names_the_reading_and_the_pass(app: QApplication) -> None:
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4)
    assert session.submit("explore")
    assert not session.can_undo()
    assert session.undo_note() == (
        "Undo stops here: the last step read the journal, and what it told cannot be unread."
    )
    for _ in range(40):  # read on to the end of the section, then pass
        if session.game.state.exploration is None:
            break
        legal = session.legal_actions()
        assert legal
        assert session.submit(legal[0])
    assert session.submit("pass"), session.legal_actions()
    assert session.undo_note() == "Undo stops here: the last step passed, which cannot be taken back."
