"""The load dialog: save slots and their backups with metadata (campaign, day, characters, place, time),
plus export and import of save sheets (ux.md "Saves")."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.words import campaign_title, save_title
from grail_desktop.saves import SaveError, read_slot_metadata
from grail_desktop.saves.slots import SlotInfo

COLUMNS = ("Save", "Campaign", "Day", "Characters", "Place", "Saved")
Index = QModelIndex | QPersistentModelIndex


def slots_with_backups(folder: Path) -> list[SlotInfo]:
    """Every save sheet in ``folder`` and its numbered backups (``x.toml.1`` …), newest first."""
    paths = sorted(folder.glob("*.toml")) + sorted(folder.glob("*.toml.[0-9]"))
    infos = [read_slot_metadata(p) for p in paths if p.is_file() and not p.is_symlink()]
    return sorted(infos, key=lambda i: (i.saved_at is None, -(i.saved_at.timestamp() if i.saved_at else 0)))


class SavesModel(QAbstractTableModel):
    """A table model over :class:`SlotInfo` rows."""

    def __init__(self, slots: list[SlotInfo], parent: Any = None) -> None:
        super().__init__(parent)
        self.slots = slots

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.slots)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.slots):
            return None
        slot = self.slots[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return slot.error or str(slot.path)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        name = save_title(slot.path.name)  # "Autosave (backup 1)", not "autosave.toml.1" (issue 19)
        if slot.error:
            return (name, "unreadable", "", "", slot.error, "")[index.column()]
        saved = slot.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if slot.saved_at else ""
        place = f"{slot.location_name} ({slot.location})" if slot.location is not None else ""
        campaign = f"{campaign_title(slot.campaign)} · {slot.rules_words}"  # difficulty, house rules (issue 23)
        values = (name, campaign, str(slot.day), ", ".join(slot.characters), place, saved)
        return values[index.column()]


class LoadDialog(QDialog):
    """Pick a save (or a backup) to open; :attr:`selected` holds the chosen path after ``exec()``."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loadDialog")
        self.setWindowTitle("Load a campaign")
        self.folder = folder
        self.selected: Path | None = None
        self.table = QTableView()
        self.table.setObjectName("savesTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _: self._open())
        self.note = QLabel(f"Saves folder: {folder}. Backups (name.toml.1 … .5) are kept of every save.")
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        self.open_button = QPushButton("Open")
        self.open_button.setObjectName("openSave")
        self.open_button.setProperty("role", "primary")
        self.open_button.clicked.connect(self._open)
        self.export_button = QPushButton("Export…")
        self.export_button.clicked.connect(self._export)
        self.import_button = QPushButton("Import…")
        self.import_button.clicked.connect(self._import)
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.reload()
        self.resize(860, 420)

    def reload(self) -> None:
        self.model = SavesModel(slots_with_backups(self.folder), self)
        self.table.setModel(self.model)
        if self.model.rowCount():
            self.table.selectRow(0)

    def current(self) -> SlotInfo | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.model.slots[rows[0].row()] if rows else None

    def _open(self) -> None:
        slot = self.current()
        if slot is None:
            return
        if slot.error:
            QMessageBox.warning(self, "Cannot open", slot.error)
            return
        self.selected = slot.path
        self.accept()

    def _export(self) -> None:
        slot = self.current()
        if slot is None:
            return
        target, _ = QFileDialog.getSaveFileName(self, "Export save", slot.path.name, "Save sheets (*.toml)")
        if target:
            shutil.copyfile(slot.path, target)

    def import_file(self, source: Path) -> Path:
        """Copy a save sheet into the saves folder after checking its header; raises SaveError."""
        info = read_slot_metadata(source)
        if info.error:
            raise SaveError(source.name, "", info.error)
        target = self.folder / source.name
        stem, n = source.stem, 1
        while target.exists():
            target = self.folder / f"{stem}-{n}.toml"
            n += 1
        shutil.copyfile(source, target)
        self.reload()
        return target

    def _import(self) -> None:
        source, _ = QFileDialog.getOpenFileName(self, "Import save", "", "Save sheets (*.toml)")
        if not source:
            return
        try:
            self.import_file(Path(source))
        except (SaveError, OSError) as exc:
            QMessageBox.warning(self, "Cannot import", str(exc))
