"""``grail-desktop play`` after the third newcomer pass (2026-11-30): a closed day action names what is
short, spent paths are hidden like Secret options (here and in the desktop reader), a won fight's reward
reads as a sentence, ``undo`` says what it took back, ``quit`` asks a question that ``y``/``n`` answer, the
Experience prompt says why no ``raise`` is listed, and a closed pipe ends a command quietly. Played on the
shipped pack; journal rules on a section of our own, so the checks do not hang on story text."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

from grail_desktop import cli
from grail_desktop.app import journal_view
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play, render, replay
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.defs import Catalog, JournalOptionDef, JournalSectionDef
from grail_desktop.engine.effects import parse_condition, parse_effect

CATALOG = load_campaign("ynys-wen")
ROUTES = Path(__file__).parent / "routes"


def _play(game: Game, lines: list[str], saver: play.Saver | None = None) -> str:
    out = io.StringIO()
    play.session(game, lines, out, saver=saver)
    return out.getvalue()


def _flat(text: str) -> str:
    return " ".join(text.split())


# ------------------------------------------------------------------ A: closed day actions


def test_a_closed_day_action_names_what_is_short_not_what_is_there() -> None:
    """S1 "Character Action" / "Location Action" / Menhirs, third newcomer pass problem 1: with 4 Energy and
    0 Magic, Draw the Salt Line (1 Energy and 1 Magic) is closed for the Magic, and the reason says so (the
    engine's ``Game.illegal_reason``); the Energy that is there is not given as the reason."""
    game = new_game(CATALOG, ["ceri"], seed=12)
    ceri = game.state.characters["ceri"]
    ceri.resources["magic"] = 0
    assert ceri.energy >= 1
    closed = render.closed_actions(game)
    salt = next(line for line in closed if line.startswith("Draw the Salt Line"))
    assert salt == "Draw the Salt Line (your character's action) — costs 1 Magic (you have 0 Magic)"
    assert "Activate the Menhir — costs 1 Magic (you have 0 Magic)" in closed
    ceri.resources["wealth"] = 0
    barter = next(line for line in render.closed_actions(game) if line.startswith("Barter"))
    assert barter == "Barter at the market (the location's action) — costs 1 Wealth (you have 0 Wealth)"
    shown = _flat(_play(game, []))
    assert (
        "Not possible now: Barter at the market (the location's action) — costs 1 Wealth (you have 0 Wealth)" in shown
    )
    assert "(you have 4 Energy)" not in shown and "you have 0 Magic" in shown


def test_a_closed_day_action_short_of_energy_says_energy() -> None:
    """S1 "Character Action": 2 Energy for Keep Vigil with 1 left is an Energy shortfall, named as one."""
    game = new_game(CATALOG, ["maelon"], seed=7)
    game.state.characters["maelon"].energy = 1
    assert "Keep Vigil (your character's action) — costs 2 Energy (you have 1 Energy)" in render.closed_actions(game)


# ------------------------------------------------------------------ B: interface text


def test_a_won_fights_item_reward_reads_as_a_sentence() -> None:
    """rules-decisions.md "Resolve phase": a won encounter gives the enemies' item rewards to the first member
    still in the fight; the line says so in words ("draw a relic Item"), not "gains the reward draw …"."""
    hound = attrs.evolve(CATALOG.enemies["starved-hound"], item_rewards=(parse_effect("draw-item relic"),))
    catalog = attrs.evolve(CATALOG, enemies={**CATALOG.enemies, "starved-hound": hound})
    lines = (ROUTES / "fight-at-blackyew-hollow.actions").read_text(encoding="utf-8").splitlines()
    head = replay.read_header(lines)
    game = new_game(catalog, head["characters"].split(","), seed=int(head["seed"]))
    out = io.StringIO()
    assert play.session(game, lines, out, listing=False, strict=True) == 0
    text = _flat(out.getvalue())
    name = game.name(head["characters"].split(",")[0])
    assert f"The reward for winning goes to {name}: draw a relic Item." in text
    assert "gains the reward" not in text and "draw-item" not in text


def test_undo_says_what_it_took_back() -> None:
    """architecture.md "Undo": `undo` confirms what was taken back, in the words of its label."""
    game = new_game(CATALOG, ["maelon"], seed=7)
    text = _play(game, ["travel 104", "undo"])
    assert "undone: Travel to Lantern Moor (1 Energy). Everything it did is taken back." in text
    assert game.state.characters["maelon"].location == 101
    assert "cannot undo:" in _play(new_game(CATALOG, ["maelon"], seed=7), ["undo"])


def test_quit_on_an_unsaved_game_asks_and_n_leaves_without_saving(tmp_path: Path) -> None:
    """docs/saves.md: `quit` on an unsaved game asks whether to save; `n` answers it (even while the End of
    the Day rest decision is open, where it used to be read as an illegal action) and leaves unsaved."""
    game = new_game(CATALOG, ["maelon"], seed=7)
    sheet = tmp_path / "g.toml"
    text = _flat(_play(game, ["pass", "quit", "n", "eat"], saver=play.Saver(path=sheet)))
    assert f"Save it before leaving? y = save to {sheet} and quit; n = quit without saving" in text
    assert "Left without saving." in text and "answer the question above first" not in text
    assert not sheet.exists() and game.state.pending[0].kind == "rest"  # "eat" came after leaving


def test_quit_then_y_saves_and_leaves_and_anything_else_goes_on(tmp_path: Path) -> None:
    """docs/saves.md: `y` saves (saves.save_game) and leaves; another command cancels the quit, says so
    and is carried out; a later `quit` asks again."""
    game = new_game(CATALOG, ["maelon"], seed=7)
    sheet = tmp_path / "g.toml"
    text = _play(game, ["travel 104", "quit", "y", "pass"], saver=play.Saver(path=sheet))
    assert f"saved to {sheet}" in text and sheet.exists()
    assert not game.state.characters["maelon"].passed
    game = new_game(CATALOG, ["maelon"], seed=7)
    text = _play(game, ["travel 104", "quit", "state", "quit", "no", "pass"], saver=play.Saver(path=sheet))
    assert "Not quitting: the game goes on." in text and text.count("Save it before leaving?") == 2
    assert text.index("Not quitting") < text.rindex("at Lantern Moor")  # "state" was carried out
    assert "Left without saving." in text and not game.state.characters["maelon"].passed
    game = new_game(CATALOG, ["maelon"], seed=7)
    text = _play(game, ["travel 104", "quit", "c", "pass"], saver=play.Saver(path=sheet))
    assert "Not quitting: the game goes on." in text and game.state.characters["maelon"].passed


def test_the_experience_prompt_says_why_no_raise_is_listed() -> None:
    """docs/rules.md "Advancement" (S0): a raise costs 2 × the pair's total after it; when none is affordable
    the prompt names the cheapest and its price against the Experience held; otherwise the raises are listed."""
    game = new_game(CATALOG, ["ceri"], seed=12)
    _play(game, ["pass", "eat"])
    assert game.state.pending and game.state.pending[0].kind == "advance"
    ceri = game.state.characters["ceri"]
    ceri.resources["experience"] = 3
    heading = render.decision_heading(game)
    assert ceri.attributes["might"] + ceri.attributes["empathy"] == 1  # so the cheapest raise costs 4
    assert "none you can afford: the cheapest raise, of Might, Empathy, Guile or Candour, costs 4" in heading
    assert "Experience; you have 3)" in heading
    ceri.resources["experience"] = 4
    heading = render.decision_heading(game)
    assert "(each raise listed below with its cost)" in heading
    assert "Raise Might by 1 (costs 4 Experience)" in _play(game, [])


def test_a_closed_pipe_ends_a_command_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    """`grail-desktop replay FILE | head`: the reader going away ends the command with status 1 and no
    traceback (in process, and end to end with the pipe closed before anything is written)."""

    class Closed(io.StringIO):
        def write(self, s: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    route = str(ROUTES / "fight-at-blackyew-hollow.actions")
    monkeypatch.setattr(sys, "stdout", Closed())
    assert cli.run(["replay", route]) == 1
    monkeypatch.undo()
    proc = subprocess.Popen(
        [sys.executable, "-m", "grail_desktop", "replay", route],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # before the interpreter has even started: every write meets a closed pipe
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 1
    assert "Traceback" not in err and "BrokenPipeError" not in err


# ------------------------------------------------------------------ C: spent paths are hidden


def _rule_catalog() -> Catalog:
    """The shipped pack with Tref Eithin's section (101) replaced by options closed in each way."""
    item = next(iter(CATALOG.items))
    secret = next(iter(CATALOG.secrets))
    return _green_with(
        (
            JournalOptionDef("Walk on.", goto="101.99"),
            JournalOptionDef("Take the old road.", goto="101.99", conditions=(parse_condition("not-status road"),)),
            JournalOptionDef(
                "Buy the rope.",
                goto="101.99",
                conditions=(parse_condition(f"not-item {item}"),),
                costs=(parse_effect("pay wealth 9"),),
            ),
            JournalOptionDef(
                "Read the stones.",
                goto="101.99",
                conditions=(parse_condition("attribute lore 9"), parse_condition("not-status stones")),
            ),
            JournalOptionDef("Wait for dusk.", goto="101.99", conditions=(parse_condition("day 5"),)),
            JournalOptionDef("Ask after her.", goto="101.99", conditions=(parse_condition("status met"),)),
            JournalOptionDef("Tell no one.", goto="101.99", conditions=(parse_condition(f"not-secret {secret}"),)),
        ),
    )


def _green_with(options: tuple[JournalOptionDef, ...]) -> Catalog:
    """The shipped pack with Tref Eithin's section (101) holding only ``options``, each leading to "Gone"."""
    journal = dict(CATALOG.journal)
    journal["101"] = JournalSectionDef(id="101", title="The Green", text="The green.", location=101, options=options)
    journal["101.99"] = JournalSectionDef(id="101.99", title="Gone", text="You go.")
    return attrs.evolve(CATALOG, journal=journal)


def _reading(spent: bool) -> Game:
    """Maelon exploring the rule section; with ``spent`` every not-status / not-item / not-secret fails."""
    catalog = _rule_catalog()
    game = new_game(catalog, ["maelon"], seed=7)
    if spent:
        game.state.statuses.extend(["road", "stones"])
        game.state.characters["maelon"].items.append(next(iter(catalog.items)))
        game.state.characters["maelon"].secrets.append(next(iter(catalog.secrets)))
    game.apply("explore")
    return game


def test_options_closed_by_changeable_things_are_shown_with_their_reason() -> None:
    """content-format.md "Conditions": an option closed by an attribute, a cost, the day or a Status not yet
    had stays shown with why; nothing is spent yet, so the not-* options are open or shown too."""
    game = _reading(spent=False)
    text = "\n".join(render.journal_lines(game))
    assert "    1. Walk on." in text and "    2. Take the old road." in text and "    7. Tell no one." in text
    assert "( 3. Buy the rope. (costs 9 Wealth) — cannot pay 9 Wealth (you have" in text
    assert "( 4. Read the stones. — needs Lore 9 (you have" in text
    assert "( 5. Wait for dusk. — not before Day 5)" in text
    assert "( 6. Ask after her. — something has to happen first, elsewhere in the story)" in text
    assert "Numbers that are missing" not in text
    views = journal_view.option_views(game, game.catalog, [str(a) for a in game.legal_actions()])
    assert [v.hidden for v in views] == [False] * 7
    assert [v.enabled for v in views] == [True, True, False, False, False, False, True]


def test_spent_paths_are_hidden_like_secret_options_in_text_mode_and_the_reader() -> None:
    """Third newcomer pass ("closed by something that has already happened" says nothing): an option a
    failing not-status / not-item / not-secret closes is hidden like a Secret option — in text mode (numbers
    stay the engine's, the gap note explains the missing ones, the number means nothing) and in the desktop
    reader (journal_view.option_views); also when another condition or a cost fails too, since no change
    the player can make opens it. Options closed by changeable things stay shown."""
    game = _reading(spent=True)
    text = "\n".join(render.journal_lines(game))
    for gone in ("Take the old road", "Buy the rope", "Read the stones", "Tell no one"):
        assert gone not in text
    assert "already happened" not in text and "not while the party holds" not in text
    assert "    1. Walk on." in text and "( 5. Wait for dusk. — not before Day 5)" in text
    assert "( 6. Ask after her. — something has to happen first, elsewhere in the story)" in text
    assert "Numbers that are missing are paths not open to you now" in text
    for n in (2, 3, 4, 7):
        assert play.resolve_number(game, n) == (None, f"there is no option {n} here")
    assert play.resolve_number(game, 5)[1].startswith("option 5 cannot be taken now: not before Day 5")
    views = journal_view.option_views(game, game.catalog, [str(a) for a in game.legal_actions()])
    assert [v.number for v in views if not v.hidden] == [1, 5, 6]
    assert all(journal_view.path_spent(game, game.catalog.journal["101"].options[n - 1]) for n in (2, 3, 4, 7))
    assert not any(journal_view.path_spent(game, game.catalog.journal["101"].options[n - 1]) for n in (1, 5, 6))


def test_the_robbed_cairn_is_no_longer_offered_at_carn_naw() -> None:
    """The newcomer's case on the shipped pack: once the Status that robbing a cairn marks is held, Carn
    Naw's "Open one of the cairns" is not listed, not even greyed."""
    section = CATALOG.journal["106"]
    number, option = next(
        (i, o) for i, o in enumerate(section.options, start=1) if o.text.startswith("Open one of the cairns")
    )
    status = next(c.args[0] for c in option.conditions if c.word == "not-status")
    game = new_game(CATALOG, ["maelon"], seed=7)
    game.apply("travel 104")
    game.apply("travel 106")
    game.state.statuses.append(status)
    game.apply("explore")
    text = "\n".join(render.journal_lines(game))
    assert "Open one of the cairns" not in text and "already happened" not in text
    assert play.resolve_number(game, number) == (None, f"there is no option {number} here")


def _secret_rule_reading() -> Game:
    """Maelon (no Secrets, 0 Wealth to spare) exploring a section whose options close in the ways the
    "Closed journal options" decision names: a Secret not found (on an option not marked secret), a secret
    option whose condition fails, a secret option whose conditions hold but whose cost cannot be paid."""
    secret = next(iter(CATALOG.secrets))
    catalog = _green_with(
        (
            JournalOptionDef("Walk on.", goto="101.99"),
            JournalOptionDef(
                "Speak the hidden name.", goto="101.99", conditions=(parse_condition(f"has-secret {secret}"),)
            ),
            JournalOptionDef(
                "Follow the lights.", goto="101.99", conditions=(parse_condition("status met"),), secret=True
            ),
            JournalOptionDef(
                "Pay the ferryman.",
                goto="101.99",
                conditions=(parse_condition("not-status never-marked"),),
                costs=(parse_effect("pay wealth 9"),),
                secret=True,
            ),
        )
    )
    game = new_game(catalog, ["maelon"], seed=7)
    game.apply("explore")
    return game


def test_closed_options_follow_one_rule_in_both_front_ends() -> None:
    """docs/rules.md "Closed journal options" (a decision, issue 19): a closed option that would name a
    Secret not found, or a secret option whose condition fails, is hidden; a secret option whose conditions
    hold but whose cost cannot be paid is shown greyed with the cost; the desktop reader and the text mode
    hide and grey the same options."""
    game = _secret_rule_reading()
    text = "\n".join(render.journal_lines(game))
    assert "Speak the hidden name" not in text and "Follow the lights" not in text
    assert "( 4. Pay the ferryman. (costs 9 Wealth) — cannot pay 9 Wealth (you have" in text
    assert "Numbers that are missing are paths not open to you now" in text
    views = journal_view.option_views(game, game.catalog, [str(a) for a in game.legal_actions()])
    assert [(v.number, v.enabled) for v in views if not v.hidden] == [(1, True), (4, False)]
    for n in range(1, 5):
        assert render.option_hidden(game, n) == views[n - 1].hidden, n


def test_play_with_a_closed_pipe_still_writes_its_record(tmp_path: Path) -> None:
    """`grail-desktop play --record FILE | head`: the output going away ends the game quietly, and the
    replay file of the actions taken is still written (docs/notation.md replay files)."""
    record = tmp_path / "game.txt"
    proc = subprocess.Popen(
        [sys.executable, "-m", "grail_desktop", "play", "--quiet", "--characters", "maelon", "--record", str(record)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None
    proc.stdout.close()
    _out, err = proc.communicate(b"travel 104\n", timeout=60)
    assert proc.returncode == 1 and "Traceback" not in err.decode()
    written = record.read_text(encoding="utf-8")
    assert written.startswith("# campaign: ynys-wen") and written.endswith("travel 104\n")
