"""The day bar: day and phase, the Event and Active Quests (readable on hover/click), Menhirs, whose turn."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from grail_desktop.app.views import DayView
from grail_desktop.ui.fonts import READING_FAMILY


class DayBar(QFrame):
    """A strip across the top of the table, rebuilt by :meth:`sync`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayBar")
        self.setAccessibleName("Day bar")
        self.setStyleSheet("#dayBar { background: #1f2427; border-bottom: 1px solid #4a4538; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.day = QLabel()
        self.day.setObjectName("dayLabel")
        self.day.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 16pt; color: #e6c77f;')
        self.event_label = QLabel()
        self.event_label.setObjectName("eventLabel")
        self.quests = QLabel()
        self.quests.setObjectName("questsLabel")
        self.menhirs = QLabel()
        self.menhirs.setObjectName("menhirsLabel")
        self.turn = QLabel()
        self.turn.setObjectName("turnLabel")
        self.turn.setStyleSheet("font-weight: bold; color: #f0c46a;")
        for widget in (self.day, self.event_label, self.quests, self.menhirs):
            layout.addWidget(widget)
            layout.addSpacing(18)
        layout.addStretch(1)
        layout.addWidget(self.turn)

    def sync(self, view: DayView) -> None:
        self.day.setText(f"Day {view.day} · {view.phase}")
        self.event_label.setText(f"Event: <i>{view.event_title}</i>" if view.event_title else "No Event yet")
        self.event_label.setToolTip(f"<b>{view.event_title}</b><br>{view.event_text}" if view.event_title else "")
        if view.quests:
            self.quests.setText("Quests: " + ", ".join(f"<i>{t}</i>" for t, _ in view.quests))
            self.quests.setToolTip("<br><br>".join(f"<b>{t}</b><br>{body}".replace("\n", "<br>")
                                                   for t, body in view.quests))
        else:
            self.quests.setText("No Active Quests")
            self.quests.setToolTip("")
        self.menhirs.setText("Menhirs: " + ("; ".join(view.menhirs) if view.menhirs else "all dark"))
        self.turn.setText(f"{view.turn} acts" if view.turn else "")
