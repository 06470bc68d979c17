"""Issue 19 / ux.md: text mode (`grail-desktop play`) never prints an id or notation. 200 seeded random games
are played through the play session the way a player types: numbers from the list shown (and the answers to
"with whom / who pays" and "which trade"), now and then `state`, `quests`, `read NAME`, `trade`, `help
advance`; everything the session prints is searched for ids and notation (:func:`player_text.leaks`)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator

from player_text import leaks

from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play, render
from grail_desktop.engine import Game, new_game

GAMES = 200
STEPS = 60
CATALOG = load_campaign("ynys-wen")


def _typing(game: Game, rng: random.Random) -> Iterator[str]:
    """What a player types: a listed number most of the time, sometimes a command; Pass only rarely."""
    for _ in range(STEPS):
        roll = rng.random()
        if roll < 0.04:
            yield rng.choice(["state", "quests", "help advance", "trade", "read", "log"])
            continue
        if roll < 0.06 and game.state.order:
            yield f"read {game.name(rng.choice(game.state.order))}"
            continue
        if render.journal_open(game):
            yield rng.choice(game.state.pending[0].options)
            continue
        entries = render.menu(game)
        if not entries:
            return
        numbers = [i for i, e in enumerate(entries, start=1) if e.actions[0].verb != "pass"]
        passing = [i for i, e in enumerate(entries, start=1) if e.actions[0].verb == "pass"]
        pick = rng.choice(passing if passing and (not numbers or rng.random() < 0.15) else numbers)
        yield str(pick)
        entry = entries[pick - 1]
        if len(entry.actions) > 1:
            yield str(rng.randint(1, len(entry.actions)))


def test_no_id_or_notation_in_what_text_mode_prints() -> None:
    found: dict[str, str] = {}
    checked: set[str] = set()  # lines already searched (the state lines repeat every step)
    asked = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        party = rng.sample(sorted(CATALOG.characters), 1 + seed % 2)
        game = new_game(CATALOG, party, seed=seed)
        out = io.StringIO()
        play.intro(game, out)
        play.session(game, _typing(game, rng), out)
        text = out.getvalue()
        asked += text.count("who pays the Energy?") + text.count("Which trade?")
        for line in set(text.splitlines()) - checked:
            checked.add(line)
            for leak in leaks(line, CATALOG):
                found.setdefault(leak, f"seed {seed}: {line.strip()}")
    assert asked > 0  # the party and trade questions were met
    assert not found, "\n".join(f"{k}  ←  {v}" for k, v in list(found.items())[:40])


def test_a_party_action_is_one_line_and_asks_with_whom() -> None:
    """Issue 19: with two characters on a location, Explore is listed once (not once per party) and all
    trades are one line; choosing them asks "with whom / who pays" and "which trade"."""
    game = new_game(CATALOG, ["maelon", "ceri"], seed=3)
    entries = render.menu(game)
    explores = [e for e in entries if e.actions[0].verb == "explore"]
    trades = [e for e in entries if e.actions[0].verb == "trade"]
    assert len(explores) == 1 and len(explores[0].actions) == 2 and len(trades) == 1
    assert all(a.verb == "trade" for a in trades[0].actions) and len(trades[0].actions) >= 4
    number = entries.index(explores[0]) + 1
    out = io.StringIO()
    play.session(game, [str(number), "2"], out)
    text = out.getvalue()
    assert "Alone or with others here, and who pays the Energy?" in text and "2. with Ceri Halen" in text
    assert game.state.characters["ceri"].energy == 3  # Ceri went along: 1 Energy each
    out = io.StringIO()
    play.session(new_game(CATALOG, ["maelon", "ceri"], seed=3), ["trade"], out)
    assert "Which trade?" in out.getvalue() and "gives 1 Food to" in out.getvalue()


def test_an_ending_is_named_not_its_id() -> None:
    """Issue 19: "won blind-stone-wakes" reads as the ending's name (names.toml)."""
    game = new_game(CATALOG, ["maelon"], seed=1)
    game.state.outcome = "won blind-stone-wakes"
    text = render.describe(game)
    assert "won: The Blind Stone Wakes" in text and not leaks(text, CATALOG)


def test_resolve_previews_the_after_effects() -> None:
    """Issue 19 "Combat rules invisible": the Resolve line says which After effects it sets off (S2)."""
    from grail_desktop.engine.encounter import actions as E

    game = new_game(CATALOG, ["maelon"], seed=3)
    game.start_fight(["maelon"], ["gorse-boar"], "test", game.state.characters["maelon"].location)
    boar = CATALOG.enemies["gorse-boar"]
    assert f"(After effects: {boar.name}: {boar.after[0].text.rstrip('.')})" in render.label(game, E.Resolve())
