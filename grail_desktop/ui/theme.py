"""The visual language: a dark parchment-and-stone palette, a light one and a high-contrast one, as a QPalette and
stylesheet.

Every theme meets WCAG AA (issue 28): text and muted text at least 4.5:1 on every surface, the focus ring at least
3:1 against every surface *and* against the gold of primary buttons, so the keyboard focus is seen at a glance
(tests/ui/test_theme_contrast.py computes the ratios).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from grail_desktop.resources import asset
from grail_desktop.ui.fonts import UI_FAMILY
from grail_desktop.ui.i18n import tr_noop


class Colours(NamedTuple):
    """Named colours of a theme (hex strings). A NamedTuple, not a dataclass: the start screen's first frame
    does without the ``dataclasses`` module and its generated methods (issue 25)."""

    background: str
    panel: str
    raised: str
    text: str
    muted: str
    accent: str
    accent_text: str
    danger: str
    border: str
    #: the keyboard focus ring (never the accent: a gold ring on a gold button vanished, issue 28)
    focus: str = "#7fd4ff"
    #: headings (tray sections, the day number) in the theme's own contrast
    heading: str = "#e6c77f"


DARK = Colours(
    background="#141719",
    panel="#1f2427",
    raised="#2a3034",
    text="#ece3cc",
    muted="#a99f8a",
    accent="#c9a45a",
    accent_text="#1a1408",
    danger="#e07a66",
    border="#4a4538",
    focus="#7fd4ff",
    heading="#e6c77f",
)
LIGHT = Colours(
    background="#efe7d3",
    panel="#e4d9bf",
    raised="#f7f1e3",
    text="#2a231b",
    muted="#5a4f40",
    accent="#8a5a1c",
    accent_text="#fff8e8",
    danger="#a23b2b",
    border="#b9a77f",
    focus="#0a4fa8",
    heading="#6e4512",
)
HIGH_CONTRAST = Colours(
    background="#000000",
    panel="#0d0d0d",
    raised="#1a1a1a",
    text="#ffffff",
    muted="#d8d8d8",
    accent="#ffd84a",
    accent_text="#000000",
    danger="#ff8f80",
    border="#ffffff",
    focus="#33e0ff",
    heading="#ffd84a",
)

#: Theme names (the settings' values) and the words the player sees for them.
THEME_NAMES: dict[str, str] = {"dark": tr_noop("Dark"), "light": tr_noop("Light"), "contrast": tr_noop("High contrast")}


def colours(theme: str) -> Colours:
    """The colours of ``theme`` ("dark", "light" or "contrast"; anything else gives dark)."""
    return {"light": LIGHT, "contrast": HIGH_CONTRAST}.get(theme, DARK)


def _arrow(direction: str, c: Colours) -> str:
    """The stylesheet url of the theme's ``up`` / ``down`` arrow (drawn in the theme's text colour)."""
    path = asset("icons", f"arrow-{direction}-{'light' if c == LIGHT else 'dark'}.svg")
    return f"url({path.as_posix()})"


def stylesheet(c: Colours, text_size: int) -> str:
    """The application stylesheet for colours ``c`` and base ``text_size`` (points).

    Stock Qt pieces take the app's look too (issue 18): spin boxes and combo boxes with visible arrows, dialog
    buttons without the platform's icons, message boxes and the wizard on the app's background; the actions
    list's always-kept scroll bar a thin groove whose handle shows only when the list scrolls."""
    up, down = _arrow("up", c), _arrow("down", c)
    return f"""
    QWidget {{ font-family: "{UI_FAMILY}"; font-size: {text_size}pt; color: {c.text}; }}
    QWidget:disabled {{ color: {c.muted}; }}
    QMainWindow, QDialog {{ background: {c.background}; }}
    QDialog#coopSettings {{ border: 2px solid {c.accent}; border-radius: 6px; }}
    QLabel#dialogTitle {{ font-size: {text_size + 3}pt; font-weight: bold; }}
    QMenuBar {{ background: {c.panel}; border-bottom: 1px solid {c.border}; }}
    QMenuBar::item:selected, QMenu::item:selected {{ background: {c.accent}; color: {c.accent_text}; }}
    QMenu {{ background: {c.panel}; border: 1px solid {c.border}; }}
    QToolTip {{ background: {c.raised}; color: {c.text}; border: 1px solid {c.accent}; padding: 4px; }}
    QPushButton {{
        background: {c.raised}; border: 1px solid {c.border}; border-radius: 6px; padding: 6px 14px;
    }}
    QPushButton:hover {{ border-color: {c.accent}; }}
    QPushButton:focus {{ border: 2px solid {c.accent}; }}
    QPushButton:disabled {{ color: {c.muted}; border-color: {c.panel}; }}
    QPushButton[role="primary"] {{ background: {c.accent}; color: {c.accent_text}; font-weight: bold; }}
    QPushButton:disabled, QPushButton[role="primary"]:disabled {{
        background: transparent; color: {c.muted}; border: 1px dashed {c.border}; font-weight: normal;
    }}
    QPushButton[role="menu"] {{
        font-size: {text_size + 3}pt; min-width: 15em; padding: 10px 20px; text-align: center;
        background: rgba(20, 22, 24, 0.55); border: 1px solid {c.border};
    }}
    QPushButton[role="menu"]:hover, QPushButton[role="menu"]:focus {{
        border: 1px solid {c.accent}; background: rgba(201, 164, 90, 0.18);
    }}
    QLineEdit, QSpinBox, QComboBox, QPlainTextEdit, QTextBrowser, QListView, QTreeView, QTableView {{
        background: {c.panel}; border: 1px solid {c.border}; border-radius: 4px; padding: 3px;
        selection-background-color: {c.accent}; selection-color: {c.accent_text};
    }}
    QSpinBox {{ padding-right: 22px; }}
    QSpinBox::up-button, QSpinBox::down-button {{
        subcontrol-origin: border; width: 20px; background: {c.raised}; border-left: 1px solid {c.border};
    }}
    QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 4px; }}
    QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 4px; }}
    QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {c.accent}; }}
    QSpinBox::up-arrow {{ image: {up}; width: 10px; height: 7px; }}
    QSpinBox::down-arrow {{ image: {down}; width: 10px; height: 7px; }}
    QSpinBox::up-arrow:disabled, QSpinBox::down-arrow:disabled {{ image: none; }}
    QComboBox {{ padding-right: 24px; }}
    QComboBox::drop-down {{
        subcontrol-origin: padding; subcontrol-position: center right; width: 22px;
        border-left: 1px solid {c.border}; background: {c.raised};
    }}
    QComboBox::down-arrow {{ image: {down}; width: 10px; height: 7px; }}
    QComboBox QAbstractItemView {{ background: {c.panel}; border: 1px solid {c.accent}; }}
    QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
    QCheckBox::indicator {{
        width: 14px; height: 14px; border: 1px solid {c.muted}; border-radius: 3px; background: {c.panel};
    }}
    QCheckBox::indicator:checked {{ background: {c.accent}; border-color: {c.accent}; }}
    QMessageBox, QWizard, QWizardPage {{ background: {c.background}; }}
    QMessageBox QLabel {{ font-size: {text_size + 1}pt; }}
    QWizard QLabel#qt_wizard_title, QWizard QLabel[objectName="qt_wizard_title"] {{ color: {c.accent}; }}
    QTabBar::tab {{ background: {c.panel}; padding: 6px 12px; border: 1px solid {c.border}; }}
    QTabBar::tab:selected {{ background: {c.raised}; border-bottom: 2px solid {c.accent}; }}
    QDockWidget::title {{ background: {c.panel}; padding: 4px; }}
    QStatusBar {{ background: {c.panel}; color: {c.muted}; }}
    QLabel[role="muted"] {{ color: {c.muted}; }}
    QLabel[role="warning"] {{ color: {c.danger}; }}
    QLabel[role="heading"] {{ color: {c.heading}; }}
    QLabel#trayTitle {{ font-size: {text_size + 3}pt; }}
    QLabel#trayHeading {{ font-size: {text_size + 1}pt; }}
    #actionsScroll QScrollBar:vertical {{ background: transparent; width: 10px; margin: 0; border: none; }}
    #actionsScroll QScrollBar::handle:vertical {{
        background: {c.muted}; border-radius: 4px; min-height: 24px; margin: 1px 2px;
    }}
    #actionsScroll QScrollBar::handle:vertical:hover {{ background: {c.accent}; }}
    #actionsScroll QScrollBar[idle="true"]::handle:vertical {{ background: transparent; }}
    #actionsScroll QScrollBar::add-line:vertical, #actionsScroll QScrollBar::sub-line:vertical {{
        height: 0; border: none; background: none;
    }}
    #actionsScroll QScrollBar::add-page:vertical, #actionsScroll QScrollBar::sub-page:vertical {{
        background: transparent;
    }}
    #dayBar {{ background: {c.panel}; border-bottom: 1px solid {c.border}; }}
    #dayBar QLabel {{ color: {c.text}; }}
    #dayBar QLabel#dayLabel, #dayBar QLabel#turnLabel {{ color: {c.heading}; }}
    {focus_rules(c)}
    """


def focus_rules(c: Colours) -> str:
    """Keyboard focus seen at a glance (issue 28): a 3 px ring in the theme's focus colour on every kind of
    control, the gold primary buttons and the map and board views included (WCAG 2.4.7 / 1.4.11)."""
    ring = f"3px solid {c.focus}"
    return f"""
    QPushButton:focus, QPushButton[role="primary"]:focus, QPushButton[role="menu"]:focus,
    QToolButton:focus {{ border: {ring}; }}
    QLineEdit:focus, QSpinBox:focus, QComboBox:focus, QPlainTextEdit:focus, QTextBrowser:focus, QTextEdit:focus,
    QListView:focus, QTreeView:focus, QTableView:focus, QGraphicsView:focus, QSlider:focus {{ border: {ring}; }}
    QCheckBox:focus, QRadioButton:focus {{ border: {ring}; border-radius: 4px; padding: 2px; }}
    QTabBar::tab:focus {{ border: {ring}; }}
    QTabBar:focus {{ border: none; }}
    QLabel[role="line"]:focus {{ border: {ring}; }}
    OptionButton:focus {{ border: {ring}; }}
    """


def apply_theme(app: QApplication, theme: str, text_size: int) -> Colours:
    """Apply palette and stylesheet of ``theme`` at ``text_size`` points; returns the colours used."""
    c = colours(theme)
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(c.background))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(c.text))
    palette.setColor(QPalette.ColorRole.Base, QColor(c.panel))
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor(c.raised))
    palette.setColor(QPalette.ColorRole.Text, QColor(c.text))
    palette.setColor(QPalette.ColorRole.Button, QColor(c.raised))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(c.text))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(c.accent))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor(c.accent_text))
    palette.setColor(QPalette.ColorRole.ToolTipBase, QColor(c.raised))
    palette.setColor(QPalette.ColorRole.ToolTipText, QColor(c.text))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor(c.muted))
    app.setPalette(palette)
    app.setStyleSheet(stylesheet(c, text_size))
    for name in ("focus", "heading", "muted", "danger", "background", "panel", "raised"):  # see theme_colour
        app.setProperty(f"theme_{name}", getattr(c, name))
    return c


def _luminance(colour: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: str, b: str) -> float:
    """WCAG 2.x contrast ratio of two colours, 1–21."""
    high, low = sorted((_luminance(QColor(a)), _luminance(QColor(b))), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable(colour: str, surfaces: tuple[str, ...], ratio: float = 4.5) -> str:
    """``colour`` made lighter (on dark surfaces) or darker (on light ones) in small steps until it reaches
    ``ratio`` against every one of ``surfaces`` (WCAG 1.4.3 AA for text): a character's own colour keeps its
    hue as a tray title in every theme (issue 28: the High contrast tray title was a dark brown on black)."""
    dark = sum(_luminance(QColor(s)) for s in surfaces) / len(surfaces) < 0.18
    found = QColor(colour)
    for _ in range(40):
        if min(contrast(found.name(), s) for s in surfaces) >= ratio:
            return found.name()
        found = found.lighter(112) if dark else found.darker(112)
        if dark and found.value() == 255 and found.saturation() > 0:
            found.setHsv(found.hue(), max(0, found.saturation() - 25), 255)
    return "#ffffff" if dark else "#000000"


def theme_colour(name: str, default: str) -> str:
    """The current theme's ``name`` colour ("focus", "heading", "muted", "danger", "background", "panel",
    "raised") for a widget's own
    stylesheet, or ``default`` before a theme is applied."""
    app = QApplication.instance()
    value = app.property(f"theme_{name}") if app is not None else None
    return str(value) if value else default
