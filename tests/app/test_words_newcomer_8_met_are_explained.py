"""Issue 19, newcomer 8: words and marks a new player did not follow, each now explained where it appears, in the
words both front ends share (the app layer, the engine's reasons and the text mode).

Rules behind the words: S0 "Death" and docs/rules.md "Death and the Allmother's Mercy" (the Mercy), S2 "Strike
Step" (Strike again, nodes), S2 "Apply Dice Step" (the dial), rules-decisions.md "Dying and Going Insane" (Travel
costs 1 more), docs/rules.md "An escape nobody can pay" and the characters' traits (S1 Character Setup), S0
"Menhirs" (the cost once per player), S1 "Explore" (the reader alone is checked), S0 "Items" (one face up per
keyword).
"""

from __future__ import annotations

import pytest
from player_text import leaks

from grail_desktop.app import day_views, encounter_tips, tips
from grail_desktop.app.card_sheets import item_sheet
from grail_desktop.app.describe import describe
from grail_desktop.app.encounter_view import card_face, encounter_view
from grail_desktop.app.glossary import RULES_TERMS, build_glossary, rules_words_in
from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play_help, render
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.difficulty import HOUSE_RULES, difficulty_of
from grail_desktop.engine.effects import parse_condition
from grail_desktop.engine.reasons import condition_reason
from grail_desktop.ui.prose import paragraphs


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_campaign("ynys-wen")


def _fight(catalog: Catalog, enemy: str, who: str) -> Game:
    game = new_game(catalog, characters=[who], seed=4)
    game.start_fight([who], [enemy], "test", game.state.characters[who].location)
    return game


def test_every_term_the_journal_underlines_is_explained_and_the_text_mode_answers_help_on_it(
    catalog: Catalog,
) -> None:
    """The reader underlines each glossary term; every one has an explanation, and ``help <term>`` (any case) gives
    the same in text mode, whose section names the words it can explain."""
    glossary = build_glossary(catalog)
    terms = {term for s in catalog.journal.values() for p in paragraphs(s.text) for _, _, term in glossary.find(p)}
    assert len(terms) > 10
    for term in terms:
        explained = glossary.lookup(term)
        assert explained, term
        assert play_help.help_text(term.lower(), catalog) == f"  {term}: {explained}"
    assert "Lantern Company:" in play_help.help_text("lantern company", catalog)
    assert play_help.help_text("Menhirs", catalog).startswith("  Menhir: ")
    assert "or a word the journal names" in play_help.help_text("no-such-word", catalog)
    game = new_game(catalog, characters=["ceri"], seed=11)
    game.apply("explore")
    said = " ".join(render.section_lines(game, game.state.exploration.section))  # type: ignore[union-attr]
    assert "(`help WORD` explains: Menhir, Lantern Company" in said


def test_the_difficulty_page_explains_the_allmother_and_the_menhir_dial(catalog: Catalog) -> None:
    """ "Menhir tax", "Menhir dial" and "Allmother": the house rules say what they do in plain words, and each
    difficulty's Mercy rule is said under its description."""
    names = [rule.name for rule in HOUSE_RULES.values()]
    assert "Gentle fasting" in names and not any("tax" in n for n in names)
    assert "its dial (its days of light)" in HOUSE_RULES["long-light"].text
    assert HOUSE_RULES["gentle-tax"].text.startswith("Resting without Food takes at most 2 Energy")
    for level, said in (("story", "every time: "), ("normal", "once: "), ("hard", "No Allmother's Mercy: ")):
        note = tips.mercy_note(difficulty_of(catalog, level).mercy)
        assert said in note and "the island's goddess" in note, note
        assert "starts the chapter again" in note or "a loss ends the campaign" in note
    glossary = build_glossary(catalog)
    assert glossary.lookup("Allmother's Mercy") and glossary.lookup("Menhir Dial") and glossary.lookup("Quest Dial")


def test_an_items_state_and_craftable_read_as_sentences(catalog: Catalog) -> None:
    """ "Face up: in use" and "It can be crafted" said what they mean for the player."""
    craftable = next(i for i, d in catalog.items.items() if d.craftable)
    up = " ".join(item_sheet(catalog, craftable).paragraphs)
    down = " ".join(item_sheet(catalog, craftable, face_down=True).paragraphs)
    assert "Face up: in use, so its text counts; only one card of a keyword is in use at a time." in up
    assert "Face down: kept, but not in use" in down
    assert "Craftable: a place or a reward that lets you make something draws an Item like this one." in up
    assert leaks(up, catalog) == []


def test_strike_again_and_the_node_dots_are_explained_on_the_hand_card(catalog: Catalog) -> None:
    """A card printing "Strike again" says what it does; a hand card says what its coloured dots and rings are."""
    face = card_face(catalog, "ceri-through-the-gap", "ceri")
    tip = encounter_tips.card_tip(face, 1)
    assert "Strike again: the Strike step stays open" in tip
    assert "The dots on a card&#x27;s edges are nodes, coloured by place: gold top, teal middle, purple bottom" in tip
    assert "A ringed dot on the left edge is one of the card&#x27;s strikes" in tip
    other = next(
        c
        for c, d in catalog.cards.items()
        if d.strikes
        and not any(e.word == "strike-again" for s in d.strikes for e in s.effects)
        and not any(e.word == "turn-dial" for s in d.strikes for e in s.effects)
    )
    assert "Strike again:" not in encounter_tips.card_tip(card_face(catalog, other, "ceri"), 1)


def test_the_enemy_cards_dial_and_the_fights_dial_are_told_apart(catalog: Catalog) -> None:
    """ "Dial ■ red" on an enemy beside the board's "Dial red": each says which dial it is."""
    fight = encounter_tips.fight_dial_means("blue")
    assert fight.startswith("The fight's dial shows blue: only blue dice apply now.")
    assert "The small “Start” square on an enemy card is only the colour the fight's dial starts at." in fight
    start = encounter_tips.starting_dial_means("red")
    assert start.startswith("Start red: the fight's dial starts at the first enemy's colour.")
    assert "enemy 1's colour" in encounter_tips.enemy_number_means(1)
    assert encounter_tips.enemy_number_means(2).startswith("The 2 in the corner is its place")


def test_going_insane_travel_says_why_it_costs_two(catalog: Catalog) -> None:
    """A Going Insane character's journey: "2 Energy: you are Going Insane", on the desktop and in text mode."""
    game = new_game(catalog, characters=["maelon"], seed=4)
    travel = next(str(a) for a in game.legal_actions() if a.verb == "travel")
    assert describe(travel, game, catalog)[1] == "1 Energy"
    game.apply(f"adjust maelon terror {catalog.characters['maelon'].terror.max - 1}")
    assert describe(travel, game, catalog)[1] == "2 Energy: you are Going Insane"
    words = next(render.label(game, a) for a in game.legal_actions() if str(a) == travel)
    assert words.endswith("(2 Energy: you are Going Insane)"), words


def test_the_escape_price_says_what_a_trait_or_a_shortfall_adds(catalog: Catalog) -> None:
    """Maelon's Spurless adds 1 Terror to every escape; a cost nobody can pay becomes Terror: both said beside the
    price, on the button and in its tooltip; Ceri pays the printed price and nothing more is said."""
    game = _fight(catalog, "starved-hound", "maelon")
    view = encounter_view(game, catalog, [str(a) for a in game.legal_actions()])
    assert view is not None and view.escape_extra == ("1 Terror (your trait)",)
    assert view.escape_extra_why[0].startswith("1 Terror more: Maelon Harrow's trait, Spurless")
    assert view.escape_pays == "1 Energy and 1 Terror"
    caption = encounter_tips.escape_caption(view.escape_cost, extra=view.escape_extra, pays=view.escape_pays)
    assert caption == "Escape (Esc)\nyou pay 1 Energy and 1 Terror; hover for why"  # the why is in its tooltip
    escape = next(render.label(game, a) for a in game.legal_actions() if a.verb == "escape")
    assert escape.endswith(  # the total first, then the reason, as the desktop's button (issue 19)
        ": you pay 1 Energy and 1 Terror (1 Terror of it from Maelon Harrow's trait, Spurless)"
    ), escape
    calm = _fight(catalog, "starved-hound", "ceri")
    calm_view = encounter_view(calm, catalog, [str(a) for a in calm.legal_actions()])
    assert calm_view is not None and calm_view.escape_extra == ()
    poor = _fight(catalog, "frightened-reeve", "ceri")
    poor.state.characters["ceri"].resources["reputation"] = 0
    poor_view = encounter_view(poor, catalog, [str(a) for a in poor.legal_actions()])
    assert poor_view is not None
    assert poor_view.escape_extra == ("1 Terror instead of 1 Reputation",)
    assert poor_view.escape_extra_why == ("1 Terror instead of 1 Reputation: you have too little to pay it",)
    assert poor_view.escape_pays == "1 Terror", "the button says the price paid, not the printed one beside it"
    poor_escape = next(render.label(poor, a) for a in poor.legal_actions() if a.verb == "escape")
    assert poor_escape.endswith(": you pay 1 Terror (1 Terror of it instead of 1 Reputation, which you cannot pay)")


def test_the_text_modes_escape_line_says_the_total_then_why_in_german() -> None:
    """Issue 19: the text mode's Escape line in German is the total first, then the trait's part, no English:
    the trait's name is the pack's German one (``--lang de`` loads the pack's overlay), not "Spurless"."""
    from grail_desktop.app import i18n

    game = _fight(load_campaign("ynys-wen", lang="de"), "starved-hound", "maelon")
    i18n.set_language("de")
    try:
        escape = next(render.label(game, a) for a in game.legal_actions() if a.verb == "escape")
    finally:
        i18n.set_language("en")
    assert "du zahlst" in escape and "davon durch die Eigenschaft von Maelon Harrow, Ohne Sporen)" in escape, escape
    assert "trait" not in escape and "you pay" not in escape and "Spurless" not in escape, escape


def test_a_menhirs_price_for_several_players_reads_as_one_sentence(catalog: Catalog) -> None:
    """ "costs 4 Magic (there is 0) (2 players in the game)": the price per player, the players and the whole."""
    game = new_game(catalog, characters=["maelon", "ceri"], seed=1)
    for who in ("maelon", "ceri"):
        game.state.characters[who].resources["magic"] = 0
    reason = game.illegal_reason("activate-menhir") or ""
    assert (
        reason
        == "activating the Menhir costs 1 Magic for each of the 2 players in the game, so in all 2 Magic (there is 0)"
    )
    assert "(2 players in the game)" not in reason
    assert render.engine_reason(game, "activate-menhir", "activating the Menhir").endswith(
        "so in all 2 Magic (you have 0 Magic)"
    )


def test_a_track_change_is_marked_by_its_sign_not_a_skull() -> None:
    """Terror lost is good news: the morning's line is marked "−", a gain "+", other lines keep their mark."""
    lost = day_views.SummaryLine(4, "Maelon Harrow loses 1 Terror", kind="TerrorChanged", delta=-1)
    gained = day_views.SummaryLine(4, "Maelon Harrow gains 1 Terror", kind="TerrorChanged", delta=1)
    assert day_views.track_sign(lost) == "−" and day_views.track_sign(gained) == "+"
    assert day_views.track_sign(day_views.SummaryLine(5, "Event", kind="EventRevealed")) == ""


def test_a_closed_option_names_the_party_member_who_has_what_it_needs(catalog: Catalog) -> None:
    """S1 "Explore": the reader alone is checked; a party member who has the attribute is named, with who reads."""
    game = new_game(catalog, characters=["maelon", "ceri"], seed=3)
    game.apply("explore with ceri")
    ex = game.state.exploration
    assert ex is not None and ex.character == "maelon" and "ceri" in ex.party
    reader, other = game.state.characters["maelon"], game.state.characters["ceri"]
    reader.attributes["lore"], other.attributes["lore"] = 0, 3
    reason = condition_reason(game, "maelon", parse_condition("attribute lore 2"))
    assert reason == "needs Lore 2 (Maelon Harrow has 0, but Ceri Halen has 3: the one who explores reads)"
    other.attributes["lore"] = 1
    assert condition_reason(game, "maelon", parse_condition("attribute lore 2")) == "needs Lore 2 (Maelon Harrow has 0)"


def test_passing_is_news_not_a_warning_and_the_chronicle_explains_rule_words(catalog: Catalog) -> None:
    """ "⚠ Passed": the tray says it plainly; a chronicle line's tooltip says what "Quest Dial" means."""
    assert "⚠" not in tips.passed_words() and "Passed" in tips.passed_words()
    assert "takes no more actions today" in tips.passed_tip()
    words = dict(rules_words_in("Quest Dial “Heledd's trail” now 1", build_glossary(catalog)))
    assert set(words) == {"Quest Dial"} and "progress" in words["Quest Dial"]
    assert "Quest Dial" in RULES_TERMS and "Allmother's Mercy" in RULES_TERMS
