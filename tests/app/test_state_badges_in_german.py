"""Issue 28: the tray's state badges (``app.views.badges``: Exhausted, Panic, Going Insane, Dying with its days,
Dead, Passed; S0 states) read in German, and the tip of a German badge still explains its state."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.tips import state_tip
from grail_desktop.app.views import badge_key, badges
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.engine.defs import Catalog


@pytest.fixture
def catalog() -> Iterator[Catalog]:
    i18n.set_language("de")
    yield load_campaign("ynys-wen", lang="de")
    i18n.set_language("en")


def test_every_state_badge_is_german_and_keeps_its_tip(catalog: Catalog) -> None:
    game = new_game(catalog, ["maelon"], seed=1)
    c, d = game.state.characters["maelon"], catalog.characters["maelon"]
    c.energy, c.terror, c.health, c.dying, c.dying_countdown, c.passed = 1, d.terror.max, 0, True, 2, True
    said = badges(game.state, d, "maelon")
    assert said == ("Erschöpft", "Panik", "Im Wahn", "Sterbend (noch 2 Tage)", "Gepasst")
    assert [badge_key(b) for b in said] == ["Exhausted", "Panic", "Going Insane", "Dying", "Passed"]
    for badge in said[:4]:  # the rules' states: each tip explains it, not the fallback
        assert "ein Zustand des Charakters" not in state_tip(badge) and badge in state_tip(badge)
    c.dying_countdown = 1
    assert "Sterbend (noch 1 Tag)" in badges(game.state, d, "maelon")
    c.dead = True
    assert badges(game.state, d, "maelon")[0] == "Tot"
    i18n.set_language("en")
    c.dying_countdown = 2
    assert "Dying (2 days left)" in badges(game.state, d, "maelon")
