"""Ids and notation turned into words for every front end (ux.md: players never see an id or notation).

:func:`clean` makes any engine text readable: quoted notations become their action labels, ids their
display names, ``(s)`` a proper plural, raw effect words a sentence. :func:`decision_name` names an open
decision, :func:`status_name` a Status, :func:`save_title` a save file. The effect sentences themselves live
in :mod:`grail_desktop.engine.wording` (one table for every layer).
"""

from __future__ import annotations

import functools
import re
from pathlib import PurePath
from typing import Any

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import EFFECT_WORDS, GAINABLE
from grail_desktop.engine.wording import (
    DECISION_NAMES,
    amount_word,
    dice_list,
    effects_sentence,
    name_of,
    outcome_words,
    plural,
)

#: A parenthesis of typed-notation hints (``('resolve')``, ``('take-reward <n>' or 'skip-reward')``): the
#: text mode's help for typing, dropped where the player clicks instead.
_HINTS = re.compile(r" \((?:'[^'\n]*'(?:,? or |, )?)+\)")
_ARG = r"[A-Za-z0-9-]+(?:\.\d+)*"
_ONE_EFFECT = rf"[a-z][a-z-]*(?: {_ARG})*"
#: "takes the reward: gain food 1." — an effect written after a colon by the encounter machine.
_AFTER_COLON = re.compile(rf"(rewards?:? )({_ONE_EFFECT}(?:; {_ONE_EFFECT})*)(?=\.|$)")
#: What an action notation looks like: lowercase words, numbers, ids, ``=`` and ``,`` (docs/notation.md).
_NOTATION = re.compile(r"[a-z][a-z-]*(?: [a-z0-9][a-z0-9.,=-]*)*")
_QUOTED = re.compile(r"'([^'\n]{1,80})'")
_PLURAL = re.compile(r"\b(\d+) ((?:[A-Za-z]+ )?[A-Za-z]+)\(s\)")
_TOKEN = re.compile(r"(?<![\w-])[a-z0-9]+(?:-[a-z0-9]+)+(?![\w-])")
_AMOUNTS = "|".join(GAINABLE)
_RAW_EFFECT = re.compile(rf"\b(gain|lose|pay) ({_AMOUNTS}) (\d+)\b")
_EFFECT_LIST = re.compile(rf"^(?:{'|'.join(re.escape(w) for w in EFFECT_WORDS)})(?: {_ARG})*$")


#: The open decisions' names (``engine/wording.py`` :data:`DECISION_NAMES`) for the interface language.
_DECISIONS: dict[str, str] = {
    "journal": tr_noop("choose a journal option"),
    "rest": tr_noop("eat or go without food"),
    "advance": tr_noop("spend Experience"),
    "pick-card": tr_noop("keep one of three Advancement cards"),
    "skill": tr_noop("choose a Skill and its side"),
    "equip": tr_noop(
        "choose which card stays face up, in use (the other of its keyword is kept face down, not in use)"
    ),
    "guardian": tr_noop("choose which Guardian to face first"),
    "claim": tr_noop("choose a character to take up"),
    "secret": tr_noop("pass on a Secret"),
    "mercy": tr_noop("accept the Allmother's Mercy"),
    "next-chapter": tr_noop("begin the next chapter"),
}
assert _DECISIONS == DECISION_NAMES, "the interface's decision names follow the engine's"


def decision_name(kind: str) -> str:
    """``"pick-card"`` → ``"keep one of three Advancement cards"``, in the interface language."""
    return tr(_DECISIONS[kind]) if kind in _DECISIONS else kind.replace("-", " ")


def status_name(catalog: Catalog, ident: str) -> str:
    """A Status / dial / ending id as its display name (``names.toml``)."""
    return name_of(catalog, ident)


#: The outcomes without a name (``engine/wording.py`` ``_OUTCOMES``) for the interface language.
_OUTCOME_WORDS = {"death": tr_noop("every character is dead"), "failure": tr_noop("the party has failed")}


def outcome(catalog: Catalog, text: str) -> str:
    """``state.outcome`` in words, in the interface language: ``"won: The Blind Stone Wakes"``."""
    said = outcome_words(catalog, text)
    if text.startswith("won ") and said.startswith("won: "):
        return tr("won: {title}").format(title=said[len("won: ") :])
    return tr(_OUTCOME_WORDS[text]) if text in _OUTCOME_WORDS else said


def _effects_or(text: str, catalog: Catalog) -> str:
    """``text`` as an effect sentence when it is a list of effects, else unchanged."""
    parts = [p.strip() for p in text.split(";")]
    if all(_EFFECT_LIST.match(p) for p in parts):
        return effects_sentence(catalog, parts) or text
    return text


def _quoted(m: re.Match[str], game: Any, catalog: Catalog) -> str:
    inner = m.group(1)
    words = _effects_or(inner, catalog)
    if words != inner:
        return words
    if game is not None and _NOTATION.fullmatch(inner):
        from grail_desktop.app.describe import describe
        from grail_desktop.engine import parse_action

        try:
            parse_action(inner)  # only a real action notation is put in words; prose stays as written
            label, _cost = describe(inner, game, catalog)
        except (LookupError, ValueError, AttributeError, IndexError):
            label = ""
        if label and label != inner:
            return f"“{label}”"
    return f"“{name_of(catalog, inner)}”" if _TOKEN.fullmatch(inner) or inner in _known(catalog) else m.group(0)


_KNOWN: dict[int, tuple[Catalog, frozenset[str]]] = {}


def _known(catalog: Catalog) -> frozenset[str]:
    """Every id a text may carry (cached per catalog)."""
    cached = _KNOWN.get(id(catalog))
    if cached is None or cached[0] is not catalog:
        ids: set[str] = set()
        for table in (catalog.items, catalog.secrets, catalog.cards, catalog.enemies, catalog.events, catalog.skills):
            ids.update(table)
        ids.update(catalog.status_names, catalog.dial_names, catalog.ending_names, catalog.characters)
        ids.add(catalog.campaign.id)
        cached = _KNOWN[id(catalog)] = (catalog, frozenset(ids))
    return cached[1]


def known_ids(catalog: Catalog) -> frozenset[str]:
    """Every id of ``catalog`` a text could leak (Items, Secrets, cards, enemies, Events, Skills, Statuses,
    dials, endings, characters, the campaign); the id tests look for these."""
    return _known(catalog)


#: Chronicle lines of saves made before the fights spoke in sentences ("Boar (after): …", "rolls: 1: red hit, …").
_TAGGED = re.compile(r"^(.+?) \((after|special)\): ")
_NUMBERED_DIE = re.compile(r"(?<=rolls): ((?:\d+: [a-z]+ [a-z-]+(?:, )?)+)(?=\.)")


def _old_roll(m: re.Match[str]) -> str:
    dice = [part.split(": ", 1)[1].split(" ", 1) for part in m.group(1).split(", ")]
    return " " + dice_list([(colour, face) for colour, face in dice])


#: Older saves' chronicle lines (issue 19, newcomer 10): a place with its card number ("Carn Naw (106)"), a
#: quest's dial as a bare number ("Quest Dial “…” now 1"); read as the engine writes them now.
_CARD_NUMBER = re.compile(r"(?<=[A-Za-z'’]) \(([12]\d\d)\)")
_OLD_DIALS = (
    (re.compile(r"\bQuest Dial [“\"]([^”\"]+)[”\"] now (\d+)"), r"“\1” moves on: its Quest Dial now shows \2"),
    (re.compile(r"\bQuest Dial [“\"]([^”\"]+)[”\"] set to (\d+)"), r"The Quest Dial of “\1” is set to \2"),
    (re.compile(r"\bthe Quest Dial (\S.*?) at (\d+) \(now (\d+)\)"), r"the Quest Dial of \1 to show \2 (it shows \3)"),
)


def old_lines(text: str, catalog: Catalog | None) -> str:
    """``text`` with an older save's place numbers (with ``catalog``) and dial numbers in today's words."""
    if catalog is not None:
        text = _CARD_NUMBER.sub(lambda m: "" if int(m.group(1)) in catalog.locations else m.group(0), text)
    for pattern, words in _OLD_DIALS:
        text = pattern.sub(words, text)
    return text


def clean(text: str, catalog: Catalog, game: Any = None) -> str:
    """``text`` with every id and notation fragment in words (see module docstring); text already in words
    comes back unchanged."""
    text = _HINTS.sub("", text)
    text = _TAGGED.sub(lambda m: f"{m.group(2).capitalize()} effect of {m.group(1)}: ", text)
    text = _NUMBERED_DIE.sub(_old_roll, text)
    text = _AFTER_COLON.sub(lambda m: m.group(1) + _effects_or(m.group(2), catalog), text)
    text = _QUOTED.sub(lambda m: _quoted(m, game, catalog), text)
    text = _RAW_EFFECT.sub(lambda m: f"{m.group(1)} {m.group(3)} {amount_word(m.group(2))}", text)
    text = _PLURAL.sub(lambda m: plural(int(m.group(1)), m.group(2)), text)
    text = text.replace(" is not legal now", " is not possible now").replace(" is not legal in", " is not possible in")
    known = _known(catalog)
    text = _TOKEN.sub(lambda m: name_of(catalog, m.group(0)) if m.group(0) in known else m.group(0), text)
    return old_lines(text, catalog)


#: Save files the app writes itself, titled by their kind (any other file is titled by what it holds).
_OWN_SAVES = {
    "autosave": tr_noop("Autosave"),
    "save": tr_noop("Save"),
    "text-play": tr_noop("Text play"),
    "crash": tr_noop("Crash save"),
}
_DAY_IN_NAME = re.compile(r"[-_ ]?day[-_ ]?(\d{1,3})$", re.IGNORECASE)


def save_title(name: str, campaign: str = "", day: int = 0) -> str:
    """A save file's name as a title, never the file name itself: ``autosave.toml`` → ``Autosave``,
    ``autosave.toml.1`` → ``Autosave (backup 1)``; any other file (one the player named, an imported one)
    by the campaign's display name and the day it holds: ``("ynys-wen-day3.toml", "ynys-wen", 3)`` →
    ``Ynys Wen — Day 3``. Without ``campaign``/``day`` they are read from the name where they can be
    (``ynys-wen-day3.toml`` → ``Ynys Wen — Day 3``)."""
    path = PurePath(name)
    backup = ""
    if path.suffix[1:].isdigit():
        backup = tr(" (backup {n})").format(n=path.suffix[1:])
        path = path.with_suffix("")
    stem = path.stem if path.suffix == ".toml" else path.name
    if stem in _OWN_SAVES:
        return tr(_OWN_SAVES[stem]) + backup
    found = _DAY_IN_NAME.search(stem)
    if not day and found:
        day = int(found.group(1))
    if not campaign:
        campaign = (stem[: found.start()] if found else stem).strip("-_ ")
    title = campaign_title(campaign).split(":", 1)[0].strip() if campaign else tr("A save")
    return (tr("{title} — Day {day}").format(title=title, day=day) if day else title) + backup


@functools.cache
def campaign_title(ident: str) -> str:
    """A campaign id as its title (the bundled pack's ``campaign.toml``), else the id in words."""
    try:
        from grail_desktop.catalog import load_campaign

        return str(load_campaign(ident).campaign.title)
    except Exception:  # a pack that no longer loads (or a file's words) still gets a readable name
        return " ".join(ident.replace("-", " ").replace("_", " ").split()).title()
