"""Who sits at each seat of a Riven Veil match at the desk, and where the desk keeps its matches (issue 22).

A seat is a person (name, colour) or a bot (``random``, ``greedy``, ``search``). The match sheet
(:mod:`grail_desktop.saves.veil`) records each seat's kind (``"human"`` or the bot's name) so the text mode can
go on with it, and the desk's names and colours in its ``[setup]``. Every match has its own lineage in the saves
folder (``matches/<id>/``: an autosave each round, Ctrl+S's save, checkpoints; ``saves.veil.lineage``), the
same files the text mode writes. A match saved by an earlier desk in its one fixed slot
(``riven-veil/match.toml`` with the names in ``match.desk.toml``) still lists and loads; going on with it gives
it a lineage of its own (the old file is left as it was).
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

import attrs

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.paths import saves_dir
from grail_desktop.engine.veil.bots import BOT_NAMES
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.files import decode, read_bytes
from grail_desktop.saves.meta import Lineage
from grail_desktop.saves.veil import (
    autosave_match,
    load_match,
    new_lineage,
    save_match_checkpoint,
    save_match_in_lineage,
)

#: Seat kinds: a person at the screen, or one of the engine's bots.
KINDS: tuple[str, ...] = ("person", *BOT_NAMES)
#: Bot difficulties as the wizard names them (newcomer 10 found "steady (greedy)" cryptic: the parentheses held
#: the engine's names of the bots), and how each plays, in plain words (the choice's tooltip).
KIND_WORDS: dict[str, str] = {
    "person": tr_noop("A person"),
    "random": tr_noop("Bot: easy"),
    "greedy": tr_noop("Bot: steady"),
    "search": tr_noop("Bot: cunning"),
}
KIND_TIPS: dict[str, str] = {
    "person": tr_noop("Someone at this screen plays the seat."),
    "random": tr_noop("Picks any legal move at random."),
    "greedy": tr_noop("Takes the move that gains the most right now."),
    "search": tr_noop("Plays each choice ahead in its head before it moves."),
}
#: Seat colours offered by the wizard (hex), in order; each seat takes the next free one by default.
COLOURS: tuple[tuple[str, str], ...] = (
    (tr_noop("Crimson"), "#c0463a"),
    (tr_noop("Sea blue"), "#3f7fbf"),
    (tr_noop("Moss green"), "#5c9a4a"),
    (tr_noop("Amber"), "#d59a2b"),
    (tr_noop("Violet"), "#8a5fb5"),
    (tr_noop("Slate"), "#8a949c"),
)
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
#: Longest person name kept (characters).
MAX_NAME = 24


@attrs.frozen
class Seat:
    """One seat: ``kind`` of :data:`KINDS`, a display ``name``, a ``colour`` (``#rrggbb``), a faction id."""

    kind: str
    name: str
    colour: str
    faction: str

    @property
    def bot(self) -> bool:
        return self.kind != "person"


def sheet_kind(seat: Seat) -> str:
    """The seat's kind as the match sheet writes it (``human`` or a bot's name)."""
    return "human" if seat.kind == "person" else seat.kind


@attrs.frozen
class OpenedMatch:
    """A match read for the desk: the game, its seats, the lineage later saves go to, and where it came from."""

    game: VeilGame
    seats: list[Seat]
    lineage: Lineage
    path: Path
    notes: tuple[str, ...] = ()


def match_name(game: VeilGame, seats: list[Seat]) -> str:
    """A new match's title for the Load list: the factions, with the people's names when any play
    (``"Bea (The Hollow Court) against The Tide Wardens, The Thorn-Kin"``, in the interface language of the
    match's start), at most 80 characters."""
    parts = []
    for s in seats:
        faction = game.pack.factions[s.faction].name
        parts.append(faction if s.bot or s.name == faction else f"{s.name} ({faction})")
    if len(parts) < 2:
        return parts[0][:80]
    name = tr("{first} against {others}").format(first=parts[0], others=", ".join(parts[1:]))
    if len(name) > 80:
        name = tr("{first} against {count} others").format(first=parts[0], count=len(parts) - 1)[:80]
    return name


def start(game: VeilGame, seats: list[Seat]) -> Lineage:
    """A new match's lineage (a fresh id, :func:`match_name`, the time now)."""
    return new_lineage(game, match_name(game, seats))


def _desk(seats: list[Seat]) -> tuple[list[str], list[str]]:
    return [s.name[:MAX_NAME] for s in seats], [s.colour for s in seats]


def autosave(game: VeilGame, seats: list[Seat], lineage: Lineage) -> Path:
    """Write the match's autosave (each round, on leaving); raises :class:`SaveError` naming the file."""
    return autosave_match(game, [sheet_kind(s) for s in seats], saves_dir(), lineage, _desk(seats))


def save(game: VeilGame, seats: list[Seat], lineage: Lineage) -> Path:
    """Write the match's own save (Ctrl+S); raises :class:`SaveError` naming the file."""
    return save_match_in_lineage(game, [sheet_kind(s) for s in seats], saves_dir(), lineage, _desk(seats))


def checkpoint(game: VeilGame, seats: list[Seat], lineage: Lineage, label: str) -> Path:
    """Write a named checkpoint; raises ValueError for a bad name, :class:`SaveError` when it cannot be written."""
    kinds = [sheet_kind(s) for s in seats]
    return save_match_checkpoint(game, kinds, saves_dir(), lineage, label, _desk(seats))


def desk_path(sheet: Path) -> Path:
    """The fixed slot's desk file beside ``sheet`` (names and colours, before sheets held them)."""
    return sheet.with_name(sheet.stem + ".desk.toml")


def _legacy_desk(path: Path) -> list[tuple[str, str]]:
    try:
        table = tomllib.loads(decode(read_bytes(desk_path(path)), desk_path(path).name))
        rows = table.get("seat", [])
        return [(str(row.get("name", "")), str(row.get("colour", ""))) for row in rows if isinstance(row, dict)]
    except (SaveError, tomllib.TOMLDecodeError, AttributeError):
        return []  # a missing or broken desk file only loses the names


def load(path: Path) -> OpenedMatch:
    """The match at ``path`` (any sheet of a lineage, or the fixed slot) and its seats; raises
    :class:`SaveError` (file: key: problem) for a broken sheet. Going on from a checkpoint saves into the
    match's lineage; a sheet without a lineage (the fixed slot, text mode's version 1) gets a new one."""
    sheet = load_match(path)
    game = sheet.game
    names = list(zip(sheet.names, sheet.colours, strict=False)) if sheet.names else _legacy_desk(path)
    seats: list[Seat] = []
    for k, (kind, faction) in enumerate(zip(sheet.seats, game.factions, strict=True)):
        desk_kind = "person" if kind == "human" else kind
        if desk_kind not in KINDS:
            raise SaveError(path.name, f"setup.seats[{k}]", f"unknown seat kind {kind!r}")
        name, colour = names[k] if k < len(names) else ("", "")
        name, colour = name[:MAX_NAME], colour if _COLOUR.match(colour) else ""
        seats.append(
            Seat(desk_kind, name or game.pack.factions[faction].name, colour or COLOURS[k % len(COLOURS)][1], faction)
        )
    lineage = dataclasses.replace(sheet.lineage, checkpoint="") if sheet.lineage else start(game, seats)
    return OpenedMatch(game, seats, lineage, path, sheet.notes)
