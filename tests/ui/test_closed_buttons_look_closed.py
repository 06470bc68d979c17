"""A button that cannot be pressed looks closed at a glance (issue 26, newcomer run: "Raise" buttons looked active
at 0 Exp): in every theme a disabled button, the gold primary one too, loses its filled face and its text goes
muted, so it reads differently from an open one."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.ui.theme import apply_theme


def _face(button: QPushButton) -> QColor:
    """The colour most of the button's face is painted in (a sample inside its border, off its text)."""
    image: QImage = button.grab().toImage()
    return image.pixelColor(6, image.height() // 2)


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


@pytest.mark.parametrize("theme", ["dark", "light", "contrast"])
@pytest.mark.parametrize("primary", [False, True])
def test_a_disabled_button_does_not_look_like_an_open_one(
    app: QApplication, qtbot: QtBot, theme: str, primary: bool
) -> None:
    apply_theme(app, theme, 11)
    host = QWidget()
    qtbot.addWidget(host)
    open_button, closed = QPushButton("Raise to 3 · 6 Exp", host), QPushButton("Raise to 3 · 6 Exp", host)
    for button in (open_button, closed):
        button.setProperty("role", "primary" if primary else None)
        button.resize(200, 36)
    closed.setEnabled(False)
    # grab() renders the buttons without showing them: no event loop runs, so no window a test before left
    # behind gets painted during this one (under load that ran past the suite's time limit)
    for button in (open_button, closed):
        button.ensurePolished()
    assert _distance(_face(open_button), _face(closed)) > 30, "the closed face is not told from the open one"
