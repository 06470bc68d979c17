"""A note over the map: the whole of an answer the map gives, readable where it is shown (issue 18).

Newcomer 12: Inspect the Menhir's answer (its light, what waking it asks for, what the waking does) is a few
sentences long, and the status bar could show it only elided, whole on hover; the Chronicle shows three lines of
it. The note lies over the top of the map, as wide as the map allows (at most :data:`MOST_WIDTH` pixels), its words
wrapped, as tall as they need. It stays until the next action, its × or Escape; it moves nothing under it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QFrame, QHBoxLayout, QLabel, QToolButton

from grail_desktop.ui.i18n import tr
from grail_desktop.ui.theme import theme_colour

#: The note's widest (pixels): longer lines are hard to read
MOST_WIDTH = 640
#: Its distance from the map's edges (pixels)
INSET = 12


class MapNote(QFrame):
    """A wrapped note over ``view``'s viewport (:meth:`show_note`); hidden by :meth:`dismiss`, its ×, or Escape."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self.view = view
        self.setObjectName("mapNote")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 8, 6, 8)
        self.label = QLabel()
        self.label.setObjectName("mapNoteText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label, 1)
        self.close_button = QToolButton()
        self.close_button.setObjectName("mapNoteClose")
        self.close_button.setText("×")
        self.close_button.setToolTip(tr("Close this note (Esc)"))
        self.close_button.setAccessibleName(tr("Close this note"))
        self.close_button.clicked.connect(self.dismiss)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)  # Escape on the map puts the note away too
        self.hide()

    def text(self) -> str:
        """The note's whole text (empty while none is shown)."""
        return self.label.text() if self.isVisible() else ""

    def show_note(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(text)
        panel, edge = theme_colour("panel", "#1f2427"), theme_colour("heading", "#e0b868")
        self.setStyleSheet(f"#mapNote {{ background: {panel}; border: 1px solid {edge}; border-radius: 6px; }}")
        self.show()
        self._place()
        self.raise_()

    def dismiss(self) -> None:
        if self.isVisible():
            focused = QApplication.focusWidget()
            held = focused is not None and self.isAncestorOf(focused)
            self.hide()
            if held:  # the keyboard goes back to the map, never nowhere
                self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _place(self) -> None:
        """Over the top of the viewport, as wide as it allows up to :data:`MOST_WIDTH`, as tall as its words."""
        port = self.view.viewport().geometry()
        width = max(min(port.width() - 2 * INSET, MOST_WIDTH), 120)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else self.sizeHint().height()
        height = min(height, max(port.height() - 2 * INSET, 40))
        self.setGeometry(port.x() + (port.width() - width) // 2, port.y() + INSET, width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        escape = isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
        if watched is self.view and self.isVisible() and event.type() == QEvent.Type.KeyPress and escape:
            self.dismiss()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            return
        super().keyPressEvent(event)
