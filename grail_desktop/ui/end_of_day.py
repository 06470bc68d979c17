"""The End of the Day screen: rest (eat or not, the outcome shown first), restore, advancement and decks.

Renders an :class:`~grail_desktop.app.day_views.EndOfDayView` and emits ``submitted(notation)``; the engine
decides everything (ux.md "End of the Day"; S1 stage III; rules-decisions.md "Advancement"). The action panel
keeps listing the same answers as the keyboard fallback.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.card_sheets import CardSheet
from grail_desktop.app.day_views import (
    END_STEPS,
    AdvanceView,
    CardRow,
    Choice,
    DeckView,
    EndOfDayView,
    PickCardView,
    RestView,
    SkillView,
)
from grail_desktop.app.i18n import term
from grail_desktop.ui.card_viewer import SheetLabel
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.widgets import clear_layout

_PANEL_STYLE = """
#endOfDayPanel { background: #1b1f21; }
#endOfDayPanel QGroupBox { border: 1px solid #4a4538; border-radius: 6px; margin-top: 14px; padding: 8px; }
#endOfDayPanel QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #e6c77f; }
QFrame[role="tile"] { background: #2a3034; border: 1px solid #4a4538; border-radius: 8px; }
QFrame[role="tile"]:hover { border-color: #c9a45a; }
QLabel[role="consequence"] { color: #ece3cc; }
"""


def _label(text: str, role: str = "", wrap: bool = True, rich: bool = False) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    if role:
        label.setProperty("role", role)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    return label


def _card_sheet(card: CardRow) -> CardSheet:
    """The whole card (its strikes by node, its right-edge nodes), as the board's cards read."""
    return card.sheet or CardSheet(card.name, tr("Card"), (card.text,))


def _deck_sheet(deck: DeckView) -> CardSheet:
    """A deck as a list for the viewer: every card's name and text, then those set aside."""
    lines = [f"{c.name} — {c.text}" for c in deck.cards]
    lines += [tr("Set aside: {name} — {text}").format(name=c.name, text=c.text) for c in deck.aside]
    return CardSheet(deck.title, tr("%n card(s) · {note}", None, deck.size).format(note=deck.note), tuple(lines))


class EndOfDayPanel(QWidget):
    """Emits ``submitted(notation)``. ``buttons`` maps each notation to its button (tests, focus)."""

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endOfDayPanel")
        self.setAccessibleName(tr("End of the Day"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_PANEL_STYLE)
        self.buttons: dict[str, QPushButton] = {}
        self.view: EndOfDayView | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 12, 16, 12)
        self.title = _label("")
        self.title.setObjectName("endOfDayTitle")
        self.title.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 20pt; color: #e6c77f;')
        outer.addWidget(self.title)
        self.steps = _label("", rich=True)
        self.steps.setObjectName("endOfDaySteps")
        outer.addWidget(self.steps)
        self.party = _label("", "muted")
        outer.addWidget(self.party)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 6, 0, 0)
        scroll.setWidget(self.body)
        outer.addWidget(scroll, 1)

    # ---------------------------------------------------------------- building blocks

    def _button(self, choice: Choice, primary: bool = False, text: str = "") -> QPushButton:
        """A button submitting ``choice.notation``; ``text`` (if given) replaces the label on its face."""
        if not text:
            text = choice.label + (f"  ·  {choice.detail}" if choice.detail and len(choice.detail) < 16 else "")
        button = QPushButton(text)
        button.setObjectName(f"eod:{choice.notation}")
        button.setAccessibleName(choice.label)
        button.setEnabled(choice.enabled)
        tip = choice.detail if choice.enabled else tr("Not now: {why}").format(why=choice.reason)
        button.setToolTip(tip or choice.label)
        if primary:
            button.setProperty("role", "primary")
        if choice.enabled:
            button.clicked.connect(lambda _=False, n=choice.notation: self.submitted.emit(n))
        self.buttons[choice.notation] = button
        return button

    def _group(self, title: str) -> QVBoxLayout:
        box = QGroupBox(title)
        layout = QVBoxLayout(box)
        self.body_layout.addWidget(box)
        return layout

    def _tile(self) -> tuple[QFrame, QVBoxLayout]:
        tile = QFrame()
        tile.setProperty("role", "tile")
        layout = QVBoxLayout(tile)
        layout.setContentsMargins(12, 10, 12, 10)
        return tile, layout

    # ---------------------------------------------------------------- sync

    def sync(self, view: EndOfDayView | None) -> None:
        """Rebuild from ``view`` (None clears the panel)."""
        self.view = view
        self.buttons.clear()
        clear_layout(self.body_layout)
        if view is None:
            self.title.setText("")
            self.steps.setText("")
            self.party.setText("")
            return
        self.title.setText(tr("End of the Day — {name}").format(name=view.name))
        steps = []
        for n, name in enumerate(END_STEPS, start=1):
            now = n == view.step or (view.kind == "advance" and n == 4)
            style = "color: #1a1408; background-color: #c9a45a;" if now else "color: #a99f8a;"
            steps.append(f'<span style="{style}">&nbsp;{n} {tr(name)}&nbsp;</span>')
        self.steps.setText(" ".join(steps))
        marks = {"done": "✓", "now": "▶", "waiting": "…"}
        self.party.setText("   ".join(f"{marks[state]} {name}" for name, state in view.party))
        if view.rest is not None:
            self._rest(view.rest)
        elif view.advance is not None:
            self._advance(view.advance)
        elif view.pick is not None:
            self._pick(view.pick)
        elif view.skill is not None:
            self._skill(view.skill)
        self.body_layout.addStretch(1)

    def _rest(self, v: RestView) -> None:
        now = v.now
        status = tr(
            "Food {food}   ·   Energy {energy}/{energy_max} (starts at {energy_start})   ·   "
            "Health {health}/{health_max}   ·   Terror {terror}/{terror_max}"
        ).format(
            food=now.food,
            energy=now.energy,
            energy_max=v.energy_max,
            energy_start=v.energy_start,
            health=now.health,
            health_max=v.health_max,
            terror=now.terror,
            terror_max=v.terror_max,
        )
        layout = self._group(tr("1. Rest — eat 1 Food, or go without?"))
        layout.addWidget(_label(status))
        if v.note:
            layout.addWidget(_label(v.note, "muted"))
        row = QHBoxLayout()
        for option in v.options:
            tile, tile_layout = self._tile()
            button = self._button(option.choice, primary=option.choice.notation == "eat")
            tile_layout.addWidget(button)
            consequence = _label("\n".join(f"• {line}" for line in option.consequence.splitlines()), "consequence")
            consequence.setObjectName(f"consequence:{option.choice.notation}")
            tile_layout.addWidget(consequence)
            tile_layout.addStretch(1)
            tile.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            row.addWidget(tile, 1)
        layout.addLayout(row)
        if v.trades:
            trades = self._group(tr("Share Food first"))
            trades.addWidget(_label(tr("Characters on the same location may hand Food over before resting."), "muted"))
            for choice in v.trades:
                trades.addWidget(self._button(choice))
        restore = self._group(tr("2. Restore — what happens next"))
        restore.addWidget(_label(v.restore_rule, "muted"))

    def _advance(self, v: AdvanceView) -> None:
        # "Done advancing" comes first, above what happened tonight: below a "Tonight" of 3 or 4 lines it sat
        # 25 px higher for one character than for the next, under the pointer (newcomer 11).
        head = QHBoxLayout()
        if v.experience:
            exp = _label(tr("<b>{exp}</b> Experience to spend").format(exp=v.experience), rich=True, wrap=False)
        else:  # issue 19: it asked to spend Experience there was none of
            exp = _label(tr("No Experience to spend tonight"), wrap=False)
        exp.setObjectName("experience")
        exp.setStyleSheet("font-size: 15pt; color: #e6c77f;")
        head.addWidget(exp)
        head.addStretch(1)
        head.addWidget(self._button(v.done, primary=True))
        self.body_layout.addLayout(head)
        if not v.experience:
            self.body_layout.addWidget(
                _label(
                    tr(
                        "Raising an attribute or adding an Advancement Pool card needs Experience, won in fights "
                        "and in the journal. Cutting a card from a deck, or putting one back, is free."
                    ),
                    "muted",
                )
            )
        if v.night:
            night = self._group(tr("Tonight"))
            for line in v.night:
                night.addWidget(_label(line))
        attributes = self._group(tr("3. Advance — attributes"))
        attributes.addWidget(
            _label(
                tr(
                    "A raise costs 2 × the pair's total after the raise, at most 10 Experience. From the "
                    "3rd point in an attribute, each point brings a Skill card of it."
                ),
                "muted",
            )
        )
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        row = 0
        for pair in v.pairs:
            for attr in pair:
                name = _label(f"<b>{term(attr.attribute)}</b> {attr.value}", rich=True, wrap=False)
                grid.addWidget(name, row, 0)
                button = self._button(
                    attr.raise_choice,
                    text=tr("Raise to {value} · {cost} Experience").format(value=attr.value + 1, cost=attr.cost),
                )
                grid.addWidget(button, row, 1)
                label = _label(attr.note, "muted")
                label.setToolTip(f"{attr.raise_choice.detail}. {attr.skill_note}".strip(". ") + ".")
                grid.addWidget(label, row, 2)
                row += 1
            if pair is not v.pairs[-1]:
                rule = QFrame()
                rule.setFrameShape(QFrame.Shape.HLine)
                rule.setStyleSheet("color: #4a4538;")
                grid.addWidget(rule, row, 0, 1, 3)
                row += 1
        grid.setColumnStretch(2, 1)
        attributes.addLayout(grid)
        decks = QVBoxLayout()
        for deck in v.decks:
            decks.addWidget(self._deck(deck))
        box = QGroupBox(tr("4. Build decks"))
        inner = QVBoxLayout(box)
        inner.addWidget(
            _label(
                tr("A deck keeps at least 15 cards. Cut cards stay with you, set aside, and may be put back later."),
                "muted",
            )
        )
        inner.addLayout(decks)
        self.body_layout.addWidget(box)

    def _deck(self, deck: DeckView) -> QWidget:
        tile, layout = self._tile()
        head = QHBoxLayout()
        title = SheetLabel(
            tr("<b>{title}</b> — %n card(s) · {pool} more to buy in the Advancement Pool", None, deck.size).format(
                title=deck.title, pool=deck.pool
            ),
            lambda: _deck_sheet(deck),
        )
        title.setObjectName(f"deck:{deck.kind}")
        title.setToolTip(tr("{note}. Right-click: the whole deck, card by card.").format(note=deck.note))
        head.addWidget(title, 1)
        head.addWidget(self._button(deck.buy))
        layout.addLayout(head)
        layout.addWidget(_label(deck.note, "muted"))
        layout.addLayout(self._card_grid(deck.cards))
        if deck.aside:
            layout.addWidget(_label(tr("Set aside (yours; may be put back):"), "muted"))
            layout.addLayout(self._card_grid(deck.aside))
        return tile

    def _card_grid(self, cards: tuple[CardRow, ...]) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        for row, card in enumerate(cards):
            name = SheetLabel(card.name, functools.partial(_card_sheet, card), rich=False)
            name.setToolTip(tr("{text}\n(Right-click: read it large.)").format(text=card.text))
            grid.addWidget(name, row, 0)
            button = self._button(card.choice)
            button.setToolTip(f"{card.text}\n\n{button.toolTip()}")
            grid.addWidget(button, row, 1)
        grid.setColumnStretch(0, 1)
        return grid

    def _offer(self, layout: QVBoxLayout, title: str, text: str, choice: Choice) -> None:
        """One offer as a tile row: its name and text on the left, the button on the right."""
        tile, tile_layout = self._tile()
        row = QHBoxLayout()
        words = QVBoxLayout()
        name = SheetLabel(title, lambda: CardSheet(title, tr("Advancement offer"), (text,)), rich=False)
        name.setToolTip(tr("{text}\n(Right-click: read it large.)").format(text=text))
        name.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 15pt; color: #e6c77f;')
        words.addWidget(name)
        words.addWidget(_label(text))
        row.addLayout(words, 1)
        row.addWidget(self._button(choice, primary=True), 0, Qt.AlignmentFlag.AlignVCenter)
        tile_layout.addLayout(row)
        layout.addWidget(tile)

    def _pick(self, v: PickCardView) -> None:
        deck = {"combat": tr("Buy a Combat card"), "diplomacy": tr("Buy a Diplomacy card")}
        layout = self._group(deck.get(v.deck, tr("Buy a card")))
        layout.addWidget(
            _label(tr("Keep one of the three; the other two are shuffled back into the Advancement Pool."), "muted")
        )
        for offer in v.offers:
            self._offer(layout, offer.name, offer.text, offer.choice)

    def _skill(self, v: SkillView) -> None:
        layout = self._group(tr("{attribute} {value}: a Skill card").format(attribute=term(v.attribute), value=v.value))
        several = len(v.offers) > 1
        layout.addWidget(
            _label(
                tr("Choose one of these Skill cards and the side you keep; the other side is forfeited.")
                if several
                else tr("Keep one side of the card; the other side is forfeited."),
                "muted",
            )
        )
        for offer in v.offers:
            for side in offer.sides:
                name = side.label
                keep = Choice(side.notation, tr("Keep this side"), side.detail, side.enabled, side.reason)
                self._offer(layout, name, side.detail, keep)
            if several and offer is not v.offers[-1]:
                line = QFrame()
                line.setFrameShape(QFrame.Shape.HLine)
                line.setStyleSheet("color: #4a4538;")
                layout.addWidget(line)
