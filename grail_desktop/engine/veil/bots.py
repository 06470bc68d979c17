"""Bots for the Riven Veil: random, greedy and a determinized Monte Carlo search (issue 21 "Bots").

Every bot is handed a seat's *view* (:func:`~grail_desktop.engine.veil.views.view`) and that seat's legal
actions, never the game object: ``bot.choose(view, seat, legal) -> Act``. The search bot samples worlds the
seat cannot tell apart (:func:`~grail_desktop.engine.veil.views.determinize`), tries its best candidate actions
in them with fast playouts to the end of the season, and keeps the action with the best average outcome. Its
``budget`` (playouts per decision) is a setting: :data:`BUDGETS`.
"""

from __future__ import annotations

import math
from typing import Protocol

from grail_desktop.engine.rng import Rng
from grail_desktop.engine.snapshot import clone
from grail_desktop.engine.veil import rules
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.board import INDEX, RING_OF, UNIT_LIMIT, can_settle, strength, units_in
from grail_desktop.engine.veil.defs import Card, VeilPack
from grail_desktop.engine.veil.state import VeilState
from grail_desktop.engine.veil.views import determinize

#: Playouts per decision of the search bot, by level (``normal`` decides in about a second here).
BUDGETS: dict[str, int] = {"quick": 16, "normal": 200, "strong": 800}
BOT_NAMES: tuple[str, ...] = ("random", "greedy", "search")
_PART_VALUE: dict[str, float] = {
    "deploy": 1.4,
    "move": 0.9,
    "settle": 3.0,
    "power": 0.5,
    "vp": 1.0,
    "favor": 0.9,
    "draw": 0.8,
    "token": 0.9,
}


class Bot(Protocol):
    """What every bot does: pick one of ``legal`` for ``seat`` from its ``view``."""

    def choose(self, view: VeilState, seat: int, legal: list[Act]) -> Act: ...


# ------------------------------------------------------------------ evaluation


def evaluate(s: VeilState, pack: VeilPack, seat: int) -> float:
    """A position's worth to ``seat`` in VP-like units: VP, the regions it would score now, Power, Favor,
    hand cards (1 VP each at the season's end) and Settlement slots still to pay."""
    p = s.players[seat]
    total = float(p.vp)
    season = min(s.season, 3) - 1
    for i, r in enumerate(s.regions):
        if r.deep or not r.explored:
            continue
        mine = strength(s, pack, seat, i)
        if mine <= 0:
            continue
        others = sorted((strength(s, pack, k, i) for k in range(s.seats) if k != seat), reverse=True)
        value = pack.regions[r.tile].vp[season] if not r.tile.startswith("?") else 3
        top = others[0] if others else 0
        if mine > top:
            total += 0.8 * value
        elif mine == top:
            total += 0.5 * value
        elif len(others) < 2 or mine > others[1]:
            total += 0.3 * (value + 1) // 2
    total += 0.35 * p.power + 0.6 * p.favor + 0.8 * len(p.hand)
    side = pack.side(p.faction, s.mode.symmetric)
    left = s.mode.seasons - s.season
    total += sum(side.slots[: len(p.settled)]) * left
    return total


def margin(s: VeilState, pack: VeilPack, seat: int) -> float:
    """``seat``'s evaluation minus the best other seat's (positive = ahead)."""
    mine = evaluate(s, pack, seat)
    return mine - max(evaluate(s, pack, k) for k in range(s.seats) if k != seat)


def card_value(s: VeilState, pack: VeilPack, seat: int, card: Card) -> float:
    """A rough worth of playing ``card`` now (greedy's sealed choice)."""
    value = 0.0
    settle_spot = any(can_settle(s, pack, seat, i) for i in range(len(s.regions)))
    for part in card.parts:
        v = _PART_VALUE[part.do] * part.n
        if part.do == "settle" and not settle_spot:
            v = 0.6 * part.n
        if part.if_:
            v *= 0.5
        value += v
    return value


# ------------------------------------------------------------------ bots


class RandomBot:
    """Picks uniformly among the legal actions."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, view: VeilState, seat: int, legal: list[Act]) -> Act:
        return self.rng.choice(legal)


class GreedyBot:
    """One-step greedy: formulas for sealed choices, one-action lookahead in a sampled world for the rest."""

    def __init__(self, pack: VeilPack, rng: Rng) -> None:
        self.pack = pack
        self.rng = rng

    def choose(self, view: VeilState, seat: int, legal: list[Act]) -> Act:
        if len(legal) == 1:
            return legal[0]
        return greedy_choice(view, self.pack, seat, legal, self.rng, lookahead=True)


def _sealed_score(s: VeilState, pack: VeilPack, seat: int, a: Act) -> float:
    p = s.players[seat]
    if a.kind == "play":
        card = pack.cards[a.args[0]]
        pay = [c for c in a.args[1].split(",") if c]
        return card_value(s, pack, seat, card) - sum(0.9 + 0.2 * (pack.cards[c].deck == "plan") for c in pay)
    if a.kind == "standard":
        return {"power": 0.5, "deploy": 1.2, "move": 0.6}[a.args[0]] + 0.8  # keeps a card in hand
    if a.kind == "plan":
        if a.args[0] == "none":
            return 0.0
        card = pack.cards[a.args[0]]
        bonus = len([c for c in a.args[1].split(",") if c])
        return card.strength + 0.45 * min(card.limit + bonus, 6) - 0.7 * bonus
    if a.kind == "keep":
        art = pack.artifacts[a.args[0]]
        return art.vp + (0.5 if art.ability else 0) + (0.2 if a.args[1] == "lord" else 0)
    if a.kind == "start":
        i = INDEX[a.args[0]]
        tile = s.regions[i].tile
        crowd = sum(1 for q in s.players if q.lord_at == i)
        return (
            (pack.regions[tile].vp[0] if not tile.startswith("?") else 2)
            - 1.5 * crowd
            + 0.1 * (RING_OF[i] == "coastal")
        )
    del p
    return 0.0


def combat_rule(s: VeilState, pack: VeilPack, seat: int) -> Act:
    """Draw a Combat Card while at least 2 below the limit, else stop (both bots' push-your-luck rule)."""
    b = s.battle
    assert b is not None
    limit = pack.cards[b.plan[seat]].limit + len(b.bonus[seat])
    drawn = b.drawn.get(seat, [])
    total = sum(pack.combat[c].strength for c in drawn if not c.startswith("?"))
    return Act(seat, "combat", ("draw",) if limit - total >= 2 else ("stop",))


def into_full(s: VeilState, a: Act) -> bool:
    """Whether ``a`` deploys or moves a unit into a region where its faction already has 5 units: legal (the
    limit is checked at the end of the turn, S3 "End of Turn"), but the unit goes back to supply then."""
    if a.kind not in ("deploy", "move"):
        return False
    return units_in(s.players[a.seat], INDEX[a.args[-1]]) >= UNIT_LIMIT


def greedy_choice(s: VeilState, pack: VeilPack, seat: int, legal: list[Act], rng: Rng, *, lookahead: bool) -> Act:
    """Greedy's pick (also the search bot's playout policy, with ``lookahead=False`` for speed). Neither
    deploys nor moves into a region already holding 5 of its units (:func:`into_full`) while anything else
    is possible."""
    legal = [a for a in legal if not into_full(s, a)] or legal
    kind = legal[0].kind
    if s.phase == "combat":
        return combat_rule(s, pack, seat)
    if s.phase in ("choose", "plan", "draft", "start"):
        best = max(legal, key=lambda a: (_sealed_score(s, pack, seat, a), -legal.index(a)))
        return best
    if not lookahead:
        options = [a for a in legal if a.kind not in ("done", "end")] or legal
        if kind == "draw" or all(a.kind == "draw" for a in options):
            return rng.choice(options)
        return _quick_turn(s, pack, seat, options, rng)
    world = determinize(s, pack, seat, rng) if _has_hidden(s) else s
    base = evaluate(world, pack, seat)
    best_a, best_v = legal[0], -math.inf
    for k, a in enumerate(legal):
        w = clone(world)
        rules.apply(w, pack, a, check=False)
        v = evaluate(w, pack, seat) - base - 0.001 * k
        if a.kind == "done":
            v -= 0.05
        if v > best_v:
            best_a, best_v = a, v
    return best_a


def _quick_turn(s: VeilState, pack: VeilPack, seat: int, options: list[Act], rng: Rng) -> Act:
    """A cheap playout move: settle if possible, else deploy/move toward valuable regions, else random."""
    settle = [a for a in options if a.kind == "settle"]
    if settle:
        return settle[0]
    scored: list[tuple[float, Act]] = []
    for a in options:
        if a.kind in ("deploy", "move"):
            i = INDEX[a.args[-1]]
            tile = s.regions[i].tile
            value = pack.regions[tile].vp[min(s.season, 3) - 1] if not tile.startswith("?") else 3
            bonus = 2.0 if (a.kind == "move" and a.args[0] == "lord" and not s.regions[i].explored) else 0.0
            scored.append((value + bonus + rng.below(4), a))
    if scored:
        return max(scored, key=lambda t: t[0])[1]
    return rng.choice(options)


def _has_hidden(s: VeilState) -> bool:
    return any(c.startswith("?") for d in s.decks.values() for c in d[:1]) or any(
        c.startswith("?") for p in s.players for c in p.hand
    )


class SearchBot:
    """Determinized flat Monte Carlo search with UCB1 over the greedy's best candidates.

    Each playout samples a world consistent with the seat's view, applies a candidate, then plays on with the
    fast policy to the end of the current season, scoring the seat's margin over the best rival. ``budget``
    is the number of playouts per decision (:data:`BUDGETS`).
    """

    def __init__(self, pack: VeilPack, rng: Rng, budget: str | int = "normal", width: int = 6) -> None:
        self.pack = pack
        self.rng = rng
        self.playouts = BUDGETS[budget] if isinstance(budget, str) else int(budget)
        self.width = width

    def _candidates(self, view: VeilState, seat: int, legal: list[Act]) -> list[Act]:
        legal = [a for a in legal if not into_full(view, a)] or legal
        if len(legal) <= self.width:
            return legal
        if view.phase in ("choose", "plan", "draft", "start"):
            ranked = sorted(legal, key=lambda a: -_sealed_score(view, self.pack, seat, a))
        else:
            ranked = [a for a in legal if a.kind not in ("done", "end")] + [
                a for a in legal if a.kind in ("done", "end")
            ]
            first = greedy_choice(view, self.pack, seat, legal, self.rng, lookahead=True)
            ranked.remove(first)
            ranked.insert(0, first)
        return ranked[: self.width]

    def choose(self, view: VeilState, seat: int, legal: list[Act]) -> Act:
        thought = self.think(view, seat, legal)
        thought.step(self.playouts)
        return thought.best()

    def think(self, view: VeilState, seat: int, legal: list[Act]) -> Thought:
        """A decision to think in chunks (:class:`Thought`): the desk runs ``step`` off the UI thread a slice at a
        time and may stop between slices; thought to the end it picks what :meth:`choose` picks."""
        return Thought(self, view, seat, legal)

    def _playout(self, w: VeilState, seat: int, first: Act) -> float:
        pack = self.pack
        rules.apply(w, pack, first, check=False)
        season = w.season
        steps = 0
        while w.phase != "over" and w.season == season and steps < 400:
            actor = rules.to_act(w)[0]
            legal = rules.legal(w, pack, actor)
            a = legal[0] if len(legal) == 1 else greedy_choice(w, pack, actor, legal, self.rng, lookahead=False)
            rules.apply(w, pack, a, check=False)
            steps += 1
        if w.phase == "over":
            return 10.0 if seat in w.winners and len(w.winners) == 1 else (3.0 if seat in w.winners else -10.0)
        return margin(w, pack, seat)


class Thought:
    """One decision of the :class:`SearchBot`, resumable: :meth:`step` runs some more playouts (UCB1 over the
    candidates, as :meth:`SearchBot.choose` does in one go), :attr:`finished` says the budget is spent, and
    :meth:`best` is the best candidate so far (any time after the first step; a decision with one legal action
    or a combat draw is decided at once). The same playouts in the same order: stepping in chunks of any size
    gives the same action as one long step."""

    def __init__(self, bot: SearchBot, view: VeilState, seat: int, legal: list[Act]) -> None:
        self.bot, self.view, self.seat = bot, view, seat
        self.decided: Act | None = None
        if len(legal) == 1:
            self.decided = legal[0]
        elif view.phase == "combat":
            self.decided = combat_rule(view, bot.pack, seat)
        self.cands = [] if self.decided is not None else bot._candidates(view, seat, legal)
        self.n = [0] * len(self.cands)
        self.total = [0.0] * len(self.cands)
        self.done = 0  # playouts run so far

    @property
    def finished(self) -> bool:
        return self.decided is not None or self.done >= self.bot.playouts

    def step(self, playouts: int) -> bool:
        """Run up to ``playouts`` more playouts (at least 0); returns :attr:`finished`."""
        cands, n, total = self.cands, self.n, self.total
        for _ in range(max(0, playouts)):
            if self.finished:
                break
            t = self.done
            if t < len(cands):
                k = t
            else:
                k = max(range(len(cands)), key=lambda j: total[j] / n[j] + 3.0 * math.sqrt(math.log(t + 1) / n[j]))
            world = determinize(self.view, self.bot.pack, self.seat, self.bot.rng)
            total[k] += self.bot._playout(world, self.seat, cands[k])
            n[k] += 1
            self.done += 1
        return self.finished

    def best(self) -> Act:
        """The action chosen so far (the first candidate before any playout)."""
        if self.decided is not None:
            return self.decided
        cands = self.cands
        return cands[max(range(len(cands)), key=lambda j: (self.total[j] / max(self.n[j], 1), -j))]


def make_bot(name: str, pack: VeilPack, seed: int, budget: str = "normal") -> Bot:
    """A bot by name (:data:`BOT_NAMES`) with its own generator seeded from ``seed``."""
    rng = Rng.from_seed(seed)
    if name == "random":
        return RandomBot(rng)
    if name == "greedy":
        return GreedyBot(pack, rng)
    if name == "search":
        return SearchBot(pack, rng, budget)
    raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})")
