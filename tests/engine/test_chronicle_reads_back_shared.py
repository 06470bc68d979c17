"""A loaded chronicle reads back into the same events as one entry at a time, equal entries sharing one frozen
Event (issue 25: a late save repeats most of its 4,700 lines; reading each once keeps the resume lean)."""

from __future__ import annotations

from engine_testkit import CATALOG

from grail_desktop.engine import new_game
from grail_desktop.engine.game import chronicle_event, chronicle_events
from grail_desktop.engine.rng import Rng


def test_chronicle_events_match_one_by_one_and_share_equal_entries() -> None:
    game = new_game(CATALOG, ["a", "b"], seed=7)
    chooser = Rng.from_seed(11)
    for _ in range(120):
        actions = game.legal_actions()
        if not actions:
            break
        game.apply(chooser.choice(actions))
    entries = list(game.state.chronicle)
    entries += entries[:5]  # a repeated stretch, as a long campaign has
    events = chronicle_events(entries)
    assert events == [chronicle_event(e) for e in entries]
    by_entry: dict[str, int] = {}
    for entry, event in zip(entries, events, strict=True):
        assert by_entry.setdefault(entry, id(event)) == id(event)
    assert len({id(e) for e in events}) == len(set(entries)) < len(entries)


def test_no_entries_no_events() -> None:
    assert chronicle_events([]) == []
