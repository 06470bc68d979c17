"""``grail-desktop validate [PATH]`` prints every problem as ``file: key: message`` and exits non-zero on errors
(issue 5 "Build")."""

from __future__ import annotations

from pathlib import Path

import pytest

from grail_desktop import cli, resources


def test_clean_pack_exits_zero(pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.run(["validate", str(pack)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{pack}: ok: 0 error(s), 0 warning(s)"]


def test_broken_pack_prints_problems_and_fails(pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (pack / "journal" / "main.toml").read_text(encoding="utf-8")
    (pack / "journal" / "main.toml").write_text(text.replace('goto = "101.1"', 'goto = "101.9"'), encoding="utf-8")
    assert cli.run(["validate", str(pack)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert "journal/main.toml: section 101 .options[0].goto: no journal section '101.9'" in out
    assert out[-1] == f"{pack}: FAILED: 2 error(s), 0 warning(s)"


def test_warnings_alone_pass_and_can_be_hidden(pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (pack / "notes.toml").write_text("a = 1\n", encoding="utf-8")
    assert cli.run(["validate", str(pack)]) == 0
    assert "notes.toml: (file): warning: not part of the pack layout" in capsys.readouterr().out
    assert cli.run(["validate", "--no-warnings", str(pack)]) == 0
    assert "notes.toml" not in capsys.readouterr().out


def test_default_checks_every_bundled_pack(
    pack: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(resources, "campaigns_dir", lambda: pack.parent)
    monkeypatch.setattr(resources, "bundled_campaign_ids", lambda: ["minimal"])
    assert cli.run(["validate"]) == 0
    assert capsys.readouterr().out.strip().endswith("ok: 0 error(s), 0 warning(s)")


def test_nothing_to_check(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(resources, "bundled_campaign_ids", list)
    assert cli.run(["validate"]) == 2
    assert "no campaign packs" in capsys.readouterr().out


def test_missing_path_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.run(["validate", str(tmp_path / "nope")]) == 1
    assert "no such folder or bundled campaign" in capsys.readouterr().out
