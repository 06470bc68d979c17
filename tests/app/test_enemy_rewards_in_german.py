"""An enemy's rewards read in the interface language on the board (issue 28: the German board's card lens read
"Belohnung: gain 1 Food"; docs/images/de/day-15-finish-fight.png).

Every instant and Item reward of every enemy of the bundled campaign, as the board shows it (``app.encounter_view``
puts each through ``effects_words``), has no English word in German: drawn Items of a kind ("a Relic Item") and
Statuses whose quoted names hold commas included.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.encounter_view import encounter_view
from grail_desktop.app.event_words import effects_words
from grail_desktop.catalog import load_campaign
from grail_desktop.catalog.translation import set_pack_language
from grail_desktop.engine import new_game
from grail_desktop.engine.wording import effect_phrase
from tests.cli.test_text_mode_speaks_german import english_words


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    set_pack_language("de")
    yield
    i18n.set_language("en")
    set_pack_language("")


def test_every_enemy_reward_reads_german(german: None) -> None:
    catalog = load_campaign("ynys-wen")
    checked = 0
    for enemy in catalog.enemies.values():
        for effect in (*enemy.instant_rewards, *enemy.item_rewards):
            said = effects_words(effect_phrase(catalog, effect))
            words = re.sub(r"„[^“]*“|“[^”]*”", " ", said)  # a Status's name is pack text, German already
            assert not english_words(words) and "Item" not in words, (effect, said)
            checked += 1
    assert checked > 20


def test_the_board_shows_the_reward_in_german(german: None) -> None:
    catalog = load_campaign("ynys-wen")
    game = new_game(catalog, ["maelon"], seed=4)
    game.start_fight(["maelon"], ["starved-hound"], "test", game.state.characters["maelon"].location)
    view = encounter_view(game, catalog, [str(a) for a in game.legal_actions()])
    assert view is not None
    assert view.enemies[0].instant_rewards == ("erhalte 1 Nahrung",)
