"""An option open only while a quest is active is hidden once that quest is completed, like every spent path
(content-format.md "Journal sections": spent and Secret options are hidden; issue 23, the Normal game of seed
2323: at the Blind Stone "Kneel and read the marks" stayed listed, greyed, after Heledd's marks closed the camp
quest). While the quest is active but its clue not yet found, the option is shown greyed with its reason."""

from __future__ import annotations

from grail_desktop.app.journal_view import option_views
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.state import Exploration

CATALOG = load_campaign("ynys-wen")
MARKS = "Kneel and read the marks cut into the turf beside the boot-prints."


def _at_the_blind_stone() -> Game:
    game = new_game(CATALOG, ["maelon"], seed=2323, difficulty="normal")
    game.state.exploration = Exploration(character="maelon", party=["maelon"], section="111", kind="explore")
    return game


def _marks(game: Game) -> tuple[bool, bool]:
    view = next(v for v in option_views(game, CATALOG, []) if v.text == MARKS)
    return view.enabled, view.hidden


def test_the_marks_are_hidden_once_the_camp_quest_is_done() -> None:
    game = _at_the_blind_stone()
    game.state.completed_quests.append("ev-spent-lamps")
    game.state.quest_dials["heledd-trail"] = 3
    assert _marks(game) == (False, True)


def test_the_marks_show_greyed_while_the_quest_waits_for_its_clue() -> None:
    game = _at_the_blind_stone()
    game.state.active_quests.append("ev-spent-lamps")
    assert _marks(game) == (False, False)
