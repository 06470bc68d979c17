"""Random playouts of the rules engine against python-chess random games, in the same run (issue 25).

Each playout sets a game up (1–4 characters), then applies random legal actions (chosen by a seeded Rng)
until the game ends or the step budget runs out; with undo on, the Game keeps its undo snapshots as the app
does. The baseline is python-chess (the ``bench`` extra: ``pip install -e ".[bench]"``) playing random legal
moves the same way: list the legal moves, pick one, push it. Runs alternate (engine without undo, engine
with undo, chess) and the medians are compared; target: with undo ≥ 0.8× chess moves per second. Rates are
per second of this process's CPU time (``time.process_time``), which a busy shared machine does not skew; the
wall-clock ratio is printed beside it.

    python benchmarks/playouts.py [GAMES] [STEPS] [PACK] [--rounds N]   # defaults: 40 games, 300 steps, 5 rounds
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from grail_desktop.engine import new_game  # noqa: E402
from grail_desktop.engine.defs import Catalog  # noqa: E402
from grail_desktop.engine.rng import Rng  # noqa: E402


def load_catalog(pack: str | None) -> Catalog:
    """The shipped pack (or PACK); falls back to the engine tests' in-code catalog."""
    try:
        from grail_desktop.catalog import load_campaign

        catalog: Catalog = load_campaign(pack or "ynys-wen")
        return catalog
    except Exception as exc:  # the benchmark still runs without a pack
        print(f"(pack not loaded: {exc}; using the engine test catalog)")
        sys.path.insert(0, str(REPO / "tests" / "engine"))
        from engine_testkit import CATALOG

        return CATALOG


def playouts(catalog: Catalog, games: int, steps: int, *, undo: bool) -> tuple[int, float, float]:
    """Run the playouts; returns (actions applied, wall seconds, CPU seconds)."""
    ids = sorted(catalog.characters, key=lambda c: catalog.characters[c].number)
    total = 0
    start, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        game = new_game(catalog, ids[: 1 + seed % min(4, len(ids))], seed=seed, undo=undo)
        chooser = Rng.from_seed(seed + 10_000)
        for _ in range(steps):
            actions = game.legal_actions()
            if not actions:
                break
            game.apply(chooser.choice(actions))
            total += 1
    return total, time.perf_counter() - start, time.process_time() - cpu


def chess_playouts(games: int, steps: int) -> tuple[int, float, float]:
    """python-chess random playouts, the same shape as :func:`playouts`: for each game, list the legal moves,
    push a random one (chosen by the same seeded Rng), until the game ends or ``steps`` moves were made.
    Returns (moves made, wall seconds, CPU seconds). python-chess keeps a move stack, so every move can be
    popped (undo)."""
    import chess

    total = 0
    start, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        board = chess.Board()
        chooser = Rng.from_seed(seed + 10_000)
        for _ in range(steps):
            moves = list(board.legal_moves)
            if not moves or board.is_game_over(claim_draw=False):
                break
            board.push(chooser.choice(moves))
            total += 1
    return total, time.perf_counter() - start, time.process_time() - cpu


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--rounds")]
    rounds = next((int(a.split("=", 1)[1]) for a in sys.argv[1:] if a.startswith("--rounds=")), 5)
    games = int(args[0]) if len(args) > 0 else 40
    steps = int(args[1]) if len(args) > 1 else 300
    catalog = load_catalog(args[2] if len(args) > 2 else None)
    try:
        import chess  # noqa: F401
    except ImportError:
        print('python-chess is not installed: pip install -e ".[bench]"')
        return 2
    rates: dict[str, tuple[list[float], list[float]]] = {"plain": ([], []), "undo": ([], []), "chess": ([], [])}
    counts: dict[str, int] = {}
    for _ in range(rounds):
        for name, (wall_rates, cpu_rates) in rates.items():
            if name == "chess":
                done, wall, cpu = chess_playouts(games, steps)
            else:
                done, wall, cpu = playouts(catalog, games, steps, undo=name == "undo")
            wall_rates.append(done / wall)
            cpu_rates.append(done / cpu)
            counts[name] = done
    chess_wall, chess_cpu = (statistics.median(x) for x in rates["chess"])
    print(f"python-chess random moves      : {chess_cpu:9,.0f} moves/s of CPU ({counts['chess']} moves a round)")
    rows = (("plain", "no undo snapshots  ", ""), ("undo", "with undo snapshots", " (target >= 0.80)"))
    for name, label, target in rows:
        wall, cpu = (statistics.median(x) for x in rates[name])
        print(
            f"engine {label}     : {cpu:9,.0f} actions/s of CPU ({counts[name]} a round)  "
            f"ratio {cpu / chess_cpu:.2f}{target} (wall {wall / chess_wall:.2f})"
        )
    print(f"(medians of {rounds} alternated rounds of {games} games × up to {steps} steps)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
