"""Why a journal option cannot be taken, in plain words (docs/content-format.md "Conditions").

One wording for every front end: the reader says "needs Lore 2 (Maelon Harrow has 0)", the text mode
"needs Lore 2 (you have 0)". :class:`Phrasing` holds what differs; everything else is shared.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from grail_desktop.engine import runtime
from grail_desktop.engine.defs import JournalOptionDef
from grail_desktop.engine.effects import Condition
from grail_desktop.engine.state import Task
from grail_desktop.engine.tracks import amount_of

if TYPE_CHECKING:
    from grail_desktop.engine.game import Game


def amount_word(what: str) -> str:
    """``"wealth"`` → ``"Wealth"``, ``"experience"`` → ``"Experience"`` (the tray's words)."""
    return "Experience" if what == "experience" else what.capitalize()


def _plain_name(text: str) -> str:
    return text.replace("-", " ")


@attrs.frozen
class Phrasing:
    """How reasons name the reader (``you``: "you have" rather than "<name> has") and quote names."""

    you: bool = False
    quote: Callable[[str], str] = lambda name: f"“{_plain_name(name)}”"
    state_name: Callable[[str], str] = lambda state: _plain_name(state).capitalize()


READER = Phrasing()
TEXT_MODE = Phrasing(you=True, quote=lambda name: f"'{name}'", state_name=str)


def _has(g: Game, who: str, phrasing: Phrasing) -> str:
    if phrasing.you:
        return "you have"
    d = g.catalog.characters.get(who)
    return f"{d.name if d else who} has"


def _member_who_qualifies(g: Game, who: str, cond: Condition) -> str:
    """``", but Ceri Halen has 2: the one who explores reads"`` when another member of the reading party meets
    ``cond`` (an attribute or a resource, checked for the reader alone, S1 "Explore"), else ``""``: newcomer 8
    read a closed option naming only the reader while a party member had what it needs."""
    ex = g.state.exploration
    if ex is None or ex.character != who:
        return ""
    word, args = cond.word, cond.args
    for member in ex.party:
        c = g.state.characters.get(member)
        if member == who or c is None or c.dead or not runtime.holds(g, member, cond):
            continue
        value = c.attributes.get(args[0], 0) if word == "attribute" else amount_of(c, args[0])
        d = g.catalog.characters.get(member)
        return f", but {d.name if d else member} has {value}: the one who explores reads"
    return ""


def _where_marked(g: Game, status: str) -> str:
    """Where the story can mark ``status``, as a hint that names places, never the Status (newcomer 6: "something
    has to happen first" did not say what): ``" at Carn Naw"``, ``" at Carn Naw or Mirror Tarn"``, or
    ``", elsewhere in the story"`` when no journal section on a location marks it (an Event, a Dream)."""
    catalog = g.catalog
    places: list[str] = []
    for section in catalog.journal.values():
        effects = [*section.effects, *(e for o in section.options for e in o.effects)]
        if section.location in catalog.locations and any(e.word == "mark" and e.args[:1] == (status,) for e in effects):
            name = catalog.locations[section.location].name
            name = "the " + name[4:] if name.startswith("The ") else name  # mid-sentence
            if name not in places:
                places.append(name)
    if not places or len(places) > 3:
        return ", elsewhere in the story"
    return " at " + (" or ".join(places) if len(places) < 3 else f"{places[0]}, {places[1]} or {places[2]}")


def condition_reason(g: Game, who: str, cond: Condition, phrasing: Phrasing = READER) -> str:
    """Why ``cond`` fails for ``who``, e.g. ``needs Lore 2 (Maelon Harrow has 0)``."""
    s, catalog = g.state, g.catalog
    word, args = cond.word, cond.args
    q = phrasing.quote
    ch = s.characters.get(who)
    # Statuses and Secrets not held are not named: they would tell the story ahead (newcomer playtest).
    if word == "status":
        return "something has to happen first" + _where_marked(g, args[0])
    if word == "not-status":
        return "closed by something that has already happened"
    if word == "attribute":
        have = ch.attributes.get(args[0], 0) if ch else 0
        also = _member_who_qualifies(g, who, cond)
        return f"needs {amount_word(args[0])} {args[1]} ({_has(g, who, phrasing)} {have}{also})"
    if word == "has":
        have = amount_of(ch, args[0]) if ch else 0
        also = _member_who_qualifies(g, who, cond)
        return f"needs {args[1]} {amount_word(args[0])} ({_has(g, who, phrasing)} {have}{also})"
    if word in ("has-item", "not-item"):
        item = catalog.items.get(args[0])
        label = item.name if item else args[0]
        return f"needs the Item {label}" if word == "has-item" else f"not while the party holds {label}"
    if word in ("has-secret", "not-secret"):
        secret = catalog.secrets.get(args[0])
        label = secret.name if secret else args[0]
        return (
            "needs something you have not learned yet" if word == "has-secret" else f"not while the party holds {label}"
        )
    if word == "party":
        return f"needs a party of at least {args[0]}"
    if word == "quest-dial":
        name = catalog.dial_names.get(args[0], args[0].replace("-", " "))  # the display name, never the id
        return f"needs the Quest Dial of {q(name)} to show {args[1]} (it shows {s.quest_dials.get(args[0], 0)})"
    if word == "day":
        return f"not before Day {args[0]}"
    if word in ("odd-night", "even-night"):
        return "not tonight"
    if word == "quest":
        event = catalog.events.get(args[0])
        return f"needs the Active Quest {event.title if event else args[0]}"
    if word == "state":
        return f"only while {phrasing.state_name(args[0])}"
    if word == "not-state":
        return f"not while {phrasing.state_name(args[0])}"
    if word in ("menhir", "not-menhir"):
        loc = catalog.locations.get(int(args[0])) if args[0].isdigit() else None
        where = loc.name if loc else args[0]
        return f"needs the Menhir of {where} lit" if word == "menhir" else f"not while the Menhir of {where} burns"
    if word in ("sunk", "not-sunk"):
        loc = catalog.locations.get(int(args[0])) if args[0].isdigit() else None
        where = loc.name if loc else args[0]
        return f"only once {where} has sunk into the wyrdness" if word == "sunk" else f"not while {where} is lost"
    if word in ("at", "not-at"):
        loc = catalog.locations.get(int(args[0])) if args[0].isdigit() else None
        where = loc.name if loc else args[0]
        return f"only at {where}" if word == "at" else f"not at {where}"
    if word in ("ending", "not-ending"):
        name = catalog.ending_names.get(args[0], args[0])
        return f"only if an earlier chapter ended with {name}" if word == "ending" else f"not after {name}"
    if word == "character":
        d = catalog.characters.get(args[0])
        return f"only {d.name if d else args[0]} can do this"
    return f"needs {cond}"


def option_reason(g: Game, option: JournalOptionDef, phrasing: Phrasing = READER) -> str:
    """Every reason ``option`` of the open section cannot be taken now (failed conditions, then an unpaid
    cost), joined by ``"; "``; ``""`` when it can be taken or no reading is open."""
    ex = g.state.exploration
    if ex is None:
        return ""
    task = Task("check", character=ex.character, party=list(ex.party))
    reasons = [
        condition_reason(g, ex.character, c, phrasing) for c in option.conditions if not runtime.check(g, task, c)
    ]
    if not runtime.can_pay(g, [ex.character], option.costs):
        ch = g.state.characters[ex.character]
        owed = [
            (c.args[1], amount_word(c.args[0]), amount_of(ch, c.args[0]))
            for c in option.costs
            if c.word in ("pay", "lose")
        ]
        if phrasing.you:
            reasons.append("cannot pay " + " and ".join(f"{n} {w} (you have {h})" for n, w, h in owed))
        else:
            d = g.catalog.characters.get(ex.character)
            name = d.name if d else ex.character
            reasons.append(f"cannot pay: {name} has " + ", ".join(f"{h} {w}" for _n, w, h in owed))
    return "; ".join(reasons)
