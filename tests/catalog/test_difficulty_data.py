"""``difficulty.toml``: optional, defines Story, Normal and Hard, every number bounded, faults named by file and
key (decided for this edition: difficulty; docs/content-format.md "Difficulty")."""

from __future__ import annotations

from pathlib import Path

from grail_desktop.catalog import load_campaign, validate

GOOD = """
[[difficulty]]
id = "story"
name = "Story"
start_dial = 2

[difficulty.resources]
food = 1

[[difficulty]]
id = "normal"
name = "Normal"

[[difficulty]]
id = "hard"
name = "Hard"
enemy_health = 2
mercy = "never"
"""


def _errors(pack: Path) -> list[str]:
    return [str(p) for p in validate(pack) if p.is_error]


def test_a_pack_without_difficulty_toml_is_clean_and_plays_as_printed(pack: Path) -> None:
    """Decided for this edition: difficulty. The file is optional."""
    assert _errors(pack) == []
    assert load_campaign(pack).difficulties == {}


def test_difficulty_levels_load(pack: Path) -> None:
    (pack / "difficulty.toml").write_text(GOOD, encoding="utf-8")
    assert _errors(pack) == []
    levels = load_campaign(pack).difficulties
    assert sorted(levels) == ["hard", "normal", "story"]
    assert levels["story"].resources == {"food": 1} and levels["story"].start_dial == 2
    assert levels["hard"].mercy == "never" and levels["hard"].enemy_health == 2


def test_faults_are_named_by_file_key_and_message(pack: Path) -> None:
    """A number out of its bound, an unknown resource, a Mercy word not known, a level missing or unknown."""
    bad = (
        GOOD.replace("start_dial = 2", "start_dial = 999")
        .replace("food = 1", "food = 1\nmana = 2")
        .replace('mercy = "never"', 'mercy = "sometimes"')
        .replace('id = "normal"', 'id = "brutal"')
    )
    (pack / "difficulty.toml").write_text(bad, encoding="utf-8")
    errors = _errors(pack)
    text = "\n".join(errors)
    assert all(e.startswith("difficulty.toml") for e in errors), text
    assert "start_dial" in text and "999" in text
    assert "resources.mana" in text and "unknown key" in text
    assert "mercy" in text
    assert "unknown difficulty 'brutal'" in text
    assert "difficulty 'normal' is missing" in text


def test_the_shipped_pack_defines_every_level() -> None:
    levels = load_campaign("ynys-wen").difficulties
    assert sorted(levels) == ["hard", "normal", "story"]
    assert levels["hard"].mercy == "never"
    for level in levels.values():
        assert level.name and level.description
