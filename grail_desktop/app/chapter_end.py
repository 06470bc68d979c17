"""The end of a chapter in plain values (issue 23: "An end-of-chapter screen"): the ending in words, what the
party achieved, the days, fights and deaths of this attempt, the chapter's figures, and the chapter that comes
next when the campaign has one.

Everything is read from the game state: its chronicle (every event of this attempt since the start or the last
Allmother's Mercy, which starts the chapter again; S0 "Allmother's Mercy"), its Statuses, completed quests,
Secrets and Items. Pure: no Qt, no I/O.
"""

from __future__ import annotations

from typing import Any

import attrs

from grail_desktop.app.describe import describe
from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.views import character_name
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.difficulty import difficulty_name, house_rule_names
from grail_desktop.engine.game import chronicle_events
from grail_desktop.engine.wording import name_of

#: the Status the Allmother's Mercy leaves on a chapter started again (S0 "Allmother's Mercy")
MERCY_STATUS = "saved-by-the-goddess"


@attrs.frozen
class ChapterEndView:
    """A won chapter. ``paragraphs``: the ending's own section text (blank-line paragraphs, ``*emphasis*``
    kept); ``figures``: ``(label, value)`` rows in reading order; ``next_chapter``: the title of the chapter
    that follows in the campaign (``None`` when this was the last, or the campaign names no further chapter)."""

    chapter: int
    chapter_title: str
    ending: str
    title: str
    paragraphs: tuple[str, ...]
    quests: tuple[str, ...]
    statuses: tuple[str, ...]
    secrets: tuple[str, ...]
    fallen: tuple[str, ...]
    figures: tuple[tuple[str, str], ...]
    next_chapter: str | None
    completion_name: str
    #: ``(id, name)`` of each living character, who may go on or stay behind, and of each character nobody has
    #: played yet, who may join (S0 "Adding or Removing players")
    veterans: tuple[tuple[str, str], ...] = ()
    newcomers: tuple[tuple[str, str], ...] = ()


def chapter_end_view(game: Any, catalog: Catalog) -> ChapterEndView | None:
    """The end-of-chapter screen's values, or ``None`` unless the game is over with a win (``won <ending>``)."""
    s = game.state
    outcome = str(s.outcome or "")
    if not outcome.startswith("won "):
        return None
    ending_id = outcome[4:]
    ending = name_of(catalog, ending_id)
    events = chronicle_events(s.chronicle)
    read = [str(e.get("section")) for e in events if e.kind == "SectionRead" and e.get("section") is not None]
    fights = [bool(e.get("won")) for e in events if e.kind == "EncounterEnded"]
    # only quests the party met as Active Quests: an ending closes its chapter's quests whether or not their
    # Event card was ever drawn, and a quest never shown is no achievement to list (issue 23)
    met = {str(e.get("event")) for e in events if e.kind == "QuestAdded"}
    completed = [q for q in s.completed_quests if q in met]
    lit = sum(1 for e in events if e.kind == "MenhirActivated")
    dark = sum(1 for e in events if e.kind == "MenhirExpired")
    chapter = catalog.chapters.get(s.chapter)
    chapter_title = chapter.title if chapter is not None else tr("Chapter {chapter}").format(chapter=s.chapter)
    fallen = tuple(character_name(catalog, c) for c in s.order if s.characters[c].dead)
    items = sorted({name_of(catalog, i) for c in s.characters.values() if not c.dead for i in c.items})
    secrets = tuple(sorted({name_of(catalog, x) for c in s.characters.values() for x in c.secrets}))
    fought, won = len(fights), sum(fights)
    figures: list[tuple[str, str]] = [
        # the labels are keys (the text mode and the screen look them up) and are translated where shown
        (tr_noop("Days"), f"{s.day}"),
        (tr_noop("Fights"), tr("{fought} ({won} won)").format(fought=fought, won=won) if fought else tr("none")),
        (tr_noop("Deaths"), ", ".join(fallen) if fallen else tr("none")),
        (tr_noop("Journal sections read"), f"{len(set(read))}"),
        (tr_noop("Menhirs lit"), f"{lit}"),
        (tr_noop("Menhirs gone dark"), f"{dark}"),
        (tr_noop("Quests completed"), f"{len(completed)}"),
        (tr_noop("Secrets held"), f"{len(secrets)}"),
        (tr_noop("Items held"), ", ".join(items) if items else tr("none")),
        (tr_noop("Difficulty"), difficulty_name(catalog, s.setup.difficulty)),
    ]
    rules = house_rule_names(list(s.setup.house_rules))
    if rules:
        figures.append((tr_noop("House rules"), ", ".join(rules)))
    if MERCY_STATUS in s.statuses:
        figures.append((tr_noop("The Allmother's Mercy"), tr("taken: this is the chapter begun again")))
    return ChapterEndView(
        chapter=s.chapter,
        chapter_title=chapter_title,
        ending=ending,
        title=f"{chapter_title}: {ending}",
        paragraphs=_ending_text(catalog, read, ending_id),
        quests=tuple(name_of(catalog, q) for q in completed),
        statuses=tuple(sorted({name_of(catalog, m) for m in s.statuses if m != MERCY_STATUS})),
        secrets=secrets,
        fallen=fallen,
        figures=tuple(figures),
        next_chapter=_next_chapter(catalog, s.chapter),
        completion_name=tr("{chapter} completed: {ending}").format(chapter=chapter_title, ending=ending),
        veterans=tuple((c, character_name(catalog, c)) for c in s.order if not s.characters[c].dead),
        newcomers=tuple(
            (c, character_name(catalog, c))
            for c in sorted(catalog.characters, key=lambda c: catalog.characters[c].number)
            if c not in s.characters
        ),
    )


def next_chapter_notation(game: Any, catalog: Catalog, party: list[str] | tuple[str, ...]) -> str:
    """The ``next-chapter`` action for ``party`` (character ids): bare for the same living party, else naming
    the party in Character Number order (S0 "Adding or Removing players"; the engine checks it)."""
    s = game.state
    living = [c for c in s.order if not s.characters[c].dead]
    if sorted(party) == sorted(living):
        return "next-chapter"
    known = catalog.characters
    return "next-chapter " + ",".join(sorted(party, key=lambda c: known[c].number if c in known else 99))


def next_chapter_sentence(game: Any, catalog: Catalog, party: list[str] | tuple[str, ...]) -> str:
    """``"Begin Chapter II: … with Maelon Harrow and Ceri Halen (fresh); Gwawr Tanat stays behind"``: what beginning the
    next chapter with ``party`` does, in words; a reason when the party cannot go on (none, or more than 4)."""
    if not party:
        return tr("Choose at least one character to go on.")
    if len(party) > 4:
        return tr("At most four characters play a chapter.")
    return describe(next_chapter_notation(game, catalog, party), game, catalog)[0]


def summary_line(view: ChapterEndView) -> str:
    """One sentence for a status bar or the text mode: ``"Won on Day 23 after 12 fights (9 won), no deaths."``."""
    days = dict(view.figures)["Days"]
    fights = dict(view.figures)["Fights"]
    deaths = tr("no deaths") if not view.fallen else tr("%n death(s)", n=len(view.fallen))
    return tr("Won on Day {day}; fights: {fights}; {deaths}.").format(day=days, fights=fights, deaths=deaths)


def _ending_text(catalog: Catalog, read: list[str], ending_id: str) -> tuple[str, ...]:
    """The paragraphs of the last section read whose effects win with ``ending_id``."""
    for sid in reversed(read):
        section = catalog.journal.get(sid)
        if section is not None and any(e.word == "win" and e.args[:1] == (ending_id,) for e in section.effects):
            return tuple(p.strip() for p in section.text.split("\n\n") if p.strip())
    return ()


def _next_chapter(catalog: Catalog, number: int) -> str | None:
    order = list(catalog.campaign.chapters)
    if number not in order or order.index(number) + 1 >= len(order):
        return None
    following = catalog.chapters.get(order[order.index(number) + 1])
    return following.title if following is not None else None
