"""Issue 19 / ux.md: the desktop never shows an id or notation. Over 200 seeded random games (bounded steps) every
string the table presents is rendered through the same app functions the widgets call (action labels and costs,
closed-action reasons, the chronicle line and status-bar message of every event, the decision heading, the
tray, day bar, map, End of the Day, encounter and game-over views, journal options, the Start of the Day
summary, the Load list's titles) and searched for ids and notation (:func:`player_text.leaks`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs
import pytest
from player_text import leaks, random_games

from grail_desktop.app import card_sheets, day_views, encounter_tips, encounter_view, journal_view, tips, views
from grail_desktop.app.belongings_view import belongings_view
from grail_desktop.app.describe import STANDARD_ACTIONS, action_does, chronicle_line, describe
from grail_desktop.app.words import campaign_title, clean, decision_name, outcome, save_title
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.game import chronicle_event

GAMES = 200
STEPS = 45

#: View fields that hold ids or symbols the widgets map to pictures or look up, never show as text.
_NOT_SHOWN = frozenset(
    {
        "notation",
        "character",
        "id",
        "kind",
        "terrain",
        "colour",
        "card",
        "skill",
        "section",
        "attribute",
        "partner",
        "deck",
        "direction",
        "seals",
        "letter",
        "owner",
        "dial",
        "face",
        "nodes",
        "right_nodes",
        "positions",
        "end_nodes",
        "step",
        "keyword",
        "enemy",
        "source",
        "item",
        "state",
        "legal",
        "acting",
    }
)


def _strings(value: Any, field: str = "") -> Iterator[str]:
    """Every string a view holds, except fields the widgets never show as text."""
    if field in _NOT_SHOWN:
        return
    if isinstance(value, str):
        yield value
    elif attrs.has(type(value)):
        for f in attrs.fields(type(value)):
            yield from _strings(getattr(value, f.name), f.name)
    elif isinstance(value, tuple | list):
        for v in value:
            yield from _strings(v, field)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v, field)


def _presented(game: Any, catalog: Any, events: list, *, hover: bool = True) -> Iterator[tuple[str, str]]:
    """(where, text) for what the table shows at this point; with ``hover`` also its tooltips and viewer sheets
    (every few steps: they change slowly, and the test stays fast)."""
    legal = [str(a) for a in game.legal_actions()]
    for n in legal:
        label, cost = describe(n, game, catalog)
        yield f"action {n}", f"{label} {cost}"
    for n in STANDARD_ACTIONS:
        if n not in legal:
            yield f"reason {n}", clean(game.illegal_reason(n) or "", catalog, game)
    for e in events:
        yield f"chronicle {e.kind}", chronicle_line(e.kind, e.text, catalog)
    s = game.state
    if s.pending:
        yield "heading", decision_name(s.pending[0].kind)
    if s.outcome:
        yield "outcome", outcome(catalog, s.outcome)

    def why(n: str) -> str | None:
        return None if n in legal else clean(game.illegal_reason(n) or "", catalog, game)

    built = [
        views.day_view(game, catalog),
        views.map_view(game, catalog, legal),
        *(views.tray_view(game, catalog, c) for c in s.order),
        day_views.end_of_day_view(game, catalog, legal, events),
        day_views.game_over_view(game, catalog, legal),
        encounter_view.encounter_view(game, catalog, legal, why),
    ]
    if s.exploration is not None:
        built.append(journal_view.option_views(game, catalog, legal, why))
    if any(e.kind == "DayStarted" for e in events):
        built.append(day_views.start_of_day_view(events, s, catalog))
    for view in built:
        for text in _strings(view):
            yield type(view).__name__, text
    if hover:
        yield from _hover_and_viewer_texts(game, catalog, legal, built)


def _hover_and_viewer_texts(game: Any, catalog: Any, legal: list[str], built: list[Any]) -> Iterator[tuple[str, str]]:
    """What hovering and right-clicking show: the tooltips (app.tips), the card viewer's sheets and the Quests &
    belongings view, for the things on the table at this point."""
    map_view = built[1]
    dials = dict(map_view.menhirs)
    for card in map_view.cards:
        yield "tip location", tips.location_tip(card, dials.get(card.number), [])
        sheet = card_sheets.map_card_sheet(card, dials.get(card.number))
        yield "viewer location", "\n".join((sheet.title, sheet.kind, *sheet.paragraphs))
    for pawn in map_view.pawns:
        yield "tip pawn", tips.pawn_tip(pawn)
    for tray in built[2 : 2 + len(game.state.order)]:
        for track in tray.tracks:
            yield "tip track", tips.track_tip(track)
        for kw, name, active in tray.items:
            yield "tip item", tips.item_tip(catalog, name, kw, active)
        for name, personal in tray.secrets:
            yield "tip secret", tips.secret_tip(catalog, name, personal)
        for badge in tray.badges:
            yield "tip state", tips.state_tip(badge)
    for n in legal:
        label, cost = describe(n, game, catalog)
        does = action_does(n, game, catalog)
        tip = tips.action_tip(n, label, cost, does)
        assert "<br>" in tip, f"the tooltip of {n!r} only repeats its label: {tip}"
        yield "tip action", tip
        if n.split(" ", 1)[0] in ("location-action", "character-action"):
            # issue 19 (newcomer run): a location's own action says what it does, not "as its card says"
            assert does and "as its card says" not in tips.action_tip(n, label, cost, does), n
    board = built[2 + len(game.state.order) + 2]  # after the day, map, one tray a character, End of the Day, game over
    if board is not None:
        # the encounter board's hover texts and captions (app.encounter_tips), as the board's items set them
        yield "board summary", encounter_view.summary(board)
        yield "board escape", encounter_tips.escape_caption(board.escape_cost)
        yield "board roll", encounter_tips.roll_caption(board.is_legal("roll"), len(board.member.active))
        names = [e.name for e in board.enemies]
        for e in board.enemies:
            yield "board chain end", encounter_tips.drop_spot_tip(e.name, e.end_name, e.end_nodes)
            for face in e.chain:
                yield "board chain card", encounter_tips.card_tip(face)
        for n, face in enumerate(board.member.hand, start=1):
            yield "board hand card", encounter_tips.card_tip(face, n)
        for colour, count in board.member.pool:
            if count:
                yield "board pool die", encounter_tips.die_tip(None, colour, (), names, "")
        for die in board.member.active:
            yield "board die", encounter_tips.die_tip(die, die.colour, board.member.active, names, "")
    enc = game.state.encounter
    if enc is not None:
        yield "tip source", tips.source_words(catalog, enc.source)
        ids = [e.id for e in enc.enemies] + [c for m in enc.participants for c in m.hand]
        for ident in ids:
            sheet = card_sheets.sheet_for(catalog, ident)
            if sheet is not None:
                yield "viewer card", "\n".join((sheet.title, sheet.kind, *sheet.paragraphs))
    for section in belongings_view(game, catalog):
        for title, text in section.entries:
            yield "quests view", f"{section.heading} {title} {text}"


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_campaign("ynys-wen")


def test_no_id_or_notation_in_anything_the_desktop_shows(catalog: Any) -> None:
    found: dict[str, str] = {}
    checked: set[str] = set()
    steps = 0
    for step in random_games(catalog, GAMES, STEPS):
        steps += 1
        events = step.events or [chronicle_event(entry) for entry in step.game.state.chronicle]
        hover = steps % 4 == 0 or (step.game.state.encounter is not None and steps % 2 == 0)
        for where, text in _presented(step.game, catalog, events, hover=hover):
            if text in checked:
                continue  # the same words were searched already (most of the table does not change each step)
            checked.add(text)
            for leak in leaks(text, catalog):
                found.setdefault(f"{where}: {leak}", f"seed {step.seed}: {text}")
    assert steps > GAMES * 10
    assert not found, "\n".join(f"{k}  ←  {v}" for k, v in list(found.items())[:40])


def test_load_list_titles_are_words(catalog: Any) -> None:
    """The Load list names a save and its campaign in words, not as file or pack ids (issue 19)."""
    assert save_title("autosave.toml") == "Autosave"
    assert save_title("autosave.toml.1") == "Autosave (backup 1)"
    assert save_title("text-play.toml") == "Text play"
    assert campaign_title("ynys-wen") == catalog.campaign.title
    for text in (save_title("autosave.toml.3"), campaign_title("ynys-wen")):
        assert not leaks(text, catalog)


def test_an_ending_and_the_mercy_are_named(catalog: Any) -> None:
    """Issue 19: the game-over screen names the ending; the Mercy names the Status it marks (names.toml)."""
    from grail_desktop.engine import new_game

    game = new_game(catalog, ["maelon"], seed=1)
    game.state.outcome = "won blind-stone-wakes"
    view = day_views.game_over_view(game, catalog, [])
    assert view is not None and "The Blind Stone Wakes" in view.text
    assert outcome(catalog, game.state.outcome) == "won: The Blind Stone Wakes"
    game.state.outcome = "death"
    view = day_views.game_over_view(game, catalog, ["mercy"])
    assert view is not None and "The tide spared you" in view.choices[0].detail
    for text in _strings(view):
        assert not leaks(text, catalog)


def test_prose_with_apostrophes_and_hyphens_is_left_as_written(catalog: Any) -> None:
    """clean() puts only real notation and ids in words: a chosen option's prose keeps its apostrophes."""
    from grail_desktop.engine import new_game

    game = new_game(catalog, ["maelon"], seed=1)
    prose = "Chose: Throw them Heledd's bell-rope from your pack, and Morfudd's stool; he said 'well-made; so-so'."
    assert clean(prose, catalog, game) == prose
    assert clean("'inspect-menhir' is not legal now", catalog, game) == "“Inspect the Menhir” is not possible now"
    assert clean("leaves the rewards 'gain food 1; lose terror 1'.", catalog, game) == (
        "leaves the rewards gain 1 Food, lose 1 Terror."
    )


def test_fight_lines_of_older_saves_read_as_sentences(catalog: Any) -> None:
    """Saves made before the fights spoke in sentences keep their chronicle lines; shown, they read as the new
    ones do (issue 19, newcomer run: "(after)" tags, dice named by number)."""
    old = {
        "The Yew-Wolf Mother (special): She circles before she strikes.": (
            "Special effect of The Yew-Wolf Mother: She circles before she strikes."
        ),
        "Starved Hound (after): It snaps at the nearest hand.": (
            "After effect of Starved Hound: It snaps at the nearest hand."
        ),
        "Hywel Quill rolls: 1: gold double-hit, 2: red miss, 4: red hit.": (
            "Hywel Quill rolls a gold double hit, a red miss and a red hit."
        ),
    }
    for line, words in old.items():
        shown = chronicle_line("AfterEffect", line, catalog)
        assert shown == words and not leaks(shown, catalog)


def test_a_location_action_says_what_it_does_where_it_is_chosen(catalog: Any) -> None:
    """Issue 19 (newcomer run): a location action's tooltip and its join prompt say what the action does,
    from its card, not only its name and price."""
    from grail_desktop.app.party_views import join_prompt_view
    from grail_desktop.engine import new_game

    game = new_game(catalog, ["maelon", "ceri"], seed=7)
    legal = [str(a) for a in game.legal_actions()]
    base = next(n for n in legal if n.startswith("location-action") and " with " not in n)
    here = catalog.locations[game.state.characters["maelon"].location]
    assert here.action is not None
    does = action_does(base, game, catalog)
    assert does and does.rstrip(".") in here.action.text
    label, cost = describe(base, game, catalog)
    assert does in tips.action_tip(base, label, cost, does)
    view = join_prompt_view(game, catalog, legal, base, {}, {})
    assert view is not None and view.does == does and not leaks(view.does, catalog)
