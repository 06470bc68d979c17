"""Driving a Riven Veil match through the real widgets (imported by name from tests/ui)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import click

from grail_desktop.app.veil.seating import Seat
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.veil.screen import VeilScreen
from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog

#: The desk's windows of the running test; tests/ui/conftest.py closes them after it (that saves each match and
#: stops its bots' thread). qtbot keeps weak references only: a collected window would drop its bot thread.
OPEN: list[MainWindow] = []
#: The seats' factions, colours and names, in seat order.
FACTIONS = ("hollow-court", "tide-wardens", "thorn-kin", "ember-oath")
COLOURS = ("#c0463a", "#3f7fbf", "#5c9a4a", "#d59a2b")


def desk_window(qtbot: QtBot, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """A shown main window of ``size`` pixels, kept open until the test ends."""
    win = MainWindow()
    OPEN.append(win)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def close_desk_windows() -> None:
    """Close every window :func:`desk_window` opened (called after each test)."""
    while OPEN:
        OPEN.pop().close()


def seats(kinds: list[str], names: list[str] | None = None) -> list[Seat]:
    """Seats of ``kinds`` (``"person"``, ``"greedy"``…) in faction order, named ``names`` (default Bea, Cal…)."""
    names = names or ["Bea", "Cal", "Dun", "Eri"]
    return [Seat(k, names[i], COLOURS[i], FACTIONS[i]) for i, k in enumerate(kinds)]


def on_desk(win: MainWindow, seated: list[Seat], seed: int, game: VeilGame | None = None) -> VeilScreen:
    """A new match of ``seated`` (or ``game``) on ``win``'s stage, the bots' visible pause and the click guard off."""
    game = game or VeilGame(load_veil_pack("saltcrown"), [s.faction for s in seated], Mode(), seed)
    screen = VeilScreen(game, seated)
    screen.pause_ms, screen.click_guard_s = 0, 0.0
    win._show_veil(screen)
    return screen


def when_modal(kind: type, answer: Callable[[QWidget], None], tries: int = 500) -> None:
    """Call ``answer(dialog)`` as soon as a modal dialog of ``kind`` is open (polled every 20 ms)."""
    from PySide6.QtCore import QTimer

    def poll(left: int) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            answer(dialog)
        elif left > 0:
            QTimer.singleShot(20, lambda: poll(left - 1))

    QTimer.singleShot(20, lambda: poll(tries))


def fill_wizard(dialog: VeilSetupDialog, kinds: list[str], names: list[str], seed: int = 5) -> None:
    """Set the wizard's seats as a person would: the seat count, each seat's kind and name, the seed."""
    dialog.count.setValue(len(kinds))
    for k, kind in enumerate(kinds):
        _label, who, name, _colour, _faction = dialog.rows[k]
        who.setCurrentIndex(who.findData(kind))
        if kind == "person":
            name.setText(names[k])
    dialog.seed.setValue(seed)


def begin(qtbot: QtBot, dialog: VeilSetupDialog) -> None:
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def click_entry(qtbot: QtBot, screen: VeilScreen, row: int) -> None:
    """Click the ``row``-th entry of the decision list (scrolled into view first)."""
    item = screen.choices.item(row)
    screen.choices.scrollToItem(item)
    QApplication.processEvents()
    rect = screen.choices.visualItemRect(item)
    qtbot.mouseClick(screen.choices.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QApplication.processEvents()


def first_open_row(screen: VeilScreen) -> int:
    """The first row of the decision list that can be chosen (an emptied deck's row is greyed)."""
    rows = range(screen.choices.count())
    return next((r for r in rows if screen.choices.item(r).flags() & Qt.ItemFlag.ItemIsEnabled), 0)


def step(qtbot: QtBot, screen: VeilScreen, choose: Callable[[VeilScreen], int] | None = None) -> str:
    """Do one thing a person at the table would do now; returns what it was (``"wait"`` when bots think)."""
    page = screen.pages.currentWidget()
    if page is screen.privacy:
        click(qtbot, screen.privacy.button)
        return "privacy"
    if page is screen.scoring:
        if screen.game.over:
            return "over"
        click(qtbot, screen.scoring.button)
        return "season"
    if screen.continue_button.isVisible():
        click(qtbot, screen.continue_button)
        return "continue"
    if screen.deciding is not None and screen.private_seat() == screen.deciding and screen.choices.count():
        click_entry(qtbot, screen, choose(screen) if choose else first_open_row(screen))
        return "choose"
    qtbot.wait(2)
    return "wait"


def play_out(
    qtbot: QtBot, screen: VeilScreen, limit: int = 6000, each: Callable[[str], None] | None = None
) -> list[str]:
    """Step until the final scoring page shows; returns the steps taken."""
    done: list[str] = []
    for _ in range(limit):
        what = step(qtbot, screen)
        done.append(what)
        if each is not None:
            each(what)
        if what == "over":
            return done
    raise AssertionError(f"the match did not end in {limit} steps (phase {screen.game.state.phase})")


def visible_texts(root: QWidget) -> list[str]:
    """Every text a person can see or hover now under ``root``: labels, buttons, list and view items (and their
    tooltips), scene items' tooltips and texts, the window title."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QGraphicsSimpleTextItem,
        QGraphicsView,
        QLabel,
    )

    out: list[str] = [root.window().windowTitle()]
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            m = w.model()
            try:
                columns = m.columnCount(QModelIndex())
            except TypeError:  # a list model: its columnCount is private in PySide
                columns = 1
            for r in range(m.rowCount(QModelIndex())):
                for c in range(columns):
                    ix = m.index(r, c)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = m.data(ix, role)
                        if value:
                            out.append(str(value))
        elif isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                out.append(item.toolTip())
                if isinstance(item, QGraphicsSimpleTextItem):
                    out.append(item.text())
    return [t for t in out if t]
