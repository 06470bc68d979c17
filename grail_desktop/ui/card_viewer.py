"""The card viewer (issue 19): any card opened large and readable, on right-click, from the map, the trays,
the encounter board and the End of the Day screen. Content comes from :mod:`grail_desktop.app.card_sheets`.

:func:`show_sheet` opens (or reuses) one non-modal viewer window; Escape, Space or a click on Close dismisses
it and focus goes back where it was.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QCursor, QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.card_sheets import CardSheet
from grail_desktop.app.emphasis import emphasis_html
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr

#: The one viewer window, reused (a list so no ``global`` is needed).
_VIEWER: list[CardViewer] = []


class CardViewer(QDialog):
    """A large, parchment-framed card: title, kind line, paragraphs in the reading face."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardViewer")
        self.setWindowTitle(tr("Card"))
        self.setModal(False)
        self.resize(520, 620)
        self.title = QLabel()
        self.title.setObjectName("cardViewerTitle")
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.title.setStyleSheet(
            f'font-family: "{READING_FAMILY}"; font-size: 22pt; font-weight: bold; color: #2a2117;'
        )
        self.kind = QLabel()
        self.kind.setObjectName("cardViewerKind")
        self.kind.setWordWrap(True)
        self.kind.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.kind.setStyleSheet(f'font-family: "{UI_FAMILY}"; font-size: 11pt; font-style: italic; color: #5a4a32;')
        self.body = QTextBrowser()
        self.body.setObjectName("cardViewerBody")
        self.body.setOpenLinks(False)
        # The text browser has the focus and would take Space as "scroll a page": the hint promises it closes.
        self.body.installEventFilter(self)
        self.body.setStyleSheet(
            f'font-family: "{READING_FAMILY}"; font-size: 15pt; color: #2a2117; background: transparent; border: none;'
        )
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        hint = QLabel(tr("Space, Enter or Escape closes it"))
        hint.setProperty("role", "muted")
        frame = QWidget()
        frame.setObjectName("cardViewerFrame")
        frame.setStyleSheet("#cardViewerFrame { background: #efe2c0; border: 3px solid #6b5434; border-radius: 14px; }")
        inner = QVBoxLayout(frame)
        inner.setContentsMargins(22, 18, 22, 18)
        inner.addWidget(self.title)
        inner.addWidget(self.kind)
        inner.addWidget(self.body, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(frame, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(hint, 1)
        bottom.addWidget(close)
        layout.addLayout(bottom)

    def show_sheet(self, sheet: CardSheet) -> None:
        """Show ``sheet`` (replacing the card shown before)."""
        self.setWindowTitle(sheet.title)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a name like "Wrecker's Cudgel" as written
        self.title.setText(sheet.title)
        self.kind.setTextFormat(Qt.TextFormat.PlainText)  # a name like "Wrecker's Cudgel" as written
        self.kind.setText(sheet.kind)
        self.body.setHtml("".join(f"<p>{emphasis_html(p)}</p>" for p in sheet.paragraphs))
        self.show()
        self.raise_()
        self.activateWindow()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _CLOSING_KEYS:
            self.reject()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # Escape closes it wherever the keyboard is (see eventFilter)

    def hideEvent(self, event: QHideEvent) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        closing = isinstance(event, QKeyEvent) and event.key() in _CLOSING_KEYS
        if watched is self.body and event.type() == QEvent.Type.KeyPress and closing:
            self.reject()
            return True
        if (
            isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
            and self.isVisible()
        ):
            # Newcomer 11: with the keyboard still on the main window (no window manager handed it over) Escape
            # did nothing and F1 opened the rules on top of the card. While the card is shown Escape closes it,
            # before any shortcut of the window under it.
            if event.type() == QEvent.Type.KeyPress:
                self.reject()
            event.accept()
            return True
        return super().eventFilter(watched, event)


_CLOSING_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class SheetLabel(QLabel):
    """A label that opens its card large on right-click (``sheet`` builds the :class:`CardSheet`, or None)."""

    def __init__(self, text: str, sheet: Callable[[], CardSheet | None], *, rich: bool = True) -> None:
        super().__init__(text)
        self.sheet = sheet
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        sheet = self.sheet()
        if sheet is not None:
            show_sheet(sheet, self)
        event.accept()


#: The key that opens the card under the pointer, as a right-click does (issue 19; the board's own keys are
#: single letters too: D, N, R).
VIEW_KEY = "V"


def open_sheet_under(global_pos: QPoint | None = None) -> bool:
    """Open the card under the pointer (``global_pos``, default the cursor) as a right-click would: a card, an
    enemy, a pawn or a location on a board or the map, an Item or Secret in a tray. Only things that open a
    card are asked (never a text box's own menu); returns whether one opened."""
    pos = QCursor.pos() if global_pos is None else global_pos
    widget = QApplication.widgetAt(pos)
    if widget is None:  # a window reaching past the screen's edge (offscreen, a window dragged half off)
        for top in QApplication.topLevelWidgets():
            local = top.mapFromGlobal(pos)
            if top.isVisible() and top.rect().contains(local):
                widget = top.childAt(local) or top
                break
    while widget is not None:
        parent = widget.parentWidget()
        if isinstance(widget, SheetLabel) or (isinstance(parent, QGraphicsView) and widget is parent.viewport()):
            event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, widget.mapFromGlobal(pos), pos)
            event.ignore()
            QApplication.sendEvent(widget, event)
            return event.isAccepted()
        widget = parent
    return False


def show_sheet(sheet: CardSheet, parent: QWidget | None = None) -> CardViewer:
    """Open ``sheet`` in the viewer window (one is kept and reused); returns it."""
    owner = parent.window() if parent is not None else None
    # The window it belonged to may have been closed and deleted since: never touch a deleted viewer.
    if not _VIEWER or not shiboken6.isValid(_VIEWER[0]) or _VIEWER[0].parent() is not owner:
        _VIEWER[:] = [CardViewer(owner)]
    _VIEWER[0].show_sheet(sheet)
    return _VIEWER[0]


def current_viewer() -> CardViewer | None:
    """The viewer window, if one was opened (tests read what it shows)."""
    return _VIEWER[0] if _VIEWER and shiboken6.isValid(_VIEWER[0]) else None
