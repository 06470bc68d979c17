"""A fight never waits on a step that changes nothing (issue 18, a newcomer's fights; S2 "A round").

S2 "Roll" rolls every unapplied die in the active area: with none there and none left in the pool, the roll
would roll nothing, so ending the Strategy phase or resolving is open at once (a roll of no dice stays legal). S2
"none after every enemy is defeated": once the last enemy falls no more dice are committed or rolled and no
further Strategy phase is taken; Resolve ends the fight (hits may still go on the defeated, S2 "Apply").
"""

from __future__ import annotations

from engine_testkit import CATALOG, notations

from grail_desktop.engine import hosting, new_game
from grail_desktop.engine.game import Game
from grail_desktop.engine.state import Task


def _fight(enemy: str = "wolf") -> Game:
    g = new_game(CATALOG, ["a"], seed=3)
    hosting.fight(g, Task("effects", character="a", party=["a"]), enemy)
    assert g.state.encounter is not None
    return g


def test_with_no_dice_left_to_roll_the_phase_moves_on_without_a_roll() -> None:
    """S2 "Roll" (all unapplied dice in the active area): an empty pool and no unapplied active die leave
    nothing to roll; Resolve and End phase are offered in the Strike and Commit steps."""
    g = _fight()
    enc = g.state.encounter
    assert enc is not None
    member = enc.current()
    member.pool.clear()
    member.active.clear()
    legal = notations(g)
    assert "resolve" in legal, legal
    assert "roll" in legal, "a roll of no dice stays legal"
    assert "end-phase" in legal or member.strategy <= enc.phase
    g.apply("resolve")
    assert enc.round == 2 or enc.result is not None, "the Resolve phase was taken without a roll"


def test_with_dice_to_roll_the_roll_comes_first() -> None:
    """S2 "A round": Strike, Commit, Roll, Apply; with dice in the pool Resolve waits for the roll."""
    g = _fight()
    enc = g.state.encounter
    assert enc is not None and enc.current().pool
    legal = notations(g)
    assert "resolve" not in legal and "end-phase" not in legal
    before = len(enc.log)
    refused = g.illegal_reason("resolve")
    assert refused is not None and "roll" in refused
    assert len(enc.log) == before, "a refused action changes nothing"


def test_after_the_last_enemy_falls_only_resolve_is_left_in_the_phase() -> None:
    """S2 "none after every enemy is defeated": no die is committed or rolled and no phase begins any more."""
    g = _fight()
    enc = g.state.encounter
    assert enc is not None
    for _ in range(300):
        if enc.all_defeated() or enc.result is not None:
            break
        legal = notations(g)
        pick = next((n for n in legal if n.startswith("apply ")), None)
        pick = pick or next((n for n in legal if n.startswith(("commit", "take-reward"))), None)
        pick = pick or next((n for n in legal if n in ("roll", "end-phase", "resolve")), legal[0])
        g.apply(pick)
    assert enc.all_defeated() and enc.result is None, "the wolf fell inside a phase"
    legal = notations(g)
    assert "resolve" in legal
    assert not [n for n in legal if n.split()[0] in ("commit", "roll", "end-phase")], legal
