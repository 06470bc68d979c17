"""Stock Qt pieces in the app's own look (issue 18): spin boxes and combo boxes with visible arrows drawn in the
theme's text colour, dialog buttons without the platform's icons, the wizard's buttons in the app's words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWizard
from pytestqt.qtbot import QtBot

from grail_desktop.ui.new_campaign import NewCampaignWizard
from grail_desktop.ui.theme import DARK, LIGHT, apply_theme, stylesheet


@pytest.mark.parametrize("colours", [DARK, LIGHT])
def test_spin_and_combo_arrows_are_drawn_from_the_apps_own_icons(colours: object) -> None:
    sheet = stylesheet(colours, 12)  # type: ignore[arg-type]
    for part in ("QSpinBox::up-arrow", "QSpinBox::down-arrow", "QComboBox::down-arrow"):
        rule = sheet.split(part, 1)[1].split("}", 1)[0]
        url = re.search(r"url\(([^)]+)\)", rule)
        assert url is not None, part
        svg = Path(url.group(1))
        assert svg.is_file(), svg
        text = svg.read_text(encoding="utf-8")
        assert colours.text in text, "the arrow has the theme's text colour"  # type: ignore[attr-defined]


def test_dialog_buttons_have_no_platform_icons(app: QApplication, qtbot: QtBot) -> None:
    """The platform's green tick and red cross on OK / Cancel (seen under X11) are switched off by the theme; the
    offscreen platform draws none either way, so the rule itself is checked, and that Qt takes it."""
    for colours in (DARK, LIGHT):
        assert "QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }" in stylesheet(colours, 12)
    apply_theme(app, "dark", 12)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    box.show()
    assert all(button.icon().isNull() for button in box.buttons())


def test_the_wizard_speaks_the_apps_words(app: QApplication, qtbot: QtBot) -> None:
    wizard = NewCampaignWizard()
    qtbot.addWidget(wizard)
    assert wizard.buttonText(QWizard.WizardButton.BackButton) == "Back"
    assert wizard.buttonText(QWizard.WizardButton.NextButton) == "Next"
    assert wizard.buttonText(QWizard.WizardButton.FinishButton) == "Begin the campaign"
    assert wizard.button(QWizard.WizardButton.FinishButton).property("role") == "primary"
