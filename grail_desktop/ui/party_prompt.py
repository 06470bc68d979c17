"""The join prompt (issue 12): when the acting character takes a party-able action, everyone else on the
location answers on the same screen — Join or Stay — and, for a shared Energy cost, how it is split.

S0 "Parties and Party Actions": others on the location may join; listing them is the consent of both sides
(docs/notation.md); a member who cannot pay the cost drops out. Only notations the engine lists, or a
``pay`` split its gate accepts, are submitted.
"""

from __future__ import annotations

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

from grail_desktop.app.party_views import (
    JoinPromptView,
    Seat,
    join_prompt_view,
    listed_pay,
    party_notation,
)

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
        self.pay: dict[str, QSpinBox] = {}
        if self.view is None:
            return
        v = self.view
        self.setWindowTitle("Who joins?")
        layout = QVBoxLayout(self)
        title = QLabel(
            f'<span style="font-size: 14pt;"><b>{v.title}</b></span><br>'
            "Everyone else here may join as a party. Each player answers for their character."
        )
        title.setObjectName("joinTitle")
        title.setWordWrap(True)
        layout.addWidget(title)
        cost = QLabel(f"<i>Cost:</i> {v.cost}")
        cost.setWordWrap(True)
        layout.addWidget(cost)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.addWidget(QLabel("<b>Character</b>"), 0, 0)
        grid.addWidget(QLabel("<b>Energy</b>"), 0, 1)
        grid.addWidget(QLabel("<b>Answer</b>"), 0, 2, 1, 2)
        if v.shared_cost:
            grid.addWidget(QLabel("<b>Pays</b>"), 0, 4)
        grid.addWidget(QLabel(_name(v.actor)), 1, 0)
        grid.addWidget(QLabel(str(session.game.state.characters[v.actor.character].energy)), 1, 1)
        grid.addWidget(QLabel("<i>leads</i>"), 1, 2, 1, 2)
        if v.shared_cost:
            self.pay[v.actor.character] = self._spin(v.actor.character)
            grid.addWidget(self.pay[v.actor.character], 1, 4)
        for row, c in enumerate(v.candidates, start=2):
            ch = c.seat.character
            grid.addWidget(QLabel(_name(c.seat)), row, 0)
            grid.addWidget(QLabel(str(c.energy)), row, 1)
            if c.can_join:
                group = QButtonGroup(self)
                join = self._answer("Join", f"join:{ch}", c.seat.colour)
                stay = self._answer("Stay", f"stay:{ch}", "#8f8673")
                stay.setChecked(True)
                group.addButton(join)
                group.addButton(stay)
                join.toggled.connect(self._update)
                self.join[ch], self.stay[ch] = join, stay
                grid.addWidget(join, row, 2)
                grid.addWidget(stay, row, 3)
                if v.shared_cost:
                    self.pay[ch] = self._spin(ch)
                    grid.addWidget(self.pay[ch], row, 4)
            else:
                why = QLabel(f"<i>stays: {c.why}</i>")
                why.setObjectName(f"cannot:{ch}")
                why.setProperty("role", "muted")
                grid.addWidget(why, row, 2, 1, 3)
        layout.addLayout(grid)
        self.reason = QLabel()
        self.reason.setObjectName("joinReason")
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #e08a6a;")
        layout.addWidget(self.reason)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        self.go = QPushButton()
        self.go.setObjectName("joinGo")
        self.go.setProperty("role", "primary")
        self.go.setDefault(True)
        self.go.clicked.connect(self._accept)
        buttons.addWidget(cancel)
        buttons.addWidget(self.go)
        layout.addLayout(buttons)
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

    def _spin(self, character: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(f"pay:{character}")
        spin.setRange(0, self.session.game.state.characters[character].energy)
        spin.setSuffix(" Energy")
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
        """A new set of members: the engine's canonical split as the default payment."""
        members = self.members()
        listed = party_notation(self.legal, self.base, members)
        if self.pay:
            split = listed_pay(listed) if listed else {}
            assert self.view is not None
            for c, spin in self.pay.items():
                spin.blockSignals(True)
                in_party = c == self.view.actor.character or c in members
                spin.setEnabled(in_party and bool(members))
                spin.setValue(
                    split.get(c, 0) if members else (self.view.shared_cost if c == self.view.actor.character else 0)
                )
                spin.blockSignals(False)
        size = len(members) + 1
        self.go.setText("Go alone" if not members else f"Go as a party of {size}")
        self._check()

    def notation(self) -> str | None:
        """The notation the current answers make (None when the engine lists no such party)."""
        members = self.members()
        if not members:
            return self.base if self.base in self.legal else None
        pay = {c: s.value() for c, s in self.pay.items() if s.isEnabled()} if self.pay else None
        return party_notation(self.legal, self.base, members, pay)

    def _check(self) -> None:
        n = self.notation()
        why = "this party cannot take the action now" if n is None else self.session.game.illegal_reason(n)
        self.reason.setText(f"Not possible: {why}" if why else "")
        self.go.setEnabled(why is None)
        self.go.setToolTip(n or "")

    def _accept(self) -> None:
        n = self.notation()
        if n is not None and self.session.game.illegal_reason(n) is None:
            self.chosen = n
            self.accept()
