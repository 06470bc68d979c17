"""The War Phase (S3 "Combat", "Scoring the Region", "Discarding Cards").

Regions are fought in board order. A region with one side scores it alone (decision); two or more sides with
strength battle: without Heroes the strength is summed (S3 "Non-Hero Battles"); with Heroes each seat that has
one there seals up to 1 Battle Plan and 3 Bonus Cards, the plans are revealed, Combat Cards are drawn one at a
time (highest starting strength first), revealed together, and plans fail or succeed against their limit.
"""

from __future__ import annotations

from grail_desktop.engine.veil.actions import parse_act
from grail_desktop.engine.veil.board import KNIGHT_STRENGTH, hero_in, region_name, strength
from grail_desktop.engine.veil.gains import Ctx, gain_artifact, gain_favor, gain_vp, immediate, take_top
from grail_desktop.engine.veil.season import end_season, rotation
from grail_desktop.engine.veil.state import Battle

#: Bonus Cards a seat may add to its Battle Plan, each +1 to its limit (S3 Combat step 2).
MAX_BONUS = 3
#: Combat Cards one seat may draw in a battle (decision).
MAX_COMBAT_DRAWS = 5
KNIGHT = -1


def start_war(ctx: Ctx) -> None:
    """Begin the War Phase: queue every explored region that is not in Deep Mist (S3 "Battle Overview")."""
    s = ctx.state
    ctx.say("WarStarted", f"The War Phase of Season {s.season} begins.")
    s.war = [i for i, r in enumerate(s.regions) if r.explored and not r.deep]
    next_battle(ctx)


def next_battle(ctx: Ctx) -> None:
    """Resolve regions until one needs sealed Battle Plans; at the end, end the season."""
    s, pack = ctx.state, ctx.pack
    while s.war:
        i = s.war.pop(0)
        sides = [seat for seat in range(s.seats) if strength(s, pack, seat, i) > 0]
        knight = s.regions[i].knight
        if len(sides) + knight == 0:
            continue
        start = {seat: strength(s, pack, seat, i) for seat in sides}
        heroes = [seat for seat in sides if hero_in(s.players[seat], i)]
        s.battle = Battle(region=i, seats=sides, heroes=heroes, start=start)
        if len(sides) + knight >= 2 and heroes:
            s.phase = "plan"
            s.sealed = ["" if seat in heroes else "-" for seat in range(s.seats)]
            ctx.say("BattleStarted", f"Battle in {region_name(s, pack, i)}: Heroes choose Battle Plans in secret.")
            return
        finish_battle(ctx)
    s.battle = None
    end_season(ctx)


def reveal_plans(ctx: Ctx) -> None:
    """Every sealed Battle Plan is revealed (S3 Combat step 3); Bonus Cards show only how many."""
    s, pack = ctx.state, ctx.pack
    b = s.battle
    assert b is not None
    for seat in b.heroes:
        a = parse_act(s.sealed[seat])
        plan, bonus = a.args[0], [c for c in a.args[1].split(",") if c]
        p = s.players[seat]
        b.plan[seat] = "" if plan == "none" else plan
        b.bonus[seat] = bonus
        for c in ([plan] if plan != "none" else []) + bonus:
            p.hand.remove(c)
            if c in s.known:
                s.known.remove(c)
        if b.plan[seat]:
            card = pack.cards[plan]
            extra = ", ".join(pack.cards[c].name for c in bonus) or "no Bonus Cards"
            ctx.say(
                "PlansRevealed",
                f"{ctx.does(seat, 'reveals')} {card.name} (strength {card.strength}; it fails if its Combat Cards "
                f"add up to more than {card.limit}) with {extra}.",
            )
        else:
            ctx.say("PlansRevealed", f"{ctx.does(seat, 'plays')} no Battle Plan.")
    s.sealed = []
    drawers = [seat for seat in b.heroes if b.plan[seat]]
    turn = rotation(s.first, s.seats)
    drawers.sort(key=lambda seat: (-b.start[seat], -pack.cards[b.plan[seat]].initiative, turn.index(seat)))
    b.order = [] if s.mode.deterministic else drawers
    b.drawn = {seat: [] for seat in drawers}
    b.drawer = 0
    if b.order:
        s.phase = "combat"
    else:
        close_battle(ctx)


def close_battle(ctx: Ctx) -> None:
    """Resolve the current battle and go on with the War Phase."""
    finish_battle(ctx)
    ctx.state.battle = None
    next_battle(ctx)


def limit_of(ctx: Ctx, seat: int) -> int:
    """The seat's strength limit: the plan's limit + 1 per Bonus Card (S3 Combat step 2)."""
    b = ctx.state.battle
    assert b is not None
    return ctx.pack.cards[b.plan[seat]].limit + len(b.bonus[seat])


def combat_total(ctx: Ctx, seat: int) -> int:
    """Sum of the seat's Combat Cards in this battle."""
    b = ctx.state.battle
    assert b is not None
    return sum(ctx.pack.combat[c].strength for c in b.drawn.get(seat, []))


def draw_combat(ctx: Ctx, seat: int) -> None:
    """Draw one Combat Card face down: only its drawer sees it (S3 Combat step 4)."""
    s = ctx.state
    b = s.battle
    assert b is not None
    card = take_top(ctx, "combat")
    if not card:
        stop_drawing(ctx)
        return
    b.drawn[seat].append(card)
    ctx.say("CombatCardDrawn", f"{ctx.does(seat, 'draws')} a Combat Card.")
    ctx.say("CombatCardDrawn", f"You draw {ctx.pack.combat[card].name} ({ctx.pack.combat[card].strength}).", seat)
    if len(b.drawn[seat]) >= MAX_COMBAT_DRAWS or combat_total(ctx, seat) > limit_of(ctx, seat):
        stop_drawing(ctx)


def stop_drawing(ctx: Ctx) -> None:
    """The drawer stops; the next drawer goes, or the Combat Cards are revealed and the battle resolves."""
    s = ctx.state
    b = s.battle
    assert b is not None
    b.drawer += 1
    if b.drawer < len(b.order):
        return
    close_battle(ctx)


def finish_battle(ctx: Ctx) -> None:
    """Final strengths, places, region VP, Artifacts, Favor for beating the Green Knight, discards."""
    s, pack = ctx.state, ctx.pack
    b = s.battle
    assert b is not None
    i = b.region
    final = dict(b.start)
    success: dict[int, bool] = {}
    if b.drawn:
        shown = "; ".join(
            f"{ctx.name(seat)}: " + (", ".join(str(pack.combat[c].strength) for c in cards) or "none")
            for seat, cards in b.drawn.items()
        )
        ctx.say("CombatRevealed", f"Combat Cards are revealed — {shown}.")
    for seat, plan in b.plan.items():
        if not plan:
            continue
        card = pack.cards[plan]
        lim = limit_of(ctx, seat)
        total = lim // 2 if s.mode.deterministic else combat_total(ctx, seat)
        ok = total <= lim
        success[seat] = ok
        final[seat] += card.strength + total if ok else (card.strength + 1) // 2
        ctx.say("PlanResolved", f"{ctx.owner(seat)} {card.name} {'succeeds' if ok else 'fails'}.")
    if s.excalibur in final and s.players[s.excalibur].lord_at == i and not s.players[s.excalibur].excalibur_used:
        top = max(final.values())
        if final[s.excalibur] == top and list(final.values()).count(top) > 1:
            final[s.excalibur] += 1
            s.players[s.excalibur].excalibur_used = True
            ctx.say("ExcaliburUsed", f"{ctx.does(s.excalibur, 'raises')} Excalibur to break the tie.")
    entries = [(v, 0, seat) for seat, v in final.items()]
    if s.regions[i].knight:
        entries.append((KNIGHT_STRENGTH, 1, KNIGHT))
    entries.sort(key=lambda e: (-e[0], e[1]))
    places: list[list[int]] = []
    last: tuple[int, int] | None = None
    for v, k, seat in entries:
        if last == (v, k) and places:
            places[-1].append(seat)
        else:
            places.append([seat])
        last = (v, k)
    value = pack.regions[s.regions[i].tile].vp[s.season - 1]
    name = region_name(s, pack, i)
    standings = ", ".join(f"{'the Green Knight' if seat == KNIGHT else ctx.name(seat)} {v}" for v, _, seat in entries)
    if len(entries) > 1 and not b.heroes:
        # a contested region with no Hero has no Battle Plans (S3 "Non-Hero Battles"): say so, or it reads as skipped
        ctx.say("RegionScored", f"{name}: {standings} (no Hero there, so no Battle Plans: strength alone decides).")
    else:
        ctx.say("RegionScored", f"{name}: {standings}.")
    first = places[0]
    if first != [KNIGHT]:
        for seat in first:
            gain_vp(ctx, seat, value, "regions")
    if len(first) == 1 and len(places) > 1:
        for seat in places[1]:
            if seat != KNIGHT:
                gain_vp(ctx, seat, (value + 1) // 2, "regions")
    if s.regions[i].knight:
        for place in places:
            if KNIGHT in place:
                break
            for seat in place:
                gain_favor(ctx, seat, 1)
    if b.heroes and len(first) == 1 and first[0] != KNIGHT and len(entries) > 1:
        gain_artifact(ctx, first[0], "lord" if s.players[first[0]].lord_at == i else "c1")
    for seat, ok in success.items():
        if ok:
            for part in pack.cards[b.plan[seat]].parts:
                immediate(ctx, seat, part, part.n)
    for seat, plan in b.plan.items():
        p = s.players[seat]
        bonus = b.bonus.get(seat, [])
        if seat in first:
            for c in ([plan] if plan else []) + bonus:
                s.discards[pack.cards[c].deck].append(c)
        elif plan and not success.get(seat, True):
            s.discards["plan"].append(plan)
            p.hand.extend(bonus)
            s.known.extend(bonus)
        else:
            if plan:
                p.hand.append(plan)
                s.known.append(plan)
            p.hand.extend(bonus)
            s.known.extend(bonus)
    for cards in b.drawn.values():
        s.discards["combat"].extend(cards)
        cards.clear()
    if len(entries) > 1:
        s.battles += 1
