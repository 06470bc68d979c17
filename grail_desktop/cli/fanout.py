"""Fan bot games out as tasks: in this process, over local processes, or on Dask (issue 27).

A task is a module-level function ``task(payload, index) -> record``: pure (it reads nothing but its
arguments), so the same index gives the same record wherever it runs, and callers sort what comes back by
index. ``payload`` (the pack and the run's settings) is shipped to each worker once, not once per game:
the process pool receives it through its initializer, Dask through ``Client.scatter(broadcast=True)``.

Backends:

- ``serial``: this process, in index order (tests, one core);
- ``processes``: a local ``multiprocessing`` pool (fork), as ``--jobs J`` always did;
- ``dask``: Dask ``distributed`` (the optional ``scale`` extra): a ``LocalCluster`` of ``workers``
  single-threaded worker processes, or the cluster at ``scheduler`` (``tcp://HOST:PORT``, or Dask's
  standard ``DASK_SCHEDULER_ADDRESS``). Dask reruns the tasks of a worker that dies;
- ``auto``: ``dask`` when it is installed or a scheduler is named, else ``processes``.

Results stream back as tasks finish (``on_result``); a ``KeyboardInterrupt`` stops the run, shuts the
workers down and propagates, so that callers can report what had finished.
"""

from __future__ import annotations

import importlib.util
import logging
import multiprocessing
import os
from collections.abc import Callable, Iterable
from typing import Any

BACKENDS: tuple[str, ...] = ("auto", "serial", "processes", "dask")

Task = Callable[[Any, int], Any]
OnResult = Callable[[int, Any], None]


class FanoutError(RuntimeError):
    """The backend cannot run (Dask asked for but not installed, or the scheduler cannot be reached)."""


def dask_available() -> bool:
    """True when Dask ``distributed`` can be imported (``pip install grail-desktop[scale]``)."""
    return importlib.util.find_spec("distributed") is not None


def scheduler_address(given: str | None) -> str | None:
    """The scheduler to use: ``given``, else ``DASK_SCHEDULER_ADDRESS`` (Dask's own variable), else None."""
    return given or os.environ.get("DASK_SCHEDULER_ADDRESS") or None


def choose_backend(backend: str, scheduler: str | None) -> str:
    """Resolve ``auto``; raises FanoutError for ``dask`` (or a scheduler) without Dask installed.

    ``auto`` takes Dask only where it is installed and there is real fanning out to do: a named scheduler
    always, a LocalCluster otherwise (callers pass ``serial`` for one worker or a handful of games).
    """
    if backend not in BACKENDS:
        raise FanoutError(f"unknown backend '{backend}' (one of {', '.join(BACKENDS)})")
    address = scheduler_address(scheduler)
    if backend == "auto":
        backend = "dask" if dask_available() else "processes"
    if address and backend != "dask":
        raise FanoutError("a scheduler address needs the dask backend")
    if backend == "dask" and not dask_available():
        raise FanoutError("the dask backend needs Dask: pip install 'grail-desktop[scale]'")
    return backend


def run_tasks(
    task: Task,
    payload: Any,
    indices: Iterable[int],
    *,
    backend: str = "auto",
    workers: int = 0,
    scheduler: str | None = None,
    on_result: OnResult,
) -> None:
    """Run ``task(payload, i)`` for every ``i`` in ``indices``, calling ``on_result(i, record)`` in this
    process as each finishes (in completion order). ``workers`` 0 means one per core.

    Raises FanoutError when the backend cannot run; re-raises a task's exception; lets KeyboardInterrupt
    through after the workers are stopped.
    """
    todo = list(indices)
    if not todo:
        return
    kind = choose_backend(backend, scheduler)
    count = workers if workers > 0 else (os.cpu_count() or 1)
    if kind == "serial":
        for i in todo:
            on_result(i, task(payload, i))
    elif kind == "processes":
        _run_processes(task, payload, todo, count, on_result)
    else:
        _run_dask(task, payload, todo, count, scheduler_address(scheduler), on_result)


# ------------------------------------------------------------------ local processes

_PAYLOAD: dict[str, Any] = {}


def _init_process(task: Task, payload: Any) -> None:
    _PAYLOAD["task"] = task
    _PAYLOAD["payload"] = payload


def _call_in_process(index: int) -> tuple[int, Any]:
    return index, _PAYLOAD["task"](_PAYLOAD["payload"], index)


def _run_processes(task: Task, payload: Any, todo: list[int], count: int, on_result: OnResult) -> None:
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(count, initializer=_init_process, initargs=(task, payload)) as pool:
        # One game a task: results stream back as each finishes (a game is far longer than the hand-off).
        for index, record in pool.imap_unordered(_call_in_process, todo):
            on_result(index, record)


# ------------------------------------------------------------------ Dask


def _run_dask(task: Task, payload: Any, todo: list[int], count: int, address: str | None, on_result: OnResult) -> None:
    # Imported as a module of unknown type: Dask is an optional extra, and its API is untyped.
    distributed: Any = importlib.import_module("distributed")

    cluster = None
    try:
        if address:
            try:
                client = distributed.Client(address, timeout="10s")
            except OSError as exc:
                raise FanoutError(f"cannot reach the Dask scheduler at {address}: {exc}") from exc
        else:
            cluster = distributed.LocalCluster(
                n_workers=count,
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                silence_logs=logging.ERROR,
            )
            client = distributed.Client(cluster)
        try:
            shipped = client.scatter(payload, broadcast=True, hash=False)
            futures = [client.submit(task, shipped, i, pure=False) for i in todo]
            index_of = {f.key: i for f, i in zip(futures, todo, strict=True)}
            try:
                for future in distributed.as_completed(futures):
                    on_result(index_of[future.key], future.result())
            except BaseException:
                client.cancel(futures)
                raise
        finally:
            client.close()
    finally:
        if cluster is not None:
            cluster.close()


def effective_backend(backend: str, scheduler: str | None, todo: int, workers: int) -> str:
    """``auto`` becomes ``serial`` for one worker or a handful of games with no cluster named: a local
    cluster costs seconds to start, which such a run never wins back. Other choices stand."""
    if backend == "auto" and scheduler_address(scheduler) is None and (todo < 4 or workers == 1):
        return "serial"
    return backend
