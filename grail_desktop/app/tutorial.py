"""The guided first day (issue 26): its script, read from ``assets/tutorial/first-day.toml``, and when a step is done.

A :class:`Guide` names the fixed game (campaign, character, seed, difficulty) and its :class:`Step` list. Each step
points at a widget (``target``, resolved by the ui layer) and waits for a condition (``until``) that
:func:`step_done` checks against the game state and two facts only the table knows (:class:`Facts`). The
conditions read the state, not the events, so a game saved in the middle of a step and loaded again finds out at
once whether the step is already done. Coach text is plain text; :func:`linked_html` turns its rule words into
glossary links. Qt-free, so it is tested headless.
"""

from __future__ import annotations

import html
import re
import tomllib
from pathlib import Path
from typing import Any

import attrs

from grail_desktop.app.asset_translation import translated_asset
from grail_desktop.app.glossary import Glossary
from grail_desktop.resources import asset

#: Every ``until`` the script may use (``at`` takes a card number).
CONDITIONS = (
    "next",
    "opening-read",
    "exploring",
    "chose",
    "exploration-over",
    "at",
    "fighting",
    "chained",
    "committed",
    "rolled",
    "hit",
    "fight-over",
    "board-left",
    "passed",
    "new-day",
)
#: Every ``target`` kind (``action:``, ``map:`` and ``encounter:`` take a suffix).
TARGETS = ("stage", "opening", "daybar", "tray", "actions", "chronicle", "journal", "day")
TARGET_PREFIXES = ("action:", "map:", "encounter:")
#: Longest coach text, in characters (a coach mark is a few sentences, never a page).
MAX_TEXT = 600
STEP_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,47}")


class ScriptError(ValueError):
    """A broken tutorial script: names the file, the key and the problem."""


@attrs.frozen
class Step:
    """One coach mark: ``id``, ``title``, ``text`` (plain text), the widget it points at and what it waits for."""

    id: str
    title: str
    text: str
    target: str
    until: str


@attrs.frozen
class Guide:
    """The guided day: the fixed game it plays and its steps, in order."""

    title: str
    campaign: str
    character: str
    seed: int
    difficulty: str
    name: str
    steps: tuple[Step, ...]

    def index(self, step_id: str) -> int:
        """The position of ``step_id``; 0 for an unknown id (a save from an older script starts over)."""
        for i, step in enumerate(self.steps):
            if step.id == step_id:
                return i
        return 0


@attrs.frozen
class Facts:
    """What the table knows that the game state does not: whether the opening (letter and first Event) was
    closed, and which stage mode is shown (``map``, ``journal``, ``encounter``, ``day``)."""

    opening_read: bool = False
    mode: str = "map"


def script_path() -> Path:
    """The bundled script of the guided first day."""
    return asset("tutorial", "first-day.toml")


def load_guide(path: Path | None = None) -> Guide:
    """Read and check the script; raises :class:`ScriptError` naming the file, the key and the problem."""
    path = script_path() if path is None else path
    name = path.name
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ScriptError(f"{name}: cannot be read: {exc}") from exc
    raw = translated_asset(raw, path, frozenset({"title", "name", "text"}), "tutorial")
    head = raw.get("guide")
    if not isinstance(head, dict):
        raise ScriptError(f"{name}: [guide]: missing")
    fields: dict[str, Any] = {}
    for key, kind in (("title", str), ("campaign", str), ("character", str), ("seed", int), ("difficulty", str)):
        value = head.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise ScriptError(f"{name}: guide.{key}: must be {'a whole number' if kind is int else 'text'}")
        fields[key] = value
    if not 0 <= fields["seed"] < 2**63:
        raise ScriptError(f"{name}: guide.seed: must be from 0 to 2^63 - 1")
    steps = [_step(item, i, name) for i, item in enumerate(raw.get("step", []))]
    if not steps:
        raise ScriptError(f"{name}: step: at least one [[step]]")
    ids = [s.id for s in steps]
    if len(set(ids)) != len(ids):
        raise ScriptError(f"{name}: step: two steps share an id")
    return Guide(name=str(head.get("name", fields["title"])), steps=tuple(steps), **fields)


def _step(item: object, i: int, name: str) -> Step:
    where = f"{name}: step[{i}]"
    if not isinstance(item, dict):
        raise ScriptError(f"{where}: must be a table")
    values: dict[str, str] = {}
    for key in ("id", "title", "text", "target", "until"):
        value = item.get(key)
        if not isinstance(value, str) or not value.strip():
            raise ScriptError(f"{where}.{key}: missing or empty")
        values[key] = " ".join(value.split()) if key == "text" else value.strip()
    if not STEP_ID.fullmatch(values["id"]):
        raise ScriptError(f"{where}.id: {values['id']!r} is not a step id (lowercase letters, digits, hyphens)")
    if len(values["text"]) > MAX_TEXT:
        raise ScriptError(f"{where}.text: {len(values['text'])} characters; at most {MAX_TEXT}")
    target = values["target"]
    if target not in TARGETS and not any(target.startswith(p) and len(target) > len(p) for p in TARGET_PREFIXES):
        raise ScriptError(f"{where}.target: {target!r} is not a known target")
    until = values["until"].split()
    if not until or until[0] not in CONDITIONS or (until[0] == "at") != (len(until) == 2):
        raise ScriptError(f"{where}.until: {values['until']!r} is not a known condition")
    if until[0] == "at" and not until[1].isdigit():
        raise ScriptError(f"{where}.until: 'at' takes a card number")
    return Step(**values)


# ---------------------------------------------------------------- conditions


def step_done(step: Step, state: Any, facts: Facts) -> bool:
    """Whether ``step``'s condition holds in ``state`` (the engine's GameState) with the table's ``facts``.

    ``next`` never holds by itself (the player presses Next). Conditions of later parts of the day also hold once
    the day has moved past them, so a resumed game never waits for something that can no longer happen.
    """
    kind, *args = step.until.split()
    who = state.order[0] if state.order else next(iter(state.characters))
    hero = state.characters[who]
    later_day = state.day > 1
    fight = state.encounter
    part = fight.participants[0] if fight is not None and fight.participants else None
    if kind == "next":
        return False
    if kind == "opening-read":
        return facts.opening_read or later_day
    if kind == "exploring":
        return state.exploration is not None or _read_any(state) or (state.phase != "day" and state.encounter is None)
    if kind == "chose":
        exploring = state.exploration
        return (exploring is not None and len(exploring.read) > 1) or (exploring is None and _read_any(state))
    if kind == "exploration-over":
        return state.exploration is None and facts.mode != "journal"
    # Off the guided path (issue 26): once the day's actions are over (everyone passed or out of Energy), a step
    # that waits for an action of the day can no longer be done, so it counts as done and the guide moves on.
    actions_over = state.phase != "day" or later_day
    if kind == "at":
        return bool(hero.location == int(args[0]) or actions_over)
    if kind == "fighting":
        return fight is not None or _fought(state) or actions_over
    if kind == "chained":
        return fight is None or any(e.chain for e in fight.enemies)
    if kind == "committed":
        return fight is None or part is None or bool(part.active) or any(e.hits for e in fight.enemies)
    if kind == "rolled":
        return fight is None or part is None or any(d.face is not None for d in part.active) or _hit(fight)
    if kind == "hit":
        return fight is None or _hit(fight)
    if kind == "fight-over":
        return fight is None
    if kind == "board-left":
        return fight is None and facts.mode != "encounter"
    if kind == "passed":
        return bool(hero.passed or state.phase != "day" or later_day)
    if kind == "new-day":  # the night's reading (a Dream) closed too: Day 2 is on the map
        return later_day and facts.mode == "map"
    raise ValueError(f"unknown tutorial condition {kind!r}")


def _read_any(state: Any) -> bool:
    return any(line.startswith("ExplorationEnded") for line in state.chronicle)


def _fought(state: Any) -> bool:
    return any(line.startswith("EncounterStarted") for line in state.chronicle)


def _hit(fight: Any) -> bool:
    return any(e.hits or e.defeated for e in fight.enemies) or any(
        d.applied for p in fight.participants for d in p.active
    )


# ---------------------------------------------------------------- text


def linked_html(text: str, glossary: Glossary) -> str:
    """``text`` as rich text, the first use of each glossary term a link ``term:<Term>`` (issue 26: rule words in
    coach text link to the glossary)."""
    out: list[str] = []
    last = 0
    for start, end, term in glossary.find(text):
        out.append(html.escape(text[last:start]))
        out.append(f'<a href="term:{html.escape(term, quote=True)}">{html.escape(text[start:end])}</a>')
        last = end
    out.append(html.escape(text[last:]))
    return "".join(out)
