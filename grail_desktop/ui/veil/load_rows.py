"""The Riven Veil's matches in the Load list (issue 22 "Saves"): a row per match under its readable name, its
save, autosave and checkpoints beneath, in the list's own columns (``ui.saves_dialog``). The campaign's Load
list never imports this module: the main window hands :func:`match_rows` to it by name."""

from __future__ import annotations

from PySide6.QtGui import QStandardItem

from grail_desktop.app.save_words import when_text
from grail_desktop.app.veil import match_list
from grail_desktop.saves.lineage_files import AUTOSAVE, BACKUP_NAME, SAVE
from grail_desktop.saves.slots import SlotInfo
from grail_desktop.saves.veil import MatchEntry, MatchSlot
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.saves_dialog import KIND_ROLE, OTHER_GAME, PATH_ROLE, SUMMARY_ROLE, row_items, sheet_title


def sheet_words(info: MatchSlot) -> str:
    """A match file's row title, never its file name: ``"Autosave"``, ``"Earlier save (2 back)"``,
    ``"Checkpoint “Before the war”"`` (the Load list's own words), or ``"Save"`` for the earlier desk's fixed
    slot."""
    if info.error is None and not info.checkpoint and BACKUP_NAME.sub(".toml", info.path.name) not in (AUTOSAVE, SAVE):
        return tr("Save", "a save file")  # as ui.saves_dialog.sheet_title names the campaign's save row
    return sheet_title(SlotInfo(path=info.path, checkpoint=info.checkpoint, error=info.error))


def _row(title: str, kind: str, info: MatchSlot | None, summary: str, *, bold: bool = False) -> list[QStandardItem]:
    cells = [title, "", "", "", ""]
    if info is not None and info.error is None:
        cells[1:] = [match_list.where_words(info), "", ", ".join(info.factions), when_text(info.saved_at)]
    elif info is not None:
        cells[3] = tr("cannot be read")
    data = {KIND_ROLE: kind, PATH_ROLE: str(info.path) if info is not None else "", SUMMARY_ROLE: summary}
    items = row_items(cells, data, bold=bold, tips=True)
    if info is not None and info.error:
        items[0].setToolTip(info.error)
    elif info is not None:
        items[3].setToolTip(match_list.seats_words(info))  # who plays each seat, and the VP, on hover
    return items


def entry_rows(entry: MatchEntry) -> list[QStandardItem]:
    """One match's row with its sheets beneath (kinds ``match``, ``match-save``, ``match-checkpoint``,
    ``match-damaged``)."""
    head = entry.latest
    title = tr("The Riven Veil: {name}").format(name=entry.name)
    if head is not None:
        summary = tr("Open goes on with {match}.").format(match=match_list.describe(entry))
    else:
        summary = tr("This match cannot be read.")
    row = _row(title, OTHER_GAME if head is not None else f"{OTHER_GAME}-damaged", head, summary, bold=True)
    row[4].setText(when_text(entry.last_played))
    for info, kind in [(i, "save") for i in entry.saves] + [(i, "checkpoint") for i in entry.checkpoints]:
        words = sheet_words(info)
        if info.error:
            row[0].appendRow(
                _row(
                    words,
                    f"{OTHER_GAME}-damaged",
                    info,
                    tr("This file cannot be read: {value}").format(value=info.error),
                )
            )
        else:
            if kind == "checkpoint":
                summary = tr("Open restores the match to this moment of {name}.").format(name=entry.name)
            else:
                summary = tr("Open goes on from this save of {name}.").format(name=entry.name)
            row[0].appendRow(_row(words, f"{OTHER_GAME}-{kind}", info, summary))
    return row


def match_rows() -> list[list[QStandardItem]]:
    """Every saved match's rows, the most recently played first (the earlier desk's fixed slot among them)."""
    return [entry_rows(e) for e in match_list.matches()]
