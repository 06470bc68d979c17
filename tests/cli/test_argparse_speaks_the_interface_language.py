"""argparse's own words in the interface language (issue 28: the text mode runs fully in the second language):
``grail-desktop --lang de play --help`` and argparse's errors are German, English again for ``--lang en``."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.cli import argparse_words, use_language
from grail_desktop.main import main


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    use_language("en")


def test_play_help_is_german(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--lang", "de", "play", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: grail-desktop play ")
    assert "\nOptionen:\n" in out
    assert "diese Hilfe zeigen und beenden" in out
    for english in ("usage:", "options:", "show this help message", "default en"):
        assert english not in out


def test_argparse_errors_are_german(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["veil", "--lang", "de"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "grail-desktop veil: Fehler: diese Argumente fehlen: COMMAND" in err
    assert "required" not in err
    with pytest.raises(SystemExit):
        main(["play", "--lang=de", "--seed"])
    assert "Argument --seed: erwartet ein Argument" in capsys.readouterr().err


def test_english_keeps_argparse_own_words(capsys: pytest.CaptureFixture[str]) -> None:
    use_language("de")
    with pytest.raises(SystemExit):
        main(["play", "--lang", "en", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: grail-desktop play ")
    assert "show this help message and exit" in out


def test_every_argparse_message_has_german_and_keeps_its_placeholders() -> None:
    i18n.set_language("de")
    for message in argparse_words.MESSAGES:
        german = argparse_words.words(message)
        assert german != message or message.startswith("argument "), message
        for mark in ("%s", "%r", "%(prog)s", "%(message)s", "%(value)r", "%(choices)s", "\n"):
            assert message.count(mark) == german.count(mark), (message, german)
    assert argparse_words.plural_words("expected %s argument", "expected %s arguments", 2) == "erwartet %s Argumente"
    assert argparse_words.words("a message argparse never writes") == "a message argparse never writes"


def test_argparse_is_given_back_gettext_for_english() -> None:
    use_language("de")
    assert getattr(argparse, "_") is argparse_words.words  # noqa: B009
    use_language("en")
    import gettext

    assert getattr(argparse, "_") is gettext.gettext  # noqa: B009
    assert getattr(argparse, "ngettext") is gettext.ngettext  # noqa: B009


def test_the_top_level_help_is_german(capsys: pytest.CaptureFixture[str]) -> None:
    """``grail-desktop --lang de --help``: the window's options and every headless command's line in German."""
    with pytest.raises(SystemExit) as done:
        main(["--lang", "de", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: grail-desktop ")
    for german in ("Befehle ohne Fenster", "die Version zeigen und beenden", "ein Spielstand (.toml)"):
        assert german in out, german
    assert "der Zerrissene Schleier: veil play" in out
    for english in ("usage:", "Headless commands", "show program's version", "a save sheet", "the Riven Veil"):
        assert english not in out, english
    use_language("en")
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "Headless commands: validate" in capsys.readouterr().out
