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


def test_the_wizards_pack_list_names_the_campaign_in_german(german: None, qtbot: QtBot) -> None:
    """Issue 19: a pack's name shows with the pack's German overlay (``i18n/de/campaign.toml``), not the English
    manifest's title."""
    from grail_desktop.catalog import load_campaign

    wizard = NewCampaignWizard()
    qtbot.addWidget(wizard)
    titles = [wizard.pack_page.list.item(i).text() for i in range(wizard.pack_page.list.count())]
    german_title = load_campaign("ynys-wen", lang="de").campaign.title
    assert german_title == "Ynys Wen: Die verlöschenden Steine"
    assert german_title in titles and "Ynys Wen: The Guttering Stones" not in titles, titles


def test_every_house_rule_is_in_the_catalog() -> None:
    """engine/difficulty.py names the house rules in English; ui/new_campaign.py marks each for the catalog."""
    from grail_desktop.engine.difficulty import HOUSE_RULES
    from grail_desktop.ui.new_campaign import HOUSE_RULE_WORDS

    assert {w for r in HOUSE_RULES.values() for w in (r.name, r.text)} == set(HOUSE_RULE_WORDS)


def _all_texts(root: QWidget) -> list[str]:
    """What a player can read or hover on ``root``: labels, buttons, tooltips, list and view items, scene items'
    tooltips and texts (tests/ui/veil_drive.py), markup dropped."""
    from veil_drive import visible_texts as everything

    return [re.sub(r"<[^>]+>", " ", t).replace("&", "") for t in everything(root)]


def _interface_sentences() -> list[str]:
    """The English sentence parts the Qt interface itself writes: string constants and f-string parts of two
    words or more under ``grail_desktop/ui``, docstrings and ids left out, marked or not. A visible text that
    is one of them, or holds a long one (three words, 15 characters: short ones like "the dial shows" are
    also the engines' words), came from the interface untranslated."""
    import ast

    found: set[str] = set()
    for path in (Path(__file__).resolve().parents[2] / "grail_desktop" / "ui").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = set()
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
                docs.add(id(body[0].value))
        for node in ast.walk(tree):
            if id(node) in docs or not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                continue
            plain = re.sub(r"<[^>]*>|&\w+;|%n", " ", node.value).replace("&", "")
            for piece in re.split(r"\{[^{}]*\}", plain):
                part = " ".join(piece.split())
                if len(part) >= 8 and re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", part) and ENGLISH.search(part):
                    found.add(part.lower())
    return sorted(found)


def _english_on(screens: dict[str, list[str]], names: set[str]) -> dict[str, list[str]]:
    """The texts of each screen with English left (the pack's names taken out) that holds an English sentence
    part of the interface. English the app layer or an engine writes without ``tr()`` (effects in words, event
    sentences, reasons) is that layer's check (issue 28 splits the work by layer: tr-app)."""
    ours = _interface_sentences()
    long = [part for part in ours if len(part) >= 15 and len(part.split()) >= 3]

    def interface_words(text: str) -> bool:
        words = " ".join(text.lower().split())
        return words.strip(" .:") in ours or any(part in words for part in long)

    out = {}
    for screen, texts in screens.items():
        left = [t for t in english_left(texts, names) if interface_words(t)]
        if left:
            out[screen] = left
    return out


def test_the_check_finds_an_interface_sentence_left_in_english() -> None:
    """The walk's filter itself: an interface sentence in English is found, its German is not, and an English
    sentence the interface never writes (the app layer's) is left to that layer."""
    english = tr("Your day is over: nobody has Energy for another action. The End of the Day follows.")
    assert _english_on({"table": [english, "Keep the dial", "Scheibe lassen"]}, set()) == {
        "table": [english, "Keep the dial"]
    }
    assert _english_on({"table": ["Euer Tag ist vorbei.", "A combat begins against the hound."]}, set()) == {}


def test_the_table_journal_board_day_screens_load_and_how_to_play_speak_german(
    german: None, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The campaign's screens walked in German, as a player meets them: the table, the journal, a fight on the
    encounter board, the End and the Start of the Day, the Load list and How to play. Their visible words
    (labels, buttons, tooltips, list rows, scene items) hold no English sentence. The pack's own texts are in
    German through the pack's translation (tests/catalog); How to play's page text is the pages file's."""
    from grail_desktop.app.paths import saves_dir
    from grail_desktop.app.session import GameSession
    from grail_desktop.catalog import load_campaign
    from grail_desktop.ui.encounter_board import EncounterBoard
    from grail_desktop.ui.how_to_play import HowToPlayDialog
    from grail_desktop.ui.saves_dialog import LoadDialog

    catalog = load_campaign("ynys-wen")
    names = {"Grail Desktop", "Ynys Wen"}
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    session = GameSession.start(catalog, ["maelon"], 4)
    window.open_session(session)
    table = window.table
    assert table is not None
    screens = {"table": _all_texts(window)}
    table.action_panel.buttons["explore"].click()
    assert table.stage.mode == "journal"
    screens["journal"] = _all_texts(table.journal)

    fight = GameSession.start(catalog, ["maelon"], 4)
    fight.game.start_fight(["maelon"], ["starved-hound"], "test", fight.game.state.characters["maelon"].location)
    board = EncounterBoard(fight, colour_blind=False, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1280, 760)
    board.show()
    screens["encounter board"] = _all_texts(board)

    day = GameSession.start(catalog, ["maelon"], 4)
    window.open_session(day)
    table = window.table
    assert table is not None and day.submit("pass")
    panel = table.day_screens.end_of_day
    screens["End of the Day"] = _all_texts(panel)
    for _ in range(20):  # rest, advance, the night's Dream (read in the journal), until the morning
        state = day.state
        if state.day == 2 and state.phase == "day" and not state.pending and state.exploration is None:
            break
        legal = [str(a) for a in day.legal_actions()]
        if state.exploration is not None:
            screens.setdefault("the night's reading", []).extend(_all_texts(table.journal))
            assert day.submit(next(n for n in legal if n.startswith("choose")))
            continue
        screens.setdefault("End of the Day, later steps", []).extend(_all_texts(panel))
        assert day.submit(next(n for n in ("fast", "eat", "done", *legal) if n in legal))
    assert day.state.day == 2
    screens["Start of the Day"] = _all_texts(table.day_screens.start_of_day)
    day.save()

    load = LoadDialog(saves_dir(), window)
    qtbot.addWidget(load)
    load.show()
    screens["Load"] = _all_texts(load)
    how = HowToPlayDialog(window, "map")
    qtbot.addWidget(how)
    how.show()
    screens["How to play"] = [how.windowTitle()] + [
        t for w in how.findChildren(QAbstractButton) for t in (w.text(), w.toolTip())
    ]
    pages = [how.contents.item(i).text() for i in range(how.contents.count())]
    assert pages[0] == "Der Beginn des Tages" and english_left([*pages, how.browser.toPlainText()], names) == []
    assert "/howto/i18n/de/" in how.browser.toHtml(), "the drawing with German words"
    assert _english_on(screens, names) == {}
    assert (
        window.new_action.text() == "&Neue Kampagne…" and table.day_screens.start_of_day.title.text() == "Tag 2 beginnt"
    )


def test_the_riven_veil_desk_speaks_german(german: None, qtbot: QtBot) -> None:
    """The Riven Veil desk in German, set up through its wizard (a person and a bot): the trackers, the board
    scene, the decision list and the boards hold no English (the pack's names are the pack's German)."""
    from ui_testkit import click
    from veil_drive import begin, fill_wizard, when_modal

    from grail_desktop.ui.veil.screen import VeilScreen
    from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    wizard: list[list[str]] = []

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, VeilSetupDialog)
        wizard.append(_all_texts(dialog))
        fill_wizard(dialog, ["person", "random"], ["Bea"], 5)
        begin(qtbot, dialog)

    when_modal(VeilSetupDialog, fill)
    click(qtbot, window.start_screen.buttons["veil"])
    screen = window.veil
    assert isinstance(screen, VeilScreen)
    if screen.pages.currentWidget() is screen.privacy:
        click(qtbot, screen.privacy.button)
    screens = {"setup": wizard[0], "desk": _all_texts(screen)}
    assert _english_on(screens, {"Grail Desktop", "Bea", "Excalibur"}) == {}
    window.close()


def test_how_to_play_has_german_for_every_title_and_paragraph() -> None:
    """assets/howto/i18n/de/pages.toml covers every page's title and paragraphs (the packs' format, checked as
    the guided day's script is)."""
    import tomllib

    from grail_desktop.catalog.translation import overlay
    from grail_desktop.resources import asset

    path = asset("howto", "pages.toml")
    original = tomllib.loads(path.read_text(encoding="utf-8"))
    translated = tomllib.loads((path.parent / "i18n" / "de" / path.name).read_text(encoding="utf-8"))
    problems: list[object] = []
    _, coverage = overlay(path.name, original, translated, "de", frozenset({"title", "text"}), problems)
    assert problems == [] and coverage.missing == []
    assert coverage.total == sum(1 + len(page["text"]) for page in original["page"])


def test_a_broken_save_opened_in_german_says_its_problem_in_german(
    german: None, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: opening a bad save (the Load… dialog's and Continue's ``load_path``) warns with the file and
    key as written and the problem in German (``app/save_problem_words.py``)."""
    from grail_desktop.ui import main_window

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(main_window, "warn", lambda _parent, title, text: shown.append((title, text)))
    window = MainWindow()
    qtbot.addWidget(window)
    bad = Path(__file__).resolve().parents[1] / "saves" / "corpus" / "bad" / "attribute-31.toml"
    assert not window.load_path(bad)
    [(title, text)] = shown
    assert title == tr("Cannot load this save") != "Cannot load this save"
    assert text.startswith("attribute-31.toml: character[1].attributes.lore: ")
    assert "liegt über 30 (das höchste Attribut" in text and " is above " not in text, text
