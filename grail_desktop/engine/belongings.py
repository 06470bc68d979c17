"""Items and Secrets held by characters: keyword slots, gaining, drawing by filter, discarding (S0 "Items
and Equipment", "Secrets", "Discarding and removing cards"; rules-decisions.md "Dying and Going Insane").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine.core import Event
from grail_desktop.engine.state import (
    Pending,
)

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def face_up(g: Game, character: str, keyword: str) -> list[str]:
    c = g.state.characters[character]
    out = [i for i in c.items if i not in c.face_down and g.catalog.items[i].keyword == keyword]
    out += [x for x in c.secrets if x not in c.face_down and g.catalog.secrets[x].keyword == keyword]
    return out


def check_keyword(g: Game, character: str, keyword: str | None) -> None:
    """One active Item/Secret per keyword: ask which stays face up (S0 "Items"; S1 Start of the Day 8)."""
    if keyword is None:
        return
    up = face_up(g, character, keyword)
    if len(up) > 1:
        g.state.pending.append(Pending("equip", character, options=up, data={"keyword": keyword}))


def keyword_after_gain(g: Game, character: str, card: str) -> None:
    keyword = g.catalog.items[card].keyword if card in g.catalog.items else g.catalog.secrets[card].keyword
    check_keyword(g, character, keyword)


def limit_dying_items(g: Game, character: str) -> None:
    """While Dying at most 2 Items stay face up; Secrets are exempt (rules-decisions.md)."""
    c = g.state.characters[character]
    if not c.dying:
        return
    up = [i for i in c.items if i not in c.face_down]
    for extra in up[2:]:
        c.face_down.append(extra)
        g.emit(Event("Equipped", f"{g.name(character)} turns {g.thing_name(extra)} face down (dying)", character))


def receive_item(g: Game, character: str, item: str) -> None:
    g.state.characters[character].items.append(item)
    g.emit(
        Event(
            "ItemGained",
            f"{g.name(character)} gains {g.catalog.items[item].name}",
            character,
            (("item", item),),
        )
    )
    keyword_after_gain(g, character, item)
    limit_dying_items(g, character)


def gain_item(g: Game, character: str, item: str) -> None:
    """The ``item`` effect: take that Item from the Item deck (or from the map); a story-only Item comes from
    the box (``ItemDef.story``)."""
    s = g.state
    if item in s.item_deck:
        s.item_deck.remove(item)
    elif g.catalog.items[item].story and item in s.removed_cards:
        s.removed_cards.remove(item)
    else:
        for p in s.locations.values():
            if item in p.items:
                p.items.remove(item)
                break
        else:
            g.emit(Event("ItemUnavailable", f"{g.thing_name(item)} is not available", character))
            return
    receive_item(g, character, item)


def draw_item(g: Game, character: str, kind: str) -> None:
    """Search the Item deck from the top for the first matching Item, then shuffle the deck (S0 "Items")."""
    s = g.state
    found = None
    for item in s.item_deck:
        d = g.catalog.items[item]
        if kind == "any" or (kind == "craftable" and d.craftable) or d.keyword == kind:
            found = item
            break
    g.mark_irreversible()
    if found is None:
        g.emit(Event("ItemUnavailable", f"No {kind} item is left in the Item deck", character))
        return
    s.item_deck.remove(found)
    g.rng.shuffle(s.item_deck)
    receive_item(g, character, found)


def discard_item(g: Game, character: str, item: str) -> None:
    """Discarded Items go to the bottom of the Item deck (S0 "Discarding"), story-only ones back to the box;
    Secrets never (see Secrets)."""
    c = g.state.characters[character]
    c.items.remove(item)
    if item in c.face_down:
        c.face_down.remove(item)
    if g.catalog.items[item].story:
        g.state.removed_cards.append(item)
    else:
        g.state.item_deck.append(item)
    g.emit(Event("ItemDiscarded", f"{g.name(character)} discards {g.thing_name(item)}", character, (("item", item),)))


def discard_items(g: Game, character: str, n: int) -> None:
    """The ``discard-items N`` effect: ``character`` discards N Items; Secrets are skipped, even those with an
    Item keyword (S0 "Secrets"). With more Items than N the player chooses (a ``discard-items`` decision, one
    Item at a time); otherwise every Item goes."""
    held = list(g.state.characters[character].items)
    if n <= 0 or not held:
        return
    if len(held) <= n:
        for item in held:
            discard_item(g, character, item)
        return
    g.state.pending.insert(0, Pending("discard-items", character, options=held, data={"left": str(n)}))


def choose_discard(g: Game, p: Pending, item: str) -> None:
    """Answer to a ``discard-items`` decision: discard ``item``; ask again while more are owed."""
    assert p.character is not None
    discard_item(g, p.character, item)
    left = int(p.data.get("left", "1")) - 1
    if left > 0:
        discard_items(g, p.character, left)


def gain_secret(g: Game, character: str, secret: str) -> None:
    s = g.state
    if secret not in s.secret_box:
        g.emit(Event("SecretUnavailable", f"{g.thing_name(secret)} is already taken", character))
        return
    s.secret_box.remove(secret)
    s.characters[character].secrets.append(secret)
    g.emit(
        Event(
            "SecretGained",
            f"{g.name(character)} gains the Secret {g.catalog.secrets[secret].name}",
            character,
            (("secret", secret),),
        )
    )
    keyword_after_gain(g, character, secret)
    join_quest(g, g.catalog.secrets[secret].quest)


def join_quest(g: Game, quest: str | None) -> None:
    """A Secret carrying a quest puts it in Active Quests when gained (S0 "Events, Quests, and Tasks": quests
    are contained on Event or Secret cards); it leaves as its text says (``complete-quest``). A quest already
    active or completed stays as it is."""
    s = g.state
    if quest is None or quest in s.active_quests or quest in s.completed_quests:
        return
    s.active_quests.append(quest)
    title = g.catalog.events[quest].title if quest in g.catalog.events else quest
    g.emit(Event("QuestAdded", f"New Active Quest: {title}", data=(("event", quest),)))


def discard_secret(g: Game, character: str, secret: str) -> None:
    c = g.state.characters[character]
    c.secrets.remove(secret)
    if secret in c.face_down:
        c.face_down.remove(secret)
    g.state.secret_box.append(secret)
    g.emit(
        Event(
            "SecretDiscarded", f"{g.name(character)} gives up {g.thing_name(secret)}", character, (("secret", secret),)
        )
    )
