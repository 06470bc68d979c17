"""The map: a QGraphicsScene of location cards, pawns, Menhirs, Guardians and open Direction Keys.

``MapScene.sync(view)`` rebuilds the items from a :class:`~grail_desktop.app.views.MapView` (idempotent).
Clicking a glowing card, or dragging the active pawn onto one, emits :attr:`MapScene.travel_requested`;
the table turns that into a ``travel N`` action through the session. ``MapGraphicsView``
zooms with the wheel and keys, pans by dragging and keeps the active character in sight.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from grail_desktop.app import tips
from grail_desktop.app.card_sheets import CardSheet, map_card_sheet
from grail_desktop.app.glossary import RULES_TERMS
from grail_desktop.app.views import CardView, MapView, PawnView
from grail_desktop.ui.card_viewer import show_sheet
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.hover_spots import HoverSpot
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.terrain import paint_terrain
from grail_desktop.ui.text_fit import fit_lines
from grail_desktop.ui.widgets import retire_items

CARD_W, CARD_H, GAP = 200.0, 140.0, 26.0
CELL_W, CELL_H = CARD_W + GAP, CARD_H + GAP
MARGIN = 24.0  # scene units of room around the outermost cards
PARCHMENT = QColor("#e3d6b4")
INK = QColor("#2a2219")
GLOW = QColor("#f0c46a")
DANGER = QColor("#b5473a")


def cell_origin(x: int, y: int) -> QPointF:
    """Top-left scene position of grid cell (x, y); north (+y) is up."""
    return QPointF(x * CELL_W, -y * CELL_H)


#: The title's font sizes (points, scene units): one line from the largest down, then two lines from :data:`TWO_LINES`
ONE_LINE = (10.5, 10.0, 9.5, 9.0)
TWO_LINES = (9.0, 8.5, 8.0, 7.5, 7.0)
#: The title band's top and bottom (scene units): the card's art begins under it
TITLE_TOP, TITLE_BOTTOM = 2.0, 30.0


def title_band(card: CardView) -> QRectF:
    """The room for a location card's title (scene units): between the number (and the "was N" under it, on a
    card that replaced another) on the left and the seals on the right, over the art."""
    left: float = 8 + QFontMetrics(_font(UI_FAMILY, 7.5, bold=True)).horizontalAdvance(str(card.number)) + 6
    if card.legacy is not None:
        was = tr("was {number}").format(number=card.legacy)
        left = max(left, 8 + QFontMetrics(_font(UI_FAMILY, 6.5, italic=True)).horizontalAdvance(was) + 4)
    right = CARD_W - 12 - 19 * (len(card.seals) - 1) - 8 - 4 if card.seals else CARD_W - 8
    # centred on the card where the number and the seals leave it room, so most titles sit in the middle
    half = min(CARD_W / 2 - left, right - CARD_W / 2)
    if half >= 45:
        left, right = CARD_W / 2 - half, CARD_W / 2 + half
    return QRectF(left, TITLE_TOP, right - left, TITLE_BOTTOM - TITLE_TOP)


def title_fit(card: CardView) -> tuple[float, list[str], QRectF]:
    """The size (points), lines and band of a location card's title: the largest size of :data:`ONE_LINE` at which
    the name is one line in its band (:func:`title_band`), else the largest of :data:`TWO_LINES` at which it wraps
    whole into two; only a name too long for both is elided (then the tooltip has it)."""
    band = title_band(card)
    for size in ONE_LINE:
        if QFontMetricsF(_font(READING_FAMILY, size, bold=True)).horizontalAdvance(card.name) <= band.width():
            return size, [card.name], band
    for size in TWO_LINES:
        metrics = QFontMetricsF(_font(READING_FAMILY, size, bold=True))
        lines = _two_lines(card.name, metrics, band.width())
        if lines and 2 * metrics.lineSpacing() <= band.height():
            return size, lines, band
    size = TWO_LINES[-1]
    return size, fit_lines(card.name, _font(READING_FAMILY, size, bold=True), band.width(), 2), band


def _two_lines(name: str, metrics: QFontMetricsF, width: float) -> list[str] | None:
    """``name`` in two lines of at most ``width``: broken after its comma when that fits ("Penrhyn Gloch, / the Bell
    Head"), else where the longer line is shortest (no lone last word); None when no break fits."""
    words = name.split()
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    fitting = [s for s in splits if max(metrics.horizontalAdvance(s[0]), metrics.horizontalAdvance(s[1])) <= width]
    if not fitting:
        return None
    at_comma = [s for s in fitting if s[0].endswith(",")]
    best = min(at_comma or fitting, key=lambda s: max(metrics.horizontalAdvance(s[0]), metrics.horizontalAdvance(s[1])))
    return list(best)


def _font(family: str, size: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(family)
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def key_rect(direction: str) -> QRectF:
    """Where a Direction Key's number sits on a card's edge (card units): half out over the north and south
    edges; east and west mostly inside the card, so the keys of two cards side by side (GAP apart) never
    meet (issue 18: the numbers of neighbouring cards overlapped)."""
    w, h = 28.0, 14.0
    out = 12.0  # how far an east or west key stands out of its card: less than half the gap between cards
    if direction == "north":
        return QRectF(CARD_W / 2 - w / 2, -h / 2, w, h)
    if direction == "south":
        return QRectF(CARD_W / 2 - w / 2, CARD_H - h / 2, w, h)
    if direction == "east":
        return QRectF(CARD_W + out - w, CARD_H / 2 - h / 2, w, h)
    return QRectF(-out, CARD_H / 2 - h / 2, w, h)


class LocationItem(QGraphicsObject):
    """A painted location card. Emits ``clicked(number)`` when clicked."""

    clicked = Signal(int)

    def __init__(self, card: CardView, menhir_dial: int | None, guardians: list[str]) -> None:
        super().__init__()
        self.card = card
        self.menhir_dial = menhir_dial
        self.guardians = guardians
        self.hovered = False
        self.setPos(cell_origin(card.x, card.y))
        self.setAcceptHoverEvents(True)
        self.setZValue(1)
        self.setToolTip(tips.location_tip(card, menhir_dial, guardians))
        self._add_hover_spots()
        if card.travel_target:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -14, CARD_W + 28, CARD_H + 28)

    def _add_hover_spots(self) -> None:
        """Own tooltips for the seals, the Menhir dial, a Guardian and Time Tokens (where they are painted)."""
        x = CARD_W - 12
        for seal in reversed(self.card.seals):
            HoverSpot(self, QRectF(x - 9, 4, 18, 18), tips.seal_legend((seal,)), "seal")
            x -= 19
        if self.menhir_dial is not None:
            HoverSpot(self, QRectF(12, 48, 38, 48), tips.menhir_tip(self.menhir_dial), "menhir")
        if self.guardians:
            HoverSpot(self, QRectF(CARD_W - 44, 54, 28, 34), tips.guardian_tip(self.guardians), "guardian")
        if self.card.time_tokens:
            n = self.card.time_tokens
            words = "⧗ " + tr("%n Time Token(s): {rule}", None, n).format(rule=RULES_TERMS["Time Token"])
            HoverSpot(self, QRectF(CARD_W - 30, CARD_H - 30, 20, 20), words, "time")

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        """Right-click: the card large in the viewer (issue 19)."""
        view = self.scene().views()[0] if self.scene() and self.scene().views() else None
        show_sheet(map_card_sheet(self.card, self.menhir_dial, tuple(self.guardians)), view)
        event.accept()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        c = self.card
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if c.travel_target:
            glow = QColor(GLOW)
            for width, alpha in ((14, 40), (9, 70), (5, 120)):
                glow.setAlpha(alpha + (40 if self.hovered else 0))
                painter.setPen(QPen(glow, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QPen(INK, 2))
        painter.setBrush(PARCHMENT)
        painter.drawRoundedRect(rect, 9, 9)

        # Title band: number, name, legacy number, seals.
        painter.setPen(INK)
        painter.setFont(_font(UI_FAMILY, 7.5, bold=True))
        painter.drawText(
            QRectF(8, 5, 40, 16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(c.number)
        )
        # The whole title, on one line or two (issue 18: "The Camp of Spe…"; the tooltip has it too)
        size, lines, band = title_fit(c)
        painter.setFont(_font(READING_FAMILY, size, bold=True))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
        if c.legacy is not None:
            painter.setFont(_font(UI_FAMILY, 6.5, italic=True))
            painter.drawText(
                QRectF(8, 19, 60, 12), Qt.AlignmentFlag.AlignLeft, tr("was {number}").format(number=c.legacy)
            )
        self._paint_seals(painter)

        art = QRectF(8, 30, CARD_W - 16, CARD_H - 62)
        paint_terrain(painter, art, c.terrain, c.number)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(art, 6, 6)

        # Action line.
        painter.setFont(_font(UI_FAMILY, 6.5))
        text = c.action.split(":")[0] if c.action else (c.instant and "⚡ " + c.instant) or ""
        if text:
            metrics = QFontMetrics(painter.font())
            painter.setPen(INK)
            painter.drawText(
                QRectF(10, CARD_H - 30, CARD_W - 20, 14),
                Qt.AlignmentFlag.AlignLeft,
                metrics.elidedText(("◆ " if c.action else "") + text, Qt.TextElideMode.ElideRight, int(CARD_W - 20)),
            )
        if c.instant and c.action:
            painter.drawText(QRectF(10, CARD_H - 17, CARD_W - 20, 12), Qt.AlignmentFlag.AlignLeft, tr("⚡ on arrival"))

        self._paint_keys(painter)
        if self.menhir_dial is not None:
            self._paint_menhir(painter)
        if self.guardians:
            self._paint_guardian(painter)
        if c.time_tokens:
            painter.setBrush(QColor("#6c5a3a"))
            painter.setPen(QPen(INK, 1))
            painter.drawEllipse(QPointF(CARD_W - 20, CARD_H - 20), 9, 9)
            painter.setPen(QColor("#f4e7c4"))
            painter.setFont(_font(UI_FAMILY, 7, bold=True))
            painter.drawText(
                QRectF(CARD_W - 29, CARD_H - 29, 18, 18), Qt.AlignmentFlag.AlignCenter, f"⧗{c.time_tokens}"
            )
        if c.vanishing:
            veil = QColor(DANGER)
            veil.setAlpha(46)
            painter.setBrush(veil)
            painter.setPen(QPen(DANGER, 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 8, 8)
            painter.setPen(QColor("#fff4e6"))
            painter.setFont(_font(UI_FAMILY, 7, bold=True))
            band = QRectF(30, CARD_H / 2 - 9, CARD_W - 60, 18)
            painter.fillRect(band, DANGER)
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter, tr("fades at dawn"))
        scene = self.scene()
        if c.travel_target and getattr(scene, "colour_blind", False):
            # The colour-blind aid on the map (issue 28): a travel target is told by a shape, not by its glow.
            badge = QRectF(-9, -9, 24, 24)
            painter.setPen(QPen(QColor("#fff8e8"), 2))
            painter.setBrush(INK)
            painter.drawEllipse(badge)
            painter.setFont(_font(UI_FAMILY, 10, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "➜")

    def _paint_seals(self, painter: QPainter) -> None:
        x = CARD_W - 12
        for seal in reversed(self.card.seals):
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(QColor("#cdb98a"))
            painter.drawEllipse(QPointF(x, 13), 8, 8)
            painter.setPen(INK)
            painter.setFont(_font(UI_FAMILY, 7, bold=True))
            glyph = {"menhir": "▲", "dream": "☾", "settlement": "⌂"}.get(seal, "•")
            painter.drawText(QRectF(x - 8, 5, 16, 16), Qt.AlignmentFlag.AlignCenter, glyph)
            x -= 19

    def _paint_keys(self, painter: QPainter) -> None:
        painter.setFont(_font(UI_FAMILY, 7, bold=True))
        for key in self.card.keys:
            r = key_rect(key.direction)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#8d6a3a") if key.connected else QColor("#b79c6c"))
            painter.drawRoundedRect(r, 4, 4)
            painter.setPen(QColor("#fbf1d8"))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(key.number))

    def _paint_menhir(self, painter: QPainter) -> None:
        base = QPointF(26, 92)
        stone = QPainterPath(QPointF(base.x() - 9, base.y()))
        stone.lineTo(base.x() - 10, base.y() - 30)
        stone.quadTo(base.x() - 3, base.y() - 42, base.x() + 4, base.y() - 38)
        stone.lineTo(base.x() + 9, base.y())
        stone.closeSubpath()
        painter.setPen(QPen(QColor("#1c1a17"), 1.5))
        painter.setBrush(QColor("#8b857a") if self.menhir_dial else QColor("#4b4741"))
        painter.drawPath(stone)
        if self.menhir_dial:
            glow = QColor(GLOW)
            glow.setAlpha(190)
            painter.setBrush(glow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(base.x(), base.y() - 20), 4, 4)
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(QColor("#f3e6c4"))
        painter.drawEllipse(QPointF(base.x() + 14, base.y() - 6), 9, 9)
        painter.setPen(INK)
        painter.setFont(_font(UI_FAMILY, 8, bold=True))
        painter.drawText(
            QRectF(base.x() + 5, base.y() - 15, 18, 18), Qt.AlignmentFlag.AlignCenter, str(self.menhir_dial)
        )

    def _paint_guardian(self, painter: QPainter) -> None:
        centre = QPointF(CARD_W - 30, 70)
        path = QPainterPath(QPointF(centre.x(), centre.y() - 14))
        path.lineTo(centre.x() + 12, centre.y() - 6)
        path.lineTo(centre.x() + 8, centre.y() + 12)
        path.lineTo(centre.x(), centre.y() + 16)
        path.lineTo(centre.x() - 8, centre.y() + 12)
        path.lineTo(centre.x() - 12, centre.y() - 6)
        path.closeSubpath()
        painter.setPen(QPen(QColor("#1c0f0c"), 1.5))
        painter.setBrush(QColor("#8c2f24"))
        painter.drawPath(path)
        painter.setPen(QColor("#f7dcc8"))
        painter.setFont(_font(UI_FAMILY, 8, bold=True))
        painter.drawText(QRectF(centre.x() - 8, centre.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, "G")

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.card.travel_target:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.card.travel_target and self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.card.number)


class OpenSlotItem(QGraphicsItem):
    """A faint slot where an open Direction Key points at a location not yet revealed."""

    def __init__(self, x: int, y: int, number: int) -> None:
        super().__init__()
        self.number = number
        self.setPos(cell_origin(x, y))
        self.setZValue(0)
        self.setToolTip(
            tr("A place not yet revealed: it appears when someone arrives next to it within a Menhir's range.")
        )

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(220, 205, 170, 90), 1.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(220, 205, 170, 14))
        painter.drawRoundedRect(self.boundingRect().adjusted(6, 6, -6, -6), 9, 9)
        painter.setPen(QColor(220, 205, 170, 120))
        painter.setFont(_font(UI_FAMILY, 11, bold=True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.number))


class PawnItem(QGraphicsObject):
    """A character's pawn. The active pawn can be dragged onto a glowing card to travel."""

    dropped = Signal(str, QPointF)

    def __init__(self, pawn: PawnView, offset: int) -> None:
        super().__init__()
        self.pawn = pawn
        self.home = cell_origin(0, 0)
        self.setZValue(5 if pawn.active else 4)
        self.setToolTip(tips.pawn_tip(pawn))
        self.offset = offset
        if pawn.active:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        self._drag_start: QPointF | None = None

    def place(self, card_origin: QPointF) -> None:
        self.home = card_origin + QPointF(CARD_W / 2 - 24 + self.offset * 22, CARD_H / 2 + 6)
        self.setPos(self.home)

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -14, 28, 28)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.pawn.active:
            halo = QColor(GLOW)
            halo.setAlpha(150)
            painter.setPen(QPen(halo, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), 13, 13)
        painter.setPen(QPen(QColor("#15110c"), 2))
        painter.setBrush(QBrush(QColor(self.pawn.colour)))
        painter.drawEllipse(QPointF(0, 0), 11, 11)
        painter.setPen(QColor("#fff8e8"))
        painter.setFont(_font(UI_FAMILY, 9, bold=True))
        painter.drawText(QRectF(-11, -11, 22, 22), Qt.AlignmentFlag.AlignCenter, self.pawn.letter)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        """Right-click (or V): the character's card in the viewer — name, attributes, statuses (issue 19)."""
        scene = self.scene()
        getter = getattr(scene, "sheet_of_character", None)
        sheet = getter(self.pawn.character) if getter is not None else None
        if sheet is None:
            event.ignore()
            return
        views = scene.views() if scene is not None else []
        show_sheet(sheet, views[0] if views else None)
        event.accept()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.pawn.active and event.button() == Qt.MouseButton.LeftButton:
            self._drag_start = event.scenePos()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.setZValue(10)
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag_start is not None:
            self.setPos(self.home + (event.scenePos() - self._drag_start))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag_start is None:
            return
        self._drag_start = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(5)
        drop = event.scenePos()
        self.setPos(self.home)  # snap back; a legal drop re-syncs the scene at the new place
        self.dropped.emit(self.pawn.character, drop)


class MapScene(QGraphicsScene):
    """The map scene. Emits ``travel_requested(number)``, ``travel_refused(number)`` (a click on a card that is
    not a travel target: the table asks the gate, which says why) and ``illegal_drop(reason)``."""

    travel_requested = Signal(int)
    travel_refused = Signal(int)
    illegal_drop = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QColor("#15191b"))
        self.cards: dict[int, LocationItem] = {}
        self.pawns: dict[str, PawnItem] = {}
        self.view_model: MapView | None = None
        #: the colour-blind aid (Settings): travel targets also carry a shape
        self.colour_blind = False
        self._retired: list[QGraphicsItem] = []
        #: a pawn's card for the viewer (the table sets it: the scene itself holds views, not the game)
        self.sheet_of_character: Callable[[str], CardSheet | None] | None = None
        #: why the pawn cannot travel to a connected card now, in words (set by the table)
        self.why_no_travel: Callable[[int], str | None] | None = None
        #: counts rebuilds: a click whose press came before the last rebuild has already been answered
        self.generation = 0

    def sync(self, view: MapView) -> None:
        """Rebuild every item from ``view`` (idempotent: the same view gives the same scene)."""
        self.generation += 1
        retire_items(self, self._retired)
        self.cards.clear()
        self.pawns.clear()
        self.view_model = view
        dials = dict(view.menhirs)
        guardians: dict[int, list[str]] = {}
        for location, name in view.guardians:
            guardians.setdefault(location, []).append(name)
        for x, y, number in view.open_slots:
            self.addItem(OpenSlotItem(x, y, number))
        for card in view.cards:
            item = LocationItem(card, dials.get(card.number), guardians.get(card.number, []))
            item.clicked.connect(self.travel_requested)
            self.addItem(item)
            self.cards[card.number] = item
        per_location: dict[int, int] = {}
        for pawn in view.pawns:
            card_item = self.cards.get(pawn.location)
            if card_item is None:
                continue
            offset = per_location.get(pawn.location, 0)
            per_location[pawn.location] = offset + 1
            pawn_item = PawnItem(pawn, offset)
            self.addItem(pawn_item)
            pawn_item.place(card_item.pos())
            pawn_item.dropped.connect(self._pawn_dropped)
            self.pawns[pawn.character] = pawn_item
        # a narrow margin: a wide one let the view show empty room on one side while cards were cut on the other
        # (newcomer 9: cards cut at the left edge with a card's width of nothing on the right)
        rect = self.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    def _pawn_dropped(self, character: str, where: QPointF) -> None:
        for number, item in self.cards.items():
            if item.sceneBoundingRect().contains(where):
                if item.card.travel_target:
                    self.travel_requested.emit(number)
                elif self.pawns[character].pawn.location != number:
                    why = self.why_no_travel(number) if self.why_no_travel is not None else None
                    if why:  # connected, but closed now (a Guardian to face first, no Energy …)
                        self.illegal_drop.emit(why)
                        return
                    self.illegal_drop.emit(
                        tr(
                            "You cannot travel to {place} from here: "
                            "only connected locations (matching Direction Keys) can be reached."
                        ).format(place=item.card.name)
                    )
                return

    def active_pawn(self) -> PawnItem | None:
        return next((p for p in self.pawns.values() if p.pawn.active), None)

    def clicked_elsewhere(self, item: QGraphicsItem | None) -> None:
        """A click (not a drag) on ``item``: on a location card that is not a travel target, and not where the
        acting character stands, ``travel_refused`` asks why (newcomer 9: a diagonal card ignored the click
        without a word). Travel targets answer their own clicks."""
        while item is not None and not isinstance(item, LocationItem):
            item = item.parentItem()
        pawn = self.active_pawn()
        if (
            isinstance(item, LocationItem)
            and not item.card.travel_target
            and (pawn is None or pawn.pawn.location != item.card.number)
        ):
            self.travel_refused.emit(item.card.number)


class MapGraphicsView(QGraphicsView):
    """The view of the map: wheel / +/- zoom, drag to pan, ``C`` or Home re-centres on the active pawn."""

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("mapView")
        self.setAccessibleName(tr("Map"))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # the bars are always there: one that came and went resized the viewport, and the map moved under the
        # pointer with it (issue 18; the view's rect holds what was in sight, see :meth:`hold_through`)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.zoom = 1.0
        self._pressed_at: QPoint | None = None
        self._pressed_generation = 0

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed_at = event.position().toPoint() if event.button() == Qt.MouseButton.LeftButton else None
        scene = self.scene()
        self._pressed_generation = scene.generation if isinstance(scene, MapScene) else 0
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        pressed, self._pressed_at = self._pressed_at, None
        scene = self.scene()
        if pressed is None or event.button() != Qt.MouseButton.LeftButton or not isinstance(scene, MapScene):
            return
        if scene.generation != self._pressed_generation:
            # The click already acted (a travel target's own release travelled and the scene was rebuilt for
            # the next seat): asking again would try the same card for the next character (newcomer 11).
            return
        if (event.position().toPoint() - pressed).manhattanLength() < QApplication.startDragDistance():
            scene.clicked_elsewhere(self.itemAt(pressed))  # a click, not a pan

    def set_zoom(self, zoom: float) -> None:
        zoom = max(0.35, min(2.5, zoom))
        self.scale(zoom / self.zoom, zoom / self.zoom)
        self.zoom = zoom

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.set_zoom(self.zoom * (1.15 if event.angleDelta().y() > 0 else 1 / 1.15))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.set_zoom(self.zoom * 1.15)
        elif key == Qt.Key.Key_Minus:
            self.set_zoom(self.zoom / 1.15)
        elif key in (Qt.Key.Key_C, Qt.Key.Key_Home):
            self.recentre()
        else:
            super().keyPressEvent(event)

    def recentre(self) -> None:
        """Centre on the acting character's pawn (``C`` / Home, and the table's first frame)."""
        scene = self.scene()
        if isinstance(scene, MapScene):
            pawn = scene.active_pawn()
            if pawn is not None:
                self.centerOn(pawn)

    def hold_through(self, seen: QRectF) -> None:
        """After the scene was rebuilt, the part of it that was in sight (``seen``, scene units; empty: the view
        was not shown) stays where it was on screen. The view's own rect is the scene's and ``seen`` together, so
        Qt never re-centres a scene smaller than the view: a card revealed at an edge grew the scene, and the map
        slid 33 px (half the growth) under the pointer (issue 18, newcomer 12). Scrolling still reaches every card."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        if not seen.isEmpty():
            rect = rect.united(seen.adjusted(-2, -2, 2, 2))  # a hair more than the viewport: never centred
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        if seen.isEmpty():
            return
        for _ in range(2):  # the bars are whole pixels: a second pass takes up what the first rounded off
            where = self.mapFromScene(seen.topLeft())
            if where == QPoint(0, 0):
                break
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + where.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + where.y())

    def visible_scene_rect(self) -> QRectF:
        """The part of the scene in sight, in scene units."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def keep_in_sight(self) -> bool:
        """Scroll only as far as needed to bring the acting character's card back into sight, and not at all
        while its pawn and most of its card are in sight. Returns whether the view moved.

        Newcomer 9: re-centring after every Travel moved the map under the pointer, so the next click landed on
        an empty slot; the view now holds still unless the party would leave it."""
        scene = self.scene()
        if not isinstance(scene, MapScene):
            return False
        pawn = scene.active_pawn()
        if pawn is None:
            return False
        card = scene.cards.get(pawn.pawn.location)
        target = card.sceneBoundingRect() if card is not None else pawn.sceneBoundingRect()
        seen = self.visible_scene_rect()
        shown = seen.intersected(target)
        most = shown.width() * shown.height() >= 0.6 * target.width() * target.height()
        if seen.contains(pawn.sceneBoundingRect()) and most:
            return False
        before = (self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        scale = self.transform().m11() or 1.0
        self.ensureVisible(target, int(16 * scale), int(16 * scale))
        return before != (self.horizontalScrollBar().value(), self.verticalScrollBar().value())
