"""The season frame (S3 "Phases of a Season"): Mist Phase, rounds, end of season, end of game, Prophecies.

Mist Phase (decision where S3 is silent, docs/riven-veil.md "Mist Phase"): in Season 1 the Region Tiles turn
face up; three Prophecies are revealed; each faction gains the VP of its revealed Settlement slots (S3 "Settle");
ability cubes come back; every seat is dealt a fresh hand; with Catch-Up the trailing factions get help.
"""

from __future__ import annotations

from grail_desktop.engine.veil.board import RING_OF, hero_in, region_name, strength, units_in
from grail_desktop.engine.veil.board import artifacts_of as _artifacts
from grail_desktop.engine.veil.gains import Ctx, counted, deal, draw_card, gain_favor, gain_power, gain_vp, take_top

#: Cards of each deck dealt to every seat at each Mist Phase (decision).
HAND_DEAL: tuple[tuple[str, int], ...] = (("deploy", 2), ("move", 1), ("settle", 1), ("plan", 1))
#: Preparation rounds in a season (S3 overview: "Preparation Phase (3 rounds)").
ROUNDS = 3
#: Prophecies revealed at each Mist Phase (decision).
PROPHECIES_PER_SEASON = 3
#: Catch-Up help for each trailing faction at a Mist Phase after the first (decision).
CATCH_UP_POWER = 2
#: Favor for the first and for later completers of a Prophecy (S3 "Prophecies").
FIRST_FAVOR, LATER_FAVOR = 3, 2


def rotation(first: int, seats: int) -> list[int]:
    """Seats in turn order starting at ``first``."""
    return [(first + k) % seats for k in range(seats)]


def slot_vp(ctx: Ctx, seat: int) -> int:
    """VP of the revealed Settlement slots on the seat's Faction Board (S3 "Settle", "End Game Scoring")."""
    p = ctx.state.players[seat]
    side = ctx.pack.side(p.faction, ctx.state.mode.symmetric)
    return sum(side.slots[: len(p.settled)])


def mist_phase(ctx: Ctx) -> None:
    """Run the Mist Phase of the current season, then start placement (Season 1) or round 1."""
    s, pack = ctx.state, ctx.pack
    ctx.say("SeasonStarted", f"Season {s.season} begins with the Mist Phase.")
    if not s.tile_up:
        s.tile_up = True
        names = ", ".join(region_name(s, pack, i) for i, r in enumerate(s.regions) if not r.deep)
        ctx.say("TilesRevealed", f"The Region Tiles turn face up: {names}.")
    for _ in range(PROPHECIES_PER_SEASON):
        card = take_top(ctx, "prophecy")
        if card:
            s.prophecies.append(card)
            ctx.say("ProphecyRevealed", f"A Prophecy is revealed: {pack.prophecies[card].name}.")
    for seat, p in enumerate(s.players):
        if s.season > 1 and p.settled:
            gain_vp(ctx, seat, slot_vp(ctx, seat), "settlements")
        p.used.clear()
        p.excalibur_used = False
    for seat in range(s.seats):
        deal(ctx, seat, [deck for deck, n in HAND_DEAL for _ in range(n)])
    ctx.say("HandDealt", "Every faction is dealt a new hand.")
    if s.mode.catch_up and s.season > 1:
        low = min(p.vp for p in s.players)
        if any(p.vp > low for p in s.players):
            for seat, p in enumerate(s.players):
                if p.vp == low:
                    ctx.say("CatchUp", f"{ctx.does(seat, 'trails')} and gets Catch-Up help.")
                    gain_power(ctx, seat, CATCH_UP_POWER)
                    draw_card(ctx, seat, "deploy")
    s.first = (s.season - 1) % s.seats
    if s.season == 1:
        s.phase = "start"
        s.order = rotation(s.first, s.seats)
        s.turn = 0
    else:
        begin_round(ctx)


def begin_round(ctx: Ctx) -> None:
    """Start a Preparation round: every seat chooses a card in secret (S3 turn structure step 1)."""
    s = ctx.state
    s.round += 1
    s.phase = "choose"
    s.sealed = [""] * s.seats
    ctx.say("RoundStarted", f"Season {s.season}, round {s.round} of the Preparation Phase: choose your cards.")


def goal_count(ctx: Ctx, seat: int, goal: str) -> int:
    """How much of a Prophecy ``goal`` the seat has (S3 FAQ: units in unexplored regions count as on Avalon,
    not toward region goals)."""
    s, pack = ctx.state, ctx.pack
    p = s.players[seat]
    if goal in ("regions", "coastal", "inner", "central"):
        return sum(
            1
            for i in range(len(s.regions))
            if (goal == "regions" or RING_OF[i] == goal) and strength(s, pack, seat, i) > 0
        )
    if goal == "settlements":
        return len(p.settled)
    if goal == "units":
        return sum(units_in(p, i) for i in range(len(s.regions)))
    if goal == "beasts":
        return len(p.beasts)
    if goal == "artifacts":
        return len(_artifacts(p))
    if goal == "power":
        return p.power
    if goal == "favor":
        return p.favor
    if goal == "heroes":
        return sum(1 for i, r in enumerate(s.regions) if r.explored and hero_in(p, i))
    if goal == "warband":
        return max((p.warriors[i] for i, r in enumerate(s.regions) if r.explored), default=0)
    return 0


def check_prophecies(ctx: Ctx, seat: int) -> None:
    """Complete every face-up Prophecy the seat now meets: seasonal VP, 3 Favor first or 2 later (S3)."""
    s, pack = ctx.state, ctx.pack
    p = s.players[seat]
    for pid in s.prophecies:
        if pid in p.prophecies:
            continue
        pr = pack.prophecies[pid]
        if goal_count(ctx, seat, pr.goal) >= pr.n:
            done_by = s.completed.setdefault(pid, [])
            first = not done_by
            done_by.append(seat)
            p.prophecies.append(pid)
            ctx.say("ProphecyCompleted", f"{ctx.does(seat, 'fulfils')} the Prophecy {pr.name}.")
            gain_vp(ctx, seat, pr.vp[s.season - 1], "prophecies")
            gain_favor(ctx, seat, FIRST_FAVOR if first else LATER_FAVOR)


def end_season(ctx: Ctx) -> None:
    """End of the season: 1 VP per hand card discarded (S3 "End of the Season"); then the next season or the
    end of the game (S3 "Ending the Game")."""
    s, pack = ctx.state, ctx.pack
    for seat, p in enumerate(s.players):
        n = len(p.hand)
        for card in p.hand:
            s.discards[pack.cards[card].deck].append(card)
        p.hand.clear()
        if n:
            ctx.say("HandDiscarded", f"{ctx.does(seat, 'discards')} {counted(n, 'card')} at the end of the season.")
            gain_vp(ctx, seat, n, "hand")
    s.known.clear()
    if s.season >= s.mode.seasons:
        end_game(ctx)
        return
    s.season += 1
    s.round = 0
    mist_phase(ctx)


def end_game(ctx: Ctx) -> None:
    """Final scoring and the winner: Settlement slots once more; most VP; Grail bearer breaks ties; else all
    tied win (S3 "End Game Scoring", "Ending the Game")."""
    s = ctx.state
    for seat, p in enumerate(s.players):
        if p.settled:
            gain_vp(ctx, seat, slot_vp(ctx, seat), "settlements")
    best = max(p.vp for p in s.players)
    tied = [seat for seat, p in enumerate(s.players) if p.vp == best]
    s.winners = [s.grail] if len(tied) > 1 and s.grail in tied else tied
    s.phase = "over"
    names = " and ".join(ctx.name(w) for w in s.winners)
    one = len(s.winners) == 1 and not ctx.plural(s.winners[0])  # "The Tide Wardens win", "The Thorn Kin wins"
    ctx.say("GameOver", f"The game ends. {names} win{'s' if one else ''} with {best} VP.")
