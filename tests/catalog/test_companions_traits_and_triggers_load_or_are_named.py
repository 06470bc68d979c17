"""The format words of issue 20 on a real pack on disk (the minimal pack with one change each): companions
and multi-enemy fights (rules-decisions.md "Several enemies"), trait rules (S1 Character Setup), Item triggers
outside encounters and story-only Items (S0 "Items and Equipment"); good ones load, bad ones are named with
their file and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from grail_desktop.catalog import Problem, load_campaign, validate


def edit(pack: Path, rel: str, old: str, new: str) -> None:
    """Replace the single occurrence of ``old`` in a pack file with ``new``."""
    path = pack / rel
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {rel}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def append(pack: Path, rel: str, text: str) -> None:
    with (pack / rel).open("a", encoding="utf-8") as f:
        f.write("\n" + text)


def find(problems: list[Problem], file: str, key: str, fragment: str) -> Problem:
    hits = [p for p in problems if p.file == file and p.key == key and fragment in p.message]
    assert hits, f"no problem '{file}: {key}: …{fragment}…' among:\n" + "\n".join(map(str, problems))
    return hits[0]


GOOD_COMPANION = """
[[enemy]]
id = "rat-swarm"
name = "Rat Swarm"
colour = "green"
level = 1
deck = "combat"
health = 1
right_nodes = ["top"]
dial = "blue"
"""


def test_good_issue20_words_load(pack: Path) -> None:
    append(pack, "encounters.toml", GOOD_COMPANION)
    edit(pack, "encounters.toml", "first_encounter = true\n", 'first_encounter = true\ncompanions = ["rat-swarm"]\n')
    edit(pack, "journal/main.toml", 'effects = ["encounter green"]', 'effects = ["fight ash-reaver hollow-child"]')
    append(
        pack,
        "characters.toml",
        '[[character.trait_rules]]\nwhen = "gain magic"\neffects = ["gain terror 1"]\n',
    )
    edit(
        pack,
        "items.toml",
        "value = 1\n",
        'value = 1\nstory = true\n\n[[item.triggers]]\non = "travel"\neffects = ["gain energy 1"]\n',
    )
    assert [p for p in validate(pack) if p.is_error] == []
    catalog = load_campaign(pack)
    assert catalog.enemies["mire-rat"].companions == ("rat-swarm",)
    assert catalog.items["rope"].story and catalog.items["rope"].triggers[0].on == "travel"
    assert next(iter(catalog.characters.values())).trait_rules[0].when == "gain magic"


@pytest.mark.parametrize(
    ("change", "file", "key", "fragment"),
    [
        (
            lambda p: edit(
                p,
                "encounters.toml",
                "first_encounter = true\n",
                'first_encounter = true\ncompanions = ["toll-keeper"]\n',
            ),
            "encounters.toml",
            "enemy mire-rat .companions[0]",
            "diplomacy deck",
        ),
        (
            lambda p: edit(
                p, "encounters.toml", "first_encounter = true\n", 'first_encounter = true\ncompanions = ["mire-rat"]\n'
            ),
            "encounters.toml",
            "enemy mire-rat .companions[0]",
            "its own companion",
        ),
        (
            lambda p: append(
                p, "characters.toml", '[[character.trait_rules]]\nwhen = "sneeze"\neffects = ["gain terror 1"]\n'
            ),
            "characters.toml",
            None,
            "'sneeze'",
        ),
        (
            lambda p: edit(
                p,
                "items.toml",
                "value = 1\n",
                'value = 1\n\n[[item.triggers]]\non = "dusk"\neffects = ["gain energy 1"]\n',
            ),
            "items.toml",
            "item rope .triggers[0].on",
            "'dusk' is not one of",
        ),
        (
            lambda p: edit(
                p,
                "items.toml",
                "value = 1\n",
                'value = 1\n\n[[item.triggers]]\non = "rest"\neffects = ["goto 101.1"]\n',
            ),
            "items.toml",
            "item rope .triggers[0].effects[0]",
            "moves the story on",
        ),
    ],
    ids=["companion-other-deck", "companion-itself", "trait-moment", "trigger-moment", "trigger-story-word"],
)
def test_bad_issue20_words_are_named(pack: Path, change, file: str, key: str | None, fragment: str) -> None:  # type: ignore[no-untyped-def]
    change(pack)
    problems = validate(pack)
    if key is None:
        hits = [p for p in problems if p.file == file and fragment in p.message and p.is_error]
        assert hits, "\n".join(map(str, problems))
    else:
        assert find(problems, file, key, fragment).is_error


def test_a_story_item_nothing_gives_is_a_warning(pack: Path) -> None:
    """A story-only Item is never drawn, so one that no ``item`` effect gives can never be had."""
    edit(pack, "items.toml", "craftable = true\n", "craftable = true\nstory = true\n")
    problems = validate(pack)
    hit = find(problems, "items.toml", "item reed-spear", "no 'item' effect gives")
    assert not hit.is_error
