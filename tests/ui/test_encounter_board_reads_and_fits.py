"""The encounter board is readable and nothing on it overlaps (issue 18; ux.md "The table holds still", "Visual
language": text never smaller than the platform's default). In a real MainWindow at 1280 × 800 (and 1920 × 1080),
with one, two and three enemies (rules-decisions.md "Several enemies") and grown chains: every enemy, chain card,
drop spot, hand card, pile, button and the dial lie inside the board, no two of them overlap, and the view can
scroll to all of it; every word painted on the board's enemy, chain and hand cards is at least the Text size
setting (and the platform's default), measured from the fonts the card painters set, times the view's scale;
that scale stays the same while chains grow; the card under the pointer is shown whole in the card lens at the
Text size.
"""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.cards import font
from grail_desktop.ui.encounter_items import BoardItem, ChainCardItem, ChainStripItem, EnemyItem, HandCardItem
from grail_desktop.ui.encounter_scene import HEADER_H, BoardScene, BoardView
from grail_desktop.ui.fonts import UI_FAMILY
from grail_desktop.ui.i18n import install_language
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.table import TableScreen
from grail_desktop.ui.theme import apply_theme

#: the card that starts the fight → how many enemies it brings (content/campaigns/ynys-wen/encounters.toml)
FIGHTS = {"grey-abbess": 1, "tide-crabs": 2, "cairn-robbers": 3}


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


def _fight(
    qtbot: QtBot, enemy: str, size: tuple[int, int] = (1280, 800), plays: int = 3
) -> tuple[MainWindow, TableScreen]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    session = GameSession.start(load_campaign("ynys-wen"), ["maelon"], seed=4)
    window.open_session(session)
    table = window.table
    assert table is not None
    table.reveals = False
    game = session.game
    game.start_fight(["maelon"], [enemy], "test", game.state.characters["maelon"].location)
    session.submit("draw")  # through the gate: the table hears of the fight and puts the board on stage
    QApplication.processEvents()
    assert table.stage.mode == "encounter"
    grow(table, plays)
    return window, table


#: what the fight does when no card can be played: the steps of a round, in this order of preference
ROUND = ("draw", "apply", "end-phase", "commit", "roll", "resolve")


def grow(table: TableScreen, plays: int) -> int:
    """Let chains grow by up to ``plays`` cards (on the last enemy first), going through the rounds' steps in
    between; stops when the fight would end. Returns the cards played."""
    session = table.session
    played = 0
    for _ in range(120):
        if played >= plays:
            break
        legal = session.legal_actions()
        cards = sorted((n for n in legal if n.startswith("play ")), key=lambda n: n[-1])
        if cards:
            assert session.submit(cards[-1])
            played += 1
            continue
        step = next((n for verb in ROUND for n in legal if n.startswith(verb)), None)
        if step is None or step.startswith("apply"):  # applying hits could end the fight before chains grow
            step = next((n for n in legal if n.startswith(("end-phase", "resolve"))), step)
        if step is None:
            break
        assert session.submit(step)
        QApplication.processEvents()
        if table.encounter_board.scene.overlay_lines:
            table.encounter_board.scene.dismiss_overlay()
        if table.stage.mode != "encounter":
            break
    QApplication.processEvents()
    return played


def _rect(item: QGraphicsItem) -> QRectF:
    """The item's own rect on the board (its painted card or button, without the glow margin)."""
    assert isinstance(item, BoardItem)
    return item.mapRectToScene(item.rect)


def _shown(item: QGraphicsItem) -> QRectF:
    """The part of the item's rect that is drawn: a chain's cards are clipped to their row (a long chain scrolls
    inside it, issue 18); empty when scrolled out of it."""
    rect = _rect(item)
    row = item.parentItem()
    if isinstance(row, ChainStripItem):
        rect = rect.intersected(row.mapRectToScene(row.rect))
    return rect


def _laid_out(scene: BoardScene) -> dict[str, QGraphicsItem]:
    items: dict[str, QGraphicsItem] = {}
    for n, enemy in scene.enemies.items():
        items[f"enemy {n}"] = enemy
        items[f"spot {n}"] = scene.spots[n]
        for i, played in enumerate(scene.chains[n]):
            items[f"chain {n} card {i + 1}"] = played
    for i, card in enumerate(scene.hand):
        items[f"hand card {i + 1}"] = card
    for name in ("deck_item", "discard_item", "roll_button", "escape_button", "dial_item", "active_area"):
        item = getattr(scene, name)
        assert item is not None, name
        items[name] = item
    return items


@pytest.mark.parametrize("enemy", sorted(FIGHTS))
def test_several_enemies_fit_without_overlap_or_clipping(app: QApplication, qtbot: QtBot, enemy: str) -> None:
    window, table = _fight(qtbot, enemy)
    board = table.encounter_board
    scene, view = board.scene, board.view
    assert len(scene.enemies) == FIGHTS[enemy]
    items = _laid_out(scene)
    bounds = scene.sceneRect()
    shown_rects = {name: _shown(item) for name, item in items.items()}
    for name, rect in shown_rects.items():
        assert rect.isEmpty() or bounds.contains(rect), f"{name} is clipped by the board's edge"
    for (a, ia), (b, ib) in combinations(shown_rects.items(), 2):
        overlap = ia.intersected(ib)
        assert overlap.width() <= 0.5 or overlap.height() <= 0.5, f"{a} overlaps {b}"
    shown = view.mapFromScene(bounds).boundingRect()
    room = view.viewport().rect()
    reach_w = room.width() + view.horizontalScrollBar().maximum() - view.horizontalScrollBar().minimum()
    reach_h = room.height() + view.verticalScrollBar().maximum() - view.verticalScrollBar().minimum()
    assert shown.width() <= reach_w + 2 and shown.height() <= reach_h + 2, "the view scrolls to all of the board"
    if FIGHTS[enemy] == 1:  # its chain scrolls in its row (never the board sideways); its height fits
        assert shown.height() <= room.height() + 2, "one enemy's board fits the stage's height"
    assert window.size().width() == 1280 and window.size().height() == 800


def _points(size: float) -> float:
    """A font's rendered line height (pixels) at ``size`` points: what "text size" means on screen."""
    return QFontMetricsF(font(UI_FAMILY, size)).height()


def _hover(qtbot: QtBot, view: BoardView, item: QGraphicsItem) -> None:
    view.ensureVisible(_rect(item), 4, 4)  # a board larger than the stage: the player scrolls to the card
    QApplication.processEvents()
    centre = view.mapFromScene(_rect(item).center())
    QTest.mouseMove(view.viewport(), QPoint(centre.x(), centre.y()))
    QApplication.processEvents()


class FontRecorder(QPainter):
    """A painter that notes the point size of every font a card painter sets (the painters are Python, so
    their ``painter.setFont`` calls land here)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.sizes: list[float] = []

    def setFont(self, f: QFont) -> None:
        self.sizes.append(f.pointSizeF())
        super().setFont(f)


def smallest_card_text(scene: BoardScene) -> float:
    """The smallest point size any enemy, chain or hand card of the board paints its words at (scene units)."""
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    sizes: list[float] = []
    cards = [i for i in scene.items() if isinstance(i, EnemyItem | ChainCardItem | HandCardItem)]
    assert cards
    for item in cards:
        painter = FontRecorder(image)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        assert painter.sizes, f"{type(item).__name__} paints no words"
        sizes += painter.sizes
    return min(sizes)


def _default_points(view: BoardView) -> float:
    """The Text size setting in points, or the platform's default font size when that is larger."""
    return max(view.text_points(), QFont().pointSizeF())


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("enemy", sorted(FIGHTS))
def test_the_board_cards_read_at_the_text_size_and_hold_their_scale(
    app: QApplication, qtbot: QtBot, enemy: str, size: tuple[int, int]
) -> None:
    window, table = _fight(qtbot, enemy, size, plays=0)
    board = table.encounter_board
    scene, view = board.scene, board.view
    zoom = view.zoom()
    drawn = smallest_card_text(scene) * zoom
    ratio = drawn / _default_points(view)
    height = _points(drawn) / max(_points(view.text_points()), QFontMetricsF(QFont()).height())
    print(f"\n{enemy} at {size[0]}×{size[1]}: board card text {ratio:.2f} × the default (line height {height:.2f} ×)")
    assert ratio >= 1.0, f"the board's card text is {ratio:.2f} × the default size"
    assert height >= 0.999
    played = grow(table, 4)
    assert played >= 2, "the chains grew"
    assert max(len(c) for c in scene.chains.values()) >= 1
    assert view.zoom() == pytest.approx(zoom), "the board keeps its scale while chains grow"
    assert smallest_card_text(scene) * view.zoom() >= _default_points(view)
    assert window.size().width() == size[0] and window.size().height() == size[1]


@pytest.mark.parametrize("enemy", ["grey-abbess", "cairn-robbers"])
def test_the_card_under_the_pointer_reads_at_the_text_size(app: QApplication, qtbot: QtBot, enemy: str) -> None:
    window, table = _fight(qtbot, enemy)
    board = table.encounter_board
    scene, view = board.scene, board.view
    default = max(_points(view.text_points()), QFontMetricsF(QFont()).height())
    for item in (scene.hand[0], scene.enemies[1], *(scene.chains[1][-1:])):  # the newest: older ones scroll
        _hover(qtbot, view, item)
        lens = view.lens
        assert lens.isVisible() and lens.subject is (getattr(item, "face", None) or getattr(item, "enemy", None))
        ratio = _points(lens.text_points()) / default
        assert ratio >= 0.999, f"lens text {ratio:.2f} × the default"
        assert view.viewport().rect().contains(lens.geometry()), "the lens lies inside the board"
        pointed = view.mapFromScene(_rect(item)).boundingRect()
        covered = lens.geometry().intersected(pointed)
        share = covered.width() * covered.height() / (pointed.width() * pointed.height()) if covered.isValid() else 0
        if item is scene.enemies[1]:  # a large enemy lens may not find room beside it: part stays in sight
            assert share < 0.75, f"the lens covers {share:.0%} of what is pointed at"
        else:
            assert share == 0, "the lens keeps clear of the card pointed at"
    felt = QPointF(300, HEADER_H - 18)  # between the header and the first enemy: nothing is hovered
    view.ensureVisible(QRectF(felt, felt), 4, 4)
    QApplication.processEvents()
    QTest.mouseMove(view.viewport(), view.mapFromScene(felt))
    QApplication.processEvents()
    assert not view.lens.isVisible()
    scene.click_card(scene.hand[0].face.id)  # the keyboard's selection ("1") shows in the lens too
    assert view.lens.isVisible() and view.lens.subject is scene.hand[0].face
    assert window.size().width() == 1280


def test_the_lens_stays_away_while_a_card_is_dragged(app: QApplication, qtbot: QtBot) -> None:
    _window, table = _fight(qtbot, "tide-crabs")
    scene, view = table.encounter_board.scene, table.encounter_board.view
    card = scene.hand[0]
    scene.hover(card.face, _rect(card))
    assert view.lens.isVisible()
    scene.begin_card_drag(card)
    assert not view.lens.isVisible(), "the glowing places stay in sight while dragging"
    scene.drop_card(card, QRectF(-500, -500, 1, 1).center())
    assert not scene.card_dragging


@pytest.mark.parametrize("lang", ["en", "de"])
def test_at_the_largest_text_size_the_side_buttons_are_whole(app: QApplication, qtbot: QtBot, lang: str) -> None:
    """Issue 28 found the board's side buttons cut at 24 pt: the strip under the board grows to what they need,
    as tall and as wide (German "Phase beenden" was cut at both ends)."""
    install_language(lang)
    try:
        window, table = _fight(qtbot, "grey-abbess", plays=1)
        board = table.encounter_board
        apply_theme(app, "dark", 24)  # as the Settings dialog does (MainWindow.apply_preferences)
        table.set_text_size(24)
        for _ in range(3):
            QApplication.processEvents()
        assert not board.log_beside, "at 1280 × 800 the log and the buttons sit under the board"
        assert board.buttons
        for notation, button in board.buttons.items():
            assert button.height() >= button.sizeHint().height(), f"{notation} is squeezed"
            assert button.width() >= button.sizeHint().width(), f"{notation} ({button.text()!r}) is cut at its ends"
            seen = button.visibleRegion().boundingRect()
            assert seen == button.rect(), f"{notation} is cut: {seen} of {button.rect()}"
            corner = button.mapTo(window, button.rect().bottomRight())
            assert window.rect().contains(corner), f"{notation} runs out of the window"
        assert smallest_card_text(board.scene) * board.view.zoom() >= 24
        assert window.size().width() == 1280 and window.size().height() == 800
    finally:
        apply_theme(app, "dark", 12)
        install_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("points", [12, 24])
def test_the_escape_box_and_its_price_lie_whole_inside_the_board(
    app: QApplication, qtbot: QtBot, lang: str, points: int
) -> None:
    """Board18f's screenshots cut the Escape box at 1280 × 800: its heading and the end of its price ("costs 2
    Reputation, 1 Terror, 2 Terror instead of …"). Maelon (0 Reputation, Spurless) against the Grey Abbess pays
    4 Terror in all: the box says so in one sentence, its wrapped words fit inside it, and the box lies whole
    inside the board's viewport (at the largest Text size the board scrolls, and the box comes whole into sight),
    at the default and the largest Text size, in English and German."""
    install_language(lang)
    try:
        window, table = _fight(qtbot, "grey-abbess", plays=0)
        board = table.encounter_board
        apply_theme(app, "dark", points)
        table.set_text_size(points)
        for _ in range(3):
            QApplication.processEvents()
        button = board.scene.escape_button
        assert button is not None
        assert "4 Terror" in button.label, button.label
        assert "instead" not in button.label and "statt" not in button.label
        area = button.label_rect()
        words = QFontMetricsF(button.label_font()).boundingRect(
            area, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), button.label
        )
        assert area.contains(words), f"{button.label!r} needs {words.size()} in {area.size()}"
        view = board.view
        if points > 12:  # the board is larger than its stage and scrolls: the box comes whole into sight
            view.ensureVisible(_rect(button), 0, 0)
            QApplication.processEvents()
        board_rect = view.viewportTransform().mapRect(_rect(button))  # in floats: its edge may be the board's
        seen = QRectF(view.viewport().rect())
        assert seen.contains(board_rect), f"the Escape box {board_rect} runs out of the board {seen}"
        corner = view.viewport().mapTo(window, board_rect.bottomRight().toPoint())
        assert window.rect().adjusted(0, 0, 1, 1).contains(corner)
        assert window.size().width() == 1280 and window.size().height() == 800
    finally:
        apply_theme(app, "dark", 12)
        install_language("en")


def test_the_lens_and_a_tooltip_never_stack(app: QApplication, qtbot: QtBot) -> None:
    """Issue 18 (a newcomer): the hover lens and the card's tooltip showed one over the other; one reading at a
    time — while the lens shows the card, the board's tooltips stay away."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    _window, table = _fight(qtbot, "grey-abbess")
    view = table.encounter_board.view
    card = table.encounter_board.scene.hand[0]
    _hover(qtbot, view, card)
    assert view.lens.isVisible()
    where = view.mapFromScene(_rect(card).center())
    help_event = QHelpEvent(QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where))
    QApplication.sendEvent(view.viewport(), help_event)
    QApplication.processEvents()
    assert not QToolTip.isVisible(), "the tooltip stacked on the lens"
    assert view.lens.isVisible(), "the lens stays"


def test_a_large_health_keeps_its_pips_above_the_dial(app: QApplication) -> None:
    """Issue 18 (a newcomer): 15 Health pips ran over the enemy face's "Dial". However large the Health (up to
    20), the pips stay in their column between the Health number and the dial, large enough to count."""
    from grail_desktop.ui.board_faces import (
        FACE_H,
        FACE_TEXT_PT,
        FACE_TITLE_H,
        PIPS_W,
        health_pips,
    )

    line_h = QFontMetricsF(font(UI_FAMILY, FACE_TEXT_PT)).height()
    dial_y = FACE_H - 8 - line_h
    room = dial_y - (FACE_TITLE_H + line_h + 2)
    for health in range(1, 21):
        pitch, per_row = health_pips(health, room)
        rows = -(-health // per_row)
        assert rows * pitch <= room + 0.01, f"{health} Health: the pips reach the dial"
        assert per_row * pitch <= PIPS_W + 0.01
        assert pitch >= 7 or health > 16, f"{health} Health: pips of {pitch} units are too small to read"


def test_a_chain_that_grows_past_the_edge_scrolls_into_sight(app: QApplication, qtbot: QtBot) -> None:
    """Issue 18 (a newcomer): the 5th chain card lay cut behind the horizontal scrollbar. After each card played
    the newest card of the chain lies whole inside the board's viewport (the scale holds; the view scrolls)."""
    _window, table = _fight(qtbot, "grey-abbess", plays=0)
    view = table.encounter_board.view
    scene = table.encounter_board.scene
    longest = 0
    for _ in range(8):
        if grow(table, 1) == 0 or table.stage.mode != "encounter":
            break
        QApplication.processEvents()
        chain = max(scene.chains.values(), key=len)
        if len(chain) <= longest:
            continue
        longest = len(chain)
        shown = view.mapFromScene(chain[-1].sceneBoundingRect()).boundingRect()
        assert view.viewport().rect().contains(shown), f"card {longest} of the chain is cut: {shown}"
    assert longest >= 4, f"the chain grew to {longest} cards only"


def test_many_exhausted_dice_stay_inside_their_box(app: QApplication, qtbot: QtBot) -> None:
    """Issue 18 (a newcomer): exhausted dice spilled below their box. However many (here 12), each lies inside."""
    from grail_desktop.ui.encounter_items import AreaItem, StaticDie

    _window, table = _fight(qtbot, "grey-abbess", plays=0)
    session = table.session
    member = session.game.state.encounter.current()
    member.exhausted.extend(member.pool)  # the test's set-up: every die out, then more of them
    member.pool.clear()
    member.exhausted.extend(list(member.exhausted))
    table.encounter_board.refresh()
    QApplication.processEvents()
    scene = table.encounter_board.scene
    dice = [i for i in scene.items() if isinstance(i, StaticDie)]
    assert len(dice) >= 10
    box = next(i for i in scene.items() if isinstance(i, AreaItem) and i.toolTip().startswith("Exhausted dice"))
    area = box.sceneBoundingRect()
    for die in dice:
        assert area.contains(die.sceneBoundingRect()), f"{die.sceneBoundingRect()} spills out of {area}"


def _free_place(area: QRect, size: QSize, avoid: list[QRect]) -> bool:
    """Whether a rect of ``size`` fits somewhere in ``area`` covering none of ``avoid`` (tried every 8 px)."""
    for y in range(area.top(), area.bottom() - size.height() + 2, 8):
        for x in range(area.left(), area.right() - size.width() + 2, 8):
            spot = QRect(QPoint(x, y), size)
            if not any(spot.intersects(r) for r in avoid):
                return True
    return False


@pytest.mark.parametrize("enemy", ["grey-abbess", "tide-crabs"])
def test_the_lens_keeps_off_the_dial_and_the_enemies(app: QApplication, qtbot: QtBot, enemy: str) -> None:
    """Issue 18 (newcomer 8): the hover lens covered the dial or the enemy, which the player reads while
    choosing a card. At 1280×800, wherever the board has room for it, the lens over a card covers neither the
    card, nor the dial, nor an enemy (over an enemy: nor the dial); where no such room is left it still keeps off
    the card pointed at."""
    window, table = _fight(qtbot, enemy, plays=2)
    board = table.encounter_board
    scene, view = board.scene, board.view
    hovered = [*scene.hand, *(c for cards in scene.chains.values() for c in cards[-1:]), *scene.enemies.values()]
    assert len(hovered) >= 3
    checked = 0
    felt = QPointF(300, HEADER_H - 18)  # between the header and the first enemy: nothing is hovered there
    for item in hovered:
        view.ensureVisible(QRectF(felt, felt), 4, 4)
        QApplication.processEvents()
        QTest.mouseMove(view.viewport(), view.mapFromScene(felt))  # off every card first: the next move hovers
        QApplication.processEvents()
        _hover(qtbot, view, item)
        lens = view.lens
        assert lens.isVisible(), f"the lens shows {item}"
        seen = view.viewport().rect()
        pointed = view.mapFromScene(_rect(item)).boundingRect()
        keep = [scene.dial_item, *(e for e in scene.enemies.values() if e is not item)]
        shown = [view.mapFromScene(_rect(k)).boundingRect().intersected(seen) for k in keep if k is not None]
        shown = [r for r in shown if not r.isEmpty()]  # scrolled out of sight: nothing to cover
        if item not in scene.enemies.values():
            assert not lens.geometry().intersects(pointed), f"the lens covers the card pointed at ({item})"
        if not _free_place(seen, lens.size(), [pointed, *shown]):
            continue
        checked += 1
        for r in shown:
            assert not lens.geometry().intersects(r), f"the lens over {item} covers {r} of {shown}"
    assert checked >= 2, "the cases with room were checked"
    assert window.size().width() == 1280 and window.size().height() == 800
