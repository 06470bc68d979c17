"""A sheet's chronicle read the fast way gives exactly what tomllib gives, and anything unusual is left to
tomllib (issue 25: resume speed; docs/saves.md: the format is unchanged)."""

from __future__ import annotations

import tomllib

import pytest
import tomli_w

from grail_desktop.saves.api import _parse
from grail_desktop.saves.long_arrays import split_chronicle

LINES = [
    "DayStarted[day#1]: Day 1 begins",
    'OptionChosen[option#2]: "Run," she said \\ and ran',
    'Escaped: newline\nthere, bell\x08, form\x0c, return\r, quote ", backslash \\',
    "Ynys Wên — café ☾ 𝔊",
    "",
]


def sheet(chronicle: list[str]) -> str:
    return tomli_w.dumps({"format": "x", "log": {"chronicle": chronicle, "actions": ["pass"]}, "z": {"a": 1}})


def test_a_written_chronicle_reads_the_same_as_with_tomllib() -> None:
    text = sheet(LINES * 3)
    rest, fast = split_chronicle(text)
    assert fast is not None, "the block tomli_w writes is read the fast way"
    assert _parse(text, "t.toml") == tomllib.loads(text)
    assert tomllib.loads(rest)["log"]["chronicle"] == []


@pytest.mark.parametrize(
    "odd",
    [
        '    "a \\U0001F600 b",\n',  # an escape JSON does not know
        '    "\\ud800",\n',  # a surrogate, which TOML refuses
        "    'literal',\n",  # a literal string
        '    "a",  # a comment\n',
        '    "raw\x01control",\n',  # a raw control character, which TOML refuses
        '    "raw\ttab",\n',  # a raw tab: TOML allows it, JSON does not
        '    "a\\",\n    "b",\n',  # an escaped quote: the string would run on
    ],
)
def test_anything_else_is_left_to_tomllib(odd: str) -> None:
    text = sheet(["one", "two"]).replace('    "two",\n', odd)
    assert split_chronicle(text)[1] is None
    try:
        expected: object = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        expected = "error"
    try:
        got: object = _parse(text, "t.toml")
    except Exception:
        got = "error"
    assert got == expected


def test_an_error_after_the_chronicle_names_the_line_of_the_file() -> None:
    text = sheet(["one", "two"]) + "broken = \n"
    with pytest.raises(tomllib.TOMLDecodeError) as plain:
        tomllib.loads(text)
    with pytest.raises(Exception, match="not valid TOML") as ours:
        _parse(text, "t.toml")
    assert str(plain.value) in str(ours.value)
