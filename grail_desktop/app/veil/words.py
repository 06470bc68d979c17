"""Plain words for the Riven Veil at the desk: actions and cards as sentences, region breakdowns, VP sources.

Cards, their parts and every action read the same in the text mode, which imports them from here (layers:
ui|cli → app).
Everything reads a seat's *view*, so what a sentence says is only what that seat may know. Players never see an
id or notation (brief): every id passes through the pack's display names. Every sentence is in the interface
language (issue 28): the catalog's words around the pack's own (translated) names.
"""

from __future__ import annotations

import attrs

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.veil.event_words import deck_words, region_phrase
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.board import INDEX, UNIT_LIMIT, hero_strength, region_name, strength, units_in
from grail_desktop.engine.veil.defs import POSITIONS, Card, Part, VeilPack
from grail_desktop.engine.veil.gains import DECK_WORDS
from grail_desktop.engine.veil.state import VeilState

#: VP sources (``Player.vp_from`` keys, S3 "Scoring") as column titles, in the order the scoring table shows;
#: marked for the catalog, said by :func:`source_words`.
SOURCE_WORDS: dict[str, str] = {
    "start": tr_noop("Starting VP"),
    "regions": tr_noop("Regions"),
    "settlements": tr_noop("Settlements"),
    "artifacts": tr_noop("Artifacts"),
    "prophecies": tr_noop("Prophecies"),
    "favor": tr_noop("Favor"),
    "grail": tr_noop("The Grail"),
    "beasts": tr_noop("Beasts"),
    "hand": tr_noop("Hand discards"),
    "mist": tr_noop("Mist Cards"),
    "cards": tr_noop("Card effects"),
}
#: Phases as the trackers name them (docs/riven-veil.md "A season"); said by :func:`phase_words`.
PHASE_WORDS: dict[str, str] = {
    "draft": tr_noop("Setup: keep an Artifact"),
    "start": tr_noop("Setup: land your Lord"),
    "choose": tr_noop("Preparation Phase: secret choices"),
    "turn": tr_noop("Preparation Phase: turns"),
    "plan": tr_noop("War Phase: secret Battle Plans"),
    "combat": tr_noop("War Phase: Combat Cards"),
    "over": tr_noop("The game is over"),
}
#: What a card's part asks of the parts before it (``Part.if_``), as the end of a sentence.
_IF = {
    "deployed": tr_noop("{text} if this card deployed"),
    "moved": tr_noop("{text} if this card moved"),
    "settled": tr_noop("{text} if this card settled"),
    "explored": tr_noop("{text} if this card explored"),
}


#: A region tile's ring (``engine/veil/defs.py``), as the tip's first word.
_RINGS = {"coastal": tr_noop("Coastal"), "inner": tr_noop("Inner"), "central": tr_noop("Central")}


def source_words(source: str) -> str:
    """A VP source's column title (``"regions"`` → ``"Regions"``) in the interface language."""
    return tr(SOURCE_WORDS[source]) if source in SOURCE_WORDS else source


def phase_words(phase: str) -> str:
    """A phase as the trackers name it (``"choose"`` → ``"Preparation Phase: secret choices"``)."""
    return tr(PHASE_WORDS[phase]) if phase in PHASE_WORDS else phase


def region_words(s: VeilState, pack: VeilPack, i: int) -> str:
    """Region ``i``'s name in the interface language: its tile's name and position once face up
    (``"Distelgrund (Westen)"``), else its position (``"Nordwesten"``); ``engine.veil.board.region_name``'s
    words in English."""
    return region_phrase(region_name(s, pack, i))


def _then(parts: list[str]) -> str:
    """Parts of a card one after the other: ``a; then b``."""
    return (f"; {tr('then', 'one part of a card after another')} ").join(parts)


def faction_name(s: VeilState, pack: VeilPack, seat: int) -> str:
    """The display name of the faction at ``seat`` ("The Hollow Court")."""
    return pack.factions[s.players[seat].faction].name


def _deploy_words(part: Part) -> str:
    n = part.n
    if part.where == "explored":
        if part.unit == "warrior":
            return tr("deploy up to %n Warrior(s) to any explored region", n=n)
        if part.unit == "hero":
            if n == 1:
                return tr("deploy up to 1 Hero to any explored region")
            return tr("deploy up to %n Heroes to any explored region", n=n)
        return tr("deploy up to %n unit(s) to any explored region", n=n)
    if part.unit == "warrior":
        return tr("deploy up to %n Warrior(s) to a Coastal region or one of your Settlements", n=n)
    if part.unit == "hero":
        if n == 1:
            return tr("deploy up to 1 Hero to a Coastal region or one of your Settlements")
        return tr("deploy up to %n Heroes to a Coastal region or one of your Settlements", n=n)
    return tr("deploy up to %n unit(s) to a Coastal region or one of your Settlements", n=n)


def part_words(part: Part) -> str:
    """One effect part as words: ``deploy up to 2 Warriors to a Coastal region or one of your Settlements``."""
    n = part.n
    if part.do == "deploy":
        text = _deploy_words(part)
    elif part.do == "move":
        text = (
            tr("move up to %n units, each to a neighbouring region", n=n)
            if n > 1
            else tr("move 1 unit to a neighbouring region")
        )
    elif part.do == "settle":
        text = tr("build a Settlement") if n == 1 else tr("build %n Settlements", n=n)
    elif part.do == "power":
        text = tr("gain {n} Faction Power").format(n=n)
    elif part.do == "vp":
        text = tr("gain {n} VP").format(n=n)
    elif part.do == "favor":
        text = tr("gain {n} Favor").format(n=n)
    elif part.do == "draw":
        text = tr("draw %n card(s)", n=n)
    else:
        text = tr("place %n Strength Token(s) on your Lord or a Settlement", n=n)
    if part.if_ in _IF:
        text = tr(_IF[part.if_]).format(text=text)
    return text


def card_words(card: Card) -> str:
    """A card as one sentence: name, deck, initiative, cost and what it does."""
    does = _then([part_words(p) for p in card.parts]) or tr("no extra effect")
    if card.deck == "plan":
        return tr("{name} (Battle Plan, strength {strength}, limit {limit}; if it succeeds: {does})").format(
            name=card.name, strength=card.strength, limit=card.limit, does=does
        )
    deck = deck_words(DECK_WORDS[card.deck])
    if card.cost:
        return tr("{name} ({deck}, initiative {initiative}, costs %n other card(s)): {does}", n=card.cost).format(
            name=card.name, deck=deck, initiative=card.initiative, does=does
        )
    return tr("{name} ({deck}, initiative {initiative}): {does}").format(
        name=card.name, deck=deck, initiative=card.initiative, does=does
    )


def hidden_card_words(card: str) -> str:
    """A masked card (``"?deploy"``) as words: ``a hidden Deploy card``."""
    family = card.lstrip("?")
    if family in DECK_WORDS:
        return tr("a hidden {deck} card").format(deck=deck_words(DECK_WORDS[family]))
    return tr("a hidden Combat card") if family == "combat" else tr("a hidden face-down card")


def unit_words(pack: VeilPack, faction: str, unit: str, *, own: bool = True) -> str:
    """``a Warrior``, ``Queen Ysolde of the Barrow (your Lord)``, ``Pale Tamsin (your Champion)`` or a Beast's
    name; ``own`` as the object of an action (deploy, move), else as a Hero's label (``Queen Ysolde of the Barrow
    (Lord)``, the event log's form). A Hero's name may carry its own title ("Queen", "Sister"), so the role follows
    it in brackets, never before it ("Lord Queen Ysolde", newcomer 9)."""
    if unit == "warrior":
        return tr("a Warrior", "unit moved") if own else tr("a Warrior")
    if unit in ("lord", "c1", "c2"):
        return hero_words(pack, faction, unit, own=own)
    return pack.beasts[unit].name


def hero_words(pack: VeilPack, faction: str, hero: str, *, own: bool = False) -> str:
    """A Hero (``hero`` ``"lord"``, ``"c1"`` or ``"c2"``) by name with its role after it: ``Queen Ysolde of the
    Barrow (Lord)``, or ``… (your Lord)`` with ``own``. Raises ``KeyError`` for an unknown faction (S3 glossary:
    Heroes are a faction's Lord and Champions)."""
    f = pack.factions[faction]
    if hero == "lord":
        return (tr("{name} (your Lord)") if own else tr("{name} (Lord)")).format(name=f.lord)
    name = f.champions[int(hero[1]) - 1]
    return (tr("{name} (your Champion)") if own else tr("{name} (Champion)")).format(name=name)


def _where(s: VeilState, pack: VeilPack, pos: str) -> str:
    return region_words(s, pack, INDEX[pos])


def _full(s: VeilState, a: Act) -> str:
    """A warning for a deploy or move into a region already holding 5 of the seat's units (S3 turn step 6)."""
    if units_in(s.players[a.seat], INDEX[a.args[-1]]) < UNIT_LIMIT:
        return ""
    return " " + tr("(you already have {n} units there: one goes back to supply at the end of your turn)").format(
        n=UNIT_LIMIT
    )


def _names(names: list[str]) -> str:
    return ", ".join(names)


def action_words(s: VeilState, pack: VeilPack, a: Act) -> str:
    """One action as a sentence for the seat that takes it (``s`` is that seat's view): the desk's choice list
    and the text mode's menu both read it (S3 names: Standard Action, Faction Power, Battle Plan …)."""
    fac = s.players[a.seat].faction
    v, args = a.kind, a.args
    if v == "keep":
        art = pack.artifacts[args[0]]
        return tr("Keep {artifact} ({vp} VP) and give it to {hero}").format(
            artifact=art.name, vp=art.vp, hero=unit_words(pack, fac, args[1], own=False)
        )
    if v == "start":
        return tr("Land your Lord and a Warrior in {region}").format(region=_where(s, pack, args[0]))
    if v == "play":
        pay = [pack.cards[c].name for c in args[1].split(",") if c]
        card = pack.cards[args[0]]
        head = tr("Play {card} (initiative {initiative})").format(card=card.name, initiative=card.initiative)
        return head + (", " + tr("paying with {cards}").format(cards=_names(pay)) if pay else "")
    if v == "standard":
        return {
            "deploy": tr("Standard Action: deploy 1 Warrior"),
            "move": tr("Standard Action: move 1 unit"),
            "power": tr("Standard Action: gain 1 Faction Power"),
        }[args[0]]
    if v == "deploy":
        return tr("Deploy {unit} to {region}").format(
            unit=unit_words(pack, fac, args[0]), region=_where(s, pack, args[1])
        ) + _full(s, a)
    if v == "move":
        i = INDEX[args[2]]
        note = ""
        if not s.regions[i].explored:
            note = " " + (
                tr("(your Lord explores it)")
                if args[0] == "lord"
                else tr("(unexplored: it stays there until explored)")
            )
        said = tr("Move {unit} from {region} to {region2}").format(
            unit=unit_words(pack, fac, args[0]), region=_where(s, pack, args[1]), region2=_where(s, pack, args[2])
        )
        return said + note + _full(s, a)
    if v == "settle":
        return tr("Build a Settlement in {region}").format(region=_where(s, pack, args[0]))
    if v == "token":
        if args[0] == "lord":
            return tr("Place a Strength Token on your Lord")
        return tr("Place a Strength Token on your Settlement in {region}").format(region=_where(s, pack, args[0]))
    if v == "draw":
        return tr("Draw a {deck} card").format(deck=deck_words(DECK_WORDS[args[0]]))
    if v == "done":
        return tr("Skip the rest of this part of the card")
    if v == "end":
        return tr("Finish your card (then draw your cards for the end of the turn)")
    if v == "use":
        if args[0] in pack.artifacts:
            ab = pack.artifacts[args[0]].ability
            assert ab is not None
            label = tr("{ability} ({artifact})").format(ability=ab.name, artifact=pack.artifacts[args[0]].name)
        else:
            ab = next(x for x in pack.side(fac, s.mode.symmetric).abilities if x.id == args[0])
            label = ab.name
        does = _then([part_words(p) for p in ab.parts])
        return tr("Use {ability} (once this season, {cost} Faction Power): {does}").format(
            ability=label, cost=ab.cost, does=does
        )
    if v == "bond":
        b = pack.beasts[args[0]]
        return tr("Bond {beast} ({cost} Faction Power; {vp} VP; strength {strength})").format(
            beast=b.name, cost=b.cost, vp=b.vp, strength=b.strength
        )
    if v == "plan":
        if args[0] == "none":
            return tr("Play no Battle Plan")
        bonus = [pack.cards[c].name for c in args[1].split(",") if c]
        plan = pack.cards[args[0]]
        head = tr("Play {card} (strength {strength}, limit {limit})").format(
            card=plan.name, strength=plan.strength, limit=plan.limit
        )
        if not bonus:
            return head
        return head + " " + tr("with Bonus Cards {cards} (+{n} to the limit)").format(cards=_names(bonus), n=len(bonus))
    if v == "combat":
        return tr("Draw a Combat Card") if args[0] == "draw" else tr("Stop drawing Combat Cards")
    return tr("An action")


def action_region(a: Act) -> int:
    """The region an action places or acts on (index into the board), or −1: deploy / move destination /
    start / settle / a Settlement's token."""
    pos = ""
    if a.kind in ("start", "settle") or (a.kind == "token" and a.args[0] != "lord"):
        pos = a.args[0]
    elif a.kind == "deploy":
        pos = a.args[1]
    elif a.kind == "move":
        pos = a.args[2]
    return INDEX.get(pos, -1)


@attrs.frozen
class Standing:
    """One faction's strength in a region, with its sources as ``(words, amount)``."""

    seat: int
    total: int
    sources: tuple[tuple[str, int], ...]


def standings(s: VeilState, pack: VeilPack, i: int) -> list[Standing]:
    """Every faction with strength in region ``i``, strongest first, its strength broken down by source
    (S3 Combat step 1: Warriors 1, Heroes 1 + Artifacts (+ tokens, Excalibur), Beasts, Settlement 1 + tokens)."""
    out: list[Standing] = []
    for seat, p in enumerate(s.players):
        total = strength(s, pack, seat, i)
        if total <= 0:
            continue
        src: list[tuple[str, int]] = []
        if p.warriors[i]:
            src.append((tr("%n Warrior(s)", n=p.warriors[i]), p.warriors[i]))
        if p.lord_at == i:
            src.append((hero_words(pack, p.faction, "lord"), hero_strength(s, seat, "lord")))
        for k, at in enumerate(p.champ_at):
            if at == i:
                src.append((hero_words(pack, p.faction, f"c{k + 1}"), hero_strength(s, seat, f"c{k + 1}")))
        for b, at in sorted(p.beasts.items()):
            if at == i:
                src.append((pack.beasts[b].name, pack.beasts[b].strength))
        if i in p.settled:
            src.append((tr("Settlement"), 1 + p.town_tokens.get(i, 0)))
        out.append(Standing(seat, total, tuple(src)))
    out.sort(key=lambda x: (-x.total, x.seat))
    return out


def region_value(s: VeilState, pack: VeilPack, i: int) -> int:
    """The VP region ``i`` is worth to its 1st place this season (0 while its tile is face down)."""
    tile = s.regions[i].tile
    if tile.startswith("?") or tile not in pack.regions:
        return 0
    return pack.regions[tile].vp[min(s.season, 3) - 1]


def would_score(s: VeilState, pack: VeilPack, i: int) -> dict[int, int]:
    """VP each seat would get from region ``i`` if the season ended now at starting strength (S3 "Scoring a
    Region": 1st the region's VP, ties for 1st all full, a sole 1st's runner-up half rounded up)."""
    rows = standings(s, pack, i)
    value = region_value(s, pack, i)
    if not rows or not value or s.regions[i].deep or not s.regions[i].explored:
        return {}
    knight = 3 if s.regions[i].knight else -1
    top = rows[0].total
    if knight > top:
        return {}
    first = [r.seat for r in rows if r.total == top]
    out = {seat: value for seat in first}
    if len(first) == 1 and knight != top:
        rest = [r for r in rows if r.total < top]
        if rest:
            out.update({r.seat: (value + 1) // 2 for r in rest if r.total == rest[0].total})
    return out


def region_tip(s: VeilState, pack: VeilPack, i: int) -> str:
    """The hover text of region ``i``: its name, ring and value, each faction's strength by source, who stands
    1st and 2nd now and what each would score if the season ended now."""
    r = s.regions[i]
    lines = [region_words(s, pack, i)]
    if r.deep:
        return lines[0] + "\n" + tr("Deep Mist: no one may enter this season.")
    tile = pack.regions.get(r.tile)
    if tile is not None:
        ring = tr(_RINGS[tile.ring]) if tile.ring in _RINGS else tile.ring.capitalize()
        lines.append(
            tr("{ring} region, {vp} VP this season, %n Settlement slot(s).", n=tile.slots).format(
                ring=ring, vp=region_value(s, pack, i)
            )
        )
        if tile.text:
            lines.append(tile.text)
    lines.append(tr("Explored.") if r.explored else tr("Unexplored: a Lord who enters explores it."))
    rows = standings(s, pack, i)
    for row in rows:
        parts = ", ".join(f"{words} {n}" for words, n in row.sources)
        lines.append(
            tr("{faction}: strength {n} ({sources})").format(
                faction=faction_name(s, pack, row.seat), n=row.total, sources=parts
            )
        )
    if r.knight:
        lines.append(tr("The Green Knight stands here (strength 3)."))
    if r.beast:
        lines.append(tr("{beast} waits to be bonded.").format(beast=pack.beasts[r.beast].name))
    both = f" {tr('and')} "
    if rows:
        first = both.join(faction_name(s, pack, x.seat) for x in rows if x.total == rows[0].total)
        lines.append(tr("1st now: {factions}").format(factions=first))
        second = [x for x in rows if x.total < rows[0].total]
        if second:
            runner = both.join(faction_name(s, pack, x.seat) for x in second if x.total == second[0].total)
            lines.append(tr("2nd now: {factions}").format(factions=runner))
        score = would_score(s, pack, i)
        if score:
            vp = ", ".join(
                tr("{faction} {vp} VP").format(faction=faction_name(s, pack, k), vp=v) for k, v in sorted(score.items())
            )
            lines.append(tr("If the season ended now: {scores}").format(scores=vp))
    elif not rows:
        lines.append(tr("No faction has strength here."))
    return "\n".join(lines)


def forecast(s: VeilState, pack: VeilPack) -> list[int]:
    """VP each seat would take from the regions if the season ended now (the VP track's forecast)."""
    out = [0] * s.seats
    for i in range(len(POSITIONS)):
        for seat, vp in would_score(s, pack, i).items():
            out[seat] += vp
    return out
