"""Bots for ``grail-desktop simulate`` (issue 13): they pick one of ``Game.legal_actions()`` and nothing else.

Bots read the state and the catalog but never change them; every change goes through ``Game.apply``. Each
bot owns a ``random.Random`` seeded by the simulation, so a game is repeatable from its seed.

- :class:`RandomBot` takes a legal action uniformly at random.
- :class:`GreedyBot` prefers survival (eat, keep Menhirs lit, keep off cards out of Menhir range, escape a
  fight it is losing) and quest progress: it values the facts of a :class:`~grail_desktop.cli.plan.ChapterPlan`
  (computed backwards from the chapter's ``win`` sections), explores the locations whose journal leads to the
  facts it lacks, and takes the journal options worth most. It picks up what a dead companion left when the
  plan needs it, seeks a Guardian whose defeat the plan needs, and saves its Magic for the Menhir that opens
  the most (issue 23: Normal games stalled to Day 60 without them). In encounters it chains cards, commits dice of
  the dial's colour and puts hits on the weakest enemy still standing.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Protocol

from grail_desktop.cli.plan import ChapterPlan, build_plan, produced, required, win_routes
from grail_desktop.cli.reading import (
    STEP,
    amount,
    distances,
    energy_spent,
    fact_held,
    holds,
    in_menhir_range,
    key_graph,
)
from grail_desktop.cli.tactics import card_value, fight, later_card_value
from grail_desktop.engine import Game
from grail_desktop.engine.actions import (
    ActivateMenhir,
    Advance,
    CharacterAction,
    Choose,
    Cut,
    Eat,
    Explore,
    Fast,
    InspectMenhir,
    LocationAction,
    Pass,
    PickUp,
    Raise,
    Take,
    Trade,
    Travel,
)
from grail_desktop.engine.core import Action
from grail_desktop.engine.defs import Catalog, JournalOptionDef
from grail_desktop.engine.effects import Condition, Effect
from grail_desktop.engine.legal import players_playing
from grail_desktop.engine.state import Exploration, GameState
from grail_desktop.engine.tracks import is_insane

#: A Menhir is lit before it is needed only when the journal it brings into range is worth this much.
RANGE_WORTH = 20.0
#: In a later chapter a deck's cards worth less than this (``card_value``) are set aside, down to the minimum.
CUT_BELOW = 3.0


class Bot(Protocol):
    """A player: ``choose`` returns one of ``game.legal_actions()`` (which must not be empty)."""

    def choose(self, game: Game, legal: list[Action]) -> Action: ...


class RandomBot:
    """Uniform over the legal actions (issue 13)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, game: Game, legal: list[Action]) -> Action:
        return self.rng.choice(legal)


# ------------------------------------------------------------------ the greedy bot


class GreedyBot:
    """Survival first, then the chapter plan (issue 13). See the module docstring."""

    def __init__(self, rng: random.Random, catalog: Catalog, plan: ChapterPlan | None = None) -> None:
        self.rng = rng
        self.catalog = catalog
        first = catalog.campaign.chapters[0] if catalog.campaign.chapters else None
        self.plan = plan if plan is not None else build_plan(catalog, first)
        self.graph = key_graph(catalog)
        self._routes = win_routes(catalog, first)
        self._needs: set[str] = set()
        # Curiosity: each game draws its own liking for unread sections, so games explore different content.
        # Some players read everything, some hurry: the scale is drawn per game too.
        scale = rng.choice((1.0, 3.0, 8.0))
        # ... and some now and then take a journal option on a whim.
        self.whim = rng.choice((0.0, 0.1, 0.25))
        # ... and some want to see the island before they end the chapter: no win before this day.
        self.linger = rng.choice((0, 0, 0, 15, 25))
        # One game in four is a completionist's: it reads all it can, lighting Menhirs to open the far
        # country, and does not end the chapter before day 35.
        self.range_worth = RANGE_WORTH
        if rng.random() < 0.25:
            scale, self.linger, self.range_worth = 20.0, 35, RANGE_WORTH / 2
        self.curiosity = {sid: scale * rng.random() for sid in sorted(catalog.journal)}
        # ... and the curious ones also go after what opens a door they have not been through: a Status, Item
        # or Secret that a journal option asks for is worth the curiosity of the unread sections behind it.
        self.doors = _doors(catalog)
        # ... and some do not mind the dark much: Terror weighs less, so Nightmares get dreamt.
        self.nerve = rng.choice((1.0, 1.0, 1.0, 0.2, 0.0))
        self.seen: Counter[str] = Counter()
        self._exploration: Exploration | None = None
        self._counted = 0
        self._memo: dict[str, float] = {}
        #: whether it buys Advancement Pool cards after the first chapter (``simulate --sweep pools=on,off``)
        self.later_pools = True
        #: attribute raises and Advancement looks taken in this chapter (a later chapter's looks are paced)
        self._raises = self._looks = 0

    def enter_chapter(self, chapter: int, plan: ChapterPlan | None = None) -> None:
        """Play on into ``chapter``: value the facts that lead to its own endings (``plan``, built if None)."""
        self.plan = plan if plan is not None else build_plan(self.catalog, chapter)
        self._routes = win_routes(self.catalog, chapter)
        self._needs = set()
        self._raises = self._looks = 0

    # ---------------------------------------------------------------- entry point

    def choose(self, game: Game, legal: list[Action]) -> Action:
        self._memo = {}
        s = game.state
        if s.exploration is not self._exploration:
            self._exploration, self._counted = s.exploration, 0
        if s.exploration is not None:
            # Count each section once per reading: a section read again is worth less.
            for sid in s.exploration.read[self._counted :]:
                self.seen[sid] += 1
            self._counted = len(s.exploration.read)
        if s.encounter is not None:
            return fight(game, s.encounter, legal)
        if s.pending:
            return self._decision(game, legal)
        return self._day(game, legal)

    # ---------------------------------------------------------------- valuing effects and sections

    def _who(self, game: Game) -> str:
        s = game.state
        if s.exploration is not None:
            return s.exploration.character
        actor = game.current_actor()
        if actor is not None:
            return actor
        return next(c for c in s.order if not s.characters[c].dead)

    def effect_value(self, game: Game, who: str, eff: Effect) -> float:
        """What one effect is worth now to the party of ``who`` (facts by the plan, tracks by need)."""
        s = game.state
        c = s.characters[who]
        d = self.catalog.characters[who]
        word, args = eff.word, eff.args
        members = [m for m in s.order if not s.characters[m].dead]
        if word == "win":
            # Lingering ends when the light is about to go: nobody waits for the dark with the ending in hand.
            hurry = game.state.day >= self.linger or self._days_left(game) <= 2
            return 10_000.0 if hurry else -50.0
        facts = produced(eff)
        if facts:
            new = [f for f in facts if not fact_held(s, f, members, self.plan.dial_targets)]
            return sum(self.plan.value(f) + self._door_value(f) for f in new) + self._card_worth(word, args)
        if word in ("gain", "lose", "pay"):
            n = eff.int_arg(1) * (1 if word == "gain" else -1)
            what = args[0]
            if what == "health":
                per = 3.0 + (6.0 if c.health <= 3 else 0.0)
                return per * (min(n, d.health.max - c.health) if n > 0 else n)
            if what == "terror":
                return -2.0 * self.nerve * n if n > 0 or c.terror > 0 else 0.0
            if what == "food":
                food = c.resources["food"]
                starving = 30.0 if food == 0 and c.health <= 4 else 0.0
                return n * (6.0 + starving if food == 0 else 4.0 if food < 3 else 1.5)
            if what == "energy":
                return 0.5 * n
            if what in self._needs and n > 0:
                return n * 15.0
            if what == "magic":
                return n * (15.0 if self._days_left(game) <= 5 else 8.0)
            return n * 1.0
        if word in ("fight", "encounter"):
            return (
                -4.0 - (25.0 if c.health <= 3 else 0.0) + (self._rewards(game, who, args[0]) if word == "fight" else 0)
            )
        if word == "discard-item":
            return -self.plan.value(f"item:{args[0]}") - 2.0
        if word == "random-events":
            return -1.0
        if word == "draw-item":
            return 3.0
        return 0.0

    def _card_worth(self, word: str, args: tuple[str, ...]) -> float:
        """A card for its own sake: 2, and 5 for gear that helps in a fight (weapon, armour, shield, companion)."""
        if word == "secret":
            return 2.0
        if word != "item":
            return 0.0
        item = self.catalog.items.get(args[0])
        return 5.0 if item is not None and item.keyword in ("weapon", "armor", "shield", "companion") else 2.0

    def _item_worth(self, game: Game, item: str) -> float:
        """An Item lying on a card: what the plan gives for it (0 once the living hold one) and its gear worth."""
        s = game.state
        members = [m for m in s.order if not s.characters[m].dead]
        fact = f"item:{item}"
        if fact_held(s, fact, members, self.plan.dial_targets):
            return 0.0
        return self.plan.value(fact) + self._door_value(fact) + self._card_worth("item", (item,))

    def _guardian_value(self, game: Game, who: str, number: int) -> float:
        """A Guardian standing on ``number`` (an arrival there fights it, S0 "Guardians"): what its rewards
        give the plan, less the fight; 0 when none stands there or the fight is not worth it. A Guardian the
        chapter's ending asks for (the Warden's "faced") was fought once and then never sought again."""
        s = game.state
        members = [m for m in s.order if not s.characters[m].dead]
        best = 0.0
        for guardian in s.guardians:
            enemy = self.catalog.enemies.get(guardian.enemy)
            if guardian.location != number or enemy is None:
                continue
            facts = [f for r in (*enemy.instant_rewards, *enemy.item_rewards) for f in produced(r)]
            if any(f in self.plan.levels and not fact_held(s, f, members, self.plan.dial_targets) for f in facts):
                best = max(best, self.effect_value(game, who, Effect("fight", (guardian.enemy,))))
        return best

    def _door_value(self, fact: str) -> float:
        """Half the curiosity of the unread sections whose way in asks for ``fact``."""
        return 0.5 * sum(self.curiosity.get(sid, 0.0) for sid in self.doors.get(fact, ()) if sid not in self.seen)

    def _rewards(self, game: Game, who: str, enemy: str) -> float:
        e = self.catalog.enemies.get(enemy)
        if e is None:
            return 0.0
        return 0.5 * sum(self.effect_value(game, who, r) for r in (*e.instant_rewards, *e.item_rewards))

    def _effects_value(
        self, game: Game, who: str, effects: tuple[Effect, ...], depth: int, energy: int | None = None
    ) -> float:
        total = 0.0
        left = game.state.characters[who].energy if energy is None else energy
        for eff in effects:
            if eff.word == "goto":
                return total + self.section_value(game, who, eff.args[0], depth + 1, left)
            left -= energy_spent(eff)
            total += self.effect_value(game, who, eff)
        return total

    def option_value(
        self,
        game: Game,
        who: str,
        option: JournalOptionDef,
        depth: int = 0,
        energy: int | None = None,
        repeat: float = 1.0,
    ) -> float:
        """Costs, effects and where the option leads; ``energy`` is what the reader will have left; gains
        count ``repeat`` times (less for a section read before: farming the same gain loses interest)."""
        left = game.state.characters[who].energy if energy is None else energy
        left -= sum(energy_spent(e) for e in option.costs)
        own = self._effects_value(game, who, option.effects, depth, left)
        value = self._effects_value(game, who, option.costs, depth, left) + (own * repeat if own > 0 else own)
        if option.goto is not None and not any(e.word == "goto" for e in option.effects):
            left -= sum(energy_spent(e) for e in option.effects)
            value += self.section_value(game, who, option.goto, depth + 1, left)
        return value

    def option_open(self, game: Game, who: str, option: JournalOptionDef, energy: int | None = None) -> bool:
        """The option's conditions hold and its costs can be paid (Energy as ``energy`` when given)."""
        s = game.state
        if not all(holds(s, who, [], cond) for cond in option.conditions):
            return False
        for cost in option.costs:
            if cost.word not in ("pay", "lose"):
                continue
            have = (
                energy if cost.args[0] == "energy" and energy is not None else amount(s.characters[who], cost.args[0])
            )
            if have < cost.int_arg(1):
                return False
        return True

    def section_value(self, game: Game, who: str, sid: str, depth: int = 0, energy: int | None = None) -> float:
        """Effects of the section plus its best open option (memoised for one decision; loops count 0).
        ``energy`` is the reader's Energy on arriving here (default: now)."""
        left = game.state.characters[who].energy if energy is None else energy
        key = f"{sid}@{left}"
        if key in self._memo:
            return self._memo[key]
        section = self.catalog.journal.get(sid)
        if section is None or depth > 14:
            return 0.0
        self._memo[key] = 0.0  # a loop back here adds nothing
        value = self._effects_value(game, who, section.effects, depth, left) * 0.6 ** self.seen[sid]
        if sid not in self.seen:
            value += self.curiosity.get(sid, 0.0)
        if not any(e.word == "goto" for e in section.effects):
            left -= sum(energy_spent(e) for e in section.effects)
            options = [
                self.option_value(game, who, o, depth, left, 0.6 ** self.seen[sid])
                for o in section.options
                if self.option_open(game, who, o, left)
            ]
            if options:
                value += max(options)
        self._memo[key] = value
        return value

    # ---------------------------------------------------------------- decisions

    def _decision(self, game: Game, legal: list[Action]) -> Action:
        s = game.state
        pending = s.pending[0]
        if pending.kind == "journal" and s.exploration is not None:
            who = s.exploration.character
            section = self.catalog.journal[s.exploration.section]
            choices = [a for a in legal if isinstance(a, Choose)]
            if choices and self.rng.random() < self.whim:
                return self.rng.choice(choices)
            if choices:
                repeat = 0.6 ** max(0, self.seen[section.id] - 1)
                return max(
                    choices,
                    key=lambda a: (
                        self.option_value(game, who, section.options[a.option - 1], 0, None, repeat),
                        -a.option,
                    ),
                )
        if pending.kind == "rest":
            return self._rest(game, legal)
        if pending.kind == "advance":
            return self._advance(game, legal)
        takes = [a for a in legal if isinstance(a, Take)]
        if takes:  # the strongest of the Advancement Pool cards on offer (S0 "Advancing ... Decks")
            worth = later_card_value if game.state.chapter > (self.catalog.campaign.chapters or (1,))[0] else card_value
            return max(takes, key=lambda a: (worth(self.catalog.cards[a.card]), -takes.index(a)))
        return legal[0]

    def _rest(self, game: Game, legal: list[Action]) -> Action:
        s = game.state
        who = s.pending[0].character
        eat = [a for a in legal if isinstance(a, Eat)]
        if eat:
            return eat[0]
        # Co-op: a hungry partner gets one Food from someone who has it to spare.
        for a in legal:
            if (
                isinstance(a, Trade)
                and a.what == "food"
                and a.receiver == who
                and s.characters[a.giver].resources["food"] >= 2
            ):
                return a
        return next(a for a in legal if isinstance(a, Fast))

    def _advance(self, game: Game, legal: list[Action]) -> Action:
        raises = [a for a in legal if isinstance(a, Raise)]
        if raises:
            self._raises += 1
            # Attributes the plan needs first, then those that open unread sections, then alphabetical.
            return min(
                raises,
                key=lambda a: (
                    self.plan.levels.get(f"attr:{a.attribute}", 99),
                    -self._door_value(f"attr:{a.attribute}"),
                    a.attribute,
                ),
            )
        if game.state.chapter > (self.catalog.campaign.chapters or (1,))[0]:
            return self._later_advance(game, legal) if self.later_pools else legal[-1]
        advance = [a for a in legal if isinstance(a, Advance) and a.deck == "combat"]
        if advance:
            return advance[0]
        return legal[-1]  # done

    def _later_advance(self, game: Game, legal: list[Action]) -> Action:
        """A later chapter's Advancement once no attribute can be raised (issue 24). A run log showed the
        greedy bot paying for 15 looks a chapter, so the Experience never reached the next raise (4 raises
        against 8 without pools) and its deck grew by filler: now it sets aside its weak cards (worth less
        than CUT_BELOW, down to the 15-card minimum), looks at most once per raise (and once at the start),
        and looks in the deck whose weakest card is weakest."""
        c = game.state.characters[game.state.pending[0].character or ""]
        cuts = [a for a in legal if isinstance(a, Cut)]
        worst = min(cuts, key=lambda a: (card_value(self.catalog.cards[a.card]), a.card), default=None)
        if worst is not None and card_value(self.catalog.cards[worst.card]) < CUT_BELOW:
            return worst
        looks = [a for a in legal if isinstance(a, Advance)]
        if not looks or self._looks > self._raises:
            return legal[-1]  # done

        def weakest(a: Advance) -> float:
            deck: list[str] = getattr(c, f"{a.deck}_deck")
            return min((card_value(self.catalog.cards[k]) for k in deck), default=0.0)

        self._looks += 1
        return min(looks, key=lambda a: (weakest(a), a.deck))

    # ---------------------------------------------------------------- the day

    def _day(self, game: Game, legal: list[Action]) -> Action:
        s = game.state
        who = game.current_actor()
        if who is None:
            return next((a for a in legal if not isinstance(a, (Trade, InspectMenhir))), legal[0])
        c = s.characters[who]
        here = c.location
        activate = [a for a in legal if isinstance(a, ActivateMenhir)]
        upkeep = 0 if self._ending_blocked(game, who) else 3
        useful = self._days_left(game) <= upkeep or self._worth_lighting(game, who, here)
        if activate and self._menhir_wanted(game, here) and useful:
            return max(activate, key=lambda a: len(a.party))
        # An Item a dead companion left here (S0 "Death") is picked up when the plan or a fight wants it:
        # the chapter's key Item died with its bearer and the party walked past it to Day 60.
        picks = [a for a in legal if isinstance(a, PickUp) and a.character == who]
        wanted = [a for a in picks if self._item_worth(game, a.item) > 0.0]
        if wanted:
            return max(wanted, key=lambda a: (self._item_worth(game, a.item), a.item))
        self._needs = self._menhir_needs(game, who)
        urgent = self._survival(game, who, legal)
        if urgent is not None:
            return urgent
        target = self._best_target(game, who)
        scored: list[tuple[float, int, Action]] = []
        for i, action in enumerate(legal):
            score = self._day_score(game, who, action, target)
            if score is not None:
                scored.append((score, -i, action))
        best = max(scored, key=lambda t: (t[0], t[1]), default=None)
        # No Food: a rest without it costs Health only when Energy is already 0 (S1 End of the Day step 1).
        hungry = c.resources["food"] == 0 and c.energy == 1 and (best is None or best[0] < 25.0)
        if best is None or best[0] <= 0.3 or hungry:
            return next(a for a in legal if isinstance(a, Pass))
        return best[2]

    def _survival(self, game: Game, who: str, legal: list[Action]) -> Action | None:
        """Food before anything when there is none for tonight's rest; Health when it is nearly gone."""
        s = game.state
        c = s.characters[who]
        loc = self.catalog.locations[c.location]
        options: list[tuple[tuple[Effect, ...], Action]] = []
        for action in legal:
            if isinstance(action, LocationAction) and loc.action is not None:
                options.append(((*loc.action.costs, *loc.action.effects), action))
            elif isinstance(action, CharacterAction):
                options.append((self.catalog.characters[who].action.effects, action))
        for need, limit in (("food", 0), ("health", 2)):
            if amount(c, need) > limit:
                continue
            for effects, action in options:
                gains = any(e.word == "gain" and e.args[0] == need for e in effects)
                risky = any(e.word in ("encounter", "fight") for e in effects) and c.health <= 3
                hurts = any(e.word in ("lose", "pay") and e.args[0] in ("health", need) for e in effects)
                if gains and not risky and not hurts:
                    return action
        return None

    def _ending_blocked(self, game: Game, who: str) -> bool:
        """Every condition of some last step to a win holds, but its card is off the map and cannot be
        revealed: Magic is kept for the Menhir that brings it into range rather than for upkeep."""
        s = game.state
        for sid, conditions in self._routes:
            where = self.catalog.journal[sid].location
            if where is None or str(where) in s.locations or self._revealers(s, where):
                continue
            if all(holds(s, who, [], cond) for cond in conditions):
                return True
        return False

    def _days_left(self, game: Game) -> int:
        """Days before the last lit Menhir goes dark (its highest dial)."""
        return max((m.dial for m in game.state.menhirs.values() if m.dial > 0), default=0)

    def _menhir_wanted(self, game: Game, number: int) -> bool:
        """Light this Menhir when it is dark or low (S1 step 3 lowers dials by 1 each morning)."""
        mine = game.state.menhirs.get(str(number))
        return mine is None or mine.dial <= 1

    def _party_bonus(self, action: Action) -> float:
        party = getattr(action, "party", ())
        return 0.2 * len(party)

    def _day_score(self, game: Game, who: str, action: Action, target: tuple[int, int, float] | None) -> float | None:
        s = game.state
        c = s.characters[who]
        loc = self.catalog.locations[c.location]
        cost = 1.0 * (1 + len(getattr(action, "party", ())))
        if isinstance(action, Explore):
            value = self.section_value(game, who, loc.entry, 0, c.energy - 1) - cost
            return value + self._party_bonus(action) if value > 0 else value
        if isinstance(action, LocationAction) and loc.action is not None:
            value = self._effects_value(game, who, loc.action.effects, 0) + self._effects_value(
                game, who, loc.action.costs, 0
            )
            return value - 0.7 * loc.action.cost
        if isinstance(action, CharacterAction):
            ch = self.catalog.characters[who].action
            return self._effects_value(game, who, ch.effects, 0) - 0.7 * ch.cost - 0.5
        if isinstance(action, Travel):
            return self._travel_score(game, who, action, target)
        return None

    def _location_value(self, game: Game, who: str, number: int, steps: int) -> float:
        """What going to ``number`` offers: its journal, its action, or a Menhir to light."""
        s = game.state
        loc = self.catalog.locations.get(number)
        if loc is None:
            return 0.0
        # Explored on arrival (Energy left after the walk) or the next morning (the starting slot).
        start = self.catalog.characters[who].energy.start
        today = s.characters[who].energy - steps - 1
        value = max(0.0, self.section_value(game, who, loc.entry, 0, start - 1) * 0.8 - 1.0)
        if today >= 0:
            value = max(value, self.section_value(game, who, loc.entry, 0, today) - 1.0)
        if loc.action is not None and self._action_open(game, who, loc.action.conditions, loc.action.costs):
            act = self._effects_value(game, who, loc.action.effects, 0) + self._effects_value(
                game, who, loc.action.costs, 0
            )
            value = max(value, act - 0.7 * loc.action.cost)
        placed = s.locations.get(str(number))
        if placed is not None:
            value = max(value, sum(self._item_worth(game, item) for item in placed.items) - 1.0)
        value = max(value, self._guardian_value(game, who, number))
        # A Dream (a Nightmare while Going Insane) not dreamt yet: somewhere to end the day.
        c = s.characters[who]
        dream = loc.nightmare if is_insane(c, self.catalog.characters[who]) else loc.dream
        if dream is not None and "dream" in loc.seals and dream not in self.seen and c.energy <= steps + 1:
            value = max(value, 0.5 * self.section_value(game, who, dream, 0, 0))
        wanted = loc.menhir is not None and "menhir" in loc.seals and self._menhir_wanted(game, number)
        if wanted and self._can_afford_menhir(game, who, number):
            gain = self._range_gain(game, who, number)
            if self._days_left(game) <= (1 if self._ending_blocked(game, who) else 4):
                value = max(value, 1000.0)
            elif self._worth_lighting(game, who, number):
                value = max(value, 30.0 + 0.6 * gain)
        return value

    def _action_open(self, game: Game, who: str, conditions: tuple[Condition, ...], costs: tuple[Effect, ...]) -> bool:
        """A location action's conditions hold for ``who`` and its resource costs can be paid: a market with
        no Wealth to barter is no place to go for Food (a party without Wealth waited there for weeks)."""
        c = game.state.characters[who]
        if not all(holds(game.state, who, [], cond) for cond in conditions):
            return False
        return all(
            amount(c, e.args[0]) >= e.int_arg(1) for e in costs if e.word in ("pay", "lose") and e.args[0] != "energy"
        )

    def _range_gain(self, game: Game, who: str, number: int, depth: int = 0) -> float:
        """What lighting the Menhir at ``number`` would bring into range: the best journal among cards within
        two Direction-Key steps that are not placed or out of range now (range is one cell, diagonals count),
        and, at half worth, what a dark Menhir among them would open in turn (one hop more): the card of an
        ending two Menhirs away made no Menhir on the way worth lighting, and the bot kept its home stone
        lit to Day 60."""
        s = game.state
        key = f"range:{number}:{depth}"
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = 0.0
        start = self.catalog.characters[who].energy.start
        best = 0.0
        for other, steps in distances(self.graph, number).items():
            if 0 < steps <= 2 and (str(other) not in s.locations or not in_menhir_range(s, other)):
                loc = self.catalog.locations[other]
                best = max(best, self.section_value(game, who, loc.entry, 0, start - 1))
                lit = s.menhirs.get(str(other))
                if depth == 0 and loc.menhir is not None and "menhir" in loc.seals and (lit is None or lit.dial <= 0):
                    best = max(best, 0.5 * self._range_gain(game, who, other, depth + 1))
        self._memo[key] = best
        return best

    def _worth_lighting(self, game: Game, who: str, number: int) -> bool:
        """The Menhir at ``number`` is worth its Magic for what it brings into range: at least ``range_worth``,
        and at least a quarter of what the best Menhir the party cannot pay for yet would bring (the Magic is
        saved for that one: parties spent every Magic on the small stones near Tref Eithin and never had the
        price of the stones on the way to the ending)."""
        gain = self._range_gain(game, who, number)
        return gain >= self.range_worth and gain >= 0.25 * self._saving_for(game, who)

    def _saving_for(self, game: Game, who: str) -> float:
        """The best range gain (``_range_gain``) of a dark or low Menhir on the map, or one a step could
        reveal, that the party cannot pay for now; 0 when there is none."""
        s = game.state
        key = "saving"
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = 0.0
        best = 0.0
        for number, loc in self.catalog.locations.items():
            if loc.menhir is None or "menhir" not in loc.seals or not self._menhir_wanted(game, number):
                continue
            if str(number) not in s.locations and not self._revealers(s, number):
                continue
            if not self._can_afford_menhir(game, who, number):
                best = max(best, self._range_gain(game, who, number))
        self._memo[key] = best
        return best

    def _menhir_needs(self, game: Game, who: str) -> set[str]:
        """Resources short for a Menhir worth lighting for what it brings into range (they are sought)."""
        s = game.state
        needs: set[str] = set()
        for number, loc in self.catalog.locations.items():
            if loc.menhir is None or "menhir" not in loc.seals:
                continue
            if str(number) not in s.locations and not self._revealers(s, number):
                continue
            if not self._menhir_wanted(game, number) or not self._worth_lighting(game, who, number):
                continue
            members = [m for m in s.order if not s.characters[m].dead]
            for eff in loc.menhir.cost_per_player:
                if eff.word in ("pay", "lose"):
                    have = sum(amount(s.characters[m], eff.args[0]) for m in members)
                    if have < eff.int_arg(1) * players_playing(game):
                        needs.add(eff.args[0])
        return needs

    def _can_afford_menhir(self, game: Game, who: str, number: int) -> bool:
        s = game.state
        menhir = self.catalog.locations[number].menhir
        if menhir is None:
            return False
        members = [m for m in s.order if not s.characters[m].dead]
        need: dict[str, int] = {}
        for eff in menhir.cost_per_player:
            if eff.word in ("pay", "lose"):
                need[eff.args[0]] = need.get(eff.args[0], 0) + eff.int_arg(1) * players_playing(game)
        return all(sum(amount(s.characters[m], r) for m in members) >= n for r, n in need.items())

    def _best_target(self, game: Game, who: str) -> tuple[int, int, float] | None:
        """``(location, goal, value)`` for the location worth most, discounted 0.8 a step over the Direction
        Keys. ``goal`` is where to arrive: the location itself, or for a card not yet placed the neighbour
        whose arrival reveals it (leaving and coming back when that is here)."""
        s = game.state
        here = s.characters[who].location
        dist = distances(self.graph, here)
        best: tuple[int, int, float] | None = None
        best_score = 0.0
        for number, walk in dist.items():
            goal, steps = number, walk
            if str(number) not in s.locations:
                revealers = self._revealers(s, number)
                if not revealers:
                    continue
                goal = min(revealers, key=lambda p: (dist.get(p, 99), p))
                steps = (dist.get(goal, 99) or 1) + 1
            value = self._location_value(game, who, number, steps)
            if str(number) not in s.locations:
                value *= 0.7
            if value * 0.8**steps > best_score:
                best, best_score = (number, goal, value), value * 0.8**steps
        return best

    def _revealers(self, s: GameState, number: int) -> list[int]:
        """Placed neighbours whose arrival would attach ``number``: its cell is free and within one cell of a
        card with an Active Menhir (S0 "Reveal on arrival", rules-decisions.md)."""
        cells = {(p.x, p.y) for p in s.locations.values()}
        menhirs = [s.locations[k] for k in s.menhirs if k in s.locations]
        names = {number} | ({self.catalog.locations[number].legacy} - {None})
        out = []
        for neighbour in self.graph.get(number, ()):
            placed = s.locations.get(str(neighbour))
            if placed is None:
                continue
            for direction, key in self.catalog.locations[neighbour].keys.items():
                if key not in names:
                    continue
                dx, dy = STEP[direction]
                cell = (placed.x + dx, placed.y + dy)
                if cell not in cells and any(max(abs(m.x - cell[0]), abs(m.y - cell[1])) <= 1 for m in menhirs):
                    out.append(neighbour)
        return out

    def _travel_score(self, game: Game, who: str, action: Travel, target: tuple[int, int, float] | None) -> float:
        s = game.state
        c = s.characters[who]
        score = -1.0 * (1 + len(action.party)) + self._party_bonus(action)
        if target is not None:
            number, goal, value = target
            d = distances(self.graph, goal)
            placed = str(number) in s.locations
            closer = d.get(action.to, 99) < d.get(c.location, 99)
            if closer or (not placed and c.location == goal):
                score += value * 0.8 ** (d.get(action.to, 0) + (0 if placed else 1))
        # Keep off cards out of Menhir range at the end of the day (2 Health, 2 Terror: S1 step 2).
        if s.menhirs and not in_menhir_range(s, action.to):
            score -= 6.0 if c.energy >= 3 else 20.0
        if s.menhirs and not in_menhir_range(s, c.location):
            score += 15.0
        return score


def _doors(catalog: Catalog) -> dict[str, list[str]]:
    """Fact (``status:x``, ``item:x``, ``secret:x`` …) → the sections behind an option that asks for it."""
    out: dict[str, list[str]] = {}
    for section in catalog.journal.values():
        for option in section.options:
            if option.goto is None:
                continue
            for cond in option.conditions:
                fact = required(cond)
                if fact is not None:
                    out.setdefault(fact, []).append(option.goto)
    return out


def make_bot(kind: str, rng: random.Random, catalog: Catalog, plan: ChapterPlan | None = None) -> Bot:
    """``random`` or ``greedy``; raises ValueError for another name."""
    if kind == "random":
        return RandomBot(rng)
    if kind == "greedy":
        return GreedyBot(rng, catalog, plan)
    raise ValueError(f"unknown bot '{kind}' (random or greedy)")


__all__ = ["Bot", "GreedyBot", "RandomBot", "make_bot"]
