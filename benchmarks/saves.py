"""Save-sheet speed against the TOML libraries underneath, measured in the same run (issue 6 "Done when").

Prints the load time of a late-game save against ``tomllib.loads`` of the same text (target ratio <= 1.3)
and the save time against ``tomli_w.dumps`` of the same table (target <= 1.5). Load means text to a checked,
playable ``Game``; the engine's undo snapshot of the loaded state (``Game(undo=True)`` clones the state) is
printed on its own line, as it is the engine's cost, not the sheet's. Uses the shipped campaign when
it loads, else the small test campaign built in code (tests/saves/save_fixtures.py).

    python benchmarks/saves.py [--repeat N]
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

import tomli_w

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "saves"))

from grail_desktop.engine.defs import Catalog  # noqa: E402
from grail_desktop.engine.game import Game, new_game  # noqa: E402
from grail_desktop.engine.rng import Rng  # noqa: E402
from grail_desktop.saves import END_MARKER, dumps, loads  # noqa: E402
from grail_desktop.saves.sheet import state_to_table  # noqa: E402

WHEN = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)


def _catalog() -> tuple[Catalog, str]:
    try:
        from grail_desktop.catalog import load_campaign

        return load_campaign("ynys-wen"), "ynys-wen"
    except Exception:
        from save_fixtures import build_catalog

        return build_catalog(), "test-pack (code-built)"


def late_game(catalog: Catalog, steps: int = 3000) -> Game:
    """A four-character game (or as many as the pack has) played with random legal actions; the save with
    the longest sheet seen is kept (most map, cards moved, log)."""
    characters = sorted(catalog.characters)[:4]
    best: Game | None = None
    best_len = 0
    for seed in range(6):
        game = new_game(catalog, characters, seed, undo=False)
        picker = Rng.from_seed(seed)
        for _ in range(steps):
            legal = game.legal_actions()
            if not legal or game.state.phase == "over":
                break
            game.apply(legal[picker.below(len(legal))])
            if game.state.phase != "over":
                size = len(dumps(game, saved_at=WHEN))
                if size > best_len:
                    best, best_len = loads(dumps(game, saved_at=WHEN), catalog), size
    assert best is not None
    return best


def paired(baseline: Callable[[], object], subject: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Best time of each, measured alternately so both see the same machine load (other processes)."""
    base, subj = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        baseline()
        middle = time.perf_counter()
        subject()
        end = time.perf_counter()
        base.append(middle - start)
        subj.append(end - middle)
    return min(base), min(subj)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=60)
    args = parser.parse_args()
    catalog, pack = _catalog()
    game = late_game(catalog)
    text = dumps(game, saved_at=WHEN)
    table = state_to_table(game.state, catalog, WHEN)
    s = game.state
    print(
        f"pack: {pack}; day {s.day}, {len(s.characters)} characters, {len(s.locations)} locations, "
        f"{len(text) / 1024:.1f} KiB sheet"
    )

    t_toml_load, t_load = paired(lambda: tomllib.loads(text), lambda: loads(text, catalog, undo=False), args.repeat)
    _, t_load_undo = paired(lambda: tomllib.loads(text), lambda: loads(text, catalog), args.repeat)
    t_toml_dump, t_dump = paired(
        lambda: tomli_w.dumps(table) + END_MARKER, lambda: dumps(game, saved_at=WHEN), args.repeat
    )
    load_ratio = t_load / t_toml_load
    dump_ratio = t_dump / t_toml_dump
    print(
        f"load  {t_load * 1e3:7.2f} ms  vs tomllib.loads {t_toml_load * 1e3:7.2f} ms  "
        f"ratio {load_ratio:.2f} (target <= 1.3) {'ok' if load_ratio <= 1.3 else 'OVER'}"
    )
    print(
        f"      with the engine's undo snapshot (Game(undo=True) clones the loaded state): "
        f"{t_load_undo * 1e3:.2f} ms, ratio {t_load_undo / t_toml_load:.2f}"
    )
    print(
        f"save  {t_dump * 1e3:7.2f} ms  vs tomli_w.dumps {t_toml_dump * 1e3:7.2f} ms  "
        f"ratio {dump_ratio:.2f} (target <= 1.5) {'ok' if dump_ratio <= 1.5 else 'OVER'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
