"""The death screen offers sitting out next to claiming (rules-decisions.md "Parties": after a co-op death the
player may claim a character or sit out)."""

from __future__ import annotations

from grail_desktop.app.day_views import game_over_view
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import death, new_game


def test_the_death_screen_offers_claim_or_sit_out() -> None:
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, ["maelon", "ceri"], seed=1)
    death.die(game, "maelon")
    legal = [str(a) for a in game.legal_actions()]
    view = game_over_view(game, catalog, legal)
    assert view is not None and view.kind == "claim"
    notations = [c.notation for c in view.choices]
    assert "sit-out" in notations and any(n.startswith("claim ") for n in notations)
    game.apply("sit-out")
    assert game.state.phase != "over" and "gwawr" not in game.state.characters
