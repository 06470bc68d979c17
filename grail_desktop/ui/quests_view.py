"""The Quests & belongings window (issue 19): today's Event, Active Quests with hints, each character's states,
Items, Secrets and Skills, and the Statuses, in full text (content: :mod:`grail_desktop.app.belongings_view`).
Opened with Ctrl+B or the toolbar's "Quests & belongings"; it follows the game while open.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from grail_desktop.app.belongings_view import belongings_view
from grail_desktop.app.emphasis import emphasis_html
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.widgets import fit_over


def belongings_html(game: Any, catalog: Any) -> str:
    """The view as rich text: a heading per section, each entry's title in bold and its text below."""
    parts: list[str] = []
    for section in belongings_view(game, catalog):
        parts.append(f"<h2>{escape(section.heading)}</h2>")
        for title, text in section.entries:
            body = "".join(f"<p>{emphasis_html(p)}</p>" for p in text.split("\n\n") if p.strip())
            parts.append(f"<p><b>{escape(title)}</b></p>{body}")
    return "".join(parts)


class QuestsDialog(QDialog):
    """A non-modal reading window over the session; :meth:`refresh` re-reads the game."""

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("questsDialog")
        self.setWindowTitle(tr("Quests & belongings"))
        self.setModal(False)
        self.text = QTextBrowser()
        self.text.setObjectName("questsText")
        self.text.setOpenLinks(False)
        # the reading font for the text alone: a rule without a selector also reached its scroll bar, which then
        # drew a second, stock-looking bar beside the theme's (the doubled scrollbar a newcomer saw, issue 18)
        self.text.setStyleSheet(f'QTextBrowser#questsText {{ font-family: "{READING_FAMILY}"; font-size: 14pt; }}')
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(close)
        fit_over(self, 640, 720)
        session.state_changed.connect(self._changed)  # a bound slot: dropped when the window is deleted
        self.refresh()

    def _changed(self, _changes: object) -> None:
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        # Hidden, it stops following the game (refresh skips): catch up each time it is shown again.
        self.text.setHtml(belongings_html(self.session.game, self.session.catalog))
        super().showEvent(event)

    def refresh(self) -> None:
        if self.isVisible() or not self.text.toPlainText():
            self.text.setHtml(belongings_html(self.session.game, self.session.catalog))
