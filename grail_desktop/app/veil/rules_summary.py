"""The Riven Veil's rules in short (issue 21: a newcomer's first questions; issue 26: the desk's "?").

The words are this project's own summary of docs/riven-veil.md; the numbers come from the engine's constants
and the match's mode, so the summary cannot drift from the rules it describes. The text mode's ``help`` and the
desk's rules page both show it.
"""

from __future__ import annotations

from grail_desktop.app.i18n import tr
from grail_desktop.app.veil.event_words import deck_words
from grail_desktop.engine.veil.board import UNIT_LIMIT
from grail_desktop.engine.veil.gains import DECK_WORDS
from grail_desktop.engine.veil.rules import END_DRAWS, STANDARD_DRAWS
from grail_desktop.engine.veil.season import CATCH_UP_POWER, HAND_DEAL, PROPHECIES_PER_SEASON, ROUNDS
from grail_desktop.engine.veil.state import Mode
from grail_desktop.engine.veil.war import MAX_BONUS, MAX_COMBAT_DRAWS


def rules_summary(mode: Mode) -> list[str]:
    """The rules of a match in ``mode`` as short paragraphs (lines of plain text), in the interface language."""
    seasons = mode.seasons
    hand = ", ".join(f"{n} {deck_words(DECK_WORDS[deck])}" for deck, n in HAND_DEAL)
    size = sum(n for _, n in HAND_DEAL)
    turns = seasons * ROUNDS
    combat = (
        tr("Deterministic mode: no Combat Cards are drawn; every plan succeeds and adds half its limit.")
        if mode.deterministic
        else tr(
            "Then each side with a plan draws Combat Cards one at a time (the strongest side first), up to "
            "{most}, and may stop after any card. Over the limit, the plan fails and adds only half "
            "its strength (rounded up). At or under it, or with no card at all, the plan succeeds: it adds its "
            "strength, your Combat Cards and its effect."
        ).format(most=MAX_COMBAT_DRAWS)
    )
    catch_up = (
        " "
        + tr("From Season 2, with Catch-Up, the factions furthest behind get {power} Power and a Deploy card.").format(
            power=CATCH_UP_POWER
        )
        if mode.catch_up
        else ""
    )
    goal = (
        tr(
            "Goal: the most VP when Season {seasons} ends (Long game: {seasons} seasons). A tie goes to the bearer "
            "of the Holy Grail; without one, all tied factions win. VP never drop below 0."
        )
        if seasons == 3
        else tr(
            "Goal: the most VP when Season {seasons} ends (Normal game: {seasons} seasons). A tie goes to the "
            "bearer of the Holy Grail; without one, all tied factions win. VP never drop below 0."
        )
    ).format(seasons=seasons)
    return [
        tr("THE RIVEN VEIL IN SHORT"),
        goal,
        tr(
            "Length: each season has {rounds} Preparation rounds, so you play {turns} turns in all, each season "
            "ending with a War Phase."
        ).format(rounds=ROUNDS, turns=turns),
        tr(
            "1. Mist Phase: {prophecies} new Prophecies turn up; from Season 2 your Settlements pay "
            "their slots again; abilities are ready again; every faction gets a fresh hand of {size} cards "
            "({hand})."
        ).format(prophecies=PROPHECIES_PER_SEASON, size=size, hand=hand)
        + catch_up,
        tr(
            "2. Preparation, each round: everyone picks in secret one card and the other hand cards that pay its "
            "cost, or a Standard Action (deploy 1 Warrior, move 1 unit or gain 1 Power: no card spent). All are "
            "revealed; the highest initiative acts first (a Standard Action has 0). Do your card's parts in "
            "order; each is 'up to', so you may stop early; use abilities between parts. Then the played and "
            "paying cards are discarded, you draw {draws} cards from decks you choose ({standard} "
            "after a Standard Action), and more than {limit} of your units in one region send the extra "
            "back to supply."
        ).format(draws=END_DRAWS, standard=STANDARD_DRAWS, limit=UNIT_LIMIT),
        tr(
            "3. War Phase: every explored region is scored in turn. Alone there, you take its VP for the season. "
            "With two or more factions it is a battle: without Heroes (Lords, Champions) the strengths are "
            "compared; with them, each side with a Hero may play in secret 1 Battle Plan and up to {bonus} "
            "Bonus Cards (any other hand cards; each adds 1 to the plan's limit)."
        ).format(bonus=MAX_BONUS)
        + " "
        + combat,
        tr(
            "Scoring a region: 1st gains its VP for the season; 2nd gains half (rounded up), only when 1st is not "
            "tied; all tied for 1st gain the full VP and nobody is 2nd. The clear winner of a battle with Heroes "
            "also gains an Artifact."
        ),
        tr(
            "Strength: a Warrior 1; a Champion 1 + its Artifacts; your Lord 1 + its Artifacts and Strength Tokens "
            "(+2 with Excalibur); a Settlement 1 + its tokens; a Beast as its card says. Units in an unexplored "
            "region give no strength and cannot leave it until your Lord explores it."
        ),
        tr(
            "Other VP: a Settlement uncovers a slot on your Faction Board and pays it when built, at every later "
            "Mist Phase and once more at the end; Prophecies (VP for the season, and Favor); the Favor Track; "
            "Artifacts; Beasts; the Holy Grail (10 VP)."
        ),
        tr(
            "Hand cards: at the end of each season every card left in your hand is discarded for 1 VP. A card "
            "you keep is worth 1 VP; play it where it earns more."
        ),
    ]
