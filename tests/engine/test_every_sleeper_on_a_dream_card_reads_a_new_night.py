"""Two characters resting on the same Dream card each read a different Dream from the night before (issue 23:
"the same Dream is not read verbatim on consecutive nights"; S1 End of the Day 5: every character on a card
with a Dream seal reads its Dream). The nights take turns by the Day, not by a Status each reading flips, so a
second sleeper does not flip it back. Played through ``legal_actions()`` / ``apply()`` on the shipped pack:
Maelon and Ceri pass three days on the green at Tref Eithin, eating, and sleep on at each Dream's lone Sleep."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import Game, new_game

CATALOG = load_campaign("ynys-wen")
#: The opening sections of the pack's Dreams: a night's reading starts at one of them.
DREAM_CARDS = {loc.dream for loc in CATALOG.locations.values() if loc.dream is not None}


def _nights(days: int = 3) -> tuple[Game, dict[tuple[int, str], tuple[str, ...]]]:
    """Play ``days`` days of passing; the sections each character read in each night, by (Day, character)."""
    game = new_game(CATALOG, ["maelon", "ceri"], seed=2323, difficulty="normal")
    read: dict[tuple[int, str], tuple[str, ...]] = {}
    for _ in range(400):
        state = game.state
        if state.day > days or state.phase == "over":
            break
        legal = game.legal_actions()
        kinds = {type(action).__name__: action for action in reversed(legal)}
        day = state.day
        for event in game.apply(kinds.get("Choose") or kinds.get("Pass") or legal[0]):
            section = dict(event.data).get("section")
            if event.kind == "SectionRead" and event.character and str(section).split(".")[0] in DREAM_CARDS:
                read[(day, event.character)] = (*read.get((day, event.character), ()), str(section))
    return game, read


def test_both_sleepers_read_a_dream_each_night() -> None:
    _game, read = _nights()
    assert {key for key in read} == {(day, who) for day in (1, 2, 3) for who in ("maelon", "ceri")}


def test_each_sleeper_reads_a_different_dream_from_the_night_before() -> None:
    _game, read = _nights()
    for who in ("maelon", "ceri"):
        for day in (1, 2):
            assert read[(day, who)][-1] != read[(day + 1, who)][-1], f"{who} dreams the same on Day {day + 1}"


def test_sleepers_on_one_card_share_the_night() -> None:
    _game, read = _nights()
    for day in (1, 2, 3):
        assert read[(day, "maelon")] == read[(day, "ceri")]
