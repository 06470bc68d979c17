"""Resume: ``grail-desktop SAVE`` with a late four-character save up to the interactive table, against a bare
PySide6 window, alternated in one run (issue 25).

The save is written first by ``benchmarks/late_save.py`` (a greedy bot, fixed seed, about 1,500 actions in),
so the figures are reproducible from a clean checkout. Every run is a fresh process on the offscreen
platform, bytecode compiled first, the pack cache written first (as an earlier session leaves it; a resume
writes it once its table is up). ``GRAIL_DESKTOP_QUIT_AFTER_START=1`` makes the app leave once the window's
first frame (the table) is painted. Targets: time ≤ 1.6×, peak RSS ≤ 1.4× the bare window. A resume without
the pack cache (the first after an install or a pack update) is printed for reference.

    python benchmarks/resume.py [--runs 11] [--save FILE]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from runs import BARE, alternate, base_env, compile_bytecode, report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--save", type=Path, help="use this save instead of writing the late save")
    args = parser.parse_args()
    compile_bytecode()
    with tempfile.TemporaryDirectory() as home:
        save = args.save
        if save is None:
            from late_save import late_game

            from grail_desktop.saves import save_game

            game, steps = late_game(1500, 3)
            save = Path(home) / "late.toml"
            save_game(game, save, keep=0)
            print(f"late save: day {game.state.day}, {steps} actions, {len(game.state.order)} characters")
        env = base_env(home)
        app_env = dict(env, GRAIL_DESKTOP_QUIT_AFTER_START="1")
        # A second home without the pack cache: the first resume after an install or a pack update (the app
        # writes the cache once that table is up, so later resumes read it).
        cold_home = Path(home) / "cold"
        cold_home.mkdir()
        cold_env = dict(app_env, GRAIL_DESKTOP_HOME=str(cold_home))
        # The pack cache of an earlier session, as bytecode compiled first: what every later resume finds.
        subprocess.run(
            [sys.executable, "-c", "from grail_desktop.catalog import load_campaign; load_campaign('ynys-wen')"],
            env=env,
            check=True,
        )
        results = alternate(
            {
                "bare": ([sys.executable, "-c", BARE], env),
                "resume": ([sys.executable, "-m", "grail_desktop", str(save)], app_env),
                "cold": ([sys.executable, "-m", "grail_desktop", str(save)], cold_env),
            },
            args.runs,
        )
    bare = results["bare"]
    print(report("bare PySide6 window", bare, None))
    print(report("grail-desktop SAVE to the table", results["resume"], bare, (1.6, 1.4)))
    print(report("the same without the pack cache", results["cold"], bare))
    print(f"(medians of {args.runs} alternated runs, offscreen, bytecode compiled)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
