"""Shared helpers of the start-up and resume benchmarks: fresh processes, timed and measured, alternated.

Every command runs as a new process on the offscreen platform, with bytecode written and compiled first (the
app and PySide6 are imported from ``.pyc`` as an installed app would be). :func:`measure` returns the wall
time, the CPU time (user + system) and the peak resident set size of one run (``os.wait4``'s rusage;
``ru_maxrss`` is KiB on Linux, bytes on macOS). On a machine shared with other work the wall time swings with
the load; the CPU time is what the process itself needed, so both ratios are printed.
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

#: Qt's floor: a QApplication and a shown 1280 × 800 QMainWindow, one event pass, closed.
BARE = (
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication([])\n"
    "w = QMainWindow(); w.resize(1280, 800); w.show(); app.processEvents(); w.close()\n"
)


def base_env(home: str) -> dict[str, str]:
    """The environment of every run: offscreen, bytecode on, a scratch GRAIL_DESKTOP_HOME."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GRAIL_DESKTOP_HOME=home)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def compile_bytecode() -> None:
    """Compile the app (and the Qt binding's Python files) so no run pays for compiling."""
    compileall.compile_dir(str(REPO / "grail_desktop"), quiet=1)
    import PySide6

    compileall.compile_dir(os.path.dirname(PySide6.__file__), quiet=1, maxlevels=1)


def measure(cmd: Sequence[str], env: dict[str, str]) -> tuple[float, float, float]:
    """Run ``cmd`` once; returns (wall seconds, CPU seconds, peak RSS in MiB). Raises CalledProcessError on a
    non-zero exit."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if proc.returncode != 0:
        raise subprocess.CalledProcessError(proc.returncode, list(cmd), stderr=err)
    rss = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    return seconds, usage.ru_utime + usage.ru_stime, rss


def alternate(
    commands: dict[str, tuple[Sequence[str], dict[str, str]]], runs: int
) -> dict[str, tuple[list[float], list[float], list[float]]]:
    """Each command once to warm caches, then ``runs`` rounds in turn; (wall, CPU, peak RSS) lists per command."""
    for cmd, env in commands.values():
        measure(cmd, env)
    out: dict[str, tuple[list[float], list[float], list[float]]] = {name: ([], [], []) for name in commands}
    for _ in range(runs):
        for name, (cmd, env) in commands.items():
            for series, value in zip(out[name], measure(cmd, env), strict=True):
                series.append(value)
    return out


def report(
    label: str,
    runs: tuple[list[float], list[float], list[float]],
    base: tuple[list[float], list[float], list[float]] | None,
    targets: tuple[float | None, float | None] = (None, None),
) -> str:
    """One line: median wall time, CPU time and peak RSS, and their ratios to ``base`` with the targets."""
    wall, cpu, rss = (statistics.median(x) for x in runs)
    line = f"{label:<34}: {wall * 1000:7.1f} ms wall {cpu * 1000:7.1f} ms CPU {rss:6.1f} MiB"
    if base is not None:
        bw, bc, br = (statistics.median(x) for x in base)
        tt = f" (target <= {targets[0]:.2f})" if targets[0] else ""
        mt = f" (target <= {targets[1]:.2f})" if targets[1] else ""
        line += f"\n{'':<34}  time {wall / bw:.2f}× wall, {cpu / bc:.2f}× CPU{tt};  RSS {rss / br:.2f}×{mt}"
    return line
