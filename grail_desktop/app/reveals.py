"""Big moments shown large (issue 19): a quest completed, a Menhir lit, an Item or Secret gained, a location
transformed, the chapter won. :func:`reveal_for` turns such an event into the :class:`CardSheet` the card
viewer shows (a kind line saying what happened over the card itself); other events give None. The table shows
the first reveal of an action when the "Show big moments large" setting is on (``ui/reveals``).
"""

from __future__ import annotations

import attrs

from grail_desktop.app.card_sheets import CardSheet, event_sheet, item_sheet, location_sheet, secret_sheet
from grail_desktop.app.event_words import event_words
from grail_desktop.app.i18n import tr
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.wording import name_of

#: Event kinds that are big moments.
REVEAL_KINDS = frozenset(
    {"QuestCompleted", "MenhirActivated", "ItemGained", "SecretGained", "LocationReplaced", "GameOver"}
)


def _with_kind(sheet: CardSheet, kind: str) -> CardSheet:
    """``kind`` (what happened) before the card's own kind line, without saying "Item" twice."""
    own = (tr("Item"), tr("Secret"))
    rest = sheet.kind.split(" · ", 1)[1] if sheet.kind.startswith(tuple(f"{w} · " for w in own)) else sheet.kind
    return attrs.evolve(sheet, kind=f"{kind} · {rest}" if rest not in own else kind)


def reveal_for(event: Event, catalog: Catalog) -> CardSheet | None:
    """The reveal of ``event``, or None when it is not a big moment (or names nothing the catalog knows)."""
    if event.kind not in REVEAL_KINDS:
        return None
    data = dict(event.data)
    who = name_of(catalog, event.character) if event.character else tr("The party")
    if event.kind == "QuestCompleted" and str(data.get("event")) in catalog.events:
        return attrs.evolve(event_sheet(catalog, str(data["event"])), kind=tr("Quest completed"))
    if event.kind == "MenhirActivated" and int(str(data.get("location", 0))) in catalog.locations:
        sheet = location_sheet(catalog, int(str(data["location"])))
        return attrs.evolve(
            sheet,
            kind=tr("The Menhir burns: {dial} days of light").format(dial=data.get("dial", "?")),
            paragraphs=(event_words(event), *sheet.paragraphs),
        )
    if event.kind == "ItemGained" and str(data.get("item")) in catalog.items:
        return _with_kind(item_sheet(catalog, str(data["item"])), tr("{who} gains an Item").format(who=who))
    if event.kind == "SecretGained" and str(data.get("secret")) in catalog.secrets:
        return _with_kind(secret_sheet(catalog, str(data["secret"])), tr("{who} learns a Secret").format(who=who))
    if event.kind == "LocationReplaced" and int(str(data.get("location", 0))) in catalog.locations:
        return _with_kind(location_sheet(catalog, int(str(data["location"]))), tr("The land changes"))
    if event.kind == "GameOver":
        outcome = str(data.get("outcome", ""))
        if outcome.startswith("won "):
            return CardSheet(name_of(catalog, outcome[4:]), tr("The chapter is won"), (event_words(event),))
        return CardSheet(tr("The game is over"), tr("The end"), (event_words(event),))
    return None
