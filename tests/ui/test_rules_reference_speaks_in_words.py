"""The rules reference shows no source shorthand (issue 19: "(S0, RD)" is the project's language, not a
player's): every mark of where a rule comes from reads as words — "From the rule book", "Decided for this
edition", "settled for this edition" — in the dialog players open (Help → Rules reference)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.rule_sources import sources_in_words
from grail_desktop.app.rules_index import rules_index
from grail_desktop.ui.rules_reference import RulesDialog

#: what must never reach a player: the seeds' and decisions' tags, issue numbers, the project's file names
#: ("seed" alone stays: a game's random seed is a player's word in the Load list)
SHORTHAND = re.compile(r"\b(?:S[0-3]|RD)\b|rules-decisions|\bissue \d+|\bseeds\b|docs/|grail_desktop/")


@pytest.mark.parametrize(
    ("mark", "words"),
    [
        ("(S0, RD)", "(From the rule book; decided for this edition)"),
        ("(S0)", "(From the rule book)"),
        ("(RD)", "(Decided for this edition)"),
        ("(S0, S1 Character Setup)", "(From the rule book: Character Setup)"),
        ("(S1; cost order: here)", "(From the rule book; cost order: settled for this edition)"),
        ("(S1; the words: here, issue 20)", "(From the rule book; the words: settled for this edition)"),
        ('(rules-decisions.md "Dice")', '(Decided for this edition: "Dice")'),
        ("(**Decided here**)", "(**Decided for this edition**)"),
        ("(the party trades items afterwards, S0)", "(the party trades items afterwards; from the rule book)"),
        ("(here, issue 20)", "(Settled for this edition)"),
        ("(a Party of two or three)", "(a Party of two or three)"),  # not a source mark: left alone
    ],
)
def test_each_kind_of_mark_in_words(mark: str, words: str) -> None:
    assert sources_in_words(f"A rule. {mark} More.") == f"A rule. {words} More."


def test_the_reference_players_open_has_no_shorthand(app: QApplication, qtbot: QtBot) -> None:
    entries = rules_index().entries
    text = "\n".join(e.text for e in entries)
    assert "From the rule book" in text and "ecided for this edition" in text
    left = sorted({m.group(0) for m in SHORTHAND.finditer(text)})
    assert not left, f"shorthand left in the rules reference: {left}"
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    for entry in entries[:12]:
        dialog.open_at(entry.anchor)
        shown = dialog.browser.toPlainText()
        assert not SHORTHAND.search(shown), shown
