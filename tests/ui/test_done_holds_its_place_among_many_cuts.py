"""The End of the Day's Choose list (newcomer 10: 16 "Cut … from the deck" entries stood above Done, and a click
where Done had been a moment before cut a card). Done sits in the fixed strip under the list and keeps its place
whatever the list holds; the cuts and put-backs come after every other choice, each kind under its own heading,
each button the card's name."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QGroupBox
from pytestqt.qtbot import QtBot

from grail_desktop.app.i18n import tr
from grail_desktop.ui.actions_panel import ActionPanel

CARDS = [f"card{n}" for n in range(16)]


def _words(notation: str) -> tuple[str, str]:
    verb, _, rest = notation.partition(" ")
    if verb == "cut":
        return tr("Cut {card} from the deck (kept aside)").format(card=rest.title()), ""
    if verb == "restore":
        return tr("Put {card} back into the deck").format(card=rest.title()), ""
    if verb == "done":
        return tr("Done"), ""
    return f"Raise {rest}", "4 Experience"


def _where(panel: ActionPanel, notation: str) -> QPoint:
    return panel.buttons[notation].mapTo(panel, QPoint(0, 0))


def test_done_stays_put_and_the_cuts_go_under_their_own_heading(app: QApplication, qtbot: QtBot) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(250, 600)
    panel.show()
    many = ["raise might", *(f"cut {c}" for c in CARDS), "done"]
    panel.sync("Spend Experience.", many, False, _words, lambda _n: None, False)
    qtbot.wait(20)
    done = panel.buttons["done"]
    assert panel.fixed.isAncestorOf(done) and done.isVisible()
    cuts = panel.findChild(QGroupBox, "actions:cut")
    assert cuts is not None and cuts.title() == tr("Cut from the deck")
    assert all(cuts.isAncestorOf(panel.buttons[f"cut {c}"]) for c in CARDS)
    assert panel.buttons["cut card0"].label_text() == "Card0"  # type: ignore[attr-defined]
    assert _where(panel, "raise might").y() < _where(panel, "cut card0").y()  # the other choices first
    before = _where(panel, "done")
    panel.sync("Spend Experience.", ["raise might", "restore card3", "done"], False, _words, lambda _n: None, False)
    qtbot.wait(20)
    assert _where(panel, "done") == before  # one cut fewer, a put-back more: Done has not moved
    restore = panel.findChild(QGroupBox, "actions:restore")
    assert restore is not None and restore.isAncestorOf(panel.buttons["restore card3"])
