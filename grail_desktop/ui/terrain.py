"""Original terrain art for location cards, painted with QPainter (no image files, any size).

Each terrain (moor, forest, coast, ruin, marsh, hill, village) is a small landscape in the card's art box.
A location's number seeds small variations so neighbouring cards of one terrain do not look identical.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

SKY = {
    "moor": ("#59676a", "#a4a48f"),
    "forest": ("#3d4f48", "#7d8c6f"),
    "coast": ("#4f6675", "#a9b8b5"),
    "ruin": ("#5a5660", "#a39a8c"),
    "marsh": ("#4c5a52", "#8e9a7e"),
    "hill": ("#55606a", "#b0a98e"),
    "village": ("#5d5a55", "#b3a487"),
}
GROUND = {
    "moor": "#5d5a3c",
    "forest": "#2f3d2c",
    "coast": "#8a8168",
    "ruin": "#5b5546",
    "marsh": "#46523c",
    "hill": "#6b6a4a",
    "village": "#675c41",
}


def _rand(seed: int, i: int) -> float:
    """A repeatable pseudo-random number in [0, 1) from a seed and an index (no global state)."""
    x = math.sin(seed * 12.9898 + i * 78.233) * 43758.5453
    return x - math.floor(x)


def paint_terrain(painter: QPainter, rect: QRectF, terrain: str, seed: int) -> None:
    """Paint ``terrain`` into ``rect`` (scene units); unknown terrains paint as moor."""
    terrain = terrain if terrain in SKY else "moor"
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, 6, 6)
    painter.setClipPath(clip)
    top, bottom = SKY[terrain]
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor(top))
    sky.setColorAt(1, QColor(bottom))
    painter.fillRect(rect, sky)
    horizon = rect.top() + rect.height() * (0.55 + 0.1 * _rand(seed, 1))
    ground = QPainterPath(QPointF(rect.left(), rect.bottom()))
    steps = 12
    for i in range(steps + 1):
        x = rect.left() + rect.width() * i / steps
        ground.lineTo(x, horizon - 4 * math.sin(i * 0.9 + seed) - 3 * _rand(seed, i))
    ground.lineTo(rect.right(), rect.bottom())
    ground.closeSubpath()
    painter.fillPath(ground, QColor(GROUND[terrain]))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    {
        "moor": _moor,
        "forest": _forest,
        "coast": _coast,
        "ruin": _ruin,
        "marsh": _marsh,
        "hill": _hill,
        "village": _village,
    }[terrain](painter, rect, horizon, seed)
    painter.restore()


def _moor(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    p.setPen(QPen(QColor("#7b5a6a"), 1.2))
    for i in range(26):
        x = r.left() + r.width() * _rand(seed, i + 10)
        y = horizon + (r.bottom() - horizon) * _rand(seed, i + 40)
        p.drawLine(QPointF(x, y), QPointF(x + 2, y - 4))
    stone = QPolygonF(
        [
            QPointF(r.center().x() + 18, horizon + 2),
            QPointF(r.center().x() + 20, horizon - 18),
            QPointF(r.center().x() + 25, horizon - 20),
            QPointF(r.center().x() + 27, horizon + 2),
        ]
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#3a3a36"))
    p.drawPolygon(stone)


def _forest(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(14):
        x = r.left() + r.width() * (i + _rand(seed, i)) / 14
        h = 18 + 16 * _rand(seed, i + 20)
        base = horizon + 6 * _rand(seed, i + 30)
        p.setBrush(QColor("#1f2c22" if i % 2 else "#28382b"))
        p.drawPolygon(QPolygonF([QPointF(x - 7, base), QPointF(x, base - h), QPointF(x + 7, base)]))


def _coast(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    sea = QRectF(r.left(), horizon - 2, r.width() * 0.6, r.bottom() - horizon + 2)
    p.fillRect(sea, QColor("#3e5666"))
    p.setPen(QPen(QColor("#c9d3d0"), 1))
    for i in range(6):
        y = horizon + 4 + i * (r.bottom() - horizon) / 6
        x = sea.left() + 8 * _rand(seed, i)
        p.drawLine(QPointF(x, y), QPointF(x + sea.width() * 0.4, y))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#4a443a"))
    p.drawPolygon(
        QPolygonF(
            [
                QPointF(sea.right() - 6, r.bottom()),
                QPointF(sea.right() + 4, horizon - 16),
                QPointF(sea.right() + 22, horizon - 12),
                QPointF(sea.right() + 30, r.bottom()),
            ]
        )
    )


def _ruin(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#8c8576"))
    for i in range(5):
        x = r.left() + r.width() * (0.2 + 0.14 * i)
        h = 10 + 24 * _rand(seed, i + 5)
        p.drawRect(QRectF(x, horizon - h, 7, h + 4))
    p.setBrush(QColor("#6e675b"))
    p.drawRect(QRectF(r.left() + r.width() * 0.2, horizon - 30, r.width() * 0.2, 5))


def _marsh(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    p.setBrush(QColor("#5d6f6a"))
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(4):
        cx = r.left() + r.width() * _rand(seed, i + 3)
        cy = horizon + (r.bottom() - horizon) * (0.3 + 0.5 * _rand(seed, i + 7))
        p.drawEllipse(QPointF(cx, cy), 14, 4)
    p.setPen(QPen(QColor("#2f3a2a"), 1.3))
    for i in range(20):
        x = r.left() + r.width() * _rand(seed, i + 50)
        y = horizon + (r.bottom() - horizon) * _rand(seed, i + 70)
        p.drawLine(QPointF(x, y), QPointF(x - 1, y - 9))


def _hill(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#5a5f4c"))
    path = QPainterPath(QPointF(r.left(), horizon + 6))
    path.quadTo(
        QPointF(r.left() + r.width() * 0.3, horizon - 38 - 8 * _rand(seed, 2)),
        QPointF(r.left() + r.width() * 0.62, horizon + 4),
    )
    path.quadTo(QPointF(r.left() + r.width() * 0.8, horizon - 20), QPointF(r.right(), horizon + 6))
    path.lineTo(r.right(), r.bottom())
    path.lineTo(r.left(), r.bottom())
    p.drawPath(path)


def _village(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    for i in range(4):
        x = r.left() + r.width() * (0.15 + 0.2 * i) + 4 * _rand(seed, i)
        w, h = 16, 11
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#3f352b"))
        p.drawRect(QRectF(x, horizon - h, w, h + 3))
        p.setBrush(QColor("#2b231c"))
        p.drawPolygon(
            QPolygonF(
                [QPointF(x - 3, horizon - h), QPointF(x + w / 2, horizon - h - 9), QPointF(x + w + 3, horizon - h)]
            )
        )
        if i % 2 == 0:
            p.setBrush(QBrush(QColor("#e7b866")))
            p.drawRect(QRectF(x + 6, horizon - h + 4, 3, 3))
