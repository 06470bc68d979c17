"""The encounter board: card chaining and dice for combat and diplomacy (ux.md "Encounter board", issue 9).

The scene (:mod:`grail_desktop.ui.encounter_scene`) shows enemies on the left with their chains growing
right, the dice tray, the deck, the discard pile and the hand along the bottom, the dial and the Escape
button in the header; its items live in :mod:`grail_desktop.ui.encounter_items` and the card painter in
:mod:`grail_desktop.ui.cards`. Cards and dice are dragged with QGraphicsItem mouse handling, legal drop
spots glow (``session.is_legal``), illegal drops snap back and say why (``session.why_not``); every change
goes through ``session.submit(notation)``.

:class:`EncounterBoard` is the widget: the board view, the fight's log beside it and buttons for every step
(the keyboard and accessible fallback). Keys: 1–9 select a hand card, Tab / arrows cycle its legal chains,
Enter plays; D selects the next die (Enter commits a pool die; Tab / arrows cycle the enemies a rolled die
may hit, Enter applies it); N draws, R rolls, Escape asks to escape.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QGridLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.describe import describe
from grail_desktop.app.encounter_view import (
    EncounterView,
    encounter_view,
    summary,
)
from grail_desktop.app.event_words import sentence_words
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import load_preferences
from grail_desktop.app.tips import source_words
from grail_desktop.app.words import clean
from grail_desktop.engine.core import Event
from grail_desktop.ui.encounter_scene import (
    BoardScene,
    BoardView,
    resolve_dial_turns,
    resolve_round_starts,
    resolve_steps,
)
from grail_desktop.ui.i18n import tr

QWIDGETSIZE_MAX = 16777215  # Qt's QWIDGETSIZE_MAX (not exported by PySide6)
#: the keys that press a focused button (Enter through ui/focus_flow.py's EnterPresses, Space by Qt)
_PRESS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def keys_tooltip() -> str:
    """Each key of the encounter board and what it does, a line each (the strip under the board says only
    "Keys (hover for what each does)"; a row of bare letters read as notation, issue 11 newcomer)."""
    return "\n".join(
        (
            tr("1–9: pick that card from your hand (after a roll: that rolled die)"),
            tr("Arrow keys: choose where the picked card or die goes"),
            tr("Enter: play the picked card"),
            tr("D: pick the next die"),
            tr("N: draw a card from your deck"),
            tr("R: roll the committed dice"),
            tr("V: read the card under the pointer large"),
            tr("Esc: let go of the picked card; again, escape the encounter"),
            tr("Mouse wheel or + / −: zoom the board; 0: fit it to the window"),
        )
    )


class EncounterBoard(QWidget):
    """The encounter board widget: the board view, and beside it the fight's log and a button per step.

    Syncs itself from ``session`` on every state change (:meth:`refresh`). ``finished()`` fires when the
    player leaves the outcome of an ended encounter; ``message(str)`` carries notes for a status bar.
    """

    finished = Signal()
    message = Signal(str)

    def __init__(
        self, session: GameSession, colour_blind: bool = False, animation_speed: int = 1, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("encounterBoard")
        self.session = session
        self.scene = BoardScene(session, colour_blind, animation_speed)
        self.view = BoardView(self.scene)
        self.log = QListWidget()
        self.log.setObjectName("encounterLog")
        self.log.setAccessibleName(tr("The fight's log"))
        self.log.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setObjectName("encounterReason")
        self.reason.setWordWrap(True)
        self.reason.setProperty("role", "muted")
        # above the log, never in the buttons' column: a long refusal squashed the step buttons into unreadable
        # strips (issue 18, newcomer 8); the log gives way to it, and it is cleared by the next action
        self.reason.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.reason.hide()
        self._reason_at = -1  # the action log's length when the message was said
        self.buttons: dict[str, QPushButton] = {}
        #: the board's accessible list (ui/scene_access.py), set by the table
        self.mirror: QWidget | None = None
        self._button_box = QGridLayout()
        self._button_box.setSpacing(4)
        # The log sits beside the board when the board is wide, under it when the board is tall and narrow
        # (docked on the table), so the cards stay as large as the space allows.
        log_box = QWidget()
        log_column = QVBoxLayout(log_box)
        log_column.setContentsMargins(0, 0, 0, 0)
        self.log_heading = QLabel(tr("<b>The fight's log</b>"))
        self.log_heading.setObjectName("encounterLogHeading")
        # at the largest Text size the strip under the board is narrow: the heading wraps, never loses a letter
        self.log_heading.setWordWrap(True)
        log_column.addWidget(self.log_heading)
        log_column.addWidget(self.reason)
        log_column.addWidget(self.log, 1)
        controls = QWidget()
        self._controls = controls
        controls.setMinimumWidth(210)
        controls.setMaximumWidth(420)
        column = QVBoxLayout(controls)
        column.setContentsMargins(0, 0, 0, 0)
        column.addStretch(1)
        column.addLayout(self._button_box)
        keys = QLabel(
            tr(
                "Keys: 1–9 card · arrows chain · Enter play · D die · N draw · R roll · V read a card · "
                "Esc lets go, then escapes · wheel or +/− zoom, 0 fits"
            )
        )
        keys.setWordWrap(True)
        keys.setProperty("role", "muted")
        keys.setToolTip(keys_tooltip())
        column.addWidget(keys)
        self.keys = keys
        self._keys_long = keys.text()
        self.side = QWidget()
        self.side.setObjectName("encounterSide")
        self._side_layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.side)
        self._side_layout.setContentsMargins(6, 6, 6, 6)
        self._side_layout.addWidget(log_box, 1)
        self._side_layout.addWidget(controls)
        self._layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self.view, 1)
        self._layout.addWidget(self.side)
        self._strip_heights = (130, 150)  # the strip's lowest and highest under the board at this Text size
        self._arrange(beside=True)
        self.scene.message.connect(self._on_message)
        self.scene.finished.connect(self.finished.emit)
        session.state_changed.connect(lambda _changes: self.refresh())
        session.events_added.connect(self.on_events)
        session.action_rejected.connect(self._on_rejected)
        self.refresh()

    def _arrange(self, beside: bool) -> None:
        """The log and buttons beside the board (``beside``) or in a strip under it."""
        self.log_beside = beside
        grow = max(1.0, self.view.text_scale)  # the side column grows with the Text size setting (issue 28)
        if beside:
            self._layout.setDirection(QBoxLayout.Direction.LeftToRight)
            self._side_layout.setDirection(QBoxLayout.Direction.TopToBottom)
            self.side.setMaximumSize(round(260 * grow), QWIDGETSIZE_MAX)
            self.side.setMinimumSize(round(220 * grow), 0)
        else:
            self._layout.setDirection(QBoxLayout.Direction.TopToBottom)
            # at a large Text size the log above a row of steps, else the steps beside the log
            stacked = self.large_text()
            self._side_layout.setDirection(
                QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
            )
            # a low strip, so the board keeps the height (issue 18); the keys move into the board's tooltip
            self._strip_heights = (round(130 * min(grow, 1.25)), round(150 * min(grow, 1.4)))
            self.side.setMaximumSize(QWIDGETSIZE_MAX, self._strip_heights[1])
            self.side.setMinimumSize(0, self._strip_heights[0])
        # under the board the strip is low: the keys in short, the whole list on hover
        short = tr("Keys (hover for what each does)")
        self.keys.setText(self._keys_long if beside else short)
        # at a large Text size even a short list took three lines and left the board a sliver (issue 28): the
        # keys are on the board's tooltip and in the shortcuts sheet (F1) instead
        self.keys.setHidden(not beside and self.large_text())
        self._fit_strip()
        QTimer.singleShot(0, self, self._fit_strip)  # again once a new font or style has reached the buttons

    def _fit_strip(self) -> None:
        """Under the board the strip is at least as tall as its buttons and keys need, so at a large Text size
        no button is squeezed (issue 28: at 24 pt the buttons were cut); the board above scrolls instead. The
        buttons' column is as wide as its widest button needs, beside the board too ("Phase beenden" at 24 pt)."""
        widest = max((b.sizeHint().width() for b in self.buttons.values()), default=0)
        self._controls.setMinimumWidth(min(420, max(210, widest)))
        # at a large Text size the strip is narrow for its words: the buttons take what the widest needs and the
        # log the rest (the keys wrapped wide and left the log too narrow for a word of it, issue 28)
        large = not self.log_beside and self.large_text()
        self._controls.setMaximumWidth(QWIDGETSIZE_MAX if large else 420)
        if large:
            self._controls.setMinimumWidth(0)
        if self.log_beside:
            return
        if large:  # the log's heading and two lines above the row of steps, all whole
            lines = 2 * self.log.fontMetrics().lineSpacing() + 2 * self.log.frameWidth() + 8
            heading = self.log_heading.heightForWidth(max(self.side.width() - 12, 100))
            spacing = self._side_layout.spacing()
            margins = self._side_layout.contentsMargins()
            needed = heading + lines + self._button_box.minimumSize().height() + 3 * spacing
            needed += margins.top() + margins.bottom()
            self.side.setMinimumHeight(needed)
            self.side.setMaximumHeight(needed)
            self.log.scrollToBottom()  # the latest line whole in the low log
            return
        column = self._controls.layout()
        if column is None:
            return
        # the buttons and the keys must be whole (a message goes above the log, which gives way to it)
        width = max(self._controls.width(), self._controls.minimumWidth())
        needed = self._button_box.minimumSize().height() + self.keys.heightForWidth(width) + 2 * column.spacing()
        margins = self._side_layout.contentsMargins()
        needed += margins.top() + margins.bottom()
        # what the strip needs now, not the most it ever needed: a height once needed (the long keys, a narrower
        # column on the way) kept the German strip 19 px taller and scrolled the board's header away
        low, high = self._strip_heights
        if (self.side.minimumHeight(), self.side.maximumHeight()) != (max(low, needed), max(high, needed)):
            self.side.setMinimumHeight(max(low, needed))
            self.side.setMaximumHeight(max(high, needed))
            board = self.layout()
            if board is not None:  # now, not at the next pass of the event loop: the view gives the strip its room
                board.activate()

    def large_text(self) -> bool:
        """Whether the Text size is large (above 15 pt): the strip under the board stacks its log over a row of
        steps."""
        return self.view.text_scale > 1.3

    def follow_text_scale(self) -> None:
        """The side column and its buttons follow a new Text size (the view's ``text_scale``)."""
        self._arrange(self.log_beside)
        self._sync_side(self.scene.view_model if not self.scene.ended else None, log=False)
        for button in self.buttons.values():
            button.show()  # at once, not on the next pass of the event loop: nothing is left half laid out
        for layout in (self._side_layout, self._layout):
            layout.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        beside = self.width() >= 1.55 * self.height()
        if beside != self.log_beside:
            self._arrange(beside)
            self._sync_side(self.scene.view_model if not self.scene.ended else None, log=False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The board's letter keys (R roll, N draw, D next die) also work while one of the board's buttons or its
        log has the keyboard: those widgets pass the letters up to here (issue 26, newcomer run: R did nothing
        after a button was clicked). Other keys keep their usual meaning."""
        if event.key() in (Qt.Key.Key_R, Qt.Key.Key_N, Qt.Key.Key_D) and self.scene.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the Resolve steps (or the outcome) show, Enter and Space on a step button only go on through the
        steps, as on their own "Continue": a newcomer's Enter on "Continue" also resolved the next round through
        the focused Resolve button behind them (issue 18)."""
        if (
            self.scene.overlay_lines
            and event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
            and isinstance(event, QKeyEvent)
            and event.key() in _PRESS_KEYS
            and watched in self.buttons.values()
        ):
            if event.type() == QEvent.Type.KeyPress and not event.isAutoRepeat():
                self.scene.dismiss_overlay()
            return True
        return super().eventFilter(watched, event)

    def _steps_take_the_keyboard(self) -> None:
        """While the Resolve steps show, the keyboard moves from a step button to the board, whose Enter goes on
        through the steps; only from inside the board: a big moment over the stage (the reveal card after a won
        fight) keeps the keyboard until it is dismissed (tests/ui/test_table_holds_still.py)."""
        if not self.scene.overlay_lines:
            return
        focused = self.window().focusWidget()
        if focused is not None and focused is not self.view and self.isAncestorOf(focused):
            self.view.setFocus()

    def set_preferences(self, colour_blind: bool, animation_speed: int) -> None:
        """Adopt the colour-blind node symbols and the animation speed (0 = off)."""
        if (colour_blind, animation_speed) == (self.scene.colour_blind, self.scene.animation_speed):
            return
        self.scene.colour_blind = colour_blind
        self.scene.animation_speed = animation_speed
        self.scene.update()

    @property
    def active(self) -> bool:
        """True while an encounter runs or its outcome is still on the board."""
        return self.scene.view_model is not None

    def current_view(self) -> EncounterView | None:
        game = self.session.game
        return encounter_view(game, self.session.catalog, self.session.legal_actions())

    def refresh(self) -> None:
        """Re-render from the session's current state (idempotent)."""
        view = self.current_view()
        if view is None and self.scene.view_model is None:
            return
        if view is None and self.scene.ended:
            # the game moved on (an action from the action panel) while the outcome was still shown
            self.scene.dismiss_overlay()
            return
        self.scene.sync(view)
        self._drop_stale_reason()
        if view is not None:
            self.view.setAccessibleDescription(summary(view))
        self._sync_side(view)
        self.view.fit()  # the scale holds; the board never scrolls by itself (the player scrolls or zooms)

    def on_events(self, events: list[Event]) -> None:
        """Show a Resolve phase step by step and the outcome of the fight when it ends."""
        catalog, game = self.session.catalog, self.session.game
        # the engine's texts through clean(), as the chronicle shows them (an older save's lines too)
        lines = [clean(line, catalog, game) for line in resolve_steps(events)]
        turns = resolve_dial_turns(events)
        before = self.scene.view_model
        ended = any(e.kind in ("EncounterOutcome", "EncounterEnded") for e in events)
        if before is None:
            return
        if ended:
            last_end = max(i for i, e in enumerate(events) if e.kind in ("EncounterOutcome", "EncounterEnded"))
            own = events[: last_end + 1]  # a fight that follows has its own start in the log, not on this outcome
            texts = lines or [sentence_words(e.kind, clean(e.text, catalog, game)) for e in own if e.text]
            won = any(e.kind == "EncounterOutcome" and e.get("won") == 1 for e in events)
            title = tr("Victory") if won else tr("The encounter is over")
            follows = self._next_encounter(events)
            button = None
            if follows:  # issue 18: a second fight began unseen behind "The encounter is over", with no word why
                texts = [follows, *texts]  # said first, under the title
                button = tr("On to the next encounter (Enter)")
            self.scene.show_steps(title, texts, before.dial, turns if lines else None, button=button)
        elif lines:
            title = tr("Resolve phase — round {round}").format(round=before.round)
            rounds = resolve_round_starts(events)
            self.scene.show_steps(title, lines, before.dial, turns, rounds=rounds, round_from=before.round)
        for e in events:
            if e.text:
                self.log.addItem(sentence_words(e.kind, clean(e.text, catalog, game)))
        self.log.scrollToBottom()
        self._steps_take_the_keyboard()

    def _next_encounter(self, events: list[Event]) -> str:
        """The words for an encounter that began after the one that ended in ``events`` (a journal's fight after
        a fight, a Guardian met on the way out), or ``""``: who is met and what started it."""
        ends = [i for i, e in enumerate(events) if e.kind in ("EncounterOutcome", "EncounterEnded")]
        started = next((e for e in events[ends[-1] + 1 :] if e.kind == "EncounterStarted"), None) if ends else None
        encounter = self.session.game.state.encounter
        if started is None or encounter is None:
            return ""
        names = ", ".join(self.session.game.enemy_name(e.id) for e in encounter.enemies)
        source = str(started.get("source") or "")
        if source.startswith("fight:"):  # a "fight" effect: the story (a journal section, an event) calls for it
            why = tr("the story calls for it")
        else:
            why = tr("started by {what}").format(what=source_words(self.session.catalog, source))
        return tr("Another encounter follows at once: {names} ({why}). Continue to face it.").format(
            names=names, why=why
        )

    def _on_rejected(self, reason: str) -> None:
        if self.scene.interactive:
            self.scene.set_banner(tr("Not possible: {why}").format(why=reason))

    def _on_message(self, text: str) -> None:
        self.reason.setText(text)
        self.reason.setToolTip(text)
        self.reason.setVisible(bool(text))
        self._reason_at = len(self.session.game.state.action_log)
        self.message.emit(text)

    def _drop_stale_reason(self) -> None:
        """A message said before the last action (or its undo) no longer applies: it goes (issue 18)."""
        if self.reason.text() and len(self.session.game.state.action_log) != self._reason_at:
            self.reason.clear()
            self.reason.setToolTip("")
            self.reason.hide()

    def _sync_side(self, view: EncounterView | None, log: bool = True) -> None:
        """The log (when ``log``) and one button per step, enabled when legal, else with the reason."""
        if view is not None and log:
            self.log.clear()
            self.log.addItems(list(view.log))
            self.log.scrollToBottom()
        had_focus = next((n for n, b in self.buttons.items() if b.hasFocus()), None)
        while self._button_box.count():
            entry = self._button_box.takeAt(0)
            widget = entry.widget() if entry is not None else None
            if widget is not None:
                # Hidden now: deleteLater waits for the event loop, and a button still shown there would sit
                # under the new ones (seen when several steps are applied before the loop runs).
                widget.hide()
                widget.deleteLater()
        self.buttons.clear()
        if view is None:
            if had_focus is not None:
                self.view.setFocus()  # the fight's outcome is read on the board (Enter goes on)
            return
        entries: list[tuple[str, str]] = []
        for n, reward in enumerate(view.reward_offer, start=1):
            entries.append((f"take-reward {n}", tr("Take: {reward}").format(reward=reward)))
        if view.reward_offer:
            entries.append(("skip-reward", tr("Skip rewards")))
        steps = [("roll", tr("Roll (R)")), ("end-phase", tr("End phase")), ("resolve", tr("Resolve"))]
        # while instant rewards are on offer nothing else can be done (S2): the steps make room for the rewards,
        # whose buttons take whole rows (they were squeezed into strips under the board; issue 18)
        entries += [step for step in steps if not view.reward_offer or view.is_legal(step[0])]
        # the Items after the steps, a flipped one still there, greyed with its reason: the steps keep their places
        # (newcomer 10: flipping the Cairn Pebble took its button away and Roll slid under the mouse)
        if not view.reward_offer:
            entries += [(f"use {item.id}", tr("Use {name}").format(name=item.name)) for item in view.member.items]
        columns = 1 if self.log_beside else 2
        if not self.log_beside and self.large_text():
            # large text under the board: the steps side by side in a row under the log, as many as its width
            # holds (one a row stood three buttons tall beside the log and left the board a strip, issue 28)
            metrics = QFontMetrics(self.font())
            widest = max((metrics.horizontalAdvance(label) for _n, label in entries), default=1) + 48
            room = max(self.width(), self.side.width()) - 12
            columns = max(1, min(3, room // widest))
        index = 0
        for notation, label in entries:
            button = QPushButton(label)
            button.setObjectName(f"encounter:{notation}")
            button.installEventFilter(self)  # Enter and Space go on through the Resolve steps first
            legal = view.is_legal(notation)
            button.setEnabled(legal)
            full = describe(notation, self.session.game, self.session.catalog)[0]
            used = self.session.catalog.items.get(notation.split(" ", 1)[1]) if notation.startswith("use ") else None
            if notation == "resolve":  # preview what Resolve sets off (rules-decisions.md "Resolve phase")
                after = [f"{e.name}: {line.rstrip('.')}" for e in view.enemies for line in e.after]
                full += (
                    ". "
                    + tr("After effects then: {effects}").format(effects="; ".join(after) if after else tr("none"))
                    + "."
                )
            if used is not None:  # the weapon's tooltip says what flipping it does, not its label again
                full = tr("{action}: {text} (flipped once per encounter; it turns face up again afterwards)").format(
                    action=full, text=used.text
                )
            # the name is the visible words (without the key hint); what the step does is the description
            button.setAccessibleName(label.removesuffix(" (R)"))
            why = self.scene.reason(notation) or self.session.why_not(notation) or tr("not possible right now")
            button.setAccessibleDescription(
                full if legal else tr("{full}. Not now: {why}").format(full=full.rstrip("."), why=why)
            )
            button.setToolTip(  # "… 1 Health.: not now" read badly (newcomer 6): the reason is its own sentence
                full if legal else tr("{full}. Not now: {why}").format(full=full.rstrip("."), why=why)
            )
            if notation == "roll":
                button.clicked.connect(self.scene.roll)
            else:
                button.clicked.connect(lambda _=False, n=notation: self.scene.submit(n))
            if notation.startswith(("take-reward", "skip-reward")) and columns > 1:
                index += -index % columns  # a row of its own
                self._button_box.addWidget(button, index // columns, 0, 1, columns)
                index += columns
            else:
                self._button_box.addWidget(button, index // columns, index % columns)
                index += 1
            self.buttons[notation] = button
        self._fit_strip()
        QTimer.singleShot(0, self, self._fit_strip)
        # Tab goes from the board straight to its steps, then to the log (issue 28: the steps came last)
        mirror = [self.mirror] if self.mirror is not None else []
        chain: list[QWidget] = [self.view, *mirror, *self.buttons.values(), self.log]
        for first, then in itertools.pairwise(chain):
            QWidget.setTabOrder(first, then)
        if had_focus is not None:  # the step just taken: the keyboard stays on the board, not the log (issue 28)
            again = self.buttons.get(had_focus)
            (
                again if again is not None and again.isEnabled() and not self.scene.overlay_lines else self.view
            ).setFocus()


def board_preferences(widget: QWidget) -> tuple[bool, int]:
    """``(colour_blind, animation_speed)`` from the main window's ``preferences`` (MainWindow.preferences),
    or from the saved preferences when the widget is not (yet) inside such a window."""
    prefs = getattr(widget.window(), "preferences", None)
    if prefs is None:
        prefs = load_preferences()
    return bool(getattr(prefs, "colour_blind", False)), int(getattr(prefs, "animation_speed", 1))
