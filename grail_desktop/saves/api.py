"""The save-sheet functions behind :mod:`grail_desktop.saves` (see the package docstring)."""

from __future__ import annotations

import datetime as dt
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING

import attrs
import tomli_w

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.state import GameState
from grail_desktop.saves.checks import check_state
from grail_desktop.saves.errors import SaveError
from grail_desktop.saves.files import BACKUPS, decode, read_bytes, write_atomic
from grail_desktop.saves.long_arrays import split_chronicle
from grail_desktop.saves.meta import SheetMeta, lineage_table, pop_meta, read_lineage, read_seats, seat_tables
from grail_desktop.saves.migrations import FORMAT, migrate
from grail_desktop.saves.sheet import CAMPAIGN_ID, GAME_LAYOUT, state_to_table, table_to_state
from grail_desktop.saves.upgrade import upgrade_to_pack

if TYPE_CHECKING:
    from grail_desktop.catalog.migrations import PackMigration
    from grail_desktop.engine.game import Game


#: The last line of every sheet; its absence means the file was cut short.
END_MARKER = "# end of save sheet"
#: The first line of every sheet, for a person who opens the file.
HEAD_COMMENT = "# Grail Desktop save sheet. Every key is explained in docs/saves.md.\n"
#: Name used in messages when text did not come from a file.
TEXT_NAME = "<save>"


@attrs.frozen
class LoadedSheet:
    """A loaded save: the ``game``, the sheet's ``meta`` (campaign identity and seats) and ``notes``, what an
    update of the campaign pack changed on the way in, in plain words for the player (empty when nothing did)."""

    game: Game
    meta: SheetMeta
    notes: tuple[str, ...] = ()


def dumps(game: Game, *, saved_at: dt.datetime | None = None, meta: SheetMeta | None = None) -> str:
    """The save sheet of ``game`` as TOML text (ends with :data:`END_MARKER`).

    ``saved_at`` (default: now) is only shown in slot lists; it is not game state. ``meta`` adds the
    campaign's ``[lineage]`` and ``[[seat]]`` tables (docs/saves.md "Campaigns and lineages").
    """
    return dump_state(game.state, game.catalog, saved_at=saved_at, meta=meta)


def dump_state(
    state: GameState, catalog: Catalog, *, saved_at: dt.datetime | None = None, meta: SheetMeta | None = None
) -> str:
    """:func:`dumps` for a bare state tree and the catalog it is played with."""
    when = saved_at if saved_at is not None else dt.datetime.now(dt.UTC)
    table = state_to_table(state, catalog, when.replace(microsecond=0))
    if meta is not None and (meta.lineage is not None or meta.seats):
        table = _with_meta(table, meta)
    return HEAD_COMMENT + tomli_w.dumps(table) + "\n" + END_MARKER + "\n"


def _with_meta(table: dict[str, object], meta: SheetMeta) -> dict[str, object]:
    """``[lineage]`` right after ``[slot]`` (inside the header a slot list reads), ``seat`` after ``[setup]``
    (tomli_w writes the small array of seat tables inline, among the header's plain keys)."""
    out: dict[str, object] = {}
    for key, value in table.items():
        out[key] = value
        if key == "slot" and meta.lineage is not None:
            out["lineage"] = lineage_table(meta.lineage)
        if key == "setup" and meta.seats:
            out["seat"] = seat_tables(meta.seats)
    return out


def _parse(text: str, name: str) -> dict[str, object]:
    rest, chronicle = split_chronicle(text)  # the long chronicle read in C when it is laid out as written
    if chronicle is not None:
        try:
            table = tomllib.loads(rest)
        except (tomllib.TOMLDecodeError, RecursionError, ValueError):
            pass  # read it all below, so the message names the line of the file itself
        else:
            log = table.get("log")
            if isinstance(log, dict) and log.get("chronicle") == []:
                log["chronicle"] = chronicle
                return table
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        if not text.rstrip().endswith(END_MARKER) and f'format = "{FORMAT}"' in text[:500]:
            raise SaveError(name, "", f"is truncated: the file stops early ({exc})") from None
        raise SaveError(name, "", f"is not valid TOML ({exc})") from None
    except RecursionError:
        raise SaveError(name, "", "is not valid TOML (nested too deeply)") from None
    except ValueError as exc:  # tomllib lets Python's own limit on long number texts through
        raise SaveError(name, "", f"is not valid TOML ({exc})") from None


def _load_catalog(campaign: str, name: str) -> Catalog:
    from grail_desktop.catalog import load_campaign

    try:
        return load_campaign(campaign, write_cache=False)  # loading a save writes nothing, the cache included
    except Exception as exc:  # any loader failure is reported against the save's key
        raise SaveError(name, "campaign", f"cannot load campaign pack {campaign!r} ({exc})") from None


def loads(text: str, catalog: Catalog | None = None, *, name: str = TEXT_NAME, undo: bool = True) -> Game:
    """Rebuild the game saved in ``text`` (:func:`loads_sheet` without the sheet's meta and notes)."""
    return loads_sheet(text, catalog, name=name, undo=undo).game


def loads_sheet(text: str, catalog: Catalog | None = None, *, name: str = TEXT_NAME, undo: bool = True) -> LoadedSheet:
    """Rebuild the game saved in ``text``, with its campaign identity, seats and pack-update notes.

    ``catalog`` is the campaign pack to play with; ``None`` loads the pack named by the sheet's ``campaign``
    (a plain id, never a path). Migrates older sheets first. Raises :class:`SaveError` (file ``name``) for
    text that is not TOML, cut short, from a newer version, for another pack or pack version, of the wrong
    shape or types, naming unknown ids, holding impossible values (``saves.checks``), or leaving no legal action
    in a game that is not over. ``undo`` is passed to the Game (it then keeps an undo snapshot of the loaded
    state). A save made with an older version of the pack is carried over by the pack's migrations table;
    ``notes`` then say what changed.
    """
    from grail_desktop.engine.game import Game

    state, catalog, meta, notes = _read(text, catalog, name)
    try:
        game = Game.from_state(catalog, state, undo=undo)
        # Asking what may be done next walks the pending decisions, the encounter and the turn: a state the
        # engine cannot play on from is refused here rather than failing later in the middle of play.
        actions = game.legal_actions()
    except Exception as exc:  # the engine's own checks, reported like ours
        raise SaveError(name, "", f"the rules engine cannot resume this game ({exc!r})") from None
    if not actions and state.phase != "over":
        raise SaveError(
            name,
            GAME_LAYOUT["phase"],
            f"is {state.phase!r}, but no action is possible and the game is not over: play cannot go on",
        )
    return LoadedSheet(game, meta, notes)


def load_state(text: str, catalog: Catalog | None = None, *, name: str = TEXT_NAME) -> tuple[GameState, Catalog]:
    """:func:`loads` without building the :class:`Game`: the checked state and the catalog it needs."""
    state, catalog, _, _ = _read(text, catalog, name)
    return state, catalog


def _pack_steps(catalog: Catalog) -> tuple[PackMigration, ...]:
    """The migrations table of the installed pack the catalog came from (``()`` when it has none)."""
    from grail_desktop.catalog import ContentError, resolve_pack
    from grail_desktop.catalog.migrations import load_migrations
    from grail_desktop.resources import bundled_campaign_ids

    if catalog.campaign.id not in bundled_campaign_ids():
        return ()
    try:
        return load_migrations(resolve_pack(catalog.campaign.id))
    except ContentError:
        return ()


def _read(text: str, catalog: Catalog | None, name: str) -> tuple[GameState, Catalog, SheetMeta, tuple[str, ...]]:
    if not text.strip():
        raise SaveError(name, "", "is empty")
    table = _parse(text, name)
    if not text.rstrip().endswith(END_MARKER):
        raise SaveError(name, "", f"is truncated: the last line {END_MARKER!r} is missing")
    table, raw_lineage, raw_seats = pop_meta(migrate(table, name), name)
    state = table_to_state(table, name)
    campaign = state.setup.campaign
    if catalog is None:
        catalog = _load_catalog(campaign, name)
    pack = catalog.campaign
    if campaign != pack.id:
        raise SaveError(name, "campaign", f"the save is for campaign {campaign!r}, not {pack.id!r}")
    notes: list[str] = []
    if table["pack_version"] != pack.version:
        table, notes = upgrade_to_pack(table, catalog, _pack_steps(catalog), name)
        state = table_to_state(table, name)
    pack_version = table["pack_version"]
    if pack_version != pack.version:
        raise SaveError(
            name,
            "pack_version",
            f"the save was made with version {pack_version} of campaign {pack.id!r}; "
            f"the installed version is {pack.version}",
        )
    check_state(state, catalog, name)
    meta = SheetMeta(
        lineage=read_lineage(raw_lineage, name) if raw_lineage is not None else None,
        seats=read_seats(raw_seats, state.characters, name) if raw_seats is not None else (),
    )
    return state, catalog, meta, tuple(notes)


def save_game(game: Game, path: Path | str, *, keep: int = BACKUPS, meta: SheetMeta | None = None) -> Path:
    """Write ``game`` to ``path`` atomically, keeping ``keep`` numbered backups of the previous file.

    ``meta`` is the campaign's identity and seats (written into the sheet). Returns the path written.
    Raises :class:`SaveError` if the folder is missing or not writable, or the
    game cannot be written out (the previous save is then untouched).
    """
    path = Path(path)
    try:
        text = dumps(game, meta=meta)
    except Exception as exc:  # e.g. called from a crash handler with a half-updated state
        raise SaveError(path.name, "", f"cannot save this game ({exc!r})") from None
    write_atomic(path, text, keep=keep)
    return path


def load_game(path: Path | str, catalog: Catalog | None = None, *, undo: bool = True) -> Game:
    """Read the save at ``path`` (see :func:`loads`); never writes anything.

    Also refuses symlinks, non-regular files, files over :data:`MAX_SAVE_BYTES` and text that is not UTF-8,
    each with a :class:`SaveError` naming the file.
    """
    return load_sheet(path, catalog, undo=undo).game


def load_sheet(path: Path | str, catalog: Catalog | None = None, *, undo: bool = True) -> LoadedSheet:
    """:func:`load_game` with the sheet's meta and pack-update notes (see :func:`loads_sheet`)."""
    path = Path(path)
    data = read_bytes(path)
    return loads_sheet(decode(data, path.name), catalog, name=path.name, undo=undo)


def autosave(game: Game, folder: Path | str, *, name: str = "autosave", meta: SheetMeta | None = None) -> Path:
    """Save ``game`` as ``<folder>/<name>.toml`` (rotating backups); creates ``folder`` if needed.

    The app calls this at every Start of the Day and before it closes or reports a crash (a crash handler
    may pass ``name="crash"`` to keep the regular autosave apart). Raises :class:`SaveError` when the
    folder cannot be created or written, or the game cannot be written out.
    """
    if not CAMPAIGN_ID.fullmatch(name):
        raise SaveError(f"{name}.toml", "", "an autosave name is a plain lowercase name, not a path")
    target = Path(folder)
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"{name}.toml", "", f"cannot create the save folder ({exc.strerror})") from None
    return save_game(game, target / f"{name}.toml", meta=meta)
