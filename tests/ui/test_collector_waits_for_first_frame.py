"""Python's cyclic collector is off while the desktop app starts and back on from its first event pass (issue 25:
collecting among the start's long-lived objects was about a tenth of a resume). Garbage made before then is
still collected, and the collector is on again however the start ends."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from grail_desktop import main as entry
from grail_desktop.ui import application


@pytest.fixture(autouse=True)
def _collector_restored() -> Iterator[None]:
    yield
    gc.enable()


class _Node:
    def __init__(self) -> None:
        self.other: _Node | None = None


def test_collector_on_switches_it_back_and_start_garbage_stays_collectable() -> None:
    gc.disable()
    a, b = _Node(), _Node()
    a.other, b.other = b, a  # a cycle made during the start, then dropped
    gone = weakref.ref(a)
    del a, b
    application.collector_on()
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0  # nothing left outside the collector's reach
    gc.collect()
    assert gone() is None


def test_the_desktop_entry_turns_it_off_for_the_start_and_on_again_on_an_early_exit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[bool] = []

    def fake_run_app(save: str | None, lang: str | None = None) -> int:
        seen.append(gc.isenabled())
        return 2  # e.g. no display: run_app leaves before its first event pass

    monkeypatch.setattr(application, "run_app", fake_run_app)
    assert entry.main(["some.toml"]) == 2
    assert seen == [False]
    assert gc.isenabled()
