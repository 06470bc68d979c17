"""Event and quest text as the world has it now (docs/content-format.md "Text that follows the world").

:func:`event_face` gives an Event card with each ``[if …]…[else]…[end]`` span of its text, quest text and
hint resolved against the game now (the whole living party reads it); every view that shows an Event or an
Active Quest shows this face, never the raw card. :func:`section_text` does the same for a journal section's
prose (an Event sends the party to a section that may name a place gone since).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from grail_desktop.engine.defs import EventDef, JournalSectionDef, QuestDef
from grail_desktop.engine.effects import Condition
from grail_desktop.engine.game import Game
from grail_desktop.engine.runtime import check
from grail_desktop.engine.state import Task
from grail_desktop.engine.worldtext import follow, sunk_numbers


def world_holds(game: Any) -> Callable[[Condition], bool]:
    """A condition reader for text the whole party sees: the living party, the first of them acting."""
    living = game.living()
    task = Task("check", character=living[0] if living else None, party=list(living))
    sunk: set[int] | None = None  # read from the chronicle once per text, not once per span

    def holds(cond: Condition) -> bool:
        nonlocal sunk
        if cond.word in ("sunk", "not-sunk"):
            if sunk is None:
                sunk = sunk_numbers(game.state)
            return (cond.int_arg(0) in sunk) == (cond.word == "sunk")
        return check(game, task, cond)

    return holds


def event_face(game: Any, event: EventDef) -> EventDef:
    """``event`` with its spans resolved for ``game`` now; the card itself when it has none."""
    if not has_spans(event):
        return event
    quest = event.quest
    holds = world_holds(game)
    face_quest = QuestDef(follow(quest.text, holds), follow(quest.hint, holds)) if quest is not None else None
    return attrs.evolve(event, text=follow(event.text, holds), quest=face_quest)


def section_text(game: Any, section: JournalSectionDef) -> str:
    """A journal section's prose with its spans resolved for ``game`` now (the section itself when it has
    none); ``game`` ``None`` reads it as an untouched world does (a view without a game)."""
    if "[" not in section.text:
        return section.text
    if game is None:
        return follow(section.text, lambda _cond: False)
    return follow(section.text, world_holds(game))


def state_face(state: Any, catalog: Any, event: EventDef) -> EventDef:
    """:func:`event_face` for a view that holds the state and catalog, not the game."""
    if not has_spans(event):
        return event
    return event_face(Game.from_state(catalog, state, undo=False), event)


def plain_face(event: EventDef) -> EventDef:
    """``event`` as an untouched world reads it (no span's condition holds), for a view without a game: the
    rules reference, a card looked up by name."""
    if not has_spans(event):
        return event
    never: Callable[[Condition], bool] = lambda _cond: False  # noqa: E731
    quest = event.quest
    face_quest = QuestDef(follow(quest.text, never), follow(quest.hint, never)) if quest is not None else None
    return attrs.evolve(event, text=follow(event.text, never), quest=face_quest)


def has_spans(event: EventDef) -> bool:
    """Whether any text of ``event`` holds an ``[if …]`` span."""
    quest = event.quest
    return "[" in event.text or (quest is not None and "[" in quest.text + quest.hint)
