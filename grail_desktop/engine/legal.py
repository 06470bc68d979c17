"""What is legal now: the acting character, parties, legal actions, validation and reasons.

Rules: S1 "During the Day" and the actions, S0 "Parties and Party Actions", "Resources" (trading); rules-decisions.md.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from grail_desktop.engine import bounds, day, mapgrid, reasons, runtime
from grail_desktop.engine.actions import (
    ActivateMenhir,
    Adjust,
    Advance,
    CharacterAction,
    Choose,
    ChooseSkill,
    Claim,
    Cut,
    DiscardItem,
    Done,
    Eat,
    Equip,
    Explore,
    FaceGuardian,
    Fast,
    Give,
    InspectMenhir,
    Join,
    LocationAction,
    Mercy,
    NextChapter,
    Pass,
    Payment,
    PickUp,
    Raise,
    Restore,
    SitOut,
    Take,
    Trade,
    Travel,
)
from grail_desktop.engine.core import Action, IllegalActionError, listed
from grail_desktop.engine.defs import ATTRIBUTES, RESOURCES, TRACKS, TRADEABLE_RESOURCES, DeckKind
from grail_desktop.engine.effects import Effect
from grail_desktop.engine.state import (
    Pending,
    Task,
)
from grail_desktop.engine.tracks import amount_of, is_insane
from grail_desktop.engine.wording import DECISION_NAMES, costs_sentence, plural

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game

DECK_KINDS: tuple[DeckKind, DeckKind] = ("combat", "diplomacy")


def split(cost: int, payers: list[str], energy: dict[str, int]) -> Payment | None:
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


def split_payment(pay: Payment) -> tuple[dict[str, int], dict[str, dict[str, int]]]:
    """A written payment as ``(Energy shares, resource → payer → amount)``: ``a=1`` is Energy, ``a:wealth=2``
    another resource (actions.py notation; rules-decisions.md "Parties": any split the members agree)."""
    energy: dict[str, int] = {}
    other: dict[str, dict[str, int]] = {}
    for key, n in pay:
        who, sep, what = key.partition(":")
        if sep:
            other.setdefault(what, {})[who] = other.get(what, {}).get(who, 0) + n
        else:
            energy[who] = energy.get(who, 0) + n
    return energy, other


def cost_totals(costs: list[Effect] | tuple[Effect, ...]) -> dict[str, int]:
    """Resource → total of the ``pay``/``lose`` words in ``costs``."""
    out: dict[str, int] = {}
    for e in costs:
        if e.word in ("pay", "lose"):
            out[e.args[0]] = out.get(e.args[0], 0) + e.int_arg(1)
    return out


def resource_splits(g: Game, payers: list[str], what: str, total: int, limit: int = 6) -> list[dict[str, int]]:
    """Up to ``limit`` ways ``payers`` can share ``total`` of ``what`` (each within what they hold), the acting
    character's largest share first: the splits text play offers (rules-decisions.md "Parties")."""
    held = [amount_of(g.state.characters[p], what) for p in payers]
    out: list[dict[str, int]] = []

    def walk(i: int, left: int, acc: list[int]) -> None:
        if len(out) >= limit:
            return
        if i == len(payers) - 1:
            if left <= held[i]:
                out.append({p: n for p, n in zip(payers, [*acc, left], strict=True) if n})
            return
        for n in range(min(left, held[i]), -1, -1):
            walk(i + 1, left - n, [*acc, n])

    if payers:
        walk(0, total, [])
    return out


def able(g: Game) -> list[str]:
    return [c for c in g.living() if not g.state.characters[c].passed and g.state.characters[c].energy > 0]


def eligible_members(g: Game, actor: str, need_energy: int = 0) -> list[str]:
    """Characters who may join ``actor``'s party: same location, not passed, not yet acted this round."""
    s = g.state
    here = s.characters[actor].location
    out = []
    for c in g.living():
        ch = s.characters[c]
        if c != actor and ch.location == here and not ch.passed and not ch.acted and ch.energy >= need_energy:
            out.append(c)
    return out


def parties(members: list[str]) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for size in range(len(members) + 1):
        out.extend(combinations(members, size))
    return out


def travel_cost(g: Game, character: str) -> int:
    """1 Energy; +1 while Going Insane (rules-decisions.md "Dying and Going Insane")."""
    ch = g.state.characters[character]
    return 1 + (1 if is_insane(ch, g.catalog.characters[character]) else 0)


def day_actions(g: Game, kind: type[Action] | None = None) -> list[Action]:
    """The actions During the Day, in their listed order; with ``kind``, only the actions of that class, in the
    same order (validation checks one action against its own kind without listing every other)."""
    s = g.state
    actions: list[Action] = []
    who = g.current_actor()
    if who is not None:
        ch = s.characters[who]
        here = ch.location
        loc = g.catalog.locations[here]
        if kind is None or kind is Explore or kind is Travel:
            joined = parties(eligible_members(g, who, need_energy=1))
            if kind is None or kind is Explore:
                actions += [listed(Explore, party) for party in joined]
            if (kind is None or kind is Travel) and ch.energy >= travel_cost(g, who):
                for _direction, other in mapgrid.connected(g.catalog, s, here):
                    actions += [listed(Travel, other, party) for party in joined]
        helped = parties(eligible_members(g, who)) if kind is None or kind in _HELPED else [()]
        if (kind is None or kind is LocationAction) and loc.action is not None and location_action_open(g, who):
            for party in helped:
                pay = canonical_pay(g, who, list(party), loc.action.cost)
                if pay is not None and runtime.can_pay(g, [who, *party], loc.action.costs):
                    actions.append(listed(LocationAction, party, pay if party else ()))
        if kind is None or kind is CharacterAction:
            cost = g.catalog.characters[who].action.cost
            if runtime.can_pay(g, [who], character_action_costs(g, who)):
                for party in helped:
                    pay = canonical_pay(g, who, list(party), cost)
                    if pay is not None:
                        actions.append(listed(CharacterAction, party, pay if party else ()))
        if loc.menhir is not None and "menhir" in loc.seals:
            if kind is None or kind is InspectMenhir:
                actions.append(listed(InspectMenhir))
            if kind is None or kind is ActivateMenhir:
                for party in helped:
                    if menhir_payable(g, [who, *party]):
                        actions.append(listed(ActivateMenhir, party))
        if kind is None or kind is Pass:
            actions.append(listed(Pass))
    if kind is None or kind is Trade or kind is PickUp:
        actions.extend(a for a in trade_actions(g) if kind is None or type(a) is kind)
    return actions


#: The kinds of day action others may join (their parties are drawn from every eligible member).
_HELPED: tuple[type[Action], ...] = (LocationAction, CharacterAction, ActivateMenhir)


def location_action_open(g: Game, who: str) -> bool:
    s = g.state
    here = s.characters[who].location
    action = g.catalog.locations[here].action
    if action is None:
        return False
    placed = s.locations[str(here)]
    if action.once_per_day and placed.action_used:
        return False
    return runtime.all_hold(g, Task("check", character=who, party=[who]), action.conditions)


def canonical_pay(g: Game, who: str, party: list[str], cost: int) -> Payment | None:
    energy = {c: g.state.characters[c].energy for c in [who, *party]}
    if cost <= 0:
        return ()
    return split(cost, [who, *party], energy)


def character_action_costs(g: Game, who: str) -> list[Effect]:
    """The ``pay`` words of a Character Action are its price beyond Energy: the performer must be able to pay
    them, or the action is not available (S1 "Character Action"; the format has no separate costs)."""
    return [e for e in g.catalog.characters[who].action.effects if e.word == "pay"]


def players_playing(g: Game) -> int:
    """How many players are still in the game: its living characters (at least 1). S0 scales a Menhir's cost
    with the total number of players in the game; there a co-op death with no character left to claim ends the
    game, here a player may sit out (rules-decisions.md "Parties"), and one who does is no longer in it, so the
    living do not pay for the dead (docs/rules.md "Menhirs")."""
    return max(1, sum(1 for c in g.state.characters.values() if not c.dead))


def menhir_costs(g: Game, number: int) -> list[Effect]:
    """A Menhir's waking cost: its cost per player once for each player still in the game (S0)."""
    menhir = g.catalog.locations[number].menhir
    if menhir is None:
        return []
    return [e for _ in range(players_playing(g)) for e in menhir.cost_per_player]


def menhir_dial_change(g: Game, number: int) -> tuple[int | None, int] | None:
    """``(dial now or None when dark, dial after activating)`` for the Menhir on location ``number``, or None
    without one. Re-activating sets the dial, leftover days are lost (rules-decisions.md "Menhirs"); so
    ``now > after`` means the activation throws ``now - after`` days away (issue 20: say so, ask first)."""
    menhir = g.catalog.locations[number].menhir if number in g.catalog.locations else None
    if menhir is None:
        return None
    lit = g.state.menhirs.get(str(number))
    return (lit.dial if lit is not None else None), menhir.dial


def menhir_lowering_warning(g: Game, number: int) -> str | None:
    """The warning before an activation that lowers a lit Menhir's dial, in plain words, else None."""
    change = menhir_dial_change(g, number)
    if change is None:
        return None
    now, after = change
    if now is None or now <= after:
        return None
    name = g.catalog.locations[number].name
    return (
        f"The Menhir of {name} is still lit with {now} days on its dial. Waking it again sets the dial to {after}:"
        f" {plural(now - after, 'day')} of light are thrown away, never added."
    )


def menhir_payable(g: Game, payers: list[str]) -> bool:
    here = g.state.characters[payers[0]].location
    return runtime.can_pay(g, payers, menhir_costs(g, here))


def trade_actions(g: Game) -> list[Action]:
    """Trades between characters on one location (S0 "Resources", "Items", "Secrets"); pick-ups."""
    s = g.state
    out: list[Action] = []
    alive = g.living()
    chars = s.characters
    for giver in alive if len(alive) > 1 else ():  # a lone character has nobody to trade with
        holder = chars[giver]
        receivers = [r for r in alive if r != giver and chars[r].location == holder.location]
        if not receivers:
            continue
        given = [res for res in TRADEABLE_RESOURCES if holder.resources[res] > 0]
        given += holder.items
        given += [x for x in holder.secrets if not g.catalog.secrets[x].personal]
        for receiver in receivers:
            out += [listed(Trade, giver, receiver, what, 1) for what in given]
    if s.phase == "day":
        for c in alive:
            placed = s.locations.get(str(s.characters[c].location))
            if placed is not None:
                for item in placed.items:
                    out.append(listed(PickUp, c, item))
    return out


def pending_actions(g: Game, p: Pending) -> list[Action]:
    s = g.state
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
        out.extend(t for t in trade_actions(g) if isinstance(t, Trade) and t.what == "food")
    elif p.kind == "advance":
        assert p.character is not None
        c = s.characters[p.character]
        for attr in ATTRIBUTES:
            if c.attributes[attr] >= bounds.MAX_ATTRIBUTE:
                continue
            if c.resources["experience"] >= day.attribute_cost(c.attributes, attr):
                out.append(Raise(attr))
        if c.resources["experience"] >= day.ADVANCE_COST:
            for kind in DECK_KINDS:
                if getattr(c, f"{kind}_pool"):
                    out.append(Advance(kind))
        for kind in DECK_KINDS:
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
        if p.data.get("may_sit_out") == "1":
            out.append(SitOut())
    elif p.kind == "join":
        out = [Join(tuple(c)) for c in parties(list(p.options))]
    elif p.kind == "discard-items":
        held = s.characters[p.character].items if p.character is not None else []
        out = [DiscardItem(o) for o in p.options if o in held]
    elif p.kind == "secret":
        receivers = [c for c in g.living() if c != p.character]
        out = [Give(p.options[0], r) for r in receivers]
    elif p.kind == "mercy":
        out = [Mercy()]
    return out


def validate(g: Game, action: Action) -> None:
    s = g.state
    if s.phase == "over":
        if isinstance(action, Mercy) and s.pending and s.pending[0].kind == "mercy":
            return
        if isinstance(action, NextChapter):
            from grail_desktop.engine.chapters import validate_next

            validate_next(g, action)
            return
        raise IllegalActionError(f"the game is over ({s.outcome})")
    if isinstance(action, Adjust):
        validate_adjust(g, action)
        return
    if s.encounter is not None:
        from grail_desktop.engine.encounter import ENCOUNTER_VERBS
        from grail_desktop.engine.encounter.machine import illegal_reason

        if action.verb not in ENCOUNTER_VERBS:
            raise IllegalActionError(f"an encounter is in progress: '{action}' must wait until it ends")
        # Refused here, before apply() logs or changes anything: a refused action leaves the state as it was.
        reason = illegal_reason(s.encounter, g, action)
        if reason is not None:
            raise IllegalActionError(reason)
        return
    if isinstance(action, Trade):
        validate_trade(g, action)
        return
    if isinstance(action, LocationAction | CharacterAction | ActivateMenhir) and action.pay:
        validate_shared_pay(g, action)
        return
    # Only the listed actions of the action's own class can equal it: list those alone (the same code and
    # order as legal_actions(), without the rest of the list).
    listed = day_actions(g, type(action)) if not s.pending and s.phase == "day" else g.legal_actions()
    if action in listed:
        return
    if isinstance(action, Explore | Travel) and action.party and _payers_only(g, action) in listed:
        return  # members who cannot pay are dropped and the action goes on (rules-decisions.md "Parties")
    raise IllegalActionError(why_not(g, action))


def _payers_only(g: Game, action: Explore | Travel) -> Action | None:
    """``action`` with the party members who cannot pay their own Energy left out, when every member named may
    otherwise join (here, not passed, not acted); None when someone named may not join at all."""
    who = g.current_actor()
    if who is None:
        return None
    may = eligible_members(g, who)
    if any(m not in may for m in action.party):
        return None
    s = g.state
    if isinstance(action, Explore):
        return Explore(tuple(m for m in action.party if s.characters[m].energy >= 1))
    return Travel(action.to, tuple(m for m in action.party if s.characters[m].energy >= travel_cost(g, m)))


def why_not(g: Game, action: Action) -> str:
    s = g.state
    if s.pending:
        p = s.pending[0]
        if p.kind == "advance" and isinstance(action, Cut) and p.character and action.card in g.catalog.cards:
            kind = g.catalog.cards[action.card].deck
            deck = getattr(s.characters[p.character], f"{kind}_deck")
            if action.card in deck and len(deck) <= day.MIN_DECK:
                # rules-decisions.md "Advancement": a deck keeps at least MIN_DECK cards.
                return (
                    f"the {kind.capitalize()} deck is at its minimum of {day.MIN_DECK} cards: buy a card"
                    " before cutting one"
                )
        whose = f" ({g.name(p.character)})" if p.character else ""
        return f"'{action}' is not possible now: first {DECISION_NAMES.get(p.kind, p.kind)}{whose}"
    if s.phase == "over":
        return f"the game is over ({s.outcome})"
    who = g.current_actor()
    if isinstance(action, Travel) and who is not None:
        here = s.characters[who].location
        if action.to not in {n for _d, n in mapgrid.connected(g.catalog, s, here)}:
            # Named, never numbered: the reason reaches the player (newcomer 9 read "103 is not connected to 102").
            names = {n: loc.name for n in (action.to, here) if (loc := g.catalog.locations.get(n)) is not None}
            to, at = names.get(action.to, f"location {action.to}"), names.get(here, f"location {here}")
            return f"{to} is not connected to {at} by Direction Keys on both cards"
        if s.characters[who].energy < travel_cost(g, who):
            return f"{g.name(who)} has not enough Energy to travel"
    if (
        isinstance(action, Explore | Travel | LocationAction | CharacterAction | ActivateMenhir)
        and action.party
        and who is not None
    ):
        bad = [c for c in action.party if c not in eligible_members(g, who)]
        if bad:
            return f"{', '.join(bad)} cannot join: not here, already acted this round, passed or unknown"
    if isinstance(action, InspectMenhir) and who is not None:
        standing = g.catalog.locations[s.characters[who].location]
        if standing.menhir is None or "menhir" not in standing.seals:
            return f"{standing.name} has no Menhir to inspect"
    if isinstance(action, LocationAction | CharacterAction | ActivateMenhir) and who is not None:
        return _day_action_reason(g, who, action)
    if isinstance(action, LocationAction | CharacterAction | ActivateMenhir):
        return "no one is taking a turn now"
    return f"'{action}' is not legal now"


def _shortfall(g: Game, payers: list[str], costs: list[Effect] | tuple[Effect, ...]) -> str:
    """``"2 Magic (there is 1)"`` for each ``pay``/``lose`` cost the payers cannot cover, joined."""
    short = runtime.shortfall(g, payers, costs)
    return ", ".join(f"{n} {reasons.amount_word(what)} (there is {have})" for what, n, have in short)


def _day_action_reason(g: Game, who: str, action: Action) -> str:
    """Why a location action, Character Action or Menhir activation is closed, in plain words."""
    s = g.state
    ch = s.characters[who]
    here = ch.location
    loc = g.catalog.locations[here]
    payers = [who, *getattr(action, "party", ())]
    energy = sum(s.characters[p].energy for p in payers)
    if isinstance(action, LocationAction):
        if loc.action is None:
            return f"{loc.name} has no location action"
        if loc.action.once_per_day and s.locations[str(here)].action_used:
            return f"{loc.action.name} is done for today (once a day)"
        task = Task("check", character=who, party=[who])
        failed = [c for c in loc.action.conditions if not runtime.check(g, task, c)]
        if failed:
            return "; ".join(reasons.condition_reason(g, who, c) for c in failed)
        if energy < loc.action.cost:
            return f"{loc.action.name} costs {loc.action.cost} Energy (there is {energy})"
        return f"{loc.action.name} costs {_shortfall(g, payers, loc.action.costs) or 'more than is held'}"
    if isinstance(action, CharacterAction):
        act = g.catalog.characters[who].action
        if energy < act.cost:
            return f"{act.name} costs {act.cost} Energy (there is {energy})"
        return f"{act.name} costs {_shortfall(g, [who], character_action_costs(g, who)) or 'more than is held'}"
    if loc.menhir is None or "menhir" not in loc.seals:
        return f"{loc.name} has no Menhir"
    short = _shortfall(g, payers, menhir_costs(g, here))
    playing = players_playing(g)
    if playing > 1 and short:
        # one sentence (newcomer 8: "costs 4 Magic (there is 0) (2 players in the game)")
        each = costs_sentence(g.catalog, loc.menhir.cost_per_player)
        return (
            f"activating the Menhir costs {each} for each of the {playing} players in the game, "
            f"so in all {short.replace('), ', ') and ')}"
        )
    return f"activating the Menhir costs {short or 'more than is held'}"


def validate_adjust(g: Game, a: Adjust) -> None:
    s = g.state
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
    d = g.catalog.characters[a.character]
    if a.field in TRACKS and target > getattr(d, a.field).max:
        raise IllegalActionError(f"adjust: {a.field} cannot go above {getattr(d, a.field).max}")
    top = bounds.MAX_ATTRIBUTE if a.field in ATTRIBUTES else bounds.MAX_RESOURCE
    if a.field not in TRACKS and target > top:
        raise IllegalActionError(f"adjust: {a.field} cannot go above {top}")


def validate_trade(g: Game, t: Trade) -> None:
    s = g.state
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
        if g.catalog.secrets[t.what].personal:
            raise IllegalActionError(f"trade: {t.what} is a Personal Secret and cannot change hands (S0)")
    else:
        raise IllegalActionError(f"trade: {t.giver} holds no '{t.what}'")
    if s.pending and s.pending[0].kind == "rest" and t.what != "food":
        raise IllegalActionError("trade: during the End of the Day rest only Food changes hands")


def validate_shared_pay(g: Game, a: LocationAction | CharacterAction | ActivateMenhir) -> None:
    """A written split of a shared cost: Energy shares add up to the Energy cost, each other resource's shares
    to that resource's cost, and every payer is a member who holds their share (S1; rules-decisions.md
    "Parties": split any way the members agree)."""
    s = g.state
    who = g.current_actor()
    if who is None or s.pending:
        raise IllegalActionError(f"'{a}' is not legal now")
    bad = [c for c in a.party if c not in eligible_members(g, who)]
    if bad:
        raise IllegalActionError(f"{', '.join(bad)} cannot join this action")
    members = [who, *a.party]
    here = s.characters[who].location
    costs: list[Effect] = []
    if isinstance(a, LocationAction):
        action = g.catalog.locations[here].action
        if action is None or not location_action_open(g, who):
            raise IllegalActionError("the location action is not available")
        cost = action.cost
        costs = list(action.costs)
    elif isinstance(a, CharacterAction):
        cost = g.catalog.characters[who].action.cost
        if not runtime.can_pay(g, [who], character_action_costs(g, who)):
            raise IllegalActionError("the Character Action's cost cannot be paid")
    else:
        loc = g.catalog.locations[here]
        if loc.menhir is None or "menhir" not in loc.seals:
            raise IllegalActionError(f"{loc.name} has no Menhir")
        cost = 0
        costs = menhir_costs(g, here)
    energy, split = split_payment(a.pay)
    keys = [k for k, _n in a.pay]
    if any(k.partition(":")[0] not in members for k in keys) or len(set(keys)) != len(keys):
        raise IllegalActionError("pay: only party members pay, each share named once")
    if any(n < 0 for _k, n in a.pay):
        raise IllegalActionError("pay: a share cannot be negative")
    if energy or cost:
        if sum(energy.values()) != cost:
            raise IllegalActionError(f"pay: the Energy shares must add up to the cost, {cost} Energy")
        for p, n in energy.items():
            if n > s.characters[p].energy:
                raise IllegalActionError(f"pay: {p} cannot pay {n} Energy")
        if isinstance(a, CharacterAction) and cost >= 1 and energy.get(who, 0) < 1:
            raise IllegalActionError("the performer of a Character Action pays at least 1 Energy (S1)")
    if split and isinstance(a, CharacterAction):
        raise IllegalActionError("pay: a Character Action's other costs are its owner's alone (S1)")
    totals = cost_totals(costs)
    for what, shares in split.items():
        if what not in totals:
            raise IllegalActionError(f"pay: this action costs no {what}")
        if sum(shares.values()) != totals[what]:
            raise IllegalActionError(f"pay: the {what} shares must add up to the cost, {totals[what]} {what}")
        for p, n in shares.items():
            if n > amount_of(s.characters[p], what):
                raise IllegalActionError(f"pay: {p} does not hold {n} {what}")
    rest = {w: n for w, n in totals.items() if w not in split}
    if rest and not runtime.can_pay(g, members, [Effect("pay", (w, str(n))) for w, n in rest.items()]):
        raise IllegalActionError("the party cannot pay the rest of the cost")
