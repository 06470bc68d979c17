"""The end of a won chapter as the desktop can show it (issue 24): the ending, the completion to save, and one
button per way to begin the next chapter (the same party, one veteran staying behind, one fresh character
joining; S1 World Setup 9, S1 "Saving", S0 "Adding or Removing players").

A hook for the end-of-chapter screen: :func:`chapter_end_view` gives what it shows, and each
:class:`~grail_desktop.app.day_views.Choice` submits its notation through ``GameSession`` like any action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from grail_desktop.app.day_views import Choice
from grail_desktop.app.describe import describe
from grail_desktop.app.event_words import chapter_words
from grail_desktop.app.i18n import tr
from grail_desktop.engine.chapters import chapter_name
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.wording import name_of


@attrs.frozen
class ChapterEndView:
    """``title`` (the chapter won), ``ending`` (its name), ``next_title`` (the chapter to come), ``text`` (what
    carries over) and ``choices`` (one per legal ``next-chapter``)."""

    title: str
    ending: str
    next_title: str
    text: str
    choices: tuple[Choice, ...]


def chapter_end_view(game: Any, catalog: Catalog, legal: Sequence[str]) -> ChapterEndView | None:
    """The end of a won chapter with a next one to begin, or None (the game goes on, or it is over for good)."""
    s = game.state
    if not (s.phase == "over" and s.pending and s.pending[0].kind == "next-chapter" and s.outcome):
        return None
    after = catalog.chapter_after(s.chapter)
    if after is None:
        return None
    choices = tuple(
        Choice(n, describe(n, game, catalog)[0], tr("Characters keep their Items, Secrets, decks and attributes"))
        for n in legal
        if n.startswith("next-chapter")
    )
    return ChapterEndView(
        title=tr("{chapter} is won").format(chapter=chapter_words(chapter_name(catalog, s.chapter))),
        ending=name_of(catalog, s.outcome[4:]) if s.outcome.startswith("won ") else "",
        next_title=chapter_words(chapter_name(catalog, after)),
        text=tr(
            "Save the campaign now to keep the completion; the next chapter can begin now or from that save later. "
            "The world keeps its Statuses and the changed places; a new Event deck and harder encounters wait."
        ),
        choices=choices,
    )
