"""The corpus of broken packs: each is the minimal pack with one fault, and each fault is reported with a
message naming the file and the key (issue 5 "A corpus of broken packs"; architecture.md "Data in").
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from grail_desktop.catalog import MAX_FILE_BYTES, ContentError, Problem, load_campaign, validate


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
    """The problem with exactly this file and key whose message contains ``fragment``."""
    hits = [p for p in problems if p.file == file and p.key == key and fragment in p.message]
    assert hits, f"no problem '{file}: {key}: …{fragment}…' among:\n" + "\n".join(map(str, problems))
    return hits[0]


NEW_SECTION = '[[section]]\nid = "555"\ntitle = "Lost"\ntext = "Nobody comes here."\n'
DUPLICATE_ITEM = '[[item]]\nid = "rope"\nname = "Second Rope"\ntext = "Another."\n'

#: 104 north of 102, 105 east of 104 and north of 103: the loop 101-102-104-105-103 does not close.
LOOP = """
[[location]]
number = 104
name = "High Reeds"
description = "x"
entry = "300"
keys = { south = 102, east = 105 }

[[location]]
number = 105
name = "Far Bank"
description = "x"
entry = "300"
keys = { west = 104, south = 103 }
"""

Fault = tuple[str, Callable[[Path], None], str, str, str]

#: (name, mutation of the minimal pack, file, key, fragment of the message)
FAULTS: list[Fault] = [
    (
        "dangling goto",
        lambda p: edit(p, "journal/main.toml", 'goto = "101.1"', 'goto = "101.9"'),
        "journal/main.toml",
        "section 101 .options[0].goto",
        "no journal section '101.9'",
    ),
    (
        "unknown key",
        lambda p: edit(p, "locations.toml", 'terrain = "marsh"', 'terrain = "marsh"\ncolour = "red"'),
        "locations.toml",
        "location 102 .colour",
        "unknown key",
    ),
    (
        "misspelt key",
        lambda p: edit(p, "items.toml", 'keyword = "relic"', 'keywrod = "relic"'),
        "items.toml",
        "item rope .keywrod",
        "unknown key (did you mean 'keyword'?)",
    ),
    (
        "table where a string is expected",
        lambda p: edit(p, "locations.toml", 'dream = "101.d"', 'dream = { id = "101.d" }'),
        "locations.toml",
        "location 101 .dream",
        "expected a string, got a table",
    ),
    (
        "unknown key in a nested table",
        lambda p: edit(p, "locations.toml", "once_per_day = true", "once_per_day = true\nonce_per_week = true"),
        "locations.toml",
        "location 101 .action.once_per_week",
        "unknown key",
    ),
    (
        "unreachable section",
        lambda p: append(p, "journal/main.toml", NEW_SECTION),
        "journal/main.toml",
        "section 555",
        "unreachable",
    ),
    (
        "one-way key",
        lambda p: edit(p, "locations.toml", "keys = { south = 101 }", "keys = {}"),
        "locations.toml",
        "location 101 .keys.north",
        "one-way key: location 102 does not lead south back to 101",
    ),
    (
        "deck of 14",
        lambda p: edit(p, "characters.toml", ', "tess-c15"]', "]"),
        "characters.toml",
        "character tess .combat_deck",
        "needs exactly 15 cards, has 14",
    ),
    (
        "pool of 24",
        lambda p: edit(p, "characters.toml", ', "tess-d40"]', "]"),
        "characters.toml",
        "character tess .diplomacy_pool",
        "needs exactly 25 cards, has 24",
    ),
    (
        "duplicate id",
        lambda p: append(p, "items.toml", DUPLICATE_ITEM),
        "items.toml",
        "item rope",
        "duplicate item 'rope'",
    ),
    (
        "bad effect word",
        lambda p: edit(p, "locations.toml", 'effects = ["lose terror 2"]', 'effects = ["loose terror 2"]'),
        "locations.toml",
        "location 101 .action.effects[0]",
        "unknown effect word 'loose' (did you mean 'lose'?)",
    ),
    (
        "bad effect argument",
        lambda p: edit(p, "locations.toml", 'effects = ["lose terror 2"]', 'effects = ["lose terror two"]'),
        "locations.toml",
        "location 101 .action.effects[0]",
        "'two' is not a whole number",
    ),
    (
        "bad condition word",
        lambda p: edit(p, "journal/main.toml", '"attribute lore 1"', '"atribute lore 1"'),
        "journal/main.toml",
        "section 101 .options[1].conditions[0]",
        "unknown condition word 'atribute'",
    ),
    (
        "wrong type",
        lambda p: edit(
            p, "encounters.toml", 'health = 2\nright_nodes = ["middle"]', 'health = "2"\nright_nodes = ["middle"]'
        ),
        "encounters.toml",
        "enemy mire-rat .health",
        "expected an integer, got string '2'",
    ),
    (
        "string where an array is expected",
        lambda p: edit(p, "encounters.toml", 'escape_cost = ["lose health 1"]', 'escape_cost = "lose health 1"'),
        "encounters.toml",
        "enemy mire-rat .escape_cost",
        "expected an array, got string",
    ),
    (
        "section id written as a number",
        lambda p: edit(p, "journal/main.toml", 'id = "300"', "id = 300"),
        "journal/main.toml",
        "section[9].id",
        "expected a string, got integer 300",
    ),
    (
        "missing required key",
        lambda p: edit(p, "items.toml", 'text = "Useful at fords."\n', ""),
        "items.toml",
        "item rope .text",
        "required key missing",
    ),
    (
        "encounter level out of range",
        lambda p: edit(p, "journal/main.toml", '"encounter green"', '"encounter green 7"'),
        "journal/main.toml",
        "section 102 .options[0].effects[0]",
        "encounter levels run 1-4",
    ),
    (
        "dangling entry",
        lambda p: edit(p, "locations.toml", 'entry = "102"', 'entry = "1020"'),
        "locations.toml",
        "location 102 .entry",
        "no journal section '1020'",
    ),
    (
        "dangling Direction Key",
        lambda p: edit(p, "locations.toml", "keys = { north = 102, east = 103 }", "keys = { north = 102, east = 109 }"),
        "locations.toml",
        "location 101 .keys.east",
        "no location or Legacy number 109",
    ),
    (
        "dangling dream",
        lambda p: edit(p, "locations.toml", 'dream = "101.d"', 'dream = "101.x"'),
        "locations.toml",
        "location 101 .dream",
        "no journal section '101.x'",
    ),
    (
        "dangling item in an effect",
        lambda p: edit(p, "journal/main.toml", 'effects = ["item rope"]', 'effects = ["item rpoe"]'),
        "journal/main.toml",
        "section 101.2 .effects[0]",
        "names no item 'rpoe'",
    ),
    (
        "dangling secret in an effect",
        lambda p: edit(p, "journal/main.toml", '"secret bell-debt"', '"secret bell-dept"'),
        "journal/main.toml",
        "section 102.1 .effects[0]",
        "names no secret 'bell-dept'",
    ),
    (
        "dangling event",
        lambda p: edit(p, "chapters.toml", 'events = ["the-lantern"]', 'events = ["the-lanturn"]'),
        "chapters.toml",
        "chapter 1 .events[0]",
        "no event 'the-lanturn'",
    ),
    (
        "dangling card in a deck",
        lambda p: edit(p, "characters.toml", '["tess-c01",', '["tess-c99",'),
        "characters.toml",
        "character tess .combat_deck[0]",
        "no card 'tess-c99'",
    ),
    (
        "card of the wrong kind in a deck",
        lambda p: edit(
            p,
            "cards/tess.toml",
            'id = "tess-c01"\nname = "Combat 1"\ndeck = "combat"',
            'id = "tess-c01"\nname = "Combat 1"\ndeck = "diplomacy"',
        ),
        "characters.toml",
        "character tess .combat_deck[0]",
        "is a diplomacy card, not combat",
    ),
    (
        "skill attribute",
        lambda p: edit(p, "skills.toml", 'attribute = "guile"', 'attribute = "cunning"'),
        "skills.toml",
        "skill steady-hands .attribute",
        "'cunning' is not one of",
    ),
    (
        "skill with one side",
        lambda p: edit(
            p, "skills.toml", '[[skill.sides]]\nname = "Quick Fingers"', '[skill.extra]\nname = "Quick Fingers"'
        ),
        "skills.toml",
        "skill steady-hands .sides",
        "expected exactly 2 entries, got 1",
    ),
    (
        "encounter deck of another colour",
        lambda p: edit(p, "chapters.toml", 'green = ["mire-rat"]', 'green = ["ash-reaver"]'),
        "chapters.toml",
        "chapter 1 .encounter_decks.green[0]",
        "enemy 'ash-reaver' is gray, not green",
    ),
    (
        "first encounter dangling",
        lambda p: edit(p, "chapters.toml", 'green = "mire-rat"', 'green = "mire-cat"'),
        "chapters.toml",
        "chapter 1 .first_encounters.green",
        "no enemy 'mire-cat'",
    ),
    (
        "mercy section dangling",
        lambda p: edit(p, "chapters.toml", 'mercy_section = "900"', 'mercy_section = "901"'),
        "chapters.toml",
        "chapter 1 .mercy_section",
        "no journal section '901'",
    ),
    (
        "start location dangling",
        lambda p: edit(p, "campaign.toml", "start_location = 101", "start_location = 100"),
        "campaign.toml",
        "campaign.start_location",
        "no location 100",
    ),
    (
        "replacement never brought in",
        lambda p: edit(p, "journal/main.toml", 'effects = ["replace 103 203"]', 'effects = ["gain food 1"]'),
        "locations.toml",
        "location 203 .legacy",
        "no 'replace 103 203' effect",
    ),
    (
        "replace names a location that is not the replacement",
        lambda p: edit(p, "journal/main.toml", '"replace 103 203"', '"replace 103 203", "replace 102 203"'),
        "journal/main.toml",
        "section 103 .options[0].effects[1]",
        "location 203 needs legacy = 102",
    ),
    (
        "Legacy number that resolves to nothing",
        lambda p: edit(p, "locations.toml", "legacy = 103", "legacy = 108"),
        "locations.toml",
        "location 203 .legacy",
        "no location 108 to replace",
    ),
    (
        "enemy deck for its colour",
        lambda p: edit(p, "encounters.toml", 'deck = "diplomacy"', 'deck = "combat"'),
        "encounters.toml",
        "enemy toll-keeper .deck",
        "a blue enemy is met with the diplomacy deck",
    ),
    (
        "Menhir seal without a Menhir",
        lambda p: edit(p, "locations.toml", '[location.menhir]\ncost_per_player = ["pay magic 1"]\ndial = 6\n', ""),
        "locations.toml",
        "location 101 .menhir",
        "a Menhir seal and a [location.menhir] table go together",
    ),
    (
        "dice colour mapped to a diplomacy attribute",
        lambda p: edit(p, "characters.toml", 'red = "might"', 'red = "empathy"'),
        "characters.toml",
        "character tess .dice.combat.red",
        "'empathy' is not a combat attribute",
    ),
    (
        "attribute missing",
        lambda p: edit(p, "characters.toml", "zeal = 0\n", ""),
        "characters.toml",
        "character tess .attributes.zeal",
        "required key missing",
    ),
    (
        "track start above max",
        lambda p: edit(p, "characters.toml", "max = 6\nstart = 4", "max = 6\nstart = 7"),
        "characters.toml",
        "character tess .energy.start",
        "must be between 0 and max (6), got 7",
    ),
    (
        "format version from the future",
        lambda p: edit(p, "campaign.toml", "format_version = 1", "format_version = 2"),
        "campaign.toml",
        "campaign.format_version",
        "must be 1 (this Grail Desktop reads format_version 1), got 2",
    ),
    (
        "campaign chapter with no setup",
        lambda p: edit(p, "campaign.toml", "chapters = [1]", "chapters = [1, 2]"),
        "campaign.toml",
        "campaign.chapters[1]",
        "no chapter 2 in chapters.toml",
    ),
    (
        "character colour",
        lambda p: edit(p, "characters.toml", 'colour = "#4a7a5c"', 'colour = "green"'),
        "characters.toml",
        "character tess .colour",
        "expected a colour like",
    ),
    (
        "Strategy of zero",
        lambda p: edit(p, "characters.toml", "strategy = 2", "strategy = 0"),
        "characters.toml",
        "character tess .strategy",
        "must be between 1 and 6 (Strategy phases per round, S2), got 0",
    ),
    (
        "free Character Action",
        lambda p: edit(p, "characters.toml", 'cost = 1\neffects = ["gain health 1"]', "cost = 0\neffects = []"),
        "characters.toml",
        "character tess .action.cost",
        "costs at least 1 Energy",
    ),
    (
        "one attribute on two dice colours",
        lambda p: edit(p, "characters.toml", 'blue = "guile"', 'blue = "might"'),
        "characters.toml",
        "character tess .dice.combat",
        "each of might, guile, zeal must have one colour",
    ),
    (
        "card filed under another character",
        lambda p: (p / "cards" / "tess.toml").rename(p / "cards" / "tass.toml"),
        "cards/tass.toml",
        "card tess-c01 .character",
        "put it in cards/tess.toml",
    ),
    (
        "unknown node position",
        lambda p: edit(p, "encounters.toml", 'right_nodes = ["middle"]', 'right_nodes = ["centre"]'),
        "encounters.toml",
        "enemy mire-rat .right_nodes[0]",
        "'centre' is not one of top, middle, bottom",
    ),
    (
        "enemy level 5",
        lambda p: edit(p, "encounters.toml", "level = 2", "level = 5"),
        "encounters.toml",
        "enemy hollow-child .level",
        "must be between 1 and 4 (encounter levels run 1-4), got 5",
    ),
    (
        "enemy colour",
        lambda p: edit(p, "encounters.toml", 'colour = "gray"', 'colour = "grey"'),
        "encounters.toml",
        "enemy ash-reaver .colour",
        "'grey' is not one of green, gray, purple, blue",
    ),
    (
        "enemy dial",
        lambda p: edit(p, "encounters.toml", 'dial = "gold"', 'dial = "green"'),
        "encounters.toml",
        "enemy hollow-child .dial",
        "'green' is not one of red, blue, gold",
    ),
    (
        "item keyword",
        lambda p: edit(p, "items.toml", 'keyword = "weapon"', 'keyword = "sword"'),
        "items.toml",
        "item reed-spear .keyword",
        "'sword' is not one of weapon, armor, shield, companion, relic",
    ),
    (
        "secret of an unknown quest",
        lambda p: edit(p, "secrets.toml", 'quest = "the-lantern"', 'quest = "the-lamp"'),
        "secrets.toml",
        "secret bell-debt .quest",
        "no event 'the-lamp'",
    ),
    (
        "event of an unknown chapter",
        lambda p: edit(p, "events.toml", "random = true", "random = true\nchapter = 4"),
        "events.toml",
        "event squall .chapter",
        "no chapter 4",
    ),
    (
        "dice colour argument",
        lambda p: edit(p, "items.toml", '"add-die red 1"', '"add-die purple 1"'),
        "items.toml",
        "item reed-spear .effects[0]",
        "'purple' is not one of red, blue, gold",
    ),
    (
        "encounter colour argument",
        lambda p: edit(p, "journal/main.toml", '"encounter green"', '"encounter orange"'),
        "journal/main.toml",
        "section 102 .options[0].effects[0]",
        "'orange' is not one of green, gray, purple, blue",
    ),
    (
        "condition naming an unknown character",
        lambda p: edit(p, "journal/main.toml", '"attribute lore 1"', '"character bess"'),
        "journal/main.toml",
        "section 101 .options[1].conditions[0]",
        "names no character 'bess'",
    ),
    (
        "location argument that is not a number",
        lambda p: edit(p, "journal/main.toml", '"replace 103 203"', '"replace ford 203"'),
        "journal/main.toml",
        "section 103 .options[0].effects[0]",
        "must be a location number, got 'ford'",
    ),
    (
        "unknown seal",
        lambda p: edit(p, "locations.toml", 'seals = ["menhir", "dream"]', 'seals = ["menhir", "dream", "crown"]'),
        "locations.toml",
        "location 101 .seals[2]",
        "'crown' is not one of menhir, dream, settlement",
    ),
    (
        "unknown terrain",
        lambda p: edit(p, "locations.toml", 'terrain = "marsh"', 'terrain = "swamp"'),
        "locations.toml",
        "location 102 .terrain",
        "'swamp' is not one of",
    ),
    (
        "Dream without the dream seal",
        lambda p: edit(p, "locations.toml", 'seals = ["menhir", "dream"]', 'seals = ["menhir"]'),
        "locations.toml",
        "location 101 .dream",
        "needs the dream seal",
    ),
    (
        "Menhir dial of zero",
        lambda p: edit(p, "locations.toml", "dial = 6", "dial = 0"),
        "locations.toml",
        "location 101 .menhir.dial",
        "must be between 1 and 10",
    ),
    (
        "unknown direction",
        lambda p: edit(p, "locations.toml", "keys = { south = 101 }", "keys = { south = 101, up = 103 }"),
        "locations.toml",
        "location 102 .keys.up",
        "unknown direction; use north, east, south, west",
    ),
    (
        "key naming its own location",
        lambda p: edit(p, "locations.toml", "keys = { south = 101 }", "keys = { south = 101, north = 102 }"),
        "locations.toml",
        "location 102 .keys.north",
        "cannot name its own location",
    ),
    (
        "section of an unknown location",
        lambda p: edit(p, "journal/main.toml", "location = 203", "location = 303"),
        "journal/main.toml",
        "section 203 .location",
        "no location 303",
    ),
    (
        "card in two lists",
        lambda p: edit(p, "characters.toml", '"tess-c16",', '"tess-c01",'),
        "characters.toml",
        "character tess .combat_pool[0]",
        "card 'tess-c01' is already in combat_deck",
    ),
    (
        "card with no strike",
        lambda p: edit(
            p,
            "cards/tess.toml",
            'id = "tess-c01"\nname = "Combat 1"\ndeck = "combat"\ncharacter = "tess"\nright_nodes = ["middle"]\n'
            'strikes = [{ positions = ["top", "middle", "bottom"], effects = ["hits 1"] }]',
            'id = "tess-c01"\nname = "Combat 1"\ndeck = "combat"\ncharacter = "tess"\nright_nodes = ["middle"]\n'
            "strikes = []",
        ),
        "cards/tess.toml",
        "card tess-c01 .strikes",
        "needs at least one [[card.strikes]]",
    ),
    (
        "TOML syntax error",
        lambda p: edit(p, "secrets.toml", "personal = true", "personal = tru"),
        "secrets.toml",
        "line 5, column 12",
        "TOML syntax error",
    ),
    (
        "unknown top-level table",
        lambda p: append(p, "items.toml", '[[items]]\nid = "x"\n'),
        "items.toml",
        "items",
        "unknown top-level table; this file holds [[item]]",
    ),
    (
        "missing required file",
        lambda p: (p / "events.toml").unlink(),
        "events.toml",
        "(file)",
        "required file is missing",
    ),
    (
        "keys that disagree on the grid",
        lambda p: (
            edit(p, "locations.toml", "keys = { south = 101 }", "keys = { south = 101, north = 104 }"),
            edit(
                p,
                "locations.toml",
                'keys = { west = 101 }\nterrain = "coast"\n\n[[location]]\nnumber = 203',
                'keys = { west = 101, north = 105 }\nterrain = "coast"\n\n[[location]]\nnumber = 203',
            ),
            append(p, "locations.toml", LOOP),
        ),
        "locations.toml",
        "location 104 .keys.east",
        "puts location 105 at (1, 2), but other keys put it at (1, 1)",
    ),
]


@pytest.mark.parametrize("fault", FAULTS, ids=[f[0] for f in FAULTS])
def test_each_fault_is_named_with_file_and_key(pack: Path, fault: Fault) -> None:
    """Each broken pack fails validation with a problem naming the file and key (issue 5)."""
    _, mutate, file, key, fragment = fault
    mutate(pack)
    problems = validate(pack)
    problem = find(problems, file, key, fragment)
    assert problem.is_error
    assert str(problem) == f"{file}: {key}: {problem.message}"
    with pytest.raises(ContentError) as caught:
        load_campaign(pack)
    assert problem in caught.value.problems


def test_non_utf8_file_is_reported_not_raised(pack: Path) -> None:
    """A file that is not UTF-8 is a problem with its line, not a crash (issue 5 corpus)."""
    data = (pack / "secrets.toml").read_bytes()
    (pack / "secrets.toml").write_bytes(data.replace(b"The ferryman is owed.", b"The ferryman is \xff owed."))
    problem = find(validate(pack), "secrets.toml", "line 4", "not valid UTF-8: byte 0xff")
    assert problem.is_error


def test_file_over_the_size_cap_is_not_read(pack: Path) -> None:
    """A file over MAX_FILE_BYTES is reported and skipped (issue 5 corpus)."""
    append(pack, "glossary.toml", "# " + "x" * MAX_FILE_BYTES + "\n")
    problem = find(validate(pack), "glossary.toml", "(file)", f"over the {MAX_FILE_BYTES} byte cap")
    assert problem.is_error


def test_every_problem_is_reported_in_one_run(pack: Path) -> None:
    """Faults in several files are all listed together; one broken file does not hide the rest."""
    (pack / "secrets.toml").write_bytes(b"\xfe\xfe")
    edit(pack, "journal/main.toml", 'goto = "101.1"', 'goto = "101.9"')
    edit(pack, "locations.toml", 'terrain = "marsh"', 'terrain = "marsh"\ncolour = "red"')
    edit(pack, "characters.toml", ', "tess-c15"]', "]")
    edit(pack, "encounters.toml", 'dial = "gold"', "dial = 3")
    problems = validate(pack)
    find(problems, "secrets.toml", "line 1", "not valid UTF-8")
    find(problems, "journal/main.toml", "section 101 .options[0].goto", "no journal section")
    find(problems, "locations.toml", "location 102 .colour", "unknown key")
    find(problems, "characters.toml", "character tess .combat_deck", "has 14")
    find(problems, "encounters.toml", "enemy hollow-child .dial", "expected a string, got integer 3")
    # references into the unreadable file are not judged until it can be read
    assert not [p for p in problems if "bell-debt" in p.message]


def test_status_marked_but_never_read_is_a_warning(pack: Path) -> None:
    """content-guide.md "Quality bar": a Status set but never read warns; warnings do not fail the load."""
    edit(pack, "journal/main.toml", 'conditions = ["status rang-bell"]\n', "")
    problem = find(validate(pack), "journal/main.toml", "section 101.1 .effects[0]", "status 'rang-bell' is marked")
    assert problem.severity == "warning"
    assert str(problem).startswith("journal/main.toml: section 101.1 .effects[0]: warning: ")
    assert load_campaign(pack).journal["101.1"].effects[0].args == ("rang-bell",)


def test_toml_outside_the_layout_is_a_warning(pack: Path) -> None:
    (pack / "notes.toml").write_text("a = 1\n", encoding="utf-8")
    problem = find(validate(pack), "notes.toml", "(file)", "not part of the pack layout")
    assert problem.severity == "warning"


def test_unknown_pack_names_the_bundled_ids(tmp_path: Path) -> None:
    problems = validate(tmp_path / "nowhere")
    assert len(problems) == 1
    assert "no such folder or bundled campaign" in problems[0].message


def test_encounter_word_in_the_journal_is_a_warning(pack: Path) -> None:
    """Encounter-only effects (effects.py ENCOUNTER_ONLY) do nothing in a journal section: warn the writer."""
    edit(pack, "journal/main.toml", 'effects = ["gain terror 1"]', 'effects = ["hits 2"]')
    problem = find(validate(pack), "journal/main.toml", "section 101.n .effects[0]", "only works inside an encounter")
    assert problem.severity == "warning"


#: (name, mutation, file, key, fragment): advice that must not fail the pack
WARNINGS: list[Fault] = [
    (
        "item nothing gives",
        lambda p: edit(p, "items.toml", "craftable = true", "craftable = false"),
        "items.toml",
        "item reed-spear",
        "no effect gives this item",
    ),
    (
        "entry section claims another location",
        lambda p: edit(
            p, "journal/main.toml", 'location = 102\ntext = "Something', 'location = 103\ntext = "Something'
        ),
        "journal/main.toml",
        "section 102 .location",
        "this is the entry of location 102, not of 103",
    ),
    (
        "card in no deck",
        lambda p: append(
            p,
            "cards/tess.toml",
            '[[card]]\nid = "tess-spare"\nname = "Spare"\ndeck = "combat"\ncharacter = "tess"\n'
            'right_nodes = []\nstrikes = [{ positions = ["top"], effects = ["hits 1"] }]\n',
        ),
        "cards/tess.toml",
        "card tess-spare",
        "card is in no starter deck or Advancement Pool",
    ),
    (
        "status read but never marked",
        lambda p: edit(p, "journal/main.toml", 'effects = ["mark rang-bell"]', "effects = []"),
        "journal/main.toml",
        "section 102 .options[1].conditions[0]",
        "status 'rang-bell' is read but nothing marks it",
    ),
    (
        "random event in the Event deck",
        lambda p: edit(p, "chapters.toml", 'events = ["the-lantern"]', 'events = ["the-lantern", "squall"]'),
        "chapters.toml",
        "chapter 1 .events[1]",
        "event 'squall' is a random event",
    ),
    (
        "first encounter not flagged",
        lambda p: edit(p, "encounters.toml", "first_encounter = true\n", ""),
        "chapters.toml",
        "chapter 1 .first_encounters.green",
        "is not marked first_encounter = true",
    ),
    (
        "location off the grid",
        lambda p: append(
            p, "locations.toml", '[[location]]\nnumber = 150\nname = "Isle"\ndescription = "x"\nentry = "300"\n'
        ),
        "locations.toml",
        "location 150 .keys",
        "not connected to the start location 101",
    ),
    (
        "id not kebab-case",
        lambda p: edit(p, "items.toml", 'id = "reed-spear"', 'id = "Reed_Spear"'),
        "items.toml",
        "item Reed_Spear .id",
        "should be lowercase-kebab",
    ),
]


@pytest.mark.parametrize("warning", WARNINGS, ids=[w[0] for w in WARNINGS])
def test_warnings_name_file_and_key_and_do_not_fail(pack: Path, warning: Fault) -> None:
    """Quality-bar advice (content-guide.md) is reported as a warning; the pack still loads."""
    _, mutate, file, key, fragment = warning
    mutate(pack)
    problem = find(validate(pack), file, key, fragment)
    assert problem.severity == "warning"
    assert load_campaign(pack).campaign.id == "minimal"


def test_campaign_id_differing_from_folder_is_a_warning(pack: Path) -> None:
    moved = pack.rename(pack.parent / "renamed")
    problem = find(validate(moved), "campaign.toml", "campaign.id", "differs from the pack folder 'renamed'")
    assert problem.severity == "warning"


@pytest.mark.parametrize(
    ("rel", "old", "new", "key"),
    [
        ("locations.toml", 'dream = "101.d"', 'dream = { id = "101.d" }', "location 101 .dream"),
        ("journal/main.toml", 'title = "The Leaning Stone"', "title = 7", "section 101 .title"),
        ("journal/main.toml", 'title = "The Ford"', "title = 7", "section 103 .title"),
    ],
    ids=["bad location", "bad section", "bad section holding a replace"],
)
def test_one_bad_record_does_not_cascade(pack: Path, rel: str, old: str, new: str, key: str) -> None:
    """A record that fails to structure is reported once; what it leads to is not called unreachable."""
    edit(pack, rel, old, new)
    errors = [p for p in validate(pack) if p.is_error]
    assert [(p.file, p.key) for p in errors] == [(rel, key)], "\n".join(map(str, errors))


def test_missing_file_does_not_flood_the_list(pack: Path) -> None:
    """Without locations.toml nothing is called unreachable or dangling: the one missing file is the error."""
    (pack / "locations.toml").unlink()
    errors = [p for p in validate(pack) if p.is_error]
    assert [(p.file, p.key) for p in errors] == [("locations.toml", "(file)")], "\n".join(map(str, errors))
