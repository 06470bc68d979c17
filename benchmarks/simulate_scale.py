"""Bot games per second on Dask against the local process pool, in the same run (issue 27 "Done when").

For 1 and 2 workers, plays the same greedy games of the shipped chapter on the local process pool and on a
Dask LocalCluster (the ``scale`` extra), alternating the two, and prints games per second with the ratio
Dask / pool (target: within 10 %, so ≥ 0.9) and how each scales from 1 to 2 workers. Wall time counts
from submitting the first game to the last record back; the cluster's start-up (a second or two, paid once
per command) is printed on its own line, since it does not grow with the run.

    python benchmarks/simulate_scale.py [--games N] [--repeat R]
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from grail_desktop.catalog import load_campaign  # noqa: E402
from grail_desktop.cli import fanout, simulate  # noqa: E402


def _pool_rate(payload: Any, games: int, workers: int) -> float:
    start = time.perf_counter()
    fanout.run_tasks(
        simulate.play_task, payload, range(games), backend="processes", workers=workers, on_result=lambda i, r: None
    )
    return games / (time.perf_counter() - start)


def _dask_rate(payload: Any, games: int, workers: int) -> tuple[float, float]:
    import distributed

    start = time.perf_counter()
    with (
        distributed.LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=logging.ERROR,
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        client.wait_for_workers(workers)
        ready = time.perf_counter()
        # The same path as the command: the pack shipped once, one task a game, records streamed back.
        fanout.run_tasks(
            simulate.play_task,
            payload,
            range(games),
            backend="dask",
            workers=workers,
            scheduler=cluster.scheduler_address,
            on_result=lambda i, r: None,
        )
        done = time.perf_counter()
    return games / (done - ready), ready - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=160)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if not fanout.dask_available():
        print("needs Dask: pip install -e '.[scale]'")
        return 2
    catalog = load_campaign("ynys-wen")
    cell = simulate.Cell(bot="greedy", players=1, seed=1)
    payload = (catalog, (cell,), args.games)
    print(f"{args.games} greedy games of {catalog.campaign.id} {catalog.campaign.version}, {args.repeat} rounds")
    rates: dict[tuple[str, int], list[float]] = {}
    startups: list[float] = []
    for _ in range(args.repeat):
        for workers in (1, 2):
            rates.setdefault(("pool", workers), []).append(_pool_rate(payload, args.games, workers))
            rate, startup = _dask_rate(payload, args.games, workers)
            rates.setdefault(("dask", workers), []).append(rate)
            startups.append(startup)
    med = {key: statistics.median(values) for key, values in rates.items()}
    for workers in (1, 2):
        pool, dask = med[("pool", workers)], med[("dask", workers)]
        print(
            f"{workers} worker{'s' if workers > 1 else ' '}: process pool {pool:6.2f} games/s, "
            f"Dask {dask:6.2f} games/s, Dask / pool {dask / pool:.2f} (target >= 0.90)"
        )
    print(
        f"scaling 1 -> 2 workers: process pool {med[('pool', 2)] / med[('pool', 1)]:.2f}x, "
        f"Dask {med[('dask', 2)] / med[('dask', 1)]:.2f}x"
    )
    print(f"Dask LocalCluster start-up: median {statistics.median(startups):.2f} s (once per command)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
