"""The keyboard shortcuts sheet (Help → Keyboard shortcuts, ``?``; issue 26), read from the real actions.

:func:`shortcut_rows` walks every :class:`QAction` and :class:`QShortcut` under a window and lists each one that
has a key, with the menu or screen it belongs to, so the sheet cannot drift from the keys that work. Keys are shown
in the platform's own spelling (``QKeySequence.NativeText``), Qt's standard keys included (Ctrl+N, F1 …).
"""

from __future__ import annotations

import html

import attrs
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMenu, QTextBrowser, QVBoxLayout, QWidget

from grail_desktop.ui.i18n import tr, tr_noop

#: The area a shortcut belongs to, by the class name of the widget that owns it (when it is in no menu).
OWNER_AREAS = {
    "TableScreen": tr_noop("At the table"),
    "JournalPanel": tr_noop("In the journal"),
    "EncounterBoard": tr_noop("On the encounter board"),
    "BoardView": tr_noop("On the encounter board"),
    "MainWindow": tr_noop("Anywhere"),
}


@attrs.frozen
class ShortcutRow:
    """One line of the sheet: the ``area`` (a menu or a screen), ``what`` it does and its ``keys`` as shown."""

    area: str
    what: str
    keys: str


def _plain(text: str) -> str:
    return text.replace("&&", "\x00").replace("&", "").replace("\x00", "&").rstrip("…").strip()


def _area(obj: QObject) -> str:
    if isinstance(obj, QAction):
        for owner in obj.associatedObjects():
            if isinstance(owner, QMenu) and owner.title():
                return _plain(owner.title()) + " menu"
    parent = obj.parent()
    while parent is not None:
        area = OWNER_AREAS.get(type(parent).__name__)
        if area is not None:
            return area
        parent = parent.parent()
    return OWNER_AREAS["MainWindow"]


def shortcut_rows(root: QWidget) -> list[ShortcutRow]:
    """Every action and shortcut under ``root`` that has a key, grouped by area (menus first), each description
    once (the journal's nine option keys are one row)."""
    found: dict[tuple[str, str], list[str]] = {}
    for action in root.findChildren(QAction):
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if not k.isEmpty()]
        what = _plain(action.text())
        if keys and what:
            found.setdefault((_area(action), what), []).extend(keys)
    for shortcut in root.findChildren(QShortcut):
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in shortcut.keys() if not k.isEmpty()]  # noqa: SIM118 (a QShortcut)
        what = shortcut.whatsThis() or shortcut.objectName()
        if keys and what:
            found.setdefault((_area(shortcut), what), []).extend(keys)
    rows = [ShortcutRow(area, what, ", ".join(dict.fromkeys(keys))) for (area, what), keys in found.items()]
    return sorted(rows, key=lambda r: not r.area.endswith("menu"))  # stable: menus in menu-bar order first


def sheet_html(rows: list[ShortcutRow]) -> str:
    """The rows as one table per area."""
    parts: list[str] = []
    area = None
    for row in rows:
        if row.area != area:
            if area is not None:
                parts.append("</table>")
            area = row.area
            # areas are kept in English (the sort puts menus first); shown in the interface language
            shown = tr("{menu} menu").format(menu=area[: -len(" menu")]) if area.endswith(" menu") else tr(area)
            parts.append(f"<h3>{html.escape(shown)}</h3><table cellspacing='0' cellpadding='4' width='100%'>")
        parts.append(f"<tr><td width='40%'><b>{html.escape(row.keys)}</b></td><td>{html.escape(row.what)}</td></tr>")
    if area is not None:
        parts.append("</table>")
    return "".join(parts)


class ShortcutsDialog(QDialog):
    """The sheet over ``window``: ``rows`` are what it lists, ``browser`` shows them."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(tr("Keyboard shortcuts"))
        self.rows = shortcut_rows(window)
        layout = QVBoxLayout(self)
        note = QLabel(
            tr(
                "Every key this window answers to now, read from its menus and screens. On the map, + and − zoom and "
                "C re-centres; the encounter board lists its own keys at its foot. More keys appear here once a "
                "campaign is open."
            )
        )
        note.setWordWrap(True)
        note.setProperty("role", "muted")
        layout.addWidget(note)
        self.browser = QTextBrowser()
        self.browser.setObjectName("shortcutsText")
        self.browser.document().setDefaultStyleSheet("h3 { color: #e6c77f; }")
        self.browser.setHtml(sheet_html(self.rows))
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 620)
