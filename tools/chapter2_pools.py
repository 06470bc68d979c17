"""Chapter II with and without the Advancement Pools, on the same Chapter I wins (issue 24; docs/balance.md).

    python tools/chapter2_pools.py --games 400 --seed 201 [--jobs 2] [--results pairs.jsonl] [--report FILE]
                                   [--mercy 1] [--max-days 60] [--difficulty normal] [--campaign ID_OR_PATH]
                                   [--chapter-one DIR]

Game ``i`` plays Chapter I exactly as ``grail-desktop simulate --chapters 1-2`` plays it (the same engine seed ``S +
i``, bot seed and character, with ``simulate``'s own ``start_game``, ``_play_chapter`` and ``enter_next_chapter``).
When the greedy bot wins it, the game and the bot are copied at the completion and Chapter II is played twice from
that one start: once with the bot buying Advancement Pool cards as it does by default (``on``), once buying none
(``off``, what ``--sweep pools=off`` does). Each ``on`` game is the very game ``simulate --chapters 1-2`` plays; the
pairs make a game-by-game comparison, so the report gives both win rates with 95 % Wilson intervals and McNemar's
exact test on the starts won with one setting only. ``--results`` keeps every finished game (a stopped run resumes).

``--chapter-one DIR`` keeps each game's Chapter I end (its record and, when won, the game and the bot at the
completion, pickled with the catalogs left out) and plays a stored game's Chapter II from it instead of playing its
Chapter I again. It is for measuring a later chapter's change on the same starts: valid only while Chapter I plays
the same (its content, the bot and the engine unchanged since the store was filled); the catalogs are today's.
"""

from __future__ import annotations

import argparse
import copy
import math
import pickle
import sys
from pathlib import Path
from typing import Any

import attrs

from grail_desktop.cli.balance_report import wilson
from grail_desktop.cli.bots import Bot, GreedyBot
from grail_desktop.cli.play import load
from grail_desktop.cli.run_log import run_logged
from grail_desktop.cli.simulate import RECORDS, GameRecord, _plan_for, _play_chapter, enter_next_chapter, start_game
from grail_desktop.engine import Game
from grail_desktop.engine.core import Action
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.encounter.actions import Play

POOLS = ("on", "off")


@attrs.define
class Pair:
    """One game: its Chapter I record and, when Chapter I was won, Chapter II played from that completion with
    the pools on and off (``bought``: Advancement Pool cards the bot kept in Chapter II, by setting; ``plays``:
    Combat and Diplomacy cards it played in Chapter II's encounters, and ``own_plays`` those of them that are
    the chapter's own cards, its setup's ``pool_add``)."""

    index: int
    first: GameRecord
    second: dict[str, GameRecord] = attrs.field(factory=dict)
    bought: dict[str, int] = attrs.field(factory=dict)
    plays: dict[str, int] = attrs.field(factory=dict)
    own_plays: dict[str, int] = attrs.field(factory=dict)

    @property
    def paired(self) -> bool:
        return len(self.second) == len(POOLS)


@attrs.frozen
class Settings:
    seed: int = 1
    max_days: int = 60
    max_steps: int = 20_000
    mercy: int = 1
    difficulty: str = "normal"
    players: int = 1
    chapter_one: Path | None = None


class _Counting:
    """The bot, counting the cards it plays in encounters (``Play``) and how many of them are ``own``."""

    def __init__(self, bot: Bot, own: set[str]) -> None:
        self.bot, self.own, self.plays, self.own_plays = bot, own, 0, 0

    def choose(self, game: Game, legal: list[Action]) -> Action:
        action = self.bot.choose(game, legal)
        if isinstance(action, Play):
            self.plays += 1
            self.own_plays += action.card in self.own
        return action

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bot, name)


def _pool_cards(game: Game) -> int:
    return sum(len(c.combat_pool) + len(c.diplomacy_pool) for c in game.state.characters.values())


def play_pair(catalog: Catalog, index: int, settings: Settings) -> Pair:
    """Game ``index`` as ``simulate.play_game`` plays it, Chapter II twice from the same Chapter I completion."""
    game, bot, first = start_game(
        catalog,
        "greedy",
        index,
        players=settings.players,
        seed=settings.seed,
        difficulty=settings.difficulty,
        plan=_plan_for(catalog),
    )
    caps = {"max_days": settings.max_days, "max_steps": settings.max_steps, "mercy": settings.mercy}
    stored = _stored_path(settings, index)
    if stored is not None and stored.exists():
        first, kept = _load_chapter_one(stored, [catalog, game.pack, game.catalog])
        if kept is not None:
            game, bot = kept
    else:
        _play_chapter(catalog, game, bot, first, **caps)
        if stored is not None:
            _store_chapter_one(stored, [catalog, game.pack, game.catalog], first, (game, bot) if first.won else None)
    pair = Pair(index=index, first=first)
    s = game.state
    if not first.won or not s.pending or s.pending[0].kind != "next-chapter":
        return pair
    shared = {id(catalog): catalog, id(game.catalog): game.catalog}
    plans = {n: _plan_for(catalog, n) for n in catalog.campaign.chapters}
    for pools in POOLS:
        # game and bot copied together: the bot holds the game's exploration by identity
        g, b = copy.deepcopy((game, bot), dict(shared))
        assert isinstance(b, GreedyBot)
        b.later_pools = pools == "on"
        rec = enter_next_chapter(g, b, attrs.evolve(first, later=[]), plans)
        before = _pool_cards(g)
        own = {k for cards in catalog.chapters[rec.chapter].setup.pool_add.values() for k in cards}
        counting = _Counting(b, own)
        _play_chapter(catalog, g, counting, rec, **caps)
        pair.second[pools] = rec
        pair.bought[pools] = before - _pool_cards(g)
        pair.plays[pools], pair.own_plays[pools] = counting.plays, counting.own_plays
    return pair


def _stored_path(settings: Settings, index: int) -> Path | None:
    if settings.chapter_one is None:
        return None
    return settings.chapter_one / f"{settings.difficulty}-seed{settings.seed}-mercy{settings.mercy}-game{index}.pickle"


def _catalog_parts(catalogs: list[Catalog]) -> list[object]:
    """The catalogs and their fields, which a stored game refers to by place instead of holding a copy."""
    return [part for c in catalogs for part in (c, *(getattr(c, f.name) for f in attrs.fields(type(c))))]


def _store_chapter_one(path: Path, catalogs: list[Catalog], first: GameRecord, kept: tuple[Game, Bot] | None) -> None:
    places = {id(part): i for i, part in enumerate(_catalog_parts(catalogs))}

    class _Pickler(pickle.Pickler):
        def persistent_id(self, obj: object) -> int | None:
            return places.get(id(obj))

    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_suffix(".part")
    with part.open("wb") as out:
        _Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump((pair_to_raw(Pair(index=first.index, first=first)), kept))
    part.replace(path)


def _load_chapter_one(path: Path, catalogs: list[Catalog]) -> tuple[GameRecord, tuple[Game, Bot] | None]:
    parts = _catalog_parts(catalogs)

    class _Unpickler(pickle.Unpickler):
        def persistent_load(self, pid: Any) -> object:
            return parts[int(pid)]

    with path.open("rb") as src:
        raw, kept = _Unpickler(src).load()
    return pair_from_raw(raw).first, kept


def pair_task(payload: tuple[Catalog, Settings], index: int) -> Pair:
    """One game as a fan-out task (``fanout``)."""
    catalog, settings = payload
    return play_pair(catalog, index, settings)


def pair_to_raw(pair: Pair) -> dict[str, Any]:
    raw: dict[str, Any] = RECORDS.unstructure(pair)
    return raw


def pair_from_raw(raw: dict[str, Any]) -> Pair:
    return RECORDS.structure(raw, Pair)


def mcnemar_exact(only_first: int, only_second: int) -> float:
    """Two-sided exact McNemar p-value: the chance, were both settings equally good, of a split of the
    discordant pairs at least this uneven (binomial with p = 1/2)."""
    n = only_first + only_second
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(only_first, only_second) + 1)) / 2**n
    return float(min(1.0, 2 * tail))


def summary(pairs: list[Pair]) -> str:
    """The comparison as markdown: Chapter I, each setting's Chapter II, the pairs and the test."""
    won1 = [p for p in pairs if p.first.won]
    lo, hi = wilson(len(won1), len(pairs))
    lines = [
        f"Chapter I: {len(won1)} of {len(pairs)} won ({100 * len(won1) / max(1, len(pairs)):.1f} %, "
        f"95 % interval {100 * lo:.1f}–{100 * hi:.1f}).",
        "",
        "| pools in Chapter II | won | 95 % interval | winning day: earliest, median | pool cards kept a game "
        "| cards played: the chapter's own, of all |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    paired = [p for p in pairs if p.paired]
    for pools in POOLS:
        won = [p.second[pools] for p in paired if p.second[pools].won]
        lo, hi = wilson(len(won), len(paired))
        days = sorted(r.days for r in won)
        day = f"{days[0]}, {days[len(days) // 2]}" if days else "—"
        kept = sum(p.bought[pools] for p in paired) / max(1, len(paired))
        own = sum(p.own_plays.get(pools, 0) for p in paired)
        played = sum(p.plays.get(pools, 0) for p in paired)
        lines.append(
            f"| {pools} | {len(won)} of {len(paired)} ({100 * len(won) / max(1, len(paired)):.1f} %) | "
            f"{100 * lo:.1f}–{100 * hi:.1f} | {day} | {kept:.1f} | {own} of {played} |"
        )
    both = sum(1 for p in paired if p.second["on"].won and p.second["off"].won)
    only_on = sum(1 for p in paired if p.second["on"].won and not p.second["off"].won)
    only_off = sum(1 for p in paired if p.second["off"].won and not p.second["on"].won)
    lines += [
        "",
        f"Game by game ({len(paired)} starts): both won {both}, only with the pools {only_on}, only without "
        f"{only_off}, neither {len(paired) - both - only_on - only_off}; McNemar's exact test, two-sided: "
        f"p = {mcnemar_exact(only_on, only_off):.2g}.",
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--campaign", default="ynys-wen")
    parser.add_argument("--max-days", type=int, default=60)
    parser.add_argument("--max-steps", type=int, default=20_000)
    parser.add_argument("--mercy", type=int, default=1)
    parser.add_argument("--difficulty", default="normal")
    parser.add_argument("--jobs", type=int, default=0)
    parser.add_argument("--backend", default="processes", choices=("serial", "processes"))
    parser.add_argument("--results", type=Path)
    parser.add_argument("--report", type=Path)
    parser.add_argument("--chapter-one", type=Path, help="keep and reuse each game's Chapter I end here")
    args = parser.parse_args(argv)
    catalog = load(args.campaign)
    settings = Settings(
        seed=args.seed,
        max_days=args.max_days,
        max_steps=args.max_steps,
        mercy=args.mercy,
        difficulty=args.difficulty,
        chapter_one=args.chapter_one,
    )
    header = {
        "tool": "chapter2_pools",
        "campaign": catalog.campaign.id,
        "pack_version": catalog.campaign.version,
        "games": args.games,
        "settings": attrs.asdict(settings, value_serializer=lambda _i, _a, v: str(v) if isinstance(v, Path) else v),
    }
    finished, interrupted = run_logged(
        pair_task,
        (catalog, settings),
        1,
        args.games,
        backend=args.backend,
        workers=args.jobs,
        scheduler=None,
        results=args.results,
        header=header,
        to_raw=pair_to_raw,
        from_raw=pair_from_raw,
    )
    pairs = [finished[(0, g)] for g in range(args.games) if (0, g) in finished]
    text = summary(pairs)
    print(text)
    if args.report is not None:
        args.report.write_text(text, encoding="utf-8")
    return 130 if interrupted else 0


if __name__ == "__main__":
    sys.exit(main())
