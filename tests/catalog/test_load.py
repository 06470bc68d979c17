"""Loading the minimal pack: structure, strictness, and the content-hash cache (architecture.md "Data in")."""

from __future__ import annotations

from pathlib import Path

import pytest

from grail_desktop import resources
from grail_desktop.catalog import ContentError, Problem, load_campaign, loader, resolve_pack, validate
from grail_desktop.catalog import cache as pack_cache
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Condition, Effect


def test_minimal_pack_is_clean(pack: Path) -> None:
    """The test pack has no problem at all, not even a warning."""
    assert validate(pack) == []


def test_minimal_pack_loads_into_the_engine_definitions(pack: Path) -> None:
    catalog = load_campaign(pack)
    assert isinstance(catalog, Catalog)
    assert catalog.campaign.start_location == 101
    assert sorted(catalog.locations) == [101, 102, 103, 203]
    assert catalog.locations[203].legacy == 103
    assert catalog.locations[101].keys == {"north": 102, "east": 103}
    assert catalog.locations[101].menhir is not None and catalog.locations[101].menhir.dial == 6
    tess = catalog.characters["tess"]
    assert len(tess.combat_deck) == 15 and len(tess.combat_pool) == 25
    assert tess.dice["diplomacy"] == {"red": "empathy", "blue": "candour", "gold": "lore"}
    option = catalog.journal["101"].options[1]
    assert option.conditions == (Condition("attribute", ("lore", "1")),)
    assert catalog.journal["103"].options[0].effects == (Effect("replace", ("103", "203")),)
    assert catalog.chapters[1].encounter_decks["green"] == ("mire-rat",)
    assert len(catalog.skills["steady-hands"].sides) == 2
    assert catalog.glossary["Menhir"].startswith("A standing stone")


def test_content_error_lists_every_problem(pack: Path) -> None:
    (pack / "items.toml").write_text('[[item]]\nid = "rope"\nname = 3\n', encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_campaign(pack, use_cache=False)
    keys = {(p.file, p.key) for p in caught.value.problems}
    assert ("items.toml", "item rope .name") in keys
    assert ("items.toml", "item rope .text") in keys
    assert "items.toml: item rope .name: expected a string, got integer 3" in str(caught.value)


def test_problem_string_is_file_key_message() -> None:
    problem = Problem("locations.toml", "location 104 .keys.north", "no location or Legacy number 199")
    assert str(problem) == "locations.toml: location 104 .keys.north: no location or Legacy number 199"
    assert Problem("a.toml", "k", "m", "warning").is_error is False


def test_second_load_comes_from_the_cache(pack: Path, monkeypatch: pytest.MonkeyPatch, isolated_cache: Path) -> None:
    """Start-up must not pay for parsing: unchanged files are served from the content-hash cache."""
    first = load_campaign(pack)
    assert list(isolated_cache.glob("minimal-*.catalog"))

    def no_parsing(*_: object) -> object:
        raise AssertionError("parsed although the cache was valid")

    monkeypatch.setattr(loader, "_check", no_parsing)
    assert load_campaign(pack) == first


def test_changed_file_is_parsed_again(pack: Path) -> None:
    load_campaign(pack)
    text = (pack / "locations.toml").read_text(encoding="utf-8")
    (pack / "locations.toml").write_text(text.replace("Reed Bank", "Sedge Bank"), encoding="utf-8")
    assert load_campaign(pack).locations[102].name == "Sedge Bank"


def test_broken_pack_is_never_served_from_a_stale_cache(pack: Path) -> None:
    load_campaign(pack)
    text = (pack / "locations.toml").read_text(encoding="utf-8")
    (pack / "locations.toml").write_text(text.replace('entry = "102"', 'entry = "1020"'), encoding="utf-8")
    with pytest.raises(ContentError):
        load_campaign(pack)


def test_corrupt_cache_falls_back_to_parsing(pack: Path, isolated_cache: Path) -> None:
    """A cache failure never breaks loading (more in test_cache_is_data_only.py)."""
    expected = load_campaign(pack)
    for entry in isolated_cache.glob("*.catalog"):
        entry.write_bytes(b"not a cache file")
    assert load_campaign(pack) == expected


def test_unwritable_cache_folder_still_loads(pack: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv(pack_cache.ENV_VAR, str(blocker / "cache"))
    assert load_campaign(pack).campaign.id == "minimal"


def test_cache_folder_follows_the_app_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(pack_cache.ENV_VAR, raising=False)
    monkeypatch.setenv("GRAIL_DESKTOP_HOME", str(tmp_path))
    assert pack_cache.cache_dir() == tmp_path / "cache" / "catalog"


def test_only_the_newest_cache_entry_is_kept(pack: Path, isolated_cache: Path) -> None:
    load_campaign(pack)
    (pack / "glossary.toml").write_text('[glossary]\nMenhir = "A stone."\n', encoding="utf-8")
    load_campaign(pack)
    assert len(list(isolated_cache.glob("minimal-*.catalog"))) == 1


def test_bundled_id_resolves_to_the_bundled_folder(monkeypatch: pytest.MonkeyPatch, pack: Path) -> None:
    monkeypatch.setattr(resources, "bundled_campaign_ids", lambda: ["minimal"])
    monkeypatch.setattr(resources, "campaigns_dir", lambda: pack.parent)
    monkeypatch.chdir(pack.parent.parent)
    assert resolve_pack("minimal") == pack.parent / "minimal"
    assert load_campaign("minimal").campaign.title == "Minimal Test Pack"


def test_campaign_toml_path_names_its_pack(pack: Path) -> None:
    assert resolve_pack(pack / "campaign.toml") == pack


def test_unknown_pack_raises_content_error(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="no such folder or bundled campaign"):
        load_campaign(tmp_path / "missing")


def test_dangling_symlink_is_an_error_not_a_crash(pack: Path) -> None:
    (pack / "journal" / "ghost.toml").symlink_to(pack / "nowhere.toml")
    assert [str(p) for p in validate(pack)] == [
        "journal/ghost.toml: (file): a symlink leading nowhere (its target is missing, or it loops); not read"
    ]


def test_new_loader_code_does_not_trust_an_old_cache(pack: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache key covers the loader's own source: a changed validator parses the pack again."""
    load_campaign(pack)
    calls: list[str] = []
    original = loader._check

    def counting(*args: object, **kwargs: object) -> object:
        calls.append("parsed")
        return original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(loader, "_check", counting)
    load_campaign(pack)
    assert calls == []
    monkeypatch.setattr(pack_cache, "code_fingerprint", lambda: "a newer validator")
    load_campaign(pack)
    assert calls == ["parsed"]
