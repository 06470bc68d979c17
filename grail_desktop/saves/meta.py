"""What a sheet carries besides the game: the campaign's identity (``[lineage]``) and its seats (``[[seat]]``).

A campaign is one line of play from New campaign on. Its id is written in every sheet of it (autosaves, saves,
checkpoints, backups), so the Load list can group them and each campaign keeps its own autosave lineage
(docs/saves.md "Campaigns and lineages"). Seats (who plays which character, their colour) travel with the
sheet too, so a save copied to another machine keeps them (issue 17). Neither is game state: the engine never
sees them and loading checks them like every other key.
"""

from __future__ import annotations

import datetime as dt
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from grail_desktop.saves.errors import SaveError

#: A campaign id: lowercase letters, digits and ``-`` (never a path), e.g. ``"c-3f9a2b7c41d0"``.
CAMPAIGN_UID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
#: Longest campaign or checkpoint name, and longest player name, in characters.
MAX_NAME = 80
MAX_PLAYER = 40
#: A seat colour: ``#rrggbb``.
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
MAX_SEATS = 4

LINEAGE_KEYS: dict[str, tuple[type, str]] = {
    "id": (str, "a campaign id"),
    "name": (str, "a name"),
    "started_at": (dt.datetime, "a date and time"),
    "checkpoint": (str, "a checkpoint name"),
    "tutorial": (str, "a tutorial step id"),
}
#: A tutorial step id: lowercase letters, digits and ``-`` (the guided first day, issue 26).
TUTORIAL_STEP = re.compile(r"[a-z0-9][a-z0-9-]{0,47}")
SEAT_KEYS: dict[str, tuple[type, str]] = {
    "character": (str, "a character id"),
    "player": (str, "a player name"),
    "colour": (str, "a colour #rrggbb"),
}


def new_campaign_id() -> str:
    """A fresh random campaign id (``"c-"`` + 12 hexadecimal digits)."""
    # os.urandom, as secrets.token_hex does: importing secrets pulls in hmac and OpenSSL (3.7 MiB; issue 25)
    return f"c-{os.urandom(6).hex()}"


@dataclass(frozen=True, slots=True)  # a dataclass, not attrs: the start screen reads these without attrs
class Lineage:
    """A campaign's identity: ``id`` (see :data:`CAMPAIGN_UID`), display ``name``, when it was
    ``started_at`` (UTC), on a checkpoint sheet only, the ``checkpoint``'s own name (else ``""``) and, for the
    guided first day, the ``tutorial`` step the player is on (else ``""``; issue 26)."""

    id: str
    name: str = ""
    started_at: dt.datetime | None = None
    checkpoint: str = ""
    tutorial: str = ""


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays a character at one screen: ``player`` name (may be empty) and seat ``colour`` (``#rrggbb``
    or empty)."""

    character: str
    player: str = ""
    colour: str = ""


@dataclass(frozen=True, slots=True)
class SheetMeta:
    """The non-game part of a sheet. ``lineage`` is ``None`` for sheets written before campaigns had ids."""

    lineage: Lineage | None = None
    seats: tuple[Seat, ...] = ()

    def players(self) -> dict[str, str]:
        """Player name by character id (seats with a name only)."""
        return {s.character: s.player for s in self.seats if s.player}

    def colours(self) -> dict[str, str]:
        """Seat colour by character id (seats with a colour only)."""
        return {s.character: s.colour for s in self.seats if s.colour}


def seats_from(order: Iterable[str], players: Mapping[str, str], colours: Mapping[str, str]) -> tuple[Seat, ...]:
    """Seats for the characters in ``order`` that have a player name or a colour."""
    return tuple(Seat(c, players.get(c, ""), colours.get(c, "")) for c in order if players.get(c) or colours.get(c))


# ---------------------------------------------------------------- writing


def lineage_table(lineage: Lineage) -> dict[str, Any]:
    """The ``[lineage]`` table (empty values left out)."""
    table: dict[str, Any] = {"id": lineage.id}
    if lineage.name:
        table["name"] = lineage.name
    if lineage.started_at is not None:
        table["started_at"] = lineage.started_at.astimezone(dt.UTC).replace(microsecond=0)
    if lineage.checkpoint:
        table["checkpoint"] = lineage.checkpoint
    if lineage.tutorial:
        table["tutorial"] = lineage.tutorial
    return table


def seat_tables(seats: Iterable[Seat]) -> list[dict[str, Any]]:
    """The ``[[seat]]`` tables (empty values left out)."""
    out = []
    for seat in seats:
        table: dict[str, Any] = {"character": seat.character}
        if seat.player:
            table["player"] = seat.player
        if seat.colour:
            table["colour"] = seat.colour
        out.append(table)
    return out


# ---------------------------------------------------------------- reading


def _check_keys(table: object, where: str, spec: dict[str, tuple[type, str]], name: str) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise SaveError(name, where, "must be a table")
    for key, value in table.items():
        if key not in spec:
            raise SaveError(name, f"{where}.{key}", "unknown key")
        kind, wanted = spec[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise SaveError(name, f"{where}.{key}", f"must be {wanted}, not {value!r}"[:200])
    return table


def _text(table: dict[str, Any], key: str, where: str, name: str, limit: int) -> str:
    value = str(table.get(key, ""))
    if len(value) > limit:
        raise SaveError(name, f"{where}.{key}", f"is {len(value)} characters long; at most {limit}")
    if any(ch in value for ch in "\n\r\t\x00"):
        raise SaveError(name, f"{where}.{key}", "must be one line of text")
    return value.strip()


def read_lineage(value: object, name: str) -> Lineage:
    """Check and read a ``[lineage]`` table; raises :class:`SaveError` naming ``lineage.<key>``."""
    table = _check_keys(value, "lineage", LINEAGE_KEYS, name)
    if "id" not in table:
        raise SaveError(name, "lineage.id", "missing")
    if not CAMPAIGN_UID.fullmatch(table["id"]):
        raise SaveError(name, "lineage.id", f"{table['id'][:80]!r} is not a campaign id (a save holds no paths)")
    started = table.get("started_at")
    if started is not None and started.tzinfo is None:
        started = started.replace(tzinfo=dt.UTC)
    tutorial = table.get("tutorial", "")
    if tutorial and not TUTORIAL_STEP.fullmatch(tutorial):
        raise SaveError(name, "lineage.tutorial", f"{tutorial[:60]!r} is not a tutorial step id")
    return Lineage(
        id=table["id"],
        name=_text(table, "name", "lineage", name, MAX_NAME),
        started_at=started,
        checkpoint=_text(table, "checkpoint", "lineage", name, MAX_NAME),
        tutorial=tutorial,
    )


def read_seats(value: object, characters: Iterable[str], name: str) -> tuple[Seat, ...]:
    """Check and read the ``[[seat]]`` tables against the sheet's ``characters``; raises :class:`SaveError`
    naming ``seat[i].<key>`` (unknown or repeated character, bad colour, over-long name, too many seats)."""
    if not isinstance(value, list):
        raise SaveError(name, "seat", "must be an array of [[seat]] tables")
    if len(value) > MAX_SEATS:
        raise SaveError(name, "seat", f"{len(value)} seats; at most {MAX_SEATS} (1–4 players, S1 setup)")
    known = set(characters)
    seen: set[str] = set()
    seats = []
    for i, item in enumerate(value):
        where = f"seat[{i}]"
        table = _check_keys(item, where, SEAT_KEYS, name)
        character = table.get("character")
        if character is None:
            raise SaveError(name, f"{where}.character", "missing")
        if character not in known:
            raise SaveError(name, f"{where}.character", f"{character[:80]!r} is not a character of this save")
        if character in seen:
            raise SaveError(name, f"{where}.character", f"{character!r} has two seats")
        seen.add(character)
        colour = table.get("colour", "")
        if colour and not COLOUR.fullmatch(colour):
            raise SaveError(name, f"{where}.colour", f"{colour[:20]!r} is not a colour #rrggbb")
        seats.append(Seat(character, _text(table, "player", where, name, MAX_PLAYER), colour))
    return tuple(seats)


def pop_meta(table: dict[str, Any], name: str) -> tuple[dict[str, Any], Any, Any]:
    """Split ``[lineage]`` and ``[[seat]]`` off a raw sheet table: (the rest, raw lineage, raw seats).

    The raw parts are checked by :func:`read_lineage` / :func:`read_seats` once the characters are known.
    """
    rest = {k: v for k, v in table.items() if k not in ("lineage", "seat")}
    return rest, table.get("lineage"), table.get("seat")
