"""At the largest Text size (24 pt) the headings grow with the text and keep every letter (issue 28 "Seeing it":
"Every screen follows the text size without clipping").

Found by the last session at 24 pt in German: the encounter board's log heading ("Verlauf des Kampfes") lost its
last letter in the strip under the board, and the character tray's title stayed at a fixed 15 pt while the
text around it grew. In a real MainWindow at 1280 × 800, in English and German: the log heading's text (bold,
as it is drawn) is no wider than the label, and the buttons beside it keep their width; the tray's title is
three points above the Text size and its headings one point above, at 12 pt and at 24 pt.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from ui_testkit import solo_table

from grail_desktop.ui.i18n import install_language
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.theme import apply_theme


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _fight_at(app: QApplication, qtbot: QtBot, size: int, fight: bool = True) -> MainWindow:
    window, session = solo_table(qtbot, seed=4)
    table = window.table
    assert table is not None
    table.reveals = False
    game = session.game
    if fight:
        game.start_fight(["maelon"], ["grey-abbess"], "test", game.state.characters["maelon"].location)
        session.submit("draw")
    if size != 12:
        apply_theme(app, "dark", size)  # as the Settings dialog does (MainWindow.apply_preferences)
        table.set_text_size(size)
    for _ in range(5):
        QApplication.processEvents()
    return window


def _plain(label: QLabel) -> str:
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_fights_log_heading_keeps_every_letter_at_24_pt(app: QApplication, qtbot: QtBot, lang: str) -> None:
    install_language(lang)
    try:
        window = _fight_at(app, qtbot, 24)
        board = window.table.encounter_board  # type: ignore[union-attr]
        assert not board.log_beside, "at 1280 × 800 the log sits in the strip under the board"
        heading = board.log_heading
        assert heading.isVisible()
        bold = QFont(heading.font())
        bold.setBold(True)  # the heading is <b>…</b>
        assert heading.font().pointSizeF() == 24
        text = _plain(heading)
        assert text == ("Kampfverlauf" if lang == "de" else "The fight's log")
        room = heading.contentsRect().width()
        assert QFontMetrics(bold).horizontalAdvance(text) <= room, f"{text!r} is wider than its {room} px"
        assert heading.height() >= heading.heightForWidth(heading.width())  # wrapped, every line shown
        for notation, button in board.buttons.items():
            assert button.width() >= button.sizeHint().width(), f"{notation} is cut at its ends"
        assert board.log.width() >= heading.width(), "the log below the heading is as wide as it"
        assert window.size().width() == 1280 and window.size().height() == 800
    finally:
        apply_theme(app, "dark", 12)
        install_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_trays_title_and_headings_follow_the_text_size(app: QApplication, qtbot: QtBot, lang: str) -> None:
    install_language(lang)
    try:
        window = _fight_at(app, qtbot, 12, fight=False)  # the table at Tref Eithin, its tray on show
        title = window.findChild(QLabel, "trayTitle")
        headings = window.findChildren(QLabel, "trayHeading")
        assert title is not None and title.isVisible() and headings
        assert "Maelon Harrow" in _plain(title)
        for size in (24, 18):  # (a restyle is slow on a loaded machine: two sizes)
            apply_theme(app, "dark", size)
            QApplication.processEvents()
            assert title.font().pointSizeF() == size + 3, f"at {size} pt"
            assert {h.font().pointSizeF() for h in headings} == {size + 1}, f"at {size} pt"
    finally:
        apply_theme(app, "dark", 12)
        install_language("en")
