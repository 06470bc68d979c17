"""Translations of the interface's own TOML assets (How to play's pages, the guided day's script), in the packs'
translation format (docs/content-format.md "Translations"; issue 28)."""

from __future__ import annotations

import logging
import tomllib
from pathlib import Path
from typing import Any

from grail_desktop.app.i18n import language

_log = logging.getLogger(__name__)


def translated_asset(raw: dict[str, Any], path: Path, fields: frozenset[str], what: str) -> dict[str, Any]:
    """``raw`` (the parsed ``path``) in the interface language: ``i18n/<lang>/<file>`` beside ``path`` overlays
    the string ``fields`` (e.g. ``{"title", "text"}``). A missing translation, or one that cannot be read, leaves
    the English; faults are logged under ``what`` ("how to play"), never raised."""
    lang = language()
    translated = path.parent / "i18n" / lang / path.name
    if lang == "en" or not translated.is_file():
        return raw
    from grail_desktop.catalog.translation import overlay

    try:
        table = tomllib.loads(translated.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        _log.warning("%s: cannot be read: %s", translated, exc)
        return raw
    problems: list[Any] = []
    merged, _ = overlay(path.name, raw, table, lang, fields, problems)
    for problem in problems:
        _log.warning("%s: %s", what, problem)
    return merged if isinstance(merged, dict) else raw
