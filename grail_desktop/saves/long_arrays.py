"""Reading a sheet's chronicle without tomllib walking it string by string (issue 25: resume speed).

A late save's ``[log] chronicle`` is some 90 % of the sheet (4,700 lines, 320 kB, on the late four-character
save of ``benchmarks/late_save.py``), and ``tomllib`` reads a long array of strings at a few microseconds a
character. The writer (``tomli_w``) puts one basic string a line, ``    "…",``; such a block is also valid JSON
once the last comma goes, and :mod:`json` reads it in C. :func:`split_chronicle` takes the block out of the
text only when every line is one basic string whose escapes mean the same in TOML and JSON (``\\b \\t \\n
\\f \\r \\" \\\\`` and ``\\uXXXX`` outside the surrogates) and no raw control character is in it; anything
else (another layout, a raw tab, a hand-edited file, a broken line) is left in place for ``tomllib``, which
then reads or reports it as before. The format is unchanged: this is only a faster way to read the same text.
"""

from __future__ import annotations

import json
import re

_START = "\nchronicle = [\n"
_END = "\n]\n"
#: A raw control character but the line ends (TOML allows a raw tab, JSON does not: such a sheet goes to tomllib).
_RAW_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f]")
#: Every escape, read left to right (so ``\\\\`` is one); group 1 is set for one that JSON reads otherwise.
_ESCAPE = re.compile(r'\\(?:[btnfr"\\]|u(?![dD][89a-fA-F])[0-9a-fA-F]{4}|(.))')


def split_chronicle(text: str) -> tuple[str, list[str] | None]:
    """``(text with the chronicle block replaced by an empty array, the chronicle's strings)``, or
    ``(text, None)`` unchanged when the sheet has no such block in its ``[log]`` table (``tomllib`` then
    reads all of it)."""
    log = text.find("\n[log]\n")
    if log < 0:
        return text, None
    start = text.find(_START, log)
    if start < 0:
        return text, None
    next_table = text.find("\n[", log + 1)
    if 0 <= next_table < start:
        return text, None  # the key belongs to another table
    body_start = start + len(_START)
    end = text.find(_END, body_start - 1)
    if end < 0:
        return text, None
    body = text[body_start : end + 1]
    rows = body.count("\n")
    if _RAW_CONTROL.search(body) or any(m.group(1) is not None for m in _ESCAPE.finditer(body)):
        return text, None
    if not all(row.startswith('    "') and row.endswith('",') for row in body.split("\n")[:-1]):
        return text, None
    try:
        lines = json.loads("[" + body.rstrip()[:-1] + "]")  # strict: no string runs past its line
    except ValueError:  # a stray quote or a comment: tomllib then reads or reports it
        return text, None
    if len(lines) != rows or not all(type(line) is str for line in lines):
        return text, None  # one string a line, nothing else, or it is not the block as written
    # most lines repeat ("… rests", "Day 12 begins."): equal lines share one string
    distinct: dict[str, str] = {}
    lines = [distinct.setdefault(line, line) for line in lines]
    return text[:start] + "\nchronicle = []" + text[end + 2 :], lines
