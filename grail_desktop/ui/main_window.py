"""The main window: a stack of screens (start screen first), menus with standard shortcuts, window state.

Built by ``run_app`` for a start screen, its first frame never touches PySide6's ``Qt`` namespace (creating its
93 Python enums is 18–25 ms of CPU; see :mod:`grail_desktop.ui.start_screen`): the menus' shortcuts and the
window icon come just after it (:meth:`MainWindow.after_first_frame`).
"""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QSettings, QSize, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.save_problem_words import save_error_text
from grail_desktop.app.settings import (
    Preferences,
    load_preferences,
    load_window_state,
    save_preferences,
    save_window_state,
)
from grail_desktop.resources import asset
from grail_desktop.ui.i18n import tr, tr_noop
from grail_desktop.ui.start_screen import StartScreen, add_centred
from grail_desktop.ui.status_bar import WholeStatusBar
from grail_desktop.ui.theme import apply_theme

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from grail_desktop.app.session import GameSession
    from grail_desktop.saves.lineages import CampaignEntry
    from grail_desktop.saves.slots import SlotInfo
    from grail_desktop.ui.coach import Coach
    from grail_desktop.ui.table import TableScreen

_log = logging.getLogger(__name__)

NOT_YET = tr_noop("The campaign table is not part of this build yet.")

#: QSettings keys of the guided first day (issue 26): whether it was offered, and the campaign id it plays.
GUIDE_OFFERED = "guide/offered"
GUIDE_CAMPAIGN = "guide/campaign"

#: How long (ms) after a resumed table is up the pack it parsed is written to the cache (in idle time).
CACHE_AFTER_MS = 1000
#: At the latest this long (ms) after a ``keys_later`` window is built its shortcuts are bound.
KEYS_LATEST_MS = 500
#: The smallest window the table is laid out for (pixels); set explicitly so contents never enlarge the window.
WINDOW_MINIMUM = QSize(960, 600)


def ask_resume(parent: QWidget) -> str:
    """Resume the guided first day, start it over, or neither: ``"resume"``, ``"start over"`` or ``"cancel"``
    (also Escape and closing the box)."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setObjectName("resumeGuideBox")
    box.setWindowTitle(tr("Guided first day"))
    box.setIconPixmap(QIcon(str(asset("icons", "app.svg"))).pixmap(48, 48))
    box.setText(tr("Resume the guided first day where you left it?"))
    resume = box.addButton(tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
    resume.setObjectName("resumeGuide")
    again = box.addButton(tr("Start over"), QMessageBox.ButtonRole.DestructiveRole)
    again.setObjectName("restartGuide")
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(resume)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    return "resume" if clicked is resume else "start over" if clicked is again else "cancel"


class Standard(NamedTuple):
    """A platform's standard shortcut by its ``QKeySequence.StandardKey`` name (``"Save"``), looked up when the
    shortcuts are bound (the QKeySequence type is not needed before; issue 25)."""

    name: str


#: A menu's shortcut: a standard one, or its portable text (``"Ctrl+K"``).
Shortcut = Standard | str


def warn(parent: QWidget, title: str, text: str) -> None:
    """``QMessageBox.warning``; the QMessageBox type is made when first needed, not on the way to the start
    screen (≈ 1.5 ms; issue 25)."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, text)


def table_available() -> bool:
    """Whether this build has the table screen (the campaign can be played in the window)."""
    return importlib.util.find_spec("grail_desktop.ui.table") is not None


class MainWindow(QMainWindow):
    """The application window. ``preferences_changed`` fires after Settings are accepted.

    ``keys_later=True`` (``run_app`` opening the start screen) leaves the menus' shortcuts and the window icon
    for :meth:`after_first_frame`, run in the event pass after the start screen's first paint (and at the latest
    :data:`KEYS_LATEST_MS` after the window is built); otherwise they are there at once."""

    preferences_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None, *, keys_later: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle("")  # Qt shows the app's display name; the icon is the application's
        self._shortcuts: list[tuple[QAction, Shortcut]] | None = []
        self.preferences: Preferences = load_preferences()
        self.session: GameSession | None = None
        self.table: TableScreen | None = None
        self.coach: Coach | None = None
        self.veil: QWidget | None = None  # the Riven Veil's screen (grail_desktop.ui.veil), when a match is open

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.setStatusBar(WholeStatusBar(self))  # a long message is elided, its whole text on hover (newcomer 9)
        self.start_screen = StartScreen()
        self.stack.addWidget(self.start_screen)
        self.start_screen.chosen.connect(self._on_start_choice)
        self._build_menus()
        self._refresh_availability()
        self._add_start_help()
        self.statusBar().showMessage(
            tr("Welcome back. Continue where you left off, or start a New campaign.")
            if self.start_screen.buttons["continue"].isEnabled()
            else tr("Welcome. Choose New campaign to begin, or press F1 for the rules.")
        )

        # An explicit minimum: Qt then never raises the window's minimum to what its contents ask for, so no
        # panel, dock or screen can grow the window (it is sized by the player only; ux.md "The table holds still").
        screen = self.screen()
        room = screen.availableGeometry().size() if screen is not None else WINDOW_MINIMUM
        self.setMinimumSize(WINDOW_MINIMUM.boundedTo(room))  # never more than a small screen holds
        geometry, state = load_window_state()
        #: no usable saved size: :meth:`show_first` fills the screen (maximised); afterwards only the player
        #: sizes the window
        self.first_start = False
        if geometry is None or not self.restoreGeometry(geometry) or self.width() < 1000 or self.height() < 650:
            self.first_start = True
            self._default_size()
        else:
            self._fit_screen()
        if state is not None:
            self.restoreState(state)
        self.start_screen.focus_first()  # Tab and Enter work on the start screen at once (issue 28)
        if keys_later:
            self.start_screen.first_painted.connect(lambda: QTimer.singleShot(0, self, self.after_first_frame))
            QTimer.singleShot(KEYS_LATEST_MS, self, self.after_first_frame)  # never painted (say, minimised)
        else:
            self.after_first_frame()

    def after_first_frame(self) -> None:
        """Bind the menus' shortcuts (standard keys, Ctrl+Y and Ctrl+Shift+Z for Redo, F11 and the platform's key
        for Full screen, F1 from every window) and give the app its window icon; once, later calls do nothing.
        Both need PySide6's ``Qt`` namespace (``QAction.setShortcut`` has a ``Qt.Key`` overload), which the start
        screen's first frame does without (issue 25)."""
        shortcuts, self._shortcuts = self._shortcuts, None
        if shortcuts is None:
            return
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QIcon, QKeySequence

        for action, shortcut in shortcuts:
            if isinstance(shortcut, Standard):
                action.setShortcut(QKeySequence(QKeySequence.StandardKey[shortcut.name]))
            else:
                action.setShortcut(QKeySequence(shortcut))
        # Ctrl+Y and Ctrl+Shift+Z both redo, whatever the platform's standard one is (issue 18)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        keys = [QKeySequence("F11"), *QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)]
        self.fullscreen_action.setShortcuts(list(dict.fromkeys(keys)))  # F11 everywhere, and the platform's own
        # F1 answers from every window of the app, the Quests & belongings window and the card viewer too
        # (issue 26, newcomer run: F1 did nothing while such a window had the keyboard).
        self.rules_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        app = QApplication.instance()
        if isinstance(app, QApplication) and app.windowIcon().isNull():
            app.setWindowIcon(QIcon(str(asset("icons", "app.svg"))))

    def _fit_screen(self) -> None:
        """A saved size larger than the screen (an older build grew the window and saved it) shrinks to fit."""
        screen = self.screen()
        if screen is None or self.isMaximized() or self.isFullScreen():
            return
        area = screen.availableGeometry()
        width, height = min(self.width(), area.width()), min(self.height(), area.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)

    def _default_size(self) -> None:
        """The screen's available area (the first start fills the screen: a newcomer's window opened at
        1216 × 736 on a 1280 × 800 screen; issue 18), 1280 × 800 without a screen."""
        screen = self.screen()
        if screen is None:
            self.resize(1280, 800)
            return
        self.setGeometry(screen.availableGeometry())

    def show_first(self) -> None:
        """Show the window: maximised on a first start (a window manager then fits it to the screen without
        its frame going off screen), as the player left it otherwise."""
        if self.first_start:
            self.showMaximized()
        elif self.isMaximized():
            # Restored maximised: fill the screen first, so that with no window manager to maximise it (a bare X
            # session, Xvfb) the window is not left at the frame-less guess of its normal size (1278 × 774 at +1+25
            # on a 1280 × 800 screen; newcomer 9).
            screen = self.screen()
            if screen is not None:
                self.setGeometry(screen.availableGeometry())
            self.showMaximized()
        else:
            self.show()

    # ---------------------------------------------------------------- menus

    def _action(self, text: str, shortcut: Shortcut | None, slot: object, name: str) -> QAction:
        """A menu action; its shortcut is bound by :meth:`after_first_frame`."""
        action = QAction(self)  # QAction(text, parent) would make the QIcon type, for its (icon, text) overload
        action.setText(text)
        action.setObjectName(name)
        if shortcut is not None and self._shortcuts is not None:
            self._shortcuts.append((action, shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(tr("&Game"))
        self.new_action = self._action(tr("&New campaign…"), Standard("New"), self._new, "actionNew")
        self.open_action = self._action(tr("&Load…"), Standard("Open"), self._open_dialog, "actionOpen")
        self.save_action = self._action(tr("&Save"), Standard("Save"), self._save, "actionSave")
        self.save_as_action = self._action(
            tr("Save as a new &campaign…"), Standard("SaveAs"), self._save_as, "actionSaveAs"
        )
        self.checkpoint_action = self._action(
            tr("Mark a chec&kpoint…"), "Ctrl+K", self.mark_checkpoint, "actionCheckpoint"
        )
        self.undo_action = self._action(tr("&Undo"), Standard("Undo"), self._undo, "actionUndo")
        # the menu's Undo is open exactly when undo can take something back (newcomer 9: it was open while the
        # Undo panel said "Undo stops here"); while it is closed, this one (not in a menu, the same key) says why
        # untitled: the keyboard sheet lists Undo once, under the Game menu
        self.undo_refused_action = self._action("", Standard("Undo"), self._undo, "actionUndoRefused")
        self.addAction(self.undo_refused_action)
        self.redo_action = self._action(tr("&Redo"), None, self._redo, "actionRedo")
        self.settings_action = self._action(tr("Se&ttings…"), "Ctrl+,", self.open_settings, "actionSettings")
        self.quit_action = self._action(tr("&Quit"), Standard("Quit"), self.close, "actionQuit")
        for action in (self.new_action, self.open_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addAction(self.checkpoint_action)
        game.addSeparator()
        game.addAction(self.undo_action)
        game.addAction(self.redo_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)

        view = bar.addMenu(tr("&View"))
        self.fullscreen_action = self._action(tr("&Full screen"), None, self._toggle_fullscreen, "actionFullScreen")
        self.fullscreen_action.setCheckable(True)
        view.addAction(self.fullscreen_action)
        self.home_action = self._action(tr("&Start screen"), "Ctrl+Home", self.show_start_screen, "actionHome")
        view.addAction(self.home_action)
        self.quests_action = self._action(tr("&Quests && belongings…"), "Ctrl+B", self.open_quests, "actionQuests")
        view.addAction(self.quests_action)

        help_menu = bar.addMenu(tr("&Help"))
        self.rules_action = self._action(
            tr("&Rules reference"), Standard("HelpContents"), self.open_rules, "actionRules"
        )
        self.about_action = self._action(tr("&About Grail Desktop"), None, self.open_about, "actionAbout")
        self.guide_action = self._action(tr("&Guided first day…"), None, self.open_guide, "actionGuide")
        self.how_to_action = self._action(tr("&How to play…"), None, self.open_how_to_play, "actionHowToPlay")
        self.shortcuts_action = self._action(tr("&Keyboard shortcuts"), "?", self.open_shortcuts, "actionShortcuts")
        for action in (self.guide_action, self.how_to_action, self.rules_action, self.shortcuts_action):
            help_menu.addAction(action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _add_start_help(self) -> None:
        """The start screen's "?" (How to play) and, on the very first start, the offer of the guided first day."""
        layout = self.start_screen.layout()
        assert isinstance(layout, QVBoxLayout)
        help_button = QToolButton()
        help_button.setObjectName("startHelp")
        help_button.setText("?")
        help_button.setToolTip(tr("How to play"))
        help_button.setAccessibleName(tr("How to play"))
        help_button.clicked.connect(lambda: self.open_how_to_play("start"))
        corner = QHBoxLayout()  # at the right (an alignment would need the ``Qt`` namespace)
        corner.addStretch(1)
        corner.addWidget(help_button)
        layout.insertLayout(0, corner)
        self.guide_offer: QFrame | None = None
        settings = QSettings()
        played = self.start_screen.buttons["continue"].isEnabled()  # a campaign is saved: not the first start
        if settings.value(GUIDE_OFFERED, False, type=bool) or played:
            return
        settings.setValue(GUIDE_OFFERED, True)
        offer = QFrame()
        offer.setObjectName("guideOffer")
        offer.setStyleSheet(
            "#guideOffer { background: rgba(42, 36, 24, 0.9); border: 1px solid #f2d36b; border-radius: 8px; }"
        )
        # One short line beside the buttons, never wrapped: a wrapped sentence in the centred frame was cut at
        # some window sizes (newcomer runs); the frame takes the line's whole width.
        row = QHBoxLayout(offer)
        text = QLabel(tr("New here? The guided first day teaches a day by playing it."))
        text.setStyleSheet("background: transparent;")
        play = QPushButton(tr("Play the guided first day"))
        play.setObjectName("guideOfferPlay")
        play.setProperty("role", "primary")
        later = QPushButton(tr("Not now"))
        later.setObjectName("guideOfferLater")
        play.clicked.connect(self.open_guide)
        later.clicked.connect(offer.hide)
        # Hidden, the offer keeps its room: the buttons above it moved ~25 px down under the pointer when it
        # went (newcomer 11: the next click missed).
        policy = offer.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        offer.setSizePolicy(policy)
        row.addWidget(text, 1)
        row.addWidget(play)
        row.addWidget(later)
        add_centred(layout, offer, layout.count() - 2)
        self.guide_offer = offer

    def open_quests(self) -> None:
        """The Quests & belongings window over the open campaign (issue 19)."""
        if self.table is None:
            self.statusBar().showMessage(tr("No campaign is open."), 5000)
            return
        from grail_desktop.ui.quests_view import QuestsDialog

        dialog = getattr(self, "_quests", None)
        if not isinstance(dialog, QuestsDialog) or dialog.session is not self.table.session:
            dialog = QuestsDialog(self.table.session, self)
            self._quests = dialog
        dialog.refresh()
        dialog.show()
        dialog.raise_()

    def _refresh_availability(self) -> None:
        from grail_desktop.app.paths import saves_dir
        from grail_desktop.saves.files import holds_sheets

        playable = table_available()
        # Nothing saved yet (a first start): Continue stays off without importing the save listings (issue 25).
        listed = holds_sheets(saves_dir())
        found = self.latest_campaign() if playable and listed else None
        match = self.latest_match() if listed else None
        for name in ("new", "load"):
            self.start_screen.set_entry_enabled(name, playable, tr(NOT_YET))
        self.start_screen.set_entry_enabled(
            "continue",
            found is not None or match is not None,
            tr(NOT_YET) if not playable else tr("No saved campaign or match yet."),
        )
        if match is not None and self._match_is_newer(found, match):  # a Riven Veil match was played last (issue 22)
            words = importlib.import_module("grail_desktop.app.veil.match_list")
            self.start_screen.set_continue_info(words.describe(*match))
        elif found is not None:  # the line describes the sheet Continue opens (a checkpoint when that is newest)
            import dataclasses

            from grail_desktop.app.save_words import describe_entry

            self.start_screen.set_continue_info(describe_entry(dataclasses.replace(found[0], latest=found[1])))
        else:
            self.start_screen.set_continue_info("")
        for action in (self.new_action, self.open_action):
            action.setEnabled(playable)
        for action in (self.save_action, self.save_as_action, self.checkpoint_action):
            action.setEnabled(self.session is not None)
            action.setToolTip("" if self.session is not None else tr("No campaign is open."))
        self._refresh_undo()

    def _refresh_undo(self) -> None:
        session = self.session
        # open when undo can take something back, as the Undo panel says; Ctrl+Z with nothing to undo still says
        # why in the status bar through the second action (a disabled action's key is silent; issue 18)
        can = session is not None and session.can_undo()
        self.undo_action.setEnabled(can)
        self.undo_refused_action.setEnabled(session is not None and not can)  # never both: the key is not ambiguous
        self.redo_action.setEnabled(session is not None and session.can_redo())
        self.undo_action.setStatusTip(session.undo_note() if session is not None else tr("No campaign is open."))

    def _undo(self) -> None:
        session = self.session
        if session is not None and not session.can_undo():
            self.statusBar().showMessage(session.undo_note() or tr("Nothing to undo."), 6000)
            return
        if self.table is not None:
            self.table.request_undo()

    def _redo(self) -> None:
        if self.session is not None and not self.session.redo():
            self.statusBar().showMessage(tr("Nothing to redo."), 4000)

    @staticmethod
    def latest_campaign() -> tuple[CampaignEntry, SlotInfo] | None:
        """The most recently played campaign and its newest save or autosave (what Continue opens)."""
        from grail_desktop.app.paths import saves_dir
        from grail_desktop.saves.lineages import latest_campaign_save

        try:
            return latest_campaign_save(saves_dir())
        except OSError:
            return None

    @staticmethod
    def latest_match() -> tuple[Any, Any] | None:
        """The most recently played Riven Veil match and its newest save (``app.veil.match_list.latest``; by name,
        so the campaign's modules never import the Riven Veil)."""
        return importlib.import_module("grail_desktop.app.veil.match_list").latest()  # type: ignore[no-any-return]

    @staticmethod
    def _match_is_newer(campaign: tuple[CampaignEntry, SlotInfo] | None, match: tuple[Any, Any] | None) -> bool:
        if match is None:
            return False
        if campaign is None:
            return True
        ours, theirs = match[0].last_played, campaign[0].last_played
        return ours is not None and (theirs is None or ours > theirs)

    def latest_save(self) -> Path | None:
        """The sheet Continue opens, if any."""
        found = self.latest_campaign()
        return found[1].path if found is not None else None

    # ---------------------------------------------------------------- slots

    def _on_start_choice(self, name: str) -> None:
        handlers = {
            "continue": self._continue,
            "new": self._new,
            "load": self._open,
            "veil": self.open_veil,
            "settings": self.open_settings,
            "rules": self.open_rules,
            "quit": self.close,
        }
        handlers[name]()

    def settle_unsaved(self, doing: str) -> bool:
        """Before dropping the open campaign: with unsaved progress ask Save / Don't save / Cancel
        (:func:`grail_desktop.ui.dialogs.ask_save_changes`). Returns False when the player cancels or the
        save fails (the campaign then stays open)."""
        if self.session is None or not self.session.dirty:
            return True
        from grail_desktop.ui import dialogs  # only to ask: quitting with nothing open never imports the dialogs

        answer = dialogs.ask_save_changes(self, doing)
        if answer == "cancel":
            return False
        if answer == "save":
            return self._write(None)
        return True

    def _new(self) -> None:
        from grail_desktop.app.session import GameSession
        from grail_desktop.ui.new_campaign import NewCampaignWizard

        if not self.settle_unsaved(tr("starting a new one")):
            return
        wizard = NewCampaignWizard(self)
        # the offer drew over the wizard's bottom edge (a newcomer, nc12): it is put by while the wizard is open
        offer = self.guide_offer if self.guide_offer is not None and self.guide_offer.isVisible() else None
        if offer is not None:
            offer.hide()
        accepted = wizard.exec()
        if offer is not None and not accepted:
            offer.show()
        self.return_focus()
        if not accepted:
            return
        choice = wizard.choice()
        if choice is None:
            return
        try:
            session = GameSession.start(
                choice.catalog,
                choice.characters,
                choice.seed,
                difficulty=choice.difficulty,
                house_rules=choice.house_rules,
            )
        except Exception as exc:
            warn(self, tr("Cannot start"), str(exc))
            return
        session.set_seating(choice.characters, choice.players, choice.colours)  # pass-and-play (issue 12)
        self.open_session(session)
        if self.table is not None:
            self.table.show_opening()  # the letters and the first Event, in full (issue 26)
        session.autosave()  # the campaign has its own lineage from the start (issue 17)
        self._refresh_availability()
        self.statusBar().showMessage(tr("A new campaign begins. Day 1."), 8000)

    def _open_dialog(self) -> None:
        self._open()

    def _open(self, path: Path | None = None) -> None:
        from grail_desktop.app.paths import saves_dir

        if not self.settle_unsaved(tr("loading another")):
            return
        if path is None:
            from grail_desktop.ui.saves_dialog import LoadDialog

            rows = importlib.import_module("grail_desktop.ui.veil.load_rows").match_rows
            dialog = LoadDialog(saves_dir(), self, rows)
            accepted = dialog.exec()
            self.return_focus()
            if not accepted or dialog.selected is None:
                return
            path = dialog.selected
            if dialog.selected_kind.startswith("match"):  # a Riven Veil match (ui.veil.load_rows)
                self.open_veil_path(path)
                return
        self.load_path(path)

    def _continue(self) -> None:
        found = self.latest_campaign()
        match = self.latest_match()
        if self._match_is_newer(found, match):
            assert match is not None
            self.open_veil_path(match[1].path)
            return
        if found is None:
            return
        if self._is_open_campaign(found[0].key):
            self._back_to_table()  # the open table is that campaign's newest state: nothing to ask, nothing lost
            return
        if not self.settle_unsaved(tr("going on with another")):
            return
        found = self.latest_campaign()  # saving just now may have written the newest sheet
        if found is None:
            return
        if self._is_open_campaign(found[0].key):
            self._back_to_table()
            return
        self.load_path(found[1].path)

    def _is_open_campaign(self, key: str) -> bool:
        return self.session is not None and self.table is not None and key == self.session.lineage.id

    def _back_to_table(self) -> None:
        assert self.session is not None and self.table is not None
        self.stack.setCurrentWidget(self.table)
        self._refresh_availability()
        self.statusBar().showMessage(tr("The campaign of {name} goes on.").format(name=self.session.lineage.name), 8000)

    def load_path(self, path: Path) -> bool:
        """Open the save sheet at ``path``; a broken file is reported and nothing is lost."""
        from grail_desktop.app.session import GameSession

        try:
            session = GameSession.load(path)
        except Exception as exc:  # SaveError names file, key and problem
            warn(self, tr("Cannot load this save"), save_error_text(exc))
            return False
        self.open_session(session)
        # Reading a save writes nothing, the pack cache included: a pack it had to parse is cached once the
        # table is up, so the next resume reads the cache (a third of a late resume's time without it).
        from grail_desktop.catalog.cache import store_deferred

        QTimer.singleShot(CACHE_AFTER_MS, self, store_deferred)
        if session.restored_from:
            self.statusBar().showMessage(
                tr("Restored the checkpoint “{restored_from}”.").format(restored_from=session.restored_from), 8000
            )
        else:
            self.statusBar().showMessage(tr("The campaign of {name} goes on.").format(name=session.lineage.name), 8000)
        if session.notes:
            from PySide6.QtWidgets import QMessageBox

            box = QMessageBox(QMessageBox.Icon.Information, tr("The campaign was updated"), "", parent=self)
            box.setObjectName("packUpdateBox")
            box.setText(tr("{title} changed since this save was made.").format(title=session.catalog.campaign.title))
            box.setInformativeText("\n\n".join(session.notes))
            box.open()  # not modal for the table: the game is already open behind it
        return True

    def open_session(self, session: GameSession) -> None:
        """Show the table for ``session`` (replacing any open one: callers ask first, :meth:`settle_unsaved`)."""
        from grail_desktop.ui.table import TableScreen

        if self.coach is not None:
            self.coach.close()
            self.coach = None
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.session = session
        session.setParent(self)
        self.table = TableScreen(session, self.preferences.text_size, self.preferences.confirm_pass)
        self.table.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.table.help_requested.connect(self.open_how_to_play)
        self.table.day_bar.quests_requested.connect(self.open_quests)  # the day bar's "and N more" (issue 18)
        self.table.chapter_end.completed.connect(lambda _path: self.show_start_screen())
        self.table.chapter_end.offer_next_chapter(True)  # "Begin <next chapter>" where the campaign has one
        self.table.chapter_end.next_chapter.connect(lambda _path: self.begin_next_chapter())
        self.table.reveals = self.preferences.reveals
        self.table.reveal_sound.enabled = self.preferences.reveal_sound
        session.saved.connect(lambda _path: self.statusBar().showMessage(tr("Saved."), 6000))
        session.undo_state_changed.connect(lambda *_: self._refresh_undo())
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self.table.focus_stage()  # the keyboard starts where the first action is (issue 28)
        self._refresh_availability()
        self.setWindowTitle(session.catalog.campaign.title)  # Qt appends the app's display name
        if session.lineage.tutorial and session.lineage.tutorial != "done":
            self.start_coach()  # a guided first day resumes at its step (issue 26)

    def _save(self) -> None:
        if self.session is None:
            self.statusBar().showMessage(tr("No campaign is open."), 5000)
            return
        self._write(None)

    def _save_as(self) -> None:
        """Save As: go on as a new campaign under a new name (the Load list then shows both)."""
        from grail_desktop.ui.dialogs import ask_name

        if self.session is None:
            return
        name = ask_name(
            self,
            tr("Save as a new campaign"),
            tr("Name of the new campaign:"),
            tr("{name} (branch)").format(name=self.session.lineage.name),
        )
        if name is None:
            return
        try:
            self.session.save_as_new_campaign(name)
        except Exception as exc:  # the other campaign's files are untouched
            warn(self, tr("Cannot save"), save_error_text(exc))
            return
        self.statusBar().showMessage(
            tr("Saved as a new campaign, {name}.").format(name=self.session.lineage.name), 8000
        )

    def mark_checkpoint(self) -> None:
        """Mark a named checkpoint (Ctrl+K), outside an encounter (issue 17)."""
        from grail_desktop.ui.dialogs import ask_name

        if self.session is None:
            return
        why = self.session.can_checkpoint()
        if why is not None:
            self.statusBar().showMessage(why, 8000)
            return
        state = self.session.game.state
        place = self.session.catalog.locations.get(self._first_location(), None)
        suggested = tr("Day {day}").format(day=state.day) + (f", {place.name}" if place is not None else "")
        name = ask_name(self, tr("Mark a checkpoint"), tr("Name of the checkpoint:"), suggested)
        if name is None:
            return
        try:
            self.session.checkpoint(name)
        except Exception as exc:
            warn(self, tr("Cannot mark a checkpoint"), save_error_text(exc))
            return
        self.statusBar().showMessage(
            tr("Checkpoint “{name}” marked; Load… lists it under this campaign.").format(name=name), 8000
        )

    def _first_location(self) -> int:
        assert self.session is not None
        state = self.session.game.state
        living = [state.characters[c] for c in state.order if c in state.characters and not state.characters[c].dead]
        return living[0].location if living else -1

    def _write(self, path: Path | None) -> bool:
        assert self.session is not None
        try:
            self.session.save(path)
        except Exception as exc:  # the previous save stays intact (atomic write)
            warn(self, tr("Cannot save"), save_error_text(exc))
            return False
        self._refresh_availability()
        return True

    def autosave_for_crash(self) -> str:
        """Autosave hook for the crash handler: saves the open campaign, if any."""
        if self.session is None:
            return ""
        return self.session.autosave()

    def _toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def begin_next_chapter(self) -> None:
        """After the completion save: the next chapter for the party ticked on the end-of-chapter screen, the same
        living party by default, or with veterans staying behind and fresh characters joining (issue 24; S1 World
        Setup 9; S0 "Adding or Removing players"). The engine checks the party; a refusal says why."""
        session = self.session
        if session is None or "next-chapter" not in session.legal_actions():
            self.statusBar().showMessage(tr("The next chapter cannot begin from here."), 8000)
            return
        notation = self.table.chapter_end.chosen_notation() if self.table is not None else "next-chapter"
        session.submit(notation)

    def show_start_screen(self) -> None:
        self._refresh_availability()
        self.stack.setCurrentWidget(self.start_screen)
        self.start_screen.focus_first()

    def open_veil(self) -> None:
        """The Riven Veil wizard, then its match screen (issue 22). Imported by name: the campaign's modules
        never import the Riven Veil (architecture.md "Two games, one house")."""
        screen_module = importlib.import_module("grail_desktop.ui.veil.screen")
        self._show_veil(screen_module.open_match(self))

    def open_veil_path(self, path: Path) -> None:
        """Go on with the Riven Veil match saved at ``path``, behind the privacy screen of whoever chooses next."""
        if self.veil is not None and getattr(self.veil, "path", None) == path:
            self.stack.setCurrentWidget(self.veil)
            return
        screen_module = importlib.import_module("grail_desktop.ui.veil.screen")
        self._show_veil(screen_module.open_saved(self, path))

    def _show_veil(self, screen: Any) -> None:  # a ui.veil.screen.VeilScreen, known here by name only
        self.return_focus()
        if screen is None:
            return
        self._close_veil()
        self.veil = screen
        screen.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        screen.leave.connect(self._leave_veil)
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self.setWindowTitle(tr("The Riven Veil"))
        self.statusBar().showMessage(
            tr("The Riven Veil: hover a region for its strength; Ctrl+S saves the match."), 8000
        )

    def _close_veil(self) -> None:
        if self.veil is not None:
            self.veil.shutdown()  # type: ignore[attr-defined]
            self.stack.removeWidget(self.veil)
            self.veil.deleteLater()
            self.veil = None

    def _leave_veil(self) -> None:
        self._close_veil()
        self.setWindowTitle("")
        self.show_start_screen()

    def open_about(self) -> None:
        from grail_desktop.ui.dialogs import show_about

        show_about(self)
        self.return_focus()

    def screen_name(self) -> str:
        """The screen the player is on, for help in context: ``start`` or the table's stage mode."""
        if self.table is None or self.stack.currentWidget() is not self.table:
            return "start"
        return self.table.stage.mode

    def open_rules(self, term: str | None = None) -> None:
        """The rules reference, open at the rule for glossary ``term`` or else at the one that fits the screen."""
        from grail_desktop.app.glossary import build_glossary
        from grail_desktop.ui.rules_reference import RulesDialog

        desk_rules = getattr(self.stack.currentWidget(), "open_rules", None)
        if not term and callable(desk_rules):
            desk_rules()  # the Riven Veil at the desk: its own rules
            self.return_focus()
            return
        glossary = build_glossary(self.session.catalog) if self.session is not None else None
        dialog = RulesDialog(self, glossary=glossary)
        if term:
            dialog.open_term(term)
        else:
            dialog.open_screen(self.screen_name())
        dialog.exec()
        self.return_focus()

    def open_how_to_play(self, screen: str | None = None) -> None:
        """How to play, at the page that fits ``screen`` (default: the screen the player is on)."""
        from grail_desktop.ui.how_to_play import HowToPlayDialog

        HowToPlayDialog(self, screen or self.screen_name()).exec()
        self.return_focus()

    def open_shortcuts(self) -> None:
        """The sheet of every key this window answers to now (read from its actions)."""
        from grail_desktop.ui.shortcuts_sheet import ShortcutsDialog

        ShortcutsDialog(self).exec()
        self.return_focus()

    # ---------------------------------------------------------------- the guided first day (issue 26)

    def guide_entry(self) -> tuple[CampaignEntry, SlotInfo] | None:
        """The guided day's campaign and its newest save, while one is kept and not finished."""
        from grail_desktop.app.paths import saves_dir
        from grail_desktop.saves.lineages import list_campaigns

        wanted = QSettings().value(GUIDE_CAMPAIGN, "", type=str)
        if not wanted:
            return None
        try:
            campaigns = list_campaigns(saves_dir())
        except OSError:
            return None
        for entry in campaigns:
            if entry.key == wanted and entry.latest is not None:
                return entry, entry.latest
        return None

    def open_guide(self) -> None:
        """Help → Guided first day: resume the guided day where it was left, or start it (issue 26)."""
        if self.coach is not None and self.coach.active:
            self.statusBar().showMessage(tr("The guided first day is already running."), 5000)
            return
        if self.session is not None and self.session.lineage.tutorial not in ("", "done"):
            self.start_coach()  # the guided game is open: the guide comes back at its step
            return
        found = self.guide_entry()
        answer = "start over" if found is None else ask_resume(self)
        if answer == "resume" and found is not None:
            if self.settle_unsaved(tr("going on with the guided day")):
                self.load_path(found[1].path)
        elif answer == "start over":
            self.start_guide()

    def start_guide(self) -> bool:
        """A new guided first day: the script's fixed character, seed and difficulty, a campaign of its own.
        The island takes a moment to lay out: the pointer and the status bar say so meanwhile (newcomer run)."""
        if not self.settle_unsaved(tr("starting the guided first day")):
            return False
        waiting = tr("Laying out the island for the guided first day…")
        self.statusBar().showMessage(waiting)
        self.statusBar().repaint()
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QCursor

        QApplication.setOverrideCursor(QCursor(Qt.CursorShape.WaitCursor))
        try:
            return self._start_guide()
        finally:
            QApplication.restoreOverrideCursor()
            if self.statusBar().currentMessage() == waiting:
                self.statusBar().clearMessage()

    def _start_guide(self) -> bool:
        import dataclasses

        from grail_desktop.app.session import GameSession
        from grail_desktop.app.tutorial import load_guide
        from grail_desktop.catalog import load_campaign

        if self.guide_offer is not None:
            self.guide_offer.hide()
        try:
            guide = load_guide()
            catalog = load_campaign(guide.campaign)
            session = GameSession.start(catalog, [guide.character], guide.seed, difficulty=guide.difficulty)
        except Exception as exc:
            warn(self, tr("Cannot start the guided first day"), str(exc))
            return False
        session.lineage = dataclasses.replace(session.lineage, name=guide.name, tutorial=guide.steps[0].id)
        QSettings().setValue(GUIDE_CAMPAIGN, session.lineage.id)
        self.open_session(session)  # starts the coach (the lineage carries the step)
        assert self.table is not None
        self.table.show_opening()
        if self.coach is not None:
            self.coach.check()
        session.autosave()
        self._refresh_availability()
        return True

    def start_coach(self) -> None:
        """Show the coach over the open table at the step its lineage stores."""
        from grail_desktop.app.tutorial import load_guide
        from grail_desktop.ui.coach import Coach

        if self.table is None:
            return
        if self.coach is not None:
            self.coach.close()
        try:
            guide = load_guide()
        except ValueError as exc:
            warn(self, tr("Cannot show the guide"), str(exc))
            return
        self.coach = Coach(self, self.table, guide)
        self.coach.term_requested.connect(self.open_rules)
        self.coach.campaign_requested.connect(self._new)
        self.coach.finished.connect(self._guide_finished)
        self.coach.start()

    def _guide_finished(self) -> None:
        QSettings().remove(GUIDE_CAMPAIGN)
        self.statusBar().showMessage(tr("The guided first day is over. The campaign goes on as any other."), 8000)

    def open_settings(self) -> None:
        from grail_desktop.ui.dialogs import SettingsDialog

        dialog = SettingsDialog(self.preferences, self)
        if dialog.exec():
            self.apply_preferences(dialog.preferences())
        self.return_focus()

    def return_focus(self) -> None:
        """After a dialog closes the keyboard is back on the window (the table's stage when a campaign is open),
        so shortcuts work at once without a click (issue 18)."""
        self.activateWindow()
        if self.table is not None and self.stack.currentWidget() is self.table:
            self.table.focus_stage()
        elif self.stack.currentWidget() is self.start_screen:
            self.start_screen.focus_first()

    def apply_preferences(self, prefs: Preferences) -> None:
        """Adopt, persist and apply new preferences (theme and text size at once)."""
        self.preferences = prefs
        save_preferences(prefs)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, prefs.theme, prefs.text_size)
        if self.table is not None:
            self.table.confirm_pass = prefs.confirm_pass
            self.table.reveals = prefs.reveals
            self.table.reveal_sound.enabled = prefs.reveal_sound
            self.table.set_text_size(prefs.text_size)
            self.table.scene.colour_blind = prefs.colour_blind  # the map's aid shapes at once
            self.table.scene.update()
        if self.veil is not None:
            self.veil.reveal_seconds = prefs.veil_reveal_seconds  # type: ignore[attr-defined]
        self.preferences_changed.emit(prefs)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Unsaved progress: ask Save / Don't save / Cancel first (the autosave of the day's start stays).
        if not self.settle_unsaved(tr("quitting")):
            event.ignore()
            return
        _log.info("closing")
        self._close_veil()  # saves the match and stops its bots' thread
        save_window_state(self.saveGeometry(), self.saveState())
        super().closeEvent(event)
