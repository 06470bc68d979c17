"""Big moments shown on the stage (issue 18, issue 19 "Big moments"): a quest completed, a Menhir lit, an Item or
Secret gained, a location transformed, the chapter's end. The card (from :func:`grail_desktop.app.reveals.
reveal_for`) is laid large over the stage, on a dimmed backdrop, inside the table's own window: no window of its
own opens, nothing takes the activation, the window never changes size (ux.md "The table holds still").

Space, Enter, Escape or a click dismisses it; several moments of one action are shown one after another; then
the keyboard focus goes back where it was. The Settings switch ``ui/reveals`` turns them off (the table does not
call :meth:`RevealOverlay.reveal` then); ``shown(CardSheet)`` lets the table play the reveal sound.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from grail_desktop.app.card_sheets import CardSheet
from grail_desktop.app.emphasis import emphasis_html, unmarked
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr

_DISMISS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)
#: the card's scroll bar in the card's own parchment and ink (never the platform's grey bar on the parchment)
CARD_SCROLL_BAR = (
    "QScrollBar:vertical { background: #e2d2aa; width: 10px; margin: 0; border: none; border-radius: 5px; }"
    "QScrollBar::handle:vertical { background: #8a6d45; min-height: 28px; border-radius: 5px; }"
    "QScrollBar::handle:vertical:hover { background: #6b5434; }"
    "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; border: none; background: none; }"
    "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
)
#: body text sizes tried, largest first, until the whole card fits the stage (it scrolls only below the last)
BODY_POINTS = (14, 13, 12, 11)
#: the most moments kept waiting behind the one shown (a long chain of effects shows its first few)
QUEUE_MAX = 4


class RevealOverlay(QWidget):
    """A card shown large over ``stage`` (covering it exactly, following its size)."""

    shown = Signal(object)  # the CardSheet now on stage
    dismissed = Signal()

    def __init__(self, stage: QWidget) -> None:
        super().__init__(stage)
        self.setObjectName("revealOverlay")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(tr("A big moment"))
        self.sheet: CardSheet | None = None
        self.queue: list[CardSheet] = []
        self._return_focus: QWidget | None = None
        self.card = QFrame(self)
        self.card.setObjectName("revealCard")
        self.card.setStyleSheet("#revealCard { background: #efe2c0; border: 3px solid #6b5434; border-radius: 14px; }")
        self.card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.kind = QLabel()
        self.kind.setObjectName("revealKind")
        self.title = QLabel()
        self.title.setObjectName("revealTitle")
        self.body = QLabel()
        self.body.setObjectName("revealBody")
        self.hint = QLabel(tr("Space, Enter, Escape or a click continues"))
        self.hint.setObjectName("revealHint")
        styles = (
            (self.kind, f'font-family: "{UI_FAMILY}"; font-size: 12pt; font-style: italic; color: #6b3a1e;'),
            (self.title, f'font-family: "{READING_FAMILY}"; font-size: 22pt; font-weight: bold; color: #2a2117;'),
            (self.body, self._body_style(BODY_POINTS[0])),
            (self.hint, f'font-family: "{UI_FAMILY}"; font-size: 10pt; color: #6b5a44;'),
        )
        inner = QVBoxLayout(self.card)
        inner.setContentsMargins(26, 20, 26, 16)
        # a long card scrolls inside the frame; the frame itself always fits the stage
        self.text_area = QScrollArea()
        self.text_area.setObjectName("revealScroll")
        self.text_area.setWidgetResizable(True)
        self.text_area.setFrameShape(QFrame.Shape.NoFrame)
        self.text_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text_area.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }" + CARD_SCROLL_BAR
        )
        self.text_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.text_area.viewport().installEventFilter(self)
        for label, style in styles:
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            label.setStyleSheet(style + " background: transparent; border: none;")
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            inner.addWidget(self.text_area if label is self.body else label, 1 if label is self.body else 0)
        self.text_area.setWidget(self.body)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        stage.installEventFilter(self)
        self.hide()

    # ---------------------------------------------------------------- showing

    def reveal(self, sheets: list[CardSheet]) -> None:
        """Show ``sheets`` one after another (added behind any moment already on stage)."""
        if not sheets:
            return
        room = QUEUE_MAX - len(self.queue)
        if self.sheet is None:
            first, *rest = sheets
            self.queue.extend(rest[: max(0, room)])
            focus = QApplication.focusWidget()
            self._return_focus = focus if focus is not None and focus is not self else None
            self._show(first)
        else:
            self.queue.extend(sheets[: max(0, room)])

    def _show(self, sheet: CardSheet) -> None:
        self.sheet = sheet
        self.kind.setTextFormat(Qt.TextFormat.PlainText)  # a name like "Wrecker's Cudgel" as written
        self.kind.setText(sheet.kind)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a name like "Wrecker's Cudgel" as written
        self.title.setText(sheet.title)
        self.body.setText("".join(f"<p>{emphasis_html(p)}</p>" for p in sheet.paragraphs))
        more = " " + tr("({n} more)").format(n=len(self.queue)) if self.queue else ""
        self.hint.setText(tr("Space, Enter, Escape or a click continues{more}").format(more=more))
        self.setAccessibleDescription(
            f"{sheet.kind}: {sheet.title}. " + " ".join(unmarked(p) for p in sheet.paragraphs)
        )
        self.text_area.verticalScrollBar().setValue(0)
        self._fit()
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.shown.emit(sheet)

    def dismiss(self) -> None:
        """The next waiting moment, or off the stage (focus back where it was)."""
        if self.queue:
            self._show(self.queue.pop(0))
            return
        self.sheet = None
        self.hide()
        back = self._return_focus
        self._return_focus = None
        if back is not None and shiboken6.isValid(back) and back.isVisible():
            back.setFocus(Qt.FocusReason.OtherFocusReason)
        self.dismissed.emit()

    @staticmethod
    def _body_style(points: int) -> str:
        return f'font-family: "{READING_FAMILY}"; font-size: {points}pt; color: #2a2117; background: transparent;'

    def _fit(self) -> None:
        """Size the card to its text: as wide as the stage allows (up to 720 px), the body a point or three
        smaller when that lets the whole card read without scrolling (a long quest's text at 1280×800)."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.setGeometry(parent.rect())
        width = max(260, min(720, int(self.width() * 0.92)))
        self.card.setFixedWidth(width)
        room = int(self.height() * 0.94)
        text_w = width - 52 - self.text_area.verticalScrollBar().sizeHint().width()
        fixed = sum(w.heightForWidth(text_w) for w in (self.kind, self.title, self.hint)) + 20 + 16 + 3 * 8
        wanted = room
        for points in BODY_POINTS:
            self.body.setStyleSheet(self._body_style(points) + " border: none;")
            self.body.ensurePolished()
            wanted = fixed + self.body.heightForWidth(text_w)
            if wanted <= room:
                break
        else:  # too long at every size: it scrolls, so at the size easiest to read
            self.body.setStyleSheet(self._body_style(BODY_POINTS[0]) + " border: none;")
        self.card.setFixedHeight(max(120, min(wanted, room)))
        self.card.move((self.width() - width) // 2, (self.height() - self.card.height()) // 2)

    # ---------------------------------------------------------------- events

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        elif watched is self.text_area.viewport() and event.type() == QEvent.Type.MouseButtonRelease:
            self.dismiss()  # a click on the card's text moves on too
            return True
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(8, 10, 12, 190))
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _DISMISS:
            self.dismiss()
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.dismiss()
        event.accept()
