"""``grail-desktop play`` in a fight (issue 24's text-mode playtest of Chapter II): when a drawn card or the
next step moves an action to another number, the text mode says so before the new list (a player who typed a
number read from the list before committed a die of the wrong colour); and ``state`` counts a deck on loan to
the fight (S2: the encounter holds the deck) instead of "Diplomacy deck (0 cards)"."""

from __future__ import annotations

import io

from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play, render
from grail_desktop.engine import Game, new_game

CATALOG = load_campaign("ynys-wen")


def _fight() -> Game:
    """Maelon at Blackyew Hollow (seed 2): the location action draws a green encounter (the Starved Hound)."""
    game = new_game(CATALOG, ["maelon"], seed=2)
    game.apply("travel 102")
    game.apply("location-action")
    assert game.state.encounter is not None
    return game


def test_a_draw_that_moves_the_numbers_is_announced_before_the_new_list() -> None:
    game = _fight()
    before = play.fight_numbers(game)
    commit = next(i for i, (action, _label) in enumerate(before, start=1) if action.startswith("commit red 1"))
    out = io.StringIO()
    play.session(game, ["draw"], out, listing=True)
    text = " ".join(out.getvalue().split())
    now = play.fight_numbers(game)
    moved_to = next(i for i, (action, _label) in enumerate(now, start=1) if action.startswith("commit red 1"))
    assert moved_to != commit
    assert f"is now {moved_to} (it was {commit})" in text
    # the note comes after the draw is told and before the list that holds the new numbers
    assert text.index("strikes by drawing") < text.index("The numbers have changed") < text.rindex(f"{moved_to}. ")


def test_no_note_when_every_number_still_means_the_same() -> None:
    listed = [("draw", "Strike: draw"), ("commit red 1", "Move 1 red die")]
    assert play.renumbered_note(listed, listed) == ""
    assert play.renumbered_note(listed, listed[:1]) == ""  # an action gone is no number moved
    assert play.renumbered_note([], listed) == ""
    note = play.renumbered_note(listed, listed[1:])
    assert "Move 1 red die is now 1 (it was 2)" in note


def test_state_counts_the_deck_the_fight_holds() -> None:
    game = _fight()
    who = game.state.order[0]
    enc = game.state.encounter
    assert enc is not None
    member = enc.participants[0]
    assert game.state.characters[who].combat_deck == []  # on loan to the fight (S2)
    text = " ".join(render.deck_lines(game, who)[0:2])
    assert "Combat deck (0 cards" not in text
    owned = len(member.deck) + len(member.hand)
    assert f"Combat deck ({owned} cards; in this fight: {len(member.deck)} left to draw)" in text


def test_a_deck_card_can_be_read_by_name_before_it_is_cut() -> None:
    """S0 "Advancing": cards may be taken out of a deck; the player reads what one does first (the playtest
    was offered `cut` for cards `read` did not know)."""
    from grail_desktop.cli import play_help

    game = new_game(CATALOG, ["hywel"], seed=3)
    card = CATALOG.cards[game.state.characters["hywel"].combat_deck[0]]
    text = play_help.read(game, card.name)
    assert text.startswith("  Combat card of Hywel Quill")
    assert render.card_line(game, card.id) in text
    # the list of what can be read stays short: the 30 deck cards are readable, not listed
    assert card.name not in play_help.read(game, "")
