"""A Riven Veil pack's translation (docs/content-format.md "Translations"; issue 28): ``i18n/<lang>/`` files
overlay names and texts (a faction's champions entry by entry), faults name the file and key and never stop
the pack, and the validator reports coverage."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from grail_desktop.catalog.veil import (
    load_veil_pack,
    resolve_veil_pack,
    validate_veil_pack,
    veil_languages,
    veil_translation_coverage,
)


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A copy of the bundled pack with a German mist deck and factions (anchors only after the first)."""
    root = tmp_path / "salt"
    shutil.copytree(resolve_veil_pack("saltcrown"), root)
    shutil.rmtree(root / "i18n", ignore_errors=True)  # the bundled German goes: the test writes its own
    mist = tomllib.loads((root / "mist.toml").read_text(encoding="utf-8"))["mist"]
    factions = tomllib.loads((root / "factions.toml").read_text(encoding="utf-8"))["faction"]
    de = root / "i18n" / "de"
    de.mkdir(parents=True)
    body = '[[mist]]\nid = "mi-tracks-in-the-frost"\nname = "Spuren im Frost"\ntext = "Etwas Großes kam hier vorbei."\n'
    body += "".join(f'\n[[mist]]\nid = "{m["id"]}"\n' for m in mist[1:])
    (de / "mist.toml").write_text(body, encoding="utf-8")
    first = factions[0]
    text = f'[[faction]]\nid = "{first["id"]}"\nname = "Der Hohle Hof"\n'
    text += 'champions = ["Mourn der Ungebeugte", "Die bleiche Tamsin"]\n'
    text += "".join(f'\n[[faction]]\nid = "{f["id"]}"\n' for f in factions[1:])
    (de / "factions.toml").write_text(text, encoding="utf-8")
    return root


def test_the_translation_overlays_names_and_texts(pack: Path) -> None:
    german = load_veil_pack(pack, lang="de")
    english = load_veil_pack(pack, lang="")
    card = german.mist["mi-tracks-in-the-frost"]
    assert (card.name, card.text) == ("Spuren im Frost", "Etwas Großes kam hier vorbei.")
    assert card.kind == english.mist["mi-tracks-in-the-frost"].kind
    court = german.factions["hollow-court"]
    assert court.name == "Der Hohle Hof" and court.champions == ("Mourn der Ungebeugte", "Die bleiche Tamsin")
    assert court.lord == english.factions["hollow-court"].lord  # not translated: English
    assert english.factions["hollow-court"].name == "The Hollow Court"
    assert validate_veil_pack(pack) == []
    assert veil_languages(pack) == ["de"]
    coverage, problems = veil_translation_coverage(pack, "de")
    assert problems == [] and coverage.done == 5 and coverage.total > 200
    assert "mist.toml: mist mi-a-song-in-the-reeds .name" in coverage.missing


def test_a_faulty_translation_is_named_and_the_english_stays(pack: Path) -> None:
    path = pack / "i18n/de/factions.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace('"Die bleiche Tamsin"]', '"Die bleiche Tamsin", "X"]\nwarriors = 3'),
        encoding="utf-8",
    )
    (pack / "i18n/de/cards").mkdir()
    (pack / "i18n/de/cards/nothing.toml").write_text("[[card]]\n", encoding="utf-8")
    problems = validate_veil_pack(pack)
    keys = sorted((p.file, p.key) for p in problems)
    assert keys == [
        ("i18n/de/cards/nothing.toml", "(file)"),
        ("i18n/de/factions.toml", "faction hollow-court .champions"),
        ("i18n/de/factions.toml", "faction hollow-court .warriors"),
    ], problems
    german = load_veil_pack(pack, lang="de")
    assert german.factions["hollow-court"].champions == load_veil_pack(pack, lang="").factions["hollow-court"].champions
    assert german.factions["hollow-court"].warriors == 9
    assert german.factions["hollow-court"].name == "Der Hohle Hof"
