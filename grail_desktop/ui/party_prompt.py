"""The join prompt (issue 12): when the acting character takes a party-able action, everyone else on the
location answers on the same screen — Join or Stay — and, for a shared cost, how each of its resources (Energy,
Wealth, Food, Magic…) is split (issue 20).

S0 "Parties and Party Actions": others on the location may join; listing them is the consent of both sides
(docs/notation.md); a member who cannot pay the cost drops out. rules-decisions.md "Parties": shared costs may
be split any way the members agree. Only notations the engine lists, or a ``pay`` split its gate accepts, are
submitted; the resources and defaults come from :mod:`grail_desktop.app.shared_costs`, as in the text mode.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.describe import describe
from grail_desktop.app.party_views import (
    JoinPromptView,
    Seat,
    join_prompt_view,
    listed_pay,
    party_notation,
)
from grail_desktop.app.shared_costs import SharedCost, default_split, held
from grail_desktop.app.words import clean
from grail_desktop.ui.i18n import tr

if TYPE_CHECKING:
    from grail_desktop.app.session import GameSession


def _name(seat: Seat) -> str:
    player = f' <span style="color: #a99f8a;">({seat.player})</span>' if seat.player else ""
    return f'<span style="color: {seat.colour}; font-weight: bold;">● {seat.name}</span>{player}'


class JoinPrompt(QDialog):
    """Asks each character on the location whether they join ``base`` (e.g. ``"explore"``, ``"travel 102"``).

    After ``exec()``, ``chosen`` holds the notation to submit (``None`` when cancelled). ``view`` is None when
    nobody is acting (the caller then submits the action as it is).
    """

    def __init__(self, session: GameSession, base: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinPrompt")
        self.session = session
        self.base = base
        self.chosen: str | None = None
        self.legal = session.legal_actions()
        self.view: JoinPromptView | None = join_prompt_view(
            session.game, session.catalog, self.legal, base, session.players, session.colours
        )
        self.join: dict[str, QPushButton] = {}
        self.stay: dict[str, QPushButton] = {}
        #: resource → character → spin box: each member's share of each shared resource
        self.shares: dict[str, dict[str, QSpinBox]] = {}
        #: the Energy shares (``shares["energy"]``), kept by that name for callers and tests
        self.pay: dict[str, QSpinBox] = {}
        if self.view is None:
            return
        v = self.view
        self.setWindowTitle(tr("Who joins?"))
        layout = QVBoxLayout(self)
        does = f"<br>{escape(v.does)}" if v.does else ""  # what the action does, before who joins it
        title = QLabel(
            tr(
                '<span style="font-size: 14pt;"><b>{title}</b></span>{does}<br>Everyone else here may join as a '
                "party. Each player answers for their character."
            ).format(title=v.title, does=does)
        )
        title.setObjectName("joinTitle")
        title.setWordWrap(True)
        layout.addWidget(title)
        cost = QLabel(tr("<i>Cost:</i> {cost}").format(cost=v.cost))
        cost.setWordWrap(True)
        layout.addWidget(cost)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.addWidget(QLabel(tr("<b>Character</b>")), 0, 0)
        grid.addWidget(QLabel(tr("<b>Energy</b>")), 0, 1)
        grid.addWidget(QLabel(tr("<b>Answer</b>")), 0, 2, 1, 2)
        share_col = 4
        for i, share in enumerate(v.shares):
            head = QLabel(tr("<b>Pays {name}</b>").format(name=share.name))
            head.setToolTip(tr("{total} {name} in all, shared as you agree").format(total=share.total, name=share.name))
            grid.addWidget(head, 0, share_col + i)
            self.shares[share.resource] = {}
        self.pay = self.shares.get("energy", {})
        grid.addWidget(QLabel(_name(v.actor)), 1, 0)
        grid.addWidget(QLabel(str(session.game.state.characters[v.actor.character].energy)), 1, 1)
        grid.addWidget(QLabel(tr("<i>leads</i>")), 1, 2, 1, 2)
        self._add_shares(grid, 1, share_col, v.actor.character)
        for row, c in enumerate(v.candidates, start=2):
            ch = c.seat.character
            grid.addWidget(QLabel(_name(c.seat)), row, 0)
            grid.addWidget(QLabel(str(c.energy)), row, 1)
            if c.can_join:
                group = QButtonGroup(self)
                join = self._answer(tr("Join"), f"join:{ch}", c.seat.colour)
                stay = self._answer(tr("Stay"), f"stay:{ch}", "#8f8673")
                stay.setChecked(True)
                group.addButton(join)
                group.addButton(stay)
                join.toggled.connect(self._update)
                self.join[ch], self.stay[ch] = join, stay
                grid.addWidget(join, row, 2)
                grid.addWidget(stay, row, 3)
                self._add_shares(grid, row, share_col, ch)
            else:
                why = QLabel(tr("<i>stays: {why}</i>").format(why=c.why))
                why.setObjectName(f"cannot:{ch}")
                why.setProperty("role", "muted")
                grid.addWidget(why, row, 2, 1, 2 + len(v.shares))
        layout.addLayout(grid)
        self.tally = QLabel()
        self.tally.setObjectName("joinTally")
        self.tally.setWordWrap(True)
        self.tally.setVisible(bool(v.shares))
        layout.addWidget(self.tally)
        self.reason = QLabel()
        self.reason.setObjectName("joinReason")
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #e08a6a;")
        layout.addWidget(self.reason)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton(tr("Cancel"))
        cancel.clicked.connect(self.reject)
        self.go = QPushButton()
        self.go.setObjectName("joinGo")
        self.go.setProperty("role", "primary")
        self.go.setDefault(True)
        self.go.clicked.connect(self._accept)
        buttons.addWidget(cancel)
        buttons.addWidget(self.go)
        layout.addLayout(buttons)
        # as wide as its widest words from the start: "Go alone" turning into "Go as a party of 2" widened it and
        # moved Cancel under the mouse (newcomer 10)
        texts = [tr("Go alone")]
        texts += [tr("Go as a party of {size}").format(size=n + 1) for n in range(1, len(self.join) + 1)]
        widest = 0
        for text in texts:
            self.go.setText(text)
            widest = max(widest, self.go.sizeHint().width())
        self.go.setMinimumWidth(widest)
        self._update()

    @staticmethod
    def _answer(text: str, name: str, colour: str) -> QPushButton:
        """A Join / Stay toggle: the chosen answer is filled in the seat's colour, easy to see across a desk."""
        button = QPushButton(text)
        button.setObjectName(name)
        button.setCheckable(True)
        button.setMinimumWidth(70)
        button.setStyleSheet(f"QPushButton:checked {{ background: {colour}; color: #101213; font-weight: bold; }}")
        return button

    def _add_shares(self, grid: QGridLayout, row: int, col: int, character: str) -> None:
        """One spin box per shared resource for ``character``'s share, in the columns from ``col``."""
        assert self.view is not None
        for i, cost in enumerate(self.view.shares):
            spin = self._spin(character, cost)
            self.shares[cost.resource][character] = spin
            grid.addWidget(spin, row, col + i)

    def _spin(self, character: str, cost: SharedCost) -> QSpinBox:
        spin = QSpinBox()
        have = held(self.session.game, character, cost.resource)
        name = self.session.game.name(character)
        spin.setObjectName(f"pay:{character}" if cost.resource == "energy" else f"pay:{character}:{cost.resource}")
        spin.setRange(0, min(have, cost.total))
        spin.setSuffix(f" {cost.name}")
        spin.setToolTip(
            tr("{name}'s share of the {name2} ({name} holds {have})").format(name=name, name2=cost.name, have=have)
        )
        spin.setAccessibleName(tr("{name} pays {name2}").format(name=name, name2=cost.name))
        spin.valueChanged.connect(self._check)
        return spin

    def members(self) -> list[str]:
        """The characters answering Join, in turn order."""
        order = self.session.game.state.order
        return [c for c in order if c in self.join and self.join[c].isChecked()]

    def set_answer(self, character: str, joins: bool) -> None:
        """Answer for ``character`` (tests and keyboard users): Join when ``joins`` else Stay."""
        (self.join if joins else self.stay)[character].setChecked(True)

    def _update(self) -> None:
        """A new set of members: the engine's canonical Energy split and the first split of every other shared
        resource (what the engine would take unasked) as the default payment."""
        members = self.members()
        listed = party_notation(self.legal, self.base, members)
        if self.shares:
            assert self.view is not None
            actor = self.view.actor.character
            energy = listed_pay(listed) if listed else {}
            game = self.session.game
            for cost in self.view.shares:
                split = energy if cost.resource == "energy" else default_split(game, [actor, *members], cost)
                for c, spin in self.shares[cost.resource].items():
                    spin.blockSignals(True)
                    in_party = c == actor or c in members
                    spin.setEnabled(in_party and bool(members))
                    spin.setValue(split.get(c, 0) if members else (cost.total if c == actor else 0))
                    spin.blockSignals(False)
        size = len(members) + 1
        self.go.setText(tr("Go alone") if not members else tr("Go as a party of {size}").format(size=size))
        self._check()

    def split(self) -> dict[str, dict[str, int]]:
        """The split on screen: resource → member → share (only the party's enabled spin boxes)."""
        return {
            what: {c: spin.value() for c, spin in spins.items() if spin.isEnabled()}
            for what, spins in self.shares.items()
        }

    def notation(self) -> str | None:
        """The notation the current answers make (None when the engine lists no such party)."""
        members = self.members()
        if not members:
            return self.base if self.base in self.legal else None
        return party_notation(self.legal, self.base, members, shares=self.split() or None)

    def _short(self) -> str | None:
        """Which shared resource the split on screen does not add up for, in words (before asking the engine,
        whose reason names ids)."""
        if not self.members() or self.view is None:
            return None
        split = self.split()
        for cost in self.view.shares:
            paid = sum(split.get(cost.resource, {}).values())
            if paid != cost.total:
                return tr("the {resource} shares add up to {paid}; the cost is {total} {resource}").format(
                    resource=cost.name, paid=paid, total=cost.total
                )
        return None

    def _check(self) -> None:
        self._tally()
        n = self.notation()
        game = self.session.game
        why = self._short()
        if why is None:
            why = tr("this party cannot take the action now") if n is None else game.illegal_reason(n)
        self.reason.setText(
            tr("Not possible: {value}").format(value=clean(why, self.session.catalog, game)) if why else ""
        )
        self.go.setEnabled(why is None)
        self.go.setToolTip(describe(n, game, self.session.catalog)[0] if n else "")

    def _tally(self) -> None:
        """``Shared: Energy 2 of 2 · Wealth 0 of 1`` — how far the split on screen covers each cost."""
        if not self.shares or self.view is None:
            return
        split = self.split()
        parts = [
            tr("{resource} {paid} of {total}").format(
                resource=c.name, paid=sum(split[c.resource].values()), total=c.total
            )
            for c in self.view.shares
        ]
        self.tally.setText(
            tr("<i>Shared so far:</i> {parts}").format(parts=" · ".join(parts)) if self.members() else ""
        )

    def _accept(self) -> None:
        n = self.notation()
        if n is not None and self.session.game.illegal_reason(n) is None:
            self.chosen = n
            self.accept()
