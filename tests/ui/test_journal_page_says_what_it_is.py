"""A screen reader hears what the journal's page is before its text (issue 28 "Screen readers": the AT-SPI read
of the journal began with the page's raw text, its heading run into the prose, after only "Journal section").

The page's accessible description, as Qt's bridge hands it to a reader, names the section, the place it is read
at, how far into the reading it is, and how many choices follow it, in English and German.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testkit import shown_window

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.i18n import install_language

SAID = {
    "en": ("Journal section", "Section “", "1 of 1 read in this reading", "choices follow it."),
    "de": ("Abschnitt des Erkundungsbuchs", "Abschnitt „", "1 von 1 in dieser Lesung gelesen", "es folgen"),
}


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_is_described_before_its_text(app: QApplication, qtbot: QtBot, lang: str) -> None:
    install_language(lang)
    try:
        window = shown_window(qtbot)
        session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], 4)
        window.open_session(session)
        table = window.table
        assert table is not None
        table.reveals = False
        assert session.submit("explore")
        QApplication.processEvents()
        assert table.stage.mode == "journal"
        page = table.journal.text
        reader = QAccessible.queryAccessibleInterface(page)
        assert reader is not None
        name, described = reader.text(QAccessible.Text.Name), reader.text(QAccessible.Text.Description)
        heading, start, far, choices = SAID[lang]
        assert name == heading
        section = session.catalog.journal[session.game.state.exploration.section]  # type: ignore[union-attr]
        assert described.startswith(f"{start}{section.title}"), described
        assert far in described and choices in described, described
        count = len(table.journal.option_buttons)
        assert count > 1 and str(count) in described
        assert not described.startswith("TEXT")
    finally:
        install_language("en")
