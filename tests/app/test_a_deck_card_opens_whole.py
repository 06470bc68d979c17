"""A newcomer (nc12): right-clicking a deck card at the End of the Day (Ember in the Palm) opened a card labelled
"Card" with its text alone, not its nodes. The deck editor's and the Advancement offer's cards open the whole
card, as the board's cards do: whose card it is, each strike by node position and the right-edge nodes
(S2 "Strike cards", docs/encounters.md)."""

from __future__ import annotations

from grail_desktop.app.card_sheets import strike_card_sheet
from grail_desktop.app.day_views import advance_view
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game

CATALOG = load_campaign("ynys-wen")


def test_every_deck_card_at_the_end_of_the_day_opens_as_the_whole_card() -> None:
    game = new_game(CATALOG, ["gwawr"], seed=4)
    for notation in ("pass", "eat"):
        game.apply(notation)
    assert game.state.pending[0].kind == "advance"
    view = advance_view(game, CATALOG, "gwawr", [str(a) for a in game.legal_actions()])
    rows = [row for deck in view.decks for row in (*deck.cards, *deck.aside)]
    assert rows
    for row in rows:
        assert row.sheet is not None and row.sheet == strike_card_sheet(CATALOG, row.card)
        assert row.sheet.kind in ("Combat card of Gwawr Tanat", "Diplomacy card of Gwawr Tanat")
        assert len(row.sheet.paragraphs) > 1, "its strikes and right-edge nodes, not its text alone"
    ember = next(row for row in rows if row.name == "Ember in the Palm")
    assert ember.sheet is not None and any("node" in p for p in ember.sheet.paragraphs[1:]), ember.sheet
