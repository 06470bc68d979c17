"""The validator checks every reference across chapters (issue 24; docs/content-format.md "A later chapter"):
a chapter setup's locations, Items and replacements, its conditions, endings listed once and named, and every
``win`` naming an ending some chapter lists."""

from __future__ import annotations

import shutil
from pathlib import Path

from grail_desktop.catalog import validate
from grail_desktop.resources import campaigns_dir


def _pack(tmp_path: Path) -> Path:
    target = tmp_path / "ynys-wen"
    shutil.copytree(campaigns_dir() / "ynys-wen", target)
    return target


def _messages(pack: Path) -> list[str]:
    return [f"{p.file}: {p.key}: {p.message}" for p in validate(pack) if p.is_error]


def test_the_shipped_chapter_setups_validate(tmp_path: Path) -> None:
    assert _messages(_pack(tmp_path)) == []


def test_bad_references_in_a_chapter_setup_are_named(tmp_path: Path) -> None:
    pack = _pack(tmp_path)
    chapters = pack / "chapters.toml"
    text = chapters.read_text(encoding="utf-8")
    text = text.replace("add_locations = [201,", "add_locations = [9001, 201,")
    text = text.replace(
        'add_items = [\n    "salt-boilers-rake",', 'add_items = [\n    "no-such-item", "salt-boilers-rake",'
    )
    text = text.replace("old = 109\nnew = 211", 'old = 113\nnew = 211\nconditions = ["attribute might 2"]')
    text = text.replace(
        'endings = ["bell-silenced", "widows-bargain"]', 'endings = ["bell-silenced", "blind-stone-wakes"]'
    )
    chapters.write_text(text, encoding="utf-8")
    found = _messages(pack)
    assert any(".setup.add_locations[0]" in m and "9001" in m for m in found), found
    assert any(".setup.add_items[0]" in m and "no-such-item" in m for m in found), found
    assert any(".setup.replace[1].new" in m and "needs legacy = 113" in m for m in found), found
    assert any(".setup.replace[1].conditions[0]" in m for m in found), found
    assert any("already an ending of chapter 1" in m for m in found), found
    assert any("'win widows-bargain': no chapter lists" in m for m in found), found


def test_pool_top_names_cards_of_that_characters_pools(tmp_path: Path) -> None:
    """docs/content-format.md ``pool_top``: each card is in an Advancement Pool of the character it is listed
    under; another character's card, a starter card or an unknown id is named with its key."""
    pack = _pack(tmp_path)
    chapters = pack / "chapters.toml"
    text = chapters.read_text(encoding="utf-8")
    first = 'pool_top]\nmaelon = [\n    "maelon-edge-of-the-ebb",'
    assert first in text
    text = text.replace(first, 'pool_top]\nmaelon = [\n    "ceri-rot-charm", "no-such-card",')
    chapters.write_text(text, encoding="utf-8")
    found = _messages(pack)
    assert any(".setup.pool_top.maelon[0]" in m and "not in an Advancement Pool of 'maelon'" in m for m in found), found
    assert any(".setup.pool_top.maelon[1]" in m and "no-such-card" in m for m in found), found


def test_pool_add_names_cards_of_that_character_in_no_deck_or_pool(tmp_path: Path) -> None:
    """docs/content-format.md ``pool_add``: a chapter's own pool cards are cards of the character they are listed
    under, in no starter deck or pool of it; another character's card, a starter card or an unknown id is named
    with its key, and ``pool_top`` may name the added cards."""
    pack = _pack(tmp_path)
    chapters = pack / "chapters.toml"
    text = chapters.read_text(encoding="utf-8")
    first = '[chapter.setup.pool_add]\nmaelon = [\n    "maelon-causeway-charge",'
    assert first in text
    bad = first.replace(
        '"maelon-causeway-charge",', '"ceri-rot-charm", "maelon-low-guard", "nope", "maelon-causeway-charge",'
    )
    text = text.replace(first, bad)
    chapters.write_text(text, encoding="utf-8")
    found = _messages(pack)
    assert any(".setup.pool_add.maelon[0]" in m and "a card of 'ceri', not of 'maelon'" in m for m in found), found
    assert any(".setup.pool_add.maelon[1]" in m and "already in a starter deck" in m for m in found), found
    assert any(".setup.pool_add.maelon[2]" in m and "nope" in m for m in found), found
    assert not any(".setup.pool_top." in m for m in found), found  # pool_top names added cards


def test_pool_phase_out_leaves_no_character_with_empty_pools(tmp_path: Path) -> None:
    """docs/content-format.md ``pool_phase_out`` (S1 World Setup 9): phasing out a chapter's leftovers needs the
    cards each character keeps named in ``pool_add`` or ``pool_top``, or its pools would be emptied."""
    pack = _pack(tmp_path)
    chapters = pack / "chapters.toml"
    text = chapters.read_text(encoding="utf-8")
    assert "pool_phase_out = true" in text and "\ngwawr = [" in text
    text = text.replace("\ngwawr = [", "\nnobody = [")  # gwawr's pool_add and pool_top, now under an unknown id
    chapters.write_text(text, encoding="utf-8")
    found = _messages(pack)
    assert any(".setup.pool_phase_out" in m and "every pool card of 'gwawr'" in m for m in found), found
    assert not any("every pool card of 'maelon'" in m for m in found), found
