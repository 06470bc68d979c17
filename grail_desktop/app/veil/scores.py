"""Scoring breakdowns of a Riven Veil match by seat and source (issue 22 "Scoring"), read from the public
record, and the winner with the tie-breaker that decided it (S3 "End Game Scoring", "Ending the Game")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from grail_desktop.app.i18n import language, tr
from grail_desktop.catalog.veil import plural_faction_names
from grail_desktop.engine.veil.events import VeilEvent
from grail_desktop.engine.veil.gains import SOURCE_WORDS
from grail_desktop.engine.veil.game import VeilGame

_VP = re.compile(r"^(?P<who>.+?) gains? (?P<n>-?\d+) VP (?P<why>.+), now \d+\.$")
#: The engine's words for each VP source ("for a region") back to the source ("regions").
_SOURCES = {words: source for source, words in SOURCE_WORDS.items()}


def totals(game: VeilGame) -> list[dict[str, int]]:
    """Each seat's VP by source so far (``Player.vp_from``), with ``start`` for the VP it began with."""
    out: list[dict[str, int]] = []
    for p in game.state.players:
        row = {k: v for k, v in p.vp_from.items() if v}
        rest = p.vp - sum(row.values())
        if rest:
            row["start"] = rest
        out.append(row)
    return out


def by_season(game: VeilGame) -> list[list[dict[str, int]]]:
    """``[season][seat] → {source: VP}`` from the public ``VPGained`` events (setup's VP count in season 1)."""
    names = {game.pack.factions[p.faction].name: k for k, p in enumerate(game.state.players)}
    # the VP a faction begins with is set at setup, before any event: it counts in season 1
    seasons: list[list[dict[str, int]]] = [
        [{"start": p.vp_from["start"]} if p.vp_from.get("start") else {} for p in game.state.players]
    ]
    started = False
    for e in game.events_for(None):
        if e.kind == "SeasonStarted":
            if started:
                seasons.append([{} for _ in game.state.players])
            started = True
        elif e.kind == "VPGained":
            m = _VP.match(e.text)
            if m is None or m.group("who") not in names:
                continue
            src = _SOURCES.get(m.group("why"), "cards")
            row = seasons[-1][names[m.group("who")]]
            row[src] = row.get(src, 0) + int(m.group("n"))
    return seasons


def vp_gained(game: VeilGame, events: Sequence[VeilEvent]) -> list[int]:
    """Each seat's VP gained in ``events`` (their ``VPGained`` records), by seat: what a reveal step still to be
    shown adds, so the desk's trackers show the VP of the step on show (issue 18, veil10)."""
    names = {game.pack.factions[p.faction].name: k for k, p in enumerate(game.state.players)}
    gained = [0 for _ in game.state.players]
    for e in events:
        m = _VP.match(e.text) if e.kind == "VPGained" else None
        if m is not None and m.group("who") in names:
            gained[names[m.group("who")]] += int(m.group("n"))
    return gained


def winner_words(game: VeilGame) -> str:
    """Who won and what decided it: most VP; tied, the Grail bearer; else the tied factions share it."""
    s = game.state
    if not s.winners:
        return ""
    name = [game.pack.factions[s.players[w].faction].name for w in s.winners]
    best = max(p.vp for p in s.players)
    tied = [k for k, p in enumerate(s.players) if p.vp == best]
    lang = language()
    # "The Tide Wardens win": a name that reads as a plural takes a plural verb (the engine's rule in English,
    # the pack translation's ``number = "plural"`` otherwise)
    many = name[0] in plural_faction_names(lang) if lang != "en" else name[0].endswith("s")
    if len(s.winners) == 1 and len(tied) == 1:
        words = tr("{name} win with {vp} VP: the most VP.") if many else tr("{name} wins with {vp} VP: the most VP.")
        return words.format(name=name[0], vp=best)
    if len(s.winners) == 1:
        words = (
            tr("{name} win with {vp} VP: tied on VP, the bearer of the Holy Grail breaks the tie.")
            if many
            else tr("{name} wins with {vp} VP: tied on VP, the bearer of the Holy Grail breaks the tie.")
        )
        return words.format(name=name[0], vp=best)
    return tr("{names} share the victory with {vp} VP each: tied, and no Grail bearer among them.").format(
        names=f" {tr('and')} ".join(name), vp=best
    )
