"""The main window's status bar: a message too long for the bar ends in "…", and its whole text is on hover.

Newcomer 9: a long message (an Inspect-the-Menhir result) was cut at the bar's right edge with nothing to show the
rest. QStatusBar paints its message clipped; this one shows it elided to the bar's width and keeps the whole
message as the bar's tooltip (a click shows it at once). Messages still go through ``showMessage``.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QPoint
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QStatusBar, QToolTip, QWidget

#: the room (pixels) QStatusBar keeps on each side of its message
MARGIN = 8


class WholeStatusBar(QStatusBar):
    """A QStatusBar whose long message is elided, with its whole text on hover (:meth:`full_message`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusBar")
        self._full = ""
        self._shown = ""
        self._timeout = 0
        self._since = QElapsedTimer()
        self.messageChanged.connect(self._on_changed)

    def full_message(self) -> str:
        """The whole message now shown (elided or not); empty when none is."""
        return self._full if self.currentMessage() and self.currentMessage() == self._shown else self.currentMessage()

    def showMessage(self, text: str, /, timeout: int | None = 0) -> None:
        timeout = timeout or 0
        self._full = text
        self._timeout = timeout
        self._since.start()
        self._shown = self._fit(text)
        self.setToolTip(text if self._shown != text else "")
        super().showMessage(self._shown, timeout)

    def _fit(self, text: str) -> str:
        room = max(self.width() - 2 * MARGIN - 16, 40)  # the size grip's corner
        if not self.isVisible() or self.fontMetrics().horizontalAdvance(text) <= room:
            return text  # a bar not yet shown has no width of its own: it is fitted when it is (resizeEvent)
        # only a message too long builds PySide6's Qt namespace: the start screen's first frame does without it
        from PySide6.QtCore import Qt

        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)

    def _on_changed(self, text: str) -> None:
        if text != self._shown:  # cleared, or shown by Qt itself (a menu's status tip)
            self._full = self._shown = ""
            self.setToolTip("")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._full and self.currentMessage() == self._shown and self._fit(self._full) != self._shown:
            left = max(self._timeout - self._since.elapsed(), 1) if self._timeout else 0
            self.showMessage(self._full, int(left))  # the same message fitted to the new width, for the time left

    def mousePressEvent(self, event: QMouseEvent) -> None:
        from PySide6.QtCore import Qt

        if event.button() == Qt.MouseButton.LeftButton and self.toolTip():
            QToolTip.showText(self.mapToGlobal(QPoint(MARGIN, 0)), self.toolTip(), self)
        super().mousePressEvent(event)
