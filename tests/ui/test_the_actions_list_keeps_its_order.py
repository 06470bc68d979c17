"""The actions list keeps a fixed order by kind (newcomer 9: it re-ordered after every step, so a second click at
the same place cut a deck card and flipped an Item by mistake). The engine lists its legal actions in whatever order
it finds them; the panel shows the step that moves on first, the answers of a decision next, and what takes a card
or a die away last, the same kind always in the same place."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from grail_desktop.ui.actions_panel import ActionPanel, by_kind


def _words(notation: str) -> tuple[str, str]:
    return notation.replace("-", " ").capitalize(), ""


def _order(panel: ActionPanel) -> list[str]:
    QApplication.processEvents()
    shown = [(b.mapTo(panel, b.rect().topLeft()).y(), n) for n, b in panel.buttons.items() if b.isVisible()]
    return [n for _y, n in sorted(shown)]


def test_the_step_that_moves_on_keeps_the_top_whatever_the_engine_lists_first(app: QApplication, qtbot: QtBot) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 700)
    panel.show()
    # newcomer 9 (screens 302-303): "Use Menhir Flake" appeared above Resolve, and the click meant for Resolve
    # flipped the Item
    panel.sync("Encounter.", ["resolve"], False, _words, lambda _n: None, False)
    qtbot.wait(20)
    top = panel.buttons["resolve"].mapTo(panel, panel.buttons["resolve"].rect().topLeft())
    panel.sync("Encounter.", ["use menhir-flake", "resolve"], False, _words, lambda _n: None, False)
    qtbot.wait(20)
    assert _order(panel) == ["resolve", "use menhir-flake"]
    assert panel.buttons["resolve"].mapTo(panel, panel.buttons["resolve"].rect().topLeft()) == top
    # an End of the Day decision (screens 185-187): a cut (which takes a card away) last; Done has the fixed strip
    # under the list, where it never moves (newcomer 10: a click where Done had been cut a card)
    panel.sync(
        "Spend Experience.",
        ["cut duck-under", "cut backstep", "advance combat", "raise might", "done"],
        False,
        _words,
        lambda _n: None,
        False,
    )
    assert _order(panel) == ["raise might", "advance combat", "cut duck-under", "cut backstep", "done"]
    assert panel.fixed.isAncestorOf(panel.buttons["done"]), "Done is in the strip under the list"
    assert all(isinstance(b, QPushButton) for b in panel.buttons.values())


def test_the_order_is_by_kind_and_keeps_the_engines_order_within_a_kind() -> None:
    legal = ["escape", "apply 1 2 3", "play c1 0 top", "commit red 2", "play c2 0 top", "end-phase", "resolve"]
    first = ["resolve", "end-phase", "play c1 0 top", "play c2 0 top", "commit red 2"]
    assert by_kind(legal) == [*first, "apply 1 2 3", "escape"]
    assert by_kind(list(reversed(legal)))[:2] == ["resolve", "end-phase"]
    assert by_kind(["something-new", "done"]) == ["done", "something-new"], "an unknown kind comes last"
