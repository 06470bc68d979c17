"""Property: along random playouts (solo and co-op, through encounters), at random steps ``loads(dumps(g))``
equals ``g`` and playing on from the loaded game gives exactly the same events as from the original
(architecture.md "The engine contract": a game is fully determined by its state; issue 6 "Done when")."""

from __future__ import annotations

import datetime as dt

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.game import Game, new_game
from grail_desktop.engine.rng import Rng
from grail_desktop.saves import dumps, loads

PLAY_ON = 25


def _play_on(a: Game, b: Game, picker: Rng, steps: int) -> int:
    """Apply the same choices to both games; assert the same legal actions, events and state each step."""
    played = 0
    for _ in range(steps):
        legal_a = [str(x) for x in a.legal_actions()]
        assert legal_a == [str(x) for x in b.legal_actions()]
        if not legal_a:
            break
        choice = legal_a[picker.below(len(legal_a))]
        assert a.apply(choice) == b.apply(choice)
        assert a.state == b.state
        played += 1
    return played


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)
@given(
    seed=st.integers(0, 2**32 - 1),
    party=st.sampled_from([("wren",), ("wren", "alder"), ("sorrel", "tamsin", "alder")]),
    checkpoints=st.lists(st.integers(0, 300), min_size=1, max_size=4, unique=True),
)
def test_save_and_load_at_random_steps_changes_nothing(
    catalog: Catalog, seed: int, party: tuple[str, ...], checkpoints: list[int]
) -> None:
    game = new_game(catalog, list(party), seed, undo=False)
    picker = Rng.from_seed(seed ^ 0x5A5A)
    step = 0
    for checkpoint in sorted(checkpoints):
        while step < checkpoint:
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(legal[picker.below(len(legal))])
            step += 1
        when = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
        text = dumps(game, saved_at=when)
        loaded = loads(text, catalog)
        assert loaded.state == game.state
        assert dumps(loaded, saved_at=when) == text, "a loaded game saves to the same sheet"
        # the original and the loaded game play on with the same choices: same events, same states
        step += _play_on(game, loaded, picker, PLAY_ON)


def test_play_on_from_a_loaded_game_matches_the_original_through_an_encounter(catalog: Catalog) -> None:
    """A fixed co-op playout that is inside an encounter at the save point (S2): both continuations agree."""
    for seed in range(40):
        game = new_game(catalog, ["wren", "alder"], seed, undo=False)
        picker = Rng.from_seed(seed)
        for _ in range(200):
            legal = game.legal_actions()
            if not legal or game.state.encounter is not None:
                break
            game.apply(legal[picker.below(len(legal))])
        if game.state.encounter is not None:
            break
    assert game.state.encounter is not None, "the test campaign leads into an encounter"
    loaded = loads(dumps(game), catalog)
    assert loaded.state == game.state
    played = _play_on(game, loaded, Rng.from_seed(1), 60)
    assert played > 5


def test_round_trip_along_a_playout_of_a_pack_loaded_from_files(isolated_catalog_cache: None) -> None:
    """A pack read by the real loader (the catalog tests' minimal pack under tests/catalog/packs): every
    10th step the save loads equal and plays on identically."""
    from pathlib import Path

    from grail_desktop.catalog import load_campaign

    catalog = load_campaign(Path(__file__).resolve().parents[1] / "catalog" / "packs" / "minimal")
    game = new_game(catalog, sorted(catalog.characters)[:2], 3, undo=False)
    picker = Rng.from_seed(3)
    for step in range(150):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(legal[picker.below(len(legal))])
        if step % 10 == 0:
            loaded = loads(dumps(game), catalog)
            assert loaded.state == game.state
            _play_on(game, loaded, Rng(state=picker.state), 10)
    assert step > 100


@settings(max_examples=10, deadline=None, database=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    party=st.sampled_from([("a",), ("a", "b"), ("b", "c", "d", "e")]),
    checkpoints=st.lists(st.integers(0, 250), min_size=1, max_size=3, unique=True),
)
def test_round_trip_with_the_engine_test_catalog(seed: int, party: tuple[str, ...], checkpoints: list[int]) -> None:
    """The engine's own rule-complete test catalog (tests/engine/engine_testkit.py: Legacy replacements,
    Dream seals, blocked routes) along random playouts: save, load, play on identically."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from engine_testkit import build_catalog as engine_catalog

    catalog = engine_catalog()
    game = new_game(catalog, list(party), seed, undo=False)
    picker = Rng.from_seed(seed)
    step = 0
    for checkpoint in sorted(checkpoints):
        while step < checkpoint:
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(legal[picker.below(len(legal))])
            step += 1
        loaded = loads(dumps(game), catalog)
        assert loaded.state == game.state
        step += _play_on(game, loaded, picker, PLAY_ON)
