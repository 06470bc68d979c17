"""Pass-and-play at one desk (issue 12): a 3-player day on the shipped pack, driven through the table.

Turns rotate by Character Number (S1 "During the Day"); a party forms through the join prompt and explores
(1 Energy per member, S0 "Parties and Party Actions"); a shared location-action cost is split as the players
write it; a party fight runs with two members taking their Strategy phases in turn (rules-decisions.md
"Encounters": parties); Food changes hands (S0 "Resources"); a member dies and the player claims an unclaimed
character at the lowest-numbered revealed location (S0 "Death").
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QEvent, QMimeData, QPointF, Qt
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import click, put_away_moments, put_away_results

from grail_desktop.app.day_views import game_over_view
from grail_desktop.app.party_views import (
    CoopPreferences,
    join_prompt_view,
    party_view,
    save_coop_preferences,
    trade_options,
    turn_view,
)
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog
from grail_desktop.ui.handoff import TRAY_MIME, CoopSettingsDialog
from grail_desktop.ui.party_prompt import JoinPrompt
from grail_desktop.ui.table import TableScreen
from grail_desktop.ui.trade_dialog import GROUND, TradeDialog

PLAYERS = ("Ann", "Bea", "Cai")
COLOURS = ("#c9a45a", "#6f9fb8", "#b86f6f")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign("ynys-wen")


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Autosaves at the Start of the Day go to a scratch folder, not the user's saves."""
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.fixture
def table(app: QApplication, qtbot: QtBot, catalog: Catalog) -> Iterator[TableScreen]:
    trio = [c for c in ("maelon", "ceri", "hywel") if c in catalog.characters]
    assert len(trio) == 3 and len(catalog.characters) >= 4, "the pack has a 4th character to claim"
    session = GameSession.start(catalog, trio, seed=7)
    session.set_seating(trio, PLAYERS, COLOURS)
    screen = TableScreen(session, confirm_pass=False)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    yield screen


def answer_join(
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    joins: dict[str, bool],
    pay: dict[str, int] | None = None,
    seen: list[JoinPrompt] | None = None,
) -> None:
    """The join prompt is modal: answer it on screen, each character's player ticking Join or Stay."""

    def run(prompt: JoinPrompt) -> int:
        prompt.show()
        qtbot.waitExposed(prompt)
        for character, join in joins.items():
            prompt.set_answer(character, join)
        for character, n in (pay or {}).items():
            prompt.pay[character].setValue(n)
        if seen is not None:
            seen.append(prompt)
        click(qtbot, prompt.go)
        return int(prompt.result())

    monkeypatch.setattr(JoinPrompt, "exec", run)


def fight_to_the_end(session: GameSession, limit: int = 80) -> None:
    """Play the encounter through its legal notations only: commit, roll, apply hits, take rewards."""
    for _ in range(limit):
        if session.game.state.encounter is None:
            return
        legal = session.legal_actions()
        pick = next(
            (n for n in legal if n.split()[0] in ("commit", "roll", "apply", "take-reward", "discard")), None
        ) or next((n for n in legal if n in ("resolve", "end-phase")), legal[0])
        assert session.submit(pick), pick
    raise AssertionError("the fight did not end")


def energy(session: GameSession) -> dict[str, int]:
    return {c: ch.energy for c, ch in session.game.state.characters.items()}


def test_three_player_day(table: TableScreen, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, catalog: Catalog) -> None:
    """Turns rotate, a party explores, a shared cost is split, a party fight, Food traded, a death and a claim."""
    session = table.session
    s = session.game.state
    passed: list[str] = []
    table.coop.turn_passed.connect(passed.append)

    # -- the hand-off: Maelon (Character Number 1) acts first; his seat colour frames the window
    assert table.coop.banner.isVisible()
    assert "Maelon Harrow" in table.coop.banner.text.text() and "Ann" in table.coop.banner.text.text()
    assert table.coop.frame.colour == QColor(COLOURS[0])
    assert table.action_panel.party_prompt, "party variants are asked, not listed one by one"
    assert not any(" with " in n for n in table.action_panel.buttons)

    # -- a party explores: Ceri joins, Hywel stays; 1 Energy from each member (S0 "Parties")
    before = energy(session)
    prompts: list[JoinPrompt] = []
    answer_join(monkeypatch, qtbot, {"ceri": True, "hywel": False}, seen=prompts)
    click(qtbot, table.action_panel.buttons["explore"])
    assert prompts and prompts[0].view is not None
    assert {c.seat.character for c in prompts[0].view.candidates} == {"ceri", "hywel"}
    assert s.exploration is not None and s.exploration.party == ["maelon", "ceri"]
    after = energy(session)
    assert (before["maelon"] - after["maelon"], before["ceri"] - after["ceri"], before["hywel"] - after["hywel"]) == (
        1,
        1,
        0,
    )
    party = party_view(session.game, catalog)
    assert party is not None and [m.character for m in party.members] == ["maelon", "ceri"]
    assert "Reading together" in table.coop.banner.party.full_text()  # nc11fix: shorter, so two names fit
    assert len(table.coop._party_items) == 2, "the party's pawns are grouped on the map"
    while s.exploration is not None:
        assert session.submit(next(n for n in session.legal_actions() if n.startswith("choose")))
    put_away_moments(qtbot, table)
    assert passed[-1:] != ["hywel"], "the mouse passes only once the reading's last page is put away"
    click(qtbot, table.journal_close)

    # -- the turn passes to Hywel (Maelon and Ceri acted as a party): banner, frame and flash follow
    assert session.game.current_actor() == "hywel"
    assert passed and passed[-1] == "hywel"
    assert "Hywel Quill" in table.coop.banner.text.text() and "Cai" in table.coop.banner.text.text()
    assert table.coop.frame.colour == QColor(COLOURS[2])

    # -- Food is traded outside actions from the dialog; only Food, Wealth, Items, Secrets are offered
    options = trade_options(session.game, catalog, session.legal_actions())
    assert {o.kind for o in options} <= {"food", "wealth", "item", "secret", "pick-up"}
    assert not any(o.what in ("reputation", "magic", "experience") for o in options)
    dialog = TradeDialog(session, "maelon")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.select("maelon", "hywel", "food")
    dialog.amount.setValue(2)
    food = (s.characters["maelon"].resources["food"], s.characters["hywel"].resources["food"])
    click(qtbot, dialog.give)
    assert (s.characters["maelon"].resources["food"], s.characters["hywel"].resources["food"]) == (
        food[0] - 2,
        food[1] + 2,
    )
    assert session.game.current_actor() == "hywel", "a trade does not use the turn"

    # -- Hywel acts alone: nobody else may join (both acted this round), so no prompt is shown
    view = join_prompt_view(
        session.game, catalog, session.legal_actions(), "location-action", session.players, session.colours
    )
    assert view is not None and all(not c.can_join for c in view.candidates)
    assert all("already acted" in c.why for c in view.candidates)
    monkeypatch.setattr(JoinPrompt, "exec", lambda _self: pytest.fail("no prompt when nobody can join"))
    click(qtbot, table.action_panel.buttons["location-action"])
    assert s.characters["hywel"].acted or session.game.current_actor() == "maelon"

    # -- round 2: Maelon travels north with Ceri (1 Energy each); Hywel passes
    assert session.game.current_actor() == "maelon"
    answer_join(monkeypatch, qtbot, {"ceri": True, "hywel": False})
    table.submit("travel 102")  # what a click on the glowing card sends
    assert s.characters["maelon"].location == s.characters["ceri"].location == 102
    assert s.characters["hywel"].location == 101
    assert session.submit("pass")

    # -- the hunt at 102 as a party; Ceri pays the shared Energy alone, as the players agree
    before = energy(session)
    answer_join(monkeypatch, qtbot, {"ceri": True}, pay={"maelon": 0, "ceri": 1})
    click(qtbot, table.action_panel.buttons["location-action"])
    after = energy(session)
    assert (before["maelon"] - after["maelon"], before["ceri"] - after["ceri"]) == (0, 1)
    assert s.action_log[-1] == "location-action with ceri pay ceri=1"

    # -- a party fight: two members, each taking their own Strategy phases in turn
    enc = s.encounter
    assert enc is not None and [p.character for p in enc.participants] == ["maelon", "ceri"]
    assert table.centre.currentWidget() is table.encounter_board
    turn = turn_view(session.game, catalog, session.players, session.colours)
    assert turn.kind == "encounter" and turn.seat is not None and turn.seat.character == "maelon"
    assert "Party fight" in table.coop.banner.party.full_text() and "in turn" in table.coop.banner.party.full_text()
    for step in ("roll", "end-phase", "roll", "resolve"):
        assert session.submit(step), step
    assert s.encounter is not None and s.encounter.participants[s.encounter.turn].character == "ceri"
    board_view = table.encounter_board.scene.view_model
    assert board_view is not None and board_view.member.character == "ceri", "the board shows whose turn"
    assert "Ceri Halen" in table.coop.banner.text.text() and "Bea" in table.coop.banner.text.text()
    assert table.coop.frame.colour == QColor(COLOURS[1])
    fight_to_the_end(session)
    assert s.encounter is None
    put_away_results(qtbot, table)  # the Victory panel

    # -- the Chronicler answers upkeep prompts for everyone (a preference)
    save_coop_preferences(CoopPreferences(chronicler="ceri"), s)
    table.coop.prefs = CoopPreferences(chronicler="ceri")

    # -- Hywel falls (a logged Chronicler correction sets Health) and dies in the night (co-op countdown)
    assert session.submit("adjust hywel health 0")
    assert s.characters["hywel"].dying
    for _ in range(60):
        if s.pending and s.pending[0].kind == "claim":
            break
        if s.pending and s.pending[0].kind == "rest":
            assert "Chronicler (Bea)" in table.coop.banner.text.text()
        legal = session.legal_actions()
        pick = next((n for n in legal if n in ("pass", "fast", "done")), None) or next(
            n for n in legal if n.split()[0] not in ("trade", "pick-up", "eat")
        )
        assert session.submit(pick), pick
        put_away_results(qtbot, table)
    assert s.characters["hywel"].dead
    assert s.pending and s.pending[0].kind == "claim" and s.pending[0].character == "hywel"
    turn = turn_view(session.game, catalog, session.players, session.colours)
    assert "Cai" in turn.text and "claims" in turn.text, "the dead character's player answers"

    # -- the player claims the unclaimed character (its setup shown), set up at the lowest-numbered location
    unclaimed = s.pending[0].options[0]
    over = game_over_view(session.game, catalog, session.legal_actions())
    assert over is not None and over.kind == "claim"
    assert "Strategy" in over.choices[0].detail and catalog.characters[unclaimed].trait in over.choices[0].detail
    lowest = min(int(n) for n in s.locations)
    assert session.submit(f"claim {unclaimed}")
    assert s.characters[unclaimed].location == lowest and not s.characters[unclaimed].dead
    assert session.players[unclaimed] == "Cai" and session.colours[unclaimed] == COLOURS[2]
    assert unclaimed in table.trays.trays
    dead_tab = list(table.trays.trays).index("hywel")
    assert table.trays.tabText(dead_tab).startswith("✝"), "the fallen character's tray is marked"


def test_member_without_energy_stays_behind(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """A character who cannot pay 1 Energy is not offered Join and the prompt says why (S0 "Parties": a member
    who cannot pay drops out)."""
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=7)
    assert session.submit("adjust ceri energy 0")
    view = join_prompt_view(session.game, catalog, session.legal_actions(), "explore", {}, {})
    assert view is not None and len(view.candidates) == 1
    assert not view.candidates[0].can_join and "Energy" in view.candidates[0].why
    prompt = JoinPrompt(session, "explore")
    qtbot.addWidget(prompt)
    assert "ceri" not in prompt.join and prompt.findChild(QWidget, "cannot:ceri") is not None
    assert prompt.notation() == "explore"


def test_banner_can_be_turned_off(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """One person playing several characters turns the hand-off banner off; the frame still shows the turn."""
    save_coop_preferences(CoopPreferences(banner=False))
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=7)
    screen = TableScreen(session, confirm_pass=False)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    assert not screen.coop.banner.text.isVisible(), "no hand-off text"
    assert screen.coop.banner.trade_button.isVisible(), "trading stays at hand"
    assert screen.coop.frame.isVisible()
    assert screen.coop.frame.colour == QColor(catalog.characters["maelon"].colour)


def test_tray_dropped_on_a_tab_opens_the_trade(
    table: TableScreen, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dragging one character's tray onto another's tab opens the trade dialog between them (S0 "Resources":
    characters on one location hand things over outside actions)."""
    opened: list[tuple[str, str]] = []

    def run(dialog: TradeDialog) -> int:
        opened.append((str(dialog.giver.currentData()), str(dialog.receiver.currentData())))
        return 0

    monkeypatch.setattr(TradeDialog, "exec", run)
    bar = table.trays.tabBar()
    mime = QMimeData()
    mime.setData(TRAY_MIME, QByteArray(b"maelon"))
    target = bar.tabRect(2).center()
    for kind in (QEvent.Type.DragEnter, QEvent.Type.Drop):
        event: QDropEvent = (
            QDragEnterEvent(
                target, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
            )
            if kind == QEvent.Type.DragEnter
            else QDropEvent(
                QPointF(target),
                Qt.DropAction.CopyAction,
                mime,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            )
        )
        QApplication.sendEvent(bar, event)
        assert event.isAccepted()
    assert opened == [("maelon", "hywel")]


def test_seats_come_back_with_a_loaded_save(app: QApplication, qtbot: QtBot, catalog: Catalog, tmp_path: Path) -> None:
    """Player names and colours are kept by campaign (not in the save sheet) and return when it is loaded."""
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=5)
    session.set_seating(["maelon", "ceri"], ["Ann", "Bea"], ["#7fae7a", "#6f9fb8"])
    path = session.save(tmp_path / "coop.toml")
    loaded = GameSession.load(path, catalog)
    screen = TableScreen(loaded, confirm_pass=False)
    qtbot.addWidget(screen)
    assert loaded.players == {"maelon": "Ann", "ceri": "Bea"}
    assert "Ann" in screen.coop.banner.text.text()
    assert screen.coop.frame.colour == QColor("#7fae7a")


def test_a_death_with_nobody_left_to_claim_ends_in_failure(app: QApplication, qtbot: QtBot, catalog: Catalog) -> None:
    """Four players: with no unclaimed character left, a dead character's player sits out while the others play
    on (rules-decisions.md "Parties"); when nobody is left playing the game ends in failure and the Allmother's
    Mercy is offered (S0 "Death", "Allmother's Mercy"); the banner asks everyone to decide together."""
    four = sorted(catalog.characters, key=lambda c: catalog.characters[c].number)[:4]
    assert len(four) == 4
    session = GameSession.start(catalog, four, seed=3)
    screen = TableScreen(session, confirm_pass=False)
    qtbot.addWidget(screen)
    s = session.game.state
    assert session.submit(f"adjust {four[-1]} health 0")

    def play_until(done: object, steps: int = 120) -> None:
        for _ in range(steps):
            if done():  # type: ignore[operator]
                return
            legal = session.legal_actions()
            pick = next((n for n in legal if n in ("pass", "fast", "done")), None) or next(
                n for n in legal if n.split()[0] not in ("trade", "pick-up", "eat")
            )
            assert session.submit(pick), pick

    play_until(lambda: s.characters[four[-1]].dead)
    assert s.phase != "over" and any(e.kind == "SatOut" for e in session.events)
    for c in four[:-1]:
        if s.phase != "over" and s.encounter is None:
            session.submit(f"adjust {c} health 0")
    play_until(lambda: s.phase == "over", 300)
    assert s.outcome == "failure"
    assert session.legal_actions() == ["mercy"]
    assert screen.coop.turn().kind == "over" and "together" in screen.coop.banner.text.text()


def test_items_of_the_fallen_are_picked_up_from_the_map(
    app: QApplication, qtbot: QtBot, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A dead character's Items stay on their location (S0 "Death"): a badge on the map card opens the trade
    dialog at "The ground here" for a character standing there, who picks them up."""
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=7)
    s = session.game.state
    for n in ("travel 104 with ceri", "travel 109 with ceri", "trade ceri maelon wealth 1", "location-action"):
        assert session.submit(n), n
    carried = list(s.characters["maelon"].items)
    assert carried, "the Saltpans' action drew an Item"
    assert session.submit("adjust maelon health 0")
    for _ in range(60):
        if s.pending and s.pending[0].kind == "claim":
            break
        legal = session.legal_actions()
        pick = next((n for n in legal if n in ("pass", "fast", "done")), None) or next(
            n for n in legal if n.split()[0] not in ("trade", "pick-up", "eat")
        )
        assert session.submit(pick), pick
    assert session.submit(session.legal_actions()[0])  # claim
    assert s.locations["109"].items == carried
    screen = TableScreen(session, confirm_pass=False)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    badges = screen.coop._ground_items
    assert len(badges) == 1 and "Click to pick up" in badges[0].toolTip()
    picked: list[str] = []

    def run(dialog: TradeDialog) -> int:
        assert dialog.giver.currentData() == GROUND and dialog.receiver.currentData() == "ceri"
        assert dialog.give.text() == "Pick up"
        picked.append(str(dialog.notation()))
        return int(dialog.submit())

    monkeypatch.setattr(TradeDialog, "exec", run)
    badges[0].on_click()
    assert picked == [f"pick-up ceri {carried[0]}"]
    assert carried[0] in s.characters["ceri"].items and not s.locations["109"].items
    assert not screen.coop._ground_items, "the badge goes when the ground is empty"


def test_the_banner_keeps_its_height_as_turns_pass(table: TableScreen, qtbot: QtBot) -> None:
    """Newcomer 10: the banner grew from 2 to 4 lines during a party reading and the map and journal under it
    jumped. Its height is the same for a lone turn, a party line and a long one; the whole line is its tooltip."""
    banner = table.coop.banner
    QApplication.processEvents()
    height = banner.height()
    view = banner.view
    assert view is not None
    long_party = "Reading together: " + " · ".join(["Maelon Harrow", "Ceri Halen", "Hywel Quill"] * 3)
    for party in ("", "Party fight: Maelon Harrow · Ceri Halen", long_party):
        banner.sync(view, party)
        QApplication.processEvents()
        assert banner.height() == height, party
    assert banner.party.toolTip() == long_party and banner.party.full_text() == long_party


def test_a_party_of_two_reading_is_named_whole_in_the_banner_at_1280_by_800(table: TableScreen, qtbot: QtBot) -> None:
    """Newcomer 11: "Party reading the journal together: Maelon Harrow · Ceri…" was cut in the banner with
    nothing to read it whole. Since nc12 the banner is one line: at 1280 × 800 who takes the mouse reads whole,
    the party line gives way first, and the whole party is the banner's tooltip and accessible description."""
    from grail_desktop.app.party_views import PartyView, Seat

    table.resize(1280, 800)
    QApplication.processEvents()
    banner = table.coop.banner
    view = banner.view
    assert view is not None and view.seat is not None
    two = (Seat("maelon", "Maelon Harrow", "Ann", COLOURS[0]), Seat("ceri", "Ceri Halen", "Bea", COLOURS[1]))
    text = PartyView(two, "reading the journal together", None).text
    assert text == "Reading together: Maelon Harrow · Ceri Halen"
    banner.sync(view, text)
    QApplication.processEvents()
    shown = banner.text.text()
    assert view.seat.name in shown and f"{view.seat.player}, take the mouse." in shown, shown
    assert banner.party.full_text() == text and banner.party.toolTip() == text
    assert text in banner.toolTip() and text in banner.accessibleDescription()
    assert banner.party.isVisible() and banner.party.width() >= 40, "the party line keeps its first words"


def test_the_players_dialog_has_its_title_and_frame(
    table: TableScreen, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A newcomer (nc12): "Players…" opened a box with no title or frame that blended into the table. It shows
    its title in the app's heading and the accent frame the theme gives it."""
    seen: dict[str, object] = {}

    def look(dialog: CoopSettingsDialog) -> int:
        title = dialog.findChild(QLabel, "dialogTitle")
        seen["title"] = title.text() if title is not None else None
        seen["frame"] = "QDialog#coopSettings" in (QApplication.instance().styleSheet() or "")  # type: ignore[union-attr]
        return 0

    monkeypatch.setattr(CoopSettingsDialog, "exec", look)
    click(qtbot, table.coop.banner.settings_button)
    assert seen == {"title": "Players at this table", "frame": True}


def test_the_banner_is_one_line_and_the_journal_page_keeps_its_room_at_1280_by_800(
    app: QApplication, qtbot: QtBot, catalog: Catalog
) -> None:
    """A newcomer (nc12): at 1280 × 800 the 70 px hand-off banner left the journal page two lines of story and
    cut the encounter board's hand row. It is one line now, at most about two text lines high, its whole text
    on hover and in its accessible description, and the journal page is nearly as tall as a solo game's."""

    def journal_height(characters: list[str]) -> tuple[int, TableScreen]:
        session = GameSession.start(catalog, characters, seed=7)
        if len(characters) > 1:
            session.set_seating(characters, PLAYERS[: len(characters)], COLOURS[: len(characters)])
        screen = TableScreen(session, confirm_pass=False)
        qtbot.addWidget(screen)
        screen.resize(1280, 800)
        screen.show()
        qtbot.waitExposed(screen)
        screen.stage.page("journal")
        QApplication.processEvents()
        return screen.stage.height(), screen

    solo, _ = journal_height(["maelon"])
    pair, screen = journal_height(["maelon", "ceri"])
    banner = screen.coop.banner
    assert banner.isVisible() and banner.text.isVisible()
    line = banner.fontMetrics().lineSpacing()
    assert banner.height() <= 2.5 * line, (banner.height(), line)
    assert solo - pair <= banner.height() and solo - pair <= 2.5 * line, (solo, pair)
    view = banner.view
    assert view is not None
    party = "Reading together: Maelon Harrow · Ceri Halen"
    banner.sync(view, party)
    assert view.text in banner.toolTip() and party in banner.toolTip()
    assert banner.accessibleDescription() == banner.toolTip()
