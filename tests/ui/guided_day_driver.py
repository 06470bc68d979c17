"""Plays the guided first day through the real widgets, the way a newcomer following the coach would: for the
step on show, the widget it points at is clicked (or dragged to). Shared by the guided-day tests and the
screenshot tool (``tools/first_hour_screenshots.py``), so both walk the same path."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from grail_desktop.ui.main_window import MainWindow


def pump() -> None:
    for _ in range(3):
        QApplication.processEvents()


def press(widget: QWidget) -> None:
    """A left click on ``widget``, which must be on screen and enabled."""
    pump()
    assert widget.isVisible() and widget.isEnabled(), (widget.objectName(), widget.toolTip())
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    pump()


def _board_point(window: MainWindow, item: object) -> QPoint:
    assert window.table is not None
    view = window.table.encounter_board.view
    rect = item.sceneBoundingRect()  # type: ignore[attr-defined]
    view.ensureVisible(QRectF(rect.center().x() - 40, rect.center().y() - 40, 80, 80))
    pump()
    return view.mapFromScene(rect.center())


def _board_drag(window: MainWindow, start: QPoint, end: QPoint) -> None:
    assert window.table is not None
    viewport = window.table.encounter_board.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * step / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    pump()


def _board_click(window: MainWindow, point: QPoint) -> None:
    assert window.table is not None
    viewport = window.table.encounter_board.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    pump()


def fight_step(window: MainWindow) -> str:
    """One step of the fight through the board: a playable card dragged to its chain, a pool die clicked,
    Roll, a hit dragged onto its enemy, Resolve; discards and rewards by click."""
    table = window.table
    assert table is not None
    board = table.encounter_board
    scene = board.scene
    enc = table.session.game.state.encounter
    assert enc is not None
    if scene.discarding is not None:
        _board_click(window, _board_point(window, scene.hand[0]))
        return "discard"
    if enc.reward_offer:
        press(board.buttons["take-reward 1"])
        return "reward"
    playable = [c for c in scene.hand if c.playable]
    if enc.step == "strike" and playable:
        chain = scene.legal_chains(playable[0].face.id)[0]
        _board_drag(window, _board_point(window, playable[0]), _board_point(window, scene.spots[chain]))
        return "play"
    if enc.step in ("strike", "commit") and scene.pool:
        _board_click(window, _board_point(window, scene.pool[0]))
        return "commit"
    if enc.step in ("strike", "commit") and board.buttons["roll"].isEnabled():
        press(board.buttons["roll"])
        return "roll"
    hits = [d for d in scene.active if d.die is not None and d.die.targets]
    if hits:
        target = scene.enemies[hits[0].die.targets[0]]
        _board_drag(window, _board_point(window, hits[0]), _board_point(window, target))
        return "apply"
    button = next(board.buttons[n] for n in ("resolve", "end-phase") if board.buttons[n].isEnabled())
    press(button)
    if scene.overlay_lines and scene.interactive:
        scene.dismiss_overlay()
    return "resolve"


def _click_card(window: MainWindow, number: int) -> None:
    table = window.table
    assert table is not None
    item = table.scene.cards[number]
    assert item.card.travel_target, "the card the guide points at glows"
    view = table.map_view
    view.centerOn(item)
    pump()
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.sceneBoundingRect().center())
    )
    pump()


def do_step(window: MainWindow) -> str:
    """Do what the coach's step on show asks, through the widget it points at; returns what was done."""
    coach = window.coach
    table = window.table
    assert coach is not None and coach.active and table is not None
    step = coach.step
    kind, *args = step.until.split()
    coach.place()
    assert not coach.ring.target.isNull(), f"step {step.id}: the ring is on its widget"
    if kind == "next":
        press(coach.bubble.next)
        return "next"
    if kind == "opening-read":
        assert table.opening is not None
        press(table.opening.begin)
        return "begin"
    if kind == "exploring":
        press(table.action_panel.buttons["explore"])
        return "explore"
    if kind in ("chose", "exploration-over"):
        if table.journal_close.isVisible():
            press(table.journal_close)
            return "close journal"
        enabled = [b for b in table.journal.option_buttons if b.isEnabled()]
        press(enabled[0] if kind == "chose" else enabled[-1])
        return "choose"
    if kind == "at":
        _click_card(window, int(args[0]))
        return "travel"
    if kind == "fighting":
        press(table.action_panel.buttons["location-action"])
        return "hunt"
    if kind in ("chained", "committed", "rolled", "hit", "fight-over"):
        return fight_step(window)
    if kind == "board-left":
        QTest.keyClick(table.encounter_board.view, Qt.Key.Key_Return)
        pump()
        return "leave the board"
    if kind == "passed":
        press(table.action_panel.buttons["pass"])
        return "pass"
    if kind == "new-day" and table.stage.mode == "journal":  # the night's Dream
        if table.journal_close.isVisible():
            press(table.journal_close)
            return "close the Dream"
        press([b for b in table.journal.option_buttons if b.isEnabled()][-1])
        return "choose in the Dream"
    if kind == "new-day":
        panel = table.day_screens.end_of_day
        answer = next(n for n in ("eat", "fast", "done") if n in panel.buttons and panel.buttons[n].isEnabled())
        press(panel.buttons[answer])
        return answer
    raise AssertionError(f"no way to do {step.until!r}")


def play_guided_day(
    window: MainWindow,
    seen: Callable[[str, str], None] | None = None,
    limit: int = 200,
    before: Callable[[str], None] | None = None,
) -> list[str]:
    """Follow the coach from the step on show to its end; ``before(step_id)`` hears each step before its move,
    ``seen(step_id, done)`` after it."""
    done: list[str] = []
    while window.coach is not None and window.coach.active:
        step = window.coach.step.id
        if before is not None:
            before(step)
        what = do_step(window)
        done.append(f"{step}: {what}")
        if seen is not None:
            seen(step, what)
        assert len(done) < limit, done[-10:]
    return done
