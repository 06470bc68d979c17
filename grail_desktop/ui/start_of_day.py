"""The Start of the Day summary: what the upkeep did, in rule order, each line linked to the map.

A skippable card laid over the map (ux.md "Start of the Day"; S1 Start of the Day steps 1–8). Clicking a line
emits ``located(number)`` so the table centres the map on that card; Continue (or Esc) closes it. Any open
decision of the morning (equipment when two items share a keyword) is offered as buttons, emitted as
``submitted(notation)``.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.day_views import Choice, EventPage, StartOfDayView, SummaryLine, summary_line_tip, track_sign
from grail_desktop.app.emphasis import emphasis_html
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.widgets import clear_layout

_STYLE = """
#startOfDayPanel { background: rgba(27, 31, 33, 0.96); border: 1px solid #c9a45a; border-radius: 10px; }
#startOfDayPanel QLabel[role="line"] { border-radius: 4px; padding: 3px 6px; }
#startOfDayPanel QLabel[role="line"]:hover, #startOfDayPanel QLabel[role="line"]:focus {
    background: rgba(201, 164, 90, 0.18);
}
#startOfDayPanel QLabel[role="section"] { color: #e6c77f; font-weight: bold; padding-top: 6px; }
#startOfDayPanel QScrollArea, #startOfDayPanel #startOfDayBody { background: transparent; }
"""

#: Marks before a line's text by event kind (a glance tells loss from news).
_MARKS = {
    "MenhirExpired": "◆",
    "LastMenhirOut": "◆",
    "LocationRemoved": "✕",
    "Wyrdness": "≋",
    "Displaced": "➜",
    "MenhirDialReduced": "◇",
    "EventRevealed": "✉",
    "QuestAdded": "★",
    "GuardianMoved": "⚔",
    "GuardianStayed": "⚔",
    "GuardianDiscarded": "⚔",
}


class LineLabel(QLabel):
    """A summary line: wraps like text, clicks like a button (mouse, Enter or Space); emits ``clicked()``."""

    clicked = Signal()

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setProperty("role", "line")
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit()
        else:
            super().keyPressEvent(event)


class StartOfDayPanel(QFrame):
    """Emits ``located(int)`` for a line's card, ``submitted(str)`` for a decision, ``dismissed()``."""

    located = Signal(int)
    submitted = Signal(str)
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startOfDayPanel")
        self.setAccessibleName(tr("Start of the Day summary"))
        self.setStyleSheet(_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.line_buttons: list[tuple[SummaryLine, LineLabel]] = []
        self.choice_buttons: dict[str, QPushButton] = {}
        self.view: StartOfDayView | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        self.title = QLabel()
        self.title.setObjectName("startOfDayTitle")
        self.title.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 18pt; color: #e6c77f;')
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        hint = QLabel(tr("The morning's upkeep, in rule order. Click a line to see it on the map."))
        hint.setProperty("role", "muted")
        hint.setWordWrap(True)
        outer.addWidget(hint)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        body.setObjectName("startOfDayBody")
        self.body = QVBoxLayout(body)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(1)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        # the autosave note is the panel's foot, beside Continue and apart from the list (newcomer 9 read it as
        # part of the Active Quests listed just above it)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setObjectName("startOfDayFoot")
        outer.addWidget(rule)
        self.autosave = QLabel()
        self.autosave.setObjectName("autosaveNote")
        self.autosave.setProperty("role", "muted")
        self.autosave.setWordWrap(True)
        # the note above Continue, not beside it: beside a long caption ("Face what the night brings (Enter)")
        # the note wrapped a word a line and the button was cut at both ends (board18g's screenshot, 1280 × 800)
        bottom = QVBoxLayout()
        bottom.addWidget(self.autosave)
        self.continue_button = QPushButton(tr("Continue to the day"))
        self.continue_button.setObjectName("startOfDayContinue")
        self.continue_button.setProperty("role", "primary")
        self.continue_button.setToolTip(tr("Close the summary (Esc). The chronicle keeps every line."))
        self.continue_button.clicked.connect(self._dismiss)
        bottom.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignRight)
        outer.addLayout(bottom)

    def sync(self, view: StartOfDayView, choices: tuple[Choice, ...] = ()) -> None:
        """Show ``view``; ``choices`` are the answers of a decision the morning left open."""
        self.view = view
        self.line_buttons.clear()
        self.choice_buttons.clear()
        clear_layout(self.body)
        self.title.setText(view.title)
        for page in view.events:  # the day's Event, read in full before the upkeep lines (issue 26)
            self.body.addWidget(self._event_page(page))
        if not view.sections and not view.events:
            quiet = QLabel(tr("A quiet night: nothing changed at dawn."))
            quiet.setProperty("role", "muted")
            self.body.addWidget(quiet)
        for heading, lines in view.sections:
            section = QLabel(heading)
            section.setProperty("role", "section")
            self.body.addWidget(section)
            for line in lines:
                self.body.addWidget(self._line(line))
        if view.quests:
            section = QLabel(tr("Active Quests"))
            section.setProperty("role", "section")
            self.body.addWidget(section)
            for quest in view.quests:
                label = QLabel(f"★ {quest}")
                label.setWordWrap(True)
                self.body.addWidget(label)
        if choices:
            section = QLabel(tr("A decision is needed"))
            section.setProperty("role", "section")
            self.body.addWidget(section)
            for choice in choices:
                button = QPushButton(choice.label)
                button.setObjectName(f"sod:{choice.notation}")
                button.clicked.connect(lambda _=False, n=choice.notation: self.submitted.emit(n))
                self.choice_buttons[choice.notation] = button
                self.body.addWidget(button)
        self.body.addStretch(1)
        self.autosave.setText(view.autosave)
        self.continue_button.setEnabled(not choices)

    def _event_page(self, page: EventPage) -> QLabel:
        parts = ["<h3>{}</h3>".format(tr("The day's Event · {title}").format(title=html.escape(page.title)))]
        parts += [f"<p>{emphasis_html(p)}</p>" for p in page.paragraphs]
        if page.quest:
            head = tr("A new Active Quest.") if page.quest_new else tr("Already among your Active Quests.")
            parts.append(f"<p><b>{head}</b> {emphasis_html(page.quest)}</p>")
        label = QLabel("".join(parts))
        label.setObjectName("sodEvent")
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setAccessibleName(tr("The day's Event: {title}").format(title=page.title))
        label.setStyleSheet(f'font-family: "{READING_FAMILY}"; color: #f1e7cf; padding: 4px 6px 8px 6px;')
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)  # the reading face runs small beside the interface's
        label.setFont(font)
        return label

    def set_autosave(self, note: str) -> None:
        self.autosave.setText(note)

    def _line(self, line: SummaryLine) -> LineLabel:
        mark = track_sign(line) or _MARKS.get(line.kind, "·")  # a track's change by its sign, not a picture
        where = "  " + tr("(see it on the map)") if line.location is not None else ""
        label = LineLabel(f"{mark}  {line.text}{where}")
        label.setObjectName(f"sodLine:{line.kind}")
        if line.location is not None:
            label.setToolTip(
                tr("Show {location} on the map (click, or Enter)").format(location=line.place or tr("the place"))
            )
            label.setCursor(Qt.CursorShape.PointingHandCursor)
            label.clicked.connect(lambda n=line.location: self.located.emit(n))
        else:
            label.setToolTip(summary_line_tip(line))
            label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.line_buttons.append((line, label))
        return label

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        keys = (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if event.key() in keys and self.continue_button.isEnabled():
            self._dismiss()
        else:
            super().keyPressEvent(event)
