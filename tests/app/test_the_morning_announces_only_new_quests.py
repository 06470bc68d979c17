"""Newcomer report 138: the morning's Event page said "A new Active Quest." for a quest the journal had handed
out days before. It says so only when the card's quest joins the Active Quests now (engine ``QuestAdded``, S1
"Events"); an active one reads "Already among your Active Quests.", a completed one is not shown."""

from __future__ import annotations

from grail_desktop.app.day_views import EventPage, start_of_day_view
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.engine.core import Event

CATALOG = load_campaign("ynys-wen")
QUEST = next(e for e, ev in CATALOG.events.items() if ev.quest is not None)


def _page(events: list[Event], *, active: bool = False, done: bool = False) -> EventPage:
    state = new_game(CATALOG, ["ceri"], seed=3).state
    state.active_quests = [QUEST] if active else []
    state.completed_quests = [QUEST] if done else []
    return start_of_day_view(events, state, CATALOG).events[0]


def test_a_quest_joining_now_is_new() -> None:
    revealed = Event("EventRevealed", "Event", data=(("event", QUEST),))
    added = Event("QuestAdded", "New Active Quest", data=(("event", QUEST),))
    page = _page([revealed, added], active=True)
    assert page.quest and page.quest_new


def test_a_quest_already_active_or_done_is_not_announced_as_new() -> None:
    revealed = Event("EventRevealed", "Event", data=(("event", QUEST),))
    already = _page([revealed], active=True)
    assert already.quest and not already.quest_new
    done = _page([revealed], done=True)
    assert done.quest == "" and not done.quest_new
