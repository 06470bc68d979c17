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
import sys
from pathlib import Path

import attrs

from grail_desktop.cli.balance_report import report
from grail_desktop.cli.bots import make_bot
from grail_desktop.cli.plan import (
    ChapterPlan,
    build_plan,
    status_reads,
    win_routes,
)
from grail_desktop.cli.reading import holds
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.actions import Choose, Fast
from grail_desktop.engine.defs import Catalog

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
    """What a character's Health ran out in: the encounter, the wyrdness, the last Menhir, hunger …"""
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
    if "EventRevealed" in kinds:
        return "the night or the morning's Event"
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
