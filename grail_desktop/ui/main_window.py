"""The main window: a stack of screens (start screen first), menus with standard shortcuts, window state."""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QStackedWidget, QWidget

from grail_desktop.app.settings import (
    Preferences,
    load_preferences,
    load_window_state,
    save_preferences,
    save_window_state,
)
from grail_desktop.app.words import save_title
from grail_desktop.resources import asset
from grail_desktop.ui.start_screen import StartScreen
from grail_desktop.ui.theme import apply_theme

if TYPE_CHECKING:
    from grail_desktop.app.session import GameSession
    from grail_desktop.ui.table import TableScreen

_log = logging.getLogger(__name__)

NOT_YET = "The campaign table is not part of this build yet."


def table_available() -> bool:
    """Whether this build has the table screen (the campaign can be played in the window)."""
    return importlib.util.find_spec("grail_desktop.ui.table") is not None


class MainWindow(QMainWindow):
    """The application window. ``preferences_changed`` fires after Settings are accepted."""

    preferences_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle("")  # Qt shows the app's display name
        self.setWindowIcon(QIcon(str(asset("icons", "app.svg"))))
        self.preferences: Preferences = load_preferences()
        self.session: GameSession | None = None
        self.table: TableScreen | None = None

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen()
        self.stack.addWidget(self.start_screen)
        self.start_screen.chosen.connect(self._on_start_choice)
        self._build_menus()
        self._refresh_availability()
        self.statusBar().showMessage(
            "Welcome back. Continue where you left off, or start a New campaign."
            if self.start_screen.buttons["continue"].isEnabled()
            else "Welcome. Choose New campaign to begin, or press F1 for the rules."
        )

        geometry, state = load_window_state()
        if geometry is None or not self.restoreGeometry(geometry) or self.width() < 1000 or self.height() < 650:
            self._default_size()
        if state is not None:
            self.restoreState(state)

    def _default_size(self) -> None:
        """1280 × 800, or most of a smaller screen."""
        screen = self.screen()
        area = screen.availableGeometry() if screen is not None else None
        width = 1280 if area is None else min(1280, int(area.width() * 0.95))
        height = 800 if area is None else min(800, int(area.height() * 0.92))
        self.resize(width, height)

    # ---------------------------------------------------------------- menus

    def _action(
        self, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None, slot: object, name: str
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.new_action = self._action("&New campaign…", QKeySequence.StandardKey.New, self._new, "actionNew")
        self.open_action = self._action("&Load…", QKeySequence.StandardKey.Open, self._open_dialog, "actionOpen")
        self.save_action = self._action("&Save", QKeySequence.StandardKey.Save, self._save, "actionSave")
        self.save_as_action = self._action("Save &As…", QKeySequence.StandardKey.SaveAs, self._save_as, "actionSaveAs")
        self.settings_action = self._action("Se&ttings…", "Ctrl+,", self.open_settings, "actionSettings")
        self.quit_action = self._action("&Quit", QKeySequence.StandardKey.Quit, self.close, "actionQuit")
        for action in (self.new_action, self.open_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)

        view = bar.addMenu("&View")
        self.fullscreen_action = self._action(
            "&Full screen", QKeySequence.StandardKey.FullScreen, self._toggle_fullscreen, "actionFullScreen"
        )
        self.fullscreen_action.setCheckable(True)
        view.addAction(self.fullscreen_action)
        self.home_action = self._action("&Start screen", "Ctrl+Home", self.show_start_screen, "actionHome")
        view.addAction(self.home_action)
        self.quests_action = self._action("&Quests && belongings…", "Ctrl+B", self.open_quests, "actionQuests")
        view.addAction(self.quests_action)

        help_menu = bar.addMenu("&Help")
        self.rules_action = self._action(
            "&Rules reference", QKeySequence.StandardKey.HelpContents, self.open_rules, "actionRules"
        )
        self.about_action = self._action("&About Grail Desktop", None, self.open_about, "actionAbout")
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

    def open_quests(self) -> None:
        """The Quests & belongings window over the open campaign (issue 19)."""
        if self.table is None:
            self.statusBar().showMessage("No campaign is open.", 5000)
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
        playable = table_available()
        latest = self.latest_save() if playable else None
        for name in ("new", "load"):
            self.start_screen.set_entry_enabled(name, playable, NOT_YET)
        self.start_screen.set_entry_enabled(
            "continue", latest is not None, NOT_YET if not playable else "No saved campaign yet."
        )
        self.start_screen.set_continue_info(self._describe_save(latest) if latest else "")
        for action in (self.new_action, self.open_action):
            action.setEnabled(playable)
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(self.session is not None)
            action.setToolTip("" if self.session is not None else "No campaign is open.")

    @staticmethod
    def latest_save() -> Path | None:
        """The most recently saved campaign in the saves folder, if any."""
        from grail_desktop.app.paths import saves_dir
        from grail_desktop.saves import list_slots

        try:
            slots = [s for s in list_slots(saves_dir()) if not s.error and s.saved_at is not None]
        except OSError:
            return None
        if not slots:
            return None
        return max(slots, key=lambda s: s.saved_at).path  # type: ignore[arg-type,return-value]

    @staticmethod
    def _describe_save(path: Path) -> str:
        from grail_desktop.saves import read_slot_metadata

        info = read_slot_metadata(path)
        if info.error:
            return ""
        return f"Day {info.day} · {', '.join(info.characters)} · {info.location_name} · {info.rules_words}"

    # ---------------------------------------------------------------- slots

    def _on_start_choice(self, name: str) -> None:
        handlers = {
            "continue": self._continue,
            "new": self._new,
            "load": self._open,
            "settings": self.open_settings,
            "rules": self.open_rules,
            "quit": self.close,
        }
        handlers[name]()

    def _new(self) -> None:
        from grail_desktop.app.session import GameSession
        from grail_desktop.ui.new_campaign import NewCampaignWizard

        wizard = NewCampaignWizard(self)
        if not wizard.exec():
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
            QMessageBox.warning(self, "Cannot start", str(exc))
            return
        session.set_seating(choice.characters, choice.players, choice.colours)  # pass-and-play (issue 12)
        self.open_session(session)
        self.statusBar().showMessage(f"A new campaign begins (seed {choice.seed}). Day 1.", 8000)

    def _open_dialog(self) -> None:
        self._open()

    def _open(self, path: Path | None = None) -> None:
        from grail_desktop.app.paths import saves_dir

        if path is None:
            from grail_desktop.ui.saves_dialog import LoadDialog

            dialog = LoadDialog(saves_dir(), self)
            if not dialog.exec() or dialog.selected is None:
                return
            path = dialog.selected
        self.load_path(path)

    def _continue(self) -> None:
        latest = self.latest_save()
        if latest is not None:
            self.load_path(latest)

    def load_path(self, path: Path) -> bool:
        """Open the save sheet at ``path``; a broken file is reported and nothing is lost."""
        from grail_desktop.app.session import GameSession

        try:
            session = GameSession.load(path)
        except Exception as exc:  # SaveError names file, key and problem
            QMessageBox.warning(self, "Cannot load this save", str(exc))
            return False
        self.open_session(session)
        self.statusBar().showMessage(f"Loaded {save_title(path.name)}.", 8000)
        return True

    def open_session(self, session: GameSession) -> None:
        """Show the table for ``session`` (replacing any open one, which is autosaved first)."""
        from grail_desktop.ui.table import TableScreen

        if self.session is not None:
            self.session.autosave()
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.session = session
        session.setParent(self)
        self.table = TableScreen(session, self.preferences.text_size, self.preferences.confirm_pass)
        self.table.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.table.reveals = self.preferences.reveals
        session.saved.connect(lambda path: self.statusBar().showMessage(f"Saved to {path}", 6000))
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self._refresh_availability()
        self.setWindowTitle(session.catalog.campaign.title)  # Qt appends the app's display name

    def _save(self) -> None:
        if self.session is None:
            self.statusBar().showMessage("No campaign is open.", 5000)
            return
        if self.session.save_path is None:
            self._save_as()
            return
        self._write(self.session.save_path)

    def _save_as(self) -> None:
        if self.session is None:
            return
        from grail_desktop.app.paths import saves_dir

        state = self.session.game.state
        suggested = saves_dir() / f"{state.setup.campaign}-day{state.day}.toml"
        target, _ = QFileDialog.getSaveFileName(self, "Save campaign", str(suggested), "Save sheets (*.toml)")
        if target:
            path = Path(target)
            if path.suffix != ".toml":
                path = path.with_suffix(".toml")
            self._write(path)

    def _write(self, path: Path) -> None:
        assert self.session is not None
        try:
            self.session.save(path)
        except Exception as exc:  # the previous save stays intact (atomic write)
            QMessageBox.warning(self, "Cannot save", str(exc))

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

    def show_start_screen(self) -> None:
        self._refresh_availability()
        self.stack.setCurrentWidget(self.start_screen)

    def open_about(self) -> None:
        from grail_desktop.ui.dialogs import show_about

        show_about(self)

    def open_rules(self) -> None:
        from grail_desktop.ui.dialogs import RulesDialog

        RulesDialog(self).exec()

    def open_settings(self) -> None:
        from grail_desktop.ui.dialogs import SettingsDialog

        dialog = SettingsDialog(self.preferences, self)
        if dialog.exec():
            self.apply_preferences(dialog.preferences())

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
        self.preferences_changed.emit(prefs)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Nothing is ever lost: an open campaign with unsaved actions is autosaved before the window goes.
        if self.session is not None and self.session.dirty:
            _log.info("closing: %s", self.session.autosave())
        save_window_state(self.saveGeometry(), self.saveState())
        super().closeEvent(event)
