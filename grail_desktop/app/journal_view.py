"""Read-only views for the journal reader: options with their costs and reasons, effect lines, the story so far.

Everything is derived from the engine's state, the catalog and its own condition checks
(``engine.runtime.check`` / ``can_pay``), so a reason shown can never disagree with what the engine allows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from grail_desktop.app.describe import event_line
from grail_desktop.app.emphasis import unmarked
from grail_desktop.app.event_words import effects_words, reason_words
from grail_desktop.app.i18n import tr_noop
from grail_desktop.engine import reasons, runtime
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog, JournalOptionDef
from grail_desktop.engine.effects import GAINABLE, Condition, Effect
from grail_desktop.engine.reasons import amount_word
from grail_desktop.engine.state import Task
from grail_desktop.engine.wording import effect_phrase

#: What kind of reading an exploration is (state.exploration.kind) → the heading the reader shows.
KIND_LABELS: dict[str, str] = {
    "explore": tr_noop("Exploration"),
    "dream": tr_noop("Dream"),
    "nightmare": tr_noop("Nightmare"),
    "event": tr_noop("Event"),
    "mercy": tr_noop("The Old Mother's mercy"),
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
    #: what choosing it does to the tracks besides its costs, e.g. ``"gain 1 Terror"`` (shown before the choice)
    moves: str = ""


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


def costs_text(costs: Sequence[Effect], catalog: Catalog | None = None) -> str:
    """``pay wealth 1``, ``lose health 2`` → ``"1 Wealth, 2 Health"`` (repeats added up); any other word as a
    sentence (:func:`grail_desktop.engine.wording.costs_sentence`), never as notation."""
    parts = []
    for cost in costs:
        if cost.word in ("pay", "lose") and len(cost.args) == 2:
            parts.append(f"{cost.args[1]} {amount_word(cost.args[0])}")
        elif catalog is not None:
            parts.append(effect_phrase(catalog, cost))
        else:
            parts.append(" ".join(a.replace("-", " ") for a in (cost.word, *cost.args)))
    return ", ".join(p for p in parts if p)


#: The result line of a final choice that changed nothing (decided here: every final choice says what it did).
NOTHING_CHANGES = tr_noop("Nothing else comes of it: your tracks, resources and Statuses stay as they were.")

#: The tracks and resources whose every move an option says before it is chosen (S0 "Tracks", "Resources";
#: decided here: a choice that costs or moves a track or resource says so, as a price does; issue 19 asked it
#: of Reputation and Magic too).
TRACKS = frozenset(GAINABLE)


def is_price(effect: Effect) -> bool:
    """Whether ``effect`` of an option is a price: anything lost or paid (losing Terror is a relief, not a price)."""
    return effect.word in ("pay", "lose") and bool(effect.args) and effect.args[0] != "terror"


def moves_track(effect: Effect) -> bool:
    """Whether ``effect`` of an option moves a track (Energy, Health, Terror) or a resource (Food, Wealth,
    Reputation, Magic, Experience) other than as a price (:func:`is_price`): a gain, or Terror lost."""
    return effect.word in ("gain", "lose") and bool(effect.args) and effect.args[0] in TRACKS and not is_price(effect)


def option_price(option: JournalOptionDef, catalog: Catalog) -> tuple[str, str]:
    """What ``option`` costs and how it moves the tracks and resources, in words, before it is chosen:
    ``("1 Energy", "gain 1 Terror, gain 1 Magic")`` for ``costs = []`` and ``effects = ["lose energy 1",
    "gain terror 1", "gain magic 1"]``. Other outcomes (a Status, an Item, a fight) stay the story's to tell
    and are announced once chosen."""
    costs = costs_text([*option.costs, *(e for e in option.effects if is_price(e))], catalog)
    return costs, effects_words(", ".join(effect_phrase(catalog, e) for e in option.effects if moves_track(e)))


def condition_reason(game: Any, catalog: Catalog, who: str, cond: Condition) -> str:
    """Why ``cond`` fails for ``who``, in the reader's words (``engine.reasons``)."""
    return reason_words(reasons.condition_reason(game, who, cond))


def option_reason(game: Any, catalog: Catalog, option: JournalOptionDef) -> str:
    """Every reason ``option`` cannot be chosen now (failed conditions, then an unpaid cost); ``""`` if none."""
    return reason_words(reasons.option_reason(game, option))


#: Conditions that close a path for good once it has been taken or used up (content-format.md "Conditions").
SPENT_CONDITIONS = frozenset({"not-status", "not-item", "not-secret"})


def path_spent(game: Any, option: JournalOptionDef) -> bool:
    """True when a ``not-status`` / ``not-item`` / ``not-secret`` condition of ``option`` fails for the
    reader of the open section, or a ``quest Q`` condition names a quest already completed: the path was
    already taken or used up, so the option is hidden like a secret one (third newcomer pass: "closed by
    something that has already happened" tells nothing and reads like a spoiler). Such an option stays closed
    whatever else the player changes, so it is hidden even when another condition or a cost fails too. False
    when no reading is open. Shared by the reader and ``play``.
    """
    ex = game.state.exploration
    if ex is None:
        return False
    task = Task("check", character=ex.character, party=list(ex.party))
    done = game.state.completed_quests
    # a `quest Q` path is spent once Q is completed: a finished quest is never active again (issue 23)
    return any(
        (c.word in SPENT_CONDITIONS and not runtime.check(game, task, c)) or (c.word == "quest" and c.args[0] in done)
        for c in option.conditions
    )


#: Failing conditions that hide a closed option: it would name a Secret the party has not found.
UNFOUND_CONDITIONS = frozenset({"has-secret"})


def hidden_when_closed(game: Any, option: JournalOptionDef) -> bool:
    """Whether ``option`` of the open section, when it cannot be taken now, is hidden rather than shown greyed
    with its reason (docs/rules.md "Closed journal options", a decision for issue 19). Hidden when the path is
    spent (:func:`path_spent`), when a failing condition asks for a Secret the party has not found, or when the
    option is marked ``secret`` and one of its conditions fails. So a ``secret`` option whose conditions hold
    but whose cost cannot be paid is shown greyed ("hidden unless its conditions hold", content-format.md),
    and a closed option never names a Secret not found. False when no reading is open. Shared by the reader
    and ``play``, so both front ends hide the same options."""
    ex = game.state.exploration
    if ex is None:
        return False
    task = Task("check", character=ex.character, party=list(ex.party))
    failing = [c for c in option.conditions if not runtime.check(game, task, c)]
    if any(c.word in SPENT_CONDITIONS or c.word in UNFOUND_CONDITIONS for c in failing):
        return True
    if path_spent(game, option):  # a `quest Q` path once Q is completed (issue 23)
        return True
    return option.secret and bool(failing)


def option_views(
    game: Any, catalog: Catalog, legal: Sequence[str], why_not: Callable[[str], str | None] | None = None
) -> list[OptionView]:
    """The current section's options in written order (S1 "Explore"; content-format.md ``secret``).

    An option is enabled when ``choose N`` is legal; otherwise it carries a reason, or is hidden by the rule
    of :func:`hidden_when_closed` (a spent path, a Secret not found, a ``secret`` option's failing condition).
    ``why_not`` (the session's) is the fallback reason when no check explains it.
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
            reason = (
                option_reason(game, catalog, option)
                or (why_not(notation) if why_not else None)
                or ("not possible right now")
            )
        hidden = not enabled and hidden_when_closed(game, option)
        costs, moves = option_price(option, catalog)
        out.append(OptionView(number, unmarked(option.text), costs, enabled, hidden, reason, moves))
    return out


#: Readings whose single costless option is only the way on to sleep (issue 23, "a Dream with a single
#: 'Sleep on' option needs no prompt").
SLEEPING_KINDS = frozenset({"dream", "nightmare"})


def only_way_on(game: Any) -> str | None:
    """``"choose N"`` when the open reading is a Dream or Nightmare whose one shown option is its only way
    on and costs and moves nothing (the nights-take-turns "Sleep." of content-format.md); ``None`` otherwise.

    The front ends take this action for the player, through the engine's own ``choose`` (no rule changes;
    replays and saves keep the action), so such a page reads straight on without a prompt (issue 23).
    """
    s = game.state
    ex = s.exploration
    if ex is None or ex.kind not in SLEEPING_KINDS or s.encounter is not None or not s.pending:
        return None
    pending = s.pending[0]
    if pending.kind != "journal" or len(pending.options) != 1:
        return None
    section = game.catalog.journal.get(ex.section)
    number = int(pending.options[0])
    if section is None or not 1 <= number <= len(section.options):
        return None
    option = section.options[number - 1]
    if option.costs or any(is_price(e) or moves_track(e) for e in option.effects):
        return None
    if any(not o.secret for i, o in enumerate(section.options, start=1) if i != number):
        return None  # another way on is shown greyed: the player sees a choice, so leave it theirs
    notation = f"choose {number}"
    return notation if notation in [str(a) for a in game.legal_actions()] else None


def effect_line(event: Event) -> str | None:
    """The announcement for an effect event (gained 1 Food, Status marked…), or ``None`` for bookkeeping."""
    if event.kind in NOT_EFFECTS:
        return None
    return event_line(event)


def place_of(catalog: Catalog, section: str) -> str:
    """``"Tref Eithin"`` for a section that belongs to a location, else ``""`` (a place by its name, never its
    card number: issue 19)."""
    d = catalog.journal.get(section)
    if d is None or d.location is None or d.location not in catalog.locations:
        return ""
    return catalog.locations[d.location].name


_DAY = re.compile(r"^Day (\d+)")


def story_so_far(
    events: Sequence[Event], catalog: Catalog, current_read: Sequence[str] = (), current_kind: str = "explore"
) -> list[StoryEntry]:
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
            entries.append(
                {
                    "section": section,
                    "title": d.title if d else event.text,
                    "day": day,
                    "chosen": "",
                    "effects": [],
                    "after": [],
                    "first": not reading_open,
                    "kind": "",
                }
            )
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
    if logged and missing[-len(logged) :] == logged:
        missing = missing[: len(missing) - len(logged)]
    elif logged:
        missing = []
    insert_at = len(entries) - len(logged)
    for offset, section in enumerate(missing):
        d = catalog.journal.get(section)
        entries.insert(
            insert_at + offset,
            {
                "section": section,
                "title": d.title if d else section,
                "day": day,
                "chosen": "",
                "effects": [],
                "after": [],
                "first": offset == 0,
                "kind": "",
            },
        )
    if missing and insert_at + len(missing) < len(entries):
        entries[insert_at + len(missing)]["first"] = False
    return [
        StoryEntry(
            e["section"],
            e["title"],
            place_of(catalog, e["section"]),
            e["kind"] or current_kind,
            e["day"],
            e["chosen"],
            tuple(line for _event, line in e["effects"]),
            e["first"],
            tuple(e["after"]),
        )
        for e in entries
    ]


def _cost_words(catalog: Catalog, section: str, option: object) -> set[str]:
    """The resources/tracks option ``option`` (1-based) of ``section`` costs, e.g. ``{"wealth"}``."""
    d = catalog.journal.get(section)
    if d is None or not isinstance(option, int) or not 1 <= option <= len(d.options):
        return set()
    return {c.args[0] for c in d.options[option - 1].costs if c.word in ("pay", "lose") and c.args}


_PAYMENT_KINDS = {
    "ResourceChanged": None,
    "EnergySpent": "energy",
    "HealthChanged": "health",
    "TerrorChanged": "terror",
}


def _is_payment(event: Event, paid: set[str]) -> bool:
    """Whether ``event`` is a loss of one of the ``paid`` resources (a cost being paid)."""
    if event.kind not in _PAYMENT_KINDS:
        return False
    what = _PAYMENT_KINDS[event.kind] or str(event.get("resource", ""))
    delta = event.get("delta", 0)
    return what in paid and isinstance(delta, int) and delta < 0
