"""Where the bundled ``content/`` and ``assets/`` folders are, however Grail Desktop was installed.

One module knows how (issue: foundation). Three layouts exist:

* a source checkout or editable install: ``<repo>/content`` beside the ``grail_desktop`` package;
* an installed wheel: ``grail_desktop/content`` inside the package (``force-include`` in pyproject.toml);
* a PyInstaller bundle: ``<sys._MEIPASS>/content``.

Stdlib only, so every layer (catalog, saves, app, packaging) may use it.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates(name: str) -> list[Path]:
    found: list[Path] = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        found.append(Path(frozen_root) / name)
    found.append(_PACKAGE_DIR / name)
    found.append(_PACKAGE_DIR.parent / name)
    return found


@cache
def bundled_dir(name: str) -> Path:
    """Return the bundled folder ``name`` (``"content"`` or ``"assets"``).

    Raises ``FileNotFoundError`` naming every place looked at when none exists.
    """
    candidates = _candidates(name)
    for path in candidates:
        if path.is_dir():
            return path
    raise FileNotFoundError(f"bundled folder '{name}' not found; looked in: " + ", ".join(map(str, candidates)))


def content_dir() -> Path:
    """The bundled ``content/`` folder."""
    return bundled_dir("content")


def assets_dir() -> Path:
    """The bundled ``assets/`` folder."""
    return bundled_dir("assets")


def asset(*parts: str) -> Path:
    """Path of one bundled asset, e.g. ``asset("icons", "app.svg")`` (existence is not checked)."""
    return assets_dir().joinpath(*parts)


def campaigns_dir() -> Path:
    """The folder holding bundled campaign packs (``content/campaigns``)."""
    return content_dir() / "campaigns"


def bundled_campaign_ids() -> list[str]:
    """Ids of the bundled campaign packs (folders with a ``campaign.toml``), sorted."""
    try:
        root = campaigns_dir()
    except FileNotFoundError:
        return []
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if (p / "campaign.toml").is_file())
