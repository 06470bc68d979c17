"""Actions During the Day and the journal runtime (S1 "The six most important Actions", S0 "Parties and
Party Actions", "Exploration Journal"; docs/content-format.md for the effect and condition words)."""

from __future__ import annotations

import pytest
from engine_testkit import CATALOG, notations

from grail_desktop.engine import IllegalActionError, new_game, parse_action


def test_explore_reads_the_entry_and_offers_options() -> None:
    """S1 Explore: costs 1 Energy and opens the location's journal entry; choices appear as actions."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.apply("explore")
    assert g.state.characters["a"].energy == 4
    assert g.state.exploration is not None and g.state.exploration.section == "101"
    assert notations(g) == ["choose 1", "choose 2", "choose 3"]  # secret option 4 hidden (condition unmet)


def test_goto_effects_and_exploration_end() -> None:
    """Journal: an option's goto reads the next section; a section without options ends the exploration."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.apply("explore")
    result = g.apply("choose 1")
    assert g.state.exploration is None
    assert g.state.characters["a"].resources["experience"] == 2
    assert "bell-rung" in g.state.statuses
    assert [e.kind for e in result.events][-1] != "SectionRead"
    assert any(e.kind == "ExplorationEnded" for e in result.events)


def test_condition_opens_secret_option() -> None:
    """Journal conditions: an option whose conditions hold becomes available (status marked, S0 Statuses)."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.state.statuses.append("bell-rung")
    g.apply("explore")
    assert "choose 4" in notations(g)
    g.apply("choose 4")
    assert "lantern" in g.state.characters["a"].items


def test_option_costs() -> None:
    """Journal costs: an option is offered only if its cost can be paid; paying it takes the resource."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.apply("explore")
    g.apply("choose 2")  # pay wealth 1, gain food 2
    a = g.state.characters["a"]
    assert (a.resources["wealth"], a.resources["food"]) == (1, 4)
    g2 = new_game(CATALOG, ["a"], seed=1)
    g2.state.characters["a"].resources["wealth"] = 0
    g2.apply("explore")
    assert "choose 2" not in notations(g2)
    with pytest.raises(IllegalActionError):
        g2.apply("choose 2")


def test_goto_effect_drops_the_rest_of_the_section() -> None:
    """The goto word continues at another section at once; the effects after it are not applied."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.apply("travel 105")
    g.apply("explore")
    g.apply("choose 3")  # 105.1: gain health 1, goto 105.2, gain wealth 5
    a = g.state.characters["a"]
    assert a.resources["wealth"] == 2
    assert a.resources["magic"] == 3


def test_location_action_once_per_day() -> None:
    """S1 Location action: pay its cost, get its output; a once-per-day action is then closed until tomorrow."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    g.apply("travel 103")
    g.apply("travel 103")
    assert "location-action" in notations(g)
    g.apply("location-action")
    assert g.state.characters["a"].resources["food"] == 3
    assert not [n for n in notations(g) if n.startswith("location-action")]


def test_location_action_shared_payment() -> None:
    """S1 Location action in a Party: one payment split among members, output once; conditions and extra
    costs are checked."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    for c in g.state.characters.values():
        c.location = 104
    acts = notations(g)
    assert "location-action with b pay a=1,b=1" in acts
    g.apply("location-action with b pay a=2")
    a, b = g.state.characters["a"], g.state.characters["b"]
    assert (a.energy, b.energy) == (3, 5)
    assert a.resources["food"] == 1 and a.resources["wealth"] == 4  # pay food 1, gain wealth 2 once
    assert g.current_actor() == "a"  # b took part in a's action, so the round is over and a new one begins


def test_shared_payment_must_add_up() -> None:
    """S1: the shared payment equals the cost; only members pay."""
    g = new_game(CATALOG, ["a", "b", "c"], seed=1)
    for c in g.state.characters.values():
        c.location = 104
    with pytest.raises(IllegalActionError, match="add up"):
        g.apply("location-action with b pay a=1")
    with pytest.raises(IllegalActionError, match="only party members"):
        g.apply("location-action with b pay a=1,c=1")


def test_character_action_performer_pays_at_least_one() -> None:
    """S1 Character Action: party members may help pay, but the performer always pays at least 1; only the
    performer uses it."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    g.apply("pass")
    assert g.current_actor() == "b"
    with pytest.raises(IllegalActionError):
        g.apply("character-action with a pay b=1,a=1")  # a passed: cannot join
    g3 = new_game(CATALOG, ["b", "c"], seed=1)
    with pytest.raises(IllegalActionError, match="at least 1"):
        g3.apply("character-action with c pay c=2")
    g3.apply("character-action with c pay b=1,c=1")
    b, c = g3.state.characters["b"], g3.state.characters["c"]
    assert (b.energy, c.energy) == (4, 4)
    assert (b.health, c.health) == (7, 6)  # "gain health 1" touches the performer only


def test_party_explore_costs_each_member() -> None:
    """S1 Explore in a Party: the cost scales to 1 per member; track effects touch everyone."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    g.apply("explore with b")
    assert g.state.characters["a"].energy == 4 and g.state.characters["b"].energy == 4
    assert g.state.exploration is not None and g.state.exploration.party == ["a", "b"]


def test_party_travel_and_dropping_out() -> None:
    """S0 Parties: members who cannot pay drop out; the others proceed."""
    g = new_game(CATALOG, ["a", "b", "c"], seed=1)
    g.state.characters["c"].terror = 7  # Going Insane: Travel costs 2
    g.state.characters["c"].energy = 1
    assert "travel 103 with b,c" in notations(g)  # c may join but cannot pay the 2 Energy
    result = g.apply("travel 103 with b,c")
    s = g.state
    assert any(e.kind == "PartyLeft" and e.character == "c" for e in result.events)
    assert s.characters["c"].energy == 1
    assert s.characters["a"].location == 103 and s.characters["b"].location == 103
    assert s.characters["c"].location == 101


def test_inspect_is_free_and_activation_scales_with_players() -> None:
    """S1 Inspect a Menhir is free; activation costs scale with players in the game (not the party); the
    dial is set, leftover power lost (rules-decisions.md Menhirs)."""
    g = new_game(CATALOG, ["a", "b", "c"], seed=1)
    a = g.state.characters["a"]
    a.location = 102
    energy = a.energy
    result = g.apply("inspect-menhir")
    assert a.energy == energy and "asks for: 3 Magic." in result.events[0].text
    assert g.current_actor() == "a"  # inspecting does not use the turn
    a.resources["magic"] = 2
    assert "activate-menhir" not in notations(g)  # needs 3 magic (3 players)
    a.resources["magic"] = 3
    g.apply("activate-menhir")
    assert g.state.menhirs["102"].dial == 4 and a.resources["magic"] == 0
    g.state.menhirs["102"].dial = 3
    for c in g.state.characters.values():
        c.acted = False
        c.location = 102
    g.state.characters["b"].resources["magic"] = 1
    g.apply("activate-menhir with b,c")  # the party pools the cost: a 0, b 1, c 2
    assert g.state.menhirs["102"].dial == 4  # set, not 3 + 4


def test_activation_does_not_charge_for_the_dead() -> None:
    """S0 scales a Menhir's cost with the players in the game; a player whose character died and who sits out
    is no longer in it (docs/rules.md "Menhirs", rules-decisions.md "Parties"; issue 23): two living of
    three pay twice the cost, not three times."""
    g = new_game(CATALOG, ["a", "b", "c"], seed=1)
    a = g.state.characters["a"]
    a.location = 102
    g.state.characters["c"].dead = True
    result = g.apply("inspect-menhir")
    assert "asks for: 2 Magic." in result.events[0].text
    a.resources["magic"] = 1
    assert "activate-menhir" not in notations(g)  # 2 living players: 2 Magic
    a.resources["magic"] = 2
    g.apply("activate-menhir")
    assert g.state.menhirs["102"].dial == 4 and a.resources["magic"] == 0


def test_trade_food_and_wealth_only() -> None:
    """S0 Resources: Food and Wealth trade between characters on one location; the others never."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    g.apply("trade a b food 2")
    assert g.state.characters["b"].resources["food"] == 4
    with pytest.raises(IllegalActionError):
        g.apply("trade a b magic 1")
    g.state.characters["b"].location = 103
    with pytest.raises(IllegalActionError, match="same location"):
        g.apply("trade b a wealth 1")


def test_adjust_is_logged_and_keeps_invariants() -> None:
    """architecture.md Chronicler corrections: logged; lowering Health lowers Energy."""
    g = new_game(CATALOG, ["a"], seed=1)
    g.apply("adjust a health 3")
    a = g.state.characters["a"]
    assert (a.health, a.energy) == (3, 3)
    g.apply("adjust a food +2")
    assert a.resources["food"] == 4
    g.apply("adjust a lore 3")
    assert a.attributes["lore"] == 3
    assert g.state.adjustments == ["day 1: adjust a health 3", "day 1: adjust a food +2", "day 1: adjust a lore 3"]
    with pytest.raises(IllegalActionError):
        g.apply("adjust a terror 99")
    with pytest.raises(IllegalActionError):
        g.apply("adjust a wealth -9")


def test_notation_round_trip() -> None:
    """docs/notation.md: str(action) is its notation and parse_action reads it back."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    for a in g.legal_actions():
        assert parse_action(str(a)) == a
    for text in ("explore with b,c", "travel 102 with b", "location-action with b pay a=1,b=1", "adjust a health -1"):
        assert str(parse_action(text)) == text
    with pytest.raises(IllegalActionError, match="unknown action"):
        parse_action("fly 102")


def test_undo_one_action_not_past_revealed_information() -> None:
    """architecture.md Undo: one user action back; never past revealed information (a journal section, a card
    drawn) or chance. Travelling onto new map cards can be undone (docs/rules.md)."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    before = g.state.characters["a"].energy
    snapshot = g.state.characters["a"].resources["food"]
    g.apply("trade a b food 1")
    g.undo()
    assert g.state.characters["a"].resources["food"] == snapshot
    placed = set(g.state.locations)
    g.apply("travel 103")  # reveals 109 (diagonal to the Menhir at 101)
    assert "109" in g.state.locations
    g.undo()
    assert g.state.characters["a"].location == 101 and g.state.characters["a"].energy == before
    assert set(g.state.locations) == placed
    g.apply("explore")  # reads a section: revealed information
    with pytest.raises(IllegalActionError):
        g.undo()


def test_undo_steps_back_through_reversible_actions() -> None:
    """architecture.md Undo: several reversible actions undo one at a time, each to the exact earlier state."""
    import copy

    g = new_game(CATALOG, ["a", "b"], seed=1)
    states = [copy.deepcopy(g.state)]
    for text in ("trade a b food 1", "trade b a wealth 1", "travel 102"):
        g.apply(text)
        states.append(copy.deepcopy(g.state))
    for expected in reversed(states[:-1]):
        assert g.can_undo()
        g.undo()
        assert g.state == expected
    assert not g.can_undo()
    off = new_game(CATALOG, ["a", "b"], seed=1, undo=False)
    off.apply("trade a b food 1")
    with pytest.raises(IllegalActionError):
        off.undo()


def test_illegal_reason_explains_without_applying() -> None:
    """architecture.md / ux.md: a disabled action shows why; the check is the one apply uses."""
    g = new_game(CATALOG, ["a"], seed=1)
    assert g.illegal_reason("travel 102") is None
    reason = g.illegal_reason("travel 107")
    assert reason is not None and "not connected" in reason
    assert g.illegal_reason("fly") == "unknown action 'fly'"
    assert g.state.characters["a"].location == 101


def test_illegal_reason_names_the_missing_price() -> None:
    """S1 "Location Action" / S0 "Menhirs": a closed location action or Menhir says what is short, not a
    generic 'not legal'."""
    g = new_game(CATALOG, ["a"], seed=1)
    a = g.state.characters["a"]
    g.apply("travel 104")  # Dig: 2 Energy and 1 Food; a Menhir costing 1 Magic and 1 Wealth per player
    a.resources["food"] = 0
    a.resources["magic"] = 0
    assert g.illegal_reason("location-action") == "Dig costs 1 Food (there is 0)"
    assert g.illegal_reason("activate-menhir") == "activating the Menhir costs 1 Magic (there is 0)"
    g.apply("travel 101")
    assert str(g.illegal_reason("activate-menhir")).endswith(" has no Menhir")


def test_pass_cannot_be_undone() -> None:
    """S1 "Pass": the decision is irreversible, so it is an undo barrier."""
    from grail_desktop.catalog import load_campaign
    from grail_desktop.engine import IllegalActionError, new_game

    game = new_game(load_campaign("ynys-wen"), characters=["maelon", "ceri"], seed=3)
    game.apply("pass")
    assert not game.can_undo()
    with pytest.raises(IllegalActionError):
        game.undo()


def test_a_character_action_with_a_price_needs_the_price() -> None:
    """S1 "Character Action": Hywel's bargain pays 1 Wealth; without Wealth the action is not available."""
    from grail_desktop.catalog import load_campaign
    from grail_desktop.engine import new_game

    catalog = load_campaign("ynys-wen")
    assert any(e.word == "pay" for e in catalog.characters["hywel"].action.effects)
    game = new_game(catalog, characters=["hywel"], seed=3)
    assert "character-action" in [str(a) for a in game.legal_actions()]
    game.apply("adjust hywel wealth 0")
    assert "character-action" not in [str(a) for a in game.legal_actions()]
    assert game.illegal_reason("character-action") is not None


def test_inspecting_a_menhir_says_lit_or_dark_and_tells_the_waking_as_a_prospect() -> None:
    """S1 "Inspect a Menhir" (newcomer playtest 2): a dark Menhir is called dark, a lit one gives its dial;
    the card's text follows "If you wake it:", so it never reads as if the waking had happened."""
    g = new_game(CATALOG, ["a"], seed=1)
    a = g.state.characters["a"]
    a.location = 102
    dark = g.apply("inspect-menhir").events[0].text
    assert dark.startswith("The Menhir of Leaning Stone is dark. Waking it asks for: 1 Magic.")
    assert dark.endswith("If you wake it: Feed it magic.")
    a.resources["magic"] = 1
    g.apply("activate-menhir")
    g.state.characters["a"].acted = False
    lit = g.apply("inspect-menhir").events[0].text
    assert (
        "The Menhir of Leaning Stone is lit: its dial shows 4 (days of light left). Waking it again asks for: 1 Magic."
        in lit
    )
    assert "is dark" not in lit and lit.index("If you wake it:") < lit.index("Feed it magic.")
    g.state.menhirs["102"].dial = 0
    assert "it goes dark at the next dawn" in g.apply("inspect-menhir").events[0].text


def test_inspecting_where_there_is_no_menhir_says_why() -> None:
    """S1 "Inspect / Activate Menhir": only where a Menhir stands; the refusal says so in words (a newcomer
    read "'Inspect the Menhir' is not possible now" and could not tell why)."""
    g = new_game(CATALOG, ["a"], seed=1)
    with pytest.raises(IllegalActionError, match="Gate Stones has no Menhir to inspect"):
        g.apply("inspect-menhir")
