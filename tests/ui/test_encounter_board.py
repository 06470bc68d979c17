"""The encounter board (issue 9), driven through real mouse and key events on the board's viewport.

Fights are started through the engine's public route (``Game.start_fight``) on the shipped pack ``ynys-wen``
with a fixed seed; every change then goes through the board → ``GameSession.submit``. Rules checked:
S2 "Play" (a card may be played only where one of its strike positions meets a node; each meeting strike
effect resolves once), S2 "Commit" / "Roll" / "Apply" (only dice of the dial's colour apply; a hit deals 1),
rules-decisions.md "Resolve phase" (After effects, committed dice exhausted, the dial turns).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from grail_desktop.app.encounter_view import encounter_view, play_preview
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog
from grail_desktop.ui import dialogs
from grail_desktop.ui.encounter_board import EncounterBoard
from grail_desktop.ui.encounter_items import DieItem, HandCardItem
from grail_desktop.ui.table import TableScreen


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign("ynys-wen")


def start(catalog: Catalog, enemy: str, seed: int) -> GameSession:
    """A solo session (Maelon) in a fight against ``enemy``, started by the engine's public route."""
    session = GameSession.start(catalog, ["maelon"], seed=seed)
    game = session.game
    game.start_fight(["maelon"], [enemy], "test", game.state.characters["maelon"].location)
    assert game.state.encounter is not None
    return session


def split_hand(session: GameSession) -> tuple[list[str], list[str]]:
    """Hand cards playable on chain 1, and those that are not."""
    hand = session.game.state.encounter.current().hand
    legal = [c for c in hand if session.is_legal(f"play {c} on 1")]
    return legal, [c for c in hand if c not in legal]


@pytest.fixture
def mixed(catalog: Catalog) -> GameSession:
    """A fight against the Starved Hound (one middle node) with both a playable and an unplayable card."""
    for seed in range(1, 60):
        session = start(catalog, "starved-hound", seed)
        legal, illegal = split_hand(session)
        if legal and illegal:
            return session
    raise AssertionError("no seed deals both a playable and an unplayable card")


def make_board(qtbot: QtBot, session: GameSession, colour_blind: bool = False) -> EncounterBoard:
    board = EncounterBoard(session, colour_blind=colour_blind, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1500, 900)
    board.show()
    qtbot.waitExposed(board)
    QApplication.processEvents()
    return board


def at(board: EncounterBoard, item: QGraphicsItem, where: QPointF | None = None) -> QPoint:
    """Viewport coordinates of ``item``'s centre (or of scene point ``where``)."""
    point = where if where is not None else item.sceneBoundingRect().center()
    board.view.ensureVisible(QRectF(point.x() - 40, point.y() - 40, 80, 80))
    QApplication.processEvents()
    return board.view.mapFromScene(point)


def drag(board: EncounterBoard, start: QPoint, end: QPoint, release: bool = True) -> None:
    """Press, move in steps and (optionally) release the left button on the board's viewport."""
    viewport = board.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        QTest.mouseMove(viewport, point)
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()


def click(board: EncounterBoard, point: QPoint) -> None:
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()


def hand_item(board: EncounterBoard, card: str) -> HandCardItem:
    return next(c for c in board.scene.hand if c.face.id == card)


def test_drag_to_a_legal_chain_end_plays_the_card_and_resolves_its_strikes(qtbot: QtBot, mixed: GameSession) -> None:
    """S2 "Play": dropped at the end of chain 1, the card joins the chain and its meeting strikes resolve."""
    board = make_board(qtbot, mixed)
    card = split_hand(mixed)[0][0]
    enc = mixed.game.state.encounter
    log_before = len(enc.log)
    spot = board.scene.spots[1]
    drag(board, at(board, hand_item(board, card)), at(board, spot))
    enc = mixed.game.state.encounter
    assert [c.card for c in enc.enemies[0].chain] == [card]
    assert card not in enc.current().hand
    name = mixed.catalog.cards[card].name
    assert any(line.startswith(f"{name}:") for line in enc.log[log_before:]), "a strike effect resolved"
    assert board.scene.chains[1][0].face.id == card, "the board shows the card in the chain"
    assert board.log.count() == len(enc.log)


def test_drag_shows_legal_spots_matching_nodes_and_resolving_effects_before_release(
    qtbot: QtBot, mixed: GameSession
) -> None:
    """While a playable card hovers over chain 1 the spot glows, the enemy's met nodes light up and the
    strike effects that would resolve are marked; nothing is played until release."""
    board = make_board(qtbot, mixed)
    card = split_hand(mixed)[0][0]
    item = hand_item(board, card)
    spot = board.scene.spots[1]
    drag(board, at(board, item), at(board, spot), release=False)
    scene = board.scene
    assert item.dragging and spot.legal and spot.hovered
    view = encounter_view(mixed.game, mixed.catalog, mixed.legal_actions())
    assert view is not None
    matched, resolving = play_preview(item.face, view.enemies[0].end_nodes)
    assert scene.preview == (matched, resolving) and resolving
    assert scene.enemies[1].lit == frozenset(p for p in view.enemies[0].end_nodes if p in matched)
    assert mixed.game.state.encounter.enemies[0].chain == [], "nothing is played before release"
    QTest.mouseRelease(
        board.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(board, spot)
    )
    assert [c.card for c in mixed.game.state.encounter.enemies[0].chain] == [card]


def test_an_illegal_drop_snaps_back_and_says_why(qtbot: QtBot, mixed: GameSession) -> None:
    """S2 "Play": a card none of whose strike positions meets the Hound's node cannot follow it."""
    board = make_board(qtbot, mixed)
    card = split_hand(mixed)[1][0]
    item = hand_item(board, card)
    home = item.pos()
    drag(board, at(board, item), at(board, board.scene.spots[1]))
    enc = mixed.game.state.encounter
    assert card in enc.current().hand and enc.enemies[0].chain == []
    assert item.pos() == home, "the card snapped back to the hand"
    assert mixed.why_not(f"play {card} on 1"), "the session refuses it too"
    name = mixed.catalog.cards[card].name
    banner = board.scene.banner
    assert f"{name} cannot be played against " in banner and "chain 1" not in banner
    assert "no strike position" in banner and "Starved Hound" in banner, "the machine's reason names the nodes"
    assert board.reason.text() == banner


def test_commit_roll_and_apply_dice_by_click_and_drag(qtbot: QtBot, catalog: Catalog) -> None:
    """S2 Commit / Roll / Apply: a pool die is committed by a click and by a drag, Roll rolls them, a hit of
    the dial's colour dragged onto the enemy deals its hits; off-colour dice say why they cannot apply."""
    session = start(catalog, "starved-hound", seed=4)  # dial red
    board = make_board(qtbot, session)
    scene = board.scene
    red = [d for d in scene.pool if d.colour == "red"]
    click(board, at(board, red[0]))
    member = session.game.state.encounter.current()
    assert [d.colour for d in member.active] == ["red"]
    blue = next(d for d in board.scene.pool if d.colour == "blue")
    drag(board, at(board, blue), at(board, board.scene.active_area))
    assert [d.colour for d in session.game.state.encounter.current().active] == ["red", "blue"]
    while any(d.colour == "red" for d in board.scene.pool):  # every red die, one click each
        click(board, at(board, next(d for d in board.scene.pool if d.colour == "red")))
    qtbot.mouseClick(board.buttons["roll"], Qt.MouseButton.LeftButton)
    enc = session.game.state.encounter
    assert enc.step == "apply" and all(d.face is not None for d in enc.current().active)
    blue_item = next(d for d in board.scene.active if d.colour == "blue")
    assert blue_item.die is not None and not blue_item.die.targets
    assert blue_item.die.face == "miss" or "only red dice" in blue_item.die.why
    hits = [d for d in board.scene.active if d.die is not None and d.die.targets]
    if not hits:
        pytest.fail("seed 4 should roll at least one red hit")
    target: DieItem = hits[0]
    assert target.die is not None
    dealt = {"hit": 1, "double-hit": 2}[target.die.face or ""]
    number = target.die.number
    before = enc.enemies[0].hits
    drag(board, at(board, target), at(board, board.scene.enemies[1]))
    assert any(e.kind == "DieApplied" for e in session.events[-4:])
    enc = session.game.state.encounter
    if enc is not None:
        assert enc.enemies[0].hits == before + dealt
        assert enc.current().active[number - 1].applied
    else:  # the hit defeated the Hound and the fight ended at once
        assert any(e.kind == "EnemyDefeated" for e in session.events)


def test_clicking_the_deck_draws_and_keys_play_a_card(qtbot: QtBot, catalog: Catalog) -> None:
    """S2 Strike: drawing is a strike; the number key selects a card, Enter plays it on the focused chain."""
    session = start(catalog, "gorse-boar", seed=3)
    board = make_board(qtbot, session)
    before = len(session.game.state.encounter.current().hand)
    assert board.scene.deck_item is not None
    click(board, at(board, board.scene.deck_item))
    enc = session.game.state.encounter
    assert len(enc.current().hand) == before + 1 and enc.struck

    session2 = start(catalog, "gorse-boar", seed=3)
    board2 = make_board(qtbot, session2)
    legal, _ = split_hand(session2)
    number = session2.game.state.encounter.current().hand.index(legal[0]) + 1
    board2.activateWindow()
    board2.view.setFocus()
    QApplication.processEvents()
    assert board2.view.hasFocus()
    QTest.keyClick(board2.view, Qt.Key.Key_Tab)
    assert not board2.view.hasFocus(), "with nothing selected Tab leaves the board (no keyboard trap)"
    board2.view.setFocus()
    QTest.keyClick(board2.view, str(number))
    assert board2.scene.selected_card == legal[0] and board2.scene.spots[1].legal
    QTest.keyClick(board2.view, Qt.Key.Key_Right)  # arrows cycle the legal chains (Tab moves on, issue 28)
    assert board2.scene.focus_target == 1
    QTest.keyClick(board2.view, Qt.Key.Key_Return)
    assert [c.card for c in session2.game.state.encounter.enemies[0].chain] == [legal[0]]


def fight_steps(board: EncounterBoard, session: GameSession) -> Iterator[str]:
    """Play one fight through the board's items: a playable card (dragged), every die committed (clicked),
    Roll, every applicable hit (dragged onto the enemy), then Resolve; discards and rewards by click."""
    while session.game.state.encounter is not None:
        scene = board.scene
        enc = session.game.state.encounter
        if scene.discarding is not None:
            click(board, at(board, scene.hand[0]))
            yield "discard"
        elif enc.reward_offer:
            qtbot_click(board, "take-reward 1")
            yield "reward"
        elif enc.step == "strike" and (playable := [c for c in scene.hand if c.playable]):
            chain = scene.legal_chains(playable[0].face.id)[0]
            drag(board, at(board, playable[0]), at(board, scene.spots[chain]))
            yield "play"
        elif enc.step in ("strike", "commit") and scene.pool:
            click(board, at(board, scene.pool[0]))
            yield "commit"
        elif enc.step in ("strike", "commit"):
            qtbot_click(board, "roll")
            yield "roll"
        elif hits := [d for d in scene.active if d.die is not None and d.die.targets]:
            drag(board, at(board, hits[0]), at(board, scene.enemies[hits[0].die.targets[0]]))
            yield "apply"
        else:
            qtbot_click(board, "resolve")
            if board.scene.overlay_lines and board.scene.interactive:
                board.scene.dismiss_overlay()
            yield "resolve"


def qtbot_click(board: EncounterBoard, notation: str) -> None:
    button = board.buttons[notation]
    assert button.isEnabled(), (notation, button.toolTip())
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def test_a_scripted_fight_is_won_on_the_table_and_the_map_returns(
    qtbot: QtBot, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seeded fight against the Starved Hound, won through the board inside the table: the centre shows
    the board during the encounter, the Resolve phase step by step, the outcome, then the map again."""
    monkeypatch.setattr(dialogs, "ask", lambda *a, **k: False)
    save_preferences(Preferences(animation_speed=0))  # what MainWindow.preferences would pass in
    session = start(catalog, "starved-hound", seed=5)
    table = TableScreen(session)
    qtbot.addWidget(table)
    table.resize(1500, 950)
    table.show()
    qtbot.waitExposed(table)
    board = table.encounter_board
    assert board.scene.animation_speed == 0
    assert table.centre.currentWidget() is board, "the board replaces the map during the encounter"
    steps = []
    resolves_seen: list[list[str]] = []
    for step in fight_steps(board, session):
        steps.append(step)
        if step == "resolve" and board.scene.overlay_lines:
            resolves_seen.append(list(board.scene.overlay_lines))
        assert len(steps) < 80, steps
    assert "play" in steps and "roll" in steps and "apply" in steps and "reward" in steps
    assert any(e.kind == "EncounterOutcome" and e.get("won") == 1 for e in session.events), "the fight is won"
    assert board.scene.ended and board.scene.overlay_title == "Victory"
    log = [board.log.item(i).text() for i in range(board.log.count())]
    assert sum("won" in line for line in log) == 1, "the fight's log says the win once (a newcomer, nc12)"
    assert any("The dial turns" in line for lines in resolves_seen for line in lines) or any(
        "The dial turns" in line for line in board.scene.overlay_lines
    )
    assert table.centre.currentWidget() is board, "the outcome stays until the player leaves it"
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert table.centre.currentWidget() is table.map_view
    assert session.game.state.encounter is None


def test_resolve_is_shown_step_by_step(qtbot: QtBot, catalog: Catalog) -> None:
    """rules-decisions.md "Resolve phase": After effects, exhausted dice and the dial turning are listed."""
    session = start(catalog, "gorse-boar", seed=3)  # dial gold
    board = make_board(qtbot, session)
    click(board, at(board, next(d for d in board.scene.pool if d.colour == "red")))
    qtbot_click(board, "roll")
    qtbot_click(board, "resolve")
    lines = board.scene.overlay_lines
    assert any(line.startswith("After effect of ") for line in lines)
    assert any("exhausts 1 committed die." in line for line in lines)
    assert any(line == "The dial turns to red." for line in lines)
    assert board.scene.overlay is not None and board.scene.overlay.shown == len(lines)
    assert session.game.state.encounter.dial == "red"
    assert board.scene.dial_item is not None
    assert [n for c, n in board.scene.view_model.member.exhausted if c == "red"] == [1]


def test_colour_blind_nodes_are_drawn_with_shapes(qtbot: QtBot, catalog: Catalog) -> None:
    """ux.md Settings: colour-blind node symbols change what is painted (shape as well as colour)."""
    session = start(catalog, "gorse-boar", seed=3)
    images = []
    for colour_blind in (False, True):
        board = make_board(qtbot, session, colour_blind=colour_blind)
        image = QImage(600, 400, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        board.scene.render(painter, target=image.rect().toRectF(), source=board.scene.enemies[1].sceneBoundingRect())
        painter.end()
        images.append(image)
    assert images[0] != images[1]


def test_diplomacy_uses_the_same_board_with_its_own_deck_and_labels(qtbot: QtBot, catalog: Catalog) -> None:
    """docs/encounters.md: diplomacy runs on the same machine; only the deck and the labels differ."""
    session = start(catalog, "market-quarrel", seed=3)
    board = make_board(qtbot, session)
    view = board.scene.view_model
    assert view is not None and view.kind == "diplomacy" and view.labels.kind == "Diplomacy"
    assert board.scene.deck_item is not None and board.scene.deck_item.title == "Diplomacy"
    deck = session.game.state.encounter.current().deck
    assert board.scene.deck_item.count == len(deck)
    assert {c.face.id for c in board.scene.hand} <= set(session.catalog.characters["maelon"].diplomacy_deck)
    assert "persuasion" in board.scene.enemies[1].toolTip()


def test_a_card_owed_to_a_during_effect_is_discarded_by_clicking_it(qtbot: QtBot, catalog: Catalog) -> None:
    """docs/encounters.md "Decided here": discards are choices ('discard-card'); the Black Mere Pike's During
    effect makes the member discard 1 card at the start of the turn."""
    session = start(catalog, "mere-pike", seed=3)
    enc = session.game.state.encounter
    assert enc.current().pending_discards == 1
    board = make_board(qtbot, session)
    assert board.scene.discarding == "maelon"
    card = board.scene.hand[0].face.id
    click(board, at(board, board.scene.hand[0]))
    member = session.game.state.encounter.current()
    assert member.discard == [card] and member.pending_discards == 0
    assert board.scene.discard_item is not None and board.scene.discard_item.count == 1
    assert board.scene.discarding is None


def test_the_escape_key_asks_and_pays_the_escape_cost(
    qtbot: QtBot, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rules-decisions.md "Escape": before the first strike the member may escape by paying every standing
    enemy's escape cost (the Gorse Boar's: lose 1 Health); the board asks first, saying the price in all and what
    Maelon's trait adds (Spurless: 1 Terror on every escape; issue 19)."""
    asked: list[str] = []

    def answer(*args: object, **kwargs: object) -> bool:
        asked.append(str(args[2]))
        return True

    monkeypatch.setattr(dialogs, "ask", answer)
    session = start(catalog, "gorse-boar", seed=3)
    health = session.game.state.characters["maelon"].health
    terror = session.game.state.characters["maelon"].terror
    board = make_board(qtbot, session)
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    assert asked and (
        "You pay: 1 Health and 1 Terror in all (the enemies ask 1 Health; 1 Terror more: Maelon Harrow's trait, "
        "Spurless" in asked[0]
    ), asked[0]
    assert session.game.state.encounter is None
    assert session.game.state.characters["maelon"].health == health - 1
    assert session.game.state.characters["maelon"].terror == terror + 1
    assert board.scene.ended and board.scene.overlay_title == "The encounter is over"
    assert board.active, "the outcome stays on the board until the player moves on"
    day_action = next(n for n in session.legal_actions() if n != "pass")
    with qtbot.waitSignal(board.finished, timeout=2000):
        session.submit(day_action)  # e.g. from the action panel
    assert not board.active


def test_roll_animation_runs_and_settles_on_the_rolled_faces(qtbot: QtBot, catalog: Catalog) -> None:
    """The roll shows a short tumble at animation speed 2 (speed 0, used elsewhere, shows the faces at once)."""
    session = start(catalog, "gorse-boar", seed=3)
    board = make_board(qtbot, session)
    board.set_preferences(False, 2)
    click(board, at(board, board.scene.pool[0]))
    board.scene.roll()
    assert board.scene.rolling_frame is not None, "the dice tumble first"
    timer = board.scene._roll_timer
    assert timer.isActive() and timer.interval() == 40, "speed 2 tumbles at 40 ms a frame"
    # The frames are driven by hand: on a loaded machine the timer's ticks may come late, and the
    # test is about where the tumble ends, not how fast (a 5 s wait once timed out in CI).
    for _ in range(20):
        if board.scene.rolling_frame is None:
            break
        timer.timeout.emit()
    assert board.scene.rolling_frame is None and not timer.isActive(), "the tumble stops after ten frames"
    faces = [d.die.face for d in board.scene.active if d.die is not None]
    assert faces == [d.face for d in session.game.state.encounter.current().active]
    assert all(f is not None for f in faces)
