"""``grail-desktop play`` / ``replay`` (issue 3 "Also"): text play over the engine, replay files rebuild games."""

from __future__ import annotations

import argparse
import io
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest
from engine_testkit import CATALOG, C, E

from grail_desktop.cli import play, render, replay
from grail_desktop.engine import new_game, runtime
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog, JournalOptionDef, JournalSectionDef
from grail_desktop.engine.state import Task


def test_session_plays_numbers_and_notations() -> None:
    """The text loop accepts a notation or the listed number, prints events, and survives bad input."""
    game = new_game(CATALOG, ["a"], seed=1)
    out = io.StringIO()
    applied: list[str] = []
    status = play.session(game, ["travel 103", "1", "fly away", "state", "quit", "pass"], out, applied=applied)
    text = out.getvalue()
    assert status == 0
    assert applied == ["travel 103", "explore"]
    assert "illegal: fly away" in text and "Day 1" in text
    assert game.state.characters["a"].passed is False  # "pass" came after quit


def test_strict_session_stops_at_an_illegal_action() -> None:
    """play --actions: an action file stops at its first illegal line (exit status 1)."""
    game = new_game(CATALOG, ["a"], seed=1)
    out = io.StringIO()
    assert play.session(game, ["travel 103", "travel 108"], out, listing=False, strict=True) == 1


def test_replay_rebuilds_the_same_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """architecture.md: (campaign, setup, seed, actions) rebuild a game; play --record writes the file."""
    monkeypatch.setattr(play, "load", lambda campaign: CATALOG)
    monkeypatch.setattr(replay, "load", lambda campaign: CATALOG)
    game = new_game(CATALOG, ["a", "b"], seed=5)
    actions = ["explore with b", "choose 1", "pass", "pass", "eat", "done", "fast", "done"]
    played: list[str] = []
    play.session(game, actions, io.StringIO(), listing=False, applied=played)
    file = tmp_path / "game.txt"
    file.write_text(play.header(game) + "\n".join(played) + "\n", encoding="utf-8")
    args = argparse.Namespace(file=file, campaign=None, characters=None, seed=None, quiet=True)
    assert replay.run(args) == 0
    rebuilt = new_game(CATALOG, ["a", "b"], seed=5)
    assert replay.replay(rebuilt, file.read_text(encoding="utf-8").splitlines(), quiet=True)[0] == 0
    assert rebuilt.state == game.state
    file.write_text(play.header(game) + "travel 108\n", encoding="utf-8")
    assert replay.run(args) == 1
    assert "line 4" in capsys.readouterr().err


def test_replay_reports_a_missing_file(tmp_path: Path) -> None:
    """replay: a file that cannot be read gives exit status 2 and a message, not a traceback (common brief)."""
    args = argparse.Namespace(file=tmp_path / "none.txt", campaign=None, characters=None, seed=None, quiet=True)
    assert replay.run(args) == 2


def test_play_run_with_action_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """play: the action file runs first, then stdin; --record writes a replayable file; bad setups exit 2."""
    monkeypatch.setattr(play, "load", lambda campaign: CATALOG)
    monkeypatch.setattr("sys.stdin", io.StringIO("pass\n"))
    actions = tmp_path / "a.txt"
    actions.write_text("# warm up\ntravel 103\n", encoding="utf-8")
    record = tmp_path / "rec.txt"
    args = argparse.Namespace(campaign="x", characters="a", seed=3, actions=actions, record=record, quiet=True)
    assert play.run(args) == 0
    assert record.read_text(encoding="utf-8").splitlines()[-2:] == ["travel 103", "pass"]
    bad = argparse.Namespace(campaign="x", characters="zz", seed=3, actions=None, record=None, quiet=True)
    assert play.run(bad) == 2
    assert "unknown character" in capsys.readouterr().err


# ---------------------------------------------------------------- text mode for players (playtest report)


def _story_catalog() -> Catalog:
    """CATALOG with a richer entry at 101: prose with *emphasis* and a doubled stop, a closing section,
    a costed option, failing non-secret conditions and a Secret option."""
    journal = dict(CATALOG.journal)
    journal["101"] = JournalSectionDef(
        id="101",
        title="The *Green*",
        text="The stone hums..\n\nA *second* paragraph.",
        location=101,
        options=(
            JournalOptionDef("Walk to the gate.", goto="101.9"),
            JournalOptionDef("Read the runes.", goto="101.9", conditions=C("attribute lore 2")),
            JournalOptionDef("Pay the ferryman.", goto="101.9", costs=E("pay wealth 1")),
            JournalOptionDef("Listen for the bell.", goto="101.9", conditions=C("status bell-heard")),
            JournalOptionDef("The hidden door.", goto="101.9", conditions=C("status door-found"), secret=True),
            JournalOptionDef("Buy a boat.", goto="101.9", costs=E("pay wealth 9")),
        ),
    )
    journal["101.9"] = JournalSectionDef(id="101.9", title="Closing Gate", text="The gate shuts behind you.")
    return attrs.evolve(CATALOG, journal=journal)


def test_state_and_choices_come_before_the_first_read() -> None:
    """Playtest 1: the state, numbered actions and a prompt are printed before any input is read; at the
    end of input the final state is printed (listing or not)."""
    game = new_game(CATALOG, ["a"], seed=1)
    out = io.StringIO()
    seen: list[str] = []

    def lines() -> Iterator[str]:
        seen.append(out.getvalue())
        yield "travel 103"

    play.session(game, lines(), out)
    assert "Day 1" in seen[0] and "1. Explore" in seen[0] and seen[0].endswith(play.PROMPT)
    after = out.getvalue().rsplit("travel to", 1)[-1]
    assert "at Market Cross" in after and "at 103 Market Cross" not in after  # the final state after the last action
    quiet = io.StringIO()
    play.session(new_game(CATALOG, ["a"], seed=1), ["travel 103"], quiet, listing=False)
    assert "at Market Cross" in quiet.getvalue()


def test_every_section_is_printed_in_full_including_the_closing_one() -> None:
    """Playtest 2 and 8: section title and prose (paragraphs kept, emphasis plain, no '..') as read, the
    section that ends the exploration too (S1 "Explore")."""
    game = new_game(_story_catalog(), ["a"], seed=1)
    out = io.StringIO()
    play.session(game, ["explore", "1"], out, listing=False)
    text = out.getvalue()
    assert "── The Green ──" in text and "The stone hums." in text and "A second paragraph." in text
    assert "hums.." not in text and "*" not in text
    assert "── Closing Gate ──" in text and "The gate shuts behind you." in text
    assert text.index("The gate shuts") < text.index("Exploration ends")


def test_options_hidden_greyed_with_reasons_and_costs() -> None:
    """Playtest 4: Secret options are hidden unless legal; failing options are shown in parentheses with the
    reason from runtime.check / can_pay; costs are shown before choosing (docs/notation.md "journal")."""
    game = new_game(_story_catalog(), ["a"], seed=1)
    game.apply("explore")
    lines = "\n".join(render.journal_lines(game))
    assert "1. Walk to the gate." in lines
    assert "( 2. Read the runes. — needs Lore 2 (you have 1))" in lines
    assert "3. Pay the ferryman. (costs 1 Wealth)" in lines and "( 3." not in lines
    assert "something has to happen first" in lines and "bell-heard" not in lines  # no spoiler
    assert "hidden door" not in lines
    assert "( 6. Buy a boat. (costs 9 Wealth) — cannot pay 9 Wealth (you have 2))" in lines
    game.state.statuses.append("door-found")
    game.state.pending.clear()
    game.state.work.insert(0, Task("section-end", character="a", party=["a"], source="101"))
    game._run()
    assert "5. The hidden door." in "\n".join(render.journal_lines(game))


def test_a_typed_number_is_the_printed_option_number() -> None:
    """Playtest 5: while the journal asks, `3` means `choose 3` even when option 2 cannot be taken; a greyed
    number says why; elsewhere numbers index the listed actions (travel sorted by number)."""
    game = new_game(_story_catalog(), ["a"], seed=1)
    out = io.StringIO()
    applied: list[str] = []
    play.session(game, ["explore", "2", "3"], out, applied=applied)
    assert applied == ["explore", "choose 3"]
    assert "option 2 cannot be taken now: needs Lore 2 (you have 1)" in out.getvalue()
    fresh = new_game(CATALOG, ["a"], seed=1)
    travel = [a for a in play.listed(fresh) if a.verb == "travel"]
    assert [a.to for a in travel] == sorted(a.to for a in travel)  # type: ignore[attr-defined]
    number = play.listed(fresh).index(travel[0]) + 1
    assert play.resolve_number(fresh, number) == (str(travel[0]), "")
    assert "help" in play.HELP and "`4` means `choose 4`" in play.HELP


def test_action_labels_name_places_and_costs() -> None:
    """Playtest 6: location and character actions show their name, text and cost; travel shows the name."""
    game = new_game(CATALOG, ["a"], seed=1)
    game.apply("travel 103")
    game.state.characters["a"].acted = False
    labels = [render.label(game, a) for a in play.listed(game)]
    assert "Forage — Gather roots." in labels
    assert any(x.startswith("Travel to ") and CATALOG.locations[101].name in x and "(101)" not in x for x in labels)
    char = CATALOG.characters["a"].action
    assert any(x.startswith(f"{char.name} — Spend {char.cost} Energy") for x in labels)


def test_encounter_view_shows_enemies_hand_dice_and_step() -> None:
    """Playtest 7: an encounter shows enemies (Health, hits, dial colour), the hand with strikes and right
    nodes, chains, dice by area, the phase and step, and readable action labels (S2)."""
    game = new_game(CATALOG, ["a"], seed=1)
    game.apply("travel 102")
    game.state.characters["a"].acted = False
    game.apply("explore")
    game.apply("choose 1")
    assert game.state.encounter is not None
    out = io.StringIO()
    play.show(game, out)
    text = out.getvalue()
    enemy = CATALOG.enemies[game.state.encounter.enemies[0].id]
    assert f"Enemy 1: {enemy.name}" in text and f"Health {enemy.health}, hits taken 0" in text
    assert f"dial colour {enemy.dial}" in text and "Its chain: no cards yet" in text
    assert (
        "Hand:" in text
        and "If the card before it has a top, middle or bottom node: 1 hit." in text
        and "right edge has" in text
    )
    assert "Dice pool: " in text and "Active: none" in text and "step strike" in text
    assert "Strike: draw the top card of your deck" in text


def test_event_quest_texts_and_quests_command() -> None:
    """Playtest 3: a revealed Event prints its title and text; a new quest its text and hint; `quests` and
    `state` list the Active Quests with text and hint (S1 Start of the Day step 5)."""
    game = new_game(CATALOG, ["a"], seed=1)
    lines = "\n".join(
        render.event_lines(
            game,
            [
                Event("EventRevealed", "Event: The Bell", data=(("event", "e1"),)),
                Event("QuestAdded", "New Active Quest: The Bell", data=(("event", "e1"),)),
                Event("QuestCompleted", "Quest completed: e1", data=(("event", "e1"),)),
                Event("DialSet", "Quest Dial 'bell-tower' now 1"),
                Event("DiceAdded", "Hero A adds 1 gold dice.."),
            ],
        )
    )
    assert "── Event: The Bell ──" in lines and "A bell tolls." in lines
    assert "Find the bell." in lines and "Hint: North." in lines
    assert "Quest completed: The Bell" in lines and "“Bell tower” moves on: its Quest Dial now shows 1" in lines
    assert "adds 1 gold die." in lines and ".." not in lines
    game.state.active_quests = ["e1"]
    out = io.StringIO()
    play.session(game, ["quests", "state"], out, listing=False)
    assert out.getvalue().count("Find the bell.") >= 2 and "Hint: North." in out.getvalue()


def test_complete_quest_event_names_the_quest_title() -> None:
    """Playtest 8: the engine's QuestCompleted text uses the Event's title, not its id."""
    game = new_game(CATALOG, ["a"], seed=1)
    game.state.active_quests = ["e1"]
    runtime.execute(game, Task("effects", character="a", party=["a"]), runtime.effect("complete-quest e1"))
    assert game._events[-1].text == "Quest completed: The Bell"


def test_help_is_for_players_and_end_of_day_is_labelled() -> None:
    """Playtest 9 and 10: help lists the commands and record/replay; the advancement step says what it is
    (S1 End of the Day steps 3-4)."""
    game = new_game(CATALOG, ["a"], seed=1)
    out = io.StringIO()
    play.session(game, ["help", "pass", "eat"], out)
    text = out.getvalue()
    assert "issue 3" not in text
    for word in ("state", "log", "quests", "undo", "quit", "--record", "replay"):
        assert word in text
    assert "End of the Day for Hero A: rest. `eat` 1 Food" in text
    assert "End of the Day for Hero A: no Experience to spend tonight" in text  # issue 19: none to spend


def test_event_lines_use_names_and_rule_words() -> None:
    """Playtest 8: ids become names, raw effect words read as the rules write them, die/dice agree."""
    game = new_game(CATALOG, ["a"], seed=1)
    texts = [
        "Hero A discards a-c00.",
        "Hero A leaves the reward(s) 'gain food 1'.",
        "Hero A pays 'lose energy 1' to escape Wolf.",
        "Instant rewards on offer (1: mark bell-rung; 2: gain experience 1).",
        "A card: add-die gold 1.",
        "Hero A joins with 3 red, 1 blue, 1 gold dice and draws 3 card(s).",
        "Status marked: bell-rung",
    ]
    lines = render.event_lines(game, [Event("X", t) for t in texts])
    assert lines == [
        "  · Hero A discards a combat 0.",
        "  · Hero A leaves the reward: gain 1 Food.",
        "  · Hero A pays the cost (lose 1 Energy) to escape Wolf.",
        "  · Instant rewards on offer (1: mark the Status “Bell rung”; 2: gain 1 Experience).",
        "  · A card: add 1 gold die.",
        "  · Hero A joins with 3 red, 1 blue, 1 gold dice and draws 3 cards.",
        "  · Status marked: Bell rung",
    ]
