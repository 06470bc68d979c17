"""The Riven Veil's saved matches for the start screen and the Load list (issue 22 "Saves"), without the rules
engine or attrs: Continue's line is written before any match is opened.

Every match has its own lineage (``saves.veil.lineage``: ``matches/<id>/``); a match saved by an earlier desk in
its one fixed slot (``riven-veil/match.toml``) is listed too, as a match of its own, and loads
(``app.veil.seating.load``).
"""

from __future__ import annotations

from pathlib import Path

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.paths import saves_dir
from grail_desktop.app.save_words import when_text
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.veil import MatchEntry, MatchSlot, list_matches, read_match_header

#: The earlier desk's one fixed slot (still listed and loaded): ``<saves>/riven-veil/match.toml``.
LEGACY_FOLDER, LEGACY_SHEET = "riven-veil", "match.toml"
#: The key of the fixed slot's entry in :func:`matches` (never a match id: ids start ``m-``).
LEGACY_KEY = "riven-veil"
#: Seat kinds in words for the Load list (a sheet's ``human`` is a person); translated where shown.
SHEET_KIND_WORDS = {
    "human": tr_noop("person"),
    "random": tr_noop("easy bot"),
    "greedy": tr_noop("steady bot"),
    "search": tr_noop("cunning bot"),
}
PHASE_SHORT = {
    "draft": tr_noop("setting up"),
    "start": tr_noop("setting up"),
    "choose": tr_noop("Preparation"),
    "turn": tr_noop("Preparation"),
    "plan": tr_noop("War Phase"),
    "combat": tr_noop("War Phase"),
}


def legacy_path() -> Path:
    """The earlier desk's fixed slot (it may not exist)."""
    return saves_dir() / LEGACY_FOLDER / LEGACY_SHEET


def _legacy_entry() -> MatchEntry | None:
    path = legacy_path()
    if not path.is_file():
        return None
    try:
        info = read_match_header(path)
    except SaveError as exc:
        info = MatchSlot(path=path, error=str(exc))
    factions = list(info.factions)
    if len(factions) > 1:
        name = tr("{first} against {others}").format(first=factions[0], others=", ".join(factions[1:]))
    else:
        name = tr("A match saved earlier")
    ok = info.error is None
    return MatchEntry(key=LEGACY_KEY, name=name, latest=info if ok else None, saves=(info,))


def matches() -> list[MatchEntry]:
    """Every Riven Veil match in the saves folder, the most recently played first (the fixed slot among them);
    an unreadable folder gives ``[]``."""
    try:
        found = list_matches(saves_dir())
        legacy = _legacy_entry()
    except OSError:
        return []
    if legacy is not None:
        found.append(legacy)
        found.sort(key=lambda e: (e.latest is None, -(e.last_played.timestamp() if e.last_played else 0.0)))
    return found


def latest() -> tuple[MatchEntry, MatchSlot] | None:
    """What Continue opens for the Riven Veil: the most recently played match and its newest save."""
    for entry in matches():
        if entry.latest is not None:
            return entry, entry.latest
    return None


def where_words(info: MatchSlot) -> str:
    """Where a saved match stands: ``"Season 1, round 2 (Preparation)"``."""
    if info.phase == "over":
        return tr("the game is over")
    if not info.season:
        return tr("setting up")
    if info.round:
        place = tr("Season {season}, round {round}").format(season=info.season, round=info.round)
    else:
        place = tr("Season {season}").format(season=info.season)
    phase = PHASE_SHORT.get(info.phase, "")
    return tr("{place} ({phase})").format(place=place, phase=tr(phase)) if phase else place


def seats_words(info: MatchSlot) -> str:
    """Who plays, with their VP: ``"The Hollow Court (person) 5 VP, The Tide Wardens (steady bot) 3 VP"``."""
    parts = []
    for k, faction in enumerate(info.factions):
        kind = SHEET_KIND_WORDS.get(info.seats[k], "") if k < len(info.seats) else ""
        who = tr("{faction} ({kind})").format(faction=faction, kind=tr(kind)) if kind else faction
        parts.append(tr("{who} {vp} VP").format(who=who, vp=info.vp[k]) if k < len(info.vp) else who)
    return ", ".join(parts)


def describe(entry: MatchEntry, info: MatchSlot | None = None) -> str:
    """One line for Continue: ``"The Riven Veil: Bea (The Hollow Court) against … · Season 1, round 2
    (Preparation) · last played today 15:40"``."""
    info = info or entry.latest
    parts = [tr("The Riven Veil: {name}").format(name=entry.name)]
    if info is not None and info.error is None:
        parts.append(where_words(info))
    if entry.last_played is not None:
        parts.append(tr("last played {when}").format(when=when_text(entry.last_played)))
    return " · ".join(parts)
