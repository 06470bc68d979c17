"""Newcomer report 176, 264, 323: after the wyrdness takes the starting valley (S0 "Discarding": a card out of
Menhir range is discarded at dawn and may be revealed again), an Active Quest naming a sunk place says so,
in the Quests & belongings view and the text mode's ``quests``; once the card is back on the map it does not."""

from __future__ import annotations

from grail_desktop.app.belongings_view import belongings_view, sunk_places
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import render
from grail_desktop.engine import Game, new_game

CATALOG = load_campaign("ynys-wen")
QUEST = "ev-guttering"  # "Reach Carn Naw, the hill of nine cairns north-east of Tref Eithin…"
SUNK = "Tref Eithin has sunk into the wyrdness and is not on the map now."


def _game(sunk: bool) -> Game:
    game = new_game(CATALOG, ["ceri"], seed=3)
    game.state.active_quests = [QUEST]
    if sunk:
        game.state.chronicle.append("LocationRemoved[location#101]: Tref Eithin (101) sinks into the wyrdness")
        game.state.locations.pop("101")
    return game


def _quest_text(game: Game) -> str:
    section = next(s for s in belongings_view(game, CATALOG) if s.heading == "Active Quests")
    return section.entries[0][1]


def test_a_quest_naming_a_sunk_place_says_it_is_lost() -> None:
    game = _game(sunk=True)
    assert sunk_places(game, CATALOG, QUEST) == ["Tref Eithin"]
    assert SUNK in _quest_text(game)
    assert SUNK in " ".join(" ".join(render.quest_lines(game)).split())


def test_no_note_while_the_place_is_on_the_map() -> None:
    game = _game(sunk=False)
    assert sunk_places(game, CATALOG, QUEST) == []
    assert "wyrdness and is not on the map" not in _quest_text(game)
    game = _game(sunk=True)
    game.state.locations["101"] = _game(sunk=False).state.locations["101"]  # revealed again
    assert sunk_places(game, CATALOG, QUEST) == []


def test_the_text_modes_state_shows_the_event_as_the_world_has_it() -> None:
    """The state the text mode lists (``render.describe`` with the Event's text) resolves the Event's
    ``[if sunk N]`` spans as the desktop does (docs/content-format.md "Text that follows the world"): the
    opening Event "The Stone Gutters" names Carn Naw (106), which has not sunk on Day 1."""
    game = _game(sunk=False)
    game.state.current_event = QUEST
    shown = render.describe(game, full=True)
    assert "[if" not in shown and "[end]" not in shown
    assert CATALOG.events[QUEST].text.count("[if") > 0  # the card itself has a span to resolve
