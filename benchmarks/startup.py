"""Cold start of Grail Desktop against a bare PySide6 window, alternated in one run (issue 25).

Every run is a fresh process on the offscreen platform, bytecode compiled first. Three commands are measured
(wall time and peak RSS), interleaved:

* a bare PySide6 window: a QApplication and a shown 1280 × 800 QMainWindow, one event pass (Qt's own floor);
* ``grail-desktop`` up to its shown start screen (``GRAIL_DESKTOP_QUIT_AFTER_START=1`` makes it leave once the
  window's first frame is painted, closing the window as a player's quit does): the start a player waits for;
  target ratio ≤ 1.3. The CPU time is the whole process's, its exit included (the bare window's too);
* ``grail-desktop --smoke-test``: start screen, loading the bundled campaign (cached), a new game and a save
  written and read back — more work than a start, printed for reference.

``benchmarks/resume.py`` measures opening a late save the same way.

    python benchmarks/startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from runs import BARE, alternate, base_env, compile_bytecode, report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    compile_bytecode()
    with tempfile.TemporaryDirectory() as home:
        env = base_env(home)
        results = alternate(
            {
                "bare": ([sys.executable, "-c", BARE], env),
                "start": ([sys.executable, "-m", "grail_desktop"], dict(env, GRAIL_DESKTOP_QUIT_AFTER_START="1")),
                "smoke": ([sys.executable, "-m", "grail_desktop", "--smoke-test"], env),
            },
            args.runs,
        )
    bare = results["bare"]
    print(report("bare PySide6 window", bare, None))
    print(report("grail-desktop to the start screen", results["start"], bare, (1.3, None)))
    print(report("grail-desktop --smoke-test (ref.)", results["smoke"], bare))
    print(f"(medians of {args.runs} alternated runs, offscreen, bytecode compiled)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
