"""``grail-desktop veil simulate --seats greedy,greedy --games N``: bot matches and a balance report.

Match ``i`` uses seed ``S + i`` and rotates both the factions and the bots' seats, so every faction plays
every seat and every bot plays every faction. The report (markdown) gives wins by faction, by seat and by bot
(ties share the win), VP by source, match length (actions, decisions) and battles.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

import attrs

from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.bots import BOT_NAMES, BUDGETS, make_bot
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.saves.veil.sheet import parse_mode


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seats", default="greedy,greedy", help="the bots, one per seat, e.g. search,greedy")
    parser.add_argument("--games", type=int, default=20, help="number of matches (default 20)")
    parser.add_argument("--mode", default="normal", help="mode words, e.g. long,deterministic")
    parser.add_argument("--pack", default="saltcrown", help="a Riven Veil pack folder or bundled id")
    parser.add_argument("--seed", type=int, default=1, help="seed of match 0")
    parser.add_argument("--budget", default="quick", choices=tuple(BUDGETS), help="search bot budget (quick)")
    parser.add_argument("--report", type=Path, default=None, help="also write the report here")


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
        f"# Riven Veil balance report: {n} matches, {seats} seats, {mode} ({pack.name} {pack.version})",
        "",
        f"Bots by seat: {', '.join(records[0].bots) if records else '-'} (rotated); {seconds:.0f} s.",
        "",
        f"| faction | matches | wins | share of all matches | share of its matches (fair: {1 / max(seats, 1):.0%}) |",
        "|---|---|---|---|---|",
    ]
    for fac in pack.factions.values():
        if played_faction[fac.id]:
            won = by_faction[fac.id]
            played = played_faction[fac.id]
            lines.append(f"| {fac.name} | {played} | {won:.1f} | {won / n:.1%} | {won / played:.1%} |")
    lines += ["", "| seat | wins | share |", "|---|---|---|"]
    lines += [f"| {k + 1} | {by_seat.get(k, 0):.1f} | {by_seat.get(k, 0) / n:.1%} |" for k in range(seats)]
    lines += [
        "",
        "| bot | seats played | matches played | wins | share of those matches won |",
        "|---|---|---|---|---|",
    ]
    for b in sorted(played_bot):
        won = by_bot.get(b, 0.0)
        lines.append(f"| {b} | {played_bot[b]} | {bot_matches[b]} | {won:.1f} | {won / bot_matches[b]:.1%} |")
    total_vp = sum(sum(r.vp) for r in records) or 1
    lines += ["", "VP by source (all factions, all matches):", "", "| source | VP | share |", "|---|---|---|"]
    for src, v in sources.most_common():
        lines.append(f"| {src} | {v} | {v / total_vp:.1%} |")
    if records:
        acts = sorted(r.actions for r in records)
        lines += [
            "",
            f"Match length: {sum(acts) / n:.0f} actions on average (min {acts[0]}, max {acts[-1]}); "
            f"battles: {sum(r.battles for r in records) / n:.1f} a match; "
            f"winning VP: {sum(max(r.vp) for r in records) / n:.1f} on average.",
        ]
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    pack = load_veil_pack(args.pack)
    bots = [b.strip() for b in args.seats.split(",")]
    if any(b not in BOT_NAMES for b in bots):
        print(f"simulate needs bots only ({', '.join(BOT_NAMES)})")
        return 2
    if not 2 <= len(bots) <= 4:
        print("2–4 seats")
        return 2
    mode = parse_mode(args.mode)
    start = time.perf_counter()
    records = []
    for i in range(args.games):
        factions, seat_bots = lineup(pack, bots, i)
        records.append(play_match(pack, factions, seat_bots, mode, args.seed + i, args.budget))
    text = report(records, pack, mode, time.perf_counter() - start)
    print(text, end="")
    if args.report is not None:
        args.report.write_text(text, encoding="utf-8")
    return 0
