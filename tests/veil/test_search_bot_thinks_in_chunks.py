"""The search bot's decision can be thought in chunks (issue 22 "Bots": time-budgeted chunks off the UI thread):
the same playouts in the same order, so any chunking picks what one ``choose`` call picks."""

from __future__ import annotations

from veil_testkit import game, pack, to_round

from grail_desktop.engine.rng import Rng
from grail_desktop.engine.veil.bots import SearchBot


def test_a_decision_thought_in_chunks_of_any_size_picks_what_choose_picks() -> None:
    g = to_round(game(3, seed=5))
    seat = g.to_act()[0]
    view, legal = g.view(seat), g.legal_actions(seat)
    assert len(legal) > 1
    whole = SearchBot(pack(), Rng.from_seed(11), 24).choose(view, seat, legal)
    for size in (1, 5, 24, 100):
        thought = SearchBot(pack(), Rng.from_seed(11), 24).think(view, seat, legal)
        steps = 0
        while not thought.step(size):
            steps += 1
            assert thought.best() in legal  # a best-so-far exists between chunks
        assert thought.finished and thought.done == 24 and steps == -(-24 // size) - 1
        assert thought.best() == whole
    assert thought.step(0) is not False or thought.finished  # stepping a finished thought changes nothing
