"""Negative traits applied as their text says (S1 Character Setup: the Tile's negative trait; issue 20).

A character's ``trait_rules`` (``defs.TraitRuleDef``) answer to a gain or loss of a resource or track, or to an
escape from an encounter, everywhere it happens: journal rewards, encounter effects and rewards, escapes, Events,
travel. Their own effects do not set off further trait rules (no loops), and Chronicler corrections never do.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import TraitRuleDef
from grail_desktop.engine.effects import Effect
from grail_desktop.engine.state import Task
from grail_desktop.engine.wording import effects_sentence

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def trait_name(g: Game, character: str) -> str:
    """The trait's name: its text up to the first full stop (``"Spurless. Your disgrace…"`` → ``Spurless``)."""
    text = g.catalog.characters[character].trait
    return text.split(".", 1)[0].strip() or "trait"


def trait_note(g: Game, character: str, effects: Iterable[Effect]) -> str:
    """What ``character``'s trait adds when ``effects`` happen to them, for an offer's words (newcomer 6: a Magic
    reward never said Ceri's trait adds Terror): ``" (Ceri Halen's trait, Tide-Sick: also gain 1 Terror)"``,
    or ``""`` when no trait rule answers (gains and losses only; escapes say so where they are offered)."""
    d = g.catalog.characters.get(character)
    if d is None or not d.trait_rules:
        return ""
    said: list[str] = []
    for eff in effects:
        if eff.word not in ("gain", "lose") or not eff.args:
            continue
        size = int(eff.args[1]) if len(eff.args) > 1 and str(eff.args[1]).isdigit() else 1
        for rule in d.trait_rules:
            if rule.when == f"{eff.word} {eff.args[0]}" and size >= rule.at_least and _fits(g, character, rule):
                words = effects_sentence(g.catalog, rule.effects)
                if words not in said:
                    said.append(words)
    if not said:
        return ""
    return f" ({d.name}'s trait, {trait_name(g, character)}: also {' and '.join(said)})"


def _fits(g: Game, character: str, rule: TraitRuleDef) -> bool:
    if not rule.during:
        return True
    enc = g.state.encounter
    if enc is None or enc.kind != rule.during:
        return False
    return any(p.character == character and p.left is None for p in enc.participants)


def _bite(g: Game, character: str, moment: str, size: int = 1) -> None:
    d = g.catalog.characters[character]
    if not d.trait_rules:  # most characters and moments: nothing to check (this runs on every track move)
        return
    rules = [r for r in d.trait_rules if r.when == moment and size >= r.at_least and _fits(g, character, r)]
    if not rules or g.state.characters[character].dead:
        return
    from grail_desktop.engine import runtime  # runtime imports the engine modules that import this one

    g.traits_biting = True
    try:
        for rule in rules:
            said = effects_sentence(g.catalog, rule.effects)
            g.emit(
                Event(
                    "TraitApplied",
                    f"{d.name}'s trait, {trait_name(g, character)}: {said}",
                    character,
                    (("moment", moment),),
                )
            )
            task = Task("effects", character=character, party=[character], source="trait")
            for eff in rule.effects:
                runtime.execute(g, task, eff)
    finally:
        g.traits_biting = False


def after_change(g: Game, character: str, what: str, moved: int) -> None:
    """A resource or track of ``character`` moved by ``moved`` (after clamping): ``gain``/``lose`` rules."""
    if moved == 0 or g.traits_biting:
        return
    _bite(g, character, f"{'gain' if moved > 0 else 'lose'} {what}", abs(moved))


def after_escape(g: Game, character: str) -> None:
    """``character`` escaped an encounter: ``escape`` rules (e.g. gain 1 Terror)."""
    if not g.traits_biting:
        _bite(g, character, "escape")
