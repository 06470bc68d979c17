"""The Exploration Journal at play: opening, sections, options, goto, "Exploration ends" (S1 "Explore";
docs/content-format.md), and the Going Insane roll after an Exploration (rules-decisions.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grail_desktop.engine import hosting, runtime
from grail_desktop.engine.core import Event
from grail_desktop.engine.state import (
    Exploration,
    Pending,
    Task,
)
from grail_desktop.engine.tracks import is_insane

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def open_journal(g: Game, who: str, party: list[str], section: str, kind: str) -> None:
    """Start reading the journal at ``section`` (Explore, Dream, Nightmare, event goto, mercy)."""
    s = g.state
    s.exploration = Exploration(character=who, party=list(party), section=section, kind=kind)
    s.work.insert(0, Task("section", character=who, party=list(party), source=section))


def enter_section(g: Game, task: Task) -> None:
    s = g.state
    if s.exploration is None:
        return
    section = g.catalog.journal[task.source]
    s.exploration.section = section.id
    s.exploration.read.append(section.id)
    g.mark_irreversible()
    g.emit(Event("SectionRead", f"{section.title}", s.exploration.character, (("section", section.id),)))
    s.work[0:0] = [
        Task(
            "effects",
            character=task.character,
            party=task.party,
            effects=[str(e) for e in section.effects],
            source=f"section:{section.id}",
        ),
        Task("section-end", character=task.character, party=task.party, source=section.id),
    ]


def section_end(g: Game, task: Task) -> None:
    s = g.state
    ex = s.exploration
    if ex is None or ex.section != task.source:
        return
    options = runtime.section_options(g, task, ex)
    if options:
        s.pending.insert(
            0, Pending("journal", ex.character, options=[str(o) for o in options], data={"section": ex.section})
        )
    else:
        end_exploration(g)


def choose(g: Game, number: int) -> None:
    s = g.state
    ex = s.exploration
    assert ex is not None
    option = g.catalog.journal[ex.section].options[number - 1]
    task = Task("effects", character=ex.character, party=ex.party, source=f"option:{ex.section}.{number}")
    rest = runtime.pay_costs(g, [ex.character], option.costs)
    g.emit(Event("OptionChosen", option.text, ex.character, (("option", number),)))
    task.effects = [str(e) for e in rest] + [str(e) for e in option.effects]
    follow = (
        Task("section", character=ex.character, party=ex.party, source=option.goto)
        if option.goto
        else Task("section-close", character=ex.character, party=ex.party, source=ex.section)
    )
    s.work[0:0] = [task, follow]


def goto_section(g: Game, task: Task, section: str) -> None:
    """The ``goto`` effect: continue reading at ``section`` (opens the journal outside an exploration)."""
    s = g.state
    if s.exploration is None:
        who = runtime.actor(g, task)
        if who is None:
            return
        open_journal(g, who, [c for c in task.party if not s.characters[c].dead] or [who], section, "event")
        return
    s.work[:] = [t for t in s.work if t.kind not in ("section", "section-end", "section-close")]
    s.work.insert(0, Task("section", character=s.exploration.character, party=s.exploration.party, source=section))


def end_exploration(g: Game) -> None:
    """ "Exploration ends" (S1 "Explore"): close the journal; queued follow-ups continue."""
    s = g.state
    ex = s.exploration
    if ex is None:
        return
    s.work[:] = [t for t in s.work if t.kind not in ("section", "section-end", "section-close")]
    s.exploration = None
    g.emit(Event("ExplorationEnded", "Exploration ends", ex.character, (("kind", ex.kind),)))


def after_explore(g: Game, task: Task) -> None:
    """Going Insane: after each Exploration roll a die; on 1 draw a purple Encounter (rules-decisions.md)."""
    s = g.state
    for c in task.party:
        ch = s.characters[c]
        if ch.dead or not is_insane(ch, g.catalog.characters[c]):
            continue
        roll = g.rng.die(6)
        # the roll said with what it is for and what it meant (newcomer report 131: "rolls 5" explained nothing)
        meant = "a 1 brings a purple encounter" if roll == 1 else "only a 1 would bring a purple encounter"
        text = f"{g.name(c)} is Going Insane and rolls {roll} after exploring: {meant}"
        g.emit(Event("InsanityRolled", text, c, (("roll", roll),)))
        if roll == 1:
            hosting.encounter_from_deck(g, Task("effects", character=c, party=[c]), "purple", None)
            return
