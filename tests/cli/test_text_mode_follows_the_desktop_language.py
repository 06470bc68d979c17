"""The text mode speaks the desktop's language when no ``--lang`` is given (issue 28 "A second language":
"text mode follows the same setting"): ``$GRAIL_DESKTOP_LANG``, then the language saved in Settings (the
desktop's ``QSettings`` INI file, read without Qt), then the system's; ``--lang`` still wins over all."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from grail_desktop.app import i18n
from grail_desktop.cli import language, run, use_language


@pytest.fixture(autouse=True)
def _no_language_chosen(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """English system, no override, and English again afterwards (the language is process-wide)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", language.LANG_ENV):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield
    use_language("en")


def save_language(home: Path, value: str, *, name: str = "grail-desktop.ini") -> Path:
    """Write the desktop's Settings file as ``QSettings`` does (``[ui]`` section, beside other keys)."""
    path = home / "settings" / "GrailDesktop" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f"[ui]\nlanguage={value}\ntheme=dark\n\n[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0%[])\n", encoding="utf-8"
    )
    return path


def test_grail_desktop_lang_is_followed_without_lang(
    _isolated_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    save_language(_isolated_home, "en")  # the variable overrides Settings, as for the desktop
    monkeypatch.setenv(language.LANG_ENV, "de")
    assert run(["validate"]) == 0
    assert i18n.language() == "de"
    assert "Übersetzung de" in capsys.readouterr().out


def test_lang_wins_over_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(language.LANG_ENV, "de")
    use_language("en")
    assert i18n.language() == "en"


def test_the_saved_settings_language_is_followed(_isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save_language(_isolated_home, "de")
    assert language.saved_language() == "de"
    assert run(["validate"]) == 0
    assert i18n.language() == "de"
    assert "Übersetzung de" in capsys.readouterr().out


def test_without_grail_desktop_home_the_native_conf_file_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GRAIL_DESKTOP_HOME")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    path = tmp_path / "config" / "GrailDesktop" / "grail-desktop.conf"
    assert language.settings_file() == path
    path.parent.mkdir(parents=True)
    path.write_text("[ui]\nlanguage=de\n", encoding="utf-8")
    use_language("")
    assert i18n.language() == "de"


def test_the_system_language_when_settings_say_system_or_nothing(
    _isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    use_language("")  # no Settings file at all
    assert i18n.language() == "de"
    save_language(_isolated_home, "")  # "" in Settings: the system's
    use_language("")
    assert i18n.language() == "de"
    monkeypatch.setenv("LANG", "C.UTF-8")
    use_language("")
    assert i18n.language() == "en"


@pytest.mark.parametrize(
    "text",
    ["[ui]\nlanguage=fr\n", "[ui\nlanguage=de\n", "language=de\n", "\udcff", "[ui]\nlanguage=de\n" + "#" * 2_000_000],
    ids=["no-catalog", "broken-section", "no-section", "not-utf8", "too-large"],
)
def test_an_unusable_settings_file_falls_back_to_the_system_language(
    _isolated_home: Path, text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = save_language(_isolated_home, "de")
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    assert language.saved_language() == ""
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    use_language("")
    assert i18n.language() == "de"  # the system's, not an error
