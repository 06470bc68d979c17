"""The guided first day's script (issue 26): it is data, it loads and checks, and its conditions follow the
engine's real game of its seed and character through the whole scripted path (explore, choose, travel, fight,
pass, the End of the Day)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grail_desktop.app.glossary import build_glossary
from grail_desktop.app.tutorial import Facts, ScriptError, linked_html, load_guide, step_done
from grail_desktop.catalog import load_campaign
from grail_desktop.engine import Game, new_game


@pytest.fixture(scope="module")
def guide():  # type: ignore[no-untyped-def]
    return load_guide()


def test_the_script_names_a_real_game_and_has_every_part_of_the_day(guide) -> None:  # type: ignore[no-untyped-def]
    catalog = load_campaign(guide.campaign)
    assert guide.character in catalog.characters
    untils = [s.until.split()[0] for s in guide.steps]
    for part in ("opening-read", "exploring", "chose", "at", "fighting", "chained", "rolled", "passed", "new-day"):
        assert part in untils, part
    for step in guide.steps:
        if step.target.startswith("map:"):
            assert int(step.target[4:]) in catalog.locations


def _play(game: Game, actions: list[str]) -> None:
    for action in actions:
        assert action in [str(a) for a in game.legal_actions()], action
        game.apply(action)


def _fight(game: Game) -> None:
    """A plain fight: play a card, commit, roll, apply, resolve (always the first legal of each)."""
    for _ in range(200):
        if game.state.encounter is None:
            return
        legal = [str(a) for a in game.legal_actions()]
        order = ("play", "commit", "roll", "apply", "take-reward", "resolve", "end-phase")
        pick = next((a for prefix in order for a in legal if a.startswith(prefix)), legal[0])
        game.apply(pick)
    raise AssertionError("the fight does not end")


def test_each_condition_holds_once_its_part_of_the_day_is_done(guide) -> None:  # type: ignore[no-untyped-def]
    catalog = load_campaign(guide.campaign)
    game = new_game(catalog, characters=[guide.character], seed=guide.seed, difficulty=guide.difficulty)
    by_id = {s.id: s for s in guide.steps}

    def done(step: str, **facts: object) -> bool:
        return step_done(by_id[step], game.state, Facts(**facts))  # type: ignore[arg-type]

    assert not done("welcome"), "a step that only explains waits for Next"
    assert not done("letter") and done("letter", opening_read=True)
    assert not done("explore")
    _play(game, ["explore"])
    assert done("explore") and not done("choose")
    _play(game, ["choose 1"])
    assert done("choose") and not done("leave", mode="journal")
    _play(game, ["choose 5"])
    assert not done("leave", mode="journal") and done("leave", mode="map")
    assert not done("travel")
    _play(game, ["travel 102"])
    assert done("travel") and not done("hunt")
    _play(game, ["location-action"])
    assert done("hunt") and game.state.encounter is not None
    assert not done("chain") and not done("commit") and not done("roll") and not done("hit")
    play = next(str(a) for a in game.legal_actions() if str(a).startswith("play"))
    _play(game, [play])
    assert done("chain")
    _fight(game)
    assert done("finish-fight") and not done("leave-fight", mode="encounter") and done("leave-fight", mode="map")
    assert not done("pass")
    _play(game, ["pass"])
    assert done("pass") and not done("end-of-day", mode="day")
    while game.state.day == 1:  # "choose 1": the Dream's Sleep prompt
        legal = [str(a) for a in game.legal_actions()]
        _play(game, [next(a for a in ("eat", "fast", "done", "choose 1") if a in legal)])
    assert not done("end-of-day", mode="journal"), "the night's Dream is still on the stage"
    assert done("end-of-day", mode="map")


def test_a_broken_script_names_the_file_and_the_key(tmp_path: Path) -> None:
    path = tmp_path / "first-day.toml"
    head = '[guide]\ntitle = "t"\ncampaign = "ynys-wen"\ncharacter = "maelon"\nseed = 1\ndifficulty = "normal"\n'
    path.write_text(head + '[[step]]\nid = "a"\ntitle = "A"\ntext = "x"\ntarget = "stage"\nuntil = "dance"\n')
    with pytest.raises(ScriptError, match=r"first-day.toml: step\[0\].until: 'dance' is not a known condition"):
        load_guide(path)
    path.write_text(head + '[[step]]\nid = "a"\ntitle = "A"\ntext = "x"\ntarget = "sky"\nuntil = "next"\n')
    with pytest.raises(ScriptError, match=r"step\[0\].target: 'sky' is not a known target"):
        load_guide(path)
    path.write_text(head.replace("seed = 1", 'seed = "one"'))
    with pytest.raises(ScriptError, match=r"guide\.seed: must be a whole number"):
        load_guide(path)


def test_rule_words_in_coach_text_become_glossary_links(guide) -> None:  # type: ignore[no-untyped-def]
    glossary = build_glossary(load_campaign(guide.campaign))
    tray = next(s for s in guide.steps if s.id == "tray")
    html = linked_html(tray.text, glossary)
    for term in ("Energy", "Health", "Terror"):
        assert f'href="term:{term}"' in html
    assert html.count('href="term:Energy"') == 1, "each term is linked once"
