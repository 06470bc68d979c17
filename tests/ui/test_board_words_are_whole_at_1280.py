"""What the encounter board writes in its header and boxes is whole at 1280×800, and an instant reward's
buttons have room (issue 18, newcomer 8: "Starved Hound is defeated: take or skip the instant r…",
"Exhausted: 2 red, 2 blu…", and the reward buttons squeezed under the board). S2 "Instant rewards": while they
are on offer they are taken or skipped before anything else, so only their buttons are shown then."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot
from ui_testkit import fight_step, fight_table

from grail_desktop.ui.encounter_items import AreaItem, TextItem

ROUND = ("draw", "end-phase", "commit", "roll", "apply", "resolve")


class TextRecorder(QPainter):
    """A painter that notes every text the board's (Python) painters write."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        self.texts += [a for a in args if isinstance(a, str)]
        super().drawText(*args)  # type: ignore[call-overload]


def written(item: TextItem | AreaItem) -> list[str]:
    image = QImage(800, 200, QImage.Format.Format_ARGB32)
    painter = TextRecorder(image)
    painter.translate(QPointF(-item.rect.x(), -item.rect.y()))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return painter.texts


def test_header_boxes_and_reward_buttons_are_whole(qtbot: QtBot) -> None:
    table, session = fight_table(qtbot, "starved-hound", seed=4)
    game = session.game
    board = table.encounter_board
    scene = board.scene
    for _ in range(120):  # strike the Hound down: cards onto its chain, dice on it, until a reward is on offer
        encounter = game.state.encounter
        assert encounter is not None, "the fight ended before a reward was offered"
        if encounter.reward_offer:
            break
        fight_step(table, ROUND)
    QApplication.processEvents()
    assert scene.view_model is not None and scene.view_model.reward_offer
    items = [i for i in scene.items() if isinstance(i, TextItem | AreaItem)]
    texts = [t for item in items for t in written(item)]
    assert any("take or skip the instant rewards" in t for t in texts), texts
    assert any(t.startswith("Exhausted: ") for t in texts), texts
    cut = [t for t in texts if t.endswith("…")]
    assert not cut, f"cut on the board: {cut}"
    # the rewards' buttons: whole rows, nothing else beside them, each wide and tall enough for its words
    shown = {n: b for n, b in board.buttons.items() if b.isVisible()}
    assert shown and all(n.startswith(("take-reward", "skip-reward")) for n in shown), list(shown)
    for notation, button in shown.items():
        assert button.width() >= button.sizeHint().width(), f"{notation}: {button.text()} is cut"
        assert button.height() >= button.sizeHint().height(), f"{notation} is squeezed"
        inside = table.rect().contains(button.mapTo(table, button.rect().bottomRight()))
        assert inside, f"{notation} lies outside the window"
    assert table.size().width() == 1280 and table.size().height() == 800
