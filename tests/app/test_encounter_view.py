"""The encounter board's read-only view agrees with the engine (no Qt needed).

Rules: S2 "Play" (a strike resolves once when one of its positions meets a node of the card or enemy to
its left), S2 "Apply" (only dice of the dial's colour apply), docs/encounters.md "Notation" (1-based
numbers).
"""

from __future__ import annotations

import pytest

from grail_desktop.app.encounter_view import encounter_reason, encounter_view, play_preview, summary
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.defs import Catalog


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign("ynys-wen")


def fight(catalog: Catalog, enemy: str, seed: int = 3) -> Game:
    game = new_game(catalog, characters=["maelon"], seed=seed)
    game.start_fight(["maelon"], [enemy], "test", game.state.characters["maelon"].location)
    return game


def legal(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_no_view_outside_an_encounter(catalog: Catalog) -> None:
    game = new_game(catalog, characters=["maelon"], seed=3)
    assert encounter_view(game, catalog, legal(game)) is None
    assert encounter_reason(game, "roll") is None


def test_the_view_mirrors_the_encounter_state(catalog: Catalog) -> None:
    """Enemies, chain ends, hand, dice counts, Strategy phases and the log, numbered from 1."""
    game = fight(catalog, "greyed-stag")
    enc = game.state.encounter
    assert enc is not None
    view = encounter_view(game, catalog, legal(game))
    assert view is not None
    stag = catalog.enemies["greyed-stag"]
    enemy = view.enemies[0]
    assert (enemy.number, enemy.name, enemy.health, enemy.hits) == (1, stag.name, stag.health, 0)
    assert enemy.end_nodes == stag.right_nodes and enemy.chain == ()
    assert enemy.escape_cost == ("1 Health",) == view.escape_cost  # in words (issue 19)
    member = view.member
    assert [c.id for c in member.hand] == enc.current().hand
    assert member.deck == len(enc.current().deck)
    assert dict(member.pool) == {c: sum(1 for d in enc.current().pool if d.colour == c) for c in dict(member.pool)}
    assert (view.phase, member.strategy, view.dial) == (enc.phase, enc.current().strategy, enc.dial)
    assert view.log == tuple(enc.log)
    assert view.labels.kind == "Combat"
    words = summary(view)
    assert f"{stag.name}: 0 of {stag.health} hits" in words and member.hand[0].name in words


def test_play_preview_names_exactly_the_strikes_that_resolve(catalog: Catalog) -> None:
    """S2 "Play": the preview's resolving strikes are the ones the engine resolves when the card is played."""
    checked = 0
    for seed in range(1, 8):
        game = fight(catalog, "gorse-boar", seed)
        view = encounter_view(game, catalog, legal(game))
        assert view is not None
        for face in view.member.hand:
            if f"play {face.id} on 1" not in legal(game):
                continue
            matched, resolving = play_preview(face, view.enemies[0].end_nodes)
            assert matched <= set(view.enemies[0].end_nodes)
            before = len(game.state.encounter.log)
            game.apply(f"play {face.id} on 1")
            struck = [line for line in game.state.encounter.log[before:] if line.startswith(f"{face.name}: ")]
            assert len(struck) == len(resolving)
            after = encounter_view(game, catalog, legal(game))
            assert after is not None and after.enemies[0].end_nodes == face.right_nodes
            checked += 1
            break
    assert checked


def test_rolled_dice_know_where_they_apply_and_why_not(catalog: Catalog) -> None:
    """S2 "Apply": a die's targets are its legal 'apply' actions; an off-colour die says the dial's colour."""
    game = fight(catalog, "starved-hound", seed=4)  # dial red
    for colour in ("red", "blue"):
        game.apply(f"commit {colour} 1")
    game.apply("roll")
    view = encounter_view(game, catalog, legal(game))
    assert view is not None
    for die in view.member.active:
        assert die.targets == tuple(e for e in (1,) if f"apply {die.number} to {e}" in legal(game))
        if die.colour == "blue":
            assert not die.targets
            assert ("only red dice" in die.why) or die.face == "miss"


@pytest.mark.parametrize("difficulty", ["normal", "hard"])
def test_the_card_shows_the_health_the_engine_plays(catalog: Catalog, difficulty: str) -> None:
    """Decided for this edition (difficulty): enemy Health is the printed value changed by the difficulty; the
    card's Health and "hits of Health" must be the number the engine's log uses and defeats at (S2 "Apply")."""
    game = new_game(catalog, characters=["maelon"], seed=3, difficulty=difficulty)
    game.start_fight(["maelon"], ["greyed-stag"], "test", game.state.characters["maelon"].location)
    played = game.catalog.enemies["greyed-stag"].health
    assert played != catalog.enemies["greyed-stag"].health, "this difficulty changes the stag's Health"
    view = encounter_view(game, catalog, legal(game))
    assert view is not None
    assert view.enemies[0].health == played
    assert f"0 of {played} hits" in summary(view)
