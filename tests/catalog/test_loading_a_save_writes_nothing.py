"""Loading a save writes nothing, the catalog cache included (docs/saves.md "Loading and errors"; issue 17)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from grail_desktop.catalog import cache as pack_cache
from grail_desktop.catalog import load_campaign, loader
from grail_desktop.engine import new_game
from grail_desktop.saves import dumps, load_game


def _tree(root: Path) -> dict[str, tuple[bool, int, int]]:
    """Every file and folder under ``root`` with (is folder, size, mtime in ns)."""
    found = {}
    for folder, dirs, files in os.walk(root):
        for name in [*dirs, *files]:
            path = Path(folder) / name
            info = path.lstat()
            found[path.relative_to(root).as_posix()] = (path.is_dir(), info.st_size, info.st_mtime_ns)
    return found


@pytest.fixture
def save_file(tmp_path: Path) -> Path:
    """A save of the bundled pack, written outside the user folders."""
    catalog = load_campaign("ynys-wen", use_cache=False)
    game = new_game(catalog, characters=[next(iter(catalog.characters))], seed=5, undo=False)
    path = tmp_path / "elsewhere" / "slot.toml"
    path.parent.mkdir()
    path.write_text(dumps(game), encoding="utf-8")
    return path


def test_loading_a_save_with_a_fresh_cache_folder_writes_nothing(
    save_file: Path, monkeypatch: pytest.MonkeyPatch, _isolated_home: Path
) -> None:
    """The user folders (GRAIL_DESKTOP_HOME: saves, logs, cache; XDG config and cache) stay exactly as they
    were, and so does the folder of the save."""
    monkeypatch.delenv(pack_cache.ENV_VAR, raising=False)
    assert pack_cache.cache_dir() == _isolated_home / "cache" / "catalog"
    home_before, save_before = _tree(_isolated_home), _tree(save_file.parent)
    game = load_game(save_file)
    assert game.catalog.campaign.id == "ynys-wen"
    assert _tree(_isolated_home) == home_before
    assert _tree(save_file.parent) == save_before


def test_loading_a_save_reads_an_intact_cache(
    save_file: Path, monkeypatch: pytest.MonkeyPatch, _isolated_home: Path
) -> None:
    """The resume path still profits from the cache another load wrote (the New Campaign dialog, the CLI)."""
    monkeypatch.delenv(pack_cache.ENV_VAR, raising=False)
    load_campaign("ynys-wen")
    before = _tree(_isolated_home)

    def no_parsing(*_: object) -> object:
        raise AssertionError("parsed although the cache was valid")

    monkeypatch.setattr(loader, "_check", no_parsing)
    assert load_game(save_file).catalog.campaign.id == "ynys-wen"
    assert _tree(_isolated_home) == before


def test_a_pack_parsed_for_a_save_is_cached_only_when_the_app_asks(
    save_file: Path, monkeypatch: pytest.MonkeyPatch, _isolated_home: Path
) -> None:
    """Resuming only read the cache, so a player who always resumed never got one and every resume parsed the
    pack again (issue 25). The load still writes nothing; the desktop app then asks for the deferred entry
    (``store_deferred``, once the table is up) and the next load reads it."""
    monkeypatch.delenv(pack_cache.ENV_VAR, raising=False)
    before = _tree(_isolated_home)
    assert load_game(save_file).catalog.campaign.id == "ynys-wen"
    assert _tree(_isolated_home) == before
    pack_cache.store_deferred()
    folder = pack_cache.cache_dir()
    assert folder is not None
    assert len(list(folder.glob("ynys-wen-*.catalog"))) == 1

    def no_parsing(*_: object) -> object:
        raise AssertionError("parsed although store_deferred wrote the cache")

    monkeypatch.setattr(loader, "_check", no_parsing)
    assert load_game(save_file).catalog.campaign.id == "ynys-wen"
    pack_cache.store_deferred()  # nothing left to write: a cached load defers nothing
    assert len(list(folder.glob("ynys-wen-*.catalog"))) == 1
