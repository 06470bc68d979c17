"""A read-only view of the running encounter for the encounter board (ux.md "Encounter board").

``encounter_view(game, catalog, legal, why)`` turns ``game.state.encounter`` into plain frozen values: the
enemies with their chains, each member's deck, hand, discard and dice, the dial, the Strategy phases, the
escape cost, the rewards on offer and the fight's log. Numbers shown to the player and used in notations are
1-based, as in docs/encounters.md ("Notation"). :func:`play_preview` says which nodes a card would meet at
the end of a chain and which of its strike effects would resolve (S2 "Play"), for the board's drag preview.
Nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from grail_desktop.app.event_words import effects_words, log_words, phrase, reason_words
from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.words import clean
from grail_desktop.engine.defs import DICE_COLOURS, NODE_POSITIONS, Catalog, StrikeCardDef
from grail_desktop.engine.effects import parse_effect
from grail_desktop.engine.encounter import parse_encounter_action
from grail_desktop.engine.encounter.machine import illegal_reason
from grail_desktop.engine.traits import trait_name, trait_note
from grail_desktop.engine.wording import costs_sentence, effect_phrase, effects_sentence, face_word

#: Order of the dial's colours (rules-decisions.md "The dial"); kept here so the UI need not import rules.
DIAL_ORDER: tuple[str, ...] = ("red", "blue", "gold")
#: Hits a rolled face deals (S2 "Apply Dice Step"); misses never apply.
FACE_HITS: dict[str, int] = {"miss": 0, "hit": 1, "double-hit": 2}


@attrs.frozen
class Labels:
    """Words that differ between combat and diplomacy (docs/encounters.md: only the deck and labels differ)."""

    kind: str  # "Combat" | "Diplomacy"
    deck: str  # "Combat deck" | "Diplomacy deck"
    enemy: str  # "Enemy" | "Opponent"
    hits: str  # "hits" | "persuasion"


COMBAT = Labels(tr_noop("Combat"), tr_noop("Combat deck"), tr_noop("Enemy"), tr_noop("hits"))
DIPLOMACY = Labels(tr_noop("Diplomacy"), tr_noop("Diplomacy deck"), tr_noop("Opponent"), tr_noop("persuasion"))
#: The steps of a Strategy phase (``EncounterState.step``) as the summary names them.
_STEPS = {
    "strike": tr_noop("strike"),
    "commit": tr_noop("commit"),
    "apply": tr_noop("apply"),
    "discard": tr_noop("discard"),
    "ended": tr_noop("ended"),
}


@attrs.frozen
class StrikeView:
    """A left-edge strike effect: the node positions it covers and its words; ``notes`` explain the rule words it
    prints (:data:`RULE_WORDS`: "Strike again: the Strike step stays open, …") for the card's tooltip."""

    positions: tuple[str, ...]
    text: str
    notes: tuple[str, ...] = ()


#: Rule words a card prints, explained under the card's tooltip (newcomer 8 did not follow "Strike again"; S2
#: "Strike Step"; engine/encounter/machine.py: after a Strike again the Strike step stays open).
RULE_WORDS = {
    "strike-again": tr_noop(
        "Strike again: the Strike step stays open, so you may play (or draw) one more card before committing dice."
    ),
    "turn-dial": tr_noop("Turn the dial: the fight's dial moves one colour on (red → blue → gold → red)."),
}


@attrs.frozen
class CardFace:
    """A combat or diplomacy card as painted: strikes on the left edge, nodes on the right edge."""

    id: str
    name: str
    strikes: tuple[StrikeView, ...]
    right_nodes: tuple[str, ...]
    text: str = ""
    owner: str = ""


@attrs.frozen
class EnemyView:
    """One enemy and its chain. ``number`` is its 1-based enemy / chain number; ``end_name`` and
    ``end_nodes`` are the name and right-edge nodes of the chain's last card (the enemy when empty)."""

    number: int
    id: str
    name: str
    level: int
    health: int
    hits: int
    defeated: bool
    guardian: bool
    dial: str
    right_nodes: tuple[str, ...]
    during: tuple[str, ...]
    after: tuple[str, ...]
    special: tuple[str, ...]
    instant_rewards: tuple[str, ...]
    item_rewards: tuple[str, ...]
    escape_cost: tuple[str, ...]
    chain: tuple[CardFace, ...]
    end_name: str
    end_nodes: tuple[str, ...]


@attrs.frozen
class DieView:
    """A die in the active area: ``number`` is its 1-based place there (the notation's die number).

    ``targets`` are the enemy numbers it may be applied to now; ``why`` says why it cannot be applied when
    it has been rolled and ``targets`` is empty (off-colour, a miss …)."""

    number: int
    colour: str
    face: str | None
    applied: bool
    enemy: int | None
    targets: tuple[int, ...]
    why: str


@attrs.frozen
class ItemView:
    id: str
    name: str
    flipped: bool


@attrs.frozen
class MemberView:
    """One party member in the fight. ``pool`` / ``exhausted`` count dice per colour (DICE_COLOURS order)."""

    character: str
    name: str
    colour: str
    deck: int
    discard: int
    hand: tuple[CardFace, ...]
    pool: tuple[tuple[str, int], ...]
    active: tuple[DieView, ...]
    exhausted: tuple[tuple[str, int], ...]
    strategy: int
    block: int
    items: tuple[ItemView, ...]
    left: str | None
    pending_discards: int


@attrs.frozen
class EncounterView:
    """Everything the encounter board draws. ``current`` indexes ``members`` (whose turn it is);
    ``acting`` is the character who must act now (a member owing discards first)."""

    kind: str
    labels: Labels
    source: str
    round: int
    phase: int
    step: str
    dial: str
    any_colour: bool
    enemies: tuple[EnemyView, ...]
    members: tuple[MemberView, ...]
    current: int
    acting: str
    reward_offer: tuple[str, ...]
    reward_enemy: str
    escape_cost: tuple[str, ...]
    escape_why: str
    log: tuple[str, ...]
    legal: tuple[str, ...]
    #: what the acting member pays on top of (or instead of) the printed escape cost, and why, short for the
    #: button ("+1 Terror (your trait)") and whole for its tooltip and the question (issue 19: a price that
    #: changes says why beside it)
    escape_extra: tuple[str, ...] = ()
    escape_extra_why: tuple[str, ...] = ()
    #: everything the acting member pays to escape, added up (``"4 Terror"``); empty when it is the printed cost
    escape_pays: str = ""

    @property
    def member(self) -> MemberView:
        """The member whose turn it is."""
        return self.members[self.current]

    def is_legal(self, notation: str) -> bool:
        return notation in self.legal


def card_face(catalog: Catalog, card: str, owner: str = "") -> CardFace:
    """The painted face of card ``card`` (an unknown id gives a blank card named by its id)."""
    d: StrikeCardDef | None = catalog.cards.get(card)
    if d is None:
        return CardFace(card, card, (), (), "", owner)
    strikes = tuple(
        StrikeView(
            tuple(s.positions),
            s.text or _said(catalog, s.effects),
            tuple(tr(RULE_WORDS[word]) for word in RULE_WORDS if any(e.word == word for e in s.effects)),
        )
        for s in d.strikes
    )
    return CardFace(d.id, d.name, strikes, tuple(d.right_nodes), d.text, owner)


def _said(catalog: Catalog, effects: Any) -> str:
    """A strike's effects in words (a card without its own strike text)."""
    said = effects_sentence(catalog, effects)
    return said[:1].upper() + said[1:]


def play_preview(card: CardFace, end_nodes: tuple[str, ...]) -> tuple[frozenset[str], tuple[int, ...]]:
    """Which node positions of ``card`` meet ``end_nodes`` and which strikes (indexes) would resolve.

    A strike resolves once when at least one of its positions meets a node (S2 "Play"). Positions are
    listed in :data:`NODE_POSITIONS` terms.
    """
    nodes = set(end_nodes)
    matched = frozenset(p for s in card.strikes for p in s.positions if p in nodes)
    resolving = tuple(i for i, s in enumerate(card.strikes) if set(s.positions) & nodes)
    return matched, resolving


def _counts(dice: list[Any]) -> tuple[tuple[str, int], ...]:
    return tuple((c, sum(1 for d in dice if d.colour == c)) for c in DICE_COLOURS)


def _item_name(catalog: Catalog, item: str) -> str:
    if item in catalog.items:
        return catalog.items[item].name
    if item in catalog.secrets:
        return catalog.secrets[item].name
    return item


def encounter_reason(game: Any, notation: str) -> str | None:
    """Why the encounter action ``notation`` is not legal now, in the machine's words (None when legal or
    not an encounter action). Asks the encounter machine directly: no copy of the game, nothing changes."""
    enc = game.state.encounter
    if enc is None:
        return None
    try:
        action = parse_encounter_action(notation)
    except ValueError as exc:
        return clean(str(exc), game.catalog, game)
    why = None if action is None else illegal_reason(enc, game, action)
    return None if why is None else reason_words(clean(why, game.catalog, game))


def encounter_view(
    game: Any, catalog: Catalog, legal: list[str], why: Callable[[str], str | None] | None = None
) -> EncounterView | None:
    """The view of ``game.state.encounter``, or None when no encounter is running.

    ``legal`` are the legal notations now (the session's cache); ``why(notation)`` gives the reason for an
    illegal one (used for the escape button and for dice that cannot be applied). By default the encounter
    machine is asked directly (``illegal_reason``: no copy of the game, nothing changes).
    """
    enc = game.state.encounter
    if enc is None:
        return None
    legal_set = set(legal)
    reason = why or (lambda notation: encounter_reason(game, notation))
    enemies: list[EnemyView] = []
    for number, e in enumerate(enc.enemies, start=1):
        # the engine's definition: Health and escape cost as the difficulty and house rules play them (the log's)
        d = getattr(game, "catalog", catalog).enemies.get(e.id) or catalog.enemies[e.id]
        chain = tuple(card_face(catalog, c.card, c.owner) for c in e.chain)
        if chain:
            end_name, end_nodes = chain[-1].name, chain[-1].right_nodes
        else:
            end_name, end_nodes = d.name, tuple(d.right_nodes)
        enemies.append(
            EnemyView(
                number=number,
                id=e.id,
                name=d.name,
                level=d.level,
                health=d.health,
                hits=e.hits,
                defeated=e.defeated,
                guardian=d.guardian,
                dial=d.dial,
                right_nodes=tuple(d.right_nodes),
                during=tuple(x.text for x in d.during),
                after=tuple(x.text for x in d.after),
                special=tuple(x.text for x in d.special),
                # in the interface language (the German board lens read "Belohnung: gain 1 Food", issue 28)
                instant_rewards=tuple(effects_words(effect_phrase(catalog, x)) for x in d.instant_rewards),
                item_rewards=tuple(effects_words(effect_phrase(catalog, x)) for x in d.item_rewards),
                escape_cost=tuple(_cost_words(catalog, [x]) for x in d.escape_cost),
                chain=chain,
                end_name=end_name,
                end_nodes=end_nodes,
            )
        )
    current = enc.turn
    members: list[MemberView] = []
    for index, p in enumerate(enc.participants):
        active: list[DieView] = []
        for n, die in enumerate(p.active, start=1):
            targets: tuple[int, ...] = ()
            note = ""
            if index == current:
                targets = tuple(e.number for e in enemies if f"apply {n} to {e.number}" in legal_set)
                if die.face is not None and not die.applied and not targets:
                    first = next((e.number for e in enemies if not e.defeated), 1)
                    note = reason(f"apply {n} to {first}") or ""
            enemy = None if die.enemy is None else die.enemy + 1
            active.append(DieView(n, die.colour, die.face, die.applied, enemy, targets, note))
        character = catalog.characters.get(p.character)
        members.append(
            MemberView(
                character=p.character,
                name=p.name,
                colour=character.colour if character else "#888888",
                deck=len(p.deck),
                discard=len(p.discard),
                hand=tuple(card_face(catalog, c, p.character) for c in p.hand),
                pool=_counts(p.pool),
                active=tuple(active),
                exhausted=_counts(p.exhausted),
                strategy=p.strategy,
                block=p.block,
                items=tuple(ItemView(i, _item_name(catalog, i), i in p.flipped) for i in p.usable_items),
                left=p.left,
                pending_discards=p.pending_discards,
            )
        )
    costs = tuple(c for e in enemies if not e.defeated for c in e.escape_cost)
    standing = [
        (getattr(game, "catalog", catalog).enemies.get(e.id) or catalog.enemies[e.id])
        for e in enc.enemies
        if not e.defeated
    ]
    extra, extra_why, pays, _ = escape_extras(
        game, catalog, enc.current().character, [c for d in standing for c in d.escape_cost]
    )
    escape_why = "" if "escape" in legal_set else (reason("escape") or "")
    reward_enemy = "" if enc.reward_enemy is None else enemies[enc.reward_enemy].name
    acting = next((p.character for p in enc.remaining() if p.pending_discards), enc.current().character)
    return EncounterView(
        kind=enc.kind,
        labels=COMBAT if enc.kind == "combat" else DIPLOMACY,
        source=enc.source,
        round=enc.round,
        phase=enc.phase,
        step=enc.step,
        dial=enc.dial,
        any_colour=enc.any_colour,
        enemies=tuple(enemies),
        members=tuple(members),
        current=current,
        acting=acting,
        reward_offer=tuple(
            effect_phrase(catalog, r) + trait_note(game, enc.current().character, [parse_effect(r)])
            for r in enc.reward_offer
        ),
        reward_enemy=reward_enemy,
        escape_cost=costs,
        escape_why=escape_why,
        log=tuple(log_words(clean(line, catalog, game)) for line in enc.log),
        legal=tuple(legal),
        escape_extra=extra,
        escape_extra_why=extra_why,
        escape_pays=pays,
    )


def _cost_words(catalog: Catalog, costs: Any) -> str:
    """Costs in words (``engine/wording.py`` ``costs_sentence``: ``"1 Energy and 1 Terror"``) in the interface
    language."""
    return effects_words(costs_sentence(catalog, costs))


def escape_extras(
    game: Any, catalog: Catalog, who: str, costs: list[Any]
) -> tuple[tuple[str, ...], tuple[str, ...], str, tuple[str, ...]]:
    """``(short, whole, pays, parts)`` words for what ``who`` pays beyond the printed escape ``costs``: a cost they
    cannot pay becomes Terror (docs/rules.md "An escape nobody can pay"), and a trait that answers an escape adds
    its own (S1 Character Setup: Maelon's Spurless, Gwawr's). ``pays`` is everything they pay, added up in one price
    (``"4 Terror"``), for the Escape button; empty when nothing is added. ``parts`` says each addition as a part
    of that price (``"1 Terror of it from Maelon Harrow's trait, Spurless"``), for the text mode's Escape line."""
    short: list[str] = []
    whole: list[str] = []
    parts: list[str] = []
    paid: list[Any] = []
    bill: list[Any] = []  # what is paid in all: the printed costs, a shortfall's Terror, a trait's addition
    can_pay = getattr(game, "can_pay", None)
    shortfall = getattr(game, "escape_shortfall", None)
    for eff in costs:
        if eff.word not in ("pay", "lose") or can_pay is None or shortfall is None:
            bill.append(eff)
            continue
        if can_pay(who, [*paid, eff]):
            paid.append(eff)
            bill.append(eff)
            continue
        owed = _cost_words(catalog, [eff])
        instead = shortfall(who, eff)
        bill.extend(instead or ())
        if instead:
            borne = _cost_words(catalog, instead)
            short.append(tr("{borne} instead of {owed}").format(borne=borne, owed=owed))
            whole.append(tr("{borne} instead of {owed}: you have too little to pay it").format(borne=borne, owed=owed))
            parts.append(tr("{borne} of it instead of {owed}, which you cannot pay").format(borne=borne, owed=owed))
        else:
            short.append(tr("not {owed}").format(owed=owed))
            whole.append(tr("not {owed}: you have too little, and escape without it").format(owed=owed))
            parts.append(tr("nothing for {owed}, which you cannot pay").format(owed=owed))
    d = catalog.characters.get(who)
    name = who if d is None else d.name
    for rule in () if d is None else d.trait_rules:
        if rule.when != "escape" or (rule.during and rule.during != game.state.encounter.kind):
            continue
        bill.extend(rule.effects)
        more = _cost_words(catalog, rule.effects)
        short.append(tr("{more} (your trait)").format(more=more))
        whole.append(
            tr("{more} more: {name}'s trait, {trait}, adds it to every escape").format(
                more=more, name=name, trait=trait_name(game, who)
            )
        )
        parts.append(
            tr("{more} of it from {name}'s trait, {trait}").format(more=more, name=name, trait=trait_name(game, who))
        )
    pays = (_cost_words(catalog, bill) or tr("nothing")) if short else ""
    return tuple(short), tuple(whole), pays, tuple(parts)


def summary(view: EncounterView) -> str:
    """The board in one paragraph of plain words, for screen readers (the view's accessible description)."""
    member = view.member
    parts = [
        tr(
            "{kind}, round {round}. {name}: Strategy phase {phase} of {strategy}, {step} step. The dial shows {dial}."
        ).format(
            kind=tr(view.labels.kind),
            round=view.round,
            name=member.name,
            phase=view.phase,
            strategy=member.strategy,
            step=tr(_STEPS[view.step]) if view.step in _STEPS else view.step,
            dial=phrase(view.dial),
        )
    ]
    for e in view.enemies:
        state = (
            tr("defeated")
            if e.defeated
            else tr("{hits} of {health} {what}").format(hits=e.hits, health=e.health, what=tr(view.labels.hits))
        )
        chain = ", ".join(c.name for c in e.chain) or tr("no cards")
        parts.append(tr("{enemy}: {state}; its chain: {chain}.").format(enemy=e.name, state=state, chain=chain))
    hand = "; ".join(f"{n}: {c.name}" for n, c in enumerate(member.hand, start=1)) or tr("empty")
    parts.append(
        tr("Hand: {hand}. Deck {deck}, discard {discard}.").format(hand=hand, deck=member.deck, discard=member.discard)
    )
    pool = ", ".join(f"{n} {phrase(c)}" for c, n in member.pool if n) or tr("none")
    active = ", ".join(
        f"{phrase(d.colour)} {tr(face_word(d.face))}{tr(' (applied)') if d.applied else ''}" for d in member.active
    )
    parts.append(tr("Dice pool: {pool}. Active dice: {active}.").format(pool=pool, active=active or tr("none")))
    return " ".join(parts)


__all__ = [
    "COMBAT",
    "DIAL_ORDER",
    "DIPLOMACY",
    "FACE_HITS",
    "NODE_POSITIONS",
    "CardFace",
    "DieView",
    "EncounterView",
    "EnemyView",
    "ItemView",
    "Labels",
    "MemberView",
    "StrikeView",
    "card_face",
    "encounter_reason",
    "encounter_view",
    "play_preview",
    "summary",
]
