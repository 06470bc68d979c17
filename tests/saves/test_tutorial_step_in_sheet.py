"""The guided first day is a real game saved like any other, with its step in the sheet's ``[lineage]``
(issue 26): the step travels through a save and a load, and a bad step is refused with file and key."""

from __future__ import annotations

import datetime as dt

import pytest

from grail_desktop.engine import new_game
from grail_desktop.engine.defs import Catalog
from grail_desktop.saves import Lineage, SaveError, SheetMeta, dumps, loads_sheet, new_campaign_id


def test_the_tutorial_step_round_trips_through_the_sheet(catalog: Catalog) -> None:
    game = new_game(catalog, ["wren"], seed=3, undo=False)
    lineage = Lineage(new_campaign_id(), "Guided first day", dt.datetime(2026, 12, 1, 9, tzinfo=dt.UTC), "", "travel")
    text = dumps(game, meta=SheetMeta(lineage))
    assert 'tutorial = "travel"' in text
    sheet = loads_sheet(text, catalog)
    assert sheet.meta.lineage is not None and sheet.meta.lineage.tutorial == "travel"
    assert sheet.game.state == game.state


def test_a_campaign_without_a_guide_writes_no_step(catalog: Catalog) -> None:
    game = new_game(catalog, ["wren"], seed=3, undo=False)
    text = dumps(game, meta=SheetMeta(Lineage(new_campaign_id(), "Plain")))
    assert "tutorial" not in text
    sheet = loads_sheet(text, catalog)
    assert sheet.meta.lineage is not None and sheet.meta.lineage.tutorial == ""


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ('"../step"', "lineage.tutorial: '../step' is not a tutorial step id"),
        ("3", "lineage.tutorial: must be a tutorial step id, not 3"),
    ],
)
def test_a_bad_tutorial_step_is_refused_naming_the_key(catalog: Catalog, value: str, message: str) -> None:
    text = dumps(new_game(catalog, ["wren"], seed=3, undo=False))
    head, _, rest = text.partition("[setup]")
    broken = head + f'[lineage]\nid = "c-1"\ntutorial = {value}\n' + "[setup]" + rest
    with pytest.raises(SaveError) as caught:
        loads_sheet(broken, catalog, name="s.toml")
    assert str(caught.value).startswith(f"s.toml: {message}")
