"""The table: the window where a campaign is played (ux.md "Table").

A QMainWindow used as a page of the main window's stack: the day bar on top, the stage in the centre (one mode
at a time: the map, the journal, the encounter board, the day screens; :mod:`grail_desktop.ui.stage`), the
character trays docked right, the actions and the chronicle docked left. Docks keep their places and sizes
whatever the stage shows, and nothing here ever resizes the window. Every widget renders views of the
:class:`~grail_desktop.app.session.GameSession` and submits action notations to it; nothing here changes the game
directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeyEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTabBar,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.card_sheets import CardSheet, character_sheet
from grail_desktop.app.describe import READING_ENDS, action_does, confirm_before, describe, event_line, travel_closed
from grail_desktop.app.last_energy import last_energy
from grail_desktop.app.reveals import reveal_for
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import load_preferences
from grail_desktop.app.views import DayView, active_character, day_view, map_view, phase_name, tray_view
from grail_desktop.app.words import clean, decision_name, outcome
from grail_desktop.engine.core import Event
from grail_desktop.ui import focus_flow, scene_access
from grail_desktop.ui.actions_panel import ActionPanel
from grail_desktop.ui.card_viewer import VIEW_KEY, open_sheet_under
from grail_desktop.ui.chapter_end import ChapterEnd
from grail_desktop.ui.chronicle import ChronicleWidget
from grail_desktop.ui.day_bar import DayBar
from grail_desktop.ui.day_screens import DayScreens
from grail_desktop.ui.handoff import CoopController
from grail_desktop.ui.i18n import tr, tr_noop
from grail_desktop.ui.left_column import LeftColumn
from grail_desktop.ui.map_note import MapNote
from grail_desktop.ui.map_scene import MapGraphicsView, MapScene
from grail_desktop.ui.opening import OpeningPanel, opening_html
from grail_desktop.ui.reveal_sound import RevealSound
from grail_desktop.ui.stage import Stage
from grail_desktop.ui.tray import CharacterTrays

if TYPE_CHECKING:  # each is imported when first built: a resume's first frame shows none
    from grail_desktop.ui.encounter_board import EncounterBoard
    from grail_desktop.ui.journal_panel import JournalPanel
    from grail_desktop.ui.reveal_overlay import RevealOverlay


#: Once the table has shown, how long (ms) until the pages it builds on first use are imported in idle time.
WARM_AFTER_MS = 300
#: The Text size (points) above which a 1280 x 800 window takes the compact layout (:meth:`TableScreen._fit_layout`):
#: the sizes up to 15 pt keep the usual one
COMPACT_FROM = 15
#: A party's table lower than this (pixels) takes the compact layout too (:meth:`TableScreen.party_for_window`): at
#: 1280 x 800 a party's longer entries ("Activate the Menhir with …") left the list two or three in sight beside
#: the Chronicle (issue 18, newcomer 12); a 1920 x 1080 table (about 1000 px) holds both
PARTY_COMPACT_BELOW = 900


def _import_later_pages() -> None:
    """The journal reader's and encounter board's modules, imported while the player looks at the table: the
    first frame does not wait for them, and opening either page later costs only its build."""
    import grail_desktop.ui.encounter_board
    import grail_desktop.ui.journal_panel  # noqa: F401


def _unbold(heading: str) -> str:
    """A panel heading's words for the status bar or a tooltip (without its ``<b>``)."""
    return heading.replace("<b>", "").replace("</b>", "")


class EnterButton(QPushButton):
    """A push button that Enter presses too while it has the focus (outside a dialog Qt takes only Space)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)


class TableScreen(QMainWindow):
    """The table for one session. ``message(str)`` carries short notes for the status bar."""

    message = Signal(str)
    #: the "?" on the day bar: How to play at the page for the stage's mode (issue 26)
    help_requested = Signal(str)
    #: the opening (letters and first Event) was closed: Day 1 is on the map
    opening_closed = Signal()

    def __init__(
        self, session: GameSession, text_size: int = 12, confirm_pass: bool = True, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tableScreen")
        self.setWindowFlags(Qt.WindowType.Widget)
        self.session = session
        #: show big moments large (Settings, ``ui/reveals``)
        self.reveals = True
        self.text_size = text_size
        self.confirm_pass = confirm_pass
        self.closing_section: str | None = None
        #: the day bar as last shown for the day in play (held while a night's reading closes, newcomer 8)
        self._day_bar_shown: DayView | None = None
        self._docks_sized = False

        self.day_bar = DayBar()
        self.scene = MapScene(self)
        self.map_view = MapGraphicsView(self.scene)
        self.map_note = MapNote(self.map_view)  # a long answer of the map (Inspect the Menhir) read whole, issue 18
        # The centre is one stage with modes, one at a time (ux.md "The table holds still"); each mode's page
        # is built the first time it is needed (``stage.page``), so opening a campaign builds only the map.
        self.stage = Stage()
        self.centre = self.stage  # older name of the centre
        self.stage.add_mode("map", lambda: self.map_view)
        self.stage.add_mode("journal", self._build_journal)
        self.stage.add_mode("encounter", self._build_encounter_board)
        self.stage.add_mode("day", lambda: self.day_screens.stack)
        # a won chapter (issue 23): completed(path) / next_chapter(path) carry the completion save
        self.chapter_end = ChapterEnd(session, self)
        self.chapter_end.message.connect(self.message.emit)
        self.stage.add_mode("chapter", lambda: self.chapter_end.panel)
        self.stage.page("map")
        self.stage.mode_changed.connect(self._on_mode_changed)
        self._reveal_overlay: RevealOverlay | None = None  # big moments, on the stage (issues 18, 19)
        self.reveal_sound = RevealSound(self)  # its chime (Settings: ``ui/reveal_sound``)
        self.day_screens = DayScreens(self)  # End/Start of the Day, deaths, game over (issue 10)
        self.day_screens.held.connect(self.refresh)
        self.day_over_note = ""  # "your day is over", shown under a reading that ended the day
        self._aftermath = False  # the finished reading was read after a fight (its aftermath)
        self._closing_due = False  # a reading has just ended: refresh() shows its last page
        self._next_day: int | None = None  # the day a finished reading (a Dream, the night's Event) leads into
        self._last_mode = "map"
        self._centred_on: tuple[int, str | None, int | None] | None = None  # (day, who acts, where) last centred on
        #: who the table was last handed to: it stays theirs while their result is on the stage (:meth:`held_for`)
        self._handed_to: str | None = None
        self._held_by_moment = False  # the last refresh held the table for a big moment (refreshed when put away)
        centre = QWidget()
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.coop = CoopController(self)  # pass-and-play: hand-off banner, frame, join prompt, trades (issue 12)
        layout.addWidget(self.coop.banner)
        layout.addWidget(self.stage, 1)
        self.setCentralWidget(centre)
        # The day bar spans the whole window, above the docks.
        bar = QToolBar(tr("Day"))
        bar.setObjectName("dayToolBar")
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.addWidget(self.day_bar)
        self.day_bar.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.help_button = QToolButton()
        self.help_button.setObjectName("contextHelp")
        self.help_button.setText("?")
        self.help_button.setToolTip(tr("How to play: what this screen is for"))
        self.help_button.setAccessibleName(tr("How to play this screen"))
        self.help_button.clicked.connect(lambda: self.help_requested.emit(self.stage.mode))
        bar.addWidget(self.help_button)
        self.opening: OpeningPanel | None = None  # the letters and the first Event, on a new campaign (issue 26)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)

        self.trays = CharacterTrays()
        self.action_panel = ActionPanel()
        self.chronicle = ChronicleWidget()
        self.tray_dock = self._dock(tr("Characters"), self.trays, Qt.DockWidgetArea.RightDockWidgetArea, "trayDock")
        self.actions_dock = self._dock(
            tr("Actions"), self.action_panel, Qt.DockWidgetArea.LeftDockWidgetArea, "actionsDock"
        )
        self.chronicle_dock = self._dock(
            tr("Chronicle"), self.chronicle, Qt.DockWidgetArea.LeftDockWidgetArea, "chronicleDock"
        )
        self.splitDockWidget(self.actions_dock, self.chronicle_dock, Qt.Orientation.Vertical)
        self.action_panel.column_rest = lambda: (
            0
            if self.compact
            else self.chronicle_dock.minimumSizeHint().height()
            + self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self)
        )
        #: the Chronicle shares the Characters dock as a tab and the Actions have the whole left column: the
        #: layout of a Text size large for the window (:meth:`_fit_layout`, issue 28)
        self.compact: bool = False
        self.action_panel.setMinimumWidth(240)
        self.trays.setMinimumWidth(300)
        self.left_column = LeftColumn(self)  # the Actions / Chronicle split, the Chronicle's height remembered

        self.scene.travel_requested.connect(lambda n: self.submit(f"travel {n}"))
        self.scene.illegal_drop.connect(self.message.emit)
        # the gate says why (or the table: a result still on the stage)
        self.scene.travel_refused.connect(lambda n: self._refused_while_held() or self.session.submit(f"travel {n}"))
        self.action_panel.submitted.connect(self.submit)
        self.action_panel.undo_requested.connect(self.request_undo)
        story = QAction(tr("Story so far"), self)  # Ctrl+Shift+J anywhere on the table (the reader opens it)
        story.setShortcut(QKeySequence("Ctrl+Shift+J"))
        story.triggered.connect(self._show_story)
        self.addAction(story)
        session.state_changed.connect(lambda _changes: self.refresh())
        session.events_added.connect(self._on_events)
        session.action_rejected.connect(self._on_rejected)
        session.round_started.connect(self.message.emit)  # a round passed: said where the player looks
        session.undo_state_changed.connect(self.action_panel.set_undo)

        focus_map = QAction(tr("Focus the map"), self)
        focus_map.setShortcut(QKeySequence("Ctrl+M"))
        focus_map.triggered.connect(self._focus_map)
        self.addAction(focus_map)
        focus_actions = QAction(tr("Focus the actions"), self)
        focus_actions.setShortcut(QKeySequence("Ctrl+J"))
        focus_actions.triggered.connect(self._focus_actions)
        self.addAction(focus_actions)
        view_card = QAction(tr("Read the card under the pointer"), self)  # as a right-click does (issue 19)
        view_card.setObjectName("actionViewCard")
        view_card.setShortcut(QKeySequence(VIEW_KEY))
        view_card.triggered.connect(self.view_card_under_pointer)
        self.addAction(view_card)
        self.scene.sheet_of_character = self._character_sheet
        self.scene.why_no_travel = self._why_no_travel

        self._last_notation: str | None = None  # the action just submitted (its button keeps the keyboard)
        self.day_screens.start_of_day.dismissed.connect(lambda: focus_flow.settle(self))
        self._enter_presses = focus_flow.install(self)  # Enter presses the focused button (issue 28)
        # a screen reader reads the map as a list and hears what happens (issue 28)
        self.map_mirror = scene_access.mirror_map(self.map_view)
        self.message.connect(lambda text: scene_access.announce(self, text))
        focus_flow.drop_empty_stops(self.trays)
        focus_flow.drop_empty_stops(self.action_panel)
        self.chronicle.model.catalog = session.catalog
        self.trays.catalog = session.catalog
        self.chronicle.model.reset(session.events, session.undone)
        session.events_undone.connect(self.chronicle.model.strike)
        # Set before the first refresh, which would otherwise build the party variants once, then rebuild.
        self.action_panel.party_prompt = self.coop.coop
        self.refresh()
        self.action_panel.set_undo(session.can_undo(), session.undo_note())
        self.map_view.set_zoom(0.85 * text_size / 12)  # the painted map follows the Text size setting
        self.map_view.recentre()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._docks_sized:
            # Docks only take sizes once the window is laid out; give the map most of the room.
            self._docks_sized = True
            # on a small window the docks take less, so the stage keeps room for the encounter board at the
            # Text size (issue 18: at 1280 x 800 it drew its cards at a third of it)
            small = self.width() < 1500
            widths = [250, 300] if small else [310, 350]
            self.resizeDocks([self.actions_dock, self.tray_dock], widths, Qt.Orientation.Horizontal)
            # the actions (with Travel and Pass fixed at their foot) get most of the column; the chronicle the
            # height the player chose (a few lines at least)
            self.left_column.first_split()
            QTimer.singleShot(WARM_AFTER_MS, self, self._warm_up)
        self._fit_layout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_layout()

    def large_for_window(self) -> bool:
        """Whether the Text size is large for the table's size: above :data:`COMPACT_FROM` points at 1280 x 700
        (the table of a 1280 x 800 window), proportionally more on a larger table."""
        if self.width() < 200 or self.height() < 200:
            return self.compact
        room = min(self.width() / 1280, self.height() / 700)
        return self.text_size > COMPACT_FROM * room

    def party_for_window(self) -> bool:
        """Whether a party (two or more characters) sits at a table lower than :data:`PARTY_COMPACT_BELOW`: its
        actions then need the whole left column, and the Chronicle is a tab beside the Characters."""
        if self.width() < 200 or self.height() < 200:
            return self.compact
        return len(self.session.game.state.order) > 1 and self.height() < PARTY_COMPACT_BELOW

    def _fit_layout(self) -> None:
        """At a Text size large for the window (issue 28: at 24 pt on 1280 x 800 the Actions showed one cut entry
        between the Undo note and the Chronicle) the Chronicle becomes a tab beside the Characters and the Actions
        take the whole left column; so does a party at a low table (:meth:`party_for_window`, issue 18); at the
        usual sizes the Chronicle is back under the Actions. Only docks move, never the window."""
        QTimer.singleShot(0, self, self._fit_dock_tabs)  # once the docks' tab bar exists and has the new font
        large = self.large_for_window()
        compact = large or self.party_for_window()
        self.chronicle.set_stacked(large)  # at 12 pt the search box and Export share a row in the narrow tab too
        if compact == self.compact:
            return
        self.compact = compact
        if compact:
            self.tabifyDockWidget(self.tray_dock, self.chronicle_dock)
            self.tray_dock.raise_()
        else:
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.chronicle_dock)
            self.splitDockWidget(self.actions_dock, self.chronicle_dock, Qt.Orientation.Vertical)
            if self._docks_sized:
                self.left_column.first_split()

    def _fit_dock_tabs(self) -> None:
        """The tabs of docks sharing a place (the Characters and the Chronicle at 24 pt) read whole: never elided
        ("Chara…", "Chro…" at 24 pt, issue 28), their font stepped down in whole points until every tab fits the
        bar, which keeps the dock's width (the board keeps its room)."""
        base = self.font().pointSizeF()
        for bar in self.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            if not bar.count() or bar.width() <= 0:
                continue
            metrics = bar.fontMetrics()
            texts = [bar.tabText(i) for i in range(bar.count())]
            padding = sum(bar.tabSizeHint(i).width() - metrics.horizontalAdvance(t) for i, t in enumerate(texts))
            size = base
            while size > 8 and padding + self._advance(texts, size) > bar.width():
                size -= 1
            sheet = "" if size >= base else f"font-size: {size:g}pt;"
            if sheet != bar.styleSheet():
                bar.setStyleSheet(sheet)

    def _advance(self, texts: list[str], size: float) -> int:
        """The width (px) of ``texts`` side by side in the table's font at ``size`` points."""
        font = QFont(self.font())
        font.setPointSizeF(size)
        metrics = QFontMetrics(font)
        return sum(metrics.horizontalAdvance(text) for text in texts)

    def _warm_up(self) -> None:
        """In idle time after the first frame: what the table builds on first use, so that use costs no frame."""
        _import_later_pages()
        self.reveal_overlay  # noqa: B018 (builds it)

    @property
    def reveal_overlay(self) -> RevealOverlay:
        """Big moments on the stage (issues 18, 19): built on first use or by :meth:`_warm_up`, whichever comes
        first (a resume's first frame shows none; issue 25)."""
        if self._reveal_overlay is None:
            from grail_desktop.ui.reveal_overlay import RevealOverlay

            overlay = RevealOverlay(self.stage)
            overlay.dismissed.connect(self._on_moment_dismissed)
            overlay.shown.connect(lambda _sheet: self.reveal_sound.play())
            self._reveal_overlay = overlay
        return self._reveal_overlay

    def revealing(self) -> bool:
        """Whether a big moment is on the stage (without building the overlay)."""
        return self._reveal_overlay is not None and self._reveal_overlay.isVisible()

    def _on_moment_dismissed(self) -> None:
        """The last big moment is put away: the table goes on (to whoever acts next) and takes the keyboard."""
        if self._held_by_moment:
            self.refresh()
        self.focus_stage()

    def held_for(self) -> str:
        """What the table waits on before it is handed to whoever acts next, "" when nothing: a result on the stage
        that the player has not put away yet (ux.md "The table holds still"; newcomer 12 saw the next seat's actions
        go live under the last seat's Victory panel, and a held morning offer the night fight's actions). One of
        ``"moment"`` (a card shown large), ``"fight"`` (a fight's outcome on the board), ``"morning"`` (the morning
        summary held before the night's fight or reading) or ``"reading"`` (a finished reading's last page)."""
        state = self.session.game.state
        if self.revealing():
            return "moment"
        board = self.stage.built("encounter") and self.encounter_board.active
        # the board hears the end after the table does: an outcome with no encounter left is on its way on
        if board and (self.encounter_board.scene.ended or state.encounter is None):
            return "fight"
        if self.day_screens.holding:
            return "morning"
        if self.closing_section is not None and state.exploration is None and state.encounter is None:
            return "reading"
        return ""

    def _held_heading(self, held: str) -> str:
        """The Actions panel's words while ``held`` (:meth:`held_for`) is on the stage: what to do to go on."""
        if held == "moment":
            return tr("<b>A card is shown large on the stage.</b> Put it away (Enter, Space or a click) to go on.")
        if held == "fight":
            return tr("<b>The fight is over.</b> Read its outcome on the board, then leave it with its button (Enter).")
        if held == "morning":
            return tr("<b>Day {day} begins.</b> Read the morning summary, then go on with its button (Enter).").format(
                day=self.session.game.state.day
            )
        return tr("<b>The reading is over.</b> Read its last page, then close it with the button under it (Enter).")

    def _refused_while_held(self) -> bool:
        """True (and the status bar says why) when an action is asked for while a result is still on the stage."""
        held = self.held_for()
        if held:
            self.message.emit(_unbold(self._held_heading(held)))
        return bool(held)

    def show_opening(self) -> OpeningPanel:
        """Lay the characters' letters and the first Event over the map (a new campaign; S1 Character Setup
        step 10, Start of the Day step 5). Begin Day 1 closes it."""
        state = self.session.game.state
        text = opening_html(self.session.catalog, list(state.order), state.current_event)
        self.opening = OpeningPanel(self.map_view, text)
        self.opening.read.connect(self._opening_read)
        self.opening.begin.setFocus()
        return self.opening

    def _opening_read(self) -> None:
        self.opening = None
        self.focus_stage()
        self.opening_closed.emit()

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea, name: str) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def view_card_under_pointer(self) -> bool:
        """The V key: open the card under the pointer large, as a right-click does (issue 19)."""
        return open_sheet_under()

    def _character_sheet(self, character: str) -> CardSheet | None:
        """A pawn's card: the character's name, tracks, attributes and statuses in words (issue 19)."""
        if character not in self.session.game.state.characters:
            return None
        return character_sheet(self.session.game, self.session.catalog, character)

    def _why_no_travel(self, number: int) -> str | None:
        """Why the acting pawn cannot travel to the connected card ``number`` now, in the engine's words (None
        for a card not connected: the map says so itself). Issue 18: a pawn dropped on a connected card while a
        Guardian waited to be faced was told only connected cards can be reached."""
        from grail_desktop.engine import mapgrid

        game = self.session.game
        held = self.held_for()
        if held:
            return _unbold(self._held_heading(held))
        who = active_character(game)
        if who is None or who not in game.state.characters:
            return None
        here = game.state.characters[who].location
        if number not in {n for _d, n in mapgrid.connected(game.catalog, game.state, here)}:
            return None
        return self.session.why_not(f"travel {number}")

    def _focus_map(self) -> None:
        self.map_view.setFocus()

    def _focus_actions(self) -> None:
        first = next((b for b in self.action_panel.buttons.values() if b.isEnabled()), None)
        if first is not None:
            first.setFocus()

    # ---------------------------------------------------------------- actions

    def submit(self, notation: str) -> None:
        """Send one action to the session (asks first before an irreversible Pass, if so set)."""
        from grail_desktop.ui import dialogs  # imported when first asked (or with the encounter board): issue 25

        if self._refused_while_held():  # nothing is handed on under a result still on the stage
            return
        self._last_notation = notation
        if self.coop.route(notation):  # pass-and-play: the others answer the join prompt first (issue 12)
            return
        if notation == "pass" and self.confirm_pass:
            agreed = dialogs.ask(
                self,
                tr("Pass?"),
                tr("Passing ends this character's day. It cannot be taken back. Pass now?"),
                yes=tr("Pass now"),
                no=tr("Keep playing"),
            )
            self.focus_stage()
            if not agreed:
                return
        warning = confirm_before(self.session.game, notation)  # e.g. a lit Menhir's dial lowered (issue 20)
        if warning is not None:
            agreed = dialogs.ask(
                self, tr("Lower the Menhir's dial?"), warning, yes=tr("Activate it anyway"), no=tr("Keep the dial")
            )
            self.focus_stage()
            if not agreed:
                return
        self.session.submit(notation)

    def request_undo(self) -> bool:
        """Undo the last action; in pass-and-play the seat whose action it was is asked first (issue 18)."""
        session = self.session
        who = session.last_actor()
        acting = active_character(session.game)
        players = session.players
        theirs = players.get(who or "", "")
        if who and theirs and acting != who and players.get(acting or "", "") != theirs:
            catalog = session.catalog
            name = catalog.characters[who].name if who in catalog.characters else who
            notation = session.last_action() or ""
            what = describe(notation, session.game, catalog)[0] if notation else tr("the last action")
            asker = players.get(acting or "", "") or tr("The player at the mouse")
            from grail_desktop.ui import dialogs

            if not dialogs.ask(
                self,
                tr("Take back another player's action?"),
                tr("{player}: {asker} would like to take back {name}'s action ({what}). Do you agree?").format(
                    player=theirs, asker=asker, name=name, what=what
                ),
                yes=tr("Yes, {player} agrees").format(player=theirs),
                no=tr("No, keep it"),
            ):
                self.message.emit(tr("{player} kept {name}'s action.").format(player=theirs, name=name))
                self.focus_stage()
                return False
            self.focus_stage()
        return session.undo()

    def _on_rejected(self, reason: str) -> None:
        self.message.emit(tr("Not possible: {why}").format(why=clean(reason, self.session.catalog, self.session.game)))

    def _on_events(self, events: list[Event]) -> None:
        self.chronicle.model.append(events)
        inspected = [e for e in events if e.kind == "MenhirInspected"]
        if inspected:  # the whole answer over the map, not only an elided status line (newcomer 12)
            self.map_note.show_note(event_line(inspected[-1], self.session.catalog))
        elif events:
            self.map_note.dismiss()  # the next action: the answer has been read
        ended = any(e.kind == "ExplorationEnded" for e in events)
        fought = False
        for event in events:
            if event.kind in ("EncounterOutcome", "EncounterEnded"):
                fought = True
            elif event.kind == "SectionRead":
                section = event.get("section")
                self.closing_section = str(section) if section is not None else None
                self.day_over_note = ""
                self._aftermath = fought  # read after the fight in the same step: the fight's aftermath
            elif event.kind == "DayStarted" and not ended:
                self._drop_closing()  # a new day: yesterday's reading is over (the chronicle keeps it)
        if ended and self.closing_section:
            self.day_over_note = self._day_over(events)
            morning = any(e.kind in ("DayStarted", "Mercy") for e in events)
            self._next_day = self.session.game.state.day if morning else None
            self._closing_due = True  # shown by refresh(): the reader hears these events after the table
        if fought and self.stage.built("encounter"):
            self.encounter_board.scene.leave_label = self._leave_label()
        elif (
            events
            and self.closing_section is not None
            and self.session.game.state.exploration is None
            and not any(e.kind in ("SectionRead", "OptionChosen") for e in events)
        ):
            self._drop_closing()  # the player has moved on from the finished reading
        if events:
            self.message.emit(event_line(events[-1], self.session.catalog))
        if (
            self.closing_section is None
            and any(e.kind == "PhaseChanged" and e.get("phase") == "end" for e in events)
            and self.session.game.state.action_log[-1:] != ["pass"]
        ):
            # the last Energy went on the map (a journey, an action): said plainly, not only in the chronicle
            # (issue 18, newcomer 7 met the End of the Day after a Going Insane journey with no word why)
            self.message.emit(tr("Your day is over: no Energy is left for another action. The End of the Day follows."))
        if self.reveals:  # issue 19: big moments shown large on the stage, dismissed with a key or a click
            engine = self.session.game.catalog  # Menhir dials as the difficulty sets them, as the log says
            sheets = [r for r in (reveal_for(e, engine) for e in events) if r is not None]
            if sheets:
                self.reveal_overlay.reveal(sheets)

    def _day_over(self, events: list[Event]) -> str:
        """Why the day is over after the reading that just ended ("" when it goes on): the last Energy went on
        the reading (S1: a character with no Energy can take no action and passes)."""
        state = self.session.game.state
        catalog = self.session.catalog
        if state.outcome:
            return ""
        if any(e.kind == "PhaseChanged" and e.get("phase") == "end" for e in events):
            return tr("Your day is over: nobody has Energy for another action. The End of the Day follows.")
        reader = next((e.character for e in events if e.kind == "ExplorationEnded" and e.character), None)
        if reader in state.characters and state.phase == "day" and state.characters[reader].energy <= 0:
            name = catalog.characters[reader].name if reader in catalog.characters else tr("This character")
            return tr("{name}'s day is over: no Energy is left for another action.").format(name=name)
        return ""

    def _leave_label(self) -> str:
        """The one button out of a finished fight, named for where it leads."""
        state = self.session.game.state
        if state.exploration is not None:
            return tr("Back to the journal (Enter)")
        if self._aftermath and self.closing_section is not None:
            return tr("Read on (Enter)")
        if self.day_over_note or state.phase == "end":
            return tr("To the End of the Day (Enter)")
        return tr("Back to the map (Enter)")

    def _drop_closing(self) -> None:
        self.closing_section = None
        self.day_over_note = ""
        self._aftermath = False
        self._next_day = None

    def _close_journal(self) -> None:
        self._drop_closing()
        self.refresh()

    # ---------------------------------------------------------------- rendering

    def refresh(self) -> None:
        """Re-render every part from the session's current state."""
        session, catalog = self.session, self.session.catalog
        focused_before = QApplication.focusWidget()
        game = session.game
        legal = session.legal_actions()
        bar = day_view(game, catalog)
        next_day = self._next_day
        night_closing = next_day is not None and self.closing_section is not None and game.state.exploration is None
        if night_closing and next_day is not None:
            # a night's reading still open on the stage: its day is not over for the player yet (newcomer 6), nor
            # its Event, quests and Menhirs (newcomer 8 saw the next day's Event over the Dream's last page)
            last_bar = self._day_bar_shown
            bar = attrs.evolve(bar, day=next_day - 1, phase=phase_name("end"))
            if last_bar is not None and last_bar.day == next_day - 1:
                bar = attrs.evolve(bar, event_title=last_bar.event_title, event_text=last_bar.event_text)
                bar = attrs.evolve(bar, quests=last_bar.quests, menhirs=last_bar.menhirs)
        else:
            self._day_bar_shown = bar
        self.day_bar.sync(bar)
        active = active_character(game)
        state = game.state
        reading = state.exploration is not None
        if state.encounter is not None:
            self.stage.page("encounter")  # built now, so it hears the whole fight even behind the morning summary
        if self.stage.built("encounter"):
            from grail_desktop.ui.encounter_board import board_preferences

            colour_blind, speed = board_preferences(self)
            self.encounter_board.set_preferences(colour_blind, speed)
            if state.encounter is not None and self.encounter_board.scene.view_model is None:
                self.encounter_board.refresh()  # an encounter that started before the board was listening
        if state.exploration is not None:
            self._show_section(state.exploration.section, legal)
        closing = self.closing_section is not None and state.exploration is None
        # just ended, or ended without its own event (a reading that wins or loses the game ends it at once)
        closing = closing and (self._closing_due or not self.journal_close.isVisibleTo(self.journal))
        if closing:
            self._show_closing_section()
        self._closing_due = False
        self.day_screens.refresh()  # End/Start of the Day, deaths, game over (issue 10)
        if self.day_screens.holding and self._next_day is not None:
            # The morning summary ("Day 3 begins") is up before the night's fight: the night's reading is over
            # for the player, so bar, actions and summary all speak of the new day (newcomer 11 read "The night
            # is not over yet" and "Day 2 · End of the Day" beside "Day 3 begins"). The chronicle keeps it.
            self._drop_closing()
            self.refresh()
            return
        held = self.held_for()
        self._held_by_moment = held == "moment"
        if held:
            active = self._handed_to if self._handed_to in state.characters else active
        else:
            self._handed_to = active
        prefs = getattr(self.window(), "preferences", None) or load_preferences()
        self.scene.colour_blind = bool(prefs.colour_blind)  # the aid's shapes on the map too (issue 28)
        seen = self.map_view.visible_scene_rect() if self.isVisible() else QRectF()  # a hidden page keeps its size
        # while a result is on the stage the map offers no journey either: the next seat's cards glow after it
        self.scene.sync(map_view(game, catalog, [] if held else legal, session.colours))
        self.map_view.hold_through(seen)  # a card revealed at an edge grows the scene: the cards in sight stay put
        if not held:
            self._follow(active)
        trays = [tray_view(game, catalog, c) for c in state.order]
        self.trays.sync(trays, active)
        day_phase = state.phase == "day" and not reading and state.encounter is None and not state.pending
        heading = self._heading(active, reading)

        def words(notation: str) -> tuple[str, str]:
            return describe(notation, game, catalog)

        warning = last_energy(game, legal, words) if day_phase else None
        self.action_panel.does = lambda n: action_does(n, game, catalog)
        shown = legal
        if state.encounter is not None and state.encounter.result is None and state.encounter.all_defeated():
            # the last enemy is down: the fight's way on is Resolve alone (S2: no more Strategy phases); hits on
            # the defeated change nothing, so they are not offered (issue 18, a newcomer was offered "Apply")
            shown = [n for n in legal if not n.startswith("apply ")]
        if night_closing and next_day is not None:
            # the day bar still says the night: the actions wait for the new day too, so bar, list and page agree
            # (newcomer 9 saw "Day 2 · End of the Day" above Day 3's actions)
            heading = tr("The night is not over yet: close the reading to begin Day {day}.").format(day=self._next_day)
            shown, day_phase, warning = [], False, None
        elif held:
            # a result still on the stage: the table is handed on when it is put away (newcomer 12 saw the next
            # seat's actions go live under the last seat's Victory panel, and a held morning offer the fight's)
            heading = self._held_heading(held)
            shown, day_phase, warning = [], False, None
        self.action_panel.sync(
            heading,
            shown,
            day_phase,
            words,
            session.why_not,
            travel_hint=day_phase and any(n.startswith("travel ") for n in legal),
            last_energy=warning,
            travel_why=travel_closed(game, catalog) if day_phase else "",
        )
        self._stage_mode()
        if closing and self.stage.mode == "journal" and not self.revealing():
            self._journal_close.setFocus()  # Enter takes the one step out, without a click
        self.coop.refresh()  # pass-and-play banner, frame and party marks (issue 12)
        if self.stage.built("journal"):
            focus_flow.order_journal(self)
        scene_access.plain_descriptions(self)  # tooltips reach a reader as words, not markup (issue 28)
        if focus_flow.focus_was_lost(self, focused_before):
            focus_flow.settle(self, self._last_notation)  # the keyboard goes where the next action is (issue 28)

    def _follow(self, active: str | None) -> None:
        """After a travel, when the turn passes and when a new day begins the map brings who acts into sight, and
        otherwise holds still (newcomer 9: a re-centre after Travel put the next click on an empty slot)."""
        state = self.session.game.state
        where = state.characters[active].location if active in state.characters else None
        key = (state.day, active, where)
        if key != self._centred_on:
            self._centred_on = key
            self.map_view.keep_in_sight()

    def wanted_mode(self) -> str:
        """The mode the game needs on stage now: the morning summary (over the map) before the night's fight or
        reading; the fight (and its outcome); the reading (and a finished one until it is closed); the End of the
        Day or the game over; else the map."""
        state = self.session.game.state
        board = self.stage.built("encounter") and self.encounter_board.active
        if self.day_screens.holding:
            return "map"
        if state.encounter is not None or board:
            return "encounter"
        if state.exploration is not None or self.closing_section is not None:
            return "journal"
        if self.chapter_end.refresh():
            return "chapter"
        if self.day_screens.page is not None:
            return "day"
        return "map"

    def _stage_mode(self) -> None:
        state = self.session.game.state
        wanted = self.wanted_mode()
        open_modes = ["map"]
        fight = state.encounter is not None or (self.stage.built("encounter") and self.encounter_board.active)
        # what the night brings (a fight, a reading) is faced from the held morning summary's button, not a tab
        night = self.day_screens.holding
        if fight and not night:
            open_modes.append("encounter")
        if (state.exploration is not None or self.closing_section is not None) and not night:
            open_modes.append("journal")
        if self.day_screens.page is not None:
            open_modes.append("day")
            self.stage.set_label(
                "day", tr("The game is over") if self.day_screens.page == "over" else tr("End of the Day")
            )
        if wanted == "chapter":
            open_modes.append("chapter")
            self.stage.set_label("chapter", tr("The chapter is won"))
        self.stage.demand(wanted, open_modes)

    def _on_mode_changed(self, mode: str) -> None:
        """Focus follows the stage, so keys work without a click (Enter on the Victory panel, 1–9 in the
        journal); the map brings whoever acts into sight when it comes back."""
        if mode == "map" and self._last_mode != "map":
            self.map_view.keep_in_sight()
        self._last_mode = mode
        self.focus_stage()

    def focus_stage(self) -> None:
        """Put the keyboard on what the stage shows (also after a dialog closes): where the next action is
        (ui/focus_flow.py; the morning summary's Continue, an open action, the journal's first option …); a big
        moment on the stage keeps it until it is dismissed."""
        if self.revealing():
            self.reveal_overlay.setFocus()
            return
        focus_flow.settle(self, self._last_notation)

    def _heading(self, active: str | None, reading: bool) -> str:
        s = self.session.game.state
        catalog = self.session.catalog
        name = catalog.characters[active].name if active in catalog.characters else ""
        if s.outcome:
            return tr("<b>The game is over:</b> {outcome}").format(outcome=outcome(catalog, s.outcome))
        if s.encounter is not None:
            return tr("<b>Encounter</b> — choose your next step.")
        if reading and s.exploration is not None and s.exploration.character in catalog.characters:
            name = catalog.characters[s.exploration.character].name  # co-op: the reader, not the next to act
        if reading:
            return tr(
                "<b>{name}</b> is reading the journal. Choose an option under the page (or press its number)."
            ).format(name=name)
        if s.pending:
            p = s.pending[0]
            who = catalog.characters[p.character].name if p.character in catalog.characters else tr("The party")
            return tr("<b>{who}</b>: a decision is needed: {decision}.").format(who=who, decision=decision_name(p.kind))
        if s.phase == "day" and name:
            return tr("<b>{name}</b>'s turn. Choose one action.").format(name=name)
        return tr("Waiting…")

    # ---------------------------------------------------------------- journal reader (issue 8)

    @property
    def journal(self) -> JournalPanel:
        """The journal reader, built the first time it is needed (the stage's journal page)."""
        return self.stage.page("journal")  # type: ignore[return-value]

    @property
    def journal_close(self) -> QPushButton:
        """The one step out of a finished reading (to the map, or to the End of the Day)."""
        self.stage.page("journal")
        return self._journal_close

    def _build_journal(self) -> JournalPanel:
        from grail_desktop.ui.journal_panel import JournalPanel

        journal = JournalPanel(self.session, self.text_size)  # journal reader (issue 8)
        journal.setMinimumWidth(0)  # the stage lays it out; its measure never widens the window
        self._journal_close = EnterButton()
        self._journal_close.setObjectName("journalClose")
        self._journal_close.clicked.connect(self._close_journal)
        self._journal_close.hide()
        self._day_over_label = QLabel()
        self._day_over_label.setObjectName("journalDayOver")
        self._day_over_label.setWordWrap(True)
        self._day_over_label.setProperty("role", "warning")
        self._day_over_label.hide()
        journal.add_footer(self._day_over_label)
        journal.add_footer(self._journal_close)
        journal.chosen.connect(self.submit)
        return journal

    def set_text_size(self, size: int) -> None:
        """Follow the Text size setting (points): the journal's prose, the encounter board's scale and the map's
        zoom (its painted cards grow with the text, issue 28)."""
        before, self.text_size = self.text_size, size
        self.map_view.set_zoom(self.map_view.zoom * size / max(before, 1))
        if self.stage.built("encounter"):
            self.encounter_board.view.set_text_scale(size / 12)
        self._fit_layout()

    def _show_story(self) -> None:
        self.journal.show_story()

    def _show_section(self, section_id: str, legal: list[str]) -> None:
        """Show the reading in progress (the reader follows ``state.exploration``; arguments kept for callers)."""
        journal = self.journal
        journal.show_current()
        self._journal_close.hide()
        self._day_over_label.hide()

    def _show_closing_section(self) -> None:
        catalog = self.session.catalog
        section = catalog.journal.get(self.closing_section or "")
        if section is None:
            return
        journal = self.journal
        journal.show_closing()
        state = self.session.game.state
        if self.day_over_note:
            self._day_over_label.setText(f"<b>{self.day_over_note}</b>")
            self._day_over_label.show()
        else:
            self._day_over_label.hide()
        ending = tr(READING_ENDS.get(self.journal.kind, tr_noop("The reading ends")))  # "The Dream ends" (newcomer 6)
        if state.outcome:
            label = tr("{ending} — see how the story ends").format(ending=ending)
        elif state.phase == "end":
            label = tr("{ending} — go to the End of the Day (Enter)").format(ending=ending)
        elif self._next_day is not None:
            label = tr("{ending} — on to Day {day} (Enter)").format(ending=ending, day=self._next_day)
        else:
            label = tr("Exploration ends — return to the map (Enter)")
        self._journal_close.setText(label)
        self._journal_close.setDefault(True)
        self._journal_close.show()

    # ---------------------------------------------------------------- encounter board (issue 9)

    @property
    def encounter_board(self) -> EncounterBoard:
        """The encounter board, built the first time an encounter needs it (the stage's encounter page)."""
        return self.stage.page("encounter")  # type: ignore[return-value]

    def _build_encounter_board(self) -> EncounterBoard:
        """The encounter board (ux.md "Encounter board"); it leaves the stage when its outcome is dismissed."""
        from grail_desktop.ui.encounter_board import EncounterBoard, board_preferences

        colour_blind, speed = board_preferences(self)
        board = EncounterBoard(self.session, colour_blind, speed)
        board.view.set_text_scale(self.text_size / 12)  # the board follows the Text size setting
        board.message.connect(self.message.emit)
        board.mirror = scene_access.mirror_board(board.view)  # the board as a list for a screen reader (issue 28)
        board.finished.connect(self._on_fight_left)
        return board

    def _on_fight_left(self) -> None:
        """One step leaves a fight: a reading that ended with it is not shown again (its last words were the
        fight's outcome); a reading that goes on comes back on stage."""
        if self.session.game.state.exploration is None and not self.day_over_note and not self._aftermath:
            self._drop_closing()
        self.refresh()
