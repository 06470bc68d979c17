"""Cold start of ``grail-desktop --smoke-test`` against a bare PySide6 window, alternated in one run.

Both are started as fresh processes with the offscreen platform; each builds and shows a main window and exits.
Prints both medians and the ratio (target ≤ 1.3: the app adds at most 30 % to Qt's own floor).

    python benchmarks/startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
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
    app_cmd = [sys.executable, "-m", "grail_desktop", "--smoke-test"]
    _time(bare_cmd, env)  # warm the OS file cache for both before measuring
    _time(app_cmd, env)
    bare: list[float] = []
    app: list[float] = []
    for _ in range(args.runs):
        bare.append(_time(bare_cmd, env))
        app.append(_time(app_cmd, env))
    bare_median, app_median = statistics.median(bare), statistics.median(app)
    print(f"bare PySide6 window : median {bare_median * 1000:7.1f} ms over {args.runs} runs")
    print(f"grail-desktop smoke : median {app_median * 1000:7.1f} ms over {args.runs} runs")
    print(f"ratio               : {app_median / bare_median:.2f} (target <= 1.30)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
