"""The greedy bot's card measure (``cli/tactics.py`` ``card_value``, ``later_card_value``; issue 24): a card's
``gain`` of Magic, Food, Experience, Health or Wealth counts for it, ``gain terror`` and a ``lose`` against it."""

from __future__ import annotations

from grail_desktop.cli.tactics import card_value, later_card_value
from grail_desktop.engine.defs import StrikeCardDef, StrikeEffectDef
from grail_desktop.engine.effects import parse_effect


def _card(*effects: str) -> StrikeCardDef:
    strike = StrikeEffectDef(positions=("top",), effects=tuple(parse_effect(e) for e in effects), text="")
    return StrikeCardDef(id="c", name="C", deck="combat", character="maelon", right_nodes=("top",), strikes=(strike,))


def test_a_gained_resource_counts_for_the_card_and_terror_against_it() -> None:
    plain = card_value(_card("hits 3"))
    for resource in ("magic", "food", "experience", "health", "wealth"):
        assert card_value(_card("hits 3", f"gain {resource} 1")) > plain, resource
        assert later_card_value(_card("hits 3", f"gain {resource} 1")) > later_card_value(_card("hits 3")), resource
    assert card_value(_card("hits 3", "gain terror 1")) < plain
    assert later_card_value(_card("hits 3", "gain terror 1")) < card_value(_card("hits 3", "gain terror 1"))
    assert card_value(_card("hits 3", "lose food 1")) < plain
