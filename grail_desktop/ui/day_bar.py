"""The day bar: day and phase, the Event and Active Quests (readable on hover/click), Menhirs, whose turn."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from grail_desktop.app.views import DayView
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr


class ElidedLabel(QLabel):
    """A one-line label that ends in "…" when there is not room for all of its text (plain text only)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        # it asks for its whole text and gives way only when the bar is short of room (a newcomer found the
        # Menhirs and Quests cut while the Event had room to spare; issue 18); the tooltip has the whole text
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.updateGeometry()
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        self.setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(10, self.width())))


class DayBar(QFrame):
    """A strip across the top of the table, rebuilt by :meth:`sync`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayBar")
        self.setAccessibleName(tr("Day bar"))
        # Its colours are the theme's (ui/theme.py "#dayBar"): readable in the light and high-contrast themes too.
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.day = QLabel()
        self.day.setObjectName("dayLabel")
        self.day.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 16pt;')
        self.event_label = ElidedLabel()
        self.event_label.setObjectName("eventLabel")
        self.quests = ElidedLabel()
        self.quests.setObjectName("questsLabel")
        self.menhirs = ElidedLabel()
        self.menhirs.setObjectName("menhirsLabel")
        self.turn = QLabel()
        self.turn.setObjectName("turnLabel")
        self.turn.setStyleSheet("font-weight: bold;")
        for widget in (self.day, self.event_label, self.quests, self.menhirs):
            layout.addWidget(widget)
            layout.addSpacing(18)
        # Each title takes the width it needs; the room left over goes before whose turn it is. Long titles
        # never widen the window: they end in "…" here only when the bar is full, and read in full on hover.
        layout.addStretch(1)
        layout.addWidget(self.turn)

    def sync(self, view: DayView) -> None:
        self.day.setText(tr("Day {day} · {phase}").format(day=view.day, phase=view.phase))
        self.event_label.set_full_text(
            tr("Event: {title}").format(title=view.event_title) if view.event_title else tr("No Event yet")
        )
        self.event_label.setToolTip(f"<b>{view.event_title}</b><br>{view.event_text}" if view.event_title else "")
        if view.quests:
            self.quests.set_full_text(tr("Quests: {names}").format(names=", ".join(t for t, _ in view.quests)))
            self.quests.setToolTip(
                "<br><br>".join(f"<b>{t}</b><br>{body}".replace("\n", "<br>") for t, body in view.quests)
            )
        else:
            self.quests.set_full_text(tr("No Active Quests"))
            self.quests.setToolTip("")
        self.menhirs.set_full_text(
            tr("Menhirs: {list}").format(list="; ".join(view.menhirs) if view.menhirs else tr("all dark"))
        )
        self.menhirs.setToolTip("<br>".join(view.menhirs) or tr("Every Menhir has gone dark."))
        self.turn.setText(tr("{turn} acts").format(turn=view.turn) if view.turn else "")
