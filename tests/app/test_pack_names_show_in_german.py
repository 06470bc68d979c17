"""Every pack name shows with the pack's German overlay when the game plays in German (issue 19: a trait's name
was reported in English in the text mode's Escape line). Over seeded random German games (the German interface
and the pack loaded with ``lang="de"``, as ``--lang de`` and the desktop's setting load it) everything the
desktop presents (the same renderings the id test walks, tooltips and the card viewer included) and everything
the text mode prints is searched for the English name of any pack thing whose German name differs: an Item,
Secret, card, enemy, Event or quest, Skill side, location, Status, dial, ending, character or trait."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from player_text import random_games

from grail_desktop.app import i18n
from grail_desktop.catalog import load_campaign
from grail_desktop.catalog.translation import set_pack_language
from grail_desktop.cli import play
from grail_desktop.engine import new_game
from grail_desktop.engine.game import chronicle_event
from tests.app.test_no_ids_on_the_desktop import _presented
from tests.cli.test_no_ids_in_text_mode import _typing

GAMES = 40
STEPS = 45


def _names(catalog: Any) -> dict[tuple[object, ...], str]:
    """Every pack name a player may read, keyed by what it names."""
    out: dict[tuple[object, ...], str] = {}
    for kind in ("items", "secrets", "cards", "enemies", "characters"):
        for key, thing in getattr(catalog, kind).items():
            out[(kind, key)] = thing.name
    for key, event in catalog.events.items():
        out[("event", key)] = event.title
    for key, skill in catalog.skills.items():
        for n, side in enumerate(skill.sides):
            out[("skill", key, n)] = side.name
    for number, loc in catalog.locations.items():
        out[("location", number)] = loc.name
    for kind in ("status_names", "dial_names", "ending_names"):
        for key, name in getattr(catalog, kind).items():
            out[(kind, key)] = name
    for key, character in catalog.characters.items():
        out[("trait", key)] = character.trait.split(".", 1)[0]
    return out


@pytest.fixture(scope="module")
def german() -> Iterator[tuple[Any, re.Pattern[str]]]:
    english = _names(load_campaign("ynys-wen", lang=""))
    i18n.set_language("de")
    set_pack_language("de")
    catalog = load_campaign("ynys-wen", lang="de")
    translated = _names(catalog)
    own = " ".join(translated.values())  # a Welsh name kept in German is no English left
    left = {name for key, name in english.items() if translated.get(key) != name and name not in own}
    assert {"Spurless", "Blackyew Hollow", "Morfa Saltpans"} <= left
    yield catalog, re.compile("|".join(rf"\b{re.escape(n)}\b" for n in sorted(left, key=len, reverse=True)))
    i18n.set_language("en")
    set_pack_language("")


def test_the_desktop_shows_every_pack_name_in_german(german: tuple[Any, re.Pattern[str]]) -> None:
    catalog, english = german
    found: dict[str, str] = {}
    checked: set[str] = set()
    for step in random_games(catalog, GAMES, STEPS):
        events = step.events or [chronicle_event(e) for e in step.game.state.chronicle]
        for where, text in _presented(step.game, catalog, events, hover=True):
            if text in checked:
                continue
            checked.add(text)
            for name in english.findall(text):
                found.setdefault(f"{where}: {name}", f"seed {step.seed}: {text[:160]}")
    assert len(checked) > 2000
    assert not found, "\n".join(f"{k}  ←  {v}" for k, v in list(found.items())[:30])


def test_the_text_mode_prints_every_pack_name_in_german(german: tuple[Any, re.Pattern[str]]) -> None:
    catalog, english = german
    found: dict[str, str] = {}
    lines = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        game = new_game(catalog, rng.sample(sorted(catalog.characters), 1 + seed % 2), seed=seed)
        out = io.StringIO()
        play.intro(game, out)
        play.session(game, _typing(game, rng), out)
        for line in out.getvalue().splitlines():
            lines += 1
            for name in english.findall(line):
                found.setdefault(name, f"seed {seed}: {line.strip()[:160]}")
    assert lines > 2000
    assert not found, "\n".join(f"{k}  ←  {v}" for k, v in list(found.items())[:30])
