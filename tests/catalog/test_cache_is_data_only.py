"""The catalog cache holds data only, in the user's own cache folder, and a corrupt or tampered entry is ignored
safely: the pack is parsed instead and nothing in the file is ever run (issue 17 "The catalog cache is a
pickle"; architecture.md "Data in")."""

from __future__ import annotations

import hashlib
import marshal
import pickle
import tempfile
from pathlib import Path

import attrs
import pytest

from grail_desktop.catalog import cache as pack_cache
from grail_desktop.catalog import load_campaign, loader
from grail_desktop.catalog.plain import PlainError, from_plain, to_plain
from grail_desktop.engine.defs import Catalog


def _entry(folder: Path) -> Path:
    (entry,) = folder.glob("minimal-*.catalog")
    return entry


def _builtins_only(value: object) -> bool:
    if isinstance(value, (tuple, list)):
        return all(_builtins_only(v) for v in value)
    if isinstance(value, dict):
        return all(_builtins_only(k) and _builtins_only(v) for k, v in value.items())
    return value is None or type(value) in (str, int, bool)


def _forge(path: Path, content_hash: str, catalog: object) -> None:
    """Write ``catalog`` (any plain value) as a well-formed entry, digest and all: a deliberate tamper."""
    payload = marshal.dumps((pack_cache.CACHE_FORMAT, content_hash, pack_cache.code_fingerprint(), catalog), 4)
    path.write_bytes(pack_cache.MAGIC + hashlib.sha256(payload).digest() + payload)


def _content_hash(pack: Path) -> str:
    files, _ = loader.collect(pack)
    return loader.content_hash(files)


class Evil:
    """Unpickling this would create a file: the proof that no pickle is ever loaded."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (Path.touch, (self.marker,))


def test_the_cache_file_is_marshalled_builtins(pack: Path, isolated_cache: Path) -> None:
    catalog = load_campaign(pack)
    data = _entry(isolated_cache).read_bytes()
    assert data.startswith(pack_cache.MAGIC)
    payload = data[len(pack_cache.MAGIC) + 32 :]
    form, key, fingerprint, plain = marshal.loads(payload)
    assert (form, key, fingerprint) == (pack_cache.CACHE_FORMAT, _content_hash(pack), pack_cache.code_fingerprint())
    assert _builtins_only(plain)
    assert from_plain(plain) == catalog


def test_the_shipped_pack_round_trips_through_plain_data() -> None:
    catalog = load_campaign("ynys-wen", use_cache=False)
    assert from_plain(marshal.loads(marshal.dumps(to_plain(catalog)))) == catalog


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: b"",
        lambda data: b"not a cache file",
        lambda data: data[: len(data) // 2],
        lambda data: data[:-1] + bytes([data[-1] ^ 1]),
        lambda data: data[:40] + bytes([data[40] ^ 0x80]) + data[41:],
        lambda data: pack_cache.MAGIC + b"\0" * 32 + data[len(pack_cache.MAGIC) + 32 :],
    ],
    ids=["empty", "garbage", "cut in half", "last byte flipped", "digest flipped", "digest zeroed"],
)
def test_a_corrupt_entry_is_ignored(pack: Path, isolated_cache: Path, damage: object) -> None:
    expected = load_campaign(pack)
    entry = _entry(isolated_cache)
    entry.write_bytes(damage(entry.read_bytes()))  # type: ignore[operator]
    assert pack_cache.load("minimal", _content_hash(pack)) is None
    assert load_campaign(pack) == expected
    assert pack_cache.load("minimal", _content_hash(pack)) == expected, "the fallback writes a good entry again"


def _evolve_menhir(catalog: Catalog, **changes: object) -> Catalog:
    loc = catalog.locations[101]
    assert loc.menhir is not None
    menhir = attrs.evolve(loc.menhir, **changes)
    return attrs.evolve(catalog, locations={**catalog.locations, 101: attrs.evolve(loc, menhir=menhir)})


@pytest.mark.parametrize(
    "tamper",
    [
        lambda c: to_plain(_evolve_menhir(c, dial=10**12)),
        lambda c: to_plain(_evolve_menhir(c, dial="6")),
        lambda c: to_plain(_evolve_menhir(c, text="x" * 100_000)),
        lambda c: to_plain(_evolve_menhir(c, cost_per_player=c.locations[101].menhir.cost_per_player * 200)),  # type: ignore[union-attr]
        lambda c: to_plain(attrs.evolve(c, glossary={"Menhir": 7})),
        lambda c: to_plain(attrs.evolve(c, campaign=attrs.evolve(c.campaign, id="../../etc"))),
        lambda c: (*to_plain(c)[:-1], {"Menhir": "a stone", 7: "a number"}),  # type: ignore[misc]
        lambda c: to_plain(c)[:-1],  # type: ignore[index]
        lambda c: [to_plain(c)],
        lambda c: compile("open('pwned', 'w')", "cache", "exec"),
        lambda c: _replace_effect(to_plain(c), "pay magic 1", "explode 1"),
        lambda c: _replace_effect(to_plain(c), "pay magic 1", "pay magic 1000000"),
        lambda c: _replace_effect(to_plain(c), "pay magic 1", "pay gold 1"),
    ],
    ids=[
        "Menhir dial 10^12",
        "dial as text",
        "huge string",
        "array of 200 effects",
        "glossary entry not text",
        "campaign id that is a path",
        "glossary key not text",
        "a field missing",
        "a list where a catalog is",
        "a code object",
        "unknown effect word",
        "effect number out of bound",
        "effect argument outside the vocabulary",
    ],
)
def test_a_tampered_entry_with_a_good_digest_is_ignored(pack: Path, isolated_cache: Path, tamper: object) -> None:
    """Even an entry forged with a correct digest is rebuilt under every type, bound and word check."""
    expected = load_campaign(pack)
    entry = _entry(isolated_cache)
    _forge(entry, _content_hash(pack), tamper(expected))  # type: ignore[operator]
    assert pack_cache.load("minimal", _content_hash(pack)) is None
    assert load_campaign(pack) == expected


def _replace_effect(plain: object, old: str, new: str) -> object:
    if plain == old:
        return new
    if isinstance(plain, tuple):
        return tuple(_replace_effect(v, old, new) for v in plain)
    if isinstance(plain, dict):
        return {k: _replace_effect(v, old, new) for k, v in plain.items()}
    return plain


def test_from_plain_names_no_value(pack: Path) -> None:
    with pytest.raises(PlainError):
        from_plain(("not", "a", "catalog"))


def test_a_pickle_in_the_cache_folder_is_never_loaded(pack: Path, isolated_cache: Path, tmp_path: Path) -> None:
    """Whoever can write the cache folder cannot run code: a pickle there, under the old or the new name,
    is never unpickled."""
    expected = load_campaign(pack)
    marker = tmp_path / "pwned"
    evil = pickle.dumps(Evil(marker))
    entry = _entry(isolated_cache)
    entry.write_bytes(evil)
    (isolated_cache / entry.name.replace(".catalog", ".pickle")).write_bytes(evil)
    assert load_campaign(pack) == expected
    assert not marker.exists()


def test_a_symlinked_entry_is_not_followed(pack: Path, isolated_cache: Path, tmp_path: Path) -> None:
    expected = load_campaign(pack)
    entry = _entry(isolated_cache)
    elsewhere = tmp_path / "elsewhere.catalog"
    elsewhere.write_bytes(entry.read_bytes())
    entry.unlink()
    entry.symlink_to(elsewhere)
    assert pack_cache.load("minimal", _content_hash(pack)) is None
    assert load_campaign(pack) == expected


def test_no_user_cache_folder_means_no_cache_and_no_shared_temp_folder(
    pack: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a per-user cache folder nothing is cached; the shared temporary folder is never used."""
    import platformdirs

    shared = Path(tempfile.gettempdir()) / "grail-desktop-cache"
    existed = shared.exists()
    monkeypatch.delenv(pack_cache.ENV_VAR)
    monkeypatch.delenv("GRAIL_DESKTOP_HOME")

    def no_home(*_: object) -> str:
        raise RuntimeError("no home folder")

    monkeypatch.setattr(platformdirs, "user_cache_dir", no_home)
    assert pack_cache.cache_dir() is None
    assert load_campaign(pack).campaign.id == "minimal"
    assert load_campaign(pack).campaign.id == "minimal"
    assert shared.exists() == existed


def test_the_cache_is_in_the_user_cache_folder(pack: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(pack_cache.ENV_VAR)
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path / "home"))
    load_campaign(pack)
    assert [p.parent for p in (tmp_path / "home").rglob("*.catalog")] == [tmp_path / "home" / "cache" / "catalog"]
