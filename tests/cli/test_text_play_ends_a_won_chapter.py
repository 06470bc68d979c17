"""The text mode ends a won chapter as the desktop does (issue 23 "An end-of-chapter screen (desktop and text)"):
the chapter and its ending, the days, fights and deaths, the quests completed; a lost or running game says
nothing of the kind."""

from __future__ import annotations

import io
from pathlib import Path

from grail_desktop.catalog import load_campaign
from grail_desktop.cli.play import chapter_end_lines, show
from grail_desktop.engine import new_game

ROUTE = Path(__file__).parent / "routes" / "ending-blind-stone.actions"


def test_a_won_chapter_reads_its_ending_and_figures() -> None:
    lines = ROUTE.read_text(encoding="utf-8").splitlines()
    seed = next(int(line.split(":")[1]) for line in lines if line.startswith("# seed:"))
    game = new_game(load_campaign("ynys-wen"), ["maelon"], seed=seed)
    assert chapter_end_lines(game) == [], "nothing to say while the chapter goes on"
    for line in lines:
        if line.strip() and not line.startswith("#"):
            game.apply(line.strip())
    text = "\n".join(chapter_end_lines(game))
    assert "── The Guttering Stones: The Blind Stone Wakes ──" in text
    assert f"Days: {game.state.day}" in text
    assert "Fights: " in text and "Deaths: none" in text
    assert "Quests completed: " in text
    assert "blind-stone" not in text, "no ids, only names"


def test_the_text_mode_shows_the_end_before_offering_the_next_chapter() -> None:
    """Issue 23: a chapter won with another to come (ynys-wen has Chapter II) shows the same end in the text mode
    before the offer to begin the next: the ending, the days and the fights (it went straight to the offer)."""
    lines = ROUTE.read_text(encoding="utf-8").splitlines()
    seed = next(int(line.split(":")[1]) for line in lines if line.startswith("# seed:"))
    game = new_game(load_campaign("ynys-wen"), ["maelon"], seed=seed)
    for line in lines:
        if line.strip() and not line.startswith("#"):
            game.apply(line.strip())
    assert game.legal_actions(), "the next chapter is on offer"
    out = io.StringIO()
    show(game, out)
    text = out.getvalue()
    assert "── The Guttering Stones: The Blind Stone Wakes ──" in text
    assert f"Days: {game.state.day}" in text
    assert text.index("Days: ") < text.index("Begin Chapter II")
