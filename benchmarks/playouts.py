"""Random playouts of the rules engine: actions per second next to a reference pure-Python workload.

Each playout sets a game up (1–4 characters), then applies random legal actions (chosen by a seeded Rng)
until the game ends or the step budget runs out. The reference workload (sorting and hashing small lists of
strings, plain dict work) is measured in the same run, so the printed ratio compares the engine with this
machine's pure-Python speed rather than with an absolute target (common brief: benchmarks print ratios).
Usage::

    python benchmarks/playouts.py [GAMES] [STEPS] [PACK]   # defaults: 40 games, 300 steps, the shipped pack
"""

from __future__ import annotations

import hashlib
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


def playouts(catalog: Catalog, games: int, steps: int, *, undo: bool) -> tuple[int, float]:
    """Run the playouts; returns (actions applied, seconds)."""
    ids = sorted(catalog.characters, key=lambda c: catalog.characters[c].number)
    total = 0
    start = time.perf_counter()
    for seed in range(games):
        game = new_game(catalog, ids[: 1 + seed % min(4, len(ids))], seed=seed, undo=undo)
        chooser = Rng.from_seed(seed + 10_000)
        for _ in range(steps):
            actions = game.legal_actions()
            if not actions:
                break
            game.apply(chooser.choice(actions))
            total += 1
    return total, time.perf_counter() - start


def reference(units: int) -> tuple[int, float]:
    """A fixed pure-Python workload of ``units`` small steps (list/dict/str work like the engine's)."""
    start = time.perf_counter()
    table: dict[str, int] = {}
    for i in range(units):
        words = [f"card-{(i * 7 + k) % 97}" for k in range(12)]
        words.sort()
        key = hashlib.blake2b("|".join(words).encode(), digest_size=8).hexdigest()
        table[key] = table.get(key, 0) + len(words)
        if len(table) > 512:
            table.clear()
    return units, time.perf_counter() - start


def main() -> int:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    catalog = load_catalog(sys.argv[3] if len(sys.argv) > 3 else None)
    ref_units, ref_seconds = reference(200_000)
    ref_rate = ref_units / ref_seconds
    for undo in (False, True):
        actions, seconds = playouts(catalog, games, steps, undo=undo)
        rate = actions / seconds
        label = "with undo snapshots" if undo else "no undo snapshots  "
        print(
            f"engine {label}: {actions} actions in {seconds:.2f} s = {rate:,.0f} actions/s; "
            f"reference {ref_rate:,.0f} units/s; ratio {rate / ref_rate:.4f} actions per reference unit"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
