"""Who sits at each seat of a Riven Veil match at the desk, and where the desk keeps its match (issue 22).

A seat is a person (name, colour) or a bot (``random``, ``greedy``, ``search``). The match sheet
(:mod:`grail_desktop.saves.veil`) records each seat's kind (``"human"`` or the bot's name) so the text mode can
go on with it; the desk's own extras (names and colours) sit beside it in ``<sheet>.desk.toml``. A missing or
broken desk file only loses the names: the seats fall back to their faction names and colours.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import attrs
import tomli_w

from grail_desktop.app.paths import saves_dir
from grail_desktop.engine.veil.bots import BOT_NAMES
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.files import decode, read_bytes, write_atomic
from grail_desktop.saves.veil import load_match, save_match

#: Seat kinds: a person at the screen, or one of the engine's bots.
KINDS: tuple[str, ...] = ("person", *BOT_NAMES)
#: Bot difficulties as the wizard names them.
KIND_WORDS: dict[str, str] = {
    "person": "A person",
    "random": "Bot: easy (random)",
    "greedy": "Bot: steady (greedy)",
    "search": "Bot: cunning (search)",
}
#: Seat colours offered by the wizard (hex), in order; each seat takes the next free one by default.
COLOURS: tuple[tuple[str, str], ...] = (
    ("Crimson", "#c0463a"),
    ("Sea blue", "#3f7fbf"),
    ("Moss green", "#5c9a4a"),
    ("Amber", "#d59a2b"),
    ("Violet", "#8a5fb5"),
    ("Slate", "#8a949c"),
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


def match_path() -> Path:
    """The desk's Riven Veil match sheet (one match at a time; numbered backups beside it)."""
    folder = saves_dir() / "riven-veil"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "match.toml"


def desk_path(sheet: Path) -> Path:
    """The desk file beside ``sheet`` (names and colours)."""
    return sheet.with_name(sheet.stem + ".desk.toml")


def save(path: Path, game: VeilGame, seats: list[Seat]) -> None:
    """Write the match sheet and its desk file atomically; raises :class:`SaveError` naming the file."""
    save_match(path, game, [sheet_kind(s) for s in seats])
    rows = [{"name": s.name, "colour": s.colour} for s in seats]
    write_atomic(desk_path(path), tomli_w.dumps({"seat": rows}))


def load(path: Path) -> tuple[VeilGame, list[Seat]]:
    """The match at ``path`` and its seats; raises :class:`SaveError` (file: key: problem) for a broken sheet.
    A broken desk file is ignored (faction names and default colours instead)."""
    sheet = load_match(path)
    game = sheet.game
    names: list[tuple[str, str]] = []
    try:
        table = tomllib.loads(decode(read_bytes(desk_path(path)), desk_path(path).name))
        for row in table.get("seat", []):
            name, colour = str(row.get("name", ""))[:MAX_NAME], str(row.get("colour", ""))
            names.append((name, colour if _COLOUR.match(colour) else ""))
    except (SaveError, tomllib.TOMLDecodeError, AttributeError):
        names = []
    seats: list[Seat] = []
    for k, (kind, faction) in enumerate(zip(sheet.seats, game.factions, strict=True)):
        desk_kind = "person" if kind == "human" else kind
        if desk_kind not in KINDS:
            raise SaveError(path.name, f"setup.seats[{k}]", f"unknown seat kind {kind!r}")
        name, colour = names[k] if k < len(names) else ("", "")
        seats.append(
            Seat(desk_kind, name or game.pack.factions[faction].name, colour or COLOURS[k % len(COLOURS)][1], faction)
        )
    return game, seats


def saved_match() -> Path | None:
    """The desk's saved match, if there is one."""
    path = saves_dir() / "riven-veil" / "match.toml"
    return path if path.is_file() else None
