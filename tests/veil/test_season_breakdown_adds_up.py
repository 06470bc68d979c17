"""The scoring page's breakdown by season (issue 22 "Scoring": by seat and source, at the end of each season)
adds up to each seat's VP, source by source, over a whole Normal match played by bots."""

from __future__ import annotations

from veil_testkit import game, pack

from grail_desktop.app.veil.scores import by_season, totals
from grail_desktop.engine.veil.bots import make_bot


def test_the_seasons_breakdown_sums_to_the_final_vp_by_source() -> None:
    g = game(3, seed=7)
    bots = [make_bot("greedy", pack(), k) for k in range(3)]
    while not g.over:
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.view(seat), seat, g.legal_actions(seat)))
    seasons = by_season(g)
    assert len(seasons) == 2
    for k, p in enumerate(g.state.players):
        summed: dict[str, int] = {}
        for rows in seasons:
            for src, n in rows[k].items():
                summed[src] = summed.get(src, 0) + n
        assert sum(summed.values()) == p.vp
        assert {s: n for s, n in summed.items() if n} == {s: n for s, n in totals(g)[k].items() if n}
    assert any(rows[k].get("regions") for rows in seasons for k in range(3)), "regions score every season"
