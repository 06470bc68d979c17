"""The Game: one gate for every change, ``legal_actions()`` / ``apply()`` / ``undo()`` (architecture.md).

The Game owns the :class:`~grail_desktop.engine.state.GameState` and implements the encounter host
(``encounter-contract.md``). Work is queued as tasks in the state (effects, arrivals, day steps) and runs
until a decision is pending, an encounter is running, or the next character must act. Rules: S0, S1 and
rules-decisions.md; each method names the rule it follows.
"""

from __future__ import annotations

from itertools import combinations

from grail_desktop.engine import day, mapgrid, runtime
from grail_desktop.engine.actions import (
    ActivateMenhir,
    Adjust,
    Advance,
    CharacterAction,
    Choose,
    ChooseSkill,
    Claim,
    Cut,
    Done,
    Eat,
    Equip,
    Explore,
    FaceGuardian,
    Fast,
    Give,
    InspectMenhir,
    LocationAction,
    Mercy,
    Pass,
    Payment,
    PickUp,
    Raise,
    Restore,
    Take,
    Trade,
    Travel,
    parse_action,
)
from grail_desktop.engine.core import Action, ApplyResult, Event, IllegalActionError
from grail_desktop.engine.defs import (
    ATTRIBUTES,
    RESOURCES,
    TRACKS,
    TRADEABLE_RESOURCES,
    Catalog,
    DeckKind,
)
from grail_desktop.engine.effects import Effect
from grail_desktop.engine.encounter import (
    EncounterHost,
    ParticipantInfo,
    encounter_apply,
    encounter_legal_actions,
    start_encounter,
)
from grail_desktop.engine.rng import Rng
from grail_desktop.engine.setup import initial_state, new_character
from grail_desktop.engine.snapshot import clone
from grail_desktop.engine.state import (
    EncounterContext,
    Exploration,
    GameState,
    GuardianState,
    MenhirState,
    Pending,
    PlacedLocation,
    Task,
)
from grail_desktop.engine.tracks import amount_of, change, is_insane, is_panic

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
    "EventRevealed": "day",
    "EventDeckEmpty": "day",
    "RandomEventsAdded": "day",
    "GameOver": "day",
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

_DECK_KINDS: tuple[DeckKind, DeckKind] = ("combat", "diplomacy")


def _split(cost: int, payers: list[str], energy: dict[str, int]) -> Payment | None:
    """The canonical split of a shared Energy cost: one at a time round the party, performer first."""
    share = dict.fromkeys(payers, 0)
    left = cost
    while left > 0:
        progressed = False
        for p in payers:
            if left > 0 and share[p] < energy[p]:
                share[p] += 1
                left -= 1
                progressed = True
        if not progressed:
            return None
    return tuple((p, n) for p, n in share.items() if n > 0)


class Game:
    """A game in progress. Build one with :func:`new_game` or :meth:`from_state`.

    ``state`` is the attrs state tree; ``catalog`` the content. ``undo`` keeps snapshots for :meth:`undo`.
    """

    def __init__(self, catalog: Catalog, state: GameState, *, undo: bool = True) -> None:
        self.catalog = catalog
        self.state = state
        self._keep_undo = undo
        # Undo (architecture.md): a snapshot taken after the last action that revealed information or used
        # chance, and the reversible actions applied since; undo replays all but the last one.
        self._anchor: GameState | None = clone(state) if undo else None
        self._since: list[Action] = []
        self._events: list[Event] = []
        self._irreversible = False

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

    def living(self) -> list[str]:
        """Living characters in turn order (by Character Number, S1 "During the Day")."""
        return [c for c in self.state.order if not self.state.characters[c].dead]

    def change(self, character: str, what: str, delta: int) -> None:
        """Move a track or resource with every invariant kept (``tracks.change``); queues a death at 0 days."""
        c = self.state.characters[character]
        was_dying = c.dying
        for e in change(c, self.catalog.characters[character], what, delta, players=self.state.players):
            self.emit(e)
        if c.dying and not was_dying:
            self._limit_dying_items(character)
        if (
            c.dying
            and c.dying_countdown == 0
            and not any(t.kind == "death" and t.character == character for t in self.state.work)
        ):
            self.state.work.insert(0, Task("death", character=character))

    # ------------------------------------------------------------------ public API

    def legal_actions(self) -> list[Action]:
        """Every legal action now, in a deterministic order; ``str(a)`` is each one's notation.

        Inside an encounter the encounter machine lists them; otherwise the first pending decision's answers,
        or the acting character's actions During the Day (plus trades). ``adjust`` is always accepted but
        never listed (its values are open-ended).
        """
        s = self.state
        if s.phase == "over":
            return [Mercy()] if s.pending and s.pending[0].kind == "mercy" else []
        if s.encounter is not None:
            return encounter_legal_actions(s.encounter, self)
        if s.pending:
            return self._pending_actions(s.pending[0])
        if s.phase == "day":
            return self._day_actions()
        return []

    def apply(self, action: Action | str) -> ApplyResult:
        """Apply one action (or its notation); returns events and change flags.

        Raises :class:`IllegalActionError` (with the reason) when the action is not legal now; the state is
        then unchanged.
        """
        if isinstance(action, str):
            action = parse_action(action)
        s = self.state
        self._validate(action)
        rng_before = s.rng.state
        self._events = []
        self._irreversible = False
        enc = s.encounter
        unseen = sum(len(p.deck) for p in enc.participants) if enc is not None else 0
        s.action_log.append(str(action))
        self._dispatch(action)
        self._run()
        if enc is not None and sum(len(p.deck) for p in enc.participants) < unseen:
            self._irreversible = True  # a card was drawn: hidden information came to light
        if self._keep_undo:
            if self._irreversible or self.state is not s or s.rng.state != rng_before:
                self._anchor = clone(self.state)
                self._since = []
            else:
                self._since.append(action)
        s = self.state
        events = tuple(self._events)
        changes = {_FLAGS.get(e.kind, "characters") for e in events} | {"log"}
        if s.encounter is not None or any(e.kind.startswith("Encounter") for e in events):
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
            self._validate(action)
            in_encounter = self.state.encounter is not None and not isinstance(action, Adjust)
            if in_encounter and action not in self.legal_actions():
                return f"'{action}' is not legal in this step of the encounter"
        except IllegalActionError as exc:
            return exc.reason
        return None

    def can_undo(self) -> bool:
        """True when :meth:`undo` would succeed."""
        return bool(self._since)

    def undo(self) -> None:
        """Go back one user action; raises :class:`IllegalActionError` when nothing can be undone (no action
        yet, undo is off, or the last action revealed information or used chance — architecture.md "Undo")."""
        if not self._since or self._anchor is None:
            raise IllegalActionError(
                "nothing to undo: the last action revealed information or rolled a die, or no action was taken"
            )
        replay = self._since[:-1]
        self.state = clone(self._anchor)
        self._since = []
        keep, self._keep_undo = self._keep_undo, False
        try:
            for action in replay:
                self.apply(action)
        finally:
            self._keep_undo = keep
        self._since = replay

    # ------------------------------------------------------------------ turn order

    def current_actor(self) -> str | None:
        """The character whose turn it is During the Day: lowest Character Number that has not acted this
        round, has not passed and has Energy (S1 "During the Day"); None outside the day phase."""
        s = self.state
        if s.phase != "day":
            return None
        for c in self.living():
            ch = s.characters[c]
            if not ch.passed and not ch.acted and ch.energy > 0:
                return c
        return None

    def _able(self) -> list[str]:
        return [c for c in self.living() if not self.state.characters[c].passed and self.state.characters[c].energy > 0]

    def _eligible_members(self, actor: str, need_energy: int = 0) -> list[str]:
        """Characters who may join ``actor``'s party: same location, not passed, not yet acted this round."""
        s = self.state
        here = s.characters[actor].location
        out = []
        for c in self.living():
            ch = s.characters[c]
            if c != actor and ch.location == here and not ch.passed and not ch.acted and ch.energy >= need_energy:
                out.append(c)
        return out

    @staticmethod
    def _parties(members: list[str]) -> list[tuple[str, ...]]:
        out: list[tuple[str, ...]] = []
        for size in range(len(members) + 1):
            out.extend(combinations(members, size))
        return out

    def _travel_cost(self, character: str) -> int:
        """1 Energy; +1 while Going Insane (rules-decisions.md "Dying and Going Insane")."""
        ch = self.state.characters[character]
        return 1 + (1 if is_insane(ch, self.catalog.characters[character]) else 0)

    # ------------------------------------------------------------------ legal actions

    def _day_actions(self) -> list[Action]:
        s = self.state
        actions: list[Action] = []
        who = self.current_actor()
        if who is not None:
            ch = s.characters[who]
            here = ch.location
            loc = self.catalog.locations[here]
            joiners = self._eligible_members(who, need_energy=1)
            for party in self._parties(joiners):
                actions.append(Explore(party))
            if ch.energy >= self._travel_cost(who):
                for _direction, other in mapgrid.connected(self.catalog, s, here):
                    for party in self._parties(joiners):
                        actions.append(Travel(other, party))
            helpers = self._eligible_members(who)
            if loc.action is not None and self._location_action_open(who):
                for party in self._parties(helpers):
                    pay = self._canonical_pay(who, list(party), loc.action.cost)
                    if pay is not None and runtime.can_pay(self, [who, *party], loc.action.costs):
                        actions.append(LocationAction(party, pay if party else ()))
            cost = self.catalog.characters[who].action.cost
            for party in self._parties(helpers):
                pay = self._canonical_pay(who, list(party), cost)
                if pay is not None:
                    actions.append(CharacterAction(party, pay if party else ()))
            if loc.menhir is not None and "menhir" in loc.seals:
                actions.append(InspectMenhir())
                for party in self._parties(helpers):
                    if self._menhir_payable([who, *party]):
                        actions.append(ActivateMenhir(party))
            actions.append(Pass())
        actions.extend(self._trade_actions())
        return actions

    def _location_action_open(self, who: str) -> bool:
        s = self.state
        here = s.characters[who].location
        action = self.catalog.locations[here].action
        if action is None:
            return False
        placed = s.locations[str(here)]
        if action.once_per_day and placed.action_used:
            return False
        return runtime.all_hold(self, Task("check", character=who, party=[who]), action.conditions)

    def _canonical_pay(self, who: str, party: list[str], cost: int) -> Payment | None:
        energy = {c: self.state.characters[c].energy for c in [who, *party]}
        if cost <= 0:
            return ()
        return _split(cost, [who, *party], energy)

    def _menhir_costs(self, number: int) -> list[Effect]:
        menhir = self.catalog.locations[number].menhir
        if menhir is None:
            return []
        return [e for _ in range(self.state.players) for e in menhir.cost_per_player]

    def _menhir_payable(self, payers: list[str]) -> bool:
        here = self.state.characters[payers[0]].location
        return runtime.can_pay(self, payers, self._menhir_costs(here))

    def _trade_actions(self) -> list[Action]:
        """Trades between characters on one location (S0 "Resources", "Items", "Secrets"); pick-ups."""
        s = self.state
        out: list[Action] = []
        alive = self.living()
        for giver in alive:
            g = s.characters[giver]
            for receiver in alive:
                if receiver == giver or s.characters[receiver].location != g.location:
                    continue
                for res in TRADEABLE_RESOURCES:
                    if g.resources[res] > 0:
                        out.append(Trade(giver, receiver, res, 1))
                for item in g.items:
                    out.append(Trade(giver, receiver, item, 1))
                for secret in g.secrets:
                    if not self.catalog.secrets[secret].personal:
                        out.append(Trade(giver, receiver, secret, 1))
        if s.phase == "day":
            for c in alive:
                placed = s.locations.get(str(s.characters[c].location))
                if placed is not None:
                    for item in placed.items:
                        out.append(PickUp(c, item))
        return out

    def _pending_actions(self, p: Pending) -> list[Action]:
        s = self.state
        out: list[Action] = []
        if p.kind == "journal":
            out = [Choose(int(o)) for o in p.options]
        elif p.kind == "equip":
            out = [Equip(o) for o in p.options]
        elif p.kind == "guardian":
            out = [FaceGuardian(o) for o in p.options]
        elif p.kind == "rest":
            assert p.character is not None
            out = [Eat()] if s.characters[p.character].resources["food"] > 0 else []
            out.append(Fast())
            out.extend(t for t in self._trade_actions() if isinstance(t, Trade) and t.what == "food")
        elif p.kind == "advance":
            assert p.character is not None
            c = s.characters[p.character]
            for attr in ATTRIBUTES:
                if c.resources["experience"] >= day.attribute_cost(c.attributes, attr):
                    out.append(Raise(attr))
            if c.resources["experience"] >= day.ADVANCE_COST:
                for kind in _DECK_KINDS:
                    if getattr(c, f"{kind}_pool"):
                        out.append(Advance(kind))
            for kind in _DECK_KINDS:
                deck: list[str] = getattr(c, f"{kind}_deck")
                if len(deck) > day.MIN_DECK:
                    out.extend(Cut(card) for card in sorted(deck))
                out.extend(Restore(card) for card in sorted(getattr(c, f"{kind}_aside")))
            out.append(Done())
        elif p.kind == "pick-card":
            out = [Take(o) for o in p.options]
        elif p.kind == "skill":
            out = [ChooseSkill(o, side) for o in p.options for side in (1, 2)]
        elif p.kind == "claim":
            out = [Claim(o) for o in p.options]
        elif p.kind == "secret":
            receivers = [c for c in self.living() if c != p.character]
            out = [Give(p.options[0], r) for r in receivers]
        elif p.kind == "mercy":
            out = [Mercy()]
        return out

    # ------------------------------------------------------------------ validation

    def _validate(self, action: Action) -> None:
        s = self.state
        if s.phase == "over":
            if isinstance(action, Mercy) and s.pending and s.pending[0].kind == "mercy":
                return
            raise IllegalActionError(f"the game is over ({s.outcome})")
        if isinstance(action, Adjust):
            self._validate_adjust(action)
            return
        if s.encounter is not None:
            from grail_desktop.engine.encounter import ENCOUNTER_VERBS

            if action.verb not in ENCOUNTER_VERBS:
                raise IllegalActionError(f"an encounter is in progress: '{action}' must wait until it ends")
            return  # the encounter machine validates its own actions
        if isinstance(action, Trade):
            self._validate_trade(action)
            return
        if isinstance(action, LocationAction | CharacterAction) and action.pay:
            self._validate_shared_pay(action)
            return
        if action in self.legal_actions():
            return
        raise IllegalActionError(self._why_not(action))

    def _why_not(self, action: Action) -> str:
        s = self.state
        if s.pending:
            p = s.pending[0]
            whose = f" of {self.name(p.character)}" if p.character else ""
            answers = ", ".join(str(a) for a in self._pending_actions(p)[:6])
            return f"'{action}' is not possible now: waiting for the {p.kind} decision{whose} ({answers})"
        if s.phase == "over":
            return f"the game is over ({s.outcome})"
        who = self.current_actor()
        if isinstance(action, Travel) and who is not None:
            here = s.characters[who].location
            if action.to not in {n for _d, n in mapgrid.connected(self.catalog, s, here)}:
                return f"{action.to} is not connected to {here} by Direction Keys on both cards"
            if s.characters[who].energy < self._travel_cost(who):
                return f"{self.name(who)} has not enough Energy to travel"
        if (
            isinstance(action, Explore | Travel | LocationAction | CharacterAction | ActivateMenhir)
            and action.party
            and who is not None
        ):
            bad = [c for c in action.party if c not in self._eligible_members(who)]
            if bad:
                return f"{', '.join(bad)} cannot join: not here, already acted this round, passed or unknown"
        if isinstance(action, LocationAction) and who is not None:
            return "the location action is not available (none here, used today, conditions or costs not met)"
        if isinstance(action, ActivateMenhir):
            return "there is no Menhir here, or the party cannot pay its cost for every player in the game"
        return f"'{action}' is not legal now"

    def _validate_adjust(self, a: Adjust) -> None:
        s = self.state
        if s.encounter is not None:
            raise IllegalActionError("adjust: finish the encounter first")
        if a.character not in s.characters or s.characters[a.character].dead:
            raise IllegalActionError(f"adjust: no living character '{a.character}'")
        if a.field not in (*TRACKS, *RESOURCES, *ATTRIBUTES):
            raise IllegalActionError(f"adjust: '{a.field}' is not a track, resource or attribute")
        c = s.characters[a.character]
        current = c.attributes[a.field] if a.field in ATTRIBUTES else amount_of(c, a.field)
        target = current + a.value if a.relative else a.value
        if target < 0:
            raise IllegalActionError(f"adjust: {a.field} cannot go below 0")
        d = self.catalog.characters[a.character]
        if a.field in TRACKS and target > getattr(d, a.field).max:
            raise IllegalActionError(f"adjust: {a.field} cannot go above {getattr(d, a.field).max}")

    def _validate_trade(self, t: Trade) -> None:
        s = self.state
        for c in (t.giver, t.receiver):
            if c not in s.characters or s.characters[c].dead:
                raise IllegalActionError(f"trade: no living character '{c}'")
        if t.giver == t.receiver:
            raise IllegalActionError("trade: giver and receiver are the same")
        if s.characters[t.giver].location != s.characters[t.receiver].location:
            raise IllegalActionError("trade: both characters must be on the same location")
        if s.exploration is not None or (s.pending and s.pending[0].kind != "rest") or s.phase not in ("day", "end"):
            raise IllegalActionError("trade: only outside actions, encounters and decisions")
        giver = s.characters[t.giver]
        if t.what in TRADEABLE_RESOURCES:
            if t.amount < 1 or giver.resources[t.what] < t.amount:
                raise IllegalActionError(f"trade: {t.giver} does not have {t.amount} {t.what}")
        elif t.what in RESOURCES:
            raise IllegalActionError(f"trade: {t.what} can never be traded, only food and wealth (S0)")
        elif t.what in giver.items:
            pass
        elif t.what in giver.secrets:
            if self.catalog.secrets[t.what].personal:
                raise IllegalActionError(f"trade: {t.what} is a Personal Secret and cannot change hands (S0)")
        else:
            raise IllegalActionError(f"trade: {t.giver} holds no '{t.what}'")
        if s.pending and s.pending[0].kind == "rest" and t.what != "food":
            raise IllegalActionError("trade: during the End of the Day rest only Food changes hands")

    def _validate_shared_pay(self, a: LocationAction | CharacterAction) -> None:
        s = self.state
        who = self.current_actor()
        if who is None or s.pending:
            raise IllegalActionError(f"'{a}' is not legal now")
        bad = [c for c in a.party if c not in self._eligible_members(who)]
        if bad:
            raise IllegalActionError(f"{', '.join(bad)} cannot join this action")
        members = [who, *a.party]
        if isinstance(a, LocationAction):
            action = self.catalog.locations[s.characters[who].location].action
            if action is None or not self._location_action_open(who):
                raise IllegalActionError("the location action is not available")
            cost = action.cost
            if not runtime.can_pay(self, members, action.costs):
                raise IllegalActionError("the party cannot pay the location action's costs")
        else:
            cost = self.catalog.characters[who].action.cost
        paid = dict(a.pay)
        if any(p not in members for p in paid) or len(paid) != len(a.pay):
            raise IllegalActionError("pay: only party members pay, each named once")
        if sum(paid.values()) != cost:
            raise IllegalActionError(f"pay: the shares must add up to the cost, {cost} Energy")
        for p, n in paid.items():
            if n < 0 or n > s.characters[p].energy:
                raise IllegalActionError(f"pay: {p} cannot pay {n} Energy")
        if isinstance(a, CharacterAction) and cost >= 1 and paid.get(who, 0) < 1:
            raise IllegalActionError("the performer of a Character Action pays at least 1 Energy (S1)")

    # ------------------------------------------------------------------ dispatch

    def _dispatch(self, action: Action) -> None:
        s = self.state
        if isinstance(action, Mercy):
            s.pending.clear()
            self._mercy()
            return
        if isinstance(action, Adjust):
            self._adjust(action)
            return
        if s.encounter is not None:
            for e in encounter_apply(s.encounter, self, action):
                self.emit(e)
            if s.encounter is not None and s.encounter.result is not None:
                self._finish_encounter()
            return
        if isinstance(action, Trade):
            self._trade(action)
            return
        if isinstance(action, PickUp):
            placed = s.locations[str(s.characters[action.character].location)]
            placed.items.remove(action.item)
            self._receive_item(action.character, action.item)
            return
        if s.pending:
            self._answer(s.pending[0], action)
            return
        who = self.current_actor()
        assert who is not None
        if isinstance(action, Pass):
            s.characters[who].passed = True
            self.emit(Event("Passed", f"{self.name(who)} passes for the day", who))
            return
        if isinstance(action, InspectMenhir):
            here = s.characters[who].location
            menhir = self.catalog.locations[here].menhir
            costs = ", ".join(str(e) for e in self._menhir_costs(here)) or "nothing"
            text = menhir.text if menhir else ""
            self.emit(Event("MenhirInspected", f"The Menhir at {here} asks for: {costs}. {text}".strip(), who))
            return
        members = [who, *getattr(action, "party", ())]
        for m in members:
            s.characters[m].acted = True
        if isinstance(action, Explore):
            self._explore(who, members)
        elif isinstance(action, Travel):
            self._travel(who, members, action.to)
        elif isinstance(action, LocationAction):
            self._location_action(who, members, action.pay)
        elif isinstance(action, CharacterAction):
            self._character_action(who, members, action.pay)
        elif isinstance(action, ActivateMenhir):
            self._activate_menhir(who, members)

    def _pay_each(self, members: list[str], cost_of: dict[str, int]) -> list[str]:
        """Each member pays their own cost; who cannot pay drops out of the party (S0 "Parties")."""
        paying = []
        for m in members:
            if self.state.characters[m].energy >= cost_of[m]:
                paying.append(m)
            else:
                self.emit(Event("PartyLeft", f"{self.name(m)} cannot pay and drops out of the party", m))
        for m in paying:
            self.change(m, "energy", -cost_of[m])
        return paying

    def _explore(self, who: str, members: list[str]) -> None:
        """Explore: 1 Energy per member, read the entry section (S1 "Explore")."""
        members = self._pay_each(members, dict.fromkeys(members, 1))
        here = self.state.characters[who].location
        self.open_journal(who, members, self.catalog.locations[here].entry, "explore")
        self.state.work.append(Task("after-explore", character=who, party=members, location=here))

    def _travel(self, who: str, members: list[str], to: int) -> None:
        """Travel along a connection; per member 1 Energy (+1 Going Insane); then arrive (S1 "Travel")."""
        members = self._pay_each(members, {m: self._travel_cost(m) for m in members})
        for m in members:
            self.state.characters[m].location = to
            self.emit(Event("CharacterMoved", f"{self.name(m)} travels to {to}", m, (("location", to),)))
        self.state.work.insert(0, Task("arrive", character=who, party=members, location=to))

    def _location_action(self, who: str, members: list[str], pay: Payment) -> None:
        """One shared payment, split among members; output once (S1 "Location action")."""
        s = self.state
        here = s.characters[who].location
        action = self.catalog.locations[here].action
        assert action is not None
        shares = dict(pay) if pay else dict(self._canonical_pay(who, members[1:], action.cost) or ())
        for p, n in shares.items():
            self.change(p, "energy", -n)
        rest = runtime.pay_costs(self, members, action.costs)
        if action.once_per_day:
            s.locations[str(here)].action_used = True
        self.emit(Event("LocationActionTaken", f"{self.name(who)}: {action.name}", who, (("location", here),)))
        effects = [str(e) for e in rest] + [str(e) for e in action.effects]
        s.work.insert(0, Task("effects", character=who, party=members, effects=effects, source=f"action:{here}"))

    def _character_action(self, who: str, members: list[str], pay: Payment) -> None:
        """The tile's action; party members may help pay, the performer pays ≥ 1 (S1 "Character Action")."""
        act = self.catalog.characters[who].action
        shares = dict(pay) if pay else dict(self._canonical_pay(who, members[1:], act.cost) or ())
        for p, n in shares.items():
            self.change(p, "energy", -n)
        self.emit(Event("CharacterActionTaken", f"{self.name(who)}: {act.name}", who))
        self.state.work.insert(
            0, Task("effects", character=who, party=[who], effects=[str(e) for e in act.effects], source="character")
        )

    def _activate_menhir(self, who: str, members: list[str]) -> None:
        """Pay cost × players in the game; set the dial, leftover lost (S0 "Menhirs"; rules-decisions.md)."""
        s = self.state
        here = s.characters[who].location
        menhir = self.catalog.locations[here].menhir
        assert menhir is not None
        rest = runtime.pay_costs(self, members, self._menhir_costs(here))
        old = s.menhirs.get(str(here))
        s.menhirs[str(here)] = MenhirState(location=here, dial=menhir.dial)
        s.last_menhir = False
        verb = "extended" if old is not None else "activated"
        self.emit(
            Event("MenhirActivated", f"The Menhir at {here} is {verb}: dial {menhir.dial}", who, (("location", here),))
        )
        if rest:
            s.work.insert(0, Task("effects", character=who, party=members, effects=[str(e) for e in rest]))

    def _trade(self, t: Trade) -> None:
        s = self.state
        giver, receiver = s.characters[t.giver], s.characters[t.receiver]
        if t.what in TRADEABLE_RESOURCES:
            giver.resources[t.what] -= t.amount
            receiver.resources[t.what] += t.amount
        elif t.what in giver.items:
            giver.items.remove(t.what)
            if t.what in giver.face_down:
                giver.face_down.remove(t.what)
            self._receive_item(t.receiver, t.what)
        else:
            giver.secrets.remove(t.what)
            if t.what in giver.face_down:
                giver.face_down.remove(t.what)
            receiver.secrets.append(t.what)
            self._keyword_after_gain(t.receiver, t.what)
        self.emit(Event("Traded", f"{self.name(t.giver)} gives {t.what} to {self.name(t.receiver)}", t.giver))

    def _adjust(self, a: Adjust) -> None:
        """A logged Chronicler correction (architecture.md); tracks keep their invariants."""
        s = self.state
        c = s.characters[a.character]
        if a.field in ATTRIBUTES:
            c.attributes[a.field] = c.attributes[a.field] + a.value if a.relative else a.value
        else:
            current = amount_of(c, a.field)
            target = current + a.value if a.relative else a.value
            self.change(a.character, a.field, target - current)
        s.adjustments.append(f"day {s.day}: {a}")
        self.emit(Event("Adjusted", f"Chronicler correction: {a}", a.character))

    # ------------------------------------------------------------------ pending decisions

    def _answer(self, p: Pending, action: Action) -> None:
        s = self.state
        s.pending.pop(0)
        who = p.character
        if isinstance(action, Choose):
            self._choose(action.option)
        elif isinstance(action, Equip):
            assert who is not None
            c = s.characters[who]
            for other in p.options:
                if other != action.item and other not in c.face_down:
                    c.face_down.append(other)
            if action.item in c.face_down:
                c.face_down.remove(action.item)
            self.emit(Event("Equipped", f"{self.name(who)} keeps {action.item} face up", who))
            self._limit_dying_items(who)
        elif isinstance(action, FaceGuardian):
            task = s.work[0]
            task.effects.remove(action.enemy)
            self._guardian_fight(task, action.enemy)
        elif isinstance(action, Eat | Fast):
            assert who is not None
            self._rest(who, isinstance(action, Eat))
        elif isinstance(action, Raise | Advance | Cut | Restore):
            assert who is not None
            s.pending.insert(0, p)  # stays open until "done"
            self._advance(who, action)
        elif isinstance(action, Done):
            pass
        elif isinstance(action, Take):
            assert who is not None
            kind = p.data["deck"]
            c = s.characters[who]
            deck: list[str] = getattr(c, f"{kind}_deck")
            pool: list[str] = getattr(c, f"{kind}_pool")
            deck.append(action.card)
            self.rng.shuffle(deck)
            pool.extend(o for o in p.options if o != action.card)
            self.rng.shuffle(pool)
            self.emit(Event("CardGained", f"{self.name(who)} adds {action.card} to the {kind} deck", who))
        elif isinstance(action, ChooseSkill):
            assert who is not None
            s.characters[who].skills[action.skill] = action.side - 1
            side = self.catalog.skills[action.skill].sides[action.side - 1]
            self.emit(Event("SkillGained", f"{self.name(who)} gains the Skill {side.name}", who))
        elif isinstance(action, Claim):
            self._claim(p, action.character)
        elif isinstance(action, Give):
            assert who is not None
            dead = s.characters[who]
            dead.secrets.remove(action.secret)
            s.characters[action.character].secrets.append(action.secret)
            self.emit(Event("SecretGained", f"{self.name(action.character)} takes {action.secret}", action.character))
            self._keyword_after_gain(action.character, action.secret)
            rest = [o for o in p.options if o != action.secret]
            if rest:
                s.pending.insert(0, Pending("secret", who, options=rest))

    def _rest(self, who: str, eat: bool) -> None:
        """End of the Day step 1 (S1; rules-decisions.md): eat → +1 Health, −1 Terror; else Energy to 0, or
        −1 Health when it already was 0."""
        c = self.state.characters[who]
        if eat:
            c.resources["food"] -= 1
            self.emit(Event("FoodEaten", f"{self.name(who)} eats and rests", who))
            self.change(who, "health", 1)
            self.change(who, "terror", -1)
        else:
            self.emit(Event("Fasted", f"{self.name(who)} goes hungry", who))
            if c.energy == 0:
                self.change(who, "health", -1)
            else:
                self.change(who, "energy", -c.energy)

    def _advance(self, who: str, action: Action) -> None:
        """End of the Day steps 3–4: attributes, Advancement Pool, deck building (S0 "Character Advancement")."""
        s = self.state
        c = s.characters[who]
        if isinstance(action, Raise):
            cost = day.attribute_cost(c.attributes, action.attribute)
            c.resources["experience"] -= cost
            c.attributes[action.attribute] += 1
            value = c.attributes[action.attribute]
            self.emit(
                Event("AttributeRaised", f"{self.name(who)} raises {action.attribute} to {value} ({cost} Exp)", who)
            )
            if value >= 3:
                owned = {k for ch in s.characters.values() for k in ch.skills}
                offer = sorted(
                    k for k, sk in self.catalog.skills.items() if sk.attribute == action.attribute and k not in owned
                )
                if offer:
                    s.pending.insert(0, Pending("skill", who, options=offer, data={"attribute": action.attribute}))
                else:
                    self.emit(Event("NoSkillLeft", f"No {action.attribute} Skill card is left to gain", who))
        elif isinstance(action, Advance):
            pool: list[str] = getattr(c, f"{action.deck}_pool")
            c.resources["experience"] -= day.ADVANCE_COST
            top = pool[:3]
            del pool[:3]
            self.mark_irreversible()
            self.emit(Event("CardsRevealed", f"{self.name(who)} looks at {', '.join(top)}", who))
            s.pending.insert(0, Pending("pick-card", who, options=top, data={"deck": action.deck}))
        elif isinstance(action, Cut | Restore):
            card = self.catalog.cards[action.card]
            deck: list[str] = getattr(c, f"{card.deck}_deck")
            aside: list[str] = getattr(c, f"{card.deck}_aside")
            if isinstance(action, Cut):
                deck.remove(action.card)
                aside.append(action.card)
                self.emit(Event("CardCut", f"{self.name(who)} sets {action.card} aside", who))
            else:
                aside.remove(action.card)
                deck.append(action.card)
                self.rng.shuffle(deck)
                self.emit(Event("CardRestored", f"{self.name(who)} puts {action.card} back in the deck", who))

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
                self.end_exploration()
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
        if s.phase == "day":
            if self.current_actor() is not None:
                return False
            if self._able():
                for c in s.characters.values():
                    c.acted = False
                return False
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
            self._enter_section(task)
        elif kind == "section-end":
            self._section_end(task)
        elif kind == "section-close":
            if s.exploration is not None and s.exploration.section == task.source:
                self.end_exploration()
        elif kind == "arrive":
            assert task.location is not None
            self._arrive(task)
        elif kind == "guardians":
            self._guardians(task)
        elif kind == "after-explore":
            self._after_explore(task)
        elif kind == "death":
            assert task.character is not None
            if not s.characters[task.character].dead:
                self._die(task.character)
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

    def open_journal(self, who: str, party: list[str], section: str, kind: str) -> None:
        """Start reading the journal at ``section`` (Explore, Dream, Nightmare, event goto, mercy)."""
        s = self.state
        s.exploration = Exploration(character=who, party=list(party), section=section, kind=kind)
        s.work.insert(0, Task("section", character=who, party=list(party), source=section))

    def _enter_section(self, task: Task) -> None:
        s = self.state
        if s.exploration is None:
            return
        section = self.catalog.journal[task.source]
        s.exploration.section = section.id
        s.exploration.read.append(section.id)
        self.mark_irreversible()
        self.emit(Event("SectionRead", f"{section.title}", s.exploration.character, (("section", section.id),)))
        s.work[0:0] = [
            Task(
                "effects",
                character=task.character,
                party=task.party,
                effects=[str(e) for e in section.effects],
                source=f"section:{section.id}",
            ),
            Task("section-end", character=task.character, party=task.party, source=section.id),
        ]

    def _section_end(self, task: Task) -> None:
        s = self.state
        ex = s.exploration
        if ex is None or ex.section != task.source:
            return
        options = runtime.section_options(self, task, ex)
        if options:
            s.pending.insert(
                0, Pending("journal", ex.character, options=[str(o) for o in options], data={"section": ex.section})
            )
        else:
            self.end_exploration()

    def _choose(self, number: int) -> None:
        s = self.state
        ex = s.exploration
        assert ex is not None
        option = self.catalog.journal[ex.section].options[number - 1]
        task = Task("effects", character=ex.character, party=ex.party, source=f"option:{ex.section}.{number}")
        rest = runtime.pay_costs(self, [ex.character], option.costs)
        self.emit(Event("OptionChosen", option.text, ex.character, (("option", number),)))
        task.effects = [str(e) for e in rest] + [str(e) for e in option.effects]
        follow = (
            Task("section", character=ex.character, party=ex.party, source=option.goto)
            if option.goto
            else Task("section-close", character=ex.character, party=ex.party, source=ex.section)
        )
        s.work[0:0] = [task, follow]

    def goto_section(self, task: Task, section: str) -> None:
        """The ``goto`` effect: continue reading at ``section`` (opens the journal outside an exploration)."""
        s = self.state
        if s.exploration is None:
            who = runtime.actor(self, task)
            if who is None:
                return
            self.open_journal(who, [c for c in task.party if not s.characters[c].dead] or [who], section, "event")
            return
        s.work[:] = [t for t in s.work if t.kind not in ("section", "section-end", "section-close")]
        s.work.insert(0, Task("section", character=s.exploration.character, party=s.exploration.party, source=section))

    def end_exploration(self) -> None:
        """ "Exploration ends" (S1 "Explore"): close the journal; queued follow-ups continue."""
        s = self.state
        ex = s.exploration
        if ex is None:
            return
        s.work[:] = [t for t in s.work if t.kind not in ("section", "section-end", "section-close")]
        s.exploration = None
        self.emit(Event("ExplorationEnded", "Exploration ends", ex.character, (("kind", ex.kind),)))

    def _after_explore(self, task: Task) -> None:
        """Going Insane: after each Exploration roll a die; on 1 draw a purple Encounter (rules-decisions.md)."""
        s = self.state
        for c in task.party:
            ch = s.characters[c]
            if ch.dead or not is_insane(ch, self.catalog.characters[c]):
                continue
            roll = self.rng.die(6)
            self.emit(
                Event("InsanityRolled", f"{self.name(c)} rolls {roll} for their fraying mind", c, (("roll", roll),))
            )
            if roll == 1:
                self.encounter_from_deck(Task("effects", character=c, party=[c]), "purple", None)
                return

    # ------------------------------------------------------------------ map

    def reveal_around(self, number: int) -> None:
        """Attach the cards named by this card's Direction Keys when within Menhir range (S0 "Locations" 1)."""
        s = self.state
        here = s.locations[str(number)]
        cells = mapgrid.cell_index(s)
        menhirs = mapgrid.menhir_cells(s)
        for direction, key in sorted(self.catalog.locations[number].keys.items()):
            dx, dy = mapgrid.STEP[direction]
            cell = (here.x + dx, here.y + dy)
            if cell in cells:
                continue
            card = mapgrid.current_version(self.catalog, s, key)
            if card is None or str(card) in s.locations:
                continue
            if not mapgrid.in_menhir_range(cell, menhirs):
                continue
            s.locations[str(card)] = PlacedLocation(number=card, x=cell[0], y=cell[1])
            cells[cell] = card
            self.mark_irreversible()
            self.emit(
                Event(
                    "LocationRevealed",
                    f"{self.catalog.locations[card].name} ({card}) is revealed",
                    data=(("location", card), ("x", cell[0]), ("y", cell[1])),
                )
            )

    def _arrive(self, task: Task) -> None:
        """Arrival: reveal, Guardian Encounters, then the instant rule (S0; rules-decisions.md "Guardians")."""
        s = self.state
        assert task.location is not None
        number = task.location
        if str(number) not in s.locations:
            return
        self.reveal_around(number)
        party = [c for c in task.party if not s.characters[c].dead and s.characters[c].location == number]
        here_guardians = [g.enemy for g in s.guardians if g.location == number]
        loc = self.catalog.locations[number]
        tasks = []
        if here_guardians and party:
            tasks.append(
                Task("guardians", character=task.character, party=party, effects=here_guardians, location=number)
            )
        if loc.instant and party:
            tasks.append(
                Task(
                    "effects",
                    character=task.character,
                    party=party,
                    effects=[str(e) for e in loc.instant],
                    source=f"instant:{number}",
                )
            )
        s.work[0:0] = tasks

    def _guardians(self, task: Task) -> None:
        s = self.state
        on_map = {g.enemy for g in s.guardians if g.location == task.location}
        task.effects = [e for e in task.effects if e in on_map]
        party = [
            c
            for c in task.party
            if not s.characters[c].dead and not s.characters[c].dying and s.characters[c].location == task.location
        ]
        if not task.effects or not party:
            return
        task.party = party
        if len(task.effects) > 1:
            s.work.insert(0, task)
            s.pending.insert(0, Pending("guardian", task.character, options=sorted(task.effects)))
            return
        enemy = task.effects.pop(0)
        self._guardian_fight(task, enemy)

    def _guardian_fight(self, task: Task, enemy: str) -> None:
        s = self.state
        s.guardians[:] = [g for g in s.guardians if g.enemy != enemy]
        assert task.location is not None
        self.start_fight(task.party, [enemy], f"guardian:{enemy}", task.location)

    def special_move(self, task: Task, number: int | None) -> None:
        """Special movement: no Energy, not Travel; reveals and triggers arrivals (S0 "Special Movement")."""
        s = self.state
        target = mapgrid.lowest_revealed(s) if number is None else mapgrid.current_version(self.catalog, s, number)
        if target is None or str(target) not in s.locations:
            self.emit(Event("MoveBlocked", f"Location {number} is not on the map; nobody moves"))
            return
        party = [c for c in task.party if not s.characters[c].dead]
        for c in party:
            s.characters[c].location = target
            self.emit(Event("CharacterMoved", f"{self.name(c)} is moved to {target}", c, (("location", target),)))
        s.work.insert(0, Task("arrive", character=runtime.actor(self, task), party=party, location=target))

    def replace_location(self, old: int, new: int) -> None:
        """Swap a card for its new version in the same cell; the old one leaves the game (S0 "Legacy")."""
        s = self.state
        old_now = mapgrid.current_version(self.catalog, s, old)
        if old_now is None or new not in self.catalog.locations or old_now == new:
            return
        placed = s.locations.pop(str(old_now), None)
        s.removed_locations.append(old_now)
        if placed is not None:
            s.locations[str(new)] = PlacedLocation(
                number=new, x=placed.x, y=placed.y, time_tokens=placed.time_tokens, items=placed.items
            )
            for c in s.characters.values():
                if c.location == old_now:
                    c.location = new
            menhir = s.menhirs.pop(str(old_now), None)
            if menhir is not None:
                menhir.location = new
                s.menhirs[str(new)] = menhir
            for g in s.guardians:
                if g.location == old_now:
                    g.location = new
        self.emit(
            Event(
                "LocationReplaced",
                f"Location {old_now} becomes {self.catalog.locations[new].name} ({new})",
                data=(("old", old_now), ("location", new)),
            )
        )

    def add_time_tokens(self, number: int, n: int) -> None:
        card = mapgrid.current_version(self.catalog, self.state, number)
        placed = self.state.locations.get(str(card)) if card is not None else None
        if placed is not None and n:
            placed.time_tokens += n
            self.emit(
                Event("TimeTokenAdded", f"{n} Time Token(s) on {placed.number}", data=(("location", placed.number),))
            )

    def remove_out_of_range(self) -> None:
        """Start of the Day step 2: discard cards out of Menhir range; characters there suffer the wyrdness
        (−2 Health, +2 Terror) and move to the nearest remaining card (S0; rules-decisions.md)."""
        s = self.state
        gone = mapgrid.out_of_range(s)
        if not gone:
            return
        removed = [s.locations.pop(str(n)) for n in gone]
        remaining = list(s.locations.values())
        for p in removed:
            self.emit(
                Event(
                    "LocationRemoved",
                    f"{self.catalog.locations[p.number].name} ({p.number}) sinks into the wyrdness",
                    data=(("location", p.number),),
                )
            )
            s.item_deck.extend(p.items)
            for g in [g for g in s.guardians if g.location == p.number]:
                s.guardians.remove(g)
                self.discard_enemy(g.enemy)
            target = mapgrid.nearest(s, p, remaining)
            for c in self.living():
                if s.characters[c].location != p.number:
                    continue
                self.emit(Event("Wyrdness", f"The wyrdness swallows the ground under {self.name(c)}", c))
                self.change(c, "health", -day.WYRD_HEALTH)
                self.change(c, "terror", day.WYRD_TERROR)
                if target is not None:
                    s.characters[c].location = target
                    self.emit(Event("Displaced", f"{self.name(c)} is thrown to {target}", c, (("location", target),)))
            for body in s.characters.values():
                if body.dead and body.location == p.number and target is not None:
                    body.location = target

    # ------------------------------------------------------------------ items and secrets

    def _face_up(self, character: str, keyword: str) -> list[str]:
        c = self.state.characters[character]
        out = [i for i in c.items if i not in c.face_down and self.catalog.items[i].keyword == keyword]
        out += [x for x in c.secrets if x not in c.face_down and self.catalog.secrets[x].keyword == keyword]
        return out

    def check_keyword(self, character: str, keyword: str | None) -> None:
        """One active Item/Secret per keyword: ask which stays face up (S0 "Items"; S1 Start of the Day 8)."""
        if keyword is None:
            return
        up = self._face_up(character, keyword)
        if len(up) > 1:
            self.state.pending.append(Pending("equip", character, options=up, data={"keyword": keyword}))

    def _keyword_after_gain(self, character: str, card: str) -> None:
        keyword = self.catalog.items[card].keyword if card in self.catalog.items else self.catalog.secrets[card].keyword
        self.check_keyword(character, keyword)

    def _limit_dying_items(self, character: str) -> None:
        """While Dying at most 2 Items stay face up; Secrets are exempt (rules-decisions.md)."""
        c = self.state.characters[character]
        if not c.dying:
            return
        up = [i for i in c.items if i not in c.face_down]
        for extra in up[2:]:
            c.face_down.append(extra)
            self.emit(Event("Equipped", f"{self.name(character)} turns {extra} face down (dying)", character))

    def _receive_item(self, character: str, item: str) -> None:
        self.state.characters[character].items.append(item)
        self.emit(
            Event(
                "ItemGained",
                f"{self.name(character)} gains {self.catalog.items[item].name}",
                character,
                (("item", item),),
            )
        )
        self._keyword_after_gain(character, item)
        self._limit_dying_items(character)

    def gain_item(self, character: str, item: str) -> None:
        """The ``item`` effect: take that Item from the Item deck (or from the map)."""
        s = self.state
        if item in s.item_deck:
            s.item_deck.remove(item)
        else:
            for p in s.locations.values():
                if item in p.items:
                    p.items.remove(item)
                    break
            else:
                self.emit(Event("ItemUnavailable", f"{item} is not available", character))
                return
        self._receive_item(character, item)

    def draw_item(self, character: str, kind: str) -> None:
        """Search the Item deck from the top for the first matching Item, then shuffle the deck (S0 "Items")."""
        s = self.state
        found = None
        for item in s.item_deck:
            d = self.catalog.items[item]
            if kind == "any" or (kind == "craftable" and d.craftable) or d.keyword == kind:
                found = item
                break
        self.mark_irreversible()
        if found is None:
            self.emit(Event("ItemUnavailable", f"No {kind} item is left in the Item deck", character))
            return
        s.item_deck.remove(found)
        self.rng.shuffle(s.item_deck)
        self._receive_item(character, found)

    def discard_item(self, character: str, item: str) -> None:
        """Discarded Items go to the bottom of the Item deck (S0 "Discarding"); Secrets never (see Secrets)."""
        c = self.state.characters[character]
        c.items.remove(item)
        if item in c.face_down:
            c.face_down.remove(item)
        self.state.item_deck.append(item)
        self.emit(Event("ItemDiscarded", f"{self.name(character)} discards {item}", character, (("item", item),)))

    def gain_secret(self, character: str, secret: str) -> None:
        s = self.state
        if secret not in s.secret_box:
            self.emit(Event("SecretUnavailable", f"{secret} is already taken", character))
            return
        s.secret_box.remove(secret)
        s.characters[character].secrets.append(secret)
        self.emit(
            Event(
                "SecretGained",
                f"{self.name(character)} gains the Secret {self.catalog.secrets[secret].name}",
                character,
                (("secret", secret),),
            )
        )
        self._keyword_after_gain(character, secret)

    def discard_secret(self, character: str, secret: str) -> None:
        c = self.state.characters[character]
        c.secrets.remove(secret)
        if secret in c.face_down:
            c.face_down.remove(secret)
        self.state.secret_box.append(secret)
        self.emit(
            Event("SecretDiscarded", f"{self.name(character)} gives up {secret}", character, (("secret", secret),))
        )

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

    def is_dying(self, character: str) -> bool:
        return self.state.characters[character].health == 0

    def discard_enemy(self, enemy: str) -> None:
        """An Encounter card goes to the bottom of its deck (S0 "Discarding and removing cards")."""
        d = self.catalog.enemies.get(enemy)
        if d is None:
            return
        self.state.encounter_decks.setdefault(d.colour, []).append(enemy)

    def encounter_from_deck(self, task: Task, colour: str, level: int | None) -> None:
        """``encounter <colour> [level]``: the first card of that colour (and level) from the top (contract)."""
        s = self.state
        deck = s.encounter_decks.get(colour, [])
        found = next((e for e in deck if level is None or self.catalog.enemies[e].level == level), None)
        if found is None:
            self.emit(Event("EncounterUnavailable", f"No {colour} encounter is left to draw"))
            return
        deck.remove(found)
        self.mark_irreversible()
        who = runtime.actor(self, task)
        if who is None:
            self.discard_enemy(found)
            return
        here = s.characters[who].location
        party = [c for c in task.party if not s.characters[c].dead and s.characters[c].location == here]
        self.start_fight(party or [who], [found], f"draw:{colour}", here)

    def fight(self, task: Task, enemy: str) -> None:
        """``fight <enemy>``: that very enemy, taken from its deck or from the map."""
        s = self.state
        for deck in s.encounter_decks.values():
            if enemy in deck:
                deck.remove(enemy)
        s.guardians[:] = [g for g in s.guardians if g.enemy != enemy]
        who = runtime.actor(self, task)
        if who is None:
            self.discard_enemy(enemy)
            return
        here = s.characters[who].location
        party = [c for c in task.party if not s.characters[c].dead and s.characters[c].location == here]
        self.start_fight(party or [who], [enemy], f"fight:{enemy}", here)

    def start_fight(self, participants: list[str], enemies: list[str], source: str, location: int) -> None:
        """Start an encounter through the encounter machine (encounter-contract.md)."""
        s = self.state
        fit = [c for c in participants if not s.characters[c].dead and not s.characters[c].dying]
        if not fit:
            for e in enemies:
                self._enemy_back(e, location, won=False)
            self.emit(Event("EncounterSkipped", "Nobody is able to face the encounter"))
            return
        self.mark_irreversible()
        enc, events = start_encounter(self, fit, enemies, source=source)
        s.encounter = enc
        s.encounter_context = EncounterContext(
            participants=fit, enemies=list(enemies), location=location, source=source
        )
        names = ", ".join(self.enemy_name(e) for e in enemies)
        self.emit(Event("EncounterStarted", f"Encounter: {names}", fit[0], (("source", source),)))
        for ev in events:
            self.emit(ev)
        if enc.result is not None:
            self._finish_encounter()

    def _enemy_back(self, enemy: str, location: int, *, won: bool) -> None:
        d = self.catalog.enemies.get(enemy)
        if d is not None and d.guardian and not won and str(location) in self.state.locations:
            self.state.guardians.append(GuardianState(enemy=enemy, location=location))
            self.emit(
                Event(
                    "GuardianPlaced", f"{d.name} stays at {location}", data=(("enemy", enemy), ("location", location))
                )
            )
        else:
            self.discard_enemy(enemy)

    def _finish_encounter(self) -> None:
        """After the machine sets a result: enemies to the bottom of their decks, undefeated Guardians on the
        map (rules-decisions.md "Guardians"), then the game continues where it was."""
        s = self.state
        enc, ctx = s.encounter, s.encounter_context
        assert enc is not None and enc.result is not None and ctx is not None
        result = enc.result
        s.encounter = None
        s.encounter_context = None
        for e in result.enemies or tuple(ctx.enemies):
            self._enemy_back(e, ctx.location, won=e not in result.undefeated_guardians)
        verdict = "won" if result.won else "over"
        self.emit(Event("EncounterEnded", f"The encounter is {verdict}", data=(("won", int(result.won)),)))

    # ------------------------------------------------------------------ death and mercy

    def _die(self, character: str) -> None:
        """Death (S0 "Death"): solo ends the game; co-op drops items, splits Secrets (Personal vanish), and
        offers an unclaimed character; none left → failure."""
        s = self.state
        c = s.characters[character]
        c.dead = True
        c.dying = False
        self.emit(Event("CharacterDied", f"{self.name(character)} dies", character))
        if s.players == 1:
            self.end_game("death")
            return
        placed = s.locations.get(str(c.location))
        for item in list(c.items):
            c.items.remove(item)
            if placed is not None:
                placed.items.append(item)
            else:
                s.item_deck.append(item)
            self.emit(Event("ItemDropped", f"{item} is left at {c.location}", character, (("item", item),)))
        c.face_down.clear()
        for secret in [x for x in c.secrets if self.catalog.secrets[x].personal]:
            c.secrets.remove(secret)
            s.removed_cards.append(secret)
            self.emit(Event("SecretDiscarded", f"The Personal Secret {secret} vanishes", character))
        unclaimed = sorted(k for k in self.catalog.characters if k not in s.characters)
        if not unclaimed:
            self.end_game("failure")
            return
        if c.secrets and any(x != character for x in self.living()):
            s.pending.append(Pending("secret", character, options=list(c.secrets)))
        s.pending.append(Pending("claim", character, options=unclaimed))

    def _claim(self, p: Pending, character: str) -> None:
        """Claim an unclaimed character: standard setup at the lowest-numbered revealed location (S0)."""
        s = self.state
        where = mapgrid.lowest_revealed(s)
        assert where is not None
        s.characters[character] = new_character(self.catalog, character, where, self.rng)
        s.order = sorted(s.characters, key=lambda c: self.catalog.characters[c].number)
        if s.phase == "day":
            s.characters[character].acted = True
        self.emit(
            Event("CharacterClaimed", f"{self.name(character)} joins at {where}", character, (("location", where),))
        )

    def end_game(self, outcome: str) -> None:
        s = self.state
        s.outcome = outcome
        s.phase = "over"
        s.work.clear()
        s.exploration = None
        self.emit(Event("GameOver", f"The game is over: {outcome}", data=(("outcome", outcome),)))
        s.pending[:] = [Pending("mercy")] if outcome in ("death", "failure") else []

    def _mercy(self) -> None:
        """Allmother's Mercy: mark the status and restart the chapter with the mercy section and effects (S0)."""
        s = self.state
        statuses = sorted({*s.statuses, "saved-by-the-goddess"})
        fresh = initial_state(self.catalog, list(s.setup.characters), s.setup.seed, rng=s.rng)
        fresh.statuses = statuses
        fresh.completed_quests = list(s.completed_quests)
        fresh.adjustments = list(s.adjustments)
        self.state = fresh
        self.emit(Event("Mercy", "The Allmother's Mercy: the chapter begins again"))
        chapter = self.catalog.chapters[fresh.chapter]
        tasks = [Task("sod", step=n) for n in range(5, 9)]
        mercy = [str(e) for e in chapter.mercy_effects]
        first = fresh.order[0]
        pre: list[Task] = []
        if mercy:
            pre.append(Task("effects", party=list(fresh.order), effects=mercy, source="mercy"))
        fresh.work[0:0] = pre + tasks
        self.reveal_around(self.catalog.campaign.start_location)
        if chapter.mercy_section:
            # the mercy reading comes first, then the mercy effects and Day 1 from step 5
            self.open_journal(first, list(fresh.order), chapter.mercy_section, "mercy")


def new_game(catalog: Catalog, characters: list[str], seed: int = 7, *, undo: bool = True) -> Game:
    """Set up a campaign for 1–4 characters and run Day 1 from Start of the Day step 5 (rules-decisions.md).

    Raises :class:`~grail_desktop.engine.setup.SetupError` for a bad character list.
    """
    state = initial_state(catalog, list(characters), seed)
    game = Game(catalog, state, undo=undo)
    game.reveal_around(catalog.campaign.start_location)
    state.work.extend(day.start_of_day_tasks(5))
    game._run()
    game._events = []
    if undo:
        game._anchor = clone(game.state)
    return game


def _host_contract(game: Game) -> EncounterHost:
    """Static check (mypy): Game implements the encounter host protocol (encounter-contract.md)."""
    return game
