"""``grail-desktop veil simulate --seats greedy,greedy --games N``: bot matches and a balance report.

Match ``i`` uses seed ``S + i`` and rotates both the factions and the bots' seats, so every faction plays
every seat and every bot plays every faction. The report (markdown) gives wins by faction, by seat and by bot
(ties share the win), the faction × seat matrix, VP by source, match length (actions, decisions) and battles.

Matches are fan-out tasks like the campaign's (issue 27, ``fanout``): on Dask when installed (``--jobs``
workers of a local cluster, or ``--scheduler``), else local processes; ``--results FILE`` resumes; Ctrl+C
reports what finished; ``--sweep seats=greedy+greedy,greedy+greedy+greedy --sweep mode=normal,long`` gives
one report with a row per cell and each cell's full report.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs
import cattrs

from grail_desktop.app.i18n import language, number, tr
from grail_desktop.app.veil.event_words import mode_phrase, vp_source_words
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.cli.fanout import BACKENDS, FanoutError
from grail_desktop.cli.run_log import RunLogError, run_logged_cells
from grail_desktop.cli.run_log import parse_sweep as generic_parse_sweep
from grail_desktop.engine.veil.bots import BOT_NAMES, BUDGETS, make_bot
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.saves.veil.sheet import parse_mode


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seats", default="greedy,greedy", help=tr("the bots, one per seat, e.g. search,greedy"))
    parser.add_argument("--games", type=int, default=20, help=tr("number of matches (default 20)"))
    parser.add_argument("--mode", default="normal", help=tr("mode words, e.g. long,deterministic"))
    parser.add_argument("--pack", default="saltcrown", help=tr("a Riven Veil pack folder or bundled id"))
    parser.add_argument("--seed", type=int, default=1, help=tr("seed of match 0"))
    parser.add_argument("--budget", default="quick", choices=tuple(BUDGETS), help=tr("search bot budget (quick)"))
    parser.add_argument("--report", type=Path, default=None, help=tr("also write the report here"))
    parser.add_argument("--jobs", type=int, default=0, metavar="J", help=tr("workers (default: one per core)"))
    parser.add_argument(
        "--backend", choices=BACKENDS, default="auto", help=tr("Dask when installed (auto), or as named")
    )
    parser.add_argument("--scheduler", metavar="tcp://HOST:PORT", help=tr("run on this Dask cluster"))
    parser.add_argument(
        "--results", type=Path, metavar="FILE", help=tr("keep each finished match here; resume from it")
    )
    parser.add_argument(
        "--sweep",
        action="append",
        metavar="KEY=V1,V2",
        help=tr("vary seats (bots joined by +), mode (words joined by +) or budget; one report, a row per cell"),
    )


@attrs.define
class Record:
    """One finished match."""

    factions: list[str]
    bots: list[str]
    winners: list[int]
    vp: list[int]
    sources: list[dict[str, int]]
    actions: int
    battles: int


def play_match(pack: VeilPack, factions: list[str], bots: list[str], mode: Mode, seed: int, budget: str) -> Record:
    """Play one bot match to its end."""
    game = VeilGame(pack, factions, mode, seed)
    players = [make_bot(b, pack, seed * 10 + k, budget) for k, b in enumerate(bots)]
    while not game.over:
        seat = game.to_act()[0]
        game.apply(players[seat].choose(game.view(seat), seat, game.legal_actions(seat)))
    s = game.state
    return Record(
        factions,
        bots,
        s.winners,
        [p.vp for p in s.players],
        [dict(p.vp_from) for p in s.players],
        len(game.log),
        s.battles,
    )


def lineup(pack: VeilPack, bots: list[str], i: int) -> tuple[list[str], list[str]]:
    """Factions and bots of match ``i``: factions rotate by match, bots rotate by seat every full faction cycle."""
    ids = list(pack.factions)
    n = len(bots)
    start = i % len(ids)
    factions = [
        ids[(start + k * (1 if n == len(ids) else 1 + (i // len(ids)) % (len(ids) - 1))) % len(ids)] for k in range(n)
    ]
    if len(set(factions)) < n:
        factions = [ids[(start + k) % len(ids)] for k in range(n)]
    shift = (i // len(ids)) % n
    return factions, [bots[(k + shift) % n] for k in range(n)]


def report(records: list[Record], pack: VeilPack, mode: Mode, seconds: float) -> str:
    """The balance report in markdown."""
    n = len(records)
    by_faction: dict[str, float] = dict.fromkeys(pack.factions, 0.0)
    played_faction: Counter[str] = Counter()
    by_seat: dict[int, float] = {}
    by_bot: dict[str, float] = {}
    played_bot: Counter[str] = Counter()
    bot_matches: Counter[str] = Counter()
    sources: Counter[str] = Counter()
    for r in records:
        share = 1 / len(r.winners)
        bot_matches.update(set(r.bots))
        for k, f in enumerate(r.factions):
            played_faction[f] += 1
            played_bot[r.bots[k]] += 1
        for w in r.winners:
            by_faction[r.factions[w]] += share
            by_seat[w] = by_seat.get(w, 0.0) + share
            by_bot[r.bots[w]] = by_bot.get(r.bots[w], 0.0) + share
        for vp_by in r.sources:
            sources.update(vp_by)
    seats = len(records[0].factions) if records else 0
    lines = [
        tr("# Riven Veil balance report: {n} matches, {seats} seats, {mode} ({pack} {version})").format(
            n=n,
            seats=seats,
            mode=mode if language() == "en" else mode_phrase(mode.words()),
            pack=pack.name,
            version=pack.version,
        ),
        "",
        tr("Bots by seat: {bots} (rotated); {seconds} s.").format(
            bots=", ".join(records[0].bots) if records else "-", seconds=_num(seconds, 0)
        ),
        "",
        tr("| faction | matches | wins | share of all matches | share of its matches (fair: {fair}) |").format(
            fair=_pct(1 / max(seats, 1), 0)
        ),
        "|---|---|---|---|---|",
    ]
    for fac in pack.factions.values():
        if played_faction[fac.id]:
            won = by_faction[fac.id]
            played = played_faction[fac.id]
            lines.append(f"| {fac.name} | {played} | {_num(won, 1)} | {_pct(won / n)} | {_pct(won / played)} |")
    lines += ["", tr("| seat | wins | share |"), "|---|---|---|"]
    lines += [f"| {k + 1} | {_num(by_seat.get(k, 0), 1)} | {_pct(by_seat.get(k, 0) / n)} |" for k in range(seats)]
    lines += [
        "",
        tr("| bot | seats played | matches played | wins | share of those matches won |"),
        "|---|---|---|---|---|",
    ]
    for b in sorted(played_bot):
        won = by_bot.get(b, 0.0)
        lines.append(f"| {b} | {played_bot[b]} | {bot_matches[b]} | {_num(won, 1)} | {_pct(won / bot_matches[b])} |")
    total_vp = sum(sum(r.vp) for r in records) or 1
    lines += ["", tr("VP by source (all factions, all matches):"), "", tr("| source | VP | share |"), "|---|---|---|"]
    for src, v in sources.most_common():
        lines.append(f"| {_source(src)} | {v} | {_pct(v / total_vp)} |")
    if records:
        acts = sorted(r.actions for r in records)
        lines += [
            "",
            tr(
                "Match length: {mean} actions on average (min {low}, max {high}); battles: {battles} a match; "
                "winning VP: {vp} on average."
            ).format(
                mean=_num(sum(acts) / n, 0),
                low=acts[0],
                high=acts[-1],
                battles=_num(sum(r.battles for r in records) / n, 1),
                vp=_num(sum(max(r.vp) for r in records) / n, 1),
            ),
        ]
    return "\n".join(lines) + "\n"


@attrs.frozen
class VeilCell:
    """The settings of one cell of a run: the bots by seat, the mode words, the first seed, the search budget."""

    seats: tuple[str, ...] = ("greedy", "greedy")
    mode: str = "normal"
    seed: int = 1
    budget: str = "quick"

    def label(self, keys: Sequence[str]) -> str:
        """``seats=greedy+greedy, mode=long`` for the swept ``keys``."""
        shown = {"seats": "+".join(self.seats), "mode": self.mode, "budget": self.budget}
        return ", ".join(f"{k}={shown[k]}" for k in keys)


def match_task(payload: tuple[VeilPack, tuple[VeilCell, ...], int], index: int) -> Record:
    """One match as a fan-out task: ``index`` = cell × games + match."""
    pack, cells, games = payload
    cell = cells[index // games]
    i = index % games
    factions, seat_bots = lineup(pack, list(cell.seats), i)
    return play_match(pack, factions, seat_bots, parse_mode(cell.mode), cell.seed + i, cell.budget)


def _seats(value: str) -> tuple[str, ...]:
    bots = tuple(b.strip() for b in value.replace(",", "+").split("+") if b.strip())
    if any(b not in BOT_NAMES for b in bots):
        raise ValueError(f"bots are {', '.join(BOT_NAMES)}")
    if not 2 <= len(bots) <= 4:
        raise ValueError("2–4 seats")
    return bots


def _mode(value: str) -> str:
    words = value.replace("+", ",")
    parse_mode(words)  # raises ValueError for unknown words
    return words


def _budget(value: str) -> str:
    if value not in BUDGETS:
        raise ValueError(f"budgets are {', '.join(BUDGETS)}")
    return value


#: options a ``--sweep`` may vary, with how to read one value of each
SWEEPABLE: dict[str, Callable[[str], object]] = {"seats": _seats, "mode": _mode, "budget": _budget}


def parse_sweep(specs: Sequence[str]) -> dict[str, list[object]]:
    """``["seats=greedy+greedy,search+greedy"]`` → ``{"seats": [("greedy", "greedy"), ("search", "greedy")]}``.

    Raises ValueError naming the bad part (``run_log.parse_sweep``)."""
    return generic_parse_sweep(specs, SWEEPABLE)


def _num(value: float, decimals: int) -> str:
    """``value`` with ``decimals`` places: as before in English (the balance tools read it), the locale's way
    in another language."""
    return f"{value:.{decimals}f}" if language() == "en" else number(value, decimals)


def _pct(share: float, decimals: int = 1) -> str:
    """A share as a percentage: ``12.5%`` in English, ``12,5 %`` in German."""
    return f"{share:.{decimals}%}" if language() == "en" else number(share * 100, decimals) + "\u00a0%"


def _source(src: str) -> str:
    """A VP source's id (``favor``) as the report names it: the id in English, the words in another language."""
    return src if language() == "en" else vp_source_words(src)


def matrix(records: list[Record], pack: VeilPack) -> list[str]:
    """The faction × seat table: each cell is wins / matches of that faction in that seat (ties share)."""
    seats = max((len(r.factions) for r in records), default=0)
    played: Counter[tuple[str, int]] = Counter()
    won: dict[tuple[str, int], float] = {}
    for r in records:
        for k, f in enumerate(r.factions):
            played[(f, k)] += 1
            if k in r.winners:
                won[(f, k)] = won.get((f, k), 0.0) + 1 / len(r.winners)
    lines = [
        tr("| faction | ") + " | ".join(tr("seat {n}").format(n=k + 1) for k in range(seats)) + " |",
        "|---|" + "---|" * seats,
    ]
    for fac in pack.factions.values():
        cells = [
            f"{_num(won.get((fac.id, k), 0.0), 1)} / {played[(fac.id, k)]}" if played[(fac.id, k)] else "–"
            for k in range(seats)
        ]
        lines.append(f"| {fac.name} | " + " | ".join(cells) + " |")
    return lines


def _shares(records: list[Record], pack: VeilPack) -> list[float]:
    """Each faction's share of the matches it played that it won (ties share), for factions that played."""
    played: Counter[str] = Counter(f for r in records for f in r.factions)
    won: dict[str, float] = {}
    for r in records:
        for w in r.winners:
            won[r.factions[w]] = won.get(r.factions[w], 0.0) + 1 / len(r.winners)
    return [won.get(f, 0.0) / played[f] for f in pack.factions if played[f]]


def full_report(
    records_by_cell: list[list[Record]],
    cells: list[VeilCell],
    keys: list[str],
    pack: VeilPack,
    games: int,
    seconds: float,
) -> str:
    """One cell's report with its faction × seat matrix, or a sweep's summary (a row per cell with the
    spread of the faction shares) and every cell's report; headed with how many matches it holds when short."""
    held = sum(len(r) for r in records_by_cell)
    total = len(cells) * games
    out = [tr("**Partial report: {held} of {total} matches finished.**").format(held=held, total=total) + "\n"]
    out = out if held < total else []
    if keys:
        out += [
            tr("# Riven Veil sweep over {keys}: {cells} cells × {games} matches ({pack} {version})").format(
                keys=", ".join(keys), cells=len(cells), games=games, pack=pack.name, version=pack.version
            ),
            "",
            tr(
                "| cell | matches | best faction's share of its matches | worst | spread | winning VP (mean) "
                "| actions (mean) |"
            ),
            "|---|---|---|---|---|---|---|",
        ]
        for cell, records in zip(cells, records_by_cell, strict=True):
            shares = _shares(records, pack) or [0.0]
            vp = statistics.mean(max(r.vp) for r in records) if records else 0.0
            acts = statistics.mean(r.actions for r in records) if records else 0.0
            out.append(
                f"| {cell.label(keys)} | {len(records)} | {_pct(max(shares))} | {_pct(min(shares))} "
                f"| {_pct(max(shares) - min(shares))} | {_num(vp, 1)} | {_num(acts, 0)} |"
            )
        out.append("")
    for cell, records in zip(cells, records_by_cell, strict=True):
        if keys:
            out.append(f"## {cell.label(keys)}\n")
        out.append(report(records, pack, parse_mode(cell.mode), seconds).rstrip("\n"))
        head = tr("Wins by faction and seat (wins / matches; ties share the win):")
        out += ["", head, "", *matrix(records, pack), ""]
    return "\n".join(out).rstrip("\n") + "\n"


_RECORDS = cattrs.Converter()


def run(args: argparse.Namespace) -> int:
    try:
        pack = load_veil_pack(args.pack)
    except Exception as exc:  # the pack loader lists every problem
        print(
            tr("grail-desktop veil simulate: cannot load pack '{pack}':").format(pack=args.pack) + f"\n{exc}",
            file=sys.stderr,
        )
        return 2
    if args.games < 1:
        print(tr("grail-desktop veil simulate: --games must be at least 1"), file=sys.stderr)
        return 2
    try:
        base = VeilCell(seats=_seats(args.seats), mode=_mode(args.mode), seed=args.seed, budget=args.budget)
        sweep = parse_sweep(args.sweep or [])
    except ValueError as exc:
        print(f"grail-desktop veil simulate: {exc}", file=sys.stderr)
        return 2
    cells = [base]
    for key, values in sweep.items():
        changes: list[dict[str, Any]] = [{key: value} for value in values]
        cells = [attrs.evolve(cell, **change) for cell in cells for change in changes]
    header = {
        "pack": pack.id,
        "pack_version": pack.version,
        "games": args.games,
        "cells": [attrs.asdict(c) for c in cells],
    }
    start = time.perf_counter()
    try:
        by_cell, finished, stopped = run_logged_cells(
            args,
            match_task,
            (pack, tuple(cells), args.games),
            len(cells),
            header=header,
            to_raw=_RECORDS.unstructure,
            from_raw=lambda raw: _RECORDS.structure(raw, Record),
            unit="matches",
        )
    except (RunLogError, OSError, cattrs.BaseValidationError, FanoutError) as exc:
        print(f"grail-desktop veil simulate: {exc}", file=sys.stderr)
        return 2
    text = full_report(by_cell, cells, list(sweep), pack, args.games, time.perf_counter() - start)
    print(text, end="")
    if stopped:
        print(
            tr("grail-desktop veil simulate: stopped; the report holds {done} matches").format(done=finished),
            file=sys.stderr,
        )
    if args.report is not None:
        args.report.write_text(text, encoding="utf-8")
    return 130 if stopped else 0
