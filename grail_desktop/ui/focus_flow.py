"""Where the keyboard goes next at the table (issue 28: play by keyboard alone).

After every action the focus goes where the next action is, never to a hidden or unrelated widget: the Start of
the Day summary's first answer (or its Continue), the open action the player used again or the first open one,
the journal's first option or its one step out, the encounter board, the End of the Day's first step. The table
asks :func:`next_focus` when the stage changes and after each refresh; :func:`settle` moves the keyboard there
when the previous focus went away with a rebuild (or was never useful).

The module also fixes tab orders that the creation order got wrong (journal options after the text, before the
chronicle) and takes scroll areas and plain containers out of the tab chain (empty focus stops).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QScrollArea, QWidget

if TYPE_CHECKING:
    from grail_desktop.ui.table import TableScreen


def usable(widget: QWidget | None) -> bool:
    """A widget the player can act on now: shown (with all its ancestors), enabled, taking the keyboard."""
    return (
        widget is not None
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        and widget.window().isVisible()
    )


def first_control(container: QWidget) -> QWidget | None:
    """The first usable button or combo box inside ``container``, a primary (gold) one first."""
    controls = [w for w in container.findChildren(QWidget) if isinstance(w, QAbstractButton | QComboBox)]
    # shown within the container (the container itself may be coming on stage right now)
    controls = [
        w for w in controls if w.isVisibleTo(container) and w.isEnabled() and w.focusPolicy() != Qt.FocusPolicy.NoFocus
    ]
    primary = [w for w in controls if w.property("role") == "primary"]
    found = primary or controls
    return found[0] if found else None


def next_focus(table: TableScreen, last: str | None = None) -> QWidget | None:
    """The widget the player needs next on ``table``; ``last`` is the notation just submitted (its button, when
    still open, keeps the keyboard, e.g. Explore again after Travel)."""
    if table.revealing():  # a big moment on the stage keeps the keyboard until it is dismissed (issues 18, 19)
        return table.reveal_overlay
    opening = table.opening
    if opening is not None and opening.isVisible() and table.stage.mode == "map":
        # the letter and the first Event cover the map: Enter begins Day 1, it never presses an action behind
        # them (issue 26, newcomer run: Enter on the letter explored Tref Eithin)
        return opening.begin
    mode = table.stage.mode
    if mode == "encounter":
        return table.encounter_board.view
    if mode == "journal":
        if table.closing_section is not None and table.session.game.state.exploration is None:
            return table.journal_close
        options = [b for b in table.journal.option_buttons if b.isEnabled()]
        return options[0] if options else table.journal.text
    if mode == "chapter":
        return table.chapter_end.panel.save_button
    if mode == "day":
        page = table.day_screens.stack.currentWidget()
        found = first_control(page) if page is not None else None
        return found or table.day_screens.stack
    summary = table.day_screens.start_of_day
    if summary.isVisible():
        answers = [b for b in summary.choice_buttons.values() if b.isEnabled()]
        return answers[0] if answers else summary.continue_button
    buttons = table.action_panel.buttons
    if last is not None and last in buttons and buttons[last].isEnabled():
        return buttons[last]
    open_actions = [b for b in buttons.values() if b.isEnabled()]
    # the first open action in sight: the list holds still (nothing moves under the cursor), and the keyboard
    # is never on a button scrolled out of sight (issue 18; issue 28)
    seen = [b for b in open_actions if not b.visibleRegion().isEmpty()]
    first: QWidget = (seen or open_actions)[0] if open_actions else table.map_view
    return first


def settle(table: TableScreen, last: str | None = None, retry: bool = True) -> None:
    """Put the keyboard on :func:`next_focus`; when that is not shown yet (a page rebuilt in this step shows
    its new buttons on the next pass of the event loop), look again then."""
    target = next_focus(table, last)
    if target is not None:
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        if target.isVisible() and target.visibleRegion().isEmpty():
            scroll_into_view(target)  # nothing of it in sight (no open action was): bring it in
    # (the day page is only asked for when it is on stage: asking builds it, and a resume's first frame needs none)
    fallback = target is table.map_view or (table.stage.built("day") and target is table.day_screens.stack)
    if retry and (target is None or not usable(target) or fallback):
        QTimer.singleShot(0, table, lambda: settle(table, last, retry=False))


def scroll_into_view(widget: QWidget) -> None:
    """Scroll every scroll area that holds ``widget`` so it can be seen (a narrow dock's list runs long)."""
    parent = widget.parentWidget()
    while parent is not None:
        inner = parent.widget() if isinstance(parent, QScrollArea) else None
        if isinstance(parent, QScrollArea) and inner is not None and inner.isAncestorOf(widget):
            parent.ensureWidgetVisible(widget, 8, 8)
        parent = parent.parentWidget()


def focus_was_lost(table: TableScreen, before: QWidget | None) -> bool:
    """Whether the keyboard has to be put back after a refresh: the widget that had it was rebuilt away, is
    hidden or disabled, or lay in a part the action rebuilt (the actions, the morning summary, the options)."""
    now = QApplication.focusWidget()
    if before is None or not usable(now) or now is not before:
        return True
    rebuilt = (table.action_panel, table.day_screens.start_of_day)
    return any(part.isAncestorOf(before) for part in rebuilt)


def drop_empty_stops(root: QWidget) -> None:
    """Scroll areas holding controls are no focus stops of their own (issue 28: the tray, the actions and the
    wizard's facts were empty stops); their contents still take the keyboard."""
    for area in root.findChildren(QScrollArea):
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    if isinstance(root, QScrollArea):
        root.setFocusPolicy(Qt.FocusPolicy.NoFocus)


def order_journal(table: TableScreen) -> None:
    """Tab from the section's text to its options, then to the one step out (they came after the chronicle)."""
    journal = table.journal
    chain: list[QWidget] = [journal.text, *journal.option_buttons, table.journal_close]
    for first, then in itertools.pairwise(chain):
        QWidget.setTabOrder(first, then)


class EnterPresses(QObject):
    """Enter presses the focused button anywhere on ``root`` (outside a dialog Qt's buttons take only Space), so
    a day can be played with Tab and Enter alone. Installed on the table by :func:`install`."""

    def __init__(self, root: QWidget) -> None:
        super().__init__(root)
        self.root = root

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier
        ):
            return False
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractButton) and usable(focused) and self.root.isAncestorOf(focused):
            focused.click()
            return True
        return False


def install(root: QWidget) -> EnterPresses:
    """Let Enter press the focused button on ``root`` (the key event reaches ``root`` when the button ignores
    it)."""
    presses = EnterPresses(root)
    root.installEventFilter(presses)
    return presses
