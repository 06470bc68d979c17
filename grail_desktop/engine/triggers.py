"""Item and Skill effects outside encounters (S0 "Items and Equipment", Skills by attribute; issue 20).

An Item (face up) or a kept Skill side may carry ``triggers`` (``defs.TriggerDef``): at a moment of the day
(``defs.TRIGGER_MOMENTS``: travel, explore, rest, eat, end-of-day, start-of-day, trade) its effects apply to
the holder when its conditions hold; a ``spend`` trigger discards the Item afterwards. Trigger effects are
plain resource, track, status and item words (the validator refuses words that move the story on), so they
resolve at once, in the order Items are held, then Skills.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import TriggerDef
from grail_desktop.engine.state import Task
from grail_desktop.engine.wording import effects_sentence

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def _sources(g: Game, character: str) -> list[tuple[str, str | None, TriggerDef]]:
    """``(name, item id or None, trigger)`` for the holder's face-up Items, then kept Skill sides."""
    c = g.state.characters[character]
    out: list[tuple[str, str | None, TriggerDef]] = []
    for item in c.items:
        d = g.catalog.items.get(item)
        if d is not None and item not in c.face_down:
            out += [(d.name, item, t) for t in d.triggers]
    for skill, side in c.skills.items():
        sk = g.catalog.skills.get(skill)
        if sk is not None:
            kept = sk.sides[side]
            out += [(kept.name, None, t) for t in kept.triggers]
    return out


def fire(g: Game, character: str, moment: str) -> None:
    """Apply every trigger of ``character``'s Items and Skills for ``moment`` (module docstring)."""
    from grail_desktop.engine import belongings, runtime  # runtime imports modules that import this one

    c = g.state.characters.get(character)
    if c is None or c.dead:
        return
    for name, item, trig in _sources(g, character):
        if trig.on != moment:
            continue
        task = Task("effects", character=character, party=[character], source=f"trigger:{moment}")
        if not runtime.all_hold(g, task, trig.conditions):
            continue
        said = trig.text or effects_sentence(g.catalog, trig.effects)
        g.emit(Event("ItemEffect", f"{g.name(character)}'s {name}: {said}", character, (("moment", moment),)))
        for eff in trig.effects:
            runtime.execute(g, task, eff)
        if trig.spend and item is not None and item in c.items:
            belongings.discard_item(g, character, item)
