"""The log file is moved aside when it reached its limit as the app starts, keeping three older ones."""

from __future__ import annotations

from pathlib import Path

from grail_desktop.app.logging_setup import rotate


def test_a_full_log_moves_aside_and_the_oldest_is_dropped(tmp_path: Path) -> None:
    log = tmp_path / "grail-desktop.log"
    for n, text in ((1, "one"), (2, "two"), (3, "three")):
        Path(f"{log}.{n}").write_text(text, encoding="utf-8")
    log.write_text("x" * 20, encoding="utf-8")
    rotate(log, max_bytes=10, backups=3)
    assert not log.exists()
    assert [Path(f"{log}.{n}").read_text(encoding="utf-8") for n in (1, 2, 3)] == ["x" * 20, "one", "two"]


def test_a_small_or_missing_log_stays(tmp_path: Path) -> None:
    log = tmp_path / "grail-desktop.log"
    rotate(log, max_bytes=10)
    assert not log.exists()
    log.write_text("short", encoding="utf-8")
    rotate(log, max_bytes=10)
    assert log.read_text(encoding="utf-8") == "short" and not Path(f"{log}.1").exists()
