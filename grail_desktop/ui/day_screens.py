"""The day screens at the table: End of the Day, the Start of the Day summary, deaths and the game over.

:class:`DayScreens` is the one object the table creates for them (issue 10): it adds the End of the Day /
game-over pages beside the map, lays the Start of the Day summary over the map, listens to the session, and
sends every answer through the table's ``submit`` (the engine's gate). Which screen shows follows the engine's
open decision (``rest``, ``advance``, ``pick-card``, ``skill``; ``claim``, ``secret``, ``mercy``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QStackedWidget, QWidget

from grail_desktop.app.day_views import (
    Choice,
    end_of_day_view,
    game_over_view,
    start_of_day_view,
)
from grail_desktop.app.describe import describe
from grail_desktop.engine.core import Event
from grail_desktop.ui.end_of_day import EndOfDayPanel
from grail_desktop.ui.game_over import GameOverPanel
from grail_desktop.ui.map_scene import CARD_H, CARD_W, cell_origin
from grail_desktop.ui.start_of_day import StartOfDayPanel

if TYPE_CHECKING:
    from grail_desktop.ui.table import TableScreen

#: Centre width (pixels) from which the map stays beside the End of the Day page.
WIDE_CENTRE = 1000


class DayScreens(QObject):
    """Owns ``end_of_day`` / ``game_over`` (a page stack in the table's centre splitter) and
    ``start_of_day`` (an overlay on the map). Call :meth:`refresh` after the table re-renders."""

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.table = table
        self.session = table.session
        self.end_of_day = EndOfDayPanel()
        self.game_over = GameOverPanel()
        self.stack = QStackedWidget()
        self.stack.setObjectName("dayScreens")
        self.stack.addWidget(self.end_of_day)
        self.stack.addWidget(self.game_over)
        self.stack.hide()
        table.splitter.addWidget(self.stack)
        table.splitter.setStretchFactor(table.splitter.indexOf(self.stack), 4)
        self.start_of_day = StartOfDayPanel(table.map_view)
        self.start_of_day.hide()
        table.map_view.installEventFilter(self)
        self.end_of_day.submitted.connect(table.submit)
        self.game_over.submitted.connect(table.submit)
        self.start_of_day.submitted.connect(table.submit)
        self.start_of_day.located.connect(self.locate)
        self.start_of_day.dismissed.connect(self._reset_view)
        self.session.events_added.connect(self._on_events)
        self.session.saved.connect(self._on_saved)
        # the morning being collected: its events, title, autosave note; None when no morning is open
        self._morning: list[Event] | None = None
        self._title = ""
        self._autosave = ""
        self._awaiting_save = False
        self._positions: dict[int, tuple[int, int]] = {}
        self._saved_sizes: list[int] = []
        self._widened = False

    # ---------------------------------------------------------------- session signals

    def _on_events(self, events: list[Event]) -> None:
        for e in events:
            if e.kind in ("DayStarted", "Mercy"):
                day = e.get("day")
                self._morning = []
                self._title = (
                    f"Day {day} begins" if e.kind == "DayStarted" else "The Allmother's Mercy: the chapter begins again"
                )
                self._autosave = ""
                self._awaiting_save = e.kind == "DayStarted"
                if self._awaiting_save:
                    QTimer.singleShot(0, self._check_autosave)
                continue
            if self._morning is not None:
                self._morning.append(e)
        if self._morning is None and self.start_of_day.isVisible() and events:
            self.start_of_day.hide()  # the day goes on: the summary steps aside (the chronicle keeps it)
            self._reset_view()

    def _on_saved(self, path: str) -> None:
        if self._awaiting_save:
            self._awaiting_save = False
            self._autosave = "✓ Autosaved: Continue and Load… list it under this campaign."
            self.start_of_day.set_autosave(self._autosave)

    def _check_autosave(self) -> None:
        if self._awaiting_save:
            self._awaiting_save = False
            self._autosave = "⚠ The autosave was not written (see the log). Save now with Ctrl+S."
            self.start_of_day.set_autosave(self._autosave)

    # ---------------------------------------------------------------- rendering

    def refresh(self) -> None:
        """Show the screen the engine's open decision asks for; finish the morning summary when the day begins."""
        session, catalog = self.session, self.session.catalog
        game = session.game
        state = game.state
        for placed in state.locations.values():
            self._positions[placed.number] = (placed.x, placed.y)
        legal = session.legal_actions()
        over = game_over_view(game, catalog, legal)
        evening = end_of_day_view(game, catalog, legal, session.events) if over is None else None
        if over is not None:
            self.game_over.sync(over)
            self._show_page(self.game_over)
        elif evening is not None:
            self.end_of_day.sync(evening)
            self._show_page(self.end_of_day)
        else:
            self._hide_pages()
            self.end_of_day.sync(None)
        self._morning_refresh(legal)
        if self._widened:
            self._widen_view()  # the scene was rebuilt: widen its new rect

    def _show_page(self, page: QWidget) -> None:
        self.stack.setCurrentWidget(page)
        if not self.stack.isVisible():
            self._saved_sizes = self.table.splitter.sizes()
            self.stack.show()
            # after the splitter has taken the new page into its layout (sizes set now would be undone)
            QTimer.singleShot(0, self._size_splitter)

    def _hide_pages(self) -> None:
        if self.stack.isVisible():
            self.stack.hide()
            if self._saved_sizes:
                sizes = list(self._saved_sizes)
                sizes[self.table.splitter.indexOf(self.stack)] = 0
                self.table.splitter.setSizes(sizes)

    def _size_splitter(self) -> None:
        """Give the evening's page the centre: the map steps aside when the centre is narrow (ux.md: the End of
        the Day is a screen of its own); the sizes before come back when the page closes."""
        splitter = self.table.splitter
        if not splitter.isVisible() or not self.stack.isVisible():
            return
        total = splitter.width()
        sizes = [0] * splitter.count()
        stack = splitter.indexOf(self.stack)
        journal = splitter.indexOf(self.table.journal)
        if self.stack.currentWidget() is not self.game_over:  # the game over takes the whole centre
            sizes[0] = 0 if total < WIDE_CENTRE else int(total * 0.35)
            if self.table.journal.isVisible() and journal >= 0:
                sizes[journal] = int(total * 0.4)
        sizes[stack] = total - sum(sizes)
        splitter.setSizes(sizes)

    def _morning_refresh(self, legal: list[str]) -> None:
        if self._morning is None:
            return
        state = self.session.game.state
        equip = state.pending and state.pending[0].kind == "equip" and state.encounter is None
        if state.phase == "start" and not equip and not state.outcome:
            return  # the morning is still running (an encounter, an Event's reading): show it when done
        game, catalog = self.session.game, self.session.catalog
        view = start_of_day_view(self._morning, state, catalog, self._autosave, self._title)
        choices: tuple[Choice, ...] = ()
        if equip:
            choices = tuple(Choice(n, describe(n, game, catalog)[0]) for n in legal if n.startswith("equip "))
        else:
            self._morning = None  # the day has begun: this summary is complete
        self.start_of_day.sync(view, choices)
        self._place_overlay()
        self.start_of_day.show()
        self.start_of_day.raise_()

    # ---------------------------------------------------------------- the map

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.map_view and event.type() == QEvent.Type.Resize:
            self._place_overlay()
        return False

    def _place_overlay(self) -> None:
        view = self.table.map_view
        width = min(460, max(280, view.width() - 24))
        height = max(200, min(view.height() - 24, 720))
        self.start_of_day.setGeometry(12, 12, width, height)

    def locate(self, number: int) -> None:
        """Centre the map on card ``number`` (or the place where a removed card lay) and flash it."""
        scene = self.table.scene
        item = scene.cards.get(number)
        if item is not None:
            rect = item.sceneBoundingRect()
        elif number in self._positions:
            origin = cell_origin(*self._positions[number])
            rect = QRectF(origin.x(), origin.y(), CARD_W, CARD_H)
        else:
            return
        view = self.table.map_view
        centre = rect.center()
        if self.start_of_day.isVisible():
            # keep the card clear of the summary laid over the map's left side: let the view scroll that far
            self._widen_view()
            scale = view.transform().m11() or 1.0
            centre -= QPointF((self.start_of_day.width() + 12) / 2 / scale, 0)
        view.centerOn(centre)
        self._flash_rect(rect.adjusted(-6, -6, 6, 6), removed=item is None)

    def _widen_view(self) -> None:
        """Let the map scroll past its left edge by the summary's width (the summary covers that part)."""
        view = self.table.map_view
        scale = view.transform().m11() or 1.0
        margin = (self.start_of_day.width() + 24) / scale
        view.setSceneRect(self.table.scene.sceneRect().adjusted(-margin, 0, 0, 0))
        self._widened = True

    def _reset_view(self) -> None:
        if self._widened:
            self._widened = False
            self.table.map_view.setSceneRect(QRectF())  # follow the scene's own rect again

    def _flash_rect(self, rect: QRectF, removed: bool) -> None:
        scene = self.table.scene
        flash = QGraphicsRectItem(rect)
        pen = QPen(QColor("#c25a48" if removed else "#f0c46a"), 6)
        if removed:
            pen.setStyle(Qt.PenStyle.DashLine)
        flash.setPen(pen)
        flash.setZValue(1000)
        scene.addItem(flash)
        animation = QVariantAnimation(self)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        animation.setDuration(1600)

        def fade(value: object) -> None:
            try:
                flash.setOpacity(float(value))  # type: ignore[arg-type]
            except RuntimeError:  # the scene was rebuilt meanwhile: the item is gone
                animation.stop()

        def done() -> None:
            try:
                if flash.scene() is scene:
                    scene.removeItem(flash)
            except RuntimeError:
                pass

        animation.valueChanged.connect(fade)
        animation.finished.connect(done)
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
