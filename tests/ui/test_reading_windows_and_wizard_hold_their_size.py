"""Reading windows and the new-campaign wizard keep to the window and their size (issue 18, newcomer findings;
ux.md "The table holds still": nothing clipped). The Story so far and the Quests & belongings windows open inside
the main window at 1280 × 800 (the Story so far was cut at the right edge); the quests text's reading font stays
on the text, not on its scroll bar (which then drew a second bar); the wizard is as wide on every page (its
house-rules page was wider).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard
from grail_desktop.ui.quests_view import QuestsDialog


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _inside(dialog: QWidget, window: QWidget) -> bool:
    return window.frameGeometry().contains(dialog.geometry())


def test_the_reading_windows_open_inside_the_window(app: QApplication, qtbot: QtBot) -> None:
    window = _window(qtbot)
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=12)
    window.open_session(session)
    table = window.table
    assert table is not None
    table.reveals = False
    for notation in ("explore", "choose 2", "choose 1"):
        assert session.submit(notation)
    story = table.journal.show_story()
    assert story is not None
    QApplication.processEvents()
    assert _inside(story, window), f"the Story so far {story.geometry()} runs out of {window.frameGeometry()}"
    assert story.browser.horizontalScrollBar().maximum() == 0, "its lines are not cut at the right"
    story.close()
    window.open_quests()
    QApplication.processEvents()
    quests = window._quests
    assert isinstance(quests, QuestsDialog) and quests.isVisible()
    assert _inside(quests, window)
    bar = quests.text.verticalScrollBar()
    assert bar.font().family() != READING_FAMILY, "the text's style reached its scroll bar (a second bar)"
    assert quests.text.font().family() == READING_FAMILY or READING_FAMILY in quests.text.styleSheet()
    quests.close()
    assert window.size().width() == 1280 and window.size().height() == 800


def _shown_wizard(qtbot: QtBot) -> NewCampaignWizard:
    """The new-campaign wizard shown over a 1280×800 window, laid out."""
    wizard = NewCampaignWizard(_window(qtbot))
    qtbot.addWidget(wizard)
    wizard.show()
    QApplication.processEvents()
    return wizard


def test_the_wizard_is_as_wide_on_every_page(app: QApplication, qtbot: QtBot) -> None:
    wizard = _shown_wizard(qtbot)
    sizes = [wizard.size()]
    for _ in range(2):
        wizard.next()
        QApplication.processEvents()
        sizes.append(wizard.size())
    wizard.back()
    QApplication.processEvents()
    sizes.append(wizard.size())
    assert wizard.currentPage() is wizard.party_page
    assert all(s == sizes[0] for s in sizes), f"the wizard changed size between pages: {sizes}"
    wizard.reject()


def test_the_wizards_buttons_keep_their_places_on_every_page(app: QApplication, qtbot: QtBot) -> None:
    """Newcomer 11: on the last page Next went away and Back moved into its place, under the pointer."""
    from PySide6.QtWidgets import QWizard

    wizard = _shown_wizard(qtbot)
    which = (QWizard.WizardButton.BackButton, QWizard.WizardButton.NextButton, QWizard.WizardButton.FinishButton)
    places = []
    for _ in range(3):
        places.append([(wizard.button(w).isVisible(), wizard.button(w).geometry()) for w in which])
        wizard.next()
        QApplication.processEvents()
    assert wizard.currentPage() is wizard.rules_page
    assert all(p == places[0] for p in places), places
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()  # nothing comes after the last page
    wizard.reject()
