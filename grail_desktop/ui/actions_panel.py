"""The action bar: every action of the acting character with its cost; disabled ones say why; Undo.

Buttons only *submit notations* to the session (the engine's gate); nothing here knows a rule. During the
Day it shows the standard actions (ux.md "Actions") and the other legal ones; during a decision or an
encounter it shows every legal answer.

The common actions never fall below the fold (issue 18): Travel and Pass sit in a fixed strip under the scrolling
list, above Undo; a closed action is one compact muted line with its reason; the list keeps its scroll position
when it is rebuilt with the same entries, so nothing moves under the cursor, and a new list starts at its top. The
other entries keep a fixed order by kind (:data:`KIND_ORDER`), so a click at the same place hits the same kind of
thing after a step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.describe import STANDARD_ACTIONS
from grail_desktop.app.last_energy import LastEnergy
from grail_desktop.app.tips import action_tip
from grail_desktop.ui.i18n import tr, tr_noop
from grail_desktop.ui.text_fit import fit_lines
from grail_desktop.ui.widgets import WordFitLabel, WrapButton, clear_layout

#: label, cost for a notation
Describer = Callable[[str], tuple[str, str]]
#: the reason a notation is illegal, or None
Explainer = Callable[[str], str | None]

HIDDEN_VERBS = frozenset({"travel", "choose", "adjust"})
#: Actions that finish a step ("Done"): in the fixed strip under the list, where they never move (newcomer 10).
FINISHING_VERBS = frozenset({"done"})
#: The deck's own choices, each under its heading after every other choice: (heading, the label's template as
#: ``app/describe.py`` words it, so a button can show the card's name alone).
DECK_VERBS: dict[str, tuple[str, str]] = {
    "restore": (tr_noop("Put back into the deck"), tr_noop("Put {card} back into the deck")),
    "cut": (tr_noop("Cut from the deck"), tr_noop("Cut {card} from the deck (kept aside)")),
}

#: The fixed order of the entries under "Also possible" and "Choose", by kind (the notation's verb): the step that
#: moves on first, the answers of a decision next, what takes a card or a die away last. The engine lists its legal
#: actions in the order it finds them, which changed after every step, so a second click at the same place hit
#: another kind of thing (newcomer 9 cut a deck card and flipped an Item by mistake). Within a kind the engine's
#: order stays; an unknown kind comes after the known ones.
KIND_ORDER: tuple[str, ...] = (
    "resolve",
    "end-phase",
    "roll",
    "done",
    "next-chapter",
    "keep",
    "take",
    "take-reward",
    "skip-reward",
    "eat",
    "fast",
    "raise",
    "advance",
    "skill",
    "restore",
    "claim",
    "join",
    "sit-out",
    "mercy",
    "guardian",
    "trade",
    "give",
    "pick-up",
    "equip",
    "play",
    "draw",
    "commit",
    "apply",
    "use",
    "cut",
    "discard",
    "discard-card",
    "escape",
)
_RANK = {verb: rank for rank, verb in enumerate(KIND_ORDER)}


def by_kind(notations: list[str]) -> list[str]:
    """``notations`` in the fixed order of :data:`KIND_ORDER` (a stable sort: the engine's order within a kind)."""
    return sorted(notations, key=lambda n: _RANK.get(n.split()[0] if n else "", len(KIND_ORDER)))


class ClosedAction(WrapButton):
    """A closed action: a smaller, muted line whose whole reason wraps (a newcomer found the reasons cut off,
    and a disabled button shows no tooltip on some platforms, so the words on it must be complete)."""


class NoteLabel(QLabel):
    """A muted note always ``lines`` lines tall at its width, whatever its words, elided with "…" past its last
    line and whole on hover (:meth:`note`). The Undo note grew from one line to two after the first action of
    the day and moved the list above it under the cursor (issue 18)."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = lines
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # its width is the column's, never its words' (an unwrapped label asks for its longest line)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit()

    def note(self) -> str:
        """The whole note, as given to :meth:`set_note` (the label may show it elided)."""
        return self._full

    def set_note(self, text: str) -> None:
        self._full = text
        self._fit()

    def _fit(self) -> None:
        margins = self.contentsMargins()
        self.setFixedHeight(self.fontMetrics().lineSpacing() * self._lines + margins.top() + margins.bottom())
        width = self.contentsRect().width() - 2  # a hair's room: the label paints in whole pixels
        lines = fit_lines(self._full, self.font(), max(width, 40), self._lines) if self._full else []
        shown = "\n".join(lines)
        if self.text() != shown:
            self.setText(shown)
        self.setToolTip(self._full if " ".join(lines) != " ".join(self._full.split()) else "")
        self.setAccessibleName(self._full)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()


#: The Undo note's room in lines: the longest note ("Undo stops here: …") is elided on the second, whole on hover.
UNDO_NOTE_LINES = 2
#: The least height the scrolling list keeps above the fixed Travel-and-Pass strip (pixels: about two actions).
LIST_MIN = 90
#: The most of the window's height the panel asks for to keep the strip in sight.
MOST_OF_WINDOW = 0.75


class ActionPanel(QWidget):
    """Emits ``submitted(notation)`` when a button is pressed and ``undo_requested`` for Undo."""

    submitted = Signal(str)
    undo_requested = Signal()
    #: the height (pixels) that shows the whole list, when it changes: the table grows the dock to it as far as the
    #: Chronicle's chosen height leaves room (the panel's minimum is only what keeps Travel and Pass whole, so the
    #: player can drag the Chronicle taller; newcomer 9 could not)
    wants_height = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.setAccessibleName(tr("Actions"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.heading = WordFitLabel()  # a word wider than the column steps its font down (issue 28, German 24 pt)
        self.heading.setObjectName("actionHeading")
        outer.addWidget(self.heading)
        self.last_energy_note = QLabel()
        self.last_energy_note.setObjectName("lastEnergyNote")
        self.last_energy_note.setWordWrap(True)
        self.last_energy_note.setProperty("role", "warning")
        self.last_energy_note.hide()
        outer.addWidget(self.last_energy_note)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the bar's room is always kept, so the entries wrap at one width whether the list scrolls or not: a list
        # first laid out with the bar and rebuilt without it re-wrapped, and its height went from 308 to 167 px
        # under the cursor (issue 18)
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # ...and the bar is a thin themed groove whose handle shows only when there is something to scroll: at
        # 1920 × 1080 the list fits and a stock bar was an empty strip beside it (theme.py "#actionsScroll")
        self.scroll_area.setObjectName("actionsScroll")
        self.scroll_area.verticalScrollBar().rangeChanged.connect(self._mark_idle_bar)
        self._mark_idle_bar(0, 0)
        self.body = QWidget()
        self.grid = QVBoxLayout(self.body)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.scroll_area.setWidget(self.body)
        outer.addWidget(self.scroll_area, 1)
        # The fixed strip: Travel and Pass are always in sight, whatever the list above holds.
        self.fixed = QWidget()
        self.fixed.setObjectName("actionsFixed")
        self.fixed_box = QVBoxLayout(self.fixed)
        self.fixed_box.setContentsMargins(0, 4, 0, 0)
        self.fixed_box.setSpacing(4)
        outer.addWidget(self.fixed)
        # Undo and its note on rows of their own at the panel's foot: the note wrapped beside the button ran into
        # the Chronicle's heading (issue 18, newcomer 8); under it, it has the column's width and a gap below
        bottom = QVBoxLayout()
        bottom.setSpacing(0)
        bottom.setContentsMargins(0, 0, 0, 0)
        self.undo_button = QPushButton(tr("Undo"))
        self.undo_button.setObjectName("undoButton")
        # Ctrl+Z is the Game menu's Undo (one owner: two shortcuts on one key would both go quiet)
        self.undo_button.setToolTip(tr("Take back the last action (Ctrl+Z)"))
        self.undo_button.clicked.connect(self.undo_requested.emit)
        self.undo_note = NoteLabel(UNDO_NOTE_LINES)
        self.undo_note.setObjectName("undoNote")
        self.undo_note.setProperty("role", "muted")
        bottom.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignLeft)
        bottom.addWidget(self.undo_note)
        outer.addLayout(bottom)
        self.undo_row = bottom
        self.buttons: dict[str, QPushButton] = {}
        self._closed: list[QPushButton] = []
        self._listed: tuple[tuple[str, str], ...] = ()  # the entries of the list last shown
        self._travel_title: tuple[QGroupBox, str, QLabel] | None = None  # the Travel box, its title, its price line
        #: the height the docks under this one need in its column, in pixels (set by the table)
        self.column_rest: Callable[[], int] | None = None
        #: the height that shows the whole list, at most the column (see :attr:`wants_height`)
        self.wanted_height = 0
        self._watched: QWidget | None = None  # the table's centre, whose height is the column's
        self.body.installEventFilter(self)  # the list's height follows its wrapped entries at its width
        app = QApplication.instance()
        if isinstance(app, QApplication):  # Tab into the list scrolls to the button that gets the keyboard
            app.focusChanged.connect(self._focus_changed)
        # pass-and-play (issue 12): party variants ("… with X") go through the join prompt and trades through
        # the trade dialog, so they are not listed one by one under "Also possible" when this is set
        self.party_prompt = False
        #: what an action does in words, from the game (a location's own action), set by the table
        self.does: Callable[[str], str] | None = None

    def _fit_travel_title(self) -> None:
        """The Travel box's title with its price where the column holds it, else "Travel" with the price on a
        wrapped line under it (:attr:`_travel_title`)."""
        if self._travel_title is None:
            return
        box, title, each = self._travel_title
        room = self.width() - 40 - self.scroll_area.verticalScrollBar().sizeHint().width()
        short = box.fontMetrics().horizontalAdvance(title) > room
        box.setTitle(tr("Travel") if short else title)
        each.setVisible(short)

    def _clear(self) -> None:
        self._travel_title = None
        self.buttons.clear()
        self._fixed_in_list(False)  # the strip is kept: only its contents are rebuilt
        clear_layout(self.grid)
        clear_layout(self.fixed_box)

    def _button(self, notation: str, label: str, cost: str, enabled: bool, why: str = "") -> QPushButton:
        text = f"{label}" + (f" · {cost}" if cost else "")
        # The reason is on the button itself: a disabled widget shows no tooltip on some platforms. A closed
        # action is one compact line (smaller, muted), not a tall box among the open ones.
        # a closed action names itself without its effect ("Activate the Menhir", not what the dial would do):
        # its line is the reason, and the whole column fits at 1280 x 800 (issue 18)
        short = label if enabled else label.partition(": ")[0]
        button = (
            WrapButton(text) if enabled else ClosedAction(tr("{action} — not now: {why}").format(action=short, why=why))
        )
        button.setObjectName(f"action:{notation}")
        button.setAccessibleName(label)
        button.setAccessibleDescription("" if enabled else tr("Not now: {why}").format(why=why))
        button.setEnabled(enabled)
        does = self.does(notation) if self.does is not None else ""
        button.setToolTip(action_tip(notation, label, cost, does) if enabled else tr("Not now: {why}").format(why=why))
        if enabled:
            button.clicked.connect(lambda _=False, n=notation: self.submitted.emit(n))
            margins = button.layout()
            if margins is not None:  # compact: the common actions all fit the column at 1280 x 800 (issue 18)
                margins.setContentsMargins(8, 3, 8, 3)
        else:
            button.setProperty("closed", True)
            button.setFlat(True)
            small = button.label.font()
            small.setPointSizeF(max(8.0, small.pointSizeF() - 2))
            button.label.setFont(small)

            margins = button.layout()
            if margins is not None:
                margins.setContentsMargins(8, 2, 8, 2)
        self.buttons[notation] = button
        return button

    def _group(self, title: str) -> QGridLayout:
        box = QGroupBox(title)
        layout = QGridLayout(box)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        self.grid.addWidget(box)
        return layout

    def _deck_group(self, verb: str, notations: list[str], describe: Describer) -> None:
        """The cuts (or put-backs) under one heading saying what they do, each button the card's name alone."""
        title, template = DECK_VERBS[verb]
        group = self._group(tr(title))
        box = group.parentWidget()
        if box is not None:
            box.setObjectName(f"actions:{verb}")
        before, _, after = tr(template).partition("{card}")
        for row, notation in enumerate(notations):
            label, cost = describe(notation)
            card = label.removeprefix(before).removesuffix(after) if after else label.removeprefix(before)
            button = self._button(notation, card, cost, True)
            button.setToolTip(button.toolTip() if card == label else f"{label}\n\n{button.toolTip()}")
            button.setAccessibleName(label)
            group.addWidget(button, row, 0)

    def sync(
        self,
        heading: str,
        legal: list[str],
        day_phase: bool,
        describe: Describer,
        explain: Explainer,
        travel_hint: bool,
        last_energy: LastEnergy | None = None,
        travel_why: str = "",
    ) -> None:
        """Rebuild from the legal notations. ``day_phase`` shows the standard actions (disabled with why);
        ``last_energy`` warns before an action that spends the last Energy while free actions are open."""
        scrolled = self.scroll_area.verticalScrollBar().value()
        self._clear()
        self.heading.setText(heading)
        note = last_energy.note if last_energy is not None else ""
        self.last_energy_note.setText(note)
        self.last_energy_note.setVisible(bool(note))
        # during the Day the day bar says who acts ("Maelon Harrow acts"), so the heading's two lines go to the
        # list: every open action is in sight at 1280 x 800 with the bar's room kept (issue 18)
        self.heading.setHidden(day_phase)
        shown: set[str] = set()
        closed: list[QPushButton] = []
        if day_phase:
            # untitled: the dock above already says "Actions", and the line it saved keeps every open action in
            # sight at 1280 x 800 now that the Undo note has a row of its own (issue 18)
            group = self._group("")
            box = group.parentWidget()
            if box is not None:
                box.setAccessibleName(tr("Actions"))
            row = 0
            for verb in STANDARD_ACTIONS:
                candidates = [n for n in legal if n.split()[0] == verb]
                plain = next((n for n in candidates if " with " not in n), candidates[0] if candidates else verb)
                label, cost = describe(plain)
                if candidates:
                    button = self._button(plain, label, cost, True)
                    shown.update(candidates if len(candidates) == 1 else [plain])
                else:
                    why = explain(verb) or tr("not possible right now")
                    button = self._button(verb, label, cost, False, why)
                if verb == "pass":
                    continue  # in the fixed strip below
                if not candidates:
                    closed.append(button)
                    continue
                group.addWidget(button, row, 0)
                row += 1
            travels = [n for n in legal if n.startswith("travel ") and " with " not in n]
            if travels:
                # The same moves as clicking a glowing card, reachable by keyboard too; two to a row, always shown.
                # the price the engine takes, said once when every journey costs the same (issue 18: Going
                # Insane made it 2 Energy under a "1 Energy each" title)
                price = self._same_cost(travels, describe)
                # a price with its reason ("2 Energy: you are Going Insane", issue 19): the price in the title,
                # the reason on a wrapped line under it (the panel is too narrow for both in one title)
                price, _, why = price.partition(": ")
                title = tr("Travel ({cost} each)").format(cost=price) if price else tr("Travel")
                travel_box = QGroupBox(title)
                travel_group = QGridLayout(travel_box)
                travel_group.setContentsMargins(6, 4, 6, 4)
                travel_group.setSpacing(4)
                first = 0
                # a title wider than the column (24 pt) widened the list past its viewport and cut every entry
                # at its right edge (issue 28): then the price goes on a wrapped line under a short title
                if price and not why:
                    each = QLabel(tr("{cost} each").format(cost=price))
                    each.setObjectName("travelPriceEach")
                    each.setWordWrap(True)
                    each.setProperty("role", "muted")
                    each.hide()
                    travel_group.addWidget(each, 0, 0)
                    first = 1
                    self._travel_title = (travel_box, title, each)
                    self._fit_travel_title()
                elif why:
                    reason = QLabel(tr("{cost}: {why}").format(cost=price, why=why))
                    reason.setObjectName("travelPriceWhy")
                    reason.setWordWrap(True)
                    reason.setProperty("role", "muted")
                    travel_group.addWidget(reason, 0, 0)
                    first = 1
                for index, notation in enumerate(travels, start=first):
                    label, cost = describe(notation)
                    before, _, after = tr("Travel to {place}").partition("{place}")  # "Nach {place} reisen"
                    place = label.removeprefix(before).removesuffix(after) if after else label.removeprefix(before)
                    button = self._button(notation, place, "", True)
                    button.setToolTip(f"{label}  ·  {cost}" if cost else label)
                    button.setAccessibleName(label)
                    # one to a row on one line: two to a row wrapped every name onto three lines (issue 18)
                    travel_group.addWidget(button, index, 0)
                if travel_hint and not note:  # the last-Energy warning takes its room (all in sight, issue 18)
                    # short, so the Chronicle keeps its lines at 1280 x 800 (newcomer 9); the rest on hover
                    hint = QLabel(tr("Or click a glowing card on the map."))
                    hint.setToolTip(tr("Or click a glowing card on the map (or drag your pawn)."))
                    hint.setWordWrap(True)
                    hint.setProperty("role", "muted")
                    travel_group.addWidget(hint, first + len(travels), 0)
                self.fixed_box.addWidget(travel_box)
            elif travel_why:  # no journey is open: said why among the closed ones (issue 18)
                closed.append(self._button("travel", tr("Travel"), "", False, travel_why))
            passing = self.buttons.get("pass")
            if passing is not None:
                self.fixed_box.addWidget(passing)
        others = [n for n in legal if n not in shown and n.split()[0] not in HIDDEN_VERBS]
        if day_phase:
            others = [n for n in others if not (n.split()[0] in STANDARD_ACTIONS and " with " not in n)]
        if day_phase and self.party_prompt:  # pass-and-play (issue 12)
            others = [n for n in others if " with " not in n and n.split()[0] != "trade"]
        # Done has a place of its own that never moves, the fixed strip; the deck's cuts and put-backs come after
        # every other choice, each kind in its own box: at the End of the Day 16 cuts stood above Done, and a
        # click where Done had been cut a card (newcomer 10)
        finishing = [n for n in others if n.split()[0] in FINISHING_VERBS]
        decks = {verb: [n for n in others if n.split()[0] == verb] for verb in DECK_VERBS}
        others = [n for n in others if n not in finishing and n.split()[0] not in DECK_VERBS]
        others = by_kind(others)
        if others:
            group = self._group(tr("Also possible") if day_phase else tr("Choose"))
            for row, notation in enumerate(others):
                label, cost = describe(notation)
                group.addWidget(self._button(notation, label, cost, True), row, 0)
        for verb, notations in decks.items():
            if notations:
                self._deck_group(verb, notations, describe)
        for notation in finishing:
            label, cost = describe(notation)
            button = self._button(notation, label, cost, True)
            button.setProperty("role", "primary")
            self.fixed_box.addWidget(button)
        if closed:
            # the closed ones come last, under their own heading: every action a player can take is in sight at
            # 1280 x 800 without a scroll (issue 18); a closed line keeps its whole reason
            shut = self._group(tr("Not now"))
            box = shut.parentWidget()
            if box is not None:
                box.setObjectName("actionsClosed")
            for row, button in enumerate(closed):
                shut.addWidget(button, row, 0)
        self._closed = closed
        if note and last_energy is not None:
            for notation in last_energy.spending:
                spender = self.buttons.get(notation)
                if spender is not None:
                    spender.setToolTip(
                        spender.toolTip() + "\n" + tr("This spends your last Energy: your day ends after it.")
                    )
        self.grid.addStretch(1)
        # shown now, not on the layout's queued show: a box not yet shown measures 0 px, and the list measured
        # without its "Not now" box lost 122 px of its height and its scroll under the cursor (issue 18)
        for layout in (self.grid, self.fixed_box):
            for index in range(layout.count()):
                item = layout.itemAt(index)
                widget = item.widget() if item is not None else None
                if widget is not None and not widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                    widget.show()
        self.fixed.setVisible(self.fixed_box.count() > 0)
        self._place_fixed()
        QTimer.singleShot(0, self, self._place_fixed)  # again once the new buttons are shown and measured
        # the same entries keep their place (nothing moves under the cursor); a new list starts at its top (issue
        # 18, newcomer 8: a stale scroll hid the head of the next list)
        listed = tuple((n, b.label_text() if isinstance(b, WrapButton) else b.text()) for n, b in self.buttons.items())
        self._keep_scroll(scrolled if listed == self._listed else 0)
        self._listed = listed

    def _fixed_in_list(self, inside: bool) -> None:
        """Move the Travel-and-Pass strip into the scrolling list (``inside``) or back under it."""
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        if inside == (self.grid.indexOf(self.fixed) >= 0):
            return
        if inside:
            outer.removeWidget(self.fixed)
            self.grid.insertWidget(max(self.grid.count() - 1, 0), self.fixed)
        else:
            self.grid.removeWidget(self.fixed)
            outer.insertWidget(outer.indexOf(self.scroll_area) + 1, self.fixed)

    def _place_fixed(self) -> None:
        """The strip stays in sight under the list while the list keeps :data:`LIST_MIN` pixels: the panel then
        asks for that much height, so dragging the chronicle's splitter up stops before the strip is cut (issue
        18, a newcomer finding). When that would take more than :data:`MOST_OF_WINDOW` of the window (a large
        text size), the strip scrolls with the list instead (issue 28)."""
        if self.height() < 50:
            return
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        margins = outer.contentsMargins()
        bottom = self.undo_button.sizeHint().height()
        undo_note = self.undo_note.height()  # always the same: a longer note never moves the list (issue 18)
        foot = self.undo_row.contentsMargins()
        chrome = margins.top() + margins.bottom() + 3 * outer.spacing() + bottom + undo_note
        chrome += self.undo_row.spacing() + foot.top() + foot.bottom()
        shown = self.heading.text() and not self.heading.isHidden()
        chrome += self.heading.heightForWidth(max(self.heading.width(), 80)) if shown else 0
        strip = self.fixed.sizeHint().height()
        if self.fixed.hasHeightForWidth():  # wrapped travel buttons are taller than their size hint says
            strip = max(strip, self.fixed.heightForWidth(self.width() - margins.left() - margins.right()))
        need = chrome + LIST_MIN + strip
        inner = self.width() - margins.left() - margins.right() - 2 * self.scroll_area.frameWidth()
        inner -= self.scroll_area.verticalScrollBar().sizeHint().width()  # always shown (see __init__)
        listed = self.body.sizeHint().height()
        if self.grid.hasHeightForWidth():
            listed = self.grid.totalHeightForWidth(inner)
        shut = self.findChild(QGroupBox, "actionsClosed")
        closed = 0
        if shut is not None and self._closed:  # the closed ones may scroll: they are under every open one
            closed = shut.heightForWidth(inner) if shut.hasHeightForWidth() else shut.sizeHint().height()
            listed -= closed
        whole = chrome + max(LIST_MIN, listed + 2 * self.scroll_area.frameWidth() + 2 * outer.spacing()) + strip + 8
        window = self.window()
        most = int((window.height() if window is not self else 800) * MOST_OF_WINDOW)
        fixed = need <= most
        # the whole list too when the column holds it: the common actions never need a scroll (issue 18)
        wanted = (whole if whole <= most else need) if fixed else 0
        room = self._column_room()
        if room is not None:  # never more than the column holds beside the Chronicle (their docks overlapped)
            wanted = min(wanted, room)
        least = min(need, wanted) if fixed else 0
        if self.minimumHeight() != least:
            self.setMinimumHeight(least)
        # the dock grows towards the whole list even where it is more than the minimum may ask (a large text size)
        # (the closed ones too, where the column has room for them beside the Chronicle's least)
        grow = min(whole + closed, room) if room is not None else whole + closed
        if grow != self.wanted_height:
            self.wanted_height = grow
            self.wants_height.emit(grow)
        self._fixed_in_list(not fixed or self.height() < need)
        self.updateGeometry()
        self._keep_headings_whole()

    def _keep_headings_whole(self) -> None:
        """A heading in the list ("Not now", "Also possible") is whole in sight or out of it, never cut in two by the
        list's foot: where the foot would fall inside a heading (the list at its top), the list's viewport ends
        above the heading, the rest of its room left empty. At 1280 x 800 half of "Not now" showed over the Travel
        box and read as lying under it (issue 18, newcomer 12); the scroll bar shows there is more below."""
        area = self.scroll_area
        full = area.height() - 2 * area.frameWidth()
        gap = 0
        for box in self.body.findChildren(QGroupBox):
            if not box.title() or not box.isVisibleTo(self.body):
                continue
            top = box.mapTo(self.body, QPoint(0, 0)).y()
            inner = [w.y() for w in box.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)]
            band = min(inner, default=box.height())  # the title's band: above the box's first entry
            if top < full < top + band:
                gap = full - top
        margins = area.viewportMargins()
        if margins.bottom() != gap:
            area.setViewportMargins(0, 0, 0, gap)

    def _column_room(self) -> int | None:
        """The most this panel can have in its dock column: the column's height less the dock's title and what
        the docks under it need (:attr:`column_rest`); None outside a table's dock. Asking for more overlapped the
        Chronicle's dock, and the Undo note ran under its heading (issue 18, newcomer 8)."""
        dock = self.parentWidget()
        main = dock.parentWidget() if isinstance(dock, QDockWidget) else None
        central = main.centralWidget() if isinstance(main, QMainWindow) else None
        if central is None or self.column_rest is None or central.height() < 100:
            return None
        if central is not self._watched:  # the column's height follows the window's: measured again on resize
            central.installEventFilter(self)
            self._watched = central
        return central.height() - self.column_rest() - max(self.y(), 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self._place_fixed()
        elif watched is self.body and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._body_whole()
            self._keep_headings_whole()
        return super().eventFilter(watched, event)

    def _body_whole(self) -> None:
        """The list is as tall as its wrapped entries need at its width, so it scrolls instead of squeezing them
        (issue 18, newcomer 8: long entries were half hidden; a scroll area's layout ignores wrapped heights)."""
        width = self.body.width()
        if width < 50 or not self.grid.hasHeightForWidth():
            return
        whole = self.grid.totalHeightForWidth(width)
        if self.body.minimumHeight() != whole:
            self.body.setMinimumHeight(whole)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_travel_title()
        self._place_fixed()

    def _mark_idle_bar(self, _low: int, high: int) -> None:
        """The scroll bar's ``idle`` property: true while the whole list is in sight (the theme hides its handle)."""
        bar = self.scroll_area.verticalScrollBar()
        idle = high <= 0
        if bar.property("idle") != idle:
            bar.setProperty("idle", idle)
            bar.style().unpolish(bar)
            bar.style().polish(bar)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            QTimer.singleShot(0, self, self._fit_travel_title)  # a new Text size

    def _keep_scroll(self, value: int) -> None:
        """The list stays at ``value`` (where the player left it, or 0: the top), also once it is laid out."""
        bar = self.scroll_area.verticalScrollBar()
        self.body.adjustSize()
        bar.setValue(value)

        def again() -> None:
            bar.setValue(value)
            self._focus_in_sight()

        QTimer.singleShot(0, self, again)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.body.isAncestorOf(new) and new.visibleRegion().isEmpty():
            self.scroll_area.ensureWidgetVisible(new, 8, 8)

    def _focus_in_sight(self) -> None:
        """When the list, held still, leaves the keyboard's button out of sight, the keyboard moves to the first
        open action in sight: the list does not jump, and the keyboard is never on a hidden button (issue 18)."""
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus) or not focus.visibleRegion().isEmpty():
            return
        seen = [b for b in self.buttons.values() if b.isEnabled() and not b.visibleRegion().isEmpty()]
        if seen:
            seen[0].setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def _same_cost(travels: list[str], describe: Describer) -> str:
        """The one price every journey in ``travels`` costs ("1 Energy"), or "" when they differ."""
        costs = {describe(n)[1] for n in travels}
        return costs.pop() if len(costs) == 1 else ""

    def set_undo(self, possible: bool, note: str) -> None:
        self.undo_button.setEnabled(possible)
        self.undo_note.set_note(note)  # in its fixed room: nothing above it moves
