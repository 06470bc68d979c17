"""Plain words for the Riven Veil at the desk: actions and cards as sentences, region breakdowns, VP sources.

Cards, their parts and every action read the same in the text mode, which imports them from here (layers:
ui|cli → app).
Everything reads a seat's *view*, so what a sentence says is only what that seat may know. Players never see an
id or notation (brief): every id passes through the pack's display names.
"""

from __future__ import annotations

import attrs

from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.board import INDEX, UNIT_LIMIT, hero_strength, region_name, strength, units_in
from grail_desktop.engine.veil.defs import POSITIONS, Card, Part, VeilPack
from grail_desktop.engine.veil.gains import DECK_WORDS
from grail_desktop.engine.veil.state import VeilState

#: VP sources (``Player.vp_from`` keys, S3 "Scoring") as column titles, in the order the scoring table shows.
SOURCE_WORDS: dict[str, str] = {
    "start": "Starting VP",
    "regions": "Regions",
    "settlements": "Settlements",
    "artifacts": "Artifacts",
    "prophecies": "Prophecies",
    "favor": "Favor",
    "grail": "The Grail",
    "beasts": "Beasts",
    "hand": "Hand discards",
    "mist": "Mist Cards",
    "cards": "Card effects",
}
#: Phases as the trackers name them (docs/riven-veil.md "A season").
PHASE_WORDS: dict[str, str] = {
    "draft": "Setup: keep an Artifact",
    "start": "Setup: land your Lord",
    "choose": "Preparation Phase: secret choices",
    "turn": "Preparation Phase: turns",
    "plan": "War Phase: secret Battle Plans",
    "combat": "War Phase: Combat Cards",
    "over": "The game is over",
}
_IF = {"deployed": "deployed", "moved": "moved", "settled": "settled", "explored": "explored"}


def plural(n: int, word: str) -> str:
    """``1 Warrior`` / ``2 Warriors``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def faction_name(s: VeilState, pack: VeilPack, seat: int) -> str:
    """The display name of the faction at ``seat`` ("The Hollow Court")."""
    return pack.factions[s.players[seat].faction].name


def part_words(part: Part) -> str:
    """One effect part as words: ``deploy up to 2 Warriors to a Coastal region or one of your Settlements``."""
    n = part.n
    if part.do == "deploy":
        unit = {"warrior": "Warrior", "hero": "Hero", "any": "unit"}[part.unit]
        where = "any explored region" if part.where == "explored" else "a Coastal region or one of your Settlements"
        text = f"deploy up to {plural(n, unit)} to {where}"
    elif part.do == "move":
        text = (
            f"move up to {n} units, each to a neighbouring region" if n > 1 else "move 1 unit to a neighbouring region"
        )
    elif part.do == "settle":
        text = "build a Settlement" if n == 1 else f"build {n} Settlements"
    elif part.do == "power":
        text = f"gain {n} Faction Power"
    elif part.do == "vp":
        text = f"gain {n} VP"
    elif part.do == "favor":
        text = f"gain {n} Favor"
    elif part.do == "draw":
        text = f"draw {plural(n, 'card')}"
    else:
        text = f"place {plural(n, 'Strength Token')} on your Lord or a Settlement"
    if part.if_:
        text += f" if this card {_IF[part.if_]}"
    return text


def card_words(card: Card) -> str:
    """A card as one sentence: name, deck, initiative, cost and what it does."""
    does = "; then ".join(part_words(p) for p in card.parts) or "no extra effect"
    if card.deck == "plan":
        return f"{card.name} (Battle Plan, strength {card.strength}, limit {card.limit}; if it succeeds: {does})"
    cost = f", costs {plural(card.cost, 'other card')}" if card.cost else ""
    return f"{card.name} ({DECK_WORDS[card.deck]}, initiative {card.initiative}{cost}): {does}"


def hidden_card_words(card: str) -> str:
    """A masked card (``"?deploy"``) as words: ``a hidden Deploy card``."""
    family = card.lstrip("?")
    return f"a hidden {DECK_WORDS.get(family, 'Combat' if family == 'combat' else 'face-down')} card"


def unit_words(pack: VeilPack, faction: str, unit: str, *, own: bool = True) -> str:
    """``a Warrior``, ``your Lord Queen Ysolde``, ``your Champion Pale Tamsin`` or a Beast's name."""
    f = pack.factions[faction]
    you = "your " if own else ""
    if unit == "warrior":
        return "a Warrior"
    if unit == "lord":
        return f"{you}Lord {f.lord}"
    if unit in ("c1", "c2"):
        return f"{you}Champion {f.champions[int(unit[1]) - 1]}"
    return pack.beasts[unit].name


def _where(s: VeilState, pack: VeilPack, pos: str) -> str:
    return region_name(s, pack, INDEX[pos])


def _full(s: VeilState, a: Act) -> str:
    """A warning for a deploy or move into a region already holding 5 of the seat's units (S3 turn step 6)."""
    if units_in(s.players[a.seat], INDEX[a.args[-1]]) < UNIT_LIMIT:
        return ""
    return f" (you already have {UNIT_LIMIT} units there: one goes back to supply at the end of your turn)"


def action_words(s: VeilState, pack: VeilPack, a: Act) -> str:
    """One action as a sentence for the seat that takes it (``s`` is that seat's view): the desk's choice list
    and the text mode's menu both read it (S3 names: Standard Action, Faction Power, Battle Plan …)."""
    fac = s.players[a.seat].faction
    v, args = a.kind, a.args
    if v == "keep":
        art = pack.artifacts[args[0]]
        return f"Keep {art.name} ({art.vp} VP) and give it to {unit_words(pack, fac, args[1], own=False)}"
    if v == "start":
        return f"Land your Lord and a Warrior in {_where(s, pack, args[0])}"
    if v == "play":
        pay = [pack.cards[c].name for c in args[1].split(",") if c]
        card = pack.cards[args[0]]
        return f"Play {card.name} (initiative {card.initiative})" + (f", paying with {', '.join(pay)}" if pay else "")
    if v == "standard":
        return {
            "deploy": "Standard Action: deploy 1 Warrior",
            "move": "Standard Action: move 1 unit",
            "power": "Standard Action: gain 1 Faction Power",
        }[args[0]]
    if v == "deploy":
        return f"Deploy {unit_words(pack, fac, args[0])} to {_where(s, pack, args[1])}{_full(s, a)}"
    if v == "move":
        i = INDEX[args[2]]
        note = ""
        if not s.regions[i].explored:
            note = " (your Lord explores it)" if args[0] == "lord" else " (unexplored: it stays there until explored)"
        unit = unit_words(pack, fac, args[0])
        return f"Move {unit} from {_where(s, pack, args[1])} to {_where(s, pack, args[2])}{note}{_full(s, a)}"
    if v == "settle":
        return f"Build a Settlement in {_where(s, pack, args[0])}"
    if v == "token":
        if args[0] == "lord":
            return "Place a Strength Token on your Lord"
        return f"Place a Strength Token on your Settlement in {_where(s, pack, args[0])}"
    if v == "draw":
        return f"Draw a {DECK_WORDS[args[0]]} card"
    if v == "done":
        return "Skip the rest of this part of the card"
    if v == "end":
        return "Finish your card (then draw your cards for the end of the turn)"
    if v == "use":
        if args[0] in pack.artifacts:
            ab = pack.artifacts[args[0]].ability
            assert ab is not None
            label = f"{ab.name} ({pack.artifacts[args[0]].name})"
        else:
            ab = next(x for x in pack.side(fac, s.mode.symmetric).abilities if x.id == args[0])
            label = ab.name
        does = "; then ".join(part_words(p) for p in ab.parts)
        return f"Use {label} (once this season, {ab.cost} Faction Power): {does}"
    if v == "bond":
        b = pack.beasts[args[0]]
        return f"Bond {b.name} ({b.cost} Faction Power; {b.vp} VP; strength {b.strength})"
    if v == "plan":
        if args[0] == "none":
            return "Play no Battle Plan"
        bonus = [pack.cards[c].name for c in args[1].split(",") if c]
        plan = pack.cards[args[0]]
        head = f"Play {plan.name} (strength {plan.strength}, limit {plan.limit})"
        return head + (f" with Bonus Cards {', '.join(bonus)} (+{len(bonus)} to the limit)" if bonus else "")
    if v == "combat":
        return "Draw a Combat Card" if args[0] == "draw" else "Stop drawing Combat Cards"
    return "An action"


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
        f = pack.factions[p.faction]
        src: list[tuple[str, int]] = []
        if p.warriors[i]:
            src.append((plural(p.warriors[i], "Warrior"), p.warriors[i]))
        if p.lord_at == i:
            src.append((f"Lord {f.lord}", hero_strength(s, seat, "lord")))
        for k, at in enumerate(p.champ_at):
            if at == i:
                src.append((f"Champion {f.champions[k]}", hero_strength(s, seat, f"c{k + 1}")))
        for b, at in sorted(p.beasts.items()):
            if at == i:
                src.append((pack.beasts[b].name, pack.beasts[b].strength))
        if i in p.settled:
            src.append(("Settlement", 1 + p.town_tokens.get(i, 0)))
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
    lines = [region_name(s, pack, i)]
    if r.deep:
        return lines[0] + "\nDeep Mist: no one may enter this season."
    tile = pack.regions.get(r.tile)
    if tile is not None:
        lines.append(
            f"{tile.ring.capitalize()} region, {region_value(s, pack, i)} VP this season, "
            f"{plural(tile.slots, 'Settlement slot')}."
        )
        if tile.text:
            lines.append(tile.text)
    lines.append("Explored." if r.explored else "Unexplored: a Lord who enters explores it.")
    rows = standings(s, pack, i)
    for row in rows:
        parts = ", ".join(f"{words} {n}" for words, n in row.sources)
        lines.append(f"{faction_name(s, pack, row.seat)}: strength {row.total} ({parts})")
    if r.knight:
        lines.append("The Green Knight stands here (strength 3).")
    if r.beast:
        lines.append(f"{pack.beasts[r.beast].name} waits to be bonded.")
    if rows:
        lines.append(
            "1st now: " + " and ".join(faction_name(s, pack, x.seat) for x in rows if x.total == rows[0].total)
        )
        second = [x for x in rows if x.total < rows[0].total]
        if second:
            lines.append(
                "2nd now: " + " and ".join(faction_name(s, pack, x.seat) for x in second if x.total == second[0].total)
            )
        score = would_score(s, pack, i)
        if score:
            lines.append(
                "If the season ended now: "
                + ", ".join(f"{faction_name(s, pack, k)} {v} VP" for k, v in sorted(score.items()))
            )
    elif not rows:
        lines.append("No faction has strength here.")
    return "\n".join(lines)


def forecast(s: VeilState, pack: VeilPack) -> list[int]:
    """VP each seat would take from the regions if the season ended now (the VP track's forecast)."""
    out = [0] * s.seats
    for i in range(len(POSITIONS)):
        for seat, vp in would_score(s, pack, i).items():
            out[seat] += vp
    return out
