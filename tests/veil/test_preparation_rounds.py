"""S3 turn structure, actions, abilities, exploring, Prophecies and the Favor Track, each citing its S3 line."""

from __future__ import annotations

from veil_testkit import acts, game, only_seat, pack, set_hand, to_round

from grail_desktop.engine.veil.board import INDEX, strength
from grail_desktop.engine.veil.gains import Ctx, gain_favor, gain_vp
from grail_desktop.engine.veil.season import check_prophecies
from grail_desktop.engine.veil.state import Mode


def _two(seed: int = 1, mode: Mode | None = None):  # type: ignore[no-untyped-def]
    """2 seats, both Lords on the south-west coast (2 players: Deep Mist on s, nw, ne, n)."""
    return to_round(game(2, mode, seed), ["sw", "sw"])


def test_choices_are_simultaneous_and_revealed_together_highest_initiative_first() -> None:
    """S3 turn steps 1–4: all choose at once, hidden; reveal; turn order by initiative, highest first."""
    g = _two()
    s = g.state
    set_hand(s, 0, ["dp-tide-landing", "mv-stag-leap"])  # initiative 25
    set_hand(s, 1, ["dp-night-crossing"])  # initiative 58
    assert g.to_act() == [0, 1]
    g.apply("0: play dp-tide-landing pay mv-stag-leap")
    assert g.to_act() == [1] and s.players[0].hand == ["dp-tide-landing", "mv-stag-leap"]
    g.apply("1: play dp-night-crossing")
    assert s.phase == "turn" and s.order == [1, 0]
    assert s.tabled[0] == ["dp-tide-landing", "mv-stag-leap"]
    revealed = [e.text for e in g.events if e.kind == "ChoicesRevealed"]
    assert len(revealed) == 2 and "initiative 58" in revealed[1]
    # issue 19 (newcomer 10: "initiative 56" meant nothing): the reveal says what the number decides
    assert all("the highest acts first" in line for line in revealed)


def test_cost_is_paid_with_other_hand_cards() -> None:
    """S3 turn step 2: the cards paying the cost go behind the chosen card; too few cards = not playable."""
    g = _two()
    set_hand(g.state, 0, ["dp-longships-at-dawn", "mv-stag-leap"])  # cost 2
    assert not any("longships" in a for a in acts(g, 0))
    set_hand(g.state, 0, ["dp-longships-at-dawn", "mv-stag-leap", "st-granary"])
    assert "0: play dp-longships-at-dawn pay mv-stag-leap,st-granary" in acts(g, 0)


def _resolve_to(g, seat: int) -> None:  # type: ignore[no-untyped-def]
    while only_seat(g) != seat:
        other = only_seat(g)
        g.apply(g.legal_actions(other)[-1] if g.state.phase != "turn" else _first_non_use(g, other))


def _first_non_use(g, seat: int):  # type: ignore[no-untyped-def]
    options = g.legal_actions(seat)
    return next((a for a in options if a.kind in ("done", "draw", "end")), options[0])


def test_card_resolves_in_order_then_end_of_turn_discards_and_draws_two() -> None:
    """S3 turn steps 5–6: resolve the card part by part; discard played and payment cards; draw 2 from any
    main decks (the seat picks each deck)."""
    g = _two()
    s = g.state
    set_hand(s, 0, ["dp-reinforcements", "mv-stag-leap"])  # deploy 2, then draw 1; cost 1
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play dp-reinforcements pay mv-stag-leap")
    g.apply("1: play st-harvest-tithe")  # initiative of Harvest Tithe is lower/higher: find whose turn
    _resolve_to(g, 0)
    options = acts(g, 0)
    assert "0: deploy warrior sw" in options and "0: deploy warrior w" not in options  # coastal only
    g.apply("0: deploy warrior sw")
    g.apply("0: deploy warrior se")
    assert s.players[0].warriors[INDEX["se"]] == 1
    draws = [a.split(": ")[1] for a in acts(g, 0) if " draw " in a]
    assert draws == ["draw deploy", "draw move", "draw settle", "draw plan"]
    assert "0: done" not in acts(g, 0)  # a draw is not optional
    g.apply("0: draw plan")  # the card's own draw
    g.apply("0: end")  # abilities could still be used; the seat ends its card
    while s.phase == "turn" and only_seat(g) == 0 and s.ending:
        g.apply("0: draw move")
    assert "dp-reinforcements" in s.discards["deploy"] and "mv-stag-leap" in s.discards["move"]
    assert len(s.players[0].hand) == 3  # 1 drawn by the card + 2 at the end of the turn
    assert [pack().cards[c].deck for c in s.players[0].hand].count("move") == 2


def test_standard_action_needs_no_card_and_draws_one() -> None:
    """S3 "Standard Actions": no card is tabled (tabled cards stay in hand); decision: one draw after it."""
    g = _two()
    s = g.state
    set_hand(s, 0, ["dp-night-crossing"])
    set_hand(s, 1, ["dp-fisherfolk-rise"])
    g.apply("0: standard power")
    g.apply("1: play dp-fisherfolk-rise")
    assert s.order == [1, 0]  # a Standard Action has initiative 0
    _resolve_to(g, 0)
    assert s.players[0].hand == ["dp-night-crossing"] and s.tabled[0] == []
    g.apply("0: end")
    g.apply("0: draw settle")
    assert len(s.players[0].hand) == 2


def test_five_unit_limit_checked_at_end_of_turn() -> None:
    """S3 turn step 6: at the end of the turn a faction keeps at most 5 units in a region."""
    g = _two()
    s = g.state
    s.players[0].warriors[INDEX["sw"]] = 4
    s.players[0].supply -= 3
    set_hand(s, 0, ["dp-fisherfolk-rise"])
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play dp-fisherfolk-rise")
    g.apply("1: play st-harvest-tithe")
    _resolve_to(g, 0)
    g.apply("0: deploy warrior sw")
    g.apply("0: deploy warrior sw")  # Lord + 6 Warriors = 7 units during the turn
    assert s.players[0].warriors[INDEX["sw"]] == 6
    g.apply("0: end")
    g.apply("0: draw move")
    g.apply("0: draw move")
    assert s.players[0].warriors[INDEX["sw"]] == 4  # Lord + 4 Warriors = 5
    assert any(e.kind == "UnitLimit" for e in g.events)


def test_deploy_to_coastal_or_own_settlement_and_faq_any_explored() -> None:
    """S3 "Deploy": coastal regions or regions with your Settlement; FAQ: "any explored region" ignores that;
    Deep Mist never (S3 setup step 9)."""
    from grail_desktop.engine.veil.board import deploy_targets

    g = _two()
    s = g.state
    assert deploy_targets(s, 0, "standard") == [INDEX["sw"], INDEX["se"]]
    s.regions[INDEX["c"]].explored = True
    s.players[0].settled.append(INDEX["c"])
    assert INDEX["c"] in deploy_targets(s, 0, "standard")
    s.regions[INDEX["w"]].explored = True
    assert deploy_targets(s, 0, "explored") == [INDEX["w"], INDEX["c"], INDEX["sw"], INDEX["se"]]


def test_settle_needs_explored_strength_free_slot_one_per_faction() -> None:
    """S3 "Settle": explored region, at least 1 strength, a free slot, at most 1 Settlement per faction."""
    from grail_desktop.engine.veil.board import can_settle

    g = _two()
    s, pk = g.state, pack()
    sw = INDEX["sw"]
    assert can_settle(s, pk, 0, sw)
    assert not can_settle(s, pk, 0, INDEX["se"])  # no strength there
    assert not can_settle(s, pk, 0, INDEX["w"])  # unexplored
    s.players[0].settled.append(sw)
    assert not can_settle(s, pk, 0, sw)  # one per faction
    slots = pk.regions[s.regions[sw].tile].slots
    s.players[1].settled.append(sw)
    assert can_settle(s, pk, 1, sw) is False
    if slots == 1:
        assert not can_settle(s, pk, 1, sw)


def test_settling_gains_the_revealed_slot_vp() -> None:
    """S3 "Settle": gain the VP of the Faction Board slot the Settlement came from; S3 FAQ "when": the Hollow
    Court's "when you settle" Power comes after the Settle is complete."""
    g = _two()
    s = g.state
    set_hand(s, 0, ["st-stone-circle"])
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play st-stone-circle")
    g.apply("1: play st-harvest-tithe")
    _resolve_to(g, 0)
    vp = s.players[0].vp
    power = s.players[0].power
    g.apply("0: settle sw")
    slot = pack().factions["hollow-court"].side.slots[0]
    assert s.players[0].vp == vp + slot
    assert s.players[0].power == power + 1  # the Hollow Court's "when you settle" effect, after the Settle
    assert s.players[0].settled == [INDEX["sw"]]


def test_abilities_once_a_season_marked_with_a_cube_and_paid_with_power() -> None:
    """S3 "Abilities": activate once per season; a Faction Cube marks it used; Faction Power pays (S3 glossary
    "Faction Power")."""
    g = _two()
    s = g.state
    set_hand(s, 0, ["st-harvest-tithe"])
    set_hand(s, 1, ["dp-night-crossing"])
    g.apply("0: play st-harvest-tithe")
    g.apply("1: play dp-night-crossing")
    _resolve_to(g, 0)
    assert "0: use hc-barrow-call" in acts(g, 0)
    power = s.players[0].power
    g.apply("0: use hc-barrow-call")
    assert s.players[0].power == power - 1 and "hc-barrow-call" in s.players[0].used
    g.apply("0: deploy warrior sw")
    g.apply("0: done")
    assert "0: use hc-barrow-call" not in acts(g, 0)


def test_lord_explores_and_units_in_unexplored_regions_give_no_strength() -> None:
    """S3 glossary: Lords explore unexplored regions (the Mist Card turns face up); units in an unexplored
    region give no strength and cannot move out."""
    g = _two(seed=3)
    s, pk = g.state, pack()
    w = INDEX["w"]
    s.players[1].warriors[INDEX["sw"]] -= 1
    s.players[1].warriors[w] = 1
    assert strength(s, pk, 1, w) == 0
    set_hand(s, 0, ["mv-hidden-paths"])
    set_hand(s, 1, ["mv-ferry-of-reeds"])
    g.apply("0: play mv-hidden-paths")
    g.apply("1: play mv-ferry-of-reeds")
    _resolve_to(g, 0)
    assert not any(a.startswith("1: move warrior w") for a in acts(g, 1))
    g.apply("0: move lord sw w")
    assert s.regions[w].explored
    assert any(e.kind == "RegionExplored" for e in g.events)
    assert strength(s, pk, 1, w) == 1


def test_if_conditions_count_only_this_card() -> None:
    """S3 FAQ: an "if" condition is not met by effects earlier in the turn outside the card: exploring with
    an ability first does not pay Scouting Party's "if this explored" VP; exploring with the card does."""
    g = _two()
    s = g.state
    set_hand(s, 0, ["mv-scouting-party", "st-granary"])  # move 2, then +1 VP if this card explored
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play mv-scouting-party pay st-granary")
    g.apply("1: play st-harvest-tithe")
    _resolve_to(g, 0)
    g.apply("0: use hc-grave-road")  # the Hollow Court's ability: move 2
    g.apply("0: move lord sw w")  # explores the west, outside the card
    assert s.regions[INDEX["w"]].explored
    g.apply("0: done")
    before = s.players[0].vp_from.get("cards", 0)
    g.apply("0: move warrior sw w")
    g.apply("0: done")
    assert s.players[0].vp_from.get("cards", 0) == before


def test_if_condition_met_by_the_card_itself() -> None:
    """S3 FAQ (other side): the card's own exploring meets its "if"."""
    g = _two()
    s = g.state
    set_hand(s, 0, ["mv-scouting-party", "st-granary"])
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play mv-scouting-party pay st-granary")
    g.apply("1: play st-harvest-tithe")
    _resolve_to(g, 0)
    before = s.players[0].vp_from.get("cards", 0)
    g.apply("0: move lord sw w")
    g.apply("0: done")
    assert s.players[0].vp_from.get("cards", 0) == before + 1


def test_prophecy_at_least_the_amount_first_three_favor_then_two_seasonal_vp() -> None:
    """S3 "Prophecies" and FAQ: at least the stated amount; first completer 3 Favor, later 2; VP by season."""
    g = _two()
    s, pk = g.state, pack()
    s.prophecies = ["pr-host-gathers"]  # 9 units on Avalon
    for seat in (0, 1):
        s.players[seat].warriors[INDEX["sw"]] = 10
    ctx = Ctx(s, pk)
    check_prophecies(ctx, 0)
    check_prophecies(ctx, 1)
    assert s.players[0].favor == 3 and s.players[1].favor == 2
    assert s.players[0].vp_from["prophecies"] == pk.prophecies["pr-host-gathers"].vp[0]


def test_units_in_unexplored_regions_count_on_avalon_not_for_regions() -> None:
    """S3 FAQ: units in unexplored regions count as on Avalon but not toward region requirements."""
    from grail_desktop.engine.veil.season import goal_count

    g = _two()
    s = g.state
    s.players[0].warriors[INDEX["w"]] = 3
    ctx = Ctx(s, pack())
    assert goal_count(ctx, 0, "units") == 5  # Lord + 1 Warrior on the coast + 3 in the west
    assert goal_count(ctx, 0, "regions") == 1
    assert goal_count(ctx, 0, "inner") == 0


def test_favor_track_vp_spaces_excalibur_and_overflow() -> None:
    """S3 "Favor": VP on marked spaces; each Favor past the end = 2 VP; Excalibur to the first at the end
    (S3 setup step 8) gives its Lord +2 strength (S3 "Excalibur")."""
    g = _two()
    s, pk = g.state, pack()
    ctx = Ctx(s, pk)
    before = strength(s, pk, 0, INDEX["sw"])
    vp = s.players[0].vp
    last = len(pk.favor_vp) - 1
    gain_favor(ctx, 0, last + 2)
    assert s.players[0].favor == last and s.excalibur == 0
    assert s.players[0].vp == vp + sum(pk.favor_vp) + 2 * 2
    assert strength(s, pk, 0, INDEX["sw"]) == before + 2


def test_vp_never_below_zero() -> None:
    """S3 FAQ: you cannot go below 0 VP."""
    g = _two()
    ctx = Ctx(g.state, pack())
    gain_vp(ctx, 0, -99, "test")
    assert g.state.players[0].vp == 0


def test_bonding_a_beast_gains_its_vp_and_the_beast_fights() -> None:
    """S3 "Bonding Mythical Beasts": gain the VPs in the Beast card's corner; it adds strength per card."""
    g = _two()
    s, pk = g.state, pack()
    sw = INDEX["sw"]
    s.regions[sw].beast = s.decks["beast"].pop()
    beast = pk.beasts[s.regions[sw].beast]
    s.players[0].power = 9
    set_hand(s, 0, ["st-harvest-tithe"])
    set_hand(s, 1, ["dp-night-crossing"])
    g.apply("0: play st-harvest-tithe")
    g.apply("1: play dp-night-crossing")
    _resolve_to(g, 0)
    vp, st = s.players[0].vp, strength(s, pk, 0, sw)
    g.apply(f"0: bond {beast.id}")
    assert s.players[0].vp == vp + beast.vp
    assert strength(s, pk, 0, sw) == st + beast.strength


def test_unequipped_artifacts_give_no_ability() -> None:
    """S3 FAQ: abilities of unequipped Artifacts cannot be used."""
    g = _two()
    s = g.state
    for hero in ("lord", "c1", "c2"):
        s.players[0].gear[hero] = []
    s.players[0].loose = ["ar-ring-of-seven-wells"]
    s.decks["artifact"].remove("ar-ring-of-seven-wells") if "ar-ring-of-seven-wells" in s.decks["artifact"] else None
    set_hand(s, 0, ["st-harvest-tithe"])
    set_hand(s, 1, ["dp-night-crossing"])
    g.apply("0: play st-harvest-tithe")
    g.apply("1: play dp-night-crossing")
    _resolve_to(g, 0)
    assert "0: use ar-ring-of-seven-wells" not in acts(g, 0)
    s.players[0].gear["c1"] = s.players[0].loose
    s.players[0].loose = []
    assert "0: use ar-ring-of-seven-wells" in acts(g, 0)


def test_a_move_card_moves_each_unit_one_region() -> None:
    """Decided for this edition (docs/riven-veil.md, S3 "Actions": Move): "move up to 3 units one region
    each" moves each unit once; a newcomer's Lord went three regions on one Forced March."""
    g = to_round(game(2, seed=4))
    s = g.state
    set_hand(s, 0, ["mv-forced-march", "st-granary"])
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play mv-forced-march pay st-granary")
    g.apply("1: play st-harvest-tithe")
    seat = only_seat(g)
    while seat != 0:
        g.apply(g.legal_actions(seat)[0])
        seat = only_seat(g)
    lord_moves = [a for a in g.legal_actions(0) if a.kind == "move" and a.args[0] == "lord"]
    assert lord_moves
    g.apply(lord_moves[0])  # into a Mist region it explores there: the Lord may then move on, but not this step
    assert g.state.steps and g.state.steps[0].part.do == "move"  # the card's move goes on
    assert not [a for a in g.legal_actions(0) if a.kind == "move" and a.args[0] == "lord"]


def test_the_great_host_deploys_to_any_explored_region_the_centre_included() -> None:
    """S3 FAQ "deploy to any explored region": any explored region, ignoring the Coastal/Settlement rule of
    S3 "Deploy" — so The Great Host may land in an explored centre, never in an unexplored one or Deep Mist
    (S3 setup 9), and an ordinary Deploy card may not land there without a Settlement."""
    g = _two()
    s = g.state
    c = INDEX["c"]
    set_hand(s, 0, ["dp-great-host", "mv-stag-leap", "st-granary"])
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play dp-great-host pay mv-stag-leap,st-granary")
    g.apply("1: play st-harvest-tithe")
    _resolve_to(g, 0)
    assert "0: deploy warrior c" not in acts(g, 0)  # the centre is still unexplored
    s.regions[c].explored = True
    assert "0: deploy warrior c" in acts(g, 0)
    assert "0: deploy warrior n" not in acts(g, 0)  # Deep Mist with two seats
    g.apply("0: deploy warrior c")
    assert s.players[0].warriors[c] == 1
    set_hand(s, 1, [])
    from grail_desktop.engine.veil.board import deploy_targets

    assert c not in deploy_targets(s, 0, "standard")  # no Settlement there: ordinary deploys stay out
