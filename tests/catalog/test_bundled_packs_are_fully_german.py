"""Both bundled packs carry a complete German translation (issue 28, "One complete second language": the whole
bundled campaign, both chapters, and the Riven Veil's pack). Fails on any player-facing pack text without its
German, and on any fault in the German files (a key the original lacks, a moved id, a wrong shape)."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign, missing_texts, translation_coverage
from grail_desktop.catalog.veil import load_veil_pack, veil_translation_coverage


def test_the_campaign_has_every_text_in_german() -> None:
    coverage, problems = translation_coverage("ynys-wen", "de")
    assert problems == [], problems[:10]
    assert missing_texts("ynys-wen", "de") == []
    assert coverage.total > 4000 and coverage.done == coverage.total


def test_the_riven_veil_pack_has_every_text_in_german() -> None:
    coverage, problems = veil_translation_coverage("saltcrown", "de")
    assert problems == [], problems[:10]
    assert coverage.missing == [] and coverage.total > 300 and coverage.done == coverage.total


def test_the_german_campaign_reads_in_german() -> None:
    english, german = load_campaign("ynys-wen", lang=""), load_campaign("ynys-wen", lang="de")
    assert english.locations[102].name == "Blackyew Hollow" and german.locations[102].name == "Schwarzeibensenke"
    assert german.characters["maelon"].letter != english.characters["maelon"].letter
    # Only words change: the same sections, and a card's rules data (its effects) as in the English.
    assert set(german.journal) == set(english.journal)
    assert german.items["thornback-spear"].effects == english.items["thornback-spear"].effects


def test_the_german_riven_veil_pack_reads_in_german() -> None:
    english, german = load_veil_pack("saltcrown", lang=""), load_veil_pack("saltcrown", lang="de")
    assert list(german.factions) == list(english.factions)
    assert [f.name for f in german.factions.values()] != [f.name for f in english.factions.values()]
