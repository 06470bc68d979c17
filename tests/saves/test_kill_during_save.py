"""No kill at any moment of a save loses the save or any backup (issue 17 "A kill during a save"; architecture.md
"Data out"): the backups shift oldest first, each replaced atomically by a copy of its newer neighbour.

Two views of the same guarantee: a child process saving over and over is SIGKILLed at random moments (30
trials here, 200 or more with ``python tools/kill_saves.py``), and an in-process writer is stopped before and
after each of its file-system steps in turn.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import kill_harness
import pytest

from grail_desktop.engine.defs import Catalog
from grail_desktop.saves.files import BACKUPS, write_atomic

TRIALS = 30


def test_random_sigkills_during_repeated_saves_leave_a_complete_set(
    tmp_path: Path, text: str, catalog: Catalog
) -> None:
    results = kill_harness.run(TRIALS, tmp_path, text, catalog, seed=17, max_delay=0.05)
    assert len(results) == TRIALS
    failed = {n: problems for n, problems in enumerate(results) if problems}
    assert failed == {}


class _Killed(BaseException):
    """Stands for SIGKILL: not an OSError, so no handler of the writer treats it as a failed write."""


def _stop_at(monkeypatch: pytest.MonkeyPatch, step: int, after: bool) -> list[str]:
    """Make the ``step``-th rename/link/unlink of the writer stop the process (before or after doing it)."""
    calls: list[str] = []

    def wrap(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            calls.append(name)
            if len(calls) == step and not after:
                raise _Killed
            try:
                return real(*args, **kwargs)
            finally:
                if len(calls) == step and after:
                    raise _Killed  # also when the call itself failed (an unlink of nothing)

        return call

    for name in ("replace", "link", "unlink"):
        monkeypatch.setattr(os, name, wrap(name, getattr(os, name)))
    return calls


def test_stopping_before_or_after_any_step_of_the_rotation_leaves_a_complete_set(
    tmp_path: Path, text: str, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every rename, link and unlink of one save, in turn: the save and the five backups are whole and in order
    after each, and the next save puts things right."""
    steps = 0
    for step in range(1, 40):
        for after in (False, True):
            folder = tmp_path / f"step-{step}-{int(after)}"
            folder.mkdir()
            path = kill_harness.seed_folder(folder, text)
            with monkeypatch.context() as patch:
                calls = _stop_at(patch, step, after)
                try:
                    write_atomic(path, kill_harness.with_day(text, BACKUPS + 2))
                except _Killed:
                    steps = max(steps, step)
                else:
                    assert len(calls) < step  # the save finished before the step: nothing left to stop
            assert kill_harness.check_set(path, catalog) == [], (step, after)
            write_atomic(path, kill_harness.with_day(text, BACKUPS + 3))
            assert kill_harness.check_set(path, catalog) == [], (step, after)
    assert steps >= BACKUPS + 1, "every step of a rotation was tried"
