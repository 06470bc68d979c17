"""The table's stage: the centre of the window, showing one mode at a time (ux.md "The table holds still").

Modes are ``map``, ``journal``, ``encounter`` and ``day`` (End of the Day, game over). Each mode's widget is
built by its factory the first time it is shown (:meth:`Stage.page`), so opening a campaign builds only the
map. A tab bar above the pages names the mode on stage and lets the player look at the map while reading
(or fighting) and come back; the game decides which mode it needs (:meth:`Stage.demand`), the player may
peek at another open mode until the game demands a new one.

The stage's size hints never depend on its pages: a page with a large minimum (the journal's measure, the
End of the Day's columns) is laid out inside the stage and never pushes the window wider.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QSizePolicy, QStackedWidget, QTabBar, QVBoxLayout, QWidget

from grail_desktop.ui.i18n import tr, tr_noop

#: Modes in tab order, with their tab labels.
MODES: dict[str, str] = {
    "map": tr_noop("Map"),
    "journal": tr_noop("Journal"),
    "encounter": tr_noop("Encounter"),
    "day": tr_noop("End of the Day"),
    "chapter": tr_noop("The chapter is won"),
}

#: What the stage asks of the window at least (pixels): pages are laid out inside this, never beyond.
STAGE_MINIMUM = QSize(420, 320)


class _Pages(QStackedWidget):
    """A page stack whose hints are fixed: QStackedWidget's own hints are the largest of all its pages."""

    def sizeHint(self) -> QSize:
        return QSize(800, 600)

    def minimumSizeHint(self) -> QSize:
        return STAGE_MINIMUM


class Stage(QWidget):
    """The centre of the table. ``mode_changed(str)`` fires when another mode comes on stage."""

    mode_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stage")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.tabs = QTabBar()
        self.tabs.setObjectName("stageTabs")
        self.tabs.setAccessibleName(tr("What the table shows"))
        self.tabs.setExpanding(False)
        self.tabs.setDrawBase(False)
        self.tabs.setFocusPolicy(self.tabs.focusPolicy().NoFocus)
        self.pages = _Pages()
        self.pages.setObjectName("stagePages")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.tabs)
        layout.addWidget(self.pages, 1)
        self._factories: dict[str, Callable[[], QWidget]] = {}
        self._built: dict[str, QWidget] = {}
        self._open: list[str] = ["map"]
        self._labels: dict[str, str] = dict(MODES)
        self._demanded = "map"
        self._peek: str | None = None
        self._syncing_tabs = False
        self.tabs.currentChanged.connect(self._on_tab)

    # ---------------------------------------------------------------- pages

    def add_mode(self, mode: str, factory: Callable[[], QWidget]) -> None:
        """Register ``factory`` for ``mode``; it runs once, the first time the mode's page is needed."""
        self._factories[mode] = factory

    def page(self, mode: str) -> QWidget:
        """The widget of ``mode``, built now if it never was."""
        widget = self._built.get(mode)
        if widget is None:
            widget = self._factories[mode]()
            self._built[mode] = widget
            self.pages.addWidget(widget)
        return widget

    def currentWidget(self) -> QWidget | None:  # Qt's name, as on QStackedWidget
        """The page on stage now."""
        return self.pages.currentWidget()

    def built(self, mode: str) -> bool:
        """Whether ``mode``'s page exists yet (nothing is built before it is first needed)."""
        return mode in self._built

    def minimumSizeHint(self) -> QSize:
        return STAGE_MINIMUM + QSize(0, self.tabs.sizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(800, 600)

    # ---------------------------------------------------------------- modes

    @property
    def mode(self) -> str:
        """The mode on stage now."""
        return self._peek or self._demanded

    @property
    def demanded(self) -> str:
        """The mode the game needs now (the player may be peeking at another one)."""
        return self._demanded

    @property
    def open_modes(self) -> list[str]:
        """The modes the player may switch to now (their tabs), in tab order."""
        return list(self._open)

    def set_label(self, mode: str, label: str) -> None:
        """The tab text of ``mode`` (the day mode reads "End of the Day" or "The game is over")."""
        self._labels[mode] = label
        self._sync_tabs()

    def demand(self, mode: str, open_modes: list[str]) -> None:
        """Show ``mode`` (the game needs it); ``open_modes`` are the modes the player may switch to now.

        A demand for the mode already demanded keeps a player's peek at another open mode."""
        ordered = [m for m in MODES if m in open_modes or m in ("map", mode)]
        changed = mode != self._demanded
        self._open = ordered
        self._demanded = mode
        if changed or (self._peek is not None and self._peek not in ordered):
            self._peek = None
        self._show()

    def show_mode(self, mode: str) -> None:
        """The player looks at ``mode`` (an open mode) until the game demands another one."""
        if mode not in self._open:
            return
        self._peek = None if mode == self._demanded else mode
        self._show()

    def _show(self) -> None:
        mode = self.mode
        widget = self.page(mode)
        self._sync_tabs()
        if self.pages.currentWidget() is not widget:
            self.pages.setCurrentWidget(widget)
            self.mode_changed.emit(mode)

    def _sync_tabs(self) -> None:
        self._syncing_tabs = True
        try:
            while self.tabs.count() > len(self._open):
                self.tabs.removeTab(self.tabs.count() - 1)
            for index, mode in enumerate(self._open):
                label = tr(self._labels.get(mode, mode))
                if index >= self.tabs.count():
                    self.tabs.addTab(label)
                self.tabs.setTabText(index, label)
                self.tabs.setTabData(index, mode)
                needed = mode == self._demanded and self._peek is not None
                self.tabs.setTabToolTip(index, tr("{tab} — the game waits here").format(tab=label) if needed else label)
            self.tabs.setCurrentIndex(self._open.index(self.mode) if self.mode in self._open else 0)
        finally:
            self._syncing_tabs = False

    def _on_tab(self, index: int) -> None:
        if self._syncing_tabs or index < 0:
            return
        mode = self.tabs.tabData(index)
        if isinstance(mode, str):
            self.show_mode(mode)
