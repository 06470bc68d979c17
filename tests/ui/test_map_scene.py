"""The map scene: cards, keys, slots, Menhirs, pawns, travel highlights; idempotent sync; a full-size map."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.sample import sample_world
from grail_desktop.app.views import map_view, vanishing_locations
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.ui.map_scene import MapGraphicsView, MapScene, cell_origin


def test_day_one_map_shows_start_and_neighbours(app: QApplication) -> None:
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, characters=["maelon"], seed=2)
    legal = [str(a) for a in game.legal_actions()]
    view = map_view(game, catalog, legal)
    scene = MapScene()
    scene.sync(view)
    assert set(scene.cards) == {int(n) for n in game.state.locations}
    targets = {n for n, item in scene.cards.items() if item.card.travel_target}
    assert targets == {int(n.split()[1]) for n in legal if n.startswith("travel ")}
    assert scene.cards[101].menhir_dial == game.state.menhirs["101"].dial
    assert list(scene.pawns) == ["maelon"] and scene.pawns["maelon"].pawn.active
    assert view.open_slots, "keys that point at unrevealed cards are drawn as faint slots"


def test_sync_is_idempotent(app: QApplication) -> None:
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, characters=["maelon"], seed=2)
    view = map_view(game, catalog, [])
    scene = MapScene()
    scene.sync(view)
    first = sorted((type(i).__name__, i.pos().x(), i.pos().y()) for i in scene.items())
    scene.sync(view)
    assert sorted((type(i).__name__, i.pos().x(), i.pos().y()) for i in scene.items()) == first


def test_a_thirty_card_map_draws_with_vanishing_cards_marked(app: QApplication, qtbot: QtBot) -> None:
    catalog = load_campaign("ynys-wen")
    game = sample_world(catalog, 30, "maelon")
    scene = MapScene()
    view = map_view(game, game.catalog, [])
    scene.sync(view)
    assert len(scene.cards) == 30
    fading = {n for n, item in scene.cards.items() if item.card.vanishing}
    assert fading == vanishing_locations(game.state) and fading, "cards beyond every Menhir's range fade"
    graphics = MapGraphicsView(scene)
    qtbot.addWidget(graphics)
    graphics.resize(900, 600)
    graphics.show()
    image = graphics.grab()
    assert not image.isNull()


def test_dragging_the_pawn_onto_a_glowing_card_requests_travel(app: QApplication, qtbot: QtBot) -> None:
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, characters=["maelon"], seed=2)
    legal = [str(a) for a in game.legal_actions()]
    scene = MapScene()
    scene.sync(map_view(game, catalog, legal))
    view = MapGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 800)
    view.show()
    qtbot.waitExposed(view)
    target = next(item for item in scene.cards.values() if item.card.travel_target)
    pawn = scene.pawns["maelon"]
    start = view.mapFromScene(pawn.sceneBoundingRect().center())
    end = view.mapFromScene(target.sceneBoundingRect().center())
    with qtbot.waitSignal(scene.travel_requested) as blocker:
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
        qtbot.mouseMove(view.viewport(), pos=(start + end) / 2)
        qtbot.mouseMove(view.viewport(), pos=end)
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert blocker.args == [target.card.number]
    assert pawn.pos() == pawn.home, "the pawn snaps back until the move is applied"


def test_cells_grow_north_upwards() -> None:
    """rules-decisions.md "Grid": north is +y, drawn upwards on screen."""
    assert cell_origin(0, 1).y() < cell_origin(0, 0).y()
    assert cell_origin(1, 0).x() > cell_origin(0, 0).x()
    assert cell_origin(0, 0) == QPointF(0, 0)
