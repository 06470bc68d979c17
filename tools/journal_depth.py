"""Measure the depth of a campaign pack's Exploration Journal (issue 23 "Depth of the journal").

Usage: ``python tools/journal_depth.py [pack-folder-or-id]`` (default ``ynys-wen``). Prints the figures that
docs/content-format.md "Measuring the journal" defines; ``tests/catalog/test_journal_depth.py`` checks them
against the targets of design/content-guide.md.

How it counts:

- *story sections* are every journal section except Dreams and Nightmares (sections named as a location's
  ``dream`` / ``nightmare``, or read only from them) and the chapter's Allmother's Mercy section;
- *words* are whitespace-separated runs of the section's ``text`` holding a letter or a digit;
- a section *ends with a choice* when it has at least two options; one option ("Go on.") or none is no choice;
- an option is *gated* when one of its conditions is ``attribute …`` or ``character …``; every such option of a
  story section counts once.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import attrs

from grail_desktop import resources
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import JournalSectionDef

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


def measure(pack: str | Path = "ynys-wen") -> Depth:
    """The figures of ``pack`` (a folder or a bundled campaign id)."""
    catalog = load_campaign(pack, use_cache=False, write_cache=False)
    journal = catalog.journal
    roots = {s for loc in catalog.locations.values() for s in (loc.dream, loc.nightmare) if s}
    excluded = _night_sections(journal, roots)
    excluded |= {ch.mercy_section for ch in catalog.chapters.values() if ch.mercy_section}
    story = [s for sid, s in sorted(journal.items()) if sid not in excluded]
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
    pack = argv[1] if len(argv) > 1 else "ynys-wen"
    d = measure(pack)
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
