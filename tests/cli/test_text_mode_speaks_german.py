"""The text mode in German (issue 28 "A second language, end to end": the text mode follows ``--lang``).

Chapter I is played through ``grail-desktop play --lang de`` with the commands fed on standard input: the
help and every help topic, the German command words (``hilfe``, ``lesen``, ``zustand``, ``protokoll`` …),
the journal, a fight (the Hunt at Blackyew Hollow draws one), the End of the Day and several days; then a
Riven Veil match through ``grail-desktop veil play --lang de``. Every line printed is read, and a line with
common English words fails the test. The app layer and the engine's event sentences (the campaign's and the
Riven Veil's) are German now, so the allow-list of strings they write (:data:`RECORDED`) is empty: a line of
either mode that still says English fails. Pack proper names (Welsh, and the German pack text) carry none of
the words checked.
"""

from __future__ import annotations

import io
import random
import re
import sys
from collections.abc import Callable, Iterator, Sequence

import pytest

from grail_desktop.app import i18n
from grail_desktop.catalog import load_campaign
from grail_desktop.catalog.translation import set_pack_language
from grail_desktop.cli import bots, play, render, run
from grail_desktop.engine import Game, new_game
from grail_desktop.engine import actions as A
from grail_desktop.engine.difficulty import DEFAULT_DIFFICULTY

#: Common English words: one of these in a line means the line is (partly) English. None is a German word.
ENGLISH = frozenset(
    (  # noqa: SIM905 (a word list reads best as words)
        "the your you and of to with is are it its for on from has have not or this that be by can at who "
        "what any each when into chapter day days energy health food wealth magic reputation "
        "experience quest quests item items secret secrets enemy enemies encounter dice hit hits card cards "
        "round"
    ).split()
)
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")

#: The allow-list: functions of the app layer or the engine whose strings may stay English in a German line, each
#: as (the module and the name the text mode calls it by, where its English comes from). The test records every
#: string such a function returns and takes those out of a line before the line is checked. Empty since the app
#: layer and both engines' sentences speak German (issue 28): the engine's reasons, escape costs, chapter names
#: and Riven Veil words all reach the text mode through ``app.event_words`` / ``app.veil``; nothing has to stay.
RECORDED: tuple[tuple[object, str, str], ...] = ()
#: Whole lines of a Riven Veil match let through as they are: none (its events are German through
#: ``app.veil.event_words``).
VEIL_LINES: tuple[str, ...] = ()
#: The help's command table names the English command beside the German one (`aufträge (quests)`): both work.
HELP_LINES = (r"  aufträge      \(quests\) .*",)


class Recorder:
    """The strings the app and the engine gave the text mode in one run (:data:`RECORDED`)."""

    def __init__(self) -> None:
        self.said: set[str] = set()

    def wrap(self, monkeypatch: pytest.MonkeyPatch) -> None:
        for owner, name, _where in RECORDED:
            monkeypatch.setattr(owner, name, self._recording(getattr(owner, name)))

    def _recording(self, function: Callable[..., object]) -> Callable[..., object]:
        def recorded(*args: object, **kwargs: object) -> object:
            result = function(*args, **kwargs)
            for text in result if isinstance(result, list | tuple) else [result]:
                if isinstance(text, str) and len(text) >= 3:
                    self.said.update({text, render.plain(text)})
            return result

        return recorded

    def rest(self, line: str) -> str:
        """``line`` without the recorded strings in it (longest first)."""
        for text in sorted(self.said, key=len, reverse=True):
            if text in line:
                line = line.replace(text, " ")
        return line


def english_words(line: str) -> set[str]:
    return {w.lower() for w in WORD.findall(line)} & ENGLISH


def english_lines(text: str, recorder: Recorder | None = None, whole: Sequence[str] = ()) -> list[str]:
    """The lines of ``text`` with English words once the app's and engine's strings are taken out."""
    found = []
    for printed in text.splitlines():
        line = re.sub(r"/\S+", " ", printed)  # a file path (the saves folder) is the player's own, not words
        if any(re.fullmatch(pattern, line) for pattern in whole):
            continue
        if english_words(recorder.rest(line) if recorder is not None else line):
            found.append(printed)
    return found


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> Iterator[Recorder]:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(render, "WIDTH", 100_000)  # one line per sentence: a recorded string is never wrapped
    recorder = Recorder()
    recorder.wrap(monkeypatch)
    i18n.set_language("de")
    set_pack_language("de")
    yield recorder
    i18n.set_language("en")
    set_pack_language("")


#: Commands a player types besides actions: the help (every topic) and the German command words.
COMMANDS = [
    "hilfe",
    "help",
    *(f"hilfe {topic}" for topic in ("tag", "buch", "ende", "aufstieg", "gegenstände", "ereignisse", "kampf")),
    "hilfe unbekannt",
    "zustand",
    "aufträge",
    "lesen",
    "lesen hier",
    "lesen maelon",
    "lesen nichts-dergleichen",
    "protokoll",
]


def number_for(game: Game, action: A.Action) -> str:
    """The number a player types for ``action``: a journal option's own number, else its line in the list."""
    if render.journal_open(game):
        assert isinstance(action, A.Choose)
        return str(action.option)
    for n, entry in enumerate(render.menu(game), start=1):
        if action in entry.actions:
            return str(n)
    return str(action)  # not listed (cannot happen solo): typed as notation


def chapter_one_lines(days: int) -> list[str]:
    """The lines a player types for ``days`` days of Chapter I with Maelon: the commands, then to Blackyew
    Hollow to hunt (a fight), then the greedy bot's choices as numbers, with `zustand` and `protokoll` in a
    fight and each morning. Worked out on a game of its own; the same seed plays them again exactly."""
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, ["maelon"], seed=7, difficulty=DEFAULT_DIFFICULTY)  # as `play` sets it up
    bot = bots.make_bot("greedy", random.Random(3), catalog)
    lines = list(COMMANDS)
    fought, day, undone = False, 1, False

    def feed() -> Iterator[str]:
        nonlocal fought, day, undone
        yield from lines
        while game.state.phase != "over" and game.state.day <= days and len(lines) < 600:
            s = game.state
            legal = game.legal_actions()
            if s.day != day:
                day = s.day
                for extra in ("zustand", "protokoll"):
                    lines.append(extra)
                    yield extra
            here = s.characters["maelon"].location
            hunt = [a for a in legal if isinstance(a, A.LocationAction) and not a.party]
            travel = [a for a in legal if isinstance(a, A.Travel) and a.to == 102 and not a.party]
            if s.encounter is not None and not fought:
                fought = True
                lines.append("zustand")
                yield "zustand"
            if not fought and here == 102 and hunt and s.encounter is None:
                choice: A.Action = hunt[0]
            elif not fought and here == 101 and travel:
                if not undone:  # travel, take it back, travel again
                    undone = True
                    lines.extend([number_for(game, travel[0]), "rückgängig"])
                    yield lines[-2]
                    yield lines[-1]
                    continue
                choice = travel[0]
            else:
                choice = bot.choose(game, legal)
            typed = number_for(game, choice)
            lines.append(typed)
            yield typed
        lines.append("beenden")
        yield "beenden"

    out = io.StringIO()
    play.session(game, feed(), out)
    assert fought, "the hunt at Blackyew Hollow drew no fight"
    assert game.state.day > days or game.state.phase == "over"
    return lines


def test_chapter_one_in_german_prints_no_english_of_the_text_mode(
    german: Recorder, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = chapter_one_lines(days=3)
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    assert run(["play", "--lang", "de", "--characters", "maelon", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    # the German it is meant to say, from every part played
    for said in (
        "So wird gespielt",  # help
        "Begegnungen: Kampf und Diplomatie",  # hilfe kampf
        "keine Hilfe zu „unbekannt“",
        "Lesen kannst du:",
        "Ortsaktion: ",
        "Erkundungsbuch: Tref Eithin",
        "rückgängig: Reisen: Schwarzeibensenke",
        "Kampfbegegnung · Runde 1 · Strategiephase 1 · Schritt Schlagen",
        "Gegner 1: Ausgehungerter Hund (Stufe 1, Begegnung grün)",
        "Würfelvorrat:",
        "Ende des Tages für Maelon Harrow",
        "Tag 3 · Während des Tages",
        "Die Partie ist nicht gespeichert.",
    ):
        assert said in out, said
    assert english_lines(out, german, HELP_LINES) == []


def test_a_riven_veil_match_in_german_prints_no_english_of_the_text_mode(
    german: Recorder, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typed = ["hilfe", "zurück", "rückgängig", "speichern", "nichts", *["1"] * 400, "beenden"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    assert run(["veil", "play", "--lang", "de", "--seats", "human,greedy", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    for said in (
        "Jahreszeit 1 von 2",
        "Befehle: Tippe die Zahl einer Wahl",
        "Hier gibt es kein Zurück",
        "Gespeichert in ",
        "Tippe die Zahl einer Wahl oder: zurück, rückgängig",
        "Vorbereitungsphase: Wähle im Geheimen eine Karte",
        "Kriegsphase",
        "Endstand: ",
    ):
        assert said in out, said
    assert english_lines(out, german, VEIL_LINES) == []


def test_the_english_words_are_found_and_the_allow_list_is_narrow() -> None:
    """The check itself: an English line of the text mode fails it, German lines and pack names pass, and the
    allow-list lets through only what the app and the engine wrote, not the text mode's words around it."""
    assert english_words("  Maelon Harrow at 101 Tref Eithin: Energy 5/7") == {"at", "energy"}
    assert english_lines("Tag 1 · Während des Tages\n  Karte: 101 Tref Eithin, 105 Der Schwarze See") == []
    assert english_lines("  Not possible now:\n    1. Explore Tref Eithin (1 Energy)") != []
    recorder = Recorder()
    recorder.said.add("Maelon Harrow spent 1 Energy")
    assert english_lines("  · Maelon Harrow spent 1 Energy", recorder) == []
    assert english_lines("  · Maelon Harrow spent 1 Energy (you rest)", recorder) != []  # its own words are read
    assert english_lines("  · Der Hohle Hof gains 2 VP for a region, now 9.", None, VEIL_LINES) != []  # a Veil event
    assert english_lines("  · Der Hohle Hof erhält 2 SP für eine Region, jetzt 9.", None, VEIL_LINES) == []


def test_refusals_and_the_menhir_question_in_german(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """What the text mode says to a typed action it cannot take (engine reasons through ``reason_words``) and
    the question before a lit Menhir's dial is lowered (rules-decisions.md "Menhirs"), in German."""
    typed = ["travel 999", "activate-menhir", "choose 1", "fly", "beenden", "n"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    try:
        assert run(["play", "--lang", "de", "--characters", "maelon", "--seed", "3"]) == 0
    finally:
        i18n.set_language("en")
        set_pack_language("")  # the next tests load the packs in English
    out = capsys.readouterr().out
    assert "travel 999: Ort 999 ist nicht mit Tref Eithin verbunden" in out
    # the days follow the difficulty's numbers (docs/balance.md); the words are what this test reads
    assert re.search(r"Der Menhir von Tref Eithin brennt noch, seine Scheibe zeigt \d+ Tage\.", out)
    assert re.search(r"Licht für \d+ Tage geht verloren", out)
    assert "choose 1: „Wahl 1“ ist jetzt nicht möglich" in out or "choose 1: “Wahl 1” ist jetzt nicht möglich" in out
    assert "fly: unbekannte Aktion 'fly'" in out
    assert "not possible" not in out and "unknown action" not in out and "thrown away" not in out
