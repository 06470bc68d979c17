"""The Riven Veil at the desk (issue 22): the board, the trackers, one seat's decisions, the per-viewer log, the
privacy screen between people, reveals that wait for Continue, bots thinking off the UI thread, scoring pages.

``VeilScreen`` drives one match through the engine's single gate (``legal_actions`` / ``apply``). Who may be
shown private things is decided in one place (:meth:`VeilScreen.private_seat`): with one person, that person's
seat; in pass-and-play, the person deciding now, and only after they pressed to look on the privacy screen.
Everything private (hand, offers, the log's own lines, sealed choices) is read from that seat's masked view.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.save_problem_words import save_error_text
from grail_desktop.app.settings import load_preferences
from grail_desktop.app.veil import match_list, scores, seating
from grail_desktop.app.veil.event_lines import event_line
from grail_desktop.app.veil.event_words import veil_refusal
from grail_desktop.app.veil.reveal_steps import SEASON, reveal_steps
from grail_desktop.app.veil.seating import Seat
from grail_desktop.app.veil.words import (
    action_region,
    action_words,
    card_words,
    faction_name,
    forecast,
    hidden_card_words,
    phase_words,
    region_words,
    unit_words,
)
from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.bots import Bot, make_bot
from grail_desktop.engine.veil.defs import MAIN_DECKS
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.season import ROUNDS
from grail_desktop.engine.veil.state import VeilState
from grail_desktop.engine.veil.war import MAX_COMBAT_DRAWS
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.meta import Lineage
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.veil.board_scene import BoardScene, BoardView
from grail_desktop.ui.veil.bot_runner import BotRunner
from grail_desktop.ui.veil.card_pictures import (
    CardDialog,
    CardPicture,
    CardStrip,
    artifact_picture,
    prophecy_picture,
)
from grail_desktop.ui.veil.hand_table import HandPanel
from grail_desktop.ui.veil.models import LogModel
from grail_desktop.ui.veil.panels import PrivacyScreen, ScoringPage

#: Events after which the table waits for Continue: something hidden was shown to all (S3 reveals, scoring).
REVEAL_KINDS: frozenset[str] = frozenset({"ChoicesRevealed", "PlansRevealed", "CombatRevealed", "RegionScored"})
#: A bot's visible pause before its action lands (milliseconds), normal and with "Faster bots".
BOT_PAUSE_MS, FAST_BOT_PAUSE_MS = 700, 120
#: The search bot's budget at the desk (playouts per decision; "normal" decides in about a second).
SEARCH_BUDGET = "normal"
#: The width of the column of trackers, decisions and log (pixels).
SIDE_WIDTH = 440
#: The height of the box of a step's words (with the limit bar in a battle), in lines of the interface font.
INFO_LINES = 6
#: The same box in a battle's Combat Cards step, where the limit bar and what the limit means join the battle's
#: lines (the list below holds only "draw" and "stop", and stays put through the draws).
COMBAT_INFO_LINES = 12
#: Clicks this soon after an action are dropped: a double-click must not act twice on a rebuilt list.
CLICK_GUARD_S = 0.25
Menu = list[tuple[str, list[Act]]]


#: Where an action's entry stands in the list: the step's own choices, then the way out of the step or the card
#: (always right below them), then the abilities and Beasts, whose number changes as Power is spent; so "Finish
#: your card" never moves down the list when an ability comes into reach (newcomer 9's mis-clicks).
_LIST_PLACE = {"done": 1, "end": 1, "use": 2, "bond": 3}


def group_actions(legal: list[Act]) -> Menu:
    """The first-level menu: a card with several ways to pay (or several Bonus Card sets) is one entry whose
    options are asked next; every other action is its own entry. Entries keep the engine's order within their
    place (see ``_LIST_PLACE``)."""
    groups: dict[str, list[Act]] = {}
    order: list[tuple[str, list[Act]]] = []
    for a in sorted(legal, key=lambda x: _LIST_PLACE.get(x.kind, 0)):
        if a.kind in ("play", "plan") and a.args[0] != "none":
            if a.args[0] not in groups:
                groups[a.args[0]] = []
                order.append((a.args[0], groups[a.args[0]]))
            groups[a.args[0]].append(a)
        else:
            order.append(("", [a]))
    return [("", acts) for _key, acts in order]


class VeilScreen(QWidget):
    """One match at the desk. ``message(str)`` is for the status bar; ``leave()`` asks to go back to the start."""

    message = Signal(str)
    leave = Signal()

    def __init__(
        self, game: VeilGame, seats: list[Seat], lineage: Lineage | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("veilScreen")
        self.game = game
        self.pack = game.pack
        self.seats = list(seats)
        #: the match's lineage: every save and autosave goes to ``matches/<id>/`` (``app.veil.seating``)
        self.lineage = lineage or seating.start(game, seats)
        self.path: Path | None = None  # the sheet written last
        self.people = [k for k, s in enumerate(seats) if not s.bot]
        self.hotseat = len(self.people) > 1
        self.bots: dict[int, Bot] = {
            k: make_bot(s.kind, self.pack, game.seed * 10 + k, SEARCH_BUDGET) for k, s in enumerate(seats) if s.bot
        }
        self.shown: int | None = None if self.hotseat else self.people[0]
        self.deciding: int | None = None
        #: the reveal step on show (its lines), or None; the steps after it wait in ``queued`` (None there: the
        #: season's scoring page comes at that point)
        self.pending: list[str] | None = None
        self.queued: list[list[str] | None] = []
        #: each queued step's VP by seat (None for a scoring page): the trackers show the VP of the step on
        #: show, not the action's final VP (veil10: they jumped to the end while the battle was being read)
        self.queued_vp: list[list[int]] = []
        self._rows: list[int] = []  # the entry index of each row of the choices, -1 for a greyed one
        self._page = (0, 0)  # the step on show, of how many
        self.focus = -1
        self.menus: list[Menu] = []
        self._bot_token = 0
        self._bot_waiting = False
        self._last_act = 0.0
        self.click_guard_s = CLICK_GUARD_S
        self.runner = BotRunner(self)
        self.runner.chosen.connect(self._bot_chose)
        settings = QSettings()
        self.faster_bots = bool(settings.value("veil/faster_bots", False, type=bool))
        self.pause_ms = FAST_BOT_PAUSE_MS if self.faster_bots else BOT_PAUSE_MS
        #: Settings "Riven Veil reveals": seconds after which a reveal continues by itself (0: wait for Continue)
        self.reveal_seconds = load_preferences().veil_reveal_seconds
        self.reveal_timer = QTimer(self)  # ticks once a second while a reveal waits, counting down
        self.reveal_timer.setInterval(1000)
        self.reveal_timer.timeout.connect(self._reveal_tick)
        self._reveal_left = 0
        self._hand_key: tuple[object, ...] | None = None  # the choice the hand table is laid out for
        self._build()
        QShortcut(
            QKeySequence.StandardKey.Save, self, self.save_now, context=Qt.ShortcutContext.WidgetWithChildrenShortcut
        )
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._advance()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on Continue presses it once: outside a dialog Qt's buttons take only Space, and the press, its
        repeats and its release never reach the list that comes next (as on the campaign table, issue 18)."""
        if (
            watched is self.continue_button
            and event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            if event.type() == QEvent.Type.KeyPress and not event.isAutoRepeat() and self.continue_button.isVisible():
                self.continue_button.click()
            return True
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        """On coming on stage the keyboard starts where the match goes on: Continue, or the choices (not the
        board, which Qt would pick first)."""
        super().showEvent(event)
        QTimer.singleShot(0, self._first_focus)

    def _first_focus(self) -> None:
        for target in (self.continue_button, self.choices):
            if target.isVisible():
                target.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """While a reveal waits, Enter goes on wherever the keyboard is on the desk (a click on the revealed words
        or the board took it from Continue); otherwise keys keep their usual meaning."""
        if (
            self.pending is not None
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.isAutoRepeat()
            and self.pages.currentWidget() is self.table_page
        ):
            event.accept()
            self._continue()
            return
        super().keyPressEvent(event)

    def open_rules(self) -> None:
        """The rules in short for this match's mode (the "?" and F1 on the desk; issue 26)."""
        from grail_desktop.ui.veil.rules_page import VeilRulesDialog

        before = QApplication.focusWidget()
        VeilRulesDialog(self.game.state.mode, self).exec()
        self.window().activateWindow()
        (before if before is not None and before.isVisible() else self.help_button).setFocus()  # keys go on

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        self.pages = QStackedWidget()
        root.addWidget(self.pages)
        table = QWidget()
        table.setObjectName("veilTable")
        h = QHBoxLayout(table)
        h.setContentsMargins(6, 6, 6, 6)
        left = QVBoxLayout()
        self.scene = BoardScene(self)
        self.scene.region_clicked.connect(self._region_clicked)
        self.board = BoardView(self.scene)
        self.board.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        left.addWidget(self.board, 1)
        bottom = QHBoxLayout()
        hand_box = QVBoxLayout()
        self.hand_title = QLabel(tr("Your hand"))
        self.hand_title.setObjectName("veilHandTitle")
        self.hand_title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # two lines, always: the seat's name and the count wrap instead of running under the faction boards,
        # and the table does not move when the title's length changes
        self.hand_title.setWordWrap(True)
        hand_box.addWidget(self.hand_title)
        self.hand = QListWidget()
        self.hand.setObjectName("veilHand")
        self.hand.setAccessibleName(tr("Your hand"))
        self.hand.setWordWrap(True)
        self.hand_panel = HandPanel()  # the same hand as cards to drag, while a card and its payment are chosen
        self.hand_panel.chosen.connect(self._apply)
        self.hand_stack = QStackedWidget()
        self.hand_stack.addWidget(self.hand)
        self.hand_stack.addWidget(self.hand_panel)
        self.hand_stack.setFixedHeight(176)
        self.hand_stack.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        hand_box.addWidget(self.hand_stack)
        bottom.addLayout(hand_box, 2)
        # the Faction boards: a paragraph per seat with its Artifacts and Prophecies as drawn cards beside it
        self.boards = QWidget()
        self.boards.setObjectName("veilFactionBoards")
        boards_layout = QVBoxLayout(self.boards)
        boards_layout.setContentsMargins(2, 2, 2, 2)
        prophecy_row = QHBoxLayout()
        self.prophecy_title = QLabel("<i>" + tr("Prophecies in play") + "</i>")
        self.prophecy_title.setWordWrap(True)
        self.prophecy_strip = CardStrip()
        self.prophecy_strip.opened.connect(self._open_card)
        prophecy_row.addWidget(self.prophecy_title, 1)
        prophecy_row.addWidget(self.prophecy_strip)
        boards_layout.addLayout(prophecy_row)
        self.board_texts: list[QLabel] = []
        self.board_strips: list[CardStrip] = []
        for _seat in self.seats:
            row_layout = QHBoxLayout()
            text = QLabel("")
            text.setWordWrap(True)
            text.setTextFormat(Qt.TextFormat.RichText)
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            strip = CardStrip()
            strip.opened.connect(self._open_card)
            row_layout.addWidget(text, 1)
            row_layout.addWidget(strip, 0, Qt.AlignmentFlag.AlignTop)
            boards_layout.addLayout(row_layout)
            self.board_texts.append(text)
            self.board_strips.append(strip)
        boards_layout.addStretch(1)
        boards_scroll = QScrollArea()
        boards_scroll.setObjectName("veilFactionBoardsArea")
        boards_scroll.setWidgetResizable(True)
        boards_scroll.setWidget(self.boards)
        boards_scroll.setFixedHeight(176)
        bottom.addWidget(boards_scroll, 3)
        self.boards_area = boards_scroll  # gives its room to the hand table while a card is chosen by dragging
        left.addLayout(bottom)
        h.addLayout(left, 1)

        side = QWidget()
        side.setObjectName("veilSide")
        side.setFixedWidth(SIDE_WIDTH)
        sv = QVBoxLayout(side)
        sv.setContentsMargins(0, 0, 0, 0)
        self.trackers = QLabel("")
        self.trackers.setObjectName("veilTrackers")
        self.trackers.setTextFormat(Qt.TextFormat.RichText)
        self.trackers.setWordWrap(True)
        self.trackers.setStyleSheet("font-size: 10pt;")
        self.trackers.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)  # room kept goes below
        sv.addWidget(self.trackers)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        sv.addWidget(line)
        self.prompt = QLabel("")
        self.prompt.setObjectName("veilPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-weight: bold; font-size: 13pt;")
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        sv.addWidget(self.prompt)
        self.detail = QLabel("")
        self.detail.setObjectName("veilDetail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        detail_scroll = QScrollArea()
        detail_scroll.setWidgetResizable(True)
        detail_scroll.setWidget(self.detail)
        detail_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # the step's words, the limit bar and its note share one box of a fixed height, so the choices below
        # never move when these grow or shrink between steps (newcomer 9 clicked "Draw a Settle card" where
        # "Draw a Battle Plan card" had just been)
        self.info_box = QWidget()
        self.info_box.setObjectName("veilDecisionInfo")
        info = QVBoxLayout(self.info_box)
        info.setContentsMargins(0, 0, 0, 0)
        info.setSpacing(2)
        info.addWidget(detail_scroll, 1)
        self._info_lines(INFO_LINES)
        self.choosing = QWidget()  # the step's words over the choices; a reveal takes the room of both
        choosing = QVBoxLayout(self.choosing)
        choosing.setContentsMargins(0, 0, 0, 0)
        choosing.addWidget(self.info_box)
        self.limit = QProgressBar()
        self.limit.setObjectName("veilLimit")
        self.limit.setAccessibleName(tr("Combat Cards drawn against the limit"))
        self.limit.setVisible(False)
        info.addWidget(self.limit)
        self.limit_note = QLabel("")  # what the limit means, beside the bar (not below the battle's lines)
        self.limit_note.setObjectName("veilLimitNote")
        self.limit_note.setWordWrap(True)
        self.limit_note.setVisible(False)
        info.addWidget(self.limit_note)
        self.choices = QListWidget()
        self.choices.setObjectName("veilActions")
        self.choices.setAccessibleName(tr("Your choices"))
        self.choices.setWordWrap(True)
        self.choices.setMouseTracking(True)
        self.choices.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.choices.itemClicked.connect(self._item_clicked)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):  # keys choose the current entry
            chooser = QShortcut(
                QKeySequence(key), self.choices, self._key_choose, context=Qt.ShortcutContext.WidgetShortcut
            )
            chooser.setAutoRepeat(False)  # a held Enter after Continue chooses nothing (a fresh press does)
        self.choices.itemEntered.connect(self._item_hovered)
        self.choices.currentItemChanged.connect(lambda cur, _prev: self._item_hovered(cur))
        # what was revealed takes the choices' whole room while it waits for Continue (newcomer 9: it was a
        # 3-line box above an empty list, where the battles and the season's scoring had to be read)
        self.reveal_text = QLabel("")
        self.reveal_text.setObjectName("veilRevealed")
        self.reveal_text.setWordWrap(True)
        self.reveal_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.reveal_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reveal_text.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click on the words leaves Enter to Continue
        self.reveal_text.setContentsMargins(6, 4, 6, 4)
        self.reveal_area = QScrollArea()
        self.reveal_area.setObjectName("veilRevealedArea")
        self.reveal_area.setWidgetResizable(True)
        self.reveal_area.setWidget(self.reveal_text)
        self.reveal_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reveal_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.decision_stack = QStackedWidget()
        choosing.addWidget(self.choices, 1)
        self.decision_stack.addWidget(self.choosing)
        self.decision_stack.addWidget(self.reveal_area)
        self.decision_stack.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        sv.addWidget(self.decision_stack, 5)
        row = QHBoxLayout()
        self.back_button = QPushButton(tr("Back"))
        self.back_button.setObjectName("veilBack")
        self.back_button.setToolTip(tr("Back to the first choices (nothing is played yet)"))
        self.back_button.clicked.connect(self._back)
        self.undo_button = QPushButton(tr("Undo"))
        self.undo_button.setObjectName("veilUndo")
        self.undo_button.setToolTip(tr("Take back your last action (not past a reveal or a card drawn)"))
        self.undo_button.clicked.connect(self.undo)
        self.continue_button = QPushButton(tr("Continue"))
        self.continue_button.setObjectName("veilContinue")
        self.continue_button.setToolTip(tr("Go on to the next step (Enter)"))
        self.continue_button.clicked.connect(self._continue)
        self.continue_button.installEventFilter(self)  # Enter presses it, once (see eventFilter)
        for b in (self.back_button, self.undo_button, self.continue_button):
            row.addWidget(b)
        sv.addLayout(row)
        self.log_model = LogModel()
        self.log = QListView()
        self.log.setObjectName("veilLog")
        self.log.setAccessibleName(tr("What happened"))
        self.log.setModel(self.log_model)
        self.log.setWordWrap(True)
        self.log.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        sv.addWidget(self.log, 2)
        foot = QHBoxLayout()
        self.faster = QCheckBox(tr("Faster bots"))
        self.faster.setObjectName("veilFasterBots")
        self.faster.setToolTip(tr("Bots act after a short pause instead of a longer one"))
        self.faster.setChecked(self.faster_bots)
        self.faster.toggled.connect(self._set_faster)
        foot.addWidget(self.faster)
        foot.addStretch(1)
        self.help_button = QPushButton("?")
        self.help_button.setObjectName("veilHelp")
        self.help_button.setAccessibleName(tr("How to play the Riven Veil"))
        self.help_button.setToolTip(tr("How to play the Riven Veil: the rules in short (F1)"))
        self.help_button.clicked.connect(self.open_rules)
        foot.addWidget(self.help_button)
        self.save_button = QPushButton(tr("Save"))
        self.save_button.setObjectName("veilSave")
        self.save_button.setToolTip(tr("Save the match (Ctrl+S); it is also saved each round"))
        self.save_button.clicked.connect(self.save_now)
        self.leave_button = QPushButton(tr("Leave"))
        self.leave_button.setObjectName("veilLeave")
        self.leave_button.setToolTip(tr("Save and go back to the start screen"))
        self.leave_button.clicked.connect(self._leave)
        foot.addWidget(self.save_button)
        foot.addWidget(self.leave_button)
        sv.addLayout(foot)
        h.addWidget(side)
        self.pages.addWidget(table)
        self.table_page = table
        self.privacy = PrivacyScreen()
        self.privacy.revealed.connect(self._privacy_passed)
        self.pages.addWidget(self.privacy)
        self.scoring = ScoringPage()
        self.scoring.done.connect(self._scoring_done)
        self.pages.addWidget(self.scoring)

    # ------------------------------------------------------------------ who sees what

    def private_seat(self) -> int | None:
        """The seat whose private things may be on screen now, or None (pass-and-play between people)."""
        if not self.hotseat:
            return self.people[0]
        if self.pending is None and self.deciding is not None and self.deciding == self.shown:
            return self.shown
        return None

    def seat_words(self, seat: int) -> str:
        """``Bea (The Hollow Court)`` for a person, the faction's name for a bot."""
        s = self.seats[seat]
        name = faction_name(self.game.state, self.pack, seat)
        return name if s.bot else f"{s.name} ({name})"

    # ------------------------------------------------------------------ the loop

    def _advance(self) -> None:
        """Show what the match needs next: a person's decision (behind the privacy screen when the screen must
        change hands), a bot thinking, or the final scores."""
        if self.pending is not None or self.runner.thinking or self._bot_waiting:
            self._refresh()
            return
        g = self.game
        if g.over:
            self.deciding = None
            self._refresh()
            self._show_final()
            return
        acting = g.to_act()
        people = [k for k in acting if not self.seats[k].bot]
        if people:
            seat = self.shown if self.shown in people else people[0]
            if self.hotseat and self.shown != seat:
                self.shown = None
                self.deciding = seat
                self._refresh()
                why = tr("It is their turn to choose in secret.") if len(acting) > 1 else tr("It is their turn.")
                self.privacy.show_for(seat, self.seats[seat].name, faction_name(g.state, self.pack, seat), why)
                self.pages.setCurrentWidget(self.privacy)
                return
            self.deciding = seat
            self.menus = [group_actions(g.legal_actions(seat))]
            self.pages.setCurrentWidget(self.table_page)
            self._refresh()
            return
        seat = acting[0]
        self.deciding = None
        self.menus = []
        self.pages.setCurrentWidget(self.table_page)
        self._refresh()
        self._bot_token += 1
        self.runner.ask(self.bots[seat], seat, g.view(seat), g.legal_actions(seat))
        self._refresh()

    def _bot_chose(self, seat: int, act: Act) -> None:
        token = self._bot_token
        self._bot_waiting = True
        QTimer.singleShot(self.pause_ms, lambda: self._bot_lands(token, act))

    def _bot_lands(self, token: int, act: Act) -> None:
        self._bot_waiting = False
        if token != self._bot_token:
            return
        self._apply(act)

    def _apply(self, act: Act) -> None:
        try:
            result = self.game.apply(act)
        except IllegalActionError as exc:  # a listed action is legal; say so plainly if not
            self.message.emit(tr("Refused: {why}").format(why=veil_refusal(exc.reason)))
            self._refresh()
            return
        self._last_act = time.monotonic()
        kinds = {e.kind for e in result}
        pages: list[list[str] | None] = []
        gains: list[list[int]] = []
        season_turned = "SeasonStarted" in kinds and self.game.state.season > 1
        if kinds & REVEAL_KINDS or season_turned or "GameOver" in kinds:
            # one step per Continue: each battle, the regions scored, the season's end, the next Mist Phase
            public = [e for e in result if e.visible_to(None) and e.kind != "ChoiceSealed"]
            for tag, events in reveal_steps(public):
                if tag == SEASON and season_turned and not self.game.over:
                    pages.append(None)  # the season's scores, before the next season's Mist Phase
                    gains.append([0 for _ in self.seats])
                gains.append(scores.vp_gained(self.game, events))
                lines = [event_line(e, self.pack) for e in events]
                if any(e.kind == "ChoicesRevealed" for e in events) and self.game.state.phase == "turn":
                    order = ", ".join(faction_name(self.game.state, self.pack, k) for k in self.game.state.order)
                    lines.append(tr("Turn order by initiative: {order}.").format(order=order))
                pages.append(lines)
        if "RoundStarted" in kinds and self._last_round(self.game.state):
            self.message.emit(_last_round_words())
        if kinds & {"RoundStarted", "SeasonStarted", "GameOver"}:
            self.autosave()  # each round, and the final scores, so the Load list says where the match stands
        self.menus = []
        if pages:
            self.queued, self.queued_vp = pages, gains
            self._page = (0, sum(1 for x in pages if x is not None))
            self._next_page()
            return
        self._advance()

    def _next_page(self) -> None:
        """Show the next reveal step (or the season's scoring page), or go on with the match after the last."""
        if not self.queued:
            self.pending = None
            self._advance()
            return
        page = self.queued.pop(0)
        if self.queued_vp:
            self.queued_vp.pop(0)
        if page is None:
            self.pending = None
            self._show_season()
            return
        self.pending = page
        self._page = (self._page[0] + 1, self._page[1])
        self._refresh()
        if self.reveal_seconds > 0:
            self._reveal_left = self.reveal_seconds
            self._continue_words()
            self.reveal_timer.start()

    def _reveal_tick(self) -> None:
        self._reveal_left -= 1
        if self.pending is None:
            self.reveal_timer.stop()
        elif self._reveal_left <= 0:
            self._continue()
        else:
            self._continue_words()

    def _continue_words(self) -> None:
        left = self._reveal_left if self.reveal_timer.isActive() or self._reveal_left else 0
        self.continue_button.setText(
            tr("Continue (by itself in {left} s)").format(left=left) if left > 0 else tr("Continue")
        )

    def _continue(self) -> None:
        """One step on: the next reveal step, or the match. A second click of a double-click lands on nothing
        (the list shown next drops clicks for a moment, as after an action)."""
        if self.pending is None:
            return
        self.reveal_timer.stop()
        self._reveal_left = 0
        self._continue_words()
        self._last_act = time.monotonic()
        self._next_page()

    def _privacy_passed(self) -> None:
        self.shown = self.privacy.seat
        self._advance()

    # ------------------------------------------------------------------ choosing

    def _entries(self) -> Menu:
        return self.menus[-1] if self.menus else []

    def _rows_of(self, entries: Menu) -> list[tuple[int, list[Act]]]:
        """The list's rows as (entry index, actions): a card's draw step lists every main deck in its place, an
        emptied one (no card in its deck or discard pile, S3) as index -1 with the draw it would be, so its row
        does not vanish and move the rows under it up (veil10)."""
        rows = list(enumerate(acts for _l, acts in entries))
        draws = {acts[0].args[0]: k for k, acts in rows if len(acts) == 1 and acts[0].kind == "draw"}
        if not draws:
            return rows
        seat = entries[next(iter(draws.values()))][1][0].seat
        listed = [
            (draws[d], entries[draws[d]][1]) if d in draws else (-1, [Act(seat, "draw", (d,))]) for d in MAIN_DECKS
        ]
        return listed + [(k, acts) for k, acts in rows if k not in draws.values()]

    def _entry_at(self, item: QListWidgetItem | None) -> int:
        """The entry index of ``item``'s row (-1 for none or a greyed row)."""
        row = self.choices.row(item) if item is not None else -1
        return self._rows[row] if 0 <= row < len(self._rows) else -1

    def _entry_label(self, view: VeilState, acts: list[Act]) -> str:
        a = acts[0]
        if len(acts) == 1:
            return action_words(view, self.pack, a)
        card = self.pack.cards[a.args[0]]
        if a.kind == "play":
            return tr(
                "Play {card} (initiative {initiative}), paying with {cost} of your other cards — %n way(s) to pay: "
                "choose next",
                None,
                len(acts),
            ).format(card=card.name, initiative=card.initiative, cost=card.cost)
        return tr("Play {card} (strength {strength}, limit {limit}) — then choose Bonus Cards").format(
            card=card.name, strength=card.strength, limit=card.limit
        )

    def _item_clicked(self, item: QListWidgetItem) -> None:
        if time.monotonic() - self._last_act < self.click_guard_s:
            return
        k = self._entry_at(item)
        entries = self._entries()
        if self.deciding is None or not 0 <= k < len(entries):
            return
        acts = entries[k][1]
        if len(acts) > 1:
            self.menus.append([("", [a]) for a in acts])
            self._refresh()
            return
        self._apply(acts[0])

    def _key_choose(self) -> None:
        item = self.choices.currentItem()
        if item is not None:
            self._last_act = 0.0
            self._item_clicked(item)

    def _item_hovered(self, item: QListWidgetItem | None) -> None:
        entries = self._entries()
        k = self._entry_at(item)
        region = action_region(entries[k][1][0]) if 0 <= k < len(entries) else -1
        if region != self.focus:
            self.focus = region
            self._sync_board()

    def _region_clicked(self, i: int) -> None:
        if self.deciding is None or self.private_seat() != self.deciding:
            return
        acts = [a for _l, group in self._entries() for a in group if action_region(a) == i]
        if not acts:
            view = self.game.view(self.deciding)
            self.message.emit(tr("Nothing to do in {region} now.").format(region=region_words(view, self.pack, i)))
            return
        if len(acts) == 1:
            self._apply(acts[0])
            return
        self.menus.append([("", [a]) for a in acts])
        self._refresh()

    def _back(self) -> None:
        if len(self.menus) > 1:
            self.menus.pop()
            self._refresh()

    def undo(self) -> None:
        """Take back the deciding person's own last action (never past a reveal or a draw)."""
        seat = self.deciding
        if seat is None or self.private_seat() != seat or not self.game.can_undo(seat):
            self.message.emit(tr("Nothing to undo: a card was drawn, choices revealed or a region explored since."))
            return
        self.game.undo()
        self.pending = None
        self.queued, self.queued_vp = [], []
        self.menus = []
        self._advance()

    # ------------------------------------------------------------------ saving and leaving

    def save_now(self) -> bool:
        """Save the match (Ctrl+S); the previous save stays intact if writing fails."""
        try:
            self.path = seating.save(self.game, self.seats, self.lineage)
        except (SaveError, OSError) as exc:
            QMessageBox.warning(self, tr("Cannot save"), save_error_text(exc))
            return False
        self.message.emit(tr("Saved “{name}”.").format(name=self.lineage.name))
        return True

    def autosave(self) -> None:
        """Save quietly (each round, on leaving); a failure is said in the status bar."""
        try:
            self.path = seating.autosave(self.game, self.seats, self.lineage)
        except (SaveError, OSError) as exc:
            self.message.emit(tr("Autosave failed: {error}").format(error=save_error_text(exc)))

    def shutdown(self) -> None:
        """Save and stop the bots' thread (the window is closing)."""
        self.reveal_timer.stop()
        self._bot_token += 1
        self.autosave()
        self.runner.shutdown()

    def _leave(self) -> None:
        self.reveal_timer.stop()
        self._bot_token += 1
        self.runner.cancel()
        self._bot_waiting = False
        self.autosave()
        self.leave.emit()

    def _set_faster(self, on: bool) -> None:
        self.faster_bots = on
        self.pause_ms = FAST_BOT_PAUSE_MS if on else BOT_PAUSE_MS
        QSettings().setValue("veil/faster_bots", on)

    # ------------------------------------------------------------------ scoring pages

    def _names(self) -> list[str]:
        return [self.seat_words(k) for k in range(len(self.seats))]

    def _show_season(self) -> None:
        seasons = scores.by_season(self.game)
        done = len(seasons) - 1  # the season just ended
        rows = seasons[done - 1] if done >= 1 else seasons[0]
        # the standings the table adds up to: every season's VP so far, not yet the next Mist Phase's
        ended = [sum(sum(s[k].values()) for s in seasons[: max(done, 1)]) for k in range(len(self.seats))]
        totals = ", ".join(tr("{seat} {vp} VP").format(seat=self.seat_words(k), vp=vp) for k, vp in enumerate(ended))
        summary = tr("VP gained this season by source. Standings at its end: {totals}.").format(totals=totals)
        now = [p.vp for p in self.game.state.players]
        if now != ended:  # the next season's Mist Phase already scored its Settlement slots (S3 "Settle")
            summary += " " + tr("After the Mist Phase of Season {season}: {totals}.").format(
                season=done + 1,
                totals=", ".join(
                    tr("{seat} {vp} VP").format(seat=self.seat_words(k), vp=vp) for k, vp in enumerate(now)
                ),
            )
        self.scoring.show_scores(
            tr("The end of Season {season}").format(season=done),
            summary,
            self._names(),
            rows,
            tr("Continue"),
        )
        self.pages.setCurrentWidget(self.scoring)
        self.scoring.button.setFocus()  # Enter goes on (ScoringPage.keyPressEvent)

    def _show_final(self) -> None:
        totals = scores.totals(self.game)
        self.scoring.show_scores(
            tr("The game is over"),
            scores.winner_words(self.game) + " " + tr("VP by source over the whole game:"),
            self._names(),
            totals,
            tr("Back to the start screen"),
        )
        self.pages.setCurrentWidget(self.scoring)
        self.scoring.button.setFocus()

    def _scoring_done(self) -> None:
        if self.game.over:
            self.leave.emit()
            return
        self.pages.setCurrentWidget(self.table_page)
        self._next_page()  # the next season's Mist Phase, if it waits, then the match

    # ------------------------------------------------------------------ refreshing

    def _view(self) -> VeilState:
        seat = self.private_seat()
        return self.game.view(seat if seat is not None else (self.deciding or 0))

    def _sync_board(self) -> None:
        view = self._view()
        targets: set[int] = set()
        if self.deciding is not None and self.private_seat() == self.deciding and self.pending is None:
            targets = {action_region(a) for _l, acts in self._entries() for a in acts} - {-1}
        self.scene.sync(view, self.pack, [s.colour for s in self.seats], targets, self.focus if targets else -1)

    def _refresh(self) -> None:
        g = self.game
        private = self.private_seat()
        view = self._view()
        self._sync_board()
        self._trackers(view)
        self._boards(view)
        self._hand(view, private)
        self._decision(view, private)
        lines = [event_line(e, self.pack) for e in g.events_for(private)]
        self.log_model.set_lines(lines)
        self.log.scrollToBottom()
        self._hold_height(self.trackers, 4)
        self._hold_height(self.prompt, 2)

    def _info_lines(self, lines: int) -> None:
        """The fixed height of the box over the choices, ``lines`` lines of the interface font."""
        height = lines * self.fontMetrics().lineSpacing() + 8
        if self.info_box.height() != height or self.info_box.minimumHeight() != height:
            self.info_box.setFixedHeight(height)

    def _hold_height(self, label: QLabel, lines: int) -> None:
        """``label`` keeps the tallest height its text has needed in this match (at least ``lines`` lines), so
        the choices below it move only when a text needs more room than any before it, never back and forth."""
        label.ensurePolished()  # the font its style sheet gives
        width = label.width() if label.width() > 50 else SIDE_WIDTH
        need = max(label.heightForWidth(width), lines * label.fontMetrics().lineSpacing() + 4)
        if need > label.minimumHeight():
            label.setMinimumHeight(need)

    def _trackers(self, v: VeilState) -> None:
        fc = forecast(v, self.pack)
        rows = [
            "<b>{}</b>".format(tr("Season {season} of {seasons}").format(season=v.season, seasons=v.mode.seasons))
            + (" · " + tr("round {round}").format(round=v.round) if v.round else "")
            + f" · {phase_words(v.phase)}"
        ]
        if self._last_round(v):
            rows[0] += f'<br><b style="color:#e6c77f">{_last_round_words()}</b>'
        sealed_phase = v.phase in ("draft", "choose", "plan")
        # while a reveal is read step by step, the VP of the step on show: the steps still to come not yet added
        ahead = [sum(g[k] for g in self.queued_vp) if self.pending is not None else 0 for k in range(len(v.players))]
        for k, p in enumerate(v.players):
            colour = self.seats[k].colour
            vp = p.vp - ahead[k]
            marks = []
            if v.grail == k:
                marks.append(tr("Holy Grail"))
            if v.excalibur == k:
                marks.append(tr("Excalibur"))
            state = ""
            if sealed_phase and k < len(v.sealed):
                state = " · " + (tr("has chosen") if v.sealed[k] else tr("choosing"))
            if v.phase in ("turn", "start", "combat") and v.actor() == k:
                state = " · " + tr("acting now")
            if v.phase == "over":  # nothing more is scored: no forecast
                figures = tr("<b>{vp} VP</b> · Favor {favor} · Power {power}").format(
                    vp=vp, favor=p.favor, power=p.power
                )
            else:
                figures = tr(
                    "<b>{vp} VP</b> (+{forecast} if the season ended now) · Favor {favor} · Power {power}"
                ).format(vp=vp, forecast=fc[k], favor=p.favor, power=p.power)
            rows.append(
                f'<span style="color:{colour}">■</span> {self.seat_words(k)}: {figures} · '
                f"{tr('%n card(s)', None, len(p.hand))}{' · ' + ', '.join(marks) if marks else ''}{state}"
            )
        season = min(v.season, 3) - 1
        if v.prophecies:
            rows.append(
                "<i>{}</i> ".format(tr("Prophecies:"))
                + "; ".join(
                    tr("{name} ({vp} VP: {text})").format(
                        name=self.pack.prophecies[x].name,
                        vp=self.pack.prophecies[x].vp[season],
                        text=self.pack.prophecies[x].text.rstrip("."),
                    )
                    + (
                        " — " + tr("fulfilled by {seats}").format(seats=self._fulfilled_by(v, x))
                        if self._fulfilled_by(v, x)
                        else ""
                    )
                    for x in v.prophecies
                )
            )
        self.trackers.setText("<br>".join(rows))

    def _fulfilled_by(self, v: VeilState, prophecy: str) -> str:
        """The seats that fulfilled ``prophecy``, in seat order, in words ("" when none has)."""
        return ", ".join(self.seat_words(k) for k, p in enumerate(v.players) if prophecy in p.prophecies)

    @staticmethod
    def _last_round(v: VeilState) -> bool:
        """Whether the last Preparation round of the game is on (its War Phase and the final scoring follow)."""
        return v.season == v.mode.seasons and v.round == ROUNDS and v.phase in ("choose", "turn")

    def _open_card(self, card: CardPicture) -> None:
        dialog = CardDialog(card, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.card_dialog = dialog

    def _boards(self, v: VeilState) -> None:
        season = min(max(v.season, 1), 3)
        # Every Prophecy in play keeps its place, a fulfilled one too: a later seat may still fulfil it for 2 Favor
        # (S3 "Prophecies"). Newcomer 11: a claimed card left the row, the others slid under the pointer, and the
        # top line still named it.
        self.prophecy_strip.set_cards(
            [prophecy_picture(self.pack.prophecies[x], season, self._fulfilled_by(v, x)) for x in v.prophecies]
        )
        self.prophecy_title.setVisible(bool(self.prophecy_strip.tiles))
        for k, p in enumerate(v.players):
            cards = [
                artifact_picture(self.pack.artifacts[c], unit_words(self.pack, p.faction, hero, own=False))
                for hero, held in p.gear.items()
                for c in held
            ]
            cards += [artifact_picture(self.pack.artifacts[c]) for c in p.loose]
            cards += [prophecy_picture(self.pack.prophecies[x], season, self.seat_words(k)) for x in p.prophecies]
            if k < len(self.board_strips):
                self.board_strips[k].set_cards(cards)
        parts = []
        for k, p in enumerate(v.players):
            f = self.pack.factions[p.faction]
            side = self.pack.side(p.faction, v.mode.symmetric)
            used = [a.name for a in side.abilities if a.id in p.used]
            abilities = ", ".join(
                (tr("{name} ({cost} Power, used)") if a.id in p.used else tr("{name} ({cost} Power)")).format(
                    name=a.name, cost=a.cost
                )
                for a in side.abilities
            )
            slots = ", ".join(f"{'■' if n < len(p.settled) else '□'} {vp}" for n, vp in enumerate(side.slots))
            gear = []
            for hero, held in p.gear.items():
                for c in held:
                    gear.append(  # the Hero's role is in brackets already: no brackets in brackets
                        tr("{artifact} held by {hero}").format(
                            artifact=self.pack.artifacts[c].name, hero=unit_words(self.pack, p.faction, hero, own=False)
                        )
                    )
            gear += [self.pack.artifacts[c].name for c in p.loose]
            done = [self.pack.prophecies[x].name for x in p.prophecies]
            words = tr(
                "Lord: {lord}; Faction Power {power}; Settlement slots (VP): {slots}; "
                "Warriors in supply {supply}; abilities: {abilities}"
            ).format(lord=f.lord, power=p.power, slots=slots, supply=p.supply, abilities=abilities or tr("none"))
            if used:
                words += "; " + tr("used this season: {names}").format(names=", ".join(used))
            words += "; " + tr("Artifacts: {names}").format(names=", ".join(gear) or tr("none"))
            if done:
                words += "; " + tr("Prophecies fulfilled: {names}").format(names=", ".join(done))
            parts.append(f'<p><span style="color:{self.seats[k].colour}">■</span> <b>{f.name}</b> — {words}.</p>')
        for label, part in zip(self.board_texts, parts, strict=False):
            label.setText(part)

    def _hand(self, v: VeilState, private: int | None) -> None:
        self._hand_lists(v, private)
        self.hand_title.setToolTip(self.hand_title.text())  # the whole line, where a narrow window cuts it
        self.hand_title.setFixedHeight(2 * self.hand_title.fontMetrics().lineSpacing() + 2)  # the font as styled

    def _hand_lists(self, v: VeilState, private: int | None) -> None:
        self.hand.clear()
        if private is None:
            self.hand_stack.setCurrentWidget(self.hand)
            self.boards_area.setVisible(True)
            self._hand_key = None
            self.hand_title.setText(tr("Hands are hidden"))
            item = QListWidgetItem(tr("Each hand shows only to its owner, after the privacy screen."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.hand.addItem(item)
            return
        p = v.players[private]
        self.hand_title.setText(
            tr("Your hand, {value} ({value2})").format(
                value=self.seat_words(private), value2=tr("%n card(s)", None, len(p.hand))
            )
        )
        legal = self.game.legal_actions(private) if self.deciding == private and self.pending is None else []
        if v.phase in ("choose", "plan") and any(a.kind in ("play", "plan") and a.args[0] != "none" for a in legal):
            key = (tuple(p.hand), tuple(legal))
            if getattr(self, "_hand_key", None) != key:  # a new choice: lay the hand out afresh
                self._hand_key = key
                self.hand_panel.show_choice(self.pack, list(p.hand), legal)
            self.hand_stack.setCurrentWidget(self.hand_panel)
            self.boards_area.setVisible(False)
            self.hand_title.setText(
                tr("Your hand, {seat}: drag, or choose from the list").format(seat=self.seat_words(private))
            )
        else:
            self._hand_key = None
            self.hand_stack.setCurrentWidget(self.hand)
            self.boards_area.setVisible(True)
        for c in p.hand:
            card = self.pack.cards.get(c)
            text = card_words(card) if card is not None else hidden_card_words(c)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            self.hand.addItem(item)
        if v.draft and private < len(v.draft) and v.draft[private]:
            for a in v.draft[private]:
                art = self.pack.artifacts[a]
                item = QListWidgetItem(
                    tr("Artifact on offer: {name} ({vp} VP, strength {strength}): {text}").format(
                        name=art.name, vp=art.vp, strength=art.strength, text=art.text
                    )
                )
                self.hand.addItem(item)

    def _battle_words(self, v: VeilState, private: int | None) -> str:
        b = v.battle
        if b is None:
            return ""
        lines = [tr("Battle in {region}.").format(region=region_words(v, self.pack, b.region))]
        for seat in b.seats:
            bits = [tr("starting strength {n}").format(n=b.start.get(seat, 0))]
            plan = b.plan.get(seat, "")
            if b.revealed or seat == private:
                if plan and plan in self.pack.cards:
                    card = self.pack.cards[plan]
                    bonus = len(b.bonus.get(seat, []))
                    bits.append(
                        tr("Battle Plan {card} (strength {strength}, limit {limit})").format(
                            card=card.name, strength=card.strength, limit=card.limit + bonus
                        )
                    )
                elif b.revealed or seat == private:
                    bits.append(tr("no Battle Plan") if b.revealed or v.phase == "combat" else "")
            elif v.phase == "plan":
                bits.append(tr("has chosen") if v.sealed and v.sealed[seat] else tr("choosing in secret"))
            drawn = b.drawn.get(seat, [])
            if drawn:
                if seat == private:
                    bits.append(
                        tr("drew {cards}").format(
                            cards=", ".join(
                                f"{self.pack.combat[c].name} ({self.pack.combat[c].strength})" for c in drawn
                            )
                        )
                    )
                else:
                    bits.append(tr("drew %n Combat Card(s) face down", None, len(drawn)))
            lines.append(f"{self.seat_words(seat)}: " + "; ".join(x for x in bits if x) + ".")
        return "\n".join(lines)

    def _decision(self, v: VeilState, private: int | None) -> None:
        # the same choices as shown (a bot's secret choice landed, a reveal ended): the list keeps its scroll
        # and its current entry instead of jumping back to the top under the cursor
        before = [self.choices.item(r).text() for r in range(self.choices.count())]
        scrolled, current = self.choices.verticalScrollBar().value(), self.choices.currentRow()
        from_continue = self.continue_button.hasFocus()  # before it hides and Qt hands the focus on
        self.choices.clear()
        self.limit.setVisible(False)
        self.limit_note.setVisible(False)
        self.back_button.setVisible(False)
        self.undo_button.setVisible(False)
        self.continue_button.setVisible(False)
        self.decision_stack.setCurrentWidget(self.choosing)
        if self.pending is not None:
            shown, steps = self._page
            self.prompt.setText(
                tr("Revealed to everyone — step {step} of {steps}").format(step=shown, steps=steps)
                if steps > 1
                else tr("Revealed to everyone")
            )
            self.detail.setText("")
            self.reveal_text.setText("\n".join(self.pending))
            self.decision_stack.setCurrentWidget(self.reveal_area)
            self.reveal_area.verticalScrollBar().setValue(0)
            self.continue_button.setVisible(True)
            self.continue_button.setFocus()
            return
        if from_continue and self.isVisible():
            self.choices.setFocus()  # the keyboard goes on from a Continue that went away to the choices
        battle = self._battle_words(v, private)
        if self.deciding is None or private != self.deciding:
            if self.game.over:
                self.prompt.setText(tr("The game is over"))
                self.detail.setText("")
            elif self.runner.thinking or self._bot_waiting:
                seat = self.game.to_act()[0]
                self.prompt.setText(tr("{value} is thinking…").format(value=faction_name(v, self.pack, seat)))
                self.detail.setText(battle)
            else:
                self.prompt.setText(tr("Waiting"))
                self.detail.setText(battle)
            return
        seat = self.deciding
        self.prompt.setText(
            tr("{value}, your decision — {value2}").format(value=self.seat_words(seat), value2=phase_words(v.phase))
        )
        info = battle
        if v.phase == "turn" and v.steps:
            step = v.steps[0]
            if step.src == "end":  # the end-of-turn draws follow the card's own draw: say which this is
                now = tr("End of your turn: draw %n more card(s).", None, step.left)
            else:
                now = tr("Now: {step}.").format(step=_step_words(step.part.do, step.left))
            info = (info + "\n" if info else "") + now
        elif v.phase == "turn":
            now = tr("Your card is played out: use an ability if you like, or finish your card.")
            info = (info + "\n" if info else "") + now
        if v.phase == "choose":
            info = tr(
                "Choose in secret the card to play and the cards that pay for it. Others see only that you chose."
            )
            if self._last_round(v):
                info = _last_round_words() + "\n" + info
        self.detail.setText(info)
        b = v.battle
        if v.phase == "combat" and b is not None and b.plan.get(seat):
            plan = self.pack.cards[b.plan[seat]]
            limit = plan.limit + len(b.bonus.get(seat, []))
            total = sum(self.pack.combat[c].strength for c in b.drawn.get(seat, []) if c in self.pack.combat)
            self.limit.setRange(0, max(limit, total, 1))
            self.limit.setValue(total)
            self.limit.setFormat(
                tr("Combat Cards: strength {total} of your plan's limit {limit}").format(total=total, limit=limit)
                + (" — " + tr("over the limit: the plan fails") if total > limit else "")
            )
            why = tr(
                "The limit: if your Combat Cards add up to more than {limit}, your Battle Plan fails and adds only "
                "half its strength. You may stop after any card, and draw at most {n}."
            ).format(limit=limit, n=MAX_COMBAT_DRAWS)
            self.limit.setToolTip(why)
            self.limit_note.setText(why)
            self.limit.setVisible(True)
            self.limit_note.setVisible(True)
            self._info_lines(COMBAT_INFO_LINES)
        else:
            self._info_lines(INFO_LINES)
        self._rows = []
        for k, acts in self._rows_of(self._entries()):
            if k < 0:  # an emptied deck's row stays, greyed with why, so the rows under it keep their place
                text = tr("{draw} — none left: its deck and discard pile are empty").format(
                    draw=action_words(v, self.pack, acts[0])
                )
                item = QListWidgetItem(text)
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            else:
                text = self._entry_label(v, acts)
                item = QListWidgetItem(text)
            item.setToolTip(text)
            self.choices.addItem(item)
            self._rows.append(k)
        same = bool(before) and before == [self.choices.item(r).text() for r in range(self.choices.count())]
        if same:
            if current >= 0:
                self.choices.setCurrentRow(current)
            self.choices.verticalScrollBar().setValue(scrolled)
        elif before:
            self._last_act = max(self._last_act, time.monotonic())  # a click meant for the old list lands on nothing
        self.back_button.setVisible(len(self.menus) > 1)
        self.undo_button.setVisible(True)
        self.undo_button.setEnabled(self.game.can_undo(seat))
        focused = QApplication.focusWidget()
        if self.isVisible() and (focused is None or not focused.isVisible()):
            self.choices.setFocus()
        if not same:
            # Other choices: none is picked yet, so Enter acts only on a row the player then picks (arrows, Home,
            # a click). Newcomer 11: Qt made the first row current and Enter played a card nobody chose. The
            # view's own setCurrentIndex (not setCurrentRow) also stops a later focus-in from picking row 0.
            self.choices.setCurrentIndex(QModelIndex())


def _last_round_words() -> str:
    """Said on the trackers, the decision and the status bar when the last round of the game begins."""
    return tr("The last round of the game: its War Phase and the final scoring follow.")


def _step_words(do: str, left: int) -> str:
    words = {
        "deploy": tr("deploy"),
        "move": tr("move"),
        "settle": tr("settle"),
        "draw": tr("draw"),
        "token": tr("place Strength Tokens"),
        "power": tr("gain Power"),
        "vp": tr("gain VP"),
        "favor": tr("gain Favor"),
    }
    return tr("{step} — {n} left").format(step=words.get(do, do), n=left)


def open_match(window: QWidget, pack_id: str = "saltcrown") -> VeilScreen | None:
    """Run the wizard over ``window`` and return the screen of the match it starts or resumes (None if the
    player cancels or the save cannot be read: the problem is shown)."""
    from grail_desktop.catalog.veil import load_veil_pack
    from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog

    pack = load_veil_pack(pack_id)
    saved = match_list.latest()
    dialog = VeilSetupDialog(pack, match_list.describe(*saved) if saved is not None else "", window)
    if not dialog.exec():
        return None
    if dialog.resume and saved is not None:
        return open_saved(window, saved[1].path)
    choice = dialog.choice()
    game = VeilGame(pack, [s.faction for s in choice.seats], choice.mode, choice.seed)
    screen = VeilScreen(game, list(choice.seats))
    screen.autosave()
    return screen


def open_saved(window: QWidget, path: Path) -> VeilScreen | None:
    """The screen of the match saved at ``path`` (any sheet of its lineage, or the earlier fixed slot), behind
    the privacy screen of whoever is to choose; None when it cannot be read (the problem is shown)."""
    try:
        opened = seating.load(path)
    except SaveError as exc:
        QMessageBox.warning(window, tr("Cannot load the match"), save_error_text(exc))
        return None
    screen = VeilScreen(opened.game, opened.seats, opened.lineage)
    screen.path = path
    if opened.notes:
        QMessageBox.information(window, tr("The pack was updated"), "\n\n".join(opened.notes))
    return screen
