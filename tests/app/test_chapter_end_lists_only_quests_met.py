"""The end-of-chapter summary lists only the quests the party met as Active Quests (issue 23, the Normal game
of seed 2323: "The Night Without Stars" was listed as completed though its card was never drawn). An ending
closes its chapter's quests whether or not they were handed out (the Blind Stone's waking completes
``ev-night-without-stars``); the summary names and counts only those that were shown."""

from __future__ import annotations

from grail_desktop.app.chapter_end import chapter_end_view
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import death, new_game, runtime
from grail_desktop.engine.state import Task

CATALOG = load_campaign("ynys-wen")


def test_a_quest_closed_unseen_is_not_listed() -> None:
    game = new_game(CATALOG, ["maelon"], seed=2323, difficulty="normal")
    met = game.state.active_quests[0]  # the chapter's first morning hands out one quest
    assert met != "ev-night-without-stars" and "ev-night-without-stars" not in game.state.active_quests
    task = Task("effects", character="maelon", party=["maelon"])
    for quest in (met, "ev-night-without-stars"):
        runtime.execute(game, task, runtime.effect(f"complete-quest {quest}"))
    assert "ev-night-without-stars" in game.state.completed_quests  # the engine still closes it
    death.end_game(game, "won blind-stone-wakes")
    view = chapter_end_view(game, game.catalog)
    assert view is not None
    assert view.quests == (CATALOG.events[met].title,)
    assert dict(view.figures)["Quests completed"] == "1"
