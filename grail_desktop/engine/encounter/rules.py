"""State transitions of the encounter machine: effects, hits, turns, the Resolve phase and the end.

Each function mutates :class:`EncounterState` and returns the events it caused (each event's text is also
appended to ``enc.log``, the fight's log). Sources: S2 seed, S0 "Flipping Cards" / "You Are Dying",
rules-decisions.md "Encounters" and "Dying and Going Insane"; the project's own decisions are listed in
docs/encounters.md ("Decided here").
"""

from __future__ import annotations

from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import DICE_COLOURS, DeckKind, EnemyDef, StrikeCardDef
from grail_desktop.engine.effects import ENCOUNTER_ONLY, Effect
from grail_desktop.engine.encounter.host import EncounterHost
from grail_desktop.engine.encounter.state import (
    DIAL_ORDER,
    HAND_LIMIT,
    Die,
    EncounterResult,
    EncounterState,
    ParticipantState,
)
from grail_desktop.engine.wording import effect_phrase, either, plural


def event(enc: EncounterState, kind: str, text: str, character: str | None = None, **data: str | int) -> Event:
    """Record ``text`` in the fight's log and return it as an :class:`Event`."""
    text = text.replace("..", ".")  # a written effect text already ending in a full stop
    enc.log.append(text)
    return Event(kind, text, character, tuple(data.items()))


def deck_kind(enc: EncounterState) -> DeckKind:
    """The encounter's deck kind, typed."""
    return "combat" if enc.kind == "combat" else "diplomacy"


def enemy_def(enc: EncounterState, host: EncounterHost, index: int) -> EnemyDef:
    """The definition of enemy ``index`` (0-based)."""
    return host.catalog.enemies[enc.enemies[index].id]


def enemy_name(enc: EncounterState, host: EncounterHost, index: int) -> str:
    return enemy_def(enc, host, index).name


def card_def(host: EncounterHost, card: str) -> StrikeCardDef:
    return host.catalog.cards[card]


def item_effects(host: EncounterHost, item: str) -> tuple[Effect, ...]:
    """Effects of an item or secret id (empty when the id is unknown)."""
    if item in host.catalog.items:
        return host.catalog.items[item].effects
    if item in host.catalog.secrets:
        return host.catalog.secrets[item].effects
    return ()


def _reward_words(host: EncounterHost, eff: Effect) -> str:
    """An item reward in words for the chronicle: ``draw-item relic`` → ``draw a relic Item``."""
    word, args = eff.word, eff.args
    if word in ("gain", "lose") and len(args) == 2:
        return f"{word} {args[1]} {args[0].capitalize()}"
    if word == "item" and args:
        return f"the Item {item_name(host, args[0])}"
    if word == "draw-item" and args:
        if args[0] == "any":
            return "draw an Item"
        article = "an" if args[0][0] in "aeiou" else "a"
        return f"draw {article} {args[0]} Item"
    return str(eff)


def item_name(host: EncounterHost, item: str) -> str:
    if item in host.catalog.items:
        return host.catalog.items[item].name
    if item in host.catalog.secrets:
        return host.catalog.secrets[item].name
    return item


def next_dial(colour: str) -> str:
    """The dial colour after ``colour`` (red → blue → gold → red, rules-decisions.md "The dial")."""
    return DIAL_ORDER[(DIAL_ORDER.index(colour) + 1) % len(DIAL_ORDER)]


def during_modifier(enc: EncounterState, host: EncounterHost, word: str) -> int:
    """Sum of the first argument of ``word`` in During effects of undefeated enemies (1 per bare word).

    During effects last from the start until the enemy is defeated (S2 "Enemy Effects").
    """
    total = 0
    for i, enemy in enumerate(enc.enemies):
        if enemy.defeated:
            continue
        for during in enemy_def(enc, host, i).during:
            for eff in during.effects:
                if eff.word == word:
                    total += eff.int_arg(0, 1)
    return total


def turn_dial(enc: EncounterState) -> Event:
    enc.dial = next_dial(enc.dial)
    return event(enc, "DialTurned", f"The dial turns to {enc.dial}.", dial=enc.dial)


# ------------------------------------------------------------------ effects


def check_dying(enc: EncounterState, host: EncounterHost, member: ParticipantState) -> list[Event]:
    """Health 0 forces an escape at once (S0 "You Are Dying", rules-decisions.md): the member leaves."""
    if member.left is None and host.is_dying(member.character):
        member.left = "dying"
        member.pending_discards = 0
        return [
            event(
                enc,
                "EncounterLeft",
                f"{member.name} is dying and escapes the encounter at once.",
                member.character,
                reason="dying",
            )
        ]
    return []


def host_effect(enc: EncounterState, host: EncounterHost, member: ParticipantState, eff: Effect) -> list[Event]:
    """Hand a non-encounter word to the host, then check whether it made the member Dying."""
    events = list(host.apply_effect(member.character, eff))
    events += check_dying(enc, host, member)
    return events


def draw_cards(enc: EncounterState, member: ParticipantState, n: int) -> list[Event]:
    """Draw up to ``n`` cards (fewer when the deck runs out); the hand limit is not checked (S2 "Draw")."""
    drawn = 0
    while drawn < n and member.deck:
        member.hand.append(member.deck.pop(0))
        drawn += 1
    if not drawn:
        return [event(enc, "CardsDrawn", f"{member.name} has no card left to draw.", member.character, n=0)]
    return [event(enc, "CardsDrawn", f"{member.name} draws {plural(drawn, 'card')}.", member.character, n=drawn)]


def add_hits(enc: EncounterState, host: EncounterHost, member: ParticipantState, index: int, hits: int) -> list[Event]:
    """Put ``hits`` on enemy ``index``; defeat at hits ≥ Health and offer its instant rewards (S2 "Apply")."""
    enemy = enc.enemies[index]
    definition = enemy_def(enc, host, index)
    already = enemy.defeated
    enemy.hits += hits
    taken = f"{definition.name} takes {hits} hit{'s' if hits != 1 else ''}"
    if already:
        words = f"{taken} (it is already defeated)."
    elif enemy.hits >= definition.health:
        # said as the other hits are ("n of m Health left"): newcomer 11 read "takes 1 hit (Health 4: enough to
        # defeat it)" as one hit against 4 Health
        words = f"{taken}; 0 of {definition.health} Health left: it is defeated."
    else:
        words = f"{taken}; {definition.health - enemy.hits} of {definition.health} Health left."
    events = [
        event(
            enc,
            "HitsTaken",
            words,
            member.character,
            enemy=index + 1,
            hits=hits,
        )
    ]
    if not enemy.defeated and enemy.hits >= definition.health:
        enemy.defeated = True
        events.append(event(enc, "EnemyDefeated", f"{definition.name} is defeated.", member.character, enemy=index + 1))
        if definition.instant_rewards:
            enc.reward_offer += [str(e) for e in definition.instant_rewards]
            enc.reward_enemy = index
            phrases = [effect_phrase(host.catalog, r) for r in enc.reward_offer]
            if len(phrases) == 1:
                text = f"Instant rewards on offer: {phrases[0]}."
            else:  # each can be taken in turn (take-reward pops one): "and", never "or" (newcomer report 125)
                text = f"Instant rewards on offer, take any or all of them: {either(phrases, 'and')}."
            events.append(event(enc, "RewardOffered", text, member.character))
    return events


def first_target(enc: EncounterState) -> int:
    """Where hits without a chain go (items): the first undefeated enemy, else the first enemy."""
    return next((i for i, e in enumerate(enc.enemies) if not e.defeated), 0)


def resolve_effect(
    enc: EncounterState,
    host: EncounterHost,
    member: ParticipantState,
    eff: Effect,
    *,
    enemy: int | None = None,
    from_enemy: bool = False,
) -> list[Event]:
    """Resolve one effect for ``member``; encounter words here, every other word through the host.

    ``enemy`` is the chain's enemy for card effects (hits go there); ``from_enemy`` marks During / After /
    Special effects (Health losses from them are reduced by the member's block). Word meanings:
    docs/effects-encounter.md.
    """
    word = eff.word
    who = member.character
    if from_enemy and word in ("hits", "strike-again"):
        return [event(enc, "EffectIgnored", f"'{eff}' has no meaning on an enemy; ignored.", who)]
    if word == "hits":
        return add_hits(enc, host, member, first_target(enc) if enemy is None else enemy, eff.int_arg(0))
    if word == "draw":
        return draw_cards(enc, member, eff.int_arg(0))
    if word == "strike-again":
        enc.strike_again = True
        return [event(enc, "StrikeAgain", f"{member.name} may strike again.", who)]
    if word in ("add-die", "refresh-die"):
        colour, n = eff.args[0], eff.int_arg(1)
        if word == "add-die":
            member.pool += [Die(colour) for _ in range(n)]
            moved = n
        else:
            tired = [d for d in member.exhausted if d.colour == colour][:n]
            for die in tired:
                member.exhausted.remove(die)
                member.pool.append(die)
            moved = len(tired)
            if not moved:  # nothing to refresh: say so rather than "refreshes 0 dice" (a newcomer, nc12)
                text = f"{member.name} has no exhausted {colour} die to refresh."
                return [event(enc, "DiceAdded", text, who, colour=colour)]
        verb = "gains" if word == "add-die" else "refreshes"
        return [event(enc, "DiceAdded", f"{member.name} {verb} {plural(moved, colour + ' die')}.", who, colour=colour)]
    if word == "any-colour":
        enc.any_colour = True
        return [event(enc, "AnyColour", "Dice of any colour may be applied this Strategy phase.", who)]
    if word == "turn-dial":
        return [turn_dial(enc)]
    if word == "block":
        member.block += eff.int_arg(0)
        return [event(enc, "Blocked", f"{member.name} blocks {member.block} this round.", who)]
    if word == "discard":
        member.pending_discards = min(member.pending_discards + eff.int_arg(0), len(member.hand))
        if not member.pending_discards:
            return [event(enc, "DiscardOwed", f"{member.name} has no card to discard.", who)]
        return [
            event(
                enc,
                "DiscardOwed",
                f"{member.name} must discard {plural(member.pending_discards, 'card')}.",
                who,
                n=member.pending_discards,
            )
        ]
    events: list[Event] = []
    if from_enemy and word == "lose" and eff.args[0] == "health" and member.block:
        amount = eff.int_arg(1)
        saved = min(member.block, amount)
        member.block -= saved
        events.append(event(enc, "Blocked", f"{member.name} blocks {saved} Health loss.", who, n=saved))
        if saved == amount:
            return events
        eff = Effect("lose", ("health", str(amount - saved)))
    return events + host_effect(enc, host, member, eff)


# ------------------------------------------------------------------ turns, rounds, the end


def strategy_cap(strategy: int, panic: bool) -> int:
    """Strategy phases per round: Strategy, −1 in Panic, minimum 1 (rules-decisions.md "Panic")."""
    return max(1, strategy - (1 if panic else 0))


def begin_turn(enc: EncounterState, host: EncounterHost, index: int) -> list[Event]:
    """Start member ``index``'s first Strategy phase of the round; their During effects trigger."""
    enc.turn = index
    enc.phase = 1
    enc.step = "strike"
    enc.struck = enc.strike_again = enc.any_colour = False
    member = enc.participants[index]
    info = host.participant(member.character, deck_kind(enc))
    member.strategy = strategy_cap(info.strategy, info.panic)
    panic = " (Panic: one fewer)" if info.panic and info.strategy > 1 else ""
    events = [
        event(
            enc,
            "TurnStarted",
            f"Round {enc.round}: {member.name} takes up to {plural(member.strategy, 'Strategy phase')}{panic}; "
            f"the dial shows {enc.dial}.",
            member.character,
            round=enc.round,
            phases=member.strategy,
        )
    ]
    for i, enemy in enumerate(enc.enemies):
        if enemy.defeated:
            continue
        for during in enemy_def(enc, host, i).during:
            triggered = [e for e in during.effects if e.word not in ("block", "any-colour")]
            if triggered:
                events.append(event(enc, "DuringEffect", f"{enemy_name(enc, host, i)}: {during.text}"))
            for eff in triggered:
                if member.left is None:
                    events += resolve_effect(enc, host, member, eff, from_enemy=True)
    return events


def begin_phase(enc: EncounterState, member: ParticipantState) -> list[Event]:
    """Repeat the Strategy phase (S2 "Repeating the Strategy Phase")."""
    enc.phase += 1
    enc.step = "strike"
    enc.strike_again = enc.any_colour = False
    return [
        event(
            enc,
            "PhaseStarted",
            f"{member.name} begins Strategy phase {enc.phase} of {member.strategy}.",
            member.character,
            phase=enc.phase,
        )
    ]


def end_turn(enc: EncounterState, host: EncounterHost) -> list[Event]:
    """Pass to the next member still in the fight, or go to the Resolve phase after the last one.

    When every enemy is defeated no more Strategy phases are taken (S2 last sentence).
    """
    enc.reward_offer = []
    enc.reward_enemy = None
    if not enc.all_defeated():
        for index in range(enc.turn + 1, len(enc.participants)):
            if enc.participants[index].left is None:
                return begin_turn(enc, host, index)
    return resolve_phase(enc, host)


def resolve_phase(enc: EncounterState, host: EncounterHost) -> list[Event]:
    """The Resolve phase (rules-decisions.md "Resolve phase").

    After effects of every enemy, defeated or not, in enemy order, on every member still in the fight
    (``turn-dial`` turns the dial once, not once per member); every committed die is exhausted; blocks end;
    the dial advances; the encounter is won if every enemy is defeated; otherwise each member discards down
    to the hand limit (a choice: ``discard-card``) before the next round.
    """
    events = [event(enc, "ResolvePhase", f"Round {enc.round}: Resolve phase.")]
    for i in range(len(enc.enemies)):
        for after in enemy_def(enc, host, i).after:
            # An After effect triggers for defeated enemies too (S2 Resolve): say so, or it reads as a bug.
            even = "even defeated, it still strikes. " if enc.enemies[i].defeated else ""
            events.append(event(enc, "AfterEffect", f"After effect of {enemy_name(enc, host, i)}: {even}{after.text}"))
            for eff in after.effects:
                if eff.word == "turn-dial":
                    events.append(turn_dial(enc))
                    continue
                for member in enc.remaining():
                    events += resolve_effect(enc, host, member, eff, from_enemy=True)
    for member in enc.participants:
        if member.active:
            events.append(
                event(
                    enc,
                    "DiceExhausted",
                    f"{member.name} exhausts {plural(len(member.active), 'committed die')}.",
                    member.character,
                    n=len(member.active),
                )
            )
        for die in member.active:
            die.face, die.applied, die.enemy = None, False, None
        member.exhausted += member.active
        member.active = []
        member.block = 0
    events.append(turn_dial(enc))
    if not enc.remaining():
        return events + finish(enc, host, won=False)
    if enc.all_defeated():
        return events + finish(enc, host, won=True)
    enc.step = "discard"
    for member in enc.remaining():
        over = len(member.hand) - HAND_LIMIT
        member.pending_discards = min(len(member.hand), max(member.pending_discards, over))
        if member.pending_discards:
            events.append(
                event(
                    enc,
                    "DiscardOwed",
                    f"{member.name} must discard {plural(member.pending_discards, 'card')} (hand limit {HAND_LIMIT}).",
                    member.character,
                    n=member.pending_discards,
                )
            )
    return events


def begin_round(enc: EncounterState, host: EncounterHost) -> list[Event]:
    enc.round += 1
    first = next(i for i, p in enumerate(enc.participants) if p.left is None)
    return begin_turn(enc, host, first)


def settle(enc: EncounterState, host: EncounterHost) -> list[Event]:
    """Bring the state to a point where a member must act: members who left lose their turn, an empty
    party ends the encounter, a finished discard pause starts the next round."""
    events: list[Event] = []
    while enc.result is None:
        if not enc.remaining():
            events += finish(enc, host, won=False)
        elif enc.step == "discard":
            if any(p.pending_discards for p in enc.remaining()):
                break
            events += begin_round(enc, host)
        elif enc.current().left is not None:
            events += end_turn(enc, host)
        else:
            break
    return events


def finish(enc: EncounterState, host: EncounterHost, *, won: bool) -> list[Event]:
    """End the encounter: item rewards when won, every lent card back, flipped items face up, the result.

    Item rewards go to the first member still in the fight (the party trades afterwards, S0 "Items").
    """
    events: list[Event] = []
    kind = deck_kind(enc)
    if won:
        # the verdict itself is EncounterEnded's line (hosting.finish_encounter): said once (a newcomer, nc12)
        events.append(event(enc, "EncounterOutcome", "Every enemy is defeated.", won=1, deck=kind))
        receiver = enc.remaining()[0]
        for i in range(len(enc.enemies)):
            for eff in enemy_def(enc, host, i).item_rewards:
                events.append(
                    event(
                        enc,
                        "ItemReward",
                        f"The reward for winning goes to {receiver.name}: {_reward_words(host, eff)}.",
                        receiver.character,
                    )
                )
                events += host.apply_effect(receiver.character, eff)
    else:
        events.append(event(enc, "EncounterOutcome", "Nobody is left in the fight.", won=0, deck=kind))
    for member in enc.participants:
        cards = member.deck + member.hand + member.discard
        for enemy in enc.enemies:
            cards += [c.card for c in enemy.chain if c.owner == member.character]
        member.deck, member.hand, member.discard = [], [], []
        member.pending_discards = 0
        events += host.return_cards(member.character, kind, cards)
        for item in member.flipped:
            events.append(
                event(
                    enc,
                    "ItemRestored",
                    f"{member.name} turns {item_name(host, item)} face up.",
                    member.character,
                )
            )
        member.flipped = []
    for enemy in enc.enemies:
        enemy.chain = []
    enc.reward_offer = []
    enc.reward_enemy = None
    enc.step = "ended"
    guardians = tuple(e.id for i, e in enumerate(enc.enemies) if not e.defeated and enemy_def(enc, host, i).guardian)
    enc.result = EncounterResult(
        won=won,
        escaped=tuple(p.character for p in enc.participants if p.left is not None),
        defeated=tuple(e.id for e in enc.enemies if e.defeated),
        undefeated_guardians=guardians,
        enemies=tuple(e.id for e in enc.enemies),
    )
    return events


def can_progress(enc: EncounterState, host: EncounterHost, member: ParticipantState) -> bool:
    """Whether the member could still change the fight: a die not yet exhausted, a card to draw, a card to
    play, or an item to flip. When no member can, the only way out is ``escape`` (decided here, so that an
    encounter always ends)."""
    if member.pool or any(not d.applied for d in member.active) or member.deck:
        return True
    if [i for i in member.usable_items if i not in member.flipped]:
        return True
    return any(playable_on(enc, host, card, chain) is None for card in member.hand for chain in range(len(enc.enemies)))


def left_nodes(enc: EncounterState, host: EncounterHost, chain: int) -> tuple[str, tuple[str, ...]]:
    """Name and right-edge nodes of the last card of chain ``chain`` (the enemy when the chain is empty)."""
    enemy = enc.enemies[chain]
    if enemy.chain:
        last = card_def(host, enemy.chain[-1].card)
        return last.name, last.right_nodes
    definition = enemy_def(enc, host, chain)
    return definition.name, definition.right_nodes


def playable_on(enc: EncounterState, host: EncounterHost, card: str, chain: int) -> str | None:
    """None when ``card`` may be played at the right end of chain ``chain`` (0-based), else the reason.

    A card may follow only a card (or enemy) with right-edge nodes, and only if at least one of its left
    strike positions meets one of them (S2 "Play", rules-decisions.md "Strike step").
    """
    name, nodes = left_nodes(enc, host, chain)
    if not nodes:
        return f"nothing can follow {name}: it has no right-edge nodes"
    definition = card_def(host, card)
    if not any(set(s.positions) & set(nodes) for s in definition.strikes):
        return (
            f"no strike position of {definition.name} meets a node of {name} (its right-edge nodes: {', '.join(nodes)})"
        )
    return None


def passive_effects(effects: tuple[Effect, ...]) -> list[Effect]:
    """The encounter words among the effects of an item that is not flipped to use, a secret or a kept Skill
    side; they resolve once at the start of each encounter (docs/encounters.md "Decided here")."""
    return [e for e in effects if e.word in ENCOUNTER_ONLY]


def skill_side(host: EncounterHost, skill: str, side: int) -> tuple[str, tuple[Effect, ...]]:
    """Name and effects of the kept side of a Skill card; unknown ids or sides give no effects."""
    definition = host.catalog.skills.get(skill)
    if definition is None or not 0 <= side < len(definition.sides):
        return skill, ()
    return definition.sides[side].name, definition.sides[side].effects


def dice_text(dice: list[Die]) -> str:
    counts = {c: sum(1 for d in dice if d.colour == c) for c in DICE_COLOURS}
    return ", ".join(f"{n} {c}" for c, n in counts.items() if n) or "no dice"
