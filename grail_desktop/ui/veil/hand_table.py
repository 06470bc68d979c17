"""Choosing by dragging (issue 22 "each person … chooses, in private, the card to play and the cards that pay it
(drag to the front / behind the separator, or keys)"): the deciding seat's hand as cards in a QGraphicsScene with
two places beside it, *In front* (the card to play, or the Battle Plan) and *Behind the separator* (the cards
that pay for it, or the Bonus Cards).

Dragging uses the items' own mouse press / move / release (architecture.md "Qt side": not ``QDrag.exec()``).
While a card is dragged the places it may go glow; a place glows only when some legal action still fits
(:meth:`HandTable.fits` asks the seat's legal actions, the engine's one gate). A drop where the card cannot go
snaps it back and says why. When the cards in front and behind make one legal action, *Play* applies it. The
choice list beside the board stays the keyboard path; this panel only ever shows the deciding seat's own hand,
and only while that seat may look (``VeilScreen.private_seat``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.veil.words import card_words
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.ui.cards import BAND, INK, PARCHMENT, font
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr, tr_noop

CARD_W, CARD_H, PAD = 124.0, 58.0, 8.0
GLOW = QColor("#f0c46a")
HAND, FRONT, BEHIND = "hand", "front", "behind"
#: The two places by the kind of choice: a card and its payment (S3 Preparation), a Battle Plan and its Bonus
#: Cards (S3 War Phase); translated where shown.
PLACE_WORDS = {
    "play": (tr_noop("In front: the card to play"), tr_noop("Behind the separator: cards that pay")),
    "plan": (tr_noop("In front: your Battle Plan"), tr_noop("Behind the separator: Bonus Cards")),
}


def _pay(a: Act) -> frozenset[str]:
    return frozenset(c for c in a.args[1].split(",") if c)


class CardItem(QGraphicsRectItem):
    """One card of the hand; dragged with the mouse, it asks its table where it may go."""

    def __init__(self, card: str, title: str, sub: str, tip: str, table: HandTable) -> None:
        super().__init__(QRectF(0, 0, CARD_W, CARD_H))
        self.card = card
        self.table = table
        self.setBrush(PARCHMENT)
        self.setPen(QPen(INK, 1.2))
        self.setToolTip(tip)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        band = QGraphicsRectItem(QRectF(1, 1, CARD_W - 2, 22), self)
        band.setBrush(BAND)
        band.setPen(Qt.PenStyle.NoPen)
        name = QGraphicsSimpleTextItem(title, band)
        name.setFont(font(READING_FAMILY, 8.5, bold=True))
        name.setBrush(QColor("#f3e6c4"))
        while name.boundingRect().width() > CARD_W - 8 and len(name.text()) > 4:
            name.setText(name.text()[:-2].rstrip() + "…")  # the whole name is on hover
        name.setPos(5, 3)
        line = QGraphicsSimpleTextItem(sub, self)
        line.setFont(font(UI_FAMILY, 7.5))
        line.setBrush(INK)
        line.setPos(5, 28)
        for child in (band, name, line):
            child.setToolTip(tip)
        self.place = HAND
        self._grab = QPointF()
        self._home = QPointF()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._grab = event.scenePos() - self.pos()
        self._home = self.pos()
        self.setZValue(10)
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.table.drag_started(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.setPos(event.scenePos() - self._grab)
        self.table.drag_moved(self, event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.setZValue(0)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.table.dropped(self, event.scenePos())
        event.accept()


class HandTable(QGraphicsScene):
    """The hand and the two places. ``changed()`` fires after every drop; :meth:`complete` is the legal action the
    cards in front and behind make now (or None)."""

    changed = Signal()
    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QColor("#1f2a2e"))
        self.cards: dict[str, CardItem] = {}
        self.legal: list[Act] = []
        self.kind = "play"
        self.zones: dict[str, QGraphicsRectItem] = {}
        self.names: dict[str, str] = {}

    # ------------------------------------------------------------------ filling

    def show_choice(self, pack: VeilPack, hand: list[str], legal: list[Act]) -> None:
        """Lay out ``hand`` (card ids of the deciding seat) for the ``play`` or ``plan`` actions in ``legal``."""
        acts = [a for a in legal if a.kind in ("play", "plan") and a.args[0] != "none"]
        self.kind = acts[0].kind if acts else "play"
        self.legal = acts
        self.clear()
        self.cards, self.zones = {}, {}
        cols = max(2, -(-len(hand) // 2))
        hand_w = cols * (CARD_W + PAD) + PAD
        rect_h = 2 * (CARD_H + PAD) + 26
        front_words, behind_words = PLACE_WORDS[self.kind]
        layout = (
            (HAND, tr("Your hand: drag a card"), QRectF(0, 0, hand_w, rect_h)),
            (FRONT, tr(front_words), QRectF(hand_w + 14, 0, CARD_W + 2 * PAD + 40, rect_h)),
            (BEHIND, tr(behind_words), QRectF(hand_w + CARD_W + 2 * PAD + 68, 0, 2 * (CARD_W + PAD) + PAD, rect_h)),
        )
        for place, words, rect in layout:
            zone = QGraphicsRectItem(rect)
            zone.setBrush(QColor(255, 255, 255, 14))
            zone.setPen(QPen(QColor("#6c7f78"), 1.5, Qt.PenStyle.DashLine))
            zone.setZValue(-1)
            self.addItem(zone)
            label = QGraphicsSimpleTextItem(words, zone)
            label.setFont(font(UI_FAMILY, 8))
            label.setBrush(QColor("#c9bfa6"))
            label.setPos(rect.left() + 6, rect.top() + 4)
            self.zones[place] = zone
        separator = self.addLine(
            self.zones[BEHIND].rect().left() - 14, 4, self.zones[BEHIND].rect().left() - 14, rect_h - 4
        )
        separator.setPen(QPen(QColor("#e6c77f"), 3))
        separator.setToolTip(
            tr("The separator: the Battle Plan in front is played, each Bonus Card behind adds 1 to its limit")
            if self.kind == "plan"
            else tr("The separator: the card in front is played, the cards behind pay for it")
        )
        for c in hand:
            card = pack.cards.get(c)
            if card is None:
                continue
            if self.kind == "plan":
                sub = tr("strength {strength} · limit {limit}").format(strength=card.strength, limit=card.limit)
            else:
                # what is paid, in words (S3: the cost is how many other hand cards go behind the separator);
                # on two lines, as the card is narrow
                sub = (
                    tr("initiative {initiative}\npay %n other card(s)", None, card.cost)
                    if card.cost
                    else tr("initiative {initiative}\nnothing to pay")
                ).format(initiative=card.initiative)
            tip = card_words(card)
            item = CardItem(c, card.name, sub, tip, self)
            self.addItem(item)
            self.cards[c] = item
            self.names[c] = card.name
        self._lay_out()
        self.setSceneRect(self.itemsBoundingRect().adjusted(-4, -4, 4, 4))

    def _lay_out(self) -> None:
        by_place: dict[str, list[CardItem]] = {HAND: [], FRONT: [], BEHIND: []}
        for item in self.cards.values():
            by_place[item.place].append(item)
        for place, items in by_place.items():
            rect = self.zones[place].rect()
            # row by row in the hand's own order, closed up: a card taken out leaves no gap (newcomer 9), and a
            # card put back takes its old place among the others; the drop happens away from the hand, so
            # nothing moves under the cursor (ux.md)
            cols = max(1, int((rect.width() - PAD) // (CARD_W + PAD)))
            for k, item in enumerate(items):
                row, col = divmod(k, cols)
                item.setPos(rect.left() + PAD + col * (CARD_W + PAD), rect.top() + 22 + row * (CARD_H + PAD))
        front = self.zones[FRONT].rect()
        for item in by_place[FRONT]:
            item.setPos(front.left() + PAD + 20, item.pos().y())

    # ------------------------------------------------------------------ what fits

    def placed(self, place: str) -> list[str]:
        return [c for c, item in self.cards.items() if item.place == place]

    def fits(self, card: str, place: str) -> bool:
        """May ``card`` go to ``place`` now: does some legal action still hold the cards placed with it there?"""
        front = [c for c in self.placed(FRONT) if c != card]
        behind = {c for c in self.placed(BEHIND) if c != card}
        if place == HAND:
            return True
        if place == FRONT:
            return any(a.args[0] == card and behind <= _pay(a) for a in self.legal)
        wanted = behind | {card}
        return any((not front or a.args[0] == front[0]) and a.args[0] != card and wanted <= _pay(a) for a in self.legal)

    def complete(self) -> Act | None:
        """The legal action the cards in front and behind make now, if they make one."""
        front, behind = self.placed(FRONT), set(self.placed(BEHIND))
        if len(front) != 1:
            return None
        return next((a for a in self.legal if a.args[0] == front[0] and _pay(a) == behind), None)

    def _zone_at(self, pos: QPointF) -> str:
        for place, zone in self.zones.items():
            if zone.rect().contains(pos):
                return place
        return ""

    # ------------------------------------------------------------------ dragging

    def drag_started(self, item: CardItem) -> None:
        for place, zone in self.zones.items():
            ok = place != item.place and self.fits(item.card, place)
            zone.setPen(QPen(GLOW if ok else QColor("#6c7f78"), 3 if ok else 1.5, Qt.PenStyle.DashLine))

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        under = self._zone_at(pos)
        for place, zone in self.zones.items():
            ok = place != item.place and self.fits(item.card, place)
            brush = QColor(240, 196, 106, 60) if ok and place == under else QColor(255, 255, 255, 14)
            zone.setBrush(QBrush(brush))

    def dropped(self, item: CardItem, pos: QPointF) -> None:
        place = self._zone_at(pos)
        for zone in self.zones.values():
            zone.setPen(QPen(QColor("#6c7f78"), 1.5, Qt.PenStyle.DashLine))
            zone.setBrush(QColor(255, 255, 255, 14))
        name = self.names.get(item.card, tr("That card"))
        if place and place != item.place:
            if self.fits(item.card, place):
                if place == FRONT:
                    for other in self.placed(FRONT):
                        self.cards[other].place = HAND  # one card in front: the one there goes back
                item.place = place
            else:
                self.said.emit(self._why(name, place))
        self._lay_out()
        self.changed.emit()

    def _why(self, name: str, place: str) -> str:
        front = self.placed(FRONT)
        if place == FRONT:
            if self.kind == "play":
                return tr("{name} cannot be played now.").format(name=name)
            return tr("{name} is not a Battle Plan now.").format(name=name)
        if front:
            other = self.names.get(front[0], tr("the card in front"))
            if self.kind == "play":
                return tr("{name} cannot pay for {other} as well.").format(name=name, other=other)
            return tr("{name} cannot back {other} as well.").format(name=name, other=other)
        return tr("{name} cannot go behind the separator now.").format(name=name)

    def place_card(self, card: str, place: str) -> bool:
        """Put ``card`` in ``place`` as a drop there would (for keys and tests); False when it may not go."""
        item = self.cards.get(card)
        if item is None:
            return False
        self.dropped(item, self.zones[place].rect().center())
        return item.place == place


class HandPanel(QWidget):
    """The hand table in its view with its status line, *Play* and *Clear*; ``chosen(Act)`` on Play."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("veilHandTable")
        self.table = HandTable(self)
        self.view = _FitView(self.table)
        self.view.setObjectName("veilHandView")
        self.view.setAccessibleName(tr("Your hand: drag the card to play to the front, the cards that pay behind"))
        self.status = QLabel("")
        self.status.setObjectName("veilHandStatus")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.view.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.play = QPushButton(tr("Play"))
        self.play.setObjectName("veilHandPlay")
        self.play.clicked.connect(self._play)
        self.clear_button = QPushButton(tr("Clear"))
        self.clear_button.setToolTip(tr("All cards back to the hand"))
        self.clear_button.clicked.connect(self._clear)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.clear_button)
        row.addWidget(self.play)
        layout.addLayout(row)
        self.table.changed.connect(self._update)
        self.table.said.connect(self.status.setText)

    def show_choice(self, pack: VeilPack, hand: list[str], legal: list[Act]) -> None:
        """Show the hand for a new choice (nothing placed yet)."""
        self.table.show_choice(pack, hand, legal)
        self.status.setText("")  # nothing said about an earlier choice
        self.view.fit()
        self._update()

    def _update(self) -> None:
        act = self.table.complete()
        self.play.setEnabled(act is not None)
        front = self.table.placed(FRONT)
        if act is not None:
            self.play.setToolTip(
                tr("Play the card in front, paid by the cards behind (others see only that you chose)")
            )
            self.status.setText(tr("Ready: {name} in front.").format(name=self.table.names[front[0]]))
        elif (not self.status.text() or front) and self.table.kind == "plan":  # Bonus Cards, not payment
            self.status.setText(
                tr(
                    "Drag your Battle Plan to the front, and any Bonus Cards behind the separator "
                    "(each adds 1 to its limit)."
                )
                if not front
                else tr("Now drag any Bonus Cards behind the separator: each adds 1 to the plan's limit.")
            )
        elif not self.status.text() or front:
            self.status.setText(
                tr("Drag a card to the front, and the cards that pay for it behind the separator.")
                if not front
                else tr("Now drag the cards that pay for it behind the separator.")
            )

    def _clear(self) -> None:
        for item in self.table.cards.values():
            item.place = HAND
        self.status.setText("")
        self.table._lay_out()
        self._update()

    def _play(self) -> None:
        act = self.table.complete()
        if act is not None:
            self.chosen.emit(act)


class _FitView(QGraphicsView):
    """The hand table, scaled to fit its panel (never larger than life)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def fit(self) -> None:
        rect = self.sceneRect()
        if rect.isEmpty() or self.viewport().width() <= 0:
            return
        zoom = min(1.0, self.viewport().width() / rect.width(), self.viewport().height() / rect.height())
        self.resetTransform()
        self.scale(zoom, zoom)
        self.centerOn(rect.center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
