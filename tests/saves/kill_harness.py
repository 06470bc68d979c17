"""Kill-during-save trials: a child process saves over and over and is killed (SIGKILL) at a random moment;
afterwards the primary and every numbered backup must be present, each a complete save that loads, newest
first (issue 17 "A kill during a save"; architecture.md "Data out").

Used by ``tests/saves/test_kill_during_save.py`` (a quick run) and ``tools/kill_saves.py`` (a long one).
The child calls :func:`grail_desktop.saves.files.write_atomic`, the writer behind ``save_game`` and
``autosave``; each save it writes has the next day number in its header, so the order of the set can be read.
POSIX only (SIGKILL).
"""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from grail_desktop.engine.defs import Catalog
from grail_desktop.saves import SaveError, load_state
from grail_desktop.saves.files import BACKUPS, backup_path, read_bytes, write_atomic

ROOT = Path(__file__).resolve().parents[2]
NAME = "slot1.toml"
_DAY = re.compile(r"^day = \d+$", re.MULTILINE)

#: The child: saves with day = start, start + 1, … until it is killed.
CHILD = textwrap.dedent(
    """
    import re, sys
    from pathlib import Path
    from grail_desktop.saves.files import write_atomic

    path, text, day = Path(sys.argv[1]), Path(sys.argv[2]).read_text("utf-8"), int(sys.argv[3])
    pattern = re.compile(r"^day = [0-9]+$", re.MULTILINE)
    print("ready", flush=True)
    while True:
        write_atomic(path, pattern.sub(f"day = {day}", text, count=1))
        day += 1
    """
)


def with_day(text: str, day: int) -> str:
    """The sheet ``text`` with its header's day set to ``day``."""
    return _DAY.sub(f"day = {day}", text, count=1)


def check_set(path: Path, catalog: Catalog, backups: int = BACKUPS) -> list[str]:
    """Problems with the save at ``path`` and its ``backups`` numbered backups (empty when all is well): each
    must exist, be a complete save that loads, and be no newer than the one before it."""
    problems: list[str] = []
    days: list[int] = []
    for n in range(backups + 1):
        target = path if n == 0 else backup_path(path, n)
        try:
            text = read_bytes(target).decode("utf-8")
            days.append(load_state(text, catalog, name=target.name)[0].day)
        except SaveError as exc:
            problems.append(str(exc))
    if not problems and days != sorted(days, reverse=True):
        problems.append(f"backups out of order: days {days}")
    if backup_path(path, backups + 1).exists():
        problems.append(f"{backup_path(path, backups + 1).name} exists; only {backups} backups are kept")
    return problems


def seed_folder(folder: Path, text: str) -> Path:
    """A complete set in ``folder``: the save (day BACKUPS + 1) and its backups (days BACKUPS … 1)."""
    path = folder / NAME
    for day in range(1, BACKUPS + 2):
        write_atomic(path, with_day(text, day))
    return path


def trial(folder: Path, source: Path, catalog: Catalog, delay: float) -> list[str]:
    """One kill: a complete set is laid out in the empty ``folder``, a child saves over it repeatedly and is
    killed ``delay`` seconds after it starts saving; returns the problems found (empty when all is well)."""
    path = seed_folder(folder, source.read_text("utf-8"))
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path), str(source), str(BACKUPS + 2)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert child.stdout is not None
        if child.stdout.readline().strip() != "ready":
            return ["the writer did not start"]
        time.sleep(delay)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        if child.stdout is not None:
            child.stdout.close()
    if child.returncode != -signal.SIGKILL:
        return [f"the writer ended by itself (exit {child.returncode})"]
    problems = check_set(path, catalog)
    # The next save cleans up after the killed one and leaves a complete set with nothing else beside it.
    write_atomic(path, with_day(source.read_text("utf-8"), 9000))
    problems += [f"after the next save: {p}" for p in check_set(path, catalog)]
    stray = sorted(p.name for p in folder.iterdir() if p.name.startswith("."))
    if stray:
        problems.append(f"after the next save: temporary files left {stray}")
    return problems


def run(trials: int, work: Path, text: str, catalog: Catalog, *, seed: int, max_delay: float) -> list[list[str]]:
    """``trials`` kills at delays drawn uniformly from 0 … ``max_delay`` seconds (seeded); the problems of
    each trial, in order. Each trial uses its own folder under ``work``."""
    chooser = random.Random(seed)
    source = work / "source.txt"
    source.write_text(text, "utf-8")
    results = []
    for n in range(trials):
        folder = work / f"trial-{n}"
        folder.mkdir()
        results.append(trial(folder, source, catalog, chooser.uniform(0, max_delay)))
    return results
