"""The new-campaign wizard describes each seat's chosen character, not only Seat 1's (issue 19, newcomer run:
"the wizard shows only Seat 1's character description")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWizard
from pytestqt.qtbot import QtBot

from grail_desktop.ui.new_campaign import NewCampaignWizard


def test_each_seat_has_its_character_described(app: QApplication, qtbot: QtBot) -> None:
    wizard = NewCampaignWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    catalog = wizard.pack_page.catalog
    assert catalog is not None
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    page = wizard.party_page
    assert wizard.currentPage() is page
    page.count.setValue(3)
    page.character_boxes[2].setCurrentIndex(3)  # a change in the last seat keeps the others described
    text = page.facts.text()
    chosen = page.chosen()
    assert len(chosen) == 3
    for n, character in enumerate(chosen, start=1):
        d = catalog.characters[character]
        assert f"Seat {n}" in text and d.name in text and d.description in text
    assert text.index("Seat 1") < text.index("Seat 2") < text.index("Seat 3")
