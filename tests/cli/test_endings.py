"""Both endings of Chapter I can be reached (issue: Complete Chapter I): scripted solo routes replayed through
the same gate as play (``grail-desktop replay``), each ending in a win."""

from __future__ import annotations

from pathlib import Path

import pytest
from route_files import ROUTES, read_route

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game


def _replay(path: Path) -> str | None:
    header, actions = read_route(path)
    catalog = load_campaign(header["campaign"])
    game = new_game(catalog, characters=header["characters"].split(","), seed=int(header["seed"]))
    for action in actions:
        game.apply(action)
    return game.state.outcome


@pytest.mark.parametrize(
    ("route", "ending"),
    [("ending-blind-stone.actions", "blind-stone-wakes"), ("ending-heledd.actions", "heledd-brought-home")],
)
def test_scripted_route_wins_the_chapter(route: str, ending: str) -> None:
    assert _replay(ROUTES / route) == f"won {ending}"


def test_a_scripted_fight_plays_from_the_cli_to_a_win(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue: Encounters — a scripted fight against a real enemy of the pack, replayed by the CLI end to end."""
    from grail_desktop.main import main

    assert main(["replay", str(ROUTES / "fight-at-blackyew-hollow.actions")]) == 0
    out = capsys.readouterr().out
    assert "begins against" in out
    assert "The encounter is won" in out


def test_a_solo_game_from_the_cli_covers_the_first_days() -> None:
    """Issue: Content packs — a solo game of the shipped pack, played from an action file, goes through
    exploring, journal branches, an encounter, a Menhir going dark and Ends of the Day (S1 Order of the Day)."""
    lines = (ROUTES / "ending-heledd.actions").read_text(encoding="utf-8").splitlines()
    seed = next(int(line.split(":")[1]) for line in lines if line.startswith("# seed:"))
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, characters=["maelon"], seed=seed)
    for line in lines:
        if line.strip() and not line.startswith("#"):
            game.apply(line.strip())
    kinds = {entry.split("[")[0].split(":")[0] for entry in game.state.chronicle}
    assert game.state.day >= 3
    assert {"SectionRead", "OptionChosen", "EncounterStarted", "EnemyDefeated", "MenhirExpired"} <= kinds
    assert {"FoodEaten", "Fasted"} & kinds, "End of the Day rests were taken"
