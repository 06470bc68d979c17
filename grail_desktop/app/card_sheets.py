"""What the card viewer shows: any card of the game as a title, a kind line and paragraphs of plain text.

:func:`sheet_for` finds the card an id names (strike card, enemy, Item, Secret, Skill, Event) and builds its
:class:`CardSheet`; :func:`location_sheet`, :func:`deck_sheet` and :func:`character_sheet` build the others.
Costs and effects read as sentences (:mod:`grail_desktop.engine.wording`); nothing here shows an id.
"""

from __future__ import annotations

from typing import Any

import attrs

from grail_desktop.app.belongings_view import KEYWORDS
from grail_desktop.app.event_words import effects_words, node_words, phrase
from grail_desktop.app.i18n import number, term, tr
from grail_desktop.app.tips import SEALS
from grail_desktop.app.views import deck_row
from grail_desktop.app.world_text import event_face, plain_face
from grail_desktop.engine.defs import ATTRIBUTE_PAIRS, Catalog
from grail_desktop.engine.tracks import STATE_WORDS, has_state
from grail_desktop.engine.wording import (
    amount_word,
    costs_sentence,
    effects_sentence,
    name_of,
    right_nodes,
    strike_sentence,
)


@attrs.frozen
class CardSheet:
    """A card as the viewer lays it out: ``title``, a ``kind`` line under it, then ``paragraphs``."""

    title: str
    kind: str
    paragraphs: tuple[str, ...]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def strike_card_sheet(catalog: Catalog, card_id: str) -> CardSheet:
    """A Combat or Diplomacy card: strikes by node position, right-edge nodes, its text (S2, docs/encounters.md)."""
    card = catalog.cards[card_id]
    owner = name_of(catalog, card.character)
    body = [card.text] if card.text else []
    for strike in card.strikes:
        body.append(node_words(strike_sentence(catalog, strike.positions, strike.text, strike.effects)))
    body.append(
        _cap(node_words(right_nodes(card.right_nodes)))
        + ("." if not card.right_nodes else tr(": a card may follow it when one of its strikes meets one of these."))
    )
    kind = tr("Combat card of {owner}") if card.deck == "combat" else tr("Diplomacy card of {owner}")
    return CardSheet(card.name, kind.format(owner=owner), tuple(body))


def enemy_sheet(catalog: Catalog, enemy_id: str) -> CardSheet:
    """An encounter card: level and colour, Health, dial colour, During / After / Special effects, rewards and
    the escape cost (S2)."""
    e = catalog.enemies[enemy_id]
    kind = tr("Level {level} {colour} encounter · {deck}").format(
        level=number(e.level), colour=phrase(e.colour), deck=phrase(e.deck.capitalize())
    ) + (tr(" · Guardian") if e.guardian else "")
    body = [e.text] if e.text else []
    body.append(
        tr("Health {health} · dial colour {dial} · {nodes}.").format(
            health=number(e.health), dial=phrase(e.dial), nodes=node_words(right_nodes(e.right_nodes))
        )
    )
    for label, effects in (
        (tr("During (while it stands)"), e.during),
        (tr("After (at every Resolve, even once defeated)"), e.after),
        (tr("Special (once, at the start)"), e.special),
    ):
        body.extend(f"{label}: {x.text}" for x in effects)
    if e.instant_rewards:
        said = _cap(effects_words(effects_sentence(catalog, e.instant_rewards)))
        body.append(tr("Instant rewards: {rewards}.").format(rewards=said))
    if e.item_rewards:
        said = _cap(effects_words(effects_sentence(catalog, e.item_rewards)))
        body.append(tr("Rewards for winning: {rewards}.").format(rewards=said))
    if e.escape_cost:
        body.append(tr("Escaping costs {cost}.").format(cost=effects_words(costs_sentence(catalog, e.escape_cost))))
    return CardSheet(e.name, kind, tuple(body))


def item_sheet(catalog: Catalog, item_id: str, *, face_down: bool = False) -> CardSheet:
    """An Item: keyword, face up or down, value, its text; a flip item says how flipping works."""
    item = catalog.items[item_id]
    parts = [tr("Item")]
    if item.keyword:
        parts.append(tr(KEYWORDS.get(item.keyword, item.keyword.capitalize())))
    # the kind line names the card; its state reads as sentences (newcomer: "Item · Relic · craftable · face up")
    # newcomer 8 did not follow "Face up: in use" and "It can be crafted": each says what it means for the player
    body = [
        item.text,
        tr("Face down: kept, but not in use; only one card of a keyword is in use, face up.")
        if face_down
        else tr("Face up: in use, so its text counts; only one card of a keyword is in use at a time."),
    ]
    if item.craftable:
        body.append(tr("Craftable: a place or a reward that lets you make something draws an Item like this one."))
    if item.flip:
        body.append(
            tr(
                "A flip item: in a fight, use it once on your turn (before or after playing a card, committing or"
                " applying dice) for its effect; it turns face up again when the encounter ends."
            )
        )
    if item.value:
        body.append(tr("Worth {n} Wealth.").format(n=number(item.value)))
    return CardSheet(item.name, " · ".join(parts), tuple(body))


def secret_sheet(catalog: Catalog, secret_id: str) -> CardSheet:
    """A Secret: Personal or not, its keyword, its text and the quest it belongs to."""
    s = catalog.secrets[secret_id]
    kind = tr("Personal Secret (never changes hands; lost if its holder dies)") if s.personal else tr("Secret")
    if s.keyword:
        kind += f" · {tr(KEYWORDS.get(s.keyword, s.keyword.capitalize()))}"
    body = [s.text.strip()]
    if s.quest and s.quest in catalog.events:
        body.append(tr("Belongs to the quest {title}.").format(title=catalog.events[s.quest].title))
    return CardSheet(s.name, kind, tuple(body))


def skill_sheet(catalog: Catalog, skill_id: str, side: int | None = None) -> CardSheet:
    """A Skill card: both sides (or the one kept, ``side`` 0-based)."""
    skill = catalog.skills[skill_id]
    sides = list(enumerate(skill.sides)) if side is None else [(side, skill.sides[side])]
    body = tuple(tr("Side {n}, {name}: {text}").format(n=number(n + 1), name=s.name, text=s.text) for n, s in sides)
    title = skill.sides[side].name if side is not None else " / ".join(s.name for s in skill.sides)
    return CardSheet(title, tr("Skill card · {attribute}").format(attribute=term(skill.attribute)), body)


def event_sheet(catalog: Catalog, event_id: str, game: Any = None) -> CardSheet:
    """An Event card with its quest and hint, as ``game``'s world has it now (as an untouched world reads it
    without a game; app/world_text.py)."""
    card = catalog.events[event_id]
    ev = event_face(game, card) if game is not None else plain_face(card)
    body = [ev.text]
    if ev.quest is not None:
        body.append(tr("Quest: {title}").format(title=ev.quest.text))
        if ev.quest.hint:
            body.append(tr("Hint: {hint}").format(hint=ev.quest.hint))
    return CardSheet(ev.title, tr("Event") + (tr(" · Quest") if ev.quest else ""), tuple(body))


def location_sheet(catalog: Catalog, number: int) -> CardSheet:
    """A location card: number, seals with their meaning, description, action, arrival rule, Menhir."""
    loc = catalog.locations[number]
    old = catalog.locations.get(loc.legacy) if loc.legacy is not None else None
    kind = tr("Location") + (tr(" · replaced {place}").format(place=old.name) if old is not None else "")
    body = [loc.description]
    if loc.action is not None:
        price = tr("{n} Energy").format(n=loc.action.cost)
        extra = effects_words(costs_sentence(catalog, loc.action.costs))
        price += f" {tr('and')} {extra}" if extra else ""
        once = tr(", once a day") if loc.action.once_per_day else ""
        body.append(
            tr("Action — {name} ({price}{once}): {text}").format(
                name=loc.action.name, price=price, once=once, text=loc.action.text
            )
        )
    if loc.instant_text:
        body.append(tr("On arrival: {text}").format(text=loc.instant_text))
    for seal in loc.seals:
        if seal in SEALS:
            body.append(f"{SEALS[seal][0]} {tr(SEALS[seal][1])}")
    if loc.menhir is not None:
        cost = effects_words(costs_sentence(catalog, loc.menhir.cost_per_player))
        body.append(
            tr("Menhir: activating it costs {cost} per player and sets its dial to {dial}.").format(
                cost=cost, dial=loc.menhir.dial
            )
        )
    return CardSheet(loc.name, kind, tuple(b for b in body if b))


def deck_sheet(game: Any, catalog: Catalog, character: str, kind: str) -> CardSheet:
    """A character's Combat or Diplomacy deck by card name (with counts), the cards set aside and the pool size."""
    c = game.state.characters[character]
    deck: list[str] = getattr(c, f"{kind}_deck")
    aside: list[str] = getattr(c, f"{kind}_aside")
    pool: list[str] = getattr(c, f"{kind}_pool")
    counts: dict[str, int] = {}
    for card in deck:
        counts[name_of(catalog, card)] = counts.get(name_of(catalog, card), 0) + 1
    body = [f"{n} ×{k}" if k > 1 else n for n, k in sorted(counts.items())]
    if aside:
        body.append(tr("Set aside: {cards}").format(cards=", ".join(sorted(name_of(catalog, a) for a in aside))))
    body.append(tr("{n} cards left in the Advancement Pool.").format(n=len(pool)))
    title = tr("{who}'s Combat deck") if kind == "combat" else tr("{who}'s Diplomacy deck")
    return CardSheet(
        title.format(who=name_of(catalog, character)),
        tr("{n} cards (a deck keeps at least 15)").format(n=len(deck)),
        tuple(body),
    )


def tracks_words(c: Any, d: Any) -> str:
    """A character's three tracks now and at most (``c`` the state, ``d`` the definition):
    ``"Energy 4/7, Health 5/6, Terror 1/7"`` in the interface language (the sheet and the text mode say it so)."""
    return tr("Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}").format(
        energy=c.energy,
        energy_max=d.energy.max,
        health=c.health,
        health_max=d.health.max,
        terror=c.terror,
        terror_max=d.terror.max,
    )


def character_sheet(game: Any, catalog: Catalog, character: str) -> CardSheet:
    """A character (the pawn's card, issue 19): tracks, the states they are in and their Statuses in words,
    attributes, resources, action, trait, Skills and deck sizes."""
    c, d = game.state.characters[character], catalog.characters[character]
    states = [f"{name}: {does}" for st, (name, does) in STATE_WORDS.items() if has_state(c, d, st)]
    statuses = list(game.state.statuses)
    if c.dying:
        states.append(tr("You Are Dying: escape every encounter at once; the countdown runs each morning"))
    body = [
        tr("Now: {states}.").format(states="; ".join(states)) if states else "",
        # Statuses are the party's, kept on the game (S0 Statuses): every character's card lists them
        tr("The party's Statuses: {statuses}.").format(statuses="; ".join(name_of(catalog, st) for st in statuses))
        if statuses
        else "",
        d.description,
        tracks_words(c, d),
        tr("Attributes: {attributes}").format(
            attributes=", ".join(
                f"{term(a)} {c.attributes.get(a, 0)} / {term(b)} {c.attributes.get(b, 0)}" for a, b in ATTRIBUTE_PAIRS
            )
        ),
        tr("Resources: {resources}").format(
            resources=", ".join(f"{term(amount_word(k))} {v}" for k, v in c.resources.items())
        ),
        tr("Action — {name} ({cost} Energy): {text}").format(
            name=d.action.name, cost=d.action.cost, text=d.action.text
        ),
        tr("Trait: {trait}").format(trait=d.trait),
    ]
    for skill_id, side in c.skills.items():
        if skill_id in catalog.skills:
            kept = catalog.skills[skill_id].sides[side]
            body.append(tr("Skill — {name}: {text}").format(name=kept.name, text=kept.text))
    decks = [deck_row(game.state, character, kind) for kind in ("combat", "diplomacy")]
    body.append(". ".join(f"{tr(label)}: {tr('%n card(s)', n=n)}" for label, n in decks) + ".")
    return CardSheet(d.name, tr("Character {n}").format(n=d.number), tuple(b for b in body if b))


def sheet_for(catalog: Catalog, ident: str) -> CardSheet | None:
    """The sheet of the card ``ident`` names (strike card, enemy, Item, Secret, Skill, Event), or None."""
    if ident in catalog.cards:
        return strike_card_sheet(catalog, ident)
    if ident in catalog.enemies:
        return enemy_sheet(catalog, ident)
    if ident in catalog.items:
        return item_sheet(catalog, ident)
    if ident in catalog.secrets:
        return secret_sheet(catalog, ident)
    if ident in catalog.skills:
        return skill_sheet(catalog, ident)
    if ident in catalog.events:
        return event_sheet(catalog, ident)
    return None


def map_card_sheet(card: Any, menhir_dial: int | None = None, guardians: tuple[str, ...] = ()) -> CardSheet:
    """A location card as the map shows it (a :class:`~grail_desktop.app.views.CardView`): for the viewer
    opened from the map, which holds views, not the catalog."""
    kind = tr("Location") + (tr(" · a transformed place") if card.legacy is not None else "")
    body = [card.description]
    if card.action:
        body.append(tr("Action — {action}").format(action=card.action))
    if card.instant:
        body.append(tr("On arrival: {text}").format(text=card.instant))
    body.extend(f"{SEALS[s][0]} {tr(SEALS[s][1])}" for s in card.seals if s in SEALS)
    if menhir_dial is not None:
        body.append(
            tr("Menhir: {n} days of light left.").format(n=menhir_dial)
            if menhir_dial
            else tr("Menhir: goes dark at dawn.")
        )
    if guardians:
        body.append(tr("Guardian here: {names}").format(names=", ".join(guardians)))
    if card.time_tokens:
        body.append(tr("Time Tokens: {n}").format(n=card.time_tokens))
    if card.vanishing:
        body.append(tr("Out of Menhir range: this card fades at the next dawn."))
    return CardSheet(card.name, kind, tuple(b for b in body if b))
