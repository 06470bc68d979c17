"""Registers the bundled fonts so text never falls back to boxes (assets/fonts, licences beside them)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtGui import QFontDatabase

from grail_desktop.resources import assets_dir

if TYPE_CHECKING:
    from PySide6.QtGui import QFont

_log = logging.getLogger(__name__)

#: Family used for reading text and headings (EB Garamond) and for the interface (DejaVu Sans).
READING_FAMILY = "EB Garamond"
UI_FAMILY = "DejaVu Sans"

_registered: list[str] = []


def register_fonts() -> list[str]:
    """Add every bundled .otf/.ttf to the application font database; returns the families registered.

    Safe to call more than once. Needs a ``QGuiApplication``.
    """
    if _registered:
        return list(_registered)
    folder = assets_dir() / "fonts"
    # the suffix compared, not ``folder.glob``: a glob pattern is translated and compiled as a regular
    # expression, on the start screen's way to its first frame (issue 25)
    for path in sorted(p for p in folder.iterdir() if p.suffix in (".otf", ".ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            _log.warning("could not register font %s", path)
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in _registered:
                _registered.append(family)
    return list(_registered)


def reading_font(point_size: int) -> QFont:
    """The reading font at ``point_size`` points."""
    from PySide6.QtGui import QFont  # here: PySide6 makes the class on first use, after the start screen's frame

    font = QFont(READING_FAMILY)
    font.setPointSize(point_size)
    return font


def ui_font(point_size: int) -> QFont:
    """The interface font at ``point_size`` points."""
    from PySide6.QtGui import QFont

    font = QFont(UI_FAMILY)
    font.setPointSize(point_size)
    return font
