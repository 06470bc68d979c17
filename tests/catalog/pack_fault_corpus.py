"""The pack-fault corpus (issue 17 "Faults and bad files"): planted faults in copies of the minimal pack.

Each :class:`PlantedFault` says which pack files it changes (``touched``: files written, added or removed,
symlinks and FIFOs included) and which ``file: key: message`` line ``grail-desktop validate`` must print for
it. :func:`plant` writes one faulty pack; ``test_pack_fault_corpus.py`` checks that each pack differs from the
minimal pack in exactly the files described, and that the CLI and the loader report each fault.

Kinds: ``crash`` (inputs that used to raise), ``escape`` (symlinks and paths out of the pack), ``number``
(absurd numbers), ``string`` (huge strings), ``encoding``, ``type``, ``key`` (unknown or missing keys),
``reference`` (dangling references), ``layout`` (files and folders).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import attrs

MINIMAL = Path(__file__).parent / "packs" / "minimal"


@attrs.frozen
class PlantedFault:
    name: str
    kind: str
    touched: frozenset[str]
    plant: Callable[[Path], None]
    file: str
    key: str
    fragment: str
    #: "error" for every fault but a stray folder tree, which only hides stray files (a warning)
    severity: str = "error"


def edit(pack: Path, rel: str, old: str, new: str) -> None:
    """Replace the single occurrence of ``old`` in a pack file with ``new``."""
    path = pack / rel
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {rel}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def append(pack: Path, rel: str, text: str) -> None:
    with (pack / rel).open("a", encoding="utf-8") as f:
        f.write("\n" + text)


def outside(pack: Path, name: str, text: str = '[[section]]\nid = "999"\ntitle = "x"\ntext = "x"\n') -> Path:
    """A file beside the pack folder (outside it), for symlinks to point at."""
    target = pack.parent / f"{pack.name}-outside" / name
    target.parent.mkdir(exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


def _symlink_out(rel: str, *, folder: bool = False) -> Callable[[Path], None]:
    def plant(pack: Path) -> None:
        if folder:
            target = outside(pack, "sub.toml").parent
        else:
            original = pack / rel
            text = original.read_text(encoding="utf-8") if original.exists() else '[glossary]\nx = "y"\n'
            target = outside(pack, Path(rel).name, text)
            original.unlink(missing_ok=True)
        (pack / rel).symlink_to(target, target_is_directory=folder)

    return plant


def _loop(pack: Path) -> None:
    (pack / "journal" / "loop.toml").symlink_to(pack / "journal" / "loop.toml")


def _fifo(pack: Path) -> None:
    os.mkfifo(pack / "journal" / "pipe.toml")


def _folder_for_file(pack: Path) -> None:
    (pack / "items.toml").unlink()
    (pack / "items.toml").mkdir()


def _deep_folders(pack: Path) -> None:
    folder = pack.joinpath(*["deep"] * 9)
    folder.mkdir(parents=True)
    (folder / "notes.toml").write_text("a = 1\n", encoding="utf-8")


DEEP_FILE = "/".join(["deep"] * 9) + "/notes.toml"


def _many_files(pack: Path) -> None:
    for i in range(MANY):
        (pack / "journal" / f"extra-{i:03}.toml").write_text("", encoding="utf-8")


MANY = 500


def _bytes(rel: str, transform: Callable[[bytes], bytes]) -> Callable[[Path], None]:
    def plant(pack: Path) -> None:
        path = pack / rel
        path.write_bytes(transform(path.read_bytes()))

    return plant


def _utf16(data: bytes) -> bytes:
    return data.decode("utf-8").encode("utf-16")


def _e(rel: str, old: str, new: str) -> Callable[[Path], None]:
    return lambda pack: edit(pack, rel, old, new)


def _a(rel: str, text: str) -> Callable[[Path], None]:
    return lambda pack: append(pack, rel, text)


def _one(rel: str) -> frozenset[str]:
    return frozenset({rel})


F = PlantedFault
LOC, CHAR, ITEMS, JOURNAL = "locations.toml", "characters.toml", "items.toml", "journal/main.toml"
EVENTS, CAMPAIGN, ENEMIES, GLOSSARY = "events.toml", "campaign.toml", "encounters.toml", "glossary.toml"
LOC_RANGE = "must be between 1 and 9999 (location numbers run 1-9999)"
BIG = "1000000000000000"

CORPUS: list[PlantedFault] = [
    # ------------------------------------------------------------ inputs that used to crash validate
    F(
        "deeply nested array",
        "crash",
        _one(ITEMS),
        _e(ITEMS, "value = 1", "value = " + "[" * 3000 + "]" * 3000),
        ITEMS,
        "(syntax)",
        "TOML nested too deeply",
    ),
    F(
        "deeply nested inline tables",
        "crash",
        _one(GLOSSARY),
        _a(GLOSSARY, "deep = " + "{ a = " * 1500 + "1" + " }" * 1500 + "\n"),
        GLOSSARY,
        "(syntax)",
        "TOML nested too deeply",
    ),
    F(
        "integer of 5,000 digits",
        "crash",
        _one(ITEMS),
        _e(ITEMS, "value = 1", "value = " + "9" * 5000),
        ITEMS,
        "(syntax)",
        "a number has thousands of digits",
    ),
    F(
        "hexadecimal integer of 3,000 digits",
        "crash",
        _one(ITEMS),
        _e(ITEMS, "value = 1", "value = 0x" + "f" * 3000),
        ITEMS,
        "item rope .value",
        "must be between 0 and 99, got a 3613-digit number",
    ),
    F(
        "location number of 2,000 hexadecimal digits",
        "crash",
        _one(LOC),
        _e(LOC, "number = 102", "number = 0x" + "f" * 2000),
        LOC,
        "location[1].number",
        LOC_RANGE,
    ),
    F(
        "superscript digit in a location argument",
        "crash",
        _one(JOURNAL),
        _e(JOURNAL, '"replace 103 203"', '"replace ²03 203"'),
        JOURNAL,
        "section 103 .options[0].effects[0]",
        "must be a location number, got '²03'",
    ),
    F(
        "effect number of 5,000 digits",
        "crash",
        _one(EVENTS),
        _e(EVENTS, '"lose energy 1"', '"random-events ' + "9" * 5000 + '"'),
        EVENTS,
        "event squall .effects[0]",
        "is not a whole number",
    ),
    F(
        "unknown key of 100,000 characters",
        "crash",
        _one(ITEMS),
        _e(ITEMS, "value = 1", "value = 1\n" + "k" * 100_000 + " = 1"),
        ITEMS,
        "item rope ." + "k" * 37 + "...",
        "unknown key",
    ),
    # ------------------------------------------------------------ out of the pack folder
    F(
        "journal file symlinked to a file outside the pack",
        "escape",
        _one("journal/outside.toml"),
        _symlink_out("journal/outside.toml"),
        "journal/outside.toml",
        "(file)",
        "a symlink leading outside the pack folder",
    ),
    F(
        "required file symlinked outside the pack",
        "escape",
        _one(ITEMS),
        _symlink_out(ITEMS),
        ITEMS,
        "(file)",
        "a symlink leading outside the pack folder",
    ),
    F(
        "journal folder entry symlinked to a folder outside the pack",
        "escape",
        _one("journal/more"),
        _symlink_out("journal/more", folder=True),
        "journal/more",
        "(folder)",
        "a symlink leading outside the pack folder",
    ),
    F(
        "symlink loop",
        "escape",
        _one("journal/loop.toml"),
        _loop,
        "journal/loop.toml",
        "(file)",
        "a symlink leading nowhere (its target is missing, or it loops); not read",
    ),
    F(
        "campaign id that is a path",
        "escape",
        _one(CAMPAIGN),
        _e(CAMPAIGN, 'id = "minimal"', 'id = "../../etc/passwd"'),
        CAMPAIGN,
        "campaign.id",
        "campaign id '../../etc/passwd' must be lowercase-kebab",
    ),
    F(
        "campaign id that is an absolute Windows path",
        "escape",
        _one(CAMPAIGN),
        _e(CAMPAIGN, 'id = "minimal"', 'id = "C:\\\\Users\\\\x"'),
        CAMPAIGN,
        "campaign.id",
        "must be lowercase-kebab",
    ),
    F(
        "empty campaign id",
        "escape",
        _one(CAMPAIGN),
        _e(CAMPAIGN, 'id = "minimal"', 'id = ""'),
        CAMPAIGN,
        "campaign.id",
        "must be lowercase-kebab",
    ),
    # ------------------------------------------------------------ absurd numbers
    F(
        "Menhir dial of 10^12",
        "number",
        _one(LOC),
        _e(LOC, "dial = 6", "dial = 1000000000000"),
        LOC,
        "location 101 .menhir.dial",
        "must be between 1 and 10",
    ),
    F(
        "starting attribute of 10^15",
        "number",
        _one(CHAR),
        _e(CHAR, "might = 1", f"might = {BIG}"),
        CHAR,
        "character tess .attributes.might",
        "must be between 0 and 10 (each attribute value is dice in a pool), got a 16-digit number",
    ),
    F(
        "random-events count of 10^9",
        "number",
        _one(EVENTS),
        _e(EVENTS, '"lose energy 1"', '"random-events 1000000000"'),
        EVENTS,
        "event squall .effects[0]",
        "argument 1 must be between 0 and 10, got 1000000000",
    ),
    F(
        "starting resource of 10^9",
        "number",
        _one(CHAR),
        _e(CHAR, "food = 2", "food = 1000000000"),
        CHAR,
        "character tess .resources.food",
        "must be between 0 and 50",
    ),
    F(
        "track of a million slots",
        "number",
        _one(CHAR),
        _e(CHAR, "max = 8\nstart = 6", "max = 1000000\nstart = 6"),
        CHAR,
        "character tess .health.max",
        "must be between 1 and 20",
    ),
    F(
        "negative track start",
        "number",
        _one(CHAR),
        _e(CHAR, "max = 8\nstart = 0", "max = 8\nstart = -1"),
        CHAR,
        "character tess .terror.start",
        "must be between 0 and 20, got -1",
    ),
    F(
        "Strategy of 10^9",
        "number",
        _one(CHAR),
        _e(CHAR, "strategy = 2", "strategy = 1000000000"),
        CHAR,
        "character tess .strategy",
        "must be between 1 and 6",
    ),
    F(
        "Character Number 0",
        "number",
        _one(CHAR),
        _e(CHAR, "number = 1", "number = 0"),
        CHAR,
        "character tess .number",
        "must be between 1 and 99",
    ),
    F(
        "Character Action costing a million Energy",
        "number",
        _one(CHAR),
        _e(CHAR, "cost = 1", "cost = 1000000"),
        CHAR,
        "character tess .action.cost",
        "must be between 1 and 20",
    ),
    F(
        "enemy health of a million",
        "number",
        _one(ENEMIES),
        _e(ENEMIES, 'level = 1\ndeck = "combat"\nhealth = 2', 'level = 1\ndeck = "combat"\nhealth = 1000000'),
        ENEMIES,
        "enemy mire-rat .health",
        "must be between 1 and 50",
    ),
    F(
        "enemy level 0",
        "number",
        _one(ENEMIES),
        _e(ENEMIES, 'colour = "green"\nlevel = 1', 'colour = "green"\nlevel = 0'),
        ENEMIES,
        "enemy mire-rat .level",
        "must be between 1 and 4 (encounter levels run 1-4), got 0",
    ),
    F(
        "negative item value",
        "number",
        _one(ITEMS),
        _e(ITEMS, "value = 1", "value = -5"),
        ITEMS,
        "item rope .value",
        "must be between 0 and 99, got -5",
    ),
    F(
        "event part 10,000",
        "number",
        _one(EVENTS),
        _e(EVENTS, "random = true", "random = true\npart = 10000"),
        EVENTS,
        "event squall .part",
        "must be between 1 and 99",
    ),
    F(
        "chapter number 100,000",
        "number",
        _one("chapters.toml"),
        _e("chapters.toml", "number = 1", "number = 100000"),
        "chapters.toml",
        "chapter 100000 .number",
        "must be between 1 and 99",
    ),
    F(
        "location number 0",
        "number",
        _one(LOC),
        _e(LOC, "number = 102", "number = 0"),
        LOC,
        "location 0 .number",
        LOC_RANGE,
    ),
    F(
        "Direction Key of ten million",
        "number",
        _one(LOC),
        _e(LOC, "keys = { south = 101 }", "keys = { south = 10000000 }"),
        LOC,
        "location 102 .keys.south",
        LOC_RANGE,
    ),
    F(
        "Legacy number of a million",
        "number",
        _one(LOC),
        _e(LOC, "legacy = 103", "legacy = 1000000"),
        LOC,
        "location 203 .legacy",
        LOC_RANGE,
    ),
    F(
        "start location of 10^8",
        "number",
        _one(CAMPAIGN),
        _e(CAMPAIGN, "start_location = 101", "start_location = 100000000"),
        CAMPAIGN,
        "campaign.start_location",
        LOC_RANGE,
    ),
    F(
        "format_version of 10^15",
        "number",
        _one(CAMPAIGN),
        _e(CAMPAIGN, "format_version = 1", f"format_version = {BIG}"),
        CAMPAIGN,
        "campaign.format_version",
        "must be 1 (this Grail Desktop reads format_version 1)",
    ),
    F(
        "gain of a million food",
        "number",
        _one(JOURNAL),
        _e(JOURNAL, 'effects = ["item rope"]', 'effects = ["item rope", "gain food 1000000"]'),
        JOURNAL,
        "section 101.2 .effects[1]",
        "argument 2 must be between 0 and 20, got 1000000",
    ),
    F(
        "party condition of 9 characters",
        "number",
        _one(JOURNAL),
        _e(JOURNAL, '"attribute lore 1"', '"party 9"'),
        JOURNAL,
        "section 101 .options[1].conditions[0]",
        "must be between 1 and 4 (1-4 characters, S0), got 9",
    ),
    F(
        "day condition of day 0",
        "number",
        _one(JOURNAL),
        _e(JOURNAL, '"attribute lore 1"', '"day 0"'),
        JOURNAL,
        "section 101 .options[1].conditions[0]",
        "must be between 1 and 999",
    ),
    F(
        "500 dice added",
        "number",
        _one(ITEMS),
        _e(ITEMS, '"add-die red 1"', '"add-die red 500"'),
        ITEMS,
        "item reed-spear .effects[0]",
        "argument 2 must be between 0 and 10, got 500",
    ),
    F(
        "Time Dial of 100,000 days",
        "number",
        _one(EVENTS),
        _e(EVENTS, '"lose energy 1"', '"time-dial flood 100000"'),
        EVENTS,
        "event squall .effects[0]",
        "argument 2 must be between 0 and 30 (days)",
    ),
    F(
        "Time Tokens on location 99,999",
        "number",
        _one(EVENTS),
        _e(EVENTS, '"lose energy 1"', '"time-token 99999 1"'),
        EVENTS,
        "event squall .effects[0]",
        "argument 1 " + LOC_RANGE,
    ),
    F(
        "number written with underscores",
        "number",
        _one(JOURNAL),
        _e(JOURNAL, 'effects = ["item rope"]', 'effects = ["item rope", "gain food 1_000_000"]'),
        JOURNAL,
        "section 101.2 .effects[1]",
        "must be a whole number written with the digits 0-9, got '1_000_000'",
    ),
    # ------------------------------------------------------------ huge strings
    F(
        "journal text of a million characters",
        "string",
        _one(JOURNAL),
        _e(JOURNAL, 'text = "The note carries over the water."', 'text = "' + "w" * 1_000_000 + '"'),
        JOURNAL,
        "section 101.1 .text",
        "is 1000000 characters long, over the 20000 character limit",
    ),
    F(
        "item name of 5,000 characters",
        "string",
        _one(ITEMS),
        _e(ITEMS, 'name = "Rope"', 'name = "' + "R" * 5000 + '"'),
        ITEMS,
        "item rope .name",
        "is 5000 characters long, over the 200 character limit",
    ),
    F(
        "item id of 10,000 characters",
        "string",
        _one(ITEMS),
        _e(ITEMS, 'id = "rope"', 'id = "' + "r" * 10_000 + '"'),
        ITEMS,
        "item[0].id",
        "is 10000 characters long, over the 200 character limit",
    ),
    F(
        "Status name of 1,000 characters",
        "string",
        _one(JOURNAL),
        _e(JOURNAL, 'effects = ["mark rang-bell"]', 'effects = ["mark rang-bell", "mark ' + "b" * 1000 + '"]'),
        JOURNAL,
        "section 101.1 .effects[1]",
        "argument 1 is 1000 characters long, over the 200 character limit",
    ),
    F(
        "glossary entry of 100,000 characters",
        "string",
        _one(GLOSSARY),
        _a(GLOSSARY, 'Wyrd = "' + "w" * 100_000 + '"\n'),
        GLOSSARY,
        "glossary.Wyrd",
        "is 100000 characters long, over the 20000 character limit",
    ),
    F(
        "journal section of 5,000 options",
        "string",
        _one(JOURNAL),
        _a(
            JOURNAL,
            '[[section]]\nid = "555"\ntitle = "Many"\ntext = "x"\noptions = [' + '{ text = "x" }, ' * 5000 + "]\n",
        ),
        JOURNAL,
        "section 555 .options",
        "has 5000 entries, over the 100 entry limit",
    ),
    F(
        "file over the 2 MiB cap",
        "string",
        _one(GLOSSARY),
        _a(GLOSSARY, "# " + "x" * (2 * 1024 * 1024) + "\n"),
        GLOSSARY,
        "(file)",
        "over the 2097152 byte cap",
    ),
    # ------------------------------------------------------------ encodings
    F(
        "byte that is not UTF-8",
        "encoding",
        _one(LOC),
        _bytes(LOC, lambda b: b.replace(b"Reeds hiss", b"Reeds \xe9hiss")),
        LOC,
        "line 26",
        "not valid UTF-8: byte 0xe9",
    ),
    F(
        "file saved as UTF-16",
        "encoding",
        _one(ITEMS),
        _bytes(ITEMS, _utf16),
        ITEMS,
        "line 1",
        "not valid UTF-8: byte 0xff at offset 0",
    ),
    F(
        "control character in a string",
        "encoding",
        _one(ITEMS),
        _bytes(ITEMS, lambda b: b.replace(b"Useful at fords.", b"Useful\x07 at fords.")),
        ITEMS,
        "line 4, column 15",
        "TOML syntax error",
    ),
    # ------------------------------------------------------------ types
    F(
        "boolean where an integer is expected",
        "type",
        _one(ENEMIES),
        _e(ENEMIES, 'colour = "green"\nlevel = 1', 'colour = "green"\nlevel = true'),
        ENEMIES,
        "enemy mire-rat .level",
        "expected an integer, got boolean true",
    ),
    F(
        "fraction where an integer is expected",
        "type",
        _one(ITEMS),
        _e(ITEMS, "value = 1", "value = 1.5"),
        ITEMS,
        "item rope .value",
        "expected an integer, got number 1.5",
    ),
    F(
        "date where an integer is expected",
        "type",
        _one(ITEMS),
        _e(ITEMS, "value = 1", "value = 1979-05-27"),
        ITEMS,
        "item rope .value",
        "expected an integer, got date",
    ),
    F(
        "array of tables where the manifest table is expected",
        "type",
        _one(CAMPAIGN),
        _e(CAMPAIGN, "[campaign]", "[[campaign]]"),
        CAMPAIGN,
        "campaign",
        "expected a table [campaign]",
    ),
    F(
        "empty effect",
        "type",
        _one(ITEMS),
        _e(ITEMS, '"add-die red 1"', '""'),
        ITEMS,
        "item reed-spear .effects[0]",
        "empty effect",
    ),
    F(
        "negative effect amount",
        "type",
        _one(JOURNAL),
        _e(JOURNAL, 'effects = ["item rope"]', 'effects = ["gain food -1"]'),
        JOURNAL,
        "section 101.2 .effects[0]",
        "'gain food -1': effect 'gain': '-1' is not a whole number",
    ),
    F(
        "pack version that is not major.minor.patch",
        "type",
        _one(CAMPAIGN),
        _e(CAMPAIGN, 'version = "0.1.0"', 'version = "latest"'),
        CAMPAIGN,
        "campaign.version",
        'expected "major.minor.patch"',
    ),
    # ------------------------------------------------------------ keys
    F(
        "unknown key in the manifest",
        "key",
        _one(CAMPAIGN),
        _e(CAMPAIGN, "chapters = [1]", 'chapters = [1]\nauthor = "me"'),
        CAMPAIGN,
        "campaign.author",
        "unknown key",
    ),
    F(
        "same key twice",
        "key",
        _one(ITEMS),
        _e(ITEMS, "value = 1", "value = 1\nvalue = 2"),
        ITEMS,
        "line 7, column 10",
        "TOML syntax error",
    ),
    F(
        "missing journal section title",
        "key",
        _one(JOURNAL),
        _e(JOURNAL, 'title = "The Bell"\n', ""),
        JOURNAL,
        "section 101.1 .title",
        "required key missing",
    ),
    # ------------------------------------------------------------ references
    F(
        "fight with an enemy that does not exist",
        "reference",
        _one(JOURNAL),
        _e(JOURNAL, 'effects = ["item rope"]', 'effects = ["item rope", "fight nobody"]'),
        JOURNAL,
        "section 101.2 .effects[1]",
        "names no enemy 'nobody'",
    ),
    F(
        "Menhir condition on a location that does not exist",
        "reference",
        _one(JOURNAL),
        _e(JOURNAL, '"attribute lore 1"', '"menhir 150"'),
        JOURNAL,
        "section 101 .options[1].conditions[0]",
        "names no location or Legacy number 150",
    ),
    # ------------------------------------------------------------ layout
    F(
        "FIFO named like a journal file",
        "layout",
        _one("journal/pipe.toml"),
        _fifo,
        "journal/pipe.toml",
        "(file)",
        "not a regular file",
    ),
    F(
        "folder where a required file should be",
        "layout",
        _one(ITEMS),
        _folder_for_file,
        ITEMS,
        "(file)",
        "required file is missing",
    ),
    F(
        "folders nested nine deep",
        "layout",
        _one(DEEP_FILE),
        _deep_folders,
        "/".join(["deep"] * 8) + "/",
        "(folder)",
        "nested over 8 folders deep; not looked into",
        "warning",
    ),
    F(
        "over 500 TOML files",
        "layout",
        frozenset(f"journal/extra-{i:03}.toml" for i in range(MANY)),
        _many_files,
        f"journal/extra-{MANY - 1:03}.toml",
        "(file)",
        "the pack has over 500 TOML files; not read",
    ),
]


def plant(fault: PlantedFault, target: Path) -> Path:
    """Copy the minimal pack to ``target`` (a folder named ``minimal``) and plant ``fault`` in it."""
    shutil.copytree(MINIMAL, target)
    fault.plant(target)
    return target


def signature(root: Path) -> dict[str, tuple[str, bytes]]:
    """Every non-folder entry under ``root`` (symlinks not followed, FIFOs not opened) → (kind, content)."""
    found: dict[str, tuple[str, bytes]] = {}
    for folder, dirs, files in os.walk(root, followlinks=False):
        for name in [*files, *dirs]:
            path = Path(folder) / name
            rel = path.relative_to(root).as_posix()
            if path.is_symlink():
                found[rel] = ("symlink", os.readlink(path).encode())
            elif path.is_file():
                found[rel] = ("file", path.read_bytes())
            elif not path.is_dir():
                found[rel] = ("other", b"")
    return found


def changed_files(pack: Path) -> set[str]:
    """The entries in which ``pack`` differs from the minimal pack (written, added or removed)."""
    before, after = signature(MINIMAL), signature(pack)
    return {rel for rel in before.keys() | after.keys() if before.get(rel) != after.get(rel)}
