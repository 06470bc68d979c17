"""The scene of the encounter board (issue 9): layout, sync from the encounter view, selection, drag and
drop, keyboard, the roll animation and the Resolve overlay.

:meth:`BoardScene.sync` rebuilds every item from an :class:`~grail_desktop.app.encounter_view.EncounterView`
(idempotent). While a card is dragged every chain end where ``session.is_legal("play <card> on <chain>")``
glows, the nodes it would meet light up and the strike effects that would resolve are marked; an illegal
drop snaps back and the board says why (the encounter machine's reason, else ``session.why_not``).
Every change goes through ``session.submit(notation)`` (architecture.md "Qt side").
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyle,
    QToolTip,
    QWidget,
)

from grail_desktop.app.encounter_tips import die_name, escape_caption, roll_caption
from grail_desktop.app.encounter_view import (
    DIAL_ORDER,
    CardFace,
    EncounterView,
    EnemyView,
    encounter_reason,
    play_preview,
)
from grail_desktop.app.event_words import sentence_words
from grail_desktop.app.session import GameSession
from grail_desktop.app.tips import source_words
from grail_desktop.engine.core import Event
from grail_desktop.ui import dialogs
from grail_desktop.ui.board_faces import ENEMY_FACE_W, FACE_H, FACE_W
from grail_desktop.ui.card_lens import CardLens
from grail_desktop.ui.cards import DICE_COLOURS, font
from grail_desktop.ui.encounter_items import (
    DIE,
    DIE_COLOUR_WORDS,
    MUTED,
    PILE_H,
    PILE_W,
    TEXT,
    AreaItem,
    BannerItem,
    ButtonItem,
    ChainCardItem,
    ChainStripItem,
    DialItem,
    DieItem,
    DropSpotItem,
    EnemyItem,
    HandCardItem,
    OverlayItem,
    PileItem,
    StaticDie,
    TextItem,
)
from grail_desktop.ui.fonts import UI_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.widgets import retire_items

CHAIN_GAP = 6.0  # cards in a chain almost touch, so nodes and sockets visibly meet
CHAIN_ARROW_W = 34.0  # the gutter at each end of a scrolling chain's row, for its arrow
ROW_GAP = 12.0
HEADER_H = 84.0  # the status lines, the dial and Escape; the banner below them
BANNER = QRectF(0, 55, 0, 28)  # its width is the board's
TRAY_H = 108.0
#: The board's width before chains grow (scene units): the header, the dice tray and a row of four hand cards.
#: It fits the stage of a 1280 x 800 window at zoom 1 (the Text size), so the board is never drawn smaller;
#: longer chains and a larger hand widen or lengthen the board, which then scrolls (issue 18).
BOARD_W = 662.0
HAND_GAP = 8.0
HAND_LABEL_H = 20.0
MARGIN_X, MARGIN_Y = 10.0, 8.0  # room round the board for glows and the nodes on the cards' edges
FELT = QColor("#1b2023")


def resolve_steps(events: list[Event]) -> list[str]:
    """The lines of a Resolve phase, from the ResolvePhase event on (After effects, exhausted dice, dial)."""
    start = next((i for i, e in enumerate(events) if e.kind == "ResolvePhase"), None)
    if start is None:
        return []
    return [sentence_words(e.kind, e.text) for e in _resolve_events(events)]


def resolve_dial_turns(events: list[Event]) -> list[str | None]:
    """For each line of :func:`resolve_steps`, the colour the dial turns to there (``None`` on other lines): the
    board turns its dial from the event's data, never from the line's words (they are in the interface
    language)."""
    return [str(e.get("dial")) if e.kind == "DialTurned" else None for e in _resolve_events(events)]


def resolve_round_starts(events: list[Event]) -> list[int | None]:
    """For each line of :func:`resolve_steps`, the round that begins there (``None`` on other lines), from the
    event's data: the board's round turns when the steps say the next round begins (issue 18)."""
    return [int(e.get("round") or 0) or None if e.kind == "TurnStarted" else None for e in _resolve_events(events)]


def _resolve_events(events: list[Event]) -> list[Event]:
    start = next((i for i, e in enumerate(events) if e.kind == "ResolvePhase"), None)
    if start is None:
        return []
    skip = {"CardsReturned", "DeckShuffled"}
    return [e for e in events[start:] if e.text and e.kind not in skip]


def exhausted_dice_fit(count: int, width: float, height: float) -> tuple[float, int]:
    """(die size, dice a row) so ``count`` dice, 2 units apart, fit ``width`` × ``height`` (scene units): 20
    units as long as they fit, smaller for many (6 at the least)."""
    size = 20.0
    while size > 6.0:
        pitch = size + 2
        per_row, rows = max(1, int((width + 2) // pitch)), int((height + 2) // pitch)
        if rows >= 1 and per_row * rows >= count:
            return size, per_row
        size -= 1.0
    return size, max(1, int((width + 2) // (size + 2)))


class BoardScene(QGraphicsScene):
    """The scene of one encounter. ``message(str)`` carries reasons and hints for the player;
    ``finished()`` fires when the player leaves the outcome of an ended encounter."""

    message = Signal(str)
    finished = Signal()
    #: what the card lens shows changed (:meth:`lens_subject`; ui/card_lens.py)
    lens_changed = Signal()

    def __init__(self, session: GameSession, colour_blind: bool = False, animation_speed: int = 1) -> None:
        super().__init__()
        self._retired: list[QGraphicsItem] = []
        self.hovered: CardFace | EnemyView | None = None
        self.hovered_at: QRectF | None = None  # the hovered item's rect (scene units)
        self.card_dragging = False
        self.session = session
        self.colour_blind = colour_blind
        self.animation_speed = animation_speed
        self.setBackgroundBrush(FELT)
        self.view_model: EncounterView | None = None
        self.ended = False
        self.banner = ""
        self.selected_card: str | None = None
        self.selected_die: tuple[str, int] | None = None  # ("pool", colour index) or ("active", die number)
        self.focus_target: int | None = None
        self.preview_card: str | None = None
        self.preview: tuple[frozenset[str], tuple[int, ...]] | None = None
        self.rolling_frame: int | None = None
        self.drag_refused = False  # the dragged card hovers over a chain where it cannot be played
        self.overlay_title = ""
        #: the one button out of an ended encounter, named for where it leads (the table sets it)
        self.leave_label = tr("Back to the map (Enter)")
        self.overlay_lines: list[str] = []
        self.overlay_button: str | None = None  # the overlay's button when not "Continue" (show_steps)
        self.overlay_rounds: list[int | None] = []  # the round beginning at each line (resolve_round_starts)
        self.overlay_round: int | None = None  # the round the steps resolve
        self.overlay_turns: list[str | None] = []
        self.overlay_shown = 0
        self.dial_from: str | None = None
        self.status_item: TextItem | None = None  # the header's round and phase lines
        self.enemies: dict[int, EnemyItem] = {}
        self.chains: dict[int, list[ChainCardItem]] = {}
        self.spots: dict[int, DropSpotItem] = {}
        self.hand: list[HandCardItem] = []
        self.pool: list[DieItem] = []
        self.active: list[DieItem] = []
        self.deck_item: PileItem | None = None
        self.discard_item: PileItem | None = None
        self.active_area: AreaItem | None = None
        self.dial_item: DialItem | None = None
        self.roll_button: ButtonItem | None = None
        self.escape_button: ButtonItem | None = None
        self.overlay: OverlayItem | None = None
        #: per chain: (its length, how far it is scrolled left) while the player looks back along it
        self.chain_scroll: dict[int, tuple[int, float]] = {}
        #: the width the board view shows (scene units; BoardView.fit sets it): the chains may reach that far
        self.stage_width = BOARD_W
        self._bottom = 0.0  # the lowest the board has reached in this fight (scene units; :meth:`sync`)
        self._roll_timer = QTimer(self)
        self._roll_timer.timeout.connect(self._roll_tick)
        self._step_timer = QTimer(self)
        self._step_timer.timeout.connect(self._step_tick)
        self._dial_anim: QVariantAnimation | None = None

    # ---------------------------------------------------------------- state

    @property
    def interactive(self) -> bool:
        return self.view_model is not None and not self.ended

    @property
    def discarding(self) -> str | None:
        """The character who owes discards now (cards are then clicked to discard), else None."""
        v = self.view_model
        if v is None or self.ended:
            return None
        owing = next((m for m in v.members if m.character == v.acting), None)
        return owing.character if owing is not None and owing.pending_discards else None

    def why(self, notation: str) -> str:
        """Why ``notation`` is refused: the encounter machine's own words (they name the nodes, the dial's
        colour …), else the session's answer (``session.why_not``)."""
        return self.reason(notation) or self.session.why_not(notation) or tr("not possible right now")

    def reason(self, notation: str) -> str:
        """The machine's reason why ``notation`` is not legal now (cheap: no copy of the game)."""
        return encounter_reason(self.session.game, notation) or ""

    def dial_note(self, colour: str) -> str:
        """Whether a ``colour`` die counts under the dial now and after the dial turns (S2: only dice of the
        dial's colour can be applied, unless any colour applies; the dial turns red → blue → gold after every
        round). Shown on the dice (issue 19: combat rules visible before they bite)."""
        v = self.view_model
        if v is None:
            return ""
        if v.any_colour:
            return tr("Any colour applies now.")
        turn = {"red": "blue", "blue": "gold", "gold": "red"}
        shown = tr(DIE_COLOUR_WORDS.get(v.dial, v.dial))
        later = turn.get(v.dial, "")
        if colour == v.dial:
            now = tr("Under the dial it counts now")
        else:
            now = tr("Under the dial it does not count now (the dial shows {colour})").format(colour=shown)
        if colour == later:
            nxt = tr("it counts after the dial turns")
        else:
            nxt = tr("after the dial turns it shows {colour}").format(colour=tr(DIE_COLOUR_WORDS.get(later, later)))
        return f"{now}; {nxt}."

    def labels_hits(self) -> str:
        return tr(self.view_model.labels.hits) if self.view_model is not None else tr("hits")

    def hand_member_index(self) -> int:
        v = self.view_model
        assert v is not None
        return next((i for i, m in enumerate(v.members) if m.character == v.acting), v.current)

    # ---------------------------------------------------------------- sync

    def sync(self, view: EncounterView | None) -> None:
        """Rebuild every item from ``view`` (idempotent). ``None`` (the encounter has ended) keeps the last
        board, without interaction, under the outcome overlay."""
        if view is None:
            if self.view_model is None:
                return
            self.ended = True
            view = self.view_model
        else:
            self.ended = False
        if self.banner and (self.ended or getattr(self, "_banner_at", None) != self._banner_key(view)):
            self.banner = ""  # the reason no longer applies (an action was taken or undone, the step moved on)
        self.view_model = view
        self._remove_items()
        hand_index = self.hand_member_index()
        hand_member = view.members[hand_index]
        if self.selected_card not in {c.id for c in hand_member.hand}:
            self.selected_card = None
        self._build_header(view)
        y = HEADER_H
        width = self.chain_width()
        colours = {m.character: m.colour for m in view.members}
        for enemy in view.enemies:
            item = EnemyItem(self, enemy)
            item.setPos(0, y)
            self.addItem(item)
            self.enemies[enemy.number] = item
            # the chain scrolls inside its own row (ChainStripItem); the board keeps its width (issue 18). A row
            # that scrolls keeps a gutter at each end for its arrows, so they cover neither a card nor the enemy
            room, gutter = self._row_room(len(enemy.chain))
            left = ENEMY_FACE_W + CHAIN_GAP + gutter
            strip = ChainStripItem(
                self,
                QRectF(left - CHAIN_GAP / 2, y - 10, room + (CHAIN_GAP if gutter else 20), FACE_H + 20),
                enemy.number,
            )
            self.addItem(strip)
            offset = self._chain_offset(enemy.number, len(enemy.chain), room)
            x = left - offset
            cards: list[ChainCardItem] = []
            for face in enemy.chain:
                card = ChainCardItem(self, face, colours.get(face.owner) if len(view.members) > 1 else None)
                card.setParentItem(strip)
                card.setPos(x, y)
                cards.append(card)
                x += FACE_W + CHAIN_GAP
            self.chains[enemy.number] = cards
            spot = DropSpotItem(self, enemy.number, enemy.end_name, enemy.end_nodes, enemy.name)
            spot.setParentItem(strip)
            spot.setPos(x, y)
            self.spots[enemy.number] = spot
            self._chain_arrows(enemy.number, strip.rect, offset, len(enemy.chain), room)
            y += FACE_H + ROW_GAP
        y = self._build_tray(view, y)
        self.design_height = y + HAND_LABEL_H + FACE_H  # with one row of hand cards, whatever the hand holds
        bottom = self._build_hand(view, hand_index, y + HAND_LABEL_H)
        self._apply_selection()
        if self.overlay_lines:
            bottom = max(bottom, self._build_overlay().bottom())  # the board scrolls to a tall overlay's end
        # never shorter during a fight: a hand that shrinks (or an outcome put away) would pull a board scrolled to
        # its foot up under the pointer (issue 18)
        self._bottom = max(bottom, self._bottom)
        self.setSceneRect(QRectF(-MARGIN_X, -MARGIN_Y, width + 2 * MARGIN_X, self._bottom + 2 * MARGIN_Y))

    def chain_width(self) -> float:
        """How far right the chains reach (scene units): the board's design width, or the stage's visible width
        when it is wider (a large window shows more of a long chain before it scrolls in its row)."""
        return max(BOARD_W, self.stage_width)

    @staticmethod
    def _chain_room(cards: int) -> float:
        """The width a chain of ``cards`` and its drop spot take (scene units)."""
        return cards * (FACE_W + CHAIN_GAP) + FACE_W

    def _row_room(self, cards: int) -> tuple[float, float]:
        """``(room, gutter)``: the width a chain of ``cards`` shows its cards in, and the gutter kept at each end of
        its row for the scroll arrows (0 when the whole chain fits; scene units)."""
        room = self.chain_width() - ENEMY_FACE_W - CHAIN_GAP
        if self._chain_room(cards) <= room:
            return room, 0.0
        return room - 2 * CHAIN_ARROW_W, CHAIN_ARROW_W

    @staticmethod
    def _most_offset(cards: int, room: float) -> float:
        """How far a chain of ``cards`` scrolls left at most: by whole cards, so no card is shown cut at the row's
        left end (its arrow says how many are out of sight)."""
        over = BoardScene._chain_room(cards) - room
        if over <= 0:
            return 0.0
        step = FACE_W + CHAIN_GAP
        return math.ceil(over / step - 0.01) * step

    def _chain_offset(self, chain: int, cards: int, room: float) -> float:
        """How far chain ``chain`` is scrolled left: its newest card and drop spot in sight, unless the player
        scrolled it back (kept until the chain grows)."""
        most = self._most_offset(cards, room)
        kept = self.chain_scroll.get(chain)
        if kept is None or kept[0] != cards:
            self.chain_scroll[chain] = (cards, most)
            return most
        return max(0.0, min(most, kept[1]))

    def scroll_chain(self, chain: int, step: int) -> bool:
        """Scroll chain ``chain`` by one card (``step`` -1 back to older cards, +1 on to the newest); False when it
        is already at that end."""
        v = self.view_model
        if v is None or not 1 <= chain <= len(v.enemies):
            return False
        cards = len(v.enemies[chain - 1].chain)
        room, _gutter = self._row_room(cards)
        now = self._chain_offset(chain, cards, room)
        most = self._most_offset(cards, room)
        new = max(0.0, min(most, now + step * (FACE_W + CHAIN_GAP)))
        if new == now:
            return False
        self.chain_scroll[chain] = (cards, new)
        self.sync(None if self.ended else v)
        return True

    def _chain_arrows(self, chain: int, rect: QRectF, offset: float, cards: int, room: float) -> None:
        """The arrows on a scrolled chain's row: back to its older cards, on to its newest."""
        hidden = math.ceil(offset / (FACE_W + CHAIN_GAP) - 0.01)

        def back() -> None:
            self.scroll_chain(chain, -1)

        def on() -> None:
            self.scroll_chain(chain, 1)

        if offset > 0:
            back_button = ButtonItem(
                self,
                QRectF(rect.left() - CHAIN_ARROW_W, rect.center().y() - 22, CHAIN_ARROW_W - 4, 44),
                "‹ " + str(hidden),
                back,
                tooltip=tr("%n earlier card(s) of this chain: click or use the wheel to see them.", None, hidden),
            )
            back_button.setZValue(40)
            self.addItem(back_button)
        if offset < self._most_offset(cards, room) - 0.5:
            on_button = ButtonItem(
                self,
                QRectF(rect.right() + 4, rect.center().y() - 22, CHAIN_ARROW_W - 4, 44),
                "›",
                on,
                tooltip=tr("On to the newest card of this chain and its free place."),
            )
            on_button.setZValue(40)
            self.addItem(on_button)

    def design_size(self) -> tuple[float, float]:
        """The board's size before chains grow and with one row of hand cards (scene units, margins included):
        the board view scales to this, so the scale holds still while the fight goes on (issue 18)."""
        return BOARD_W + 2 * MARGIN_X, getattr(self, "design_height", 600.0) + 2 * MARGIN_Y

    # ---------------------------------------------------------------- the card lens (issue 18)

    def hover(self, subject: CardFace | EnemyView, at: QRectF) -> None:
        """The pointer is over ``subject``'s item at ``at`` (scene rect)."""
        self.hovered, self.hovered_at = subject, QRectF(at)
        self.lens_changed.emit()

    def unhover(self, subject: CardFace | EnemyView) -> None:
        if self.hovered is subject:
            self.hovered, self.hovered_at = None, None
            self.lens_changed.emit()

    def lens_subject(self) -> CardFace | EnemyView | None:
        """What the lens shows: the card or enemy under the pointer, else the hand card selected with the
        keyboard; nothing while a card is dragged (the glowing places must stay in sight)."""
        if self.card_dragging or self.view_model is None:
            return None
        if self.hovered is not None:
            return self.hovered
        selected = next((c for c in self.hand if c.face.id == self.selected_card), None)
        return selected.face if selected is not None else None

    def lens_anchor(self) -> QRectF | None:
        """Where the lens's subject is on the board (scene rect), so the lens keeps away from it."""
        if self.hovered is not None:
            return self.hovered_at
        selected = next((c for c in self.hand if c.face.id == self.selected_card), None)
        return selected.sceneBoundingRect() if selected is not None else None

    def lens_keep_clear(self) -> list[QRectF]:
        """What the lens keeps off (scene rects): the dial and the enemies, read while a card is chosen."""
        items = [self.dial_item, *self.enemies.values()]
        return [item.mapRectToScene(item.rect) for item in items if item is not None]

    @staticmethod
    def round_title(view: EncounterView, round_number: int) -> str:
        """The header's first line: the deck kind and the round."""
        return tr("{kind} · Round {round}").format(kind=tr(view.labels.kind).upper(), round=round_number)

    def shown_round(self, view: EncounterView) -> int:
        """The round the header names: while Resolve steps in which a round begins are shown, the round of the
        newest such line revealed (the resolved round before it), else the encounter's round."""
        if not self.overlay_lines or not any(self.overlay_rounds):
            return view.round
        begun = [r for r in self.overlay_rounds[: self.overlay_shown] if r]
        return begun[-1] if begun else (self.overlay_round or view.round)

    def _dial_turn_pending(self) -> bool:
        """True while a "The dial turns …" step of the overlay is not revealed yet."""
        return any(self._dial_turn(i) for i in range(self.overlay_shown, len(self.overlay_lines)))

    def _dial_turn(self, index: int) -> str | None:
        """The colour the dial turns to at overlay line ``index``, or ``None``."""
        if index < len(self.overlay_turns) and self.overlay_turns[index]:
            return self.overlay_turns[index]
        line = self.overlay_lines[index] if index < len(self.overlay_lines) else ""
        if line.startswith("The dial turns"):  # an English line with no data (an older caller)
            return next((c for c in DIAL_ORDER if line.rstrip(".").endswith(c)), None)
        return None

    def _remove_items(self) -> None:
        """Take every item off the board (destroyed once the current event has been handled) and forget them."""
        retire_items(self, self._retired)
        self.hovered = self.hovered_at = None
        self.enemies.clear()
        self.chains.clear()
        self.spots.clear()
        self.hand.clear()
        self.pool.clear()
        self.active.clear()
        self.overlay = None
        self.deck_item = self.discard_item = None
        self.active_area = None
        self.dial_item = None
        self.roll_button = self.escape_button = None

    def _build_header(self, view: EncounterView) -> None:
        member = view.member
        pips = "".join("●" if i < view.phase else "○" for i in range(member.strategy))
        step = {
            "strike": tr("Strike step: draw or play a card (or commit dice)"),
            "commit": tr("Commit step: commit dice, then roll"),
            "apply": tr("Apply step: apply hit dice, then end the phase or resolve"),
            "discard": tr("Discard down to the hand limit"),
            "ended": tr("The encounter has ended"),
        }.get(view.step, view.step)
        if view.step != "ended" and view.enemies and all(e.defeated for e in view.enemies):
            step = tr("Every enemy is defeated: Resolve to win the fight")  # not "Commit step" (newcomer 6)
        if view.reward_offer:
            step = tr("{enemy} is defeated: take or skip the instant rewards").format(
                enemy=view.reward_enemy or tr("The enemy")
            )
        elif self.discarding:
            who = next(m.name for m in view.members if m.character == self.discarding)
            owed = next(m.pending_discards for m in view.members if m.character == self.discarding)
            step = tr("{name} must discard %n card(s): click a card in hand", None, owed).format(name=who)
        # the round the board shows goes with the Resolve steps: it names the round they tell of until they say
        # the next one begins (issue 18: the header ran ahead of, or lagged behind, the summary)
        title = self.round_title(view, self.shown_round(view))
        line1 = tr("{name} — Strategy phase {phase} of {phases}").format(
            name=member.name, phase=view.phase, phases=member.strategy
        )
        line1 += f"  {pips}"
        if member.block:
            line1 += "  · " + tr("Block {n}").format(n=member.block)
        if view.any_colour:
            line1 += "  · " + tr("any colour applies")
        if len(view.members) > 1:
            others = [f"{m.name} ({m.left})" for m in view.members if m.left]
            if others:
                line1 += "  · " + tr("left: {names}").format(names=", ".join(others))
        status = TextItem(
            self,
            QRectF(0, 0, 362, 54),
            [
                (title, font(UI_FAMILY, 11, bold=True), QColor("#f0c46a")),
                (line1, font(UI_FAMILY, 9.5, bold=True), TEXT),
                (step, font(UI_FAMILY, 9.5), MUTED),
            ],
        )
        status.setToolTip(
            line1
            + "\n"
            + step
            + "\n"
            + tr("Started by {value}.").format(value=source_words(self.session.catalog, view.source))
        )
        self.addItem(status)
        self.status_item = status
        # while the Resolve steps are still being revealed the dial shows where it was, then turns
        dial = DialItem(self, self.dial_from if self._dial_turn_pending() and self.dial_from else view.dial)
        dial.setPos(402, 28)
        self.addItem(dial)
        self.dial_item = dial
        legal = view.is_legal("escape") and not self.ended
        self.escape_button = ButtonItem(
            self,
            QRectF(BOARD_W - 148, 1, 148, 53),  # four lines of its 8 pt words, above the banner at 55
            escape_caption(
                view.escape_cost,
                won=bool(view.enemies) and all(e.defeated for e in view.enemies),
                extra=view.escape_extra,
                pays=view.escape_pays,
            ),
            self.ask_escape,
            enabled=legal,
            tooltip=(
                " ".join(
                    [
                        tr("Pay the escape cost of every enemy still standing and leave the encounter."),
                        *(f"{why}." for why in view.escape_extra_why),
                    ]
                )
                if legal
                else tr("Escape is not possible now: {escape_why}").format(escape_why=view.escape_why)
            ),
        )
        self.addItem(self.escape_button)
        if self.banner:
            self.addItem(BannerItem(self, BANNER.adjusted(0, 0, BOARD_W, 0), self.banner))

    def _build_tray(self, view: EncounterView, y: float) -> float:
        member = view.member
        pool_box = AreaItem(self, QRectF(0, y, 230, TRAY_H), tr("Pool"), tr("click to commit"))
        self.addItem(pool_box)
        for col, (colour, count) in enumerate(member.pool):
            label = TextItem(
                self,
                QRectF(8 + col * 74, y + 21, 72, 16),
                [(f"{tr(DIE_COLOUR_WORDS[colour])} × {count}", font(UI_FAMILY, 8.5, bold=True), DICE_COLOURS[colour])],
            )
            self.addItem(label)
            for i in range(count):
                die = DieItem(self, colour, None)
                die.place(QPointF(8 + col * 74 + (i % 2) * (DIE + 2), y + 38 + (i // 2) * (DIE + 2)))
                self.addItem(die)
                self.pool.append(die)
        note = tr("roll, then drag a hit onto an enemy") if view.step != "apply" else tr("drag a hit onto an enemy")
        self.active_area = AreaItem(self, QRectF(238, y, 240, TRAY_H), tr("Active dice"), "")
        self.active_area.setToolTip(tr("Active dice: {note}.").format(note=note))
        self.addItem(self.active_area)
        for i, d in enumerate(member.active):
            die = DieItem(self, d.colour, d)
            die.place(QPointF(250 + (i % 5) * (DIE + 10), y + 26 + (i // 5) * (DIE + 12)))
            self.addItem(die)
            self.active.append(die)
        can_roll = view.is_legal("roll") and not self.ended
        unrolled = sum(1 for d in member.active if not d.applied) if can_roll else 0
        self.roll_button = ButtonItem(
            self,
            QRectF(486, y, BOARD_W - 486, 52),
            roll_caption(can_roll, unrolled),
            self.roll,
            enabled=can_roll,
            primary=can_roll and unrolled > 0,
            tooltip=(
                tr("Roll every unapplied die in the active area.")
                if unrolled
                else tr("No die is committed: this goes on to the Apply step without a roll.")
            )
            if can_roll
            else tr("Not now: {value}").format(value=self.reason("roll")),
        )
        self.addItem(self.roll_button)
        tired = ", ".join(f"{n} {c}" for c, n in member.exhausted if n) or tr("none")
        count = sum(n for _c, n in member.exhausted)
        # the count in the title (the colours were cut: "Exhausted: 2 red, 2 blu…"; issue 18): the box draws each
        # die in its colour (with its letter for colour-blind players) and its tooltip names them
        title = tr("Exhausted dice: {n}").format(n=count) if count else tr("Exhausted: none")
        box = AreaItem(self, QRectF(486, y + 60, BOARD_W - 486, TRAY_H - 60), title, "")
        box.setToolTip(tr("Exhausted dice: {tired}. They are out until an effect refreshes them.").format(tired=tired))
        self.addItem(box)
        # One die drawn per exhausted die, side by side (overlapped, two red read as one), smaller when many must
        # fit inside the box (a newcomer saw them spill below it; issue 18).
        tired_dice = [colour for colour, count in member.exhausted for _ in range(count)]
        size, per_row = exhausted_dice_fit(len(tired_dice), BOARD_W - 498 - 4, TRAY_H - 84 - 2)
        for k, colour in enumerate(tired_dice):
            tired_die = StaticDie(self, colour)
            tired_die.setScale(size / 20)
            tired_die.setPos(498 + (k % per_row) * (size + 2), y + 84 + (k // per_row) * (size + 2))
            self.addItem(tired_die)
        return y + TRAY_H

    def _build_hand(self, view: EncounterView, hand_index: int, y: float) -> float:
        """The piles and the hand from ``y`` down, four cards a row; returns the bottom of the last row."""
        member = view.members[hand_index]
        can_draw = view.is_legal("draw") and not self.ended
        deck = PileItem(
            self,
            tr(view.labels.kind),
            member.deck,
            can_draw,
            tr("{name}'s {deck}: %n card(s) left to draw.", None, member.deck).format(
                name=member.name, deck=tr(view.labels.deck)
            )
            + " "
            + (tr("Click to draw (a strike), or press N.") if can_draw else ""),
        )
        deck.setPos(0, y)
        self.addItem(deck)
        self.deck_item = deck
        discard = PileItem(
            self,
            tr("Discard"),
            member.discard,
            False,
            tr("Discard pile: %n card(s).", None, member.discard),
        )
        discard.setPos(0, y + FACE_H - PILE_H)
        self.addItem(discard)
        self.discard_item = discard
        left = PILE_W + HAND_GAP
        label = tr("{name}'s hand ({n})").format(name=member.name, n=len(member.hand))
        self.addItem(
            TextItem(self, QRectF(left, y - HAND_LABEL_H, 400, 18), [(label, font(UI_FAMILY, 9, bold=True), MUTED)])
        )
        per_row = max(1, int((BOARD_W - left + HAND_GAP) // (FACE_W + HAND_GAP)))
        bottom = y + FACE_H
        for number, face in enumerate(member.hand, start=1):
            row, col = divmod(number - 1, per_row)
            card = HandCardItem(self, face, number)
            card.playable = any(f"play {face.id} on {e.number}" in view.legal for e in view.enemies)
            card.place(QPointF(left + col * (FACE_W + HAND_GAP), y + row * (FACE_H + HAND_GAP)))
            card.setZValue(20 + number)
            self.addItem(card)
            self.hand.append(card)
            bottom = y + row * (FACE_H + HAND_GAP) + FACE_H
        return bottom

    def _seen_rect(self) -> QRectF | None:
        """The part of the board the view shows now (scene units), or None without a shown view."""
        views = [view for view in self.views() if view.isVisible() and view.viewport().width() > 10]
        if not views:
            return None
        view = views[0]
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def overlay_rect(self) -> QRectF:
        """Where the Resolve steps or the outcome go (scene units): over the chains, below the header (the dial and
        Escape stay in sight), inside the part of the board in sight: the board never scrolls to its outcome, so
        nothing moves under the pointer (issue 18, newcomer 12: the board scrolled back by itself at Victory). As
        tall as all its lines need (a long outcome's last lines were cut off), 300 at least where there is room."""
        width = BOARD_W - 60
        seen = self._seen_rect()
        if seen is None:
            return QRectF(30, BANNER.y(), width, max(300.0, OverlayItem.height_for(self.overlay_lines, width)))
        width = max(300.0, min(width, seen.width() - 16))
        need = OverlayItem.height_for(self.overlay_lines, width)
        floor = max(BANNER.y(), seen.top() + 8)
        room = seen.bottom() - 8 - floor
        height = max(min(300.0, room), need)
        # lines that need more than the room below the header rise over it; taller than all in sight, its top
        # (and its button) stays in sight and the rest is scrolled to
        top = floor if height <= room else max(seen.top() + 8, seen.bottom() - 8 - height)
        left = max(seen.left() + 8, min(30.0, seen.right() - 8 - width))
        return QRectF(left, top, width, height)

    def _build_overlay(self) -> QRectF:
        rect = self.overlay_rect()
        self.overlay = OverlayItem(self, rect, self.overlay_title, self.overlay_lines, self.overlay_shown)
        self.addItem(self.overlay)
        done = self.overlay_shown >= len(self.overlay_lines)
        label = self.leave_label if self.ended else (self.overlay_button or tr("Continue (Enter)"))
        button = ButtonItem(
            self, QRectF(rect.right() - 224, rect.top() + 9, 210, 32), label, self.dismiss_overlay, primary=done
        )
        button.setZValue(201)
        self.addItem(button)
        return rect

    # ---------------------------------------------------------------- selection and highlights

    def _apply_selection(self) -> None:
        v = self.view_model
        for card in self.hand:
            card.selected = card.face.id == self.selected_card
        for spot in self.spots.values():
            spot.legal = False
            spot.focused = False
        for enemy in self.enemies.values():
            enemy.target = False
        for die in self.pool + self.active:
            die.selected = False
        self.lens_changed.emit()  # the lens follows the selected hand card
        if v is None or self.ended:
            return
        if self.selected_card is not None:
            for n, spot in self.spots.items():
                spot.legal = self.session.is_legal(f"play {self.selected_card} on {n}")
                spot.focused = n == self.focus_target
        selected = self.selected_die_item()
        if selected is not None:
            selected.selected = True
            if selected.die is not None:
                for n in selected.die.targets:
                    self.enemies[n].target = True
            elif self.active_area is not None:
                self.active_area.glow = True
        for item in self.items():
            item.update()

    def selected_die_item(self) -> DieItem | None:
        if self.selected_die is None:
            return None
        kind, n = self.selected_die
        if kind == "pool":
            return self.pool[n] if n < len(self.pool) else None
        return next((d for d in self.active if d.die is not None and d.die.number == n), None)

    def _clear_preview(self) -> None:
        self.preview_card = None
        self.preview = None
        for enemy in self.enemies.values():
            enemy.lit = frozenset()
        for cards in self.chains.values():
            for c in cards:
                c.lit = frozenset()

    def _show_preview(self, card: CardFace, chain: int | None) -> None:
        self._clear_preview()
        v = self.view_model
        if chain is None or v is None or not self.session.is_legal(f"play {card.id} on {chain}"):
            return
        enemy = v.enemies[chain - 1]
        matched, resolving = play_preview(card, enemy.end_nodes)
        self.preview_card, self.preview = card.id, (matched, resolving)
        lit = frozenset(p for p in enemy.end_nodes if p in matched)
        if self.chains[chain]:
            self.chains[chain][-1].lit = lit
        else:
            self.enemies[chain].lit = lit

    def _chain_at(self, where: QPointF) -> int | None:
        """The chain whose row holds ``where`` (a drop anywhere on a row means its chain's end)."""
        for n, spot in self.spots.items():
            row = QRectF(0, spot.scenePos().y() - 6, max(spot.scenePos().x() + FACE_W + 40, 1), FACE_H + 12)
            if row.contains(where):
                return n
        return None

    def _banner_key(self, view: EncounterView) -> tuple[int, int, str, int]:
        """What a banner is said for: the round, phase and step, and the action log's length (any action taken or
        undone, from the board or the action panel, makes it stale; issue 18)."""
        return (view.round, view.phase, view.step, len(self.session.game.state.action_log))

    def set_banner(self, text: str) -> None:
        """Show ``text`` on the board (a reason or a hint) and emit it as a message. It stays only while the
        fight is at the same round, phase and step (issue 19: a stale reason was left up into the victory)."""
        self.banner = text
        v = self.view_model
        self._banner_at = self._banner_key(v) if v is not None else None
        self.message.emit(text)
        for item in list(self.items()):
            if isinstance(item, BannerItem):
                self.removeItem(item)
        if text:
            self.addItem(BannerItem(self, BANNER.adjusted(0, 0, BOARD_W, 0), text))

    # ---------------------------------------------------------------- submitting

    def submit(self, notation: str) -> bool:
        """Send ``notation`` to the session; on refusal show the reason."""
        if not self.interactive:
            return False
        self.banner = ""
        self.overlay_lines = []
        self.overlay_button = None
        self._step_timer.stop()
        self.selected_card = None
        self.selected_die = None
        self.focus_target = None
        self._clear_preview()
        return self.session.submit(notation)  # a refusal arrives through action_rejected

    def _try(self, notation: str) -> bool:
        """Submit when legal; otherwise show why (without submitting)."""
        if not self.interactive:
            return False
        if self.session.is_legal(notation):
            return self.submit(notation)
        self.set_banner(tr("Not possible: {value}").format(value=self.why(notation)))
        return False

    def draw(self) -> None:
        self._try("draw")

    def roll(self) -> None:
        if self._try("roll"):
            self.start_roll_animation()

    def ask_escape(self) -> None:
        v = self.view_model
        if v is None or not self.interactive:
            return
        if not v.is_legal("escape"):
            self.set_banner(tr("Escape is not possible now: {value}").format(value=v.escape_why or self.why("escape")))
            return
        cost = "; ".join(part for part in (", ".join(v.escape_cost), *v.escape_extra_why) if part) or tr("nothing")
        if v.escape_pays:  # the price paid first, then why it is not the printed one (as the button and its tip)
            cost = tr("{pays} in all (the enemies ask {printed}; {why})").format(
                pays=v.escape_pays, printed=", ".join(v.escape_cost) or tr("nothing"), why="; ".join(v.escape_extra_why)
            )
        views = self.views()
        agreed = dialogs.ask(
            views[0] if views else None,
            tr("Escape?"),
            tr("Escape the encounter? You pay: {cost}.").format(cost=cost),
            tr("Escape"),
            tr("Stay and fight"),
        )
        if views:
            views[0].setFocus()  # the keyboard stays on the board after the question
        if agreed:
            self.submit("escape")

    # ---------------------------------------------------------------- cards

    def click_card(self, card: str) -> None:
        if not self.interactive:
            return
        if self.discarding is not None:
            self._try(f"discard-card {card}")
            return
        self.selected_die = None
        self.selected_card = None if self.selected_card == card else card
        self.focus_target = None
        if self.selected_card is not None:
            chains = self.legal_chains(card)
            self.focus_target = chains[0] if chains else None
            if not chains:
                first = next(iter(self.spots), 1)
                self.set_banner(tr("Not playable now: {value}").format(value=self.why(f"play {card} on {first}")))
        self._apply_selection()
        self._preview_focus()

    def legal_chains(self, card: str) -> list[int]:
        return [n for n in self.spots if self.session.is_legal(f"play {card} on {n}")]

    def click_spot(self, chain: int) -> None:
        if self.selected_card is not None:
            self._try(f"play {self.selected_card} on {chain}")

    def begin_card_drag(self, item: HandCardItem) -> None:
        self.card_dragging = True
        self.selected_card = item.face.id
        self.selected_die = None
        self.focus_target = None
        self._apply_selection()
        if self.discard_item is not None and self.discarding is not None:
            self.discard_item.glow = True

    def card_drag_moved(self, item: HandCardItem, where: QPointF) -> None:
        chain = self._chain_at(where)
        for n, spot in self.spots.items():
            spot.hovered = n == chain
        self.drag_refused = chain is not None and not self.session.is_legal(f"play {item.face.id} on {chain}")
        self._show_preview(item.face, chain)
        for it in self.items():
            it.update()

    def drop_card(self, item: HandCardItem, where: QPointF) -> None:
        chain = self._chain_at(where)
        item.snap_back()
        self.card_dragging = False
        self.lens_changed.emit()
        self.drag_refused = False
        for spot in self.spots.values():
            spot.hovered = False
        self._clear_preview()
        if self.discarding is not None and self.discard_item is not None:
            self.discard_item.glow = False
            if self.discard_item.sceneBoundingRect().contains(where):
                self._try(f"discard-card {item.face.id}")
                return
        if chain is None:
            self.selected_card = None
            self._apply_selection()
            self.set_banner(tr("Drop a card at the end of a chain (the glowing places) to play it."))
            return
        notation = f"play {item.face.id} on {chain}"
        if self.session.is_legal(notation):
            self.submit(notation)
        else:
            self.selected_card = None
            self._apply_selection()
            against = self.view_model.enemies[chain - 1].name if self.view_model else tr("this enemy")
            self.set_banner(
                tr("{name} cannot be played against {against}: {value}").format(
                    name=item.face.name, against=against, value=self.why(notation)
                )
            )

    # ---------------------------------------------------------------- dice

    def click_die(self, item: DieItem) -> None:
        if not self.interactive:
            return
        if item.die is None:
            self._try(f"commit {item.colour} 1")
            return
        d = item.die
        named = die_name(d, self.view_model.member.active if self.view_model else (d,))
        if d.applied or d.face is None:
            said = tr("{named} is already applied.") if d.applied else tr("{named} is not rolled yet: roll first.")
            self.set_banner(said.format(named=named))
            return
        if not d.targets:
            self.set_banner(tr("{named} cannot be applied: {why}").format(named=named, why=d.why))
            return
        if len(d.targets) == 1:
            self._try(f"apply {d.number} to {d.targets[0]}")
            return
        self.selected_card = None
        self.selected_die = ("active", d.number)
        self.focus_target = d.targets[0]
        self._apply_selection()
        self.set_banner(tr("{named}: click an enemy (or Tab and Enter) to apply it.").format(named=named))

    def click_enemy(self, number: int) -> None:
        item = self.selected_die_item()
        if item is not None and item.die is not None:
            self._try(f"apply {item.die.number} to {number}")

    def begin_die_drag(self, item: DieItem) -> None:
        self.selected_card = None
        if item.die is None:
            self.selected_die = ("pool", self.pool.index(item))
        else:
            self.selected_die = ("active", item.die.number)
        self._apply_selection()

    def die_drag_moved(self, item: DieItem, where: QPointF) -> None:
        if item.die is None and self.active_area is not None:
            self.active_area.glow = self.active_area.sceneBoundingRect().contains(where)
            self.active_area.update()

    def drop_die(self, item: DieItem, where: QPointF) -> None:
        item.snap_back()
        self.selected_die = None
        if self.active_area is not None:
            self.active_area.glow = False
        if item.die is None:
            if self.active_area is not None and self.active_area.sceneBoundingRect().contains(where):
                self._try(f"commit {item.colour} 1")
            else:
                self._apply_selection()
            return
        target = next((n for n, e in self.enemies.items() if e.sceneBoundingRect().contains(where)), None)
        if target is None:
            self._apply_selection()
            self.set_banner(tr("Drop a rolled hit on an enemy to apply it."))
            return
        self._try(f"apply {item.die.number} to {target}")

    # ---------------------------------------------------------------- keyboard

    def key(self, event: QKeyEvent) -> bool:
        """Handle a board key; returns False when the key is not the board's."""
        key = event.key()
        text = event.text()
        if self.overlay_lines and key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.dismiss_overlay()  # the Resolve steps or the outcome are read: back to the board (or the map)
            return True
        if key == Qt.Key.Key_Escape:
            if self.interactive and (self.selected_card is not None or self.selected_die is not None):
                self.cancel_selection()  # Esc first lets go of the selection (issue 28), a second Esc escapes
                return True
            self.ask_escape()
            return True
        if not self.interactive:
            return False
        if text.isdigit() and text != "0":
            n = int(text)
            rolled = [d for d in self.active if d.die is not None and d.die.targets]
            if rolled:  # the Apply step: the digits pick the rolled hits (no card is played now; issue 18)
                self.select_rolled(rolled[n - 1] if n <= len(rolled) else None)
            elif n <= len(self.hand):
                self.click_card(self.hand[n - 1].face.id)
            return True
        # Arrows cycle the legal chains or enemies; Tab always moves the focus on (no keyboard trap, issue 28).
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            back = key in (Qt.Key.Key_Left, Qt.Key.Key_Up)
            self.cycle_target(-1 if back else 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activate()
            return True
        if key == Qt.Key.Key_D:
            self.cycle_die()
            return True
        if key == Qt.Key.Key_N:
            self.draw()
            return True
        if key == Qt.Key.Key_R:
            self.roll()
            return True
        return False

    def _targets(self) -> list[int]:
        if self.selected_card is not None:
            return self.legal_chains(self.selected_card)
        item = self.selected_die_item()
        if item is not None and item.die is not None:
            return list(item.die.targets)
        return []

    def cycle_target(self, step: int) -> None:
        targets = self._targets()
        if not targets:
            return
        if self.focus_target in targets:
            self.focus_target = targets[(targets.index(self.focus_target) + step) % len(targets)]
        else:
            self.focus_target = targets[0]
        self._apply_selection()
        self._preview_focus()

    def _preview_focus(self) -> None:
        card = next((c for c in self.hand if c.face.id == self.selected_card), None)
        if card is not None:
            self._show_preview(card.face, self.focus_target)
        if self.selected_die is not None and self.focus_target is not None:
            for n, enemy in self.enemies.items():
                enemy.target = n == self.focus_target
        for it in self.items():
            it.update()

    def cancel_selection(self) -> None:
        """Let go of the selected card or die (Esc): nothing is played, the board says so."""
        self.selected_card = None
        self.selected_die = None
        self.focus_target = None
        self._clear_preview()
        self._apply_selection()
        self.set_banner(tr("Selection cancelled. Esc again to escape the encounter."))

    def select_rolled(self, item: DieItem | None) -> None:
        """Select a rolled hit by its digit: Enter then applies it to the first (or the arrowed) enemy."""
        if item is None or item.die is None:
            self.set_banner(tr("No rolled hit has that number."))
            return
        self.selected_card = None
        self._clear_preview()
        self.selected_die = ("active", item.die.number)
        self.focus_target = item.die.targets[0]
        self._apply_selection()
        self._preview_focus()  # the die and its enemy glow: Enter applies it, the arrows choose another enemy

    def cycle_die(self) -> None:
        """Select the next die: rolled dice that can be applied first (after a roll they are what is needed,
        issue 28), then the pool's dice to commit."""
        choices: list[tuple[str, int]] = [
            ("active", d.die.number) for d in self.active if d.die is not None and d.die.targets
        ]
        choices += [("pool", i) for i in range(len(self.pool))]
        if not choices:
            self.set_banner(tr("No die to select."))
            return
        index = choices.index(self.selected_die) + 1 if self.selected_die in choices else 0
        self.selected_die = choices[index % len(choices)]
        self.selected_card = None
        self._clear_preview()
        item = self.selected_die_item()
        self.focus_target = item.die.targets[0] if item is not None and item.die is not None else None
        self._apply_selection()
        self._preview_focus()

    def activate(self) -> None:
        """Enter: play the selected card on the focused chain, commit the selected pool die, or apply the
        selected rolled die to the focused enemy."""
        if self.selected_card is not None and self.focus_target is not None:
            self._try(f"play {self.selected_card} on {self.focus_target}")
            return
        item = self.selected_die_item()
        if item is None:
            return
        if item.die is None:
            self._try(f"commit {item.colour} 1")
        elif self.focus_target is not None:
            self._try(f"apply {item.die.number} to {self.focus_target}")

    # ---------------------------------------------------------------- animation and the Resolve overlay

    def start_roll_animation(self) -> None:
        """Tumble the rolled dice briefly (animation speed 0 = off)."""
        if self.animation_speed <= 0:
            return
        self.rolling_frame = 0
        self._roll_timer.start(70 if self.animation_speed == 1 else 40)

    def _roll_tick(self) -> None:
        if self.rolling_frame is None:
            self._roll_timer.stop()
            return
        self.rolling_frame += 1
        if self.rolling_frame > 9:
            self.rolling_frame = None
            self._roll_timer.stop()
        for die in self.active:
            die.update()

    def show_steps(
        self,
        title: str,
        lines: list[str],
        dial_from: str | None,
        turns: list[str | None] | None = None,
        button: str | None = None,
        rounds: list[int | None] | None = None,
        round_from: int | None = None,
    ) -> None:
        """Show ``lines`` step by step in the overlay (all at once when animation is off); ``turns`` gives the
        dial's new colour on the lines where it turns (:func:`resolve_dial_turns`); ``button`` names the overlay's
        way on when it is not "Continue" (an encounter that follows the one just ended); ``rounds`` the round beginning
        on each line (:func:`resolve_round_starts`) after ``round_from``, the round resolved."""
        self.overlay_title = title
        self.overlay_button = button
        self.overlay_rounds = list(rounds or [])
        self.overlay_round = round_from
        self.overlay_lines = lines
        self.overlay_turns = list(turns or [])
        self.dial_from = dial_from
        if self.animation_speed <= 0:
            self.overlay_shown = len(lines)
        else:
            self.overlay_shown = 1
            self._step_timer.start(650 if self.animation_speed == 1 else 350)

    def _step_tick(self) -> None:
        self.overlay_shown += 1
        if self.overlay_shown >= len(self.overlay_lines):
            self._step_timer.stop()
        colour = self._dial_turn(self.overlay_shown - 1) if self.overlay_lines else None
        if colour is not None and self.dial_item is not None and self.dial_from is not None:
            self._turn_dial(self.dial_from, colour)
        self._say_round()
        if self.overlay is not None:
            self.overlay.shown = self.overlay_shown
            self.overlay.update()

    def _turn_dial(self, start: str, end: str) -> None:
        item = self.dial_item
        if item is None:
            return
        a, b = DialItem.angle_of(start), DialItem.angle_of(end)
        if b < a:
            b += 360
        anim = QVariantAnimation(self)
        anim.setStartValue(a)
        anim.setEndValue(b)
        anim.setDuration(500 if self.animation_speed == 1 else 250)

        def turn(value: object) -> None:
            if self.dial_item is item:
                item.angle = float(value)  # type: ignore[arg-type]
                item.update()

        anim.valueChanged.connect(turn)
        item.say(end)  # its words turn with it (they stayed on the old colour behind the Resolve steps)
        anim.start()
        self._dial_anim = anim
        self.dial_from = end

    def _say_round(self) -> None:
        """The header names the round the steps shown so far tell of (:meth:`shown_round`)."""
        status, view = self.status_item, self.view_model
        if status is not None and view is not None and status.lines:
            status.lines[0] = (self.round_title(view, self.shown_round(view)), *status.lines[0][1:])
            status.update()

    def dismiss_overlay(self) -> None:
        self._step_timer.stop()
        self.overlay_lines = []
        self.overlay_button = None
        self.overlay_shown = 0
        if self.ended:
            self.view_model = None
            self.ended = False
            self._bottom = 0.0  # the next fight's board takes its own height
            self._roll_timer.stop()
            self.rolling_frame = None
            self._remove_items()
            self.finished.emit()
            return
        if self.view_model is not None:
            self.sync(self.view_model)


class BoardView(QGraphicsView):
    """The view of the board: draws it at the Text size setting (``text_scale``, 1.0 at 12 pt), larger where the
    stage has room for the board's design size (:meth:`BoardScene.design_size`), times the player's zoom
    (wheel, ``+`` / ``-``, ``0`` back); hands other keys to the scene. The scale never falls below the Text size
    and does not change as chains or the hand grow: a board larger than the stage scrolls, and while a card or
    die is dragged near an edge the view scrolls on (issue 18)."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.setObjectName("encounterBoardView")
        self.setAccessibleName(tr("Encounter board"))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.user_zoom = 1.0
        self.text_scale = 1.0
        # a new scale or size keeps the board's top left where it was (not the centre, which slid the enemies off)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.lens = CardLens(self.viewport())
        scene.lens_changed.connect(self.update_lens)
        self._edge_step = 0  # pixels a tick while a drag rests near the viewport's top or bottom edge
        self._edge_timer = QTimer(self)
        self._edge_timer.setInterval(40)
        self._edge_timer.timeout.connect(self._scroll_edge)

    def viewportEvent(self, event: QEvent) -> bool:
        # one reading at a time: while the lens shows the card under the pointer large, its tooltip stays away
        # (a newcomer saw both stacked; issue 18)
        if event.type() == QEvent.Type.ToolTip and self.lens.isVisible():
            QToolTip.hideText()
            event.ignore()
            return True
        return super().viewportEvent(event)

    def fit_zoom(self) -> float:
        """How much larger than the Text size the board is drawn so its design size fills the stage (before the
        player's zoom and the text size): at least 1 (never smaller than the Text size), at most 1.6."""
        width, height = self.board.design_size()
        # room for the board with both scrollbars shown (they come and go as the board grows: the scale holds)
        room = self.maximumViewportSize()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        room_w, room_h = room.width() - bar, room.height() - bar
        if room_w < 10 or room_h < 10:
            return 1.0
        return max(1.0, min(1.6, room_w / (width * self.text_scale), room_h / (height * self.text_scale)))

    def zoom(self) -> float:
        """The scale the board is drawn at now."""
        return self.transform().m11()

    def fit(self) -> None:
        rect = self.board.sceneRect()
        if rect.isEmpty() or self.viewport().width() < 10:
            return
        zoom = max(0.3, min(4.0, self.fit_zoom() * self.user_zoom * self.text_scale))
        if abs(zoom - self.zoom()) > 1e-6:
            self.resetTransform()
            self.scale(zoom, zoom)
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        shown = (self.maximumViewportSize().width() - bar) / zoom - 2 * MARGIN_X
        if abs(shown - self.board.stage_width) > 4:  # the chains reach as far as the stage shows
            self.board.stage_width = shown
            if self.board.view_model is not None:
                self.board.sync(None if self.board.ended else self.board.view_model)

    def text_points(self) -> float:
        """The Text size setting in points (12 pt at ``text_scale`` 1.0): the lens writes card text at this."""
        return 12.0 * self.text_scale

    def update_lens(self) -> None:
        """Show the board's lens subject large, away from where it lies on the board (ui/card_lens.py)."""
        subject = self.board.lens_subject()  # the board's faces are short: the lens has the whole card
        anchor = self.board.lens_anchor()
        point = self.mapFromScene(anchor).boundingRect() if anchor is not None else None
        labels = tr(self.board.view_model.labels.enemy if self.board.view_model is not None else "Enemy")
        clear = [self.mapFromScene(r).boundingRect() for r in self.board.lens_keep_clear()]
        self.lens.show_subject(
            subject,
            self.text_points(),
            point,
            colour_blind=self.board.colour_blind,
            enemy_label=labels,
            keep_clear=clear,
        )

    def set_user_zoom(self, zoom: float) -> None:
        """The player's zoom over the fitted board (1.0 = fit; 0.6–4)."""
        self.user_zoom = max(0.6, min(4.0, zoom))
        self.fit()

    def set_text_scale(self, scale: float) -> None:
        """Follow the Text size setting: the board is drawn ``scale`` times larger (scrolling if it must)."""
        self.text_scale = max(0.75, min(2.0, scale))
        self.fit()
        board = self.parentWidget()
        rearrange = getattr(board, "follow_text_scale", None)
        if rearrange is not None:
            rearrange()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier or not self._scrolls():
            self.set_user_zoom(self.user_zoom * (1.15 if event.angleDelta().y() > 0 else 1 / 1.15))
        else:  # a board larger than the stage: the wheel scrolls it (Ctrl + wheel zooms)
            super().wheelEvent(event)

    def _scrolls(self) -> bool:
        return self.verticalScrollBar().maximum() > 0 or self.horizontalScrollBar().maximum() > 0

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        dragging = self.board.card_dragging or any(d.dragging for d in self.board.pool + self.board.active)
        y, edge = event.position().y(), 36
        height = self.viewport().height()
        self._edge_step = 0
        if dragging and y < edge:
            self._edge_step = -12
        elif dragging and y > height - edge:
            self._edge_step = 12
        if self._edge_step and not self._edge_timer.isActive():
            self._edge_timer.start()
        elif not self._edge_step:
            self._edge_timer.stop()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._edge_step = 0
        self._edge_timer.stop()
        super().mouseReleaseEvent(event)

    def _scroll_edge(self) -> None:
        """Scroll on while a drag rests near an edge; the view replays the pointer, so the dragged item follows."""
        bar = self.verticalScrollBar()
        if not self._edge_step or bar.value() == (bar.minimum() if self._edge_step < 0 else bar.maximum()):
            self._edge_timer.stop()
            return
        bar.setValue(bar.value() + self._edge_step)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.set_user_zoom(self.user_zoom * 1.15)
        elif key == Qt.Key.Key_Minus:
            self.set_user_zoom(self.user_zoom / 1.15)
        elif key == Qt.Key.Key_0:
            self.set_user_zoom(1.0)
        elif not self.board.key(event):
            super().keyPressEvent(event)
