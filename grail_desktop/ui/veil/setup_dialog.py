"""The Riven Veil wizard (issue 22 "New game"): 2–4 seats, each a person (name, colour) or a bot (difficulty),
a faction per seat, the S3 modes (Normal or Long, deterministic combat, symmetric factions, Catch-Up) and a seed;
or go on with the saved match."""

from __future__ import annotations

import secrets

import attrs
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.veil.seating import COLOURS, KIND_TIPS, KIND_WORDS, KINDS, MAX_NAME, Seat
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.i18n import tr

MAX_SEED = 2**31 - 1


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


@attrs.frozen
class MatchChoice:
    """What the wizard produced: the seats in order, the mode and the seed."""

    seats: tuple[Seat, ...]
    mode: Mode
    seed: int


class VeilSetupDialog(QDialog):
    """The wizard. After ``exec()``: :attr:`resume` (go on with the saved match) or :meth:`choice`."""

    def __init__(self, pack: VeilPack, saved: str = "", parent: QWidget | None = None) -> None:
        """``saved`` describes the match Continue would open (``app.veil.seating.describe``; empty for none)."""
        super().__init__(parent)
        self.setObjectName("veilSetup")
        self.setWindowTitle(tr("The Riven Veil: a new match"))
        self.pack = pack
        self.resume = False
        layout = QVBoxLayout(self)
        intro = QLabel(
            tr(
                "<b>{name}</b>: two to four factions fight for the isle over the seasons. Choose who sits "
                "at each seat: a person at this screen, or a bot. People share the screen and pass it on; "
                "a privacy screen hides each hand."
            ).format(name=pack.name)
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        if saved:
            self.resume_button = QPushButton(tr("Continue the saved match"))
            self.resume_button.setObjectName("veilResume")
            self.resume_button.setToolTip(tr("Go on where it stopped: {saved}").format(saved=saved))
            self.resume_note = QLabel(saved)
            self.resume_note.setObjectName("veilResumeNote")
            self.resume_note.setWordWrap(True)
            self.resume_note.setProperty("role", "muted")
            layout.addWidget(self.resume_note)
            self.resume_button.clicked.connect(self._resume)
            layout.addWidget(self.resume_button)
        count_row = QFormLayout()
        self.count = QSpinBox()
        self.count.setObjectName("veilSeatCount")
        self.count.setRange(2, 4)
        self.count.setValue(3)
        self.count.setAccessibleName(tr("Number of seats"))
        count_row.addRow(tr("Seats:"), self.count)
        layout.addLayout(count_row)

        box = QGroupBox(tr("Seats"))
        grid = QGridLayout(box)
        for col, head in enumerate(("", tr("Who"), tr("Name"), tr("Colour"), tr("Faction"))):
            grid.addWidget(QLabel(f"<b>{head}</b>"), 0, col)
        factions = list(pack.factions.values())
        self.rows: list[tuple[QLabel, QComboBox, QLineEdit, QComboBox, QComboBox]] = []
        for k in range(4):
            label = QLabel(tr("Seat {value}").format(value=k + 1))
            kind = QComboBox()
            kind.setObjectName(f"veilKind{k}")
            kind.setAccessibleName(tr("Who plays seat {value}").format(value=k + 1))
            for key in KINDS:
                kind.addItem(tr(KIND_WORDS[key]), key)
                kind.setItemData(kind.count() - 1, tr(KIND_TIPS[key]), Qt.ItemDataRole.ToolTipRole)
            kind.currentIndexChanged.connect(
                lambda _i, box=kind: box.setToolTip(str(box.currentData(Qt.ItemDataRole.ToolTipRole) or ""))
            )
            kind.setCurrentIndex(0 if k == 0 else KINDS.index("greedy"))
            kind.setToolTip(str(kind.currentData(Qt.ItemDataRole.ToolTipRole) or ""))
            name = QLineEdit(tr("Player {n}").format(n=k + 1))
            name.setObjectName(f"veilName{k}")
            name.setMaxLength(MAX_NAME)
            name.setAccessibleName(tr("Name of seat {value}").format(value=k + 1))
            colour = QComboBox()
            colour.setObjectName(f"veilColour{k}")
            colour.setAccessibleName(tr("Colour of seat {value}").format(value=k + 1))
            for cname, hexa in COLOURS:
                colour.addItem(_swatch(hexa), tr(cname), hexa)
            colour.setCurrentIndex(k % len(COLOURS))
            faction = QComboBox()
            faction.setObjectName(f"veilFaction{k}")
            faction.setAccessibleName(tr("Faction of seat {value}").format(value=k + 1))
            for f in factions:
                faction.addItem(f.name, f.id)
                faction.setItemData(faction.count() - 1, f"{f.name}: {f.text}", Qt.ItemDataRole.ToolTipRole)
            faction.setCurrentIndex(k % len(factions))
            kind.currentIndexChanged.connect(self._sync)
            for col, w in enumerate((label, kind, name, colour, faction)):
                grid.addWidget(w, k + 1, col)
            self.rows.append((label, kind, name, colour, faction))
        layout.addWidget(box)

        modes = QGroupBox(tr("Game options"))
        form = QFormLayout(modes)
        self.length = QComboBox()
        self.length.setObjectName("veilLength")
        self.length.addItem(tr("Normal: two seasons"), 2)
        self.length.addItem(tr("Long: three seasons"), 3)
        form.addRow(tr("Length:"), self.length)
        self.deterministic = QCheckBox(tr("Deterministic combat (no Combat Cards: half the limit, always)"))
        self.deterministic.setObjectName("veilDeterministic")
        self.symmetric = QCheckBox(tr("Symmetric factions (every faction uses the same board)"))
        self.symmetric.setObjectName("veilSymmetric")
        self.catch_up = QCheckBox(tr("Catch-Up (the trailing factions get help each new season)"))
        self.catch_up.setObjectName("veilCatchUp")
        self.catch_up.setChecked(True)
        for w in (self.deterministic, self.symmetric, self.catch_up):
            form.addRow("", w)
        self.seed = QSpinBox()
        self.seed.setObjectName("veilSeed")
        self.seed.setRange(1, MAX_SEED)
        self.seed.setValue(secrets.randbelow(MAX_SEED - 1) + 1)
        self.seed.setAccessibleName(tr("Seed of the match"))
        self.seed.setToolTip(tr("The same seed and choices give the same match"))
        form.addRow(tr("Seed:"), self.seed)
        layout.addWidget(modes)

        self.problem = QLabel("")
        self.problem.setObjectName("veilProblem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("Begin the match"))
        ok.setObjectName("veilBegin")
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.count.valueChanged.connect(self._sync)
        for _l, _k, name, colour, faction in self.rows:
            name.textChanged.connect(self._sync)
            colour.currentIndexChanged.connect(self._sync)
            faction.currentIndexChanged.connect(self._sync)
        self._sync()

    def _seats(self) -> list[Seat]:
        out: list[Seat] = []
        for k in range(self.count.value()):
            _label, kind, name, colour, faction = self.rows[k]
            key = str(kind.currentData())
            fid = str(faction.currentData())
            shown = name.text().strip() if key == "person" else f"{self.pack.factions[fid].name}"
            out.append(Seat(key, shown, str(colour.currentData()), fid))
        return out

    def problems(self) -> list[str]:
        """Why the match cannot begin yet (empty when it can)."""
        seats = self._seats()
        out: list[str] = []
        if len({s.faction for s in seats}) < len(seats):
            out.append(tr("Each seat needs its own faction."))
        if len({s.colour for s in seats}) < len(seats):
            out.append(tr("Each seat needs its own colour."))
        if not any(not s.bot for s in seats):
            out.append(tr("At least one seat must be a person."))
        if any(not s.bot and not s.name for s in seats):
            out.append(tr("Every person needs a name."))
        return out

    def _sync(self) -> None:
        n = self.count.value()
        for k, (label, kind, name, colour, faction) in enumerate(self.rows):
            for w in (label, kind, name, colour, faction):
                w.setVisible(k < n)
            name.setEnabled(kind.currentData() == "person")
        why = self.problems()
        self.problem.setText(" ".join(why))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not why)

    def _accept(self) -> None:
        if not self.problems():
            self.accept()

    def _resume(self) -> None:
        self.resume = True
        self.accept()

    def choice(self) -> MatchChoice:
        """The seats, mode and seed chosen."""
        mode = Mode(
            seasons=int(self.length.currentData()),
            deterministic=self.deterministic.isChecked(),
            symmetric=self.symmetric.isChecked(),
            catch_up=self.catch_up.isChecked(),
        )
        return MatchChoice(tuple(self._seats()), mode, self.seed.value())
