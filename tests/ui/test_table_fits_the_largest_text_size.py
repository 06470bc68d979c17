"""At the largest Text size (24 pt) on a 1280 × 800 window every table screen is usable without clipping, and the
window keeps its size (issue 28 "Seeing it": "Every screen follows the text size without clipping, and the window
never grows by itself").

Found at 24 pt: the Actions list showed one cut entry ("Explore Tref E… / Energy") between the Undo note and the
Chronicle, the Characters tray scrolled sideways with its title and attribute rows cut at the right, the
encounter board was a thin strip with its cards cut, and the journal showed about two lines above its options.
In a real MainWindow, in English and German: the Actions' first open entries lie whole inside the list's viewport
and their words are not cut; the tray has no sideways scroll and its title fits; the board has most of the stage,
its header band's lines are in sight at its top and every hand card scrolls whole into sight (its cards stay at
the Text size, so it scrolls); the step buttons are whole; the journal's page shows several lines of its text
and its navigation is whole.
At 12 pt the Chronicle stays under the Actions (the usual layout), and comes back there from 24 pt.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QTabBar, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import solo_table

from grail_desktop.app.settings import Preferences
from grail_desktop.ui.encounter_scene import BOARD_W, HEADER_H
from grail_desktop.ui.i18n import install_language
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen
from grail_desktop.ui.widgets import WrapButton

SIZE = (1280, 800)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.fixture(params=["en", "de"])
def lang(request: pytest.FixtureRequest) -> object:
    install_language(request.param)
    yield request.param
    install_language("en")


def _settle() -> None:
    for _ in range(10):
        QApplication.processEvents()


def _at(qtbot: QtBot, size: int) -> tuple[MainWindow, TableScreen]:
    window, _session = solo_table(qtbot, seed=4)
    table = window.table
    assert table is not None
    table.reveals = False
    window.apply_preferences(Preferences(animation_speed=0, confirm_pass=False, text_size=size))
    _settle()
    return window, table


def _rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, widget.rect().topLeft()), widget.size())


def _whole_label(label: QLabel) -> bool:
    """The label's words are all drawn: no ellipsis, and its wrapped lines fit its height."""
    return "…" not in label.text() and label.heightForWidth(label.width()) <= label.height() + 1


def _assert_actions_readable(table: TableScreen, lang: str) -> None:
    panel = table.action_panel
    viewport = panel.scroll_area.viewport()
    opened = [b for b in panel.body.findChildren(WrapButton) if b.isEnabled() and b.isVisibleTo(panel.body)]
    opened.sort(key=lambda b: b.mapTo(panel.body, b.rect().topLeft()).y())
    assert len(opened) >= 2, lang
    for button in opened[:2]:
        assert viewport.rect().contains(_rect_in(button, viewport)), f"{button.label_text()!r} is cut ({lang})"
        assert _whole_label(button.label), f"{button.label_text()!r} loses words ({lang})"


def _assert_tray_fits(table: TableScreen, lang: str) -> None:
    scroll = table.trays.currentWidget()
    assert isinstance(scroll, QScrollArea)
    bar = scroll.horizontalScrollBar()
    assert bar.maximum() == 0, f"the tray scrolls sideways by {bar.maximum()} px ({lang})"
    viewport = scroll.viewport()
    title = scroll.findChild(QLabel, "trayTitle")
    assert title is not None
    assert viewport.rect().contains(_rect_in(title, viewport)) or _rect_in(title, viewport).right() <= viewport.width()
    assert _whole_label(title), f"the tray's title is cut ({lang})"


def _assert_heading_words_fit(table: TableScreen, lang: str) -> None:
    """Every word of the Actions heading fits its width (German "Erkundungsbuch." was cut at the column's edge)."""
    heading = table.action_panel.heading
    assert heading.isVisible() and heading.text(), lang
    # the left column as the window first lays it out under X (250 px; offscreen German took it wider)
    table.resizeDocks([table.actions_dock], [250], Qt.Orientation.Horizontal)
    _settle()
    room = heading.contentsRect().width()
    metrics = heading.fontMetrics()
    bold = QFont(heading.font())
    bold.setBold(True)
    for word in QTextDocumentFragment.fromHtml(heading.text()).toPlainText().split():
        wide = max(metrics.horizontalAdvance(word), QFontMetrics(bold).horizontalAdvance(word))
        assert wide <= room, f"{word!r} ({wide} px) is cut at the heading's {room} px ({lang})"
    assert heading.heightForWidth(heading.width()) <= heading.height() + 1, f"the heading's lines are cut ({lang})"


def _assert_dock_tabs_whole(table: TableScreen, lang: str) -> None:
    """The Characters and Chronicle tabs read whole ("Chara…", "Chro…" were elided) inside the dock's width."""
    bars = [b for b in table.findChildren(QTabBar) if b.parent() is table and b.isVisible()]
    assert len(bars) == 1, lang
    bar = bars[0]
    assert table.tray_dock.width() >= 290, "the Characters keep their width: the board keeps its room"
    for i in range(bar.count()):
        rect = bar.tabRect(i)
        text = bar.tabText(i)
        assert rect.width() >= bar.fontMetrics().horizontalAdvance(text), f"the {text!r} tab is cut ({lang})"
        assert bar.rect().contains(rect), f"the {text!r} tab runs out of its bar ({lang})"
    assert bar.elideMode() == Qt.TextElideMode.ElideNone


def test_the_table_journal_and_a_fight_fit_at_24_pt(qtbot: QtBot, lang: str) -> None:
    window, table = _at(qtbot, 24)
    session = table.session
    assert (window.width(), window.height()) == SIZE, "the window keeps its size at 24 pt"
    assert table.compact, "the Chronicle shares the Characters' place at 24 pt on 1280 × 800"
    _assert_actions_readable(table, lang)
    _assert_tray_fits(table, lang)
    _assert_dock_tabs_whole(table, lang)

    # the journal: the first section of Tref Eithin read
    assert session.submit("explore")
    _settle()
    assert table.stage.mode == "journal"
    journal = table.journal
    page = journal.text.viewport()
    line = journal.text.fontMetrics().lineSpacing()
    _assert_heading_words_fit(table, lang)
    assert page.height() >= 4 * line, f"the journal shows {page.height() / line:.1f} lines of its page ({lang})"
    for button in (journal.back_button, journal.forward_button, journal.story_button):
        assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut at its ends ({lang})"
        assert journal.rect().contains(_rect_in(button, journal)), f"{button.text()!r} runs out of the page ({lang})"
    assert (window.width(), window.height()) == SIZE

    # a fight: the board keeps its cards at the Text size (test_encounter_board_reads_and_fits), so at 24 pt it
    # scrolls: at its top the header band's lines are in sight, and every hand card can be scrolled whole into sight
    game = session.game
    game.start_fight(["maelon"], ["grey-abbess"], "test", game.state.characters["maelon"].location)
    session.submit("draw")
    _settle()
    board = table.encounter_board
    view = board.view
    assert board.scene.design_size()[1] * view.zoom() > view.viewport().height(), "the board scrolls at 24 pt"
    shown = QRectF(view.viewport().rect())
    view.verticalScrollBar().setValue(view.verticalScrollBar().minimum())
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().minimum())
    header = QRectF(view.mapFromScene(QRectF(0, 0, BOARD_W, HEADER_H)).boundingRect())
    assert header.top() >= 0 and header.bottom() <= shown.height(), f"the header band is cut ({lang})"
    assert board.view.height() >= 0.45 * table.stage.height(), f"the board is a strip ({lang})"
    assert view.board.hand, "the hand holds cards"
    for card in view.board.hand:
        face = card.mapRectToScene(card.rect)  # the card itself, without the glow's room around it
        view.ensureVisible(face, 0, 0)
        at = view.mapFromScene(face).boundingRect()
        assert shown.adjusted(-1, -1, 1, 1).contains(QRectF(at)), (
            f"{card.face.name!r} cannot be scrolled whole into sight ({lang})"
        )
    for button in board.buttons.values():
        assert window.rect().contains(_rect_in(button, window)), f"{button.text()!r} is clipped ({lang})"
        assert button.fontMetrics().horizontalAdvance(button.text()) <= button.width(), button.text()
    assert (window.width(), window.height()) == SIZE
    _assert_tray_fits(table, lang)


def test_the_usual_size_keeps_the_chronicle_under_the_actions(qtbot: QtBot) -> None:
    window, table = _at(qtbot, 12)
    assert not table.compact
    assert not table.tabifiedDockWidgets(table.chronicle_dock)
    assert table.chronicle_dock.y() > table.actions_dock.y(), "the Chronicle under the Actions"
    assert (window.width(), window.height()) == SIZE
    window.apply_preferences(Preferences(animation_speed=0, confirm_pass=False, text_size=24))
    _settle()
    assert table.compact and table.tabifiedDockWidgets(table.chronicle_dock) == [table.tray_dock]
    window.apply_preferences(Preferences(animation_speed=0, confirm_pass=False, text_size=12))
    _settle()
    assert not table.compact and not table.tabifiedDockWidgets(table.chronicle_dock), "back under the Actions"
    assert (window.width(), window.height()) == SIZE
