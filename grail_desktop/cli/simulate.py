"""``grail-desktop simulate``: bot games and a balance report (issues 13 and 27; content-guide.md "Quality bar").

    grail-desktop simulate --bot greedy --games 500 --players 2 [--campaign ID_OR_PATH] [--seed S]
                           [--max-days D] [--max-steps N] [--mercy N] [--report FILE]
                           [--jobs J] [--backend auto|serial|processes|dask] [--scheduler tcp://HOST:PORT]
                           [--results FILE] [--sweep KEY=V1,V2 ...]
                           [--difficulty story|normal|hard] [--house-rule NAME ...]

Game ``i`` (0-based) is played with engine seed ``S + i`` and a bot ``random.Random`` seeded from
``(S, i)``, by the characters taken in Character Number order starting at the ``i``-th (so every character
plays). A game ends when the engine says so (``won <name>``, ``death``, ``failure``) or is *unfinished* when
it passes ``--max-days`` or ``--max-steps``. With ``--mercy N`` the bots take the Allmother's Mercy (S0) up to
N times after a death or failure; the restart plays on in the same record.

Games are tasks (``fanout``): on Dask when it is installed (a local cluster of ``--jobs`` workers, or the
cluster at ``--scheduler``), else in ``--jobs`` local processes; the report is the same for any backend and
any number of workers. ``--results FILE`` keeps every finished game, so a stopped run resumes where it was;
Ctrl+C prints (and writes) the report of the games finished so far, saying how many it holds. ``--sweep``
plays every combination of the values given (``--sweep players=1,2,4 --sweep mercy=0,1``); ``difficulty`` and
``house`` (``none``, a house rule, or several joined with ``+``) are sweep keys too (issue 23).
"""

from __future__ import annotations

import argparse
import datetime
import random
import sys
import typing
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs
import cattrs

from grail_desktop.app.i18n import tr
from grail_desktop.cli.balance_report import report, sweep_report
from grail_desktop.cli.bots import Bot, GreedyBot, make_bot
from grail_desktop.cli.fanout import BACKENDS, FanoutError, effective_backend, run_tasks
from grail_desktop.cli.plan import (
    ChapterPlan,
    build_plan,
    status_reads,
    win_routes,
)
from grail_desktop.cli.reading import holds
from grail_desktop.cli.run_log import RunLogError, run_logged_cells
from grail_desktop.cli.run_log import parse_sweep as generic_parse_sweep
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.actions import Choose, Fast, NextChapter
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.difficulty import DEFAULT_DIFFICULTY, DIFFICULTIES, HOUSE_RULES, unknown_setup

BOTS: tuple[str, ...] = ("random", "greedy")


def add_setup_arguments(parser: argparse.ArgumentParser) -> None:
    """``--difficulty`` and ``--house-rule NAME`` (repeatable), shared by ``play`` and ``simulate``."""
    parser.add_argument(
        "--difficulty", choices=DIFFICULTIES, default=DEFAULT_DIFFICULTY, help=tr("story, normal or hard (normal)")
    )
    parser.add_argument(
        "--house-rule",
        action="append",
        choices=tuple(HOUSE_RULES),
        default=[],
        metavar="NAME",
        help=tr("turn on a house rule ({names}); repeat for several").format(names=", ".join(HOUSE_RULES)),
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bot", choices=BOTS, default="greedy", help=tr("random or greedy (default greedy)"))
    parser.add_argument("--games", type=int, default=100, metavar="N", help=tr("number of games (default 100)"))
    parser.add_argument(
        "--players", type=int, default=1, choices=(1, 2, 3, 4), metavar="K", help=tr("characters (1-4)")
    )
    parser.add_argument("--campaign", default="ynys-wen", metavar="ID_OR_PATH", help=tr("pack folder or bundled id"))
    parser.add_argument("--seed", type=int, default=1, metavar="S", help=tr("seed of game 0 (default 1)"))
    parser.add_argument("--max-days", type=int, default=60, metavar="D", help=tr("unfinished after this day (60)"))
    parser.add_argument("--max-steps", type=int, default=20_000, metavar="N", help=tr("unfinished after N actions"))
    parser.add_argument(
        "--mercy", type=int, default=0, metavar="N", help=tr("take the Allmother's Mercy up to N times a game (0)")
    )
    parser.add_argument(
        "--chapters",
        default="1",
        metavar="1-N",
        help=tr("play a won chapter on into the next, up to chapter N (1-2: Chapter I, then Chapter II from its wins)"),
    )
    add_setup_arguments(parser)
    parser.add_argument("--jobs", type=int, default=0, metavar="J", help=tr("workers (default: one per core)"))
    parser.add_argument(
        "--backend",
        choices=BACKENDS,
        default="auto",
        help=tr("where games run: Dask when installed (auto), local processes, or serial in this process"),
    )
    parser.add_argument(
        "--scheduler",
        metavar="tcp://HOST:PORT",
        help=tr("run on this Dask cluster (default: $DASK_SCHEDULER_ADDRESS, else a local cluster)"),
    )
    parser.add_argument(
        "--sweep",
        action="append",
        metavar="KEY=V1,V2",
        help=tr("vary an option ({names}); repeat for a grid; one report with a table per cell").format(
            names=", ".join(SWEEPABLE)
        ),
    )
    parser.add_argument(
        "--results", type=Path, metavar="FILE", help=tr("keep each finished game here; run again to resume the run")
    )
    parser.add_argument("--report", type=Path, metavar="FILE", help=tr("also write the report (markdown) here"))


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
    #: the chapter this record is of, and the records of the chapters played on from this one's win
    chapter: int = 1
    later: list[GameRecord] = attrs.field(factory=list)

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


def start_game(
    catalog: Catalog,
    bot_kind: str,
    index: int,
    *,
    players: int,
    seed: int,
    difficulty: str = "normal",
    house_rules: Sequence[str] = (),
    plan: ChapterPlan | None = None,
) -> tuple[Game, Bot, GameRecord]:
    """Game ``index`` set up as ``play_game`` plays it (characters from ``index``, engine seed ``seed + index``,
    the bot's own seeded generator), with its first chapter's empty record. Raises SetupError for an unknown
    difficulty or house rule, ValueError for more players than characters."""
    chars = characters_for(catalog, index, players)
    game_seed = seed + index
    game = new_game(catalog, chars, seed=game_seed, undo=False, difficulty=difficulty, house_rules=list(house_rules))
    # the bot reads the catalog as this setup plays it (enemy Health, Menhir dials)
    bot = make_bot(bot_kind, random.Random(seed * 1_000_003 + index), game.catalog, plan)
    first = GameRecord(index=index, seed=game_seed, characters=chars, outcome="", days=1, steps=0)
    first.chapter = game.state.chapter
    return game, bot, first


def enter_next_chapter(game: Game, bot: Bot, first: GameRecord, plans: dict[int, ChapterPlan]) -> GameRecord:
    """``next-chapter`` with the same party (the game must offer it), the bot told of the chapter and its plan
    (``plans`` by chapter); returns the new chapter's empty record, also appended to ``first.later``."""
    game.apply(NextChapter())
    s = game.state
    if isinstance(bot, GreedyBot):
        bot.enter_chapter(s.chapter, plans.get(s.chapter))
    rec = GameRecord(index=first.index, seed=first.seed, characters=list(s.order), outcome="", days=1, steps=0)
    rec.chapter = s.chapter
    first.later.append(rec)
    return rec


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
    difficulty: str = "normal",
    house_rules: Sequence[str] = (),
    chapters: int = 1,
    plans: dict[int, ChapterPlan] | None = None,
    pools: str = "on",
) -> GameRecord:
    """Play game ``index`` to its end (or a cap) with one bot for every character; see the module docstring.

    With ``chapters`` > 1 a won chapter goes on into the next with the same party (``next-chapter``), up to that
    many chapters; each later chapter's record is in ``later`` (its days and steps counted from its own start).
    ``plans`` holds the chapter plans by chapter (``plan`` is the first's). ``difficulty`` and ``house_rules``
    set up the game (engine.difficulty); raises SetupError for unknown ones. ``pools`` ``off``: the greedy bot
    buys no Advancement Pool card after the first chapter."""
    game, bot, first = start_game(
        catalog, bot_kind, index, players=players, seed=seed, difficulty=difficulty, house_rules=house_rules, plan=plan
    )
    if isinstance(bot, GreedyBot):
        bot.later_pools = pools != "off"
    rec = first
    while True:
        _play_chapter(catalog, game, bot, rec, max_days=max_days, max_steps=max_steps, mercy=mercy)
        s = game.state
        if len(first.later) + 1 >= chapters or not rec.won or not s.pending or s.pending[0].kind != "next-chapter":
            return first
        rec = enter_next_chapter(game, bot, first, plans or {})


def _play_chapter(
    catalog: Catalog, game: Game, bot: Bot, rec: GameRecord, *, max_days: int, max_steps: int, mercy: int
) -> None:
    """Play the chapter in progress to its end (or a cap), filling ``rec``."""
    s = game.state
    dead_before = sum(1 for ch in s.characters.values() if ch.dead)
    open_enemies: list[str] | None = None
    dying_cause: dict[str, str] = {}
    action_reads: set[int] = set()
    while True:
        if s.phase == "over":
            offered = bool(s.pending) and s.pending[0].kind == "mercy"  # the difficulty may refuse it
            if rec.mercies >= mercy or s.outcome not in ("death", "failure") or not offered:
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
    rec.deaths = sum(1 for ch in s.characters.values() if ch.dead) - dead_before
    if not rec.won:
        rec.missing = win_gaps(game)


def win_gaps(game: Game) -> list[str]:
    """For each last step to a win (``plan.win_routes``), what still fails at the end of the game, as
    ``"<section>: <condition>"`` (and ``"<section>: location N on the map"`` when its card is not placed)."""
    s = game.state
    living = [c for c in s.order if not s.characters[c].dead] or list(s.order)
    out: list[str] = []
    for sid, conditions in win_routes(game.catalog, s.chapter):
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

#: options a ``--sweep`` may vary, with how to read one value of each
SWEEPABLE: dict[str, Callable[[str], object]] = {
    "players": int,
    "bot": str,
    "mercy": int,
    "max_days": int,
    "difficulty": str,
    "house": str,
    "pools": str,
}
#: ``--sweep house=`` value for no house rule; several rules in one cell are joined with ``+``
NO_HOUSE_RULES = "none"


def house_rules_of(value: str) -> tuple[str, ...]:
    """``"gentle-tax+long-light"`` → ``("gentle-tax", "long-light")``; ``"none"`` or ``""`` → ``()``."""
    if value in ("", NO_HOUSE_RULES):
        return ()
    return tuple(v.strip() for v in value.split("+") if v.strip())


@attrs.frozen
class Cell:
    """The settings of one cell of a run (a plain run has one cell; ``--sweep`` makes more)."""

    bot: str = "greedy"
    players: int = 1
    seed: int = 1
    max_days: int = 60
    max_steps: int = 20_000
    mercy: int = 0
    difficulty: str = "normal"
    #: house rules joined with ``+`` (``"gentle-tax+long-light"``), ``"none"`` for none
    house: str = NO_HOUSE_RULES
    #: how many chapters a game may play, from the first (``--chapters 1-2`` is 2)
    chapters: int = 1
    #: ``on``: the greedy bot buys Advancement Pool cards as it likes; ``off``: none after the first chapter (to
    #: show what the pools are worth in a later chapter, issue 24)
    pools: str = "on"

    def label(self, keys: Sequence[str]) -> str:
        """``players=2, bot=greedy`` for the swept ``keys``."""
        return ", ".join(f"{k}={getattr(self, k)}" for k in keys)


_PLANS: dict[tuple[int, int], tuple[Catalog, ChapterPlan]] = {}


def _plan_for(catalog: Catalog, chapter: int | None = None) -> ChapterPlan:
    """The plan of ``chapter`` (the first when None) of ``catalog``, built once per process (a worker holds
    one shipped catalog)."""
    number = chapter if chapter is not None else (catalog.campaign.chapters or (1,))[0]
    held = _PLANS.get((id(catalog), number))
    if held is None or held[0] is not catalog:
        held = (catalog, build_plan(catalog, number))
        _PLANS[(id(catalog), number)] = held
    return held[1]


def play_task(payload: tuple[Catalog, tuple[Cell, ...], int], index: int) -> GameRecord:
    """One game as a fan-out task: ``index`` = cell × games + game (see ``fanout``)."""
    catalog, cells, games = payload
    cell = cells[index // games]
    return play_game(
        catalog,
        cell.bot,
        index % games,
        players=cell.players,
        seed=cell.seed,
        max_days=cell.max_days,
        max_steps=cell.max_steps,
        mercy=cell.mercy,
        plan=_plan_for(catalog),
        difficulty=cell.difficulty,
        house_rules=house_rules_of(cell.house),
        chapters=cell.chapters,
        pools=cell.pools,
        plans={n: _plan_for(catalog, n) for n in catalog.campaign.chapters[: cell.chapters]},
    )


#: Run records, and anything holding them, as plain JSON data (sets as sorted lists); tools/chapter2_pools.py
#: keeps its pairs of records with it too.
RECORDS = cattrs.Converter()


def _is_set(kind: Any) -> bool:
    return bool(kind is set or typing.get_origin(kind) is set)


RECORDS.register_unstructure_hook_func(_is_set, sorted)


def record_to_raw(record: GameRecord) -> dict[str, Any]:
    """A record as plain JSON data (sets as sorted lists)."""
    raw: dict[str, Any] = RECORDS.unstructure(record)
    return raw


def record_from_raw(raw: dict[str, Any]) -> GameRecord:
    """The record back from ``record_to_raw``; raises cattrs' errors on data of another shape."""
    return RECORDS.structure(raw, GameRecord)


def run_cells(
    catalog: Catalog,
    cells: Sequence[Cell],
    games: int,
    *,
    backend: str = "serial",
    workers: int = 0,
    scheduler: str | None = None,
    done: dict[tuple[int, int], GameRecord] | None = None,
    on_record: Callable[[int, GameRecord], None] | None = None,
) -> list[list[GameRecord]]:
    """Play ``games`` games of every cell; records come back per cell in game order whatever the backend.

    ``done`` holds games already finished (``(cell, game)``, from a results file): they are not played
    again. ``on_record(cell, record)`` is called as each new game finishes. Raises ValueError for more
    players than characters, ``fanout.FanoutError`` when the backend cannot run; KeyboardInterrupt goes
    through once the workers are stopped (what finished was already handed to ``on_record``).
    """
    for cell in cells:
        characters_for(catalog, 0, cell.players)  # raises for too many players before any work starts
    results: dict[int, GameRecord] = {c * games + g: rec for (c, g), rec in (done or {}).items()}
    todo = [i for i in range(len(cells) * games) if i not in results]

    def finished(index: int, record: GameRecord) -> None:
        results[index] = record
        if on_record is not None:
            on_record(index // games, record)

    run_tasks(
        play_task,
        (catalog, tuple(cells), games),
        todo,
        backend=effective_backend(backend, scheduler, len(todo), workers),
        workers=workers,
        scheduler=scheduler,
        on_result=finished,
    )
    return [[results[c * games + g] for g in range(games)] for c in range(len(cells))]


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
    backend: str = "processes",
    scheduler: str | None = None,
) -> list[GameRecord]:
    """Play ``games`` games of one cell (in ``jobs`` workers when > 1); records come back in game order."""
    cell = Cell(bot=bot, players=players, seed=seed, max_days=max_days, max_steps=max_steps, mercy=mercy)
    if jobs <= 1 and scheduler is None:
        backend = "serial"
    (records,) = run_cells(catalog, [cell], games, backend=backend, workers=jobs, scheduler=scheduler)
    return records


def parse_sweep(specs: Sequence[str]) -> dict[str, list[object]]:
    """``["players=1,2,4", "bot=greedy,random"]`` → ``{"players": [1, 2, 4], "bot": ["greedy", "random"]}``.

    Raises ValueError naming the bad part (unknown key, empty or unreadable value, a key given twice)."""
    sweep = generic_parse_sweep(specs, SWEEPABLE)
    if "bot" in sweep and any(b not in BOTS for b in sweep["bot"]):
        raise ValueError(f"--sweep bot: bots are {', '.join(BOTS)}")
    if "players" in sweep and any(not 1 <= int(str(p)) <= 4 for p in sweep["players"]):
        raise ValueError("--sweep players: 1 to 4")
    for value in sweep.get("difficulty", []):
        if value not in DIFFICULTIES:
            raise ValueError(f"--sweep difficulty: levels are {', '.join(DIFFICULTIES)}")
    for value in sweep.get("house", []):
        problem = unknown_setup("normal", list(house_rules_of(str(value))))
        if problem is not None:
            raise ValueError(f"--sweep house: {problem}; '{NO_HOUSE_RULES}' for none, '+' joins several")
    return sweep


def parse_chapters(text: str, available: int) -> int:
    """``"1-2"`` → 2, ``"1"`` → 1: how many chapters a game plays, from the first. Raises ValueError for
    another start than 1, an end past the campaign's ``available`` chapters, or text that is not ``1-N``."""
    start, _, end = text.partition("-")
    try:
        first, last = int(start), int(end or start)
    except ValueError:
        raise ValueError(f"write 1-N (e.g. 1-2), not {text!r}") from None
    if first != 1:
        raise ValueError("games start at the first chapter: write 1-N")
    if not 1 <= last <= available:
        raise ValueError(f"the campaign has {available} chapter(s)")
    return last


def sweep_cells(base: Cell, sweep: dict[str, list[object]]) -> list[Cell]:
    """Every combination of the swept values over ``base``, the first key varying slowest."""
    cells = [base]
    for key, values in sweep.items():
        changes: list[dict[str, Any]] = [{key: value} for value in values]
        cells = [attrs.evolve(cell, **change) for cell in cells for change in changes]
    return cells


def run(args: argparse.Namespace) -> int:
    from grail_desktop.cli.play import load

    if args.games < 1:
        print(tr("grail-desktop simulate: --games must be at least 1"), file=sys.stderr)
        return 2
    try:
        sweep = parse_sweep(args.sweep or [])
    except ValueError as exc:
        print(f"grail-desktop simulate: {exc}", file=sys.stderr)
        return 2
    try:
        catalog = load(args.campaign)
    except Exception as exc:  # the catalog's ContentError lists every problem
        print(
            tr("grail-desktop simulate: cannot load campaign '{campaign}':").format(campaign=args.campaign)
            + f"\n{exc}",
            file=sys.stderr,
        )
        return 2
    try:
        chapters = parse_chapters(args.chapters, len(catalog.campaign.chapters))
    except ValueError as exc:
        print(f"grail-desktop simulate: --chapters: {exc}", file=sys.stderr)
        return 2
    base = Cell(
        chapters=chapters,
        bot=args.bot,
        players=args.players,
        seed=args.seed,
        max_days=args.max_days,
        max_steps=args.max_steps,
        mercy=args.mercy,
        difficulty=args.difficulty,
        house="+".join(args.house_rule) if args.house_rule else NO_HOUSE_RULES,
    )
    problem = unknown_setup(base.difficulty, list(house_rules_of(base.house)))
    if problem is not None:
        print(f"grail-desktop simulate: {problem}", file=sys.stderr)
        return 2
    cells = sweep_cells(base, sweep)
    header = {
        "campaign": catalog.campaign.id,
        "pack_version": catalog.campaign.version,
        "games": args.games,
        "cells": [attrs.asdict(c) for c in cells],
    }
    try:
        for cell in cells:
            characters_for(catalog, 0, cell.players)  # too many players: refused before any work starts
        by_cell, finished, interrupted = run_logged_cells(
            args,
            play_task,
            (catalog, tuple(cells), args.games),
            len(cells),
            header=header,
            to_raw=record_to_raw,
            from_raw=record_from_raw,
        )
    except (RunLogError, OSError, cattrs.BaseValidationError, ValueError, FanoutError) as exc:
        print(f"grail-desktop simulate: {exc}", file=sys.stderr)
        return 2
    total = len(cells) * args.games
    today = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    text = full_report(catalog, cells, by_cell, args.games, sweep, today)
    print(text)
    if interrupted:
        print(
            tr("grail-desktop simulate: stopped; the report holds {done} of {total} games").format(
                done=finished, total=total
            ),
            file=sys.stderr,
        )
    if args.report is not None:
        try:
            args.report.write_text(text, encoding="utf-8")
        except OSError as exc:
            print(
                tr("grail-desktop simulate: cannot write {path}: {problem}").format(path=args.report, problem=exc),
                file=sys.stderr,
            )
            return 1
    return 130 if interrupted else 0


def cell_title(catalog: Catalog, cell: Cell, games: int, when: str) -> str:
    """``greedy bot, 2 players, 500 games (ynys-wen 0.3.0, seed 1, max 60 days, DATE)``."""
    rules = f", house rules {cell.house}" if cell.house != NO_HOUSE_RULES else ""
    return (
        f"{cell.bot} bot, {cell.players} player{'s' if cell.players > 1 else ''}, {cell.difficulty}{rules}, "
        f"{games} games "
        f"({catalog.campaign.id} {catalog.campaign.version}, seed {cell.seed}, max {cell.max_days} days"
        f"{f', Mercy up to {cell.mercy}' if cell.mercy else ''}{f', {when}' if when else ''})"
    )


def full_report(
    catalog: Catalog,
    cells: Sequence[Cell],
    by_cell: Sequence[Sequence[GameRecord]],
    games: int,
    sweep: dict[str, list[object]],
    when: str,
) -> str:
    """The report of a run: one cell's balance report, or for a sweep a summary table (with each
    figure's spread) and every cell's report. A run with games missing says so at the top."""
    held = sum(len(r) for r in by_cell)
    total = len(cells) * games
    partial = f"**Partial report: {held} of {total} games finished.**\n\n" if held < total else ""
    if not sweep:
        if cells[0].chapters > 1:
            return partial + chapters_report(catalog, cells[0], list(by_cell[0]), games, when)
        return partial + report(catalog, list(by_cell[0]), cell_title(catalog, cells[0], games, when))
    if cells[0].chapters > 1:
        return partial + chapters_sweep_report(catalog, cells, by_cell, list(sweep), games, when)
    return partial + sweep_report(catalog, cells, by_cell, list(sweep), games, when)


def chapters_sweep_report(
    catalog: Catalog,
    cells: Sequence[Cell],
    by_cell: Sequence[Sequence[GameRecord]],
    keys: list[str],
    games: int,
    when: str,
) -> str:
    """A sweep of games played on through several chapters (issue 24): a sweep table per chapter, each later
    chapter's over every cell's games that won the chapter before and played on (so ``--sweep pools=on,off``
    compares Chapter II, not the Chapter I games both cells share). A cell that reached no later game is named
    without a table row."""
    from grail_desktop.engine.chapters import chapter_name

    order = list(catalog.campaign.chapters)
    parts = []
    for i in range(cells[0].chapters):
        name = chapter_name(catalog, order[i]) if i < len(order) else f"chapter {i + 1}"
        held = [chapter_records(records, i) for records in by_cell]
        reached = [k for k, records in enumerate(held) if records]
        heading = f"## {name}"
        if i > 0:
            heading += ": each cell's games played on from its wins of the chapter before"
        if not reached:
            parts.append(f"{heading}\n\nNo game reached this chapter.\n")
            continue
        missing = [cells[k].label(keys) for k in range(len(cells)) if k not in reached]
        note = f"No game reached this chapter in: {', '.join(missing)}.\n\n" if missing else ""
        table = sweep_report(catalog, [cells[k] for k in reached], [held[k] for k in reached], keys, games, when)
        parts.append(f"{heading}\n\n{note}{table}")
    return "\n".join(parts)


def chapter_records(records: Sequence[GameRecord], chapter_index: int) -> list[GameRecord]:
    """The records of the ``chapter_index``-th chapter played (0: the first) of every game that reached it."""
    if chapter_index == 0:
        return list(records)
    return [r.later[chapter_index - 1] for r in records if len(r.later) >= chapter_index]


def chapters_report(catalog: Catalog, cell: Cell, records: list[GameRecord], games: int, when: str) -> str:
    """One balance report per chapter (issue 24): the first over every game, each later one over the games
    that won the chapter before it and played on from that win, with the party that won it."""
    from grail_desktop.engine.chapters import chapter_name

    order = list(catalog.campaign.chapters)
    parts = []
    for i in range(cell.chapters):
        held = chapter_records(records, i)
        name = chapter_name(catalog, order[i]) if i < len(order) else f"chapter {i + 1}"
        if i == 0:
            heading = f"## {name}: {len(held)} games"
        else:
            before = len([r for r in chapter_records(records, i - 1) if r.won])
            heading = f"## {name}: {len(held)} games, played on from the {before} wins of the chapter before"
        if not held:
            parts.append(f"{heading}\n\nNo game reached this chapter.\n")
            continue
        parts.append(heading + "\n\n" + report(catalog, held, cell_title(catalog, cell, len(held), when)))
    return "\n".join(parts)
