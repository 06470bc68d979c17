"""A pack's migrations table (``migrations.toml``): what changed between its released versions.

Saves record the pack id and version they were made with; when the installed pack is newer, the save loader
(:mod:`grail_desktop.saves.upgrade`) walks these steps from the save's version to the pack's own and applies
each one to the raw sheet (docs/content-format.md "Migrations"). The file is optional; a pack without it only
opens saves of its own version. Reading it writes nothing.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import attrs

from grail_desktop.catalog.problems import ContentError, Problem
from grail_desktop.engine.defs import Catalog

FILE = "migrations.toml"
MAX_BYTES = 256 * 1024
MAX_STEPS = 100
MAX_ENTRIES = 1000
VERSION_TEXT = re.compile(r"[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,4}")
#: kinds of id a step may rename, and the catalog table each is checked against
RENAME_KINDS: dict[str, str] = {
    "items": "items",
    "secrets": "secrets",
    "statuses": "",
    "sections": "journal",
    "events": "events",
    "enemies": "enemies",
    "skills": "skills",
    "cards": "cards",
}
#: kinds of id a step may remove (they are taken off the sheet wherever they lie)
REMOVE_KINDS: tuple[str, ...] = ("items", "secrets", "statuses")
#: kinds of card a step may add (new cards go to the bottom of their deck)
ADD_KINDS: tuple[str, ...] = ("items", "secrets")
STEP_KEYS = frozenset({"from", "to", "note", "renamed", "removed", "added", "status_to_item"})


@attrs.frozen
class PackMigration:
    """One step from pack version ``from_version`` to ``to_version``.

    ``note`` is told to the player; ``renamed[kind]`` maps old id → new id; ``removed[kind]`` and
    ``added[kind]`` list ids; ``status_to_item`` maps a Status the old version marked to the Item that now
    stands for it (the first living character in turn order is given the Item).
    """

    from_version: str
    to_version: str
    note: str
    renamed: dict[str, dict[str, str]] = attrs.field(factory=dict)
    removed: dict[str, tuple[str, ...]] = attrs.field(factory=dict)
    added: dict[str, tuple[str, ...]] = attrs.field(factory=dict)
    status_to_item: dict[str, str] = attrs.field(factory=dict)


def version_key(version: str) -> tuple[int, ...]:
    """``"0.10.2"`` → ``(0, 10, 2)`` for ordering; raises ValueError for anything else."""
    if not VERSION_TEXT.fullmatch(version):
        raise ValueError(f"{version!r} is not a version like 0.3.0")
    return tuple(int(p) for p in version.split("."))


class _Reader:
    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def bad(self, key: str, message: str) -> None:
        self.problems.append(Problem(FILE, key, message))

    def ids(self, value: object, key: str) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.bad(key, "must be an array of ids")
            return ()
        if len(value) > MAX_ENTRIES:
            self.bad(key, f"{len(value)} entries; at most {MAX_ENTRIES}")
            return ()
        return tuple(value)

    def mapping(self, value: object, key: str) -> dict[str, str]:
        if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
            self.bad(key, "must be a table of old id = new id")
            return {}
        if len(value) > MAX_ENTRIES:
            self.bad(key, f"{len(value)} entries; at most {MAX_ENTRIES}")
            return {}
        return dict(value)

    def kinds(self, value: object, key: str, allowed: tuple[str, ...] | dict[str, str], as_map: bool) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.bad(key, "must be a table by kind of id")
            return {}
        out: dict[str, Any] = {}
        for kind, entries in value.items():
            if kind not in allowed:
                self.bad(f"{key}.{kind}", f"unknown kind (known: {', '.join(allowed)})")
                continue
            out[kind] = self.mapping(entries, f"{key}.{kind}") if as_map else self.ids(entries, f"{key}.{kind}")
        return out

    def step(self, raw: object, i: int) -> PackMigration | None:
        where = f"migration[{i}]"
        if not isinstance(raw, dict):
            self.bad(where, "must be a table")
            return None
        for key in raw:
            if key not in STEP_KEYS:
                self.bad(f"{where}.{key}", "unknown key")
        versions = []
        for key in ("from", "to"):
            value = raw.get(key)
            if not isinstance(value, str) or not VERSION_TEXT.fullmatch(value):
                self.bad(f"{where}.{key}", f'must be a version like "0.3.0", not {value!r}'[:200])
                return None
            versions.append(value)
        if version_key(versions[0]) >= version_key(versions[1]):
            self.bad(f"{where}.to", f"{versions[1]} is not newer than {versions[0]}")
        note = raw.get("note")
        if not isinstance(note, str) or not note.strip() or len(note) > 2000:
            self.bad(f"{where}.note", "must say in a sentence or two (at most 2000 characters) what changed")
            note = ""
        status_to_item = self.mapping(raw.get("status_to_item", {}), f"{where}.status_to_item")
        return PackMigration(
            from_version=versions[0],
            to_version=versions[1],
            note=note.strip(),
            renamed=self.kinds(raw.get("renamed", {}), f"{where}.renamed", RENAME_KINDS, True),
            removed=self.kinds(raw.get("removed", {}), f"{where}.removed", REMOVE_KINDS, False),
            added=self.kinds(raw.get("added", {}), f"{where}.added", ADD_KINDS, False),
            status_to_item=status_to_item,
        )


def read_migrations(root: Path) -> tuple[tuple[PackMigration, ...], list[Problem]]:
    """The steps in ``root/migrations.toml`` (``()`` when the file is absent) and the problems of its shape.

    Steps must chain (each ``from`` is the previous ``to``), oldest first.
    """
    path = root / FILE
    reader = _Reader()
    if not path.exists():
        return (), []
    if path.is_symlink() or not path.is_file():
        return (), [Problem(FILE, "(file)", "must be a regular file inside the pack")]
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)  # never more than the cap, whatever the file's size
    except OSError as exc:
        return (), [Problem(FILE, "(file)", f"cannot read the file ({exc.strerror or exc})")]
    if len(data) > MAX_BYTES:
        return (), [Problem(FILE, "(file)", f"is larger than {MAX_BYTES // 1024} KiB")]
    try:
        table = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as exc:
        return (), [Problem(FILE, "(file)", f"is not valid UTF-8 TOML ({exc})"[:300])]
    for key in table:
        if key != "migration":
            reader.bad(key, "unknown top-level key (a migrations file holds [[migration]] tables)")
    raw_steps = table.get("migration", [])
    if not isinstance(raw_steps, list) or len(raw_steps) > MAX_STEPS:
        reader.bad("migration", f"must be at most {MAX_STEPS} [[migration]] tables")
        return (), reader.problems
    steps = [s for i, raw in enumerate(raw_steps) if (s := reader.step(raw, i)) is not None]
    for i in range(1, len(steps)):
        if steps[i].from_version != steps[i - 1].to_version:
            reader.bad(
                f"migration[{i}].from",
                f"{steps[i].from_version} does not follow on from {steps[i - 1].to_version} "
                "(steps chain, oldest first)",
            )
    return tuple(steps), reader.problems


def check_migrations(root: Path, catalog: Catalog) -> list[Problem]:
    """Problems of ``migrations.toml`` against the loaded pack: the last step must reach the pack's version and
    every id a step brings in (new names, added cards, Items standing for Statuses) must exist in the pack."""
    steps, problems = read_migrations(root)
    if not steps:
        return problems
    if steps[-1].to_version != catalog.campaign.version:
        problems.append(
            Problem(
                FILE,
                f"migration[{len(steps) - 1}].to",
                f"the last step reaches {steps[-1].to_version}; the pack is version {catalog.campaign.version}",
            )
        )
    tables: dict[str, Any] = {kind: getattr(catalog, attr) for kind, attr in RENAME_KINDS.items() if attr}
    for i, step in enumerate(steps):
        for kind, names in step.renamed.items():
            for old, new in names.items():
                if kind in tables and new not in tables[kind]:
                    key = f"migration[{i}].renamed.{kind}.{old}"
                    problems.append(Problem(FILE, key, f"{new!r} is not in the pack"))
        for kind, ids in step.added.items():
            for ident in ids:
                if ident not in tables[kind]:
                    problems.append(Problem(FILE, f"migration[{i}].added.{kind}", f"{ident!r} is not in the pack"))
        for status, item in step.status_to_item.items():
            if item not in catalog.items:
                key = f"migration[{i}].status_to_item.{status}"
                problems.append(Problem(FILE, key, f"{item!r} is not an Item of the pack"))
    return problems


def load_migrations(root: Path) -> tuple[PackMigration, ...]:
    """The steps of ``root/migrations.toml``; raises :class:`ContentError` when the file has any problem."""
    steps, problems = read_migrations(root)
    if problems:
        raise ContentError(problems, root.name)
    return steps
