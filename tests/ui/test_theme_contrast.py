"""Every theme meets WCAG AA, the keyboard focus is seen at a glance, the dice differ in brightness (issue 28).

Contrast ratios are WCAG 2.x's ((L1 + 0.05) / (L2 + 0.05) of relative luminances): text 4.5:1 (1.4.3), the focus
ring and other non-text marks 3:1 (1.4.11). The focus test renders each kind of control with and without the
keyboard in each theme and counts the pixels of the ring.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsScene,
    QGraphicsView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabBar,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from grail_desktop.app.settings import THEMES
from grail_desktop.ui.cards import DICE_COLOURS, DICE_INK
from grail_desktop.ui.day_bar import DayBar
from grail_desktop.ui.journal_panel import OptionButton
from grail_desktop.ui.start_of_day import LineLabel
from grail_desktop.ui.theme import THEME_NAMES, Colours, apply_theme, colours


def luminance(colour: str | QColor) -> float:
    c = QColor(colour)

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def ratio(a: str | QColor, b: str | QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", THEMES)
def test_text_meets_aa_on_every_surface(theme: str) -> None:
    c = colours(theme)
    surfaces = {"background": c.background, "panel": c.panel, "raised": c.raised}
    for text_name in ("text", "muted", "heading", "danger"):
        for surface, fill in surfaces.items():
            value = ratio(getattr(c, text_name), fill)
            assert value >= 4.5, f"{theme}: {text_name} on {surface} is {value:.2f}:1"
    assert ratio(c.accent_text, c.accent) >= 4.5, f"{theme}: text on the gold primary buttons"
    assert ratio(c.accent, c.background) >= 3.0, f"{theme}: the accent (borders, titles) against the window"


@pytest.mark.parametrize("theme", THEMES)
def test_the_focus_ring_stands_out_from_every_surface(theme: str) -> None:
    c = colours(theme)
    for surface in (c.background, c.panel, c.raised):
        assert ratio(c.focus, surface) >= 3.0, f"{theme}: focus ring on {surface}"
    assert QColor(c.focus).hue() != QColor(c.accent).hue(), "the ring is never the accent (gold on gold)"


def test_there_is_a_high_contrast_theme_with_a_name() -> None:
    assert "contrast" in THEMES and THEME_NAMES["contrast"] == "High contrast"
    c = colours("contrast")
    assert ratio(c.text, c.background) >= 7.0, "high contrast meets AAA for body text"
    assert ratio(c.muted, c.background) >= 7.0


def test_red_and_blue_dice_differ_in_brightness_without_the_aid() -> None:
    """Without the colour-blind aid the dice colours alone must tell them apart: red and blue had 1.03:1."""
    for a, b in itertools.combinations(DICE_COLOURS, 2):
        value = ratio(DICE_COLOURS[a], DICE_COLOURS[b])
        assert value >= 2.0, f"{a} and {b} dice: {value:.2f}:1"
    for name, fill in DICE_COLOURS.items():
        assert ratio(DICE_INK[name], fill) >= 4.5, f"the face on a {name} die"


def _ring_pixels(image: QImage, c: Colours) -> int:
    focus = QColor(c.focus)
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            p = image.pixelColor(x, y)
            if abs(p.red() - focus.red()) + abs(p.green() - focus.green()) + abs(p.blue() - focus.blue()) < 60:
                count += 1
    return count


@pytest.mark.parametrize("theme", THEMES)
def test_every_kind_of_control_shows_the_focus_at_a_glance(app: QApplication, qtbot: QtBot, theme: str) -> None:
    c = apply_theme(app, theme, 12)
    try:
        host = QWidget()
        qtbot.addWidget(host)
        layout = QVBoxLayout(host)
        primary = QPushButton("Begin")
        primary.setProperty("role", "primary")
        combo = QComboBox()
        combo.addItems(["Dark", "Light"])
        spin = QSpinBox()
        line = LineLabel("◆  The Menhir at Carn Du has gone dark.  ◎ 104")
        tabs = QTabBar()
        tabs.addTab("Maelon")
        tabs.addTab("Ceri")
        view = QGraphicsView(QGraphicsScene())
        view.setFixedHeight(60)
        controls: list[QWidget] = [
            QPushButton("Explore"),
            primary,
            combo,
            QLineEdit("Player 1"),
            spin,
            QCheckBox("Ask before Pass"),
            line,
            OptionButton("1.  Go to the stone", "", 12),
            tabs,
            view,
        ]
        for widget in controls:
            layout.addWidget(widget)
        host.resize(420, 640)
        host.show()
        qtbot.waitExposed(host)
        host.activateWindow()
        qtbot.waitUntil(host.isActiveWindow, timeout=2000)
        for widget in controls:
            ring = c
            widget.clearFocus()
            QApplication.processEvents()
            before = _ring_pixels(widget.grab().toImage(), ring)
            widget.setFocus()
            QApplication.processEvents()
            assert widget.hasFocus(), type(widget).__name__
            after = _ring_pixels(widget.grab().toImage(), ring)
            # a ring round the control: at least one full side's length of ring-coloured pixels more
            assert after - before >= min(widget.width(), 120), f"{theme}: focus on {type(widget).__name__}"
    finally:
        apply_theme(app, "dark", 12)


@pytest.mark.parametrize("theme", THEMES)
def test_the_day_bar_reads_in_every_theme(app: QApplication, qtbot: QtBot, theme: str) -> None:
    """The light theme hid the day bar's Event, Quests and Menhirs (dark words on a fixed dark band)."""
    c = apply_theme(app, theme, 12)
    try:
        bar = DayBar()
        qtbot.addWidget(bar)
        bar.show()
        QApplication.processEvents()
        ground = bar.palette().color(QPalette.ColorRole.Window)
        assert ground == QColor(c.panel)
        for label in (bar.event_label, bar.quests, bar.menhirs, bar.day, bar.turn):
            ink = label.palette().color(QPalette.ColorRole.WindowText)
            assert ratio(ink, ground) >= 4.5, f"{theme}: {label.objectName()} {ink.name()} on {ground.name()}"
    finally:
        apply_theme(app, "dark", 12)


@pytest.mark.parametrize("theme", THEMES)
def test_every_tray_title_reads_in_every_theme(app: QApplication, qtbot: QtBot, theme: str) -> None:
    """The tray title is the character's own colour, made readable (4.5:1 on the window and the panels) in every
    theme (issue 28: in High contrast Maelon's brown title was 3.3:1 on black)."""
    import re

    from PySide6.QtWidgets import QLabel

    from grail_desktop.app.views import tray_view
    from grail_desktop.catalog import load_campaign
    from grail_desktop.engine import new_game
    from grail_desktop.ui.tray import TrayWidget

    c = apply_theme(app, theme, 12)
    try:
        catalog = load_campaign("ynys-wen")
        characters = sorted(catalog.characters)
        game = new_game(catalog, characters, seed=3)
        for character in characters:
            tray = TrayWidget()
            qtbot.addWidget(tray)
            tray.sync(tray_view(game, catalog, character))
            tray.show()
            title = tray.findChild(QLabel, "trayTitle")
            assert title is not None
            found = re.search(r"color: (#[0-9a-fA-F]{6})", title.styleSheet())
            assert found is not None
            for surface in (c.background, c.panel):
                value = ratio(found.group(1), surface)
                assert value >= 4.5, f"{theme}: {character}'s tray title {found.group(1)} on {surface}: {value:.2f}:1"
            tray.close()
    finally:
        apply_theme(app, "dark", 12)
