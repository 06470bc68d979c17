"""The same Dream is not read word for word on two nights running (issue 23 "Text never assumes…": "the same
Dream is not read verbatim on consecutive nights"; S1 End of the Day 5: a card with a Dream seal gives its Dream
every night spent there). Every Dream of the shipped pack is read on two nights in a row by a solo character
who has done nothing else, from Day 1 on: the Statuses a night marks or clears are kept, ``odd-night`` /
``even-night`` follow the Day (the nights take turns by the Day, so every sleeper on the card reads the same
night), options behind any other condition stay shut, and the first open option is taken. A night is read
whole, each section's text as the world has it then (its ``[if …]`` spans resolved, docs/content-format.md
"Text that follows the world"), so a Dream whose opening page is the same every night fails (issue 19: "Night
at the Camp" began word for word on two nights running)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.worldtext import follow

PACK = Path(__file__).resolve().parents[2] / "content" / "campaigns" / "ynys-wen"
CATALOG: Catalog = load_campaign(PACK)
DREAMS = sorted(
    (number, location.dream)
    for number, location in CATALOG.locations.items()
    if "dream" in location.seals and location.dream is not None
)


#: The Menhirs lit when the game begins: a character who has done nothing else sleeps under them.
LIT = set(new_game(CATALOG, [next(iter(CATALOG.characters))], seed=1).state.menhirs)


def _open(conditions: tuple[object, ...], statuses: set[str], day: int) -> bool:
    for condition in conditions:
        word, args = getattr(condition, "word", ""), getattr(condition, "args", ())
        if word == "status" and args[0] in statuses:
            continue
        if word == "not-status" and args[0] not in statuses:
            continue
        if word in ("odd-night", "even-night") and (day % 2 == 1) == (word == "odd-night"):
            continue
        if word in ("menhir", "not-menhir") and (args[0] in LIT) == (word == "menhir"):
            continue
        return False  # any other condition: this character has not met it
    return True


def night(section_id: str, statuses: set[str], day: int) -> list[str]:
    """The texts read from ``section_id`` in the night that ends Day ``day``; ``statuses`` is changed as the
    reading marks them."""
    texts: list[str] = []
    current: str | None = section_id
    while current is not None and len(texts) < 20:
        section = CATALOG.journal[current]
        texts.append(follow(section.text, lambda c: _open((c,), statuses, day)))
        effects = list(section.effects)
        chosen = next((o for o in section.options if _open(o.conditions, statuses, day)), None)
        if chosen is not None:
            effects += list(chosen.effects)
        for effect in effects:
            if effect.word == "mark":
                statuses.add(effect.args[0])
            elif effect.word == "unmark":
                statuses.discard(effect.args[0])
        current = chosen.goto if chosen is not None else None
    return texts


def test_the_pack_has_dreams_to_check() -> None:
    assert len(DREAMS) >= 8


@pytest.mark.parametrize(("number", "dream"), DREAMS)
def test_a_dream_reads_differently_the_next_night(number: int, dream: str) -> None:
    statuses: set[str] = set()
    first, second, third = (night(dream, statuses, day) for day in (1, 2, 3))
    assert first[-1] != second[-1], f"the Dream of {CATALOG.locations[number].name} repeats the next night"
    assert second[-1] != third[-1], f"the Dream of {CATALOG.locations[number].name} repeats on the third night"


@pytest.mark.parametrize(("number", "dream"), DREAMS)
def test_no_page_of_a_dream_is_read_again_the_next_night(number: int, dream: str) -> None:
    statuses: set[str] = set()
    first, second, third = (night(dream, statuses, day) for day in (1, 2, 3))
    for before, after in ((first, second), (second, third)):
        again = set(before) & set(after)
        assert not again, f"the Dream of {CATALOG.locations[number].name} reads again the next night: {again}"


#: Each Dream card's Nightmare, read instead of its Dream while the character is Going Insane (S1 End of the Day 5).
NIGHTMARES = sorted(
    (number, location.nightmare) for number, location in CATALOG.locations.items() if location.nightmare is not None
)


def test_the_pack_has_nightmares_to_check() -> None:
    assert len(NIGHTMARES) >= 12


@pytest.mark.parametrize(("number", "nightmare"), NIGHTMARES)
def test_a_nightmare_opens_differently_the_next_night(number: int, nightmare: str) -> None:
    statuses: set[str] = set()
    first, second, third = (night(nightmare, statuses, day) for day in (1, 2, 3))
    name = CATALOG.locations[number].name
    assert first[0] != second[0], f"the Nightmare of {name} opens word for word as the night before"
    assert second[0] != third[0], f"the Nightmare of {name} opens on the third night as on the second"
    assert first[0] == third[0], f"the Nightmare of {name} does not take turns with its other opening"
