"""The visual language: a dark parchment-and-stone palette (and a light one), as a QPalette and stylesheet."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from grail_desktop.resources import asset
from grail_desktop.ui.fonts import UI_FAMILY


@dataclass(frozen=True)
class Colours:
    """Named colours of a theme (hex strings)."""

    background: str
    panel: str
    raised: str
    text: str
    muted: str
    accent: str
    accent_text: str
    danger: str
    border: str


DARK = Colours(
    background="#141719",
    panel="#1f2427",
    raised="#2a3034",
    text="#ece3cc",
    muted="#a99f8a",
    accent="#c9a45a",
    accent_text="#1a1408",
    danger="#c25a48",
    border="#4a4538",
)
LIGHT = Colours(
    background="#efe7d3",
    panel="#e4d9bf",
    raised="#f7f1e3",
    text="#2a231b",
    muted="#6b5f4e",
    accent="#8a5a1c",
    accent_text="#fff8e8",
    danger="#a23b2b",
    border="#b9a77f",
)


def colours(theme: str) -> Colours:
    """The colours of ``theme`` ("dark" or "light"; anything else gives dark)."""
    return LIGHT if theme == "light" else DARK


def _arrow(direction: str, c: Colours) -> str:
    """The stylesheet url of the theme's ``up`` / ``down`` arrow (drawn in the theme's text colour)."""
    path = asset("icons", f"arrow-{direction}-{'light' if c == LIGHT else 'dark'}.svg")
    return f"url({path.as_posix()})"


def stylesheet(c: Colours, text_size: int) -> str:
    """The application stylesheet for colours ``c`` and base ``text_size`` (points).

    Stock Qt pieces take the app's look too (issue 18): spin boxes and combo boxes with visible arrows, dialog
    buttons without the platform's icons, message boxes and the wizard on the app's background."""
    up, down = _arrow("up", c), _arrow("down", c)
    return f"""
    QWidget {{ font-family: "{UI_FAMILY}"; font-size: {text_size}pt; color: {c.text}; }}
    QWidget:disabled {{ color: {c.muted}; }}
    QMainWindow, QDialog {{ background: {c.background}; }}
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
    return c
