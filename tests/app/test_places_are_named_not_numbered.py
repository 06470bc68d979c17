"""A newcomer (nc12): the map's tooltip read "Tref Eithin (location 101)", the large card view "Location 104", an
empty slot "Location 110: not revealed". Players never see a location's number (ux.md, issue 19): the tooltip,
the card viewer, the glossary and the empty slot name the place, or say it is not revealed yet."""

from __future__ import annotations

import re

from grail_desktop.app import card_sheets, tips, views
from grail_desktop.app.glossary import build_glossary
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.game import new_game

CATALOG = load_campaign("ynys-wen")
NUMBER = re.compile(r"\blocation \d|\b1\d\d\b", re.IGNORECASE)


def test_the_map_cards_tooltip_and_viewer_name_the_place() -> None:
    game = new_game(CATALOG, ["maelon"], seed=4)
    cards = views.map_view(game, CATALOG, [str(a) for a in game.legal_actions()]).cards
    assert cards
    for card in cards:
        tip = tips.location_tip(card, None, [])
        sheet = card_sheets.map_card_sheet(card)
        assert tip.startswith(f"<b>{card.name}</b>")
        for text in (tip, sheet.title, sheet.kind):
            assert not NUMBER.search(text), text
        assert sheet.title == card.name and sheet.kind == "Location"


def test_every_location_sheet_and_glossary_entry_has_no_number() -> None:
    glossary = build_glossary(CATALOG)
    for number, location in CATALOG.locations.items():
        sheet = card_sheets.location_sheet(CATALOG, number)
        assert not NUMBER.search(sheet.kind), sheet.kind
        if location.description:
            assert not NUMBER.search(glossary.entries[location.name]), location.name
