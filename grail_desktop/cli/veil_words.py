"""Plain words for the Riven Veil's text mode: the table as one seat sees it and every action as a sentence.

Players never see an id or notation here (brief: "Players never see an id"); everything is read from the
seat's view, so a human is shown exactly what their seat may know.
"""

from __future__ import annotations

from grail_desktop.app.veil.words import card_words, part_words
from grail_desktop.engine.veil.actions import Act
from grail_desktop.engine.veil.board import INDEX, KNIGHT_STRENGTH, UNIT_LIMIT, region_name, strength, units_in
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.gains import DECK_WORDS, counted
from grail_desktop.engine.veil.season import ROUNDS
from grail_desktop.engine.veil.state import VeilState


def _where(s: VeilState, pack: VeilPack, pos: str) -> str:
    return region_name(s, pack, INDEX[pos])


def _unit(pack: VeilPack, faction: str, unit: str) -> str:
    f = pack.factions[faction]
    if unit == "warrior":
        return "a Warrior"
    if unit == "lord":
        return f"your Lord {f.lord}"
    if unit in ("c1", "c2"):
        return f"your Champion {f.champions[int(unit[1]) - 1]}"
    return pack.beasts[unit].name


def _full(s: VeilState, a: Act) -> str:
    """A warning for a deploy or move into a region already holding 5 of the seat's units (S3 turn step 6)."""
    if units_in(s.players[a.seat], INDEX[a.args[-1]]) < UNIT_LIMIT:
        return ""
    return f" (you already have {UNIT_LIMIT} units there: one goes back to supply at the end of your turn)"


def combat_note(s: VeilState, pack: VeilPack, seat: int, drawing: bool) -> str:
    """`` (your Combat Cards: 2 + 1 = 3; limit 5: …)`` for the drawer's choice to draw or stop (S3 Combat
    steps 4–7: over the limit the plan fails)."""
    b = s.battle
    if b is None or not b.plan.get(seat):
        return ""
    limit = pack.cards[b.plan[seat]].limit + len(b.bonus.get(seat, []))
    mine = [c for c in b.drawn.get(seat, []) if not c.startswith("?")]
    drawn = [pack.combat[c].strength for c in mine]
    total = sum(drawn)
    cards = f"{' + '.join(map(str, drawn))} = {total}" if len(drawn) > 1 else (str(total) if drawn else "none yet")
    room = limit - total
    if drawing:
        # What this seat has not seen: every copy minus the discards and its own cards (others' are face down).
        unseen = [c.strength for c in pack.combat.values() for _ in range(c.copies)]
        for c in [*s.discards["combat"], *mine]:
            if not c.startswith("?"):
                unseen.remove(pack.combat[c].strength)
        safe = sum(1 for v in unseen if v <= room)
        return (
            f" (your Combat Cards: {cards}; limit {limit}: a card of {room} or less keeps the plan — "
            f"{safe} of the {len(unseen)} Combat Cards you have not seen)"
        )
    return f" (keep your total of {total} against the limit of {limit}: the plan succeeds)"


def battle_words(s: VeilState, pack: VeilPack, seat: int) -> list[str]:
    """The battle being fought, as ``seat`` sees it: where, starting strengths, revealed plans and limits, and
    the seat's own Combat Cards so far (S3 Combat steps 1–5)."""
    b = s.battle
    if b is None or s.phase not in ("plan", "combat"):
        return []
    name = region_name(s, pack, b.region)
    sides = ", ".join(
        f"{pack.factions[s.players[k].faction].name}{' (you)' if k == seat else ''} {v}" for k, v in b.start.items()
    )
    knight = f", the Green Knight {KNIGHT_STRENGTH}" if s.regions[b.region].knight else ""
    out = [f"  Battle in {name} — starting strength: {sides}{knight}; {counted(s.battles, 'battle')} fought so far."]
    if s.phase == "plan":
        heroes = ", ".join(pack.factions[s.players[k].faction].name for k in b.heroes)
        out.append(f"  Sides with a Hero there may play a Battle Plan: {heroes}.")
        return out
    for k, plan in b.plan.items():
        who = pack.factions[s.players[k].faction].name + (" (you)" if k == seat else "")
        if not plan:
            out.append(f"  {who}: no Battle Plan.")
            continue
        card = pack.cards[plan]
        bonus = len(b.bonus.get(k, []))
        limit = card.limit + bonus
        drawn = b.drawn.get(k, [])
        if k == seat:
            shown = [pack.combat[c].strength for c in drawn]
            got = f"; your Combat Cards: {' + '.join(map(str, shown))} = {sum(shown)}" if shown else ""
        else:
            got = f"; {counted(len(drawn), 'Combat Card')} drawn, face down" if drawn else ""
        out.append(
            f"  {who}: {card.name} (strength {card.strength}, limit {card.limit} + {counted(bonus, 'Bonus Card')}"
            f" = {limit}){got}."
        )
    return out


def action_words(s: VeilState, pack: VeilPack, a: Act) -> str:
    """One action as a sentence for the seat that takes it."""
    fac = s.players[a.seat].faction
    v, args = a.kind, a.args
    if v == "keep":
        art = pack.artifacts[args[0]]
        hero = _unit(pack, fac, args[1]).replace("your ", "")
        return f"Keep {art.name} ({art.vp} VP) and give it to {hero}"
    if v == "start":
        return f"Land your Lord and a Warrior in {_where(s, pack, args[0])}"
    if v == "play":
        pay = [pack.cards[c].name for c in args[1].split(",") if c]
        paid = f", paying with {', '.join(pay)}" if pay else ""
        card = pack.cards[args[0]]
        return f"Play {card.name} (initiative {card.initiative}){paid}"
    if v == "standard":
        return {
            "deploy": "Standard Action: deploy 1 Warrior",
            "move": "Standard Action: move 1 unit",
            "power": "Standard Action: gain 1 Faction Power",
        }[args[0]]
    if v == "deploy":
        return f"Deploy {_unit(pack, fac, args[0])} to {_where(s, pack, args[1])}{_full(s, a)}"
    if v == "move":
        i = INDEX[args[2]]
        note = " (your Lord explores it)" if args[0] == "lord" and not s.regions[i].explored else ""
        if not s.regions[i].explored and args[0] != "lord":
            note = " (unexplored: it will be stuck there until explored)"
        there = f"{_where(s, pack, args[2])}{note}{_full(s, a)}"
        return f"Move {_unit(pack, fac, args[0])} from {_where(s, pack, args[1])} to {there}"
    if v == "settle":
        return f"Build a Settlement in {_where(s, pack, args[0])}"
    if v == "token":
        return (
            "Place a Strength Token on your Lord"
            if args[0] == "lord"
            else (f"Place a Strength Token on your Settlement in {_where(s, pack, args[0])}")
        )
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
            label = f"{ab.name}, an ability of your {pack.artifacts[args[0]].name},"
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
        extra = f" with Bonus Cards {', '.join(bonus)} (+{len(bonus)} to the limit)" if bonus else ""
        return f"Play {card_words(pack.cards[args[0]])}{extra}"
    if v == "combat":
        return "Draw a Combat Card" if args[0] == "draw" else "Stop drawing Combat Cards"
    return str(a)


def table_words(s: VeilState, pack: VeilPack, seat: int) -> list[str]:
    """The table as ``seat`` sees it (``s`` is that seat's view)."""
    out: list[str] = []
    phase = {
        "draft": "setup: keep one of your Artifacts",
        "start": "setup: land your Lord",
        "choose": "Preparation Phase: choose a card in secret",
        "turn": "Preparation Phase: turns",
        "plan": "War Phase: Battle Plans in secret",
        "combat": "War Phase: Combat Cards",
        "over": "the game is over",
    }[s.phase]
    rounds = f", round {s.round} of {ROUNDS}" if s.round else ""
    out.append(f"Season {s.season} of {s.mode.seasons}{rounds} — {phase}")
    for i, r in enumerate(s.regions):
        name = region_name(s, pack, i)
        if r.deep:
            out.append(f"  {name}: Deep Mist")
            continue
        value = "" if r.tile.startswith("?") else f", {pack.regions[r.tile].vp[min(s.season, 3) - 1]} VP this season"
        state = "explored" if r.explored else "unexplored"
        pieces = []
        for k, p in enumerate(s.players):
            bits = []
            if p.lord_at == i:
                bits.append("Lord")
            bits += [pack.factions[p.faction].champions[c] for c, at in enumerate(p.champ_at) if at == i]
            if p.warriors[i]:
                bits.append(f"{p.warriors[i]} Warrior{'s' if p.warriors[i] > 1 else ''}")
            bits += [pack.beasts[b].name for b, at in p.beasts.items() if at == i]
            if i in p.settled:
                bits.append("Settlement")
            if bits:
                you = " (you)" if k == seat else ""
                st = strength(s, pack, k, i)
                pieces.append(f"{pack.factions[p.faction].name}{you}: {', '.join(bits)} = strength {st}")
        extra = []
        if r.beast:
            extra.append(f"{pack.beasts[r.beast].name} waits to be bonded")
        if r.knight:
            extra.append("the Green Knight (strength 3)")
        out.append(f"  {name} — {state}{value}: " + ("; ".join(pieces + extra) or "empty"))
    for k, p in enumerate(s.players):
        f = pack.factions[p.faction]
        marks = []
        if s.grail == k:
            marks.append("Holy Grail")
        if s.excalibur == k:
            marks.append("Excalibur")
        arts = [pack.artifacts[a].name for g in p.gear.values() for a in g]
        you = " (you)" if k == seat else ""
        out.append(
            f"  {f.name}{you}: {p.vp} VP, {p.favor} Favor, {p.power} Power, {len(p.hand)} cards"
            f"{', ' + ', '.join(marks) if marks else ''}{'; Artifacts: ' + ', '.join(arts) if arts else ''}"
        )
    out.extend(battle_words(s, pack, seat))
    season = min(s.season, 3) - 1
    for x in s.prophecies:
        pr = pack.prophecies[x]
        done = " — you fulfilled it" if x in s.players[seat].prophecies else ""
        out.append(f"  Prophecy {pr.name}: {pr.text.rstrip('.')} ({pr.vp[season]} VP){done}")
    hand = s.players[seat].hand
    if hand:
        out.append("  Your hand:")
        out.extend(f"    - {card_words(pack.cards[c])}" for c in hand)
    if s.draft and s.draft[seat]:
        out.append("  Your Artifact offer: " + ", ".join(pack.artifacts[a].name for a in s.draft[seat]))
    return out
