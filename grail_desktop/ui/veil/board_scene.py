"""The Riven Veil's board: a QGraphicsScene of the nine regions, their tiles, Mist, Deep Mist, each faction's
units and Settlements, strength per faction per region, Beasts, and Excalibur, the Holy Grail and the Green
Knight as drawn pieces (by their holder's Lord, or in the sea while no one holds them) (issue 22).

``BoardScene.sync(view, ...)`` rebuilds every item from one seat's view (idempotent; nine regions are cheap).
Every piece has a tooltip in words; a region's tooltip breaks its strength down by faction and source and says
what it would score now (:func:`grail_desktop.app.veil.words.region_tip`). Regions a pending action may target
glow; clicking a region emits :attr:`BoardScene.region_clicked`. ``BoardView`` zooms (wheel, +/−, 0 to fit) and
pans (drag).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPen, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from grail_desktop.app.veil.words import faction_name, hero_words, region_tip, region_value, region_words, standings
from grail_desktop.engine.veil.board import RING_OF
from grail_desktop.engine.veil.defs import POSITION_NAMES, POSITIONS, VeilPack
from grail_desktop.engine.veil.state import VeilState
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr, tr_noop

#: A region's heading while its tile is face down (by position), and its ring, in the interface language.
UNNAMED_REGIONS = {
    "nw": tr_noop("The north-west"),
    "n": tr_noop("The north"),
    "ne": tr_noop("The north-east"),
    "w": tr_noop("The west"),
    "c": tr_noop("The centre"),
    "e": tr_noop("The east"),
    "sw": tr_noop("The south-west"),
    "s": tr_noop("The south"),
    "se": tr_noop("The south-east"),
}
RING_WORDS = {"coastal": tr_noop("Coastal"), "inner": tr_noop("Inner"), "central": tr_noop("Central")}

CELL, GAP = 230.0, 16.0
RING_FILL: dict[str, str] = {"coastal": "#4f6a6e", "inner": "#56664a", "central": "#6d5f44"}
UNEXPLORED = QColor("#3a4044")
GLOW = QColor("#f0c46a")
INK = QColor("#f1e9d2")
MUTED = QColor("#c9bfa6")


def _font(family: str, size: float, bold: bool = False) -> QFont:
    font = QFont(family)
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


class RegionItem(QGraphicsPathItem):
    """One region's card; clicking it tells the scene."""

    def __init__(self, index: int, rect: QRectF, scene: BoardScene) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, 14, 14)
        super().__init__(path)
        self.index = index
        self._board = scene
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._board.region_clicked.emit(self.index)
            event.accept()
            return
        super().mousePressEvent(event)


#: Size of a drawn piece (Excalibur, the Grail, the Green Knight), scene units.
PIECE = 30.0
RELIC_NAMES = {"excalibur": tr_noop("Excalibur"), "grail": tr_noop("The Holy Grail")}  # translated where shown
PIECE_FILLS = {"excalibur": "#c9d3dc", "grail": "#e0b64a", "knight": "#3f7d35"}
#: The Green Knight's hover text (docs/riven-veil.md "Favor, Excalibur, the Grail, the Green Knight").
KNIGHT_TIP = tr_noop(
    "The Green Knight stands here for the rest of the game. He fights in this region with strength 3 for no "
    "one, never wins a tie and scores nothing; every faction placing above him gains 1 Favor."
)


def relic_tip(s: VeilState, pack: VeilPack, kind: str) -> str:
    """Who holds Excalibur or the Holy Grail and what it does, in words (S3 "Excalibur", "The Holy Grail")."""
    if kind == "excalibur":
        holder = s.excalibur
        does = tr(
            "Its bearer's Lord has +2 strength; once a season, in the first battle where that Lord fights and its "
            "faction is tied for first, Excalibur adds 1 more."
        )
        if not 0 <= holder < len(s.players):
            return tr(
                "Excalibur waits at the end of the Favor Track: the first faction to reach it takes it. {does}"
            ).format(does=does)
        p = s.players[holder]
        ready = tr("already used this season") if p.excalibur_used else tr("ready this season")
        lord = pack.factions[p.faction].lord
        return tr("Excalibur, held by {faction} (its Lord: {lord}). {does} The extra 1 is {ready}.").format(
            faction=faction_name(s, pack, holder), lord=lord, does=does, ready=ready
        )
    holder = s.grail
    does = tr(
        "The Lord who finds it claims 10 VP at once; its bearer wins a tie for the most VP at the end of the game."
    )
    if not 0 <= holder < len(s.players):
        return tr("The Holy Grail lies hidden under one of the Mist Cards. {does}").format(does=does)
    return tr("The Holy Grail, borne by {faction}. {does}").format(faction=faction_name(s, pack, holder), does=does)


def _piece_path(kind: str) -> QPainterPath:
    """A piece's outline in a PIECE × PIECE box: a sword, a chalice, a knight's helm (original drawings)."""
    u = PIECE / 30.0
    path = QPainterPath()
    if kind == "excalibur":
        path.moveTo(15 * u, 1 * u)  # blade
        path.lineTo(18 * u, 5 * u)
        path.lineTo(17.5 * u, 20 * u)
        path.lineTo(24 * u, 20 * u)  # cross-guard
        path.lineTo(24 * u, 23 * u)
        path.lineTo(17 * u, 23 * u)
        path.lineTo(17 * u, 29 * u)  # grip
        path.lineTo(13 * u, 29 * u)
        path.lineTo(13 * u, 23 * u)
        path.lineTo(6 * u, 23 * u)
        path.lineTo(6 * u, 20 * u)
        path.lineTo(12.5 * u, 20 * u)
        path.lineTo(12 * u, 5 * u)
        path.closeSubpath()
    elif kind == "grail":
        path.moveTo(5 * u, 3 * u)  # bowl
        path.cubicTo(5 * u, 16 * u, 25 * u, 16 * u, 25 * u, 3 * u)
        path.closeSubpath()
        path.addRect(13.5 * u, 13 * u, 3 * u, 10 * u)  # stem
        path.addRoundedRect(7 * u, 23 * u, 16 * u, 5 * u, 2 * u, 2 * u)  # foot
    else:
        path.moveTo(6 * u, 28 * u)  # helm
        path.lineTo(6 * u, 12 * u)
        path.cubicTo(6 * u, 2 * u, 24 * u, 2 * u, 24 * u, 12 * u)
        path.lineTo(24 * u, 28 * u)
        path.closeSubpath()
        slit = QPainterPath()
        slit.addRect(9 * u, 13 * u, 12 * u, 2.5 * u)
        path = path.subtracted(slit)
    return path


class PieceItem(QGraphicsPathItem):
    """A drawn piece on the board (``excalibur``, ``grail`` or ``knight``) on a round token, with its hover text."""

    def __init__(self, kind: str, tip: str, parent: QGraphicsItem | None = None, ring: str = "") -> None:
        """``ring`` is the holder's colour (``#rrggbb``) for the token's rim; the piece's own colour otherwise."""
        super().__init__(_piece_path(kind), parent)
        self.kind = kind
        token = QGraphicsEllipseItem(QRectF(-3, -3, PIECE + 6, PIECE + 6), self)
        token.setBrush(QColor(20, 24, 26, 200))
        token.setPen(QPen(QColor(ring or PIECE_FILLS[kind]), 3 if ring else 2))
        token.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        token.setToolTip(tip)
        self.setBrush(QColor(PIECE_FILLS[kind]))
        self.setPen(QPen(QColor("#101010"), 1))
        self.setToolTip(tip)
        self.setAcceptHoverEvents(True)
        self.setZValue(3)


class BoardScene(QGraphicsScene):
    """The board. ``region_clicked(int)`` carries a region index (board order, north-west first)."""

    region_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.regions: list[RegionItem] = []
        self.colours: list[str] = []
        self.setBackgroundBrush(QColor("#1b2a30"))

    @staticmethod
    def rect_of(i: int) -> QRectF:
        col, row = i % 3, i // 3
        return QRectF(col * (CELL + GAP), row * (CELL + GAP), CELL, CELL)

    def sync(self, s: VeilState, pack: VeilPack, colours: list[str], targets: set[int], focus: int = -1) -> None:
        """Rebuild from view ``s``; ``colours`` by seat; ``targets`` glow, ``focus`` glows brightest."""
        self.clear()
        self.regions = []
        self.colours = list(colours)
        sea = QPainterPath()
        sea.addRoundedRect(QRectF(-40, -40, 3 * CELL + 2 * GAP + 80, 3 * CELL + 2 * GAP + 80), 60, 60)
        shore = self.addPath(sea, QPen(QColor("#6c7f78"), 3), QBrush(QColor("#22363b")))
        shore.setZValue(-2)
        for i in range(len(POSITIONS)):
            self._region(s, pack, i, i in targets, i == focus)
        self._relics(s, pack)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-20, -20, 20, 20))

    def _region(self, s: VeilState, pack: VeilPack, i: int, target: bool, focus: bool) -> None:
        r = s.regions[i]
        rect = self.rect_of(i)
        item = RegionItem(i, rect, self)
        fill = QColor(RING_FILL[RING_OF[i]]) if r.explored else UNEXPLORED
        if r.deep:
            fill = QColor("#2b2f33")
        item.setBrush(fill)
        pen = QPen(GLOW if target else QColor("#8b8167"), 6 if focus else (4 if target else 1.5))
        if focus:
            pen.setColor(QColor("#ffe7a3"))
        item.setPen(pen)
        item.setToolTip(region_tip(s, pack, i))
        self.addItem(item)
        self.regions.append(item)
        x, y = rect.left() + 12, rect.top() + 10
        title = s.regions[i].tile
        unnamed = tr(UNNAMED_REGIONS.get(POSITIONS[i], POSITION_NAMES[POSITIONS[i]]))
        name = pack.regions[title].name if title in pack.regions else unnamed
        self._text(name, x, y, _font(READING_FAMILY, 13, bold=True), item)
        ring = tr(RING_WORDS.get(RING_OF[i], RING_OF[i]))
        if r.deep:
            sub = tr("Deep Mist")
        else:
            value = region_value(s, pack, i)
            sub = (
                tr("{ring} · {vp} VP").format(ring=ring, vp=value)
                if value
                else tr("{ring} · face down").format(ring=ring)
            )
            if not r.explored:
                sub += " · " + tr("unexplored")
        self._text(sub, x, y + 24, _font(UI_FAMILY, 9), item, MUTED)
        if r.deep:
            veil = QGraphicsRectItem(rect.adjusted(6, 50, -6, -6), item)
            veil.setBrush(QBrush(QColor(200, 200, 210, 60), Qt.BrushStyle.Dense5Pattern))
            veil.setPen(Qt.PenStyle.NoPen)
            veil.setToolTip(
                tr("{value}: Deep Mist. No one may enter this season.").format(value=region_words(s, pack, i))
            )
            return
        row_y = y + 50
        for st in standings(s, pack, i):
            self._faction_row(s, pack, st.seat, i, st.total, x, row_y, item)
            row_y += 30
        # faction pieces with no strength (units stuck in an unexplored region) still show
        for seat, p in enumerate(s.players):
            if not r.explored and (p.lord_at == i or i in p.champ_at or p.warriors[i]):
                self._faction_row(s, pack, seat, i, 0, x, row_y, item)
                row_y += 30
        marks_y = rect.bottom() - 34
        mx = x
        if r.mist and not r.explored:
            mx = self._mark(
                mx,
                marks_y,
                tr("Mist"),
                "#9aa6b0",
                tr("A face-down Mist Card: the Lord who explores here turns it over."),
                item,
            )
        if r.knight:
            knight = PieceItem("knight", tr(KNIGHT_TIP), item)
            knight.setPos(*self.piece_spot(i, 2))
        if r.beast:
            b = pack.beasts[r.beast]
            mx = self._mark(
                mx,
                marks_y,
                b.name,
                "#8a6a3a",
                tr(
                    "{name}: a Mythical Beast waiting to be bonded "
                    "({cost} Faction Power, {vp} VP, strength {strength})."
                ).format(name=b.name, cost=b.cost, vp=b.vp, strength=b.strength),
                item,
            )
        for seat, p in enumerate(s.players):
            if i in p.settled:
                tokens = p.town_tokens.get(i, 0)
                extra = " " + tr("with %n Strength Token(s)", None, tokens) if tokens else ""
                mx = self._mark(
                    mx,
                    marks_y,
                    tr("Settlement"),
                    self.colours[seat],
                    tr("A Settlement of {faction}{extra} (strength {strength}).").format(
                        faction=faction_name(s, pack, seat), extra=extra, strength=1 + tokens
                    ),
                    item,
                )

    def piece_spot(self, i: int, slot: int) -> tuple[float, float]:
        """Where piece ``slot`` (0 the Grail, 1 Excalibur, 2 the Green Knight) stands in region ``i``: along the
        bottom edge from the right, clear of the faction rows and of the marks that fill from the left."""
        rect = self.rect_of(i)
        return rect.right() - 10 - PIECE - slot * (PIECE + 12), rect.bottom() - PIECE - 10

    def _relics(self, s: VeilState, pack: VeilPack) -> None:
        """Excalibur and the Holy Grail: by their holder's Lord, or in the sea below the isle while no one holds
        them (Excalibur at the end of the Favor Track, the Grail hidden in the Mist)."""
        sea_x, sea_y = 0.0, 3 * CELL + 2 * GAP + 2
        for kind, holder in (("excalibur", s.excalibur), ("grail", s.grail)):
            tip = relic_tip(s, pack, kind)
            lord = s.players[holder].lord_at if 0 <= holder < len(s.players) else -1
            piece = PieceItem(kind, tip, ring=self.colours[holder] if lord >= 0 else "")
            self.addItem(piece)
            if lord >= 0:
                piece.setPos(*self.piece_spot(lord, 1 if kind == "excalibur" else 0))
            else:
                piece.setPos(sea_x, sea_y)
                where = tr("on the Favor Track") if kind == "excalibur" else tr("hidden in the Mist")
                label = QGraphicsSimpleTextItem(
                    tr("{relic}: {where}").format(relic=tr(RELIC_NAMES[kind]), where=where), piece
                )
                label.setFont(_font(UI_FAMILY, 9))
                label.setBrush(MUTED)
                label.setPos(PIECE + 6, (PIECE - label.boundingRect().height()) / 2)
                label.setToolTip(tip)
                sea_x += PIECE + 18 + label.boundingRect().width()

    def _faction_row(
        self, s: VeilState, pack: VeilPack, seat: int, i: int, total: int, x: float, y: float, parent: QGraphicsItem
    ) -> None:
        p = s.players[seat]
        f = pack.factions[p.faction]
        colour = QColor(self.colours[seat])
        disc = QGraphicsEllipseItem(QRectF(x, y, 24, 24), parent)
        disc.setBrush(colour)
        disc.setPen(QPen(QColor("#111"), 1))
        disc.setToolTip(tr("{name}: strength {total} here").format(name=f.name, total=total))
        num = QGraphicsSimpleTextItem(str(total), disc)
        num.setFont(_font(UI_FAMILY, 10, bold=True))
        num.setBrush(QColor("#101010"))
        br = num.boundingRect()
        num.setPos(x + 12 - br.width() / 2, y + 12 - br.height() / 2)
        bits: list[str] = []
        tip: list[str] = []
        if p.lord_at == i:
            bits.append(tr("Lord"))
            tip.append(hero_words(pack, p.faction, "lord"))
        for k, at in enumerate(p.champ_at):
            if at == i:
                bits.append(tr("Champion"))
                tip.append(hero_words(pack, p.faction, f"c{k + 1}"))
        if p.warriors[i]:
            bits.append(tr("%n Warrior(s)", None, p.warriors[i]))
            tip.append(tr("%n Warrior(s)", None, p.warriors[i]))
        for b, at in sorted(p.beasts.items()):
            if at == i:
                bits.append(pack.beasts[b].name)
                tip.append(tr("the bonded Beast {name}").format(name=pack.beasts[b].name))
        if i in p.settled:
            bits.append(tr("Settlement"))
        label = self._text(", ".join(bits) or tr("Settlement"), x + 30, y + 3, _font(UI_FAMILY, 9), parent)
        label.setToolTip(
            tr("{faction} here: {pieces}. Strength {strength}.").format(
                faction=f.name, pieces=", ".join(tip) or tr("a Settlement"), strength=total
            )
        )

    def _mark(self, x: float, y: float, text: str, colour: str, tip: str, parent: QGraphicsItem) -> float:
        label = QGraphicsSimpleTextItem(text)
        label.setFont(_font(UI_FAMILY, 8, bold=True))
        w = label.boundingRect().width() + 12
        box = QGraphicsRectItem(QRectF(x, y, w, 22), parent)
        box.setBrush(QColor(colour))
        box.setPen(QPen(QColor("#111"), 1))
        box.setToolTip(tip)
        label.setParentItem(box)
        label.setBrush(QColor("#101010"))
        label.setPos(x + 6, y + 4)
        return x + w + 6

    def _text(
        self, text: str, x: float, y: float, font: QFont, parent: QGraphicsItem, colour: QColor = INK
    ) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text, parent)
        item.setFont(font)
        item.setBrush(colour)
        item.setPos(QPointF(x, y))
        return item


class BoardView(QGraphicsView):
    """The board's view: fits the isle, zooms with the wheel or +/− (0 fits again), pans by dragging."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("veilBoard")
        self.setAccessibleName(tr("The board of the isle"))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.user_zoom = 1.0

    def fit_zoom(self) -> float:
        rect = self.sceneRect()
        if rect.isEmpty():
            return 1.0
        return min(self.viewport().width() / rect.width(), self.viewport().height() / rect.height())

    def apply_zoom(self) -> None:
        zoom = max(0.25, min(4.0, self.fit_zoom() * self.user_zoom))
        self.resetTransform()
        self.scale(zoom, zoom)

    def zoom_by(self, factor: float) -> None:
        self.user_zoom = max(0.5, min(4.0, self.user_zoom * factor))
        self.apply_zoom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.apply_zoom()

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.2)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(1 / 1.2)
        elif key == Qt.Key.Key_0:
            self.user_zoom = 1.0
            self.apply_zoom()
        else:
            super().keyPressEvent(event)
