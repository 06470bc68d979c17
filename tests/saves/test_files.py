"""Writing never loses a save: temporary file, fsync, os.replace, numbered backups; reading refuses what is
not a plain save file (architecture.md "Data out"; issue 6 "Writing")."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.state import GameState
from grail_desktop.saves import SaveError, dump_state, load_state
from grail_desktop.saves.files import BACKUPS, backup_path, read_bytes, write_atomic


def _load(path: Path, catalog: Catalog) -> GameState:
    return load_state(path.read_text("utf-8"), catalog, name=path.name)[0]


def test_write_rotates_previous_files_into_five_numbered_backups(tmp_path: Path) -> None:
    path = tmp_path / "slot1.toml"
    for n in range(8):
        write_atomic(path, f"v{n}\n")
    assert path.read_text() == "v7\n"
    assert [backup_path(path, k).read_text() for k in range(1, BACKUPS + 1)] == ["v6\n", "v5\n", "v4\n", "v3\n", "v2\n"]
    assert not backup_path(path, BACKUPS + 1).exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot1.toml", *(f"slot1.toml.{k}" for k in range(1, 6))], (
        "no temporary file is left behind"
    )


def test_backup_is_a_separate_file_not_the_same_inode(tmp_path: Path) -> None:
    path = tmp_path / "slot1.toml"
    write_atomic(path, "old\n")
    write_atomic(path, "new\n")
    assert backup_path(path, 1).read_text() == "old\n"
    assert path.read_text() == "new\n"


def test_failed_write_leaves_the_previous_save_untouched(tmp_path: Path) -> None:
    path = tmp_path / "missing-folder" / "slot.toml"
    with pytest.raises(SaveError, match=r"^slot\.toml: cannot write the save"):
        write_atomic(path, "x")
    good = tmp_path / "good.toml"
    write_atomic(good, "keep\n")

    def boom() -> None:
        raise OSError(28, "No space left on device")

    with pytest.raises(SaveError, match="No space left on device"):
        write_atomic(good, "lost\n", before_replace=boom)
    assert good.read_text() == "keep\n"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


WRITER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from grail_desktop.saves.files import write_atomic

    path, source = Path(sys.argv[1]), Path(sys.argv[2])
    text = source.read_text("utf-8")

    def pause():
        print("ready", flush=True)
        time.sleep(60)

    write_atomic(path, text, before_replace=pause)
    """
)


def test_writer_killed_before_the_replace_leaves_the_previous_save_readable(
    tmp_path: Path, state: GameState, catalog: Catalog, text: str
) -> None:
    """A child process writes a newer save and is killed (SIGKILL) after the temporary file is written but
    before ``os.replace``: the slot still holds the previous, complete save, which loads."""
    path = tmp_path / "slot1.toml"
    path.write_text(text, "utf-8")
    newer = state
    newer.day += 1
    source = tmp_path / "newer.txt"
    source.write_text(dump_state(newer, catalog), "utf-8")
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), str(source)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    loaded = _load(path, catalog)
    assert loaded.day == 4, "the previous save is what the slot holds"
    assert _load(backup_path(path, 1), catalog).day == 4
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(leftovers) == 1, "the interrupted temporary file is all that is left of the new save"
    # the next successful write works despite the leftover and puts the new save in place
    write_atomic(path, source.read_text("utf-8"))
    assert _load(path, catalog).day == 5
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")], "the leftover is cleaned up"


def test_writer_killed_while_writing_the_temporary_file(tmp_path: Path, catalog: Catalog, text: str) -> None:
    """Killed in the middle of writing the data itself (a slow write): the slot is untouched."""
    path = tmp_path / "slot1.toml"
    path.write_text(text, "utf-8")
    script = textwrap.dedent(
        """
        import os, sys, time
        from pathlib import Path
        import grail_desktop.saves.files as files

        real_fsync = os.fsync
        def slow_fsync(fd):
            print("ready", flush=True)
            time.sleep(60)
        os.fsync = slow_fsync
        files.write_atomic(Path(sys.argv[1]), "format = 'half")
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    assert path.read_text("utf-8") == text
    assert _load(path, catalog).day == 4


def test_symlinks_and_non_regular_files_are_refused(tmp_path: Path, text: str) -> None:
    real = tmp_path / "real.toml"
    real.write_text(text, "utf-8")
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    with pytest.raises(SaveError, match=r"^link\.toml: is a symbolic link"):
        read_bytes(link)
    with pytest.raises(SaveError, match=r"^folder\.toml: is not a regular file$"):
        (tmp_path / "folder.toml").mkdir()
        read_bytes(tmp_path / "folder.toml")
    with pytest.raises(SaveError, match=r"^nothing\.toml: file not found$"):
        read_bytes(tmp_path / "nothing.toml")


def test_size_cap_is_checked_without_reading_past_it(tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * 2048)
    with pytest.raises(SaveError, match=r"^big\.toml: is larger than"):
        read_bytes(big, limit=1024)
    assert read_bytes(big, limit=4096) == b"#" * 2048
