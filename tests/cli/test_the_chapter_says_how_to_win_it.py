"""Issue 19 / newcomer report 288 ("How do I win the chapter?"): the chapter's goal (``chapters.toml``
``goal``) is findable: first in the Quests & belongings view, in the text mode's opening and ``quests``, in
German with ``--lang de``, and the rules reference answers a search for "win" (S1 "Winning and losing")."""

from __future__ import annotations

from grail_desktop.app.belongings_view import belongings_view
from grail_desktop.app.rules_index import rules_index
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import render
from grail_desktop.engine import new_game

CATALOG = load_campaign("ynys-wen")


def test_the_quests_view_opens_on_the_chapters_goal() -> None:
    game = new_game(CATALOG, ["ceri"], seed=3)
    first = belongings_view(game, CATALOG)[0]
    assert first.heading == "How to win the chapter"
    title, text = first.entries[0]
    assert title == "Chapter 1: The Guttering Stones"
    assert "completing it, by either of its two ways, wins the chapter" in text
    assert "Blind Stone" not in text, "no more than the chapter's opening tells"


def test_the_text_mode_says_the_goal_under_quests() -> None:
    lines = " ".join(" ".join(render.goal_lines(new_game(CATALOG, ["ceri"], seed=3))).split())
    assert lines.startswith("How to win the chapter · Chapter 1: The Guttering Stones")
    assert "keep at least one Menhir lit" in lines


def test_the_goal_reads_in_german() -> None:
    german = load_campaign("ynys-wen", lang="de")
    goal = german.chapters[1].goal
    assert goal.startswith("Finde heraus, warum die Menhire") and "Wyrdnis" in goal


def test_a_search_for_win_finds_how_to_win_a_chapter() -> None:
    titles = [entry.title for entry in rules_index().search("win")][:3]
    assert "How to win a chapter" in titles
