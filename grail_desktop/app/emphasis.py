"""The packs' ``*emphasis*`` markup (docs/content-format.md "Text") outside the journal page.

The journal typesets it (``ui.prose``); every other place that shows pack text (a card shown large, a reveal,
the morning's Event, the Quests & belongings view) uses :func:`emphasis_html` for italics, and tooltips, the
text mode and accessible descriptions use :func:`unmarked` so no raw asterisk ever reaches the player.
"""

from __future__ import annotations

import re
from html import escape

#: ``*words*`` on one line (the journal's own pattern, ``ui.prose._EMPHASIS``, reads the same).
EMPHASIS = re.compile(r"\*{1,2}([^*\n]+?)\*{1,2}")


def unmarked(text: str) -> str:
    """``text`` without emphasis markup: ``He was *with* them`` → ``He was with them``; a stray ``*`` goes too."""
    return EMPHASIS.sub(r"\1", text).replace("*", "")


def emphasis_html(text: str) -> str:
    """``text`` as escaped rich text with its emphasis in ``<i>`` and single newlines as ``<br>``."""
    out, last = [], 0
    for match in EMPHASIS.finditer(text):
        out.append(escape(text[last : match.start()]))
        out.append(f"<i>{escape(match.group(1))}</i>")
        last = match.end()
    out.append(escape(text[last:]))
    return "".join(out).replace("*", "").replace("\n", "<br>")
