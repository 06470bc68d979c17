"""The main window: a stack of screens (start screen first), menus with standard shortcuts, window state."""

from __future__ import annotations

import importlib.util

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from grail_desktop.app.settings import (
    Preferences,
    load_preferences,
    load_window_state,
    save_preferences,
    save_window_state,
)
from grail_desktop.resources import asset
from grail_desktop.ui.dialogs import RulesDialog, SettingsDialog, show_about
from grail_desktop.ui.start_screen import StartScreen
from grail_desktop.ui.theme import apply_theme

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
        self.setWindowTitle("Grail Desktop")
        self.setWindowIcon(QIcon(str(asset("icons", "app.svg"))))
        self.preferences: Preferences = load_preferences()

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen()
        self.stack.addWidget(self.start_screen)
        self.start_screen.chosen.connect(self._on_start_choice)
        self._build_menus()
        self._refresh_availability()
        self.statusBar().showMessage(
            "Welcome. Choose New campaign to begin, or press F1 for the rules."
            if table_available()
            else "Welcome. This build shows the shell only: the rules reference and settings are ready."
        )

        geometry, state = load_window_state()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        if state is not None:
            self.restoreState(state)

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
        self.open_action = self._action("&Open…", QKeySequence.StandardKey.Open, self._open, "actionOpen")
        self.save_action = self._action("&Save", QKeySequence.StandardKey.Save, self._save, "actionSave")
        self.save_as_action = self._action(
            "Save &As…", QKeySequence.StandardKey.SaveAs, self._save, "actionSaveAs"
        )
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

        help_menu = bar.addMenu("&Help")
        self.rules_action = self._action("&Rules reference", QKeySequence.StandardKey.HelpContents,
                                         self.open_rules, "actionRules")
        self.about_action = self._action("&About Grail Desktop", None, lambda: show_about(self), "actionAbout")
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

    def _refresh_availability(self) -> None:
        playable = table_available()
        for name in ("continue", "new", "load"):
            self.start_screen.set_entry_enabled(name, playable, NOT_YET)
        for action in (self.new_action, self.open_action):
            action.setEnabled(playable)
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(False)
            action.setToolTip("No campaign is open.")

    # ---------------------------------------------------------------- slots

    def _on_start_choice(self, name: str) -> None:
        handlers = {
            "continue": self._open,
            "new": self._new,
            "load": self._open,
            "settings": self.open_settings,
            "rules": self.open_rules,
            "quit": self.close,
        }
        handlers[name]()

    def _new(self) -> None:
        self.statusBar().showMessage(NOT_YET, 5000)

    def _open(self) -> None:
        self.statusBar().showMessage(NOT_YET, 5000)

    def _save(self) -> None:
        self.statusBar().showMessage("No campaign is open.", 5000)

    def _toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def show_start_screen(self) -> None:
        self.stack.setCurrentWidget(self.start_screen)

    def open_rules(self) -> None:
        RulesDialog(self).exec()

    def open_settings(self) -> None:
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
        self.preferences_changed.emit(prefs)

    def closeEvent(self, event: QCloseEvent) -> None:
        save_window_state(self.saveGeometry(), self.saveState())
        super().closeEvent(event)
