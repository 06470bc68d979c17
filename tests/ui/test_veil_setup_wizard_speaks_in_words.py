"""The Riven Veil setup wizard names its parts in words, never in rule-book notation (newcomer report 9, §3:
"Mode (S3 setup)"; brief: players never see an id or notation)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication, QGroupBox
from pytestqt.qtbot import QtBot
from veil_drive import visible_texts

from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog


def test_the_wizard_titles_its_options_without_rule_book_notation(app: QApplication, qtbot: QtBot) -> None:
    dialog = VeilSetupDialog(load_veil_pack("saltcrown"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    titles = [box.title() for box in dialog.findChildren(QGroupBox)]
    assert "Game options" in titles
    for text in visible_texts(dialog) + titles:
        assert not re.search(r"\bS[0-3]\b", text), text  # no "S3" rule-document notation anywhere
