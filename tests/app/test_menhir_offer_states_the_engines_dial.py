"""The Menhir offer says the dial the engine will set: the printed dial changed by the difficulty and house
rules (decided for this edition: difficulty; S1 "Menhirs"). A newcomer at Normal was offered "sets its dial to 5"
at Carn Naw and then saw "its dial shows 3"."""

from __future__ import annotations

import pytest

from grail_desktop.app.describe import describe
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game

CARN_NAW = 106


@pytest.mark.parametrize(("difficulty", "rules"), [("normal", []), ("hard", []), ("story", ["long-light"])])
def test_the_offer_names_the_dial_the_waking_sets(difficulty: str, rules: list[str]) -> None:
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, characters=["maelon"], seed=3, difficulty=difficulty, house_rules=rules)
    game.state.characters["maelon"].location = CARN_NAW
    played = game.catalog.locations[CARN_NAW].menhir
    printed = catalog.locations[CARN_NAW].menhir
    assert played is not None and printed is not None and played.dial != printed.dial
    label, _cost = describe("activate-menhir", game, catalog)
    assert f"sets its dial to {played.dial}" in label
    assert f"to {printed.dial}" not in label
