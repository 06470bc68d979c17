"""The table: the window where a campaign is played (ux.md "Table").

A QMainWindow used as a page of the main window's stack: the day bar on top, the map in the centre (with the
journal beside it while reading), the character trays docked right, the actions and the chronicle docked
below. Every widget renders views of the :class:`~grail_desktop.app.session.GameSession` and submits action
notations to it; nothing here changes the game directly.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.describe import chronicle_line, describe
from grail_desktop.app.reveals import reveal_for
from grail_desktop.app.session import GameSession
from grail_desktop.app.views import active_character, day_view, map_view, tray_view
from grail_desktop.app.words import clean, decision_name, outcome
from grail_desktop.engine.core import Event
from grail_desktop.ui.actions_panel import ActionPanel
from grail_desktop.ui.card_viewer import show_sheet
from grail_desktop.ui.chronicle import ChronicleWidget
from grail_desktop.ui.day_bar import DayBar
from grail_desktop.ui.day_screens import DayScreens
from grail_desktop.ui.encounter_board import CentreStack, EncounterBoard
from grail_desktop.ui.handoff import CoopController
from grail_desktop.ui.journal_panel import JournalPanel
from grail_desktop.ui.map_scene import MapGraphicsView, MapScene
from grail_desktop.ui.tray import CharacterTrays


class TableScreen(QMainWindow):
    """The table for one session. ``message(str)`` carries short notes for the status bar."""

    message = Signal(str)

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
        self._docks_sized = False

        self.day_bar = DayBar()
        self.scene = MapScene(self)
        self.map_view = MapGraphicsView(self.scene)
        self.journal = JournalPanel(session, text_size)  # journal reader (issue 8)
        self.journal.hide()
        self.journal_close = QPushButton("Exploration ends — return to the map")
        self.journal_close.setObjectName("journalClose")
        self.journal_close.clicked.connect(self._close_journal)
        self.journal.add_footer(self.journal_close)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self._build_encounter_board())  # map or encounter board (issue 9)
        self.splitter.addWidget(self.journal)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.day_screens = DayScreens(self)  # End/Start of the Day, deaths, game over (issue 10)
        centre = QWidget()
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.coop = CoopController(self)  # pass-and-play: hand-off banner, frame, join prompt, trades (issue 12)
        layout.addWidget(self.coop.banner)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(centre)
        # The day bar spans the whole window, above the docks.
        bar = QToolBar("Day")
        bar.setObjectName("dayToolBar")
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.addWidget(self.day_bar)
        self.day_bar.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)

        self.trays = CharacterTrays()
        self.action_panel = ActionPanel()
        self.chronicle = ChronicleWidget()
        self.tray_dock = self._dock("Characters", self.trays, Qt.DockWidgetArea.RightDockWidgetArea, "trayDock")
        self.actions_dock = self._dock(
            "Actions", self.action_panel, Qt.DockWidgetArea.LeftDockWidgetArea, "actionsDock"
        )
        self.chronicle_dock = self._dock(
            "Chronicle", self.chronicle, Qt.DockWidgetArea.LeftDockWidgetArea, "chronicleDock"
        )
        self.splitDockWidget(self.actions_dock, self.chronicle_dock, Qt.Orientation.Vertical)
        self.action_panel.setMinimumWidth(240)
        self.trays.setMinimumWidth(300)
        self.chronicle.setMinimumHeight(90)

        self.scene.travel_requested.connect(lambda n: self.submit(f"travel {n}"))
        self.scene.illegal_drop.connect(self.message.emit)
        self.action_panel.submitted.connect(self.submit)
        self.action_panel.undo_requested.connect(self.session.undo)
        self.journal.chosen.connect(self.submit)
        self.addAction(self.journal.story_action)  # Ctrl+Shift+J: Story so far, anywhere on the table
        session.state_changed.connect(lambda _changes: self.refresh())
        session.events_added.connect(self._on_events)
        session.action_rejected.connect(self._on_rejected)
        session.undo_state_changed.connect(self.action_panel.set_undo)

        focus_map = QAction("Focus the map", self)
        focus_map.setShortcut(QKeySequence("Ctrl+M"))
        focus_map.triggered.connect(self._focus_map)
        self.addAction(focus_map)
        focus_actions = QAction("Focus the actions", self)
        focus_actions.setShortcut(QKeySequence("Ctrl+J"))
        focus_actions.triggered.connect(self._focus_actions)
        self.addAction(focus_actions)

        self.chronicle.model.catalog = session.catalog
        self.trays.catalog = session.catalog
        self.chronicle.model.reset(session.events, session.undone)
        session.events_undone.connect(self.chronicle.model.strike)
        # Set before the first refresh, which would otherwise build the party variants once, then rebuild.
        self.action_panel.party_prompt = self.coop.coop
        self.refresh()
        self.action_panel.set_undo(session.can_undo(), session.undo_note())
        self.map_view.set_zoom(0.85)
        self.map_view.recentre()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._docks_sized:
            # Docks only take sizes once the window is laid out; give the map most of the room.
            self._docks_sized = True
            self.resizeDocks([self.actions_dock, self.tray_dock], [310, 350], Qt.Orientation.Horizontal)
            self.resizeDocks([self.actions_dock, self.chronicle_dock], [460, 260], Qt.Orientation.Vertical)

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea, name: str) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def _focus_map(self) -> None:
        self.map_view.setFocus()

    def _focus_actions(self) -> None:
        first = next((b for b in self.action_panel.buttons.values() if b.isEnabled()), None)
        if first is not None:
            first.setFocus()

    # ---------------------------------------------------------------- actions

    def submit(self, notation: str) -> None:
        """Send one action to the session (asks first before an irreversible Pass, if so set)."""
        if self.coop.route(notation):  # pass-and-play: the others answer the join prompt first (issue 12)
            return
        if notation == "pass" and self.confirm_pass:
            answer = QMessageBox.question(
                self, "Pass?", "Passing ends this character's day. It cannot be taken back. Pass now?"
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.session.submit(notation)

    def _on_rejected(self, reason: str) -> None:
        self.message.emit(f"Not possible: {clean(reason, self.session.catalog, self.session.game)}")

    def _on_events(self, events: list[Event]) -> None:
        self.chronicle.model.append(events)
        for event in events:
            if event.kind == "SectionRead":
                section = event.get("section")
                self.closing_section = str(section) if section is not None else None
        if any(e.kind == "ExplorationEnded" for e in events) and self.closing_section:
            self._show_closing_section()
        if events:
            self.message.emit(chronicle_line(events[-1].kind, events[-1].text, self.session.catalog))
        if self.reveals:  # issue 19: a big moment shown large, dismissed with a key or a click
            sheet = next((r for r in (reveal_for(e, self.session.catalog) for e in events) if r is not None), None)
            if sheet is not None:
                show_sheet(sheet, self)

    def _close_journal(self) -> None:
        self.closing_section = None
        self.refresh()

    # ---------------------------------------------------------------- rendering

    def refresh(self) -> None:
        """Re-render every part from the session's current state."""
        session, catalog = self.session, self.session.catalog
        game = session.game
        legal = session.legal_actions()
        self.day_bar.sync(day_view(game, catalog))
        self.scene.sync(map_view(game, catalog, legal, session.colours))
        self.centre.sync()  # encounter board (issue 9)
        active = active_character(game)
        trays = [tray_view(game, catalog, c) for c in game.state.order]
        self.trays.sync(trays, active)
        state = game.state
        reading = state.exploration is not None
        day_phase = state.phase == "day" and not reading and state.encounter is None and not state.pending
        heading = self._heading(active, reading)
        self.action_panel.sync(
            heading,
            legal,
            day_phase,
            lambda n: describe(n, game, catalog),
            session.why_not,
            travel_hint=day_phase and any(n.startswith("travel ") for n in legal),
        )
        if state.encounter is not None:
            self.journal.hide()  # the fight needs the whole centre; the reading comes back when it ends
        elif state.exploration is not None:
            self._show_section(state.exploration.section, legal)
        elif self.closing_section is not None and self.journal.isVisible():
            pass  # a finished exploration stays readable until the player closes it
        else:
            self.journal.hide()
        self.day_screens.refresh()  # End/Start of the Day, deaths, game over (issue 10)
        self.coop.refresh()  # pass-and-play banner, frame and party marks (issue 12)

    def _heading(self, active: str | None, reading: bool) -> str:
        s = self.session.game.state
        catalog = self.session.catalog
        name = catalog.characters[active].name if active in catalog.characters else ""
        if s.outcome:
            return f"<b>The game is over:</b> {outcome(catalog, s.outcome)}"
        if s.encounter is not None:
            return "<b>Encounter</b> — choose your next step."
        if reading and s.exploration is not None and s.exploration.character in catalog.characters:
            name = catalog.characters[s.exploration.character].name  # co-op: the reader, not the next to act
        if reading:
            return f"<b>{name}</b> is reading the journal. Choose an option on the right (or press its number)."
        if s.pending:
            p = s.pending[0]
            who = catalog.characters[p.character].name if p.character in catalog.characters else "The party"
            return f"<b>{who}</b>: a decision is needed: {decision_name(p.kind)}."
        if s.phase == "day" and name:
            return f"<b>{name}</b>'s turn. Choose one action."
        return "Waiting…"

    # ---------------------------------------------------------------- journal reader (issue 8)

    def _show_section(self, section_id: str, legal: list[str]) -> None:
        """Show the reading in progress (the reader follows ``state.exploration``; arguments kept for callers)."""
        self.journal.show_current()
        self.journal_close.hide()
        self._reveal_journal()
        self.journal.setFocus()

    def _show_closing_section(self) -> None:
        catalog = self.session.catalog
        section = catalog.journal.get(self.closing_section or "")
        if section is None:
            return
        self.journal.show_closing()
        self.journal_close.show()
        self._reveal_journal()
        self.journal_close.setFocus()

    def _reveal_journal(self) -> None:
        """Show the reader with room for its measure: a splitter collapses a newly shown pane it cannot fit."""
        was_visible = self.journal.isVisible()
        self.journal.show()
        index = self.splitter.indexOf(self.journal)
        self.splitter.setCollapsible(index, False)
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if (was_visible and sizes[index] >= self.journal.minimumWidth()) or total <= 0:
            return
        want = max(self.journal.minimumWidth(), min(680, total * 3 // 5))
        others = [i for i, size in enumerate(sizes) if i != index and size > 0]
        sizes = [0] * len(sizes)
        sizes[index] = want
        for i in others:
            sizes[i] = (total - want) // max(len(others), 1)
        self.splitter.setSizes(sizes)

    # ---------------------------------------------------------------- encounter board (issue 9)

    def _build_encounter_board(self) -> CentreStack:
        """The centre stack: the map, or the encounter board while an encounter runs (ux.md "Encounter board")."""
        self.encounter_board = EncounterBoard(self.session)
        self.encounter_board.message.connect(self.message.emit)
        self.centre = CentreStack(self.map_view, self.encounter_board)
        return self.centre
