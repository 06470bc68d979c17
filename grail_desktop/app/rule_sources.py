"""The rules reference's source marks in words (issue 19: players never meet the project's shorthand).

docs/rules.md and docs/encounters.md end each rule with where it comes from — ``(S0, RD)``, ``(S1; cost order:
here)``, ``(rules-decisions.md "Dice")``, ``(**Decided here**)`` — which is right for developers and cryptic for
players. :func:`sources_in_words` turns each such mark into words: ``(From the rule book; decided for this
edition)``, ``(From the rule book; cost order: settled for this edition)``, ``(Decided for this edition:
"Dice")``. Brackets that are not source marks are left alone. Plain text in, plain text out (no Qt).
"""

from __future__ import annotations

import re

_SOURCE = r"(?:S[0-3]|RD|rules-decisions\.md)"
#: a clause that opens with one or more sources: ``S0, S1 Character Setup``, ``RD "Parties"``, ``S1 says …``
_LEADING = re.compile(rf"^({_SOURCE}(?:\s*,\s*{_SOURCE})*)(.*)$", re.DOTALL)
_PAREN = re.compile(r"\(([^()]*)\)")
_ISSUE = re.compile(r",?\s*\b(?:updated for )?issue \d+\b")
_DOC_CLAUSE = re.compile(r"^[^:]*:\s*docs/[\w./-]+$")
_TRAILING = re.compile(rf",\s*({_SOURCE})\s*$")
_HERE = re.compile(r"(:\s*)here\b")
_CODE_PATH = re.compile(r"\s\((?:`grail_desktop/[^`]*`|docs/[\w./-]+)\)")
_DOC_NAME = re.compile(r"\bdocs/[\w./-]+\.md\b")
_ENCOUNTER_SOURCES = re.compile(r"Sources: the S2 seed.*?(?=Choices this project made)", re.DOTALL)

BOOK = "from the rule book"
VEIL = "from the Riven Veil's reference sheet"
DECIDED = "decided for this edition"
SETTLED = "settled for this edition"

#: The source marks in words per language of the reference (issue 28: the German reference,
#: docs/i18n/de/, keeps the developers' marks and reads them in German). Keys: the English words above.
MARK_WORDS: dict[str, dict[str, str]] = {
    "de": {
        BOOK: "aus dem Regelbuch",
        VEIL: "vom Übersichtsblatt des Zerrissenen Schleiers",
        DECIDED: "für diese Ausgabe entschieden",
        SETTLED: "für diese Ausgabe festgelegt",
        "the project's notes": "die Notizen des Projekts",
    }
}


def mark_word(words: str, lang: str = "en") -> str:
    """The source words ``words`` (:data:`BOOK`, :data:`DECIDED` …) in ``lang``; English where none are kept."""
    return MARK_WORDS.get(lang, {}).get(words, words)


def _kinds(sources: str, lang: str = "en") -> list[str]:
    out: list[str] = []
    for s in re.findall(_SOURCE, sources):
        kind = DECIDED if s in ("RD", "rules-decisions.md") else VEIL if s == "S3" else BOOK
        if mark_word(kind, lang) not in out:
            out.append(mark_word(kind, lang))
    return out


def _clause(clause: str, lang: str = "en") -> str:
    """One ``;``-separated part of a source mark in words."""
    settled, decided = mark_word(SETTLED, lang), mark_word(DECIDED, lang)
    text = _ISSUE.sub("", clause.strip()).replace("the seeds'", "the rule book's")
    text = text.replace("**Decided here**", f"**{decided[0].upper()}{decided[1:]}**")
    if text == "here":
        return settled
    m = _LEADING.match(text)
    if m is None:
        return _HERE.sub(lambda h: h.group(1) + settled, text)
    kinds, rest = _kinds(m.group(1), lang), m.group(2)
    rest = re.sub(r"^\s*,\s*contract\b", "", rest)  # the engine's contract: nothing a player needs
    rest = _HERE.sub(lambda h: h.group(1) + settled, rest)
    if rest.startswith(" says") and kinds == [BOOK]:
        return "the rule book" + rest
    words = "; ".join(kinds)
    if rest.startswith(":"):
        return words + rest
    if rest.strip():
        return f"{words}: {rest.strip()}"
    return words


def is_source_mark(inner: str) -> bool:
    """Whether the bracket's text ``inner`` is a source mark (opens with a source, or says "Decided here")."""
    head = inner.strip()
    return bool(_LEADING.match(head)) or head.startswith("**Decided here**") or _ISSUE.sub("", head) == "here"


def sources_in_words(text: str, lang: str = "en") -> str:
    """``text`` (Markdown) with every source mark in words (in ``lang``'s words: :data:`MARK_WORDS`) and the
    developers' source notes dropped."""
    decided = mark_word(DECIDED, lang)
    text = _ENCOUNTER_SOURCES.sub("", text)
    text = _CODE_PATH.sub("", text)
    text = _DOC_NAME.sub(mark_word("the project's notes", lang), text)

    def mark(m: re.Match[str]) -> str:
        inner = m.group(1)
        tail = _TRAILING.search(inner)
        if tail is not None and not is_source_mark(inner):  # "(… trades items afterwards, S0)"
            return f"({inner[: tail.start()]}; {'; '.join(_kinds(tail.group(1), lang))})"
        if not is_source_mark(inner):
            return m.group(0)
        words = "; ".join(_clause(c, lang) for c in inner.split(";") if c.strip() and not _DOC_CLAUSE.match(c.strip()))
        return f"({words[:1].upper()}{words[1:]})" if not words.startswith("*") else f"({words})"

    text = _PAREN.sub(mark, text)
    return text.replace("**Decided here**", f"**{decided[0].upper()}{decided[1:]}**")
