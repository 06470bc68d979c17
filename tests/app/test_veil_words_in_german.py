"""Issue 28: the Riven Veil's words at the desk and in the text mode (``app/veil/words.py``: actions, cards,
card parts, region tips, VP sources, phases; ``app/veil/rules_summary.py``) read in German when the interface
language is German. Seeded German matches are played by bots; at every decision each legal action, every hand
card, every region's tip and the trackers' words are checked for English words."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from veil_bot_matches import FACTIONS, bot_decisions

from grail_desktop.app import i18n
from grail_desktop.app.veil.rules_summary import rules_summary
from grail_desktop.app.veil.words import (
    PHASE_WORDS,
    SOURCE_WORDS,
    action_words,
    card_words,
    hidden_card_words,
    phase_words,
    region_tip,
    source_words,
)
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.defs import POSITIONS, VeilPack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode

#: English words of these sentences that no German line (nor a German pack name) holds.
ENGLISH = re.compile(
    r"\b(the|The|and|of|to|on|its|your|you|with|from|for|now|no|if|this|then|up|each|any|one|or|a|"
    r"Keep|give|it|Land|Play|paying|Deploy|Move|Build|Place|Draw|Skip|Finish|Use|Bond|Stop|deploy|move|build|"
    r"place|draw|gain|card|cards|Warrior|Warriors|Lord|Hero|Heroes|unit|units|Settlement|Settlements|Favor|"
    r"Power|Faction|Token|Tokens|Strength|strength|limit|initiative|costs|other|region|explored|Explored|"
    r"Unexplored|Coastal|Inner|Central|season|Season|VP|Battle|Combat|Cards|Bonus|Standard|Action|"
    r"hidden|Mist|Deep|Green|Knight|stands|here|waits|bonded|1st|2nd|ended|faction|Setup|Preparation|War|"
    r"Phase|secret|choices|turns|game|over|Starting|Regions|Artifacts|Prophecies|Grail|Beasts|discards|"
    r"effects|north|south|east|west|centre|neighbouring|Goal|Length|Scoring|Other|tie|goes|most|"
    r"rounded|half)\b"
)


@pytest.fixture(scope="module")
def pack() -> Iterator[VeilPack]:
    i18n.set_language("de")
    yield load_veil_pack("saltcrown", lang="de")
    i18n.set_language("en")


def _said(game: VeilGame, seat: int) -> Iterator[str]:
    """Everything the desk and the text mode say to ``seat`` at this decision, from its view."""
    view = game.view(seat)
    pack = game.pack
    yield phase_words(view.phase)
    for a in game.legal_actions(seat):
        yield action_words(view, pack, a)
    for c in view.players[seat].hand:
        yield card_words(pack.cards[c]) if c in pack.cards else hidden_card_words(c)
    for other in view.players:
        for c in other.hand:
            if c not in pack.cards:
                yield hidden_card_words(c)
    for i in range(len(POSITIONS)):
        yield region_tip(view, pack, i)


def test_the_veil_words_of_german_matches_read_in_german(pack: VeilPack) -> None:
    i18n.set_language("de")
    found: dict[str, str] = {}
    lines = 0
    for seed in range(6):
        seats = 2 + seed % 3
        mode = Mode(seasons=2, deterministic=seed % 4 == 3, symmetric=seed % 2 == 1)
        game = VeilGame(pack, FACTIONS[:seats], mode, seed)
        for steps, seat in enumerate(bot_decisions(game, ["random"] * seats, seed)):
            if steps % 3 == 0:  # every third decision is read in full (the tips are long)
                for line in _said(game, seat):
                    lines += 1
                    words = ENGLISH.findall(line)
                    if words:
                        found.setdefault(line.split(" ")[0], f"{line!r} ({', '.join(sorted(set(words)))})")
    assert lines > 2000
    assert not found, "English left in German Veil words:\n" + "\n".join(list(found.values())[:20])


def test_the_rules_summary_and_the_tables_read_in_german() -> None:
    i18n.set_language("de")
    try:
        for mode in (Mode(), Mode(seasons=3, deterministic=True, catch_up=False)):
            for line in rules_summary(mode):
                assert not ENGLISH.findall(line), line
        for source in SOURCE_WORDS:
            assert not ENGLISH.findall(source_words(source)), source
        for phase in PHASE_WORDS:
            assert not ENGLISH.findall(phase_words(phase)), phase
    finally:
        i18n.set_language("en")
    assert rules_summary(Mode())[0] == "THE RIVEN VEIL IN SHORT"  # English stays the source
