"""What a screen reader can read of the painted scenes, and the game's announcements (issue 28).

Graphics items are no widgets, so Qt's accessibility bridge cannot see them. Each scene (the map, the encounter
board) gets an *accessible mirror*: a list view on top of its graphics view with one row per item the player can
look at or act on — its name and its state in words ("Starved Hound, enemy: Health 3 of 4; target for the
selected die"). The list is the view's next Tab stop; while it has the keyboard it opens as a panel over the
scene's left side (so a sighted keyboard player sees it too) and shrinks to a corner when it loses it; Enter on
a row does what clicking its item does. The rows are rebuilt whenever the scene changes.

:func:`announce` sends a ``QAccessibleAnnouncementEvent`` (Qt 6.8+), so a reader says what just happened without
the focus moving; :func:`track_words` puts a survival track in words.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAccessible, QFocusEvent, QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QGraphicsItem, QGraphicsScene, QGraphicsView, QListView, QWidget

from grail_desktop.app.i18n import language
from grail_desktop.app.views import TrackView
from grail_desktop.ui.i18n import tr, tr_noop

#: The data role holding a row's item (its activation).
ITEM_ROLE = Qt.ItemDataRole.UserRole + 1

#: The red zone of each survival track in words (S0 "Survival Tracks"), as a reader says it after the value.
_RED_WORDS = {
    "Energy": tr_noop("Exhausted at 1 or less"),
    "Health": tr_noop("Dying at 0"),
    "Terror": tr_noop("Going Insane in the top two slots"),
}


def track_words(track: TrackView) -> str:
    """``"Energy 4 of 7; Exhausted at 1 or less"`` (plus the Health cap on the Energy track)."""
    words = [tr("{track} {value} of {max}").format(track=tr(track.name), value=track.value, max=track.max)]
    if track.name in _RED_WORDS:
        words.append(tr(_RED_WORDS[track.name]))
    if track.cap is not None:
        words.append(tr("never above Health ({cap})").format(cap=track.cap))
    return "; ".join(words)


def plain(text: str) -> str:
    """Rich tooltip text as plain words (tags dropped, entities read, line breaks as sentence ends)."""
    text = re.sub(r"<br\s*/?>", "\n", text)
    text = html.unescape(re.sub(r"<[^>]+>", "", text))
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


def item_words(item: QGraphicsItem) -> tuple[str, str] | None:
    """``(name, description)`` of a scene item for a reader, or None for pure decoration.

    An item may say it itself (``access_words() -> (name, description)``); otherwise its tooltip's first line is
    its name and the rest its description, with its state (selected, a legal spot, a target) added."""
    own: Callable[[], tuple[str, str]] | None = getattr(item, "access_words", None)
    if own is not None:
        return own()
    tip = plain(item.toolTip())
    if not tip:
        return None
    first, _, rest = tip.partition("\n")
    states = [
        tr(word)
        for attribute, word in (
            ("selected", tr_noop("selected")),
            ("legal", tr_noop("a legal spot for the selected card")),
            ("target", tr_noop("a target for the selected die")),
            ("focused", tr_noop("focused")),
        )
        if getattr(item, attribute, False) is True
    ]
    if getattr(item, "enabled", True) is False:
        states.append(tr("not available now"))
    name = first + ("; " + ", ".join(states) if states else "")
    return name, rest.replace("\n", " ")


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Have a screen reader say ``text`` now (the focus stays where it is)."""
    if not text or not QAccessible.isActive():
        return
    from PySide6.QtGui import QAccessibleAnnouncementEvent

    event = QAccessibleAnnouncementEvent(widget, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
    QAccessible.updateAccessibility(event)


class SceneMirror(QListView):
    """The accessible list of one scene's items (see the module docstring). ``activate(item)`` is called with
    the item of a row when the player presses Enter on it (or double-clicks it)."""

    def __init__(
        self,
        view: QGraphicsView,
        name: str,
        order: Callable[[QGraphicsScene], list[QGraphicsItem]] | None = None,
        activate: Callable[[QGraphicsItem], None] | None = None,
        words: Callable[[QGraphicsItem], tuple[str, str] | None] | None = None,
    ) -> None:
        # On the viewport: Qt's accessible scroll area lists only its viewport and scroll bars, so a child of the
        # view itself would not reach a screen reader (seen with pyatspi); the viewport's children do.
        super().__init__(view.viewport())
        self._words = words or item_words
        self.view = view
        self.setObjectName(f"{view.objectName()}Mirror")
        self.setAccessibleName(name)
        self.setAccessibleDescription(
            tr("Everything on the {name}, one line each; Enter acts on a line").format(
                name=name.lower() if language() == "en" else name  # German nouns keep their capital
            )
        )
        self.setToolTip(self.accessibleDescription())
        self.model_ = QStandardItemModel(self)
        self.setModel(self.model_)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._order = order
        self._activate = activate
        self._items: list[QGraphicsItem] = []
        self._timer = QTimer(self)  # owned: it dies with the list, so no rebuild runs on a deleted one
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.rebuild)
        self.activated.connect(self._on_activated)
        scene = view.scene()
        if scene is not None:
            scene.changed.connect(self._on_scene_changed)
        view.installEventFilter(self)
        QWidget.setTabOrder(view, self)
        self._collapse()
        self.schedule()

    # ---------------------------------------------------------------- rows

    def schedule(self) -> None:
        """Rebuild the rows once the scene has settled (scenes change many times within one step); only while
        a screen reader is listening or the list is open (else when it is next opened)."""
        if not (QAccessible.isActive() or self.hasFocus()):
            return
        if not self._timer.isActive():
            self._timer.start(0)

    def _on_scene_changed(self, _rects: object) -> None:
        self.schedule()

    def items_in_order(self) -> list[QGraphicsItem]:
        scene = self.view.scene()
        if scene is None:
            return []
        if self._order is not None:
            return self._order(scene)
        found = [i for i in scene.items() if i.isVisible()]
        return sorted(found, key=lambda i: (round(i.sceneBoundingRect().top() / 40), i.sceneBoundingRect().left()))

    def rebuild(self) -> None:
        """One row per item with words (:func:`item_words`), in reading order; the current row is kept."""
        current = self.currentIndex().row()
        rows: list[tuple[QGraphicsItem, str, str]] = []
        for item in self.items_in_order():
            words = self._words(item)
            if words is not None and words[0]:
                rows.append((item, *words))
        texts = [(n, d) for _i, n, d in rows]
        if texts == self.rows():
            self._items = [i for i, _n, _d in rows]
            return
        self.model_.clear()
        self._items = []
        for item, name, description in rows:
            entry = QStandardItem(name)
            entry.setToolTip(description)
            entry.setData(description, Qt.ItemDataRole.AccessibleDescriptionRole)
            entry.setData(name, Qt.ItemDataRole.AccessibleTextRole)
            self.model_.appendRow(entry)
            self._items.append(item)
        if self.model_.rowCount():
            self.setCurrentIndex(self.model_.index(min(max(current, 0), self.model_.rowCount() - 1), 0))

    def rows(self) -> list[tuple[str, str]]:
        """``(name, description)`` of every row, as a reader gets them."""
        out = []
        for row in range(self.model_.rowCount()):
            index = self.model_.index(row, 0)
            out.append((str(index.data()), str(index.data(Qt.ItemDataRole.AccessibleDescriptionRole) or "")))
        return out

    def item_at(self, row: int) -> QGraphicsItem | None:
        return self._items[row] if 0 <= row < len(self._items) else None

    def _on_activated(self, index: object) -> None:
        row = self.currentIndex().row()
        item = self.item_at(row)
        if item is not None and self._activate is not None:
            self._activate(item)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self._on_activated(self.currentIndex())
            return
        if event.key() == Qt.Key.Key_Escape:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # back to the scene itself
            return
        super().keyPressEvent(event)

    # ---------------------------------------------------------------- open while it has the keyboard

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.rebuild()
        self._expand()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._collapse()

    def _expand(self) -> None:
        area = self.view.viewport().rect()
        width = max(260, min(area.width() * 2 // 5, 480))
        self.setGeometry(QRect(8, 8, min(width, area.width() - 16), max(area.height() - 16, 40)))
        self.raise_()

    def _collapse(self) -> None:
        # Still shown (a reader finds it, Tab reaches it) but out of the way: a sliver in the corner.
        self.setGeometry(QRect(0, 0, 2, 2))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize and self.hasFocus():
            self._expand()
        return False


# ---------------------------------------------------------------- the two scenes


def mirror_map(view: QGraphicsView) -> SceneMirror:
    """The map's mirror: every location card, open slot, pawn and token in reading order (rows of the grid, left
    to right); Enter on a glowing location travels there, as a click does."""
    from grail_desktop.ui.map_scene import LocationItem, MapScene

    def activate(item: QGraphicsItem) -> None:
        scene = view.scene()
        if isinstance(item, LocationItem) and isinstance(scene, MapScene) and item.card.travel_target:
            scene.travel_requested.emit(item.card.number)

    def words(item: QGraphicsItem) -> tuple[str, str] | None:
        found = item_words(item)
        if found is not None and isinstance(item, LocationItem) and item.card.travel_target:
            return found[0] + tr("; you can travel here (Enter)"), found[1]
        return found

    return SceneMirror(view, tr("Map"), activate=activate, words=words)


def mirror_board(view: QGraphicsView) -> SceneMirror:
    """The encounter board's mirror: enemies with their chains and open spots, the dice tray, the piles and the
    dial, the painted buttons, then the hand; Enter on a row does what clicking its item does."""
    from grail_desktop.ui import encounter_items as items
    from grail_desktop.ui.encounter_scene import BoardScene

    def activate(item: QGraphicsItem) -> None:
        board = view.scene()
        if not isinstance(board, BoardScene):
            return
        if isinstance(item, items.HandCardItem):
            board.click_card(item.face.id)
        elif isinstance(item, items.DieItem):
            board.click_die(item)
        elif isinstance(item, items.EnemyItem):
            board.click_enemy(item.enemy.number)
        elif isinstance(item, items.DropSpotItem):
            board.click_spot(item.chain)
        elif isinstance(item, items.ButtonItem) and item.enabled:
            item.action()
        elif isinstance(item, items.PileItem) and item.clickable:
            board.draw()

    def words(item: QGraphicsItem) -> tuple[str, str] | None:
        found = item_words(item)
        if found is not None and isinstance(item, items.EnemyItem):
            e = item.enemy
            left = max(e.health - e.hits, 0)
            state = tr("{name}, enemy: Health {left} of {health}; dial colour {dial}").format(
                name=e.name, left=left, health=e.health, dial=tr(items.DIE_COLOUR_WORDS.get(e.dial, e.dial))
            )
            if item.target:
                state += tr("; a target for the selected die")
            return state, found[1]
        if isinstance(item, items.ButtonItem):  # a painted button: its label, then why it is closed
            name = " ".join(item.label.split()) + ("" if item.enabled else tr("; not available now"))
            return name, plain(item.toolTip()).replace("\n", " ")
        return found

    return SceneMirror(view, tr("Encounter board"), activate=activate, words=words)


def plain_descriptions(root: QWidget) -> None:
    """Widgets whose only description is a rich tooltip get it in plain words: Qt hands the tooltip to a reader
    as the description, tags and all ("<b>Explore</b> · 1 Energy<br>…" was read out with pyatspi). Descriptions
    a widget sets itself are kept; the ones set here follow the tooltip as it changes."""
    for widget in (root, *root.findChildren(QWidget)):
        tip = widget.toolTip()
        own = widget.accessibleDescription() and not widget.property("plainFromTip")
        if own or not tip or "<" not in tip:
            continue
        words = ". ".join(plain(tip).splitlines())
        if widget.accessibleDescription() != words:
            widget.setAccessibleDescription(words)
            widget.setProperty("plainFromTip", True)
