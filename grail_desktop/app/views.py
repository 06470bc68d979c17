"""Read-only views of a game for the widgets: what to draw and what to say, computed from the engine state.

The widgets render these plain values and never reach into the engine's rules; everything here is derived
from ``game.state``, the catalog and the legal actions, so it cannot disagree with the engine.
"""

from __future__ import annotations

from typing import Any

import attrs

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.quest_dials import quest_dials
from grail_desktop.app.world_text import event_face
from grail_desktop.engine.defs import ATTRIBUTE_PAIRS, ITEM_KEYWORDS, RESOURCES, Catalog, CharacterDef

DIRECTION_STEP = {"north": (0, 1), "east": (1, 0), "south": (0, -1), "west": (-1, 0)}
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}
PHASE_NAMES = {
    "start": tr_noop("Start of the Day"),
    "day": tr_noop("During the Day"),
    "end": tr_noop("End of the Day"),
    "over": tr_noop("Game over"),
}


def phase_name(phase: str) -> str:
    """``"end"`` → ``"End of the Day"`` in the interface language."""
    return tr(PHASE_NAMES.get(phase, phase))


@attrs.frozen
class KeyView:
    """A Direction Key on a card edge: the neighbour number, and whether that neighbour is placed/connected."""

    direction: str
    number: int
    placed: bool
    connected: bool


@attrs.frozen
class CardView:
    number: int
    name: str
    x: int
    y: int
    terrain: str
    description: str
    legacy: int | None
    seals: tuple[str, ...]
    action: str
    instant: str
    keys: tuple[KeyView, ...]
    time_tokens: int
    vanishing: bool
    travel_target: bool
    items: tuple[str, ...]


@attrs.frozen
class PawnView:
    character: str
    name: str
    letter: str
    colour: str
    location: int
    active: bool


@attrs.frozen
class MapView:
    cards: tuple[CardView, ...]
    pawns: tuple[PawnView, ...]
    menhirs: tuple[tuple[int, int], ...]  # (location, dial)
    guardians: tuple[tuple[int, str], ...]  # (location, enemy name)
    open_slots: tuple[tuple[int, int, int], ...]  # (x, y, number) of unrevealed neighbours named by keys


def character_name(catalog: Catalog, character: str) -> str:
    d = catalog.characters.get(character)
    return d.name if d is not None else character


def active_character(game: Any) -> str | None:
    """Whose turn it is: the engine's answer when it has one, else the first character still to act."""
    for name in ("current_actor", "active_character"):
        value = getattr(game, name, None)
        if callable(value):
            value = value()
        if isinstance(value, str):
            return value
    s = game.state
    if s.exploration is not None:
        return str(s.exploration.character)
    for pending in s.pending:
        if pending.character:
            return str(pending.character)
    alive = [c for c in s.order if not s.characters[c].dead]
    waiting = [c for c in alive if not s.characters[c].passed]
    for c in waiting:
        if not s.characters[c].acted:
            return str(c)
    return waiting[0] if waiting else (alive[0] if alive else None)


def travel_targets(legal: list[str]) -> set[int]:
    """Location numbers reachable by a plain ``travel N`` now."""
    out: set[int] = set()
    for notation in legal:
        words = notation.split()
        if len(words) == 2 and words[0] == "travel" and words[1].isdigit():
            out.add(int(words[1]))
    return out


def vanishing_locations(state: Any) -> set[int]:
    """Cards that the next Start of the Day removes: out of range of every Menhir whose dial is still on.

    A Menhir with its dial removed (dial 0) goes dark first (S1 step 1, step 2); when no Menhir would remain,
    nothing is removed (S0, the last-Menhir rule).
    """
    lasting = []
    for m in state.menhirs.values():
        p = state.locations.get(str(m.location))
        if p is not None and m.dial > 0:
            lasting.append((p.x, p.y))
    if not lasting:
        return set()
    return {
        p.number
        for p in state.locations.values()
        if not any(max(abs(p.x - mx), abs(p.y - my)) <= 1 for mx, my in lasting)
    }


def map_view(game: Any, catalog: Catalog, legal: list[str], colours: dict[str, str] | None = None) -> MapView:
    """Everything the map scene draws. ``colours`` (character → seat colour, pass-and-play) paints the pawns
    in the colours the players chose; otherwise each character's own tray colour is used."""
    s = game.state
    cells = {(p.x, p.y): p.number for p in s.locations.values()}
    targets = travel_targets(legal)
    vanishing = vanishing_locations(s)
    cards: list[CardView] = []
    slots: dict[tuple[int, int], int] = {}
    for placed in sorted(s.locations.values(), key=lambda p: p.number):
        d = catalog.locations[placed.number]
        keys: list[KeyView] = []
        for direction in ("north", "east", "south", "west"):
            number = d.keys.get(direction)
            if number is None:
                continue
            dx, dy = DIRECTION_STEP[direction]
            cell = (placed.x + dx, placed.y + dy)
            other = cells.get(cell)
            connected = False
            if other is not None:
                od = catalog.locations[other]
                back = od.keys.get(OPPOSITE[direction])
                connected = number in (other, od.legacy) and back in (placed.number, d.legacy)
            else:
                slots.setdefault(cell, number)
            keys.append(KeyView(direction, number, other is not None, connected))
        action = ""
        if d.action is not None:
            action = tr("{name} ({cost} Energy): {text}").format(
                name=d.action.name, cost=d.action.cost, text=d.action.text
            )
        cards.append(
            CardView(
                number=placed.number,
                name=d.name,
                x=placed.x,
                y=placed.y,
                terrain=d.terrain,
                description=d.description,
                legacy=d.legacy,
                seals=tuple(d.seals),
                action=action,
                instant=d.instant_text,
                keys=tuple(keys),
                time_tokens=placed.time_tokens,
                vanishing=placed.number in vanishing,
                travel_target=placed.number in targets,
                items=tuple(placed.items),
            )
        )
    active = active_character(game)
    pawns = tuple(
        PawnView(
            c,
            catalog.characters[c].name,
            catalog.characters[c].name[:1],
            (colours or {}).get(c, catalog.characters[c].colour),
            s.characters[c].location,
            c == active,
        )
        for c in s.order
        if not s.characters[c].dead
    )
    menhirs = tuple((m.location, m.dial) for m in s.menhirs.values())
    guardians = tuple(
        (g.location, catalog.enemies[g.enemy].name if g.enemy in catalog.enemies else g.enemy) for g in s.guardians
    )
    return MapView(tuple(cards), pawns, menhirs, guardians, tuple((x, y, n) for (x, y), n in sorted(slots.items())))


# ------------------------------------------------------------------ character tray


@attrs.frozen
class TrackView:
    name: str
    value: int
    max: int
    start: int
    red: tuple[int, ...]  # slot values drawn in red
    cap: int | None  # the Health cap on the Energy track


@attrs.frozen
class TrayView:
    character: str
    name: str
    colour: str
    location: str
    tracks: tuple[TrackView, ...]
    badges: tuple[str, ...]
    attribute_pairs: tuple[tuple[tuple[str, int], tuple[str, int]], ...]
    resources: tuple[tuple[str, int], ...]
    skills: tuple[str, ...]
    items: tuple[tuple[str, str, bool], ...]  # (keyword or "", name, active)
    secrets: tuple[tuple[str, bool], ...]  # (name, personal)
    decks: tuple[tuple[str, int], ...]
    action: str
    trait: str
    passed: bool


#: A character's states as the tray's badges name them (S0 "Exhausted", "Panic", "Going Insane", "Dying"),
#: marked for the catalog; the English word is the key the tips look up (:func:`badge_key`).
BADGE_WORDS: dict[str, str] = {
    "Dead": tr_noop("Dead"),
    "Exhausted": tr_noop("Exhausted"),
    "Panic": tr_noop("Panic"),
    "Going Insane": tr_noop("Going Insane"),
    "Dying": tr_noop("Dying"),
    "Passed": tr_noop("Passed"),
}


def badges(state: Any, d: CharacterDef, character: str) -> tuple[str, ...]:
    """The character's states in the interface language (``"Exhausted"``, ``"Dying (2 days left)"``)."""
    c = state.characters[character]
    out = []
    if c.dead:
        out.append(tr(BADGE_WORDS["Dead"]))
    if c.energy <= 1:
        out.append(tr(BADGE_WORDS["Exhausted"]))
    if c.terror > c.health:
        out.append(tr(BADGE_WORDS["Panic"]))
    if c.terror >= d.terror.max - 1:
        out.append(tr(BADGE_WORDS["Going Insane"]))
    if c.dying or c.health == 0:
        if c.dying_countdown:
            out.append(tr("Dying (%n day(s) left)", n=c.dying_countdown))
        else:
            out.append(tr(BADGE_WORDS["Dying"]))
    if c.passed:
        out.append(tr(BADGE_WORDS["Passed"]))
    return tuple(out)


def badge_key(badge: str) -> str:
    """The English state word of a badge as :func:`badges` says it (``"Sterbend (noch 2 Tage)"`` → ``"Dying"``);
    the badge's first words where it is no state's."""
    head = badge.split(" (", maxsplit=1)[0]
    for key, word in BADGE_WORDS.items():
        if head in (key, tr(word)):
            return key
    return head


def deck_row(state: Any, character: str, kind: str) -> tuple[str, int]:
    """(label, cards) for a character's Combat or Diplomacy deck. While an encounter has the deck on loan (the
    character's own list is empty then, S2) it counts every card the character owns in the fight and says how many
    are left to draw, so the tray agrees with the board (newcomer run: "Combat deck: 0" against 12)."""
    label = f"{kind.capitalize()} deck"
    own = len(getattr(state.characters[character], f"{kind}_deck"))
    enc = state.encounter
    member = None
    if enc is not None and enc.kind == kind:
        member = next((p for p in enc.participants if p.character == character), None)
    if member is None:
        return label, own
    chained = sum(1 for e in enc.enemies for card in e.chain if card.owner == character)
    total = own + len(member.deck) + len(member.hand) + len(member.discard) + chained
    return f"{label} (in this fight: {len(member.deck)} left to draw)", total


def tray_view(game: Any, catalog: Catalog, character: str) -> TrayView:
    """Everything a character tray shows."""
    s = game.state
    c = s.characters[character]
    d = catalog.characters[character]
    tracks = (
        TrackView("Energy", c.energy, d.energy.max, d.energy.start, (0, 1), c.health),
        TrackView("Health", c.health, d.health.max, d.health.start, (0,), None),
        TrackView("Terror", c.terror, d.terror.max, d.terror.start, (d.terror.max - 1, d.terror.max), None),
    )
    pairs = tuple(((a, c.attributes.get(a, 0)), (b, c.attributes.get(b, 0))) for a, b in ATTRIBUTE_PAIRS)
    skills = []
    for skill_id, side in c.skills.items():
        skill = catalog.skills.get(skill_id)
        if skill is not None:
            kept = skill.sides[side]
            skills.append(f"{kept.name} ({skill.attribute}): {kept.text}")
    items = []
    for item_id in c.items:
        item = catalog.items.get(item_id)
        if item is not None:
            items.append((item.keyword or "", item.name, item_id not in c.face_down))
    items.sort(key=lambda t: (ITEM_KEYWORDS.index(t[0]) if t[0] in ITEM_KEYWORDS else 99, t[1]))
    secrets = []
    for secret_id in c.secrets:
        secret = catalog.secrets.get(secret_id)
        if secret is not None:
            secrets.append((secret.name, secret.personal))
    location = catalog.locations.get(c.location)
    return TrayView(
        character=character,
        name=d.name,
        colour=d.colour,
        location=location.name if location else str(c.location),
        tracks=tracks,
        badges=badges(s, d, character),
        attribute_pairs=pairs,
        resources=tuple((r, c.resources.get(r, 0)) for r in RESOURCES),
        skills=tuple(skills),
        items=tuple(items),
        secrets=tuple(secrets),
        decks=(
            deck_row(s, character, "combat"),
            deck_row(s, character, "diplomacy"),
            ("Combat pool", len(c.combat_pool)),
            ("Diplomacy pool", len(c.diplomacy_pool)),
        ),
        action=tr("{name} ({cost} Energy): {text}").format(name=d.action.name, cost=d.action.cost, text=d.action.text),
        trait=d.trait,
        passed=c.passed,
    )


# ------------------------------------------------------------------ day bar


@attrs.frozen
class DayView:
    day: int
    phase: str
    event_title: str
    event_text: str
    quests: tuple[tuple[str, str], ...]  # (title, quest text + hint)
    menhirs: tuple[str, ...]
    turn: str
    dials: tuple[tuple[str, str], ...] = ()  # the Quest Dials set, (title, what it shows and means)


def day_view(game: Any, catalog: Catalog) -> DayView:
    s = game.state
    event_title, event_text = "", ""
    if s.current_event and s.current_event in catalog.events:
        e = event_face(game, catalog.events[s.current_event])
        event_title, event_text = e.title, e.text
    quests = []
    for q in s.active_quests:
        quest_card = catalog.events.get(q)
        if quest_card is not None:
            e = event_face(game, quest_card)
            hint = "\n" + tr("Hint: {hint}").format(hint=e.quest.hint) if e.quest and e.quest.hint else ""
            body = e.quest.text + hint if e.quest else e.text
            quests.append((e.title, body))
    menhirs = tuple(
        tr("{place}: %n day(s)", None, m.dial).format(place=catalog.locations[m.location].name)
        if m.dial
        else tr("{place}: goes dark at dawn").format(place=catalog.locations[m.location].name)
        for m in s.menhirs.values()
    )
    active = active_character(game)
    turn = character_name(catalog, active) if active else ""
    return DayView(
        s.day,
        tr(PHASE_NAMES.get(s.phase, s.phase)),
        event_title,
        event_text,
        tuple(quests),
        menhirs,
        turn,
        quest_dials(game, catalog),
    )
