"""The encounter machine's entry points: start, legal actions, apply (contract: brief/encounter-contract.md).

A round (S2, rules-decisions.md "A round"): each member still in the fight, in turn order, takes up to
Strategy Strategy phases (Strike, Commit, Roll, Apply), then one Resolve phase for everyone. Legality lives
in one place, :func:`illegal_reason`, used both to list legal actions and to reject an applied one.
"""

from __future__ import annotations

from grail_desktop.engine.core import Action, Event, IllegalActionError, listed
from grail_desktop.engine.defs import DICE_COLOURS
from grail_desktop.engine.effects import Effect, parse_effect
from grail_desktop.engine.encounter import rules
from grail_desktop.engine.encounter.actions import (
    ApplyDie,
    Commit,
    DiscardCard,
    Draw,
    EndPhase,
    Escape,
    Play,
    Resolve,
    Roll,
    SkipReward,
    TakeReward,
    Use,
)
from grail_desktop.engine.encounter.host import EncounterHost, host_can_pay, host_shortfall
from grail_desktop.engine.encounter.state import (
    DIE_FACES,
    FACE_HITS,
    OPENING_HAND,
    ChainCard,
    Die,
    EncounterState,
    EnemyState,
    ParticipantState,
)
from grail_desktop.engine.wording import (
    costs_sentence,
    dice_list,
    die_words,
    effect_phrase,
    effects_sentence,
    face_word,
    plural,
)


def start_encounter(
    host: EncounterHost, participants: list[str], enemies: list[str], *, source: str
) -> tuple[EncounterState, list[Event]]:
    """Start an encounter of ``participants`` (character ids, turn order) against ``enemies`` (EnemyDef ids).

    Lends each member's Combat or Diplomacy deck (by the enemies' deck kind), deals the opening hand (3, one
    fewer when Exhausted), builds the dice pools (per colour 1 + the mapped attribute), sets the dial to the
    first enemy's colour, resolves Special effects and passive item words once, and starts the first turn.
    ``source`` says what started it (for the log). Raises ``ValueError`` for an empty party, no enemies,
    unknown enemy ids, or enemies of mixed deck kinds.
    """
    if not participants:
        raise ValueError("an encounter needs at least one character")
    if not enemies:
        raise ValueError("an encounter needs at least one enemy")
    unknown = [e for e in enemies if e not in host.catalog.enemies]
    if unknown:
        raise ValueError(f"unknown enemy id(s): {', '.join(unknown)}")
    defs = [host.catalog.enemies[e] for e in enemies]
    kind = defs[0].deck
    if any(d.deck != kind for d in defs):
        raise ValueError("all enemies of one encounter must share one deck kind (combat or diplomacy)")
    enc = EncounterState(
        kind=kind, source=source, enemies=[EnemyState(e) for e in enemies], participants=[], dial=defs[0].dial
    )
    label = "combat" if kind == "combat" else "diplomatic encounter"
    events = [
        rules.event(
            enc,
            "EncounterSetUp",
            f"A {label} begins against {', '.join(d.name for d in defs)}; the dial shows {enc.dial}.",
            deck=kind,
        )
    ]
    passive: list[tuple[ParticipantState, list[str]]] = []
    skill_sides: dict[str, dict[str, int]] = {}
    for character in participants:
        info = host.participant(character, kind)
        member = ParticipantState(character=character, name=info.name, deck=list(host.take_deck(character, kind)))
        for colour in DICE_COLOURS:
            count = 1 + info.attributes.get(info.dice_map.get(colour, ""), 0)
            member.pool += [Die(colour) for _ in range(count)]
        hand = OPENING_HAND - (1 if info.exhausted else 0)
        member.hand, member.deck = member.deck[:hand], member.deck[hand:]
        member.strategy = rules.strategy_cap(info.strategy, info.panic)
        flips = [i for i in info.items if i in host.catalog.items and host.catalog.items[i].flip]
        member.usable_items = flips
        passive.append((member, [i for i in info.items if i not in flips] + [f"skill:{k}" for k in info.skills]))
        skill_sides[character] = dict(info.skills)
        enc.participants.append(member)
        # Say why the hand is smaller: "Exhausted" alone does not tell a newcomer (rules-decisions.md).
        tired = " (Exhausted, 1 Energy or less: the opening hand is one card smaller)" if info.exhausted else ""
        events.append(
            rules.event(
                enc,
                "ParticipantJoined",
                f"{member.name} joins with {rules.dice_text(member.pool)} dice and draws "
                f"{plural(len(member.hand), 'card')}{tired}.",
                character,
            )
        )
    for member, items in passive:
        for item in items:
            if item.startswith("skill:"):
                skill = item.removeprefix("skill:")
                name, found = rules.skill_side(host, skill, skill_sides[member.character][skill])
            else:
                name, found = rules.item_name(host, item), rules.item_effects(host, item)
            for eff in rules.passive_effects(found):
                events.append(
                    rules.event(enc, "ItemEffect", f"{name}: {effect_phrase(host.catalog, eff)}.", member.character)
                )
                events += rules.resolve_effect(enc, host, member, eff)
    for i, d in enumerate(defs):
        for special in d.special:
            events.append(rules.event(enc, "SpecialEffect", f"Special effect of {d.name}: {special.text}"))
            for eff in special.effects:
                if eff.word == "turn-dial":
                    events.append(rules.turn_dial(enc))
                    continue
                for member in enc.remaining():
                    events += rules.resolve_effect(enc, host, member, eff, from_enemy=True, enemy=i)
    for member in enc.participants:
        events += rules.check_dying(enc, host, member)
    first = next((i for i, p in enumerate(enc.participants) if p.left is None), 0)
    if enc.participants[first].left is None:
        events += rules.begin_turn(enc, host, first)
    events += rules.settle(enc, host)
    return enc, events


# ------------------------------------------------------------------ legality


def _discarder(enc: EncounterState) -> ParticipantState | None:
    return next((p for p in enc.remaining() if p.pending_discards), None)


def must_escape(enc: EncounterState, host: EncounterHost) -> bool:
    """True when nobody can change the fight any more: the current member's only action is ``escape``."""
    return (
        enc.step == "strike"
        and enc.phase == 1
        and not enc.struck
        and not enc.all_defeated()
        and not any(rules.can_progress(enc, host, p) for p in enc.remaining())
    )


def escape_costs(enc: EncounterState, host: EncounterHost) -> list[Effect]:
    """The escape cost of every active (undefeated) enemy, in enemy order (rules-decisions.md "Escape")."""
    costs: list[Effect] = []
    for i, enemy in enumerate(enc.enemies):
        if not enemy.defeated:
            costs += rules.enemy_def(enc, host, i).escape_cost
    return costs


def acting_character(enc: EncounterState) -> str | None:
    """The character who must act now: a member owing discards first, else the member whose turn it is;
    None once the encounter has ended."""
    if enc.result is not None:
        return None
    discarder = _discarder(enc)
    return discarder.character if discarder is not None else enc.current().character


def _colour_allowed(enc: EncounterState, host: EncounterHost, die: Die) -> bool:
    """Only the dial's colour applies unless an effect allows any colour (S2 "Restrictions")."""
    return die.colour == enc.dial or enc.any_colour or rules.during_modifier(enc, host, "any-colour") > 0


def illegal_reason(enc: EncounterState, host: EncounterHost, action: Action) -> str | None:
    """None when ``action`` is legal now, else the reason in plain words."""
    if enc.result is not None:
        return "the encounter is over"
    discarder = _discarder(enc)
    if discarder is not None:
        if not isinstance(action, DiscardCard):
            owed = plural(discarder.pending_discards, "card")
            return f"{discarder.name} must first discard {owed} ('discard-card <card-id>')"
        if action.card not in discarder.hand:
            return f"{discarder.name} has no card '{action.card}' in hand"
        return None
    if isinstance(action, DiscardCard):
        return "no card has to be discarded now"
    if enc.reward_offer:
        if isinstance(action, SkipReward):
            return None
        if isinstance(action, TakeReward):
            if action.n > len(enc.reward_offer):
                return f"there are only {plural(len(enc.reward_offer), 'reward')} on offer"
            return None
        return "first take or skip the instant rewards on offer ('take-reward <n>' or 'skip-reward')"
    if isinstance(action, TakeReward | SkipReward):
        return "no instant reward is on offer"
    return _turn_reason(enc, host, action, must_escape(enc, host), enc.all_defeated())


def _turn_reason(
    enc: EncounterState, host: EncounterHost, action: Action, escape_only: bool, defeated: bool
) -> str | None:
    """:func:`illegal_reason` once no card is owed and no reward is on offer; ``escape_only`` is
    :func:`must_escape` and ``defeated`` ``enc.all_defeated()`` (computed once when many actions are checked)."""
    member = enc.current()
    if escape_only and not isinstance(action, Escape):
        return "nobody can change this fight any more: the only way out is 'escape'"
    step = enc.step
    if isinstance(action, Escape):
        if step != "strike" or enc.phase != 1 or enc.struck:
            return f"{member.name} can escape only before the first strike of the round"
        # A cost that cannot be paid does not bar the way out: the host says what is borne instead
        # (host_shortfall; docs/rules.md "An escape nobody can pay"), so no character is ever trapped.
        return None
    if isinstance(action, Draw | Play):
        if step != "strike":
            return "striking happens only in the Strike step, before committing or rolling dice"
        if isinstance(action, Draw):
            return None if member.deck else f"{member.name}'s {enc.kind} deck is empty"
        if action.card not in member.hand:
            return f"{member.name} has no card '{action.card}' in hand"
        if not 1 <= action.chain <= len(enc.enemies):
            return f"there is no chain {action.chain} (chains 1–{len(enc.enemies)})"
        return rules.playable_on(enc, host, action.card, action.chain - 1)
    if isinstance(action, Commit | Roll) and defeated:
        # S2: with every enemy defeated no more Strategy phases are taken; nothing is left to roll at (issue 18).
        return "every enemy is defeated: nothing is left to roll at ('resolve')"
    if isinstance(action, Commit):
        if step not in ("strike", "commit"):
            return "dice are committed before the roll; this phase has already rolled"
        have = sum(1 for d in member.pool if d.colour == action.colour)
        if have < action.n:
            return f"{member.name} has only {have} {action.colour} dice in the pool"
        return None
    if isinstance(action, Roll):
        return None if step in ("strike", "commit") else "this Strategy phase has already rolled"
    if isinstance(action, ApplyDie):
        if step != "apply":
            return "roll the dice before applying them"
        if not 1 <= action.die <= len(member.active):
            return f"the active area holds {plural(len(member.active), 'die')}"
        if not 1 <= action.enemy <= len(enc.enemies):
            return f"there is no enemy {action.enemy} (enemies 1–{len(enc.enemies)})"
        die = member.active[action.die - 1]
        if die.applied:
            return f"{die_words([(d.colour, d.face) for d in member.active], action.die - 1)} is already applied"
        if die.face is None or FACE_HITS[die.face] == 0:
            return "misses cannot be applied"
        if not _colour_allowed(enc, host, die):
            return f"only {enc.dial} dice (the dial's colour) apply now, not {die.colour}"
        return None
    if isinstance(action, Use):
        if action.item not in member.usable_items:
            return f"{member.name} has no item '{action.item}' to use in an encounter"
        if action.item in member.flipped:
            return f"{rules.item_name(host, action.item)} is already flipped"
        return None
    if isinstance(action, EndPhase):
        if step != "apply" and not nothing_to_roll(enc):
            return "finish this Strategy phase first: roll, then apply"
        if defeated:
            return "every enemy is defeated: no more Strategy phases ('resolve')"
        if enc.phase >= member.strategy:
            return f"{member.name} has taken all {plural(member.strategy, 'Strategy phase')} of this round ('resolve')"
        return None
    if isinstance(action, Resolve):
        if step == "apply" or defeated:  # S2: the last enemy down ends the Strategy phases at once
            return None
        if nothing_to_roll(enc):  # a roll of no dice would change nothing: the step after it is open at once
            return None
        return "roll the dice first ('roll'), then 'resolve'"
    return f"'{action}' is not an encounter action"


def nothing_to_roll(enc: EncounterState) -> bool:
    """True in the Strike or Commit step when the acting member has no die in the pool and no unapplied die in
    the active area: the Roll would roll nothing (S2 "Roll": all unapplied dice in the active area), so ending the
    Strategy phase or resolving is open without it (issue 18: a newcomer's only way on was a roll of 0 dice)."""
    if enc.step not in ("strike", "commit") or enc.result is not None:
        return False
    member = enc.current()
    return not member.pool and not any(not d.applied for d in member.active)


def _candidates(enc: EncounterState) -> list[Action]:
    """Every action worth checking now, in the documented order."""
    out: list[Action] = []
    for p in enc.remaining():
        out += [DiscardCard(c) for c in dict.fromkeys(p.hand)]
    out += [TakeReward(n) for n in range(1, len(enc.reward_offer) + 1)]
    out.append(SkipReward())
    if enc.step not in ("strike", "commit", "apply"):
        return out
    member = enc.current()
    out.append(Draw())
    out += [Play(c, n) for c in dict.fromkeys(member.hand) for n in range(1, len(enc.enemies) + 1)]
    for colour in DICE_COLOURS:
        have = sum(1 for d in member.pool if d.colour == colour)
        out += [Commit(colour, n) for n in range(1, have + 1)]
    out.append(Roll())
    out += [ApplyDie(d, e) for d in range(1, len(member.active) + 1) for e in range(1, len(enc.enemies) + 1)]
    out += [Use(i) for i in member.usable_items]
    out += [EndPhase(), Resolve(), Escape()]
    return out


def encounter_legal_actions(enc: EncounterState, host: EncounterHost) -> list[Action]:
    """The legal actions now, in a deterministic order: discard-card, take/skip-reward, draw, play (card,
    then chain), commit (colour, then count), roll, apply (die, then enemy), use, end-phase, resolve, escape.
    Empty once the encounter has ended."""
    # The same verdict as illegal_reason() for each candidate, with what all of them share worked out once.
    if enc.result is not None:
        return []
    discarder = _discarder(enc)
    if discarder is not None:
        return [a for a in dict.fromkeys(_candidates(enc)) if isinstance(a, DiscardCard) and a.card in discarder.hand]
    if enc.reward_offer:
        offered = len(enc.reward_offer)
        candidates = dict.fromkeys(_candidates(enc))
        return [a for a in candidates if isinstance(a, SkipReward) or (isinstance(a, TakeReward) and a.n <= offered)]
    escape_only = must_escape(enc, host)
    defeated = enc.all_defeated()
    return [a for a in _turn_candidates(enc, escape_only) if _turn_reason(enc, host, a, escape_only, defeated) is None]


def _turn_candidates(enc: EncounterState, escape_only: bool) -> list[Action]:
    """The turn's part of :func:`_candidates` (draw … escape, same order) without the kinds
    :func:`_turn_reason` refuses in this step whatever their values: only escape when nothing else can change
    the fight; draw and play only in the Strike step; commit and roll before the roll; apply and end-phase
    after it (end-phase also before it, with no die left to roll)."""
    step = enc.step
    if step not in ("strike", "commit", "apply"):
        return []
    if escape_only:
        return [listed(Escape)]
    member = enc.current()
    out: list[Action] = []
    if step == "strike":
        out.append(listed(Draw))
        chains = range(1, len(enc.enemies) + 1)
        out += [listed(Play, c, n) for c in dict.fromkeys(member.hand) for n in chains]
    if step != "apply":
        for colour in DICE_COLOURS:
            have = sum(1 for d in member.pool if d.colour == colour)
            out += [listed(Commit, colour, n) for n in range(1, have + 1)]
        out.append(listed(Roll))
    else:
        targets = range(1, len(enc.enemies) + 1)
        out += [listed(ApplyDie, d, e) for d in range(1, len(member.active) + 1) for e in targets]
    out += [listed(Use, i) for i in dict.fromkeys(member.usable_items)]
    # end-phase in every step: with no die left to roll the Strike and Commit steps may end too (S2 "Roll")
    out += [listed(EndPhase), listed(Resolve), listed(Escape)]
    return out


# ------------------------------------------------------------------ apply


def encounter_apply(enc: EncounterState, host: EncounterHost, action: Action, *, checked: bool = False) -> list[Event]:
    """Apply one action and return its events (also appended to ``enc.log``).

    Raises :class:`IllegalActionError` with the reason when the action is not legal now (the state is then
    unchanged); ``checked`` says the caller's gate has just found it legal (``Game.apply``), so it is not
    checked twice. When the encounter ends, every lent card has been returned (host.return_cards), flipped
    items are face up and ``enc.result`` is set.
    """
    if not checked:
        reason = illegal_reason(enc, host, action)
        if reason is not None:
            raise IllegalActionError(reason)
    events = _apply(enc, host, action)
    return events + rules.settle(enc, host)


def _after_strike(enc: EncounterState) -> None:
    enc.struck = True
    enc.step = "strike" if enc.strike_again else "commit"


def _apply(enc: EncounterState, host: EncounterHost, action: Action) -> list[Event]:
    if isinstance(action, DiscardCard):
        member = _discarder(enc)
        assert member is not None  # checked by illegal_reason
        member.hand.remove(action.card)
        member.discard.append(action.card)
        member.pending_discards -= 1
        name = rules.card_def(host, action.card).name
        return [rules.event(enc, "CardDiscarded", f"{member.name} discards {name}.", member.character)]
    member = enc.current()
    who = member.character
    if isinstance(action, TakeReward):
        text = enc.reward_offer.pop(action.n - 1)
        eff = parse_effect(text)
        events: list[Event] = [rules.event(enc, "RewardTaken", f"{member.name} takes the reward: {text}.", who)]
        if not enc.reward_offer:
            enc.reward_enemy = None
        return events + rules.resolve_effect(enc, host, member, eff)
    if isinstance(action, SkipReward):
        skipped = effects_sentence(host.catalog, enc.reward_offer)
        several = len(enc.reward_offer) > 1
        enc.reward_offer, enc.reward_enemy = [], None
        return [
            rules.event(
                enc, "RewardSkipped", f"{member.name} leaves the {'rewards' if several else 'reward'}: {skipped}.", who
            )
        ]
    if isinstance(action, Escape):
        events = []
        for i, enemy in enumerate(enc.enemies):
            if enemy.defeated:
                continue
            for eff in rules.enemy_def(enc, host, i).escape_cost:
                if not host_can_pay(host, who, [eff]):
                    # an unpayable cost never bars the way out (docs/rules.md "An escape nobody can pay")
                    instead = host_shortfall(host, who, eff)
                    owed = costs_sentence(host.catalog, [eff])
                    borne = ", ".join(effect_phrase(host.catalog, e) for e in instead)
                    told = f"; {borne} instead" if instead else " and escapes without it"
                    text = f"{member.name} cannot pay the escape cost ({owed}){told}."
                    events.append(rules.event(enc, "EscapeCost", text, who))
                    for other in instead:
                        events += host.apply_effect(who, other)
                    continue
                events.append(
                    rules.event(
                        enc,
                        "EscapeCost",
                        f"{member.name} pays {costs_sentence(host.catalog, [eff])} to escape "
                        f"{rules.enemy_name(enc, host, i)}.",
                        who,
                    )
                )
                events += host.apply_effect(who, eff)
        was_dying = member.left is None and host.is_dying(who)
        member.left = "dying" if was_dying else "escaped"
        member.pending_discards = 0
        left = f"{member.name} escapes the encounter."
        events.append(rules.event(enc, "EncounterLeft", left, who, reason="escaped"))
        return events
    if isinstance(action, Draw):
        enc.strike_again = False
        card = member.deck.pop(0)
        member.hand.append(card)
        _after_strike(enc)
        name = rules.card_def(host, card).name
        return [rules.event(enc, "CardDrawn", f"{member.name} strikes by drawing {name}.", who)]
    if isinstance(action, Play):
        return _play(enc, host, member, action)
    if isinstance(action, Commit):
        dice = [d for d in member.pool if d.colour == action.colour][: action.n]
        for die in dice:
            member.pool.remove(die)
            member.active.append(die)
        enc.step = "commit"
        noun = "die" if action.n == 1 else "dice"
        return [rules.event(enc, "DiceCommitted", f"{member.name} commits {action.n} {action.colour} {noun}.", who)]
    if isinstance(action, Roll):
        rolled = [d for d in member.active if not d.applied]
        for die in rolled:
            die.face = DIE_FACES[host.rng.below(len(DIE_FACES))]
        enc.step = "apply"
        faces = dice_list([(d.colour, d.face) for d in rolled])  # named by colour and face, never by number
        if not rolled:  # nothing committed: the roll is skipped (newcomer 6: "rolls no dice")
            return [rules.event(enc, "DiceRolled", f"{member.name} has no dice to roll and goes on.", who)]
        return [rules.event(enc, "DiceRolled", f"{member.name} rolls {faces}.", who)]
    if isinstance(action, ApplyDie):
        die = member.active[action.die - 1]
        index = action.enemy - 1
        hits = (die.face and FACE_HITS[die.face]) or 0
        enemy = enc.enemies[index]
        armour = 0 if enemy.defeated else _armour(enc, host, index)
        die.applied, die.enemy = True, index
        events = [
            rules.event(
                enc,
                "DieApplied",
                f"{member.name} applies a {die.colour} {face_word(die.face)} to {rules.enemy_name(enc, host, index)}"
                + (f" (blocks {min(armour, hits)})" if armour else "")
                + ".",
                who,
            )
        ]
        return events + rules.add_hits(enc, host, member, index, max(0, hits - armour))
    if isinstance(action, Use):
        member.flipped.append(action.item)
        events = [rules.event(enc, "ItemUsed", f"{member.name} flips {rules.item_name(host, action.item)}.", who)]
        for eff in rules.item_effects(host, action.item):
            if member.left is None:
                events += rules.resolve_effect(enc, host, member, eff)
        return events
    if isinstance(action, EndPhase):
        return rules.begin_phase(enc, member)
    if isinstance(action, Resolve):
        return rules.end_turn(enc, host)
    raise IllegalActionError(f"'{action}' is not an encounter action")  # unreachable: illegal_reason


def _armour(enc: EncounterState, host: EncounterHost, index: int) -> int:
    """Hits a die loses against enemy ``index``: its own During ``block`` (docs/effects-encounter.md)."""
    total = 0
    for during in rules.enemy_def(enc, host, index).during:
        total += sum(e.int_arg(0) for e in during.effects if e.word == "block")
    return total


def _played_words(who: str, card: str, left: str, enemy: str, enc: EncounterState, index: int) -> str:
    """The chronicle's line for a card played: the chain named by its enemy, never by number (issue 19)."""
    if len(enc.enemies[index].chain) == 1:
        return f"{who} plays {card} against {enemy}, starting its chain."
    return f"{who} plays {card} after {left} in the chain against {enemy}."


def _play(enc: EncounterState, host: EncounterHost, member: ParticipantState, action: Play) -> list[Event]:
    """Play a card to a chain; each strike effect meeting ≥ 1 node resolves once (S2 "Play")."""
    index = action.chain - 1
    left_name, nodes = rules.left_nodes(enc, host, index)
    card = rules.card_def(host, action.card)
    member.hand.remove(action.card)
    enc.enemies[index].chain.append(ChainCard(action.card, member.character))
    enc.strike_again = False
    events = [
        rules.event(
            enc,
            "CardPlayed",
            _played_words(member.name, card.name, left_name, rules.enemy_name(enc, host, index), enc, index),
            member.character,
            card=action.card,
            chain=action.chain,
        )
    ]
    for strike in card.strikes:
        if not set(strike.positions) & set(nodes):
            continue
        said = effects_sentence(host.catalog, strike.effects)
        label = strike.text or said[:1].upper() + said[1:]
        events.append(rules.event(enc, "StrikeEffect", f"{card.name}: {label}.", member.character))
        for eff in strike.effects:
            if member.left is None:
                events += rules.resolve_effect(enc, host, member, eff, enemy=index)
    _after_strike(enc)
    return events
