"""The day bar: day and phase, the Event and Active Quests (readable on hover/click), Menhirs, whose turn.

Two rows of a fixed height (issue 18, ux.md "The table holds still"): the day, its Event and whose turn it is
above; the Menhirs and the Active Quests below. At 1280 × 800 every title shown is whole: the Quests row shows as
many whole quest titles as it has room for and then "and N more", a link to the Quests & belongings window.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

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
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

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


class QuestsLabel(QLabel):
    """The Active Quests on one line: as many whole titles as fit its width, then "and N more" as a link
    (``more_requested``). It takes the room its row leaves (issue 18: seven quests are 1450 px at 1280 wide)."""

    more_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._titles: list[str] = []
        self._full = ""
        self.shown: list[str] = []  # the titles on the line, each whole
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.linkActivated.connect(lambda _link: self.more_requested.emit())

    def set_titles(self, titles: list[str]) -> None:
        self._titles = list(titles)
        self._full = tr("Quests: {names}").format(names=", ".join(titles)) if titles else tr("No Active Quests")
        self._fit()

    def full_text(self) -> str:
        return self._full

    def plain_text(self) -> str:
        """What the line says, without its link markup."""
        if len(self.shown) == len(self._titles):
            return self._full
        return self._line(self.shown, len(self._titles) - len(self.shown))

    def _line(self, shown: list[str], more: int) -> str:
        tail = tr("and {count} more").format(count=more)
        if not shown:
            return tr("Active Quests: {count}").format(count=more)
        return tr("Quests: {names} {more}").format(names=", ".join(shown), more=tail)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        room = self.width() - 4
        if not self._titles or metrics.horizontalAdvance(self._full) <= room:
            self.shown = list(self._titles)
            self.setTextFormat(Qt.TextFormat.PlainText)
            self.setText(self._full)
            return
        count = len(self._titles)
        shown = list(self._titles)
        while shown and metrics.horizontalAdvance(self._line(shown, count - len(shown))) > room:
            shown.pop()
        self.shown = shown
        self.setTextFormat(Qt.TextFormat.RichText)
        tail = tr("and {count} more").format(count=count - len(shown))
        # the link in the label's own ink, underlined: Qt's stock link blue is unreadable on the dark bar
        ink = self.palette().color(QPalette.ColorRole.WindowText).name()
        anchor = f'<a href="quests" style="color: {ink}; text-decoration: underline;">'
        if shown:
            self.setText(
                escape(tr("Quests: {names} {more}")).format(
                    names=escape(", ".join(shown)), more=f"{anchor}{escape(tail)}</a>"
                )
            )
        else:
            self.setText(f"{anchor}{escape(self._line([], count))}</a>")


class DayBar(QFrame):
    """A strip across the top of the table, rebuilt by :meth:`sync`; ``quests_requested`` asks for the Quests &
    belongings window (the Quests row's "and N more")."""

    quests_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayBar")
        self.setAccessibleName(tr("Day bar"))
        # Its colours are the theme's (ui/theme.py "#dayBar"): readable in the light and high-contrast themes too.
        rows = QVBoxLayout(self)
        rows.setContentsMargins(12, 3, 12, 3)
        rows.setSpacing(0)
        top, below = QHBoxLayout(), QHBoxLayout()
        rows.addLayout(top)
        rows.addLayout(below)
        self.day = QLabel()
        self.day.setObjectName("dayLabel")
        self.day.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 15pt;')
        self.event_label = ElidedLabel()
        self.event_label.setObjectName("eventLabel")
        self.quests = QuestsLabel()
        self.quests.setObjectName("questsLabel")
        self.quests.more_requested.connect(self.quests_requested.emit)
        self.menhirs = ElidedLabel()
        self.menhirs.setObjectName("menhirsLabel")
        self.turn = QLabel()
        self.turn.setObjectName("turnLabel")
        self.turn.setStyleSheet("font-weight: bold;")
        # Above: the day, its Event, whose turn. Below: the Menhirs whole, then as many whole quest titles as the
        # row has room for. No text wraps, so the bar's height never changes (the table holds still).
        top.addWidget(self.day)
        top.addSpacing(18)
        top.addWidget(self.event_label)
        top.addStretch(1)
        top.addWidget(self.turn)
        below.addWidget(self.menhirs)
        below.addSpacing(18)
        below.addWidget(self.quests, 1)

    def sync(self, view: DayView) -> None:
        self.day.setText(tr("Day {day} · {phase}").format(day=view.day, phase=view.phase))
        self.event_label.set_full_text(
            tr("Event: {title}").format(title=view.event_title) if view.event_title else tr("No Event yet")
        )
        self.event_label.setToolTip(f"<b>{view.event_title}</b><br>{view.event_text}" if view.event_title else "")
        self.quests.set_titles([t for t, _ in view.quests])
        # the Quest Dials under the quests: the chronicle's "its Quest Dial now shows 1" names one (issue 19)
        told = (*view.quests, *view.dials)
        entries = (f"<b>{escape(t, quote=False)}</b><br>{escape(body, quote=False)}" for t, body in told)
        self.quests.setToolTip("<br><br>".join(entries).replace("\n", "<br>"))
        self.menhirs.set_full_text(
            tr("Menhirs: {list}").format(list="; ".join(view.menhirs) if view.menhirs else tr("all dark"))
        )
        self.menhirs.setToolTip("<br>".join(view.menhirs) or tr("Every Menhir has gone dark."))
        self.turn.setText(tr("{turn} acts").format(turn=view.turn) if view.turn else "")
