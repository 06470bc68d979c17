"""Coach marks for the guided first day (issue 26): a ring round the real widget a step is about, and a bubble
that says what to do and waits until the game has done it.

:class:`Coach` runs a :class:`~grail_desktop.app.tutorial.Guide` over the main window's table. It listens to the
session and the stage; when a step's condition holds (:func:`~grail_desktop.app.tutorial.step_done`) it moves on,
and writes the step into the campaign's lineage, so every save and autosave carries it and a loaded game resumes
there. The ring (:class:`CoachRing`) lets every click through; the bubble (:class:`CoachBubble`) has Next (for
steps that only explain), Skip, and at the end the offer of a proper campaign.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QCursor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGraphicsItem,
    QGraphicsView,
    QLabel,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.glossary import build_glossary
from grail_desktop.app.tutorial import Facts, Guide, Step, linked_html, step_done
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.widgets import WrapButton

if TYPE_CHECKING:
    from grail_desktop.ui.table import TableScreen

#: The lineage's tutorial value once the guided day is over (finished or left for a proper campaign).
FINISHED = "done"
_GLOW = QColor("#f2d36b")
#: Steps that one action does: any other action taken while they are on show is a step off the guided path.
ONE_ACTION_STEPS = frozenset({"at", "exploring", "fighting"})
#: The bubble's width in pixels, and the least it narrows to so as to fit a side column beside the stage.
BUBBLE_WIDTH = 360
MIN_BUBBLE_WIDTH = 260


class CoachRing(QWidget):
    """A transparent layer over the window that draws a glowing ring round ``target`` (window pixels)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coachRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.target = QRect()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.target.isNull():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # inside the window, so a target at its edge (the tray) keeps all four sides of its ring (newcomer run)
        ring = QRectF(self.target).adjusted(-5, -5, 5, 5).intersected(QRectF(self.rect()).adjusted(5, 5, -5, -5))
        for width, alpha in ((9, 60), (3, 255)):
            colour = QColor(_GLOW)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(ring, 8, 8)


class CoachBubble(QFrame):
    """The coach's words: ``title``, ``text`` (glossary links: ``term_clicked(str)``), ``counter`` and buttons."""

    term_clicked = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coachBubble")
        self.setAccessibleName(tr("Guide"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#coachBubble { background: #2a2418; border: 2px solid #f2d36b; border-radius: 10px; }"
            "#coachBubble QLabel { color: #f1e7cf; background: transparent; }"
            "#coachTitle { color: #f2d36b; font-weight: bold; }"
        )
        self.setFixedWidth(BUBBLE_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        self.counter = QLabel()
        self.counter.setObjectName("coachCounter")
        self.counter.setWordWrap(True)  # the narrowed bubble in a side column cut "step 13 of 19"
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("coachText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.text.linkActivated.connect(lambda link: self.term_clicked.emit(link.removeprefix("term:")))
        self.text.linkHovered.connect(self._hover)
        #: the glossary's explanation by term, for the hover over a rule word (the coach fills it)
        self.explain: Callable[[str], str | None] = lambda _term: None
        self.waiting = QLabel()
        self.waiting.setObjectName("coachWaiting")
        self.waiting.setWordWrap(True)
        self.waiting.setStyleSheet("color: #c9bfa4; font-style: italic;")
        for widget in (self.counter, self.title, self.text, self.waiting):
            layout.addWidget(widget)
        # wraps: in German the words are wider than a bubble narrowed to its side column (issue 28)
        self.campaign = WrapButton(tr("Start a proper campaign…"))
        self.campaign.setObjectName("coachCampaign")
        layout.addWidget(self.campaign)
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        #: Skip and Next side by side, or one above the other when the bubble is too narrow for both
        self.buttons_row = row
        self.skip = QPushButton(tr("Skip the guide"))
        self.skip.setObjectName("coachSkip")
        self.skip.setToolTip(tr("Leave the guide; Help → Guided first day resumes it here"))
        self.next = QPushButton(tr("Next"))
        self.next.setObjectName("coachNext")
        self.next.setProperty("role", "primary")
        row.addWidget(self.skip)
        row.addStretch(1)
        row.addWidget(self.next)
        layout.addLayout(row)

    def fit_buttons(self) -> None:
        """Skip and Next side by side when both fit the bubble's width whole, else Next under Skip (the German
        "Die Führung überspringen" was cut beside "Weiter" in a bubble narrowed to its side column, issue 28)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        shown = [b for b in (self.skip, self.next) if not b.isHidden()]
        needed = sum(b.sizeHint().width() for b in shown) + self.buttons_row.spacing() * (len(shown) - 1)
        across = needed <= room
        self.buttons_row.setDirection(QBoxLayout.Direction.LeftToRight if across else QBoxLayout.Direction.TopToBottom)

    def _hover(self, link: str) -> None:
        gloss = self.explain(link.removeprefix("term:")) if link else None
        if gloss:
            QToolTip.showText(QCursor.pos(), gloss + "\n" + tr("(click: the rule in the reference)"), self.text)
        else:
            QToolTip.hideText()


class Coach(QObject):
    """Runs ``guide`` over ``table`` (inside ``window``), from the step stored in the session's lineage.

    Signals: ``finished()`` when the last step is done or the player leaves for a proper campaign
    (``campaign_requested()`` then too), ``skipped()`` when the player skips, ``term_requested(str)`` for a
    glossary link in the coach's text.
    """

    finished = Signal()
    skipped = Signal()
    campaign_requested = Signal()
    term_requested = Signal(str)

    def __init__(self, window: QWidget, table: TableScreen, guide: Guide) -> None:
        super().__init__(window)
        self.window = window
        self.table = table
        self.session = table.session
        self.guide = guide
        self.glossary = build_glossary(self.session.catalog)
        self.index = guide.index(self.session.lineage.tutorial)
        self.ring = CoachRing(window)
        self.bubble = CoachBubble(window)
        self.bubble.next.clicked.connect(self.next_step)
        self.bubble.skip.clicked.connect(self.skip)
        self.bubble.campaign.clicked.connect(self._campaign)
        self.bubble.term_clicked.connect(self.term_requested.emit)
        self.bubble.explain = self.glossary.lookup
        self.session.state_changed.connect(lambda _c: self.check())
        table.stage.mode_changed.connect(lambda _m: self.check())
        table.opening_closed.connect(self.check)
        window.installEventFilter(self)
        # Widgets move as the game goes on (the hand grows, the map pans): follow the target a few times a second.
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.place)
        self.active = False
        #: the step whose start was marked, and the chronicle's length then (for "off the guided path")
        self._step_marked = -1
        self._step_mark: int | None = None
        self._skipped: set[str] = set()

    # ---------------------------------------------------------------- steps

    @property
    def step(self) -> Step:
        """The step on show."""
        return self.guide.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index >= len(self.guide.steps) - 1

    def start(self) -> None:
        """Show the coach at the stored step (moving past any step the game has already done)."""
        self.active = True
        self._store()
        self._timer.start()
        self.ring.show()
        self.bubble.show()
        self.check()

    def facts(self) -> Facts:
        """What the table knows for the conditions."""
        return Facts(opening_read=self.table.opening is None, mode=self.table.stage.mode)

    def check(self) -> None:
        """Move on while the step on show is done; then show it."""
        if not self.active:
            return
        state = self.session.game.state
        # Undo can take a Travel back (nothing else the guide waits for): the guide goes back to that step.
        while self.index > 0 and (back := self.guide.steps[self.index - 1]).until.startswith("at "):
            if step_done(back, state, self.facts()) or back.id in self._skipped:
                break
            self.index -= 1
            self._store()
        while not self.last and (step_done(self.step, state, self.facts()) or self._explains_the_past()):
            self.index += 1
            self._store()
        self._show()

    def _marked_card(self) -> int | None:
        """The card of the nearest "travel to" step before the step on show (the place the steps after it need)."""
        for step in reversed(self.guide.steps[: self.index]):
            kind, *args = step.until.split()
            if kind == "at":
                return int(args[0])
        return None

    def _away_from_marked_card(self) -> str:
        """The marked card's name when a step that acts where the player stands (a location's action) is on show
        and the player stands elsewhere (skipped the travel, or went on), else ``""``."""
        if not self.step.target.startswith("action:location") or self.step.until.split()[0] in ("at", "next"):
            return ""
        number = self._marked_card()
        state = self.session.game.state
        who = state.order[0] if state.order else None
        if number is None or who is None or state.characters[who].location == number:
            return ""
        place = self.session.catalog.locations.get(number)
        return place.name if place is not None else tr("the marked card")

    def _explains_the_past(self) -> bool:
        """Whether the step on show only explains (Next) a part of the day the game has already left behind: the
        first step after it that waits for the game is done already (off the guided path, issue 26)."""
        state, facts = self.session.game.state, self.facts()
        if self.step.until != "next":
            return False
        if self.step.target.startswith("encounter:") and state.encounter is None:
            return True  # it explains a fight that is not on (skipped off the guided path)
        if state.phase == "day" and state.day == 1:
            return False  # while Day 1's actions go on, every other explanation still has its moment
        later = next((s for s in self.guide.steps[self.index + 1 :] if s.until != "next"), None)
        return later is not None and step_done(later, state, facts)

    def next_step(self) -> None:
        """Next (steps that only explain), or the end of the guide on the last step."""
        if self.last:
            self.finish()
            return
        if self.step.until != "next":
            self._skipped.add(self.step.id)  # skipped off the guided path: never gone back to
        self.index += 1
        self._store()
        self.check()

    def skip(self) -> None:
        """Leave the guide here: the step stays in the lineage and the campaign is saved with it."""
        self._store()
        try:
            self.session.save()
        except Exception as exc:  # the previous save stays intact; the player is told
            self.table.message.emit(tr("Could not save the guided day: {error}").format(error=exc))
        self.stop()
        self.table.message.emit(tr("The guide waits where you left it: Help → Guided first day resumes it."))
        self.skipped.emit()

    def finish(self) -> None:
        """The guided day is over: it never comes back on this campaign."""
        self.session.lineage = dataclasses.replace(self.session.lineage, tutorial=FINISHED)
        self.session.dirty = True
        try:  # kept at once, so leaving for a proper campaign asks nothing about saving (newcomer run)
            self.session.save()
        except Exception as exc:  # the previous save stays intact; the player is told
            self.table.message.emit(tr("Could not save the guided day: {error}").format(error=exc))
        self.stop()
        self.finished.emit()

    def _campaign(self) -> None:
        self.finish()
        self.campaign_requested.emit()

    def stop(self) -> None:
        """Hide the coach (the game goes on)."""
        self.active = False
        self._timer.stop()
        self.ring.hide()
        self.bubble.hide()

    def _actions_taken(self) -> int:
        return len(self.session.game.state.chronicle)

    def _store(self) -> None:
        if self._step_marked != self.index:  # a new step on show: what counts as straying starts from here
            self._step_marked = self.index
            self._step_mark = self._actions_taken()
        if self.session.lineage.tutorial != self.step.id:
            self.session.lineage = dataclasses.replace(self.session.lineage, tutorial=self.step.id)

    # ---------------------------------------------------------------- showing

    def _show(self) -> None:
        step, bubble = self.step, self.bubble
        bubble.counter.setText(
            tr("Guided first day · step {value} of {value2}").format(value=self.index + 1, value2=len(self.guide.steps))
        )
        bubble.title.setText(step.title)
        bubble.text.setText(linked_html(step.text, self.glossary).replace("<a ", '<a style="color: #f2d36b;" '))
        waits = step.until != "next"
        # Off the guided path (issue 26): the player did something else since the step came up and the step is
        # still open. The guide says so and offers to skip the step, so it never waits for what may not come.
        moved = self._step_mark is not None and self._actions_taken() != self._step_mark
        astray = step.until.split()[0] in ONE_ACTION_STEPS and moved
        if astray:
            bubble.waiting.setText(
                tr("You took another way. Do what the step asks if you still can, or skip it: the guide goes on.")
            )
        else:
            bubble.waiting.setText(tr("The guide waits for you to do it.") if waits else "")
        bubble.waiting.setVisible(waits)
        bubble.next.setVisible(not waits or astray)
        away = self._away_from_marked_card()
        if away and not astray:
            bubble.waiting.setText(
                tr("This step needs you on {place}, the card the guide marked: travel there first.").format(place=away)
            )
        bubble.next.setText(tr("Skip step") if astray else (tr("Keep playing") if self.last else tr("Next")))
        bubble.campaign.setVisible(self.last)
        bubble.skip.setVisible(not self.last)
        bubble.adjustSize()
        if step.target.startswith("map:"):
            self._bring_into_view(int(step.target.removeprefix("map:")))
        self.place()
        QTimer.singleShot(0, self.place)  # widgets the game has just added are shown once the event loop runs

    def _bring_into_view(self, number: int) -> None:
        item = self.table.scene.cards.get(number)
        view = self.table.map_view
        if item is None or self.table.stage.mode != "map":
            return
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        if not seen.contains(item.sceneBoundingRect()):
            view.centerOn(item)

    def target_rect(self) -> QRect:
        """Where the step's widget is, in window pixels (empty when it is not on screen)."""
        target = self.step.target
        table = self.table
        if self._away_from_marked_card():  # the step needs the marked card: the ring shows the way there
            target = f"map:{self._marked_card()}"
        kind, _, arg = target.partition(":")
        widget: QWidget | None = None
        if kind == "stage" or (kind == "opening" and table.opening is None):
            widget = table.stage
        elif kind == "opening":
            widget = table.opening
        elif kind == "daybar":
            widget = table.day_bar
        elif kind == "tray":
            widget = table.trays
        elif kind == "actions":
            widget = table.action_panel
        elif kind == "chronicle":
            widget = table.chronicle
        elif kind == "journal":
            widget = table.journal_close if table.journal_close.isVisible() else table.journal
        elif kind == "day":  # the End of the Day, or the night's Dream the stage shows after it
            widget = table.day_screens.stack if table.stage.mode == "day" else table.stage
        elif kind == "action":
            widget = table.action_panel.buttons.get(arg)
        elif kind == "map":
            item = table.scene.cards.get(int(arg))
            return self._scene_rect(table.map_view, [item] if item is not None else [])
        elif kind == "encounter":
            return self._board_rect(arg)
        if widget is None or not widget.isVisible():
            return QRect()
        return QRect(widget.mapTo(self.window, QPoint(0, 0)), widget.size())

    def _board_rect(self, part: str) -> QRect:
        table = self.table
        if not table.stage.built("encounter") or table.stage.mode != "encounter":
            return QRect()
        board = table.encounter_board
        scene = board.scene
        if part == "roll" and "roll" in board.buttons and board.buttons["roll"].isVisible():
            button = board.buttons["roll"]
            return QRect(button.mapTo(self.window, QPoint(0, 0)), button.size())
        if part == "buttons":  # the step buttons (Roll, End phase, Resolve …), not the log beside them
            area = QRect()
            for button in board.buttons.values():
                if button.isVisible():
                    area = area.united(QRect(button.mapTo(self.window, QPoint(0, 0)), button.size()))
            return area
        parts: dict[str, list[QGraphicsItem]] = {
            "enemies": list(scene.enemies.values()),
            "hand": list(scene.hand),
            "pool": [*scene.pool, *([scene.active_area] if scene.active_area else [])],
            "roll": [scene.roll_button] if scene.roll_button is not None else [],
        }
        return self._scene_rect(board.view, parts.get(part, []))

    def _scene_rect(self, view: QGraphicsView, items: Sequence[QGraphicsItem]) -> QRect:
        if not items or not view.isVisible():
            return QRect()
        area = QRectF()
        for item in items:
            area = area.united(item.sceneBoundingRect())
        shown = view.mapFromScene(area).boundingRect().intersected(view.viewport().rect())
        if shown.isEmpty():
            return QRect()
        return QRect(view.viewport().mapTo(self.window, shown.topLeft()), shown.size())

    def place(self) -> None:
        """Put the ring on the target and the bubble beside it, inside the window, never on the target.

        While the stage shows a reading, a fight or the End of the Day, everything on it matters (the passage's
        last lines, the dice, the hand), so the bubble goes into a side column beside the stage, narrowed to fit
        it; on the map only the target is kept clear. Where nothing fits, the spot covering least of what must
        stay clear wins.
        """
        if not self.active:
            return
        window = self.window.rect()
        self.ring.setGeometry(window)
        target = self.target_rect()
        self.ring.target = target
        self.ring.raise_()
        self.ring.update()
        margin = 16
        stage = self._stage_rect()
        keep_clear = [r for r in (target, stage if self._stage_matters() else QRect()) if not r.isNull()]
        columns = [stage.left() - 2 * margin, window.width() - stage.right() - 2 * margin] if stage.isValid() else []
        room = max(columns, default=BUBBLE_WIDTH)
        self.bubble.setFixedWidth(max(MIN_BUBBLE_WIDTH, min(BUBBLE_WIDTH, room)))
        self.bubble.fit_buttons()
        size = self._bubble_size()
        top = target.top() if not target.isNull() else 70
        choices: list[QPoint] = []
        if stage.isValid():  # the side columns beside the stage: right (the tray), then left (the actions)
            choices += [QPoint(stage.right() + margin, top), QPoint(stage.left() - size.width() - margin, top)]
        if not target.isNull():
            choices += [
                QPoint(target.right() + margin, target.top()),
                QPoint(target.left() - size.width() - margin, target.top()),
                QPoint(target.left(), target.bottom() + margin),
                QPoint(target.left(), target.top() - size.height() - margin),
            ]
        choices.append(QPoint(window.width() - size.width() - margin, 70))

        def fitted(spot: QPoint) -> QRect:
            x = min(max(spot.x(), margin), window.width() - size.width() - margin)
            y = min(max(spot.y(), margin), window.height() - size.height() - margin)
            return QRect(QPoint(x, y), size)

        def covered(rect: QRect) -> int:
            # The target itself weighs most: the ring must never be hidden.
            return sum(
                (10 if clear is target else 1) * (part.width() * part.height())
                for clear in keep_clear
                if not (part := rect.intersected(clear)).isEmpty()
            )

        spots = [fitted(choice) for choice in choices]
        best = min(spots, key=covered)  # min keeps the first of equals: the preferred order above
        self.bubble.setGeometry(best)
        self.bubble.raise_()

    def _bubble_size(self) -> QSize:
        bubble = self.bubble
        bubble.adjustSize()
        size = bubble.sizeHint()
        layout = bubble.layout()
        size.setWidth(bubble.width())
        if layout is not None and layout.hasHeightForWidth():  # wrapped text: the height its width needs
            size.setHeight(max(size.height(), layout.totalHeightForWidth(bubble.width())))
        return size

    def _stage_rect(self) -> QRect:
        stage = self.table.stage
        if not stage.isVisible():
            return QRect()
        return QRect(stage.mapTo(self.window, QPoint(0, 0)), stage.size())

    def _stage_matters(self) -> bool:
        """Whether all of the stage must stay in sight (a reading, a fight, a day screen, the letter)."""
        return self.table.stage.mode in ("journal", "encounter", "day") or self.table.opening is not None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize and self.active:
            self.place()
        return super().eventFilter(watched, event)

    def close(self) -> None:
        """Remove the coach's widgets (the table it ran over is going)."""
        self.stop()
        self.window.removeEventFilter(self)
        self.ring.deleteLater()
        self.bubble.deleteLater()
        self.deleteLater()
