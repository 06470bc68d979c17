"""The text mode's notation errors in German (issue 28: "the text mode follows the same setting (`--lang`)").

A player who types an action the parsers cannot read (``travel`` without a number, ``explore with`` without
names, ``commit red`` without a count) is told what to type. In German the words around the notation are
German; the notation itself (in „…“) is what the parser reads in every language, so it is taken out before a
line is checked for English, as is the line the player typed. Every template of
``cli.notation_words.NOTATION`` is reached by one of the bad inputs here, so a new parser error without a
German template fails :func:`test_every_bad_input_is_a_known_notation_error`.
"""

from __future__ import annotations

import io
import re
import sys

import pytest

from grail_desktop.app import i18n
from grail_desktop.catalog.translation import set_pack_language
from grail_desktop.cli import run
from grail_desktop.cli.notation_words import NOTATION, TEMPLATES, notation_words
from grail_desktop.engine import IllegalActionError, parse_action
from tests.cli.test_text_mode_speaks_german import english_words

#: Bad inputs, each refused by ``parse_action`` with a notation error (together they reach every template).
BAD = (
    "travel",
    "travel x",
    "travel 103 with",
    "travel 103 pay a=1",
    "explore pay x",
    "explore with",
    "explore pay a=1",
    "explore foo bar",
    "rest now",
    "trade a b c d",
    "pick-up a",
    "choose",
    "choose x",
    "raise",
    "advance x",
    "skill a 3",
    "join",
    "next-chapter a b",
    "give a",
    "adjust a",
    "equip",
    "play x",
    "commit red",
    "apply 1",
    "take-reward",
    "use",
    "escape x",
    "fly",
)
#: What the Game's ``undo`` says with nothing to take back (read the same way as the parsers' errors).
UNDO = "nothing to undo: the last action revealed information or rolled a die, or no action was taken"


def reason_of(line: str) -> str:
    try:
        parse_action(line)
    except IllegalActionError as exc:
        return exc.reason
    raise AssertionError(f"{line!r} was read as an action")


def test_every_bad_input_is_a_known_notation_error() -> None:
    reached = set()
    for line in BAD:
        reason = reason_of(line)
        found = TEMPLATES.first(NOTATION, reason)
        assert found is not None, f"{line!r}: no template of NOTATION fits {reason!r}"
        reached.add(found[0])
    reached.add(TEMPLATES.first(NOTATION, UNDO)[0])  # type: ignore[index]
    assert reached == set(NOTATION) - {"empty action"}  # an empty line is skipped before it is read


def test_english_keeps_the_notation_to_type() -> None:
    """In English the error is the parser's own: the notation to type is not put into words (before, 'advance
    combat' read as the card it buys, which cannot be typed)."""
    assert notation_words(reason_of("advance x")) == "write 'advance combat' or 'advance diplomacy'"
    assert notation_words("needs Lore 2 (you have 0)") is None  # a rule's refusal: reason_words reads it


def test_bad_input_in_german_gets_german_errors(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: object
) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path))
    typed = [*BAD, "undo", "beenden"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    try:
        assert run(["play", "--lang", "de", "--characters", "maelon", "--seed", "3", "--quiet"]) == 0
    finally:
        i18n.set_language("en")
        set_pack_language("")  # the next tests load the packs in English
    out = capsys.readouterr().out
    refused = [line for line in out.splitlines() if line.startswith("nicht erlaubt: ")]
    assert len(refused) == len(BAD), out
    for line, said in zip(BAD, refused, strict=True):
        assert said.startswith(f"nicht erlaubt: {line}: "), said
        reason = said.removeprefix(f"nicht erlaubt: {line}: ")
        words = re.sub(r"„[^“]*“", " ", reason)  # the notation to type, the same in every language
        assert not english_words(words), said
    assert "schreibe „travel <Ortsnummer> [with b,c]“" in out
    assert "„travel“: nach „with“ fehlt die Angabe" in out
    assert "schreibe „commit <Farbe> <Anzahl>“; die Farbe ist eine von red, blue, gold" in out
    assert "rückgängig nicht möglich: nichts rückgängig zu machen" in out
    for english in ("needs a value", "write '", "not a whole number", "takes no", "nothing to undo"):
        assert english not in out, english
