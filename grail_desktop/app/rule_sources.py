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


def _kinds(sources: str) -> list[str]:
    out: list[str] = []
    for s in re.findall(_SOURCE, sources):
        kind = DECIDED if s in ("RD", "rules-decisions.md") else VEIL if s == "S3" else BOOK
        if kind not in out:
            out.append(kind)
    return out


def _clause(clause: str) -> str:
    """One ``;``-separated part of a source mark in words."""
    text = _ISSUE.sub("", clause.strip()).replace("the seeds'", "the rule book's")
    text = text.replace("**Decided here**", f"**{DECIDED[0].upper()}{DECIDED[1:]}**")
    if text == "here":
        return SETTLED
    m = _LEADING.match(text)
    if m is None:
        return _HERE.sub(lambda h: h.group(1) + SETTLED, text)
    kinds, rest = _kinds(m.group(1)), m.group(2)
    rest = re.sub(r"^\s*,\s*contract\b", "", rest)  # the engine's contract: nothing a player needs
    rest = _HERE.sub(lambda h: h.group(1) + SETTLED, rest)
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


def sources_in_words(text: str) -> str:
    """``text`` (Markdown) with every source mark in words and the developers' source notes dropped."""
    text = _ENCOUNTER_SOURCES.sub("", text)
    text = _CODE_PATH.sub("", text)
    text = _DOC_NAME.sub("the project's notes", text)

    def mark(m: re.Match[str]) -> str:
        inner = m.group(1)
        tail = _TRAILING.search(inner)
        if tail is not None and not is_source_mark(inner):  # "(… trades items afterwards, S0)"
            return f"({inner[: tail.start()]}; {'; '.join(_kinds(tail.group(1)))})"
        if not is_source_mark(inner):
            return m.group(0)
        words = "; ".join(_clause(c) for c in inner.split(";") if c.strip() and not _DOC_CLAUSE.match(c.strip()))
        return f"({words[:1].upper()}{words[1:]})" if not words.startswith("*") else f"({words})"

    text = _PAREN.sub(mark, text)
    return text.replace("**Decided here**", f"**{DECIDED[0].upper()}{DECIDED[1:]}**")
