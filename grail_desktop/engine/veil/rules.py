"""The gate of the Riven Veil: :func:`legal` and :func:`apply` over a :class:`VeilState` (S3 turn structure).

``legal(state, pack, seat)`` lists, in a deterministic order, every action ``seat`` may take now. It reads
only public facts and that seat's own hand, offers and sealed choice, so it never depends on another seat's
hidden cards (issue 21; tested). ``apply`` validates, changes the state and runs every automatic step until
a decision is pending; a refused action changes nothing. Sealed phases (Artifact draft, card choice, Battle
Plans) fill one choice per seat and resolve when the last one is in (S3 "Part 1", "Part 2").
"""

from __future__ import annotations

from itertools import combinations

from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.veil import war
from grail_desktop.engine.veil.actions import Act, parse_act
from grail_desktop.engine.veil.board import (
    INDEX,
    NEIGHBOURS,
    UNIT_LIMIT,
    can_settle,
    deploy_targets,
    hero_in,
    movable,
    region_name,
    units_in,
)
from grail_desktop.engine.veil.defs import MAIN_DECKS, POSITIONS, Ability, Part, VeilPack
from grail_desktop.engine.veil.events import VeilEvent
from grail_desktop.engine.veil.gains import (
    Ctx,
    draw_card,
    equip,
    explore,
    flush_when,
    gain_vp,
    immediate,
    queue_when,
)
from grail_desktop.engine.veil.season import ROUNDS, begin_round, check_prophecies, mist_phase, rotation
from grail_desktop.engine.veil.state import Step, VeilState

#: What each Standard Action does (decision: S3 names them without listing them).
STANDARD: dict[str, Part] = {
    "deploy": Part("deploy", 1),
    "move": Part("move", 1),
    "power": Part("power", 1),
}
#: The bond ability every faction has (decision): once a season, pay a Beast's cost where you have a Hero.
BOND_ID = "bond"
#: End-of-turn draws after a card, and after a Standard Action (S3 "End of Turn"; decision for Standard).
END_DRAWS, STANDARD_DRAWS = 2, 1
CHOICE_WORDS = ("deploy", "move", "settle", "token", "draw")
#: The log line of a choice part that cannot be done now and is skipped (``who`` is "<faction> has").
SKIPPED: dict[str, str] = {
    "deploy": "{who} no unit to deploy: the rest of this step is skipped.",
    "move": "{who} no unit to move: the rest of this step is skipped.",
    "settle": "{who} nowhere to build a Settlement: this step is skipped.",
    "token": "{who} nothing to place a Strength Token on: this step is skipped.",
    "draw": "{who} no card left to draw: the rest of this step is skipped.",
}


# ------------------------------------------------------------------ who acts


def to_act(state: VeilState) -> list[int]:
    """Seats that have a decision now: every seat still to seal in a sealed phase, else the one actor."""
    if state.phase in ("draft", "choose", "plan"):
        return [seat for seat, c in enumerate(state.sealed) if c == ""]
    if state.phase == "over":
        return []
    return [state.actor()]


# ------------------------------------------------------------------ legal actions


def legal(state: VeilState, pack: VeilPack, seat: int) -> list[Act]:
    """Every legal action of ``seat`` now, in a deterministic order (``[]`` when it has no decision)."""
    s = state
    if seat not in to_act(s):
        return []
    if s.phase == "draft":
        return [Act(seat, "keep", (a, h)) for a in s.draft[seat] for h in ("lord", "c1", "c2")]
    if s.phase == "start":
        return [Act(seat, "start", (POSITIONS[i],)) for i in deploy_targets(s, seat, "standard")]
    if s.phase == "choose":
        return _choices(s, pack, seat)
    if s.phase == "plan":
        return _plans(s, pack, seat)
    if s.phase == "combat":
        return [Act(seat, "combat", ("draw",)), Act(seat, "combat", ("stop",))]
    if s.phase == "turn":
        return _turn_actions(s, pack, seat)
    return []


def _choices(s: VeilState, pack: VeilPack, seat: int) -> list[Act]:
    hand = s.players[seat].hand
    out: list[Act] = []
    for card in hand:
        c = pack.cards[card]
        if c.deck == "plan":
            continue
        others = [h for h in hand if h != card]
        for pay in combinations(others, c.cost):
            out.append(Act(seat, "play", (card, ",".join(pay))))
    out.extend(Act(seat, "standard", (k,)) for k in STANDARD)
    return out


def _plans(s: VeilState, pack: VeilPack, seat: int) -> list[Act]:
    hand = s.players[seat].hand
    out = [Act(seat, "plan", ("none", ""))]
    for card in hand:
        if pack.cards[card].deck != "plan":
            continue
        others = [h for h in hand if h != card]
        for k in range(min(war.MAX_BONUS, len(others)) + 1):
            for bonus in combinations(others, k):
                out.append(Act(seat, "plan", (card, ",".join(bonus))))
    return out


def _abilities(s: VeilState, pack: VeilPack, seat: int) -> list[tuple[str, Ability]]:
    """Abilities the seat may use now: faction abilities and equipped Artifacts' (S3 "Abilities", FAQ)."""
    p = s.players[seat]
    found: list[tuple[str, Ability]] = [
        (a.id, a) for a in pack.side(p.faction, s.mode.symmetric).abilities if a.id not in p.used
    ]
    for hero in ("lord", "c1", "c2"):
        for art in p.gear[hero]:
            ab = pack.artifacts[art].ability
            if ab is not None and art not in p.used:
                found.append((art, ab))
    return [(k, a) for k, a in found if a.cost <= p.power and _does_something(s, pack, seat, k, a)]


def _does_something(s: VeilState, pack: VeilPack, seat: int, key: str, ab: Ability) -> bool:
    """Whether using ``ab`` now would change anything (decision completing S3 "Abilities"): a part that gains
    Power, VP or Favor always does; a choice part only when it has a choice now. An ability that would only
    take the Faction Power and mark its cube (Barrow Call with no Warriors in supply) is not offered."""
    for part in ab.parts:
        if part.if_:
            continue  # an "if" part happens only after an earlier part of the same ability did something
        if part.do not in CHOICE_WORDS or _step_options(s, pack, seat, Step(part, part.n, key)):
            return True
    return False


def _bondable(s: VeilState, pack: VeilPack, seat: int) -> list[str]:
    p = s.players[seat]
    if BOND_ID in p.used:
        return []
    return [
        r.beast
        for i, r in enumerate(s.regions)
        if r.beast and r.explored and hero_in(p, i) and pack.beasts[r.beast].cost <= p.power
    ]


def _step_options(s: VeilState, pack: VeilPack, seat: int, step: Step) -> list[Act]:
    """The choices of a step that needs one (``[]`` when nothing can be done: the step is skipped)."""
    p = s.players[seat]
    part = step.part
    out: list[Act] = []
    if part.do == "deploy":
        units: list[str] = []
        if part.unit in ("warrior", "any") and p.supply > 0:
            units.append("warrior")
        if part.unit in ("hero", "any"):
            if p.lord_at < 0:
                units.append("lord")
            units.extend(f"c{k + 1}" for k, at in enumerate(p.champ_at) if at < 0)
        targets = deploy_targets(s, seat, part.where)
        out = [Act(seat, "deploy", (u, POSITIONS[i])) for u in units for i in targets]
    elif part.do == "move":
        for unit, at in movable(s, seat, step.moved):
            for j in NEIGHBOURS[at]:
                if not s.regions[j].deep:
                    out.append(Act(seat, "move", (unit, POSITIONS[at], POSITIONS[j])))
    elif part.do == "settle":
        out = [Act(seat, "settle", (POSITIONS[i],)) for i in range(len(s.regions)) if can_settle(s, pack, seat, i)]
    elif part.do == "token":
        out = [Act(seat, "token", ("lord",))] if p.lord_at >= 0 else []
        out.extend(Act(seat, "token", (POSITIONS[i],)) for i in p.settled)
    elif part.do == "draw":
        out = [Act(seat, "draw", (d,)) for d in MAIN_DECKS if s.decks[d] or s.discards[d]]
        return out  # drawing is not optional
    if out:
        out.append(Act(seat, "done"))
    return out


def _turn_actions(s: VeilState, pack: VeilPack, seat: int) -> list[Act]:
    out: list[Act] = []
    front = s.steps[0] if s.steps else None
    if front is not None:
        out = _step_options(s, pack, seat, front)
    if not s.ending and (front is None or front.fresh):
        out.extend(Act(seat, "use", (k,)) for k, _ in _abilities(s, pack, seat))
        out.extend(Act(seat, "bond", (b,)) for b in _bondable(s, pack, seat))
        if front is None:
            out.append(Act(seat, "end"))
    return out


# ------------------------------------------------------------------ applying


def apply(state: VeilState, pack: VeilPack, action: Act | str, *, check: bool = True) -> list[VeilEvent]:
    """Apply ``action`` (an :class:`Act` or its notation) and every automatic step after it.

    Returns the events in order. Raises :class:`IllegalActionError` (state untouched) when it is not legal;
    ``check=False`` skips the test for callers that took the action from :func:`legal` (bots' playouts).
    """
    a = parse_act(action) if isinstance(action, str) else action
    if check and a not in legal(state, pack, a.seat):
        raise IllegalActionError(illegal_reason(state, pack, a))
    ctx = Ctx(state, pack)
    state.actions += 1
    _perform(ctx, a)
    flush_when(ctx)
    _settle(ctx)
    return ctx.events


def illegal_reason(state: VeilState, pack: VeilPack, a: Act) -> str:
    """Plain words saying why ``a`` is not legal now."""
    if state.phase == "over":
        return "the game is over"
    if a.seat < 0 or a.seat >= state.seats:
        return f"there is no seat {a.seat}"
    waiting = to_act(state)
    if a.seat not in waiting:
        if state.phase in ("draft", "choose", "plan"):
            return f"seat {a.seat} has already made its secret choice this time"
        return f"it is seat {waiting[0] if waiting else '-'}'s decision, not seat {a.seat}'s"
    return f"{str(a).split(': ', 1)[1]!r} is not one of seat {a.seat}'s legal actions now"


def _perform(ctx: Ctx, a: Act) -> None:
    s, pack = ctx.state, ctx.pack
    seat = a.seat
    p = s.players[seat]
    v = a.kind
    if v in ("keep", "play", "standard", "plan"):
        s.sealed[seat] = str(a)
        ctx.say("ChoiceSealed", f"{ctx.does(seat, 'has')} made a secret choice.")
        ctx.say("ChoiceSealed", f"You chose: {_choice_words(ctx, a)}.", seat)
        if all(c for c in s.sealed):
            if s.phase == "draft":
                _reveal_draft(ctx)
            elif s.phase == "choose":
                _reveal_choices(ctx)
            else:
                war.reveal_plans(ctx)
        return
    if v == "start":
        i = INDEX[a.args[0]]
        p.lord_at = i
        p.warriors[i] += 1
        p.supply -= 1
        ctx.say("LordLanded", f"{ctx.owner(seat)} Lord lands in {region_name(s, pack, i)} with a Warrior.")
        s.turn += 1
        if s.turn >= len(s.order):
            begin_round(ctx)
        return
    if v == "combat":
        if a.args[0] == "draw":
            war.draw_combat(ctx, seat)
        else:
            ctx.say("CombatStopped", f"{ctx.does(seat, 'stops')} drawing Combat Cards.")
            war.stop_drawing(ctx)
        return
    # ---- a turn
    if v == "use":
        ab = _ability(ctx, seat, a.args[0])
        p.power -= ab.cost
        p.used.append(a.args[0])
        ctx.say("AbilityUsed", f"{ctx.does(seat, 'uses')} {ab.name}.")
        s.steps[0:0] = [Step(part, part.n, a.args[0]) for part in ab.parts]
        return
    if v == "bond":
        beast = pack.beasts[a.args[0]]
        i = next(k for k, r in enumerate(s.regions) if r.beast == beast.id)
        p.power -= beast.cost
        p.used.append(BOND_ID)
        s.regions[i].beast = ""
        p.beasts[beast.id] = i
        ctx.say("BeastBonded", f"{ctx.does(seat, 'bonds')} {beast.name} in {region_name(s, pack, i)}.")
        gain_vp(ctx, seat, beast.vp, "beasts")
        queue_when(ctx, seat, "bond")
        return
    if v == "end":
        _begin_end_of_turn(ctx)
        return
    step = s.steps[0]
    if v == "done":
        s.steps.pop(0)
        return
    if v == "deploy":
        unit, i = a.args[0], INDEX[a.args[1]]
        if unit == "warrior":
            p.warriors[i] += 1
            p.supply -= 1
        elif unit == "lord":
            p.lord_at = i
        else:
            p.champ_at[int(unit[1]) - 1] = i
        s.did.append(f"{step.src}:deployed")
        ctx.say("Deployed", f"{ctx.does(seat, 'deploys')} {_unit_name(ctx, seat, unit)} to {region_name(s, pack, i)}.")
    elif v == "move":
        unit, i, j = a.args[0], INDEX[a.args[1]], INDEX[a.args[2]]
        if unit == "warrior":
            p.warriors[i] -= 1
            p.warriors[j] += 1
        elif unit == "lord":
            p.lord_at = j
        elif unit in ("c1", "c2"):
            p.champ_at[int(unit[1]) - 1] = j
        else:
            p.beasts[unit] = j
        step.moved.append(f"warrior:{POSITIONS[j]}" if unit == "warrior" else unit)
        s.did.append(f"{step.src}:moved")
        ctx.say(
            "Moved",
            f"{ctx.does(seat, 'moves')} {_unit_name(ctx, seat, unit)} from {region_name(s, pack, i)}"
            f" to {region_name(s, pack, j)}.",
        )
        if unit == "lord" and not s.regions[j].explored:
            explore(ctx, seat, j)
            s.did.append(f"{step.src}:explored")
    elif v == "settle":
        i = INDEX[a.args[0]]
        p.settled.append(i)
        p.settlements_left -= 1
        side = pack.side(p.faction, s.mode.symmetric)
        s.did.append(f"{step.src}:settled")
        ctx.say("Settled", f"{ctx.does(seat, 'builds')} a Settlement in {region_name(s, pack, i)}.")
        gain_vp(ctx, seat, side.slots[len(p.settled) - 1], "settlements")
        queue_when(ctx, seat, "settle")
    elif v == "token":
        if a.args[0] == "lord":
            p.lord_tokens += 1
            ctx.say("TokenPlaced", f"{ctx.does(seat, 'places')} a Strength Token on {ctx.its(seat)} Lord.")
        else:
            i = INDEX[a.args[0]]
            p.town_tokens[i] = p.town_tokens.get(i, 0) + 1
            ctx.say("TokenPlaced", f"{ctx.does(seat, 'places')} a Strength Token on {ctx.its(seat)} Settlement.")
    elif v == "draw":
        draw_card(ctx, seat, a.args[0])
    step.left -= 1
    step.fresh = False
    if step.left <= 0:
        s.steps.pop(0)


def _choice_words(ctx: Ctx, a: Act) -> str:
    """A sealed choice in the chooser's words (no ids)."""
    pack = ctx.pack
    if a.kind == "keep":
        f = pack.factions[ctx.state.players[a.seat].faction]
        hero = f.lord if a.args[1] == "lord" else f.champions[int(a.args[1][1]) - 1]
        return f"keep {pack.artifacts[a.args[0]].name} for {hero}"
    if a.kind == "standard":
        return f"the Standard Action ({a.args[0]})"
    if a.args[0] == "none":
        return "no Battle Plan"
    extra = [pack.cards[c].name for c in a.args[1].split(",") if c]
    word = "paying with" if a.kind == "play" else "with Bonus Cards"
    return pack.cards[a.args[0]].name + (f", {word} {', '.join(extra)}" if extra else "")


def _ability(ctx: Ctx, seat: int, key: str) -> Ability:
    if key in ctx.pack.artifacts:
        ab = ctx.pack.artifacts[key].ability
        assert ab is not None
        return ab
    side = ctx.pack.side(ctx.state.players[seat].faction, ctx.state.mode.symmetric)
    return next(a for a in side.abilities if a.id == key)


def _unit_name(ctx: Ctx, seat: int, unit: str) -> str:
    f = ctx.pack.factions[ctx.state.players[seat].faction]
    if unit == "warrior":
        return "a Warrior"
    if unit == "lord":
        return f"{ctx.its(seat)} Lord {f.lord}"
    if unit in ("c1", "c2"):
        return f"{ctx.its(seat)} Champion {f.champions[int(unit[1]) - 1]}"
    return ctx.pack.beasts[unit].name


# ------------------------------------------------------------------ automatic steps


def _reveal_draft(ctx: Ctx) -> None:
    """S3 setup step 10: each keeps 1 of 3 Artifacts, gains its VP, equips it; the rest go back shuffled."""
    s, pack = ctx.state, ctx.pack
    for seat in range(s.seats):
        a = parse_act(s.sealed[seat])
        art, hero = a.args
        ctx.say("ArtifactKept", f"{ctx.does(seat, 'keeps')} the Artifact {pack.artifacts[art].name}.")
        equip(ctx, seat, art, hero)
        gain_vp(ctx, seat, pack.artifacts[art].vp, "artifacts")
        s.decks["artifact"].extend(c for c in s.draft[seat] if c != art)
        s.draft[seat] = []
    s.rng.shuffle(s.decks["artifact"])
    ctx.say("DeckShuffled", "The Artifacts not kept are shuffled back into their deck.")
    s.sealed = []
    mist_phase(ctx)


def _reveal_choices(ctx: Ctx) -> None:
    """S3 Part 2: reveal every chosen card; initiative orders the turns, highest first (ties: seat order from
    the season's first player, decision)."""
    s, pack = ctx.state, ctx.pack
    turn = rotation(s.first, s.seats)
    inits: dict[int, int] = {}
    for seat in range(s.seats):
        a = parse_act(s.sealed[seat])
        p = s.players[seat]
        if a.kind == "play":
            cards = [a.args[0], *(c for c in a.args[1].split(",") if c)]
            for c in cards:
                p.hand.remove(c)
                if c in s.known:
                    s.known.remove(c)
            s.tabled[seat] = cards
            card = pack.cards[a.args[0]]
            inits[seat] = card.initiative
            paid = ", ".join(pack.cards[c].name for c in cards[1:]) or "nothing"
            ctx.say(
                "ChoicesRevealed",
                f"{ctx.does(seat, 'reveals')} {card.name} (initiative {card.initiative}; the highest acts first), "
                f"paying with {paid}.",
            )
        else:
            inits[seat] = 0
            ctx.say("ChoicesRevealed", f"{ctx.does(seat, 'takes')} the Standard Action: {a.args[0]}.")
    s.order = sorted(range(s.seats), key=lambda seat: (-inits[seat], turn.index(seat)))
    s.phase = "turn"
    s.turn = 0
    _start_turn(ctx)


def _start_turn(ctx: Ctx) -> None:
    s, pack = ctx.state, ctx.pack
    seat = s.order[s.turn]
    a = parse_act(s.sealed[seat])
    s.did = []
    s.ending = False
    if a.kind == "play":
        s.steps = [Step(part, part.n, a.args[0]) for part in pack.cards[a.args[0]].parts]
    else:
        part = STANDARD[a.args[0]]
        s.steps = [Step(part, part.n, "standard")]
    ctx.say("TurnStarted", f"{ctx.owner(seat)} turn.")


def _begin_end_of_turn(ctx: Ctx) -> None:
    s = ctx.state
    seat = s.order[s.turn]
    s.ending = True
    n = END_DRAWS if parse_act(s.sealed[seat]).kind == "play" else STANDARD_DRAWS
    s.steps = [Step(Part("draw", n), n, "end")]


def _finish_turn(ctx: Ctx) -> None:
    """S3 End of Turn: discard the played and payment cards, check the 5-unit limit; then Prophecies."""
    s, pack = ctx.state, ctx.pack
    seat = s.order[s.turn]
    for c in s.tabled[seat]:
        s.discards[pack.cards[c].deck].append(c)
    s.tabled[seat] = []
    _unit_limit(ctx, seat)
    check_prophecies(ctx, seat)
    s.turn += 1
    s.steps = []
    s.ending = False
    if s.turn < len(s.order):
        _start_turn(ctx)
        return
    s.sealed = []
    if s.round < ROUNDS:
        begin_round(ctx)
    else:
        war.start_war(ctx)


def _unit_limit(ctx: Ctx, seat: int) -> None:
    """At most 5 units of a faction in a region: Warriors go back to supply first, then Champions, then
    Beasts (back under the Beast deck), the Lord last (decision on the order)."""
    s, pack = ctx.state, ctx.pack
    p = s.players[seat]
    for i in range(len(s.regions)):
        extra = units_in(p, i) - UNIT_LIMIT
        while extra > 0:
            if p.warriors[i]:
                p.warriors[i] -= 1
                p.supply += 1
            elif i in p.champ_at:
                p.champ_at[p.champ_at.index(i)] = -1
            elif i in p.beasts.values():
                b = next(k for k, r in p.beasts.items() if r == i)
                del p.beasts[b]
                s.decks["beast"].insert(0, b)
            else:
                p.lord_at = -1
            extra -= 1
            ctx.say(
                "UnitLimit", f"{ctx.does(seat, 'has')} more than 5 units in {region_name(s, pack, i)}: one goes back."
            )


def _settle(ctx: Ctx) -> None:
    """Run automatic steps of the current turn until a decision is pending (S3 "Player Turns")."""
    s = ctx.state
    while s.phase == "turn":
        seat = s.order[s.turn]
        if s.steps:
            step = s.steps[0]
            part = step.part
            if part.if_ and f"{step.src}:{part.if_}" not in s.did:
                s.steps.pop(0)
                continue
            if part.do not in CHOICE_WORDS:
                immediate(ctx, seat, part, step.left)
                s.steps.pop(0)
                flush_when(ctx)
                continue
            if not _step_options(s, ctx.pack, seat, step):
                ctx.say("StepSkipped", SKIPPED[part.do].format(who=ctx.does(seat, "has")))
                s.steps.pop(0)
                continue
            return
        if s.ending:
            _finish_turn(ctx)
            continue
        if _abilities(s, ctx.pack, seat) or _bondable(s, ctx.pack, seat):
            return
        _begin_end_of_turn(ctx)
