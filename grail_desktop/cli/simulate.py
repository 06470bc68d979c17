"""``grail-desktop simulate``: bot games and a balance report (issue 13; content-guide.md "Quality bar").

    grail-desktop simulate --bot greedy --games 500 --players 2 [--campaign ID_OR_PATH] [--seed S]
                           [--max-days D] [--max-steps N] [--mercy N] [--jobs J] [--report FILE]

Game ``i`` (0-based) is played with engine seed ``S + i`` and a bot ``random.Random`` seeded from
``(S, i)``, by the characters taken in Character Number order starting at the ``i``-th (so every character
plays). A game ends when the engine says so (``won <name>``, ``death``, ``failure``) or is *unfinished* when
it passes ``--max-days`` or ``--max-steps``. With ``--mercy N`` the bots take the Allmother's Mercy (S0) up to
N times after a death or failure; the restart plays on in the same record. Games run in ``--jobs`` worker
processes (default: every core); the report is the same for any number of jobs.
"""

from __future__ import annotations

import argparse
import datetime
import multiprocessing
import os
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

import attrs

from grail_desktop.cli.bots import make_bot
from grail_desktop.cli.plan import (
    ChapterPlan,
    build_plan,
    reachable_sections,
    status_is_read,
    status_reads,
    statuses_set_and_read,
    win_routes,
)
from grail_desktop.cli.reading import holds
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.actions import Choose, Fast
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Condition

BOTS: tuple[str, ...] = ("random", "greedy")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bot", choices=BOTS, default="greedy", help="random or greedy (default greedy)")
    parser.add_argument("--games", type=int, default=100, metavar="N", help="number of games (default 100)")
    parser.add_argument("--players", type=int, default=1, choices=(1, 2, 3, 4), metavar="K", help="characters (1-4)")
    parser.add_argument("--campaign", default="ynys-wen", metavar="ID_OR_PATH", help="pack folder or bundled id")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="seed of game 0 (default 1)")
    parser.add_argument("--max-days", type=int, default=60, metavar="D", help="unfinished after this day (60)")
    parser.add_argument("--max-steps", type=int, default=20_000, metavar="N", help="unfinished after N actions")
    parser.add_argument(
        "--mercy", type=int, default=0, metavar="N", help="take the Allmother's Mercy up to N times a game (0)"
    )
    parser.add_argument("--jobs", type=int, default=0, metavar="J", help="worker processes (default: every core)")
    parser.add_argument("--report", type=Path, metavar="FILE", help="also write the report (markdown) here")


# ------------------------------------------------------------------ one game


@attrs.define
class GameRecord:
    """What one game tells the report. ``outcome`` is the engine's (``won <name>``, ``death``, ``failure``)
    or ``unfinished``; ``cause`` says what ended a lost game; ``encounters`` holds ``(colour, level, won)``
    (level ``"2 Guardian"`` for a Guardian)."""

    index: int
    seed: int
    characters: list[str]
    outcome: str
    days: int
    steps: int
    cause: str = ""
    unfinished: str = ""
    deaths: int = 0
    menhirs_lost: int = 0
    sections: set[str] = attrs.field(factory=set)
    items: set[str] = attrs.field(factory=set)
    secrets: set[str] = attrs.field(factory=set)
    statuses_marked: set[str] = attrs.field(factory=set)
    statuses_read: set[str] = attrs.field(factory=set)
    encounters: list[tuple[str, str, bool]] = attrs.field(factory=list)
    missing: list[str] = attrs.field(factory=list)
    visited: set[int] = attrs.field(factory=set)
    magic_gained: int = 0
    magic_menhirs: int = 0
    magic_other: int = 0
    activations: int = 0
    mercies: int = 0

    @property
    def won(self) -> bool:
        return self.outcome.startswith("won")


def characters_for(catalog: Catalog, index: int, players: int) -> list[str]:
    """The ``players`` characters of game ``index``: Character Number order, starting at the ``index``-th."""
    ids = [c.id for c in sorted(catalog.characters.values(), key=lambda d: d.number)]
    if players > len(ids):
        raise ValueError(f"the campaign has {len(ids)} characters; {players} players asked for")
    return [ids[(index + j) % len(ids)] for j in range(players)]


def _context(game: Game, in_encounter: str | None, action: object, kinds: set[str]) -> str:
    s = game.state
    if in_encounter is not None:
        return f"in a {in_encounter} encounter"
    if "Displaced" in kinds:
        return "caught out of Menhir range (wyrdness)"
    if s.last_menhir or "LastMenhirOut" in kinds:
        return "the last Menhir went dark"
    if isinstance(action, Fast):
        return "hunger (no Food at the rest)"
    if isinstance(action, Choose):
        return "a journal choice"
    return f"after '{action}'"


def play_game(
    catalog: Catalog,
    bot_kind: str,
    index: int,
    *,
    players: int,
    seed: int,
    max_days: int,
    max_steps: int,
    mercy: int = 0,
    plan: ChapterPlan | None = None,
) -> GameRecord:
    """Play game ``index`` to its end (or a cap) with one bot for every character; see the module docstring."""
    chars = characters_for(catalog, index, players)
    game_seed = seed + index
    bot = make_bot(bot_kind, random.Random(seed * 1_000_003 + index), catalog, plan)
    game = new_game(catalog, chars, seed=game_seed, undo=False)
    s = game.state
    rec = GameRecord(index=index, seed=game_seed, characters=chars, outcome="", days=1, steps=0)
    open_enemies: list[str] | None = None
    dying_cause: dict[str, str] = {}
    action_reads: set[int] = set()
    while True:
        if s.phase == "over":
            if rec.mercies >= mercy or s.outcome not in ("death", "failure"):
                break
            rec.mercies += 1  # the Allmother's Mercy (S0): the chapter starts again, statuses kept
        if s.day > max_days:
            rec.unfinished = f"still playing after day {max_days}"
            break
        if rec.steps >= max_steps:
            rec.unfinished = f"{max_steps} actions taken"
            break
        legal = game.legal_actions()
        if not legal:
            rec.unfinished = "no legal action"
            break
        actor = game.current_actor()
        if actor is not None and s.characters[actor].location not in action_reads:
            here = s.characters[actor].location
            action_reads.add(here)
            loc_action = catalog.locations[here].action
            if loc_action is not None:
                rec.statuses_read |= status_reads(loc_action.conditions)
        enc_colour = None
        if s.encounter is not None:
            first = catalog.enemies.get(s.encounter.enemies[0].id) if s.encounter.enemies else None
            enc_colour = first.colour if first is not None else "unknown"
        was_dying = {c for c, ch in s.characters.items() if ch.dying}
        action = bot.choose(game, legal)
        result = game.apply(action)
        s = game.state
        rec.steps += 1
        kinds = {e.kind for e in result.events}
        for event in result.events:
            if event.kind == "ResourceChanged" and event.get("resource") == "magic":
                delta = int(event.get("delta", 0) or 0)
                if delta > 0:
                    rec.magic_gained += delta
                elif "MenhirActivated" in kinds:
                    rec.magic_menhirs -= delta
                else:
                    rec.magic_other -= delta
        rec.activations += sum(1 for e in result.events if e.kind == "MenhirActivated")
        for event in result.events:
            if event.kind == "SectionRead":
                sid = str(event.get("section"))
                rec.sections.add(sid)
                section = catalog.journal.get(sid)
                if section is not None:
                    for option in section.options:
                        rec.statuses_read |= status_reads(option.conditions)
            elif event.kind == "ItemGained":
                rec.items.add(str(event.get("item")))
            elif event.kind == "SecretGained" and event.get("secret") is not None:
                rec.secrets.add(str(event.get("secret")))
            elif event.kind == "StatusMarked":
                rec.statuses_marked.add(str(event.get("status")))
            elif event.kind == "MenhirExpired":
                rec.menhirs_lost += 1
            elif event.kind == "EncounterStarted":
                source = str(event.get("source", ""))
                open_enemies = [source.split(":", 1)[1]] if source.startswith("fight:") else []
            elif event.kind == "EncounterEnded":
                _record_encounter(catalog, rec, open_enemies, bool(event.get("won")))
                open_enemies = None
        if s.encounter is not None and open_enemies == []:
            open_enemies = [e.id for e in s.encounter.enemies]
        for c, ch in s.characters.items():
            if ch.dying and c not in was_dying:
                dying_cause[c] = _context(game, enc_colour, action, kinds)
        for held in s.characters.values():
            rec.secrets.update(held.secrets)
            rec.visited.add(held.location)
        if s.phase == "over" and not (s.outcome or "").startswith("won"):
            dead = [c for c, ch in s.characters.items() if ch.dead]
            causes = [dying_cause[c] for c in dead if c in dying_cause]
            rec.cause = causes[0] if causes else _context(game, enc_colour, action, kinds)
    rec.days = s.day
    rec.outcome = s.outcome if s.phase == "over" and s.outcome else "unfinished"
    rec.deaths = sum(1 for ch in s.characters.values() if ch.dead)
    if not rec.won:
        rec.missing = win_gaps(game)
    return rec


def win_gaps(game: Game) -> list[str]:
    """For each last step to a win (``plan.win_routes``), what still fails at the end of the game, as
    ``"<section>: <condition>"`` (and ``"<section>: location N on the map"`` when its card is not placed)."""
    s = game.state
    living = [c for c in s.order if not s.characters[c].dead] or list(s.order)
    out: list[str] = []
    for sid, conditions in win_routes(game.catalog):
        out.extend(f"{sid}: {cond}" for cond in conditions if not any(holds(s, c, [], cond) for c in living))
        where = game.catalog.journal[sid].location
        if where is not None and str(where) not in s.locations:
            out.append(f"{sid}: location {where} on the map")
    return sorted(set(out))


def _record_encounter(catalog: Catalog, rec: GameRecord, enemies: list[str] | None, won: bool) -> None:
    enemy = catalog.enemies.get(enemies[0]) if enemies else None
    if enemy is None:
        rec.encounters.append(("unknown", "?", won))
    else:
        rec.encounters.append((enemy.colour, f"{enemy.level}{' Guardian' if enemy.guardian else ''}", won))


# ------------------------------------------------------------------ many games


_WORKER: dict[str, object] = {}


def _init_worker(catalog: Catalog, settings: dict[str, int | str]) -> None:
    _WORKER["catalog"] = catalog
    _WORKER["plan"] = build_plan(catalog)
    _WORKER["settings"] = settings


def _play_one(index: int) -> GameRecord:
    catalog = _WORKER["catalog"]
    plan = _WORKER["plan"]
    settings = _WORKER["settings"]
    assert isinstance(catalog, Catalog) and isinstance(plan, ChapterPlan) and isinstance(settings, dict)
    return play_game(
        catalog,
        str(settings["bot"]),
        index,
        players=int(settings["players"]),
        seed=int(settings["seed"]),
        max_days=int(settings["max_days"]),
        max_steps=int(settings["max_steps"]),
        mercy=int(settings["mercy"]),
        plan=plan,
    )


def run_games(
    catalog: Catalog,
    bot: str,
    games: int,
    *,
    players: int = 1,
    seed: int = 1,
    max_days: int = 60,
    max_steps: int = 20_000,
    mercy: int = 0,
    jobs: int = 1,
    progress: bool = False,
) -> list[GameRecord]:
    """Play ``games`` games (in ``jobs`` processes when > 1); records come back in game order."""
    settings: dict[str, int | str] = {
        "bot": bot,
        "players": players,
        "seed": seed,
        "max_days": max_days,
        "max_steps": max_steps,
        "mercy": mercy,
    }
    characters_for(catalog, 0, players)  # raises for too many players before any work starts
    step = max(1, games // 10)
    records: list[GameRecord] = []

    def report(done: int) -> None:
        if progress and (done % step == 0 or done == games):
            print(f"  {done}/{games} games", file=sys.stderr, flush=True)

    if jobs <= 1 or games < 4:
        _init_worker(catalog, settings)
        for i in range(games):
            records.append(_play_one(i))
            report(len(records))
    else:
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(jobs, initializer=_init_worker, initargs=(catalog, settings)) as pool:
            for rec in pool.imap_unordered(_play_one, range(games), chunksize=max(1, games // (jobs * 8))):
                records.append(rec)
                report(len(records))
    records.sort(key=lambda r: r.index)
    return records


# ------------------------------------------------------------------ the report


def _pct(n: int, total: int) -> str:
    return f"{100.0 * n / total:.1f}%" if total else "n/a"


def _listing(names: list[str], limit: int = 200) -> str:
    if not names:
        return "none"
    shown = ", ".join(f"`{n}`" for n in names[:limit])
    return shown + (f" … and {len(names) - limit} more" if len(names) > limit else "")


def _days(values: list[int]) -> str:
    if not values:
        return "n/a"
    return (
        f"mean {statistics.mean(values):.1f}, median {statistics.median(values):g}, "
        f"min {min(values)}, max {max(values)}"
    )


def _gates(catalog: Catalog, records: list[GameRecord], never: set[str], visited: set[int]) -> list[str]:
    """For each never-reached section with a way in that play did reach: that way in and what guards it,
    flagging Statuses never marked, Items and Secrets never held in any game."""
    marked = set().union(*(r.statuses_marked for r in records)) if records else set()
    items = set().union(*(r.items for r in records)) if records else set()
    secrets = set().union(*(r.secrets for r in records)) if records else set()

    def note(cond: Condition) -> str:
        word, args = cond.word, cond.args
        flag = ""
        if word == "status" and not any(m == args[0] or m.startswith(args[0] + ".") for m in marked):
            flag = " (never marked in play)"
        elif (word == "has-item" and args[0] not in items) or (word == "has-secret" and args[0] not in secrets):
            flag = " (never obtained)"
        return f"`{cond}`{flag}"

    out: list[str] = []
    for sid in sorted(never):
        ways: list[str] = []
        for pid, parent in sorted(catalog.journal.items()):
            if pid in never:
                continue
            for i, option in enumerate(parent.options, start=1):
                if option.goto == sid or any(e.word == "goto" and e.args[0] == sid for e in option.effects):
                    guard = [note(c) for c in option.conditions] + [f"`{c}`" for c in option.costs]
                    ways.append(f"`{pid}` option {i}" + (f" if {', '.join(guard)}" if guard else " (open)"))
        for number, loc in sorted(catalog.locations.items()):
            if number not in visited:
                continue
            if loc.dream == sid:
                ways.append(f"the Dream of {number}")
            if loc.nightmare == sid:
                ways.append(f"the Nightmare of {number} (Going Insane there at the End of the Day)")
        if ways:
            out.append(f"`{sid}` ← " + "; ".join(ways))
    return out


def report(catalog: Catalog, records: list[GameRecord], title: str) -> str:
    """The balance report as markdown (sections: outcomes, days, deaths and causes, Menhirs, encounters,
    journal, items, secrets, statuses static and in play, unfinished games)."""
    total = len(records)
    won = [r for r in records if r.won]
    lost = [r for r in records if not r.won and r.outcome != "unfinished"]
    unfinished = [r for r in records if r.outcome == "unfinished"]
    lines = [f"### {title}", ""]
    lines += ["#### Outcomes", ""]
    lines.append(
        f"- games: {total}; won: {len(won)} ({_pct(len(won), total)}); lost: {len(lost)}; unfinished: {len(unfinished)}"
    )
    endings = Counter(r.outcome for r in records)
    for outcome, n in sorted(endings.items()):
        lines.append(f"  - `{outcome}`: {n} ({_pct(n, total)})")
    by_char: dict[str, list[bool]] = {}
    for r in records:
        by_char.setdefault(r.characters[0], []).append(r.won)
    lines.append(
        "- win rate by first character: " + ", ".join(f"{c} {_pct(sum(v), len(v))}" for c, v in sorted(by_char.items()))
    )
    mercies = [r for r in records if r.mercies]
    if mercies:
        lines.append(
            f"- games that took the Allmother's Mercy: {len(mercies)}; won after it: {sum(r.won for r in mercies)}"
        )
    lines += ["", "#### Days to finish", ""]
    lines.append(f"- won games: {_days([r.days for r in won])}")
    lines.append(f"- lost games (day of the loss): {_days([r.days for r in lost])}")
    lines += ["", "#### Deaths and causes of loss", ""]
    lines.append(f"- character deaths: {sum(r.deaths for r in records)} in {sum(1 for r in records if r.deaths)} games")
    causes = Counter(r.cause or r.outcome for r in lost)
    for cause, n in causes.most_common():
        lines.append(f"  - {cause}: {n}")
    gaps = Counter(m for r in records if not r.won for m in r.missing)
    if gaps:
        lines.append(
            f"- what the {total - len(won)} games not won lacked at their end, by last step to a win "
            "(section: condition not met):"
        )
        for gap, n in sorted(gaps.items()):
            lines.append(f"  - `{gap}`: {n}")
    lines += ["", "#### Menhirs lost", ""]
    menhirs = [r.menhirs_lost for r in records]
    lines.append(
        f"- Menhirs gone dark: {sum(menhirs)} in all, {statistics.mean(menhirs) if menhirs else 0:.2f} a game; "
        f"games losing at least one: {sum(1 for m in menhirs if m)}"
    )
    if records:
        lines.append(
            f"- Menhir activations: {statistics.mean(r.activations for r in records):.2f} a game; Magic a game: "
            f"gained {statistics.mean(r.magic_gained for r in records):.2f}, spent on Menhirs "
            f"{statistics.mean(r.magic_menhirs for r in records):.2f}, spent otherwise "
            f"{statistics.mean(r.magic_other for r in records):.2f}"
        )
    lines += [
        "",
        "#### Encounters by colour and level",
        "",
        "| colour | level | fought | won | won % |",
        "| --- | --- | --- | --- | --- |",
    ]
    fights: dict[tuple[str, str], list[bool]] = {}
    for r in records:
        for colour, level, ok in r.encounters:
            fights.setdefault((colour, level), []).append(ok)
    for (colour, level), results in sorted(fights.items()):
        lines.append(f"| {colour} | {level} | {len(results)} | {sum(results)} | {_pct(sum(results), len(results))} |")
    if not fights:
        lines.append("| none | | 0 | 0 | n/a |")
    seen_sections = set().union(*(r.sections for r in records)) if records else set()
    never = sorted(set(catalog.journal) - seen_sections)
    lines += ["", "#### Journal sections never reached", ""]
    lines.append(f"- {len(never)} of {len(catalog.journal)}: {_listing(never)}")
    reads = Counter(sid for r in records for sid in r.sections)
    rare = sorted(sid for sid, n in reads.items() if n < max(2, total // 100) and sid in catalog.journal)
    lines.append(f"- reached, but in fewer than 1% of games: {len(rare)}: {_listing(rare)}")
    orphans = sorted(set(catalog.journal) - reachable_sections(catalog))
    lines.append(
        f"- of these, no option, `goto`, location entry, Dream, Nightmare or Mercy leads there at all "
        f"(static): {len(orphans)}: {_listing(orphans)}"
    )
    visited = set().union(*(r.visited for r in records)) if records else set()
    unvisited = sorted(str(n) for n in set(catalog.locations) - visited)
    lines.append(f"- locations never stood on: {len(unvisited)} of {len(catalog.locations)}: {_listing(unvisited)}")
    gates = _gates(catalog, records, set(never), visited)
    if gates:
        lines.append("- the way in to each section never reached whose way in was reached (the frontier):")
        lines.extend(f"  - {gate}" for gate in gates)
    items = set().union(*(r.items for r in records)) if records else set()
    lines += ["", "#### Items never obtained", ""]
    missing = sorted(set(catalog.items) - items)
    lines.append(f"- {len(missing)} of {len(catalog.items)}: {_listing(missing)}")
    held = Counter(i for r in records for i in r.items)
    rare_items = sorted(i for i, n in held.items() if n < max(2, total // 100) and i in catalog.items)
    lines.append(f"- obtained, but in fewer than 1% of games: {len(rare_items)}: {_listing(rare_items)}")
    secrets = set().union(*(r.secrets for r in records)) if records else set()
    missing_secrets = sorted(set(catalog.secrets) - secrets)
    lines.append(
        f"- Secrets never obtained: {len(missing_secrets)} of {len(catalog.secrets)}: {_listing(missing_secrets)}"
    )
    marked, read = statuses_set_and_read(catalog)
    static_unread = sorted(m for m in marked if not status_is_read(m, read))
    lines += ["", "#### Statuses set but never read", ""]
    lines.append(f"- in the catalog (static): {len(static_unread)} of {len(marked)}: {_listing(static_unread)}")
    marked_play = set().union(*(r.statuses_marked for r in records)) if records else set()
    read_play = set().union(*(r.statuses_read for r in records)) if records else set()
    play_unread = sorted(m for m in marked_play if not status_is_read(m, read_play))
    lines.append(
        f"- in play (marked in some game, no condition on it ever met in a section read or at a location "
        f"action): {len(play_unread)} of {len(marked_play)}: {_listing(play_unread)}"
    )
    never_marked = sorted(m for m in marked if m not in marked_play)
    lines.append(f"- marked in the catalog but never in play: {len(never_marked)}: {_listing(never_marked)}")
    lines += ["", "#### Unfinished games", ""]
    lines.append(f"- {len(unfinished)} of {total}")
    reasons = Counter(r.unfinished for r in unfinished)
    for reason, n in reasons.most_common():
        lines.append(f"  - {reason}: {n}")
    if unfinished:
        lines.append(
            "- seeds: " + ", ".join(str(r.seed) for r in unfinished[:20]) + (" …" if len(unfinished) > 20 else "")
        )
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    from grail_desktop.cli.play import load

    if args.games < 1:
        print("grail-desktop simulate: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        catalog = load(args.campaign)
    except Exception as exc:  # the catalog's ContentError lists every problem
        print(f"grail-desktop simulate: cannot load campaign '{args.campaign}':\n{exc}", file=sys.stderr)
        return 2
    jobs = args.jobs if args.jobs > 0 else (os.cpu_count() or 1)
    try:
        records = run_games(
            catalog,
            args.bot,
            args.games,
            players=args.players,
            seed=args.seed,
            max_days=args.max_days,
            max_steps=args.max_steps,
            mercy=args.mercy,
            jobs=jobs,
            progress=True,
        )
    except ValueError as exc:
        print(f"grail-desktop simulate: {exc}", file=sys.stderr)
        return 2
    today = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    title = (
        f"{args.bot} bot, {args.players} player{'s' if args.players > 1 else ''}, {args.games} games "
        f"({catalog.campaign.id} {catalog.campaign.version}, seed {args.seed}, max {args.max_days} days, {today})"
    )
    text = report(catalog, records, title)
    print(text)
    if args.report is not None:
        try:
            args.report.write_text(text, encoding="utf-8")
        except OSError as exc:
            print(f"grail-desktop simulate: cannot write {args.report}: {exc}", file=sys.stderr)
            return 1
    return 0
