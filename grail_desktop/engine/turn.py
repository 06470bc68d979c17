"""Performing actions and answering decisions (S1 actions and End of the Day; S0 "Parties", "Character
Advancement"; rules-decisions.md "Order of the day", "Advancement").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine import (
    belongings,
    chapters,
    day,
    death,
    hosting,
    journal,
    legal,
    runtime,
    traits,
    triggers,
    world,
)
from grail_desktop.engine.actions import (
    ActivateMenhir,
    Adjust,
    Advance,
    CharacterAction,
    Choose,
    ChooseSkill,
    Claim,
    Cut,
    DiscardItem,
    Done,
    Eat,
    Equip,
    Explore,
    FaceGuardian,
    Fast,
    Give,
    InspectMenhir,
    Join,
    LocationAction,
    Mercy,
    NextChapter,
    Pass,
    Payment,
    PickUp,
    Raise,
    Restore,
    SitOut,
    Take,
    Trade,
    Travel,
)
from grail_desktop.engine.core import Action, Event
from grail_desktop.engine.defs import ATTRIBUTES, TRADEABLE_RESOURCES
from grail_desktop.engine.encounter import encounter_apply
from grail_desktop.engine.state import (
    MenhirState,
    Pending,
    Task,
)
from grail_desktop.engine.tracks import amount_of
from grail_desktop.engine.wording import amount_word, costs_sentence, plural

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def dispatch(g: Game, action: Action) -> None:
    s = g.state
    if isinstance(action, NextChapter):
        s.pending.clear()
        chapters.begin_chapter(g, action.party)
        return
    if isinstance(action, Mercy):
        s.pending.clear()
        death.mercy(g)
        return
    if isinstance(action, Adjust):
        adjust(g, action)
        return
    if s.encounter is not None:
        for e in encounter_apply(s.encounter, g, action, checked=True):  # Game.apply's gate checked it
            g.emit(e)
            if e.kind == "EncounterLeft" and e.get("reason") == "escaped" and e.character is not None:
                traits.after_escape(g, e.character)  # S1: the tile's negative trait (e.g. escapes cost more)
        if s.encounter is not None and s.encounter.result is not None:
            hosting.finish_encounter(g)
        return
    if isinstance(action, Trade):
        trade(g, action)
        return
    if isinstance(action, PickUp):
        placed = s.locations[str(s.characters[action.character].location)]
        placed.items.remove(action.item)
        belongings.receive_item(g, action.character, action.item)
        return
    if s.pending:
        answer(g, s.pending[0], action)
        return
    who = g.current_actor()
    assert who is not None
    if isinstance(action, Pass):
        s.characters[who].passed = True
        g.mark_irreversible()  # Pass cannot be taken back (S1 "Pass")
        g.emit(Event("Passed", f"{g.name(who)} passes for the day", who))
        return
    if isinstance(action, InspectMenhir):
        g.emit(Event("MenhirInspected", inspection_text(g, s.characters[who].location), who))
        return
    members = [who, *getattr(action, "party", ())]
    for m in members:
        s.characters[m].acted = True
    if isinstance(action, Explore):
        explore(g, who, members)
    elif isinstance(action, Travel):
        travel(g, who, members, action.to)
    elif isinstance(action, LocationAction):
        location_action(g, who, members, action.pay)
    elif isinstance(action, CharacterAction):
        character_action(g, who, members, action.pay)
    elif isinstance(action, ActivateMenhir):
        activate_menhir(g, who, members, action.pay)


def inspection_text(g: Game, here: int) -> str:
    """What inspecting the Menhir at ``here`` tells (S1 "Inspect a Menhir"): lit with its dial, or dark; the
    price of waking it (effect words, e.g. ``pay magic 2``); the card's text as what waking it would do (the
    text tells the waking, so it must not read as if it had already happened: newcomer playtest 2)."""
    lit = g.state.menhirs.get(str(here))
    menhir = g.catalog.locations[here].menhir
    costs = costs_sentence(g.catalog, legal.menhir_costs(g, here)) or "nothing"
    where = f"The Menhir of {g.place_name(here)}"
    if lit is not None:
        dial = f"its dial shows {lit.dial} (days of light left)" if lit.dial else "it goes dark at the next dawn"
        state = f"{where} is lit: {dial}. Waking it again asks for: {costs}."
    else:
        state = f"{where} is dark. Waking it asks for: {costs}."
    text = menhir.text.strip() if menhir else ""
    return f"{state} If you wake it: {text}" if text else state


def pay_each(g: Game, members: list[str], cost_of: dict[str, int], doing: str = "the action") -> list[str]:
    """Each member pays their own cost; a member who cannot pay is dropped from the party, keeps their own
    Action for the round, and the action goes on with the rest (S0 "Parties"; rules-decisions.md "Parties":
    the chronicle says who was dropped and why)."""
    paying = []
    for m in members:
        energy = g.state.characters[m].energy
        if energy >= cost_of[m]:
            paying.append(m)
        else:
            g.state.characters[m].acted = False
            g.emit(
                Event(
                    "PartyLeft",
                    f"{g.name(m)} cannot pay {cost_of[m]} Energy (has {energy}) and is dropped from the party;"
                    f" {doing} goes on with the rest",
                    m,
                    (("reason", "cannot-pay"),),
                )
            )
    for m in paying:
        g.change(m, "energy", -cost_of[m])
    return paying


def explore(g: Game, who: str, members: list[str]) -> None:
    """Explore: 1 Energy per member (none with the ``cheap-exploration`` house rule), read the entry section
    (S1 "Explore"; decided for this edition: house rules)."""
    cost = 0 if "cheap-exploration" in g.state.setup.house_rules else 1
    members = pay_each(g, members, dict.fromkeys(members, cost), "the exploration")
    for m in members:
        triggers.fire(g, m, "explore")  # Items and Skills outside encounters (issue 20)
    here = g.state.characters[who].location
    journal.open_journal(g, who, members, g.catalog.locations[here].entry, "explore")
    g.state.work.append(Task("after-explore", character=who, party=members, location=here))


def travel(g: Game, who: str, members: list[str], to: int) -> None:
    """Travel along a connection; per member 1 Energy (+1 Going Insane); then arrive (S1 "Travel")."""
    members = pay_each(g, members, {m: legal.travel_cost(g, m) for m in members}, "the journey")
    for m in members:
        g.state.characters[m].location = to
        g.emit(
            Event(
                "CharacterMoved",
                f"{g.name(m)} travels to {g.place_name(to)}",
                m,
                (("location", to),),
            )
        )
    for m in members:
        triggers.fire(g, m, "travel")  # Items and Skills on the road (issue 20)
    g.state.work.insert(0, Task("arrive", character=who, party=members, location=to))


def location_action(g: Game, who: str, members: list[str], pay: Payment) -> None:
    """One shared payment, split among members; output once (S1 "Location action")."""
    s = g.state
    here = s.characters[who].location
    action = g.catalog.locations[here].action
    assert action is not None
    energy, split = legal.split_payment(pay)
    shares = energy if energy else dict(legal.canonical_pay(g, who, members[1:], action.cost) or ())
    for p, n in shares.items():
        g.change(p, "energy", -n)
    rest = runtime.pay_costs(g, members, action.costs, split)
    if action.once_per_day:
        s.locations[str(here)].action_used = True
    g.emit(Event("LocationActionTaken", f"{g.name(who)}: {action.name}", who, (("location", here),)))
    effects = [str(e) for e in rest] + [str(e) for e in action.effects]
    s.work.insert(0, Task("effects", character=who, party=members, effects=effects, source=f"action:{here}"))


def character_action(g: Game, who: str, members: list[str], pay: Payment) -> None:
    """The tile's action; party members may help pay, the performer pays ≥ 1 (S1 "Character Action")."""
    act = g.catalog.characters[who].action
    energy, _split = legal.split_payment(pay)
    shares = energy if energy else dict(legal.canonical_pay(g, who, members[1:], act.cost) or ())
    for p, n in shares.items():
        g.change(p, "energy", -n)
    g.emit(Event("CharacterActionTaken", f"{g.name(who)}: {act.name}", who))
    g.state.work.insert(
        0, Task("effects", character=who, party=[who], effects=[str(e) for e in act.effects], source="character")
    )


def activate_menhir(g: Game, who: str, members: list[str], pay: Payment = ()) -> None:
    """Pay cost × players in the game, split as the party agreed (``pay``; else acting character first); set
    the dial, leftover lost (S0 "Menhirs"; rules-decisions.md "Menhirs", "Parties")."""
    s = g.state
    here = s.characters[who].location
    menhir = g.catalog.locations[here].menhir
    assert menhir is not None
    rest = runtime.pay_costs(g, members, legal.menhir_costs(g, here), legal.split_payment(pay)[1])
    old = s.menhirs.get(str(here))
    s.menhirs[str(here)] = MenhirState(location=here, dial=menhir.dial)
    s.last_menhir = False
    name = g.catalog.locations[here].name
    if old is None:
        words = f"The Menhir of {name} wakes: its dial shows {menhir.dial}."
    elif old.dial > menhir.dial:
        lost = old.dial - menhir.dial
        words = (
            f"The Menhir of {name} is relit: its dial is lowered to {menhir.dial} (it showed {old.dial};"
            f" {plural(lost, 'day')} of light are lost)."
        )
    else:
        words = f"The Menhir of {name} is relit: its dial shows {menhir.dial} (it showed {old.dial})."
    if menhir.text:
        words = f"{menhir.text} {words}"
    g.emit(Event("MenhirActivated", words, who, (("location", here), ("dial", menhir.dial))))
    if rest:
        s.work.insert(0, Task("effects", character=who, party=members, effects=[str(e) for e in rest]))


def trade(g: Game, t: Trade) -> None:
    s = g.state
    giver, receiver = s.characters[t.giver], s.characters[t.receiver]
    if t.what in TRADEABLE_RESOURCES:
        giver.resources[t.what] -= t.amount
        receiver.resources[t.what] += t.amount
        triggers.fire(g, t.giver, "trade")
    elif t.what in giver.items:
        giver.items.remove(t.what)
        if t.what in giver.face_down:
            giver.face_down.remove(t.what)
        belongings.receive_item(g, t.receiver, t.what)
    else:
        giver.secrets.remove(t.what)
        if t.what in giver.face_down:
            giver.face_down.remove(t.what)
        receiver.secrets.append(t.what)
        belongings.keyword_after_gain(g, t.receiver, t.what)
    g.emit(Event("Traded", f"{g.name(t.giver)} gives {_traded(g, t)} to {g.name(t.receiver)}", t.giver))


def _traded(g: Game, t: Trade) -> str:
    """``"2 Food"`` or an Item's / Secret's name."""
    if t.what in g.catalog.items or t.what in g.catalog.secrets:
        return g.thing_name(t.what)
    return f"{t.amount} {amount_word(t.what)}"


def adjust(g: Game, a: Adjust) -> None:
    """A logged Chronicler correction (architecture.md); tracks keep their invariants."""
    s = g.state
    c = s.characters[a.character]
    if a.field in ATTRIBUTES:
        c.attributes[a.field] = c.attributes[a.field] + a.value if a.relative else a.value
    else:
        current = amount_of(c, a.field)
        target = current + a.value if a.relative else a.value
        g.change(a.character, a.field, target - current, trait=False)
    s.adjustments.append(f"day {s.day}: {a}")
    g.emit(Event("Adjusted", f"Chronicler correction: {a}", a.character))


def answer(g: Game, p: Pending, action: Action) -> None:
    s = g.state
    s.pending.pop(0)
    who = p.character
    if isinstance(action, Choose):
        journal.choose(g, action.option)
    elif isinstance(action, Equip):
        assert who is not None
        c = s.characters[who]
        for other in p.options:
            if other != action.item and other not in c.face_down:
                c.face_down.append(other)
        if action.item in c.face_down:
            c.face_down.remove(action.item)
        g.emit(Event("Equipped", f"{g.name(who)} keeps {g.thing_name(action.item)} face up", who))
        belongings.limit_dying_items(g, who)
    elif isinstance(action, FaceGuardian):
        task = s.work[0]
        task.effects.remove(action.enemy)
        world.guardian_fight(g, task, action.enemy)
    elif isinstance(action, Eat | Fast):
        assert who is not None
        take_rest(g, who, isinstance(action, Eat))
    elif isinstance(action, Raise | Advance | Cut | Restore):
        assert who is not None
        s.pending.insert(0, p)  # stays open until "done"
        advance(g, who, action)
    elif isinstance(action, Done):
        pass
    elif isinstance(action, Take):
        assert who is not None
        kind = p.data["deck"]
        c = s.characters[who]
        deck: list[str] = getattr(c, f"{kind}_deck")
        pool: list[str] = getattr(c, f"{kind}_pool")
        deck.append(action.card)
        g.rng.shuffle(deck)
        pool.extend(o for o in p.options if o != action.card)
        g.rng.shuffle(pool)
        g.emit(
            Event("CardGained", f"{g.name(who)} adds {g.thing_name(action.card)} to the {kind.capitalize()} deck", who)
        )
    elif isinstance(action, ChooseSkill):
        assert who is not None
        s.characters[who].skills[action.skill] = action.side - 1
        side = g.catalog.skills[action.skill].sides[action.side - 1]
        g.emit(Event("SkillGained", f"{g.name(who)} gains the Skill {side.name}", who))
    elif isinstance(action, Claim):
        death.claim(g, p, action.character)
    elif isinstance(action, Join):
        world.join(g, int(p.data["location"]), list(action.joiners))
    elif isinstance(action, SitOut):
        death.sit_out(g, p)
    elif isinstance(action, DiscardItem):
        belongings.choose_discard(g, p, action.item)
    elif isinstance(action, Give):
        assert who is not None
        dead = s.characters[who]
        dead.secrets.remove(action.secret)
        s.characters[action.character].secrets.append(action.secret)
        g.emit(
            Event("SecretGained", f"{g.name(action.character)} takes {g.thing_name(action.secret)}", action.character)
        )
        belongings.keyword_after_gain(g, action.character, action.secret)
        rest = [o for o in p.options if o != action.secret]
        if rest:
            s.pending.insert(0, Pending("secret", who, options=rest))


def take_rest(g: Game, who: str, eat: bool) -> None:
    """End of the Day step 1 (S1; rules-decisions.md): eat → +1 Health, −1 Terror; else Energy to 0, or
    −1 Health when it already was 0. With the ``gentle-tax`` house rule going hungry costs 2 Energy at most
    and never Health (decided for this edition: house rules)."""
    c = g.state.characters[who]
    if eat:
        c.resources["food"] -= 1
        g.emit(Event("FoodEaten", f"{g.name(who)} eats and rests", who))
        g.change(who, "health", 1)
        g.change(who, "terror", -1)
        triggers.fire(g, who, "eat")
    else:
        g.emit(Event("Fasted", f"{g.name(who)} goes hungry", who))
        if "gentle-tax" in g.state.setup.house_rules:
            if c.energy > 0:
                g.change(who, "energy", -min(2, c.energy))
        elif c.energy == 0:
            g.change(who, "health", -1)
        else:
            g.change(who, "energy", -c.energy)
    triggers.fire(g, who, "rest")


def advance(g: Game, who: str, action: Action) -> None:
    """End of the Day steps 3–4: attributes, Advancement Pool, deck building (S0 "Character Advancement")."""
    s = g.state
    c = s.characters[who]
    if isinstance(action, Raise):
        cost = day.attribute_cost(c.attributes, action.attribute)
        c.resources["experience"] -= cost
        c.attributes[action.attribute] += 1
        value = c.attributes[action.attribute]
        g.emit(
            Event(
                "AttributeRaised",
                f"{g.name(who)} raises {action.attribute.capitalize()} to {value} ({cost} Experience)",
                who,
            )
        )
        if value >= 3:
            owned = {k for ch in s.characters.values() for k in ch.skills}
            offer = sorted(
                k for k, sk in g.catalog.skills.items() if sk.attribute == action.attribute and k not in owned
            )
            if offer:
                s.pending.insert(0, Pending("skill", who, options=offer, data={"attribute": action.attribute}))
            else:
                g.emit(Event("NoSkillLeft", f"No {action.attribute.capitalize()} Skill card is left to gain", who))
    elif isinstance(action, Advance):
        pool: list[str] = getattr(c, f"{action.deck}_pool")
        c.resources["experience"] -= day.ADVANCE_COST
        top = pool[:3]
        del pool[:3]
        g.mark_irreversible()
        g.emit(Event("CardsRevealed", f"{g.name(who)} looks at {', '.join(g.thing_name(t) for t in top)}", who))
        s.pending.insert(0, Pending("pick-card", who, options=top, data={"deck": action.deck}))
    elif isinstance(action, Cut | Restore):
        card = g.catalog.cards[action.card]
        deck: list[str] = getattr(c, f"{card.deck}_deck")
        aside: list[str] = getattr(c, f"{card.deck}_aside")
        if isinstance(action, Cut):
            deck.remove(action.card)
            aside.append(action.card)
            g.emit(Event("CardCut", f"{g.name(who)} sets {g.thing_name(action.card)} aside", who))
        else:
            aside.remove(action.card)
            deck.append(action.card)
            g.rng.shuffle(deck)
            g.emit(Event("CardRestored", f"{g.name(who)} puts {g.thing_name(action.card)} back in the deck", who))
