"""A refused action changes nothing, its log included (architecture.md "The engine contract": every change goes
through the gate; issue 17 "A refused encounter action still lands in the action log").

Random games are played with legal actions; at every step a pool of candidate actions of every kind (day
actions, decisions, trades, Chronicler corrections, every encounter verb, each with impossible arguments) is
tried on a copy of the game. Whatever the gate refuses must raise :class:`IllegalActionError` and leave the
whole state equal to what it was, the action log, chronicle and generator included.
"""

from __future__ import annotations

from engine_testkit import CATALOG
from hypothesis import given, settings
from hypothesis import strategies as st

from grail_desktop.engine import Game, IllegalActionError, new_game
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.snapshot import clone

CHARACTERS = ["a", "b", "c", "d"]

#: One of every verb, with arguments that are out of range, unknown, or wrong for most moments of play.
FIXED = (
    # encounter verbs (S2)
    "commit gold 9",
    "commit red 1",
    "commit blue 99",
    "play no-card on 1",
    "apply 9 to 9",
    "apply 1 to 1",
    "use no-item",
    "discard-card no-card",
    "take-reward 9",
    "skip-reward",
    "draw",
    "roll",
    "end-phase",
    "resolve",
    "escape",
    # During the Day (S1)
    "travel 999",
    "explore",
    "pass",
    "inspect-menhir",
    "activate-menhir",
    "location-action",
    "character-action",
    # decisions (S0, S1 End of the Day)
    "choose 99",
    "choose 1",
    "equip no-item",
    "guardian no-enemy",
    "eat",
    "fast",
    "raise might",
    "advance combat",
    "take no-card",
    "cut no-card",
    "restore no-card",
    "done",
    "skill no-skill 1",
    "claim nobody",
    "give no-secret a",
    "mercy",
    # Chronicler corrections and trades, never listed by legal_actions
    "adjust nobody energy 3",
    "adjust a energy 99",
    "adjust a health -99",
    "adjust a luck 1",
    "trade a b food 99",
    "trade a a food 1",
    "trade a b no-item",
    "pick-up a no-item",
)


def candidates(game: Game) -> list[str]:
    """The fixed pool plus near misses of what is legal now (an index pushed out of range, a stranger added
    to the party, a payment that does not add up)."""
    out = list(FIXED)
    for who in [*game.state.characters, "nobody"]:
        out += [f"explore with {who}", f"travel 102 with {who}", f"location-action pay {who}=9"]
    for action in game.legal_actions():
        text = str(action)
        words = text.split()
        if words[-1].isdigit():
            out.append(" ".join([*words[:-1], str(int(words[-1]) + 50)]))
        out.append(f"{text} with nobody")
    return out


def refused_changes_nothing(game: Game) -> int:
    """Try every candidate on a copy of ``game``; returns how many were refused (each checked)."""
    refused = 0
    legal = {str(a) for a in game.legal_actions()}
    for text in candidates(game):
        trial = Game.from_state(CATALOG, clone(game.state), undo=False)
        before = clone(trial.state)
        try:
            result = trial.apply(text)
        except IllegalActionError:
            refused += 1
            assert trial.state == before, f"refused {text!r} changed the state"
            assert trial.state.action_log == before.action_log
        else:
            # Accepted: it must have been legal (listed, or one of the unlisted kinds: adjust, trade, payments,
            # or a party with a member who cannot pay, who is dropped: rules-decisions.md "Parties").
            dropped = text.startswith(("explore with ", "travel ")) and any(
                e.kind == "PartyLeft" for e in result.events
            )
            assert text in legal or text.startswith(("adjust ", "trade ")) or " pay " in text or dropped, text
    return refused


@settings(max_examples=8, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_refused_actions_of_every_kind_leave_the_whole_state_unchanged(players: int, seed: int, choices: int) -> None:
    game = new_game(CATALOG, CHARACTERS[:players], seed=seed, undo=False)
    chooser = Rng.from_seed(choices)
    refused = 0
    for step in range(90):
        actions = game.legal_actions()
        if not actions:
            break
        if step % 3 == 0 or game.state.encounter is not None:
            refused += refused_changes_nothing(game)
        game.apply(chooser.choice(actions))
    assert refused > 0


def _into_an_encounter(seed: int = 3) -> Game:
    for attempt in range(40):
        game = new_game(CATALOG, ["a"], seed=seed + attempt)
        chooser = Rng.from_seed(attempt)
        for _ in range(200):
            if game.state.encounter is not None:
                return game
            actions = game.legal_actions()
            if not actions:
                break
            game.apply(chooser.choice(actions))
    raise AssertionError("no encounter reached")


def test_commit_of_dice_not_in_the_pool_is_refused_without_a_log_line() -> None:
    """S2 "Strategy phase": only dice in the pool can be committed; the refusal leaves the log as it was."""
    game = _into_an_encounter()
    enc = game.state.encounter
    assert enc is not None
    before = clone(game.state)
    have = sum(1 for d in enc.current().pool if d.colour == "gold")
    try:
        game.apply(f"commit gold {have + 8}")
    except IllegalActionError as exc:
        assert "gold dice in the pool" in exc.reason or "committed before the roll" in exc.reason
    else:
        raise AssertionError("commit of missing dice was accepted")
    assert game.state == before
    assert game.state.action_log == before.action_log
    assert game.illegal_reason(f"commit gold {have + 8}") is not None
