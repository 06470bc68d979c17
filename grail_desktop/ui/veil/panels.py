"""Widgets of the Riven Veil screen: the privacy screen, the scoring page (table and chart) and the faction
boards. Each is told what to show by :class:`~grail_desktop.ui.veil.screen.VeilScreen` and speaks by signals."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.veil.words import SOURCE_WORDS, source_words
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.veil.models import ScoreModel

#: Colours of the VP sources in the chart (same order as :data:`SOURCE_WORDS`).
SOURCE_COLOURS: tuple[str, ...] = (
    "#7d7462",
    "#c9a45a",
    "#8fb36f",
    "#c27b4f",
    "#7f9fc2",
    "#b58fc9",
    "#e6d48a",
    "#a0685a",
    "#6fb0a8",
    "#9aa6b0",
    "#d08fa0",
)


def source_colour(source: str) -> str:
    """The chart's colour of a VP source, the same on every scoring page whatever sources it shows."""
    keys = list(SOURCE_WORDS)
    return SOURCE_COLOURS[keys.index(source) % len(SOURCE_COLOURS)] if source in keys else SOURCE_COLOURS[-1]


def press_once(button: QPushButton, event: QKeyEvent) -> bool:
    """Enter (not its repeats) presses ``button``, the page's one way on: outside a dialog Qt's buttons take
    only Space, and a held Enter must not also press what the next page shows. True when it was pressed."""
    if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or not button.isVisible():
        return False
    event.accept()
    if not event.isAutoRepeat():
        button.click()
    return True


class PrivacyScreen(QWidget):
    """The blackout between seats: names who should look; :attr:`revealed` fires when they press to look.
    It shows nothing of any hand, choice or log (issue 22: "nothing of another seat's hand is ever visible")."""

    revealed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("veilPrivacy")
        self.setAccessibleName(tr("Privacy screen"))
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel("")
        self.title.setObjectName("veilPrivacyTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.title.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 28pt; color: #e6c77f;')
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.note = QLabel("")
        self.note.setObjectName("veilPrivacyNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #bfb59c; font-size: 13pt;")
        layout.addWidget(self.note)
        layout.addSpacing(24)
        self.button = QPushButton("")
        self.button.setObjectName("veilPrivacyReveal")
        self.button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.button.clicked.connect(self.revealed.emit)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.seat = -1

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#050606"))  # a true blackout, whatever the theme
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not press_once(self.button, event):
            super().keyPressEvent(event)

    def show_for(self, seat: int, name: str, faction: str, why: str) -> None:
        """Ask for the screen to be passed to ``name`` (seat ``seat``) who plays ``faction``."""
        self.seat = seat
        self.title.setText(tr("Pass to {name} — only {name} should look").format(name=name))
        self.note.setText(
            tr("{name} plays {faction}. {why} Everyone else, please look away.").format(
                name=name, faction=faction, why=why
            )
        )
        self.button.setText(tr("I am {name}: show my hand").format(name=name))
        self.button.setAccessibleName(tr("{name}: show my hand").format(name=name))
        self.button.adjustSize()


#: a seat's bar in the score chart, and the legend's room under the bars (two lines), in pixels
BAR_H = 40.0
LEGEND_H = 46.0


class ScoreChart(QWidget):
    """Stacked bars: one per seat, one colour per VP source; the legend below."""

    def __init__(self, model: ScoreModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("veilScoreChart")
        self.setAccessibleName(tr("Score chart by source"))
        self.model = model
        self.colours: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        """As tall as its bars and legend (the page has no empty chart area below the bars)."""
        rows = max(1, self.model.rowCount())
        return QSize(600, int(6 + rows * (BAR_H + 8) + LEGEND_H))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        m = self.model
        rows = m.rowCount()
        if not rows:
            return
        names = [str(m.headerData(r, Qt.Orientation.Vertical)) for r in range(rows)]
        left = 20.0 + max(p.fontMetrics().horizontalAdvance(n) for n in names)
        width = max(50.0, self.width() - left - 60)
        bar_h = BAR_H
        best = max(1, *(m.total(r) for r in range(rows)))
        text = self.palette().windowText().color()
        for r in range(rows):
            y = 6 + r * (bar_h + 8)
            p.setPen(text)
            name = str(m.headerData(r, Qt.Orientation.Vertical))
            p.drawText(
                QRectF(0, y, left - 10, bar_h), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), name
            )
            x = left
            for c in range(len(m.sources)):
                v = int(str(m.data(m.index(r, c)) or 0))
                if v <= 0:
                    continue
                w = width * v / best
                p.fillRect(QRectF(x, y, w, bar_h), QColor(source_colour(m.sources[c])))
                if w > 18:
                    p.setPen(QColor("#101010"))
                    p.drawText(QRectF(x, y, w, bar_h), int(Qt.AlignmentFlag.AlignCenter), str(v))
                x += w
            p.setPen(text)
            p.drawText(QRectF(x + 6, y, 60, bar_h), int(Qt.AlignmentFlag.AlignVCenter), str(m.total(r)))
        # legend
        x, y = left, 6 + rows * (bar_h + 8) + 4
        for src in m.sources:
            label = source_words(src)
            w = p.fontMetrics().horizontalAdvance(label) + 26
            if x + w > self.width():
                x, y = left, y + 20
            p.fillRect(QRectF(x, y + 3, 12, 12), QColor(source_colour(src)))
            p.setPen(text)
            p.drawText(QRectF(x + 16, y, w, 18), int(Qt.AlignmentFlag.AlignVCenter), label)
            x += w
        p.end()


class ScoringPage(QWidget):
    """A scoring breakdown by seat and source, as a table and a chart; :attr:`done` fires on its button."""

    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("veilScoring")
        layout = QVBoxLayout(self)
        self.title = QLabel("")
        self.title.setObjectName("veilScoringTitle")
        self.title.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 22pt; font-weight: bold;')
        layout.addWidget(self.title)
        self.summary = QLabel("")
        self.summary.setObjectName("veilScoringSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.model = ScoreModel()
        self._widths: list[int] = []  # each column's word, in pixels (see _fit_columns)
        self.table = QTableView()
        self.table.setObjectName("veilScoreTable")
        self.table.setAccessibleName(tr("Scores by seat and source"))
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the table and the chart as tall as their rows, together in the middle of the page's room (a
        # two-seat season left a black area under a short table and its bars, shot-129)
        layout.addStretch(1)
        layout.addWidget(self.table)
        self.chart = ScoreChart(self.model)
        layout.addSpacing(12)
        layout.addWidget(self.chart)
        layout.addStretch(1)
        self.button = QPushButton(tr("Continue"))
        self.button.setObjectName("veilScoringDone")
        self.button.clicked.connect(self.done.emit)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not press_once(self.button, event):
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # a page of a stack is laid out only when it comes on top
        QTimer.singleShot(0, self._fit_columns)

    def _fit_columns(self) -> None:
        """Equal columns across the table where each word fits in its share (a wide window), else each column as
        wide as its own word and figures."""
        header = self.table.horizontalHeader()
        widths = self._widths
        room = self.table.viewport().width()
        equal = bool(widths) and room / len(widths) >= max(widths)
        mode = QHeaderView.ResizeMode.Stretch if equal else QHeaderView.ResizeMode.ResizeToContents
        header.setSectionResizeMode(mode)
        header.setStretchLastSection(not equal)  # the Total column takes what is left: no empty strip
        rows = self.model.rowCount()
        frame = 2 * self.table.frameWidth()
        self.table.setFixedHeight(
            max(header.height(), header.sizeHint().height())
            + sum(self.table.rowHeight(r) for r in range(rows))
            + frame
            + self.table.horizontalScrollBar().height() * self.table.horizontalScrollBar().isVisible()
        )

    def show_scores(self, title: str, summary: str, names: list[str], rows: list[dict[str, int]], button: str) -> None:
        used = [s for s in SOURCE_WORDS if any(r.get(s) for r in rows)] or ["regions"]
        self.model.set_scores(names, rows, used)
        # no header is clipped: every column is as wide as its own word and figures, so the eight columns of a
        # whole game fit at 1280 px (all as wide as the widest word, "Total" was cut behind a scroll bar)
        header = self.table.horizontalHeader()
        words = [str(self.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(self.model.columnCount())]
        header.setMinimumSectionSize(min(header.fontMetrics().horizontalAdvance(w) for w in words) + 18)
        self._widths = [header.fontMetrics().horizontalAdvance(w) + 24 for w in words]
        self._fit_columns()
        self.title.setText(title)
        self.summary.setText(summary)
        self.button.setText(button)
        self.chart.updateGeometry()
        self.chart.update()
