"""The Quests & belongings view (issue 19): the current Event, Active Quests with hints, every character's
states, Items (face up / down, keyword, text), Secrets and Skills, and the campaign's Statuses, in full text.

:func:`belongings_view` returns sections of (title, text) entries; the dialog lays them out. No ids: names
come from the catalog (``names.toml`` for Statuses).
"""

from __future__ import annotations

from typing import Any

import attrs

from grail_desktop.app.event_words import subject_form
from grail_desktop.app.i18n import term, tr, tr_noop
from grail_desktop.app.quest_dials import quest_dials
from grail_desktop.app.views import badges
from grail_desktop.app.world_text import event_face
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.game import chronicle_events
from grail_desktop.engine.wording import name_of

#: Item keywords as the tray writes them (``engine/defs.py`` ``ITEM_KEYWORDS``), marked for the catalog.
KEYWORDS = {
    "weapon": tr_noop("Weapon"),
    "armor": tr_noop("Armor"),
    "shield": tr_noop("Shield"),
    "companion": tr_noop("Companion"),
    "relic": tr_noop("Relic"),
}


@attrs.frozen
class Section:
    """A heading and its entries, each a (title, text) pair."""

    heading: str
    entries: tuple[tuple[str, str], ...]


def chapter_goal(game: Any, catalog: Catalog) -> tuple[str, str] | None:
    """The current chapter's title and goal (``chapters.toml`` ``goal``), or None when the pack gives none."""
    chapter = catalog.chapters.get(game.state.chapter)
    if chapter is None or not chapter.goal.strip():
        return None
    return tr("Chapter {n}: {title}").format(n=chapter.number, title=chapter.title), chapter.goal.strip()


def sunk_places(game: Any, catalog: Catalog, quest: str) -> list[str]:
    """The places a quest's text or hint names that sank into the wyrdness (S0 "Discarding": a card out of
    Menhir range is discarded at dawn) and are not on the map now; ``[]`` for a quest that names none."""
    card = catalog.events.get(quest)
    if card is None or card.quest is None:
        return []
    s = game.state
    sunk = {
        int(str(e.get("location")))
        for e in chronicle_events(s.chronicle)
        if e.kind == "LocationRemoved" and "wyrdness" in e.text and str(e.get("location", "")).isdigit()
    }
    face = event_face(game, card).quest or card.quest
    words = f"{face.text} {face.hint}"
    out = []
    for number in sorted(sunk):
        loc = catalog.locations.get(number)
        if loc is None or str(number) in s.locations:
            continue
        name = loc.name[4:] if loc.name.startswith("The ") else loc.name  # "the Black Mere" mid-sentence
        if name in words and loc.name not in out:
            out.append(loc.name)
    return out


def sunk_note(game: Any, catalog: Catalog, quest: str) -> str:
    """What a quest's lost places mean, in words (newcomer report 264, 323: quests kept pointing at sunk
    places without a word); ``""`` when none of its places is lost."""
    places = sunk_places(game, catalog, quest)
    if not places:
        return ""
    if len(places) == 1:
        template = tr_noop(
            "{place} has sunk into the wyrdness and is not on the map now. It can be found again by travelling "
            "to it from a card beside it, and it stays only within a Menhir's reach."
        )
        return subject_form(template, places[0]).format(place=places[0])
    return tr(
        "{places} have sunk into the wyrdness and are not on the map now. Each can be found again by travelling "
        "to it from a card beside it, and stays only within a Menhir's reach."
    ).format(places=", ".join(places))


def belongings_view(game: Any, catalog: Catalog) -> tuple[Section, ...]:
    """The sections, in reading order (see module docstring)."""
    s = game.state
    out: list[Section] = []
    goal = chapter_goal(game, catalog)
    if goal is not None:
        out.append(Section(tr("How to win the chapter"), (goal,)))
    if s.current_event and s.current_event in catalog.events:
        ev = event_face(game, catalog.events[s.current_event])
        out.append(Section(tr("Today's Event"), ((ev.title, ev.text.strip()),)))
    quests = []
    for q in s.active_quests:
        card = catalog.events.get(q)
        if card is None:
            continue
        card = event_face(game, card)
        text = card.quest.text if card.quest else card.text
        if card.quest and card.quest.hint:
            text += "\n\n" + tr("Hint: {hint}").format(hint=card.quest.hint)
        lost = sunk_note(game, catalog, q)
        if lost:
            text += "\n\n" + lost
        quests.append((card.title, text.strip()))
    out.append(Section(tr("Active Quests"), tuple(quests) or ((tr("None"), tr("No quest is active.")),)))
    dials = quest_dials(game, catalog)
    if dials:
        out.append(Section(tr("Quest Dials"), dials))
    done = tuple((catalog.events[q].title, tr("Completed.")) for q in s.completed_quests if q in catalog.events)
    if done:
        out.append(Section(tr("Completed quests"), done))
    for cid in s.order:
        c, d = s.characters[cid], catalog.characters[cid]
        entries: list[tuple[str, str]] = []
        states = badges(s, d, cid)
        entries.append((tr("States"), ", ".join(states) if states else tr("None: rested and steady.")))
        for item_id in c.items:
            item = catalog.items.get(item_id)
            if item is None:
                continue
            face = tr("face down (kept, not in use)") if item_id in c.face_down else tr("face up (in use)")
            keyword = f"{tr(KEYWORDS.get(item.keyword, item.keyword.capitalize()))}, " if item.keyword else ""
            entries.append(
                (
                    tr("{name} — Item, {keyword}{face}").format(name=item.name, keyword=keyword, face=face),
                    item.text.strip(),
                )
            )
        for secret_id in c.secrets:
            secret = catalog.secrets.get(secret_id)
            if secret is not None:
                kind = tr("Personal Secret") if secret.personal else tr("Secret")
                entries.append((f"{secret.name} — {kind}", secret.text.strip()))
        for skill_id, side in c.skills.items():
            skill = catalog.skills.get(skill_id)
            if skill is not None:
                kept = skill.sides[side]
                entries.append(
                    (
                        tr("{name} — Skill ({attribute})").format(name=kept.name, attribute=term(skill.attribute)),
                        kept.text.strip(),
                    )
                )
        out.append(Section(d.name, tuple(entries)))
    if s.statuses:
        marks = tuple((name_of(catalog, st), "") for st in s.statuses)
        out.append(Section(tr("What the party has done and learned (Statuses)"), marks))
    return tuple(out)
