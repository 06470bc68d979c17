"""Newcomer report 264, 323 (issue 19): after the wyrdness takes a place (S0 "Discarding": a card out of Menhir
range is discarded at dawn), no Event or quest text of Chapter I names it as if it stood, in English or German.

Text that follows the world (docs/content-format.md): a span ``[if sunk N]…[end]`` says what became of place N.
A shown text may name a sunk place only when one of its shown pieces was chosen by ``sunk N`` for it. Bots play
games in which the valley sinks and every Chapter I Event is read as the world then has it; a second test sinks
each named place of each Event in turn (greedy bots lose places; random bots die before the valley sinks).
"""

from __future__ import annotations

import random
import re

import pytest

from grail_desktop.app.world_text import event_face, section_text, world_holds
from grail_desktop.catalog import load_campaign
from grail_desktop.cli.bots import make_bot
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.defs import Catalog, EventDef
from grail_desktop.engine.worldtext import pieces, sunk_numbers

ENGLISH = load_campaign("ynys-wen", lang="")
GERMAN = load_campaign("ynys-wen", lang="de")


def _chapter_one(catalog: Catalog) -> list[EventDef]:
    return [e for e in catalog.events.values() if e.chapter == 1]


def _places(catalog: Catalog, text: str) -> set[int]:
    """Chapter I locations (101–128) whose name stands in ``text``: a leading article dropped, each word with
    its German endings ("am Schwarzen See", "des Glockensteins")."""
    out = set()
    for number, loc in catalog.locations.items():
        if not 101 <= number <= 128:
            continue
        words = loc.name.split(" ")
        if words[0] in ("The", "Der", "Die", "Das"):
            words = words[1:]
        if re.search(r"\b" + " ".join(re.escape(w) + "(?:n|en|s|es|m)?" for w in words) + r"\b", text):
            out.add(number)
    return out


def _sent_to(event: EventDef) -> list[str]:
    """The journal sections ``event`` sends the party to (its ``goto`` effects) and the sections their options
    lead to: their prose follows the world too (issue 19: Heledd's Receipt and Madog's Mother named Tref Eithin
    after it sank)."""
    first = [e.args[0] for e in event.effects if e.word == "goto"]
    journal = ENGLISH.journal
    return first + [o.goto for s in first for o in journal[s].options if o.goto is not None]


def _unsaid(game: Game, catalog: Catalog, event: EventDef) -> list[str]:
    """``"event: place"`` for each sunk place a text of ``event`` or a section it sends the party to names
    without a ``sunk`` piece saying so."""
    holds = world_holds(game)
    sunk = sunk_numbers(game.state)
    texts = [event.text] + ([event.quest.text, event.quest.hint] if event.quest else [])
    texts += [catalog.journal[section].text for section in _sent_to(event)]
    out = []
    for text in texts:
        shown = pieces(text, holds)
        said = {int(c.args[0]) for p in shown for c in p.held if c.word == "sunk"}
        for number in sorted(_places(catalog, "".join(p.text for p in shown)) & sunk - said):
            out.append(f"{event.id}: {catalog.locations[number].name}")
    return out


def _sink(game: Game, number: int) -> None:
    game.state.chronicle.append(f"LocationRemoved[location#{number}]: place ({number}) sinks into the wyrdness")
    game.state.locations.pop(str(number), None)


@pytest.mark.parametrize("catalog", [ENGLISH, GERMAN], ids=["en", "de"])
def test_each_named_place_of_each_event_is_followed_when_it_sinks(catalog: Catalog) -> None:
    problems = []
    for event in _chapter_one(catalog):
        plain = event.text + (event.quest.text + event.quest.hint if event.quest else "")
        plain += "".join(catalog.journal[section].text for section in _sent_to(event))
        for number in sorted(_places(catalog, plain)):
            game = new_game(catalog, ["ceri"], seed=5, undo=False)
            _sink(game, number)
            assert number in sunk_numbers(game.state)
            problems += _unsaid(game, catalog, event)
    assert not problems, problems


def test_games_where_the_valley_sinks_never_name_a_sunk_place_unsaid() -> None:
    sank = 0
    problems: set[str] = set()
    for seed in range(4):
        game = new_game(ENGLISH, ["ceri"], seed=40 + seed, undo=False)
        bot = make_bot("greedy", random.Random(seed), game.catalog)
        day = 0
        for _ in range(4000):
            s = game.state
            if s.phase == "over" or s.day > 15:
                break
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(bot.choose(game, legal))
            if game.state.day != day:  # each dawn: every Event and quest as the world has it now
                day = game.state.day
                for event in _chapter_one(ENGLISH):
                    problems.update(_unsaid(game, ENGLISH, event))
        sank += len(sunk_numbers(game.state))
    assert sank > 0  # the games did lose places to the wyrdness
    assert not problems, sorted(problems)


def test_events_send_the_party_to_sections_that_follow_the_world() -> None:
    """Heledd's Receipt (703) and Madog's Mother (705), read from Events, say so when Tref Eithin has sunk;
    the journal reader and the text mode show the resolved prose (app.world_text.section_text)."""
    sent = {section for event in _chapter_one(ENGLISH) for section in _sent_to(event)}
    assert {"703", "705"} <= sent
    game = new_game(ENGLISH, ["ceri"], seed=5, undo=False)
    before = section_text(game, ENGLISH.journal["705"])
    _sink(game, 101)
    after = section_text(game, ENGLISH.journal["705"])
    assert "[" not in before + after and "walks the lanes of Tref Eithin" in before
    assert "lanes of Tref Eithin" not in after and "before the Hush closed over it" in after


def test_the_sunk_text_goes_once_the_place_is_back() -> None:
    event = ENGLISH.events["ev-saltpans-fever"]
    game = new_game(ENGLISH, ["ceri"], seed=5, undo=False)
    placed = game.state.locations.get("109")
    _sink(game, 109)
    lost = event_face(game, event)
    assert lost.text != event.text and "[" not in lost.text + lost.quest.text + lost.quest.hint  # type: ignore[union-attr]
    if placed is not None:
        game.state.locations["109"] = placed
        assert event_face(game, event).text == event_face(new_game(ENGLISH, ["ceri"], seed=5), event).text
