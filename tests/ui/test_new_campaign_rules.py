"""The new-campaign wizard asks for the difficulty and house rules; Normal and none by default (issue 23;
decided for this edition: difficulty; decided for this edition: house rules)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWizard
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.engine.difficulty import HOUSE_RULES
from grail_desktop.ui.new_campaign import NewCampaignWizard


def _to_rules_page(qtbot: QtBot) -> NewCampaignWizard:
    wizard = NewCampaignWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    assert wizard.pack_page.catalog is not None
    for _ in range(2):
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.rules_page
    return wizard


def test_defaults_are_normal_and_no_house_rules(app: QApplication, qtbot: QtBot) -> None:
    wizard = _to_rules_page(qtbot)
    page = wizard.rules_page
    names = [page.difficulty.itemText(i) for i in range(page.difficulty.count())]
    assert names == ["Story", "Normal", "Hard"]
    assert page.difficulty.currentText() == "Normal"
    assert page.about.text()  # the pack's description of Normal
    assert set(page.rule_boxes) == set(HOUSE_RULES)
    assert not any(box.isChecked() for box in page.rule_boxes.values())
    choice = wizard.choice()
    assert choice is not None and (choice.difficulty, choice.house_rules) == ("normal", ())


def test_hard_with_a_house_rule_starts_that_game(app: QApplication, qtbot: QtBot) -> None:
    wizard = _to_rules_page(qtbot)
    page = wizard.rules_page
    page.difficulty.setCurrentIndex(2)
    assert "Mercy" in page.about.text()  # Hard's description says the Mercy is gone
    qtbot.mouseClick(page.rule_boxes["gentle-tax"], Qt.MouseButton.LeftButton)
    wizard.party_page.seed.setText("5")
    choice = wizard.choice()
    assert choice is not None and (choice.difficulty, choice.house_rules) == ("hard", ("gentle-tax",))
    session = GameSession.start(
        choice.catalog, choice.characters, choice.seed, difficulty=choice.difficulty, house_rules=choice.house_rules
    )
    assert session.game.state.setup.difficulty == "hard"
    assert session.game.state.setup.house_rules == ["gentle-tax"]
