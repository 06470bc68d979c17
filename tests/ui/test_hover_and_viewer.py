"""Issue 19 / ux.md "Every thing on the table says what it is and does on hover, and opens large on right-click":
every kind of item on the table and the encounter board is hovered (a real tooltip event) and must show a
tooltip that is not just its own label; right-click opens the card viewer; the Quests & belongings window
reads in full text; the chronicle strikes undone lines through."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from player_text import leaks
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QFont, QHelpEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView, QLabel, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.state import GuardianState
from grail_desktop.ui.card_viewer import current_viewer
from grail_desktop.ui.encounter_board import EncounterBoard
from grail_desktop.ui.quests_view import QuestsDialog
from grail_desktop.ui.table import TableScreen

_TAGS = re.compile(r"<[^>]+>")


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_campaign("ynys-wen")


def _plain(text: str) -> str:
    return " ".join(_TAGS.sub(" ", text).split())


def _hover_widget(widget: QWidget) -> str:
    """Send the tooltip event a resting mouse sends; returns the tooltip shown."""
    QToolTip.hideText()
    centre = widget.rect().center()
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, centre, widget.mapToGlobal(centre)))
    QApplication.processEvents()
    return QToolTip.text() if QToolTip.isVisible() else widget.toolTip()


def _hover_item(view: QGraphicsView, item: QGraphicsItem) -> str:
    """Hover the centre of ``item`` in ``view`` (the scene answers with the topmost tooltip there)."""
    QToolTip.hideText()
    view.centerOn(item)
    QApplication.processEvents()
    point: QPoint = view.mapFromScene(item.sceneBoundingRect().center())
    viewport = view.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    QApplication.processEvents()
    return QToolTip.text()


def _right_click_item(view: QGraphicsView, item: QGraphicsItem) -> None:
    view.centerOn(item)
    QApplication.processEvents()
    point = view.mapFromScene(item.sceneBoundingRect().center())
    viewport = view.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    QApplication.processEvents()


def _table(qtbot: QtBot, catalog: Any) -> TableScreen:
    """A two-character table with a lit Menhir, a Guardian, a Time Token, Items, a Secret and a state badge."""
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=3)
    s = session.game.state
    maelon = s.characters["maelon"]
    weapon = next(i for i in catalog.items.values() if i.keyword == "weapon")
    maelon.items.append(weapon.id)
    maelon.secrets.append(next(iter(catalog.secrets)))
    maelon.energy = 1  # Exhausted: a badge on the tray
    s.guardians.append(GuardianState(next(e.id for e in catalog.enemies.values() if e.guardian), 102))
    s.locations["103"].time_tokens = 1
    table = TableScreen(session, 12, False)
    qtbot.addWidget(table)
    table.resize(1500, 950)
    table.show()
    qtbot.waitExposed(table)
    table.refresh()
    QApplication.processEvents()
    return table


def _kinds(scene_items: list[QGraphicsItem]) -> Iterator[tuple[str, QGraphicsItem, str]]:
    """(kind, item, its own label) for the map's items."""
    for item in scene_items:
        name = type(item).__name__
        if name == "LocationItem":
            yield "location card", item, item.card.name  # type: ignore[attr-defined]
        elif name == "PawnItem":
            yield "pawn", item, item.pawn.name  # type: ignore[attr-defined]
        elif name == "HoverSpot":
            yield item.kind, item, ""  # type: ignore[attr-defined]
        elif name == "OpenSlotItem":
            yield "open slot", item, ""


def test_every_kind_of_thing_on_the_table_has_a_tooltip_that_says_more_than_its_label(
    app: QApplication, qtbot: QtBot, catalog: Any
) -> None:
    table = _table(qtbot, catalog)
    seen: dict[str, str] = {}
    for kind, item, label in _kinds(table.scene.items()):
        if kind in seen:
            continue
        tip = _plain(_hover_item(table.map_view, item) or item.toolTip())
        assert tip and tip != label, f"{kind}: {tip!r}"
        seen[kind] = tip
    assert {"location card", "pawn", "menhir", "seal", "guardian", "time"} <= set(seen)
    assert "▲" in seen["seal"] or "☾" in seen["seal"] or "⌂" in seen["seal"]
    assert "days of light left" in seen["menhir"] or "dark" in seen["menhir"]
    tray = table.trays.trays["maelon"]
    widgets = [("track", w) for w in tray.findChildren(QWidget) if type(w).__name__ == "TrackWidget"]
    for name in ("trayItem", "traySecret", "trayBadges"):
        widgets += [(name, w) for w in tray.findChildren(QLabel, name)]
    widgets += [(f"action {n}", b) for n, b in table.action_panel.buttons.items() if b.isEnabled()]
    kinds = {k.split(" ")[0] for k, _ in widgets}
    assert {"track", "trayItem", "traySecret", "trayBadges", "action"} <= kinds
    for kind, widget in widgets:
        tip = _plain(_hover_widget(widget))
        own = _plain(widget.text()) if hasattr(widget, "text") else ""
        assert tip and tip != own and len(tip) > len(own), f"{kind}: {tip!r}"
        assert not leaks(tip, catalog), f"{kind}: {tip!r}"
    energy = next(w for k, w in widgets if k == "track" and "Energy" in w.toolTip())
    assert "Health cap" in energy.toolTip() and "Red-edged slots" in energy.toolTip()


def test_the_encounter_board_items_say_what_they_are(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    session = GameSession.start(catalog, ["maelon"], seed=3)
    maelon = session.game.state.characters["maelon"]
    maelon.items.append(next(i.id for i in catalog.items.values() if i.flip))
    session.game.start_fight(["maelon"], ["gorse-boar"], "test", maelon.location)
    board = EncounterBoard(session, animation_speed=0)
    qtbot.addWidget(board)
    board.resize(1500, 900)
    board.show()
    qtbot.waitExposed(board)
    QApplication.processEvents()
    found: dict[str, str] = {}
    for item in board.scene.items():
        name = type(item).__name__
        if name in found or name not in ("EnemyItem", "HandCardItem", "DieItem", "ButtonItem", "DropSpotItem"):
            continue
        label = getattr(item, "label", "") or getattr(getattr(item, "face", None), "name", "")
        tip = _plain(item.toolTip())
        assert tip and tip != label, f"{name}: {tip!r}"
        found[name] = tip
    assert {"EnemyItem", "HandCardItem", "DieItem"} <= set(found)
    assert "Under the dial it" in found["DieItem"]  # which dice count now and after the dial turns
    assert "After effects then: Gorse Boar: Tusks" in board.buttons["resolve"].toolTip()  # the Resolve preview
    use = next(b for n, b in board.buttons.items() if n.startswith("use "))
    assert use.toolTip() != use.text() and len(use.toolTip()) > len(use.text()) + 10


def test_right_click_opens_the_card_viewer(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    table = _table(qtbot, catalog)
    card = next(i for i in table.scene.items() if type(i).__name__ == "LocationItem")
    _right_click_item(table.map_view, card)
    viewer = current_viewer()
    assert viewer is not None and viewer.isVisible()
    assert viewer.title.text() == card.card.name  # type: ignore[attr-defined]
    assert card.card.description[:30] in viewer.body.toPlainText()  # type: ignore[attr-defined]
    label = table.trays.trays["maelon"].findChildren(QLabel, "trayItem")[0]
    point = label.rect().center()
    QApplication.sendEvent(label, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, label.mapToGlobal(point)))
    QApplication.processEvents()
    weapon = next(i for i in catalog.items.values() if i.keyword == "weapon")
    assert viewer.title.text() == weapon.name and weapon.text[:20] in viewer.body.toPlainText()
    assert not leaks(viewer.body.toPlainText(), catalog)
    viewer.close()


def test_the_quests_and_belongings_window_reads_in_full(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    table = _table(qtbot, catalog)
    session = table.session
    session.game.state.statuses.append("captains-tent-searched")
    dialog = QuestsDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.refresh()
    text = dialog.text.toPlainText()
    event = catalog.events[session.game.state.current_event]
    assert event.title in text and event.quest.hint[:30] in text
    weapon = next(i for i in catalog.items.values() if i.keyword == "weapon")
    assert weapon.name in text and "face up" in text and weapon.text[:20] in text
    assert "Exhausted" in text and "You searched the captain's tent" in text
    assert not leaks(text, catalog)


def test_undone_lines_are_struck_through_and_the_chronicle_opens_at_the_end(
    app: QApplication, qtbot: QtBot, catalog: Any
) -> None:
    table = _table(qtbot, catalog)
    session = table.session
    model = table.chronicle.model
    before = model.rowCount()
    assert session.submit("trade maelon ceri food 1")
    moved = model.rowCount()
    assert session.undo()
    struck = [r for r in range(before, moved) if r in model.struck]
    assert struck == list(range(before, moved))
    font = model.data(model.index(before), Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.strikeOut()
    assert model.data(model.index(model.rowCount() - 1), Qt.ItemDataRole.FontRole) is None  # the undo note


def test_a_big_moment_is_revealed_large_and_can_be_switched_off(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    """Issue 19 "Big moments": gaining an Item shows its card large on the stage with what happened (issue 18:
    inside the table, no window of its own); Space dismisses it; with the setting off nothing is shown."""
    from grail_desktop.engine.core import Event

    table = _table(qtbot, catalog)
    item = next(i for i in catalog.items.values() if i.keyword == "weapon")
    gained = Event("ItemGained", f"Maelon Harrow gains {item.name}", "maelon", (("item", item.id),))
    windows = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    table._on_events([gained])
    overlay = table.reveal_overlay
    assert overlay.isVisible() and overlay.parentWidget() is table.stage
    assert overlay.title.text() == item.name and overlay.kind.text().startswith("Maelon Harrow gains an Item")
    assert {w for w in QApplication.topLevelWidgets() if w.isVisible()} == windows, "no window of its own"
    assert overlay.geometry() == table.stage.rect()
    qtbot.keyClick(overlay, Qt.Key.Key_Space)
    assert not overlay.isVisible()
    table.reveals = False
    table._on_events([gained])
    assert not overlay.isVisible()


def test_space_on_the_viewers_text_closes_it(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    """Issue 19 (newcomer run): the viewer says "Space, Enter or Escape closes it"; its text has the focus,
    and Space there closed nothing (the text browser took it as "scroll a page")."""
    table = _table(qtbot, catalog)
    card = next(i for i in table.scene.items() if type(i).__name__ == "LocationItem")
    _right_click_item(table.map_view, card)
    viewer = current_viewer()
    assert viewer is not None and viewer.isVisible()
    qtbot.keyClick(viewer.body, Qt.Key.Key_Space)
    assert not viewer.isVisible()


def test_the_quests_window_catches_up_when_it_is_shown_again(app: QApplication, qtbot: QtBot, catalog: Any) -> None:
    """Issue 19 (newcomer run): closed and opened again (Ctrl+B), the window showed the game as it was when it
    was first opened (a completed quest still active, no Items): it must read the game each time it shows."""
    table = _table(qtbot, catalog)
    session = table.session
    dialog = QuestsDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.hide()
    session.game.state.statuses.append("captains-tent-searched")  # changed while the window was closed
    dialog.refresh()  # what open_quests does before show()
    dialog.show()
    assert "You searched the captain's tent" in dialog.text.toPlainText()


def test_escape_closes_the_viewer_while_the_keyboard_is_still_on_the_table(
    app: QApplication, qtbot: QtBot, catalog: Any
) -> None:
    """Newcomer 11: with no window manager the keyboard stayed on the main window after the viewer opened; Escape
    closed nothing and F1 then opened the rules on top of the card. While the viewer is shown, Escape closes it
    wherever the keyboard is, and a later Escape reaches the table as before."""
    table = _table(qtbot, catalog)
    card = next(i for i in table.scene.items() if type(i).__name__ == "LocationItem")
    _right_click_item(table.map_view, card)
    viewer = current_viewer()
    assert viewer is not None and viewer.isVisible()
    seen: list[int] = []

    class Spy(QWidget):
        def keyPressEvent(self, event: Any) -> None:
            seen.append(event.key())

    spy = Spy(table)
    qtbot.keyClick(spy, Qt.Key.Key_Escape)  # the table's widget has the keyboard, not the viewer
    assert not viewer.isVisible() and seen == []
    qtbot.keyClick(spy, Qt.Key.Key_Escape)  # closed: Escape is the table's again
    assert seen == [Qt.Key.Key_Escape]
