"""What a long bot run keeps as it goes: a results file to resume from, and a progress line (issue 27).

The results file is JSON Lines: a header line naming the run (so a resume never mixes runs), then one line
per finished game, ``{"cell": K, "game": I, "record": {...}}``, appended and flushed as each game finishes.
A line cut short by a kill is ignored on reading; everything before it counts.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from grail_desktop.app import i18n
from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.cli.fanout import effective_backend, run_tasks

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


#: The progress line and the resuming note of each unit, in the interface language (``veil simulate --lang``).
_LINES = {
    "games": tr_noop("{done}/{total} games · {rate} games/s · {left} left"),
    "matches": tr_noop("{done}/{total} matches · {rate} matches/s · {left} left"),
}
_RESUMING = {
    "games": tr_noop("resuming: {done} of {total} games already in {path}"),
    "matches": tr_noop("resuming: {done} of {total} matches already in {path}"),
}


class Progress:
    """``  37/500 games · 12.3 games/s · 0:00:38 left`` on standard error: redrawn in place on a terminal,
    a line every tenth of the run otherwise."""

    def __init__(self, total: int, already: int = 0, stream: TextIO | None = None, unit: str = "games") -> None:
        self.total = total
        self.unit = unit
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
        return "  " + tr(_LINES[self.unit]).format(
            done=self.done, total=self.total, rate=i18n.number(rate, 1), left=f"{hours}:{minutes:02d}:{seconds:02d}"
        )

    def tick(self) -> None:
        self.done += 1
        if self._tty:
            end = "\n" if self.done == self.total else ""
            print("\r" + self.line(), end=end, file=self._stream, flush=True)
        elif self.done % self._step == 0 or self.done == self.total:
            print(self.line(), file=self._stream, flush=True)


def run_logged(
    task: Callable[[Any, int], Any],
    payload: Any,
    cells: int,
    games: int,
    *,
    backend: str,
    workers: int,
    scheduler: str | None,
    results: Path | None,
    header: dict[str, Any],
    to_raw: Callable[[Any], dict[str, Any]],
    from_raw: Callable[[dict[str, Any]], Any],
    unit: str = "games",
) -> tuple[dict[tuple[int, int], Any], bool]:
    """Run game ``g`` of cell ``c`` as task index ``c × games + g`` (``fanout.run_tasks``), with a progress
    line, resuming from and appending to ``results`` when given. Returns ``({(cell, game): record}, stopped)``
    where ``stopped`` says Ctrl+C ended the run early (what finished is kept).

    Raises RunLogError for another run's results file, ``fanout.FanoutError`` when the backend cannot run,
    and whatever ``from_raw`` raises for a record of the wrong shape.
    """
    done: dict[tuple[int, int], Any] = {}
    writer: ResultsWriter | None = None
    if results is not None:
        done = {key: from_raw(raw) for key, raw in read_results(results, header).items()}
        writer = ResultsWriter(results, header)
    total = cells * games
    progress = Progress(total, already=len(done), unit=unit)
    if done:
        print("  " + tr(_RESUMING[unit]).format(done=len(done), total=total, path=results), file=sys.stderr)
    finished = dict(done)
    todo = [c * games + g for c in range(cells) for g in range(games) if (c, g) not in done]

    def on_result(index: int, record: Any) -> None:
        key = divmod(index, games)
        finished[key] = record
        if writer is not None:
            writer.add(key[0], key[1], to_raw(record))
        progress.tick()

    stopped = False
    try:
        run_tasks(
            task,
            payload,
            todo,
            backend=effective_backend(backend, scheduler, len(todo), workers),
            workers=workers,
            scheduler=scheduler,
            on_result=on_result,
        )
    except KeyboardInterrupt:
        stopped = True
    finally:
        if writer is not None:
            writer.close()
    return finished, stopped


def run_logged_cells(
    args: argparse.Namespace,
    task: Callable[[Any, int], Any],
    payload: Any,
    cells: int,
    *,
    header: dict[str, Any],
    to_raw: Callable[[Any], dict[str, Any]],
    from_raw: Callable[[dict[str, Any]], Any],
    unit: str = "games",
) -> tuple[list[list[Any]], int, bool]:
    """:func:`run_logged` with the run options ``simulate`` and ``veil simulate`` share (``args.games``,
    ``--backend``, ``--jobs``, ``--scheduler``, ``--results``). Returns ``(records, finished, stopped)``:
    each cell's finished records in game order, how many finished, and whether Ctrl+C stopped the run.
    Raises what :func:`run_logged` raises."""
    done, stopped = run_logged(
        task,
        payload,
        cells,
        args.games,
        backend=args.backend,
        workers=args.jobs,
        scheduler=args.scheduler,
        results=args.results,
        header=header,
        to_raw=to_raw,
        from_raw=from_raw,
        unit=unit,
    )
    by_cell = [[done[(c, g)] for g in range(args.games) if (c, g) in done] for c in range(cells)]
    return by_cell, len(done), stopped


def parse_sweep(specs: Sequence[str], readers: dict[str, Callable[[str], object]]) -> dict[str, list[object]]:
    """``["players=1,2,4"]`` → ``{"players": [1, 2, 4]}``, each value read by ``readers[KEY]`` (which raises
    ValueError for a value it cannot take). Raises ValueError naming the bad part (unknown key, empty or
    unreadable value, a key given twice). Shared by ``simulate`` and ``veil simulate`` (issue 27)."""
    sweep: dict[str, list[object]] = {}
    for spec in specs:
        key, sep, values = spec.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or key not in readers:
            raise ValueError(f"--sweep {spec}: give KEY=V1,V2 with KEY one of {', '.join(readers)}")
        if key in sweep:
            raise ValueError(f"--sweep {spec}: {key} is swept twice")
        parts = [v.strip() for v in values.split(",") if v.strip()]
        if not parts:
            raise ValueError(f"--sweep {spec}: no values")
        try:
            sweep[key] = [readers[key](v) for v in parts]
        except ValueError as exc:
            raise ValueError(f"--sweep {spec}: '{values}' are not values of {key} ({exc})") from None
    return sweep
