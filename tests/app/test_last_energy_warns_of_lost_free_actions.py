"""Before a character spends their last Energy, the table says the day ends with it and names the free actions
still open (issue 26, newcomer run: a free action was lost when the day ended at 0 Energy). The rule it warns
of: rules-decisions.md "Order of the day", characters act until all pass or have no Energy."""

from __future__ import annotations

from grail_desktop.app.describe import describe
from grail_desktop.app.last_energy import energy_cost, last_energy
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game

CATALOG = load_campaign("ynys-wen")


def _game(energy: int):  # type: ignore[no-untyped-def]
    game = new_game(CATALOG, characters=["maelon"], seed=3)
    game.apply(f"adjust maelon energy {energy}")
    return game


def test_the_last_energy_is_named_with_the_free_actions_still_open() -> None:
    game = _game(1)
    legal = [str(a) for a in game.legal_actions()]
    assert "inspect-menhir" in legal, "a free action is open at Tref Eithin's Menhir"
    warning = last_energy(game, legal, lambda n: describe(n, game, CATALOG))
    assert "explore" in warning.spending and any(n.startswith("travel ") for n in warning.spending)
    assert "pass" not in warning.spending and "inspect-menhir" not in warning.spending
    assert "Inspect the Menhir" in warning.note and "ends your day" in warning.note


def test_no_warning_while_energy_is_left_after_the_action() -> None:
    game = _game(5)
    legal = [str(a) for a in game.legal_actions()]
    warning = last_energy(game, legal, lambda n: describe(n, game, CATALOG))
    assert "explore" not in warning.spending and warning.note == ""


def test_the_day_really_ends_after_the_last_energy() -> None:
    """The warning is true: after Exploring with 1 Energy the free Inspect the Menhir is no longer offered."""
    game = _game(1)
    game.apply("explore")
    while game.state.exploration is not None:
        game.apply(next(str(a) for a in game.legal_actions() if str(a).startswith("choose")))
    assert "inspect-menhir" not in [str(a) for a in game.legal_actions()]


def test_energy_costs_are_read_from_their_words() -> None:
    assert energy_cost("2 Energy") == 2 and energy_cost("free") is None and energy_cost("1 Food") is None


def test_a_party_action_is_not_taken_for_the_last_energy() -> None:
    """A party's price is shared: "Explore with Ceri · 2 Energy" costs Maelon 1 of his 2 (newcomer run: the
    warning showed with 2 Energy left)."""
    game = new_game(CATALOG, characters=["maelon", "ceri"], seed=3)
    game.apply("adjust maelon energy 2")
    legal = [str(a) for a in game.legal_actions()]
    assert any(" with " in n for n in legal), "a party action is on offer"
    warning = last_energy(game, legal, lambda n: describe(n, game, CATALOG))
    assert not any(" with " in n for n in warning.spending)
    assert "explore" not in warning.spending, "1 of 2 Energy leaves some"
    assert "character-action" in warning.spending, "Keep Vigil costs both"


def test_with_two_energy_the_note_names_the_action_that_spends_both() -> None:
    """Newcomer 10: with 2 Energy the note said "Last Energy", though only Keep Vigil (2 Energy) spends it all."""
    game = _game(2)
    legal = [str(a) for a in game.legal_actions()]
    warning = last_energy(game, legal, lambda n: describe(n, game, CATALOG))
    assert warning.spending == {"character-action"}
    assert not warning.note.startswith("Last Energy")
    assert warning.note.startswith("Keep Vigil takes all 2 Energy and ends the day.")


def test_activating_the_menhir_is_named_among_the_free_actions() -> None:
    """Newcomer 10: "Still free: Inspect the Menhir" left out Activate the Menhir, which costs Magic, not
    Energy (S1 "Menhir")."""
    game = _game(1)
    game.apply("adjust maelon magic 9")
    game.apply("inspect-menhir")
    legal = [str(a) for a in game.legal_actions()]
    assert any(n.startswith("activate-menhir") for n in legal), "the Menhir can be woken"
    warning = last_energy(game, legal, lambda n: describe(n, game, CATALOG))
    assert "Activate the Menhir" in warning.note
