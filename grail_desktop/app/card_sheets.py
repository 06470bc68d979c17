"""What the card viewer shows: any card of the game as a title, a kind line and paragraphs of plain text.

:func:`sheet_for` finds the card an id names (strike card, enemy, Item, Secret, Skill, Event) and builds its
:class:`CardSheet`; :func:`location_sheet`, :func:`deck_sheet` and :func:`character_sheet` build the others.
Costs and effects read as sentences (:mod:`grail_desktop.engine.wording`); nothing here shows an id.
"""

from __future__ import annotations

from typing import Any

import attrs

from grail_desktop.app.tips import SEALS
from grail_desktop.app.views import deck_row
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
        body.append(strike_sentence(catalog, strike.positions, strike.text, strike.effects))
    body.append(
        _cap(right_nodes(card.right_nodes))
        + ("." if not card.right_nodes else ": a card may follow it when one of its strikes meets one of these.")
    )
    return CardSheet(card.name, f"{card.deck.capitalize()} card of {owner}", tuple(body))


def enemy_sheet(catalog: Catalog, enemy_id: str) -> CardSheet:
    """An encounter card: level and colour, Health, dial colour, During / After / Special effects, rewards and
    the escape cost (S2)."""
    e = catalog.enemies[enemy_id]
    kind = f"Level {e.level} {e.colour} encounter · {e.deck.capitalize()}" + (" · Guardian" if e.guardian else "")
    body = [e.text] if e.text else []
    body.append(f"Health {e.health} · dial colour {e.dial} · {right_nodes(e.right_nodes)}.")
    for label, effects in (
        ("During (while it stands)", e.during),
        ("After (at every Resolve, even once defeated)", e.after),
        ("Special (once, at the start)", e.special),
    ):
        body.extend(f"{label}: {x.text}" for x in effects)
    if e.instant_rewards:
        body.append("Instant rewards: " + _cap(effects_sentence(catalog, e.instant_rewards)) + ".")
    if e.item_rewards:
        body.append("Rewards for winning: " + _cap(effects_sentence(catalog, e.item_rewards)) + ".")
    if e.escape_cost:
        body.append("Escaping costs " + costs_sentence(catalog, e.escape_cost) + ".")
    return CardSheet(e.name, kind, tuple(body))


def item_sheet(catalog: Catalog, item_id: str, *, face_down: bool = False) -> CardSheet:
    """An Item: keyword, face up or down, value, its text; a flip item says how flipping works."""
    item = catalog.items[item_id]
    parts = ["Item"]
    if item.keyword:
        parts.append(item.keyword.capitalize())
    # the kind line names the card; its state reads as sentences (newcomer: "Item · Relic · craftable · face up")
    body = [item.text, "Face down: kept, not in use." if face_down else "Face up: in use."]
    if item.craftable:
        body.append("It can be crafted.")
    if item.flip:
        body.append(
            "A flip item: in a fight, use it once on your turn (before or after playing a card, committing or"
            " applying dice) for its effect; it turns face up again when the encounter ends."
        )
    if item.value:
        body.append(f"Worth {item.value} Wealth.")
    return CardSheet(item.name, " · ".join(parts), tuple(body))


def secret_sheet(catalog: Catalog, secret_id: str) -> CardSheet:
    """A Secret: Personal or not, its keyword, its text and the quest it belongs to."""
    s = catalog.secrets[secret_id]
    kind = "Personal Secret (never changes hands; lost if its holder dies)" if s.personal else "Secret"
    if s.keyword:
        kind += f" · {s.keyword.capitalize()}"
    body = [s.text.strip()]
    if s.quest and s.quest in catalog.events:
        body.append(f"Belongs to the quest {catalog.events[s.quest].title}.")
    return CardSheet(s.name, kind, tuple(body))


def skill_sheet(catalog: Catalog, skill_id: str, side: int | None = None) -> CardSheet:
    """A Skill card: both sides (or the one kept, ``side`` 0-based)."""
    skill = catalog.skills[skill_id]
    sides = list(enumerate(skill.sides)) if side is None else [(side, skill.sides[side])]
    body = tuple(f"Side {n + 1}, {s.name}: {s.text}" for n, s in sides)
    title = skill.sides[side].name if side is not None else " / ".join(s.name for s in skill.sides)
    return CardSheet(title, f"Skill card · {skill.attribute.capitalize()}", body)


def event_sheet(catalog: Catalog, event_id: str) -> CardSheet:
    """An Event card with its quest and hint."""
    ev = catalog.events[event_id]
    body = [ev.text]
    if ev.quest is not None:
        body.append(f"Quest: {ev.quest.text}")
        if ev.quest.hint:
            body.append(f"Hint: {ev.quest.hint}")
    return CardSheet(ev.title, "Event" + (" · Quest" if ev.quest else ""), tuple(body))


def location_sheet(catalog: Catalog, number: int) -> CardSheet:
    """A location card: number, seals with their meaning, description, action, arrival rule, Menhir."""
    loc = catalog.locations[number]
    kind = f"Location {number}" + (f" · replaced location {loc.legacy}" if loc.legacy is not None else "")
    body = [loc.description]
    if loc.action is not None:
        price = f"{loc.action.cost} Energy"
        extra = costs_sentence(catalog, loc.action.costs)
        price += f" and {extra}" if extra else ""
        once = ", once a day" if loc.action.once_per_day else ""
        body.append(f"Action — {loc.action.name} ({price}{once}): {loc.action.text}")
    if loc.instant_text:
        body.append(f"On arrival: {loc.instant_text}")
    for seal in loc.seals:
        if seal in SEALS:
            body.append(f"{SEALS[seal][0]} {SEALS[seal][1]}")
    if loc.menhir is not None:
        cost = costs_sentence(catalog, loc.menhir.cost_per_player)
        body.append(f"Menhir: waking it costs {cost} per player and sets its dial to {loc.menhir.dial}.")
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
        body.append("Set aside: " + ", ".join(sorted(name_of(catalog, a) for a in aside)))
    body.append(f"{len(pool)} cards left in the Advancement Pool.")
    title = f"{name_of(catalog, character)}'s {kind.capitalize()} deck"
    return CardSheet(title, f"{len(deck)} cards (a deck keeps at least 15)", tuple(body))


def character_sheet(game: Any, catalog: Catalog, character: str) -> CardSheet:
    """A character (the pawn's card, issue 19): tracks, the states they are in and their Statuses in words,
    attributes, resources, action, trait, Skills and deck sizes."""
    c, d = game.state.characters[character], catalog.characters[character]
    states = [f"{name}: {does}" for st, (name, does) in STATE_WORDS.items() if has_state(c, d, st)]
    statuses = list(game.state.statuses)
    if c.dying:
        states.append("You Are Dying: escape every encounter at once; the countdown runs each morning")
    body = [
        f"Now: {'; '.join(states)}." if states else "",
        # Statuses are the party's, kept on the game (S0 Statuses): every character's card lists them
        "The party's Statuses: " + "; ".join(name_of(catalog, st) for st in statuses) + "." if statuses else "",
        d.description,
        f"Energy {c.energy}/{d.energy.max}, Health {c.health}/{d.health.max}, Terror {c.terror}/{d.terror.max}",
        "Attributes: "
        + ", ".join(
            f"{a.capitalize()} {c.attributes.get(a, 0)} / {b.capitalize()} {c.attributes.get(b, 0)}"
            for a, b in ATTRIBUTE_PAIRS
        ),
        "Resources: " + ", ".join(f"{amount_word(k)} {v}" for k, v in c.resources.items()),
        f"Action — {d.action.name} ({d.action.cost} Energy): {d.action.text}",
        f"Trait: {d.trait}",
    ]
    for skill_id, side in c.skills.items():
        if skill_id in catalog.skills:
            kept = catalog.skills[skill_id].sides[side]
            body.append(f"Skill — {kept.name}: {kept.text}")
    decks = [deck_row(game.state, character, kind) for kind in ("combat", "diplomacy")]
    body.append(". ".join(f"{label}: {n} {'card' if n == 1 else 'cards'}" for label, n in decks) + ".")
    return CardSheet(d.name, f"Character {d.number}", tuple(b for b in body if b))


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
    kind = f"Location {card.number}" + (f" · replaced location {card.legacy}" if card.legacy is not None else "")
    body = [card.description]
    if card.action:
        body.append(f"Action — {card.action}")
    if card.instant:
        body.append(f"On arrival: {card.instant}")
    body.extend(f"{SEALS[s][0]} {SEALS[s][1]}" for s in card.seals if s in SEALS)
    if menhir_dial is not None:
        body.append(f"Menhir: {menhir_dial} days of light left." if menhir_dial else "Menhir: goes dark at dawn.")
    if guardians:
        body.append("Guardian here: " + ", ".join(guardians))
    if card.time_tokens:
        body.append(f"Time Tokens: {card.time_tokens}")
    if card.vanishing:
        body.append("Out of Menhir range: this card fades at the next dawn.")
    return CardSheet(card.name, kind, tuple(b for b in body if b))
