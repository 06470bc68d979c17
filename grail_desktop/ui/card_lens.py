"""The card lens of the encounter board (issue 18): the card under the pointer — or the hand card selected with
the keyboard — painted large in a corner of the board, its text at the Text size setting whatever the board's
zoom (ux.md "Visual language": text never smaller than the platform's default).

The board draws its cards at the Text size too, but as short faces (:mod:`grail_desktop.ui.board_faces`: a line
or two a strike, elided); the lens shows the whole card, flavour and escape cost included. It is a child of the
board view's viewport, painted with the full card painter (:mod:`grail_desktop.ui.cards`) at :func:`lens_scale`,
transparent for the mouse (hovering, clicking
and dragging go on underneath), and placed on the side away from the pointer so it never covers what is
pointed at.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from grail_desktop.app.encounter_view import CardFace, EnemyView
from grail_desktop.ui.cards import CARD_H, CARD_TEXT_PT, CARD_W, ENEMY_TEXT_PT, ENEMY_W, paint_card, paint_enemy

#: The text size the lens writes at, relative to the Text size setting (1.0 = exactly that size).
LENS_TEXT_RATIO = 1.0
MARGIN = 20  # room for the nodes, which stand out of the card's edges


def lens_scale(subject: CardFace | EnemyView, text_pt: float) -> float:
    """How much larger than on the board (scene units) the lens paints ``subject`` so its body text is
    ``text_pt`` × :data:`LENS_TEXT_RATIO` points; never below 1."""
    smallest = ENEMY_TEXT_PT if isinstance(subject, EnemyView) else CARD_TEXT_PT
    return max(1.0, text_pt * LENS_TEXT_RATIO / smallest)


def card_size(subject: CardFace | EnemyView) -> QSize:
    """The card's size on the board (scene units)."""
    return QSize(int(ENEMY_W if isinstance(subject, EnemyView) else CARD_W), int(CARD_H))


def _placement(area: QRect, size: QSize, avoid: QRect | None, keep_clear: Sequence[QRect] = ()) -> QRect:
    """Where a lens of ``size`` goes inside ``area``: the place that covers least of ``avoid`` (the pointed item),
    then least of ``keep_clear`` (the dial and the enemies, which the player reads while choosing; issue 18), among
    the four corners, beside, above or below ``avoid`` and a grid over the area; the top right corner when there is
    nothing to avoid."""
    w, h = size.width(), size.height()
    corners = [
        QPoint(area.right() - w + 1, area.top()),
        QPoint(area.right() - w + 1, area.bottom() - h + 1),
        QPoint(area.left(), area.top()),
        QPoint(area.left(), area.bottom() - h + 1),
    ]
    if avoid is None and not keep_clear:
        return QRect(corners[0], size)
    beside = (
        [
            QPoint(avoid.right() + 8, avoid.top()),
            QPoint(avoid.left() - w - 8, avoid.top()),
            QPoint(avoid.left(), avoid.bottom() + 8),
            QPoint(avoid.left(), avoid.top() - h - 8),
        ]
        if avoid is not None
        else []
    )
    step = 24
    grid = [
        QPoint(x, y)
        for y in range(area.top(), max(area.top(), area.bottom() - h + 1) + 1, step)
        for x in range(area.left(), max(area.left(), area.right() - w + 1) + 1, step)
    ]

    def inside(p: QPoint) -> QRect:
        x = min(max(p.x(), area.left()), area.right() - w + 1)
        y = min(max(p.y(), area.top()), area.bottom() - h + 1)
        return QRect(QPoint(x, y), size)

    def covered(r: QRect, other: QRect) -> int:
        o = r.intersected(other)
        return o.width() * o.height() if o.isValid() else 0

    def cost(r: QRect) -> tuple[int, int]:
        return (covered(r, avoid) if avoid is not None else 0, sum(covered(r, k) for k in keep_clear))

    return min((inside(p) for p in corners + beside + grid), key=cost)


class CardLens(QWidget):
    """A large copy of one card over the board view's viewport; hidden when there is nothing to show."""

    def __init__(self, viewport: QWidget) -> None:
        super().__init__(viewport)
        self.setObjectName("cardLens")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.subject: CardFace | EnemyView | None = None
        self.scale = 1.0
        self.colour_blind = False
        self.enemy_label = ""
        self.hide()

    def show_subject(
        self,
        subject: CardFace | EnemyView | None,
        text_pt: float,
        away_from: QRect | None,
        *,
        colour_blind: bool = False,
        enemy_label: str = "",
        keep_clear: Sequence[QRect] = (),
    ) -> None:
        """Show ``subject`` (None hides the lens) with its body text at ``text_pt`` points, where it covers
        least of ``away_from`` (the pointed item, viewport pixels; None: the top right corner), then least of
        ``keep_clear`` (viewport pixels: the dial, the enemies)."""
        self.subject = subject
        if subject is None:
            self.hide()
            return
        self.colour_blind, self.enemy_label = colour_blind, enemy_label
        self.scale = lens_scale(subject, text_pt)
        base = card_size(subject)
        size = QSize(int(base.width() * self.scale) + 2 * MARGIN, int(base.height() * self.scale) + 2 * MARGIN)
        parent = self.parentWidget()
        area = parent.rect() if parent is not None else QRect(QPoint(0, 0), size)
        if size.width() > area.width() or size.height() > area.height():
            # a viewport smaller than the lens: the largest lens that still fits (rare: tiny windows)
            shrink = min(area.width() / size.width(), area.height() / size.height())
            self.scale *= shrink
            size = QSize(int(size.width() * shrink), int(size.height() * shrink))
        self.setGeometry(_placement(area, size, away_from, keep_clear))
        self.show()
        self.raise_()
        self.update()

    def text_points(self) -> float:
        """The body text's size as drawn now (points): the card painter's size times the lens's scale."""
        if self.subject is None:
            return 0.0
        smallest = ENEMY_TEXT_PT if isinstance(self.subject, EnemyView) else CARD_TEXT_PT
        return smallest * self.scale

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.subject is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 0)))
        painter.setBrush(QColor(12, 14, 16, 200))
        painter.drawRoundedRect(QRectF(self.rect()), 12, 12)
        painter.translate(MARGIN, MARGIN)
        painter.scale(self.scale, self.scale)
        if isinstance(self.subject, EnemyView):
            paint_enemy(painter, self.subject, self.colour_blind, labels_enemy=self.enemy_label)
        else:
            paint_card(painter, self.subject, self.colour_blind)
        painter.end()
