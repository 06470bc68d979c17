"""The interface catalog (issue 28): every string marked with ``tr`` in the source has a finished German
translation in ``grail_desktop/i18n/grail_desktop_de.ts`` with the same placeholders, and the pure-Python
reader the text mode uses gives plurals, numbers and dates the German way. No Qt here."""

from __future__ import annotations

import datetime as dt
import re
import sys
from pathlib import Path

import pytest

from grail_desktop.app import i18n

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from update_translations import marked_strings, read_catalog

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n")


def test_every_marked_string_has_a_finished_german_translation() -> None:
    marked = marked_strings()
    catalog = read_catalog(i18n.ts_path("de"))
    assert len(marked) > 300
    missing = [f"{where}: {key[0]!r}" for key, (_, where) in marked.items() if key not in catalog]
    unfinished = [
        f"{where}: {source!r}"
        for key, (_, where) in marked.items()
        if key in catalog and (catalog[key][0] or not all(catalog[key][1]))
        for source in [key[0]]
    ]
    assert missing == [], "not in the catalog (run tools/update_translations.py): " + "\n".join(missing[:20])
    assert unfinished == [], "untranslated: " + "\n".join(unfinished[:20])


def test_translations_keep_the_placeholders_and_the_plural_forms() -> None:
    marked = marked_strings()
    catalog = read_catalog(i18n.ts_path("de"))
    for key, (plural, where) in marked.items():
        _, forms = catalog[key]
        want = sorted(set(PLACEHOLDER.findall(key[0])))
        assert len(forms) == (2 if plural else 1), (where, key[0])
        for form in forms:
            assert sorted(set(PLACEHOLDER.findall(form))) == want, (where, key[0], form)


def test_the_reader_picks_german_plural_forms_and_writes_numbers_and_dates_the_german_way(in_german: None) -> None:
    assert i18n.tr("%n day(s) of light left", None, 1) == "noch 1 Tag Licht"
    assert i18n.tr("%n day(s) of light left", None, 4) == "noch 4 Tage Licht"
    assert i18n.tr("%n day(s) of light left", None, 0) == "noch 0 Tage Licht"
    assert i18n.tr("Settings") == "Einstellungen"
    assert i18n.tr("a string nobody marked") == "a string nobody marked"
    assert i18n.number(1234567) == "1.234.567" and i18n.number(2.5, 1) == "2,5"
    assert i18n.date_text(dt.datetime(2026, 3, 4, 9, 5)) == "4. März 2026, 09:05"


def test_english_is_the_source_itself() -> None:
    i18n.set_language("en")
    assert i18n.tr("Settings") == "Settings"
    assert i18n.tr("%n day(s) of light left", None, 2) == "2 days of light left"
    assert i18n.tr("%n day(s) of light left", None, 1) == "1 day of light left"
    assert i18n.number(1234.5, 1) == "1,234.5"


def test_the_system_language_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    assert i18n.system_language() == "de"
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")  # no French catalog: English
    assert i18n.system_language() == "en"
    assert i18n.set_language("system") == "en"
    assert i18n.normalize("de-CH") == "de" and i18n.normalize(None) == "en"
    i18n.set_language("en")


def test_the_text_mode_takes_lang_before_any_subcommand() -> None:
    from grail_desktop.cli import take_lang

    assert take_lang(["veil", "play", "--lang", "de", "--seats", "2"]) == (["veil", "play", "--seats", "2"], "de")
    assert take_lang(["--lang=de", "x"]) == (["x"], "de")
    assert take_lang(["a", "--", "--lang", "de"]) == (["a", "--", "--lang", "de"], "")


def test_the_text_mode_speaks_german_with_lang_de(capsys: pytest.CaptureFixture[str]) -> None:
    """``--lang de`` sets the messages' and the packs' language for the command: validate's summary and its
    coverage line are German, and the language is read back from the state the command left."""
    from grail_desktop.catalog.translation import pack_language, set_pack_language
    from grail_desktop.cli import run

    try:
        assert run(["validate", "--lang", "de", "--no-warnings"]) == 0
        assert i18n.language() == "de" and pack_language() == "de"
    finally:
        i18n.set_language("en")
        set_pack_language("")
    out = capsys.readouterr().out
    assert "Übersetzung de:" in out and ": in Ordnung: 0 Fehler, " in out
    assert "translation de:" not in out


def test_the_guided_first_day_is_complete_in_german(in_german: None) -> None:
    """assets/tutorial/i18n/de/first-day.toml covers every title and text of the script (the packs' format)."""
    import tomllib

    from grail_desktop.app.tutorial import load_guide, script_path
    from grail_desktop.catalog.translation import overlay

    path = script_path()
    original = tomllib.loads(path.read_text(encoding="utf-8"))
    translated = tomllib.loads((path.parent / "i18n" / "de" / path.name).read_text(encoding="utf-8"))
    problems: list[object] = []
    _, coverage = overlay(path.name, original, translated, "de", frozenset({"title", "name", "text"}), problems)
    assert problems == [] and coverage.missing == [] and coverage.total == len(original["step"]) * 2 + 2
    guide = load_guide()
    assert guide.name == "Geführter erster Tag" and guide.steps[0].title == "Dein erster Tag"
    assert [s.id for s in guide.steps] == [s["id"] for s in original["step"]]
