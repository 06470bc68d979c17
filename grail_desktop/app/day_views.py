"""Views for the End of the Day, Start of the Day and game-over screens (ux.md; issue 10).

Plain values computed from the game, the catalog, the legal notations and the session's event log. The
consequences shown *before* a choice (eat or go hungry) are not re-derived from the rules here: the choice is
tried on a copy of the game (:func:`trial`) and the copy's tracks are reported, so the screen cannot disagree
with the engine. Rules: S1 "End of the Day", "Start of the Day"; rules-decisions.md "Order of the day",
"Advancement", "Dying and Going Insane".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from grail_desktop.app.card_sheets import CardSheet, strike_card_sheet
from grail_desktop.app.event_words import event_words
from grail_desktop.app.i18n import number, term, tr, tr_noop
from grail_desktop.app.views import character_name
from grail_desktop.app.world_text import plain_face, state_face
from grail_desktop.engine import Game, IllegalActionError
from grail_desktop.engine.core import Event
from grail_desktop.engine.day import ADVANCE_COST, MIN_DECK, attribute_cost
from grail_desktop.engine.defs import ATTRIBUTE_PAIRS, Catalog
from grail_desktop.engine.snapshot import clone
from grail_desktop.engine.wording import name_of, strike_sentence

#: The End of the Day steps, numbered as in S1 stage III.
END_STEPS: tuple[str, ...] = (
    tr_noop("Rest"),
    tr_noop("Restore"),
    tr_noop("Advance"),
    tr_noop("Build decks"),
    tr_noop("Dream"),
)
#: Start of the Day step titles in rule order (S1; rules-decisions.md "Order of the day").
START_STEPS: dict[int, str] = {
    0: tr_noop("Before the day"),
    1: tr_noop("Menhirs gone dark"),
    2: tr_noop("Land lost to the wyrdness"),
    3: tr_noop("Menhir dials"),
    4: tr_noop("Time Dials and Time Tokens"),
    5: tr_noop("The Event"),
    6: tr_noop("Guardians"),
    8: tr_noop("Equipment"),
}
#: Pending kinds the End of the Day screen answers.
END_KINDS = frozenset({"rest", "advance", "pick-card", "skill"})
#: Pending kinds the death / game-over screen answers.
DEATH_KINDS = frozenset({"claim", "secret", "mercy"})


@attrs.frozen
class Choice:
    """One button: the notation it submits, its label, a detail line and, when disabled, the reason."""

    notation: str
    label: str
    detail: str = ""
    enabled: bool = True
    reason: str = ""


def _choice(notation: str, label: str, legal: Sequence[str], detail: str = "", reason: str = "") -> Choice:
    enabled = notation in legal
    return Choice(notation, label, detail, enabled, "" if enabled else (reason or tr("not possible now")))


def trial(game: Any, notation: str) -> Any | None:
    """The state after ``notation`` is applied to a copy of ``game`` (nothing changes); None when illegal."""
    copy = Game.from_state(game.catalog, clone(game.state), undo=False)
    try:
        copy.apply(notation)
    except IllegalActionError:
        return None
    return copy.state


# ------------------------------------------------------------------ End of the Day: rest


@attrs.frozen
class Tracks:
    energy: int
    health: int
    terror: int
    food: int


@attrs.frozen
class RestOption:
    """Eat or go hungry: the button and what the night will leave (after step 2, restore)."""

    choice: Choice
    after: Tracks | None
    consequence: str


@attrs.frozen
class RestView:
    character: str
    name: str
    now: Tracks
    energy_start: int
    energy_max: int
    health_max: int
    terror_max: int
    options: tuple[RestOption, ...]
    trades: tuple[Choice, ...]
    restore_rule: str
    note: str


def _tracks(state: Any, character: str) -> Tracks:
    c = state.characters[character]
    return Tracks(c.energy, c.health, c.terror, c.resources["food"])


def _arrow(label: str, before: int, after: int) -> str:
    if before != after:
        return tr("{label} {before} → {after}").format(label=label, before=number(before), after=number(after))
    return tr("{label} stays {before}").format(label=label, before=number(before))


def _consequence(now: Tracks, after: Tracks | None, eat: bool, start: int, dying: bool) -> str:
    if after is None:
        return tr("No Food to eat.") if eat else tr("Not possible now.")
    parts: list[str] = []
    if eat:
        parts.append(_arrow(term("Food"), now.food, after.food))
        parts.append(_arrow(term("Health"), now.health, after.health))
        parts.append(_arrow(term("Terror"), now.terror, after.terror))
        parts.append(
            tr("Energy after the restore: {energy}").format(energy=number(after.energy))
            + (
                tr(" (from {energy})").format(energy=number(now.energy))
                if after.energy != now.energy
                else tr(" (unchanged)")
            )
        )
        return "\n".join(parts)
    if now.energy == 0:
        parts.append(
            tr("Energy is already 0: lose 1 Health ({before} → {after})").format(
                before=number(now.health), after=number(after.health)
            )
        )
    else:
        parts.append(tr("Energy drops to 0 (from {energy})").format(energy=number(now.energy)))
    parts.append(
        tr("Exhausted, so the restore gives only +4: Energy ends at {energy}").format(energy=number(after.energy))
        + (tr(", below the starting slot {start}").format(start=number(start)) if after.energy < start else "")
    )
    if dying and after.health == 0:
        parts.append(tr("Health 0: You Are Dying"))
    return "\n".join(parts)


def rest_view(game: Any, catalog: Catalog, character: str, legal: Sequence[str]) -> RestView:
    """End of the Day step 1 for ``character``: eat or not, each with its outcome after step 2 (S1; RD)."""
    s = game.state
    d = catalog.characters[character]
    now = _tracks(s, character)
    options = []
    for notation, label in (("eat", tr("Eat 1 Food")), ("fast", tr("Go without food"))):
        after_state = trial(game, notation) if notation in legal else None
        after = _tracks(after_state, character) if after_state is not None else None
        dying = bool(after_state is not None and after_state.characters[character].dying)
        choice = _choice(
            notation, label, legal, reason=tr("{name} has no Food").format(name=d.name) if notation == "eat" else ""
        )
        options.append(RestOption(choice, after, _consequence(now, after, notation == "eat", d.energy.start, dying)))
    trades = []
    for n in legal:
        words = n.split()
        if words[0] == "trade" and len(words) >= 4 and words[3] == "food":
            giver, receiver = character_name(catalog, words[1]), character_name(catalog, words[2])
            trades.append(Choice(n, tr("{giver} gives 1 Food to {receiver}").format(giver=giver, receiver=receiver)))
    restore_rule = tr(
        "Then Energy is restored to the starting slot ({start}), never lowering a higher value. "
        "An Exhausted character (Energy 0 or 1) gains only +4, up to {start}. Health always caps Energy."
    ).format(start=number(d.energy.start))
    note = ""
    if now.food == 0:
        note = tr("{name} has no Food.").format(name=d.name) + (
            tr(" Another character here can share theirs first.") if trades else ""
        )
    return RestView(
        character,
        d.name,
        now,
        d.energy.start,
        d.energy.max,
        d.health.max,
        d.terror.max,
        tuple(options),
        tuple(trades),
        restore_rule,
        note,
    )


# ------------------------------------------------------------------ End of the Day: advance


@attrs.frozen
class AttributeRow:
    attribute: str
    value: int
    partner: str
    pair_total: int
    cost: int
    raise_choice: Choice
    skill_note: str
    note: str = ""  # beside the raise button: the pair's total after the raise, and the Skill card it brings


@attrs.frozen
class CardRow:
    card: str
    name: str
    text: str
    choice: Choice
    #: the whole card for the viewer: its strikes by node and its right-edge nodes (a newcomer, nc12)
    sheet: CardSheet | None = None


@attrs.frozen
class DeckView:
    kind: str
    title: str
    size: int
    pool: int
    buy: Choice
    cards: tuple[CardRow, ...]
    aside: tuple[CardRow, ...]
    note: str


@attrs.frozen
class AdvanceView:
    character: str
    name: str
    experience: int
    night: tuple[str, ...]
    pairs: tuple[tuple[AttributeRow, AttributeRow], ...]
    decks: tuple[DeckView, ...]
    done: Choice


def card_text(catalog: Catalog, card: str) -> str:
    """A Combat or Diplomacy card's strikes by node position, then its flavour text in quotes."""
    c = catalog.cards.get(card)
    if c is None:
        return ""
    parts = []
    for strike in c.strikes:
        parts.append(strike_sentence(catalog, strike.positions, strike.text, strike.effects))
    rules = " · ".join(parts)
    return f"{rules}  “{c.text}”" if c.text else rules


def _strike_sheet(catalog: Catalog, card: str) -> CardSheet | None:
    return strike_card_sheet(catalog, card) if card in catalog.cards else None


def _card_name(catalog: Catalog, card: str) -> str:
    c = catalog.cards.get(card)
    return c.name if c is not None else card


def night_summary(
    events: Sequence[Event], character: str, catalog: Catalog, energy: int, health: int
) -> tuple[str, ...]:
    """What the rest and the restore did for ``character`` tonight, read from the event log (S1 steps 1–2).

    ``energy`` / ``health`` are the character's values now (after the restore), to say why the restore gave
    what it gave.
    """
    start = None
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if e.character == character and e.kind in ("FoodEaten", "Fasted"):
            start = i
            break
        if e.kind == "PhaseChanged":
            break
    if start is None:
        return ()
    lines = [event_words(events[start])]
    gained = 0
    for e in events[start + 1 :]:
        if e.character != character:
            continue
        if e.kind in ("HealthChanged", "TerrorChanged", "EnergySpent", "DyingStarted", "DyingWorsened"):
            lines.append(event_words(e))
        elif e.kind == "EnergyGained":
            delta = e.get("delta", 0)
            gained += int(delta) if isinstance(delta, int) else 0
    start_slot = catalog.characters[character].energy.start
    lines.append(restore_sentence(energy - gained, energy, health, start_slot))
    return tuple(lines)


def restore_sentence(before: int, after: int, health: int, start: int) -> str:
    """One plain sentence for the night's Energy restore (S1 "End of the Day" step 2): from ``before`` to
    ``after``, and why it stopped there (Health's cap, the Exhausted +4, the starting slot ``start``)."""
    values = {"before": number(before), "after": number(after), "health": number(health), "start": number(start)}
    if after == before:
        return tr(
            "Energy stays {after}: it is already at the starting slot {start} or above, and resting never lowers it."
        ).format(**values)
    if after == health and after < start:
        return tr("Energy restored from {before} to {after}: Health {health} caps Energy.").format(**values)
    if before <= 1 and after < start:
        return tr("Energy restored from {before} to {after}: an Exhausted character gets back only 4.").format(**values)
    return tr("Energy restored from {before} to {after}, the starting slot.").format(**values)


def advance_view(
    game: Any, catalog: Catalog, character: str, legal: Sequence[str], events: Sequence[Event] = ()
) -> AdvanceView:
    """End of the Day steps 3–4 for ``character``: attributes with costs, buying cards, the deck editor
    (S0 "Character Advancement"; rules-decisions.md "Advancement": 2 × pair total, max 10; decks keep 15)."""
    s = game.state
    c = s.characters[character]
    d = catalog.characters[character]
    exp = c.resources["experience"]
    pairs = []
    for a, b in ATTRIBUTE_PAIRS:
        rows = []
        for attr, partner in ((a, b), (b, a)):
            value = c.attributes.get(attr, 0)
            total = value + c.attributes.get(partner, 0)
            cost = attribute_cost(c.attributes, attr)
            reason = (
                tr("needs {cost} Experience, {name} has {exp}").format(cost=number(cost), name=d.name, exp=number(exp))
                if exp < cost
                else ""
            )
            choice = _choice(
                f"raise {attr}",
                tr("Raise {attribute} to {value}").format(attribute=term(attr), value=number(value + 1)),
                legal,
                detail=tr("{cost} Experience = 2 × pair total after the raise ({total}), at most 10").format(
                    cost=number(cost), total=number(total + 1)
                ),
                reason=reason,
            )
            skill = (
                tr("a {attribute} Skill card comes with the point").format(attribute=term(attr))
                if value + 1 >= 3
                else ""
            )
            note = tr("{attribute} and {partner} then total {total}").format(
                attribute=term(attr), partner=term(partner), total=number(total + 1)
            ) + (tr("; brings a Skill card") if skill else "")
            rows.append(AttributeRow(attr, value, partner, total, cost, choice, skill, note))
        pairs.append((rows[0], rows[1]))
    decks = []
    for kind in ("combat", "diplomacy"):
        deck: list[str] = getattr(c, f"{kind}_deck")
        pool: list[str] = getattr(c, f"{kind}_pool")
        aside: list[str] = getattr(c, f"{kind}_aside")
        if not pool:
            buy_reason = tr("the Advancement Pool is empty")
        elif exp < ADVANCE_COST:
            buy_reason = tr("needs {cost} Experience, {name} has {exp}").format(
                cost=number(ADVANCE_COST), name=d.name, exp=number(exp)
            )
        else:
            buy_reason = ""
        buy = _choice(
            f"advance {kind}",
            tr("Buy: see 3, keep 1"),
            legal,
            detail=tr("{cost} Experience").format(cost=number(ADVANCE_COST)),
            reason=buy_reason,
        )
        cut_reason = tr("a deck keeps at least {n} cards").format(n=number(MIN_DECK))
        cards = tuple(
            CardRow(
                card,
                _card_name(catalog, card),
                card_text(catalog, card),
                _choice(f"cut {card}", tr("Cut"), legal, reason=cut_reason),
                _strike_sheet(catalog, card),
            )
            for card in sorted(set(deck), key=lambda k: (_card_name(catalog, k), k))
        )
        kept = tuple(
            CardRow(
                card,
                _card_name(catalog, card),
                card_text(catalog, card),
                _choice(f"restore {card}", tr("Put back"), legal),
                _strike_sheet(catalog, card),
            )
            for card in sorted(set(aside), key=lambda k: (_card_name(catalog, k), k))
        )
        note = (
            tr("{n} cards; at the minimum of {min}: buy a card before cutting one").format(
                n=number(len(deck)), min=number(MIN_DECK)
            )
            if len(deck) <= MIN_DECK
            else tr("{n} cards; {cut} may be cut").format(n=number(len(deck)), cut=number(len(deck) - MIN_DECK))
        )
        title = tr("Combat deck") if kind == "combat" else tr("Diplomacy deck")
        decks.append(DeckView(kind, title, len(deck), len(pool), buy, cards, kept, note))
    done = _choice("done", tr("Done advancing"), legal)
    night = night_summary(events, character, catalog, c.energy, c.health)
    return AdvanceView(character, d.name, exp, night, tuple(pairs), tuple(decks), done)


# ------------------------------------------------------------------ End of the Day: pick a card, a skill


@attrs.frozen
class PickCardView:
    character: str
    name: str
    deck: str
    offers: tuple[CardRow, ...]


def pick_card_view(game: Any, catalog: Catalog, pending: Any, legal: Sequence[str]) -> PickCardView:
    """The three Advancement Pool cards: keep one, the other two are shuffled back (S0; RD "Advancement")."""
    who = str(pending.character)
    offers = tuple(
        CardRow(
            card,
            _card_name(catalog, card),
            card_text(catalog, card),
            _choice(f"take {card}", tr("Keep this card"), legal),
            _strike_sheet(catalog, card),
        )
        for card in pending.options
    )
    return PickCardView(who, character_name(catalog, who), pending.data.get("deck", ""), offers)


@attrs.frozen
class SkillOffer:
    skill: str
    sides: tuple[Choice, ...]


@attrs.frozen
class SkillView:
    character: str
    name: str
    attribute: str
    value: int
    offers: tuple[SkillOffer, ...]


def skill_view(game: Any, catalog: Catalog, pending: Any, legal: Sequence[str]) -> SkillView:
    """A Skill card bearing the raised attribute: pick one side, the other is forfeited (S0; RD)."""
    who = str(pending.character)
    attribute = pending.data.get("attribute", "")
    offers = []
    for skill_id in pending.options:
        skill = catalog.skills[skill_id]
        sides = tuple(
            _choice(
                f"skill {skill_id} {n}",
                tr("Side {n}: {name}").format(n=number(n), name=side.name),
                legal,
                detail=side.text,
            )
            for n, side in enumerate(skill.sides, start=1)
        )
        offers.append(SkillOffer(skill_id, sides))
    value = game.state.characters[who].attributes.get(attribute, 0)
    return SkillView(who, character_name(catalog, who), attribute, value, tuple(offers))


# ------------------------------------------------------------------ End of the Day: the whole screen


@attrs.frozen
class EndOfDayView:
    """What the End of the Day screen shows now. ``step`` is 1-based in :data:`END_STEPS`; ``party`` lists
    (name, state) with state ``done``, ``now`` or ``waiting`` in turn order."""

    kind: str
    character: str
    name: str
    step: int
    party: tuple[tuple[str, str], ...]
    rest: RestView | None = None
    advance: AdvanceView | None = None
    pick: PickCardView | None = None
    skill: SkillView | None = None


def end_of_day_view(
    game: Any, catalog: Catalog, legal: Sequence[str], events: Sequence[Event] = ()
) -> EndOfDayView | None:
    """The End of the Day screen for the first open decision, or None when none of its decisions is open."""
    s = game.state
    if s.phase != "end" or not s.pending or s.encounter is not None or s.exploration is not None:
        return None
    p = s.pending[0]
    if p.kind not in END_KINDS or p.character is None:
        return None
    who = str(p.character)
    living = [c for c in s.order if not s.characters[c].dead]
    index = living.index(who) if who in living else 0
    party = tuple(
        (character_name(catalog, c), "done" if i < index else "now" if i == index else "waiting")
        for i, c in enumerate(living)
    )
    name = character_name(catalog, who)
    if p.kind == "rest":
        return EndOfDayView("rest", who, name, 1, party, rest=rest_view(game, catalog, who, legal))
    if p.kind == "advance":
        return EndOfDayView("advance", who, name, 3, party, advance=advance_view(game, catalog, who, legal, events))
    if p.kind == "pick-card":
        return EndOfDayView("pick-card", who, name, 4, party, pick=pick_card_view(game, catalog, p, legal))
    return EndOfDayView("skill", who, name, 3, party, skill=skill_view(game, catalog, p, legal))


# ------------------------------------------------------------------ Start of the Day summary


@attrs.frozen
class SummaryLine:
    """One line of the Start of the Day summary; ``location`` is the card the map centres on (if any)."""

    step: int
    text: str
    location: int | None = None
    character: str | None = None
    kind: str = ""
    place: str = ""  # the name of ``location``, for "show on the map"
    delta: int = 0  # a track's change (HealthChanged, TerrorChanged): its sign picks the line's mark


def track_sign(line: SummaryLine) -> str:
    """The mark of a track's change: "+" gained, "−" lost; "" for other lines (newcomer 8 read a skull beside
    Terror lost, which is good news: the sign says what happened, the words say which track)."""
    if line.kind not in ("HealthChanged", "TerrorChanged") or not line.delta:
        return ""
    return "+" if line.delta > 0 else "−"


_STEP_OF: dict[str, int] = {
    "MenhirExpired": 1,
    "LastMenhirOut": 1,
    "LocationRemoved": 2,
    "Displaced": 2,
    "MenhirDialReduced": 3,
    "DialReduced": 4,
    "DialRemoved": 4,
    "TimeTokenRemoved": 4,
    "DyingWorsened": 4,
    "EventRevealed": 5,
    "EventDeckEmpty": 5,
    "GuardianMoved": 6,
    "GuardianStayed": 6,
    "GuardianDiscarded": 6,
    "Equipped": 8,
}
#: What a summary line with no place on the map means, on hover (newcomer 6: a random-event line's tooltip said
#: only "Nothing to show on the map"). S1 "Start of the Day"; S0 "Events".
_LINE_MEANS: dict[str, str] = {
    "RandomEventsAdded": tr_noop(
        "A coming morning's Event will be a random one: random Events are shuffled and put on top of the Event "
        "deck, and each morning reveals the top card."
    ),
    "EventRevealed": tr_noop("Today's Event: read it any time in the bar at the top (hover or click it)."),
    "EventDeckEmpty": tr_noop("No Event card is left to reveal, so no Event this morning."),
    "QuestAdded": tr_noop("A new Active Quest: read it and its hint in Quests & belongings."),
    "MenhirDialReduced": tr_noop("Each morning a lit Menhir's dial drops by 1: one day of light less."),
    "DialReduced": tr_noop("Time Dials count down by 1 every morning."),
    "DialRemoved": tr_noop("A Time Dial ran out this morning and is gone."),
    "TimeTokenRemoved": tr_noop("A Time Token is taken off a location card each morning."),
    "Equipped": tr_noop("The morning is when you may choose again which card of a keyword is in use, face up."),
}


def summary_line_tip(line: SummaryLine) -> str:
    """The hover text of a Start of the Day line that has no place to show on the map: what it means."""
    means = _LINE_MEANS.get(line.kind)
    return tr(means) if means else tr("Part of this morning's upkeep, done for you; it has no place on the map.")


#: Bookkeeping kinds that add nothing to the summary.
_QUIET = frozenset({"DayStarted", "PhaseChanged", "EncounterSetUp", "ParticipantJoined", "TurnStarted"})


def start_of_day_lines(events: Sequence[Event], state: Any = None) -> list[SummaryLine]:
    """The upkeep in rule order (S1 Start of the Day 1–8), from the events of one Start of the Day.

    Events without a step of their own (Health lost to the wyrdness, an Event's effects) belong to the step
    running when they happened. An encounter appears as its start and its end only. ``state`` (optional)
    gives characters' current locations for lines that only name a character.
    """
    lines: list[SummaryLine] = []
    step = 0  # before step 1: only a Mercy morning has such lines (its reading, its effects)
    in_encounter = False
    lost: int | None = None  # the card just removed: the wyrdness lines of step 2 happened there
    for e in events:
        if e.kind == "EncounterStarted":
            in_encounter = True
        elif e.kind == "EncounterEnded":
            in_encounter = False
        elif in_encounter or e.kind in _QUIET:
            continue
        step = _STEP_OF.get(e.kind, step)
        if e.kind == "Wyrdness" and step < 2 and not any(x.step == 2 for x in lines):
            step = 1  # the last-Menhir wyrdness happens at step 1
        location = e.get("location")
        where = int(location) if isinstance(location, int) else None
        if e.kind == "LocationRemoved":
            lost = where
        elif step != 2 or e.kind == "Displaced":
            lost = None
        if where is None and lost is not None and e.character:
            where = lost
        if where is None and e.character and state is not None and e.character in state.characters:
            where = int(state.characters[e.character].location)
        delta = e.get("delta", 0)
        moved = delta if isinstance(delta, int) else 0
        text = event_words(e)
        if e.kind == "RandomEventsAdded":  # what it means for the player, not only where the cards went
            text = tr("{line}, so the next Event a morning reveals is a random one").format(line=text)
        lines.append(SummaryLine(step, text, where, e.character, e.kind, delta=moved))
    lines.sort(key=lambda line: line.step)  # stable: rule order, then as it happened
    return lines


@attrs.frozen
class EventPage:
    """An Event card revealed this morning, to be read in full (issue 26): its title, its text in paragraphs
    and, when it brings one, its quest's text."""

    title: str
    paragraphs: tuple[str, ...]
    quest: str = ""
    #: the quest joined the Active Quests with this card (False: it was already one, handed out by the journal)
    quest_new: bool = True


def event_page(catalog: Catalog, event_id: str, state: Any = None) -> EventPage | None:
    """The page of Event ``event_id`` as the world of ``state`` has it (app/world_text.py); ``None`` for an id
    the catalog does not hold."""
    event = catalog.events.get(event_id)
    if event is None:
        return None
    event = state_face(state, catalog, event) if state is not None else plain_face(event)
    paragraphs = tuple(" ".join(p.split()) for p in event.text.split("\n\n") if p.strip())
    quest = " ".join(event.quest.text.split()) if event.quest is not None else ""
    return EventPage(event.title, paragraphs, quest)


@attrs.frozen
class StartOfDayView:
    """The morning summary: ``sections`` of lines in rule order (heading, lines), the Active Quests' titles, the
    autosave note, and ``events``, the Event cards revealed this morning in full."""

    day: int
    title: str
    sections: tuple[tuple[str, tuple[SummaryLine, ...]], ...]
    quests: tuple[str, ...]
    autosave: str
    events: tuple[EventPage, ...] = ()


def _placed(line: SummaryLine, catalog: Catalog) -> SummaryLine:
    """The line with the name of the place it shows on the map (the summary said "◎ 101")."""
    if line.location is None:
        return line
    return attrs.evolve(line, place=name_of(catalog, str(line.location)))


def start_of_day_view(
    events: Sequence[Event], state: Any, catalog: Catalog, autosave: str = "", title: str = ""
) -> StartOfDayView:
    """The skippable summary shown when the day begins (ux.md "Start of the Day")."""
    lines = start_of_day_lines(events, state)
    sections = []
    for step, name in START_STEPS.items():
        chosen = tuple(line for line in lines if line.step == step)
        if chosen:
            # named, not numbered: only the steps that did something show, so numbers read "3." then "5."
            sections.append((tr(name), tuple(_placed(line, catalog) for line in chosen)))
    quests = tuple(catalog.events[q].title for q in state.active_quests if q in catalog.events)
    added = {str(e.get("event")) for e in events if e.kind == "QuestAdded"}
    pages = []
    for e in events:
        ident = str(e.get("event"))
        page = event_page(catalog, ident, state) if e.kind == "EventRevealed" else None
        if page is None:
            continue
        if page.quest and ident not in added:  # not announced as new: already active, or done (newcomer 138)
            page = attrs.evolve(page, quest="" if ident in state.completed_quests else page.quest, quest_new=False)
        pages.append(page)
    return StartOfDayView(
        state.day,
        title or tr("Day {day} begins").format(day=number(state.day)),
        tuple(sections),
        quests,
        autosave,
        tuple(pages),
    )


# ------------------------------------------------------------------ deaths and the game over


@attrs.frozen
class GameOverView:
    """A death in the party or the end of the game. ``kind``: ``won``, ``death`` (solo), ``failure``
    (co-op: nobody left to claim), ``claim`` / ``secret`` (a co-op death, S0 "Death")."""

    kind: str
    title: str
    text: str
    choices: tuple[Choice, ...]
    dead: tuple[str, ...]


def claim_setup(catalog: Catalog, character: str) -> str:
    """A claimable character's standard setup in one line: tracks, Strategy, attributes, resources, action
    and trait (S0 "Death": claim, perform standard Character Setup; pass-and-play, issue 12)."""
    d = catalog.characters[character]
    attributes = ", ".join(f"{term(k)} {number(v)}" for k, v in d.attributes.items() if v) or tr("none")
    resources = ", ".join(f"{term(k)} {number(v)}" for k, v in d.resources.items() if v) or tr("none")
    return tr(
        "Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}; "
        "Strategy phases per turn in a fight: {strategy}. Attributes: {attributes}. Resources: {resources}. "
        "Action: {action} ({cost} Energy). Trait: {trait}"
    ).format(
        energy=number(d.energy.start),
        energy_max=number(d.energy.max),
        health=number(d.health.start),
        health_max=number(d.health.max),
        terror=number(d.terror.start),
        terror_max=number(d.terror.max),
        strategy=number(d.strategy),
        attributes=attributes,
        resources=resources,
        action=d.action.name,
        cost=number(d.action.cost),
        trait=d.trait,
    )


def game_over_view(game: Any, catalog: Catalog, legal: Sequence[str]) -> GameOverView | None:
    """The death / game-over screen, or None while the game goes on without such a decision."""
    s = game.state
    dead = tuple(character_name(catalog, c) for c in s.order if s.characters[c].dead)
    p = s.pending[0] if s.pending and s.encounter is None else None
    if s.outcome:
        outcome = str(s.outcome)
        chapter = catalog.chapters.get(getattr(s, "chapter", 1)) or next(iter(catalog.chapters.values()), None)
        marks = [name_of(catalog, e.args[0]) for e in (chapter.mercy_effects if chapter else ()) if e.word == "mark"]
        marked = tr(", and the Status “{name}” is marked").format(name=marks[0]) if marks else ""
        mercy = tuple(
            Choice(
                n,
                tr("Accept the Allmother's Mercy"),
                tr(
                    "The chapter starts again with fresh characters; statuses and completed quests are kept{marked}."
                ).format(marked=marked),
            )
            for n in legal
            if n == "mercy"
        )
        if outcome.startswith("won"):
            ending = name_of(catalog, outcome[4:])
            return GameOverView(
                "won", tr("The chapter is won"), tr("The game is over: won — {ending}.").format(ending=ending), (), dead
            )
        if outcome == "death":
            who = dead[0] if dead else tr("Your character")
            return GameOverView(
                "death",
                tr("{who} has died").format(who=who),
                tr("Day {day}. Alone on the island, a death ends the game.").format(day=number(s.day)),
                mercy,
                dead,
            )
        return GameOverView(
            "failure",
            tr("The party has failed"),
            tr("Day {day}. Nobody is left to play on: the game ends in failure.").format(day=number(s.day)),
            mercy,
            dead,
        )
    if p is None or p.kind not in ("claim", "secret"):
        return None
    who = character_name(catalog, str(p.character))
    if p.kind == "secret":
        secret = catalog.secrets.get(p.options[0])
        label = secret.name if secret is not None else p.options[0]
        choices = tuple(
            Choice(n, tr("Give {secret} to {who}").format(secret=label, who=character_name(catalog, n.split()[2])))
            for n in legal
            if n.startswith("give ")
        )
        return GameOverView(
            "secret",
            tr("{who} has died").format(who=who),
            tr("Their Items stay where they fell. Hand on the Secret {secret}.").format(secret=label),
            choices,
            dead,
        )
    choices = tuple(
        Choice(
            n,
            tr("Claim {who}").format(who=character_name(catalog, n.split()[1])),
            tr("Set up fresh on the lowest-numbered revealed location. {setup}").format(
                setup=claim_setup(catalog, n.split()[1])
            ),
        )
        for n in legal
        if n.startswith("claim ")
    )
    if "sit-out" in legal:  # rules-decisions.md "Parties": the player may claim or sit out
        choices += (Choice("sit-out", tr("Sit out"), tr("Claim nobody and watch the others play on.")),)
    return GameOverView(
        "claim",
        tr("{who} has died").format(who=who),
        tr(
            "Their Items stay where they fell and their Personal Secrets are gone. "
            "The player may take up an unclaimed character, or sit out while the others play on."
        ),
        choices,
        dead,
    )
