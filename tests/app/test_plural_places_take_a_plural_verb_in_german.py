"""A German place name that reads as a plural takes a plural verb (issue 19: "Salzgärten von Morfa wird
aufgedeckt"). The pack's German overlay marks such a name ``name_number = "plural"`` beside it
(docs/content-format.md "Translations"; ``name_number``, as a location has a card ``number`` of its own); the
sentences whose subject is the place take their plural form for it, and the validator checks the hint in a
campaign's translation as in a Riven Veil pack's."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.belongings_view import sunk_note
from grail_desktop.app.event_words import PLURAL, PLURAL_FORMS, event_words, subject_form
from grail_desktop.catalog import load_campaign, plural_names, validate
from grail_desktop.engine import new_game
from grail_desktop.engine.core import Event
from grail_desktop.engine.game import chronicle_entry
from grail_desktop.resources import campaigns_dir

SALTPANS = "Salzgärten von Morfa"


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_the_german_overlay_marks_the_plural_places() -> None:
    plural = plural_names("de")
    assert {SALTPANS, f"{SALTPANS}, der Salzstein"} <= plural
    assert "Tref Eithin" not in plural and "Die Frosthalle" not in plural
    assert plural_names("") == frozenset()
    catalog = load_campaign("ynys-wen", lang="de")
    assert catalog.locations[109].name == SALTPANS, "the hint is not part of the name"


def test_a_plural_place_takes_the_plural_verb_and_a_singular_one_the_singular(german: None) -> None:
    """The engine's English sentence, with the German catalog's names in it, as the chronicle shows it."""
    said = {
        ("LocationRevealed", "{} is revealed"): ("werden aufgedeckt", "wird aufgedeckt"),
        ("LocationRemoved", "{} sinks into the wyrdness"): ("versinken in der Wyrdnis", "versinkt in der Wyrdnis"),
        ("LocationReplaced", "{} is transformed"): ("verwandeln sich", "verwandelt sich"),
    }
    for (kind, english), (plural, singular) in said.items():
        assert event_words(Event(kind, english.format(SALTPANS))) == f"{SALTPANS} {plural}"
        assert event_words(Event(kind, english.format("Die Frosthalle"))) == f"Die Frosthalle {singular}"


def test_every_plural_form_has_its_own_german(german: None) -> None:
    for template in PLURAL_FORMS:
        plural = i18n.tr(template, PLURAL)
        assert plural != template and plural != i18n.tr(template), template
        assert subject_form(template, SALTPANS) == plural
        assert subject_form(template, "Tref Eithin") == i18n.tr(template)


def test_a_quests_sunk_plural_place_is_said_in_the_plural(german: None) -> None:
    catalog = load_campaign("ynys-wen", lang="de")
    game = new_game(catalog, ["maelon"], seed=4)
    quest = next(e.id for e in catalog.events.values() if e.quest and "Salzgärten" in (e.quest.text + e.quest.hint))
    gone = Event("LocationRemoved", f"{SALTPANS} sinks into the wyrdness", None, (("location", 109),))
    game.state.chronicle.append(chronicle_entry(gone))
    game.state.locations.pop("109", None)
    assert sunk_note(game, catalog, quest).startswith(f"{SALTPANS} sind in der Wyrdnis versunken und liegen")


def test_the_validator_checks_a_campaigns_number_hint(tmp_path: Path) -> None:
    pack = tmp_path / "ynys-wen"
    shutil.copytree(campaigns_dir() / "ynys-wen", pack)
    assert [p for p in validate(pack) if p.is_error] == []
    locations = pack / "i18n" / "de" / "locations.toml"
    text = locations.read_text(encoding="utf-8")
    locations.write_text(text.replace('name_number = "plural"', 'name_number = "many"', 1), encoding="utf-8")
    faults = [f"{p.file}: {p.key}: {p.message}" for p in validate(pack) if p.is_error]
    assert len(faults) == 1 and "'singular' or 'plural'" in faults[0], faults
    assert faults[0].startswith("i18n/de/locations.toml: location") and faults[0].split(": ")[1].endswith(
        ".name_number"
    )
