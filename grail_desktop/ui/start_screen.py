"""The start screen: Continue, New campaign, Load, Settings, Rules, Quit over a painted moorland at dusk.

Its first frame never touches PySide6's ``Qt`` namespace (issue 25): the first use of ``Qt`` — an alignment, a
key, or a call with a ``Qt`` enum among its overloads such as ``QPainter.fillRect``, ``setBrush``, ``setPen`` or
``QBrush(QColor)`` — makes PySide6 create its 93 Python enums, 18–25 ms of CPU, an eighth of a bare window's
whole start. So the labels are centred by their style sheets, the buttons by stretches, and the moorland is
painted with the painter's background brush (``setBackground`` + ``eraseRect``, clipped to a path for the
ridges and stones), which has no such overload.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QGradient, QLinearGradient, QPainter, QPainterPath, QRadialGradient
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from grail_desktop import __version__
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr, tr_noop

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QPaintEvent

#: (object name, label, accessible description)
MENU_ENTRIES: tuple[tuple[str, str, str], ...] = (
    ("continue", tr_noop("Continue"), tr_noop("Resume the latest saved campaign or match")),
    ("new", tr_noop("New campaign"), tr_noop("Choose a campaign pack and characters")),
    ("load", tr_noop("Load…"), tr_noop("Open a save sheet")),
    ("veil", tr_noop("The Riven Veil…"), tr_noop("The second game: 2–4 factions fight for the isle (people or bots)")),
    ("settings", tr_noop("Settings"), tr_noop("Text size, theme, animation speed, confirmations")),
    ("rules", tr_noop("Rules"), tr_noop("The rules reference")),
    ("quit", tr_noop("Quit"), tr_noop("Close Grail Desktop")),
)


#: A label's style sheet centring its text (``setAlignment`` would need the ``Qt`` namespace).
CENTRED = "qproperty-alignment: AlignHCenter;"


def add_centred(layout: QBoxLayout, widget: QWidget, index: int = -1) -> None:
    """Put ``widget`` in ``layout`` at ``index`` (-1: last), centred in a row of its own at its size hint
    (stretches on both sides; an alignment would need the ``Qt`` namespace)."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    layout.insertLayout(index, row)


def row_index(layout: QBoxLayout, widget: QWidget) -> int:
    """The index in ``layout`` of the item holding ``widget``, directly or in a row (-1 when it holds none)."""
    for index in range(layout.count()):
        item = layout.itemAt(index)
        inner = item.layout() if item is not None else None
        if item is not None and (item.widget() is widget or (inner is not None and inner.indexOf(widget) >= 0)):
            return index
    return -1


def fill(painter: QPainter, area: QRectF, brush: QGradient) -> None:
    """``painter.fillRect(area, brush)`` through the background brush, which brings no ``Qt`` enum along."""
    painter.setBackground(QBrush(brush))
    painter.eraseRect(area)


def fill_path(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    """``painter.fillPath(path, colour)``: the path's bounds filled with ``colour`` clipped to the path (anti-aliased
    as the painter is). The colour goes in as a one-colour gradient: ``QBrush(QColor)`` would build ``Qt``."""
    solid = QLinearGradient()
    solid.setColorAt(0.0, colour)
    solid.setColorAt(1.0, colour)
    painter.setClipPath(path)
    fill(painter, path.boundingRect(), solid)
    painter.setClipping(False)


class StartScreen(QWidget):
    """Start screen widget. Emits :attr:`chosen` with the entry's object name (``"new"``, ``"quit"`` …)."""

    chosen = Signal(str)
    #: emitted once, after the first paint (the main window binds its shortcuts then)
    first_painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.setAccessibleName(tr("Start screen"))
        self.buttons: dict[str, QPushButton] = {}
        self._painted = False

        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 40, 40, 24)
        layout.addStretch(3)

        title = QLabel(tr("Grail Desktop"))
        title.setObjectName("title")
        title.setStyleSheet(
            f'font-family: "{READING_FAMILY}"; font-size: 46pt; color: #e6c77f; letter-spacing: 3px;'
            f"background: transparent; {CENTRED}"
        )
        layout.addWidget(title)

        subtitle = QLabel(tr("The stones are guttering. Walk the drowned island while there is light."))
        subtitle.setObjectName("subtitle")
        subtitle.setWordWrap(True)
        subtitle.setStyleSheet(
            f'font-family: "{READING_FAMILY}"; font-style: italic; font-size: 15pt; color: #d9cfb6;'
            f"background: transparent; {CENTRED}"
        )
        layout.addWidget(subtitle)
        layout.addSpacing(28)

        for name, english, about in MENU_ENTRIES:
            label, description = tr(english), tr(about)
            button = QPushButton(label)
            button.setObjectName(f"start_{name}")
            button.setProperty("role", "menu")
            button.setAccessibleName(label)
            button.setAccessibleDescription(description)
            button.setToolTip(description)
            button.clicked.connect(lambda _=False, n=name: self.chosen.emit(n))
            add_centred(layout, button)
            layout.addSpacing(6)
            self.buttons[name] = button

        self.continue_info = QLabel("")
        self.continue_info.setObjectName("continueInfo")
        self.continue_info.setStyleSheet(f"color: #bfb59c; background: transparent; margin-bottom: 8px; {CENTRED}")
        self.continue_info.setVisible(False)
        layout.insertWidget(row_index(layout, self.buttons["new"]), self.continue_info)

        layout.addStretch(4)
        footer = QLabel(
            tr("Version {version} · an original campaign edition · F1 for the rules").format(version=__version__)
        )
        footer.setObjectName("footer")
        footer.setStyleSheet(f"color: #8f8673; background: transparent; {CENTRED}")
        layout.addWidget(footer)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused entry, as Space does (issue 28: outside a dialog Qt takes only Space)."""
        from PySide6.QtCore import Qt  # a key press comes after the first frame (see the module's docstring)

        focused = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and focused in self.buttons.values():
            assert isinstance(focused, QPushButton)
            focused.click()
            return
        super().keyPressEvent(event)

    def focus_first(self) -> None:
        """The keyboard on the first open entry (Continue when there is a campaign, else New campaign)."""
        entry = next((b for b in self.buttons.values() if b.isEnabled()), None)
        if entry is not None:
            entry.setFocus()

    def set_entry_enabled(self, name: str, enabled: bool, why: str = "") -> None:
        """Enable or disable a menu entry; a disabled entry's tooltip says ``why``."""
        button = self.buttons[name]
        button.setEnabled(enabled)
        button.setToolTip(button.accessibleDescription() if enabled else why)

    def set_continue_info(self, text: str) -> None:
        """Show what Continue would open (e.g. "Day 3 · Maelis · The Salt Road"), or nothing."""
        self.continue_info.setText(text)
        self.continue_info.setVisible(bool(text))

    # ---------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())

        sky = QLinearGradient(0, 0, 0, h)
        sky.setColorAt(0.0, QColor("#10161a"))
        sky.setColorAt(0.55, QColor("#2b3436"))
        sky.setColorAt(0.75, QColor("#4a4436"))
        sky.setColorAt(1.0, QColor("#141312"))
        fill(painter, QRectF(self.rect()), sky)

        # A pale ring where the moon drowns in cloud.
        # (Radial gradients are filled over their circle's square only: outside it they are clear anyway.)
        centre, radius = QPointF(w * 0.72, h * 0.24), h * 0.22
        moon = QRadialGradient(centre, radius)
        moon.setColorAt(0.0, QColor(236, 226, 196, 90))
        moon.setColorAt(0.35, QColor(236, 226, 196, 28))
        moon.setColorAt(1.0, QColor(236, 226, 196, 0))
        fill(painter, QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), moon)

        # Three ridges of moorland, far to near.
        for depth, (colour, base, amp) in enumerate(
            (("#242a29", 0.70, 0.05), ("#1b201f", 0.78, 0.04), ("#121514", 0.88, 0.03))
        ):
            path = QPainterPath(QPointF(0, h))
            steps = 48
            for i in range(steps + 1):
                x = w * i / steps
                wave = 0.5 + 0.3 * math.sin(i * (0.31 + depth * 0.17) + depth) + 0.2 * math.sin(i * 0.83 + 2 * depth)
                path.lineTo(x, h * base - h * amp * wave)
            path.lineTo(w, h)
            path.closeSubpath()
            fill_path(painter, path, QColor(colour))

        # Standing stones on the middle ridge; the nearest still holds a little light.
        for fx, height, lit in ((0.14, 0.16, False), (0.21, 0.11, False), (0.83, 0.19, True), (0.9, 0.1, False)):
            x, top, base = w * fx, h * (0.76 - height), h * 0.77
            stone = QPainterPath(QPointF(x - h * 0.022, base))
            stone.lineTo(x - h * 0.026, top + h * 0.04)
            stone.quadTo(x - h * 0.012, top, x + h * 0.004, top + h * 0.004)
            stone.quadTo(x + h * 0.024, top + h * 0.03, x + h * 0.022, base)
            stone.closeSubpath()
            fill_path(painter, stone, QColor("#0d0f0f"))
            if lit:
                glow = QRadialGradient(QPointF(x, top + h * 0.07), h * 0.06)
                glow.setColorAt(0.0, QColor(240, 196, 110, 170))
                glow.setColorAt(1.0, QColor(240, 196, 110, 0))
                fill(painter, QRectF(x - h * 0.07, top, h * 0.14, h * 0.14), glow)

        # Low mist.
        mist = QLinearGradient(0, h * 0.72, 0, h)
        mist.setColorAt(0.0, QColor(200, 200, 190, 0))
        mist.setColorAt(0.5, QColor(200, 200, 190, 26))
        mist.setColorAt(1.0, QColor(200, 200, 190, 0))
        fill(painter, QRectF(0, h * 0.72, w, h * 0.28), mist)

        # A dark veil behind the menu keeps the text readable.
        radius = max(w, h) * 0.45
        veil = QRadialGradient(QPointF(w / 2, h * 0.5), radius)
        veil.setColorAt(0.0, QColor(8, 10, 11, 140))
        veil.setColorAt(1.0, QColor(8, 10, 11, 0))
        fill(painter, QRectF(w / 2 - radius, h * 0.5 - radius, 2 * radius, 2 * radius), veil)
        painter.end()
        if not self._painted:
            self._painted = True
            self.first_painted.emit()
