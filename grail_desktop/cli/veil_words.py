"""Plain words for the Riven Veil's text mode: the table as one seat sees it; every action reads as the desk's
sentence (:func:`grail_desktop.app.veil.words.action_words`, re-exported here for the text mode's menus).

Players never see an id or notation here (brief: "Players never see an id"); everything is read from the
seat's view, so a human is shown exactly what their seat may know.
"""

from __future__ import annotations

from grail_desktop.app.veil.words import action_words, card_words
from grail_desktop.engine.veil.board import KNIGHT_STRENGTH, region_name, strength
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.gains import counted
from grail_desktop.engine.veil.season import ROUNDS
from grail_desktop.engine.veil.state import VeilState


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


__all__ = ["action_words", "battle_words", "combat_note", "table_words"]
