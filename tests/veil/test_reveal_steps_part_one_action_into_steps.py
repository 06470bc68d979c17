"""One action's events cut into the steps the desk shows one per Continue (newcomer 9: one click ran a battle,
the season's scoring and the next round's setup at once): each battle with its region's scoring (S3 War Phase,
battles region by region), the regions scored without a battle, the season's end (hand cards' VP, S3 "End of the
Season"), the next season's Mist Phase."""

from __future__ import annotations

from veil_testkit import game, pack

from grail_desktop.app.veil.reveal_steps import BATTLE, REGIONS, SEASON, SEASON_END, reveal_steps
from grail_desktop.engine.veil.bots import make_bot


def test_every_action_of_a_match_splits_into_ordered_whole_steps() -> None:
    g = game(2, seed=1)
    bots = [make_bot("greedy", pack(), 20 + k) for k in range(2)]
    tags_seen: set[str] = set()
    season_turns = 0
    while not g.over:
        seat = g.to_act()[0]
        events = [
            e for e in g.apply(bots[seat].choose(g.view(seat), seat, g.legal_actions(seat))) if e.visible_to(None)
        ]
        steps = reveal_steps(events)
        assert [e for _tag, part in steps for e in part] == events  # every event once, in order
        assert all(part for _tag, part in steps)
        tags = [tag for tag, _part in steps]
        tags_seen.update(tags)
        for tag, part in steps:
            kinds = [e.kind for e in part]
            if tag == BATTLE:
                assert kinds.count("CombatRevealed") == 1 and kinds.count("RegionScored") <= 1
            if tag == SEASON:
                assert kinds.count("SeasonStarted") == 1
            if tag == SEASON_END:
                assert "RegionScored" not in kinds and "SeasonStarted" not in kinds
        if SEASON in tags and SEASON_END in tags:
            season_turns += 1
            assert tags.index(SEASON_END) < tags.index(SEASON)  # the season ends before the next begins
    assert {BATTLE, REGIONS, SEASON_END, SEASON} <= tags_seen
    assert season_turns >= 1


def test_a_plural_name_wins_in_the_plural() -> None:
    """The final line agrees with the winner's name: "The Tide Wardens win", "The Hollow Court wins"."""
    from grail_desktop.app.veil.scores import winner_words

    g = game(2, seed=4)
    g.state.winners = [1]
    g.state.players[1].vp = 30
    assert winner_words(g).startswith("The Tide Wardens win with 30 VP")
    g.state.winners = [0]
    g.state.players[0].vp = 40
    assert winner_words(g).startswith("The Hollow Court wins with 40 VP")
