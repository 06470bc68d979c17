"""Plain words for the Riven Veil's text mode: the table as one seat sees it; every action reads as the desk's
sentence (:func:`grail_desktop.app.veil.words.action_words`, re-exported here for the text mode's menus).

Players never see an id or notation here (brief: "Players never see an id"); everything is read from the
seat's view, so a human is shown exactly what their seat may know.
"""

from __future__ import annotations

from grail_desktop.app.i18n import tr
from grail_desktop.app.veil.words import action_words, card_words, region_words
from grail_desktop.engine.veil.board import KNIGHT_STRENGTH, strength
from grail_desktop.engine.veil.defs import VeilPack
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
    cards = f"{' + '.join(map(str, drawn))} = {total}" if len(drawn) > 1 else (str(total) if drawn else tr("none yet"))
    room = limit - total
    if drawing:
        # What this seat has not seen: every copy minus the discards and its own cards (others' are face down).
        unseen = [c.strength for c in pack.combat.values() for _ in range(c.copies)]
        for c in [*s.discards["combat"], *mine]:
            if not c.startswith("?"):
                unseen.remove(pack.combat[c].strength)
        safe = sum(1 for v in unseen if v <= room)
        return " " + tr(
            "(your Combat Cards: {cards}; limit {limit}: a card of {room} or less keeps the plan — "
            "{safe} of the {unseen} Combat Cards you have not seen)"
        ).format(cards=cards, limit=limit, room=room, safe=safe, unseen=len(unseen))
    return " " + tr("(keep your total of {total} against the limit of {limit}: the plan succeeds)").format(
        total=total, limit=limit
    )


def battle_words(s: VeilState, pack: VeilPack, seat: int) -> list[str]:
    """The battle being fought, as ``seat`` sees it: where, starting strengths, revealed plans and limits, and
    the seat's own Combat Cards so far (S3 Combat steps 1–5)."""
    b = s.battle
    if b is None or s.phase not in ("plan", "combat"):
        return []
    name = region_words(s, pack, b.region)
    you = " " + tr("(you)")
    sides = ", ".join(
        f"{pack.factions[s.players[k].faction].name}{you if k == seat else ''} {v}" for k, v in b.start.items()
    )
    knight = ", " + tr("the Green Knight {n}").format(n=KNIGHT_STRENGTH) if s.regions[b.region].knight else ""
    fought = tr("%n battle(s) fought so far", n=s.battles)
    out = ["  " + tr("Battle in {region} — starting strength: {sides}").format(region=name, sides=sides + knight)]
    out[0] += f"; {fought}."
    if s.phase == "plan":
        heroes = ", ".join(pack.factions[s.players[k].faction].name for k in b.heroes)
        out.append("  " + tr("Sides with a Hero there may play a Battle Plan: {sides}.").format(sides=heroes))
        return out
    for k, plan in b.plan.items():
        who = pack.factions[s.players[k].faction].name + (you if k == seat else "")
        if not plan:
            out.append("  " + tr("{side}: no Battle Plan.").format(side=who))
            continue
        card = pack.cards[plan]
        bonus = len(b.bonus.get(k, []))
        limit = card.limit + bonus
        drawn = b.drawn.get(k, [])
        if k == seat:
            shown = [pack.combat[c].strength for c in drawn]
            sums = f"{' + '.join(map(str, shown))} = {sum(shown)}"
            got = "; " + tr("your Combat Cards: {cards}").format(cards=sums) if shown else ""
        else:
            got = "; " + tr("%n Combat Card(s) drawn, face down", n=len(drawn)) if drawn else ""
        bonus_words = tr("%n Bonus Card(s)", n=bonus)
        out.append(
            "  "
            + tr("{side}: {card} (strength {strength}, limit {limit} + {bonus} = {total})").format(
                side=who, card=card.name, strength=card.strength, limit=card.limit, bonus=bonus_words, total=limit
            )
            + got
            + "."
        )
    return out


def table_words(s: VeilState, pack: VeilPack, seat: int) -> list[str]:
    """The table as ``seat`` sees it (``s`` is that seat's view)."""
    out: list[str] = []
    phase = {
        "draft": tr("setup: keep one of your Artifacts"),
        "start": tr("setup: land your Lord"),
        "choose": tr("Preparation Phase: choose a card in secret"),
        "turn": tr("Preparation Phase: turns"),
        "plan": tr("War Phase: Battle Plans in secret"),
        "combat": tr("War Phase: Combat Cards"),
        "over": tr("the game is over"),
    }[s.phase]
    rounds = ", " + tr("round {round} of {rounds}").format(round=s.round, rounds=ROUNDS) if s.round else ""
    season_words = tr("Season {season} of {seasons}").format(season=s.season, seasons=s.mode.seasons)
    out.append(f"{season_words}{rounds} — {phase}")
    for i, r in enumerate(s.regions):
        name = region_words(s, pack, i)
        if r.deep:
            out.append(f"  {name}: " + tr("Deep Mist"))
            continue
        vp = pack.regions[r.tile].vp[min(s.season, 3) - 1] if not r.tile.startswith("?") else 0
        value = "" if r.tile.startswith("?") else ", " + tr("{vp} VP this season").format(vp=vp)
        state = tr("explored") if r.explored else tr("unexplored")
        pieces = []
        for k, p in enumerate(s.players):
            bits = []
            if p.lord_at == i:
                bits.append(tr("Lord"))
            bits += [pack.factions[p.faction].champions[c] for c, at in enumerate(p.champ_at) if at == i]
            if p.warriors[i]:
                bits.append(tr("%n Warrior(s)", n=p.warriors[i]))
            bits += [pack.beasts[b].name for b, at in p.beasts.items() if at == i]
            if i in p.settled:
                bits.append(tr("Settlement"))
            if bits:
                you = " " + tr("(you)") if k == seat else ""
                st = strength(s, pack, k, i)
                pieces.append(
                    f"{pack.factions[p.faction].name}{you}: {', '.join(bits)} = " + tr("strength {n}").format(n=st)
                )
        extra = []
        if r.beast:
            extra.append(tr("{beast} waits to be bonded").format(beast=pack.beasts[r.beast].name))
        if r.knight:
            extra.append(tr("the Green Knight (strength 3)"))
        out.append(f"  {name} — {state}{value}: " + ("; ".join(pieces + extra) or tr("empty")))
    for k, p in enumerate(s.players):
        f = pack.factions[p.faction]
        marks = []
        if s.grail == k:
            marks.append(tr("Holy Grail"))
        if s.excalibur == k:
            marks.append("Excalibur")
        arts = [pack.artifacts[a].name for g in p.gear.values() for a in g]
        you = " " + tr("(you)") if k == seat else ""
        figures = tr("{vp} VP, {favor} Favor, {power} Power, %n card(s)", n=len(p.hand)).format(
            vp=p.vp, favor=p.favor, power=p.power
        )
        artifacts = "; " + tr("Artifacts: {names}").format(names=", ".join(arts)) if arts else ""
        out.append(f"  {f.name}{you}: {figures}{', ' + ', '.join(marks) if marks else ''}{artifacts}")
    out.extend(battle_words(s, pack, seat))
    season = min(s.season, 3) - 1
    for x in s.prophecies:
        pr = pack.prophecies[x]
        done = " — " + tr("you fulfilled it") if x in s.players[seat].prophecies else ""
        out.append(
            "  "
            + tr("Prophecy {name}: {text} ({vp} VP)").format(name=pr.name, text=pr.text.rstrip("."), vp=pr.vp[season])
            + done
        )
    hand = s.players[seat].hand
    if hand:
        out.append("  " + tr("Your hand:"))
        out.extend(f"    - {card_words(pack.cards[c])}" for c in hand)
    if s.draft and s.draft[seat]:
        out.append(
            "  "
            + tr("Your Artifact offer: {names}").format(names=", ".join(pack.artifacts[a].name for a in s.draft[seat]))
        )
    return out


__all__ = ["action_words", "battle_words", "combat_note", "table_words"]
