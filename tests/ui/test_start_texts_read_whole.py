"""Start-screen words a newcomer reads whole: the guided-day offer is never cut, and the
character picker says where a character acts in the round (S1 "During the Day") in words, not as a number."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot
from ui_testkit import shown_window

from grail_desktop.catalog import load_campaign
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.new_campaign import NewCampaignWizard, character_facts


def test_the_guided_day_offer_shows_its_whole_sentence(app: QApplication, qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    offer = window.guide_offer
    assert offer is not None and offer.isVisible()
    label = next(w for w in offer.findChildren(QLabel) if "guided first day" in w.text())
    # one line, given its whole width at 1280x800 and at the smaller window a newcomer had (1216x736)
    for size in ((1280, 800), (1216, 736)):
        window.resize(*size)
        QApplication.processEvents()
        assert label.width() >= label.fontMetrics().horizontalAdvance(label.text()), f"the sentence is cut at {size}"
        assert offer.geometry().right() <= window.width()


def test_the_start_buttons_hold_still_when_the_guided_day_offer_is_put_away(app: QApplication, qtbot: QtBot) -> None:
    """Newcomer 11: "Not now" hid the offer and every start button moved ~25 px down, under the pointer."""
    window = shown_window(qtbot)
    QApplication.processEvents()
    offer = window.guide_offer
    assert offer is not None and offer.isVisible()
    buttons = window.start_screen.buttons

    def places() -> dict[str, tuple[int, int]]:
        return {
            k: (b.mapTo(window, b.rect().topLeft()).x(), b.mapTo(window, b.rect().topLeft()).y())
            for k, b in buttons.items()
        }

    qtbot.wait(100)  # the first frame settled (the status bar takes its height)
    before = places()
    later = offer.findChild(QPushButton, "guideOfferLater")
    assert later is not None
    qtbot.mouseClick(later, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not offer.isVisible()
    assert places() == before


def test_the_character_picker_names_no_number() -> None:
    catalog = load_campaign("ynys-wen")
    facts = {c.number: character_facts(c) for c in catalog.characters.values()}
    assert facts
    for number, text in facts.items():
        assert "Character Number" not in text and f"({number})" not in text
    assert "acts first in each round" in facts[min(facts)]


def test_a_game_of_one_names_no_place_in_the_round() -> None:
    """S1 "During the Day": the Character Number orders the characters of a round, which means nothing alone
    (newcomer run: "acts third in each round" in a one-player game)."""
    catalog = load_campaign("ynys-wen")
    hywel = catalog.characters["hywel"]
    assert "in each round" in character_facts(hywel) and "in each round" not in character_facts(hywel, several=False)


def test_the_guided_day_offer_never_lies_over_the_new_campaign_wizard(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A newcomer (nc12): the offer's frame drew over the wizard's bottom edge; it is put by while the wizard is
    open, and back when the wizard is cancelled."""
    window = shown_window(qtbot)
    QApplication.processEvents()
    offer = window.guide_offer
    assert offer is not None and offer.isVisible()
    seen: list[bool] = []

    def look(wizard: NewCampaignWizard) -> int:
        seen.append(offer.isVisible())
        return 0

    monkeypatch.setattr(NewCampaignWizard, "exec", look)
    window._new()
    assert seen == [False], "hidden while the wizard is open"
    assert offer.isVisible(), "back after Cancel"
