"""The chronicle: every event in plain words, as an item model; searchable and exportable as text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QLineEdit, QListView, QPushButton, QStyle, QVBoxLayout, QWidget

from grail_desktop.app.describe import event_line
from grail_desktop.app.glossary import Glossary, build_glossary, rules_words_in
from grail_desktop.engine.core import Event
from grail_desktop.ui.i18n import tr

KindRole = Qt.ItemDataRole.UserRole + 1
CharacterRole = Qt.ItemDataRole.UserRole + 2
#: Rows the list lays out per event-loop pass: a late campaign has thousands of entries, and laying them all out
#: at once (word-wrapped, each its own height) held the table's first frame for a third of a second.
LAYOUT_BATCH = 100
#: the Chronicle's list shows at least this many lines
MIN_LINES = 3

Index = QModelIndex | QPersistentModelIndex


class ChronicleModel(QAbstractListModel):
    """A list model over events (oldest first). DisplayRole is the event's text; tooltips give the kind."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._events: list[Event] = []
        #: the catalog ids are named from (set by the table; without it lines are shown as written)
        self.catalog: Any = None
        #: rows an undo took back: struck through and greyed
        self.struck: set[int] = set()

    def _glossary(self) -> Glossary:
        """The catalog's glossary, built on the first tooltip (and again for another catalog)."""
        held = getattr(self, "_held_glossary", None)
        if held is None or held[0] is not self.catalog:
            held = (self.catalog, build_glossary(self.catalog))
            self._held_glossary = held
        return held[1]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._events)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._events):
            return None
        event = self._events[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return event_line(event, self.catalog)
        if role == Qt.ItemDataRole.ToolTipRole:
            line = event_line(event, self.catalog)
            if index.row() in self.struck:
                return line + "\n" + tr("(taken back by undo)")
            words = rules_words_in(line, self._glossary()) if self.catalog is not None else []
            return "\n\n".join([line, *(f"{term}: {text}" for term, text in words)])
        if role == Qt.ItemDataRole.FontRole and index.row() in self.struck:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and index.row() in self.struck:
            return QColor("#8a8070")
        if role == KindRole:
            return event.kind
        if role == CharacterRole:
            return event.character
        return None

    def reset(self, events: list[Event], struck: set[int] | None = None) -> None:
        self.beginResetModel()
        self._events = list(events)
        self.struck = set(struck or ())
        self.endResetModel()

    def strike(self, rows: list[int]) -> None:
        """Strike ``rows`` through: an undo took their action back."""
        rows = [r for r in rows if 0 <= r < len(self._events)]
        if not rows:
            return
        self.struck.update(rows)
        self.dataChanged.emit(self.index(min(rows)), self.index(max(rows)))

    def append(self, events: list[Event]) -> None:
        if not events:
            return
        first = len(self._events)
        self.beginInsertRows(QModelIndex(), first, first + len(events) - 1)
        self._events.extend(events)
        self.endInsertRows()

    def as_text(self) -> str:
        """The whole chronicle as plain text, one event a line."""
        lines = [
            event_line(e, self.catalog) + (tr(" (taken back)") if i in self.struck else "")
            for i, e in enumerate(self._events)
        ]
        return "\n".join(lines) + ("\n" if lines else "")


class ChronicleWidget(QWidget):
    """The chronicle dock's contents: a search box, the filtered list, and Export."""

    exported = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ChronicleModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.search = QLineEdit()
        self.search.setObjectName("chronicleSearch")
        self.search.setPlaceholderText(tr("Search the chronicle…"))
        self.search.setToolTip(tr("Search the chronicle"))
        self.search.setAccessibleName(tr("Search the chronicle"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.list = QListView()
        self.list.setObjectName("chronicleList")
        self.list.setAccessibleName(tr("Chronicle"))
        self.list.setModel(self.proxy)
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self._fit_lines()
        # Lay rows out a batch per event-loop pass, so a long chronicle never holds up the table's first
        # frame; the list keeps following the newest entry while the batches arrive (see _follow_newest).
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setBatchSize(LAYOUT_BATCH)
        self._following = True
        bar = self.list.verticalScrollBar()
        bar.rangeChanged.connect(self._follow_newest)
        bar.actionTriggered.connect(self._user_scrolled)
        self.export_button = QPushButton(tr("Export…"))
        self.export_button.setObjectName("chronicleExport")
        self.export_button.setToolTip(tr("Save the chronicle as a text file"))
        top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._top = top
        top.addWidget(self.search, 1)
        top.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.list)
        self.model.rowsInserted.connect(self._on_rows_inserted)
        # Opened or loaded: the latest entry is in view (and stays so while the batches are laid out).
        self.model.modelReset.connect(self._on_rows_inserted)

    def set_stacked(self, stacked: bool) -> None:
        """The search box above Export (``stacked``; the table's layout for a large Text size, where the two side
        by side widened the dock they share with the Characters, issue 28) or beside it."""
        self._top.setDirection(QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight)

    def _fit_lines(self) -> None:
        # a few lines at least (newcomer 9 had two, and could not drag it taller); the splitter above enlarges it
        least = MIN_LINES * self.list.fontMetrics().lineSpacing() + 2 * self.list.frameWidth()
        if self.list.minimumHeight() != least:
            self.list.setMinimumHeight(least)

    def _fit_placeholder(self) -> None:
        """The whole placeholder where the box has room for it, else a short one (newcomer 9 read "Search the
        c…" in the narrow dock); the tooltip says it in full."""
        whole = tr("Search the chronicle…")
        style = self.search.style()
        inner = self.search.width() - 2 * style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth) - 12
        inner -= self.search.height() if self.search.isClearButtonEnabled() else 0
        fits = self.search.fontMetrics().horizontalAdvance(whole) <= inner
        wanted = whole if fits else tr("Search…")
        if self.search.placeholderText() != wanted:
            self.search.setPlaceholderText(wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_placeholder()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_lines()  # the Text size setting and the theme's font come after construction
            self._fit_placeholder()

    def _on_rows_inserted(self, *_: object) -> None:
        self._following = True
        self.list.scrollToBottom()

    def _user_scrolled(self, _action: int) -> None:
        # A scroll by the reader (wheel, bar, keys go through the bar's actions): follow again only at the end.
        bar = self.list.verticalScrollBar()
        self._following = bar.sliderPosition() >= bar.maximum()

    def _follow_newest(self, _low: int, high: int) -> None:
        if self._following:
            self.list.verticalScrollBar().setValue(high)

    def export_to(self, path: Path) -> None:
        """Write the chronicle to ``path`` as UTF-8 text."""
        path.write_text(self.model.as_text(), encoding="utf-8")
        self.exported.emit(str(path))
