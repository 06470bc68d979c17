"""The guide's buttons are whole at every step, in English and German (issue 28 "Seeing it": nothing clipped;
found in the German screenshots at 1280 × 800, docs/images/de/day-10-board.png: "Die Führung überspringen" was
cut to "ıhrung überspr" beside "Weiter" in a bubble narrowed to its side column).

Played through the real widgets by the guided day's driver: at each step the bubble's shown buttons are at least
as wide as their text needs and lie inside the bubble; where both do not fit side by side, Next goes under Skip.
"""

from __future__ import annotations

import pytest
from guided_day_driver import play_guided_day
from PySide6.QtWidgets import QApplication, QBoxLayout
from pytestqt.qtbot import QtBot
from ui_testkit import guided_day_window

from grail_desktop.ui.i18n import install_language
from grail_desktop.ui.widgets import WrapButton


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guides_buttons_keep_their_words(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    try:
        window = guided_day_window(qtbot, monkeypatch, lang)
        stacked: list[str] = []

        def before(step: str) -> None:
            coach = window.coach
            assert coach is not None
            coach.place()
            QApplication.processEvents()
            bubble = coach.bubble
            for button in (bubble.skip, bubble.next, bubble.campaign):
                if button.isHidden():
                    continue
                words = button.label_text() if isinstance(button, WrapButton) else button.text()
                if isinstance(button, WrapButton):  # its words wrap: every line shown
                    assert button.height() >= button.heightForWidth(button.width()), f"{step}: {words!r} is cut"
                else:
                    assert button.width() >= button.sizeHint().width(), f"{step}: {words!r} is cut"
                assert bubble.rect().contains(button.geometry()), f"{step}: {words!r} leaves the bubble"
            if bubble.buttons_row.direction() == QBoxLayout.Direction.TopToBottom:
                stacked.append(step)

        play_guided_day(window, before=before)
        if lang == "de":
            assert stacked, "in the narrowed bubble the German buttons go one under the other"
    finally:
        install_language("en")
