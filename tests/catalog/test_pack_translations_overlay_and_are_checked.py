"""Pack translations (docs/content-format.md "Translations"; issue 28): ``i18n/<lang>/`` mirror files overlay
the pack's text, faults are told against the translation file and key and never stop the English loading, the
validator counts coverage, and the cache keeps one entry per language."""

from __future__ import annotations

import logging
import textwrap
from pathlib import Path

import pytest

from grail_desktop.catalog import files as pack_files
from grail_desktop.catalog import languages, load_campaign, missing_texts, translation_coverage, validate
from grail_desktop.catalog.translation import pack_language, set_pack_language
from grail_desktop.cli import validate as validate_cli


def write(pack: Path, rel: str, text: str) -> Path:
    path = pack / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return path


JOURNAL_DE = """
    [[section]]
    id = "101"
    title = "Der schiefe Stein"
    text = \"\"\"
    Regen rinnt am Stein herab.

    An einem Pfosten hängt eine Glocke.
    \"\"\"

    [[section.options]]
    text = "Läute die Glocke."

    [[section.options]]
    text = "Durchsuche den Damm."

    [[section.options]]
    text = "Geh."
"""


def german_journal(pack: Path) -> None:
    """A translation of journal/main.toml covering section 101 only: the other entries are bare anchors."""
    import tomllib

    original = tomllib.loads((pack / "journal/main.toml").read_text(encoding="utf-8"))
    rest = "".join(f'\n[[section]]\nid = "{s["id"]}"\n' for s in original["section"][1:])
    write(pack, "i18n/de/journal/main.toml", JOURNAL_DE + rest)


def test_a_translation_overlays_the_text_and_leaves_the_rules(pack: Path) -> None:
    german_journal(pack)
    write(
        pack,
        "i18n/de/items.toml",
        '[[item]]\nid = "rope"\nname = "Seil"\ntext = "Nützlich an Furten."\n\n'
        '[[item]]\nid = "reed-spear"\nname = "Schilfspeer"\n',
    )
    write(pack, "i18n/de/glossary.toml", '[glossary]\nMenhir = { term = "Menhir", text = "Ein stehender Stein." }\n')
    write(pack, "i18n/de/names.toml", '[names.statuses]\nrang-bell = "Du hast die Glocke geläutet"\n')
    english = load_campaign(pack, lang="")
    german = load_campaign(pack, lang="de")
    section, before = german.journal["101"], english.journal["101"]
    assert section.title == "Der schiefe Stein"
    assert section.text.split("\n\n")[1].strip() == "An einem Pfosten hängt eine Glocke."
    assert [o.text for o in section.options] == ["Läute die Glocke.", "Durchsuche den Damm.", "Geh."]
    assert [o.conditions for o in section.options] == [o.conditions for o in before.options]
    assert [o.goto for o in section.options] == [o.goto for o in before.options]
    assert german.journal["101.1"].title == english.journal["101.1"].title == "The Bell"  # an anchor only
    assert german.items["rope"].name == "Seil" and german.items["reed-spear"].name == "Schilfspeer"
    assert german.items["reed-spear"].text == english.items["reed-spear"].text  # not translated yet: English
    assert german.glossary["Menhir"] == "Ein stehender Stein."
    assert german.status_names["rang-bell"] == "Du hast die Glocke geläutet"
    assert english.journal["101"].title == "The Leaning Stone"
    assert validate(pack) == []
    assert languages(pack) == ["de"]


def test_glossary_terms_are_keyed_by_the_english_term_and_take_the_translated_one(pack: Path) -> None:
    write(pack, "i18n/de/glossary.toml", '[glossary]\nMenhir = { term = "Hinkelstein", text = "Ein Stein." }\n')
    german = load_campaign(pack, lang="de")
    assert german.glossary == {"Hinkelstein": "Ein Stein."}


def test_the_process_language_is_the_default(pack: Path) -> None:
    german_journal(pack)
    assert pack_language() == ""
    set_pack_language("de")
    try:
        assert load_campaign(pack).journal["101"].title == "Der schiefe Stein"
    finally:
        set_pack_language("")
    assert load_campaign(pack).journal["101"].title == "The Leaning Stone"
    with pytest.raises(ValueError, match="not a language"):
        set_pack_language("../x")


def test_the_cache_keeps_one_entry_per_language(pack: Path, isolated_cache: Path) -> None:
    german_journal(pack)
    assert load_campaign(pack, lang="").journal["101"].title == "The Leaning Stone"
    assert load_campaign(pack, lang="de").journal["101"].title == "Der schiefe Stein"
    assert len(list(isolated_cache.glob("*.catalog"))) == 2
    # both come from the cache now, each in its own language
    assert load_campaign(pack, lang="").journal["101"].title == "The Leaning Stone"
    assert load_campaign(pack, lang="de").journal["101"].title == "Der schiefe Stein"
    # a changed translation is a new key: never the old text
    path = pack / "i18n/de/journal/main.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("Der schiefe Stein", "Der krumme Stein"), "utf-8")
    assert load_campaign(pack, lang="de").journal["101"].title == "Der krumme Stein"


@pytest.mark.parametrize(
    ("text", "key", "message"),
    [
        (
            '[[item]]\nid = "rope"\nname = "Seil"\nvalue = 3\n\n[[item]]\nid = "reed-spear"\n',
            "item rope .value",
            "not a player-facing text",
        ),
        (
            '[[item]]\nid = "rope"\nnmae = "Seil"\n\n[[item]]\nid = "reed-spear"\n',
            "item rope .nmae",
            "not in the original",
        ),
        (
            '[[item]]\nid = "reed-spear"\nname = "Seil"\n\n[[item]]\nid = "rope"\n',
            "item[0]",
            "id is 'reed-spear' where the original has 'rope'",
        ),
        ('[[item]]\nid = "rope"\nname = "Seil"\n', "item", "1 entries where the original has 2"),
        (
            '[[item]]\nid = "rope"\nname = 7\n\n[[item]]\nid = "reed-spear"\n',
            "item rope .name",
            "expected a non-empty text",
        ),
        (
            '[[item]]\nid = "rope"\nname = "  "\n\n[[item]]\nid = "reed-spear"\n',
            "item rope .name",
            "expected a non-empty text",
        ),
        ('[[item]\nid = "rope"\n', "line 1, column 7", "TOML syntax error"),
        ('[[thing]]\nid = "rope"\n', "thing", "not in the original"),
    ],
)
def test_a_bad_translation_names_file_and_key_and_the_english_loads(
    pack: Path, text: str, key: str, message: str, caplog: pytest.LogCaptureFixture
) -> None:
    write(pack, "i18n/de/items.toml", text)
    problems = validate(pack)
    assert {p.file for p in problems} == {"i18n/de/items.toml"}, problems
    assert problems[0].key == key, problems
    assert message in problems[0].message and problems[0].is_error
    with caplog.at_level(logging.WARNING):
        catalog = load_campaign(pack, lang="de", use_cache=False)
    assert catalog.items["reed-spear"].name == "Reed Spear"
    assert "i18n/de/items.toml" in caplog.text and key in caplog.text
    assert load_campaign(pack, lang="").items["rope"].name == "Rope"


def test_a_translation_that_breaks_a_bound_falls_back_to_english(pack: Path) -> None:
    write(pack, "i18n/de/items.toml", f'[[item]]\nid = "rope"\nname = "{"S" * 300}"\n\n[[item]]\nid = "reed-spear"\n')
    problems = validate(pack)
    assert len(problems) == 1 and problems[0].file == "i18n/de/items.toml" and problems[0].is_error
    assert "with this translation" in problems[0].message
    catalog = load_campaign(pack, lang="de")
    assert catalog.items["rope"].name == "Rope"


def test_translation_files_are_no_strays_but_count_against_the_bounds(
    pack: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    german_journal(pack)
    write(pack, "i18n/de/nothing.toml", "[x]\n")
    write(pack, "i18n/DEU/items.toml", "[x]\n")
    write(pack, "i18n/de/journal/none.toml", '[[section]]\nid = "1"\n')
    problems = validate(pack)
    assert sorted((p.file, p.severity) for p in problems) == [
        ("i18n/DEU/items.toml", "warning"),
        ("i18n/de/journal/none.toml", "error"),
        ("i18n/de/nothing.toml", "warning"),
    ], problems
    assert "no such file to translate" in next(p.message for p in problems if "none" in p.file)
    count = len(pack_files.collect(pack)[0])
    monkeypatch.setattr(pack_files, "MAX_PACK_FILES", count - 1)
    _, found = pack_files.collect(pack)
    over = [p.file for p in found if f"over {count - 1} TOML files" in p.message]
    assert len(over) == 1 and over[0].startswith("i18n/de/"), over  # the pack's own files are read first


def test_coverage_lists_every_missing_text(pack: Path) -> None:
    coverage, problems = translation_coverage(pack, "de")
    assert problems == [] and coverage.done == 0 and coverage.total == len(coverage.missing) > 10
    assert "journal/main.toml: section 101 .title" in coverage.missing
    assert "journal/main.toml: section 101 .options[0].text" in coverage.missing
    assert "glossary.toml: glossary.Menhir" in coverage.missing
    assert "names.toml: names.statuses.rang-bell" in coverage.missing
    german_journal(pack)
    after = missing_texts(pack, "de")
    assert len(after) == coverage.total - 5
    assert "journal/main.toml: section 101 .title" not in after
    assert "journal/main.toml: section 101.1 .title" in after


def test_a_complete_translation_misses_nothing(pack: Path) -> None:
    """Every player-facing field of the fixture pack translated by a generated mirror: nothing missing."""
    import tomllib

    fields = {"text", "title", "name", "description", "hint", "letter", "trait", "instant_text", "note"}

    def mirror(value: object, free: bool) -> object:
        if isinstance(value, dict):
            out = {}
            for k, v in value.items():
                if k == "id":
                    out[k] = v
                elif isinstance(v, str) and (free or k in fields):
                    out[k] = "DE " + v
                elif isinstance(v, dict) or (isinstance(v, list) and v and all(isinstance(x, dict) for x in v)):
                    out[k] = mirror(v, free)
            return out
        assert isinstance(value, list)
        return [mirror(v, free) for v in value]

    import tomli_w

    for path in sorted(pack.rglob("*.toml")):
        rel = path.relative_to(pack).as_posix()
        table = tomllib.loads(path.read_text(encoding="utf-8"))
        if rel == "glossary.toml":
            out: object = {"glossary": {k: {"term": k, "text": "DE " + v} for k, v in table["glossary"].items()}}
        else:
            out = mirror(table, rel == "names.toml")
        target = pack / "i18n" / "de" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(tomli_w.dumps(out), encoding="utf-8")  # type: ignore[arg-type]
    assert missing_texts(pack, "de") == []
    assert validate(pack) == []
    german = load_campaign(pack, lang="de")
    assert all(s.title.startswith("DE ") for s in german.journal.values())
    assert all(c.name.startswith("DE ") for c in german.cards.values())


def test_validate_prints_coverage_per_language(pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    german_journal(pack)
    parser = __import__("argparse").ArgumentParser()
    validate_cli.add_arguments(parser)
    assert validate_cli.run(parser.parse_args([str(pack)])) == 0
    out = capsys.readouterr().out
    total = translation_coverage(pack, "de")[0].total
    assert f"translation de: 5 of {total} texts" in out
    assert validate_cli.run(parser.parse_args([str(pack), "--complete"])) == 1
    assert validate_cli.run(parser.parse_args([str(pack), "--missing"])) == 0
    assert "missing: journal/main.toml: section 101.1 .title" in capsys.readouterr().out
