"""Issue 19, newcomer 8 at the table: the journal's underlined terms, the difficulty page, the tray's Passed, the
journal's "Your choice", the heading's place words and the day bar over a Dream's last page, each as a player
meets them (real pointer moves and clicks on the shipped Ynys Wen pack).

Rules: S1 "Explore" (the journal), S1 "End of the Day" (the Dream), S0 "Death" (the Mercy), S1 "During the Day"
(passing).
"""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from player_text import random_games
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWizard
from pytestqt.qtbot import QtBot
from ui_testkit import click

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard
from grail_desktop.ui.prose import ProseBrowser
from grail_desktop.ui.table import TableScreen


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign("ynys-wen")


def _table(qtbot: QtBot, catalog: Catalog, characters: list[str], seed: int) -> tuple[MainWindow, TableScreen]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    session = GameSession.start(catalog, characters, seed)
    window.open_session(session)
    table = window.table
    assert table is not None
    table.reveals = False
    table.confirm_pass = False
    return window, table


def _term_positions(browser: ProseBrowser) -> list[tuple[str, int]]:
    """Each underlined term of the page and a document position inside it."""
    doc, out = browser.document(), []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().anchorHref().startswith("term:") and fragment.length() > 1:
                out.append((fragment.text(), fragment.position() + 1))
            it += 1
        block = block.next()
    return out


def _point_at(browser: ProseBrowser, position: int) -> QPoint:
    """A viewport point on ``position``, the page scrolled so it is in sight."""
    cursor = QTextCursor(browser.document())
    cursor.setPosition(position)
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    QApplication.processEvents()
    return browser.cursorRect(cursor).center() + QPoint(2, 0)


def test_every_underlined_term_of_the_journal_shows_its_explanation_when_the_pointer_rests_on_it(
    app: QApplication, qtbot: QtBot, catalog: Catalog
) -> None:
    """Newcomer 8 hovered the dotted-underlined words and saw nothing: the tip comes with the pointer (as the
    coach's rule words do), not only with Qt's tooltip event, which an inactive window never gets."""
    _window, table = _table(qtbot, catalog, ["ceri"], 11)
    assert table.session.submit("explore")
    QApplication.processEvents()
    browser = table.journal.text
    assert "Choose an option under the page" in table.action_panel.heading.text()
    terms = _term_positions(browser)
    assert len(terms) >= 4, terms
    for shown, position in terms:
        QToolTip.hideText()
        QTest.mouseMove(browser.viewport(), QPoint(1, 1))  # off any term first
        point = _point_at(browser, position)
        assert browser.viewport().rect().contains(point), shown
        QTest.mouseMove(browser.viewport(), point)
        QApplication.processEvents()
        term = browser.term_at(point)
        assert term is not None, shown
        explained = browser.glossary.lookup(term) if browser.glossary else None
        assert explained and html.escape(explained)[:40] in QToolTip.text(), (shown, QToolTip.text())


def test_the_difficulty_page_says_what_the_allmothers_mercy_is(app: QApplication, qtbot: QtBot) -> None:
    wizard = NewCampaignWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    for _ in range(2):
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    page = wizard.rules_page
    assert "The Allmother's Mercy, once: the island's goddess starts the chapter again" in page.about.text()
    assert "second chance" in page.about.toolTip()
    page.difficulty.setCurrentIndex(page.difficulty.findData("hard"))
    assert "No Allmother's Mercy: " in page.about.text()
    assert page.rule_boxes["gentle-tax"].text() == "Gentle fasting"
    assert "its dial (its days of light)" in page.rule_boxes["long-light"].toolTip()


def test_a_character_who_passed_is_not_shown_as_a_warning(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    _window, table = _table(qtbot, catalog, ["maelon", "ceri"], 5)
    first = table.session.game.current_actor()
    assert first is not None and table.session.submit("pass")
    QApplication.processEvents()
    tray = table.trays.trays[first]
    passed = tray.findChild(QLabel, "trayPassed")
    assert passed is not None and passed.text() == "✓ Passed: done for today"
    assert "takes no more actions today" in passed.toolTip()
    badges = tray.findChild(QLabel, "trayBadges")
    assert badges is None or "Passed" not in badges.text()


def _walk_to_an_option_that_fights(catalog: Catalog) -> tuple[tuple[str, ...], int, list[str], list[Event]]:
    """Seeded random play (``player_text.random_games``) up to an option chosen on a second page or later that
    starts a fight before any section is read: ``(actions, seed, party, that step's events)``."""
    for step in random_games(catalog, 12, 300):
        ex = step.game.state.exploration
        kinds = {e.kind for e in step.events}
        if "OptionChosen" in kinds and not kinds & {"SectionRead", "ExplorationEnded"} and ex and len(ex.read) > 1:
            return step.taken, step.seed, step.party, step.events
    raise AssertionError("no option that starts a fight in the first games")


def test_your_choice_shows_the_choice_just_made_while_a_fight_comes_first(
    app: QApplication, qtbot: QtBot, catalog: Catalog
) -> None:
    """An option that starts a fight: back on the page, "Your choice" is that option, never the one before."""
    taken, seed, party, events = _walk_to_an_option_that_fights(catalog)
    _window, table = _table(qtbot, catalog, party, seed)
    for action in taken:
        assert table.session.submit(action), action
    QApplication.processEvents()
    chosen = next(e.text for e in reversed(events) if e.kind == "OptionChosen")
    table.journal.show_current()
    page = table.journal.text.toPlainText()
    assert "Your choice" in page and f"“{chosen}”" in page, page[:400]
    before = table.journal.pages[-1].arrived_by
    if before and before != chosen:
        assert f"“{before}”" not in page, "the choice before the last one is not repeated"


def test_the_dream_s_last_page_keeps_its_day_s_event_in_the_bar(
    app: QApplication, qtbot: QtBot, catalog: Catalog
) -> None:
    """The Dream ends on Day 1's evening; while its last page shows, the bar keeps Day 1's Event (newcomer 8 saw
    Day 2's title over it), and Day 2's comes with Day 2."""
    _window, table = _table(qtbot, catalog, ["maelon"], 12)
    session = table.session
    for action in ("explore", "choose 2", "choose 1", "choose 2", "choose 2"):
        assert session.submit(action)
    day_one = table.day_bar.event_label.full_text()
    assert day_one.startswith("Event: ")
    for action in ("pass", "eat", "done"):
        assert session.submit(action)
    while session.game.state.exploration is not None:  # the Dream
        assert session.submit(next(n for n in session.legal_actions() if n.startswith("choose")))
        QApplication.processEvents()
    assert session.game.state.day == 2
    if table.closing_section is not None:  # the Dream's last page is on the stage
        assert table.day_bar.day.text().startswith("Day 1")
        assert table.day_bar.event_label.full_text() == day_one
        assert "Day 2" in table.journal_close.text()
        click(qtbot, table.journal_close)
    assert table.day_bar.day.text().startswith("Day 2")
    assert table.day_bar.event_label.full_text() != day_one
