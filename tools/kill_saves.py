"""Kill saves at random moments and count what is lost (issue 17 "A kill during a save"; docs/saves.md
"Writing and backups").

Each trial lays out a complete set (a save and its five backups), starts a child process that saves over it
again and again, SIGKILLs it after a random delay, then checks that the save and every backup are present,
each a complete save that loads, newest first, and that the next save leaves a clean complete set. The save
is a real game of the shipped campaign when its pack loads, else the code-built test campaign. POSIX only.

    python tools/kill_saves.py [--trials 200] [--seed 1] [--max-delay 0.05]

Prints one line per failed trial and a summary line; exits 1 when any trial lost something.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "saves"))

import kill_harness  # noqa: E402

from grail_desktop.engine.defs import Catalog  # noqa: E402
from grail_desktop.saves import dump_state  # noqa: E402


def _save() -> tuple[str, Catalog, str]:
    """A save sheet, the catalog it loads with, and what it is."""
    try:
        from grail_desktop.catalog import load_campaign
        from grail_desktop.engine.game import new_game
        from grail_desktop.engine.rng import Rng

        catalog = load_campaign("ynys-wen")
        game = new_game(catalog, list(catalog.characters)[:2], seed=5, undo=False)
        chooser = Rng.from_seed(5)
        for _ in range(120):
            actions = game.legal_actions()
            if not actions:
                break
            game.apply(chooser.choice(actions))
        return dump_state(game.state, catalog), catalog, "ynys-wen, 120 random actions"
    except Exception:
        from save_fixtures import build_catalog, rich_state

        catalog = build_catalog()
        return dump_state(rich_state(catalog), catalog), catalog, "test-pack (code-built)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=0.05, help="seconds; kills land in 0 … this")
    args = parser.parse_args()
    text, catalog, what = _save()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="grail-kill-") as work:
        results = kill_harness.run(args.trials, Path(work), text, catalog, seed=args.seed, max_delay=args.max_delay)
    failed = [(n, problems) for n, problems in enumerate(results) if problems]
    for n, problems in failed:
        print(f"trial {n}: {'; '.join(problems)}")
    print(
        f"{len(results)} kills during saves ({what}, {len(text) // 1024} KiB sheet, seed {args.seed}): "
        f"{len(results) - len(failed)} left the save and all 5 backups complete, {len(failed)} lost something "
        f"({time.perf_counter() - start:.1f} s)"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
