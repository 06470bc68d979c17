"""names.toml (docs/content-format.md "names.toml"; ux.md: players never see an id): every Status, dial and ending
an effect or condition names needs a display name, and the catalog carries them."""

from __future__ import annotations

from pathlib import Path

import pytest

from grail_desktop.catalog import ContentError, load_campaign, validate


def _problems(pack: Path, fragment: str) -> list[str]:
    return [str(p) for p in validate(pack) if fragment in p.message]


def test_the_catalog_carries_status_dial_and_ending_names() -> None:
    catalog = load_campaign("ynys-wen")
    assert catalog.status_names["captains-tent-searched"] == "You searched the captain's tent"
    assert catalog.dial_names["heledd-trail"] == "Heledd's trail"
    assert catalog.ending_names["blind-stone-wakes"] == "The Blind Stone Wakes"


def test_a_status_without_a_name_is_an_error(pack: Path) -> None:
    (pack / "names.toml").write_text("[names.statuses]\n", encoding="utf-8")
    found = _problems(pack, "'rang-bell' has no display name")
    assert found and all(p.startswith("journal/main.toml: section 101.") for p in found)
    with pytest.raises(ContentError):
        load_campaign(pack, use_cache=False)


def test_a_missing_names_file_means_every_named_id_is_reported(pack: Path) -> None:
    (pack / "names.toml").unlink()
    assert _problems(pack, "add it to [names.statuses] in names.toml")


def test_dials_and_endings_need_names_too(pack: Path) -> None:
    path = pack / "journal" / "main.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace('effects = ["mark rang-bell"]', 'effects = ["mark rang-bell", "quest-dial lamps 1", "win lit"]'),
        encoding="utf-8",
    )
    assert _problems(pack, "'lamps' has no display name: add it to [names.dials]")
    assert _problems(pack, "'lit' has no display name: add it to [names.endings]")


def test_bad_names_tables_are_errors(pack: Path) -> None:
    (pack / "names.toml").write_text('[names.statuses]\nrang-bell = ""\n[names.places]\nx = "y"\n', encoding="utf-8")
    messages = [p.message for p in validate(pack) if p.file == "names.toml"]
    assert any("expected a non-empty string" in m for m in messages)
    assert any("unknown table" in m for m in messages)
