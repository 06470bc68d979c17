"""Content guide "Text never assumes what has not happened" (newcomer report 153, 177): once the Eyeless Warden
is faced (killed, or stared down), the Blind Stone no longer describes it waiting nor sends the party into the
fight again; Maen Bugail no longer says it is dark while its Menhir may just have been lit."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game

CATALOG = load_campaign("ynys-wen")


def _explore_blind_stone(faced: bool) -> tuple[str, list[str]]:
    game = new_game(CATALOG, ["ceri"], seed=3)
    game.state.characters["ceri"].location = 111
    if faced:
        game.state.statuses.append("warden-faced")
    game.apply("explore")
    section = CATALOG.journal[game.state.exploration.section]
    options = CATALOG.journal["111"].options
    chosen = [str(a) for a in game.legal_actions() if str(a).startswith("choose ")]
    gotos = [options[int(a.split()[1]) - 1].goto or "" for a in chosen]
    return section.text, gotos


def test_the_warden_waits_only_until_it_is_faced() -> None:
    text, gotos = _explore_blind_stone(faced=False)
    assert "something waits" not in text  # the waiting thing is met in 111.1, where it rises
    assert "111.1" in gotos and "111.30" not in gotos
    assert "something waits that was once a person" in CATALOG.journal["111.1"].text
    text, gotos = _explore_blind_stone(faced=True)
    assert "111.1" not in gotos, "a faced warden is not fought again by walking up"
    assert "111.30" in gotos
    assert "Nothing bars your way now" in CATALOG.journal["111.30"].text


def test_maen_bugail_does_not_call_itself_dark() -> None:
    assert "dark still" not in CATALOG.journal["116"].text
