"""The pack layout (content-layout brief, docs/content-format.md "Files") and reading its TOML files safely.

Reading never raises for bad content: a file over :data:`MAX_FILE_BYTES`, a file that is not UTF-8, TOML
syntax errors, TOML nested too deeply, numbers of thousands of digits, symlinks out of the pack, FIFOs and
unknown top-level tables all become :class:`~grail_desktop.catalog.problems.Problem` values.
"""

from __future__ import annotations

import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any

import attrs

from grail_desktop.catalog.digest import sha256
from grail_desktop.catalog.problems import Problem
from grail_desktop.catalog.translation import is_language, split_rel

#: Largest pack file read, in bytes (2 MiB): a bigger file is reported, not read.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Most TOML files read from one pack, and most bytes read in all (32 MiB): the rest is reported, not read.
MAX_PACK_FILES = 500
MAX_PACK_BYTES = 32 * 1024 * 1024
#: How deep the walk looks for stray ``.toml`` files, and how many entries it looks at in all.
MAX_DEPTH = 8
MAX_ENTRIES = 20_000

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
    "names.toml": ("names", False),
    "difficulty.toml": ("difficulty", True),
}
#: folder → top-level key of every ``*.toml`` file in it (always ``[[key]]``)
FOLDERS: dict[str, str] = {"cards": "card", "journal": "section"}
OPTIONAL_FILES: frozenset[str] = frozenset({"glossary.toml", "names.toml", "difficulty.toml"})
#: Files of the pack read on their own, not into the catalog (``migrations.toml``: catalog.migrations).
SIDE_FILES: frozenset[str] = frozenset({"migrations.toml"})

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


def _scan(root: Path, problems: list[Problem]) -> list[tuple[str, Path]]:
    """``(rel, path)`` of every ``*.toml`` entry under ``root``, walked without following symlinked folders;
    ``path`` is the file to read (for a symlink inside the pack, the file it names).

    Symlinks (to files or folders) that lead outside the pack, or nowhere, are reported and dropped; a
    symlinked folder inside the pack is not followed (warning). The layout's folders are walked first; other
    folders (which can only hold stray files) only :data:`MAX_DEPTH` deep and up to :data:`MAX_ENTRIES`
    entries in all, so a hostile folder tree cannot make validation hang.
    """
    base: Path | None = None  # the pack's real path, found when the first symlink needs it
    found: list[tuple[str, Path]] = []
    stack: list[tuple[Path, str, int]] = [(root, "", 0)]  # folder, its rel prefix ("journal/"), depth
    seen = 0
    while stack:
        folder, prefix, depth = stack.pop()
        try:
            with os.scandir(folder) as scan:
                entries = sorted(scan, key=lambda e: e.name)
        except OSError as exc:
            problems.append(Problem(prefix or "(pack)", "(folder)", f"cannot read folder: {exc.strerror or exc}"))
            continue
        later: list[tuple[Path, str, int]] = []
        for entry in entries:
            seen += 1
            if seen > MAX_ENTRIES:
                message = f"more than {MAX_ENTRIES} files and folders; the rest are not looked at"
                problems.append(Problem("(pack)", "(folder)", message, "warning"))
                return sorted(found)
            path = Path(entry.path)
            rel = prefix + entry.name
            is_toml = entry.name.endswith(".toml")
            if entry.is_symlink():
                base = base or root.resolve()
                target, fault = _symlink_target(path, base)
                if target is None:
                    is_dir = path.is_dir()
                    if is_toml or is_dir:
                        problems.append(Problem(rel, "(folder)" if is_dir else "(file)", f"{fault}; not read"))
                    continue
                if target.is_dir():
                    problems.append(
                        Problem(rel, "(folder)", "a symlinked folder is not followed; move the files in", "warning")
                    )
                    continue
                path = target  # read the file it names inside the pack, never the link itself
            elif entry.is_dir(follow_symlinks=False):
                if depth + 1 >= MAX_DEPTH:
                    message = f"nested over {MAX_DEPTH} folders deep; not looked into"
                    problems.append(Problem(rel + "/", "(folder)", message, "warning"))
                elif depth == 0 and entry.name in FOLDERS:
                    later.append((path, rel + "/", depth + 1))
                else:
                    stack.insert(0, (path, rel + "/", depth + 1))  # stray folders last
                continue
            if is_toml:
                found.append((rel, path))
        stack.extend(later)
    return sorted(found)


def _symlink_target(path: Path, base: Path) -> tuple[Path | None, str]:
    """Where a symlink inside the pack leads, or ``None`` and why not: it leads outside ``base`` or nowhere."""
    try:
        target = path.resolve(strict=True)
    except (OSError, RuntimeError):  # dangling, a loop, or unreadable
        return None, "a symlink leading nowhere (its target is missing, or it loops)"
    if not target.is_relative_to(base):
        return None, "a symlink leading outside the pack folder"
    return target, ""


def _read(path: Path) -> bytes:
    """The bytes of a regular file, read without following a final symlink or blocking on a FIFO.

    Raises :class:`OSError`; :class:`_NotRegular` for FIFOs, devices, sockets and folders; :class:`_TooBig`
    when the file is over :data:`MAX_FILE_BYTES`.
    """
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise _NotRegular
        if info.st_size > MAX_FILE_BYTES:
            raise _TooBig(info.st_size)
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(fd, MAX_FILE_BYTES + 1 - total):
            chunks.append(chunk)
            total += len(chunk)
            if total > MAX_FILE_BYTES:  # grew while being read
                raise _TooBig(total)
    finally:
        os.close(fd)
    return b"".join(chunks)


class _NotRegular(Exception):
    pass


class _TooBig(Exception):
    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


def collect(root: Path) -> tuple[list[PackFile], list[Problem]]:
    """Every ``*.toml`` file under ``root`` (sorted by relative path) with its bytes, and the problems met:
    files over the size cap (not read), unreadable files, FIFOs and other non-regular files, symlinks leading
    out of the pack, missing required files, files outside the layout, and packs over :data:`MAX_PACK_FILES`
    files or :data:`MAX_PACK_BYTES` bytes in all.
    """
    problems: list[Problem] = []
    files: list[PackFile] = []
    total = 0
    # the pack's own files first: translations never push one of them over the bounds
    for rel, path in sorted(_scan(root, problems), key=lambda found: (found[0].startswith("i18n/"), found[0])):
        if rel in SIDE_FILES:
            continue
        translated = split_rel(rel)
        if translated is not None:  # i18n/<lang>/<file>: read (within the bounds) for the loader to overlay
            lang, original = translated
            if not is_language(lang) or (spec_for(original) is None and original not in SIDE_FILES):
                message = "not a translation of a pack file (i18n/<language>/<the file's own path>); ignored"
                problems.append(Problem(rel, "(file)", message, "warning"))
                continue
        elif spec_for(rel) is None:
            problems.append(
                Problem(
                    rel,
                    "(file)",
                    "not part of the pack layout (see docs/content-format.md); ignored",
                    "warning",
                )
            )
            continue
        if len(files) >= MAX_PACK_FILES:
            problems.append(Problem(rel, "(file)", f"the pack has over {MAX_PACK_FILES} TOML files; not read"))
            continue
        try:
            data = _read(path)
        except _NotRegular:
            problems.append(Problem(rel, "(file)", "not a regular file (a folder, FIFO or device); not read"))
            continue
        except _TooBig as big:
            problems.append(
                Problem(rel, "(file)", f"file is {big.size} bytes, over the {MAX_FILE_BYTES} byte cap; split it up")
            )
            continue
        except OSError as exc:
            problems.append(Problem(rel, "(file)", f"cannot read file: {exc.strerror or exc}"))
            continue
        total += len(data)
        if total > MAX_PACK_BYTES:
            problems.append(
                Problem(rel, "(file)", f"the pack is over {MAX_PACK_BYTES} bytes in all; this file is not read")
            )
            continue
        files.append(PackFile(rel, data))
    present = {f.rel for f in files} | {p.file for p in problems}
    for rel in SINGLE_FILES:
        if rel not in present and rel not in OPTIONAL_FILES:
            problems.append(Problem(rel, "(file)", "required file is missing"))
    if not any(rel.startswith("journal/") for rel in present):
        problems.append(Problem("journal/", "(folder)", "no journal files: add journal/*.toml with [[section]]"))
    return files, problems


def read_pack_file(root: Path, rel: str, problems: list[Problem]) -> PackFile | None:
    """One file of the pack read within :data:`MAX_FILE_BYTES` (never following a final symlink), or ``None``
    with the reason appended to ``problems``."""
    try:
        return PackFile(rel, _read(root / rel))
    except _NotRegular:
        problems.append(Problem(rel, "(file)", "not a regular file (a folder, FIFO or device); not read"))
    except _TooBig as big:
        problems.append(Problem(rel, "(file)", f"file is {big.size} bytes, over the {MAX_FILE_BYTES} byte cap"))
    except OSError as exc:
        problems.append(Problem(rel, "(file)", f"cannot read file: {exc.strerror or exc}"))
    return None


def content_hash(files: list[PackFile]) -> str:
    """SHA-256 over every file's relative path and bytes, in order: the key of the parsed-pack cache."""
    digest = sha256()
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


def _syntax_problem(rel: str, exc: tomllib.TOMLDecodeError, problems: list[Problem]) -> None:
    message = str(exc)
    match = _TOML_POSITION.search(message)
    key = f"line {match.group(1)}, column {match.group(2)}" if match else "(syntax)"
    message = _TOML_POSITION.sub("", message) if match else message
    problems.append(Problem(rel, key, f"TOML syntax error: {message}"))


def load_table(f: PackFile, problems: list[Problem]) -> dict[str, Any] | None:
    """The parsed TOML of one file, or ``None`` with the reason appended to ``problems`` (never raises)."""
    text = _decode(f, problems)
    if text is None:
        return None
    try:
        return tomllib.loads(text)
    except RecursionError:
        problems.append(Problem(f.rel, "(syntax)", "TOML nested too deeply (arrays or tables in each other)"))
    except ValueError as exc:
        if isinstance(exc, tomllib.TOMLDecodeError):
            _syntax_problem(f.rel, exc, problems)
        elif "digits" in str(exc):  # int() refuses a number of thousands of digits
            problems.append(Problem(f.rel, "(syntax)", "a number has thousands of digits; not read"))
        else:
            problems.append(Problem(f.rel, "(syntax)", f"TOML that cannot be read ({str(exc)[:80]})"))
    return None


def parse(files: list[PackFile]) -> RawPack:
    """Decode and parse every file; check the top-level tables against the layout."""
    raw = RawPack()
    for f in files:
        table = load_table(f, raw.problems)
        if table is None:
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
