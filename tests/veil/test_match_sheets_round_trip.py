"""Match sheets (issue 21 "Saves"): TOML through the save machinery, resumable exactly mid-round with hidden
choices already made, identical continuation; bad sheets give ``file: key: problem`` and lose nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from veil_testkit import game, pack, to_round

from grail_desktop.engine.rng import Rng
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.meta import Lineage
from grail_desktop.saves.veil import dumps, load_match, loads, save_match


def _after(mark: str, text: str, old: str, new: str) -> str:
    """``text`` with the first ``old`` after ``mark`` replaced by ``new``."""
    head, tail = text.split(mark, 1)
    return head + mark + tail.replace(old, new, 1)


def _mid_round():  # type: ignore[no-untyped-def]
    g = to_round(game(3, seed=8))
    rng = Rng.from_seed(8)
    while g.state.round < 2 or g.state.phase != "choose":
        seat = g.to_act()[0]
        g.apply(rng.choice(g.legal_actions(seat)))
    g.apply(g.legal_actions(0)[0])  # seat 0's hidden choice is made; seats 1 and 2 still to choose
    return g


def test_round_trip_mid_round_with_a_sealed_choice_continues_identically() -> None:
    g = _mid_round()
    text = dumps(g, ["human", "greedy", "search"])
    sheet = loads(text, pack())
    h = sheet.game
    assert sheet.seats == ["human", "greedy", "search"]
    assert h.state == g.state and h.log == g.log
    assert h.state.sealed[0] and not h.state.sealed[1]
    rng_a, rng_b = Rng.from_seed(5), Rng.from_seed(5)
    while not g.over:
        seat = g.to_act()[0]
        a, b = rng_a.choice(g.legal_actions(seat)), rng_b.choice(h.legal_actions(seat))
        assert a == b
        assert g.apply(a) == h.apply(b)
    assert h.state == g.state and h.state.winners == g.state.winners


def test_sheet_reads_like_a_table(tmp_path: Path) -> None:
    g = _mid_round()
    path = tmp_path / "match.toml"
    save_match(path, g, ["human", "greedy", "greedy"])
    text = path.read_text(encoding="utf-8")
    assert 'format = "grail-desktop-veil-match"' in text and "[setup]" in text and "[table]" in text
    assert 'name = "The Hollow Court"' in text
    save_match(path, g, ["human", "greedy", "greedy"])
    assert (tmp_path / "match.toml.1").is_file()  # the previous save is kept as a backup
    assert load_match(path).game.state == g.state


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda t: t.replace('format = "grail-desktop-veil-match"', 'format = "other"'), "format"),
        (lambda t: t.replace("version = 2", "version = 9"), "version"),
        (lambda t: t.replace('pack = "saltcrown"', 'pack = "nowhere"'), "pack"),
        (lambda t: t.replace('pack_version = "', 'pack_version = "0.0.1-', 1), "pack_version"),
        (lambda t: t.replace("seed = 8", 'seed = "8"'), "setup.seed"),
        (lambda t: t.replace("normal,standard", "normal,wobbly"), "setup.mode"),
        (lambda t: t.replace('"0: ', '"5: ', 1), "log.actions"),
        (lambda t: _after("faction = [", t, "vp = ", "vp = 9"), "table.faction[0].vp"),
        (lambda t: t.replace("season = ", "seasons = ", 1), "slot.seasons"),
        (lambda t: t.replace('[lineage]\nid = "', '[lineage]\nid = "../', 1), "lineage.id"),
    ],
)
def test_bad_sheets_name_the_key(change, key: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    g = _mid_round()
    path = tmp_path / "match.toml"
    lineage = Lineage("m-0123456789ab", "A test match")
    path.write_text(change(dumps(g, ["human", "greedy", "greedy"], lineage=lineage)), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        load_match(path)
    assert err.value.file == "match.toml"
    assert err.value.key == key or (key == "pack" and err.value.key == "pack")


def test_truncated_sheet_is_reported() -> None:
    text = dumps(_mid_round(), ["human", "greedy", "greedy"])
    with pytest.raises(SaveError, match="truncated"):
        loads(text[: len(text) // 2], pack(), name="cut.toml")


def test_a_sheet_from_an_earlier_pack_version_replays_when_the_pack_allows_it() -> None:
    """``replays_from`` in pack.toml: a match begun under an earlier version whose numbers changed goes on
    under the new one (replayed, with a note for the player); any other version is refused naming the key."""
    import attrs

    g = _mid_round()
    old = dumps(g, ["human", "greedy", "greedy"]).replace(
        f'pack_version = "{pack().version}"', 'pack_version = "0.1.9"'
    )
    newer = attrs.evolve(pack(), version="9.0.0", replays_from=("0.1.9",))
    sheet = loads(old, newer)
    assert sheet.game.log == g.log and sheet.notes and "0.1.9" in sheet.notes[0]
    with pytest.raises(SaveError) as err:
        loads(old, attrs.evolve(pack(), version="9.0.0"))
    assert err.value.key == "pack_version"
    broken = old.replace('"0: ', '"7: ', 1)
    with pytest.raises(SaveError, match="cannot go on under"):
        loads(broken, newer)


def test_a_match_saved_under_saltcrown_0_2_0_goes_on_under_the_bundled_pack() -> None:
    """A sheet written by the previous release (Saltcrown Isle 0.2.0, Season 2 with one sealed choice made)
    loads under the bundled pack (``replays_from``), keeps its lineage and the sealed choice, and says so."""
    path = Path(__file__).parent / "released" / "saltcrown-0.2.0-season2.toml"
    sheet = load_match(path)
    assert sheet.notes and "0.2.0" in sheet.notes[0] and pack().version in sheet.notes[0]
    assert sheet.lineage is not None and sheet.lineage.id == "m-0a1b2c3d4e5f"
    s = sheet.game.state
    assert (s.season, s.round, s.phase) == (2, 1, "choose") and s.sealed[0] and not s.sealed[1]


def test_the_desks_seat_names_and_colours_round_trip_and_bad_ones_are_named() -> None:
    g = game(2, seed=3)
    text = dumps(g, ["human", "greedy"], names=["Bea", "The Tide Wardens"], colours=["#c0463a", "#3f7fbf"])
    sheet = loads(text, pack())
    assert sheet.names == ("Bea", "The Tide Wardens") and sheet.colours == ("#c0463a", "#3f7fbf")
    assert loads(dumps(g, ["human", "greedy"]), pack()).names == ()  # text mode writes none
    with pytest.raises(SaveError, match=r"setup\.colours: expected 2 #rrggbb colours"):
        loads(text.replace('"#3f7fbf"', '"blue"'), pack(), name="m.toml")
    with pytest.raises(SaveError, match=r"setup\.names: expected 2 names"):
        loads(text.replace('    "Bea",\n', ""), pack(), name="m.toml")
