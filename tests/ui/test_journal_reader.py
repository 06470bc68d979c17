"""The journal reader (issue 8), driven through real clicks on the table with the shipped Ynys Wen pack.

A branching exploration of Tref Eithin (101): the alehouse (101.2), paying for Ianto's drink (101.4, a cost
and a Status), asking about the bell (101.10, which ends the exploration). Plus disabled options with their
reasons, hidden secret options, glossary tooltips, a party reading, back/forward, the Story so far and the
read-aloud control with and without the speech addon.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolTip, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import click, put_away_moments

from grail_desktop.app.describe import chronicle_line
from grail_desktop.app.glossary import RULES_TERMS, build_glossary
from grail_desktop.app.journal_view import option_reason, story_so_far
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog, JournalOptionDef
from grail_desktop.engine.effects import parse_condition
from grail_desktop.ui.chronicle import ChronicleModel
from grail_desktop.ui.dialogs import SettingsDialog
from grail_desktop.ui.journal_panel import JournalPanel
from grail_desktop.ui.speech import speech_available
from grail_desktop.ui.table import TableScreen

#: With the speech addon installed, QtMultimedia (under QtTextToSpeech) probes once for an audio server.
pytestmark = pytest.mark.qt_log_ignore("pipewire", extend=True)


@pytest.fixture(autouse=True)
def _mock_speech(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every reader built here speaks through Qt's ``mock`` engine when the speech addon is installed."""
    monkeypatch.setenv("GRAIL_SPEECH_ENGINE", "mock")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign("ynys-wen")


def make_table(qtbot: QtBot, catalog: Catalog, characters: list[str]) -> TableScreen:
    session = GameSession.start(catalog, characters, seed=11)
    table = TableScreen(session)
    qtbot.addWidget(table)
    table.resize(1500, 950)
    table.show()
    qtbot.waitExposed(table)
    return table


def option(table: TableScreen, starts: str) -> QPushButton:
    """The shown option button whose text (after its number) starts with ``starts``."""
    for button in table.journal.option_buttons:
        if button.text().split(".", 1)[1].strip().startswith(starts):
            return button
    raise AssertionError(f"no option {starts!r} in {[b.text() for b in table.journal.option_buttons]}")


def page_text(table: TableScreen) -> str:
    return table.journal.text.toPlainText().strip()


def chronicle_lines(table: TableScreen) -> list[str]:
    model: ChronicleModel = table.chronicle.model
    return [model.data(model.index(row)) for row in range(model.rowCount())]


def test_a_branching_exploration_from_explore_to_exploration_ends(
    app: QApplication, qtbot: QtBot, catalog: Catalog
) -> None:
    """S1 "Explore": the reader opens on Explore, options are chosen by clicks, costs are paid (the tray shows
    it), effects are announced and chronicled, and "Exploration ends" returns to the table."""
    table = make_table(qtbot, catalog, ["ceri"])
    session, reader = table.session, table.journal
    assert not reader.isVisible()
    click(qtbot, table.action_panel.buttons["explore"])
    assert reader.isVisible()
    assert reader.kind_label.text() == "Exploration · Tref Eithin"
    assert "Ceri Halen" in reader.party_label.text()
    assert page_text(table).startswith("Tref Eithin")
    assert "The stone of Eithin, the village’s Menhir, stands on the green" in page_text(table)
    # Options in the written order; the two secret ones (their Statuses are not marked) are not shown at all.
    assert [b.objectName() for b in reader.option_buttons] == ["option1", "option2", "option3", "option6"]
    assert all(b.isEnabled() for b in reader.option_buttons)

    click(qtbot, option(table, "Push into the alehouse"))
    assert session.game.state.exploration.section == "101.2"
    assert "Your choice" in page_text(table) and "Push into the alehouse" in page_text(table)
    drink = option(table, "Buy Ianto a drink")
    assert "Costs 1 Wealth" in drink.description(), "the cost is shown before choosing"
    assert dict(table.trays.trays["ceri"].view.resources)["wealth"] == 2

    click(qtbot, drink)
    assert session.game.state.exploration.section == "101.4"
    assert dict(table.trays.trays["ceri"].view.resources)["wealth"] == 1
    assert "Wealth <b>1</b>" in table.trays.trays["ceri"].findChild(QWidget, "trayResources").text()
    text = page_text(table)
    assert "Ceri Halen lost 1 Wealth" in text, "the paid cost is announced above the new section"
    assert "Status: Ianto told you his story" in text, "the section's own effect is announced below it"
    assert reader.position_label.text() == "3 of 3"

    click(qtbot, option(table, "Ask him where, exactly"))
    assert session.game.state.exploration.section == "101.10", "the scene ends in a choice of how to leave"
    put_away_moments(qtbot, table)  # the Quest it began, shown large over the page
    click(qtbot, option(table, "Thank him, and leave him his cup"))
    assert session.game.state.exploration is None
    assert reader.isVisible() and table.journal_close.isVisible(), "the last section stays readable"
    assert reader.option_buttons == []
    text = page_text(table)
    assert "Under the Black Mere" in text and "Exploration ends" in text
    assert "Status: You know where the bell lies" in text
    lines = chronicle_lines(table)
    for expected in (
        "Journal: Tref Eithin",
        "Chose: “Buy Ianto a drink and sit down with him.”",
        "Ceri Halen lost 1 Wealth",
        "Status: Ianto told you his story",
        "Journal: Exploration ends",
    ):
        assert expected in lines, expected
    assert lines.index("Journal: The Drowned Lamb") < lines.index("Journal: Ianto One-Oar")

    click(qtbot, table.journal_close)
    assert not reader.isVisible()


def test_a_dream_at_the_end_of_the_day_opens_the_reader(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """S1 End of the Day: on a Dream-sealed location (Tref Eithin) the Dream is read in the reader, headed as one;
    its lone "Sleep." is taken for the player, so the night reads through with no option to press (issue 23)."""
    table = make_table(qtbot, catalog, ["ceri"])
    session = table.session
    assert session.submit("pass")
    for _ in range(10):
        if any(e.kind == "SectionRead" and dict(e.data).get("section") == "801" for e in session.events):
            break
        legal = session.legal_actions()
        assert session.submit(next((a for a in ("eat", "fast", "done") if a in legal), legal[0]))
    QApplication.processEvents()
    assert table.journal.isVisible() and table.journal.width() >= table.journal.minimumWidth()
    assert table.journal.kind_label.text().startswith("Dream · Tref Eithin")
    assert table.journal.ended and not table.journal.option_buttons


def test_back_and_forward_read_only(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """Back/forward page through this exploration's sections; choices stay made (no option buttons)."""
    table = make_table(qtbot, catalog, ["ceri"])
    session, reader = table.session, table.journal
    session.submit("explore")
    click(qtbot, option(table, "Push into the alehouse"))
    click(qtbot, option(table, "Buy Ianto a drink"))
    assert not reader.forward_button.isEnabled()
    click(qtbot, reader.back_button)
    assert page_text(table).startswith("Your choice") and "The Drowned Lamb" in page_text(table)
    assert reader.option_buttons == [] and reader.history_note.isVisible()
    assert "You chose “Buy Ianto a drink and sit down with him.”" in reader.history_note.text()
    click(qtbot, reader.back_button)
    assert page_text(table).startswith("Tref Eithin") and not reader.back_button.isEnabled()
    assert session.game.state.exploration.section == "101.4", "reading back changes nothing"
    click(qtbot, reader.forward_button)
    click(qtbot, reader.forward_button)
    assert "Ianto One-Oar" in page_text(table)
    assert [b.isEnabled() for b in reader.option_buttons] == [True, True]


def test_story_so_far_lists_every_section_read(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    table = make_table(qtbot, catalog, ["ceri"])
    session = table.session
    session.submit("explore")
    for start in ("Push into the alehouse", "Finish your cup"):
        click(qtbot, option(table, start))
    assert session.game.state.exploration is None
    click(qtbot, table.journal_close)
    table.journal.story_action.trigger()  # also reachable with the reader closed (Ctrl+Shift+J on the table)
    dialog = table.journal.story
    assert dialog is not None and dialog.isVisible()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert text.index("Tref Eithin") < text.index("The Drowned Lamb")
    assert "Day 1 · Exploration · Tref Eithin" in text
    assert "You chose\n“Push into the alehouse, the Drowned Lamb.”" in text
    entries = story_so_far(session.events, catalog)
    assert [e.section for e in entries] == ["101", "101.2"]
    assert entries[0].first_of_reading and not entries[1].first_of_reading


def test_story_so_far_puts_a_paid_cost_after_the_choice(catalog: Catalog) -> None:
    """The engine pays an option's costs just before it records the choice; the story tells it in order."""
    session = GameSession.start(catalog, ["ceri"], seed=11)
    for notation in ("explore", "choose 2", "choose 1"):
        assert session.submit(notation)
    lamb = story_so_far(session.events, catalog)[1]
    assert lamb.section == "101.2" and lamb.effects == ()
    assert lamb.chosen == "Buy Ianto a drink and sit down with him."
    assert lamb.after == ("Ceri Halen lost 1 Wealth",)


def test_story_so_far_fills_in_a_reading_loaded_mid_way(catalog: Catalog) -> None:
    """After a load the event log is empty; ``state.exploration.read`` still names the sections read."""
    entries = story_so_far([], catalog, ["101", "101.2"], "explore")
    assert [(e.section, e.first_of_reading) for e in entries] == [("101", True), ("101.2", False)]


def test_a_reading_saved_mid_way_reopens_with_its_pages(
    app: QApplication, qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    """A save in the middle of a reading keeps ``exploration.read``: the reader pages back through it after
    loading, and the Story so far says that what was read before the load is not in the log."""
    session = GameSession.start(catalog, ["ceri"], seed=11)
    for notation in ("explore", "choose 2"):
        assert session.submit(notation)
    path = session.save(tmp_path / "mid-reading.toml")
    loaded = GameSession.load(path, catalog)
    table = TableScreen(loaded)
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    reader = table.journal
    assert reader.isVisible() and reader.position_label.text() == "2 of 2"
    assert "The Drowned Lamb" in page_text(table)
    click(qtbot, reader.back_button)
    assert page_text(table).startswith("Tref Eithin")
    dialog = reader.show_story()
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert [e.section for e in dialog.entries] == ["101", "101.2"]
    assert any("not in the story" in label.text() for label in dialog.findChildren(QLabel))


def test_disabled_option_shows_the_engine_reason(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """content-format.md "Conditions" and ``costs``: an option that cannot be paid is disabled with why."""
    table = make_table(qtbot, catalog, ["ceri"])
    session = table.session
    assert session.submit("adjust ceri wealth 0")
    session.submit("explore")
    click(qtbot, option(table, "Push into the alehouse"))
    drink = option(table, "Buy Ianto a drink")
    assert not drink.isEnabled()
    assert "Costs 1 Wealth" in drink.description()
    assert "Not available: cannot pay: Ceri Halen has 0 Wealth" in drink.description()
    assert "cannot pay" in drink.toolTip()
    assert "choose 1" not in session.legal_actions(), "the reader agrees with the engine"
    qtbot.keyClick(table.journal, Qt.Key.Key_1)
    assert session.game.state.exploration.section == "101.2", "a disabled option cannot be chosen by key"
    qtbot.keyClick(table.journal, Qt.Key.Key_2)
    assert session.game.state.exploration.section == "101.11", "an enabled one can (its shown number)"


def test_condition_reasons_in_plain_words(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    table = make_table(qtbot, catalog, ["ceri"])
    game = table.session.game
    table.session.submit("explore")
    cases = {
        "attribute lore 3": "needs Lore 3 (Ceri Halen has 2)",
        "status drowned-bell": "something has to happen first, elsewhere in the story",  # no Status named
        "character maelon": "only Maelon Harrow can do this",
        "party 2": "needs a party of at least 2",
    }
    for text, reason in cases.items():
        assert option_reason(game, catalog, JournalOptionDef("x", conditions=(parse_condition(text),))) == reason
    assert option_reason(game, catalog, JournalOptionDef("x", conditions=(parse_condition("attribute lore 2"),))) == ""


def test_party_reading_names_whom_effects_touched(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """S1 "In a Party": Terror gained in a party reading touches every member, and the reader says so."""
    table = make_table(qtbot, catalog, ["maelon", "ceri"])
    session, reader = table.session, table.journal
    assert session.submit("explore with ceri")
    assert "Party:" in reader.party_label.text()
    assert "Maelon Harrow" in reader.party_label.text() and "Ceri Halen" in reader.party_label.text()
    click(qtbot, option(table, "Read the names chalked"))
    shown = [b.text() for b in reader.option_buttons]
    assert any("Rhodri Penwyn" in t for t in shown), "Maelon's own secret option is shown for him"
    assert not any("Gwenllian" in t for t in shown), "Ceri's is not: only the reader's character counts"
    click(qtbot, option(table, "Look for Rhodri Penwyn"))
    text = page_text(table)
    assert "Maelon Harrow gained 1 Terror" in text and "Ceri Halen gained 1 Terror" in text


def test_glossary_tooltip_inside_the_prose(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    table = make_table(qtbot, catalog, ["ceri"])
    table.session.submit("explore")
    browser = table.journal.text
    found = browser.document().find("Tref Eithin", 20, QTextDocument.FindFlag.FindCaseSensitively)
    assert not found.isNull(), "the name appears in the prose"
    found.setPosition(found.selectionStart() + 2)
    point: QPoint = browser.cursorRect(found).center()
    assert browser.term_at(point) == "Tref Eithin"
    QApplication.sendEvent(
        browser.viewport(), QHelpEvent(QEvent.Type.ToolTip, point, browser.viewport().mapToGlobal(point))
    )
    assert "slate-roofed village" in QToolTip.text()


def test_glossary_merges_rules_terms_and_the_pack(catalog: Catalog) -> None:
    glossary = build_glossary(catalog)
    assert glossary.lookup("Food") == RULES_TERMS["Food"]
    assert glossary.lookup("Menhir") == catalog.glossary["Menhir"], "the pack's words win"
    assert glossary.lookup("the Hush") == catalog.glossary["The Hush"]
    assert glossary.lookup("Maelon Harrow") is not None and glossary.lookup("The Frost Hall") is not None
    spans = glossary.find("The Menhirs of the Lantern Company's boat; Menhir again.")
    assert [term for _s, _e, term in spans] == ["Menhir", "Lantern Company"], "first occurrence only, plurals"


def test_chronicle_lines_for_journal_events() -> None:
    assert chronicle_line("OptionChosen", "Leave.") == "Chose: “Leave.”"
    assert chronicle_line("StatusMarked", "Status marked: lamp-lit.2") == "Status marked: “lamp lit (2)”"
    assert (
        chronicle_line("DialSet", "Quest Dial 'heledd-trail' now 2")
        == "“heledd trail” moves on: its Quest Dial now shows 2"
    )
    assert chronicle_line("ResourceChanged", "Ceri Halen gained 1 food") == "Ceri Halen gained 1 Food"
    assert chronicle_line("ExplorationEnded", "Exploration ends") == "Journal: Exploration ends"


def test_text_size_setting_resizes_the_prose(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    table = make_table(qtbot, catalog, ["ceri"])
    table.session.submit("explore")
    reader = table.journal
    before = reader.text.document().defaultFont().pointSize()
    measure = reader.text.measure_width()
    reader.set_text_size(18)
    assert reader.text.document().defaultFont().pointSize() == 21 > before
    assert reader.text.measure_width() > measure, "the measure stays ~68 characters of the larger type"


def test_read_aloud_absent_without_the_speech_addon(
    app: QApplication, qtbot: QtBot, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """architecture.md: QtTextToSpeech is optional; without it the control is absent and nothing breaks."""
    monkeypatch.setitem(sys.modules, "PySide6.QtTextToSpeech", None)  # makes the import fail
    assert not speech_available()
    session = GameSession.start(catalog, ["ceri"], seed=3)
    reader = JournalPanel(session)
    qtbot.addWidget(reader)
    session.submit("explore")
    reader.show_current()
    assert reader.speaker is None and reader.read_button is None and reader.read_action is None
    assert reader.findChild(QPushButton, "journalReadAloud") is None
    reader.read_aloud()  # a stray shortcut does nothing
    dialog = SettingsDialog(Preferences(speech_voice="x", speech_rate=0.5))
    qtbot.addWidget(dialog)
    assert dialog.speech_voice is None and dialog.speech_rate is None
    assert dialog.preferences().speech_voice == "x" and dialog.preferences().speech_rate == 0.5


def test_read_aloud_with_the_mock_engine_when_installed(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """With pyside6-addons the button reads the section through the ``mock`` engine; without it, none shows."""
    session = GameSession.start(catalog, ["ceri"], seed=3)
    reader = JournalPanel(session, speech_engine="mock")
    qtbot.addWidget(reader)
    session.submit("explore")
    reader.show_current()
    assert (reader.read_button is not None) == speech_available()
    assert reader.reading_text().startswith("Tref Eithin.")
    assert "Option 1: Go to the stone" in reader.reading_text()
    if reader.speaker is not None and reader.read_button is not None:
        reader.read_button.click()
        qtbot.waitUntil(lambda: reader.speaker is not None and reader.speaker.speaking(), timeout=3000)
        dialog = SettingsDialog(Preferences(speech_rate=-0.3))
        qtbot.addWidget(dialog)
        assert dialog.speech_voice is not None and dialog.speech_rate is not None
        assert dialog.speech_voice.count() == 1 + len(reader.speaker.voices()), "default plus every voice"
        dialog.speech_voice.setCurrentIndex(dialog.speech_voice.count() - 1)
        assert dialog.preferences().speech_voice == reader.speaker.voices()[-1]
        assert dialog.preferences().speech_rate == pytest.approx(-0.3)


def test_a_spent_path_is_hidden_like_a_secret_option(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """Third newcomer pass (journal_view.path_spent): at Carn Naw (106), once the cairn has been robbed the
    option to open one is not shown at all, not even disabled; the shown options keep the reader's own
    numbering (1, 2, 3… as seen) and options closed by what the player can change stay shown, disabled."""
    section = catalog.journal["106"]
    robbing = next(o for o in section.options if o.text.startswith("Open one of the cairns"))
    status = next(c.args[0] for c in robbing.conditions if c.word == "not-status")
    for robbed in (False, True):
        table = make_table(qtbot, catalog, ["ceri"])
        session = table.session
        assert session.submit("travel 104") and session.submit("travel 106")
        if robbed:
            session.game.state.statuses.append(status)
        assert session.submit("explore")
        QApplication.processEvents()
        texts = [b.text() for b in table.journal.option_buttons]
        assert any("Open one of the cairns" in t for t in texts) is not robbed, texts
        assert [t.split(".", 1)[0] for t in texts] == [str(n) for n in range(1, len(texts) + 1)]
        assert not option(table, "Go back to the channels").isEnabled(), "a Status not yet had: shown, disabled"
        assert all("already happened" not in b.description() for b in table.journal.option_buttons)
