"""S3 "Abilities" (paid with Faction Power, once a season) and the decision completing it in
docs/riven-veil.md: an ability that would change nothing but the Power and the cube is not offered, and a
card part that cannot be done is skipped with a line in the log (newcomer 10, items 1 and 222–223)."""

from __future__ import annotations

import pytest
from veil_testkit import acts, game, only_seat, pack, set_hand, to_round

from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.veil import rules
from grail_desktop.engine.veil.gains import Ctx
from grail_desktop.engine.veil.state import Step


def _to_own_turn(g, seat: int) -> None:  # type: ignore[no-untyped-def]
    """Let the other seat finish its turn (its first non-ability choice each time) until ``seat`` acts."""
    while only_seat(g) != seat:
        other = only_seat(g)
        options = g.legal_actions(other)
        g.apply(next((a for a in options if a.kind in ("done", "draw", "end")), options[0]))


def _hollow_court_turn():  # type: ignore[no-untyped-def]
    """2 seats on the south-west coast; seat 0 (the Hollow Court) resolves Harvest Tithe."""
    g = to_round(game(2), ["sw", "sw"])
    set_hand(g.state, 0, ["st-harvest-tithe"])
    set_hand(g.state, 1, ["dp-night-crossing"])
    g.apply("0: play st-harvest-tithe")
    g.apply("1: play dp-night-crossing")
    _to_own_turn(g, 0)
    return g


def test_barrow_call_is_not_offered_with_no_warriors_in_supply() -> None:
    """S3 "Abilities" + decision: Barrow Call (deploy 2 Warriors, 1 Faction Power) with an empty supply would
    only take the Power; it is not a legal action, and trying it is refused and changes nothing."""
    g = _hollow_court_turn()
    s = g.state
    assert "0: use hc-barrow-call" in acts(g, 0)  # Warriors in supply: it deploys
    s.players[0].supply = 0
    assert "0: use hc-barrow-call" not in acts(g, 0)
    power, used, log = s.players[0].power, list(s.players[0].used), len(g.events)
    with pytest.raises(IllegalActionError):
        g.apply("0: use hc-barrow-call")
    assert (s.players[0].power, s.players[0].used, len(g.events)) == (power, used, log)


def test_every_offered_ability_has_something_to_do() -> None:
    """Decision (S3 "Abilities"): with no Warriors in supply, every ability still offered either gains
    something at once or has a choice for its first part — none only takes the Power."""
    g = _hollow_court_turn()
    s = g.state
    s.players[0].supply = 0
    s.players[0].power = 9
    offered = [a for a in g.legal_actions(0) if a.kind == "use"]
    assert offered  # Grave Road (move) still has Warriors and the Lord to move
    for a in offered:
        ab = rules._ability(Ctx(s, pack()), 0, a.args[0])
        first = ab.parts[0]
        assert first.do not in rules.CHOICE_WORDS or rules._step_options(s, pack(), 0, Step(first, first.n, ""))


def test_a_deploy_with_nothing_left_to_place_says_so_in_the_log() -> None:
    """S3 turn 5 (resolve the card part by part): Reinforcements deploys 2; with 1 Warrior in supply the
    second deploy cannot happen, and the log says it is skipped instead of dropping it silently."""
    g = to_round(game(2), ["sw", "sw"])
    s = g.state
    set_hand(s, 0, ["dp-reinforcements", "mv-stag-leap"])
    set_hand(s, 1, ["st-harvest-tithe"])
    g.apply("0: play dp-reinforcements pay mv-stag-leap")
    g.apply("1: play st-harvest-tithe")
    _to_own_turn(g, 0)
    s.players[0].supply = 1
    before = len(g.events)
    g.apply("0: deploy warrior sw")
    skipped = [e.text for e in g.events[before:] if e.kind == "StepSkipped"]
    assert skipped == ["The Hollow Court has no unit to deploy: the rest of this step is skipped."]
    assert s.players[0].supply == 0
