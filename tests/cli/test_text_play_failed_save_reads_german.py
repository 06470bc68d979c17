"""Issue 28: the text mode's failed save reads German for a player in German: the problem of the
:class:`SaveError` (``saves/files.py``: "cannot write the save (No such file or directory)") goes through the
catalog (``app/save_problem_words.py``); the path and file name stay as written."""

from __future__ import annotations

import io
from pathlib import Path

from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play


def test_a_save_into_a_missing_folder_says_why_in_german(_isolated_home: Path, in_german: None) -> None:
    game = play.new_game(load_campaign("ynys-wen"), ["maelon"], seed=3)
    target = _isolated_home / "no-such-folder" / "mine.toml"
    said = play.Saver(path=target).save(game)
    assert "mine.toml" in said and str(target) in said
    assert "der Spielstand lässt sich nicht schreiben (Datei oder Ordner nicht vorhanden)" in said, said
    assert "cannot" not in said and "No such file" not in said, said
    assert not target.exists()


def test_the_save_command_prints_the_german_problem(_isolated_home: Path, in_german: None) -> None:
    game = play.new_game(load_campaign("ynys-wen"), ["maelon"], seed=3)
    target = _isolated_home / "gone" / "slot.toml"
    out = io.StringIO()
    play.session(game, [f"save {target}"], out, listing=False, saver=play.Saver(), final=False)
    assert "der Spielstand lässt sich nicht schreiben" in out.getvalue(), out.getvalue()
