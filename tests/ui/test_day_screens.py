"""The day screens through real clicks (issue 10): an End of the Day with and without Food, a Food trade at the
rest, raising an attribute, a Skill side, buying a card (see 3, keep 1), cutting down to 15 (and being refused
below), the Dream; a Start of the Day where a Menhir goes dark and a card with a character on it is removed;
a solo death with the Allmother's Mercy, and a co-op death with a claimed character.

Played on the engine tests' in-code catalog (tests/engine/engine_testkit.py: map, Menhirs at 101/102/104, Dream
at 101), so the shipped pack can grow without moving these routes.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import click, put_away_moments

from grail_desktop.app.day_views import start_of_day_lines
from grail_desktop.app.session import GameSession
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.day import MIN_DECK
from grail_desktop.ui.table import TableScreen


def _testkit() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "engine" / "engine_testkit.py"
    spec = importlib.util.spec_from_file_location("day_screens_testkit", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CATALOG = _testkit().CATALOG


@pytest.fixture(autouse=True)
def _saves_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _table(qtbot: QtBot, game: Game) -> TableScreen:
    session = GameSession(game, CATALOG, None)
    table = TableScreen(session, confirm_pass=False)
    qtbot.addWidget(table)
    table.resize(1500, 950)
    table.show()
    qtbot.waitExposed(table)
    return table


def _leave_reading(qtbot: QtBot, table: TableScreen) -> None:
    """A Dream that closed itself is on stage (one mode at a time, issue 18): its one button leads on."""
    if table.stage.mode == "journal" and table.session.state.exploration is None:
        click(qtbot, table.journal_close)
    assert table.stage.mode != "journal"


def _answer_simply(game: Game) -> None:
    """Engine-side setup only: answer open decisions plainly until During the Day."""
    for _ in range(200):
        s = game.state
        if s.phase == "day" and not s.pending and s.exploration is None and s.encounter is None:
            return
        legal = [str(a) for a in game.legal_actions()]
        simple = [n for n in legal if n in ("fast", "done")]
        game.apply(simple[0] if simple else next(n for n in legal if not n.startswith("trade")))
    raise AssertionError("the day did not settle")


def _next_day(game: Game) -> None:
    while game.state.phase == "day" and game.current_actor() is not None:
        game.apply("pass")
    _answer_simply(game)


def test_end_of_day_eat_advance_buy_cut_and_go_hungry(app: QApplication, qtbot: QtBot) -> None:
    """S1 End of the Day steps 1–5; rules-decisions.md "Order of the day" and "Advancement"."""
    game = new_game(CATALOG, ["a", "b"], seed=3)
    table = _table(qtbot, game)
    session = table.session
    for notation in ("adjust a experience 20", "adjust a might 2", "adjust b food 0", "pass", "pass"):
        assert session.submit(notation), notation
    screens = table.day_screens
    panel = screens.end_of_day
    assert screens.stack.isVisible() and panel.isVisible()
    assert "Hero A" in panel.title.text()

    # Step 1, with Food: the outcome of each choice is shown before choosing, and it is what happens.
    a = session.state.characters["a"]
    health, terror, food = a.health, a.terror, a.resources["food"]
    eat_text = panel.findChild(QWidget, "consequence:eat").text()  # type: ignore[union-attr]
    fast_text = panel.findChild(QWidget, "consequence:fast").text()  # type: ignore[union-attr]
    assert f"Health {health} → {health + 1}" in eat_text and f"Food {food} → {food - 1}" in eat_text
    assert "Energy drops to 0" in fast_text and "only +4" in fast_text
    click(qtbot, panel.buttons["eat"])
    a = session.state.characters["a"]
    assert (a.health, a.terror, a.resources["food"]) == (health + 1, max(0, terror - 1), food - 1)

    # Steps 3–4: the advancement page, with the night's summary and the costs from the pair totals.
    assert session.state.pending[0].kind == "advance"
    view = panel.view
    assert view is not None and view.advance is not None
    assert any("eats" in line for line in view.advance.night)
    might = next(row for pair in view.advance.pairs for row in pair if row.attribute == "might")
    assert (might.pair_total, might.cost) == (2, 6), "2 × (might 2 + empathy 0 + 1)"
    exp = a.resources["experience"]
    click(qtbot, panel.buttons["raise might"])
    assert session.state.characters["a"].resources["experience"] == exp - 6

    # The 3rd point brings a Skill card: pick a side, the other is forfeited.
    assert session.state.pending[0].kind == "skill"
    side_buttons = [n for n in panel.buttons if n.startswith("skill ")]
    assert len(side_buttons) == 2 * len(session.state.pending[0].options)
    chosen = side_buttons[1]
    click(qtbot, panel.buttons[chosen])
    skill_id, side = chosen.split()[1], int(chosen.split()[2])
    assert session.state.characters["a"].skills == {skill_id: side - 1}

    # The deck is at 15: every Cut is disabled with the reason, and the engine refuses one too.
    deck = list(session.state.characters["a"].combat_deck)
    assert len(deck) == MIN_DECK
    cut = panel.buttons[f"cut {deck[0]}"]
    assert not cut.isEnabled() and "at least 15" in cut.toolTip()
    with qtbot.waitSignal(session.action_rejected):
        assert not session.submit(f"cut {deck[0]}")

    # Buy a card: see 3, keep 1; the other two go back to the pool.
    pool_before = len(session.state.characters["a"].combat_pool)
    click(qtbot, panel.buttons["advance combat"])
    offers = list(session.state.pending[0].options)
    assert session.state.pending[0].kind == "pick-card" and len(offers) == 3
    click(qtbot, panel.buttons[f"take {offers[1]}"])
    a = session.state.characters["a"]
    assert offers[1] in a.combat_deck and len(a.combat_deck) == MIN_DECK + 1
    assert len(a.combat_pool) == pool_before - 1

    # Cut one card down to 15: it is kept aside, and cutting stops there.
    victim = sorted(a.combat_deck)[0]
    click(qtbot, panel.buttons[f"cut {victim}"])
    a = session.state.characters["a"]
    assert len(a.combat_deck) == MIN_DECK and a.combat_aside == [victim]
    assert not any(b.isEnabled() for n, b in panel.buttons.items() if n.startswith("cut "))
    assert panel.buttons[f"restore {victim}"].isEnabled()
    with qtbot.waitSignal(session.action_rejected):
        assert not session.submit(f"cut {sorted(a.combat_deck)[0]}")

    # Done: the Dream of 101 is read in the journal (no options: it closes itself), then b's rest. The stage
    # shows one mode at a time (issue 18): the Dream first, and its one button leads on to the evening.
    click(qtbot, panel.buttons["done"])
    assert any(e.kind == "SectionRead" and e.get("section") == "d101" for e in session.events)
    assert session.state.pending[0].kind == "rest" and session.state.pending[0].character == "b"
    assert table.stage.mode == "journal" and not panel.isVisible()
    assert "End of the Day" in table.journal_close.text()
    click(qtbot, table.journal_close)
    assert table.stage.mode == "day" and panel.isVisible()

    # Step 1 without Food: eating is disabled with the reason; going hungry empties Energy, +4 restores.
    assert not panel.buttons["eat"].isEnabled() and "no Food" in panel.buttons["eat"].toolTip()
    b_energy = session.state.characters["b"].energy
    assert b_energy > 1
    click(qtbot, panel.buttons["fast"])
    b = session.state.characters["b"]
    assert b.energy == min(4, CATALOG.characters["b"].energy.start, b.health)
    click(qtbot, panel.buttons["done"])
    _leave_reading(qtbot, table)

    # The next day begins: the panel steps aside, the summary opens with the autosave line.
    assert session.state.day == 2 and session.state.phase == "day"
    assert not screens.stack.isVisible()
    summary = screens.start_of_day
    assert summary.isVisible() and summary.title.text() == "Day 2 begins"
    assert "Autosaved" in summary.autosave.text()
    assert any(line.kind == "MenhirDialReduced" for line, _ in summary.line_buttons)


def test_food_is_shared_at_the_rest_then_eaten(app: QApplication, qtbot: QtBot) -> None:
    """S1 End of the Day step 1: Food can be traded between characters on the same location first."""
    game = new_game(CATALOG, ["a", "b"], seed=3)
    table = _table(qtbot, game)
    session = table.session
    for notation in ("adjust b food 0", "pass", "pass", "fast", "done"):
        assert session.submit(notation), notation
    _leave_reading(qtbot, table)
    panel = table.day_screens.end_of_day
    assert session.state.pending[0].kind == "rest" and session.state.pending[0].character == "b"
    assert not panel.buttons["eat"].isEnabled()
    click(qtbot, panel.buttons["trade a b food 1"])
    assert session.state.characters["b"].resources["food"] == 1
    assert panel.buttons["eat"].isEnabled(), "the shared Food can be eaten at once"
    click(qtbot, panel.buttons["eat"])
    assert session.state.characters["b"].resources["food"] == 0


def test_start_of_day_menhir_dark_and_a_card_lost_under_a_character(app: QApplication, qtbot: QtBot) -> None:
    """S1 Start of the Day steps 1–2 (rules-decisions.md "Order of the day", wyrdness): the start Menhir goes
    dark, 103 is out of range of the Menhir at 104 and is removed with b on it; b suffers and is moved."""
    game = new_game(CATALOG, ["a", "b"], seed=3)
    for _ in range(5):
        _next_day(game)
    game.apply("travel 104")  # a, day 6
    _next_day(game)
    game.apply("activate-menhir")  # a, day 7: the Menhir at 104 gets dial 3
    game.apply("travel 103")  # b
    _next_day(game)
    assert game.state.day == 8 and game.state.menhirs["101"].dial == 0
    table = _table(qtbot, game)
    session = table.session
    health_before = session.state.characters["b"].health

    # Day 8 ends through the table: pass, rest, done (the End of the Day panel answers), then dawn.
    assert session.submit("pass") and session.submit("pass")
    panel = table.day_screens.end_of_day
    for _ in range(8):
        if session.state.day == 9:
            break
        answer = "fast" if "fast" in panel.buttons else "done"
        click(qtbot, panel.buttons[answer])
    state = session.state
    assert state.day == 9 and "101" not in state.menhirs and "103" not in state.locations
    assert state.characters["b"].location == 101
    assert state.characters["b"].health == health_before - 2

    summary = table.day_screens.start_of_day
    assert summary.isVisible() and summary.title.text() == "Day 9 begins"
    lines = [line for line, _ in summary.line_buttons]
    kinds = [line.kind for line in lines]
    assert kinds.index("MenhirExpired") < kinds.index("LocationRemoved") < kinds.index("MenhirDialReduced")
    removed = next(line for line in lines if line.kind == "LocationRemoved")
    assert removed.location == 103
    wyrd = next(line for line in lines if line.kind == "HealthChanged" and line.character == "b")
    assert wyrd.step == 2 and wyrd.location == 103, "the wound is linked to the card that was lost"
    moved = next(line for line in lines if line.kind == "Displaced")
    assert moved.location == 101
    assert "Autosaved" in summary.autosave.text()

    # A line is linked to the map: the removed card's place is centred and flashed.
    label = next(w for line, w in summary.line_buttons if line.kind == "LocationRemoved")
    before = table.map_view.mapToScene(table.map_view.viewport().rect().center())
    click(qtbot, label)
    after = table.map_view.mapToScene(table.map_view.viewport().rect().center())
    flashes = [i for i in table.scene.items() if isinstance(i, QGraphicsRectItem) and i.zValue() >= 1000]
    assert flashes and before != after
    click(qtbot, summary.continue_button)
    assert not summary.isVisible()


def test_start_of_day_lines_keep_rule_order() -> None:
    """S1 Start of the Day: lines are grouped by step even when events come in another order."""
    from grail_desktop.engine.core import Event

    events = [
        Event("EventRevealed", "Event: Rain"),
        Event("MenhirExpired", "The Menhir at 101 goes dark", data=(("location", 101),)),
        Event("DialReduced", "Time Dial 'flood' shows 1"),
    ]
    assert [line.step for line in start_of_day_lines(events)] == [1, 4, 5]


def test_solo_death_and_the_allmothers_mercy(app: QApplication, qtbot: QtBot) -> None:
    """S0 "Death" (solo ends the game) and the Allmother's Mercy; rules-decisions.md "Dying"."""
    game = new_game(CATALOG, ["a"], seed=3)
    table = _table(qtbot, game)
    session = table.session
    assert session.submit("adjust a health 0")
    assert session.state.characters["a"].dying
    for _ in range(60):
        if session.state.outcome:
            break
        legal = session.legal_actions()
        simple = [n for n in legal if n in ("pass", "fast", "done")]
        assert session.submit(simple[0] if simple else legal[0])
    assert session.state.outcome == "death"
    _leave_reading(qtbot, table)
    screens = table.day_screens
    over = screens.game_over
    assert screens.stack.isVisible() and screens.stack.currentWidget() is over
    assert "has died" in over.title.text()
    put_away_moments(qtbot, table)  # the death, shown large over the stage
    click(qtbot, over.buttons["mercy"])
    state = session.state
    assert state.outcome is None and state.day == 1 and "saved-by-the-goddess" in state.statuses
    assert not state.characters["a"].dying
    assert not screens.stack.isVisible()
    _leave_reading(qtbot, table)  # the Mercy's words first, then the morning summary over the map
    assert screens.start_of_day.isVisible()
    assert "Mercy" in screens.start_of_day.title.text()


def test_coop_death_offers_an_unclaimed_character(app: QApplication, qtbot: QtBot) -> None:
    """S0 "Death" in co-op: the player claims an unclaimed character, set up fresh."""
    game = new_game(CATALOG, ["a", "b"], seed=3)
    table = _table(qtbot, game)
    session = table.session
    assert session.submit("adjust b health 0")
    for _ in range(60):
        if session.state.pending and session.state.pending[0].kind == "claim":
            break
        legal = session.legal_actions()
        simple = [n for n in legal if n in ("pass", "fast", "done")]
        assert session.submit(simple[0] if simple else legal[0])
    _leave_reading(qtbot, table)
    screens = table.day_screens
    over = screens.game_over
    assert screens.stack.currentWidget() is over and "has died" in over.title.text()
    claims = [n for n in over.buttons if n.startswith("claim ")]
    assert claims == [f"claim {c}" for c in ("c", "d", "e")]
    click(qtbot, over.buttons["claim c"])
    assert "c" in session.state.characters and session.state.characters["b"].dead
    assert screens.stack.currentWidget() is not over or not screens.stack.isVisible()


def test_a_failed_autosave_is_said_on_the_summary(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ux.md "Saves": autosave at every Start of the Day — and say so when it could not be written."""
    from grail_desktop import saves

    def refuse(*_args: object, **_kwargs: object) -> Path:
        raise OSError("disk full")

    monkeypatch.setattr(saves, "autosave", refuse)
    game = new_game(CATALOG, ["a"], seed=3)
    table = _table(qtbot, game)
    session = table.session
    for notation in ("pass", "fast", "done"):
        assert session.submit(notation), notation
    assert session.state.day == 2
    _leave_reading(qtbot, table)
    summary = table.day_screens.start_of_day
    qtbot.waitUntil(lambda: "not written" in summary.autosave.text(), timeout=2000)
    assert summary.isVisible()


def test_the_advancement_page_says_when_there_is_no_experience(app: QApplication, qtbot: QtBot) -> None:
    """Issue 19: with 0 Experience the End of the Day no longer asks to spend it; it says there is none and
    what is still free (S1 End of the Day steps 3-4)."""
    from PySide6.QtWidgets import QLabel

    game = new_game(CATALOG, ["a"], seed=3)
    table = _table(qtbot, game)
    session = table.session
    for notation in ("adjust a experience 0", "pass", "fast"):
        assert session.submit(notation), notation
    assert session.state.pending[0].kind == "advance"
    panel = table.day_screens.end_of_day
    head = panel.findChild(QLabel, "experience")
    assert head is not None and head.text() == "No Experience to spend tonight"
    words = " ".join(label.text() for label in panel.findChildren(QLabel))
    assert (
        "Experience to spend</b>" not in words and "Cutting a card from a deck, or putting one back, is free" in words
    )


def test_done_advancing_holds_still_however_long_the_night_was(app: QApplication, qtbot: QtBot) -> None:
    """Newcomer 11: "Done advancing" sat below the "Tonight" lines, so it was 25 px higher for one character than
    for the next (a night of 3 lines, then of 4) and the next click missed. It comes above them now (S1 End of
    the Day steps 3-4 keep their order below it)."""
    import attrs

    game = new_game(CATALOG, ["a"], seed=3)
    table = _table(qtbot, game)
    session = table.session
    for notation in ("adjust a experience 0", "pass", "fast"):
        assert session.submit(notation), notation
    panel = table.day_screens.end_of_day
    view = panel.view
    assert view is not None and view.advance is not None
    places = []
    for night in (view.advance.night[:1], (*view.advance.night, "One line more.", "And another.")):
        panel.sync(attrs.evolve(view, advance=attrs.evolve(view.advance, night=night)))
        QApplication.processEvents()
        done = panel.buttons[view.advance.done.notation]
        places.append(done.mapTo(panel, done.rect().topLeft()))
    assert places[0] == places[1]
