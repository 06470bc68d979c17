"""The card painter of the encounter board: combat / diplomacy cards, enemy cards, nodes and dice.

One frame style for every card (parchment, ink border, dark title band). Each card edge has three node
positions (top, middle, bottom; rules-decisions.md "Nodes"): strike effects on the left edge are bracketed
over the positions they cover with their words beside them; right-edge nodes sit on the right edge so that
a card played next to another shows its sockets meeting the nodes. With the colour-blind preference each
position and each dice colour also gets its own shape or letter (ux.md "Settings": shape as well as colour).
All sizes are scene units (1 unit = 1 pixel at zoom 1).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen, QPolygonF, QTextDocument

from grail_desktop.app.encounter_tips import enemy_effects
from grail_desktop.app.encounter_view import CardFace, EnemyView
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr

CARD_W, CARD_H = 140.0, 200.0
ENEMY_W = 300.0
TITLE_H = 30.0
#: Centre height of each node position on a card edge.
POSITION_Y: dict[str, float] = {"top": 62.0, "middle": 112.0, "bottom": 162.0}
SLOT_H = 50.0
NODE_R = 8.0
#: Point sizes of a card's body text (strike effects) and an enemy card's (During / After …): the smallest text
#: a player reads on a card, so the card lens scales from them (ui/card_lens.py, issue 18).
CARD_TEXT_PT = 7.5
ENEMY_TEXT_PT = 7.0

PARCHMENT = QColor("#e3d6b4")
PARCHMENT_DIM = QColor("#a89f88")
INK = QColor("#2a2219")
BAND = QColor("#3b2f22")
BAND_TEXT = QColor("#f3e6c4")
GLOW = QColor("#f0c46a")
DANGER = QColor("#b5473a")
#: One colour per node position; with the colour-blind preference also one shape (▲ top, ● middle, ■ bottom).
POSITION_COLOURS: dict[str, QColor] = {
    "top": QColor("#e0a93a"),
    "middle": QColor("#3f9c94"),
    "bottom": QColor("#a8508f"),
}
#: Dark red, middle blue, light gold: told apart by brightness too, without the colour-blind aid (issue 28: red
#: and blue had the same brightness, 1.03:1; now at least 2:1 between any two, tests/ui/test_theme_contrast.py).
DICE_COLOURS: dict[str, QColor] = {"red": QColor("#8f2a1c"), "blue": QColor("#4f80d6"), "gold": QColor("#e8c24e")}
#: The glyph and letter colour on each die (at least 4.5:1 on its die).
DICE_INK: dict[str, QColor] = {"red": QColor("#fff8e8"), "blue": QColor("#15110c"), "gold": QColor("#15110c")}
#: Letters printed on dice and the dial with the colour-blind preference.
DICE_LETTERS: dict[str, str] = {"red": "R", "blue": "B", "gold": "G"}
FACE_GLYPHS: dict[str, str] = {"miss": "–", "hit": "✦", "double-hit": "✦✦"}


def font(family: str, size: float, bold: bool = False, italic: bool = False) -> QFont:
    """A font for painting. Numbers go in the UI family: EB Garamond's old-style "1" reads as an "I"."""
    f = QFont(family)
    f.setPointSizeF(size)
    f.setBold(bold)
    f.setItalic(italic)
    return f


def paint_glow(painter: QPainter, rect: QRectF, strength: int = 0, colour: QColor = GLOW) -> None:
    """A soft halo around ``rect`` (legal drop spots, selected cards); ``strength`` adds alpha."""
    glow = QColor(colour)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((14, 40), (9, 70), (5, 130)):
        glow.setAlpha(min(255, alpha + strength))
        painter.setPen(QPen(glow, width))
        painter.drawRoundedRect(rect, 10, 10)


def paint_node(
    painter: QPainter,
    centre: QPointF,
    position: str,
    colour_blind: bool,
    *,
    lit: bool = False,
    socket: bool = False,
    radius: float = NODE_R,
) -> None:
    """One node marker at ``centre``: a filled disc in the position's colour, or its shape when colour-blind.

    ``socket`` draws it hollow (a strike position waiting for a node); ``lit`` adds a bright ring (a match).
    """
    colour = POSITION_COLOURS.get(position, QColor("#888888"))
    if lit:
        painter.setPen(QPen(GLOW, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius + 4, radius + 4)
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(QColor("#f5ecd6") if socket and not lit else colour)
    if not colour_blind or position == "middle":
        painter.drawEllipse(centre, radius, radius)
    elif position == "top":
        r = radius + 1.5
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - r),
                    QPointF(centre.x() + r, centre.y() + r * 0.8),
                    QPointF(centre.x() - r, centre.y() + r * 0.8),
                ]
            )
        )
    else:
        painter.drawRect(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius))
    if socket:
        painter.setPen(QPen(colour, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.45, radius * 0.45)


def _frame(
    painter: QPainter, rect: QRectF, title: str, dimmed: bool, band: QColor = BAND, badge: str | None = None
) -> None:
    """The shared frame: parchment, ink border, a dark title band; ``badge`` (a number) left of the title."""
    painter.setPen(QPen(INK, 2))
    painter.setBrush(PARCHMENT_DIM if dimmed else PARCHMENT)
    painter.drawRoundedRect(rect, 9, 9)
    painter.setPen(QPen(QColor(42, 34, 25, 90), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 6, 6)
    head = QPainterPath()
    head.addRoundedRect(QRectF(rect.x() + 3, rect.y() + 3, rect.width() - 6, TITLE_H - 2), 6, 6)
    painter.fillPath(head, band)
    left = 8.0
    if badge is not None:
        painter.setPen(QPen(BAND_TEXT, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(rect.x() + 18, rect.y() + 3 + (TITLE_H - 2) / 2), 9, 9)
        painter.setFont(font(UI_FAMILY, 8, bold=True))
        painter.drawText(QRectF(rect.x() + 9, rect.y() + 3, 18, TITLE_H - 2), Qt.AlignmentFlag.AlignCenter, badge)
        left = 32.0
    painter.setPen(BAND_TEXT)
    painter.setFont(font(READING_FAMILY, 10, bold=True))
    metrics = QFontMetrics(painter.font())
    text = metrics.elidedText(title, Qt.TextElideMode.ElideRight, int(rect.width() - left - 8))
    painter.drawText(
        QRectF(rect.x() + left, rect.y() + 3, rect.width() - left - 8, TITLE_H - 2), Qt.AlignmentFlag.AlignCenter, text
    )


def _text_slots(face: CardFace) -> list[tuple[float, float]]:
    """Vertical span (top, bottom) of each strike's words: from its first position through the following
    positions it also covers, so words never overlap another strike's."""
    order = ("top", "middle", "bottom")
    spans: list[tuple[float, float]] = []
    for strike in face.strikes:
        covered = sorted((p for p in strike.positions if p in order), key=order.index)
        if not covered:
            spans.append((POSITION_Y["top"] - SLOT_H / 2, POSITION_Y["top"] + SLOT_H / 2))
            continue
        first = order.index(covered[0])
        last = first
        while last + 1 < len(order) and order[last + 1] in covered:
            last += 1
        spans.append((POSITION_Y[order[first]] - SLOT_H / 2, POSITION_Y[order[last]] + SLOT_H / 2))
    return spans


def paint_strike_marks(painter: QPainter, box: QRectF, covered: list[float], resolving: bool, x: float) -> None:
    """Behind a strike's words: the gold highlight when it would resolve (``box``, its words' room) and the ink
    bracket at ``x`` joining the node positions it covers (``covered``, their heights); the large card and the
    board face draw them alike."""
    if resolving:
        painter.setPen(QPen(QColor("#8a6a1e"), 1.5))
        painter.setBrush(QColor(240, 196, 106, 150))
        painter.drawRoundedRect(box.adjusted(-3, -1, 3, 1), 5, 5)
    if covered:
        painter.setPen(QPen(INK, 2))
        painter.drawLine(QPointF(x, min(covered)), QPointF(x, max(covered)))
        for y in covered:
            painter.drawLine(QPointF(x - 5, y), QPointF(x + 4, y))


def paint_right_nodes(
    painter: QPainter,
    nodes: tuple[str, ...],
    x: float,
    heights: dict[str, float],
    colour_blind: bool,
    lit_right: frozenset[str],
    radius: float = NODE_R,
) -> None:
    """The nodes on a card's (or an enemy's) right edge at ``x``, each at its position's height in ``heights``;
    those in ``lit_right`` lit (the dragged card would meet them)."""
    for position in nodes:
        if position in heights:
            paint_node(
                painter, QPointF(x, heights[position]), position, colour_blind, lit=position in lit_right, radius=radius
            )


def paint_card_edges(
    painter: QPainter,
    face: CardFace,
    size: tuple[float, float],
    heights: dict[str, float],
    colour_blind: bool,
    *,
    matched: frozenset[str],
    lit_right: frozenset[str],
    owner_colour: str | None,
    rule: tuple[float, float],
    owner_y: float,
    radius: float = NODE_R,
) -> None:
    """A card's edges, ``size`` (width, height) in scene units: the sockets of its strikes' positions on the left
    and its nodes on the right (``heights``: each position's centre height), a red rule down the right edge from
    ``rule`` (top, bottom) when it has no node (nothing can chain after it), its owner's colour at ``owner_y``."""
    width, _height = size
    for position, y in heights.items():
        if any(position in s.positions for s in face.strikes):
            paint_node(
                painter, QPointF(0, y), position, colour_blind, socket=True, lit=position in matched, radius=radius
            )
    paint_right_nodes(painter, face.right_nodes, width, heights, colour_blind, lit_right, radius)
    if not face.right_nodes:
        painter.setPen(QPen(DANGER, 2))
        painter.drawLine(QPointF(width - 3, rule[0]), QPointF(width - 3, rule[1]))
    if owner_colour:
        painter.fillRect(QRectF(10, owner_y, width - 20, 4), QColor(owner_colour))


def paint_card(
    painter: QPainter,
    face: CardFace,
    colour_blind: bool,
    *,
    matched: frozenset[str] = frozenset(),
    resolving: tuple[int, ...] = (),
    lit_right: frozenset[str] = frozenset(),
    dimmed: bool = False,
    owner_colour: str | None = None,
    number: int | None = None,
) -> None:
    """Paint a combat / diplomacy card with its top-left corner at (0, 0), CARD_W × CARD_H.

    ``matched`` left positions meet a node (drag preview), ``resolving`` strike indexes would resolve,
    ``lit_right`` right nodes are met by the card being dragged; ``number`` is the hand key shown in a corner.
    """
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, CARD_W, CARD_H)
    _frame(painter, rect, face.name, dimmed)
    spans = _text_slots(face)
    for i, strike in enumerate(face.strikes):
        top, bottom = spans[i]
        covered = [POSITION_Y[p] for p in strike.positions if p in POSITION_Y]
        box = QRectF(20, top + 3, CARD_W - 46, bottom - top - 6)
        paint_strike_marks(painter, box, covered, i in resolving, 13)
        painter.setPen(INK)
        painter.setFont(font(UI_FAMILY, CARD_TEXT_PT, bold=i in resolving))
        painter.drawText(
            box,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            ("✓ " if i in resolving else "") + strike.text,
        )
    paint_card_edges(
        painter,
        face,
        (CARD_W, CARD_H),
        POSITION_Y,
        colour_blind,
        matched=matched,
        lit_right=lit_right,
        owner_colour=owner_colour,
        rule=(40, CARD_H - 12),
        owner_y=CARD_H - 9,
    )
    if number is not None:
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QColor("#f5ecd6"))
        painter.drawEllipse(QPointF(CARD_W - 16, CARD_H - 20), 10, 10)
        painter.setPen(INK)
        painter.setFont(font(UI_FAMILY, 8, bold=True))
        painter.drawText(QRectF(CARD_W - 26, CARD_H - 30, 20, 20), Qt.AlignmentFlag.AlignCenter, str(number))


def _section(
    painter: QPainter, x: float, y: float, width: float, label: str, lines: tuple[str, ...], bottom: float
) -> float:
    """Draw "**label** line" paragraphs from ``y`` down, clipped at ``bottom``; returns the next free y."""
    for line in lines:
        if bottom - y < 10:
            return bottom
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(font(UI_FAMILY, ENEMY_TEXT_PT))
        doc.setTextWidth(width)
        doc.setHtml(
            tr("<span style='color:#2a2219'><b style='color:#6b3a1e'>{value}</b> {value2}</span>").format(
                value=html.escape(label), value2=html.escape(line)
            )
        )
        height = min(doc.size().height(), bottom - y)
        painter.save()
        painter.translate(x, y)
        doc.drawContents(painter, QRectF(0, 0, width, height))
        painter.restore()
        y += height + 3
    return y


def paint_enemy(
    painter: QPainter,
    enemy: EnemyView,
    colour_blind: bool,
    *,
    lit_right: frozenset[str] = frozenset(),
    labels_enemy: str = "",
) -> None:
    """Paint an enemy card with its top-left corner at (0, 0), ENEMY_W × CARD_H: effects on the left, Health
    and hits, the dial colour and the escape cost on the right, its right-edge nodes on the right edge."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, ENEMY_W, CARD_H)
    _frame(painter, rect, enemy.name, enemy.defeated, band=QColor("#4a1f1a"), badge=str(enemy.number))
    text_w = ENEMY_W - 132
    y = TITLE_H + 8
    bottom = CARD_H - 24
    for head, line in enemy_effects(enemy):  # "After each Resolve: It feeds…", never "After It feeds…"
        y = _section(painter, 10, y, text_w, head + ":", (line,), bottom)
    rewards = enemy.instant_rewards + tuple(tr("{reward} (at the end)").format(reward=r) for r in enemy.item_rewards)
    _section(painter, 10, y, text_w, tr("Reward") + ":", ("; ".join(rewards),) if rewards else (), bottom)

    # right column: Health pips, hits, dial colour, escape cost
    col = ENEMY_W - 108
    painter.setPen(QPen(QColor(42, 34, 25, 90), 1))
    painter.drawLine(QPointF(col - 6, TITLE_H + 8), QPointF(col - 6, CARD_H - 12))
    painter.setPen(INK)
    painter.setFont(font(UI_FAMILY, 7.5, bold=True))
    painter.drawText(
        QRectF(col, TITLE_H + 6, 96, 14), Qt.AlignmentFlag.AlignLeft, tr("Health {n}").format(n=enemy.health)
    )
    per_row = 5
    for i in range(enemy.health):
        cx = col + 8 + (i % per_row) * 17
        cy = TITLE_H + 30 + (i // per_row) * 17
        hit = i < enemy.hits
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(DANGER if hit else QColor("#f5ecd6"))
        painter.drawEllipse(QPointF(cx, cy), 6.5, 6.5)
        if hit:
            painter.setPen(QPen(QColor("#fff4e6"), 1.6))
            painter.drawLine(QPointF(cx - 3, cy - 3), QPointF(cx + 3, cy + 3))
            painter.drawLine(QPointF(cx - 3, cy + 3), QPointF(cx + 3, cy - 3))
    rows = (enemy.health + per_row - 1) // per_row
    y2 = TITLE_H + 24 + rows * 17 + 4
    painter.setPen(INK)
    painter.setFont(font(UI_FAMILY, 7.5))
    painter.drawText(
        QRectF(col, y2, 100, 14),
        Qt.AlignmentFlag.AlignLeft,
        tr("{hits} of {health} hits").format(hits=enemy.hits, health=enemy.health),
    )
    y2 += 20
    # the colour the fight's dial starts at, said so (issue 19: "Dial colour" read as the colour now)
    starts = tr("Fight starts on")
    label_w = min(76.0, QFontMetrics(painter.font()).horizontalAdvance(starts) + 4.0)
    painter.drawText(QRectF(col, y2, label_w, 14), Qt.AlignmentFlag.AlignLeft, starts)
    paint_die(painter, QRectF(col + label_w, y2 - 3, 20, 20), enemy.dial, None, colour_blind)
    y2 += 24
    if enemy.escape_cost and not enemy.defeated:
        painter.setPen(INK)
        painter.setFont(font(UI_FAMILY, 7, italic=True))
        painter.drawText(
            QRectF(col, y2, 100, CARD_H - y2 - 8),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            tr("Escape: {cost}").format(cost=", ".join(enemy.escape_cost)),
        )
    paint_right_nodes(painter, enemy.right_nodes, ENEMY_W, POSITION_Y, colour_blind, lit_right)
    if enemy.defeated:
        painter.save()
        painter.translate(ENEMY_W / 2, CARD_H / 2)
        painter.rotate(-14)
        band = QRectF(-ENEMY_W / 2 + 20, -15, ENEMY_W - 40, 30)
        painter.fillRect(band, QColor(74, 31, 26, 220))
        painter.setPen(BAND_TEXT)
        painter.setFont(font(READING_FAMILY, 13, bold=True))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, tr("Defeated"))
        painter.restore()
    painter.setPen(QColor("#6b5a44"))
    painter.setFont(font(UI_FAMILY, 6.5, italic=True))
    kind = tr("{enemy} · level {level}").format(enemy=labels_enemy or tr("Enemy"), level=enemy.level)
    kind += " · " + tr("Guardian") if enemy.guardian else ""
    painter.drawText(QRectF(10, CARD_H - 20, ENEMY_W - 130, 12), Qt.AlignmentFlag.AlignLeft, kind)


def paint_die(
    painter: QPainter,
    rect: QRectF,
    colour: str,
    face: str | None,
    colour_blind: bool,
    *,
    dimmed: bool = False,
    selected: bool = False,
) -> None:
    """A die in ``rect``: its colour, its face glyph once rolled, its letter when colour-blind."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    base = QColor(DICE_COLOURS.get(colour, QColor("#777777")))
    if dimmed:
        base = base.darker(190)
    if selected:
        painter.setPen(QPen(GLOW, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 7, 7)
    painter.setPen(QPen(QColor("#15110c"), 1.5))
    painter.setBrush(base)
    painter.drawRoundedRect(rect, 5, 5)
    painter.setPen(DICE_INK.get(colour, QColor("#fff8e8")) if not dimmed else QColor("#bbb2a0"))
    size = rect.height()
    if face is not None:
        painter.setFont(font(UI_FAMILY, max(6.0, size * 0.34), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, FACE_GLYPHS.get(face, "?"))
    if colour_blind:
        painter.setFont(font(UI_FAMILY, max(5.0, size * 0.24), bold=True))
        corner = QRectF(rect.x() + 2, rect.y() + 1, size * 0.4, size * 0.4)
        if face is None:
            painter.setFont(font(UI_FAMILY, max(6.0, size * 0.4), bold=True))
            corner = rect
        painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, DICE_LETTERS.get(colour, "?"))
