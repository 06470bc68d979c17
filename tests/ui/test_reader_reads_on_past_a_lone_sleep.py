"""The desktop reader does not stop a Dream for its one "Sleep." (issue 23: "a Dream with a single 'Sleep on'
option needs no prompt"; S1 End of the Day 5). Once the page is shown the reader takes the lone ``choose``
through the engine, so the night's Dream is read to its end with no option button, and the engine keeps the
choice for replays and saves."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.ui.journal_panel import JournalPanel

CATALOG = load_campaign("ynys-wen")


@pytest.fixture(autouse=True)
def _saves_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def test_the_reader_shows_the_night_read_through(qtbot: QtBot) -> None:
    game = new_game(CATALOG, ["maelon"], seed=2323, difficulty="normal")
    session = GameSession(game, CATALOG, None)
    panel = JournalPanel(session)
    qtbot.addWidget(panel)
    for notation in ("pass", "eat", "done"):
        assert session.submit(notation)
    qtbot.waitUntil(lambda: game.state.exploration is None)  # the reader reads on once the page is shown
    assert game.state.exploration is None  # read to its end: no "Sleep." left to press
    # taken through the engine's own choose: the chronicle has the choice as a plain "Chose: Sleep."
    assert [e.text for e in session.events if e.kind == "OptionChosen"] == ["Sleep."]
    follow = CATALOG.journal[CATALOG.journal["801"].options[0].goto]
    panel.show_current()
    assert follow.title in panel.text.toPlainText()
    assert not [b for b in panel.option_buttons if b.isVisible()]
    assert "Your choice" not in panel.text.toPlainText()  # taken for the player, not called theirs
