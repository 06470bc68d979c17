"""The desktop's join prompt splits a shared cost in every resource it has, not only Energy (rules-decisions.md
"Parties": shared costs — Energy, Food, Wealth, Magic… — may be split among the members in any way they agree;
S1 "Location action"). Driven through the real widget on the shipped pack: Tref Eithin's "Barter at the market"
costs 1 Energy and 1 Wealth, its Menhir 1 Magic per player."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from ui_testkit import click

from grail_desktop.app.i18n import tr
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog
from grail_desktop.ui.party_prompt import JoinPrompt
from grail_desktop.ui.table import TableScreen

TRIO = ("maelon", "ceri", "hywel")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign("ynys-wen")


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.fixture
def table(app: QApplication, qtbot: QtBot, catalog: Catalog) -> Iterator[TableScreen]:
    session = GameSession.start(catalog, list(TRIO), seed=7)
    session.set_seating(list(TRIO), ["Ann", "Bea", "Cai"], ["#c9a45a", "#6f9fb8", "#b86f6f"])
    s = session.game.state
    assert all(s.characters[c].location == 101 for c in TRIO), "everyone starts at Tref Eithin"
    screen = TableScreen(session, confirm_pass=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    yield screen


def _hold(table: TableScreen, what: str, amounts: tuple[int, int, int]) -> None:
    """Give each of the trio ``amounts`` of ``what`` (a test's setting, before anything is asked)."""
    s = table.session.game.state
    for c, n in zip(TRIO, amounts, strict=True):
        s.characters[c].resources[what] = n
    table.session._legal_cache = None  # the session caches legal actions until the next change
    table.refresh()


def _open(qtbot: QtBot, table: TableScreen, base: str) -> JoinPrompt:
    prompt = JoinPrompt(table.session, base, table)
    qtbot.addWidget(prompt)
    prompt.show()
    qtbot.waitExposed(prompt)
    return prompt


def test_location_action_wealth_split_from_the_prompt(
    table: TableScreen, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Maelon barters with Ceri: Maelon pays the Energy, Ceri the Wealth (the engine alone would take Maelon's)."""
    session = table.session
    s = session.game.state
    maelon, ceri = s.characters["maelon"], s.characters["ceri"]
    _hold(table, "wealth", (2, 2, 0))
    before = (maelon.energy, ceri.energy, maelon.resources["food"] + ceri.resources["food"])
    seen: list[JoinPrompt] = []

    def run(prompt: JoinPrompt) -> int:
        prompt.show()
        qtbot.waitExposed(prompt)
        seen.append(prompt)
        prompt.set_answer("ceri", True)
        assert set(prompt.shares) == {"energy", "wealth"}, "one column per shared resource"
        assert prompt.view is not None and prompt.view.cost.startswith("1 Energy and 1 Wealth in all")
        wealth = prompt.shares["wealth"]
        assert wealth["maelon"].isEnabled() and wealth["ceri"].isEnabled() and not wealth["hywel"].isEnabled()
        assert wealth["maelon"].value() == 1 and wealth["ceri"].value() == 0, "the default: the leader pays first"
        assert prompt.pay is prompt.shares["energy"]
        prompt.pay["maelon"].setValue(1)
        prompt.pay["ceri"].setValue(0)
        wealth["maelon"].setValue(0)
        wealth["ceri"].setValue(1)
        assert "Wealth 1 of 1" in prompt.tally.text() and "Energy 1 of 1" in prompt.tally.text()
        click(qtbot, prompt.go)
        return int(prompt.result())

    monkeypatch.setattr(JoinPrompt, "exec", run)
    click(qtbot, table.action_panel.buttons["location-action"])
    assert seen and seen[0].chosen == "location-action with ceri pay maelon=1,ceri:wealth=1"
    assert (maelon.resources["wealth"], ceri.resources["wealth"]) == (2, 1)
    assert (maelon.energy, ceri.energy) == (before[0] - 1, before[1])
    assert maelon.resources["food"] + ceri.resources["food"] == before[2] + 2


def test_a_split_that_does_not_add_up_is_refused_in_words(table: TableScreen, qtbot: QtBot) -> None:
    _hold(table, "wealth", (1, 1, 1))
    prompt = _open(qtbot, table, "location-action")
    prompt.set_answer("ceri", True)
    assert prompt.go.isEnabled(), "the default split is legal"
    prompt.shares["wealth"]["maelon"].setValue(0)  # nobody pays the Wealth now
    assert not prompt.go.isEnabled()
    reason = prompt.reason.text()
    assert "Wealth shares add up to 0" in reason and "1 Wealth" in reason
    assert "maelon" not in reason and "wealth" not in reason.replace("Wealth", "")
    prompt.shares["wealth"]["ceri"].setValue(1)
    assert prompt.go.isEnabled() and prompt.reason.text() == ""
    assert prompt.shares["wealth"]["ceri"].maximum() == 1, "nobody offers more than they hold"
    assert "pay" not in prompt.go.toolTip() and "ceri" not in prompt.go.toolTip(), "the tooltip is words"


def test_menhir_magic_split_among_three(table: TableScreen, qtbot: QtBot) -> None:
    """Waking Eithin's Menhir costs 1 Magic per player (3 here): Ceri gives 2 and Hywel 1, Maelon none."""
    session = table.session
    s = session.game.state
    _hold(table, "magic", (1, 2, 1))
    prompt = _open(qtbot, table, "activate-menhir")
    assert prompt.view is not None and [c.resource for c in prompt.view.shares] == ["magic"]
    assert prompt.view.shares[0].total == 3
    prompt.set_answer("ceri", True)
    prompt.set_answer("hywel", True)
    magic = prompt.shares["magic"]
    assert [magic[c].value() for c in TRIO] == [1, 2, 0], "the default takes the leader's first"
    magic["maelon"].setValue(0)
    magic["hywel"].setValue(1)
    assert prompt.go.isEnabled(), prompt.reason.text()
    click(qtbot, prompt.go)
    assert prompt.chosen is not None and session.submit(prompt.chosen)
    assert [s.characters[c].resources["magic"] for c in TRIO] == [1, 0, 0]
    assert "101" in s.menhirs


def test_going_alone_pays_everything(table: TableScreen, qtbot: QtBot) -> None:
    _hold(table, "wealth", (1, 0, 0))
    prompt = _open(qtbot, table, "location-action")
    assert prompt.shares["wealth"]["maelon"].value() == 1 and not prompt.shares["wealth"]["maelon"].isEnabled()
    assert prompt.notation() == "location-action"
    assert prompt.go.text() == "Go alone" and prompt.go.isEnabled()


def test_answering_join_moves_no_button(table: TableScreen, qtbot: QtBot) -> None:
    """Newcomer 10: "Go alone" turning into the wider "Go as a party of 2" moved Cancel under the mouse. The Go
    button is as wide as its widest words from the start, so Cancel and Go hold still."""
    _hold(table, "wealth", (2, 2, 2))
    prompt = _open(qtbot, table, "location-action")
    cancel = next(b for b in prompt.findChildren(QPushButton) if b.text() == tr("Cancel"))

    def places() -> tuple[int, int, int]:
        QApplication.processEvents()
        return cancel.x(), prompt.go.x(), prompt.go.width()

    alone = places()
    assert prompt.go.text() == tr("Go alone")
    prompt.set_answer("ceri", True)
    assert prompt.go.text() == tr("Go as a party of {size}").format(size=2)
    assert places() == alone
    prompt.set_answer("hywel", True)
    assert places() == alone
