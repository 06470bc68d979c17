"""A long chain scrolls inside its own row; the enemy, the dice pool, the Roll button and the hand stay in sight
at 1280×800 (issue 18, newcomer 8: once the chain held four cards, the board scrolled sideways and took the enemy
and the pool out of sight). The row's arrows and the wheel bring the older cards back (S2 "Play": a chain grows
to the right, its newest card's right edge is where the next card meets it)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot
from ui_testkit import fight_step, fight_table

from grail_desktop.ui.board_faces import ENEMY_FACE_W, FACE_W
from grail_desktop.ui.encounter_items import ButtonItem

ROUND = ("draw", "end-phase", "commit", "roll", "resolve")


def in_sight(view_rect: QRect, rect: QRect) -> bool:
    return view_rect.contains(rect)


def test_the_enemy_and_the_pool_stay_in_sight_as_the_chain_grows(qtbot: QtBot) -> None:
    table, session = fight_table(qtbot, "gorse-boar", seed=4)
    game = session.game
    board = table.encounter_board
    scene, view = board.scene, board.view
    for _ in range(120):  # play onto chain 1 whenever a card fits, else take the round's next step
        if len(game.state.encounter.enemies[0].chain) >= 5:
            break
        fight_step(table, ROUND, play=" on 1")
    assert game.state.encounter is not None and len(game.state.encounter.enemies[0].chain) >= 5
    assert view.size().width() < 1000, "the stage is narrower than the chain (the case to check)"
    seen = view.viewport().rect()

    def shown(item: QGraphicsItem | QRectF) -> QRect:
        rect = item if isinstance(item, QRectF) else item.sceneBoundingRect()
        return view.mapFromScene(rect).boundingRect()

    assert view.horizontalScrollBar().maximum() == 0, "the board itself never scrolls sideways for a chain"
    assert in_sight(seen, shown(scene.enemies[1])), "the enemy is in sight"
    assert scene.active_area is not None and scene.roll_button is not None
    assert in_sight(seen, shown(scene.active_area)) and in_sight(seen, shown(scene.roll_button)), "the dice"
    pool_box = scene.active_area.sceneBoundingRect().translated(-238, 0)  # the pool's box, left of the active dice
    assert in_sight(seen, shown(pool_box)), "the pool"
    assert in_sight(seen, shown(scene.spots[1])), "the chain's free place, where the next card goes"
    newest = scene.chains[1][-1]
    assert in_sight(seen, shown(newest)), "its newest card"
    oldest = scene.chains[1][0]
    assert oldest.scenePos().x() + FACE_W <= ENEMY_FACE_W, "scrolled out of its row"
    assert oldest.isClipped(), "the older cards are out of the row, not drawn over the enemy"
    back = [i for i in scene.items() if isinstance(i, ButtonItem) and i.label.startswith("‹")]
    assert len(back) == 1
    scrolls = 0
    while scene.scroll_chain(1, -1):
        scrolls += 1
    assert scrolls >= 1
    oldest = scene.chains[1][0]
    assert oldest.scenePos().x() >= ENEMY_FACE_W, "back in its row"
    assert in_sight(seen, shown(scene.enemies[1])), "the enemy still in sight"
    assert [i for i in scene.items() if isinstance(i, ButtonItem) and i.label == "›"], "a way on to the newest"
    assert session.submit(next(n for verb in ROUND for n in map(str, game.legal_actions()) if n.startswith(verb)))
    QApplication.processEvents()


def test_a_wide_stage_shows_more_of_the_chain_before_it_scrolls(qtbot: QtBot) -> None:
    """At 1920×1080 the chains reach as far as the stage shows: three cards and the free place lie whole in their
    row, with no arrow to scroll it (the board's width at 1280×800 would scroll them)."""
    table, session = fight_table(qtbot, "gorse-boar", seed=4)
    table.resize(1920, 1080)
    QApplication.processEvents()
    game = session.game
    scene, view = table.encounter_board.scene, table.encounter_board.view
    for _ in range(120):
        if len(game.state.encounter.enemies[0].chain) >= 3:
            break
        fight_step(table, ROUND, play=" on 1")
    QApplication.processEvents()
    assert len(scene.chains[1]) == 3
    assert all(card.scenePos().x() >= ENEMY_FACE_W for card in scene.chains[1]), "no card scrolled out"
    assert not [i for i in scene.items() if isinstance(i, ButtonItem) and i.label.startswith(("‹", "›"))]
    seen = view.viewport().rect()
    assert seen.contains(view.mapFromScene(scene.spots[1].sceneBoundingRect()).boundingRect())
    assert view.horizontalScrollBar().maximum() == 0
