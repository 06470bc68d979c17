"""The tray and the character's card count a deck the same way during a fight as the encounter board does
(issue 19, newcomer run: the tray said "Combat deck: 0" while the board showed 12 cards to draw). While the
encounter has the deck on loan (S2) every card the character owns in the fight is counted, and the cards left
to draw are named as the board names them."""

from __future__ import annotations

from grail_desktop.app.card_sheets import character_sheet
from grail_desktop.app.encounter_view import encounter_view
from grail_desktop.app.views import tray_view
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game


def test_the_tray_counts_the_lent_deck_as_the_board_does() -> None:
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, ["maelon"], seed=3)
    before = dict(tray_view(game, catalog, "maelon").decks)["Combat deck"]
    game.start_fight(["maelon"], ["gorse-boar"], "test", game.state.characters["maelon"].location)
    assert game.state.characters["maelon"].combat_deck == []  # on loan to the encounter
    board = encounter_view(game, catalog, [str(a) for a in game.legal_actions()])
    assert board is not None
    to_draw = board.member.deck
    decks = dict(tray_view(game, catalog, "maelon").decks)
    label = next(k for k in decks if k.startswith("Combat deck"))
    assert decks[label] == before  # every card still counted: deck, hand and discard in the fight
    assert f"{to_draw} left to draw" in label
    assert to_draw + len(board.member.hand) == before
    sheet = character_sheet(game, catalog, "maelon")
    assert any(f"{to_draw} left to draw" in p and f": {before} cards" in p for p in sheet.paragraphs)
