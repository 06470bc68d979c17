"""A Quest Dial is shown where the quests are (issue 19, newcomer 12: the chronicle said "“Heledd's trail” moves on:
its Quest Dial now shows 1" and no Quest Dial could be found anywhere). S0 "Quest Tokens": a Quest Dial tracks a
quest's progress and is never reduced at the Start of the Day. The Quests & belongings view, the day bar's quests
and the text mode's ``quests`` each name the dial, what it shows and what it means, in English and German."""

from __future__ import annotations

from typing import Any

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.belongings_view import belongings_view
from grail_desktop.app.quest_dials import quest_dials
from grail_desktop.app.views import day_view
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import render
from grail_desktop.engine import Game, new_game


def _with_dial(catalog: Any) -> Game:
    game = new_game(catalog, ["maelon"], seed=4)
    assert quest_dials(game, catalog) == (), "no dial is shown before the story sets one"
    game.state.quest_dials["heledd-trail"] = 2
    return game


def test_the_quests_view_day_bar_and_text_mode_show_a_set_quest_dial() -> None:
    catalog = load_campaign("ynys-wen", lang="")
    game = _with_dial(catalog)
    ((title, text),) = quest_dials(game, catalog)
    assert title == "Heledd's trail — Quest Dial"
    assert text.startswith("It shows 2. A Quest Dial counts how far a thread of the story has gone")
    sections = {s.heading: s.entries for s in belongings_view(game, catalog)}
    assert sections["Quest Dials"] == ((title, text),)
    assert list(sections).index("Quest Dials") == list(sections).index("Active Quests") + 1
    assert day_view(game, catalog).dials == ((title, text),)
    lines = render.quest_lines(game)
    assert "  Heledd's trail — Quest Dial" in lines and "It shows 2." in " ".join(lines)


def test_a_quest_dial_is_named_in_german() -> None:
    i18n.set_language("de")
    try:
        catalog = load_campaign("ynys-wen", lang="de")
        game = _with_dial(catalog)
        ((title, text),) = quest_dials(game, catalog)
        lines = " ".join(render.quest_lines(game))
    finally:
        i18n.set_language("en")
    assert title.startswith("Heledds Spur") and "Quest Dial" not in title
    assert "2" in text and "shows" not in text and "Quest" not in text, text
    assert title in lines


@pytest.mark.parametrize("lang", ["", "de"])
def test_the_chronicle_line_of_a_dial_names_what_the_quests_view_shows(lang: str) -> None:
    """The line's "Quest Dial" and the view's title are the same words, so the one leads to the other."""
    from grail_desktop.app.event_words import event_words
    from grail_desktop.engine.core import Event

    i18n.set_language(lang or "en")
    try:
        catalog = load_campaign("ynys-wen", lang=lang)
        game = _with_dial(catalog)
        name = catalog.dial_names["heledd-trail"]
        line = event_words(Event("DialSet", f"“{name}” moves on: its Quest Dial now shows 2"))
        title = quest_dials(game, catalog)[0][0]
    finally:
        i18n.set_language("en")
    dial_word = title.split(" — ")[1]
    assert name in line and dial_word in line, (line, title)
