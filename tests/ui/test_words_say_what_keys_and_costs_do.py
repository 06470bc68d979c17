"""Words a newcomer could not read (issue 11 newcomer): the encounter keys line was a row of bare letters, an
encounter "Started by a green encounter card drawn.", and the Riven Veil's cards said "costs 2" and "(6 ways)"
without saying what is paid (S3: a card's cost is how many other hand cards pay for it)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from grail_desktop.app.tips import source_words
from grail_desktop.catalog import load_campaign
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.ui.encounter_board import keys_tooltip
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.veil.hand_table import HandTable


def test_each_encounter_key_is_said_with_what_it_does(app: QApplication) -> None:
    lines = keys_tooltip().splitlines()
    assert len(lines) == 9
    for key in ("1–9:", "Enter:", "D:", "N:", "R:", "V:", "Esc:"):
        (line,) = [x for x in lines if x.startswith(key)]
        assert len(line.split(":", 1)[1].split()) >= 3, line  # a few words, not a letter


def test_an_encounter_started_by_a_draw_reads_as_a_sentence(app: QApplication) -> None:
    catalog = load_campaign("ynys-wen")
    sentence = tr("Started by {value}.").format(value=source_words(catalog, "draw:green"))
    assert sentence == "Started by drawing a green encounter card."


def test_veil_card_costs_say_what_is_paid(app: QApplication) -> None:
    pack = load_veil_pack("saltcrown")
    hand = [c for c, card in pack.cards.items() if card.deck != "plan"][:4]
    table = HandTable()
    table.show_choice(pack, hand, [])  # the cards' lines do not depend on what is legal now
    for card_id in hand:
        sub = next(i for i in table.cards[card_id].childItems() if isinstance(i, QGraphicsSimpleTextItem)).text()
        cost = pack.cards[card_id].cost
        paid = "nothing to pay" if cost == 0 else ("pay 1 other card" if cost == 1 else f"pay {cost} other cards")
        assert sub.endswith(paid), sub
        assert "costs" not in sub
