"""The text mode for someone new to the Riven Veil: the rules behind ``help``, the Combat Card total and limit,
Bonus Cards and payments chosen a card at a time with Back, the search bot's "thinking" line, and sentences
with proper plurals and names (issue 21, a newcomer's play-test)."""

from __future__ import annotations

import io

from veil_testkit import game, pack, set_hand

from grail_desktop.cli.veil_play import TextTable
from grail_desktop.cli.veil_words import action_words, combat_note, table_words
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.bots import make_bot
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode


def _table(g: VeilGame, kinds: list[str], lines: str) -> tuple[TextTable, io.StringIO]:
    out = io.StringIO()
    return TextTable(g, kinds, "quick", out, io.StringIO(lines)), out


def _play_until(g: VeilGame, done) -> None:  # type: ignore[no-untyped-def]
    """Greedy bots play every seat until ``done(g)`` holds."""
    bots = [make_bot("greedy", pack(), 50 + k) for k in range(g.state.seats)]
    while not done(g):
        assert not g.over, "the match ended first"
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.view(seat), seat, g.legal_actions(seat)))


def test_help_gives_the_rules_in_short_with_the_length_and_hand_vp() -> None:
    """``help`` prints a season's phases, battles, scoring, the hand-card VP (S3 "End of the Season") and
    the number of turns (S3 overview: 2 or 3 seasons of 3 rounds)."""
    for mode, turns in ((Mode(), 6), (Mode(seasons=3), 9)):
        table, out = _table(game(2, mode), ["human", "greedy"], "help\nquit\n")
        table.run()
        text = out.getvalue()
        assert "THE RIVEN VEIL IN SHORT" in text
        assert f"you play {turns} turns in all" in text
        for words in ("Mist Phase", "Preparation", "War Phase", "Bonus Cards", "half (rounded up)", "for 1 VP"):
            assert words in text, words


def test_combat_cards_show_the_running_total_and_the_limit() -> None:
    """While drawing Combat Cards the drawer sees its total so far and its limit (S3 Combat steps 4–7)."""
    g = game(3, seed=5)
    _play_until(g, lambda g: g.state.phase == "combat")
    seat = g.to_act()[0]
    b = g.state.battle
    assert b is not None
    limit = pack().cards[b.plan[seat]].limit + len(b.bonus[seat])
    view = g.view(seat)
    assert f"limit {limit}" in combat_note(view, pack(), seat, True)
    assert any("Battle in" in line for line in table_words(view, pack(), seat))
    g.apply(Act(seat, "combat", ("draw",)))
    if g.state.phase == "combat" and g.to_act() == [seat]:
        drawn = sum(pack().combat[c].strength for c in g.state.battle.drawn[seat])  # type: ignore[union-attr]
        note = combat_note(g.view(seat), pack(), seat, True)
        assert f"your Combat Cards: {drawn};" in note and f"limit {limit}" in note


def _at_plan(seat: int = 0) -> VeilGame:
    g = game(3, seed=5)
    _play_until(g, lambda g: g.state.phase == "plan" and seat in g.to_act())
    set_hand(g.state, seat, ["bp-shield-wall", "dp-tide-landing", "mv-stag-leap", "st-granary", "dp-reinforcements"])
    return g


def test_bonus_cards_are_chosen_one_at_a_time_and_back_changes_nothing() -> None:
    """A Battle Plan with four other cards has 15 Bonus Card sets: the menu asks one card at a time (never
    more than a handful of lines), and Back leaves the match as it was."""
    g = _at_plan()
    log, hand = list(g.log), list(g.state.players[0].hand)
    table, out = _table(g, ["human", "greedy", "greedy"], "2\n1\nback\n6\nquit\n")
    assert table._human(0) is False
    text = out.getvalue()
    assert "add a Bonus Card?" in text and "added so far: Tide Landing" in text
    numbered = [line for line in text.splitlines() if line.startswith("  ") and ". " in line[:6]]
    assert max(int(line.split(".")[0]) for line in numbered) <= 7
    assert g.log == log and g.state.players[0].hand == hand and g.state.sealed[0] == ""


def test_bonus_cards_confirmed_after_three() -> None:
    """Three Bonus Cards (the most, S3 Combat step 2) end the picking; the whole choice is confirmed."""
    g = _at_plan()
    table, out = _table(g, ["human", "greedy", "greedy"], "2\n1\n1\n1\n1\n")
    assert table._human(0) is True
    assert "Confirm: Play Shield Wall" in out.getvalue()
    assert g.log[-1] == "0: plan bp-shield-wall bonus dp-tide-landing,mv-stag-leap,st-granary"


def test_a_payment_can_be_backed_out_of_before_it_is_sealed() -> None:
    """S3 turn steps 1–2: the card and its payment are one sealed choice; until it is made, Back undoes a
    picked payment card and nothing in the match changes."""
    g = game(2, seed=3)
    _play_until(g, lambda g: g.state.phase == "choose")
    hand = ["dp-longships-at-dawn", "mv-stag-leap", "st-granary", "bp-shield-wall", "dp-reinforcements"]
    set_hand(g.state, 0, [*hand, "st-stone-circle"])  # 10 ways to pay the Longships' 2 cards
    log = list(g.log)
    table, out = _table(g, ["human", "greedy"], "1\n1\nback\nback\nquit\n")
    assert table._human(0) is False
    text = out.getvalue()
    assert "pick card 1 of 2" in text and "pick card 2 of 2 to pay with (so far: Stag Leap)" in text
    assert g.log == log and g.state.sealed[0] == ""


def test_the_search_bot_says_it_is_thinking() -> None:
    """A human at the table sees a line while the search bot decides."""
    table, out = _table(game(2, seed=2), ["human", "search"], "1\nquit\n")
    table.run()
    assert "The Tide Wardens (search bot) is thinking…" in out.getvalue()


def test_sentences_use_plurals_and_names_properly() -> None:
    """No "card(s)": plural factions take plural verbs; an Artifact's ability is not named "X of X"."""
    g = game(3, seed=7)
    _play_until(g, lambda g: g.over)
    texts = [e.text for e in g.events]
    assert not any("(s)" in t for t in texts)
    assert not any("The Tide Wardens draws" in t or "The Tide Wardens has" in t for t in texts)
    assert any("The Tide Wardens draw" in t for t in texts) and any("The Hollow Court draws" in t for t in texts)
    label = action_words(g.state, pack(), Act(0, "use", ("ar-banner-of-the-first-landing",)))
    assert "Banner of Banner" not in label and "Raise the Banner" in label
