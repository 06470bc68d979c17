"""A cache of parsed packs keyed by a content hash, so start-up does not pay for parsing (architecture.md
"Data in").

Cached catalogs are pickles in ``catalog/`` under the app's cache folder (see :func:`cache_dir`). The key
covers the pack's files *and* the loader's own source, so a new validator never trusts an old verdict. Any
cache failure (unwritable folder, corrupt or stale pickle) is ignored: the pack is parsed instead.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import re
import tempfile
from functools import cache
from pathlib import Path

import grail_desktop
from grail_desktop.engine.defs import Catalog

#: Bump when the pickled shape changes in a way the source fingerprint would not catch.
CACHE_FORMAT = 1
ENV_VAR = "GRAIL_DESKTOP_CACHE_DIR"


def cache_dir() -> Path:
    """The folder holding cached catalogs (not created here): ``$GRAIL_DESKTOP_CACHE_DIR``, else the app's cache
    folder (``$GRAIL_DESKTOP_HOME/cache``, else platformdirs' user cache dir, as ``grail_desktop.app.paths``)
    plus ``catalog``.
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
    except Exception:  # no home folder, odd platform: still cache somewhere harmless
        return Path(tempfile.gettempdir()) / "grail-desktop-cache" / "catalog"


@cache
def code_fingerprint() -> str:
    """A hash of the modules that decide what a pack becomes (catalog and the engine's definitions)."""
    digest = hashlib.sha256(f"{CACHE_FORMAT}:{grail_desktop.__version__}".encode())
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


def _path(pack_name: str, content_hash: str) -> Path:
    safe = re.sub(r"[^A-Za-z0-9_-]", "_", pack_name)[:60] or "pack"
    key = hashlib.sha256(f"{content_hash}:{code_fingerprint()}".encode()).hexdigest()[:40]
    return cache_dir() / f"{safe}-{key}.pickle"


def load(pack_name: str, content_hash: str) -> Catalog | None:
    """The cached catalog for this content, or ``None`` (absent, unreadable, corrupt or not a Catalog)."""
    try:
        with _path(pack_name, content_hash).open("rb") as f:
            value = pickle.load(f)
    except Exception:
        return None
    return value if isinstance(value, Catalog) else None


def store(pack_name: str, content_hash: str, catalog: Catalog) -> None:
    """Write the catalog atomically and drop older entries of the same pack; failures are ignored."""
    try:
        path = _path(pack_name, content_hash)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".pickle")
        try:
            with os.fdopen(fd, "wb") as f:
                pickle.dump(catalog, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        prefix = path.name.rsplit("-", 1)[0] + "-"
        for old in path.parent.glob(f"{prefix}*.pickle"):
            if old != path and len(old.name) == len(path.name):
                with contextlib.suppress(OSError):
                    old.unlink()
    except Exception:
        return
