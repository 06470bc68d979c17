"""The Riven Veil's event lines as the desk and the text mode show them: :func:`veil_event_words`, with each
Hero named before its role.

The engine writes a Hero as ``its Lord Queen Ysolde of the Barrow``; a name may carry its own title ("Queen",
"Admiral", "Sister"), so read aloud that doubles it ("Lord Queen Ysolde", newcomer 9). In a translation
``event_words`` already writes ``Queen Ysolde of the Barrow (Lord)``; in English it shows the engine's sentence
as written, so the line is rewritten here to the same form (``app.veil.words.hero_words``'s).
"""

from __future__ import annotations

import re
from functools import cache

from grail_desktop.app.i18n import tr
from grail_desktop.app.veil.event_words import veil_event_words
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.events import VeilEvent


@cache
def _heroes(names: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"\b(?:its|their) (Lord|Champion) ({alternatives})(?![\w'])")


def hero_names_first(text: str, pack: VeilPack) -> str:
    """``text`` with every ``its Lord NAME`` / ``their Champion NAME`` of ``pack``'s Heroes written
    ``NAME (Lord)`` / ``NAME (Champion)`` (S3 glossary: a faction's Heroes are its Lord and Champions)."""
    names = tuple(n for f in pack.factions.values() for n in (f.lord, *f.champions))
    if not names:
        return text

    def named(found: re.Match[str]) -> str:
        role = tr("{name} (Lord)") if found[1] == "Lord" else tr("{name} (Champion)")
        return role.format(name=found[2])

    return _heroes(names).sub(named, text)


def event_line(event: VeilEvent, pack: VeilPack) -> str:
    """``event``'s sentence in the interface language, each Hero named before its role (see the module)."""
    return hero_names_first(veil_event_words(event), pack)
