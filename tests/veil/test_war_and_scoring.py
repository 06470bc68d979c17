"""S3 "Combat", "Scoring the Region", "Discarding Cards", end of season and end of game, each citing its line."""

from __future__ import annotations

import pytest
from veil_testkit import game, pack, set_hand, to_round

from grail_desktop.engine.veil import war
from grail_desktop.engine.veil.board import INDEX, hero_strength, strength
from grail_desktop.engine.veil.gains import Ctx
from grail_desktop.engine.veil.season import end_game, end_season
from grail_desktop.engine.veil.state import Battle, Mode


def _board(seats: int = 3, seed: int = 1, mode: Mode | None = None):  # type: ignore[no-untyped-def]
    g = to_round(game(seats, mode, seed), ["sw"] * seats)
    s = g.state
    for p in s.players:  # clear the landings: each test places what it needs
        p.lord_at = -1
        p.supply += sum(p.warriors)
        p.warriors = [0] * 9
    return g, s


def _vp(s, tile_region: str) -> int:  # type: ignore[no-untyped-def]
    return pack().regions[s.regions[INDEX[tile_region]].tile].vp[s.season - 1]


def _score(s, i: int, final_plans: dict[int, str] | None = None):  # type: ignore[no-untyped-def]
    ctx = Ctx(s, pack())
    sides = [k for k in range(s.seats) if strength(s, pack(), k, i) > 0]
    s.battle = Battle(region=i, seats=sides, heroes=[], start={k: strength(s, pack(), k, i) for k in sides})
    war.finish_battle(ctx)
    return ctx


def test_non_hero_battle_sums_strength_first_full_second_half_rounded_up() -> None:
    """S3 "Non-Hero Battles" and "Scoring the Region": sum strength; 1st full VP; 2nd half rounded up."""
    _g, s = _board()
    sw = INDEX["sw"]
    s.players[0].warriors[sw], s.players[1].warriors[sw], s.players[2].warriors[sw] = 3, 2, 1
    vp = [p.vp for p in s.players]
    ctx = _score(s, sw)
    value = _vp(s, "sw")
    assert [p.vp - v for p, v in zip(s.players, vp, strict=True)] == [value, (value + 1) // 2, 0]
    # the log says why no Battle Plan was asked for, so a contested region does not read as skipped
    scored = [e.text for e in ctx.events if e.kind == "RegionScored"]
    assert len(scored) == 1 and "no Hero there, so no Battle Plans" in scored[0]


def test_a_region_held_alone_scores_without_the_battle_words() -> None:
    """S3 "Scoring the Region" (decision: one side scores alone): no battle, so no word of Battle Plans."""
    _g, s = _board()
    sw = INDEX["sw"]
    s.players[0].warriors[sw] = 2
    ctx = _score(s, sw)
    scored = [e.text for e in ctx.events if e.kind == "RegionScored"]
    assert len(scored) == 1 and "Battle Plans" not in scored[0]


def test_tie_for_first_all_score_full_and_nobody_second() -> None:
    """S3 "Scoring the Region": a tie for 1st gives every tied player full VP and no 2nd-place VP."""
    _g, s = _board()
    sw = INDEX["sw"]
    s.players[0].warriors[sw], s.players[1].warriors[sw], s.players[2].warriors[sw] = 2, 2, 1
    vp = [p.vp for p in s.players]
    _score(s, sw)
    value = _vp(s, "sw")
    assert [p.vp - v for p, v in zip(s.players, vp, strict=True)] == [value, value, 0]


def test_region_vp_follows_the_season() -> None:
    """S3 "Seasonal Effects (X/Y/Z)": the region's VP for the current season."""
    _g, s = _board()
    sw = INDEX["sw"]
    s.season = 2
    s.players[0].warriors[sw] = 1
    vp = s.players[0].vp
    _score(s, sw)
    assert s.players[0].vp - vp == pack().regions[s.regions[sw].tile].vp[1]


def test_starting_strength_of_each_piece() -> None:
    """S3 Combat step 1 and glossary "Strength Token": Warriors 1, Champions 1 + Artifacts, Lords 1 + Artifacts
    + Strength Tokens,
    Settlements 1 + Strength Tokens, Beasts per card."""
    _g, s = _board()
    pk = pack()
    sw = INDEX["sw"]
    p = s.players[0]
    p.gear = {"lord": ["x"], "c1": ["y", "z"], "c2": []}
    p.lord_tokens = 2
    assert hero_strength(s, 0, "lord") == 1 + 1 + 2 and hero_strength(s, 0, "c1") == 3
    p.gear = {"lord": [], "c1": [], "c2": []}
    p.lord_tokens = 0
    p.warriors[sw] = 2
    p.lord_at = sw
    p.champ_at = [sw, -1]
    p.settled = [sw]
    p.town_tokens = {sw: 1}
    beast = next(iter(pk.beasts.values()))
    p.beasts = {beast.id: sw}
    assert strength(s, pk, 0, sw) == 2 + 1 + 1 + 2 + beast.strength
    s.regions[sw].explored = False
    assert strength(s, pk, 0, sw) == 0  # S3 glossary: unexplored regions give no strength


def _hero_battle(seed: int = 2, mode: Mode | None = None):  # type: ignore[no-untyped-def]
    """Two Lords in the south-west, each with a Battle Plan in hand, at the War Phase."""
    g, s = _board(2, seed, mode)
    sw = INDEX["sw"]
    for k in (0, 1):
        s.players[k].lord_at = sw
        s.players[k].gear = {"lord": [], "c1": [], "c2": []}
    set_hand(s, 0, ["bp-shield-wall", "mv-stag-leap", "st-granary"])  # strength 3, limit 4
    set_hand(s, 1, ["bp-last-stand", "dp-night-crossing"])  # strength 6, limit 2
    s.war = [sw]
    ctx = Ctx(s, pack())
    war.next_battle(ctx)
    return g, s


def test_hero_battle_plans_are_sealed_then_revealed() -> None:
    """S3 Combat steps 2–3: each player with a Hero chooses up to 1 Battle Plan and up to 3 Bonus Cards,
    hidden; plans are revealed together and each limit noted (+1 per Bonus Card)."""
    g, s = _hero_battle()
    assert s.phase == "plan" and g.to_act() == [0, 1]
    options = [str(a) for a in g.legal_actions(0)]
    assert "0: plan none" in options and "0: plan bp-shield-wall bonus mv-stag-leap,st-granary" in options
    assert not any(a.count(",") >= 3 for a in options)
    g.apply("0: plan bp-shield-wall bonus mv-stag-leap")
    assert g.view(1).sealed[0] == "?"
    g.apply("1: plan bp-last-stand")
    assert s.phase == "combat"
    assert war.limit_of(Ctx(s, pack()), 0) == 5
    assert s.battle is not None and s.battle.order == [0, 1]  # equal starting strength: plan initiative


def test_combat_cards_drawn_one_at_a_time_seen_by_the_drawer_then_revealed() -> None:
    """S3 Combat steps 4–7: draw one at a time, highest strength first; reveal all; over the limit fails
    (half the printed strength rounded up, no effect); within the limit succeeds (full total + effect);
    0 cards is a success (S3 FAQ)."""
    g, s = _hero_battle()
    g.apply("0: plan bp-shield-wall")
    g.apply("1: plan bp-last-stand")
    for c in ("cb-mighty-blow", "cb-hero-s-fury"):  # top: 4 then 3
        s.decks["combat"].remove(c)
        s.decks["combat"].append(c)
    vp = [p.vp for p in s.players]
    g.apply("0: combat draw")  # 4 ≤ limit 4
    assert any(e.seat == 0 and "(4)" in e.text for e in g.events)
    assert not any(e.seat == 1 and e.kind == "CombatCardDrawn" for e in g.events)
    g.apply("0: combat stop")
    g.apply("1: combat draw")  # 3 > limit 2: fails, the drawing stops
    assert s.battle is None
    value = _vp(s, "sw")
    # seat 0: 1 + 3 + 4 = 8 and the plan's +1 VP; seat 1: 1 + ceil(6/2) = 4
    assert s.players[0].vp - vp[0] >= value + 1
    assert any("Last Stand fails" in e.text for e in g.events)
    assert any("Shield Wall succeeds" in e.text for e in g.events)


def test_zero_cards_drawn_is_a_success() -> None:
    """S3 FAQ: drawing 0 Combat Cards still gives the Battle Plan's effect."""
    g, _s = _hero_battle()
    g.apply("0: plan bp-shield-wall")
    g.apply("1: plan bp-last-stand")
    g.apply("0: combat stop")
    g.apply("1: combat stop")
    assert any("Shield Wall succeeds" in e.text for e in g.events)
    assert any("Last Stand succeeds" in e.text for e in g.events)


def test_discards_after_battle(monkeypatch: pytest.MonkeyPatch) -> None:
    """S3 "Discarding Cards": 1st discards plan + Bonus Cards; another place with a failed plan discards the
    plan and regains the Bonus Cards; with a successful plan regains both."""
    monkeypatch.setattr(war, "end_season", lambda ctx: None)  # look at the hands before the season ends
    g, s = _hero_battle()
    g.apply("0: plan bp-shield-wall bonus mv-stag-leap")
    g.apply("1: plan bp-last-stand bonus dp-night-crossing")
    g.apply("0: combat stop")  # seat 0: 1 + 3 = 4
    g.apply("1: combat stop")  # seat 1: 1 + 6 = 7, first
    assert "bp-last-stand" in s.discards["plan"] and "dp-night-crossing" in s.discards["deploy"]
    assert "bp-shield-wall" in s.players[0].hand and "mv-stag-leap" in s.players[0].hand
    assert "bp-shield-wall" in g.view(1).players[0].hand  # seen returning: every seat knows it


def test_failed_plan_in_second_place_is_discarded_bonus_regained(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(war, "end_season", lambda ctx: None)
    g, s = _hero_battle()
    s.battle.start[0] += 2  # seat 0 clearly first
    g.apply("0: plan bp-shield-wall")
    g.apply("1: plan bp-last-stand bonus dp-night-crossing")  # limit 3
    s.decks["combat"].remove("cb-hero-s-fury")
    s.decks["combat"].append("cb-hero-s-fury")  # 4 > 3
    g.apply("0: combat stop")
    g.apply("1: combat draw")
    assert "bp-last-stand" in s.discards["plan"] and "dp-night-crossing" in s.players[1].hand


def test_deterministic_mode_uses_no_combat_cards() -> None:
    """Decision for S3 setup step 3 "Deterministic": no Combat Cards; a plan adds half its limit."""
    g, s = _hero_battle(mode=Mode(deterministic=True))
    g.apply("0: plan bp-shield-wall")
    g.apply("1: plan bp-last-stand")
    assert s.battle is None and not any(e.kind == "CombatCardDrawn" for e in g.events)


def test_winner_of_a_hero_battle_gains_an_artifact() -> None:
    """S3 "Gaining Artifacts from Battles": the Artifact's VP (decision: the untied winner of a Hero battle)."""
    g, s = _hero_battle()
    g.apply("0: plan none")
    g.apply("1: plan bp-last-stand")
    g.apply("1: combat stop")
    assert len(s.players[1].gear["lord"]) == 1
    assert s.players[1].vp_from.get("artifacts", 0) >= 1


def test_green_knight_takes_a_place_and_scores_nothing() -> None:
    """Decision for the Green Knight (S3 setup step 8): strength 3, never wins a tie, scores nothing; who
    places above it gains 1 Favor."""
    _g, s = _board()
    sw = INDEX["sw"]
    s.regions[sw].knight = True
    s.players[0].warriors[sw] = 4
    s.players[1].warriors[sw] = 2
    vp = [p.vp for p in s.players]
    _score(s, sw)
    value = _vp(s, "sw")
    assert s.players[0].vp - vp[0] == value + 0 and s.players[0].favor == 1
    assert s.players[1].vp - vp[1] == 0  # 3rd behind the Knight


def test_end_of_season_one_vp_per_hand_card_discarded() -> None:
    """S3 "End of the Season": 1 VP per card discarded from hand."""
    _g, s = _board(2)
    set_hand(s, 0, ["dp-night-crossing", "mv-stag-leap", "st-granary"])
    vp = s.players[0].vp
    s.war = []
    end_season(Ctx(s, pack()))
    assert s.players[0].vp_from["hand"] == 3 and s.players[0].vp >= vp + 3
    assert s.season == 2


def test_end_game_slots_once_more_and_the_grail_breaks_ties() -> None:
    """S3 "End Game Scoring" and "Ending the Game": Settlement slots once more; most VP wins; the Holy Grail
    bearer wins a tie; without one all tied players win."""
    _g, s = _board(3)
    for p in s.players:
        p.vp = 10
    s.players[2].settled = [INDEX["sw"]]
    ctx = Ctx(s, pack())
    s.players[2].vp = 10 - pack().factions["thorn-kin"].side.slots[0]
    end_game(ctx)
    assert s.winners == [0, 1, 2] and s.phase == "over"
    for p in s.players:
        p.vp = 10
    s.players[2].settled = []
    s.grail = 1
    end_game(ctx)
    assert s.winners == [1]


def test_game_ends_after_the_last_seasons_war_phase() -> None:
    """S3 "Ending the Game": after Season 2 (Normal) or 3 (Long)."""
    _g, s = _board(2, mode=Mode(seasons=3))
    s.season = 2
    end_season(Ctx(s, pack()))
    assert s.phase != "over" and s.season == 3
    s.war = []
    end_season(Ctx(s, pack()))
    assert s.phase == "over"


def test_settlement_slots_pay_each_mist_phase() -> None:
    """S3 "Settle": gain the revealed Settlement slots' VP each Mist Phase (from Season 2)."""
    _g, s = _board(2)
    s.players[0].settled = [INDEX["sw"], INDEX["se"]]
    vp = s.players[0].vp_from.get("settlements", 0)
    end_season(Ctx(s, pack()))
    assert s.players[0].vp_from["settlements"] - vp == sum(pack().factions["hollow-court"].side.slots[:2])


def test_excalibur_breaks_a_tie_once_a_season() -> None:
    """S3 "Excalibur": +1 strength tie-break in one battle a season (decision: used at the first tie)."""
    _g, s = _board(2)
    sw, se = INDEX["sw"], INDEX["se"]
    s.excalibur = 0
    s.players[0].gear = {"lord": [], "c1": [], "c2": []}
    s.players[0].lord_at = sw
    s.players[1].warriors[sw] = 4  # Lord 1 + Excalibur 2 = 3 ... plus 1 Warrior
    s.players[0].warriors[sw] = 1
    vp = [p.vp for p in s.players]
    _score(s, sw)
    assert s.players[0].vp - vp[0] == _vp(s, "sw") and s.players[1].vp - vp[1] == (_vp(s, "sw") + 1) // 2
    assert s.players[0].excalibur_used
    s.players[0].lord_at = se
    s.players[1].warriors[se] = 3
    vp = [p.vp for p in s.players]
    _score(s, se)
    assert s.players[0].vp - vp[0] == _vp(s, "se") == s.players[1].vp - vp[1]  # tie stands this time


@pytest.mark.parametrize("catch_up", [True, False])
def test_catch_up_helps_the_trailing_faction(catch_up: bool) -> None:
    """Decision for S3 setup step 3 "Catch-Up": at a Mist Phase after the first, each faction with the lowest
    VP (when not all are equal) gains 2 Power and a Deploy card; No Catch-Up gives nothing."""
    _g, s = _board(2, mode=Mode(catch_up=catch_up))
    s.players[0].vp, s.players[1].vp = 3, 9
    for p in s.players:
        p.hand.clear()
        p.power = 0
    s.discards["deploy"].clear()
    ctx = Ctx(s, pack())
    end_season(ctx)  # to Season 2's Mist Phase (the cleared hands score nothing)
    assert s.season == 2
    assert s.players[0].power == (2 if catch_up else 0) and s.players[1].power == 0
    assert len(s.players[0].hand) == 5 + catch_up and len(s.players[1].hand) == 5
