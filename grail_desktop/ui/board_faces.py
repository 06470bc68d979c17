"""The card faces drawn on the encounter board itself (issue 18): designed for their size, so every word on
them is at the Text size setting (ux.md "Visual language": text never smaller than the platform's default).

A board face carries what a player needs while chaining: the name, each strike's node positions with its
words in short (wrapped, and elided with "…" when they do not fit), the right-edge nodes; an enemy's face its
effects in short, its Health pips and dial colour. The full text of every card is in the card lens on hover
and in the card viewer on right-click (:mod:`grail_desktop.ui.card_lens`, :mod:`grail_desktop.ui.cards`).
All sizes are scene units; the board view draws them at ``zoom`` = Text size / 12 pt, so text painted at
:data:`FACE_TEXT_PT` reads at the Text size.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from grail_desktop.app.encounter_tips import enemy_effects
from grail_desktop.app.encounter_view import CardFace, EnemyView
from grail_desktop.ui.cards import (
    BAND,
    BAND_TEXT,
    DANGER,
    INK,
    PARCHMENT,
    PARCHMENT_DIM,
    font,
    paint_card_edges,
    paint_die,
    paint_right_nodes,
    paint_strike_marks,
)
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.text_fit import fit_lines

#: Every word on a board face is painted at this size (points at zoom 1): the Text size setting's 12 pt.
FACE_TEXT_PT = 12.0
FACE_W, FACE_H = 136.0, 122.0
ENEMY_FACE_W = 236.0
FACE_TITLE_H = 28.0
#: Centre height of each node position on a board face's edges (one text line per position).
FACE_POSITION_Y: dict[str, float] = {"top": 48.0, "middle": 75.0, "bottom": 102.0}
FACE_SLOT_H = 27.0
FACE_NODE_R = 6.5
_ORDER = ("top", "middle", "bottom")


def _draw_lines(painter: QPainter, lines: list[str], box: QRectF, face_font: QFont) -> None:
    painter.setFont(face_font)
    height = QFontMetricsF(face_font).height()
    y = box.center().y() - height * len(lines) / 2
    for line in lines:
        painter.drawText(QRectF(box.x(), y, box.width(), height), Qt.AlignmentFlag.AlignLeft, line)
        y += height


def shortened(lines: list[str], text: str) -> bool:
    """Whether ``lines`` (from :func:`fit_lines`) leave out some of ``text``'s words."""
    return " ".join(lines) != " ".join(text.split())


#: The lens mark's width at the title band's right (scene units): a face whose words are shortened shows it, so a
#: player sees at a glance that hovering (or a right-click) reads the whole card (issue 18).
MORE_MARK_W = 18.0


def _more_mark(painter: QPainter, rect: QRectF) -> None:
    """A small magnifying glass in the title band's right end: this face says more in the lens."""
    r = 4.5
    centre = QPointF(rect.right() - MORE_MARK_W / 2 - 1, rect.y() + 3 + (FACE_TITLE_H - 4) / 2 - 1.5)
    painter.save()
    painter.setPen(QPen(BAND_TEXT, 1.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, r, r)
    painter.drawLine(centre + QPointF(r * 0.7, r * 0.7), centre + QPointF(r * 1.8, r * 1.8))
    painter.restore()


def title_fits(title: str, width: float, badge: bool) -> bool:
    """Whether a face's ``title`` fits its band unshortened on a face ``width`` wide (with a hand or enemy
    number at the left when ``badge``)."""
    title_font = font(READING_FAMILY, FACE_TEXT_PT + 1, bold=True)
    return QFontMetricsF(title_font).horizontalAdvance(title) <= width - (28.0 if badge else 8.0) - 6


def _face_frame(
    painter: QPainter,
    rect: QRectF,
    title: str,
    dimmed: bool,
    band: QColor = BAND,
    badge: str | None = None,
    more: bool = False,
) -> None:
    """Parchment, an ink border and the title band (the name elided; ``badge`` a number at the left; ``more``
    the lens mark at the right, when the face's words are shortened)."""
    painter.setPen(QPen(INK, 2))
    painter.setBrush(PARCHMENT_DIM if dimmed else PARCHMENT)
    painter.drawRoundedRect(rect, 8, 8)
    head = QPainterPath()
    head.addRoundedRect(QRectF(rect.x() + 3, rect.y() + 3, rect.width() - 6, FACE_TITLE_H - 4), 5, 5)
    painter.fillPath(head, band)
    left = 8.0
    if badge is not None:
        painter.setPen(BAND_TEXT)
        painter.setFont(font(UI_FAMILY, FACE_TEXT_PT, bold=True))
        painter.drawText(QRectF(rect.x() + 6, rect.y() + 3, 20, FACE_TITLE_H - 4), Qt.AlignmentFlag.AlignCenter, badge)
        left = 28.0
    painter.setPen(BAND_TEXT)
    title_font = font(READING_FAMILY, FACE_TEXT_PT + 1, bold=True)
    painter.setFont(title_font)
    width = rect.width() - left - 6
    more = more or not title_fits(title, rect.width(), badge is not None)
    if more:
        width -= MORE_MARK_W
        _more_mark(painter, rect)
        painter.setPen(BAND_TEXT)
        painter.setFont(title_font)
    text = QFontMetricsF(title_font).elidedText(title, Qt.TextElideMode.ElideRight, width)
    painter.drawText(
        QRectF(rect.x() + left, rect.y() + 3, width, FACE_TITLE_H - 4),
        Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
        text,
    )


def strike_spans(face: CardFace) -> list[tuple[float, float]]:
    """The vertical span (top, bottom) of each strike's words on a board face: from its first position down
    to the next strike's first position (or the card's foot), so words never meet another strike's."""
    starts: list[int] = []
    for strike in face.strikes:
        covered = [_ORDER.index(p) for p in strike.positions if p in _ORDER]
        starts.append(min(covered) if covered else 0)
    spans: list[tuple[float, float]] = []
    for start in starts:
        later = [s for s in starts if s > start]
        end = min(later) if later else len(_ORDER)
        top = FACE_POSITION_Y[_ORDER[start]] - FACE_SLOT_H / 2
        spans.append((top, top + (end - start) * FACE_SLOT_H))
    return spans


def strike_lines(face: CardFace, resolving: tuple[int, ...] = ()) -> tuple[list[tuple[QRectF, list[str], QFont]], bool]:
    """Each strike's words on a board face as (their box, their lines, their font), and whether any words are left
    out (the face then shows the lens mark)."""
    out: list[tuple[QRectF, list[str], QFont]] = []
    more = False
    for i, (strike, (top, bottom)) in enumerate(zip(face.strikes, strike_spans(face), strict=True)):
        box = QRectF(20, top, FACE_W - 30, bottom - top)
        face_font = font(UI_FAMILY, FACE_TEXT_PT, bold=i in resolving)
        rows = max(1, int(box.height() // QFontMetricsF(face_font).height()))
        words = ("✓ " if i in resolving else "") + strike.text
        lines = fit_lines(words, face_font, box.width(), rows)
        more = more or shortened(lines, words)
        out.append((box, lines, face_font))
    return out, more


def paint_face(
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
    """Paint ``face`` as the board shows it, its top-left corner at (0, 0), FACE_W × FACE_H; the arguments are
    those of :func:`grail_desktop.ui.cards.paint_card` (``number``: the hand key, in the title band)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, FACE_W, FACE_H)
    strikes, more = strike_lines(face, resolving)  # fitted before the frame, which shows whether any is shortened
    _face_frame(painter, rect, face.name, dimmed, badge=str(number) if number is not None else None, more=more)
    for i, (strike, (box, lines, face_font)) in enumerate(zip(face.strikes, strikes, strict=True)):
        covered = [FACE_POSITION_Y[p] for p in strike.positions if p in FACE_POSITION_Y]
        paint_strike_marks(painter, box.adjusted(0, 2, 0, -2), covered, i in resolving, 12)
        painter.setPen(INK)
        _draw_lines(painter, lines, box, face_font)
    paint_card_edges(
        painter,
        face,
        (FACE_W, FACE_H),
        FACE_POSITION_Y,
        colour_blind,
        matched=matched,
        lit_right=lit_right,
        owner_colour=owner_colour,
        rule=(FACE_TITLE_H + 6, FACE_H - 8),
        owner_y=FACE_H - 7,
        radius=FACE_NODE_R,
    )


def enemy_lines(enemy: EnemyView) -> list[tuple[str, str]]:
    """(label, words) of what an enemy does, in the order the board face shows them."""
    return enemy_effects(enemy)


#: the width of the Health pips' column on an enemy face (scene units)
PIPS_W = 56.0


def health_pips(health: int, room: float) -> tuple[float, int]:
    """(pitch, pips a row) so ``health`` pips fit ``room`` units of height in the :data:`PIPS_W` column: 14
    units a pip as long as they fit, smaller for a large Health (a newcomer saw 15 pips run over "Dial"; issue 18)."""
    pitch = 14.0
    while pitch > 4.0:
        per_row = max(1, int(PIPS_W // pitch))
        if per_row * max(1, int(room // pitch)) >= health:
            return pitch, per_row
        pitch -= 1.0
    return pitch, max(1, int(PIPS_W // pitch))


def enemy_face_rows(enemy: EnemyView) -> tuple[list[tuple[str, str]], bool]:
    """The lines of ``enemy``'s effects on its board face, as (bold label, the rest of the line), and whether
    any words are left out (the face then shows the lens mark; the lens and the large card say them whole)."""
    text_font = font(UI_FAMILY, FACE_TEXT_PT)
    bold = font(UI_FAMILY, FACE_TEXT_PT, bold=True)
    top = FACE_TITLE_H + 2
    width = ENEMY_FACE_W - 62.0 - 16
    room = int((FACE_H - 4 - top) // QFontMetricsF(text_font).height())
    rows: list[tuple[str, str]] = []  # (bold label, the rest of the line)
    effects = enemy_lines(enemy) or [("", tr("No effects."))]
    more = False
    for n, (label, text) in enumerate(effects):
        head = f"{label}: " if label else ""
        later = len(effects) - n - 1
        left = room - len(rows) - (1 if later else 0)  # keep a line for "+ more"
        # two lines each, and the lines the later effects leave unused: a lone effect reads whole on the board
        # where its face has the room (issue 18: it was cut after two lines with three lines empty under it)
        cap = max(min(2, left), room - len(rows) - 2 * later)
        lines = fit_lines(head + text, bold if label else text_font, width, max(1, min(cap, left)))
        if left < 1:
            rows.append(("", tr("+ {more} more").format(more=len(effects) - n)))
            more = True
            break
        more = more or shortened(lines, head + text)
        # the heading's trailing space goes when the line breaks right after it ("After effect:" alone): the rest
        # was then drawn whole after the heading, which read "After effect: After e…"
        stem = head.rstrip()
        rows.append((head, lines[0][len(stem) :].lstrip() if head and lines[0].startswith(stem) else lines[0]))
        rows += [("", line) for line in lines[1:]]
    return rows[:room], more


def paint_enemy_face(
    painter: QPainter, enemy: EnemyView, colour_blind: bool, *, lit_right: frozenset[str] = frozenset()
) -> None:
    """Paint ``enemy`` as the board shows it, its top-left corner at (0, 0), ENEMY_FACE_W × FACE_H: its effects
    in short on the left, Health pips and the dial colour on the right, its right-edge nodes on the right edge."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, ENEMY_FACE_W, FACE_H)
    col = ENEMY_FACE_W - 62.0
    text_font = font(UI_FAMILY, FACE_TEXT_PT)
    bold = font(UI_FAMILY, FACE_TEXT_PT, bold=True)
    line_h = QFontMetricsF(text_font).height()
    top = FACE_TITLE_H + 2
    width = col - 16
    rows, more = enemy_face_rows(enemy)
    red = QColor("#4a1f1a")
    _face_frame(painter, rect, enemy.name, enemy.defeated, band=red, badge=str(enemy.number), more=more)
    for i, (head, rest) in enumerate(rows):
        y = top + i * line_h
        used = QFontMetricsF(bold).horizontalAdvance(head) if head else 0.0
        if head:
            painter.setPen(QColor("#6b3a1e"))
            painter.setFont(bold)
            painter.drawText(QRectF(8, y, used + 1, line_h), Qt.AlignmentFlag.AlignLeft, head)
        painter.setPen(INK)
        painter.setFont(text_font)
        painter.drawText(QRectF(8 + used, y, width - used + 4, line_h), Qt.AlignmentFlag.AlignLeft, rest)
    painter.setPen(QPen(QColor(42, 34, 25, 90), 1))
    painter.drawLine(QPointF(col - 6, FACE_TITLE_H + 4), QPointF(col - 6, FACE_H - 6))
    painter.setPen(INK)
    painter.setFont(bold)
    painter.drawText(QRectF(col, FACE_TITLE_H, 58, line_h), Qt.AlignmentFlag.AlignLeft, f"♥ {enemy.health}")
    dial_y = FACE_H - 8 - line_h
    pitch, per_row = health_pips(enemy.health, dial_y - (FACE_TITLE_H + line_h + 2))
    radius, cross = pitch * 0.39, pitch * 0.18
    for i in range(enemy.health):
        cx = col + 2 + pitch / 2 + (i % per_row) * pitch
        cy = FACE_TITLE_H + line_h + 2 + pitch / 2 + (i // per_row) * pitch
        hit = i < enemy.hits
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(DANGER if hit else QColor("#f5ecd6"))
        painter.drawEllipse(QPointF(cx, cy), radius, radius)
        if hit:
            painter.setPen(QPen(QColor("#fff4e6"), 1.5))
            painter.drawLine(QPointF(cx - cross, cy - cross), QPointF(cx + cross, cy + cross))
            painter.drawLine(QPointF(cx - cross, cy + cross), QPointF(cx + cross, cy - cross))
    painter.setPen(INK)
    painter.setFont(text_font)
    # "Start ■": the fight's dial starts at this colour (issue 19: a bare "Dial" read as the colour now; the
    # tooltip and the large card say it in full). The word keeps the face's text size and is elided, never
    # shrunk, if a language's word runs longer than the column.
    # The die (18 units) ends clear of a bottom right node; the word starts just right of the column's rule.
    metrics, label_x, die = QFontMetricsF(text_font), col - 3, 18.0
    die_x = min(label_x + metrics.horizontalAdvance(tr("Start")) + 2, ENEMY_FACE_W - FACE_NODE_R - die)
    starts = metrics.elidedText(tr("Start"), Qt.TextElideMode.ElideRight, die_x - label_x)
    painter.drawText(QRectF(label_x, dial_y, die_x - label_x, line_h), Qt.AlignmentFlag.AlignLeft, starts)
    paint_die(painter, QRectF(die_x, dial_y + (line_h - die) / 2, die, die), enemy.dial, None, colour_blind)
    paint_right_nodes(painter, enemy.right_nodes, ENEMY_FACE_W, FACE_POSITION_Y, colour_blind, lit_right, FACE_NODE_R)
    if enemy.defeated:
        # over the text column only: the Health column (its crossed pips) stays readable beside it (board18g's
        # screenshot: the band lay across "♥ 2")
        text_w = col - 6
        painter.save()
        painter.translate(text_w / 2, FACE_H / 2 + 4)
        painter.rotate(-10)
        band = QRectF(-text_w / 2 + 10, -15, text_w - 20, 30)
        painter.fillRect(band, QColor(74, 31, 26, 220))
        painter.setPen(BAND_TEXT)
        painter.setFont(font(READING_FAMILY, 14, bold=True))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, tr("Defeated"))
        painter.restore()
