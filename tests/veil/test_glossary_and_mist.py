"""S3 glossary lines, the battle trigger, Deep Mist scoring, and what Mist Cards do when a Lord explores."""

from __future__ import annotations

import pytest
from veil_testkit import game, pack, set_hand, to_round

from grail_desktop.engine.veil import war
from grail_desktop.engine.veil.board import INDEX
from grail_desktop.engine.veil.gains import Ctx, explore


def _board(seats: int = 2):  # type: ignore[no-untyped-def]
    g = to_round(game(seats, seed=6), ["sw"] * seats)
    s = g.state
    for p in s.players:
        p.lord_at = -1
        p.supply += sum(p.warriors)
        p.warriors = [0] * 9
    return g, s


def test_battle_only_where_two_factions_have_strength_and_a_lone_faction_scores() -> None:
    """S3 battle overview: a battle in an explored region where 2+ factions have strength; Decision: a lone
    faction scores the region uncontested; unexplored and Deep Mist regions are not scored (S3 glossary)."""
    _g, s = _board()
    s.players[0].warriors[INDEX["se"]] = 1  # alone on the south-east coast
    s.players[1].warriors[INDEX["w"]] = 2  # in the unexplored west: no strength
    s.players[1].warriors[INDEX["s"]] = 0
    s.war = []
    ctx = Ctx(s, pack())
    vp = [p.vp for p in s.players]
    war.start_war(ctx)
    se_vp = pack().regions[s.regions[INDEX["se"]].tile].vp[0]
    assert s.players[0].vp_from.get("regions", 0) == se_vp
    assert s.players[1].vp_from.get("regions", 0) == 0
    assert not any(e.kind == "BattleStarted" for e in ctx.events)
    assert s.battles == 0 and s.players[0].vp >= vp[0] + se_vp


def test_deep_mist_regions_are_never_scored() -> None:
    """S3 glossary "Deep Mist": cannot be deployed to or scored."""
    _g, s = _board()
    n = INDEX["n"]
    assert s.regions[n].deep
    s.regions[n].explored = True  # even if it were explored
    s.players[0].warriors[n] = 3
    war.start_war(Ctx(s, pack()))
    assert s.players[0].vp_from.get("regions", 0) == 0


def test_only_seats_with_a_hero_choose_battle_plans_and_a_champion_is_enough() -> None:
    """S3 glossary "Hero": a Lord or Champion is needed to play a Battle Plan; "Champion" enables plans."""
    g, s = _board(3)
    sw = INDEX["sw"]
    s.players[0].champ_at = [sw, -1]
    s.players[1].warriors[sw] = 2
    s.players[2].warriors[sw] = 1
    set_hand(s, 0, ["bp-pincer"])
    set_hand(s, 1, ["bp-ring-of-spears"])
    s.war = [sw]
    war.next_battle(Ctx(s, pack()))
    assert s.phase == "plan" and g.to_act() == [0]
    assert g.legal_actions(1) == [] and g.legal_actions(2) == []


def test_lord_deploys_from_supply_like_a_unit() -> None:
    """S3 glossary "Lord": deploys like a unit from supply to a Coastal or settled region."""
    g = to_round(game(2, seed=6), ["sw", "sw"])
    s = g.state
    s.players[0].lord_at = -1
    set_hand(s, 0, ["dp-hero-s-return"])
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play dp-hero-s-return")
    g.apply("1: play st-harvest-tithe")
    while g.to_act() != [0]:
        seat = g.to_act()[0]
        g.apply(next(a for a in g.legal_actions(seat) if a.kind in ("draw", "end", "done")))
    options = {str(a) for a in g.legal_actions(0)}
    assert {"0: deploy lord sw", "0: deploy lord se", "0: deploy c1 se"} <= options
    assert not any(o.endswith((" w", " c", " e")) for o in options if ": deploy" in o)  # not inland
    g.apply("0: deploy lord se")
    assert s.players[0].lord_at == INDEX["se"]


@pytest.mark.parametrize(
    ("kind", "check"),
    [
        ("grail", lambda s, p: s.grail == 0 and p.vp_from.get("grail") == 10),
        ("knight", lambda s, p: s.regions[INDEX["w"]].knight),
        ("beast", lambda s, p: s.regions[INDEX["w"]].beast in pack().beasts),
        ("artifact", lambda s, p: len(p.gear["lord"]) == 1),
        ("favor", lambda s, p: p.favor == 2),
        ("power", lambda s, p: p.power == 4),
        ("token", lambda s, p: p.lord_tokens == 1),
        ("vp", lambda s, p: p.vp_from.get("mist") == 2),
        ("nothing", lambda s, p: True),
    ],
)
def test_mist_cards_act_for_the_explorer(kind: str, check) -> None:  # type: ignore[no-untyped-def]
    """Decision (S3 glossary "Explored Region"; S3 "The Holy Grail": 10 VP on claim): each Mist Card kind."""
    _g, s = _board()
    p = s.players[0]
    p.gear = {"lord": [], "c1": [], "c2": []}
    p.power = 2
    card = next(m for m in pack().mist.values() if m.kind == kind)
    w = INDEX["w"]
    s.regions[w].mist = card.id
    p.lord_at = w
    ctx = Ctx(s, pack())
    explore(ctx, 0, w)
    assert s.regions[w].explored
    assert check(s, p)
    assert any(e.kind == "RegionExplored" and card.name in e.text for e in ctx.events)
