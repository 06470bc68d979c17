"""Help that answers (issue 26): the rules reference is searchable, linked and marked; How to play has an
illustrated page per part of the day; both open at what fits the screen the player asks from."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWizard
from pytestqt.qtbot import QtBot
from ui_testkit import click

from grail_desktop.app.glossary import build_glossary
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.resources import asset
from grail_desktop.ui.how_to_play import HowToPlayDialog, load_pages, page_for_screen
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard
from grail_desktop.ui.rules_reference import RulesDialog
from grail_desktop.ui.saves_dialog import LoadDialog


def test_the_rules_reference_searches_links_and_marks_sources(app: QApplication, qtbot: QtBot) -> None:
    dialog = RulesDialog(glossary=build_glossary(load_campaign("ynys-wen")))
    qtbot.addWidget(dialog)
    total = len(dialog.index.entries)
    qtbot.keyClicks(dialog.search, "Exhausted")
    shown = dialog.visible_rules()
    assert "Exhausted" in shown and 0 < len(shown) < total
    assert dialog.current_rule() is not None and dialog.current_rule().title in shown  # type: ignore[union-attr]
    assert f"of {total} rules" in dialog.count.text()
    dialog.search.clear()
    assert len(dialog.visible_rules()) == total
    dialog.open_at(next(e.anchor for e in dialog.index.entries if e.title == "Tracks"))
    html = dialog.browser.toHtml()
    assert "term:Energy" in html, "glossary words are links"
    assert "From the rule documents" in dialog.browser.toPlainText()
    dialog.browser.anchorClicked.emit(QUrl("term:Exhausted"))
    assert dialog.current_rule().title == "Exhausted"  # type: ignore[union-attr]
    assert dialog.browser.toPlainText().startswith("Exhausted:"), "the glossary's word first, then its rule"
    item = dialog.tree.currentItem()
    assert item is not None and item.text(1) == "◆◇" and "decisions" in item.toolTip(1)


@pytest.mark.parametrize(
    ("mode", "chapter"), [("map", "Actions"), ("encounter", "Encounters: A round"), ("day", "The day")]
)
def test_the_reference_opens_at_the_rule_for_the_screen(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, mode: str, chapter: str
) -> None:
    seen: list[str] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: seen.append(self.current_rule().chapter) or 0)
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4))
    monkeypatch.setattr(window, "screen_name", lambda: mode)
    window.rules_action.trigger()
    assert seen == [chapter]


def test_every_how_to_play_page_has_its_drawing(app: QApplication) -> None:
    pages = load_pages()
    assert [p.id for p in pages] == [
        "start",
        "during",
        "end",
        "encounters",
        "menhirs",
        "parties",
        "new-campaign",
        "saves",
    ]
    for page in pages:
        image = QImage(str(asset("howto", page.image)))
        assert not image.isNull() and image.width() >= 400, page.image
        assert len(page.text) >= 2 and all(len(t) > 60 for t in page.text)


def test_the_question_mark_on_each_screen_opens_its_page(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    monkeypatch.setattr(HowToPlayDialog, "exec", lambda self: seen.append(self.page.id) or 0)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    start_help = window.start_screen.findChild(type(window.table or window.start_screen), "startHelp")
    del start_help
    from PySide6.QtWidgets import QToolButton

    click(qtbot, window.start_screen.findChild(QToolButton, "startHelp"))
    window.open_session(GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4))
    table = window.table
    assert table is not None
    click(qtbot, table.help_button)
    assert table.session.submit("explore")
    QApplication.processEvents()
    assert table.stage.mode == "journal"
    click(qtbot, table.help_button)
    assert seen == ["start", "during", "during"]
    window.open_how_to_play("encounter")
    window.open_how_to_play("day")
    assert seen[-2:] == ["encounters", "end"]
    browser_page = HowToPlayDialog(window, "encounter")
    qtbot.addWidget(browser_page)
    assert "Strategy phases" in browser_page.browser.toPlainText()
    assert "<img" in browser_page.browser.toHtml()


def test_the_wizard_and_the_load_list_have_their_question_mark(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Issue 26 (newcomer run: "?" in context covered only the table and the start screen): the new-campaign
    wizard's "?" opens the page on a new campaign, the Load list's the page on saves, and the end of a chapter (a stage
    mode of the table) the same page on saves."""
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))
    seen: list[str] = []
    monkeypatch.setattr(HowToPlayDialog, "exec", lambda self: seen.append(self.page.id) or 0)
    wizard = NewCampaignWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    help_button = wizard.button(QWizard.WizardButton.HelpButton)
    assert help_button.isVisible() and help_button.text() == "?"
    click(qtbot, help_button)
    rules: list[str] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: rules.append(self.current_rule().chapter) or 0)
    qtbot.keyClick(wizard, Qt.Key.Key_F1)  # the wizard is modal: its own F1 (newcomer run)
    assert rules == ["Characters"]
    load = LoadDialog(tmp_path / "saves")
    qtbot.addWidget(load)
    load.show()
    click(qtbot, load.help_button)
    assert page_for_screen(load_pages(), "chapter").id == "saves"
    assert seen == ["new-campaign", "saves"]
