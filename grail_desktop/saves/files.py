"""Reading and writing save files safely: size cap, no symlinks, UTF-8, atomic replace with numbered backups.

Writing (architecture.md "Data out"): the text goes to a temporary file in the same folder, is flushed and
fsync'ed; then the backups shift oldest first (``.4`` onto ``.5``, …, ``.1`` onto ``.2``, the save onto ``.1``),
each step linking (or copying) the file to a temporary name and ``os.replace``-ing it onto the next number, so the
source stays in place until it has itself been replaced; the folder is fsync'ed, ``os.replace`` puts the new file
in place and the folder is fsync'ed again. Every step leaves a complete set: a process killed at any moment
leaves the old or the new save under the name and every backup present and whole (at worst one backup is a
second copy of its newer neighbour, plus a stray temporary file that the next write removes).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
from collections.abc import Callable
from pathlib import Path

from grail_desktop.saves.errors import SaveError

#: Largest save sheet accepted, in bytes. A late-game save is well under 200 KiB.
MAX_SAVE_BYTES = 4 * 1024 * 1024
#: How many numbered backups (``name.toml.1`` … ``.5``) are kept.
BACKUPS = 5
TMP_SUFFIX = ".tmp"


def holds_sheets(root: Path | str, depth: int = 4) -> bool:
    """Whether the saves folder ``root`` holds any sheet or numbered backup (``*.toml``, ``*.toml.N``) within
    ``depth`` folder levels (a checkpoint, ``campaigns/<id>/checkpoints/x.toml``, is at the fourth); links are
    never followed; False when it is missing or unreadable. The start screen asks this first so that a first
    start (nothing saved) never imports the save listings (issue 25); any file found means the full listing."""
    try:
        with os.scandir(root) as entries:
            for entry in entries:
                if entry.name.startswith(".") or entry.is_symlink():
                    continue
                if entry.is_file():
                    if ".toml" in entry.name:
                        return True
                elif depth > 1 and entry.is_dir() and holds_sheets(entry.path, depth - 1):
                    return True
    except OSError:
        return False
    return False


def _open_regular(path: Path) -> int:
    """Open ``path`` for reading; refuse symlinks and anything that is not a regular file."""
    name = path.name
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        raise SaveError(name, "", "file not found") from None
    except OSError as exc:
        raise SaveError(name, "", f"cannot read the file ({exc.strerror})") from None
    if stat.S_ISLNK(info.st_mode):
        raise SaveError(name, "", "is a symbolic link; saves are read only from regular files")
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(name, "", "is not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        return os.open(path, flags)
    except OSError as exc:
        raise SaveError(name, "", f"cannot read the file ({exc.strerror})") from None


def _size(n: int) -> str:
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):g} MiB"
    if n >= 1024:
        return f"{n / 1024:g} KiB"
    return f"{n} bytes"


def read_bytes(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """Return the bytes of the save at ``path``.

    Raises :class:`SaveError` for a missing file, a symlink, a non-regular file, or a file over ``limit``
    bytes (the size cap; the file is not read past it).
    """
    fd = _open_regular(path)
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise SaveError(path.name, "", f"is larger than the {_size(limit)} limit for a save")
    return data


def read_head(path: Path, size: int) -> bytes:
    """Return at most the first ``size`` bytes of the save at ``path`` (refusals as :func:`read_bytes`)."""
    fd = _open_regular(path)
    with os.fdopen(fd, "rb") as handle:
        return handle.read(size)


def decode(data: bytes, name: str) -> str:
    """Decode UTF-8 (a leading BOM is dropped); raises :class:`SaveError` naming the bad byte offset."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(name, "", f"is not UTF-8 text (bad byte at offset {exc.start})") from None
    return text.removeprefix("\ufeff")


def backup_path(path: Path, n: int) -> Path:
    """The ``n``-th backup of ``path`` (1 = newest): ``slot1.toml`` → ``slot1.toml.1``."""
    return path.with_name(f"{path.name}.{n}")


def _fsync_dir(folder: Path) -> None:
    # Makes the rename durable; not possible on every platform (Windows), hence best effort.
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _place_copy(source: Path, target: Path) -> None:
    """Make ``target`` a complete copy of ``source`` in one atomic step; ``source`` is left in place.

    A hard link to a temporary name is renamed onto ``target`` (files are only ever replaced, never written in
    place, so sharing the data is safe); where hard links are not possible the file is copied and fsync'ed.
    """
    tmp = target.with_name(f".{target.name}.{os.getpid()}{TMP_SUFFIX}")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(tmp)
    try:
        try:
            os.link(source, tmp)
        except OSError:
            shutil.copyfile(source, tmp)
            fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_BINARY", 0))
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    # rename() of two links to one file does nothing and keeps both names: drop the temporary one.
    with contextlib.suppress(FileNotFoundError):
        os.unlink(tmp)


def _rotate(path: Path, keep: int) -> None:
    """Shift ``.1``…``.{keep-1}`` up by one and make the current save ``.1`` (it stays in place too).

    Oldest first, each backup is replaced atomically by a copy of its newer neighbour, which stays until it is
    itself replaced: after every step each name that existed holds a complete file.
    """
    if keep < 1 or not path.is_file() or path.is_symlink():
        return
    for n in range(keep - 1, 0, -1):
        newer = backup_path(path, n)
        if newer.is_file() and not newer.is_symlink():
            _place_copy(newer, backup_path(path, n + 1))
    _place_copy(path, backup_path(path, 1))
    _fsync_dir(path.parent)  # the backups are on disk before the save is replaced


def write_atomic(
    path: Path,
    text: str,
    *,
    keep: int = BACKUPS,
    before_replace: Callable[[], None] | None = None,
) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically, rotating the previous file into ``keep`` backups.

    ``before_replace`` is called after the temporary file is complete and the backups rotated, just before
    the rename (tests use it to kill the writer there). Raises :class:`SaveError` when the folder is missing
    or not writable; the previous save is then untouched.
    """
    folder = path.parent
    tmp = folder / f".{path.name}.{os.getpid()}{TMP_SUFFIX}"
    data = text.encode("utf-8")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o644)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        _rotate(path, keep)
        if before_replace is not None:
            before_replace()
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise SaveError(path.name, "", f"cannot write the save ({exc.strerror or exc})") from None
    _fsync_dir(folder)
    _remove_leftovers(path)


def _remove_leftovers(path: Path) -> None:
    """Delete temporary files of this save left by writers that were killed before their replace."""
    import glob  # here: the start screen lists saves without it (issue 25)

    for stale in path.parent.glob(f".{glob.escape(path.name)}.*{TMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            stale.unlink()
