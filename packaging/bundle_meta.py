"""Facts every packaging step shares: the project's name and version, the target's architecture, output paths.

Stdlib only (``tomllib``), so the spec, ``build.py``, the benchmark and the headless tests can all use it.
"""

from __future__ import annotations

import platform
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGING_DIR.parent

#: The folders copied to the bundle's root, where ``grail_desktop.resources`` finds them via ``sys._MEIPASS``.
BUNDLED_FOLDERS = ("content", "assets", "docs")

#: Desktop-integration identity (the .desktop file, the icon theme name, the macOS bundle identifier).
APP_ID = "grail-desktop"
DISPLAY_NAME = "Grail Desktop"
BUNDLE_IDENTIFIER = "org.graildesktop.GrailDesktop"
SUMMARY = "Story-driven survival and exploration campaign game"
#: Debian's Maintainer field wants "name <address>"; ``.invalid`` is a reserved, never-routed domain.
MAINTAINER = "The Grail Desktop team <maintainers@grail-desktop.invalid>"

#: Debian architecture names for ``platform.machine()`` values.
_DEB_ARCH = {
    "x86_64": "amd64",
    "amd64": "amd64",
    "aarch64": "arm64",
    "arm64": "arm64",
    "armv7l": "armhf",
    "i686": "i386",
}


@dataclass(frozen=True)
class Project:
    """``[project]`` fields of ``pyproject.toml`` that packaging needs."""

    name: str
    version: str
    description: str
    license: str


def read_project(pyproject: Path | None = None) -> Project:
    """Read name, version, description and licence from ``pyproject.toml`` (the repository's by default).

    Raises ``ValueError`` naming the file and key when ``[project].name`` or ``.version`` is missing.
    """
    path = pyproject or REPO_ROOT / "pyproject.toml"
    with path.open("rb") as handle:
        data = tomllib.load(handle)
    project = data.get("project", {})
    for key in ("name", "version"):
        if not isinstance(project.get(key), str) or not project[key]:
            raise ValueError(f"{path}: [project].{key} is missing or not a string")
    licence = project.get("license", {})
    return Project(
        name=project["name"],
        version=project["version"],
        description=project.get("description", ""),
        license=licence.get("text", "") if isinstance(licence, dict) else str(licence),
    )


def machine() -> str:
    """The build machine's architecture as ``platform.machine()`` spells it, lower case (``x86_64``)."""
    return platform.machine().lower() or "unknown"


def deb_arch(arch: str | None = None) -> str:
    """Debian's name for ``arch`` (``x86_64`` → ``amd64``); unknown names pass through unchanged."""
    arch = arch or machine()
    return _DEB_ARCH.get(arch, arch)


def os_tag() -> str:
    """``linux``, ``windows`` or ``macos``: the archive name's platform part."""
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def archive_name(version: str, arch: str | None = None) -> str:
    """File name of the compressed bundle, e.g. ``grail-desktop-0.1.0-linux-x86_64.tar.gz``."""
    return f"{APP_ID}-{version}-{os_tag()}-{arch or machine()}.tar.gz"


def deb_name(version: str, arch: str | None = None) -> str:
    """File name of the Debian package, e.g. ``grail-desktop_0.1.0_amd64.deb`` (Debian's own convention)."""
    return f"{APP_ID}_{version}_{deb_arch(arch)}.deb"
