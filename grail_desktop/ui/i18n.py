"""Interface strings through Qt's translation machinery (issue 28: the second language comes later).

``tr("…")`` is ``QCoreApplication.translate`` in one context, so the strings are marked for ``lupdate`` now and
shown untranslated until a translator is installed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

#: The translation context of the strings marked with :func:`tr`.
CONTEXT = "GrailDesktop"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the interface language (itself while no translation is installed)."""
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)
