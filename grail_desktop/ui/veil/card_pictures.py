"""Artifacts and Prophecies as drawn cards (issue 22 "each seat's Faction board … equipped Artifacts, Prophecies in
play"): a small card per Artifact and Prophecy in each seat's panel, painted with QPainter in the table's one frame
style (parchment, ink border, dark title band, ``ui.cards``) with an emblem drawn for this project — a cut gem for
an Artifact, an open eye for a Prophecy. Hovering a card gives its whole text; clicking it (or Enter / Space, or
right-click) opens it large in :class:`CardDialog`.

What is drawn is public: equipped Artifacts, fulfilled Prophecies and the Prophecies in play (read from the seat's
view like everything else on the table); an Artifact offer in the draft stays in the owner's hand list only.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QTextDocument,
)
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QSizePolicy, QVBoxLayout, QWidget

from grail_desktop.engine.veil.defs import Artifact, Prophecy
from grail_desktop.ui.cards import BAND, BAND_TEXT, INK, PARCHMENT, font
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr, tr_noop

#: A card's size in the panel and in the large view (pixels; the drawing scales with it).
SMALL, LARGE = QSize(62, 88), QSize(310, 440)
#: Most small cards side by side in one strip (more go on the next row).
PER_ROW = 3
ARTIFACT_GEM, PROPHECY_EYE = QColor("#6a8fb5"), QColor("#8f6ab5")


@attrs.frozen
class CardPicture:
    """What one drawn card shows: ``kind`` ``"Artifact"`` or ``"Prophecy"`` (in English, shown through ``tr``),
    its ``name``, the ``badge`` in its corner (``"3 VP"``), ``lines`` of facts under the emblem and its rules
    ``text``; ``tip`` is the hover text."""

    kind: str
    name: str
    badge: str
    lines: tuple[str, ...]
    text: str
    tip: str


def artifact_picture(art: Artifact, holder: str = "") -> CardPicture:
    """An Artifact's card; ``holder`` names the Hero carrying it (``"Champion Pale Tamsin"``) or is empty."""
    lines = [tr("+{strength} strength to its Hero").format(strength=art.strength)]
    if art.ability is not None:
        lines.append(tr("Ability: {name} ({cost} Faction Power)").format(name=art.ability.name, cost=art.ability.cost))
    if holder:
        lines.append(tr("Carried by {holder}").format(holder=holder))
    facts = " ".join(x + "." for x in lines)
    tip = tr("{name} (Artifact, {vp} VP when gained). {facts} {text}").format(
        name=art.name, vp=art.vp, facts=facts, text=art.text
    )
    badge = tr("{vp} VP").format(vp=art.vp)
    return CardPicture(tr_noop("Artifact"), art.name, badge, tuple(lines), art.text, tip.strip())


def prophecy_picture(pr: Prophecy, season: int, fulfilled_by: str = "") -> CardPicture:
    """A Prophecy's card for the season now (1–3: its VP that season is the badge)."""
    vp = pr.vp[min(max(season, 1), 3) - 1]
    lines = [tr("VP by season: {vp}").format(vp=" / ".join(str(v) for v in pr.vp))]
    if fulfilled_by:
        lines.append(tr("Fulfilled by {seat}").format(seat=fulfilled_by))
    facts = " ".join(x + "." for x in lines)
    tip = tr("{name} (Prophecy, {vp} VP this season). {text} {facts}").format(
        name=pr.name, vp=vp, text=pr.text, facts=facts
    )
    badge = tr("{vp} VP").format(vp=vp)
    return CardPicture(tr_noop("Prophecy"), pr.name, badge, tuple(lines), pr.text, tip.strip())


def _emblem(kind: str, centre: QPointF, r: float) -> tuple[QPainterPath, QColor]:
    """The card's emblem: a cut gem (Artifact) or an open eye (Prophecy), radius ``r``."""
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if kind == "Artifact":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x - r * 0.55, y - r * 0.6),
                    QPointF(x + r * 0.55, y - r * 0.6),
                    QPointF(x + r, y - r * 0.1),
                    QPointF(x, y + r),
                    QPointF(x - r, y - r * 0.1),
                ]
            )
        )
        path.closeSubpath()
        return path, ARTIFACT_GEM
    path.moveTo(x - r, y)
    path.quadTo(x, y - r * 1.1, x + r, y)
    path.quadTo(x, y + r * 1.1, x - r, y)
    path.closeSubpath()
    pupil = QPainterPath()
    pupil.addEllipse(centre, r * 0.32, r * 0.32)
    return path.subtracted(pupil), PROPHECY_EYE


def paint_picture(painter: QPainter, rect: QRectF, card: CardPicture) -> None:
    """Paint ``card`` into ``rect`` (any size; the small card shows name, badge and emblem, the large one all)."""
    k = rect.width() / SMALL.width()
    large = rect.width() >= 2 * SMALL.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = QPainterPath()
    frame.addRoundedRect(rect.adjusted(1, 1, -1, -1), 4 * k, 4 * k)
    painter.fillPath(frame, PARCHMENT)
    painter.setPen(QPen(INK, max(1.0, 0.6 * k)))
    painter.drawPath(frame)
    band = QRectF(rect.left() + 2, rect.top() + 2, rect.width() - 4, 0.13 * rect.height() if large else 24)
    painter.fillRect(band, BAND)
    painter.setPen(BAND_TEXT)
    title_pt = 15.0 if large else 6.5
    painter.setFont(font(READING_FAMILY, title_pt, bold=True))
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    painter.drawText(band.adjusted(3, 0, -3, 0), int(flags), card.name)
    centre = QPointF(rect.center().x(), band.bottom() + (0.19 if large else 0.3) * rect.height())
    path, colour = _emblem(card.kind, centre, (0.13 if large else 0.2) * rect.width())
    painter.fillPath(path, colour)
    painter.setPen(QPen(INK, max(1.0, 0.4 * k)))
    painter.drawPath(path)
    painter.setFont(font(UI_FAMILY, 13.0 if large else 6.0, bold=True))
    painter.setPen(INK)
    badge = QRectF(rect.left() + 4, rect.bottom() - (30 if large else 16), rect.width() - 8, 26 if large else 14)
    painter.drawText(
        badge, int(Qt.AlignmentFlag.AlignCenter), f"{tr(card.kind)} · {card.badge}" if large else card.badge
    )
    if large:
        doc = QTextDocument()
        doc.setDefaultFont(font(READING_FAMILY, 12.0))
        doc.setTextWidth(rect.width() - 28)
        facts = "".join(f"<p style='margin:0'>{_esc(x)}</p>" for x in card.lines)
        ink = INK.name()  # the document's own colour, not the theme's (light on dark) text colour
        doc.setHtml(
            f"<div style='color:{ink}'><p>{_esc(card.text)}</p><p style='color:#5a4a36'><i>{facts}</i></p></div>"
        )
        painter.translate(rect.left() + 14, centre.y() + 0.16 * rect.width() + 10)
        doc.drawContents(painter, QRectF(0, 0, rect.width() - 28, rect.bottom() - 50 - centre.y()))
    painter.restore()


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class CardTile(QWidget):
    """One small drawn card; ``opened`` fires on a click, Enter / Space or right-click (the large view)."""

    opened = Signal(object)

    def __init__(self, card: CardPicture, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.setObjectName("veilCardTile")
        self.setFixedSize(SMALL)
        self.setToolTip(card.tip)
        self.setAccessibleName(f"{tr(card.kind)}: {card.name}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_picture(painter, QRectF(0, 0, self.width(), self.height()), self.card)
        if self.hasFocus():
            painter.setPen(QPen(QColor("#f0c46a"), 2))
            painter.drawRect(QRectF(1, 1, self.width() - 2, self.height() - 2))
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            self.opened.emit(self.card)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.opened.emit(self.card)
            return
        super().keyPressEvent(event)


class CardStrip(QWidget):
    """A row of small cards (:class:`CardTile`); ``opened(CardPicture)`` when one is opened."""

    opened = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("veilCardStrip")
        self.row = QGridLayout(self)  # rows of at most PER_ROW cards, so a long row never squeezes the text
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(4)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.tiles: list[CardTile] = []

    def set_cards(self, cards: list[CardPicture]) -> None:
        """Show ``cards`` (rebuilt only when they changed, so a hovered card does not flicker)."""
        if [t.card for t in self.tiles] == cards:
            return
        for tile in self.tiles:
            self.row.removeWidget(tile)
            tile.deleteLater()
        self.tiles = []
        for n, card in enumerate(cards):
            tile = CardTile(card, self)
            tile.opened.connect(self.opened)
            self.row.addWidget(tile, *divmod(n, PER_ROW))
            tile.show()  # at once, not after the layout's queued show
            self.tiles.append(tile)
        self.setVisible(bool(cards))


class CardDialog(QDialog):
    """A card shown large (the table's "opens large" rule, ux.md)."""

    def __init__(self, card: CardPicture, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.setObjectName("veilCardDialog")
        self.setWindowTitle(f"{tr(card.kind)}: {card.name}")
        layout = QVBoxLayout(self)
        self.face = _LargeFace(card, self)
        layout.addWidget(self.face, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class _LargeFace(QWidget):
    def __init__(self, card: CardPicture, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.setFixedSize(LARGE)
        self.setAccessibleName(card.tip)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_picture(painter, QRectF(0, 0, self.width(), self.height()), self.card)
        painter.end()
