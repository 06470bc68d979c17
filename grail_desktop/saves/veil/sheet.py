"""Writing and reading Riven Veil match sheets (see the package docstring)."""

from __future__ import annotations

import datetime as dt
import re
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs
import tomli_w

from grail_desktop.catalog.problems import ContentError
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.files import BACKUPS, decode, read_bytes, write_atomic
from grail_desktop.saves.meta import Lineage, lineage_table, read_lineage
from grail_desktop.saves.veil.lineage import check_slot

FORMAT = "grail-desktop-veil-match"
#: 2: a ``[slot]`` header for the Load list and the match's ``[lineage]`` (version 1 sheets still load)
VERSION = 2
END_MARKER = "# end of match sheet"
HEAD = "# Grail Desktop: a Riven Veil match. Keys are explained in docs/riven-veil.md (Saves).\n"
#: Longest action log accepted (a Long 4-seat match is well under 3 000 actions).
MAX_LOG = 20_000
#: Longest seat name kept (characters; the desk's wizard allows 24).
MAX_SEAT_NAME = 40
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_MODE_WORDS = {
    "normal": ("seasons", 2),
    "long": ("seasons", 3),
    "standard": ("deterministic", False),
    "deterministic": ("deterministic", True),
    "asymmetric": ("symmetric", False),
    "symmetric": ("symmetric", True),
    "catch-up": ("catch_up", True),
    "no-catch-up": ("catch_up", False),
}


@attrs.define
class MatchSheet:
    """A loaded sheet: the match and who plays each seat (``"human"``, ``"greedy"`` …)."""

    game: VeilGame
    seats: list[str]
    #: the match's identity (``saves.meta.Lineage``); ``None`` for a sheet saved before matches had one
    lineage: Lineage | None = None
    #: what an update of the pack changed on the way in, in plain words (empty when nothing did)
    notes: tuple[str, ...] = ()
    #: the desk's display name and colour (``#rrggbb``) by seat; empty when the sheet has none (text mode)
    names: tuple[str, ...] = ()
    colours: tuple[str, ...] = ()


def parse_mode(text: str) -> Mode:
    """``"normal,standard,asymmetric,catch-up"`` → :class:`Mode`; raises ``ValueError`` naming a bad word."""
    values: dict[str, Any] = {}
    for word in (w.strip() for w in text.split(",") if w.strip()):
        if word not in _MODE_WORDS:
            raise ValueError(f"unknown mode word {word!r} (known: {', '.join(_MODE_WORDS)})")
        key, value = _MODE_WORDS[word]
        values[key] = value
    return Mode(**values)


def dumps(
    game: VeilGame,
    seats: list[str],
    *,
    saved_at: dt.datetime | None = None,
    lineage: Lineage | None = None,
    names: Sequence[str] = (),
    colours: Sequence[str] = (),
) -> str:
    """The sheet of ``game`` as TOML text; ``[slot]`` and ``[lineage]`` (when given) come first, as the
    header a Load list reads (``saves.veil.lineage.read_match_header``). ``names`` and ``colours`` (one per
    seat, or empty) are the desk's display names and ``#rrggbb`` colours, kept in ``[setup]``."""
    when = (saved_at or dt.datetime.now(dt.UTC)).replace(microsecond=0)
    s = game.state
    table: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": when,
        "pack": game.pack.id,
        "pack_version": game.pack.version,
        "slot": {
            "season": s.season,
            "round": s.round,
            "phase": s.phase,
            "mode": str(game.mode),
            "factions": [game.pack.factions[p.faction].name for p in s.players],
            "seats": list(seats),
            "vp": [p.vp for p in s.players],
        },
    }
    if lineage is not None:
        table["lineage"] = lineage_table(lineage)
    table |= {
        "setup": {"factions": game.factions, "mode": str(game.mode), "seed": game.seed, "seats": seats}
        | ({"names": [n[:MAX_SEAT_NAME] for n in names]} if names else {})
        | ({"colours": list(colours)} if colours else {}),
        "table": {
            "season": s.season,
            "round": s.round,
            "phase": s.phase,
            "faction": [
                {
                    "name": game.pack.factions[p.faction].name,
                    "vp": p.vp,
                    "favor": p.favor,
                    "power": p.power,
                    "cards_in_hand": len(p.hand),
                    "settlements": len(p.settled),
                }
                for p in s.players
            ],
        },
        "log": {"actions": game.log},
    }
    return HEAD + tomli_w.dumps(table) + "\n" + END_MARKER + "\n"


def _need(table: dict[str, Any], key: str, tp: type, where: str, name: str) -> Any:
    value = table.get(key)
    if type(value) is not tp:
        raise SaveError(name, f"{where}{key}", f"expected {tp.__name__}, got {type(value).__name__}")
    return value


def loads(text: str, pack: VeilPack | None = None, *, name: str = "<match>") -> MatchSheet:
    """Rebuild a match from sheet text. Raises :class:`SaveError` (``file: key: problem``) for text that is not
    TOML, cut short, another format or a newer version, a pack that does not load, a bad setup, an action
    log that does not replay, or a table that disagrees with the replay."""
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        cut = not text.rstrip().endswith(END_MARKER)
        raise SaveError(name, "", f"is {'truncated' if cut else 'not valid TOML'} ({exc})") from None
    if table.get("format") != FORMAT:
        raise SaveError(name, "format", f"is not a Riven Veil match sheet (expected {FORMAT!r})")
    version = _need(table, "version", int, "", name)
    if version > VERSION:
        raise SaveError(name, "version", f"was written by a newer Grail Desktop (version {version} > {VERSION})")
    pack_id = _need(table, "pack", str, "", name)
    if pack is None:
        try:
            pack = load_veil_pack(pack_id)
        except ContentError as exc:
            raise SaveError(name, "pack", f"cannot load the pack {pack_id!r} ({exc})") from None
    elif pack.id != pack_id:
        raise SaveError(name, "pack", f"the match is for pack {pack_id!r}, not {pack.id!r}")
    played = table.get("pack_version")
    upgraded = played != pack.version
    if upgraded and played not in pack.replays_from:
        raise SaveError(name, "pack_version", f"the match was played with {pack_id} {played}; this is {pack.version}")
    setup = _need(table, "setup", dict, "", name)
    factions = _need(setup, "factions", list, "setup.", name)
    seats = _need(setup, "seats", list, "setup.", name)
    seed = _need(setup, "seed", int, "setup.", name)
    if not all(isinstance(f, str) for f in factions) or not all(isinstance(x, str) for x in seats):
        raise SaveError(name, "setup", "factions and seats are lists of words")
    if len(seats) != len(factions):
        raise SaveError(name, "setup.seats", "one player kind per faction")
    try:
        mode = parse_mode(_need(setup, "mode", str, "setup.", name))
    except ValueError as exc:
        raise SaveError(name, "setup.mode", str(exc)) from None
    log = _need(_need(table, "log", dict, "", name), "actions", list, "log.", name)
    if len(log) > MAX_LOG or not all(isinstance(a, str) for a in log):
        raise SaveError(name, "log.actions", f"expected at most {MAX_LOG} actions written as text")
    try:
        game = VeilGame.replay(pack, factions, mode, seed, log)
    except ValueError as exc:
        key = "log.actions" if isinstance(exc, IllegalActionError) else "setup"
        if upgraded:
            exc = ValueError(
                f"it cannot go on under {pack.name} {pack.version}, the match was played with {played}: {exc}"
            )
        raise SaveError(name, key, str(exc)) from None
    notes: tuple[str, ...] = ()
    if upgraded:
        # The pack's numbers changed (pack.toml "replays_from"): the log replays, the standings follow the new ones.
        notes = (
            f"{pack.name} is now version {pack.version} (this match began under {played}); the match was "
            "replayed under the new numbers, so the standings may differ from the ones saved.",
        )
    else:
        _check_table(game, table.get("table"), name)
    lineage = read_lineage(table["lineage"], name) if "lineage" in table else None
    if "slot" in table:
        check_slot(table["slot"], name)
    names = _seat_words(setup, "names", len(seats), name, lambda v: len(v) <= MAX_SEAT_NAME, "names")
    colours = _seat_words(setup, "colours", len(seats), name, _COLOUR.fullmatch, "#rrggbb colours")
    return MatchSheet(game, seats, lineage, notes, names, colours)


def _seat_words(setup: dict[str, Any], key: str, count: int, name: str, ok: Any, wanted: str) -> tuple[str, ...]:
    """``setup.names`` / ``setup.colours``: absent, or one string per seat that passes ``ok``."""
    if key not in setup:
        return ()
    value = setup[key]
    if not isinstance(value, list) or len(value) != count or not all(isinstance(v, str) and ok(v) for v in value):
        raise SaveError(name, f"setup.{key}", f"expected {count} {wanted}, one per seat")
    return tuple(value)


def _check_table(game: VeilGame, table: object, name: str) -> None:
    if not isinstance(table, dict):
        raise SaveError(name, "table", "missing")
    s = game.state
    for key, value in (("season", s.season), ("round", s.round), ("phase", s.phase)):
        if table.get(key) != value:
            raise SaveError(name, f"table.{key}", f"the sheet says {table.get(key)!r} but the log gives {value!r}")
    rows = table.get("faction")
    if not isinstance(rows, list) or len(rows) != len(s.players):
        raise SaveError(name, "table.faction", "one row per faction")
    for k, (row, p) in enumerate(zip(rows, s.players, strict=True)):
        for key, value in (("vp", p.vp), ("favor", p.favor), ("power", p.power)):
            if not isinstance(row, dict) or row.get(key) != value:
                got = row.get(key) if isinstance(row, dict) else None
                raise SaveError(name, f"table.faction[{k}].{key}", f"the sheet says {got!r} but the log gives {value}")


def save_match(
    path: Path,
    game: VeilGame,
    seats: list[str],
    *,
    lineage: Lineage | None = None,
    keep: int = BACKUPS,
    names: Sequence[str] = (),
    colours: Sequence[str] = (),
) -> None:
    """Write the sheet atomically; the previous file becomes ``name.toml.1`` … (``keep`` numbered backups).
    ``lineage`` is the match's identity (``saves.veil.lineage``); ``names``/``colours`` the desk's seats (see
    :func:`dumps`). Raises :class:`SaveError` when it cannot be written; the previous file then stays as it was."""
    write_atomic(path, dumps(game, seats, lineage=lineage, names=names, colours=colours), keep=keep)


def load_match(path: Path, pack: VeilPack | None = None) -> MatchSheet:
    """Read a sheet from ``path`` (size-capped, regular files only); errors name the file."""
    text = decode(read_bytes(path), path.name)
    return loads(text, pack, name=path.name)
