"""Small widget helpers shared by the screens."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QResizeEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


def fit_over(dialog: QWidget, width: int, height: int, margin: int = 24) -> None:
    """Size ``dialog`` to ``width`` x ``height`` pixels, or less so it lies inside its parent window and the
    screen with ``margin`` to spare, and centre it over the parent (a reading window clipped at a small
    window's right edge, issue 18)."""
    parent = dialog.parentWidget()
    room = QRect(0, 0, width + 2 * margin, height + 2 * margin)
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
    if parent is not None:
        frame = parent.window().frameGeometry()
        room = room.intersected(frame) if room.intersects(frame) else frame
    w = max(320, min(width, room.width() - 2 * margin))
    h = max(240, min(height, room.height() - 2 * margin))
    dialog.resize(w, h)
    centre = room.center()
    dialog.move(centre.x() - w // 2, centre.y() - h // 2)


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget in ``layout`` now (hidden at once, deleted by the event loop)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        else:
            inner = item.layout()
            if inner is not None:
                clear_layout(inner)


class WordFitLabel(QLabel):
    """A wrapping label whose font steps down until its longest word fits its width (QLabel wraps only between
    words, so a word wider than a narrow column was cut at its edge: "Erkundungsbuch." in the 250 px left column
    at 24 pt, issue 28). At the usual sizes every word fits and the font is the theme's."""

    #: the smallest point size it steps down to
    SMALLEST = 8

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._words: list[str] = []

    def setText(self, text: str) -> None:
        super().setText(text)
        plain = self.textFormat() == Qt.TextFormat.PlainText
        self._words = (text if plain else QTextDocumentFragment.fromHtml(text).toPlainText()).split()
        self.fit_words()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_words()

    def base_point_size(self) -> float:
        """The theme's size: the parent's (the label's own style sheet holds only the step down)."""
        parent = self.parentWidget()
        return (parent.font() if parent is not None else QGuiApplication.font()).pointSizeF()

    def fit_words(self) -> None:
        """Step the font down (in whole points) until the widest word, measured bold, fits the contents width."""
        room = self.contentsRect().width()
        if room <= 0:
            return
        base = self.base_point_size()
        size = base
        while size > self.SMALLEST and self._widest(size) > room:
            size -= 1
        sheet = "" if size >= base else f"font-size: {size:g}pt;"
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)

    def _widest(self, size: float) -> int:
        font = QFont(self.font())
        font.setPointSizeF(size)
        font.setBold(True)
        metrics = QFontMetrics(font)
        return max((metrics.horizontalAdvance(word) for word in self._words), default=0)


class WrapButton(QPushButton):
    """A push button whose label wraps onto more lines instead of being cut off (QPushButton cannot wrap).

    ``label_text()`` gives the words shown; the accessible name carries them for screen readers.
    """

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._label_text = text
        self.setAccessibleName(text)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # No colour of its own: the theme's QWidget / QWidget:disabled colours show a closed action as closed.
        self.label.setStyleSheet("background: transparent;")
        layout.addWidget(self.label)

    def label_text(self) -> str:
        return self._label_text

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.EnabledChange:
            self.label.setEnabled(self.isEnabled())

    def sizeHint(self) -> QSize:
        layout = self.layout()
        hint = layout.sizeHint() if layout is not None else super().sizeHint()
        return QSize(max(hint.width(), 60), hint.height())

    def minimumSizeHint(self) -> QSize:
        # QPushButton's minimum is its full one-line width; a wrapping label can be much narrower.
        return QSize(60, super().minimumSizeHint().height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return layout.totalHeightForWidth(width) if layout is not None else super().heightForWidth(width)


def retire_items(scene: QGraphicsScene, keep: list[QGraphicsItem]) -> None:
    """Take every top-level item off ``scene`` without destroying it yet.

    A scene is rebuilt after each action, and the action often comes from an item's own mouse handler (a
    dropped card, a clicked die, a dragged pawn). Destroying that item while Qt is still delivering its event
    is a use-after-free that can take the whole app down. The retired items are kept alive in ``keep`` and
    let go on the next turn of the event loop, once every handler has returned.
    """
    for item in scene.items():
        if item.parentItem() is None:
            scene.removeItem(item)
            keep.append(item)
    QTimer.singleShot(0, keep.clear)
