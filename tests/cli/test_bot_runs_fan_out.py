"""Bot games fan out over Dask or local processes, stream back, resume, and report the same (issue 27).

The test catalog (tests/engine/engine_testkit.py) keeps games short. Dask tests start real LocalClusters of
worker processes, as ``grail-desktop simulate`` does by default when the ``scale`` extra is installed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import cloudpickle
import pytest

from grail_desktop.cli import fanout, simulate
from grail_desktop.cli.run_log import RunLogError, read_results

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_testkit import build_catalog  # type: ignore[import-not-found]

CATALOG = build_catalog()
ROOT = Path(__file__).resolve().parents[2]
# Dask workers import tasks by module name; this test module is not importable there, so ship it by value.
cloudpickle.register_pickle_by_value(sys.modules[__name__])


def _report(records: list[simulate.GameRecord]) -> str:
    cell = simulate.Cell(bot="random", seed=7, max_days=15, max_steps=1500)
    return simulate.full_report(CATALOG, [cell], [records], 20, {}, "")


def _twenty(backend: str, workers: int) -> list[simulate.GameRecord]:
    cell = simulate.Cell(bot="random", seed=7, max_days=15, max_steps=1500)
    (records,) = simulate.run_cells(CATALOG, [cell], 20, backend=backend, workers=workers)
    return records


@pytest.mark.timeout(300)
def test_same_seeds_give_byte_identical_reports_on_any_backend_and_worker_count() -> None:
    """Issue 27: the same 20 seeds give the same report with 1, 2 and 4 Dask workers, the local process
    pool and one process; records come back in game order whatever order workers finish in."""
    serial = _twenty("serial", 1)
    assert [r.index for r in serial] == list(range(20))
    expected = _report(serial)
    assert "games: 20;" in expected
    assert _report(_twenty("processes", 2)) == expected
    for workers in (1, 2, 4):
        assert _report(_twenty("dask", workers)) == expected, f"{workers} Dask workers"


def _dies_once(payload: str, index: int) -> int:
    """A task whose worker process dies the first time it plays game 3 (as if killed)."""
    marker = Path(payload) / f"{index}.died"
    if index == 3 and not marker.exists():
        marker.touch()
        os._exit(1)
    return index * index


@pytest.mark.timeout(300)
def test_a_killed_workers_games_are_retried_and_the_run_completes(tmp_path: Path) -> None:
    """Issue 27: a worker that dies mid-game loses nothing; Dask runs its games again elsewhere."""
    results: dict[int, int] = {}
    fanout.run_tasks(
        _dies_once,
        str(tmp_path),
        range(8),
        backend="dask",
        workers=2,
        on_result=results.__setitem__,
    )
    assert (tmp_path / "3.died").exists(), "the worker really died"
    assert results == {i: i * i for i in range(8)}


def _simulate(*args: str, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "grail_desktop", "simulate", *args],
        cwd=cwd,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


@pytest.mark.timeout(300)
def test_ctrl_c_writes_a_partial_report_that_says_how_many_games_it_holds(tmp_path: Path) -> None:
    """Issue 27: Ctrl+C (SIGINT) stops the run, prints and writes the report of the games finished so far,
    saying how many of how many; the results file keeps them, and running again resumes from it."""
    results, partial = tmp_path / "games.jsonl", tmp_path / "partial.md"
    common = ["--games", "300", "--backend", "processes", "--jobs", "2", "--results", str(results)]
    run = _simulate(*common, "--report", str(partial), cwd=tmp_path)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if results.exists() and len(results.read_text(encoding="utf-8").splitlines()) >= 6:
            break
        time.sleep(0.1)
    run.send_signal(signal.SIGINT)
    _, err = run.communicate(timeout=120)
    assert run.returncode == 130, err
    kept = len(results.read_text(encoding="utf-8").splitlines()) - 1
    assert kept >= 5
    text = partial.read_text(encoding="utf-8")
    assert text.startswith(f"**Partial report: {kept} of 300 games finished.**")
    assert f"games: {kept};" in text
    assert f"the report holds {kept} of 300 games" in err
    header = json.loads(results.read_text(encoding="utf-8").splitlines()[0])
    assert len(read_results(results, {k: v for k, v in header.items() if k != "format"})) == kept


def test_a_run_resumes_from_its_results_file_skipping_finished_games(tmp_path: Path) -> None:
    """Issue 27: a results file cut short (even mid-line, as a kill leaves it) resumes with only the games
    still missing, and the report equals an uninterrupted run's."""
    parser_args = ["--campaign", "ynys-wen", "--games", "6", "--max-days", "6", "--backend", "serial"]
    full, resumed, results = tmp_path / "full.md", tmp_path / "resumed.md", tmp_path / "games.jsonl"
    parser = _parser()
    assert simulate.run(parser.parse_args([*parser_args, "--report", str(full), "--results", str(results)])) == 0
    lines = results.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 7
    results.write_text("\n".join(lines[:4]) + "\n" + lines[4][:20], encoding="utf-8")  # 3 games and a torn line
    played: list[int] = []
    original = simulate.play_task

    def counting(payload: object, index: int) -> simulate.GameRecord:
        played.append(index)
        return original(payload, index)  # type: ignore[arg-type]

    simulate.play_task = counting  # type: ignore[assignment]
    try:
        assert simulate.run(parser.parse_args([*parser_args, "--report", str(resumed), "--results", str(results)])) == 0
    finally:
        simulate.play_task = original  # type: ignore[assignment]
    assert sorted(played) == [3, 4, 5]
    assert _body(resumed) == _body(full)


def test_a_results_file_of_another_run_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A results file made with other settings names what differs and plays nothing (exit 2)."""
    results = tmp_path / "games.jsonl"
    parser = _parser()
    base = ["--games", "2", "--max-days", "4", "--backend", "serial", "--results", str(results)]
    assert simulate.run(parser.parse_args(base)) == 0
    assert simulate.run(parser.parse_args([*base, "--players", "2"])) == 2
    assert "differs in cells" in capsys.readouterr().err
    with pytest.raises(RunLogError, match="differs in games"):
        header = json.loads(results.read_text(encoding="utf-8").splitlines()[0])
        read_results(results, {**{k: v for k, v in header.items() if k != "format"}, "games": 3})


def test_a_sweep_plays_every_cell_and_reports_each_with_the_spread(tmp_path: Path) -> None:
    """Issue 27: ``--sweep players=1,2 --sweep mercy=0,1`` plays four cells; the report has a summary row per
    cell with the win rate's 95 % interval, a spread row, and each cell's full report."""
    out = tmp_path / "sweep.md"
    args = ["--games", "3", "--max-days", "5", "--backend", "serial", "--report", str(out)]
    args += ["--sweep", "players=1,2", "--sweep", "mercy=0,1"]
    assert simulate.run(_parser().parse_args(args)) == 0
    text = out.read_text(encoding="utf-8")
    assert "### Sweep over players, mercy: 4 cells × 3 games" in text
    for label in ("players=1, mercy=0", "players=1, mercy=1", "players=2, mercy=0", "players=2, mercy=1"):
        assert f"| {label} | 3 |" in text
        assert f"### {label}: greedy bot" in text
    assert "| spread (highest − lowest) |" in text
    assert text.count("#### Outcomes") == 4


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("colour=red", "KEY one of"),
        ("players", "KEY one of"),
        ("players=", "no values"),
        ("players=two", "not values of players"),
        ("players=5", "1 to 4"),
        ("bot=clever", "bots are"),
    ],
)
def test_a_bad_sweep_is_refused_with_its_reason(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        simulate.parse_sweep([spec])


def test_the_backend_is_chosen_as_documented(monkeypatch: pytest.MonkeyPatch) -> None:
    """``auto`` is Dask when installed, else local processes; a scheduler (flag or DASK_SCHEDULER_ADDRESS)
    needs Dask; an unknown backend is refused."""
    monkeypatch.delenv("DASK_SCHEDULER_ADDRESS", raising=False)
    assert fanout.choose_backend("auto", None) == ("dask" if fanout.dask_available() else "processes")
    monkeypatch.setenv("DASK_SCHEDULER_ADDRESS", "tcp://127.0.0.1:1")
    assert fanout.scheduler_address(None) == "tcp://127.0.0.1:1"
    with pytest.raises(fanout.FanoutError, match="needs the dask backend"):
        fanout.choose_backend("processes", None)
    with pytest.raises(fanout.FanoutError, match="unknown backend"):
        fanout.choose_backend("threads", None)
    monkeypatch.setattr(fanout, "dask_available", lambda: False)
    with pytest.raises(fanout.FanoutError, match="pip install"):
        fanout.choose_backend("dask", None)


def test_an_unreachable_scheduler_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    """``--scheduler`` at an address where nothing listens exits 2 with the address named."""
    args = ["--games", "4", "--jobs", "2", "--backend", "dask", "--scheduler", "tcp://127.0.0.1:9"]
    assert simulate.run(_parser().parse_args(args)) == 2
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in capsys.readouterr().err


def _parser() -> simulate.argparse.ArgumentParser:
    parser = simulate.argparse.ArgumentParser()
    simulate.add_arguments(parser)
    return parser


def _body(path: Path) -> list[str]:
    """A report without its title line (which carries the date)."""
    return path.read_text(encoding="utf-8").splitlines()[1:]


# ------------------------------------------------------------------ the Riven Veil (issue 27, second half)


def _veil_parser() -> simulate.argparse.ArgumentParser:
    from grail_desktop.cli import veil_simulate

    parser = simulate.argparse.ArgumentParser()
    veil_simulate.add_arguments(parser)
    return parser


@pytest.mark.timeout(300)
def test_veil_matches_report_the_same_on_every_backend() -> None:
    """Issue 27: the same Riven Veil seeds give byte-identical reports serially, on local processes and on
    two Dask workers; the report carries the faction × seat matrix."""
    from grail_desktop.catalog.veil import load_veil_pack
    from grail_desktop.cli import fanout as fan
    from grail_desktop.cli import veil_simulate

    pack = load_veil_pack("saltcrown")
    cell = veil_simulate.VeilCell(seats=("greedy", "random"), seed=3)
    texts = []
    for backend, workers in (("serial", 1), ("processes", 2), ("dask", 2)):
        got: dict[int, veil_simulate.Record] = {}
        fan.run_tasks(
            veil_simulate.match_task,
            (pack, (cell,), 6),
            range(6),
            backend=backend,
            workers=workers,
            on_result=got.__setitem__,
        )
        texts.append(veil_simulate.full_report([[got[i] for i in range(6)]], [cell], [], pack, 6, 0.0))
    assert texts[0] == texts[1] == texts[2]
    assert "Wins by faction and seat" in texts[0] and "| seat 1 | seat 2 |" in texts[0]


def test_veil_sweep_over_seat_counts_gives_a_row_per_cell(tmp_path: Path) -> None:
    """Issue 27: ``veil simulate --sweep seats=greedy+greedy,greedy+greedy+greedy`` gives one report with a
    summary row per cell (the spread of faction shares) and each cell's faction × seat matrix."""
    from grail_desktop.cli import veil_simulate

    out = tmp_path / "veil.md"
    args = ["--games", "2", "--backend", "serial", "--report", str(out)]
    args += ["--sweep", "seats=greedy+greedy,greedy+greedy+greedy"]
    assert veil_simulate.run(_veil_parser().parse_args(args)) == 0
    text = out.read_text(encoding="utf-8")
    assert "sweep over seats: 2 cells × 2 matches" in text
    assert "| seats=greedy+greedy | 2 |" in text and "| seats=greedy+greedy+greedy | 2 |" in text
    assert "| seat 1 | seat 2 | seat 3 |" in text
    with pytest.raises(ValueError, match="bots are"):
        veil_simulate.parse_sweep(["seats=greedy+clever"])
    with pytest.raises(ValueError, match="2–4 seats"):
        veil_simulate.parse_sweep(["seats=greedy"])
