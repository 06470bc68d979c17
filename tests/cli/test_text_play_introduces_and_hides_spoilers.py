"""``grail-desktop play`` as a newcomer reads it (newcomer playtest 2026-11-30, "Play-mode interface" and
"Setup"): the character introduced, no raw ids, no spoilers, closed paths explained, cards readable, costs
shown, help topics, saving and loading, the replay's Day 1 opening. Played on the shipped pack, driven by
scripted input as a player types it."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play, play_help, render, replay
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.actions import ActivateMenhir
from grail_desktop.engine.core import Event
from grail_desktop.engine.effects import Condition
from grail_desktop.engine.encounter.state import Die

CATALOG = load_campaign("ynys-wen")


def _game(seed: int = 7) -> Game:
    return new_game(CATALOG, ["maelon"], seed=seed)


def _play(game: Game, lines: list[str], saver: play.Saver | None = None) -> str:
    out = io.StringIO()
    play.session(game, lines, out, saver=saver)
    return out.getvalue()


def _args(**over: object) -> argparse.Namespace:
    base: dict[str, object] = dict(
        campaign="ynys-wen", characters="maelon", seed=7, actions=None, record=None, quiet=False, load=None
    )
    base.update(over)
    return argparse.Namespace(**base)


def test_a_new_game_introduces_the_character_with_description_and_letter(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Setup: the play mode opens with who you are — name, description and the introductory Letter
    (S1 "Character Setup"; CharacterDef.description / letter)."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert play.run(_args()) == 0
    out = capsys.readouterr().out
    maelon = CATALOG.characters["maelon"]
    assert "You are Maelon Harrow" in out
    assert maelon.description.split()[0] in out and "Your letter:" in out
    assert " ".join(render.plain(maelon.letter).split()[:6]) in " ".join(out.split())
    assert out.index("You are Maelon Harrow") < out.index("Event:")


def test_statuses_read_as_words_in_events_and_state() -> None:
    """No raw ids: a Status marked and the state's Statuses use words (S0 "Statuses"): the name the pack gives
    it in names.toml ("Morfudd named Carn Naw")."""
    game = _game()
    named = CATALOG.status_names["carn-naw-named"]
    lines = render.event_lines(game, [Event("StatusMarked", "Status marked: carn-naw-named")])
    assert lines == [f"  · Status marked: {named}"]
    game.state.statuses.append("carn-naw-named")
    text = _play(game, ["state"])
    assert named in text and "carn-naw-named" not in text


def test_closed_options_keep_the_story_back_and_missing_numbers_are_explained() -> None:
    """No spoilers, like the desktop reader (journal_view.option_views): secret options are hidden until they
    can be taken; closed options say why without naming a Status or an unheld Secret; a Day condition may be
    named; the gap a hidden option leaves is explained, and the number typed is still the option's own."""
    game = _game()
    text = _play(game, ["travel 104", "travel 106", "explore"])
    journal = text.rsplit("Journal: Carn Naw", 1)[1]
    assert "carn-naw" not in journal and "channels-read" not in journal
    assert "( 1. Follow the channels" in journal and "something has to happen first" in journal
    assert "not before Day 5" in journal
    hidden = [i for i, o in enumerate(CATALOG.journal["106"].options, start=1) if o.secret]
    assert hidden and all(f"{i}. {CATALOG.journal['106'].options[i - 1].text[:20]}" not in journal for i in hidden)
    assert "Numbers that are missing are paths not open to you now" in journal
    assert play.resolve_number(game, 2) == ("choose 2", "")
    secret = Condition("has-secret", ("secret-suliens-wick",))
    assert "Wick" not in render.condition_reason(game, "maelon", secret)


def test_read_shows_held_cards_the_location_action_and_the_letter() -> None:
    """Items and Secrets can be read by name (any case, a start of it), the location and its action with
    `read here`, the character with `read letter`; an unknown name lists what can be read."""
    game = _game()
    game.gain_item("maelon", next(iter(CATALOG.items)))
    item = next(iter(CATALOG.items.values()))
    text = _play(game, [f"read {item.name.lower()}", "read here", "read letter", "read nothing-such"])
    assert item.text.split()[0] in text and "(Item" in text
    action = CATALOG.locations[101].action
    assert action is not None and f"Location action: {action.name} ({action.cost} Energy" in text
    assert "Letter:" in text and "nothing called 'nothing-such' to read" in text


def test_travel_shows_its_cost_and_unaffordable_actions_say_why() -> None:
    """S1 Travel costs 1 Energy; an action the character cannot pay is listed as closed with the reason."""
    game = _game()
    labels = [render.label(game, a) for a in play.listed(game)]
    assert "Travel to Blackyew Hollow (1 Energy)" in labels
    game.state.characters["maelon"].energy = 1
    closed = "\n".join(render.closed_actions(game))
    assert "Keep Vigil (your character's action) — costs 2 Energy (you have 1 Energy)" in closed
    game.state.characters["maelon"].resources["wealth"] = 0
    # The Energy is there (1 for the action): the reason names only the Wealth that is short (newcomer pass 3).
    assert "Barter at the market (the location's action) — costs 1 Wealth (you have 0 Wealth)" in "\n".join(
        render.closed_actions(game)
    )
    assert "Not possible now:" in _play(game, [])


def test_end_of_day_explains_resting_fasting_and_experience() -> None:
    """S1 End of the Day: the rest prompt says what eating and fasting do before choosing; the advancement
    prompt gives the Experience held and each raise's cost (S0: 2 x the pair's total)."""
    game = _game()
    text = " ".join(_play(game, ["pass"]).split())
    assert "`eat` 1 Food (+1 Health, −1 Terror; you have 3 Food)" in text
    assert "`fast` (no Food: Energy drops to 0 before it is restored)" in text
    game.state.characters["maelon"].resources["experience"] = 6
    text = " ".join(_play(game, ["eat"]).split())
    assert "spend Experience (you have 6)" in text
    assert "Raise Lore by 1 (costs" in text and "Pay 2 Experience: look at the top 3 cards" in text


def test_help_topics_cover_combat_and_the_rules_words() -> None:
    """`help combat` explains chains, nodes, strikes, level and colour, the dial and that only the dial's
    colour applies (docs/encounters.md, S2); other topics explain cut, random events and Quest Dials."""
    combat = play_help.help_text("combat")
    for words in ("top", "middle", "bottom", "right node", "level", "dial colour", "DIAL'S colour", "resolve"):
        assert words in combat
    # newcomer 6: `help chain` / `help node` find what a chain and a node are
    assert play_help.help_text("chain") == play_help.help_text("node") == combat
    assert "at least 15 cards" in play_help.help_text("advance")
    events = play_help.help_text("events")
    assert "random event put on top of the Event deck" in events and "Quest Dial" in events
    assert "topics:" in play_help.help_text("nonsense")
    assert "help TOPIC" in _play(_game(), ["help"]) and "Chains and nodes" in _play(_game(), ["help combat"])


def _fight_until(stop: str) -> Game:
    """The scripted fight at Blackyew Hollow (tests/cli/routes), played up to the first state where
    ``stop`` is in the encounter's step lines, or where the Apply step is reached (``stop == "apply"``)."""
    route = (Path(__file__).parent / "routes" / "fight-at-blackyew-hollow.actions").read_text(encoding="utf-8")
    head = replay.read_header(route.splitlines())
    game = new_game(CATALOG, head["characters"].split(","), seed=int(head["seed"]))
    for raw in route.splitlines():
        action = raw.split("#", 1)[0].strip()
        if not action:
            continue
        enc = game.state.encounter
        if enc is not None and (
            (stop == "apply" and enc.step == "apply")
            or (stop != "apply" and stop in "\n".join(render.step_lines(game, enc)))
        ):
            return game
        game.apply(action)
    raise AssertionError(f"the route never reached {stop!r}")


def test_a_rolled_hit_of_another_colour_says_why_it_cannot_be_placed() -> None:
    """S2 Apply (docs/encounters.md): only dice of the dial's colour apply; a rolled hit of another colour is
    shown with the engine's reason (Game.illegal_reason), and the step says what it allows."""
    game = _fight_until("apply")
    enc = game.state.encounter
    assert enc is not None
    member = enc.current()
    other = next(c for c in ("red", "blue", "gold") if c != enc.dial)
    member.active.append(Die(other, "hit"))
    text = "\n".join(render.encounter_lines(game, enc))
    # named by colour and face, never "die 3" (issue 19)
    assert f"The {other} hit cannot be placed: only {enc.dial} dice (the dial's colour) apply now" in text
    assert f"only dice of the dial's colour ({enc.dial}) can be placed" in " ".join(text.split())


def test_with_every_enemy_defeated_mid_phase_resolve_is_offered_at_once() -> None:
    """S2 last sentence (docs/encounters.md): once a strike defeats the last enemy no Strategy phase is left to
    play out, so `resolve` is legal without a roll, and the text says so."""
    game = _fight_until("Every enemy is defeated")
    assert "resolve" in [str(a) for a in game.legal_actions()]
    shown = io.StringIO()
    play.show(game, shown)
    assert "`resolve` ends the round and the fight" in " ".join(shown.getvalue().split())


def test_quit_warns_when_not_saved_and_save_then_load_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/saves.md: `save FILE` writes a save sheet through saves.save_game; the first `quit` after a change
    asks whether to save (another command, here `save FILE`, goes on playing); `play --load FILE` goes on
    from the sheet with the same state."""
    game = _game()
    saver = play.Saver()
    sheet = tmp_path / "g.toml"
    text = _play(game, ["travel 104", "quit", f"save {sheet}", "quit", "pass"], saver=saver)
    assert "The game is not saved" in text and f"saved to {sheet}" in text
    assert "Not quitting: the game goes on." in text
    assert game.state.characters["maelon"].passed is False  # the second quit (game saved) left before "pass"
    monkeypatch.setattr("sys.stdin", io.StringIO("state\n"))
    assert play.run(_args(load=sheet, quiet=True)) == 0
    assert "at Lantern Moor" in capsys.readouterr().out
    assert play.run(_args(load=tmp_path / "missing.toml")) == 2
    assert play.run(_args(load=sheet, record=tmp_path / "r.txt")) == 2


def test_replay_prints_the_day_one_opening(capsys: pytest.CaptureFixture[str]) -> None:
    """S1 Setup: the replay starts with what happened before the first action (the map revealed, Day 1's
    Event with its text, the new quest)."""
    game = _game()
    assert replay.replay(game, ["explore"])[0] == 0
    out = capsys.readouterr().out
    event = CATALOG.events[game.state.active_quests[0]]
    assert out.index(f"── Event: {event.title} ──") < out.index("> explore")
    assert "is revealed" in out.split("> explore")[0]


def test_gained_cards_show_their_text_and_engine_words_are_explained() -> None:
    """A Secret or Item gained prints its text under the line; "random event put on top of the Event deck"
    (S1 random-events) and a Quest Dial (S0) say what they mean."""
    game = _game()
    secret = next(iter(CATALOG.secrets.values()))
    events = [
        Event("SecretGained", f"Maelon Harrow gains the Secret {secret.name}", None, (("secret", secret.id),)),
        Event("RandomEventsAdded", "1 random event(s) put on top of the Event deck", None, (("n", 1),)),
        Event("DialSet", "Quest Dial 'heledd-trail' now 1", None, (("dial", "heledd-trail"),)),
    ]
    text = " ".join(" ".join(render.event_lines(game, events)).split())
    assert " ".join(render.plain(secret.text).split()[:5]) in text
    assert "a coming morning's Event will be a random one" in text
    assert (
        "“Heledd's trail” moves on: its Quest Dial now shows 1 (the quest's progress" in text
    )  # the name names.toml gives it


def test_waking_a_menhir_lists_only_what_is_paid() -> None:
    """S1 Menhirs: the activate label names the price (Magic), not the Status the activation marks."""
    game = _game()
    _play(game, ["travel 104", "travel 106"])
    label = render.label(game, ActivateMenhir(()))
    assert "Activate the Menhir (costs 2 Magic)" in label and "carn-naw" not in label


def test_cutting_cards_is_explained_and_listed_compactly() -> None:
    """S0 "Advancing" (rules-decisions.md: a deck keeps at least 15 cards): after taking a pool card the `cut`
    choices are explained once and listed by name with their numbers, and a number still cuts that card."""
    game = _game()
    game.state.characters["maelon"].resources["experience"] = 6
    text = _play(game, ["pass", "eat", "advance diplomacy", "1"])
    tail = text.rsplit("adds", 1)[1]
    assert "You may also take cards out of your deck with `cut`" in " ".join(tail.split())
    assert "cut: take a card out of its deck (kept aside; a deck keeps at least 15 cards):" in tail
    cuts = [a for a in play.listed(game) if a.verb == "cut"]
    first = play.listed(game).index(cuts[0]) + 1
    name = CATALOG.cards[cuts[0].card].name  # type: ignore[attr-defined]
    assert f"{first}. {name}" in tail and "cut maelon-" not in tail
    assert play.resolve_number(game, first) == (str(cuts[0]), "")


def test_a_menhir_that_cannot_be_paid_for_says_its_price() -> None:
    """S1 Menhirs: activating Eithin's Menhir needs Magic; without it the closed action names the price."""
    closed = render.closed_actions(_game())
    assert "Activate the Menhir — costs 1 Magic (you have 0 Magic)" in closed


def test_an_action_typed_during_a_decision_points_back_to_the_question() -> None:
    """S1 End of the Day step 1: while the rest is asked, another action is refused with the engine's reason
    and a pointer to the question; the state shows where to read held cards."""
    game = _game()
    text = _play(game, ["pass", "explore"])
    assert "illegal: explore" in text and "answer the question above first" in text
    game.gain_item("maelon", next(iter(CATALOG.items)))
    assert "`read NAME` shows a card's text" in _play(game, ["state"])
