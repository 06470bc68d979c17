"""The rules reference as entries a player can search and link to (issue 26).

:func:`rules_index` reads the bundled ``docs/rules.md`` (each ``- **Rule.**`` bullet an entry, under its ``##``
chapter) and ``docs/encounters.md`` (each ``##``/``###`` section an entry; the notation section is left out:
players never see notation). Every entry says where it comes from (:attr:`RuleEntry.source`): the rule documents
(S0–S2), a decision for this edition (``RD``, ``here``, "Decided here"), or both. :meth:`RulesIndex.rule_for`
finds the rule a glossary term opens; players never read the documents' source tags, paths, issue numbers or
notation (:func:`for_players`); :data:`SCREEN_CHAPTERS` names the chapter that fits each screen. Qt-free.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import attrs

from grail_desktop.app.rule_sources import sources_in_words
from grail_desktop.resources import bundled_dir

PRINTED = "documents"
EDITION = "edition"
BOTH = "both"

#: How each source reads for players.
SOURCE_LABELS = {
    PRINTED: "From the rule documents",
    EDITION: "Decided for this edition",
    BOTH: "From the rule documents, with this edition's decisions",
}

#: The chapter the reference opens at for each screen (the table's stage modes, the start screen).
SCREEN_CHAPTERS = {
    "start": "Characters",
    "wizard": "Characters",
    "map": "Actions",
    "journal": "Journal, events and statuses",
    "encounter": "Encounters: A round",
    "day": "The day",
    "chapter": "Chapters",
}
#: Within its chapter, the rule a screen opens at when it is not the chapter's first (the "day" stage mode is
#: the End of the Day; newcomer run: F1 there opened the Start of the Day).
SCREEN_RULES = {"day": "End of the Day"}

_PRINTED = re.compile(r"\bS[0-3]\b")
_EDITION = re.compile(r"\bRD\b|\(here\)|\bhere\)|Decided here|rules-decisions|decided for this edition", re.IGNORECASE)
_LINK = re.compile(r"\[([^\]]+)\]\([^)]+\)")
#: Developers' marks players never see: source tags, file paths, issue numbers, notation (issue 26).
_DEV_MARK = re.compile(r"\bS[0-3]\b|\bRD\b|\bissue \d+|\.md\b|\.toml\b|docs/|`|(?:^|[(;,:]\s*)here\b", re.IGNORECASE)
_DECIDED = re.compile(r"\b([Dd])ecided here\b")
_PAREN = re.compile(r"\s*\(([^()]*)\)")
_BLOCK = re.compile(r"(\n(?=\s*(?:[-*] |\d+\. |\n))|\n\n)")  # a list item, a numbered step, a paragraph
_SENTENCE = re.compile(r"((?:(?<=[a-z)\"”'*][.!?])|(?<=[a-z] \d[.!?]))\s+)")  # not after a step's number


@attrs.frozen
class RuleEntry:
    """One rule: a stable ``anchor`` (``r12``), its ``chapter`` and ``title``, its ``text`` (Markdown, links
    flattened to their words) and its ``source`` (:data:`PRINTED`, :data:`EDITION` or :data:`BOTH`)."""

    anchor: str
    chapter: str
    title: str
    text: str
    source: str

    @property
    def source_label(self) -> str:
        """The source in players' words."""
        return SOURCE_LABELS[self.source]

    def matches(self, query: str) -> bool:
        """Whether every word of ``query`` is in the title or the text (case-insensitive)."""
        hay = f"{self.chapter} {self.title} {self.text}".casefold()
        return all(word in hay for word in query.casefold().split())


@attrs.frozen
class RulesIndex:
    """Every entry in reading order."""

    entries: tuple[RuleEntry, ...]

    def chapters(self) -> list[str]:
        """Chapter titles in reading order."""
        return list(dict.fromkeys(e.chapter for e in self.entries))

    def get(self, anchor: str) -> RuleEntry | None:
        """The entry with ``anchor``, or ``None``."""
        return next((e for e in self.entries if e.anchor == anchor), None)

    def search(self, query: str) -> list[RuleEntry]:
        """Entries matching ``query`` (all of them for an empty query)."""
        return [e for e in self.entries if e.matches(query)] if query.strip() else list(self.entries)

    def first_of(self, chapter: str) -> RuleEntry | None:
        """The first entry of ``chapter``, or ``None``."""
        return next((e for e in self.entries if e.chapter == chapter), None)

    def for_screen(self, screen: str) -> RuleEntry | None:
        """The entry the reference opens at on ``screen`` (see :data:`SCREEN_CHAPTERS`), or the first one."""
        chapter = SCREEN_CHAPTERS.get(screen)
        title = SCREEN_RULES.get(screen)
        found = next((e for e in self.entries if e.chapter == chapter and e.title == title), None) if title else None
        found = found or (self.first_of(chapter) if chapter else None)
        return found or (self.entries[0] if self.entries else None)

    def rule_for(self, term: str) -> RuleEntry | None:
        """The rule a glossary ``term`` opens: the first whose title is the term (or its plural), else the first
        of a chapter named for it, else the first whose title names it, else the first that uses it."""
        forms = {term.casefold(), f"{term}s".casefold(), f"{term[:-1]}ies".casefold() if term.endswith("y") else ""}
        word = re.compile(rf"(?<![A-Za-z]){re.escape(term)}(?![a-z])", re.IGNORECASE)
        tests: tuple[Callable[[RuleEntry], bool], ...] = (
            lambda e: e.title.casefold() in forms,
            lambda e: e.chapter.casefold() in forms or bool(word.search(e.chapter)),
            lambda e: bool(word.search(e.title)),
            lambda e: bool(word.search(e.text)),
        )
        for test in tests:
            found = next((e for e in self.entries if test(e)), None)
            if found is not None:
                return found
        return None


def source_of(text: str) -> str:
    """Where a rule's ``text`` says it comes from (its marks); unmarked text counts as the documents'."""
    printed, edition = bool(_PRINTED.search(text)), bool(_EDITION.search(text))
    if printed and edition:
        return BOTH
    return EDITION if edition else PRINTED


def for_players(text: str) -> str:
    """``text`` without developers' marks (:data:`_DEV_MARK`): a parenthesis holding one goes, and so does a
    sentence that still holds one (notation, a file name); the source stays known through :func:`source_of`."""
    text = _DECIDED.sub(r"\1ecided for this edition", text)
    text = _PAREN.sub(lambda m: "" if _DEV_MARK.search(m.group(1)) else m.group(0), text)
    blocks = _BLOCK.split(text)
    shown: list[str] = []
    for b in range(0, len(blocks), 2):
        parts = _SENTENCE.split(blocks[b])
        kept = [
            _clean_sentence(parts[i]) + (parts[i + 1] if i + 1 < len(parts) else "") for i in range(0, len(parts), 2)
        ]
        block = "".join(k for k in kept if k.strip())
        if block.strip():  # a dropped block takes its separator with it
            shown += [blocks[b - 1] if b else "", block]
    text = "".join(shown)
    text = re.sub(r"\n\s*\n\s*\n+", "\n\n", text)
    return re.sub(r" +([.;,:])", r"\1", text).strip()


def _clean_sentence(sentence: str) -> str:
    """The sentence, or nothing when it holds a mark."""
    return "" if _DEV_MARK.search(sentence) else sentence


def parse_rules(rules: str, encounters: str = "") -> RulesIndex:
    """Entries of the two documents' Markdown (the module docstring says how they are cut)."""
    entries: list[RuleEntry] = []
    for chapter, title, text in [*_bullets(rules), *_sections(encounters)]:
        flat = _LINK.sub(r"\1", text).strip()
        source = EDITION if "decided here" in chapter.casefold() else source_of(flat)
        # the marks decide the source; the text players read says it in words ("(S0, RD)" → "(From the rule
        # book; decided for this edition)", issue 19) and keeps no developer notes
        shown = for_players(sources_in_words(flat))
        heading = _DECIDED.sub(r"\1ecided for this edition", title)
        if shown and not _DEV_MARK.search(heading):
            entries.append(RuleEntry(f"r{len(entries) + 1}", chapter, heading, shown, source))
    return RulesIndex(tuple(entries))


def _bullets(text: str) -> Iterable[tuple[str, str, str]]:
    """(chapter, title, text) of each block under a ``##`` chapter: a ``- `` bullet or a paragraph, with its
    numbered steps and indented lines. The title is the block's bold opening words, else the chapter's name."""
    chapter = ""
    block: list[str] = []

    def flush() -> Iterable[tuple[str, str, str]]:
        if block and chapter:
            body = "\n".join(block).strip()
            bold = re.match(r"^(?:- )?\*\*([^*]+?)[.,:]?\*\*", body)
            yield chapter, (bold.group(1).strip() if bold else chapter), body.removeprefix("- ")

    for line in text.splitlines():
        if line.startswith("#"):
            yield from flush()
            block = []
            chapter = line.lstrip("#").strip() if line.startswith("## ") else ""
            continue
        starts = line.startswith("- ") or line.startswith("**") or (line[:1].isalpha() and not block)
        if starts:
            yield from flush()
            block = [line]
        elif line.strip() and block and re.match(r"^\s*\d+\.", line):
            block.append(line.strip())  # a numbered step keeps its own line
        elif line.strip() and block:
            block[-1] += " " + line.strip()  # a wrapped line goes on the line before
        elif line.strip():
            block = [line]
    yield from flush()


def _sections(text: str) -> Iterable[tuple[str, str, str]]:
    """(chapter, title, text) of each ``##``/``###`` section (a ``###`` belongs to the ``##`` above it)."""
    chapter = ""
    title = ""
    body: list[str] = []
    for line in [*text.splitlines(), "## end"]:
        heading = re.match(r"^(##+) (.+)", line)
        if heading is None:
            if title:
                body.append(line)
            continue
        if title and title != "Notation" and "\n".join(body).strip():
            yield chapter, title, "\n".join(body).strip()
        level, name = len(heading.group(1)), heading.group(2).strip()
        if level == 2:
            chapter = "Encounters: " + name if not name.startswith("Decided") else "Encounters: decided here"
        title, body = name, []


def rules_index() -> RulesIndex:
    """The bundled reference; an empty index when the documents are not part of this build."""
    try:
        folder = bundled_dir("docs")
        rules = (folder / "rules.md").read_text(encoding="utf-8")
        path = folder / "encounters.md"
        encounters = path.read_text(encoding="utf-8") if path.is_file() else ""
    except OSError:
        return RulesIndex(())
    return parse_rules(rules, encounters)
