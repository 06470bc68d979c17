"""The end-of-chapter hook for the desktop (issue 24): a won chapter shows its ending and one choice per legal
``next-chapter``, each submitting its notation; nothing is shown while the game goes on."""

from __future__ import annotations

from grail_desktop.app.chapter_views import chapter_end_view
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import death, new_game


def test_a_won_chapter_offers_the_next_in_words() -> None:
    pack = load_campaign("ynys-wen")
    game = new_game(pack, ["maelon"], seed=2)
    legal = [str(a) for a in game.legal_actions()]
    assert chapter_end_view(game, game.catalog, legal) is None
    death.end_game(game, "won blind-stone-wakes")
    legal = [str(a) for a in game.legal_actions()]
    view = chapter_end_view(game, game.catalog, legal)
    assert view is not None
    assert view.title == "Chapter I: The Guttering Stones is won"
    assert view.ending == "The Blind Stone Wakes" and view.next_title == "Chapter II: The Drowned Roads"
    assert [c.notation for c in view.choices] == legal
    assert view.choices[0].label == "Begin Chapter II: The Drowned Roads with the same party: Maelon Harrow"
    assert all("_" not in c.label and "maelon," not in c.label for c in view.choices)
    game.apply(view.choices[0].notation)
    assert game.state.chapter == 2
