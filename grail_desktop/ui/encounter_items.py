"""The painted items of the encounter board: enemy and chain cards, drop spots, hand cards, dice, piles,
the dial, buttons and the Resolve overlay (ux.md "Encounter board", issue 9).

Every item keeps a reference to its :class:`~grail_desktop.ui.encounter_scene.BoardScene` and reports clicks,
drags and drops to it; items never submit actions themselves. Dragging uses press / move / release in scene
coordinates (:class:`DraggableItem`), never ``QDrag`` (architecture.md "Qt side").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from grail_desktop.app.card_sheets import sheet_for
from grail_desktop.app.encounter_tips import (
    applied_caption,
    card_tip,
    chain_means,
    die_tip,
    drop_spot_tip,
    enemy_effects,
    enemy_number_means,
    fight_dial_means,
    starting_dial_means,
)
from grail_desktop.app.encounter_view import (
    DIAL_ORDER,
    CardFace,
    DieView,
    EnemyView,
)
from grail_desktop.ui.board_faces import ENEMY_FACE_W, FACE_H, FACE_W, paint_enemy_face, paint_face
from grail_desktop.ui.card_viewer import show_sheet
from grail_desktop.ui.cards import (
    BAND_TEXT,
    DANGER,
    DICE_COLOURS,
    DICE_INK,
    DICE_LETTERS,
    GLOW,
    INK,
    PARCHMENT,
    font,
    paint_die,
    paint_glow,
)
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr, tr_noop

if TYPE_CHECKING:
    from grail_desktop.ui.encounter_scene import BoardScene

DIE = 34.0
PILE_H = (FACE_H - 6) / 2  # the deck and the discard pile stand on top of each other beside the hand
PILE_W = 84.0
DRAG_THRESHOLD = 6.0
BOX = QColor(236, 227, 204, 18)
BOX_LINE = QColor(236, 227, 204, 70)
TEXT = QColor("#ece3cc")
MUTED = QColor("#a99f8a")
#: A die colour in words (an enemy's dial colour in its tooltip).
DIE_COLOUR_WORDS = {"red": tr_noop("red"), "blue": tr_noop("blue"), "gold": tr_noop("gold")}
ROLL_FACES = ("hit", "miss", "double-hit", "hit", "miss", "hit")


def fitted_font(text: str, size: float, width: float, *, bold: bool = False, family: str = UI_FAMILY) -> QFont:
    """The font ``size`` points large, or up to 1.5 points smaller, in which ``text`` fits ``width`` (scene units):
    a line a few letters too long is written whole rather than cut with "…" (issue 18: the header's step and
    "Exhausted: 2 red, 2 blu…"); a still longer one is elided by its painter (the whole text is in the tooltip)."""
    f = font(family, size, bold=bold)
    smallest = size - 1.5
    while QFontMetricsF(f).horizontalAdvance(text) > width and f.pointSizeF() - 0.25 >= smallest:
        f.setPointSizeF(f.pointSizeF() - 0.25)
    return f


class BoardItem(QGraphicsObject):
    """Base for the board's painted items: a fixed rect, a back-reference to the scene's controller."""

    def __init__(self, board: BoardScene, rect: QRectF) -> None:
        super().__init__()
        self.board = board
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-16, -16, 16, 16)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """A card or an enemy under the pointer goes into the board's card lens (issue 18)."""
        subject = getattr(self, "face", None) or getattr(self, "enemy", None)
        if subject is not None:
            self.board.hover(subject, self.mapRectToScene(self.rect))
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        subject = getattr(self, "face", None) or getattr(self, "enemy", None)
        if subject is not None:
            self.board.unhover(subject)
        super().hoverLeaveEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        """Right-click on a card or an enemy: read it large in the card viewer (issue 19)."""
        face = getattr(self, "face", None)
        enemy = getattr(self, "enemy", None)
        ident = face.id if face is not None else enemy.id if enemy is not None else None
        sheet = sheet_for(self.board.session.game.catalog, ident) if ident else None  # Health as played
        if sheet is None:
            event.ignore()
            return
        views = self.board.views()
        show_sheet(sheet, views[0] if views else None)
        event.accept()


class ButtonItem(BoardItem):
    """A painted button in the scene (Roll, Escape, Continue); ``action`` runs on click when enabled."""

    def __init__(
        self,
        board: BoardScene,
        rect: QRectF,
        label: str,
        action: Callable[[], None],
        *,
        enabled: bool = True,
        primary: bool = False,
        tooltip: str = "",
    ) -> None:
        super().__init__(board, rect)
        self.label = label
        self.action = action
        self.enabled = enabled
        self.primary = primary
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setToolTip(tooltip)
        if enabled:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.enabled and (self.primary or self.hovered):
            paint_glow(painter, self.rect, 40 if self.hovered else 0)
        fill = QColor("#c9a45a") if self.primary and self.enabled else QColor("#2a3034")
        painter.setPen(QPen(QColor("#c9a45a") if self.enabled else QColor("#4a4538"), 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect, 7, 7)
        colour = QColor("#1a1408") if self.primary and self.enabled else (TEXT if self.enabled else MUTED)
        painter.setPen(colour)
        painter.setFont(self.label_font())
        painter.drawText(self.label_rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)

    def label_font(self) -> QFont:
        """The label's font: a long label (an escape price) a point smaller."""
        return font(UI_FAMILY, 9 if len(self.label) < 34 else 8, bold=True)

    def label_rect(self) -> QRectF:
        """Where the label is wrapped and centred (scene units): the button less its side margins."""
        return self.rect.adjusted(6, 0, -6, 0)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.contains(event.pos()):
            self.action()


class EnemyItem(BoardItem):
    """An enemy card: the start of its chain and a target for hit dice."""

    def __init__(self, board: BoardScene, enemy: EnemyView) -> None:
        super().__init__(board, QRectF(0, 0, ENEMY_FACE_W, FACE_H))
        self.enemy = enemy
        self.setAcceptHoverEvents(True)
        self.target = False  # a rolled die may be applied here now
        self.lit: frozenset[str] = frozenset()  # right nodes met by the dragged card (when the chain is empty)
        tip = [
            tr("<b>{name}</b> (level {level})").format(name=enemy.name, level=enemy.level)
            + (" — " + tr("Guardian") if enemy.guardian else ""),
            tr("Health {health}; {hit_word} taken: {hits}").format(
                health=enemy.health, hits=enemy.hits, hit_word=board.labels_hits()
            ),
            enemy_number_means(enemy.number),
            starting_dial_means(tr(DIE_COLOUR_WORDS.get(enemy.dial, enemy.dial))),
        ]
        tip += [f"<i>{label}:</i> {line}" for label, line in enemy_effects(enemy, long=True)]
        if enemy.instant_rewards:
            tip.append(tr("<i>Instant rewards:</i> {rewards}").format(rewards="; ".join(enemy.instant_rewards)))
        if enemy.item_rewards:
            tip.append(tr("<i>Item rewards (at the end):</i> {rewards}").format(rewards="; ".join(enemy.item_rewards)))
        if enemy.escape_cost:
            tip.append(tr("<i>Escape cost:</i> {cost}").format(cost=", ".join(enemy.escape_cost)))
        tip.append(f"<small>{chain_means()}</small>")  # the enemy's card starts its chain
        self.setToolTip("<br>".join(tip))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.target:
            paint_glow(painter, self.rect, 60, QColor("#ff8a5c"))
        paint_enemy_face(painter, self.enemy, self.board.colour_blind, lit_right=self.lit)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.contains(event.pos()):
            self.board.click_enemy(self.enemy.number)


class ChainCardItem(BoardItem):
    """A card already played into a chain."""

    def __init__(self, board: BoardScene, face: CardFace, owner_colour: str | None) -> None:
        super().__init__(board, QRectF(0, 0, FACE_W, FACE_H))
        self.face = face
        self.owner_colour = owner_colour
        self.setAcceptHoverEvents(True)
        self.lit: frozenset[str] = frozenset()
        self.setToolTip(card_tip(face))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_face(painter, self.face, self.board.colour_blind, lit_right=self.lit, owner_colour=self.owner_colour)


class ChainStripItem(BoardItem):
    """The row right of an enemy that holds its chain: the chain's cards and drop spot are its children, clipped
    to it, so a long chain scrolls inside its row and the enemy, the dice and the hand stay in sight (issue 18:
    a fourth card took the whole board sideways). The wheel over it scrolls the chain."""

    def __init__(self, board: BoardScene, rect: QRectF, chain: int) -> None:
        super().__init__(board, rect)
        self.chain = chain
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def boundingRect(self) -> QRectF:
        return QRectF(self.rect)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass  # the cards and the drop spot paint themselves

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self.board.scroll_chain(self.chain, -1 if event.delta() > 0 else 1):
            event.accept()
        else:
            event.ignore()


class DropSpotItem(BoardItem):
    """The free place at the right end of a chain; glows when the card being dragged may be played there."""

    def __init__(
        self, board: BoardScene, chain: int, end_name: str, end_nodes: tuple[str, ...], enemy: str = ""
    ) -> None:
        super().__init__(board, QRectF(0, 0, FACE_W, FACE_H))
        self.chain = chain
        self.legal = False
        self.hovered = False
        self.focused = False
        self.end_nodes = end_nodes
        self.setToolTip(drop_spot_tip(enemy or end_name, end_name, end_nodes))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        refused = self.hovered and not self.legal  # a card that cannot go here hovers over it
        if self.legal:
            paint_glow(painter, self.rect, 90 if (self.hovered or self.focused) else 0)
        if refused:
            paint_glow(painter, self.rect, 0, DANGER)
        line = QColor(GLOW if self.legal else (DANGER if refused else BOX_LINE))
        painter.setPen(QPen(line, 2 if self.legal else 1.2, Qt.PenStyle.DashLine))
        fill = QColor(GLOW)
        fill.setAlpha(60 if self.legal and (self.hovered or self.focused) else (26 if self.legal else 8))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect.adjusted(3, 3, -3, -3), 9, 9)
        painter.setPen(GLOW if self.legal else MUTED)
        painter.setFont(font(UI_FAMILY, 11, bold=self.legal))
        text = (
            tr("next card")
            + "\n"
            + (
                tr("drop here")
                if self.legal
                else tr("✕ no match")
                if refused
                else tr("closed")
                if not self.end_nodes
                else ""
            )
        )
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.contains(event.pos()):
            self.board.click_spot(self.chain)


class DraggableItem(BoardItem):
    """Press / move / release dragging in scene coordinates (testable offscreen, unlike QDrag)."""

    def __init__(self, board: BoardScene, rect: QRectF) -> None:
        super().__init__(board, rect)
        self.home = QPointF()
        self._press: QPointF | None = None
        self.dragging = False

    def place(self, pos: QPointF) -> None:
        self.home = QPointF(pos)
        self.setPos(pos)

    def snap_back(self) -> None:
        self.setPos(self.home)
        self.setZValue(self._rest_z())

    def _rest_z(self) -> float:
        return 5.0

    def can_drag(self) -> bool:
        return True

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self.dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self.dragging and delta.manhattanLength() < DRAG_THRESHOLD:
            return
        if not self.dragging:
            if not self.can_drag():
                return
            self.dragging = True
            self.setZValue(100)
            self.drag_started()
        self.setPos(self.home + delta)
        self.drag_moved(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self.dragging:
            self.dragging = False
            self.dropped(event.scenePos())
        else:
            self.clicked()

    def drag_started(self) -> None: ...

    def drag_moved(self, where: QPointF) -> None: ...

    def dropped(self, where: QPointF) -> None: ...

    def clicked(self) -> None: ...


class HandCardItem(DraggableItem):
    """A card in hand: drag it to the end of a chain, or click it to select it (then click a glowing spot)."""

    def __init__(self, board: BoardScene, face: CardFace, number: int) -> None:
        super().__init__(board, QRectF(0, 0, FACE_W, FACE_H))
        self.face = face
        self.number = number
        self.setAcceptHoverEvents(True)
        self.selected = False
        self.playable = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(card_tip(face, number))

    def _rest_z(self) -> float:
        return 20.0 + self.number

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.dragging and self.board.drag_refused:
            paint_glow(painter, self.rect, 60, DANGER)  # "not here": the spot under the card cannot take it
        elif self.selected or self.dragging:
            paint_glow(painter, self.rect, 40)
        preview = self.board.preview if self.board.preview_card == self.face.id else None
        matched, resolving = preview if preview is not None else (frozenset(), ())
        paint_face(
            painter,
            self.face,
            self.board.colour_blind,
            matched=matched,
            resolving=resolving,
            number=self.number if self.number <= 9 else None,
            dimmed=self.board.discarding is None and not self.playable and not self.dragging,
        )

    def can_drag(self) -> bool:
        return self.board.interactive

    def drag_started(self) -> None:
        self.board.begin_card_drag(self)

    def drag_moved(self, where: QPointF) -> None:
        self.board.card_drag_moved(self, where)

    def dropped(self, where: QPointF) -> None:
        self.board.drop_card(self, where)

    def clicked(self) -> None:
        self.board.click_card(self.face.id)


class DieItem(DraggableItem):
    """A die: in the pool (``die`` None; click or drag to the active area to commit) or in the active area
    (rolled: drag onto an enemy or click to apply)."""

    def __init__(self, board: BoardScene, colour: str, die: DieView | None) -> None:
        super().__init__(board, QRectF(0, 0, DIE, DIE))
        self.colour = colour
        self.die = die
        self.selected = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        v = board.view_model
        dice = v.member.active if v is not None else ((die,) if die is not None else ())
        enemies = [e.name for e in v.enemies] if v is not None else []
        said = tr(DIE_COLOUR_WORDS.get(colour, colour))
        self.setToolTip(die_tip(die, said, dice, enemies, board.dial_note(colour)))

    @property
    def applicable(self) -> bool:
        return self.die is not None and bool(self.die.targets)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        d = self.die
        face = None if d is None else d.face
        if d is not None and not d.applied and d.face is not None and self.board.rolling_frame is not None:
            face = ROLL_FACES[(self.board.rolling_frame + d.number) % len(ROLL_FACES)]
        dimmed = d is not None and (d.applied or (d.face is not None and not d.targets))
        if self.applicable and self.board.rolling_frame is None and not self.selected:
            paint_glow(painter, self.rect, 0)
        painter.save()
        if d is not None and self.board.rolling_frame is not None and not d.applied:
            painter.translate(DIE / 2, DIE / 2)
            painter.rotate(((self.board.rolling_frame * 37 + d.number * 53) % 50) - 25)
            painter.translate(-DIE / 2, -DIE / 2)
        paint_die(painter, self.rect, self.colour, face, self.board.colour_blind, dimmed=dimmed, selected=self.selected)
        painter.restore()
        if (
            d is not None
            and d.face is not None
            and d.face != "miss"  # a miss is only dimmed: the slash marks a hit that cannot be applied
            and not d.applied
            and not d.targets
            and self.board.rolling_frame is None
        ):
            painter.setPen(QPen(QColor("#f08a70"), 2))
            painter.drawLine(QPointF(4, DIE - 4), QPointF(DIE - 4, 4))
        if d is not None and d.applied:
            painter.setPen(TEXT)
            painter.setFont(font(UI_FAMILY, 6.5, bold=True))
            painter.drawText(QRectF(-6, DIE, DIE + 12, 12), Qt.AlignmentFlag.AlignCenter, applied_caption())

    def can_drag(self) -> bool:
        if not self.board.interactive:
            return False
        if self.die is None:
            return True
        return self.applicable

    def drag_started(self) -> None:
        self.board.begin_die_drag(self)

    def drag_moved(self, where: QPointF) -> None:
        self.board.die_drag_moved(self, where)

    def dropped(self, where: QPointF) -> None:
        self.board.drop_die(self, where)

    def clicked(self) -> None:
        self.board.click_die(self)


class AreaItem(BoardItem):
    """A labelled box of the dice tray (pool, active area, exhausted)."""

    def __init__(self, board: BoardScene, rect: QRectF, title: str, note: str = "") -> None:
        super().__init__(board, rect)
        self.title = title
        self.note = note
        self.glow = False
        self.setZValue(-1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.glow:
            paint_glow(painter, self.rect, 50)
        painter.setPen(QPen(GLOW if self.glow else BOX_LINE, 1.2))
        painter.setBrush(BOX)
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setPen(MUTED)
        painter.setFont(fitted_font(self.title, 8.5, self.rect.width() - 20, bold=True))
        title = painter.fontMetrics().elidedText(self.title, Qt.TextElideMode.ElideRight, int(self.rect.width() - 20))
        painter.drawText(  # a size smaller before it is elided to the box: the whole title is in its tooltip
            self.rect.adjusted(10, 5, -10, -5), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, title
        )
        if self.note:
            painter.setFont(font(UI_FAMILY, 7.5))
            painter.drawText(
                self.rect.adjusted(10, 5, -10, -5), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, self.note
            )


class PileItem(BoardItem):
    """The deck (click to draw) or the discard pile, shown as a card back with its count."""

    def __init__(self, board: BoardScene, title: str, count: int, clickable: bool, tooltip: str) -> None:
        super().__init__(board, QRectF(0, 0, PILE_W, PILE_H))
        self.title = title
        self.count = count
        self.clickable = clickable
        self.glow = False
        self.setToolTip(tooltip)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.glow:
            paint_glow(painter, self.rect, 30)
        back = QColor("#3b2f22") if self.count else QColor("#262626")
        for i in range(min(3, self.count), 0, -1):
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(back.darker(100 + 12 * i))
            painter.drawRoundedRect(self.rect.translated(2.5 * i, -2.5 * i), 9, 9)
        painter.setPen(QPen(QColor("#c9a45a") if self.count else QColor("#4a4538"), 2))
        painter.setBrush(back)
        painter.drawRoundedRect(self.rect, 9, 9)
        painter.setPen(BAND_TEXT)
        painter.setFont(font(READING_FAMILY, 12, bold=True))
        inner = self.rect.adjusted(9, 3, -8, -3)
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.title)
        painter.setFont(font(UI_FAMILY, 14, bold=True))
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, str(self.count))
        if self.clickable:  # "draw (N)" ran into a two-digit count, and "(N)" alone read as a riddle (newcomer 10)
            counted = painter.fontMetrics().horizontalAdvance(str(self.count))
            painter.setFont(font(UI_FAMILY, 8, bold=True))
            key = tr("key N")
            if painter.fontMetrics().horizontalAdvance(key) + counted + 3 > inner.width():
                key = "N"  # the tooltip says it in words
            painter.drawText(inner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, key)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and self.rect.contains(event.pos()):
            self.board.draw()


class DialItem(BoardItem):
    """The dial: three segments (red, blue, gold) and a pointer at the current colour; it turns animated."""

    def __init__(self, board: BoardScene, dial: str) -> None:
        super().__init__(board, QRectF(-34, -34, 110, 68))
        self.angle = self.angle_of(dial)
        self.say(dial)

    def say(self, dial: str) -> None:
        """The tooltip for the colour ``dial`` (set again when the dial turns under the Resolve steps)."""
        self.setToolTip(fight_dial_means(tr(DIE_COLOUR_WORDS.get(dial, dial))))

    @staticmethod
    def angle_of(colour: str) -> float:
        return float(DIAL_ORDER.index(colour) * 120) if colour in DIAL_ORDER else 0.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = 30.0
        for i, colour in enumerate(DIAL_ORDER):
            path = QPainterPath(QPointF(0, 0))
            # segment i is centred on angle i*120 measured clockwise from 12 o'clock
            start = 90 - i * 120 + 60
            path.arcTo(QRectF(-r, -r, 2 * r, 2 * r), start, -120)
            path.closeSubpath()
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(DICE_COLOURS[colour])
            painter.drawPath(path)
            if self.board.colour_blind:
                painter.save()
                painter.rotate(i * 120)
                painter.setPen(DICE_INK[colour])
                painter.setFont(font(UI_FAMILY, 8, bold=True))
                painter.drawText(QRectF(-8, -r + 2, 16, 14), Qt.AlignmentFlag.AlignCenter, DICE_LETTERS[colour])
                painter.restore()
        painter.save()
        painter.rotate(self.angle)
        painter.setPen(QPen(QColor("#15110c"), 1.5))
        painter.setBrush(PARCHMENT)
        painter.drawPolygon([QPointF(0, -r - 8), QPointF(6, -r + 12), QPointF(-6, -r + 12)])
        painter.restore()
        painter.setBrush(PARCHMENT)
        painter.drawEllipse(QPointF(0, 0), 6, 6)
        # the label follows the pointer, so it is right while the dial turns
        shown = DIAL_ORDER[round(self.angle / 120) % len(DIAL_ORDER)]
        painter.setPen(MUTED)
        painter.setFont(font(UI_FAMILY, 8, bold=True))
        painter.drawText(QRectF(r + 10, -22, 70, 16), Qt.AlignmentFlag.AlignLeft, tr("Fight's dial"))
        painter.setPen(DICE_COLOURS[shown].lighter(170) if shown == "red" else DICE_COLOURS[shown])  # readable on felt
        painter.setFont(font(UI_FAMILY, 10, bold=True))
        painter.drawText(QRectF(r + 10, -6, 70, 18), Qt.AlignmentFlag.AlignLeft, tr(DIE_COLOUR_WORDS[shown]))


class OverlayItem(BoardItem):
    """The Resolve phase step by step (After effects, exhausted dice, the dial turning), or the outcome."""

    def __init__(self, board: BoardScene, rect: QRectF, title: str, lines: list[str], shown: int) -> None:
        super().__init__(board, rect)
        self.title = title
        self.lines = lines
        self.shown = shown
        self.setZValue(200)

    #: room at the title's right for the overlay's button (ui/encounter_scene.py ``_build_overlay``)
    BUTTON_ROOM = 214.0

    @staticmethod
    def height_for(lines: list[str], width: float) -> float:
        """The height (scene units) an overlay ``width`` wide needs to show every one of ``lines`` whole (each
        measured bold, as the newest line is drawn): it grows with the steps, nothing is cut (issue 18)."""
        metrics = QFontMetricsF(font(UI_FAMILY, 9.5, bold=True))
        inner = width - 36 - 18
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        used = sum(metrics.boundingRect(QRectF(0, 0, inner, 10000), int(flags), line).height() + 6 for line in lines)
        return 12 + 34 + used + 18

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#c9a45a"), 2))
        painter.setBrush(QColor(24, 20, 16, 250))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(QColor("#f0c46a"))
        painter.setFont(font(UI_FAMILY, 12.5, bold=True))
        inner = self.rect.adjusted(18, 12, -18, -12)
        title = QRectF(inner.x(), inner.y(), inner.width() - self.BUTTON_ROOM, 26)  # the button sits at its right
        shown = painter.fontMetrics().elidedText(self.title, Qt.TextElideMode.ElideRight, int(title.width()))
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft, shown)
        self.setToolTip(self.title if shown != self.title else "")
        y = inner.y() + 34
        for i, line in enumerate(self.lines[: self.shown]):
            painter.setFont(font(UI_FAMILY, 9.5, bold=i == self.shown - 1))
            painter.setPen(TEXT if i < self.shown - 1 else QColor("#f6e6bd"))
            box = QRectF(inner.x() + 18, y, inner.width() - 18, 200)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            used = painter.boundingRect(box, int(flags), line)
            painter.setBrush(GLOW)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(inner.x() + 6, y + 8), 3.5, 3.5)
            painter.setPen(TEXT if i < self.shown - 1 else QColor("#f6e6bd"))
            painter.drawText(box, int(flags), line)
            y += used.height() + 6

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


class TextItem(BoardItem):
    """Lines of text with their own fonts and colours, top to bottom."""

    def __init__(self, board: BoardScene, rect: QRectF, lines: list[tuple[str, QFont, QColor]]) -> None:
        super().__init__(board, rect)
        self.lines = lines

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        y = self.rect.y()
        for text, f, colour in self.lines:
            painter.setFont(fitted_font(text, f.pointSizeF(), self.rect.width(), bold=f.bold(), family=f.family()))
            painter.setPen(colour)
            height = painter.fontMetrics().height() + 3
            shown = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(self.rect.width()))
            painter.drawText(  # elided to its width: the whole line is in the item's tooltip
                QRectF(self.rect.x(), y, self.rect.width(), height),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
            y += height


class BannerItem(BoardItem):
    """The board's message line (why a drop was refused, what to do next)."""

    def __init__(self, board: BoardScene, rect: QRectF, text: str) -> None:
        super().__init__(board, rect)
        self.text = text
        self.setZValue(150)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        refused = self.text.startswith("Not possible") or "cannot" in self.text
        painter.setPen(QPen(QColor("#c25a48") if refused else QColor("#c9a45a"), 1.2))
        painter.setBrush(QColor(120, 40, 30, 200) if refused else QColor(60, 50, 30, 200))
        painter.drawRoundedRect(self.rect, 6, 6)
        painter.setPen(QColor("#fbeee0"))
        painter.setFont(font(UI_FAMILY, 8.5, bold=True))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(self.rect.adjusted(12, 0, -12, 0), int(flags), self.text)


class StaticDie(BoardItem):
    """An exhausted die, drawn small and dim."""

    def __init__(self, board: BoardScene, colour: str) -> None:
        super().__init__(board, QRectF(0, 0, 20, 20))
        self.colour = colour

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_die(painter, self.rect, self.colour, None, self.board.colour_blind, dimmed=True)
