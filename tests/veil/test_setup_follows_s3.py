"""S3 "Game Setup" steps 1–10 and the overview lines, each test citing its line."""

from __future__ import annotations

import pytest
from veil_testkit import FACTIONS, game, pack, to_round

from grail_desktop.engine.veil.defs import DEEP_MIST, MAIN_DECKS, POSITION_RING, POSITIONS
from grail_desktop.engine.veil.state import Mode


@pytest.mark.parametrize("seats", [1, 5])
def test_two_to_four_players(seats: int) -> None:
    """S3 Overview: 2–4 players."""
    with pytest.raises(ValueError, match="2–4 seats"):
        game(seats) if seats <= 4 else game_five()


def game_five():  # type: ignore[no-untyped-def]
    from grail_desktop.engine.veil.game import VeilGame

    return VeilGame(pack(), [*FACTIONS, "hollow-court"], Mode(), 1)


def test_region_layout_four_four_one_face_down_from_larger_pools() -> None:
    """S3 setup step 1: 4 Coastal, 4 Inner, 1 Central tiles, face down, from shuffled pools."""
    g = game(4)
    s = g.state
    rings = [pack().regions[r.tile].ring for r in s.regions]
    assert [rings.count(x) for x in ("coastal", "inner", "central")] == [4, 4, 1]
    assert all(pack().regions[r.tile].ring == POSITION_RING[r.pos] for r in s.regions)
    assert not s.tile_up and all(r.tile.startswith("?") for r in g.view(0).regions)
    assert len(s.decks["coastal"]) == 2 and len(s.decks["inner"]) == 2 and len(s.decks["central"]) == 1
    layouts = {tuple(r.tile for r in game(4, seed=k).state.regions) for k in range(6)}
    assert len(layouts) > 1


def test_factions_boards_units_and_settlements() -> None:
    """S3 setup step 2: each player takes a faction with its Lord, Champions, Warriors and Settlements."""
    s = game(4).state
    for p in s.players:
        f = pack().factions[p.faction]
        assert p.supply == f.warriors and p.lord_at == -1 and p.champ_at == [-1, -1]
        assert p.settlements_left == len(f.side.slots)


def test_modes_flip_boards() -> None:
    """S3 setup step 3: Symmetric uses the shared side of every Faction Board; Asymmetric each faction's own."""
    asym = game(4, Mode(symmetric=False)).state
    sym = game(4, Mode(symmetric=True)).state
    assert {p.vp for p in sym.players} == {pack().symmetric.start_vp}
    assert [p.vp for p in asym.players] == [pack().factions[f].side.start_vp for f in FACTIONS]
    g = to_round(game(2, Mode(symmetric=True)))
    g.apply("0: standard power")
    assert str(Mode(3, True, True, False)) == "long,deterministic,symmetric,no-catch-up"
    with pytest.raises(ValueError, match="2 seasons"):
        game(2, Mode(seasons=4))


def test_four_main_decks_shuffled_separately() -> None:
    """S3 setup step 4: Deploy, Move, Settle and Battle Plan decks, each shuffled on its own."""
    s = game(2).state
    for deck in MAIN_DECKS:
        assert sorted(s.decks[deck]) == sorted(pack().deck(deck))
    assert s.decks["deploy"] != pack().deck("deploy")


def test_beast_artifact_and_prophecy_decks() -> None:
    """S3 setup step 5: Mythical Beast, Artifact and Prophecy decks shuffled separately."""
    s = game(2).state
    assert sorted(s.decks["beast"]) == sorted(pack().beasts)
    assert sorted(s.decks["prophecy"]) == sorted(pack().prophecies)
    assert len(s.decks["artifact"]) == len(pack().artifacts) - 2 * 3


def test_favor_zero_vp_at_start_value_season_one_excalibur_waiting() -> None:
    """S3 setup steps 6–8: Favor 0, VP at the faction's value, Season 1, Excalibur at the track's end,
    the Holy Grail and the Green Knight not yet claimed or placed."""
    s = game(3).state
    assert all(p.favor == 0 for p in s.players)
    assert [p.vp for p in s.players] == [pack().factions[f].side.start_vp for f in FACTIONS[:3]]
    assert s.season == 1 and s.round == 0
    assert s.excalibur == -1 and s.grail == -1 and not any(r.knight for r in s.regions)
    assert {m.kind for m in pack().mist.values()} >= {"grail", "knight"}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_deep_mist_by_player_count(seats: int) -> None:
    """S3 setup step 9: 2 players: south, north-west, north-east, north; 3 players: north-east and north."""
    s = game(seats).state
    deep = {r.pos for r in s.regions if r.deep}
    assert deep == set(DEEP_MIST[seats])
    assert DEEP_MIST[2] == ("s", "nw", "ne", "n") and DEEP_MIST[3] == ("ne", "n")
    assert all(not r.mist for r in s.regions if r.deep)


def test_draw_three_artifacts_keep_one_gain_vp_equip_to_a_hero() -> None:
    """S3 setup step 10: each player draws 3 Artifacts, keeps 1, gains its VPs and equips it to a Hero."""
    g = game(2)
    s = g.state
    assert all(len(d) == 3 for d in s.draft)
    keep = s.draft[0][1]
    vp0 = s.players[0].vp
    g.apply(f"0: keep {keep} on c2")
    assert s.players[0].gear["c2"] == []  # sealed until every seat has chosen
    g.apply(g.legal_actions(1)[0])
    assert s.players[0].gear["c2"] == [keep]
    assert s.players[0].vp == vp0 + pack().artifacts[keep].vp
    assert len(s.decks["artifact"]) == len(pack().artifacts) - 2


def test_coastal_regions_start_explored_others_carry_mist() -> None:
    """Decision completing S3 glossary "Explored Region": Coastal tiles start explored; the rest hold a
    face-down Mist Card."""
    s = game(4).state
    for r, pos in zip(s.regions, POSITIONS, strict=True):
        assert r.explored == (POSITION_RING[pos] == "coastal")
        assert bool(r.mist) == (POSITION_RING[pos] != "coastal")


def test_a_season_is_mist_preparation_three_rounds_war() -> None:
    """S3 Overview: each season = Mist Phase → Preparation Phase (3 rounds) → War Phase; Normal 2 seasons."""
    from grail_desktop.engine.rng import Rng

    g = game(2, seed=3)
    rng = Rng.from_seed(3)
    while not g.over:
        seat = g.to_act()[0]
        g.apply(rng.choice(g.legal_actions(seat)))
    kinds = [e.kind for e in g.events_for(None) if e.kind in ("SeasonStarted", "RoundStarted", "WarStarted")]
    assert kinds == ["SeasonStarted", "RoundStarted", "RoundStarted", "RoundStarted", "WarStarted"] * 2
