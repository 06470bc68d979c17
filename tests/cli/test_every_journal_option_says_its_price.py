"""Decided here (newcomer report 258/259, 164/165): a journal option says before it is chosen what it costs
and how it moves Energy, Health and Terror and the resources (Reputation and Magic included: issue 19), as a
price ("Costs 1 Wealth") does; the walk covers every option
of the pack, in the text mode's option lines and the desktop's option view."""

from __future__ import annotations

from grail_desktop.app.journal_view import NOTHING_CHANGES, is_price, moves_track, option_price, option_views
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import render
from grail_desktop.engine import new_game
from grail_desktop.engine.reasons import amount_word
from grail_desktop.engine.state import Exploration

CATALOG = load_campaign("ynys-wen")


def test_every_option_that_costs_or_moves_a_track_says_so_before_the_choice() -> None:
    game = new_game(CATALOG, ["ceri"], seed=3)
    checked = 0
    for section in CATALOG.journal.values():
        told = [o for o in section.options if any(is_price(e) or moves_track(e) for e in (*o.effects, *o.costs))]
        if not told:
            continue
        game.state.exploration = Exploration(character="ceri", party=[], section=section.id)
        views = option_views(game, CATALOG, [])
        lines = " ".join(" ".join(render.journal_lines(game)).split())  # the wrapped lines, as one text
        for number, option in enumerate(section.options, start=1):
            if option not in told:
                continue
            costs, moves = option_price(option, CATALOG)
            view = views[number - 1]
            assert (view.costs, view.moves) == (costs, moves)
            for effect in (*option.costs, *option.effects):
                if is_price(effect):
                    assert amount_word(effect.args[0]) in costs, (section.id, option.text, str(effect))
                elif moves_track(effect):
                    assert f"{effect.word} {effect.args[1]} {amount_word(effect.args[0])}" in moves, (
                        section.id,
                        str(effect),
                    )
            if not option.secret:
                shown = " ".join(render.plain(option.text).split())[:30]
                assert shown in lines
                if costs:  # the text mode's own joining: "1 Energy and 1 Wealth"
                    paid = [*option.costs, *(e for e in option.effects if is_price(e))]
                    assert f"(costs {render.costs_text(paid, CATALOG)})" in lines, (section.id, option.text)
                if moves:
                    assert f"(also: {moves})" in lines, (section.id, option.text)
            checked += 1
    assert checked >= 100  # the pack's priced options (146 when this was written)


def test_the_options_the_newcomer_met_name_their_price() -> None:
    def price(text: str) -> tuple[str, str]:
        option = next(o for s in CATALOG.journal.values() for o in s.options if o.text.startswith(text))
        return option_price(option, CATALOG)

    assert price("Help him count them in, to the end") == ("1 Energy", "gain 1 Terror, gain 1 Magic")
    assert price("Promise yourself you will find him") == ("", "gain 1 Reputation, gain 1 Terror")
    assert price("Put a stone on the cairn") == ("", "lose 1 Terror"), "losing Terror is no price"
    assert NOTHING_CHANGES.startswith("Nothing else comes of it")


def test_a_last_choice_that_changes_nothing_says_so_in_the_text_mode() -> None:
    game = new_game(CATALOG, ["ceri"], seed=5)
    game.apply("explore")
    leave = next(
        n for n, o in enumerate(CATALOG.journal["101"].options, start=1) if o.text.startswith("Leave the village")
    )
    events = game.apply(f"choose {leave}")
    lines = render.event_lines(game, events)
    assert lines[0].strip() == "You chose: Leave the village to its waiting."
    assert lines[1].strip() == "· " + NOTHING_CHANGES


def test_reputation_and_magic_gains_are_said_before_the_choice() -> None:
    """Issue 19: Reputation and Magic gains (and every other resource's) are shown with the price."""
    said = {"reputation": 0, "magic": 0}
    for section in CATALOG.journal.values():
        for option in section.options:
            _costs, moves = option_price(option, CATALOG)
            for effect in option.effects:
                if effect.word == "gain" and effect.args[0] in said:
                    assert f"gain {effect.args[1]} {amount_word(effect.args[0])}" in moves, (section.id, option.text)
                    said[effect.args[0]] += 1
    assert all(n > 5 for n in said.values()), said
