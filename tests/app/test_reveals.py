"""Issue 19 "Big moments": each big-moment event has a reveal naming what happened, in words."""

from __future__ import annotations

from player_text import leaks

from grail_desktop.app.reveals import reveal_for
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.core import Event

CATALOG = load_campaign("ynys-wen")


def test_each_big_moment_has_a_reveal_in_words() -> None:
    item = next(iter(CATALOG.items.values()))
    secret = next(iter(CATALOG.secrets.values()))
    quest = next(e for e in CATALOG.events.values() if e.quest is not None)
    cases = {
        Event("ItemGained", "x", "maelon", (("item", item.id),)): (item.name, "Maelon Harrow gains an Item"),
        Event("SecretGained", "x", "ceri", (("secret", secret.id),)): (secret.name, "Ceri Halen learns a Secret"),
        Event("QuestCompleted", "x", None, (("event", quest.id),)): (quest.title, "Quest completed"),
        Event("MenhirActivated", "Lit.", "maelon", (("location", 101), ("dial", 4))): (
            CATALOG.locations[101].name,
            "The Menhir burns: 4 days of light",
        ),
        Event("LocationReplaced", "x", None, (("old", 101), ("location", 101))): (
            CATALOG.locations[101].name,
            "The land changes",
        ),
        Event("GameOver", "The game is over: won", None, (("outcome", "won blind-stone-wakes"),)): (
            "The Blind Stone Wakes",
            "The chapter is won",
        ),
    }
    for event, (title, kind) in cases.items():
        sheet = reveal_for(event, CATALOG)
        assert sheet is not None and sheet.title == title and sheet.kind.startswith(kind), event.kind
        assert not leaks(" ".join((sheet.title, sheet.kind, *sheet.paragraphs)), CATALOG)
    assert reveal_for(Event("HealthChanged", "x", "maelon"), CATALOG) is None
