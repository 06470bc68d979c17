"""The Quest Dials in words, for every place the quests are shown (issue 19, newcomer 12: the chronicle said
"its Quest Dial now shows 1" and no Quest Dial was to be seen anywhere).

S0 "Quest Tokens": a Quest Dial tracks a quest's progress and, unlike a Time Dial, is never reduced at the
Start of the Day; only the story moves it, and journal options may ask for it to show a number.
"""

from __future__ import annotations

from typing import Any

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.wording import name_of


def quest_dials(game: Any, catalog: Catalog) -> tuple[tuple[str, str], ...]:
    """Each Quest Dial the story has set, as ``(title, text)``: ``("Heledd's trail — Quest Dial", "It shows 1. A
    Quest Dial counts …")``, in the order first set; ``()`` when none is set (S0, see the module). Shown
    where the quests are (the Quests & belongings view, the day bar's quests, the text mode's ``quests``), so the
    chronicle's "its Quest Dial now shows 1" names something the player can find (newcomer 12, issue 19)."""
    out = []
    for dial, value in game.state.quest_dials.items():
        out.append(
            (
                tr("{name} — Quest Dial").format(name=name_of(catalog, dial)),
                tr("It shows {n}.").format(n=value) + " " + tr(QUEST_DIAL_MEANS),
            )
        )
    return tuple(out)


#: What a Quest Dial is, in one sentence (the glossary's "Quest Dial" says it shorter).
QUEST_DIAL_MEANS = tr_noop(
    "A Quest Dial counts how far a thread of the story has gone: only the story moves it on, and some journal "
    "choices open only once it shows enough."
)
