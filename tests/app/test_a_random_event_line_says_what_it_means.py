"""The morning's "1 random event put on top of the Event deck" (issue 11 newcomer, shot-31) says what it means
for the player: the next Event revealed is a random one (S1 "Start of the Day": each morning reveals the top
card of the Event deck)."""

from __future__ import annotations

from grail_desktop.app.day_views import start_of_day_lines
from grail_desktop.engine.core import Event


def test_the_random_event_line_says_the_next_morning_event_is_random() -> None:
    event = Event("RandomEventsAdded", "1 random event put on top of the Event deck", None, (("n", 1),))
    (line,) = start_of_day_lines([event])
    assert line.text == (
        "1 random event put on top of the Event deck, so the next Event a morning reveals is a random one"
    )
