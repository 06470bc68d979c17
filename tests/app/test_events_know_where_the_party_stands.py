"""Event text knows where the party is (issue 23: "Events know where the party is"; docs/content-format.md
"Text that follows the world", the ``at N`` span condition): someone standing in Blackyew Hollow is not told
that the missing child walked "towards the yews", in English and in German."""

from __future__ import annotations

from grail_desktop.app.world_text import event_face
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.engine.worldtext import problems

CATALOG = load_campaign("ynys-wen")
HOLLOW = 102
MADOG = "ev-deserter-at-door"


def _child_text(where: int) -> str:
    game = new_game(CATALOG, ["maelon"], seed=2323, difficulty="normal")
    game.state.characters["maelon"].location = where
    return " ".join(event_face(game, CATALOG.events["ev-child-missing"]).text.split())


def test_in_the_hollow_the_child_walked_in_among_these_yews() -> None:
    text = _child_text(HOLLOW)
    assert "towards the yews" not in text and "these very yews" in text


def test_elsewhere_the_child_walked_towards_the_yews() -> None:
    text = _child_text(101)
    assert "towards the yews" in text and "these very yews" not in text


def test_the_at_spans_are_well_formed_in_both_languages() -> None:
    for catalog in (CATALOG, load_campaign("ynys-wen", lang="de")):
        for event_id in ("ev-child-missing", MADOG):
            event = catalog.events[event_id]
            assert f"[if at {HOLLOW}]" in event.text and problems(event.text) == []


def test_in_german_the_hollow_reads_its_own_yews() -> None:
    german = load_campaign("ynys-wen", lang="de")
    game = new_game(german, ["maelon"], seed=2323, difficulty="normal")
    game.state.characters["maelon"].location = HOLLOW
    assert "eben diese Eiben" in event_face(game, german.events["ev-child-missing"]).text
