"""Issue 28: the engine's sentences (events, the fight's log, the chronicle) read in German when the interface
language is German. The engine writes English (it stays pure); :mod:`grail_desktop.app.event_words` renders
each sentence through the catalog. Over seeded random games every event line, as the reader's chronicle and the
encounter log show it, is checked for English words; and every event kind the engine can emit has a German
rendering in the table."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from player_text import random_games

from grail_desktop.app import i18n
from grail_desktop.app.describe import chronicle_line
from grail_desktop.app.event_words import PACK_TEXT_KINDS, SENTENCES, event_words, match
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.core import Event
from grail_desktop.engine.game import chronicle_entry, chronicle_event

GAMES = 60
STEPS = 250
ENGINE = Path(__file__).resolve().parents[2] / "grail_desktop" / "engine"

#: Common English words of the engine's sentences that no German line (nor a Welsh name) holds.
ENGLISH = re.compile(
    r"\b(the|and|is|are|has|have|with|from|gains?|gained|lost|spent|draws?|plays?|rolls?|takes?|turns?|joins?|"
    r"its|this|that|of|to|on|at|by|for|no|not|nobody|day|days|round|encounter|enemy|Energy|Health|card|cards|"
    r"dice|hits?|miss|dial|shows|left|begins|ends|over|won|lost|after|against|chain|reward|rewards|pays|escape|"
    r"escapes|defeated|blocks|commits|exhausts|applies|flips|discards|must|may|strike|again|now|longer|dying|"
    r"Exhausted|Panic|Going|Insane|Quest|Event|Secret|Item|Skill|Time|Token|Guardian|moves|leaves|stays|gives|"
    r"keeps|face|up|down|deck|travels|revealed|sinks|wyrdness|dark|lit|wakes|relit|passes|eats|rests|goes|hungry)\b"
)


@pytest.fixture(scope="module")
def catalog() -> Any:
    i18n.set_language("de")
    yield load_campaign("ynys-wen", lang="de")
    i18n.set_language("en")


def _english(line: str) -> list[str]:
    return ENGLISH.findall(line)


def _lines(catalog: Any) -> Iterator[tuple[Event, str]]:
    for step in random_games(catalog, GAMES, STEPS):
        for e in step.events:
            yield e, event_words(e)
            yield e, chronicle_line(e.kind, e.text, catalog)


def test_every_event_line_of_random_games_reads_in_german(catalog: Any) -> None:
    i18n.set_language("de")
    found: dict[str, str] = {}
    seen = 0
    for event, line in _lines(catalog):
        seen += 1
        if event.kind in PACK_TEXT_KINDS and match(event.kind, event.text) is None:
            continue  # the pack's own words, from its German translation
        words = _english(line)
        if words:
            found.setdefault(event.kind, f"{line!r} ({', '.join(words)})")
    assert seen > 1000
    assert not found, "English left in German event lines:\n" + "\n".join(f"{k}: {v}" for k, v in found.items())


def test_chronicle_entries_of_a_save_read_in_german_too(catalog: Any) -> None:
    """Saves keep the English line; read back from the chronicle it is rendered in German all the same."""
    i18n.set_language("de")
    shown = 0
    for step in random_games(catalog, 6, STEPS):
        for e in step.events:
            back = chronicle_event(chronicle_entry(e))
            assert chronicle_line(back.kind, back.text, catalog) == chronicle_line(e.kind, e.text, catalog)
            shown += 1
    assert shown > 100
    old = Event("EnergySpent", "Maelon Harrow spent 2 Energy")
    assert event_words(old) == "Maelon Harrow gab 2 Energie aus"


def _engine_kinds() -> set[str]:
    """Every event kind the engine's source names in ``Event("Kind", …)`` or the fight's ``event(enc, "Kind",
    …)``."""
    kinds: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        if "veil" in path.parts:
            continue  # the Riven Veil's events are VeilEvent (app/veil)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            args = node.args
            if name == "Event" and args and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                kinds.add(args[0].value)
            if name == "event" and len(args) > 1 and isinstance(args[1], ast.Constant):
                kinds.add(str(args[1].value))
    return kinds


def test_every_event_kind_has_a_german_rendering() -> None:
    i18n.set_language("de")
    try:
        table = {k for kinds, _ in SENTENCES for k in kinds}
        kinds = _engine_kinds()
        assert len(kinds) > 80
        missing = sorted(k for k in kinds if k not in table and k not in PACK_TEXT_KINDS)
        assert not missing, f"event kinds without a German sentence: {missing}"
        for _kinds, template in SENTENCES:
            german = i18n.tr(template)
            assert german != template or not _english(re.sub(r"\{\w+\}", "", template)), f"{template!r} has no German"
    finally:
        i18n.set_language("en")


def test_reasons_an_option_is_closed_read_in_german(catalog: Any) -> None:
    """docs/content-format.md "Conditions": every reason the journal gives for a closed option, in German."""
    from grail_desktop.app.journal_view import option_reason

    i18n.set_language("de")
    found: dict[str, str] = {}
    told = 0
    for step in random_games(catalog, GAMES, STEPS):
        ex = step.game.state.exploration
        if ex is None or ex.section not in catalog.journal:
            continue
        for option in catalog.journal[ex.section].options:
            reason = option_reason(step.game, catalog, option)
            if reason:
                told += 1
                words = _english(reason)
                if words:
                    found.setdefault(reason, ", ".join(words))
    assert told > 20
    assert not found, f"English left in reasons: {found}"


def test_the_fights_log_reads_in_german(catalog: Any) -> None:
    """The encounter board's log is the fight's own list of lines (no kinds): each reads in German too."""
    from grail_desktop.app.event_words import log_words

    i18n.set_language("de")
    found: dict[str, str] = {}
    lines = 0
    for step in random_games(catalog, 30, STEPS):
        enc = step.game.state.encounter
        for line in enc.log if enc is not None else ():
            lines += 1
            words = _english(log_words(line))
            if words:
                found.setdefault(line, ", ".join(words))
    assert lines > 200
    assert not found, f"English left in the fight's log: {dict(list(found.items())[:10])}"


def test_a_refresh_with_nothing_to_refresh_reads_in_german(catalog: Any) -> None:
    """A newcomer (nc12): "refreshes 0 gold dice" became a sentence that nothing was refreshed, in German too."""
    i18n.set_language("de")
    line = event_words(Event("DiceAdded", "Gwawr Tanat has no exhausted gold die to refresh."))
    assert line == "Gwawr Tanat hat keinen erschöpften Würfel der Farbe gold, der wieder bereit werden könnte."
