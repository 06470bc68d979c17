"""You Are Dying keeps the countdown left (rules-decisions.md "Dying and Going Insane": falling to 0 again in
the same chapter resumes it, never above what was left, at least 1), and the events say why a turn or a day is
skipped (issue 20: whole days passed with no word when a dying character had no Energy)."""

from __future__ import annotations

from engine_testkit import CATALOG

from grail_desktop.engine import day, new_game


def test_the_countdown_resumes_after_a_recovery_instead_of_restarting() -> None:
    g = new_game(CATALOG, ["a", "b"], seed=1)
    a = g.state.characters["a"]
    g.change("a", "health", -a.health)
    assert a.dying and a.dying_countdown == 2  # co-op: 2 days
    day.run_start_step(g, 4)  # a Start of the Day takes a day off the card (S1 step 4)
    assert a.dying_countdown == 1
    g.change("a", "health", 1)  # eat, recover ...
    assert not a.dying and a.dying_left == 1
    g.change("a", "health", -a.health)  # ... and fall again: 1 day left, not a fresh 2
    assert a.dying and a.dying_countdown == 1


def test_a_first_fall_gets_the_full_countdown_and_the_kept_days_never_exceed_it() -> None:
    g = new_game(CATALOG, ["a"], seed=1)
    a = g.state.characters["a"]
    g.change("a", "health", -a.health)
    assert a.dying_countdown == 3  # solo: 3 days
    g.change("a", "health", 2)
    assert a.dying_left == 3
    g.change("a", "health", -2)
    assert a.dying_countdown == 3


def test_a_character_without_energy_is_named_when_the_day_starts() -> None:
    """S1 "During the Day": a character with no Energy takes no turn; the events say so (and why, for a Dying
    character), and when nobody can act the day passes with a word instead of in silence."""
    g = new_game(CATALOG, ["a", "b"], seed=1)
    a, b = g.state.characters["a"], g.state.characters["b"]
    g.change("a", "health", -a.health)  # Dying: Health 0 caps Energy at 0
    b.energy = 0
    g.state.phase = "start"
    g._events = []
    g._run()
    said = {e.kind: e.text for e in g._events if e.kind in ("TurnSkipped", "DaySkipped")}
    skipped = [e for e in g._events if e.kind == "TurnSkipped"]
    assert {e.character for e in skipped} == {"a", "b"}
    assert any("Hero A has no Energy" in e.text and "Dying" in e.text for e in skipped)
    assert "nobody has Energy to act" in said["DaySkipped"]
    assert g.state.phase != "day"  # the day went on to its End
