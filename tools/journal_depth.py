"""Measure the depth of a campaign pack's Exploration Journal (issue 23 "Depth of the journal").

Usage: ``python tools/journal_depth.py [pack-folder-or-id] [--chapter N]`` (default ``ynys-wen``, Chapter I).
Prints, for one chapter, the figures that
docs/content-format.md "Measuring the journal" defines; ``tests/catalog/test_journal_depth.py`` checks them
against the targets of design/content-guide.md.

How it counts:

- *story sections* are every journal section except Dreams and Nightmares (sections named as a location's
  ``dream`` / ``nightmare``, or read only from them) and the chapter's Allmother's Mercy section;
- *words* are whitespace-separated runs of the section's ``text`` holding a letter or a digit;
- a section *ends with a choice* when it has at least two options; one option ("Go on.") or none is no choice;
- an option is *gated* when one of its conditions is ``attribute …`` or ``character …``; every such option of a
  story section counts once;
- a chapter's sections are those read from its locations (the cards that enter play with it, Chapter I's for
  the first), its events and its Mercy, and every section they lead to.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import attrs

from grail_desktop import resources
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog, JournalSectionDef

_HERE = Path(__file__).resolve().parent.parent


@attrs.frozen
class Depth:
    """The journal's figures: ``sections`` story sections, ``words`` in all, ``no_choice`` of them with < 2
    options, ``gated`` options, and per attribute / character how many gated options name it."""

    sections: int
    words: int
    no_choice: int
    gated: int
    by_attribute: dict[str, int]
    by_character: dict[str, int]

    @property
    def average_words(self) -> float:
        return self.words / self.sections if self.sections else 0.0

    @property
    def no_choice_share(self) -> float:
        return self.no_choice / self.sections if self.sections else 0.0


def word_count(text: str) -> int:
    """Whitespace-separated runs holding a letter or digit (so a lone ``—`` or ``*`` is no word)."""
    return sum(1 for w in text.split() if any(ch.isalnum() for ch in w))


def _night_sections(journal: dict[str, JournalSectionDef], roots: set[str]) -> set[str]:
    """Dream and Nightmare sections: the roots and every section read only through them."""
    night = set(roots)
    frontier = list(roots)
    while frontier:
        sid = frontier.pop()
        for option in journal[sid].options:
            if option.goto and option.goto not in night:
                night.add(option.goto)
                frontier.append(option.goto)
    return night


def chapter_sections(catalog: Catalog, chapter: int) -> set[str]:
    """Every section of ``chapter``: read from the locations entering play with it, its events, its Mercy, and
    whatever those lead to (options and ``goto`` effects)."""
    journal = catalog.journal
    roots: set[str] = set()
    for number, loc in catalog.locations.items():
        if catalog.entering_chapter(number) == chapter:
            roots.update(s for s in (loc.entry, loc.dream, loc.nightmare) if s)
    for event in catalog.events.values():
        if event.chapter == chapter:
            roots.update(e.args[0] for e in event.effects if e.word == "goto")
    mercy = catalog.chapters[chapter].mercy_section if chapter in catalog.chapters else None
    if mercy:
        roots.add(mercy)
    seen: set[str] = set()
    todo = [r for r in roots if r in journal]
    while todo:
        sid = todo.pop()
        if sid in seen:
            continue
        seen.add(sid)
        section = journal[sid]
        nxt = [o.goto for o in section.options if o.goto]
        nxt += [e.args[0] for o in section.options for e in o.effects if e.word == "goto"]
        nxt += [e.args[0] for e in section.effects if e.word == "goto"]
        todo.extend(n for n in nxt if n in journal and n not in seen)
    return seen


def measure(pack: str | Path = "ynys-wen", chapter: int = 1) -> Depth:
    """The figures of ``chapter`` of ``pack`` (a folder or a bundled campaign id)."""
    catalog = load_campaign(pack, use_cache=False, write_cache=False)
    journal = catalog.journal
    roots = {s for loc in catalog.locations.values() for s in (loc.dream, loc.nightmare) if s}
    excluded = _night_sections(journal, roots)
    excluded |= {ch.mercy_section for ch in catalog.chapters.values() if ch.mercy_section}
    mine = chapter_sections(catalog, chapter) if len(catalog.chapters) > 1 else set(journal)
    story = [s for sid, s in sorted(journal.items()) if sid not in excluded and sid in mine]
    by_attribute: Counter[str] = Counter()
    by_character: Counter[str] = Counter()
    gated = 0
    for section in story:
        for option in section.options:
            words = [c for c in option.conditions if c.word in ("attribute", "character")]
            if not words:
                continue
            gated += 1
            for c in words:
                (by_attribute if c.word == "attribute" else by_character)[c.args[0]] += 1
    return Depth(
        sections=len(story),
        words=sum(word_count(s.text) for s in story),
        no_choice=sum(1 for s in story if len(s.options) < 2),
        gated=gated,
        by_attribute=dict(by_attribute),
        by_character={c: by_character.get(c, 0) for c in sorted(catalog.characters)},
    )


def main(argv: list[str]) -> int:
    args = list(argv[1:])
    chapter = 1
    if "--chapter" in args:
        at = args.index("--chapter")
        chapter = int(args[at + 1])
        del args[at : at + 2]
    pack = args[0] if args else "ynys-wen"
    d = measure(pack, chapter)
    print(f"chapter {chapter}")
    print(f"story sections: {d.sections}")
    print(f"average words: {d.average_words:.1f} ({d.words} words)")
    print(f"end without a choice: {d.no_choice} ({100 * d.no_choice_share:.0f} %)")
    print(f"gated options: {d.gated}")
    print("  by attribute: " + ", ".join(f"{k} {v}" for k, v in sorted(d.by_attribute.items())))
    print("  by character: " + ", ".join(f"{k} {v}" for k, v in d.by_character.items()))
    return 0


if __name__ == "__main__":
    del resources, _HERE
    sys.exit(main(sys.argv))
