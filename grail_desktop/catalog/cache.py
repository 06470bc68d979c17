"""A cache of validated packs keyed by a content hash, so start-up does not pay for parsing (architecture.md
"Data in").

A cached catalog is plain data, never code: the catalog as builtins (:mod:`grail_desktop.catalog.plain`)
written with :mod:`marshal` behind a header and a SHA-256 of the payload, in ``catalog/`` under the user's own
cache folder (:func:`cache_dir`). There is no other place: when that folder cannot be found or written, nothing
is cached. Reading checks the header, the digest, the pack's content hash and the loader's fingerprint, then
rebuilds the catalog checking every type, bound and effect (:func:`~grail_desktop.catalog.plain.from_plain`);
a file that fails any of these (corrupt, truncated, tampered, from another build) is ignored and the pack is
parsed instead. The key covers the pack's files *and* the loader's own source, so a new validator never trusts
an old verdict.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import re
import stat
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import grail_desktop
from grail_desktop.catalog.digest import sha256
from grail_desktop.catalog.plain import from_plain, to_plain
from grail_desktop.engine.defs import Catalog

#: Bump when the plain shape changes in a way the source fingerprint would not catch.
CACHE_FORMAT = 2
ENV_VAR = "GRAIL_DESKTOP_CACHE_DIR"
SUFFIX = ".catalog"
MAGIC = b"grail-desktop catalog cache\n"
#: Largest cache file read (the shipped pack's is about 0.3 MiB).
MAX_CACHE_BYTES = 64 * 1024 * 1024
_DIGEST = 32
#: marshal's format version used to write (stable across Python 3.x, checked by the fingerprint anyway).
_MARSHAL_VERSION = 4


def cache_dir() -> Path | None:
    """The folder holding cached catalogs (not created here), or ``None`` when there is no per-user cache
    folder: ``$GRAIL_DESKTOP_CACHE_DIR`` when set, else ``$GRAIL_DESKTOP_HOME/cache/catalog``, else
    platformdirs' user cache folder plus ``catalog`` (as ``grail_desktop.app.paths.cache_dir``).
    """
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    home = os.environ.get("GRAIL_DESKTOP_HOME")
    if home:
        return Path(home) / "cache" / "catalog"
    try:
        import platformdirs

        return Path(platformdirs.user_cache_dir("grail-desktop", "GrailDesktop")) / "catalog"
    except Exception:  # no home folder, odd platform: no cache rather than a shared place
        return None


@cache
def code_fingerprint() -> str:
    """A hash of the modules that decide what a pack becomes (catalog and the engine's definitions)."""
    digest = sha256(f"{CACHE_FORMAT}:{grail_desktop.__version__}".encode())
    package = Path(grail_desktop.__file__).parent
    sources = [
        *sorted((package / "catalog").glob("*.py")),
        package / "engine" / "defs.py",
        package / "engine" / "effects.py",
    ]
    for source in sources:
        try:
            digest.update(source.read_bytes())
        except OSError:  # frozen builds ship no sources: the version stands in for them
            digest.update(source.name.encode())
    return digest.hexdigest()


def _path(folder: Path, pack_name: str, content_hash: str) -> Path:
    safe = re.sub(r"[^A-Za-z0-9_-]", "_", pack_name)[:60] or "pack"
    key = sha256(f"{content_hash}:{code_fingerprint()}".encode()).hexdigest()[:40]
    return folder / f"{safe}-{key}{SUFFIX}"


def _read(path: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_CACHE_BYTES`, not following a symlink."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_CACHE_BYTES:
            raise OSError("not a cache file")
        # as much as the file holds (plus one byte, so growth shows as a bad digest), not a 64 MiB buffer
        return f.read(info.st_size + 1)


def encode(content_hash: str, catalog: Catalog) -> bytes:
    """The cache file's bytes for ``catalog``: header, SHA-256 of the payload, marshalled plain data."""
    entry: Any = (CACHE_FORMAT, content_hash, code_fingerprint(), to_plain(catalog))  # builtins only
    payload = marshal.dumps(entry, _MARSHAL_VERSION)
    return MAGIC + sha256(payload).digest() + payload


def decode(data: bytes, content_hash: str) -> Catalog | None:
    """The catalog in a cache file's bytes, or ``None`` if they are not an intact entry for this content and
    this loader (never raises)."""
    head = len(MAGIC) + _DIGEST
    if len(data) <= head or not data.startswith(MAGIC) or len(data) > MAX_CACHE_BYTES:
        return None
    payload = data[head:]
    if sha256(payload).digest() != data[len(MAGIC) : head]:
        return None  # corrupt or cut short: marshal never sees it
    try:
        value = marshal.loads(payload)
        if not (type(value) is tuple and len(value) == 4):
            return None
        form, key, fingerprint, plain = value
        if form != CACHE_FORMAT or key != content_hash or fingerprint != code_fingerprint():
            return None
        return from_plain(plain)
    except Exception:  # any malformed payload: parse the pack instead
        return None


def load(pack_name: str, content_hash: str) -> Catalog | None:
    """The cached catalog for this content, or ``None`` (no cache folder, absent, unreadable, not intact)."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        data = _read(_path(folder, pack_name, content_hash))
    except OSError:
        return None
    return decode(data, content_hash)


#: Entries a read-only load parsed and did not write (``load_campaign(write_cache=False)``): pack name to
#: (content hash, catalog), until :func:`store_deferred` writes them.
_DEFERRED: dict[str, tuple[str, Catalog]] = {}


def defer(pack_name: str, content_hash: str, catalog: Catalog) -> None:
    """Remember an entry to write later: a load that must write nothing (a save being read) parsed the pack."""
    _DEFERRED[pack_name] = (content_hash, catalog)


def store_deferred() -> None:
    """Write the entries :func:`defer` remembered (see :func:`store`; failures are ignored). The desktop app
    calls it once a resumed table is up: resuming with ``grail-desktop SAVE`` or Continue only read the cache,
    so without it every resume parsed the pack again."""
    while _DEFERRED:
        pack_name, (content_hash, catalog) = _DEFERRED.popitem()
        store(pack_name, content_hash, catalog)


def store(pack_name: str, content_hash: str, catalog: Catalog) -> None:
    """Write the catalog atomically into the user's cache folder and drop older entries of the same pack;
    does nothing when there is no such folder or it cannot be written (failures are ignored)."""
    folder = cache_dir()
    if folder is None:
        return
    try:
        path = _path(folder, pack_name, content_hash)
        data = encode(content_hash, catalog)
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=SUFFIX)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        prefix = path.name.rsplit("-", 1)[0] + "-"
        for old in folder.glob(f"{prefix}*{SUFFIX}"):
            if old != path and len(old.name) == len(path.name):
                with contextlib.suppress(OSError):
                    old.unlink()
        for stale in folder.glob(f"{prefix}*.pickle"):  # entries of the old pickle format: never read again
            with contextlib.suppress(OSError):
                stale.unlink()
    except Exception:
        return
