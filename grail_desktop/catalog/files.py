"""The pack layout (content-layout brief, docs/content-format.md "Files") and reading its TOML files safely.

Reading never raises for bad content: a file over :data:`MAX_FILE_BYTES`, a file that is not UTF-8, TOML
syntax errors and unknown top-level tables all become :class:`~grail_desktop.catalog.problems.Problem` values.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from pathlib import Path
from typing import Any

import attrs

from grail_desktop.catalog.problems import Problem

#: Largest pack file read, in bytes (2 MiB): a bigger file is reported, not read.
MAX_FILE_BYTES = 2 * 1024 * 1024

#: file → (top-level key, whether it holds an array of tables ``[[key]]`` or one table ``[key]``)
SINGLE_FILES: dict[str, tuple[str, bool]] = {
    "campaign.toml": ("campaign", False),
    "characters.toml": ("character", True),
    "encounters.toml": ("enemy", True),
    "locations.toml": ("location", True),
    "items.toml": ("item", True),
    "secrets.toml": ("secret", True),
    "skills.toml": ("skill", True),
    "events.toml": ("event", True),
    "chapters.toml": ("chapter", True),
    "glossary.toml": ("glossary", False),
}
#: folder → top-level key of every ``*.toml`` file in it (always ``[[key]]``)
FOLDERS: dict[str, str] = {"cards": "card", "journal": "section"}
OPTIONAL_FILES: frozenset[str] = frozenset({"glossary.toml"})

_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")


@attrs.frozen
class PackFile:
    """One TOML file of a pack: its path relative to the pack (``"journal/moor.toml"``) and its bytes."""

    rel: str
    data: bytes


@attrs.define
class RawPack:
    """What was read: the parsed top-level value per file (``records[rel]``) and the problems met."""

    records: dict[str, Any] = attrs.field(factory=dict)
    problems: list[Problem] = attrs.field(factory=list)


def spec_for(rel: str) -> tuple[str, bool] | None:
    """The top-level key a file holds and whether it is an array of tables; ``None`` outside the layout."""
    if rel in SINGLE_FILES:
        return SINGLE_FILES[rel]
    folder, _, name = rel.partition("/")
    if folder in FOLDERS and name and "/" not in name:
        return FOLDERS[folder], True
    return None


def collect(root: Path) -> tuple[list[PackFile], list[Problem]]:
    """Every ``*.toml`` file under ``root`` (sorted by relative path) with its bytes, and the problems met:
    files over the size cap (not read), unreadable files, missing required files, files outside the layout.
    """
    problems: list[Problem] = []
    files: list[PackFile] = []
    for path in sorted(root.rglob("*.toml")):
        rel = path.relative_to(root).as_posix()
        if not path.is_file():
            continue
        if spec_for(rel) is None:
            problems.append(
                Problem(
                    rel,
                    "(file)",
                    "not part of the pack layout (see docs/content-format.md); ignored",
                    "warning",
                )
            )
            continue
        try:
            size = path.stat().st_size
            if size > MAX_FILE_BYTES:
                problems.append(
                    Problem(
                        rel,
                        "(file)",
                        f"file is {size} bytes, over the {MAX_FILE_BYTES} byte cap; split it up",
                    )
                )
                continue
            files.append(PackFile(rel, path.read_bytes()))
        except OSError as exc:
            problems.append(Problem(rel, "(file)", f"cannot read file: {exc.strerror or exc}"))
    present = {f.rel for f in files} | {p.file for p in problems}
    for rel in SINGLE_FILES:
        if rel not in present and rel not in OPTIONAL_FILES:
            problems.append(Problem(rel, "(file)", "required file is missing"))
    if not any(rel.startswith("journal/") for rel in present):
        problems.append(Problem("journal/", "(folder)", "no journal files: add journal/*.toml with [[section]]"))
    return files, problems


def content_hash(files: list[PackFile]) -> str:
    """SHA-256 over every file's relative path and bytes, in order: the key of the parsed-pack cache."""
    digest = hashlib.sha256()
    for f in files:
        digest.update(f.rel.encode() + b"\0" + str(len(f.data)).encode() + b"\0" + f.data)
    return digest.hexdigest()


def _decode(f: PackFile, problems: list[Problem]) -> str | None:
    try:
        return f.data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = f.data[: exc.start].count(b"\n") + 1
        bad = f.data[exc.start : exc.start + 1].hex()
        problems.append(
            Problem(f.rel, f"line {line}", f"not valid UTF-8: byte 0x{bad} at offset {exc.start}; save as UTF-8")
        )
        return None


def parse(files: list[PackFile]) -> RawPack:
    """Decode and parse every file; check the top-level tables against the layout."""
    raw = RawPack()
    for f in files:
        text = _decode(f, raw.problems)
        if text is None:
            continue
        try:
            table = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            message = str(exc)
            match = _TOML_POSITION.search(message)
            key = f"line {match.group(1)}, column {match.group(2)}" if match else "(syntax)"
            message = _TOML_POSITION.sub("", message) if match else message
            raw.problems.append(Problem(f.rel, key, f"TOML syntax error: {message}"))
            continue
        spec = spec_for(f.rel)
        assert spec is not None  # collect() keeps only files in the layout
        top, is_array = spec
        for key in table:
            if key != top:
                want = f"[[{top}]]" if is_array else f"[{top}]"
                raw.problems.append(Problem(f.rel, key, f"unknown top-level table; this file holds {want}"))
        if top not in table:
            if not is_array:
                raw.problems.append(Problem(f.rel, f"[{top}]", "required table missing"))
            continue
        value = table[top]
        if is_array and not (isinstance(value, list) and all(isinstance(v, dict) for v in value)):
            raw.problems.append(Problem(f.rel, top, f"expected an array of tables [[{top}]]"))
            continue
        if not is_array and not isinstance(value, dict):
            raw.problems.append(Problem(f.rel, top, f"expected a table [{top}]"))
            continue
        raw.records[f.rel] = value
    return raw
