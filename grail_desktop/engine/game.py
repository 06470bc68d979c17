"""The Game: one gate for every change, ``legal_actions()`` / ``apply()`` / ``undo()`` (architecture.md).

The Game owns the :class:`~grail_desktop.engine.state.GameState` and implements the encounter host
(``encounter-contract.md``). Work is queued as tasks in the state (effects, arrivals, day steps) and runs
until a decision is pending, an encounter is running, or the next character must act. Rules: S0, S1 and
rules-decisions.md; each function names the rule it follows.

Where the rules live: ``legal`` (who acts, what is legal, reasons), ``turn`` (performing actions and
answering decisions), ``day`` (Start and End of the Day), ``journal`` (reading sections), ``runtime`` (effect
and condition words), ``world`` (map changes), ``belongings`` (Items, Secrets), ``hosting`` (encounters from
the map and story), ``death`` (death, failure, Mercy), ``tracks`` (survival tracks), ``mapgrid`` (geometry).
"""

from __future__ import annotations

from collections.abc import Iterable

from grail_desktop.engine import belongings, chapters, day, death, hosting, journal, legal, runtime, traits, turn, world
from grail_desktop.engine import difficulty as levels
from grail_desktop.engine.actions import (
    Adjust,
    Mercy,
    parse_action,
)
from grail_desktop.engine.core import Action, ApplyResult, Event, IllegalActionError
from grail_desktop.engine.defs import (
    Catalog,
    DeckKind,
)
from grail_desktop.engine.effects import Effect
from grail_desktop.engine.encounter import (
    EncounterHost,
    ParticipantInfo,
    encounter_legal_actions,
)
from grail_desktop.engine.encounter.machine import illegal_reason as encounter_illegal_reason
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.setup import initial_state
from grail_desktop.engine.snapshot import clone
from grail_desktop.engine.state import (
    GameState,
    Task,
)
from grail_desktop.engine.tracks import amount_of, change, is_panic

#: An undo replays at most about this many actions (plus the reversible ones after the last reveal point): when
#: the last reveal point lies further from the snapshot, the undo first moves the snapshot up to it.
UNDO_REPLAY = 64
#: Play takes a fresh snapshot at a reveal point only once this many actions were applied since the last one
#: (a snapshot costs about two actions' time; most stretches between reveal points are never undone, so the
#: move up to the reveal point is left to the undo that needs it; issue 25). Bounds what that undo replays.
UNDO_SNAPSHOT = 4 * UNDO_REPLAY

#: Event kind → change flag (core.CHANGE_FLAGS); unknown kinds flag "characters".
_FLAGS: dict[str, str] = {
    "LocationRevealed": "map",
    "LocationRemoved": "map",
    "LocationReplaced": "map",
    "CharacterMoved": "map",
    "Displaced": "map",
    "MenhirActivated": "map",
    "MenhirExpired": "map",
    "MenhirDialReduced": "map",
    "MenhirInspected": "map",
    "LastMenhirOut": "map",
    "GuardianMoved": "map",
    "GuardianPlaced": "map",
    "GuardianStayed": "map",
    "GuardianDiscarded": "map",
    "TimeTokenAdded": "map",
    "TimeTokenRemoved": "map",
    "DayStarted": "day",
    "PhaseChanged": "day",
    "Passed": "day",
    "TurnSkipped": "day",
    "DaySkipped": "day",
    "DayOver": "day",
    "EventRevealed": "day",
    "EventDeckEmpty": "day",
    "RandomEventsAdded": "day",
    "GameOver": "day",
    "ChapterStarted": "day",
    "CharacterLeft": "characters",
    "SectionRead": "journal",
    "ExplorationEnded": "journal",
    "OptionChosen": "journal",
    "EncounterStarted": "encounter",
    "EncounterEnded": "encounter",
    "QuestAdded": "quests",
    "QuestCompleted": "quests",
    "StatusMarked": "quests",
    "StatusCleared": "quests",
    "DialSet": "quests",
    "DialReduced": "quests",
    "DialRemoved": "quests",
    "ItemGained": "items",
    "ItemDiscarded": "items",
    "ItemDropped": "items",
    "SecretGained": "items",
    "SecretDiscarded": "items",
    "Equipped": "items",
    "Traded": "items",
}


def chronicle_entry(event: Event) -> str:
    """How an event is kept in ``GameState.chronicle``: ``"Kind: text"``, or ``"Kind[key=value;n#3]: text"``
    with its data (``=`` text, ``#`` whole number), e.g. ``"SectionRead[section=101.2]: title"``."""
    if not event.data:
        return f"{event.kind}: {event.text}"
    data = ";".join([f"{k}#{v}" if isinstance(v, int) else f"{k}={v}" for k, v in event.data])
    return f"{event.kind}[{data}]: {event.text}"


def chronicle_event(entry: str) -> Event:
    """The :class:`Event` back from a chronicle entry (its character is not kept)."""
    head, _, text = entry.partition(": ")
    kind, _, packed = head.partition("[")
    data: list[tuple[str, str | int]] = []
    for pair in packed.rstrip("]").split(";") if packed else ():
        if "#" in pair and pair.split("#", 1)[1].lstrip("-").isdigit():
            key, value = pair.split("#", 1)
            data.append((key, int(value)))
        elif "=" in pair:
            key, value = pair.split("=", 1)
            data.append((key, value))
    return Event(kind, text, None, tuple(data))


def chronicle_events(entries: Iterable[str]) -> list[Event]:
    """:func:`chronicle_event` of every entry, in order. A late campaign repeats most of its lines (about 1,400
    distinct of 4,700), and an Event is frozen: equal entries share one Event, read once."""
    read: dict[str, Event] = {}
    out: list[Event] = []
    for entry in entries:
        event = read.get(entry)
        if event is None:
            event = read[entry] = chronicle_event(entry)
        out.append(event)
    return out


class Game:
    """A game in progress. Build one with :func:`new_game` or :meth:`from_state`.

    ``state`` is the attrs state tree; ``catalog`` the content. ``undo`` keeps snapshots for :meth:`undo`.
    """

    def __init__(self, catalog: Catalog, state: GameState, *, undo: bool = True) -> None:
        # the catalog as this setup plays it: enemy Health and Menhir dials of the difficulty, house rules
        # (decided for this edition: difficulty); ``pack`` is the pack's own
        self.pack = levels.pack_catalog(catalog)
        self.catalog = levels.ruled_catalog(
            self.pack, state.setup.difficulty, list(state.setup.house_rules), state.players
        )
        self.state = state
        self._keep_undo = undo
        # Undo (architecture.md "Undo": snapshots plus replay): a snapshot of the state at some earlier
        # point, every action applied since (``_since``), and how many of them lie at or before the last
        # action that revealed information or used chance (``_barrier``): only the actions after it can be
        # undone. Undo restores the snapshot and replays all but the last action; the engine is
        # deterministic (the generator is in the state), so the replay is exact. Play takes a fresh snapshot
        # only at a reveal point once ``UNDO_SNAPSHOT`` actions piled up, so most actions copy nothing; an undo
        # whose reveal point lies ``UNDO_REPLAY`` or more actions after the snapshot first moves it there.
        self._anchor: GameState | None = clone(state) if undo else None
        self._since: list[Action] = []
        self._barrier = 0
        self._replay_limit = UNDO_REPLAY
        self._snapshot_limit = UNDO_SNAPSHOT
        self._events: list[Event] = []
        self._irreversible = False
        # The last list legal_actions() returned, by the identity of its actions, and the state and change
        # count it was listed for: apply() of one of those very objects, with nothing applied or undone since,
        # needs no second validation (it was listed legal for this state; every change goes through this
        # gate). Anything else, an equal action built elsewhere or parsed notation included, is validated.
        self._listed: tuple[Action, ...] = ()
        self._listed_for: GameState | None = None
        self._listed_at = -1
        self._changes = 0
        #: True while a trait rule's own effects run (they never set off more trait rules; ``traits``)
        self.traits_biting = False

    # ------------------------------------------------------------------ construction

    @classmethod
    def from_state(cls, catalog: Catalog, state: GameState, *, undo: bool = True) -> Game:
        """Resume a game from a state (e.g. one loaded from a save sheet)."""
        return cls(catalog, state, undo=undo)

    @property
    def rng(self) -> Rng:
        """The seeded generator kept inside the state (encounter host)."""
        return self.state.rng

    @rng.setter
    def rng(self, value: Rng) -> None:
        self.state.rng = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.state == other.state

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------------ small helpers

    def emit(self, event: Event) -> None:
        self._events.append(event)

    def mark_irreversible(self) -> None:
        """Hidden information was revealed or chance resolved: undo cannot go back past this point."""
        self._irreversible = True

    def name(self, character: str) -> str:
        return self.catalog.characters[character].name

    def enemy_name(self, enemy: str) -> str:
        e = self.catalog.enemies.get(enemy)
        return e.name if e else enemy

    def thing_name(self, ident: str) -> str:
        """The display name of an Item, Secret, card, enemy, Event, Status, dial or ending id (itself if none):
        event texts never show an id (ux.md)."""
        cat = self.catalog
        for table in (cat.items, cat.secrets, cat.cards, cat.enemies):
            if ident in table:
                return str(table[ident].name)
        if ident in cat.events:
            return cat.events[ident].title
        for names in (cat.status_names, cat.dial_names, cat.ending_names):
            if ident in names:
                return names[ident]
        return ident

    def place_name(self, number: int) -> str:
        """``"Blackyew Hollow"`` for location number 102 (the number alone if unknown). Sentences name a place,
        never its card number (issue 19, newcomer 10: "(101)" in buttons and the chronicle); the map card and
        its large card still show the number, as a printed card does."""
        loc = self.catalog.locations.get(number)
        return loc.name if loc is not None else str(number)

    def living(self) -> list[str]:
        """Living characters in turn order (by Character Number, S1 "During the Day")."""
        characters = self.state.characters
        return [c for c in self.state.order if not characters[c].dead]

    def change(self, character: str, what: str, delta: int, *, trait: bool = True) -> None:
        """Move a track or resource with every invariant kept (``tracks.change``); queues a death at 0 days.

        Then the character's negative trait rules answer to the change (``traits.after_change``; S1 Character
        Setup), unless ``trait`` is False (Chronicler corrections)."""
        c = self.state.characters[character]
        was_dying = c.dying
        before = amount_of(c, what)
        self._events.extend(change(c, self.catalog.characters[character], what, delta, players=self.state.players))
        if c.dying and not was_dying:
            belongings.limit_dying_items(self, character)
        if (
            c.dying
            and c.dying_countdown == 0
            and not any(t.kind == "death" and t.character == character for t in self.state.work)
        ):
            self.state.work.insert(0, Task("death", character=character))
        if trait:
            traits.after_change(self, character, what, amount_of(c, what) - before)

    # ------------------------------------------------------------------ public API

    def legal_actions(self) -> list[Action]:
        """Every legal action now, in a deterministic order; ``str(a)`` is each one's notation.

        Inside an encounter the encounter machine lists them; otherwise the first pending decision's answers,
        or the acting character's actions During the Day (plus trades). ``adjust`` is always accepted but
        never listed (its values are open-ended).
        """
        listed = self._list_actions()
        self._listed = tuple(listed)  # a copy: the caller may change the list it is given
        self._listed_for = self.state
        self._listed_at = self._changes
        return listed

    def _list_actions(self) -> list[Action]:
        s = self.state
        if s.phase == "over":
            if s.pending and s.pending[0].kind == "next-chapter":
                return list(chapters.next_chapter_actions(self))
            return [Mercy()] if s.pending and s.pending[0].kind == "mercy" else []
        if s.encounter is not None:
            return encounter_legal_actions(s.encounter, self)
        if s.pending:
            return legal.pending_actions(self, s.pending[0])
        if s.phase == "day":
            return legal.day_actions(self)
        return []

    def apply(self, action: Action | str) -> ApplyResult:
        """Apply one action (or its notation); returns events and change flags.

        Raises :class:`IllegalActionError` (with the reason) when the action is not legal now; the state is
        then unchanged.
        """
        if isinstance(action, str):
            action = parse_action(action)
        s = self.state
        # the very object just listed (identity, compared in C: the tuple keeps every listed one alive) is legal
        if not (self._listed_for is s and self._listed_at == self._changes and id(action) in map(id, self._listed)):
            legal.validate(self, action)
        return self._perform(action)

    def _perform(self, action: Action) -> ApplyResult:
        """:meth:`apply` of an action already known to be legal now."""
        s = self.state
        self._changes += 1
        rng_before = s.rng.state
        self._events = []
        self._irreversible = False
        enc = s.encounter
        unseen = sum(len(p.deck) for p in enc.participants) if enc is not None else 0
        s.action_log.append(str(action))
        turn.dispatch(self, action)
        self._run()
        self.state.chronicle.extend(map(chronicle_entry, self._events))
        if enc is not None and sum(len(p.deck) for p in enc.participants) < unseen:
            self._irreversible = True  # a card was drawn: hidden information came to light
        if self._keep_undo:
            self._since.append(action)
            if self._irreversible or self.state is not s or s.rng.state != rng_before:
                self._barrier = len(self._since)  # nothing before this point can be undone
                if self._barrier >= self._snapshot_limit or self.state is not s:
                    self._anchor = clone(self.state)
                    self._since = []
                    self._barrier = 0
        s = self.state
        events = tuple(self._events)
        kinds = {e.kind for e in events}
        changes = {_FLAGS.get(kind, "characters") for kind in kinds}
        changes.add("log")
        if s.encounter is not None or any(kind.startswith("Encounter") for kind in kinds):
            changes.add("encounter")
        if s.exploration is not None:
            changes.add("journal")
        return ApplyResult(events, frozenset(changes))

    def illegal_reason(self, action: Action | str) -> str | None:
        """None when ``action`` (or its notation) is legal now, else the reason in plain words (for disabled
        buttons and tooltips; the same checks as :meth:`apply`)."""
        try:
            if isinstance(action, str):
                action = parse_action(action)
            legal.validate(self, action)
            enc = self.state.encounter
            if enc is not None and not isinstance(action, Adjust) and action not in self.legal_actions():
                # The encounter machine knows the precise reason (a node that does not meet, a die off the dial).
                return encounter_illegal_reason(enc, self, action) or (
                    f"'{action}' is not legal in this step of the encounter"
                )
        except IllegalActionError as exc:
            return exc.reason
        return None

    def can_undo(self) -> bool:
        """True when :meth:`undo` would succeed."""
        return len(self._since) > self._barrier

    def undo(self) -> None:
        """Go back one user action; raises :class:`IllegalActionError` when nothing can be undone (no action
        yet, undo is off, or the last action revealed information or used chance — architecture.md "Undo")."""
        if len(self._since) <= self._barrier or self._anchor is None:
            raise IllegalActionError(
                "nothing to undo: the last action revealed information or rolled a die, or no action was taken"
            )
        if self._barrier >= self._replay_limit:
            self._move_anchor_to_barrier()
        replay = self._since[:-1]
        barrier = self._barrier
        self.state = clone(self._anchor)
        self._since = []
        keep, self._keep_undo = self._keep_undo, False
        try:
            for action in replay:
                # each was legal when first applied, and the engine is deterministic: no second validation
                self._perform(action)
        finally:
            self._keep_undo = keep
            self._changes += 1
        self._since = replay
        self._barrier = barrier

    def _move_anchor_to_barrier(self) -> None:
        """Make the snapshot the state at the last reveal point: replay the actions up to it on a copy of the
        snapshot (the state in play is left as it is). Later undos then replay only what came after it."""
        assert self._anchor is not None
        live, keep = self.state, self._keep_undo
        self.state, self._keep_undo = clone(self._anchor), False
        try:
            for action in self._since[: self._barrier]:
                self._perform(action)  # legal when first applied; the engine is deterministic
            self._anchor = self.state  # a copy nothing else holds
        finally:
            self.state, self._keep_undo = live, keep
        self._since = self._since[self._barrier :]
        self._barrier = 0

    # ------------------------------------------------------------------ turn order

    def current_actor(self) -> str | None:
        """The character whose turn it is During the Day: lowest Character Number that has not acted this
        round, has not passed and has Energy (S1 "During the Day"); None outside the day phase."""
        s = self.state
        if s.phase != "day":
            return None
        characters = s.characters
        for c in s.order:  # self.living() without building its list (issue 25: asked several times an action)
            ch = characters[c]
            if not ch.dead and not ch.passed and not ch.acted and ch.energy > 0:
                return c
        return None

    # ------------------------------------------------------------------ legal actions

    # ------------------------------------------------------------------ validation

    # ------------------------------------------------------------------ dispatch

    # ------------------------------------------------------------------ pending decisions

    # ------------------------------------------------------------------ the work loop

    def _run(self) -> None:
        s = self.state
        guard = 0
        while s.phase != "over" and s.encounter is None and not s.pending:
            guard += 1
            if guard > 100_000:
                raise RuntimeError("engine work loop did not settle")
            if s.work:
                self._process(s.work.pop(0))
                continue
            if s.exploration is not None:
                journal.end_exploration(self)
                continue
            if not self._settle():
                return

    def _settle(self) -> bool:
        """Nothing queued: move the day along. Returns True when new work was queued."""
        s = self.state
        if s.phase == "start":
            s.phase = "day"
            for c in s.characters.values():
                c.acted = False
            self.emit(Event("PhaseChanged", f"Day {s.day}: During the Day", data=(("phase", "day"),)))
            day.say_who_cannot_act(self)
        if s.phase == "day":
            if self.current_actor() is not None:
                return False
            if legal.able(self):
                for c in s.characters.values():
                    c.acted = False
                return False
            day.say_why_the_day_ends(self)
            s.phase = "end"
            self.emit(Event("PhaseChanged", f"Day {s.day}: End of the Day", data=(("phase", "end"),)))
            s.end_of_day = self.living()
            s.work.extend(day.end_of_day_tasks(self))
            return True
        return False

    def _process(self, task: Task) -> None:
        s = self.state
        kind = task.kind
        if kind == "effects":
            self._process_effects(task)
        elif kind == "sod":
            day.run_start_step(self, task.step)
        elif kind == "eod":
            assert task.character is not None
            day.run_end_step(self, task.character, task.step)
        elif kind == "new-day":
            day.new_day(self)
        elif kind == "section":
            journal.enter_section(self, task)
        elif kind == "section-end":
            journal.section_end(self, task)
        elif kind == "section-close":
            if s.exploration is not None and s.exploration.section == task.source:
                journal.end_exploration(self)
        elif kind == "arrive":
            assert task.location is not None
            world.arrive(self, task)
        elif kind == "guardians":
            world.guardians(self, task)
        elif kind == "after-explore":
            journal.after_explore(self, task)
        elif kind == "death":
            assert task.character is not None
            if not s.characters[task.character].dead:
                death.die(self, task.character)
        else:
            raise RuntimeError(f"unknown task '{kind}'")

    def _suspended(self) -> bool:
        s = self.state
        return s.encounter is not None or bool(s.pending) or s.phase == "over"

    def _process_effects(self, task: Task) -> None:
        s = self.state
        while task.effects:
            before = len(s.work)
            text = task.effects.pop(0)
            runtime.execute(self, task, runtime.effect(text))
            added = len(s.work) - before
            if added > 0 or self._suspended():
                if task.effects:
                    s.work.insert(max(added, 0), task)
                return

    # ------------------------------------------------------------------ journal

    # ------------------------------------------------------------------ map

    # ------------------------------------------------------------------ items and secrets

    # ------------------------------------------------------------------ story helpers (kept on Game for callers)

    def start_fight(self, participants: list[str], enemies: list[str], source: str, location: int) -> None:
        """Start an encounter through the encounter machine (``hosting.start_fight``)."""
        hosting.start_fight(self, participants, enemies, source, location)

    def gain_item(self, character: str, item: str) -> None:
        """The ``item`` effect on one character (``belongings.gain_item``)."""
        belongings.gain_item(self, character, item)

    def gain_secret(self, character: str, secret: str) -> None:
        """The ``secret`` effect on one character (``belongings.gain_secret``)."""
        belongings.gain_secret(self, character, secret)

    def draw_item(self, character: str, kind: str) -> None:
        """The ``draw-item`` effect on one character (``belongings.draw_item``)."""
        belongings.draw_item(self, character, kind)

    def discard_item(self, character: str, item: str) -> None:
        """The ``discard-item`` effect on one character (``belongings.discard_item``)."""
        belongings.discard_item(self, character, item)

    # ------------------------------------------------------------------ encounters (host side)

    def participant(self, character: str, kind: DeckKind) -> ParticipantInfo:
        """Encounter host: a character's facts for one deck kind (encounter-contract.md)."""
        c = self.state.characters[character]
        d = self.catalog.characters[character]
        active = tuple(i for i in [*c.items, *c.secrets] if i not in c.face_down)
        return ParticipantInfo(
            character=character,
            name=d.name,
            attributes=dict(c.attributes),
            dice_map=dict(d.dice.get(kind, {})),
            strategy=d.strategy,
            health=c.health,
            terror=c.terror,
            energy=c.energy,
            exhausted=c.energy <= 1,
            panic=is_panic(c),
            dying=c.dying,
            items=active,
            skills=dict(c.skills),
        )

    def take_deck(self, character: str, kind: DeckKind) -> list[str]:
        """Encounter host: lend the whole deck (top first); the character's list is empty until returned."""
        c = self.state.characters[character]
        deck: list[str] = getattr(c, f"{kind}_deck")
        lent = list(deck)
        deck.clear()
        return lent

    def return_cards(self, character: str, kind: DeckKind, cards: list[str]) -> list[Event]:
        """Encounter host: take back lent cards and shuffle them into the deck (S0 "Discarding")."""
        c = self.state.characters[character]
        deck: list[str] = getattr(c, f"{kind}_deck")
        deck.extend(cards)
        self.rng.shuffle(deck)
        return []

    def apply_effect(self, character: str, effect: Effect) -> list[Event]:
        """Encounter host: a non-encounter word on one character; story words that move the game on
        (goto, move, encounter …) wait until the encounter is over."""
        mark = len(self._events)
        task = Task("effects", character=character, party=[character], source="encounter")
        if effect.word in ("goto", "end", "move", "move-lowest", "encounter", "fight"):
            self.state.work.insert(
                0, Task("effects", character=character, party=[character], effects=[str(effect)], source="encounter")
            )
        else:
            runtime.execute(self, task, effect)
        events = self._events[mark:]
        del self._events[mark:]
        return events

    def can_pay(self, character: str, costs: list[Effect]) -> bool:
        """Encounter host (optional hook): whether ``character`` holds every ``pay``/``lose`` cost."""
        return runtime.can_pay(self, [character], costs)

    def escape_shortfall(self, character: str, cost: Effect) -> list[Effect]:
        """Encounter host (optional hook): an escape cost ``character`` cannot pay becomes 1 Terror a point
        (docs/rules.md "An escape nobody can pay"); nothing under the house rule ``fearless-escape``."""
        if cost.word not in ("pay", "lose") or "fearless-escape" in self.state.setup.house_rules:
            return []
        return [Effect("gain", ("terror", str(max(1, cost.int_arg(1, 1)))))]

    def is_dying(self, character: str) -> bool:
        return self.state.characters[character].health == 0

    # ------------------------------------------------------------------ death and mercy


def new_game(
    catalog: Catalog,
    characters: list[str],
    seed: int = 7,
    *,
    undo: bool = True,
    difficulty: str = "printed",
    house_rules: list[str] | None = None,
) -> Game:
    """Set up a campaign for 1–4 characters and run Day 1 from Start of the Day step 5 (rules-decisions.md).

    ``difficulty`` (``story``, ``normal``, ``hard``; by default ``printed``: the pack's own values) and
    ``house_rules`` (ids of ``difficulty.HOUSE_RULES``) are kept in the setup. Raises
    :class:`~grail_desktop.engine.setup.SetupError` for a bad character list, an unknown difficulty or house rule.
    """
    state = initial_state(
        levels.pack_catalog(catalog),
        list(characters),
        seed,
        difficulty=difficulty,
        house_rules=house_rules,
    )
    game = Game(catalog, state, undo=undo)
    world.reveal_around(game, catalog.campaign.start_location)
    state.work.extend(day.start_of_day_tasks(5))
    game._run()
    state.chronicle.extend(chronicle_entry(e) for e in game._events)
    game._events = []
    if undo:
        game._anchor = clone(game.state)
    return game


def _host_contract(game: Game) -> EncounterHost:
    """Static check (mypy): Game implements the encounter host protocol (encounter-contract.md)."""
    return game
