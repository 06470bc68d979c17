"""The table's left column: the Actions dock above the Chronicle dock, and the splitter between them.

Newcomer 9: the Chronicle was two lines tall and could not be enlarged, because the Actions panel asked for the
whole list's height as its minimum. Now the panel's minimum only keeps Travel and Pass whole; the column grows the
Actions dock to show the whole list (:attr:`ActionPanel.wants_height`) as far as the Chronicle's height leaves room,
and the Chronicle has the rest. Its height is the player's: it keeps a few lines at least, a drag of the splitter
sets it (as far as Travel and Pass stay whole), and it is remembered across runs (QSettings
``table/chronicleHeight``). Only the docks are resized, never the window.

The split is made when the table opens and when the window is resized, never after an action: a longer list grew
the Actions dock, and Pass and Undo at its foot moved under the cursor (issue 18: 6 to 48 px at 1920 x 1080 after a
fight's long list of choices; newcomer 12 saw Pass move after a Travel). A longer list scrolls instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer

if TYPE_CHECKING:
    from grail_desktop.ui.table import TableScreen

#: QSettings key of the Chronicle dock's height (pixels) the player chose by dragging the splitter
CHRONICLE_HEIGHT = "table/chronicleHeight"


def chosen_chronicle_height() -> int | None:
    """The Chronicle dock's height the player chose, or None (never set, or not a sane number)."""
    value = QSettings().value(CHRONICLE_HEIGHT, None)
    try:
        height = int(value) if value is not None else None  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return None
    return height if height is not None and 40 <= height <= 4000 else None


class LeftColumn(QObject):
    """Keeps the split between the Actions and Chronicle docks of ``table``."""

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.table = table
        self.chosen = chosen_chronicle_height()
        self._split_done = False
        self._pressed_at: int | None = None  # the Chronicle's height when a button went down on the table
        self._laid_out = 0  # the column's height at the last split
        self._split_at: int | None = None  # how many events the session had when the column was split
        table.installEventFilter(self)  # a drag of a dock splitter ends in a mouse release on the main window
        table.action_panel.wants_height.connect(self._grow_actions)

    def chronicle_height(self) -> int:
        """The least the Chronicle dock keeps: the player's choice, else its minimum (a few lines)."""
        least = self.table.chronicle_dock.minimumSizeHint().height()
        return max(least, self.chosen if self.chosen is not None else 0)

    def _column(self) -> int:
        return self.table.actions_dock.height() + self.table.chronicle_dock.height()

    def _title(self) -> int:
        """The Actions dock's title bar (pixels)."""
        return max(self.table.actions_dock.height() - self.table.action_panel.height(), 0)

    def first_split(self) -> None:
        """Split the column once the window is laid out (and again once the event loop has laid it out at its
        real size); after that, again whenever the column's height changes (the player resized the window)."""
        self._split_done = True
        self._split_at = len(self.table.session.events)
        self._split()
        QTimer.singleShot(0, self, self._split)

    def _split(self) -> None:
        """The Chronicle at the player's height; without one, the Actions at least as tall as their whole list
        and the Chronicle the rest, up to a quarter of the column (never under its minimum)."""
        if self.table.compact:  # the Chronicle is a tab beside the Characters: the Actions have the column
            return
        column = self._column()
        if column < 200:  # not laid out yet
            return
        self._laid_out = column
        least = self.chronicle_height()
        if self.chosen is None:  # the room the whole list leaves, up to a quarter of the column
            spare = column - self.table.action_panel.wanted_height - self._title()
            chronicle = max(least, min(spare, column // 4))
        else:
            chronicle = least
        chronicle = min(chronicle, column - 200)
        self._resize(column - chronicle, chronicle)

    def _resize(self, actions: int, chronicle: int) -> None:
        self.table.resizeDocks(
            [self.table.actions_dock, self.table.chronicle_dock], [actions, chronicle], Qt.Orientation.Vertical
        )

    def _grow_actions(self, wanted: int) -> None:
        """The list as first measured after the split (its boxes are measured once shown): the Actions dock grows
        to show it whole, down to the Chronicle's height. Once the player has acted it neither grows nor shrinks by
        itself, so the Travel and Pass strip at its foot holds still."""
        if not self._split_done or wanted <= 0 or self.table.compact:
            return
        if self._split_at != len(self.table.session.events):  # an action since the split: the list scrolls
            return
        table = self.table
        column = self._column()
        target = min(wanted + self._title(), column - self.chronicle_height())
        if target > table.actions_dock.height() + 2:
            self._resize(target, column - target)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and self._split_done:
            if event.type() == QEvent.Type.Resize:
                QTimer.singleShot(0, self, self._column_changed)
            elif event.type() == QEvent.Type.MouseButtonPress:
                self._pressed_at = self.table.chronicle_dock.height()
            elif event.type() == QEvent.Type.MouseButtonRelease and self._pressed_at is not None:
                QTimer.singleShot(0, self, self._remember)
        return False

    def _column_changed(self) -> None:
        if abs(self._column() - self._laid_out) > 2:
            self._split_at = len(self.table.session.events)  # the window was resized: a new split, measured again
            self._split()

    def _remember(self) -> None:
        """After a drag of the splitter (the Chronicle's height changed while the button was down on the table's
        own frame): its new height is the player's choice, saved at once."""
        before, self._pressed_at = self._pressed_at, None
        height = self.table.chronicle_dock.height()
        shown = self.table.chronicle_dock.isVisible() and not self.table.compact
        if before is not None and abs(height - before) > 2 and shown:
            self.chosen = height
            QSettings().setValue(CHRONICLE_HEIGHT, height)
