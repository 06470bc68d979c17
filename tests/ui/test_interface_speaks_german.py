"""The interface in German (issue 28): Qt's translator (the ``.qm`` compiled by pyside6-lrelease) and the text
mode's reader give the same words for every message, and the first screens a player meets, walked in German,
show no English left in their visible text (names of the pack excepted)."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
    QWizard,
)
from pytestqt.qtbot import QtBot

from grail_desktop.app import i18n as app_i18n
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.ui.dialogs import SettingsDialog
from grail_desktop.ui.i18n import install_language, qm_path, tr
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from update_translations import marked_strings

#: Words that mark an English sentence (none of them is German, nor part of a name in the bundled packs).
ENGLISH = re.compile(r"\b(the|and|your|with|when|which|you|of|to|is|are|this|from|choose|save|load|new)\b", re.I)


@pytest.fixture
def german(qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))
    save_preferences(Preferences(animation_speed=0, reveals=False, confirm_pass=False))
    assert install_language("de") == "de"
    yield
    install_language("en")


def test_the_qt_catalog_is_built_with_pyside6_tools_and_agrees_with_the_text_modes(german: None) -> None:
    path = qm_path("de")
    assert path is not None and path.stat().st_size > 1000
    for (source, comment), (plural, where) in marked_strings().items():
        if plural:
            for n in (1, 2, 5):
                assert tr(source, comment or None, n) == app_i18n.tr(source, comment or None, n), where
        else:
            assert tr(source, comment or None) == app_i18n.tr(source, comment or None), where
            assert tr(source, comment or None) != source or not ENGLISH.search(source), (where, source)
    assert tr("{place}: %n day(s)", None, 1).format(place="Carn Naw") == "Carn Naw: 1 Tag"
    assert tr("{place}: %n day(s)", None, 3).format(place="Carn Naw") == "Carn Naw: 3 Tage"


def visible_texts(root: QWidget) -> list[str]:
    """Every text a player can see on ``root`` and its visible children: labels, buttons, group titles,
    combo items, placeholders, the window title."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if isinstance(widget, QLabel):
            texts.append(re.sub(r"<[^>]+>", " ", widget.text()))
        elif isinstance(widget, QAbstractButton):
            texts += [widget.text(), widget.toolTip()]
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
    return [t.replace("&", "") for t in texts if t and t.strip()]


def english_left(texts: list[str], names: set[str]) -> list[str]:
    left = []
    for text in texts:
        rest = text
        for name in sorted(names, key=len, reverse=True):  # "Ynys Wen: …" before "Ynys Wen"
            rest = rest.replace(name, "")
        if ENGLISH.search(rest):
            left.append(rest)
    return left


def test_the_start_screen_and_settings_speak_german(german: None, qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    screen = window.start_screen
    assert screen.buttons["new"].text() == "Neue Kampagne"
    assert english_left(visible_texts(screen), {"Grail Desktop"}) == []
    settings = SettingsDialog(Preferences())
    qtbot.addWidget(settings)
    assert english_left(visible_texts(settings), {"English", "Deutsch"}) == []
    assert settings.language.itemData(settings.language.currentIndex()) == ""
    assert [settings.language.itemData(i) for i in range(settings.language.count())] == ["", "en", "de"]


def test_the_new_campaign_wizard_speaks_german(german: None, qtbot: QtBot) -> None:
    wizard = NewCampaignWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    catalog = wizard.pack_page.catalog if hasattr(wizard, "pack_page") else None
    names = {"Grail Desktop", "Ynys Wen"}
    if catalog is not None:
        for c in catalog.characters.values():  # the pack's own text (translated by the pack, not the interface)
            names |= {c.name, c.description, c.trait, c.action.name, c.action.text, c.letter}
        names |= {catalog.campaign.title, catalog.campaign.description}
        names |= {w for d in catalog.difficulties.values() for w in (d.name, d.description)}
    seen = 0
    while True:
        page = wizard.currentPage()
        assert english_left(visible_texts(page), names) == [], type(page).__name__
        seen += 1
        if wizard.nextId() == -1:
            break
        wizard.next()
    assert seen >= 3
    assert wizard.button(QWizard.WizardButton.CancelButton).text() == "Abbrechen"


def test_every_house_rule_is_in_the_catalog() -> None:
    """engine/difficulty.py names the house rules in English; ui/new_campaign.py marks each for the catalog."""
    from grail_desktop.engine.difficulty import HOUSE_RULES
    from grail_desktop.ui.new_campaign import HOUSE_RULE_WORDS

    assert {w for r in HOUSE_RULES.values() for w in (r.name, r.text)} == set(HOUSE_RULE_WORDS)
