"""Character trays: survival tracks with red zones and the Health cap, badges, attributes, resources, cards."""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app import tips
from grail_desktop.app.card_sheets import CardSheet, item_sheet, secret_sheet
from grail_desktop.app.i18n import term
from grail_desktop.app.views import TrackView, TrayView
from grail_desktop.ui.card_viewer import SheetLabel
from grail_desktop.ui.fonts import READING_FAMILY, UI_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.scene_access import track_words
from grail_desktop.ui.theme import readable, theme_colour
from grail_desktop.ui.widgets import clear_layout

TRACK_COLOURS = {"Energy": "#d9a441", "Health": "#b8483a", "Terror": "#7a5aa6"}
#: How long (ms) a tray on a hidden tab waits before it is rebuilt: with a zero timer a resume's first paint
#: came after all hidden trays were built (issue 25), so the first frame waited for trays nobody sees. A tab
#: opened sooner builds its tray as it shows.
IDLE_BUILD_MS = 250


class TrackWidget(QWidget):
    """A survival track: slots 0..max, red slots marked, the value filled, the start slot chevroned, and on
    the Energy track the Health cap (Energy can never pass it, S0 "Survival Tracks")."""

    def __init__(self, track: TrackView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.track = track
        self.setMinimumHeight(34)
        self.setAccessibleName(tr("{name} track").format(name=term(track.name)))
        self.setAccessibleDescription(track_words(track))  # "Energy 4 of 7; Exhausted at 1 or less"
        self.setToolTip(tips.track_tip(track))

    def sizeHint(self) -> QSize:
        return QSize(24 * (self.track.max + 1), 34)

    def minimumSizeHint(self) -> QSize:
        return QSize(15 * (self.track.max + 1), 34)

    def paintEvent(self, event: QPaintEvent) -> None:
        t = self.track
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        slots = t.max + 1
        w = (self.width() - 4) / slots
        colour = QColor(TRACK_COLOURS.get(t.name, "#c9a45a"))
        font = QFont(UI_FAMILY)
        font.setPointSizeF(7.5)
        painter.setFont(font)
        for i in range(slots):
            r = QRectF(2 + i * w + 1, 4, w - 2, 22)
            red = i in t.red
            capped = t.cap is not None and i > t.cap
            painter.setPen(QPen(QColor("#b5473a") if red else QColor("#4a4538"), 1.5 if red else 1))
            fill = colour if i <= t.value and i > 0 else QColor("#23282b")
            if i == t.value:
                fill = colour.lighter(125)
            if capped:
                fill = QColor("#101213")
            painter.setBrush(fill)
            painter.drawRoundedRect(r, 3, 3)
            painter.setPen(QColor("#f2e8cf") if i <= t.value else QColor("#8f8673"))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(i))
            if i == t.start:
                painter.setPen(QPen(QColor("#e6c77f"), 1.5))
                painter.drawText(QRectF(r.left(), 25, r.width(), 9), Qt.AlignmentFlag.AlignCenter, "»")
        if t.cap is not None and t.cap < t.max:
            x = 2 + (t.cap + 1) * w
            painter.setPen(QPen(QColor("#e6c77f"), 2.5))
            painter.drawLine(int(x), 1, int(x), 29)
        painter.end()


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("trayHeading")  # a point larger than the Text size (ui/theme.py), growing with it
    label.setProperty("role", "heading")  # the theme's heading colour (issue 28: low contrast in the light theme)
    label.setStyleSheet(f'font-family: "{READING_FAMILY}"; margin-top: 6px;')
    return label


class TrayWidget(QWidget):
    """One character's tray, rebuilt from a :class:`TrayView` by :meth:`sync`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(8, 8, 8, 8)
        self.view: TrayView | None = None
        #: the catalog Item and Secret texts come from (set by :class:`CharacterTrays`)
        self.catalog: Any = None
        self._built: TrayView | None = None  # the view the widgets show now
        self._idle_build = False
        #: the width (pixels) the tray has in its scroll area, set by :meth:`fit`
        self.room = 0
        self._rows: list[tuple[QGridLayout, list[QWidget]]] = []  # (grid, its cells) of each row
        self._stacked: bool | None = None  # whether the rows are stacked now (None: laid out as built)
        self._form: QFormLayout | None = None  # Action, Trait, Skills, Items, Secrets, Cards

    def sync(self, view: TrayView) -> None:
        """Show ``view``: rebuilt at once when this tray is on screen and the view changed (every action used to
        rebuild all four trays); a tray on a hidden tab is rebuilt :data:`IDLE_BUILD_MS` later, so the frame
        does not wait for it and opening its tab later costs no more than showing it."""
        self.view = view
        if self.isVisible():
            self._build()
        elif not self._idle_build:
            self._idle_build = True
            QTimer.singleShot(IDLE_BUILD_MS, self, self._build_when_idle)  # dropped if the tray is deleted first

    def _build_when_idle(self) -> None:
        self._idle_build = False
        self._build()
        # Polish and lay the new widgets out now too, as a tray built before the window first showed was:
        # opening the tab then only paints it.
        for child in self.findChildren(QWidget):
            child.ensurePolished()
        self.layout_.activate()

    def showEvent(self, event: QShowEvent) -> None:
        self._build()
        super().showEvent(event)

    def _build(self) -> None:
        view = self.view
        if view is None or view == self._built:
            return
        self._built = view
        clear_layout(self.layout_)
        self._rows = []
        self._stacked = None
        title = QLabel(f"<b>{view.name}</b> · {view.location}")
        title.setObjectName("trayTitle")
        title.setWordWrap(True)
        surfaces = tuple(theme_colour(n, d) for n, d in (("background", "#141719"), ("panel", "#1f2427")))
        colour = readable(view.colour, surfaces)  # the character's colour, lightened or darkened to AA
        # its size is the theme's (three points above the Text size, issue 28: a fixed 15 pt stayed small at 24)
        title.setStyleSheet(f'font-family: "{READING_FAMILY}"; color: {colour};')
        self.layout_.addWidget(title)
        warnings = [b for b in view.badges if b != "Passed"]  # passing is no danger (newcomer 8: "⚠ Passed")
        if warnings:
            badges = QLabel("  ".join(f"⚠ {b}" for b in warnings))
            badges.setObjectName("trayBadges")
            badges.setStyleSheet("color: #e08a6a; font-weight: bold;")
            badges.setWordWrap(True)
            badges.setToolTip("<br>".join(tips.state_tip(b) for b in warnings))
            self.layout_.addWidget(badges)
        if "Passed" in view.badges:
            passed = QLabel(tips.passed_words())
            passed.setObjectName("trayPassed")
            passed.setProperty("role", "muted")
            passed.setWordWrap(True)
            passed.setToolTip(tips.passed_tip())
            self.layout_.addWidget(passed)
        for track in view.tracks:
            row = QWidget()
            grid = QGridLayout(row)
            grid.setContentsMargins(0, 0, 0, 0)
            name = QLabel(f"{term(track.name)} <b>{track.value}</b>")
            name.setMinimumWidth(74)
            self._rows.append((grid, [name, TrackWidget(track)]))
            self.layout_.addWidget(row)

        self.layout_.addWidget(_heading(tr("Attributes")))
        pairs = QGridLayout()
        for (a, av), (b, bv) in view.attribute_pairs:
            cells: list[QWidget] = [QLabel(f"{term(a)} <b>{av}</b>"), QLabel("⟷"), QLabel(f"<b>{bv}</b> {term(b)}")]
            self._rows.append((pairs, cells))
        box = QWidget()
        box.setLayout(pairs)
        self.layout_.addWidget(box)

        self.layout_.addWidget(_heading(tr("Resources")))
        resources = QLabel("   ".join(f"{term(r)} <b>{n}</b>" for r, n in view.resources))
        resources.setObjectName("trayResources")
        resources.setWordWrap(True)
        self.layout_.addWidget(resources)

        form = QFormLayout()
        form.addRow(tr("Action"), self._wrapped(view.action))
        form.addRow(tr("Trait"), self._wrapped(view.trait))
        if view.skills:
            form.addRow(tr("Skills"), self._wrapped("<br>".join(view.skills)))
        if view.items:
            form.addRow(tr("Items"), self._items(view))
        if view.secrets:
            form.addRow(tr("Secrets"), self._secrets(view))
        form.addRow(tr("Cards"), self._wrapped("<br>".join(f"{label}: <b>{n}</b>" for label, n in view.decks)))
        self._form = form
        holder = QWidget()
        holder.setLayout(form)
        self.layout_.addWidget(holder)
        self.layout_.addStretch(1)
        for child in self.findChildren(QWidget):  # measured at the theme's font (the Text size)
            child.ensurePolished()
        self.fit(self.room)

    def _wide_width(self) -> int:
        """The width (pixels) the tracks and the attribute pairs need side by side."""
        margins = self.layout_.contentsMargins()
        widest = 0
        columns: dict[int, list[int]] = {}  # a grid's columns' widths
        for grid, cells in self._rows:
            for cell in cells:
                cell.ensurePolished()
            widths = [max(c.minimumWidth(), c.minimumSizeHint().width()) for c in cells]
            if len(cells) == 2:  # a track: its name, its slots
                widest = max(widest, sum(widths) + grid.horizontalSpacing())
            else:
                known = columns.setdefault(id(grid), [0, 0, 0])
                known[:] = [max(k, w) for k, w in zip(known, widths, strict=True)]
                widest = max(widest, sum(known) + 2 * max(grid.horizontalSpacing(), 6))
        form = self._form
        if form is not None:  # the names of the form's rows beside their words
            names = fields = 0
            for index in range(form.rowCount()):
                name = form.itemAt(index, QFormLayout.ItemRole.LabelRole)
                field = form.itemAt(index, QFormLayout.ItemRole.FieldRole)
                names = max(names, name.minimumSize().width() if name is not None else 0)
                fields = max(fields, field.minimumSize().width() if field is not None else 0)
            widest = max(widest, names + fields + max(form.horizontalSpacing(), 6))
        return widest + margins.left() + margins.right()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and self._rows:
            self._stacked = None  # a new Text size: measured again
            QTimer.singleShot(0, self, lambda: self.fit(self.room))

    def fit(self, width: int) -> None:
        """Lay the tracks and attribute pairs out for ``width`` pixels: side by side where they fit, else each
        track's slots under its name and each pair's second attribute under its first, so the tray never
        scrolls sideways (issue 28: at 24 pt its title and attribute rows were cut at the dock's edge)."""
        self.room = width
        stacked = width > 0 and width < self._wide_width()
        if stacked == self._stacked:
            return
        self._stacked = stacked
        if self._form is not None:  # a row's name above its words
            wrap = QFormLayout.RowWrapPolicy.WrapAllRows if stacked else QFormLayout.RowWrapPolicy.DontWrapRows
            self._form.setRowWrapPolicy(wrap)
        pair_row = 0
        for grid, cells in self._rows:
            for cell in cells:
                grid.removeWidget(cell)
            if len(cells) == 2:
                name, slots = cells
                grid.addWidget(name, 0, 0)
                grid.addWidget(slots, 1 if stacked else 0, 0 if stacked else 1)
                grid.setColumnStretch(1, 0 if stacked else 1)
                grid.setColumnStretch(0, 1 if stacked else 0)
                continue
            first, arrow, second = cells
            grid.addWidget(first, pair_row, 0)
            grid.addWidget(arrow, pair_row, 1, Qt.AlignmentFlag.AlignCenter)
            if stacked:
                grid.addWidget(second, pair_row + 1, 0, 1, 3, Qt.AlignmentFlag.AlignRight)
            else:
                grid.addWidget(second, pair_row, 2, Qt.AlignmentFlag.AlignRight)
            pair_row += 2 if stacked else 1

    def _items(self, view: TrayView) -> QWidget:
        """One line per Item, each with its own tooltip (its full text) and a right-click viewer (issue 19)."""
        box = QWidget()
        lines = QVBoxLayout(box)
        lines.setContentsMargins(0, 0, 0, 0)
        for kw, name, active in view.items:
            text = (
                f"{'●' if active else '○'} {name}"
                + (f" <i>({kw})</i>" if kw else "")
                + ("" if active else " — " + tr("face down"))
            )
            label = SheetLabel(text, functools.partial(_item_sheet, self.catalog, name, not active))
            label.setObjectName("trayItem")
            label.setToolTip(tips.item_tip(self.catalog, name, kw, active) if self.catalog else name)
            lines.addWidget(label)
        return box

    def _secrets(self, view: TrayView) -> QWidget:
        box = QWidget()
        lines = QVBoxLayout(box)
        lines.setContentsMargins(0, 0, 0, 0)
        for name, personal in view.secrets:
            text = name + (" <i>({})</i>".format(tr("Personal")) if personal else "")
            label = SheetLabel(text, functools.partial(_secret_sheet, self.catalog, name))
            label.setObjectName("traySecret")
            label.setToolTip(tips.secret_tip(self.catalog, name, personal) if self.catalog else name)
            lines.addWidget(label)
        return box

    @staticmethod
    def _wrapped(text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        return label


def _item_sheet(catalog: Any, name: str, face_down: bool) -> CardSheet | None:
    item = next((i for i in catalog.items.values() if i.name == name), None) if catalog else None
    return item_sheet(catalog, item.id, face_down=face_down) if item is not None else None


def _secret_sheet(catalog: Any, name: str) -> CardSheet | None:
    secret = next((s for s in catalog.secrets.values() if s.name == name), None) if catalog else None
    return secret_sheet(catalog, secret.id) if secret is not None else None


TrayRole = Qt.ItemDataRole.UserRole + 1
ActiveRole = Qt.ItemDataRole.UserRole + 2


class CharactersModel(QAbstractListModel):
    """The characters in play as an item model (a row per character, in turn order).

    DisplayRole is the name (marked ▶ for the one who acts), DecorationRole the tray colour, ToolTipRole the
    location and badges, :data:`TrayRole` the full :class:`TrayView`, :data:`ActiveRole` whether it acts.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.views: list[TrayView] = []
        self.active: str | None = None

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.views)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.views):
            return None
        view = self.views[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            # Tabs carry the first name only, so three or four characters fit side by side.
            return ("▶ " if view.character == self.active else "") + view.name.split()[0]
        if role == Qt.ItemDataRole.DecorationRole:
            return QColor(view.colour)
        if role == Qt.ItemDataRole.ToolTipRole:
            return view.name + " · " + view.location + (" · " + ", ".join(view.badges) if view.badges else "")
        if role == TrayRole:
            return view
        if role == ActiveRole:
            return view.character == self.active
        return None

    def set_views(self, views: list[TrayView], active: str | None) -> None:
        """Replace the rows when the characters change; otherwise update them in place."""
        if [v.character for v in views] != [v.character for v in self.views]:
            self.beginResetModel()
            self.views, self.active = list(views), active
            self.endResetModel()
            return
        self.views, self.active = list(views), active
        if views:
            self.dataChanged.emit(self.index(0), self.index(len(views) - 1))


class TrayScroll(QScrollArea):
    """A tray's scroll area: the tray lays itself out for the viewport's width (:meth:`TrayWidget.fit`)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        tray = self.widget()
        if isinstance(tray, TrayWidget):
            tray.fit(self.viewport().width())
        super().resizeEvent(event)


class CharacterTrays(QTabWidget):
    """A tab per character (co-op), each a scrollable :class:`TrayWidget`, built from a :class:`CharactersModel`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("characterTrays")
        self.setAccessibleName(tr("Character trays"))
        self.trays: dict[str, TrayWidget] = {}
        #: the catalog tooltips and the card viewer read (set by the table)
        self.catalog: Any = None
        self.model = CharactersModel(self)
        self.model.modelReset.connect(self._rebuild_tabs)
        self.model.dataChanged.connect(self._refresh_tabs)
        # every tab in sight: with four characters at 1280 the fourth sat behind scroll arrows (issue 18); the
        # names shorten instead, each whole on its tab's tooltip
        self.setUsesScrollButtons(False)
        self.setElideMode(Qt.TextElideMode.ElideRight)

    def sync(self, views: list[TrayView], active: str | None) -> None:
        self.model.set_views(views, active)
        if not self.trays and views:
            self._rebuild_tabs()

    def _rebuild_tabs(self) -> None:
        self.clear()
        self.trays.clear()
        for view in self.model.views:
            tray = TrayWidget()
            tray.catalog = self.catalog
            scroll = TrayScroll()
            scroll.setWidgetResizable(True)
            # at a large text size a wide tray scrolls instead of being cut off at the dock's edge (issue 28)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no empty focus stop: the tray's parts take it
            scroll.setWidget(tray)
            self.addTab(scroll, view.name)
            self.trays[view.character] = tray
        self._refresh_tabs()

    def _refresh_tabs(self) -> None:
        model = self.model
        for row, view in enumerate(model.views):
            self.trays[view.character].sync(view)
            index = model.index(row)
            text = str(model.data(index))
            self.setTabText(row, text)
            tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
            self.setTabToolTip(row, str(tip) if tip else text)  # the whole name of a shortened tab
        if model.active in self.trays:
            self.setCurrentIndex([v.character for v in model.views].index(model.active))
