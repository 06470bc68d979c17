"""The trade dialog (issue 12): hand over Food, Wealth, Items and non-Personal Secrets between characters on
one location outside actions, and pick up Items a fallen character left there.

S0 "Resources" / "Items" / "Secrets" and "Death"; never Reputation, Experience or Magic. Only the trades the
engine lists are offered (``party_views.trade_options``); a larger amount of Food or Wealth is checked by the
engine's gate (``session.why_not``) before it is sent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.event_words import event_words
from grail_desktop.app.party_views import TradeOption, trade_notation, trade_options
from grail_desktop.ui.i18n import tr

if TYPE_CHECKING:
    from grail_desktop.app.session import GameSession

GROUND = "__ground__"


class TradeDialog(QDialog):
    """Choose who gives, who receives, and what; ``Give`` submits one trade and the dialog stays open for more.

    ``options`` lists what the engine allows now (empty: nothing can change hands). ``confirm(giver, notation)``
    (pass-and-play) asks the giver's player before a trade is sent: trades are made by the one who gives
    (rules-decisions.md "Parties").
    """

    def __init__(
        self,
        session: GameSession,
        giver: str | None = None,
        parent: QWidget | None = None,
        receiver: str | None = None,
        confirm: Callable[[str, str], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.confirm = confirm
        self.setObjectName("tradeDialog")
        self.setMinimumWidth(440)
        self.setWindowTitle(tr("Trade between characters"))
        self.session = session
        self.options: tuple[TradeOption, ...] = ()
        layout = QVBoxLayout(self)
        intro = QLabel(
            tr(
                "Characters on the same location may hand over Food, Wealth, Items and Secrets "
                "(not Personal ones; never Reputation, Experience or Magic). Trading does not use a turn."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.giver = QComboBox()
        self.giver.setObjectName("tradeGiver")
        self.receiver = QComboBox()
        self.receiver.setObjectName("tradeReceiver")
        form.addRow(tr("From"), self.giver)
        form.addRow(tr("To"), self.receiver)
        layout.addLayout(form)
        self.goods = QListWidget()
        self.goods.setObjectName("tradeGoods")
        layout.addWidget(self.goods, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("How many")))
        self.amount = QSpinBox()
        self.amount.setObjectName("tradeAmount")
        self.amount.setMinimum(1)
        row.addWidget(self.amount)
        row.addStretch(1)
        layout.addLayout(row)
        self.reason = QLabel()
        self.reason.setObjectName("tradeReason")
        self.reason.setWordWrap(True)
        layout.addWidget(self.reason)
        self.done_note = QLabel()
        self.done_note.setObjectName("tradeDone")
        self.done_note.setWordWrap(True)
        self.done_note.setProperty("role", "muted")
        layout.addWidget(self.done_note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        self.give = QPushButton(tr("Give"))
        self.give.setObjectName("tradeGive")
        self.give.setProperty("role", "primary")
        self.give.clicked.connect(self.submit)
        buttons.addWidget(close)
        buttons.addWidget(self.give)
        layout.addLayout(buttons)
        self.giver.currentIndexChanged.connect(self._fill_receivers)
        self.receiver.currentIndexChanged.connect(self._fill_goods)
        self.goods.currentRowChanged.connect(self._on_good)
        self.amount.valueChanged.connect(self._check)
        self.reload(giver)
        if receiver is not None:
            self.receiver.setCurrentIndex(max(self.receiver.findData(receiver), 0))

    # ---------------------------------------------------------------- filling

    def reload(self, giver: str | None = None) -> None:
        """Re-read the listed trades (after each one) and keep the chosen giver when still possible."""
        s = self.session
        keep = giver or self.giver.currentData()
        self.options = trade_options(s.game, s.catalog, s.legal_actions())
        self.giver.blockSignals(True)
        self.giver.clear()
        givers = list(dict.fromkeys(o.giver for o in self.options))
        for g in givers:
            label = tr("The ground here (left by the fallen)") if not g else s.catalog.characters[g].name
            self.giver.addItem(label, g or GROUND)
        index = self.giver.findData(keep)
        self.giver.setCurrentIndex(max(index, 0))
        self.giver.blockSignals(False)
        self._fill_receivers()

    def _giver(self) -> str:
        data = self.giver.currentData()
        return "" if data in (None, GROUND) else str(data)

    def _fill_receivers(self) -> None:
        keep = self.receiver.currentData()
        self.receiver.blockSignals(True)
        self.receiver.clear()
        giver = self._giver()
        for r in dict.fromkeys(o.receiver for o in self.options if o.giver == giver):
            self.receiver.addItem(self.session.catalog.characters[r].name, r)
        index = self.receiver.findData(keep)
        self.receiver.setCurrentIndex(max(index, 0))
        self.receiver.blockSignals(False)
        self._fill_goods()

    def _fill_goods(self) -> None:
        self.goods.clear()
        giver, receiver = self._giver(), self.receiver.currentData()
        for o in self.options:
            if o.giver == giver and o.receiver == receiver:
                text = o.label + ("  " + tr("(has {n})").format(n=o.most) if o.kind in ("food", "wealth") else "")
                if o.kind == "pick-up":
                    text = tr("Pick up {item}").format(item=o.label)
                item = QListWidgetItem(text)
                item.setData(256, o)
                self.goods.addItem(item)
        if self.goods.count():
            self.goods.setCurrentRow(0)
        self._on_good()

    def current(self) -> TradeOption | None:
        item = self.goods.currentItem()
        option = item.data(256) if item is not None else None
        return option if isinstance(option, TradeOption) else None

    def select(self, giver: str, receiver: str, what: str) -> bool:
        """Choose a trade by ids (tests, tray shortcuts); False when it is not listed."""
        self.giver.setCurrentIndex(max(self.giver.findData(giver or GROUND), 0))
        self.receiver.setCurrentIndex(max(self.receiver.findData(receiver), 0))
        for row in range(self.goods.count()):
            option = self.goods.item(row).data(256)
            if isinstance(option, TradeOption) and option.what == what:
                self.goods.setCurrentRow(row)
                return option.giver == giver and option.receiver == receiver
        return False

    def _on_good(self) -> None:
        o = self.current()
        resource = o is not None and o.kind in ("food", "wealth")
        self.amount.setEnabled(resource)
        self.amount.setMaximum(o.most if o is not None and resource else 1)
        self.amount.setValue(1)
        self._check()

    def notation(self) -> str | None:
        o = self.current()
        return None if o is None else trade_notation(o, self.amount.value())

    def _check(self) -> None:
        n = self.notation()
        why = tr("choose what to hand over") if n is None else self.session.game.illegal_reason(n)
        self.reason.setText(tr("Not possible: {why}").format(why=why) if why and n is not None else (why or ""))
        self.give.setEnabled(why is None)
        self.give.setText(tr("Pick up") if (o := self.current()) is not None and o.kind == "pick-up" else tr("Give"))

    def submit(self) -> bool:
        """Send the chosen trade; the lists refresh for the next one and the dialog says what changed hands."""
        n = self.notation()
        before = len(self.session.events)
        o = self.current()
        if n is not None and o is not None and o.giver and self.confirm is not None and not self.confirm(o.giver, n):
            self.done_note.setText(tr("Not given: the one who gives said no."))
            return False
        if n is None or not self.session.submit(n):
            return False
        done = "; ".join(event_words(e) for e in self.session.events[before:] if e.text)
        self.reload()
        self.done_note.setText(tr("Done: {done}.").format(done=done) if done else tr("Done."))
        return True
