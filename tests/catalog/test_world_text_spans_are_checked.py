"""The validator reads text that follows the world (docs/content-format.md "Text that follows the world";
issue 19): a malformed span, a condition on one character, an argument naming nothing, and a span outside an
Event's texts and a journal section's prose are errors naming the file and key; the shipped pack, English and
German, has none."""

from __future__ import annotations

import shutil
from pathlib import Path

from grail_desktop.catalog import validate
from grail_desktop.engine.worldtext import follow, problems
from grail_desktop.resources import campaigns_dir


def _pack(tmp_path: Path) -> Path:
    target = tmp_path / "ynys-wen"
    shutil.copytree(campaigns_dir() / "ynys-wen", target)
    return target


def _errors(pack: Path) -> list[str]:
    return [f"{p.file}: {p.key}: {p.message}" for p in validate(pack) if p.is_error]


def test_spans_read_the_world() -> None:
    text = "To [if sunk 101]where Tref Eithin stood[else]Tref Eithin[end] and on[if status x] at once[end]."
    assert follow(text, lambda c: c.word == "sunk") == "To where Tref Eithin stood and on."
    assert follow(text, lambda c: c.word == "status") == "To Tref Eithin and on at once."
    assert problems(text) == []
    assert problems("a [if sunk 101]b") and problems("a [end]") and problems("[if sunk 101][if sunk 102]x[end][end]")
    assert problems("[if nonsense 3]x[end]") and problems("[if attribute might 2]x[end]")


def test_bad_spans_are_named_with_their_key(tmp_path: Path) -> None:
    pack = _pack(tmp_path)
    events = pack / "events.toml"
    text = events.read_text(encoding="utf-8")
    text = text.replace("[if sunk 109], under the Hush as they are[end]", "[if sunk 9999], under the Hush[end]")
    text = text.replace("[if sunk 112] Mirror Tarn lies under the Hush now.[end]", "[if sunk 112] Mirror Tarn.")
    text = text.replace("[if sunk 103], at the edge", "[if state dying], at the edge")
    events.write_text(text, encoding="utf-8")
    journal = pack / "journal" / "events.toml"
    text = journal.read_text(encoding="utf-8")
    text = text.replace("*camp above the yews*.", "*camp above the yews*[if sunk 9999], gone[end].")
    text = text.replace('"Fold the words away for another day."', '"Fold the words away[if sunk 110] for good[end]."')
    journal.write_text(text, encoding="utf-8")
    found = _errors(pack)
    assert any("event ev-saltpans-fever .text" in m and "9999" in m for m in found), found
    assert any("event ev-shepherds-stone .quest.text" in m and "without its [end]" in m for m in found), found
    assert any("event ev-wreckers-lamps .text" in m and "one character" in m for m in found), found
    # a section's prose may follow the world (issue 19), and its spans are read; an option's text may not
    assert any("journal/events.toml" in m and "section 703 .text" in m and "9999" in m for m in found), found
    assert any("journal/events.toml" in m and ".options[1].text" in m and "only in an Event" in m for m in found)


def test_the_shipped_pack_has_no_span_problem(tmp_path: Path) -> None:
    assert _errors(_pack(tmp_path)) == []
