"""The encounter board: card chaining and dice for combat and diplomacy (ux.md "Encounter board", issue 9).

A :class:`BoardScene` (QGraphicsScene) is rebuilt from an :class:`~grail_desktop.app.encounter_view.EncounterView`
by :meth:`BoardScene.sync` (idempotent): enemies on the left with their chains growing right, the dice tray,
the deck, the discard pile and the hand along the bottom, the dial and the Escape button in the header.
Cards and dice are dragged with QGraphicsItem mouse handling (press / move / release), never ``QDrag``
(architecture.md "Qt side"): while a card is dragged every chain end where ``session.is_legal("play <card> on
<chain>")`` glows, the nodes it would meet light up and the strike effects that would resolve are marked;
an illegal drop snaps back and the board says why (``session.why_not``). Every change goes through
``session.submit(notation)``; nothing here touches the game.

:class:`EncounterBoard` is the widget: the board view, the fight's log beside it and buttons for every step
(the keyboard and accessible fallback). Keys: 1–9 select a hand card, Tab / arrows cycle its legal chains,
Enter plays; D selects the next die (Enter commits a pool die; Tab / arrows cycle the enemies a rolled die
may hit, Enter applies it); N draws, R rolls, Escape asks to escape.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.encounter_view import (
    DIAL_ORDER,
    CardFace,
    DieView,
    EncounterView,
    EnemyView,
    encounter_reason,
    encounter_view,
    play_preview,
)
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import load_preferences
from grail_desktop.engine.core import Event
from grail_desktop.ui.cards import (
    BAND_TEXT,
    CARD_H,
    CARD_W,
    DICE_COLOURS,
    DICE_LETTERS,
    ENEMY_W,
    GLOW,
    INK,
    PARCHMENT,
    font,
    paint_card,
    paint_die,
    paint_enemy,
    paint_glow,
)
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY

CHAIN_GAP = 6.0  # cards in a chain almost touch, so nodes and sockets visibly meet
ROW_GAP = 30.0
HEADER_H = 118.0
DIE = 34.0
TRAY_H = 118.0
PILE_H = 93.0
TRAY_W = 940.0  # the header and the dice tray span this width
HAND_GAP = 14.0
DRAG_THRESHOLD = 6.0
FELT = QColor("#1b2023")
BOX = QColor(236, 227, 204, 18)
BOX_LINE = QColor(236, 227, 204, 70)
TEXT = QColor("#ece3cc")
MUTED = QColor("#a99f8a")
ROLL_FACES = ("hit", "miss", "double-hit", "hit", "miss", "hit")


def _steps_of(events: list[Event]) -> list[str]:
    """The lines of a Resolve phase, from the ResolvePhase event on (After effects, exhausted dice, dial)."""
    start = next((i for i, e in enumerate(events) if e.kind == "ResolvePhase"), None)
    if start is None:
        return []
    skip = {"CardsReturned", "DeckShuffled"}
    return [e.text for e in events[start:] if e.text and e.kind not in skip]


class _Item(QGraphicsObject):
    """Base for the board's painted items: a fixed rect, a back-reference to the scene's controller."""

    def __init__(self, board: BoardScene, rect: QRectF) -> None:
        super().__init__()
        self.board = board
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-16, -16, 16, 16)


class ButtonItem(_Item):
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
        painter.setFont(font(UI_FAMILY, 9, bold=True))
        painter.drawText(
            self.rect.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label
        )

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


class EnemyItem(_Item):
    """An enemy card: the start of its chain and a target for hit dice."""

    def __init__(self, board: BoardScene, enemy: EnemyView) -> None:
        super().__init__(board, QRectF(0, 0, ENEMY_W, CARD_H))
        self.enemy = enemy
        self.target = False  # a rolled die may be applied here now
        self.lit: frozenset[str] = frozenset()  # right nodes met by the dragged card (when the chain is empty)
        tip = [
            f"<b>{enemy.name}</b> (level {enemy.level}){' — Guardian' if enemy.guardian else ''}",
            f"Health {enemy.health}; {enemy.hits} {board.labels_hits()} taken; dial colour {enemy.dial}",
        ]
        for label, lines in (("During", enemy.during), ("After", enemy.after), ("Special", enemy.special)):
            tip += [f"<i>{label}:</i> {line}" for line in lines]
        if enemy.instant_rewards:
            tip.append("<i>Instant rewards:</i> " + "; ".join(enemy.instant_rewards))
        if enemy.item_rewards:
            tip.append("<i>Item rewards (at the end):</i> " + "; ".join(enemy.item_rewards))
        if enemy.escape_cost:
            tip.append("<i>Escape cost:</i> " + ", ".join(enemy.escape_cost))
        self.setToolTip("<br>".join(tip))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.target:
            paint_glow(painter, self.rect, 60, QColor("#ff8a5c"))
        paint_enemy(painter, self.enemy, self.board.colour_blind, lit_right=self.lit)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.contains(event.pos()):
            self.board.click_enemy(self.enemy.number)


class ChainCardItem(_Item):
    """A card already played into a chain."""

    def __init__(self, board: BoardScene, face: CardFace, owner_colour: str | None) -> None:
        super().__init__(board, QRectF(0, 0, CARD_W, CARD_H))
        self.face = face
        self.owner_colour = owner_colour
        self.lit: frozenset[str] = frozenset()
        self.setToolTip(
            f"<b>{face.name}</b><br>"
            + "<br>".join(f"{', '.join(s.positions)}: {s.text}" for s in face.strikes)
            + (f"<br><i>{face.text}</i>" if face.text else "")
        )

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_card(painter, self.face, self.board.colour_blind, lit_right=self.lit, owner_colour=self.owner_colour)


class DropSpotItem(_Item):
    """The free place at the right end of a chain; glows when the card being dragged may be played there."""

    def __init__(self, board: BoardScene, chain: int, end_name: str, end_nodes: tuple[str, ...]) -> None:
        super().__init__(board, QRectF(0, 0, CARD_W, CARD_H))
        self.chain = chain
        self.legal = False
        self.hovered = False
        self.focused = False
        self.end_nodes = end_nodes
        if end_nodes:
            self.setToolTip(
                f"Chain {chain}: play a card here whose strike positions meet {end_name}'s nodes "
                f"({', '.join(end_nodes)})."
            )
        else:
            self.setToolTip(f"Chain {chain} is closed: nothing can follow {end_name}.")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.legal:
            paint_glow(painter, self.rect, 90 if (self.hovered or self.focused) else 0)
        line = QColor(GLOW if self.legal else BOX_LINE)
        painter.setPen(QPen(line, 2 if self.legal else 1.2, Qt.PenStyle.DashLine))
        fill = QColor(GLOW)
        fill.setAlpha(60 if self.legal and (self.hovered or self.focused) else (26 if self.legal else 8))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect.adjusted(3, 3, -3, -3), 9, 9)
        painter.setPen(GLOW if self.legal else MUTED)
        painter.setFont(font(UI_FAMILY, 8.5, bold=self.legal))
        text = f"chain {self.chain}\n" + ("drop here" if self.legal else ("closed" if not self.end_nodes else ""))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.contains(event.pos()):
            self.board.click_spot(self.chain)


class _Draggable(_Item):
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


class HandCardItem(_Draggable):
    """A card in hand: drag it to the end of a chain, or click it to select it (then click a glowing spot)."""

    def __init__(self, board: BoardScene, face: CardFace, number: int) -> None:
        super().__init__(board, QRectF(0, 0, CARD_W, CARD_H))
        self.face = face
        self.number = number
        self.selected = False
        self.playable = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        lines = [f"<b>{number}. {face.name}</b>"]
        lines += [f"{', '.join(s.positions)}: {s.text}" for s in face.strikes]
        lines.append("Right-edge nodes: " + (", ".join(face.right_nodes) or "none (nothing can follow it)"))
        if face.text:
            lines.append(f"<i>{face.text}</i>")
        lines.append("Drag it to the end of a chain, or press its number and Enter.")
        self.setToolTip("<br>".join(lines))

    def _rest_z(self) -> float:
        return 20.0 + self.number

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.selected or self.dragging:
            paint_glow(painter, self.rect, 40)
        preview = self.board.preview if self.board.preview_card == self.face.id else None
        matched, resolving = preview if preview is not None else (frozenset(), ())
        paint_card(
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


class DieItem(_Draggable):
    """A die: in the pool (``die`` None; click or drag to the active area to commit) or in the active area
    (rolled: drag onto an enemy or click to apply)."""

    def __init__(self, board: BoardScene, colour: str, die: DieView | None) -> None:
        super().__init__(board, QRectF(0, 0, DIE, DIE))
        self.colour = colour
        self.die = die
        self.selected = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        if die is None:
            self.setToolTip(f"A {colour} die in the pool: click, or drag it to the active area, to commit it.")
        elif die.applied:
            self.setToolTip(f"Die {die.number} ({colour} {die.face}) is applied to enemy {die.enemy}.")
        elif die.face is None:
            self.setToolTip(f"Die {die.number} ({colour}) is committed: roll it.")
        elif die.targets:
            self.setToolTip(f"Die {die.number}: {colour} {die.face}. Drag it onto an enemy (or click it) to apply.")
        else:
            self.setToolTip(f"Die {die.number}: {colour} {die.face} — not applicable: {die.why}")

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
            and not d.applied
            and not d.targets
            and self.board.rolling_frame is None
        ):
            painter.setPen(QPen(QColor("#f08a70"), 2))
            painter.drawLine(QPointF(4, DIE - 4), QPointF(DIE - 4, 4))
        if d is not None and d.applied:
            painter.setPen(TEXT)
            painter.setFont(font(UI_FAMILY, 6.5, bold=True))
            painter.drawText(QRectF(-6, DIE, DIE + 12, 12), Qt.AlignmentFlag.AlignCenter, f"→ {d.enemy}")

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


class AreaItem(_Item):
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
        painter.setFont(font(UI_FAMILY, 8, bold=True))
        painter.drawText(
            self.rect.adjusted(10, 5, -10, -5), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.title
        )
        if self.note:
            painter.setFont(font(UI_FAMILY, 7.5))
            painter.drawText(
                self.rect.adjusted(10, 5, -10, -5), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, self.note
            )


class PileItem(_Item):
    """The deck (click to draw) or the discard pile, shown as a card back with its count."""

    def __init__(self, board: BoardScene, title: str, count: int, clickable: bool, tooltip: str) -> None:
        super().__init__(board, QRectF(0, 0, CARD_W, PILE_H))
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
        painter.setPen(QPen(QColor(201, 164, 90, 120), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(self.rect.right() - 36, self.rect.center().y()), 26, 26)
        painter.setPen(BAND_TEXT)
        painter.setFont(font(READING_FAMILY, 11, bold=True))
        inner = self.rect.adjusted(12, 10, -12, -10)
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.title)
        painter.setFont(font(READING_FAMILY, 22, bold=True))
        painter.drawText(
            QRectF(self.rect.right() - 62, self.rect.y(), 52, self.rect.height()),
            Qt.AlignmentFlag.AlignCenter,
            str(self.count),
        )
        if self.clickable:
            painter.setFont(font(UI_FAMILY, 7.5))
            painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, "click to\ndraw (N)")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and self.rect.contains(event.pos()):
            self.board.draw()


class DialItem(_Item):
    """The dial: three segments (red, blue, gold) and a pointer at the current colour; it turns animated."""

    def __init__(self, board: BoardScene, dial: str) -> None:
        super().__init__(board, QRectF(-34, -34, 68, 68))
        self.angle = self.angle_of(dial)
        self.setToolTip(
            f"The dial shows {dial}: only {dial} dice apply. It turns red → blue → gold after each Resolve phase."
        )

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
                painter.setPen(QColor("#fff8e8"))
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


class OverlayItem(_Item):
    """The Resolve phase step by step (After effects, exhausted dice, the dial turning), or the outcome."""

    def __init__(self, board: BoardScene, rect: QRectF, title: str, lines: list[str], shown: int) -> None:
        super().__init__(board, rect)
        self.title = title
        self.lines = lines
        self.shown = shown
        self.setZValue(200)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#c9a45a"), 2))
        painter.setBrush(QColor(24, 20, 16, 236))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(QColor("#f0c46a"))
        painter.setFont(font(READING_FAMILY, 14, bold=True))
        inner = self.rect.adjusted(18, 12, -18, -12)
        painter.drawText(QRectF(inner.x(), inner.y(), inner.width(), 26), Qt.AlignmentFlag.AlignLeft, self.title)
        y = inner.y() + 34
        for i, line in enumerate(self.lines[: self.shown]):
            painter.setFont(font(UI_FAMILY, 8.5, bold=i == self.shown - 1))
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
            if y > self.rect.bottom() - 50:
                break

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


class BoardScene(QGraphicsScene):
    """The scene of one encounter. ``message(str)`` carries reasons and hints for the player;
    ``finished()`` fires when the player leaves the outcome of an ended encounter."""

    message = Signal(str)
    finished = Signal()

    def __init__(self, session: GameSession, colour_blind: bool = False, animation_speed: int = 1) -> None:
        super().__init__()
        self.session = session
        self.colour_blind = colour_blind
        self.animation_speed = animation_speed
        self.setBackgroundBrush(FELT)
        self.view_model: EncounterView | None = None
        self.ended = False
        self.banner = ""
        self.selected_card: str | None = None
        self.selected_die: tuple[str, int] | None = None  # ("pool", colour index) or ("active", die number)
        self.focus_target: int | None = None
        self.preview_card: str | None = None
        self.preview: tuple[frozenset[str], tuple[int, ...]] | None = None
        self.rolling_frame: int | None = None
        self.overlay_title = ""
        self.overlay_lines: list[str] = []
        self.overlay_shown = 0
        self.dial_from: str | None = None
        self.enemies: dict[int, EnemyItem] = {}
        self.chains: dict[int, list[ChainCardItem]] = {}
        self.spots: dict[int, DropSpotItem] = {}
        self.hand: list[HandCardItem] = []
        self.pool: list[DieItem] = []
        self.active: list[DieItem] = []
        self.deck_item: PileItem | None = None
        self.discard_item: PileItem | None = None
        self.active_area: AreaItem | None = None
        self.dial_item: DialItem | None = None
        self.roll_button: ButtonItem | None = None
        self.escape_button: ButtonItem | None = None
        self.overlay: OverlayItem | None = None
        self._roll_timer = QTimer(self)
        self._roll_timer.timeout.connect(self._roll_tick)
        self._step_timer = QTimer(self)
        self._step_timer.timeout.connect(self._step_tick)
        self._dial_anim: QVariantAnimation | None = None

    # ---------------------------------------------------------------- state

    @property
    def interactive(self) -> bool:
        return self.view_model is not None and not self.ended

    @property
    def discarding(self) -> str | None:
        """The character who owes discards now (cards are then clicked to discard), else None."""
        v = self.view_model
        if v is None or self.ended:
            return None
        owing = next((m for m in v.members if m.character == v.acting), None)
        return owing.character if owing is not None and owing.pending_discards else None

    def reason(self, notation: str) -> str:
        """The machine's reason why ``notation`` is not legal now (cheap: no copy of the game)."""
        return encounter_reason(self.session.game, notation) or ""

    def labels_hits(self) -> str:
        return self.view_model.labels.hits if self.view_model is not None else "hits"

    def hand_member_index(self) -> int:
        v = self.view_model
        assert v is not None
        return next((i for i, m in enumerate(v.members) if m.character == v.acting), v.current)

    # ---------------------------------------------------------------- sync

    def sync(self, view: EncounterView | None) -> None:
        """Rebuild every item from ``view`` (idempotent). ``None`` (the encounter has ended) keeps the last
        board, without interaction, under the outcome overlay."""
        if view is None:
            if self.view_model is None:
                return
            self.ended = True
            view = self.view_model
        else:
            self.ended = False
        self.view_model = view
        self._remove_items()
        hand_index = self.hand_member_index()
        hand_member = view.members[hand_index]
        if self.selected_card not in {c.id for c in hand_member.hand}:
            self.selected_card = None
        self._build_header(view)
        y = HEADER_H
        width = ENEMY_W + 4 * (CARD_W + CHAIN_GAP)
        colours = {m.character: m.colour for m in view.members}
        for enemy in view.enemies:
            item = EnemyItem(self, enemy)
            item.setPos(0, y)
            self.addItem(item)
            self.enemies[enemy.number] = item
            x = ENEMY_W + CHAIN_GAP
            cards: list[ChainCardItem] = []
            for face in enemy.chain:
                card = ChainCardItem(self, face, colours.get(face.owner) if len(view.members) > 1 else None)
                card.setPos(x, y)
                self.addItem(card)
                cards.append(card)
                x += CARD_W + CHAIN_GAP
            self.chains[enemy.number] = cards
            spot = DropSpotItem(self, enemy.number, enemy.end_name, enemy.end_nodes)
            spot.setPos(x, y)
            self.addItem(spot)
            self.spots[enemy.number] = spot
            width = max(width, x + CARD_W)
            y += CARD_H + ROW_GAP
        y = self._build_tray(view, y)
        width = max(width, TRAY_W, self._build_hand(view, hand_index, y + 34))
        self._apply_selection()
        if self.overlay_lines:
            self._build_overlay(width)
        self.setSceneRect(QRectF(-24, -12, width + 60, y + 34 + CARD_H + 40))

    def _remove_items(self) -> None:
        """Delete every item and forget the references to them (their C++ objects are gone)."""
        self.clear()
        self.enemies.clear()
        self.chains.clear()
        self.spots.clear()
        self.hand.clear()
        self.pool.clear()
        self.active.clear()
        self.overlay = None
        self.deck_item = self.discard_item = None
        self.active_area = None
        self.dial_item = None
        self.roll_button = self.escape_button = None

    def _build_header(self, view: EncounterView) -> None:
        member = view.member
        pips = "".join("●" if i < view.phase else "○" for i in range(member.strategy))
        step = {
            "strike": "Strike step: draw or play a card (or commit dice)",
            "commit": "Commit step: commit dice, then roll",
            "apply": "Apply step: apply hit dice, then end the phase or resolve",
            "discard": "Discard down to the hand limit",
            "ended": "The encounter has ended",
        }.get(view.step, view.step)
        if view.reward_offer:
            step = f"{view.reward_enemy or 'The enemy'} is defeated: take or skip the instant rewards"
        elif self.discarding:
            who = next(m.name for m in view.members if m.character == self.discarding)
            owed = next(m.pending_discards for m in view.members if m.character == self.discarding)
            step = f"{who} must discard {owed} card(s): click a card in hand"
        title = f"{view.labels.kind.upper()} · Round {view.round}"
        line1 = f"{member.name} — Strategy phase {view.phase} of {member.strategy}  {pips}"
        if member.block:
            line1 += f"  · Block {member.block}"
        if view.any_colour:
            line1 += "  · any colour applies"
        if len(view.members) > 1:
            others = [f"{m.name} ({m.left})" for m in view.members if m.left]
            if others:
                line1 += "  · left: " + ", ".join(others)
        status = _TextItem(
            self,
            QRectF(0, 0, 540, 70),
            [
                (title, font(READING_FAMILY, 15, bold=True), QColor("#f0c46a")),
                (line1, font(UI_FAMILY, 9.5, bold=True), TEXT),
                (step, font(UI_FAMILY, 9), MUTED),
            ],
        )
        status.setToolTip(f"Started by: {view.source}")
        self.addItem(status)
        dial = DialItem(self, view.dial)
        dial.setPos(585, 40)
        self.addItem(dial)
        self.dial_item = dial
        self.addItem(
            _TextItem(
                self,
                QRectF(627, 18, 70, 50),
                [
                    ("Dial", font(UI_FAMILY, 8, bold=True), MUTED),
                    (view.dial, font(UI_FAMILY, 10, bold=True), DICE_COLOURS.get(view.dial, TEXT)),
                ],
            )
        )
        cost = ", ".join(view.escape_cost) or "nothing"
        legal = view.is_legal("escape") and not self.ended
        self.escape_button = ButtonItem(
            self,
            QRectF(700, 14, 240, 48),
            f"Escape (Esc) — pays: {cost}",
            self.ask_escape,
            enabled=legal,
            tooltip=(
                "Pay the escape cost of every enemy still standing and leave the encounter."
                if legal
                else f"Escape is not possible now: {view.escape_why}"
            ),
        )
        self.addItem(self.escape_button)
        if self.banner:
            self.addItem(_BannerItem(self, QRectF(0, 76, TRAY_W, 30), self.banner))

    def _build_tray(self, view: EncounterView, y: float) -> float:
        member = view.member
        pool_box = AreaItem(self, QRectF(0, y, 250, TRAY_H), "Pool", "click or drag to commit")
        self.addItem(pool_box)
        for col, (colour, count) in enumerate(member.pool):
            label = _TextItem(
                self,
                QRectF(10 + col * 80, y + 24, 76, 14),
                [(f"{colour} × {count}", font(UI_FAMILY, 7.5, bold=True), DICE_COLOURS[colour])],
            )
            self.addItem(label)
            for i in range(count):
                die = DieItem(self, colour, None)
                die.place(QPointF(10 + col * 80 + (i % 2) * (DIE + 6), y + 42 + (i // 2) * (DIE + 6)))
                self.addItem(die)
                self.pool.append(die)
        note = "roll, then drag a hit onto an enemy" if view.step != "apply" else "drag a hit onto an enemy"
        self.active_area = AreaItem(self, QRectF(262, y, 380, TRAY_H), "Active dice", note)
        self.addItem(self.active_area)
        for i, d in enumerate(member.active):
            die = DieItem(self, d.colour, d)
            die.place(QPointF(276 + (i % 7) * (DIE + 12), y + 34 + (i // 7) * (DIE + 20)))
            self.addItem(die)
            self.active.append(die)
        can_roll = view.is_legal("roll") and not self.ended
        unrolled = sum(1 for d in member.active if not d.applied) if can_roll else 0
        self.roll_button = ButtonItem(
            self,
            QRectF(654, y + 30, 100, 52),
            f"Roll (R)\n{unrolled} dice" if can_roll else "Roll (R)",
            self.roll,
            enabled=can_roll,
            primary=can_roll and unrolled > 0,
            tooltip="Roll every unapplied die in the active area." if can_roll else f"Not now: {self.reason('roll')}",
        )
        self.addItem(self.roll_button)
        tired = ", ".join(f"{n} {c}" for c, n in member.exhausted if n) or "none"
        self.addItem(AreaItem(self, QRectF(766, y, 174, TRAY_H), "Exhausted", ""))
        self.addItem(
            _TextItem(
                self,
                QRectF(778, y + 28, 154, 80),
                [
                    (tired, font(UI_FAMILY, 8.5, bold=True), TEXT),
                    ("out until an effect refreshes them", font(UI_FAMILY, 7), MUTED),
                ],
            )
        )
        for col, (colour, count) in enumerate(member.exhausted):
            for i in range(count):
                tired_die = _StaticDie(self, colour)
                tired_die.setPos(778 + col * 50 + i * 10, y + 76)
                self.addItem(tired_die)
        return y + TRAY_H

    def _build_hand(self, view: EncounterView, hand_index: int, y: float) -> float:
        member = view.members[hand_index]
        can_draw = view.is_legal("draw") and not self.ended
        deck = PileItem(
            self,
            view.labels.deck.split()[0],
            member.deck,
            can_draw,
            f"{member.name}'s {view.labels.deck}: {member.deck} card(s). "
            + ("Click to draw (a strike)." if can_draw else ""),
        )
        deck.setPos(0, y)
        self.addItem(deck)
        self.deck_item = deck
        discard = PileItem(self, "Discard", member.discard, False, f"Discard pile: {member.discard} card(s).")
        discard.setPos(0, y + CARD_H - PILE_H)
        self.addItem(discard)
        self.discard_item = discard
        x = CARD_W + 24
        label = f"{member.name}'s hand ({len(member.hand)})"
        self.addItem(_TextItem(self, QRectF(x, y - 22, 400, 18), [(label, font(UI_FAMILY, 8.5, bold=True), MUTED)]))
        for number, face in enumerate(member.hand, start=1):
            card = HandCardItem(self, face, number)
            card.playable = any(f"play {face.id} on {e.number}" in view.legal for e in view.enemies)
            card.place(QPointF(x, y))
            card.setZValue(20 + number)
            self.addItem(card)
            self.hand.append(card)
            x += CARD_W + HAND_GAP
        return x

    def _build_overlay(self, width: float) -> None:
        rect = QRectF(max(ENEMY_W + 40, width / 2 - 260), HEADER_H + 10, 520, 330)
        self.overlay = OverlayItem(self, rect, self.overlay_title, self.overlay_lines, self.overlay_shown)
        self.addItem(self.overlay)
        done = self.overlay_shown >= len(self.overlay_lines)
        label = "Return to the map" if self.ended else "Continue"
        button = ButtonItem(
            self, QRectF(rect.right() - 190, rect.bottom() - 52, 170, 38), label, self.dismiss_overlay, primary=done
        )
        button.setZValue(201)
        self.addItem(button)

    # ---------------------------------------------------------------- selection and highlights

    def _apply_selection(self) -> None:
        v = self.view_model
        for card in self.hand:
            card.selected = card.face.id == self.selected_card
        for spot in self.spots.values():
            spot.legal = False
            spot.focused = False
        for enemy in self.enemies.values():
            enemy.target = False
        for die in self.pool + self.active:
            die.selected = False
        if v is None or self.ended:
            return
        if self.selected_card is not None:
            for n, spot in self.spots.items():
                spot.legal = self.session.is_legal(f"play {self.selected_card} on {n}")
                spot.focused = n == self.focus_target
        selected = self.selected_die_item()
        if selected is not None:
            selected.selected = True
            if selected.die is not None:
                for n in selected.die.targets:
                    self.enemies[n].target = True
            elif self.active_area is not None:
                self.active_area.glow = True
        for item in self.items():
            item.update()

    def selected_die_item(self) -> DieItem | None:
        if self.selected_die is None:
            return None
        kind, n = self.selected_die
        if kind == "pool":
            return self.pool[n] if n < len(self.pool) else None
        return next((d for d in self.active if d.die is not None and d.die.number == n), None)

    def _clear_preview(self) -> None:
        self.preview_card = None
        self.preview = None
        for enemy in self.enemies.values():
            enemy.lit = frozenset()
        for cards in self.chains.values():
            for c in cards:
                c.lit = frozenset()

    def _show_preview(self, card: CardFace, chain: int | None) -> None:
        self._clear_preview()
        v = self.view_model
        if chain is None or v is None or not self.session.is_legal(f"play {card.id} on {chain}"):
            return
        enemy = v.enemies[chain - 1]
        matched, resolving = play_preview(card, enemy.end_nodes)
        self.preview_card, self.preview = card.id, (matched, resolving)
        lit = frozenset(p for p in enemy.end_nodes if p in matched)
        if self.chains[chain]:
            self.chains[chain][-1].lit = lit
        else:
            self.enemies[chain].lit = lit

    def _chain_at(self, where: QPointF) -> int | None:
        """The chain whose row holds ``where`` (a drop anywhere on a row means its chain's end)."""
        for n, spot in self.spots.items():
            row = QRectF(0, spot.scenePos().y() - 10, max(spot.scenePos().x() + CARD_W + 40, 1), CARD_H + 20)
            if row.contains(where):
                return n
        return None

    def set_banner(self, text: str) -> None:
        """Show ``text`` on the board (a reason or a hint) and emit it as a message."""
        self.banner = text
        self.message.emit(text)
        for item in list(self.items()):
            if isinstance(item, _BannerItem):
                self.removeItem(item)
        if text:
            self.addItem(_BannerItem(self, QRectF(0, 76, TRAY_W, 30), text))

    # ---------------------------------------------------------------- submitting

    def submit(self, notation: str) -> bool:
        """Send ``notation`` to the session; on refusal show the reason."""
        if not self.interactive:
            return False
        self.banner = ""
        self.overlay_lines = []
        self._step_timer.stop()
        self.selected_card = None
        self.selected_die = None
        self.focus_target = None
        self._clear_preview()
        return self.session.submit(notation)  # a refusal arrives through action_rejected

    def _try(self, notation: str) -> bool:
        """Submit when legal; otherwise show why (without submitting)."""
        if not self.interactive:
            return False
        if self.session.is_legal(notation):
            return self.submit(notation)
        self.set_banner(f"Not possible: {self.session.why_not(notation) or 'not legal now'}")
        return False

    def draw(self) -> None:
        self._try("draw")

    def roll(self) -> None:
        if self._try("roll"):
            self.start_roll_animation()

    def ask_escape(self) -> None:
        v = self.view_model
        if v is None or not self.interactive:
            return
        if not v.is_legal("escape"):
            self.set_banner(f"Escape is not possible now: {v.escape_why or self.session.why_not('escape') or ''}")
            return
        cost = ", ".join(v.escape_cost) or "nothing"
        answer = QMessageBox.question(None, "Escape?", f"Escape the encounter? You pay: {cost}.")
        if answer == QMessageBox.StandardButton.Yes:
            self.submit("escape")

    # ---------------------------------------------------------------- cards

    def click_card(self, card: str) -> None:
        if not self.interactive:
            return
        if self.discarding is not None:
            self._try(f"discard-card {card}")
            return
        self.selected_die = None
        self.selected_card = None if self.selected_card == card else card
        self.focus_target = None
        if self.selected_card is not None:
            chains = self.legal_chains(card)
            self.focus_target = chains[0] if chains else None
            if not chains:
                first = next(iter(self.spots), 1)
                self.set_banner(f"Not playable now: {self.session.why_not(f'play {card} on {first}') or ''}")
        self._apply_selection()
        self._preview_focus()

    def legal_chains(self, card: str) -> list[int]:
        return [n for n in self.spots if self.session.is_legal(f"play {card} on {n}")]

    def click_spot(self, chain: int) -> None:
        if self.selected_card is not None:
            self._try(f"play {self.selected_card} on {chain}")

    def begin_card_drag(self, item: HandCardItem) -> None:
        self.selected_card = item.face.id
        self.selected_die = None
        self.focus_target = None
        self._apply_selection()
        if self.discard_item is not None and self.discarding is not None:
            self.discard_item.glow = True

    def card_drag_moved(self, item: HandCardItem, where: QPointF) -> None:
        chain = self._chain_at(where)
        for n, spot in self.spots.items():
            spot.hovered = n == chain
        self._show_preview(item.face, chain)
        for it in self.items():
            it.update()

    def drop_card(self, item: HandCardItem, where: QPointF) -> None:
        chain = self._chain_at(where)
        item.snap_back()
        for spot in self.spots.values():
            spot.hovered = False
        self._clear_preview()
        if self.discarding is not None and self.discard_item is not None:
            self.discard_item.glow = False
            if self.discard_item.sceneBoundingRect().contains(where):
                self._try(f"discard-card {item.face.id}")
                return
        if chain is None:
            self.selected_card = None
            self._apply_selection()
            self.set_banner("Drop a card at the end of a chain (the glowing places) to play it.")
            return
        notation = f"play {item.face.id} on {chain}"
        if self.session.is_legal(notation):
            self.submit(notation)
        else:
            self.selected_card = None
            self._apply_selection()
            self.set_banner(
                f"{item.face.name} cannot be played on chain {chain}: "
                f"{self.session.why_not(notation) or 'not legal now'}"
            )

    # ---------------------------------------------------------------- dice

    def click_die(self, item: DieItem) -> None:
        if not self.interactive:
            return
        if item.die is None:
            self._try(f"commit {item.colour} 1")
            return
        d = item.die
        if d.applied or d.face is None:
            self.set_banner(f"Die {d.number} is {'already applied' if d.applied else 'not rolled yet: roll first'}.")
            return
        if not d.targets:
            self.set_banner(f"Die {d.number} ({d.colour} {d.face}) cannot be applied: {d.why}")
            return
        if len(d.targets) == 1:
            self._try(f"apply {d.number} to {d.targets[0]}")
            return
        self.selected_card = None
        self.selected_die = ("active", d.number)
        self.focus_target = d.targets[0]
        self._apply_selection()
        self.set_banner(f"Die {d.number}: click an enemy (or Tab and Enter) to apply it.")

    def click_enemy(self, number: int) -> None:
        item = self.selected_die_item()
        if item is not None and item.die is not None:
            self._try(f"apply {item.die.number} to {number}")

    def begin_die_drag(self, item: DieItem) -> None:
        self.selected_card = None
        if item.die is None:
            self.selected_die = ("pool", self.pool.index(item))
        else:
            self.selected_die = ("active", item.die.number)
        self._apply_selection()

    def die_drag_moved(self, item: DieItem, where: QPointF) -> None:
        if item.die is None and self.active_area is not None:
            self.active_area.glow = self.active_area.sceneBoundingRect().contains(where)
            self.active_area.update()

    def drop_die(self, item: DieItem, where: QPointF) -> None:
        item.snap_back()
        self.selected_die = None
        if self.active_area is not None:
            self.active_area.glow = False
        if item.die is None:
            if self.active_area is not None and self.active_area.sceneBoundingRect().contains(where):
                self._try(f"commit {item.colour} 1")
            else:
                self._apply_selection()
            return
        target = next((n for n, e in self.enemies.items() if e.sceneBoundingRect().contains(where)), None)
        if target is None:
            self._apply_selection()
            self.set_banner("Drop a rolled hit on an enemy to apply it.")
            return
        self._try(f"apply {item.die.number} to {target}")

    # ---------------------------------------------------------------- keyboard

    def key(self, event: QKeyEvent) -> bool:
        """Handle a board key; returns False when the key is not the board's."""
        key = event.key()
        text = event.text()
        if key == Qt.Key.Key_Escape:
            if self.overlay_lines:
                self.dismiss_overlay()
            else:
                self.ask_escape()
            return True
        if not self.interactive:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.overlay_lines:
                self.dismiss_overlay()
                return True
            return False
        if text.isdigit() and text != "0":
            n = int(text)
            if n <= len(self.hand):
                self.click_card(self.hand[n - 1].face.id)
            return True
        if key in (
            Qt.Key.Key_Tab,
            Qt.Key.Key_Right,
            Qt.Key.Key_Down,
            Qt.Key.Key_Backtab,
            Qt.Key.Key_Left,
            Qt.Key.Key_Up,
        ):
            back = key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up)
            self.cycle_target(-1 if back else 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activate()
            return True
        if key == Qt.Key.Key_D:
            self.cycle_die()
            return True
        if key == Qt.Key.Key_N:
            self.draw()
            return True
        if key == Qt.Key.Key_R:
            self.roll()
            return True
        return False

    def _targets(self) -> list[int]:
        if self.selected_card is not None:
            return self.legal_chains(self.selected_card)
        item = self.selected_die_item()
        if item is not None and item.die is not None:
            return list(item.die.targets)
        return []

    def cycle_target(self, step: int) -> None:
        targets = self._targets()
        if not targets:
            return
        if self.focus_target in targets:
            self.focus_target = targets[(targets.index(self.focus_target) + step) % len(targets)]
        else:
            self.focus_target = targets[0]
        self._apply_selection()
        self._preview_focus()

    def _preview_focus(self) -> None:
        card = next((c for c in self.hand if c.face.id == self.selected_card), None)
        if card is not None:
            self._show_preview(card.face, self.focus_target)
        if self.selected_die is not None and self.focus_target is not None:
            for n, enemy in self.enemies.items():
                enemy.target = n == self.focus_target
        for it in self.items():
            it.update()

    def cycle_die(self) -> None:
        """Select the next die: pool dice, then rolled dice that can be applied."""
        choices: list[tuple[str, int]] = [("pool", i) for i in range(len(self.pool))]
        choices += [("active", d.die.number) for d in self.active if d.die is not None and d.die.targets]
        if not choices:
            self.set_banner("No die to select.")
            return
        index = choices.index(self.selected_die) + 1 if self.selected_die in choices else 0
        self.selected_die = choices[index % len(choices)]
        self.selected_card = None
        self._clear_preview()
        item = self.selected_die_item()
        self.focus_target = item.die.targets[0] if item is not None and item.die is not None else None
        self._apply_selection()
        self._preview_focus()

    def activate(self) -> None:
        """Enter: play the selected card on the focused chain, commit the selected pool die, or apply the
        selected rolled die to the focused enemy."""
        if self.selected_card is not None and self.focus_target is not None:
            self._try(f"play {self.selected_card} on {self.focus_target}")
            return
        item = self.selected_die_item()
        if item is None:
            return
        if item.die is None:
            self._try(f"commit {item.colour} 1")
        elif self.focus_target is not None:
            self._try(f"apply {item.die.number} to {self.focus_target}")

    # ---------------------------------------------------------------- animation and the Resolve overlay

    def start_roll_animation(self) -> None:
        """Tumble the rolled dice briefly (animation speed 0 = off)."""
        if self.animation_speed <= 0:
            return
        self.rolling_frame = 0
        self._roll_timer.start(70 if self.animation_speed == 1 else 40)

    def _roll_tick(self) -> None:
        if self.rolling_frame is None:
            self._roll_timer.stop()
            return
        self.rolling_frame += 1
        if self.rolling_frame > 9:
            self.rolling_frame = None
            self._roll_timer.stop()
        for die in self.active:
            die.update()

    def show_steps(self, title: str, lines: list[str], dial_from: str | None) -> None:
        """Show ``lines`` step by step in the overlay (all at once when animation is off)."""
        self.overlay_title = title
        self.overlay_lines = lines
        self.dial_from = dial_from
        if self.animation_speed <= 0:
            self.overlay_shown = len(lines)
        else:
            self.overlay_shown = 1
            self._step_timer.start(650 if self.animation_speed == 1 else 350)

    def _step_tick(self) -> None:
        self.overlay_shown += 1
        if self.overlay_shown >= len(self.overlay_lines):
            self._step_timer.stop()
        line = self.overlay_lines[self.overlay_shown - 1] if self.overlay_lines else ""
        if line.startswith("The dial turns") and self.dial_item is not None and self.dial_from is not None:
            self._turn_dial(self.dial_from, line)
        if self.overlay is not None:
            self.overlay.shown = self.overlay_shown
            self.overlay.update()

    def _turn_dial(self, start: str, line: str) -> None:
        item = self.dial_item
        if item is None:
            return
        end = next((c for c in DIAL_ORDER if line.rstrip(".").endswith(c)), start)
        a, b = DialItem.angle_of(start), DialItem.angle_of(end)
        if b < a:
            b += 360
        anim = QVariantAnimation(self)
        anim.setStartValue(a)
        anim.setEndValue(b)
        anim.setDuration(500 if self.animation_speed == 1 else 250)

        def turn(value: object) -> None:
            if self.dial_item is item:
                item.angle = float(value)  # type: ignore[arg-type]
                item.update()

        anim.valueChanged.connect(turn)
        anim.start()
        self._dial_anim = anim
        self.dial_from = end

    def dismiss_overlay(self) -> None:
        self._step_timer.stop()
        self.overlay_lines = []
        self.overlay_shown = 0
        if self.ended:
            self.view_model = None
            self.ended = False
            self._roll_timer.stop()
            self.rolling_frame = None
            self._remove_items()
            self.finished.emit()
            return
        if self.view_model is not None:
            self.sync(self.view_model)


class _TextItem(_Item):
    """Lines of text with their own fonts and colours, top to bottom."""

    def __init__(self, board: BoardScene, rect: QRectF, lines: list[tuple[str, QFont, QColor]]) -> None:
        super().__init__(board, rect)
        self.lines = lines

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        y = self.rect.y()
        for text, f, colour in self.lines:
            painter.setFont(f)
            painter.setPen(colour)
            height = painter.fontMetrics().height() + 3
            painter.drawText(
                QRectF(self.rect.x(), y, self.rect.width(), height),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            y += height


class _BannerItem(_Item):
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
        painter.setFont(font(UI_FAMILY, 9, bold=True))
        painter.drawText(
            self.rect.adjusted(12, 0, -12, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.text
        )


class _StaticDie(_Item):
    """An exhausted die, drawn small and dim."""

    def __init__(self, board: BoardScene, colour: str) -> None:
        super().__init__(board, QRectF(0, 0, 20, 20))
        self.colour = colour

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_die(painter, self.rect, self.colour, None, self.board.colour_blind, dimmed=True)


class BoardView(QGraphicsView):
    """The view of the board: fits the scene (zoom between 0.5 and 1.15) and hands keys to the scene."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.setObjectName("encounterBoardView")
        self.setAccessibleName("Encounter board")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    def fit(self) -> None:
        rect = self.board.sceneRect()
        if rect.isEmpty() or self.viewport().width() < 10:
            return
        zoom = min(self.viewport().width() / rect.width(), self.viewport().height() / rect.height())
        zoom = max(0.45, min(1.15, zoom))
        self.resetTransform()
        self.scale(zoom, zoom)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def focusNextPrevChild(self, next: bool) -> bool:  # Qt's parameter name
        return False  # Tab cycles legal spots on the board instead of leaving it

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.board.key(event):
            super().keyPressEvent(event)


class EncounterBoard(QWidget):
    """The encounter board widget: the board view, and beside it the fight's log and a button per step.

    Syncs itself from ``session`` on every state change (:meth:`refresh`). ``finished()`` fires when the
    player leaves the outcome of an ended encounter; ``message(str)`` carries notes for a status bar.
    """

    finished = Signal()
    message = Signal(str)

    def __init__(
        self, session: GameSession, colour_blind: bool = False, animation_speed: int = 1, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("encounterBoard")
        self.session = session
        self.scene = BoardScene(session, colour_blind, animation_speed)
        self.view = BoardView(self.scene)
        self.log = QListWidget()
        self.log.setObjectName("encounterLog")
        self.log.setAccessibleName("The fight's log")
        self.log.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setObjectName("encounterReason")
        self.reason.setWordWrap(True)
        self.reason.setProperty("role", "muted")
        self.buttons: dict[str, QPushButton] = {}
        self._button_box = QVBoxLayout()
        self._button_box.setSpacing(4)
        side = QWidget()
        side.setObjectName("encounterSide")
        side.setMinimumWidth(210)
        side.setMaximumWidth(250)
        column = QVBoxLayout(side)
        column.setContentsMargins(6, 6, 6, 6)
        title = QLabel("<b>The fight's log</b>")
        column.addWidget(title)
        column.addWidget(self.log, 1)
        column.addWidget(self.reason)
        column.addLayout(self._button_box)
        keys = QLabel("Keys: 1–9 card · Tab/arrows chain · Enter play · D die · N draw · R roll · Esc escape")
        keys.setWordWrap(True)
        keys.setProperty("role", "muted")
        column.addWidget(keys)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(side)
        self.scene.message.connect(self._on_message)
        self.scene.finished.connect(self.finished.emit)
        session.state_changed.connect(lambda _changes: self.refresh())
        session.events_added.connect(self.on_events)
        session.action_rejected.connect(self._on_rejected)
        self.refresh()

    def set_preferences(self, colour_blind: bool, animation_speed: int) -> None:
        """Adopt the colour-blind node symbols and the animation speed (0 = off)."""
        if (colour_blind, animation_speed) == (self.scene.colour_blind, self.scene.animation_speed):
            return
        self.scene.colour_blind = colour_blind
        self.scene.animation_speed = animation_speed
        self.scene.update()

    @property
    def active(self) -> bool:
        """True while an encounter runs or its outcome is still on the board."""
        return self.scene.view_model is not None

    def current_view(self) -> EncounterView | None:
        game = self.session.game
        return encounter_view(game, self.session.catalog, self.session.legal_actions())

    def refresh(self) -> None:
        """Re-render from the session's current state (idempotent)."""
        view = self.current_view()
        if view is None and self.scene.view_model is None:
            return
        self.scene.sync(view)
        self._sync_side(view)
        self.view.fit()

    def on_events(self, events: list[Event]) -> None:
        """Show a Resolve phase step by step and the outcome of the fight when it ends."""
        lines = _steps_of(events)
        before = self.scene.view_model
        ended = any(e.kind in ("EncounterOutcome", "EncounterEnded") for e in events)
        if before is None:
            return
        if ended:
            texts = lines or [e.text for e in events if e.text]
            won = any(e.kind == "EncounterOutcome" and e.get("won") == 1 for e in events)
            title = "Victory" if won else "The encounter is over"
            self.scene.show_steps(title, texts, before.dial)
        elif lines:
            self.scene.show_steps(f"Resolve phase — round {before.round}", lines, before.dial)
        for e in events:
            if e.text:
                self.log.addItem(e.text)
        self.log.scrollToBottom()

    def _on_rejected(self, reason: str) -> None:
        if self.scene.interactive:
            self.scene.set_banner(f"Not possible: {reason}")

    def _on_message(self, text: str) -> None:
        self.reason.setText(text)
        self.message.emit(text)

    def _sync_side(self, view: EncounterView | None) -> None:
        if view is not None:
            self.log.clear()
            self.log.addItems(list(view.log))
            self.log.scrollToBottom()
        while self._button_box.count():
            entry = self._button_box.takeAt(0)
            widget = entry.widget() if entry is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons.clear()
        if view is None:
            return
        entries: list[tuple[str, str]] = []
        for n, reward in enumerate(view.reward_offer, start=1):
            entries.append((f"take-reward {n}", f"Take reward: {reward}"))
        if view.reward_offer:
            entries.append(("skip-reward", "Skip the rewards"))
        for item in view.member.items:
            if not item.flipped:
                entries.append((f"use {item.id}", f"Use {item.name}"))
        entries += [
            ("roll", "Roll (R)"),
            ("end-phase", "End this Strategy phase"),
            ("resolve", "Resolve (end the turn)"),
        ]
        for notation, label in entries:
            button = QPushButton(label)
            button.setObjectName(f"encounter:{notation}")
            legal = view.is_legal(notation)
            button.setEnabled(legal)
            if not legal:
                button.setToolTip(self.scene.reason(notation))
            if notation == "roll":
                button.clicked.connect(self.scene.roll)
            else:
                button.clicked.connect(lambda _=False, n=notation: self.scene.submit(n))
            self._button_box.addWidget(button)
            self.buttons[notation] = button


def board_preferences(widget: QWidget) -> tuple[bool, int]:
    """``(colour_blind, animation_speed)`` from the main window's ``preferences`` (MainWindow.preferences),
    or from the saved preferences when the widget is not (yet) inside such a window."""
    prefs = getattr(widget.window(), "preferences", None)
    if prefs is None:
        prefs = load_preferences()
    return bool(getattr(prefs, "colour_blind", False)), int(getattr(prefs, "animation_speed", 1))


class CentreStack(QStackedWidget):
    """The table's centre: the map, or the encounter board while an encounter runs (and while its outcome
    is still shown). The table calls :meth:`sync` on every refresh."""

    def __init__(self, map_view: QWidget, board: EncounterBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("centreStack")
        self.map_view = map_view
        self.board = board
        self.addWidget(map_view)
        self.addWidget(board)
        board.finished.connect(self.sync)

    def sync(self) -> None:
        """Show the board while an encounter runs or its outcome waits, else the map."""
        colour_blind, speed = board_preferences(self)
        self.board.set_preferences(colour_blind, speed)
        running = self.board.session.game.state.encounter is not None
        if running and self.board.scene.view_model is None:
            self.board.refresh()  # an encounter that started before the board was listening
        target: QWidget = self.board if running or self.board.active else self.map_view
        if self.currentWidget() is not target:
            self.setCurrentWidget(target)
            if target is self.board:
                self.board.view.setFocus()
