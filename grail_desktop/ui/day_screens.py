"""The day screens at the table: End of the Day, the Start of the Day summary, deaths and the game over.

:class:`DayScreens` is the one object the table creates for them (issue 10): it builds the End of the Day /
game-over pages (the stage's ``day`` mode) the first time they are needed, lays the Start of the Day summary over
the map, listens to the session, and sends every answer through the table's ``submit`` (the engine's gate). Which
screen shows follows the engine's open decision (``rest``, ``advance``, ``pick-card``, ``skill``; ``claim``,
``secret``, ``mercy``); the table puts it on stage (:attr:`DayScreens.page`). When the night's Event draws a
fight or a reading before the day begins, the summary of the morning so far is shown first
(:attr:`DayScreens.holding`) and the fight or reading follows when it is dismissed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QStackedWidget

from grail_desktop.app.day_views import (
    Choice,
    end_of_day_view,
    game_over_view,
    start_of_day_view,
)
from grail_desktop.app.describe import describe
from grail_desktop.engine.core import Event
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.map_scene import CARD_H, CARD_W, cell_origin
from grail_desktop.ui.start_of_day import StartOfDayPanel

if TYPE_CHECKING:
    from grail_desktop.ui.end_of_day import EndOfDayPanel
    from grail_desktop.ui.game_over import GameOverPanel
    from grail_desktop.ui.table import TableScreen


def after_the_night(morning: list[Event], told: int) -> list[Event]:
    """The morning's events after the first ``told`` (those the summary showed before the night's fight or
    reading), less the fight itself: its lines were the board's, and its outcome was shown there (newcomer 9: the
    summary came back listing every roll and hit of the night's fight). A fight that began in the part already
    told is skipped to its end."""
    fighting = False
    for event in morning[:told]:
        if event.kind == "EncounterStarted":
            fighting = True
        elif event.kind == "EncounterEnded":
            fighting = False
    rest: list[Event] = []
    for event in morning[told:]:
        if event.kind == "EncounterStarted":
            fighting = True
        elif event.kind == "EncounterEnded":
            fighting = False
        elif not fighting and event.kind != "EncounterOutcome":
            rest.append(event)
    return rest


class DayScreens(QObject):
    """Owns ``end_of_day`` / ``game_over`` (the stage's ``day`` page, built on first use) and ``start_of_day``
    (an overlay on the map). Call :meth:`refresh` after the table re-renders; ``held()`` fires when the
    player dismisses a morning summary that was holding back the night's fight or reading."""

    held = Signal()

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.table = table
        self.session = table.session
        self._stack: QStackedWidget | None = None
        self._end_of_day: EndOfDayPanel | None = None
        self._game_over: GameOverPanel | None = None
        #: the page the evening needs on stage: "evening", "over" or None
        self.page: str | None = None
        #: True while the morning summary is shown before the night's fight or reading (the stage waits)
        self.holding = False
        self._held_shown = 0  # morning events already shown in that first summary
        self.start_of_day = StartOfDayPanel(table.map_view)
        self.start_of_day.hide()
        table.map_view.installEventFilter(self)
        self.start_of_day.submitted.connect(table.submit)
        self.start_of_day.located.connect(self.locate)
        self.start_of_day.dismissed.connect(self._on_dismissed)
        self.session.events_added.connect(self._on_events)
        self.session.saved.connect(self._on_saved)
        # the morning being collected: its events, title, autosave note; None when no morning is open
        self._morning: list[Event] | None = None
        self._title = ""
        self._autosave = ""
        self._awaiting_save = False
        self._positions: dict[int, tuple[int, int]] = {}
        self._widened = False

    # ---------------------------------------------------------------- pages, built on first use

    @property
    def stack(self) -> QStackedWidget:
        """The End of the Day and game-over pages (the stage's ``day`` mode)."""
        if self._stack is None:
            # imported here: a table whose first frame shows neither page does not wait for them (issue 25)
            from grail_desktop.ui.end_of_day import EndOfDayPanel
            from grail_desktop.ui.game_over import GameOverPanel

            self._end_of_day = EndOfDayPanel()
            self._game_over = GameOverPanel()
            self._end_of_day.submitted.connect(self.table.submit)
            self._game_over.submitted.connect(self.table.submit)
            stack = QStackedWidget()
            stack.setObjectName("dayScreens")
            stack.addWidget(self._end_of_day)
            stack.addWidget(self._game_over)
            self._stack = stack
        return self._stack

    @property
    def end_of_day(self) -> EndOfDayPanel:
        self.stack  # noqa: B018 (builds the pages)
        assert self._end_of_day is not None
        return self._end_of_day

    @property
    def game_over(self) -> GameOverPanel:
        self.stack  # noqa: B018 (builds the pages)
        assert self._game_over is not None
        return self._game_over

    def _on_dismissed(self) -> None:
        self._reset_view()
        if self.holding:
            self.holding = False
            self.held.emit()  # the night's fight or reading comes on stage now

    # ---------------------------------------------------------------- session signals

    def _on_events(self, events: list[Event]) -> None:
        if self.holding and events:
            self.holding = False  # an answer came from elsewhere (the action list): the fight takes the stage
        for e in events:
            if e.kind in ("DayStarted", "Mercy"):
                day = e.get("day")
                self._morning = []
                self._title = (
                    tr("Day {day} begins").format(day=day)
                    if e.kind == "DayStarted"
                    else tr("The Allmother's Mercy: the chapter begins again")
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
            self._autosave = tr("✓ Autosaved: Continue and Load… list it under this campaign.")
            self.start_of_day.set_autosave(self._autosave)

    def _check_autosave(self) -> None:
        if self._awaiting_save:
            self._awaiting_save = False
            self._autosave = tr("⚠ The autosave was not written (see the log). Save now with Ctrl+S.")
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
        if over is not None and over.kind == "won":
            over = None  # a won chapter has its own page (ui.chapter_end)
        evening = end_of_day_view(game, catalog, legal, session.events) if over is None else None
        if over is not None:
            self.game_over.sync(over)
            self.stack.setCurrentWidget(self.game_over)
            self.page = "over"
        elif evening is not None:
            self.end_of_day.sync(evening)
            self.stack.setCurrentWidget(self.end_of_day)
            self.page = "evening"
        else:
            self.page = None
            if self._end_of_day is not None:
                self._end_of_day.sync(None)
        self._morning_refresh(legal)
        if self._widened:
            self._widen_view()  # the scene was rebuilt: widen its new rect

    def _morning_refresh(self, legal: list[str]) -> None:
        if self._morning is None:
            return
        state = self.session.game.state
        if self.holding and state.encounter is None and state.exploration is None:
            self.holding = False  # the night's fight or reading is over (answered from elsewhere)
        equip = state.pending and state.pending[0].kind == "equip" and state.encounter is None
        game, catalog = self.session.game, self.session.catalog
        if state.phase == "start" and not equip and not state.outcome:
            interrupted = state.encounter is not None or state.exploration is not None
            if not interrupted or self._held_shown or self.holding:
                return  # the morning is still running: the summary shows when it is done
            # The night's Event draws a fight or a reading: say first what the morning has done so far.
            self.holding = True
            self._held_shown = max(len(self._morning), 1)
            view = start_of_day_view(self._morning, state, catalog, self._autosave, self._title)
            self.start_of_day.sync(view, ())
            self.start_of_day.continue_button.setText(tr("Face what the night brings (Enter)"))
            self._place_overlay()
            self.start_of_day.show()
            self.start_of_day.raise_()
            self.start_of_day.continue_button.setFocus()
            return
        # after a night's fight or reading the summary says only what came after what it showed before (a
        # newcomer read the same morning twice; issue 18), and does not come back when nothing did
        told = self._held_shown if self._held_shown else 0
        view = start_of_day_view(after_the_night(self._morning, told), state, catalog, self._autosave, self._title)
        choices: tuple[Choice, ...] = ()
        if equip:
            choices = tuple(Choice(n, describe(n, game, catalog)[0]) for n in legal if n.startswith("equip "))
        else:
            self._held_shown = 0
            self._morning = None  # the day has begun: this summary is complete
            if told and not view.sections and not view.events:
                if self.start_of_day.isVisible():
                    self.start_of_day.hide()
                return
        self.start_of_day.continue_button.setText(tr("Continue to the day"))
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
