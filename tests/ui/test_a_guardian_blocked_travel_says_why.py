"""A Travel a Guardian blocks says why in words (issue 18: "a Guardian-blocked Travel was not reproduced").

From the rules (docs/rules.md "Arrival order", rules-decisions.md "Guardians"; S0 "Guardians"): arriving on a card
with two Guardians, the player first chooses which one to face; until then no Travel is possible. The choice is
offered by the Guardians' names (never an id), and a pawn dropped on a connected card says the engine's reason (a
Guardian to face first), not that only connected cards can be reached."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import solo_table

from grail_desktop.engine import mapgrid
from grail_desktop.engine.state import GuardianState


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def test_a_pawn_held_by_two_guardians_is_told_why_it_cannot_travel(app: QApplication, qtbot: QtBot) -> None:
    window, session = solo_table(qtbot)
    table = window.table
    assert table is not None
    game = session.game
    boar, hound = "gorse-boar", "starved-hound"
    assert {boar, hound} <= set(game.catalog.enemies)
    game.state.guardians += [GuardianState(boar, 102), GuardianState(hound, 102)]
    assert session.submit("travel 102")  # Blackyew Hollow, where both stand
    QApplication.processEvents()
    assert [p.kind for p in game.state.pending] == ["guardian"]
    assert not [n for n in session.legal_actions() if n.startswith("travel ")], "no Travel until a Guardian is faced"
    # the choice, by the Guardians' names
    panel = table.action_panel
    for enemy in (boar, hound):
        button = panel.buttons[f"guardian {enemy}"]
        words = button.label_text()
        assert button.isEnabled() and game.catalog.enemies[enemy].name in words, words
        assert boar not in words and hound not in words, "no id on a button"
    assert game.state.characters["maelon"].location == 102
    # back to Tref Eithin (101, connected) by dragging the pawn: the reason is the Guardian, in words
    said: list[str] = []
    table.scene.illegal_drop.connect(said.append)
    home = table.scene.cards[101]
    table.scene._pawn_dropped("maelon", home.sceneBoundingRect().center())
    assert len(said) == 1, said
    assert "Guardian" in said[0] and "Direction Keys" not in said[0], said[0]
    assert boar not in said[0] and "101" not in said[0].replace("(101)", ""), said[0]
    # a card that is not connected still says so
    near = {n for _d, n in mapgrid.connected(game.catalog, game.state, 102)}
    far = next(n for n in table.scene.cards if n not in near and n != 102)
    table.scene._pawn_dropped("maelon", table.scene.cards[far].sceneBoundingRect().center())
    assert len(said) == 2 and "Direction Keys" in said[1], said[1]
