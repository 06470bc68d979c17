"""The bundled folders are found from a source checkout (the wheel and frozen cases: tests/app)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from grail_desktop import resources


def test_assets_and_content_found_in_checkout() -> None:
    assets = resources.assets_dir()
    assert (assets / "icons" / "app.svg").is_file()
    assert (assets / "fonts" / "OFL-EBGaramond.txt").is_file()
    assert resources.content_dir().name == "content"
    assert resources.asset("icons", "app.svg") == assets / "icons" / "app.svg"


def test_frozen_bundle_root_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A PyInstaller bundle unpacks to sys._MEIPASS; its folders take precedence."""
    (tmp_path / "assets").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.bundled_dir.cache_clear()
    try:
        assert resources.assets_dir() == tmp_path / "assets"
    finally:
        resources.bundled_dir.cache_clear()


def test_missing_folder_names_every_place_looked(monkeypatch: pytest.MonkeyPatch) -> None:
    resources.bundled_dir.cache_clear()
    with pytest.raises(FileNotFoundError, match=r"no-such-folder.*looked in"):
        resources.bundled_dir("no-such-folder")


def test_bundled_campaign_ids_lists_only_packs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "content" / "campaigns"
    (root / "alpha").mkdir(parents=True)
    (root / "alpha" / "campaign.toml").write_text("[campaign]\n", encoding="utf-8")
    (root / "not-a-pack").mkdir()
    monkeypatch.setattr(resources, "campaigns_dir", lambda: root)
    assert resources.bundled_campaign_ids() == ["alpha"]
