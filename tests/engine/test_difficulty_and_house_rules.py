"""Difficulty levels and house rules change the game only through its setup (decided for this edition:
difficulty; decided for this edition: house rules; engine.difficulty)."""

from __future__ import annotations

import attrs
import pytest
from engine_testkit import CATALOG

from grail_desktop.engine import new_game
from grail_desktop.engine.defs import Catalog, DifficultyDef
from grail_desktop.engine.difficulty import HOUSE_RULES, pack_catalog, ruled_catalog
from grail_desktop.engine.effects import parse_effect
from grail_desktop.engine.setup import SetupError


def _levels() -> Catalog:
    """The test catalog with a Story, Normal and Hard of its own."""
    return attrs.evolve(
        CATALOG,
        difficulties={
            "story": DifficultyDef("story", "Story", start_dial=2, resources={"food": 1}, mercy="always"),
            "normal": DifficultyDef("normal", "Normal", mercy="once"),
            "hard": DifficultyDef(
                "hard",
                "Hard",
                enemy_health=2,
                level2_health=1,
                guardian_health=3,
                start_dial=-3,
                menhir_dial=-1,
                resources={"food": -5},
                mercy="never",
            ),
        },
    )


def test_setup_keeps_difficulty_and_house_rules() -> None:
    """Decided for this edition: difficulty. The setup names the difficulty and house rules; the engine API's
    default is the pack's printed values (players choose Normal by default in the wizard, play and simulate)."""
    plain = new_game(CATALOG, ["a"], seed=3)
    assert (plain.state.setup.difficulty, plain.state.setup.house_rules) == ("printed", [])
    g = new_game(_levels(), ["a"], seed=3, difficulty="hard", house_rules=["gentle-tax"])
    assert (g.state.setup.difficulty, g.state.setup.house_rules) == ("hard", ["gentle-tax"])


def test_unknown_difficulty_or_house_rule_is_refused() -> None:
    """Decided for this edition: difficulty. An unknown level or house rule is a SetupError naming it."""
    with pytest.raises(SetupError, match="unknown difficulty 'brutal'"):
        new_game(CATALOG, ["a"], difficulty="brutal")
    with pytest.raises(SetupError, match="unknown house rule 'no-food'"):
        new_game(CATALOG, ["a"], house_rules=["no-food"])


def test_difficulty_changes_enemy_health_by_level_and_guardian() -> None:
    """Decided for this edition: difficulty: encounter strength. Hard adds 2 Health to every enemy, 1 more at
    level 2, 3 more to a Guardian; the pack's catalog is untouched."""
    g = new_game(_levels(), ["a"], seed=3, difficulty="hard")
    printed = CATALOG.enemies
    assert g.catalog.enemies["wolf"].health == printed["wolf"].health + 2
    assert g.catalog.enemies["boar"].health == printed["boar"].health + 3
    assert g.catalog.enemies["bogle"].health == printed["bogle"].health + 6
    assert g.pack.enemies["wolf"].health == printed["wolf"].health
    assert new_game(_levels(), ["a"], seed=3, difficulty="normal").catalog.enemies == printed


def test_difficulty_changes_dials() -> None:
    """Decided for this edition: difficulty: dials. Story starts the first Menhir 2 higher (S1 World Setup 2
    gives 8 solo), Hard 3 lower, and Hard's woken Menhirs burn 1 day less."""
    assert new_game(_levels(), ["a"], seed=3, difficulty="story").state.menhirs["101"].dial == 8 + 2
    hard = new_game(_levels(), ["a"], seed=3, difficulty="hard")
    assert hard.state.menhirs["101"].dial == 8 - 3  # Day 1 starts at Start of the Day step 5
    woken = [n for n, loc in CATALOG.locations.items() if loc.menhir is not None]
    for n in woken:
        menhir = CATALOG.locations[n].menhir
        assert menhir is not None
        assert hard.catalog.locations[n].menhir.dial == max(1, menhir.dial - 1)  # type: ignore[union-attr]


def test_difficulty_changes_starting_resources_never_below_zero() -> None:
    """Decided for this edition: difficulty: resources. Story adds 1 Food; Hard's −5 Food leaves 0, never less."""
    printed = CATALOG.characters["a"].resources.get("food", 0)
    story = new_game(_levels(), ["a"], seed=3, difficulty="story").state.characters["a"]
    hard = new_game(_levels(), ["a"], seed=3, difficulty="hard").state.characters["a"]
    assert story.resources["food"] >= printed + 1 - 1  # Day 1's Event may spoil one
    assert hard.resources["food"] == 0


def _die(g) -> None:  # type: ignore[no-untyped-def]
    for _ in range(4):
        g.change("a", "health", -6)
    g._run()


def test_mercy_is_offered_as_the_difficulty_says() -> None:
    """Decided for this edition: difficulty: Mercy (S0 Allmother's Mercy). Normal offers it once, Hard never,
    Story every time."""
    normal = new_game(_levels(), ["a"], seed=1, difficulty="normal")
    _die(normal)
    assert [str(a) for a in normal.legal_actions()] == ["mercy"]
    normal.apply("mercy")
    assert normal.state.setup.difficulty == "normal"  # the restart keeps the setup
    _die(normal)
    assert normal.state.phase == "over" and normal.legal_actions() == []
    hard = new_game(_levels(), ["a"], seed=1, difficulty="hard")
    _die(hard)
    assert hard.state.phase == "over" and hard.legal_actions() == []
    story = new_game(_levels(), ["a"], seed=1, difficulty="story")
    for _ in range(2):
        _die(story)
        assert [str(a) for a in story.legal_actions()] == ["mercy"]
        story.apply("mercy")


def test_gentle_tax_costs_two_energy_and_never_health() -> None:
    """Decided for this edition: house rules: gentle-tax. Going hungry costs 2 Energy at most, never Health
    (S1 End of the Day 1 otherwise drops Energy to 0, then costs 1 Health)."""
    g = new_game(CATALOG, ["a"], seed=3, house_rules=["gentle-tax"])
    a = g.state.characters["a"]
    a.resources["food"] = 0
    start = a.energy
    g.apply("pass")
    g.apply("fast")
    assert a.energy >= start - 2 and a.health == CATALOG.characters["a"].health.start
    a.energy = 0
    health = a.health
    from grail_desktop.engine.turn import take_rest

    take_rest(g, "a", eat=False)
    assert (a.energy, a.health) == (0, health)


def test_cheap_exploration_costs_no_energy() -> None:
    """Decided for this edition: house rules: cheap-exploration. Exploring costs no Energy (S1 Explore: 1)."""
    paid = new_game(CATALOG, ["a"], seed=3)
    free = new_game(CATALOG, ["a"], seed=3, house_rules=["cheap-exploration"])
    before = free.state.characters["a"].energy
    paid.apply("explore")
    free.apply("explore")
    assert free.state.characters["a"].energy == before
    assert paid.state.characters["a"].energy == before - 1


def test_fearless_escape_drops_terror_from_escape_costs() -> None:
    """Decided for this edition: house rules: fearless-escape. Escape costs lose their Terror, keep the rest."""
    scary = attrs.evolve(
        CATALOG.enemies["wolf"], escape_cost=(parse_effect("lose energy 1"), parse_effect("gain terror 2"))
    )
    catalog = attrs.evolve(CATALOG, enemies={**CATALOG.enemies, "wolf": scary})
    ruled = ruled_catalog(catalog, "normal", ["fearless-escape"])
    assert [str(e) for e in ruled.enemies["wolf"].escape_cost] == ["lose energy 1"]
    assert pack_catalog(ruled) is catalog
    assert ruled_catalog(ruled, "normal", ["fearless-escape"]) is ruled  # never applied twice


def test_long_light_and_full_larder() -> None:
    """Decided for this edition: house rules: long-light (every dial 1 higher) and full-larder (+2 Food)."""
    plain = new_game(CATALOG, ["a"], seed=3)
    g = new_game(CATALOG, ["a"], seed=3, house_rules=["long-light", "full-larder"])
    assert g.state.menhirs["101"].dial == plain.state.menhirs["101"].dial + 1
    assert g.state.characters["a"].resources["food"] == plain.state.characters["a"].resources["food"] + 2
    for n, loc in CATALOG.locations.items():
        if loc.menhir is not None:
            assert g.catalog.locations[n].menhir.dial == loc.menhir.dial + 1  # type: ignore[union-attr]


def test_every_house_rule_has_a_name_and_a_sentence() -> None:
    """Decided for this edition: house rules: each is documented where players see it."""
    assert len(HOUSE_RULES) >= 3
    for rule in HOUSE_RULES.values():
        assert rule.name and rule.text.endswith(".")


def test_same_setup_same_game() -> None:
    """architecture.md: pack, setup, seed and log determine the game, at any difficulty."""
    one = new_game(_levels(), ["a", "b"], seed=9, difficulty="hard", house_rules=["long-light"])
    two = new_game(_levels(), ["a", "b"], seed=9, difficulty="hard", house_rules=["long-light"])
    for _ in range(6):
        action = one.legal_actions()[0]
        one.apply(action)
        two.apply(action)
    assert one.state == two.state


def test_party_dial_lengthens_the_first_dial_for_each_character_beyond_the_first() -> None:
    """Decided for this edition: difficulty (``party_dial``). S1 World Setup 2 sets the first dial 8/7/6/5 for
    1–4 players; a level's ``party_dial`` adds to it once per character beyond the first, after ``start_dial``."""
    levels = _levels()
    normal = attrs.evolve(levels.difficulties["normal"], start_dial=-2, party_dial=1)
    catalog = attrs.evolve(levels, difficulties={**levels.difficulties, "normal": normal})
    solo = new_game(catalog, ["a"], seed=3, difficulty="normal")
    pair = new_game(catalog, ["a", "b"], seed=3, difficulty="normal")
    assert solo.state.menhirs["101"].dial == 8 - 2
    assert pair.state.menhirs["101"].dial == 7 - 2 + 1


def test_party_menhir_dial_lengthens_every_woken_dial_for_a_party() -> None:
    """Decided for this edition: difficulty (``party_menhir_dial``). S0 makes a party pay a Menhir's cost once per
    character; a level's ``party_menhir_dial`` adds to the dial every woken Menhir sets when two or more play
    (once, whatever the party's size), and leaves a lone character's dials as the level sets them."""
    levels = _levels()
    normal = attrs.evolve(levels.difficulties["normal"], menhir_dial=-1, party_menhir_dial=2)
    catalog = attrs.evolve(levels, difficulties={**levels.difficulties, "normal": normal})
    solo = new_game(catalog, ["a"], seed=3, difficulty="normal")
    pair = new_game(catalog, ["a", "b"], seed=3, difficulty="normal")
    woken = [n for n, loc in CATALOG.locations.items() if loc.menhir is not None]
    assert woken
    for n in woken:
        printed = CATALOG.locations[n].menhir
        assert printed is not None
        assert solo.catalog.locations[n].menhir.dial == max(1, printed.dial - 1)  # type: ignore[union-attr]
        assert pair.catalog.locations[n].menhir.dial == max(1, printed.dial - 1 + 2)  # type: ignore[union-attr]
    # the pack itself is untouched, and a game loaded from the pair's state plays the same dials
    assert pack_catalog(pair.catalog) is catalog
    assert ruled_catalog(catalog, "normal", [], 2) is pair.catalog
