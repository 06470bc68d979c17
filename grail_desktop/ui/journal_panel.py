"""The journal panel at the table: the current section's prose and its options as numbered buttons.

Options whose conditions fail are shown disabled with the engine's reason; pressing 1–9 chooses.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from grail_desktop.engine.defs import JournalSectionDef
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.widgets import clear_layout


def prose_html(text: str, size: int) -> str:
    """Journal prose as HTML: blank lines make paragraphs, ``*x*`` is emphasis."""
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]
    body = "".join(
        "<p>" + re.sub(r"\*(.+?)\*", r"<i>\1</i>", html.escape(p).replace("\n", " ")) + "</p>" for p in paragraphs
    )
    return (f'<div style="font-family: \'{READING_FAMILY}\'; font-size: {size}pt; line-height: 150%;">'
            f"{body}</div>")


class JournalPanel(QWidget):
    """Shows one section; emits ``chosen(notation)`` (``choose N``)."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("journalPanel")
        self.setAccessibleName("Exploration Journal")
        self.setStyleSheet("#journalPanel { background: #1b1f21; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        self.title = QLabel()
        self.title.setObjectName("journalTitle")
        self.title.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 20pt; color: #e6c77f;')
        self.title.setWordWrap(True)
        self.where = QLabel()
        self.where.setProperty("role", "muted")
        self.text = QTextBrowser()
        self.text.setObjectName("journalText")
        self.text.setOpenLinks(False)
        self.text.setStyleSheet("background: #e9dfc6; color: #2a2219; border-radius: 6px; padding: 12px;")
        self.options_box = QVBoxLayout()
        layout.addWidget(self.title)
        layout.addWidget(self.where)
        layout.addWidget(self.text, 1)
        layout.addLayout(self.options_box)
        self.footer = QVBoxLayout()
        layout.addLayout(self.footer)
        self.option_buttons: list[QPushButton] = []

    def sync(self, section: JournalSectionDef, where: str, legal: list[str], reasons: dict[int, str],
             text_size: int) -> None:
        """Show ``section``; option N is enabled when ``choose N`` is legal, else disabled with its reason.

        Secret options whose conditions fail are not shown at all.
        """
        self.title.setText(section.title)
        self.where.setText(where)
        self.text.setHtml(prose_html(section.text, text_size + 2))
        clear_layout(self.options_box)
        self.option_buttons = []
        for number, option in enumerate(section.options, start=1):
            notation = f"choose {number}"
            legal_now = notation in legal
            if option.secret and not legal_now:
                continue
            costs = ", ".join(str(c).replace("pay ", "") for c in option.costs)
            label = f"{number}. {option.text}" + (f"  (costs {costs})" if costs else "")
            button = QPushButton(label)
            button.setObjectName(f"option{number}")
            button.setEnabled(legal_now)
            button.setStyleSheet("text-align: left; padding: 8px 12px;")
            button.setToolTip("" if legal_now else f"Not available: {reasons.get(number, 'conditions not met')}")
            if legal_now:
                button.clicked.connect(lambda _=False, n=notation: self.chosen.emit(n))
            self.options_box.addWidget(button)
            self.option_buttons.append(button)

    def add_footer(self, widget: QWidget) -> None:
        """Put ``widget`` below the options (the table's "Exploration ends" button)."""
        self.footer.addWidget(widget)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            index = key - Qt.Key.Key_1
            enabled = [b for b in self.option_buttons if b.objectName() == f"option{index + 1}"]
            if enabled and enabled[0].isEnabled():
                enabled[0].click()
                return
        super().keyPressEvent(event)
