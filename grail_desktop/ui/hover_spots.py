"""Hover spots: invisible child items that give a part of a painted item its own tooltip (a Menhir's dial, a
card's seals, a Guardian marker, Time Tokens), so every thing on the table says what it is on hover (issue 19).

A spot accepts no mouse buttons: clicks, drags and right-clicks go to the item it sits on.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget


class HoverSpot(QGraphicsItem):
    """A transparent rectangle over part of ``parent`` with its own ``tooltip``; ``kind`` names what it marks
    (``"menhir"``, ``"seal"``, ``"guardian"``, ``"time"``) for tests and accessibility."""

    def __init__(self, parent: QGraphicsItem, rect: QRectF, tooltip: str, kind: str) -> None:
        super().__init__(parent)
        self.rect = rect
        self.kind = kind
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the item below paints the thing."""
