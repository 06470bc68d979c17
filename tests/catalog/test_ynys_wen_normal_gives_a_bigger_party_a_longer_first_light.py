"""Ynys Wen's Normal lengthens the first light with the party (issue 23, docs/balance.md): every later waking
costs its Magic once per character in the game (S1 "Inspect a Menhir"; rules-decisions.md "Menhirs"), so the
pack's ``party_dial`` gives a bigger party more days to gather it, enough to turn S1's shorter 8/7/6/5 round."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign
from grail_desktop.engine.difficulty import start_dial
from grail_desktop.engine.setup import START_DIAL


def test_normal_first_dial_grows_with_each_character() -> None:
    catalog = load_campaign("ynys-wen", use_cache=False)
    dials = [start_dial(catalog, "normal", [], START_DIAL[n], n) for n in (1, 2, 3, 4)]
    assert dials == [10, 12, 14, 16]


def test_story_and_hard_keep_the_printed_shortening_by_party() -> None:
    """Only Normal carries the party lever; Story and Hard follow S1's 8/7/6/5 shifted by their start_dial."""
    catalog = load_campaign("ynys-wen", use_cache=False)
    for level, shift in (("story", 2), ("hard", -3)):
        dials = [start_dial(catalog, level, [], START_DIAL[n], n) for n in (1, 2, 3, 4)]
        assert dials == [max(1, START_DIAL[n] + shift) for n in (1, 2, 3, 4)]
