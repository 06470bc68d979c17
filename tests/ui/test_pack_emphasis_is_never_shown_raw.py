"""Issue 19 (newcomer report 051, 138, 161, 178): the packs' ``*emphasis*`` (docs/content-format.md "Text")
reads as italics wherever the desktop shows pack text as a page, and as plain words in tooltips, option labels
and the text mode. The walk covers every Event, Secret, Item, Location and journal option of the pack."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.app.card_sheets import event_sheet, item_sheet, location_sheet, secret_sheet
from grail_desktop.app.day_views import event_page
from grail_desktop.app.describe import describe
from grail_desktop.app.journal_view import option_views
from grail_desktop.app.tips import item_tip, secret_tip
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import render
from grail_desktop.engine import new_game
from grail_desktop.engine.state import Exploration
from grail_desktop.ui.card_viewer import CardViewer
from grail_desktop.ui.quests_view import belongings_html
from grail_desktop.ui.reveal_overlay import RevealOverlay
from grail_desktop.ui.start_of_day import StartOfDayPanel

CATALOG = load_campaign("ynys-wen")


def _sheets() -> list:
    return (
        [event_sheet(CATALOG, e) for e in CATALOG.events]
        + [secret_sheet(CATALOG, s) for s in CATALOG.secrets]
        + [item_sheet(CATALOG, i) for i in CATALOG.items]
        + [location_sheet(CATALOG, n) for n in CATALOG.locations]
    )


def test_the_pack_has_emphasis_to_show() -> None:
    marked = [s for s in _sheets() if any("*" in p for p in s.paragraphs)]
    assert len(marked) >= 4  # the secrets' "only when you must", the events' "with", "Brenhines", the camp note


def test_a_card_shown_large_and_a_reveal_read_emphasis_as_italics(qtbot: QtBot) -> None:
    stage = QWidget()
    qtbot.addWidget(stage)
    viewer, overlay = CardViewer(), RevealOverlay(stage)
    qtbot.addWidget(viewer)
    for sheet in (s for s in _sheets() if any("*" in p for p in s.paragraphs)):  # the rest has none to leak
        viewer.show_sheet(sheet)
        overlay._show(sheet)
        for shown in (viewer.body.toPlainText(), overlay.body.text(), overlay.accessibleDescription()):
            assert "*" not in shown.replace("<i>", ""), sheet.title
        assert "<i>" in overlay.body.text(), sheet.title
        assert "font-style:italic" in viewer.body.toHtml().replace(" ", ""), sheet.title
        viewer.hide()


def test_the_mornings_event_and_the_quests_view_read_emphasis_as_italics(qtbot: QtBot) -> None:
    panel = StartOfDayPanel()
    qtbot.addWidget(panel)
    for event_id, event in CATALOG.events.items():
        page = event_page(CATALOG, event_id)
        assert page is not None
        label_widget = panel._event_page(page)
        qtbot.addWidget(label_widget)
        assert "*" not in label_widget.text(), event.title
        if "*" in event.text:
            assert "<i>" in label_widget.text(), event.title
    game = new_game(CATALOG, ["ceri"], seed=3)
    quests = [e for e, ev in CATALOG.events.items() if ev.quest is not None]
    game.state.active_quests = quests  # a fresh game of this test's own: every quest in the view at once
    assert "*" not in belongings_html(game, CATALOG)


def test_tooltips_option_labels_and_the_text_mode_show_no_asterisk() -> None:
    for item in CATALOG.items.values():
        assert "*" not in item_tip(CATALOG, item.name, item.keyword or "", True), item.name
    for secret in CATALOG.secrets.values():
        assert "*" not in secret_tip(CATALOG, secret.name, secret.personal), secret.name
        assert "*" not in "".join(render.paragraphs(render.card_text(new_game(CATALOG, ["ceri"], seed=1), secret.id)))
    for event in CATALOG.events.values():
        assert "*" not in "".join(render.paragraphs(event.text)), event.title
    game = new_game(CATALOG, ["ceri"], seed=3)
    for section in CATALOG.journal.values():
        if not section.options:
            continue
        game.state.exploration = Exploration(character="ceri", party=[], section=section.id)
        reading = game
        for view in option_views(reading, CATALOG, []):
            assert "*" not in view.text, section.id
        for n in range(1, len(section.options) + 1):
            assert "*" not in describe(f"choose {n}", reading, CATALOG)[0], section.id
