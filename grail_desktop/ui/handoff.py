"""Pass-and-play on the table (issue 12, ux.md "Pass-and-play"): the hand-off banner, the coloured window
frame with a soft flash when the turn passes, the co-op settings, and :class:`CoopController`, which ties
them, the join prompt and the trade dialog to a :class:`~grail_desktop.ui.table.TableScreen`.

Nothing here knows a rule: whose turn it is comes from the engine (``current_actor``, the pending decision,
the encounter's turn) through :mod:`grail_desktop.app.party_views`; every change is a notation submitted to
the session.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QMimeData,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDrag,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGraphicsPathItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.party_views import (
    CoopPreferences,
    PartyView,
    TurnView,
    load_coop_preferences,
    load_seating,
    party_view,
    save_coop_preferences,
    seat,
    split_notation,
    turn_view,
    wants_party_prompt,
)
from grail_desktop.engine.core import Event
from grail_desktop.ui.day_bar import ElidedLabel
from grail_desktop.ui.i18n import tr

if TYPE_CHECKING:
    from grail_desktop.app.session import GameSession
    from grail_desktop.ui.table import TableScreen

FRAME_WIDTH = 5
GROUND_BADGE_AT = (148.0, 36.0)  # top-right of a map card's art (map_scene cards are 200 × 140), clear of its text


class TurnLabel(QLabel):
    """Who acts and who takes the mouse on one line: the seat's name in bold and its colour, then the rest;
    short of room, what the seat does is elided first so that "— Ann, take the mouse." stays (nc12). Never asks the
    window to grow; the whole text is the banner's tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(False)
        self._head = ("", "")  # (rich text, plain text)
        self._rest = ""

    def set_turn(self, head_html: str, head_plain: str, rest: str) -> None:
        self._head = (head_html, head_plain)
        self._rest = rest
        self.updateGeometry()
        self._elide()

    def _head_width(self) -> int:
        bold = QFont(self.font())
        bold.setBold(True)
        return QFontMetrics(bold).horizontalAdvance(self._head[1] + " ")

    def sizeHint(self) -> QSize:
        width = self._head_width() + self.fontMetrics().horizontalAdvance(self._rest) + 8
        return QSize(width, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self.sizeHint().width(), self._head_width() + 60), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        metrics = self.fontMetrics()
        room = max(20, self.width() - self._head_width() - 8)
        # what the seat does gives way before who takes the mouse, the last sentence (party_views.turn_view)
        cut = max(self._rest.rfind(" — "), self._rest.rfind(". "))
        keep = self._rest[cut:] if cut > 0 else ""
        if keep and metrics.horizontalAdvance(keep) + 40 <= room:
            action = self._rest[:cut]
            rest = (
                metrics.elidedText(action, Qt.TextElideMode.ElideRight, room - metrics.horizontalAdvance(keep)) + keep
            )
        else:
            rest = metrics.elidedText(self._rest, Qt.TextElideMode.ElideMiddle, room)
        self.setText(self._head[0] + html.escape(rest, quote=False))


class HandoffBanner(QFrame):
    """A strip naming who takes the mouse now, in their colour. ``settings_requested`` / ``trade_requested``
    fire from its buttons."""

    settings_requested = Signal()
    trade_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffBanner")
        self.setAccessibleName(tr("Whose turn"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 8, 6)
        self.swatch = QLabel()
        self.swatch.setFixedSize(18, 18)
        # one line (nc12: two lines of hand-off text and one of party took 70 px, and the journal page kept two
        # lines of story at 1280 × 800)
        self.text = TurnLabel()
        self.text.setObjectName("handoffText")
        # the party on the same line, elided first; its room kept when there is none, so the banner's height
        # never changes and the map and the journal under it hold still (newcomer 10)
        self.party = ElidedLabel()
        self.party.setObjectName("handoffParty")
        self.party.setProperty("role", "muted")
        # the party gives way first: who takes the mouse keeps its room, the party its first words at least
        self.party.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.party.setMinimumWidth(40)
        self.trade_button = QPushButton(tr("Trade…"))
        self.trade_button.setObjectName("handoffTrade")
        self.trade_button.setToolTip(tr("Hand over Food, Wealth, Items or Secrets between characters on one location"))
        self.trade_button.clicked.connect(self.trade_requested.emit)
        self.settings_button = QPushButton(tr("Players…"))
        self.settings_button.setObjectName("handoffSettings")
        self.settings_button.setToolTip(tr("Player names, the hand-off banner, flash, sound and the Chronicler"))
        self.settings_button.clicked.connect(self.settings_requested.emit)
        layout.addWidget(self.swatch)
        layout.addWidget(self.text)
        layout.addWidget(self.party, 1)
        layout.addWidget(self.trade_button)
        layout.addWidget(self.settings_button)
        self.view: TurnView | None = None
        self._fix_heights()

    def _fix_heights(self) -> None:
        """One line, as high as its seat name in bold, for who takes the mouse and the party: always the same."""
        name = QFont(self.text.font())
        name.setBold(True)
        line = QFontMetrics(name).lineSpacing() + 2
        self.text.setFixedHeight(line)
        self.party.setFixedHeight(line)

    def sync(self, view: TurnView, party_text: str, show_text: bool = True) -> None:
        """Show ``view``; ``show_text`` False (one person plays every character) keeps only the buttons."""
        self.view = view
        for widget in (self.swatch, self.text):
            widget.setVisible(show_text)
        self.party.set_full_text(party_text)
        self.party.setToolTip(party_text)
        whole = " / ".join(part for part in (view.text if show_text else "", party_text) if part)
        self.setToolTip(whole)
        self.setAccessibleDescription(whole)
        if not show_text:
            self.setStyleSheet("")
            self.party.setVisible(bool(party_text))
            return
        colour = view.seat.colour if view.seat is not None else "#8f8673"
        self.swatch.setStyleSheet(f"background: {colour}; border-radius: 9px; border: 1px solid #101213;")
        tint = QColor(colour)
        tint.setAlpha(60)
        self.setStyleSheet(
            f"#handoffBanner {{ background: rgba({tint.red()},{tint.green()},{tint.blue()},60);"
            f" border-bottom: 2px solid {colour}; }}"
        )
        if view.seat is not None:
            name = html.escape(view.seat.name, quote=False)
            head = f'<span style="font-weight: bold; color: {colour};">▶ {name}</span>'
            rest = view.text[len(view.seat.name) :] if view.text.startswith(view.seat.name) else " · " + view.text
            self.text.set_turn(head, "▶ " + view.seat.name, rest)
        else:
            self.text.set_turn("", "", view.text)
        self.text.setAccessibleName(view.text)
        self.text.setToolTip(view.text)
        self.party.setVisible(True)  # empty, it keeps its line


class FrameOverlay(QWidget):
    """A coloured frame drawn round the whole table in the acting character's colour; :meth:`flash` fills it
    with a soft glow that fades. Transparent to the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("turnFrame")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.colour = QColor("#c9a45a")
        self._glow = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setDuration(700)
        self.animation.valueChanged.connect(self._on_value)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
                self.raise_()
        return False

    def set_colour(self, colour: str | None) -> None:
        self.setVisible(colour is not None)
        if colour is not None:
            self.colour = QColor(colour)
            self.raise_()
        self.update()

    def flash(self) -> None:
        """A soft glow that fades in 0.7 s (the turn passed)."""
        self.animation.stop()
        self.animation.setStartValue(1.0)
        self.animation.setEndValue(0.0)
        self.animation.start()

    @property
    def glow(self) -> float:
        return self._glow

    def _on_value(self, value: object) -> None:
        self._glow = float(value) if isinstance(value, int | float) else 0.0
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        r = QRectF(self.rect()).adjusted(FRAME_WIDTH / 2, FRAME_WIDTH / 2, -FRAME_WIDTH / 2, -FRAME_WIDTH / 2)
        if self._glow > 0:
            glow = QColor(self.colour)
            glow.setAlphaF(0.22 * self._glow)
            painter.fillRect(self.rect(), glow)
        painter.setPen(QPen(self.colour, FRAME_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(r)
        painter.end()


class CoopSettingsDialog(QDialog):
    """Player names per character, the hand-off banner, flash, sound and the Chronicler."""

    def __init__(self, session: GameSession, prefs: CoopPreferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Players at this table"))
        self.setObjectName("coopSettings")
        catalog, state = session.catalog, session.game.state
        layout = QVBoxLayout(self)
        # its own title in the app's dialog frame (theme.py): without one it blended into the table (nc12)
        title = QLabel(self.windowTitle())
        title.setObjectName("dialogTitle")
        title.setProperty("role", "heading")
        layout.addWidget(title)
        form = QFormLayout()
        self.names: dict[str, QLineEdit] = {}
        for c in state.order:
            if state.characters[c].dead:
                continue
            edit = QLineEdit(session.players.get(c, ""))
            edit.setPlaceholderText(tr("player's name (optional)"))
            edit.setObjectName(f"player:{c}")
            self.names[c] = edit
            form.addRow(catalog.characters[c].name, edit)
        layout.addLayout(form)
        self.banner = QCheckBox(tr("Show the hand-off banner (turn off when one person plays every character)"))
        self.banner.setChecked(prefs.banner)
        self.flash = QCheckBox(tr("Flash the window frame softly when the turn passes"))
        self.flash.setChecked(prefs.flash)
        self.sound = QCheckBox(tr("Play a short sound when the turn passes"))
        self.sound.setChecked(prefs.sound)
        for box in (self.banner, self.flash, self.sound):
            layout.addWidget(box)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Upkeep prompts (eating, Experience, cards) are answered by")))
        self.chronicler = QComboBox()
        self.chronicler.setObjectName("chronicler")
        self.chronicler.addItem(tr("each character's own player"), "")
        for c in self.names:
            self.chronicler.addItem(tr("the Chronicler: {name}'s player").format(name=catalog.characters[c].name), c)
        index = self.chronicler.findData(prefs.chronicler)
        self.chronicler.setCurrentIndex(max(index, 0))
        row.addWidget(self.chronicler)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def preferences(self) -> CoopPreferences:
        return CoopPreferences(
            self.banner.isChecked(),
            self.flash.isChecked(),
            self.sound.isChecked(),
            str(self.chronicler.currentData() or ""),
        )

    def players(self) -> dict[str, str]:
        return {c: e.text().strip() for c, e in self.names.items()}


class CoopController(QObject):
    """Pass-and-play for one table: banner, frame, join prompts, trades, party marks, seats after a claim.

    ``turn_passed(str)`` fires with the character id whenever the mouse should pass to another seat.
    """

    turn_passed = Signal(str)

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.table = table
        self.session = table.session
        state = self.session.game.state
        if not self.session.players and not self.session.colours:
            # a sheet from before seats travelled in it: take them from this machine's settings once
            players, colours = load_seating(state)
            self.session.players.update(players)
            self.session.colours.update(colours)
        self.prefs = load_coop_preferences(state)
        self.banner = HandoffBanner()
        self.banner.settings_requested.connect(self.open_settings)
        self.banner.trade_requested.connect(self.open_trade)
        self.frame = FrameOverlay(table)
        self._last_key: tuple[str, str] | None = None
        self._claim_owner: str | None = None
        self._said: tuple[str, str] | None = None  # the day bar's turn words and style, as last followed
        self._party_items: list[QGraphicsPathItem | QGraphicsSimpleTextItem] = []
        self._ground_items: list[GroundBadge] = []
        self.session.events_added.connect(self._on_events)
        self.tray_drag = TrayDrag(self)

    # ---------------------------------------------------------------- state

    @property
    def coop(self) -> bool:
        """Two or more characters at the table (a solo game shows no banner or frame)."""
        return len(self.session.game.state.characters) > 1

    def turn(self) -> TurnView:
        s = self.session
        return turn_view(s.game, s.catalog, s.players, s.colours, self.prefs.chronicler)

    def refresh(self) -> None:
        """Re-render after the table's own refresh: banner, frame, flash when the turn passed, party marks."""
        if self.table.action_panel.party_prompt != self.coop:
            self.table.action_panel.party_prompt = self.coop
            self.table.refresh()  # once: the action panel drops the party variants it listed
            return
        view = self.turn()
        game, catalog = self.session.game, self.session.catalog
        party = party_view(game, catalog, self.session.players, self.session.colours)
        if self.coop and self._last_key is not None and view.kind != "over" and self.table.held_for():
            # the last seat's result (a Victory panel, a Dream's last page, a card shown large) is still on the
            # stage: the banner, the frame and the day bar stay theirs, and the mouse passes when it is put away
            # (newcomer 12 saw the next seat's actions go live under it); at the game's end no seat is next
            if self._said is not None:
                self.table.day_bar.turn.setText(self._said[0])
                self.table.day_bar.turn.setStyleSheet(self._said[1])
            self._mark_party(party)
            self._mark_ground()
            return
        self.banner.sync(view, party.text if party is not None else "", self.prefs.banner)
        self.banner.setVisible(self.coop)
        if self.coop and view.seat is not None:
            self._follow(view)
        if self.coop:
            self._watch_trays()
        self.banner.trade_button.setVisible(self.coop)
        self.frame.set_colour(view.seat.colour if self.coop and view.seat is not None else None)
        pending = game.state.pending[0] if game.state.pending else None
        if pending is not None and pending.kind == "claim":
            self._claim_owner = pending.character
        if view.key != self._last_key:
            changed = self._last_key is not None and view.seat is not None
            self._last_key = view.key
            if changed and self.coop:
                if self.prefs.flash:
                    self.frame.flash()
                if self.prefs.sound:
                    QApplication.beep()
                self.turn_passed.emit(view.seat.character if view.seat is not None else "")
        self._mark_party(party)
        self._mark_ground()

    def _mark_party(self, party: PartyView | None) -> None:
        """Group the party's pawns on the map with a band in the leader's colour (S0 "Parties")."""
        scene = self.table.scene
        for item in self._party_items:
            if shiboken6.isValid(item) and item.scene() is scene:
                scene.removeItem(item)
        self._party_items = []
        members = party.members if party is not None else ()
        pawns = [scene.pawns[m.character] for m in members if m.character in scene.pawns]
        if len(pawns) < 2:
            return
        rect = pawns[0].sceneBoundingRect()
        for p in pawns[1:]:
            rect = rect.united(p.sceneBoundingRect())
        rect = rect.adjusted(-6, -6, 6, 6)
        path = QPainterPath()
        path.addRoundedRect(rect, 14, 14)
        band = QGraphicsPathItem(path)
        colour = QColor(members[0].colour)
        band.setPen(QPen(colour, 3, Qt.PenStyle.DashLine))
        fill = QColor(colour)
        fill.setAlpha(40)
        band.setBrush(QBrush(fill))
        band.setZValue(3.5)
        band.setToolTip(party.text if party is not None else tr("Party"))
        label = QGraphicsSimpleTextItem(tr("Party"))
        label.setBrush(QBrush(QColor("#f2e8cf")))
        label.setPos(rect.left() + 4, rect.bottom() + 1)
        label.setZValue(3.5)
        for item in (band, label):
            scene.addItem(item)
            self._party_items.append(item)

    def _mark_ground(self) -> None:
        """A badge on each location holding Items a fallen character left (S0 "Death"); clicking it opens the
        trade dialog at "The ground here" so someone on that location can pick them up."""
        scene = self.table.scene
        for badge in self._ground_items:
            if shiboken6.isValid(badge) and badge.scene() is scene:
                scene.removeItem(badge)
        self._ground_items = []
        s, catalog = self.session.game.state, self.session.catalog
        for placed in s.locations.values():
            card = scene.cards.get(placed.number)
            if not placed.items or card is None:
                continue
            names = [catalog.items[i].name if i in catalog.items else i for i in placed.items]
            here = [c for c in self.session.game.living() if s.characters[c].location == placed.number]
            badge = GroundBadge(len(names), partial(self._pick_up, here[0] if here else None))
            badge.setToolTip(
                tr("Left here by the fallen: {items}.").format(items=", ".join(names))
                + " "
                + (tr("Click to pick up.") if here else tr("Someone must stand here to pick them up."))
            )
            badge.setPos(card.pos() + QPointF(*GROUND_BADGE_AT))
            scene.addItem(badge)
            self._ground_items.append(badge)

    def _pick_up(self, who: str | None) -> None:
        from grail_desktop.ui.trade_dialog import GROUND

        if who is None:
            self.table.message.emit(tr("Items left here can be picked up by a character standing on this location."))
            return
        self.open_trade(GROUND, who)

    def _on_events(self, events: list[Event]) -> None:
        for e in events:
            if e.kind == "CharacterClaimed" and e.character and self._claim_owner:
                # the dead character's player takes up the claimed character (S0 "Death")
                s = self.session
                owner = self._claim_owner
                if owner in s.players:
                    s.players[e.character] = s.players[owner]
                if owner in s.colours:
                    s.colours[e.character] = s.colours[owner]
                s.seats_changed()  # the seats travel in the save sheet (issue 17)
                self._claim_owner = None
            elif e.kind == "PartyLeft":
                self.table.message.emit(e.text)

    # ---------------------------------------------------------------- routing actions

    def route(self, notation: str) -> bool:
        """Handle ``notation`` here when it needs the others' answer first (the join prompt). Returns True when
        handled (submitted or cancelled), False to let the table submit it as it is."""
        legal = self.session.legal_actions()
        if not self.coop or not wants_party_prompt(legal, notation):
            return False
        from grail_desktop.ui.party_prompt import JoinPrompt

        base, _members, _pay = split_notation(notation)
        prompt = JoinPrompt(self.session, base, self.table)
        if prompt.view is None:
            return False
        if prompt.exec() and prompt.chosen:
            self.session.submit(prompt.chosen)
        return True

    def _follow(self, view: TurnView) -> None:
        """The day bar and the trays follow whoever takes the mouse (in a party fight: the member whose
        Strategy phase it is; in a decision: the one it concerns), not only the day's acting character."""
        assert view.seat is not None
        who = view.seat.character
        # whole sentences through tr(), so the German bar does not read "Maelon Harrow acts" (nc12fix)
        if view.kind == "encounter":
            said = tr("{name}: Strategy phase").format(name=view.seat.name)
        elif view.kind == "reading":
            said = tr("{name} reads").format(name=view.seat.name)
        elif view.kind == "decision":
            said = tr("{name} answers").format(name=view.seat.name)
        else:
            said = tr("{turn} acts").format(turn=view.seat.name)
        style = f"font-weight: bold; color: {view.seat.colour};"
        self.table.day_bar.turn.setText(said)
        self.table.day_bar.turn.setStyleSheet(style)
        self._said = (said, style)  # kept while a result holds the table (:meth:`refresh`)
        trays = self.table.trays
        ids = list(trays.trays)
        state = self.session.game.state
        for index, c in enumerate(ids):
            text = trays.tabText(index).removeprefix("▶ ").removeprefix("✝ ")
            dead = c in state.characters and state.characters[c].dead
            trays.setTabText(index, ("✝ " if dead else "▶ " if c == who else "") + text)
            whole = trays.model.data(trays.model.index(index), Qt.ItemDataRole.ToolTipRole) or text
            # the whole name stays on hover: four tabs at 1280 shorten their names (issue 18)
            trays.setTabToolTip(index, tr("Fallen: what they carried lies where they died") if dead else str(whole))
        if who in ids:
            trays.setCurrentIndex(ids.index(who))

    def _watch_trays(self) -> None:
        """Drag a character's tray onto another character's tab to hand something over (the trade dialog opens
        with both chosen)."""
        trays = self.table.trays
        bar = trays.tabBar()
        bar.setAcceptDrops(True)
        bar.installEventFilter(self.tray_drag)
        for character, tray in trays.trays.items():
            tray.setProperty("coopCharacter", character)
            tray.installEventFilter(self.tray_drag)

    def open_trade(self, giver: str | None = None, receiver: str | None = None) -> None:
        from grail_desktop.ui.trade_dialog import TradeDialog

        if giver is None:
            view = self.turn()
            giver = view.seat.character if view.seat is not None else None
        dialog = TradeDialog(self.session, giver, self.table, receiver, confirm=self.giver_confirms)
        if not dialog.options:
            self.table.message.emit(tr("No trade is possible now: characters must share a location, outside actions."))
            return
        dialog.exec()

    def giver_confirms(self, giver: str, notation: str) -> bool:
        """Trades are made by the one who gives (rules-decisions.md "Parties"): in pass-and-play, when the giver
        is another player's character, that player confirms before anything changes hands."""
        if not self.coop:
            return True
        view = self.turn()
        players = self.session.players
        at_mouse = view.seat.character if view.seat is not None else None
        if at_mouse == giver or (
            at_mouse is not None and players.get(at_mouse) and players.get(at_mouse) == players.get(giver)
        ):
            return True
        from grail_desktop.app.describe import describe

        what, _cost = describe(notation, self.session.game, self.session.catalog)
        answer = QMessageBox.question(
            self.table,
            tr("The one who gives decides"),
            tr("Pass the mouse to {value}.\n\n{what}. Give it?").format(value=self.seat_of(giver), what=what),
        )
        return answer == QMessageBox.StandardButton.Yes

    def open_settings(self) -> None:
        from grail_desktop.ui.dialogs import give_back

        dialog = CoopSettingsDialog(self.session, self.prefs, self.table)
        accepted = dialog.exec()
        give_back(self.table)  # the keys work at once after it closes (issue 18)
        self.table.focus_stage()
        if not accepted:
            return
        self.prefs = dialog.preferences()
        save_coop_preferences(self.prefs, self.session.game.state)
        self.session.players.update(dialog.players())
        self.session.seats_changed()
        self.refresh()

    def seat_of(self, character: str) -> str:
        """The seat label of a character (``"Ceri Halen (Bea)"``)."""
        s = self.session
        return seat(s.catalog, character, s.players, s.colours).label


TRAY_MIME = "application/x-grail-giver"


class TrayDrag(QObject):
    """Event filter on the trays (drag source) and their tab bar (drop target): dropping one character's tray
    on another character's tab opens the trade dialog from the one to the other."""

    def __init__(self, controller: CoopController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._press: QPoint | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(watched, QTabBar):
            if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDragMoveEvent):
                if event.mimeData().hasFormat(TRAY_MIME):
                    event.acceptProposedAction()
                    return True
            elif kind == QEvent.Type.Drop and isinstance(event, QDropEvent) and event.mimeData().hasFormat(TRAY_MIME):
                giver = bytes(event.mimeData().data(TRAY_MIME).data()).decode()
                index = watched.tabAt(event.position().toPoint())
                ids = list(self.controller.table.trays.trays)
                if 0 <= index < len(ids) and ids[index] != giver:
                    event.acceptProposedAction()
                    self.controller.open_trade(giver, ids[index])
                    return True
            return False
        if not isinstance(watched, QWidget):
            return False
        if kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            self._press = event.position().toPoint()
        elif kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent) and self._press is not None:
            if (event.position().toPoint() - self._press).manhattanLength() >= QApplication.startDragDistance():
                self._press = None
                self.start(watched)
                return True
        elif kind == QEvent.Type.MouseButtonRelease:
            self._press = None
        return False

    def start(self, tray: QWidget) -> None:
        character = str(tray.property("coopCharacter") or "")
        if not character:
            return
        mime = QMimeData()
        mime.setData(TRAY_MIME, QByteArray(character.encode()))
        mime.setText(character)
        drag = QDrag(tray)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.CopyAction)


class GroundBadge(QGraphicsPathItem):
    """A small clickable badge: "⚒ n" Items left on a location by a fallen character."""

    def __init__(self, count: int, on_click: Callable[[], None]) -> None:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, 46, 22), 6, 6)
        super().__init__(path)
        self.on_click = on_click
        self.setBrush(QBrush(QColor("#6b4f2a")))
        self.setPen(QPen(QColor("#e6c77f"), 1.5))
        self.setZValue(6)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        label = QGraphicsSimpleTextItem(f"⚒ {count}", self)
        label.setBrush(QBrush(QColor("#f2e8cf")))
        label.setPos(7, 2)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.on_click()
