"""The compressed bundle: a gzip'd tarball of a built folder, entries owned by root (stdlib only)."""

from __future__ import annotations

import tarfile
from pathlib import Path


def write_tarball(folder: Path, out: Path) -> Path:
    """Compress ``folder`` into ``out`` (gzip level 9) under its own name, entries owned by root; returns ``out``.

    Symlinks stay symlinks (PyInstaller's onedir bundles use a few on Linux).
    """

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    out.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name, filter=owned_by_root)
    return out
