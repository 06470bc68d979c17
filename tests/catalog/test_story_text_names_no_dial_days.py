"""No story text states a Menhir's days of light that the difficulty level or the party size changes (issue 23:
the Story / Normal / Hard dials; S1 World Setup 2: the first dial is 8/7/6/5 by party size). "Eight days" while
the dial shows 6 is a lie the players can see; the dial itself is shown on the map and the tray."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.difficulty import DIFFICULTIES, ruled_catalog, start_dial
from grail_desktop.engine.setup import START_DIAL

PACK = Path(__file__).resolve().parents[2] / "content" / "campaigns" / "ynys-wen"
NUMBERS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12,
}  # fmt: skip
COUNT = re.compile(r"\b(" + "|".join(NUMBERS) + r"|\d+)[ -](?:days?|nights?)\b", re.IGNORECASE)
# "one day" / "one night" is an idiom, not a count, so counts start at two
#: words that tie a sentence to a Menhir's light
LIGHT = re.compile(r"\b(stone|menhir|light|burn\w*|fire|flame|dial|gutter\w*|Eithin|Carn Naw)\b", re.IGNORECASE)
SENTENCE = re.compile(r"[^.!?]*[.!?]?")


def _prose(value: object, where: str) -> Iterator[tuple[str, str]]:
    """Every string in a definition tree, with a path saying where it is."""
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _prose(item, f"{where}[{key}]")
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from _prose(item, f"{where}[{i}]")
    elif attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            yield from _prose(getattr(value, field.name), f"{where}.{field.name}")


def stated_dial_days(text: str) -> list[tuple[int, str]]:
    """``(days, sentence)`` for each count of days in a sentence about a Menhir's light."""
    found = []
    for sentence in SENTENCE.findall(text.replace("\n", " ")):
        if not LIGHT.search(sentence):
            continue
        for match in COUNT.finditer(sentence):
            word = match.group(1).lower()
            found.append((NUMBERS[word] if word in NUMBERS else int(word), sentence.strip()))
    return found


def _dials(catalog: Catalog, where: str) -> set[int]:
    """The dial values a text at ``where`` may be read beside: its Menhir's dial at every level when it is a
    location's text, else the first dial at every level and party size."""
    number = re.match(r"catalog\.locations\[(\d+)\]", where)
    if number is not None and catalog.locations[int(number.group(1))].menhir is not None:
        return {
            d
            for level in DIFFICULTIES
            if (d := _menhir_dial(ruled_catalog(catalog, level, []), int(number.group(1)))) is not None
        }
    return {start_dial(catalog, level, [], START_DIAL[n], n) for level in DIFFICULTIES for n in START_DIAL}


def _menhir_dial(catalog: Catalog, number: int) -> int | None:
    menhir = catalog.locations[number].menhir
    return menhir.dial if menhir is not None else None


def test_the_finder_catches_a_stated_dial() -> None:
    assert stated_dial_days('"Eight days," she says of the stone. "Less, maybe."') == [
        (8, '"Eight days," she says of the stone.')
    ]
    assert stated_dial_days("The Menhir burns: five days' light before it must be fed.")[0][0] == 5
    assert stated_dial_days("The trapper has been dead for two days.") == []
    assert stated_dial_days("Someone let the light out of every lamp one night.") == []


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign(PACK)


def test_the_shipped_pack_states_no_dial_a_level_changes(catalog: Catalog) -> None:
    wrong = []
    for where, text in _prose(catalog, "catalog"):
        for days, sentence in stated_dial_days(text):
            dials = _dials(catalog, where)
            if dials != {days}:
                wrong.append(f"{where}: says {days} days where the dial is {sorted(dials)}: {sentence!r}")
    assert wrong == []
