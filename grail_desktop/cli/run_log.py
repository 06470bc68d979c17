"""What a long bot run keeps as it goes: a results file to resume from, and a progress line (issue 27).

The results file is JSON Lines: a header line naming the run (so a resume never mixes runs), then one line
per finished game, ``{"cell": K, "game": I, "record": {...}}``, appended and flushed as each game finishes.
A line cut short by a kill is ignored on reading; everything before it counts.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any, TextIO

FORMAT = "grail-desktop-bot-results"


class RunLogError(ValueError):
    """The results file is not this run's, or cannot be read: the message names the file and the problem."""


def read_results(path: Path, header: dict[str, Any]) -> dict[tuple[int, int], dict[str, Any]]:
    """The finished games in ``path`` as ``{(cell, game): raw record}``; empty if the file does not exist.

    Raises RunLogError when its header differs from ``header`` (another run's results) or it is unreadable.
    """
    if not path.exists():
        return {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise RunLogError(f"{path}: cannot read the results file: {exc}") from exc
    if not lines:
        return {}
    try:
        first = json.loads(lines[0])
    except json.JSONDecodeError as exc:
        raise RunLogError(f"{path}: line 1: not a results header ({exc.msg})") from exc
    expected = {"format": FORMAT, **header}
    if first != expected:
        differ = sorted(k for k in set(first) | set(expected) if first.get(k) != expected.get(k))
        raise RunLogError(f"{path}: made by another run (differs in {', '.join(differ)}); give a new --results file")
    done: dict[tuple[int, int], dict[str, Any]] = {}
    for number, line in enumerate(lines[1:], start=2):
        try:
            row = json.loads(line)
            done[(int(row["cell"]), int(row["game"]))] = dict(row["record"])
        except (json.JSONDecodeError, KeyError, TypeError, ValueError):
            if number == len(lines):
                break  # the last line was being written when the run stopped
            raise RunLogError(f"{path}: line {number}: not a finished game") from None
    return done


class ResultsWriter:
    """Appends finished games to a results file, writing the header first when the file is new."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        self.path = path
        fresh = not path.exists() or path.stat().st_size == 0
        self._out = path.open("a", encoding="utf-8")
        if not fresh and not path.read_text(encoding="utf-8").endswith("\n"):
            self._out.write("\n")  # a cut-short last line stays on its own line, ignored as garbage
        if fresh:
            self._write({"format": FORMAT, **header})

    def add(self, cell: int, game: int, record: dict[str, Any]) -> None:
        self._write({"cell": cell, "game": game, "record": record})

    def _write(self, row: dict[str, Any]) -> None:
        self._out.write(json.dumps(row, sort_keys=True) + "\n")
        self._out.flush()

    def close(self) -> None:
        self._out.close()


class Progress:
    """``  37/500 games · 12.3 games/s · 0:00:38 left`` on standard error: redrawn in place on a terminal,
    a line every tenth of the run otherwise."""

    def __init__(self, total: int, already: int = 0, stream: TextIO | None = None) -> None:
        self.total = total
        self.done = already
        self._already = already
        self._start = time.monotonic()
        self._stream = stream if stream is not None else sys.stderr
        self._tty = bool(getattr(self._stream, "isatty", lambda: False)())
        self._step = max(1, total // 10)

    def line(self) -> str:
        fresh = self.done - self._already
        elapsed = max(time.monotonic() - self._start, 1e-9)
        rate = fresh / elapsed
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        minutes, seconds = divmod(int(left), 60)
        hours, minutes = divmod(minutes, 60)
        return f"  {self.done}/{self.total} games · {rate:.1f} games/s · {hours}:{minutes:02d}:{seconds:02d} left"

    def tick(self) -> None:
        self.done += 1
        if self._tty:
            end = "\n" if self.done == self.total else ""
            print("\r" + self.line(), end=end, file=self._stream, flush=True)
        elif self.done % self._step == 0 or self.done == self.total:
            print(self.line(), file=self._stream, flush=True)
