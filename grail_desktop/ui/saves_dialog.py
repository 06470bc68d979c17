"""The Load list: campaigns, each with its saves, checkpoints and backups beneath it (ux.md "Saves", issue 17).

The app's own list, used instead of a file dialog: a campaign row shows its name, day, place, characters and
when it was last played; beneath it its autosave and save, its named checkpoints (restorable, renamable,
deletable) and its numbered backups. No file name or campaign id is the title of anything. Export and Import
still use the platform's file dialog, since they reach outside the saves folder.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QFont, QResizeEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.save_problem_words import save_error_text
from grail_desktop.app.save_words import describe_entry, when_text
from grail_desktop.saves import SaveError, read_slot_metadata
from grail_desktop.saves.lineages import (
    AUTOSAVE,
    CHECKPOINTS,
    SAVE,
    CampaignEntry,
    delete_checkpoint,
    list_campaigns,
    rename_checkpoint,
)
from grail_desktop.saves.slots import SlotInfo
from grail_desktop.ui.i18n import tr, tr_noop

COLUMNS = (tr_noop("Campaign"), tr_noop("Day"), tr_noop("Place"), tr_noop("Characters"), tr_noop("Last played"))
Kind = Literal["campaign", "save", "checkpoint", "backups", "backup", "damaged"]
#: item data roles: what a row is, and the sheet it opens
KIND_ROLE = int(Qt.ItemDataRole.UserRole) + 1
PATH_ROLE = int(Qt.ItemDataRole.UserRole) + 2
#: Rows of the other game (the Riven Veil's matches, ``ui.veil.load_rows``) carry kinds starting with this and
#: their summary line in SUMMARY_ROLE; the dialog opens their path and the window routes it by the kind.
OTHER_GAME = "match"
SUMMARY_ROLE = int(Qt.ItemDataRole.UserRole) + 3
_BACKUP_NUMBER = re.compile(r"\.toml\.([0-9]+)$")


#: the files the app writes itself, named by their kind
_OWN_KINDS = frozenset({AUTOSAVE, SAVE, "text-play.toml", "crash.toml"})


def _kind_words(primary: str, number: str | None) -> tuple[str, str]:
    """A save file's own kind as (a row's title, the same in running text); ``("", "")`` for a named file."""
    if number:
        words = {
            AUTOSAVE: (tr("Earlier autosave ({n} back)"), tr("earlier autosave ({n} back)")),
            SAVE: (tr("Earlier save ({n} back)"), tr("earlier save ({n} back)")),
            "text-play.toml": (tr("Earlier text play save ({n} back)"), tr("earlier text play save ({n} back)")),
            "crash.toml": (tr("Earlier crash save ({n} back)"), tr("earlier crash save ({n} back)")),
        }
        title, running = words.get(primary, ("", ""))
        return title.format(n=number), running.format(n=number)
    return {
        AUTOSAVE: (tr("Autosave"), tr("autosave")),
        SAVE: (tr("Save", "a save file"), tr("save", "a save file")),
        "text-play.toml": (tr("Text play save"), tr("text play save")),
        "crash.toml": (tr("Crash save"), tr("crash save")),
    }.get(primary, ("", ""))


def sheet_title(info: SlotInfo) -> str:
    """What a save row is called: its kind in words (never the file name)."""
    if info.error:
        return tr("A damaged file")
    if info.checkpoint:
        return tr("Checkpoint “{name}”").format(name=info.checkpoint)
    number = _BACKUP_NUMBER.search(info.path.name)
    primary = _BACKUP_NUMBER.sub(".toml", info.path.name)
    kind = _kind_words(primary, number.group(1) if number else None)[0]
    if not kind:  # a file the player named or imported: by its campaign and day, never its file name
        from grail_desktop.app.words import save_title  # only for such files: the start screen stays light

        title = save_title(primary, info.campaign, info.day)
        return tr("{title} (earlier, {n} back)").format(title=title, n=number.group(1)) if number else title
    return kind


def row_items(cells: list[str], data: dict[int, str], *, bold: bool = False, tips: bool = False) -> list[QStandardItem]:
    """One Load-list row: a read-only item per cell, each carrying ``data`` (role → value), bold for a lineage's
    head, each non-empty cell its own tooltip when ``tips``. Shared with ``ui.veil.load_rows``."""
    items = []
    for text in cells:
        item = QStandardItem(text)
        item.setEditable(False)
        for role, value in data.items():
            item.setData(value, role)
        if tips and text:
            item.setToolTip(text)
        if bold:
            font = QFont()
            font.setBold(True)
            item.setFont(font)
        items.append(item)
    return items


def _row(title: str, kind: Kind, info: SlotInfo | None, *, bold: bool = False) -> list[QStandardItem]:
    cells = [title, "", "", "", ""]
    if info is not None and not info.error:
        cells[1:] = [str(info.day), info.location_name, ", ".join(info.characters), when_text(info.saved_at)]
    elif info is not None:
        cells[3] = tr("cannot be read")
    data = {KIND_ROLE: kind, PATH_ROLE: str(info.path) if info is not None else ""}
    items = row_items(cells, data, bold=bold, tips=True)  # an elided cell reads whole on hover
    if info is not None and info.error:
        items[0].setToolTip(info.error)
        items[3].setToolTip(info.error)
    elif kind == "checkpoint":
        items[0].setToolTip(tr("A checkpoint: Open restores the campaign to this moment."))
    return items


def campaigns_model(entries: list[CampaignEntry], parent: QWidget | None = None) -> QStandardItemModel:
    """The Load list's tree: a row per campaign, its sheets beneath (backups in a group of their own)."""
    model = QStandardItemModel(parent)
    model.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
    for entry in entries:
        head = entry.latest or entry.newest
        row = _row(entry.name, "campaign", head, bold=True)
        row[4].setText(when_text(entry.last_played))
        if head is not None and not head.error:  # the difficulty and house rules (issue 23) by the characters
            row[3].setText(f"{', '.join(head.characters)} · {head.rules_words}")
        top = row[0]
        for info in entry.saves:
            top.appendRow(_row(sheet_title(info), "damaged" if info.error else "save", info))
        for info in entry.checkpoints:
            top.appendRow(_row(sheet_title(info), "damaged" if info.error else "checkpoint", info))
        if entry.backups:
            group = _row(tr("Backups ({n})").format(n=len(entry.backups)), "backups", None)
            group[0].setToolTip(tr("Every save and autosave keeps five earlier versions of itself."))
            for info in entry.backups:
                group[0].appendRow(_row(sheet_title(info), "damaged" if info.error else "backup", info))
            top.appendRow(group)
        model.appendRow(row)
    return model


class LoadDialog(QDialog):
    """Pick a campaign, a save, a checkpoint or a backup to open; :attr:`selected` holds the sheet chosen
    after ``exec()``, :attr:`selected_kind` what it is (``"checkpoint"`` when one is restored)."""

    def __init__(
        self,
        folder: Path,
        parent: QWidget | None = None,
        other_rows: Callable[[], list[list[QStandardItem]]] | None = None,
    ) -> None:
        """``other_rows`` gives the other game's top-level rows (kinds starting :data:`OTHER_GAME`), listed after
        the campaigns; the campaign's code never reads them."""
        super().__init__(parent)
        self.other_rows = other_rows
        self.setObjectName("loadDialog")
        self.setWindowTitle(tr("Load a campaign"))
        self.folder = folder
        self.selected: Path | None = None
        self.selected_kind = ""
        self.entries: list[CampaignEntry] = []
        self.tree = QTreeView()
        self.tree.setObjectName("campaignTree")
        self.tree.setAccessibleName(tr("Campaigns and their saves"))
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.doubleClicked.connect(lambda _: self._open())
        self.summary = QLabel("")
        self.summary.setObjectName("loadSummary")
        self.summary.setWordWrap(True)
        self.note = QLabel(
            tr("Every save and autosave keeps five earlier versions; checkpoints are kept until you delete them.")
        )
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        self.open_button = QPushButton(tr("Open"))
        self.open_button.setObjectName("openSave")
        self.open_button.setProperty("role", "primary")
        self.open_button.clicked.connect(self._open)
        self.rename_button = QPushButton(tr("Rename…"))
        self.rename_button.setObjectName("renameCheckpoint")
        self.rename_button.clicked.connect(self._rename)
        self.delete_button = QPushButton(tr("Delete…"))
        self.delete_button.setObjectName("deleteCheckpoint")
        self.delete_button.clicked.connect(self._delete)
        self.export_button = QPushButton(tr("Export…"))
        self.export_button.clicked.connect(self._export)
        self.import_button = QPushButton(tr("Import…"))
        self.import_button.clicked.connect(self._import)
        cancel = QPushButton(tr("Cancel"))
        cancel.clicked.connect(self.reject)
        self.help_button = QPushButton("?")
        self.help_button.setObjectName("loadHelp")
        self.help_button.setAccessibleName(tr("How to play"))
        self.help_button.setToolTip(tr("How to play: saves, chapters and coming back"))
        self.help_button.clicked.connect(self.open_help)
        buttons = QHBoxLayout()
        for button in (self.import_button, self.export_button, self.rename_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addWidget(self.help_button)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.reload()
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        self.resize(min(1200, screen.width() - 40) if screen is not None else 1200, 560)

    def open_help(self) -> None:
        """How to play, at the page on saves ("?" in context, issue 26)."""
        from grail_desktop.ui.how_to_play import HowToPlayDialog

        HowToPlayDialog(self, "load").exec()

    # ---------------------------------------------------------------- model

    def reload(self, keep: str = "") -> None:
        """Read the saves folder again; reselect the row of sheet ``keep`` (a path) when it is still there."""
        self.entries = list_campaigns(self.folder)
        self.model = campaigns_model(self.entries, self)
        for other in self.other_rows() if self.other_rows is not None else []:
            self.model.appendRow(other)
        self.tree.setModel(self.model)
        self.tree.selectionModel().currentRowChanged.connect(lambda *_: self._update())
        for row in range(self.model.rowCount()):
            self.tree.expand(self.model.index(row, 0))
        self._fit_columns()
        target = self._find(keep) if keep else None
        if target is None and self.model.rowCount():
            target = self.model.index(0, 0)
        if target is not None:
            self.tree.setCurrentIndex(target)
        self._update()

    def _fit_columns(self) -> None:
        """Every column as wide as its widest text, so names and each row's kind read whole; when they do not
        all fit, the Campaign and Characters columns give up the room above a floor and elide (their cells
        have tooltips), so Day, Place and Last played always read whole."""
        header = self.tree.header()
        header.setStretchLastSection(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        for column in range(len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.tree.resizeColumnToContents(column)
        widths = [header.sectionSize(c) for c in range(len(COLUMNS))]
        spare = self.tree.viewport().width() - sum(widths)
        characters = COLUMNS.index("Characters")
        floors = {0: 260, characters: 160}
        excess = {c: max(0, widths[c] - floor) for c, floor in floors.items()}
        if spare >= 0:
            widths[characters] += spare
        elif sum(excess.values()):
            over = min(-spare, sum(excess.values()))
            for column, extra in excess.items():
                widths[column] -= round(over * extra / sum(excess.values()))
        for column, width in enumerate(widths):
            header.resizeSection(column, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The columns follow the dialog's width (once the layout has given the list its new width)."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self._fit_columns)

    def _find(self, path: str, parent: QModelIndex | None = None) -> QModelIndex | None:
        parent = parent or QModelIndex()
        for row in range(self.model.rowCount(parent)):
            index = self.model.index(row, 0, parent)
            if index.data(PATH_ROLE) == path and index.data(KIND_ROLE) != "campaign":
                return index
            found = self._find(path, index)
            if found is not None:
                return found
        return None

    def current_kind(self) -> str:
        index = self.tree.currentIndex()
        return str(index.siblingAtColumn(0).data(KIND_ROLE) or "") if index.isValid() else ""

    def current_entry(self) -> CampaignEntry | None:
        index = self.tree.currentIndex().siblingAtColumn(0)
        while index.isValid() and index.parent().isValid():
            index = index.parent()
        return self.entries[index.row()] if index.isValid() and index.row() < len(self.entries) else None

    def current_path(self) -> Path | None:
        """The sheet the selected row opens (a campaign row opens its latest save)."""
        kind = self.current_kind()
        if kind == "campaign":
            entry = self.current_entry()
            return entry.latest.path if entry is not None and entry.latest is not None else None
        if kind in ("save", "checkpoint", "backup", "damaged") or kind.startswith(OTHER_GAME):
            return Path(str(self.tree.currentIndex().siblingAtColumn(0).data(PATH_ROLE)))
        return None

    def select_path(self, path: Path) -> bool:
        """Select the row of the sheet at ``path``; False when it is not listed."""
        index = self._find(str(path))
        if index is None:
            return False
        self.tree.setCurrentIndex(index)
        return True

    def _update(self) -> None:
        kind = self.current_kind()
        entry = self.current_entry()
        checkpoint = kind == "checkpoint"
        self.rename_button.setEnabled(checkpoint)
        self.delete_button.setEnabled(checkpoint)
        self.open_button.setText(tr("Restore") if checkpoint else tr("Open"))
        path = self.current_path()
        self.open_button.setEnabled(path is not None and not kind.endswith("damaged"))
        self.export_button.setEnabled(path is not None and not kind.endswith("damaged"))
        if kind.startswith(OTHER_GAME):
            self.summary.setText(str(self.tree.currentIndex().siblingAtColumn(0).data(SUMMARY_ROLE) or ""))
            return
        if entry is None:
            self.summary.setText(tr("No campaign saved yet. Start one with New campaign.") if not self.entries else "")
            return
        if kind == "damaged" and path is not None:
            info = next((i for i in (*entry.saves, *entry.checkpoints, *entry.backups) if i.path == path), None)
            self.summary.setText(tr("This file cannot be read: {value}").format(value=info.error if info else ""))
        elif checkpoint:
            self.summary.setText(
                tr(
                    "Restore “{value}”: {name} goes on from that moment (its autosaves and saves keep their "
                    "earlier versions as backups)."
                ).format(value=read_slot_metadata(path).checkpoint if path else "", name=entry.name)
            )
        elif kind == "campaign":
            self.summary.setText(tr("Open goes on with {value}.").format(value=describe_entry(entry)))
        elif kind == "backups":
            self.summary.setText(tr("Earlier versions of this campaign's save and autosave, newest first."))
        else:
            self.summary.setText(
                tr("Open this {value} of {name}.").format(value=sheet_title_lower(path), name=entry.name)
            )
        if kind != "damaged":
            self.summary.setText(f"{self.summary.text()} {seed_words(entry)}".strip())

    # ---------------------------------------------------------------- buttons

    def _open(self) -> None:
        path = self.current_path()
        kind = self.current_kind()
        if path is None:
            return
        if kind.endswith("damaged"):
            QMessageBox.warning(self, tr("Cannot open"), self.summary.text())
            return
        self.selected = path
        self.selected_kind = "checkpoint" if kind == "checkpoint" else kind
        self.accept()

    def _rename(self) -> None:
        from grail_desktop.ui.dialogs import ask_name

        path = self.current_path()
        if path is None or self.current_kind() != "checkpoint":
            return
        old = read_slot_metadata(path).checkpoint
        name = ask_name(self, tr("Rename checkpoint"), tr("New name of the checkpoint:"), old)
        if name is None or name == old:
            return
        try:
            rename_checkpoint(path, name)
        except (ValueError, SaveError, OSError) as exc:
            QMessageBox.warning(self, tr("Cannot rename"), save_error_text(exc))
            return
        self.reload(keep=str(path))

    def _delete(self) -> None:
        path = self.current_path()
        if path is None or self.current_kind() != "checkpoint":
            return
        name = read_slot_metadata(path).checkpoint
        box = QMessageBox(self)
        box.setObjectName("deleteCheckpointBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(tr("Delete checkpoint"))
        box.setText(tr("Delete the checkpoint “{name}”?").format(name=name))
        box.setInformativeText(tr("It cannot be restored afterwards. The campaign's saves are not touched."))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Yes).setText(tr("Delete"))
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        if box.exec() != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_checkpoint(path)
        except SaveError as exc:
            QMessageBox.warning(self, tr("Cannot delete"), save_error_text(exc))
        self.reload()

    def _export(self) -> None:
        path = self.current_path()
        entry = self.current_entry()
        if path is None:
            return
        named = entry.name if entry is not None else str(self.tree.currentIndex().siblingAtColumn(0).data())
        suggested = re.sub(r"[^A-Za-z0-9]+", "-", named).strip("-").lower() or "campaign"
        target, _ = QFileDialog.getSaveFileName(
            self, tr("Export save"), f"{suggested}.toml", tr("Save sheets (*.toml)")
        )
        if target:
            shutil.copyfile(path, target)

    def import_file(self, source: Path) -> Path:
        """Copy a save sheet into the saves folder after checking its header; raises SaveError.

        It is listed under its own campaign (the id in its sheet), or as a campaign of its own.
        """
        read_slot_metadata(source)
        target = self.folder / source.name
        stem, n = source.stem, 1
        while target.exists() or target.name in (AUTOSAVE, SAVE) or target.parent.name == CHECKPOINTS:
            target = self.folder / f"{stem}-{n}.toml"
            n += 1
        shutil.copyfile(source, target)
        self.reload(keep=str(target))
        return target

    def _import(self) -> None:
        source, _ = QFileDialog.getOpenFileName(self, tr("Import save"), "", tr("Save sheets (*.toml)"))
        if not source:
            return
        try:
            self.import_file(Path(source))
        except (SaveError, OSError) as exc:
            QMessageBox.warning(self, tr("Cannot import"), save_error_text(exc))


def seed_words(entry: CampaignEntry) -> str:
    """``"Seed 1418730726: a new campaign with this seed deals the same cards."``; ``""`` when no sheet of the
    campaign names its seed (ux.md "Saves": the seed is told here, not when the campaign begins)."""
    info = entry.latest or entry.newest
    if info is None or info.seed is None:
        return ""
    return tr("Seed {seed}: a new campaign with this seed and the same characters deals the same cards.").format(
        seed=info.seed
    )


def sheet_title_lower(path: Path | None) -> str:
    """``sheet_title`` in running text (``"autosave"``, ``"earlier save (2 back)"``)."""
    if path is None:
        return tr("save", "a save file")
    info = SlotInfo(path=path)
    number = _BACKUP_NUMBER.search(path.name)
    running = _kind_words(_BACKUP_NUMBER.sub(".toml", path.name), number.group(1) if number else None)[1]
    if not running or info.error:
        # a file's own title keeps its capitals ("Ynys Wen — Day 3")
        return tr("save, “{title}”,").format(title=sheet_title(info))
    return running
