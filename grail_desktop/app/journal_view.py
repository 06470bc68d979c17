"""Read-only views for the journal reader: options with their costs and reasons, effect lines, the story so far.

Everything is derived from the engine's state, the catalog and its own condition checks
(``engine.runtime.check`` / ``can_pay``), so a reason shown can never disagree with what the engine allows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from grail_desktop.app.describe import chronicle_line, pretty_status
from grail_desktop.app.views import character_name
from grail_desktop.engine import runtime
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog, JournalOptionDef
from grail_desktop.engine.effects import Condition, Effect
from grail_desktop.engine.state import Task
from grail_desktop.engine.tracks import amount_of

#: What kind of reading an exploration is (state.exploration.kind) → the heading the reader shows.
KIND_LABELS: dict[str, str] = {
    "explore": "Exploration",
    "dream": "Dream",
    "nightmare": "Nightmare",
    "event": "Event",
    "mercy": "The Old Mother's mercy",
}

#: Event kinds that are the journal's own bookkeeping, not effects to announce.
NOT_EFFECTS = frozenset({"SectionRead", "OptionChosen", "ExplorationEnded", "PhaseChanged", "ActionUndone"})


@attrs.frozen
class OptionView:
    """One option as the reader shows it. ``number`` is 1-based (``choose N``); ``costs`` e.g. ``"1 Wealth"``."""

    number: int
    text: str
    costs: str
    enabled: bool
    hidden: bool
    reason: str


@attrs.frozen
class StoryEntry:
    """One section read in the campaign, in reading order. ``chosen`` is the option taken there, if any."""

    section: str
    title: str
    place: str
    kind: str
    day: int
    chosen: str
    effects: tuple[str, ...]
    first_of_reading: bool
    after: tuple[str, ...] = ()  # what the choice cost and did


def amount_word(what: str) -> str:
    """``"wealth"`` → ``"Wealth"``, ``"experience"`` → ``"Exp"`` (the tray's words)."""
    return "Exp" if what == "experience" else what.capitalize()


def costs_text(costs: Sequence[Effect]) -> str:
    """``pay wealth 1``, ``lose health 2`` → ``"1 Wealth, 2 Health"``; other words as written."""
    parts = []
    for cost in costs:
        if cost.word in ("pay", "lose") and len(cost.args) == 2:
            parts.append(f"{cost.args[1]} {amount_word(cost.args[0])}")
        else:
            parts.append(str(cost))
    return ", ".join(parts)


def condition_reason(game: Any, catalog: Catalog, who: str, cond: Condition) -> str:
    """Why ``cond`` fails for ``who``, in plain words (docs/content-format.md "Conditions")."""
    s = game.state
    word, args = cond.word, cond.args
    name = character_name(catalog, who)
    if word == "status":
        return f"needs the Status “{pretty_status(args[0])}”"
    if word == "not-status":
        return f"closed by the Status “{pretty_status(args[0])}”"
    if word == "attribute":
        have = s.characters[who].attributes.get(args[0], 0) if who in s.characters else 0
        return f"needs {amount_word(args[0])} {args[1]} ({name} has {have})"
    if word == "has":
        have = amount_of(s.characters[who], args[0]) if who in s.characters else 0
        return f"needs {args[1]} {amount_word(args[0])} ({name} has {have})"
    if word in ("has-item", "not-item"):
        item = catalog.items.get(args[0])
        label = item.name if item else args[0]
        return f"needs the Item {label}" if word == "has-item" else f"not while the party holds {label}"
    if word in ("has-secret", "not-secret"):
        secret = catalog.secrets.get(args[0])
        label = secret.name if secret else args[0]
        return f"needs the Secret {label}" if word == "has-secret" else f"not while the party holds {label}"
    if word == "party":
        return f"needs a party of at least {args[0]}"
    if word == "quest-dial":
        return f"needs the Quest Dial “{pretty_status(args[0])}” at {args[1]} (now {s.quest_dials.get(args[0], 0)})"
    if word == "day":
        return f"not before Day {args[0]}"
    if word == "quest":
        event = catalog.events.get(args[0])
        return f"needs the Active Quest {event.title if event else args[0]}"
    if word == "state":
        return f"only while {pretty_status(args[0]).capitalize()}"
    if word == "not-state":
        return f"not while {pretty_status(args[0]).capitalize()}"
    if word == "character":
        return f"only {character_name(catalog, args[0])} can do this"
    return f"needs {cond}"


def option_reason(game: Any, catalog: Catalog, option: JournalOptionDef) -> str:
    """Every reason ``option`` cannot be chosen now (failed conditions, then an unpaid cost); ``""`` if none."""
    ex = game.state.exploration
    if ex is None:
        return ""
    task = Task("check", character=ex.character, party=list(ex.party))
    reasons = [condition_reason(game, catalog, ex.character, c) for c in option.conditions
               if not runtime.check(game, task, c)]
    if not runtime.can_pay(game, [ex.character], option.costs):
        have = []
        for cost in option.costs:
            if cost.word in ("pay", "lose"):
                what = cost.args[0]
                have.append(f"{amount_of(game.state.characters[ex.character], what)} {amount_word(what)}")
        reasons.append(f"cannot pay: {character_name(catalog, ex.character)} has {', '.join(have)}")
    return "; ".join(reasons)


def option_views(game: Any, catalog: Catalog, legal: Sequence[str],
                 why_not: Callable[[str], str | None] | None = None) -> list[OptionView]:
    """The current section's options in written order (S1 "Explore"; content-format.md ``secret``).

    An option is enabled when ``choose N`` is legal; otherwise it carries a reason, or is hidden when the
    content marks it secret. ``why_not`` (the session's) is the fallback reason when no check explains it.
    """
    ex = game.state.exploration
    if ex is None or ex.section not in catalog.journal:
        return []
    out = []
    for number, option in enumerate(catalog.journal[ex.section].options, start=1):
        notation = f"choose {number}"
        enabled = notation in legal
        reason = ""
        if not enabled:
            reason = option_reason(game, catalog, option) or (why_not(notation) if why_not else None) or (
                "not possible right now")
        out.append(OptionView(number, option.text, costs_text(option.costs), enabled,
                              option.secret and not enabled, reason))
    return out


def effect_line(event: Event) -> str | None:
    """The announcement for an effect event (gained 1 Food, Status marked…), or ``None`` for bookkeeping."""
    if event.kind in NOT_EFFECTS:
        return None
    return chronicle_line(event.kind, event.text)


def place_of(catalog: Catalog, section: str) -> str:
    """``"Tref Eithin (101)"`` for a section that belongs to a location, else ``""``."""
    d = catalog.journal.get(section)
    if d is None or d.location is None or d.location not in catalog.locations:
        return ""
    return f"{catalog.locations[d.location].name} ({d.location})"


_DAY = re.compile(r"^Day (\d+)")


def story_so_far(events: Sequence[Event], catalog: Catalog, current_read: Sequence[str] = (),
                 current_kind: str = "explore") -> list[StoryEntry]:
    """Every section read in the campaign, from the session's event log, in order.

    ``current_read`` (``state.exploration.read``) fills in the sections of a reading in progress that the log
    lacks, e.g. after loading a save in the middle of one; the log itself starts at the load (see the report).
    """
    entries: list[dict[str, Any]] = []
    day = 1
    kind = current_kind
    reading_open = False
    for event in events:
        match = _DAY.match(event.text)
        if event.kind in ("DayStarted", "PhaseChanged") and match:
            day = int(match.group(1))
        if event.kind == "SectionRead":
            section = str(event.get("section", ""))
            d = catalog.journal.get(section)
            entries.append({"section": section, "title": d.title if d else event.text, "day": day,
                            "chosen": "", "effects": [], "after": [], "first": not reading_open, "kind": ""})
            reading_open = True
        elif event.kind == "OptionChosen" and entries:
            entry = entries[-1]
            entry["chosen"] = event.text
            # The engine pays the costs just before it records the choice: they belong after it.
            paid = _cost_words(catalog, entry["section"], event.get("option"))
            while entry["effects"] and _is_payment(entry["effects"][-1][0], paid):
                entry["after"].insert(0, entry["effects"].pop()[1])
        elif event.kind == "ExplorationEnded":
            kind = str(event.get("kind", "explore"))
            for entry in reversed(entries):
                if entry["kind"]:
                    break
                entry["kind"] = kind
            reading_open = False
        elif entries and reading_open:
            line = effect_line(event)
            if line:
                entry = entries[-1]
                if entry["chosen"]:
                    entry["after"].append(line)
                else:
                    entry["effects"].append((event, line))
    logged = [e["section"] for e in entries if not e["kind"]]
    missing = list(current_read)
    if logged and missing[-len(logged):] == logged:
        missing = missing[: len(missing) - len(logged)]
    elif logged:
        missing = []
    insert_at = len(entries) - len(logged)
    for offset, section in enumerate(missing):
        d = catalog.journal.get(section)
        entries.insert(insert_at + offset, {"section": section, "title": d.title if d else section, "day": day,
                                            "chosen": "", "effects": [], "after": [], "first": offset == 0,
                                            "kind": ""})
    if missing and insert_at + len(missing) < len(entries):
        entries[insert_at + len(missing)]["first"] = False
    return [
        StoryEntry(e["section"], e["title"], place_of(catalog, e["section"]), e["kind"] or current_kind, e["day"],
                   e["chosen"], tuple(line for _event, line in e["effects"]), e["first"], tuple(e["after"]))
        for e in entries
    ]


def _cost_words(catalog: Catalog, section: str, option: object) -> set[str]:
    """The resources/tracks option ``option`` (1-based) of ``section`` costs, e.g. ``{"wealth"}``."""
    d = catalog.journal.get(section)
    if d is None or not isinstance(option, int) or not 1 <= option <= len(d.options):
        return set()
    return {c.args[0] for c in d.options[option - 1].costs if c.word in ("pay", "lose") and c.args}


_PAYMENT_KINDS = {"ResourceChanged": None, "EnergySpent": "energy", "HealthChanged": "health",
                  "TerrorChanged": "terror"}


def _is_payment(event: Event, paid: set[str]) -> bool:
    """Whether ``event`` is a loss of one of the ``paid`` resources (a cost being paid)."""
    if event.kind not in _PAYMENT_KINDS:
        return False
    what = _PAYMENT_KINDS[event.kind] or str(event.get("resource", ""))
    delta = event.get("delta", 0)
    return what in paid and isinstance(delta, int) and delta < 0
