"""``tools/chapter2_pools.py`` (issue 24; docs/balance.md "Chapter II with and without the pools"): Chapter II
played twice from one Chapter I completion, with the Advancement Pools and without, exactly as
``grail-desktop simulate --chapters 1-2`` plays it, and the statistics its report gives."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.cli import simulate
from grail_desktop.engine.defs import Catalog

TOOL = Path(__file__).resolve().parents[2] / "tools" / "chapter2_pools.py"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("chapter2_pools", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["chapter2_pools"] = module  # attrs and cattrs read the module's annotations
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def pack() -> Catalog:
    return load_campaign("ynys-wen")


def test_mcnemar_exact_is_the_two_sided_binomial_tail(tool: ModuleType) -> None:
    assert tool.mcnemar_exact(0, 0) == 1.0
    assert tool.mcnemar_exact(5, 5) == 1.0
    assert tool.mcnemar_exact(10, 0) == pytest.approx(2 / 1024)
    assert tool.mcnemar_exact(2, 7) == pytest.approx(2 * (1 + 9 + 36) / 512)


def test_the_pools_on_game_is_simulates_own_and_off_buys_nothing(tool: ModuleType, pack: Catalog) -> None:
    """The ``on`` Chapter II is the one ``simulate.play_game`` plays for the same game (the same seeds and bot),
    the ``off`` one starts from the same completion and keeps no pool card, so it plays none of the chapter's own
    cards; a pair survives its JSON form."""
    settings = tool.Settings(seed=201, difficulty="story", max_days=40)
    for index in range(4):
        pair = tool.play_pair(pack, index, settings)
        if pair.first.won:
            break
    assert pair.first.won and pair.paired
    played = simulate.play_game(
        pack,
        "greedy",
        index,
        players=1,
        seed=201,
        max_days=40,
        max_steps=20_000,
        mercy=1,
        plan=simulate._plan_for(pack),
        difficulty="story",
        chapters=2,
        plans={n: simulate._plan_for(pack, n) for n in pack.campaign.chapters[:2]},
    )
    assert (pair.first.outcome, pair.first.days, pair.first.steps) == (played.outcome, played.days, played.steps)
    (second,) = played.later
    on = pair.second["on"]
    assert (on.outcome, on.days, on.steps, on.sections) == (second.outcome, second.days, second.steps, second.sections)
    assert pair.second["off"].chapter == on.chapter == 2
    assert pair.bought["off"] == 0
    assert pair.own_plays["off"] == 0 and pair.plays["off"] > 0  # no pool card kept, so none of the chapter's own
    assert 0 <= pair.own_plays["on"] <= pair.plays["on"]
    assert not pair.first.later  # the Chapter I record is not the Chapter II runs' parent
    assert tool.pair_from_raw(tool.pair_to_raw(pair)) == pair
    report = tool.summary([pair])
    assert "Chapter I: 1 of 1 won" in report and "McNemar" in report
