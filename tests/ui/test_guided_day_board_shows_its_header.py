"""The guided first day's encounter board shows its header whole at every step of the fight (issue 28 "Seeing
it": nothing clipped; found in the German screenshots at 1280 × 800, docs/images/de/day-12…14).

The strip under the board kept the most height it had ever needed (a layout pass with the long keys line or a
narrower buttons' column asked more), so in German the board lost 19 px, no longer fitted and was scrolled
down by the fight's steps, its header ("KAMPF · Runde 1", the Strategy phase line) half out of sight. Played
through the real widgets by the guided day's driver at 1280 × 800, in English and German: at every step on the
board, the header band (``HEADER_H``) and every hand card lie whole in the view, and the strip asks no more
height than its buttons and keys need now.
"""

from __future__ import annotations

import pytest
from guided_day_driver import play_guided_day
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import guided_day_window

from grail_desktop.ui.encounter_scene import HEADER_H
from grail_desktop.ui.i18n import install_language


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_step_of_the_guided_fight_shows_the_boards_header(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    try:
        window = guided_day_window(qtbot, monkeypatch, lang)
        checked: list[str] = []

        def before(step: str) -> None:
            table = window.table
            if table is None or table.stage.mode != "encounter" or table.session.game.state.encounter is None:
                return
            board = table.encounter_board
            view = board.view
            shown = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(0, -0.5, 0, 0.5)  # rounding
            header = QRectF(shown.left(), 0, shown.width(), HEADER_H)  # the status lines, the dial and Escape
            assert shown.top() <= header.top() and shown.bottom() >= header.bottom(), (
                f"{step}: the header {header} is cut, the view shows {shown}"
            )
            for card in board.scene.hand:
                rect = card.sceneBoundingRect()
                assert shown.top() <= rect.top() and rect.bottom() <= shown.bottom(), f"{step}: a hand card is cut"
            controls = board._controls.layout()
            assert controls is not None
            spacing = 2 * controls.spacing()
            margins = board._side_layout.contentsMargins()
            needed = board._button_box.minimumSize().height() + board.keys.heightForWidth(board._controls.width())
            needed += spacing
            needed += margins.top() + margins.bottom()
            assert board.side.minimumHeight() <= max(needed, board._strip_heights[0]), (
                f"{step}: the strip kept an old height"
            )
            checked.append(step)

        play_guided_day(window, before=before)
        assert {"board", "chain", "commit", "roll", "hit"} <= set(checked), checked
        assert window.size().width() == 1280 and window.size().height() == 800
    finally:
        install_language("en")
