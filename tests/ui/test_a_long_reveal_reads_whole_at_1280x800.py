"""A long big moment (issue 11 newcomer, shot-98: "Quest completed", its last line cut at "who looks") reads whole
on the stage of a 1280×800 window, and a card too long even then scrolls with a bar in the card's own colours,
not the platform's plain grey one."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.app.card_sheets import CardSheet
from grail_desktop.ui.reveal_overlay import RevealOverlay

PARAGRAPH = (
    "In the grey before dawn the stone goes out. Not for a breath this time: for a long count of ten, while the "
    "whole village stands in its doorways and the fields at the edge of sight go soft and quiet, like a drawing "
    "someone has started to rub out."
)
#: as long as the Stone Gutters' quest card the newcomer saw
QUEST = CardSheet("The Stone Gutters", "Quest completed", (PARAGRAPH,) * 6)


STAGES: list[QWidget] = []  # kept alive for the test: the overlay is the stage's child


def _overlay(qtbot: QtBot, sheet: CardSheet) -> RevealOverlay:
    stage = QWidget()
    STAGES.append(stage)
    qtbot.addWidget(stage)
    stage.resize(700, 620)  # the stage between the side panels at 1280×800 (shot-98)
    stage.show()
    overlay = RevealOverlay(stage)
    overlay.reveal([sheet])
    qtbot.waitExposed(overlay)
    qtbot.wait(20)
    return overlay


def test_a_long_quest_reveal_reads_whole_on_a_1280x800_stage(app: QApplication, qtbot: QtBot) -> None:
    overlay = _overlay(qtbot, QUEST)
    assert overlay.card.height() <= overlay.height()
    assert overlay.text_area.verticalScrollBar().maximum() == 0, "every line is on the card, none scrolled off"


def test_a_card_too_long_to_fit_scrolls_with_a_bar_in_the_cards_colours(app: QApplication, qtbot: QtBot) -> None:
    overlay = _overlay(qtbot, CardSheet("A very long moment", "Quest completed", (PARAGRAPH,) * 14))
    bar = overlay.text_area.verticalScrollBar()
    assert bar.maximum() > 0
    assert "QScrollBar::handle:vertical" in overlay.text_area.styleSheet()
    assert bar.width() <= 12, "the card's slim bar, not the platform's"
