"""Quests on Secret cards (S0 "Events, Quests, and Tasks": quests are contained on Event or Secret cards): a
Secret that carries a quest puts it in Active Quests when gained; it leaves as the text says."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.engine.state import Task


def test_a_secret_with_a_quest_makes_it_active_and_the_story_completes_it() -> None:
    pack = load_campaign("ynys-wen")
    assert pack.secrets["secret-wrack-map"].quest == "ev-wreckers-lamps"
    g = new_game(pack, ["ceri"], seed=1)
    assert "ev-wreckers-lamps" not in g.state.active_quests
    g.state.work.insert(0, Task("effects", character="ceri", party=["ceri"], effects=["secret secret-wrack-map"]))
    g._run()
    assert "ev-wreckers-lamps" in g.state.active_quests
    assert any(e.kind == "QuestAdded" for e in g._events)
    g.state.work.insert(
        0, Task("effects", character="ceri", party=["ceri"], effects=["complete-quest ev-wreckers-lamps"])
    )
    g._run()
    assert "ev-wreckers-lamps" not in g.state.active_quests
    assert "ev-wreckers-lamps" in g.state.completed_quests


def test_a_completed_quest_does_not_come_back_with_its_secret() -> None:
    pack = load_campaign("ynys-wen")
    g = new_game(pack, ["ceri"], seed=1)
    g.state.completed_quests.append("ev-wreckers-lamps")
    g.state.work.insert(0, Task("effects", character="ceri", party=["ceri"], effects=["secret secret-wrack-map"]))
    g._run()
    assert "ev-wreckers-lamps" not in g.state.active_quests
