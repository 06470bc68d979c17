"""The rules reference as entries a player can search and link to (issue 26).

:func:`rules_index` reads the bundled ``docs/rules.md`` (each ``- **Rule.**`` bullet an entry, under its ``##``
chapter) and ``docs/encounters.md`` (each ``##``/``###`` section an entry; the notation section is left out:
players never see notation). Every entry says where it comes from (:attr:`RuleEntry.source`): the rule documents
(S0–S2), a decision for this edition (``RD``, ``here``, "Decided here"), or both. :meth:`RulesIndex.rule_for`
finds the rule a glossary term opens; players never read the documents' source tags, paths, issue numbers or
notation (:func:`for_players`); :data:`SCREEN_CHAPTERS` names the chapter that fits each screen. Qt-free.

In another interface language the reference reads ``docs/i18n/<lang>/rules.md`` and ``encounters.md`` (issue 28;
the pattern of the packs' and How to play's translations): the same Markdown, cut the same way, block for block
and section for section in the original's order, with the developers' source marks kept and read in that
language's words (:func:`grail_desktop.app.rule_sources.sources_in_words`). Each translated entry takes the
anchor of the English entry in its place (:attr:`RuleEntry.key`), so links, screens and glossary terms open the
same rule; a document without its translation stays English.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path

import attrs

from grail_desktop.app.i18n import language, tr, tr_noop
from grail_desktop.app.rule_sources import sources_in_words
from grail_desktop.resources import bundled_dir

PRINTED = "documents"
EDITION = "edition"
BOTH = "both"

#: How each source reads for players.
SOURCE_LABELS = {
    PRINTED: tr_noop("From the rule documents"),
    EDITION: tr_noop("Decided for this edition"),
    BOTH: tr_noop("From the rule documents, with this edition's decisions"),
}
#: The words the parser itself writes, per language of the documents: the encounter chapters' prefix, the
#: chapter of the encounter rules decided here, and the heading that opens it.
DOC_WORDS: dict[str, dict[str, str]] = {
    "en": {"encounters": "Encounters: ", "decided": "Encounters: decided here", "decided_heading": "Decided"},
    "de": {
        "encounters": "Begegnungen: ",
        "decided": "Begegnungen: für diese Ausgabe entschieden",
        "decided_heading": "Für diese Ausgabe entschieden",
    },
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
#: a mark of this edition; "here" as a mark's clause too ("(here, issue 20)", "(…; what is kept: here)")
_EDITION = re.compile(
    r"\bRD\b|\(here\)|\bhere\)|[(;:,]\s*here\b|Decided here|rules-decisions|decided for this edition", re.IGNORECASE
)
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
    #: Where the entry stands in its document (``"rules:7"``: the 8th block cut from rules.md), the same in
    #: the original and its translation.
    key: str = ""

    @property
    def source_label(self) -> str:
        """The source in players' words (the interface language's)."""
        return tr(SOURCE_LABELS[self.source])

    def matches(self, query: str) -> bool:
        """Whether every word of ``query`` is in the title or the text (case-insensitive), or its stem without
        an inflection's ending (:func:`_stem`: "gewinnen" finds "gewinnt", "travels" finds "travel")."""
        hay = f"{self.chapter} {self.title} {self.text}".casefold()
        return all(word in hay or _stem(word) in hay for word in query.casefold().split())


@attrs.frozen
class RulesIndex:
    """Every entry in reading order."""

    entries: tuple[RuleEntry, ...]
    #: For a translated reference, the English one it mirrors (screens and English terms open through it).
    english: RulesIndex | None = None

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
        if self.english is not None:  # the screens name the English chapters
            mirrored = self.english.for_screen(screen)
            found = self.get(mirrored.anchor) if mirrored is not None else None
        return found or (self.entries[0] if self.entries else None)

    def rule_for(self, term: str) -> RuleEntry | None:
        """The rule a glossary ``term`` opens: the first whose title is the term (or its plural), else the first
        of a chapter named for it, else the first whose title names it, else the first that uses it."""
        forms = {f"{term}{end}".casefold() for end in ("", "s", "e", "n", "en")}  # English and German plurals
        forms.add(f"{term[:-1]}ies".casefold() if term.endswith("y") else "")
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
        mirrored = self.english.rule_for(term) if self.english is not None else None  # an English term
        return self.get(mirrored.anchor) if mirrored is not None else None


#: Inflection endings a search word may lose (English and German), longest first.
_ENDINGS = ("en", "er", "es", "e", "n", "s", "t")


def _stem(word: str) -> str:
    """``word`` without one inflection ending (:data:`_ENDINGS`), keeping at least four letters."""
    return next((word[: -len(e)] for e in _ENDINGS if word.endswith(e) and len(word) - len(e) >= 4), word)


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


def parse_rules(rules: str, encounters: str = "", lang: str = "en") -> RulesIndex:
    """Entries of the two documents' Markdown (the module docstring says how they are cut), written in
    ``lang`` (the words of :data:`DOC_WORDS` and of the source marks)."""
    entries = _keyed(rules, encounters, lang)
    return RulesIndex(tuple(attrs.evolve(e, anchor=f"r{n}") for n, e in enumerate(entries, 1)))


def parse_translated(rules: str, encounters: str, translated: tuple[str, str], lang: str) -> RulesIndex:
    """The reference in ``lang``: the ``translated`` (rules, encounters) Markdown cut as the English ``rules``
    and ``encounters`` are; each entry takes the anchor of the English entry in its place (its ``key``), an
    entry the English drops gets one of its own (``de-rules:58``). ``english`` holds the English index."""
    english = parse_rules(rules, encounters)
    anchors = {e.key: e.anchor for e in english.entries}
    entries = _keyed(*translated, lang)
    own = tuple(attrs.evolve(e, anchor=anchors.get(e.key, f"{lang}-{e.key}")) for e in entries)
    return RulesIndex(own, english)


def _keyed(rules: str, encounters: str, lang: str) -> list[RuleEntry]:
    """The entries players read, each with its ``key`` (its place among the blocks cut from its document)."""
    words = DOC_WORDS.get(lang, DOC_WORDS["en"])
    cut = [(f"rules:{n}", *b) for n, b in enumerate(_bullets(rules))]
    cut += [(f"encounters:{n}", *b) for n, b in enumerate(_sections(encounters, words))]
    entries: list[RuleEntry] = []
    for key, chapter, title, text in cut:
        flat = _LINK.sub(r"\1", text).strip()
        source = EDITION if chapter == words["decided"] else source_of(flat)
        # the marks decide the source; the text players read says it in words ("(S0, RD)" → "(From the rule
        # book; decided for this edition)", issue 19) and keeps no developer notes
        shown = for_players(sources_in_words(flat, lang))
        heading = _DECIDED.sub(r"\1ecided for this edition", title)
        if shown and not _DEV_MARK.search(heading):
            entries.append(RuleEntry("", chapter, heading, shown, source, key))
    return entries


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


def _sections(text: str, words: dict[str, str] = DOC_WORDS["en"]) -> Iterable[tuple[str, str, str]]:
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
            decided = name.startswith(words["decided_heading"])
            chapter = words["decided"] if decided else words["encounters"] + name
        title, body = name, []


def rules_index(lang: str | None = None) -> RulesIndex:
    """The bundled reference in ``lang`` (default: the interface language): the translation under
    ``docs/i18n/<lang>/`` where it is bundled, else the English; an empty index when the documents are not part
    of this build."""
    lang = language() if lang is None else lang
    try:
        folder = bundled_dir("docs")
        rules = (folder / "rules.md").read_text(encoding="utf-8")
        encounters = _read(folder / "encounters.md")
    except OSError:
        return RulesIndex(())
    translated = folder / "i18n" / lang
    if lang == "en" or not (translated / "rules.md").is_file():
        return parse_rules(rules, encounters)
    try:
        pair = ((translated / "rules.md").read_text(encoding="utf-8"), _read(translated / "encounters.md"))
    except OSError:
        return parse_rules(rules, encounters)
    return parse_translated(rules, encounters, pair, lang)


def _read(path: Path) -> str:
    """The file's text, ``""`` when there is none."""
    return path.read_text(encoding="utf-8") if path.is_file() else ""
