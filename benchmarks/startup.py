"""Cold start of Grail Desktop against a bare PySide6 window, alternated in one run.

Every run is a fresh process on the offscreen platform. Three commands are timed, interleaved:

* a bare PySide6 window, built, shown and closed (Qt's own floor);
* ``grail-desktop`` up to its shown start screen (``GRAIL_DESKTOP_QUIT_AFTER_START=1`` makes it leave at once):
  the start a player waits for; target ratio ≤ 1.3 (the app adds at most 30 % to Qt's floor);
* ``grail-desktop --smoke-test``: start screen, loading the bundled campaign (cached), a new game and a save
  written and read back — more work than a start, printed for reference.

    python benchmarks/startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = (
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication([])\n"
    "w = QMainWindow(); w.resize(1280, 800); w.show(); app.processEvents(); w.close()\n"
)


def _time(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    bare_cmd = [sys.executable, "-c", BARE]
    start_cmd = [sys.executable, "-m", "grail_desktop"]
    start_env = dict(env, GRAIL_DESKTOP_QUIT_AFTER_START="1")
    smoke_cmd = [sys.executable, "-m", "grail_desktop", "--smoke-test"]
    with tempfile.TemporaryDirectory() as home:
        env["GRAIL_DESKTOP_HOME"] = start_env["GRAIL_DESKTOP_HOME"] = home
        for cmd, cmd_env in ((bare_cmd, env), (start_cmd, start_env), (smoke_cmd, env)):
            _time(cmd, cmd_env)  # warm the OS file cache (and the campaign cache) before measuring
        bare: list[float] = []
        start: list[float] = []
        smoke: list[float] = []
        for _ in range(args.runs):
            bare.append(_time(bare_cmd, env))
            start.append(_time(start_cmd, start_env))
            smoke.append(_time(smoke_cmd, env))
    b, a, m = statistics.median(bare), statistics.median(start), statistics.median(smoke)
    print(f"bare PySide6 window          : median {b * 1000:7.1f} ms over {args.runs} runs")
    print(f"grail-desktop to start screen: median {a * 1000:7.1f} ms  ratio {a / b:.2f} (target <= 1.30)")
    print(f"grail-desktop --smoke-test   : median {m * 1000:7.1f} ms  ratio {m / b:.2f} (load, play, save: reference)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
