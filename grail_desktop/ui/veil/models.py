"""Item models of the Riven Veil screens: the per-viewer log and the scoring table (each passes qtmodeltester)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from grail_desktop.app.veil.words import SOURCE_WORDS, source_words
from grail_desktop.ui.i18n import tr

_Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    """Log lines (plain sentences) one viewer may see, oldest first; :meth:`set_lines` replaces them."""

    def __init__(self) -> None:
        super().__init__()
        self._lines: list[str] = []

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``; appends when only new lines came, else resets (another viewer, an undo)."""
        old = self._lines
        if len(lines) >= len(old) and lines[: len(old)] == old:
            if len(lines) > len(old):
                self.beginInsertRows(QModelIndex(), len(old), len(lines) - 1)
                self._lines = list(lines)
                self.endInsertRows()
            return
        self.beginResetModel()
        self._lines = list(lines)
        self.endResetModel()

    def lines(self) -> list[str]:
        return list(self._lines)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._lines[index.row()]
        return None


class ScoreModel(QAbstractTableModel):
    """VP by seat (rows) and source (columns, :data:`SOURCE_WORDS` order, then Total)."""

    def __init__(self) -> None:
        super().__init__()
        self._names: list[str] = []
        self._rows: list[dict[str, int]] = []
        self.sources: list[str] = list(SOURCE_WORDS)

    def set_scores(self, names: list[str], rows: list[dict[str, int]], sources: list[str] | None = None) -> None:
        """``rows[k]`` maps a source to the VP seat ``k`` took from it; ``sources`` are the columns shown."""
        self.beginResetModel()
        if sources is not None:
            self.sources = list(sources)
        self._names = list(names)
        self._rows = [dict(r) for r in rows]
        self.endResetModel()

    def total(self, row: int) -> int:
        return sum(self._rows[row].values())

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.sources) + 1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        col = index.column()
        if not 0 <= col <= len(self.sources):
            return None
        value = (
            self.total(index.row()) if col == len(self.sources) else self._rows[index.row()].get(self.sources[col], 0)
        )
        if role == Qt.ItemDataRole.DisplayRole:
            return str(value)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == len(self.sources):
                return tr("{name}: {vp} VP in all").format(name=self._names[index.row()], vp=value)
            return tr("{name}: {vp} VP from {source}").format(
                name=self._names[index.row()], vp=value, source=source_words(self.sources[col])
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self.sources):
                return source_words(self.sources[section])
            return tr("Total") if section == len(self.sources) else None
        return self._names[section] if 0 <= section < len(self._names) else None
