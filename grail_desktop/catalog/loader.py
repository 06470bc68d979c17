"""Loading and validating a campaign pack: :func:`load_campaign` and :func:`validate`.

A pack is a folder (``content/campaigns/<id>/``, layout in docs/content-format.md) or the id of a bundled
campaign (``grail_desktop.resources``). Every problem is collected in one run (architecture.md "Data in").
"""

from __future__ import annotations

import logging
import tomllib
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from grail_desktop import resources
from grail_desktop.catalog import cache as pack_cache
from grail_desktop.catalog.files import (
    SIDE_FILES,
    PackFile,
    RawPack,
    collect,
    content_hash,
    load_table,
    parse,
    spec_for,
)
from grail_desktop.catalog.problems import ContentError, Problem, errors_of
from grail_desktop.catalog.translation import (
    CAMPAIGN_FIELDS,
    Coverage,
    grammatical_numbers,
    is_language,
    overlay,
    pack_language,
    split_rel,
    translation_rel,
)
from grail_desktop.engine.defs import Catalog

if TYPE_CHECKING:
    from collections.abc import Callable

    from grail_desktop.catalog.records import Index


def resolve_pack(path_or_id: str | Path) -> Path:
    """The pack folder for a folder path (or its ``campaign.toml``) or a bundled campaign id.

    Raises :class:`ContentError` when it is neither (the problem lists the bundled ids).
    """
    path = Path(path_or_id)
    if path.is_dir():
        return path
    if path.name == "campaign.toml" and path.is_file():
        return path.parent
    name = str(path_or_id)
    if isinstance(path_or_id, str) and "/" not in name and name in resources.bundled_campaign_ids():
        return resources.campaigns_dir() / name
    bundled = ", ".join(resources.bundled_campaign_ids()) or "none"
    raise ContentError([Problem(name, "(pack)", f"no such folder or bundled campaign (bundled: {bundled})")], name)


_log = logging.getLogger(__name__)


def _split(files: list[PackFile], lang: str) -> tuple[list[PackFile], list[PackFile]]:
    """The pack's own files, and the translation files of ``lang`` (none for ``""``)."""
    base = [f for f in files if split_rel(f.rel) is None]
    own = [f for f in files if (s := split_rel(f.rel)) is not None and s[0] == lang] if lang else []
    return base, own


@cache
def plural_names(lang: str) -> frozenset[str]:
    """The names in the bundled campaigns' ``lang`` translations that take a plural verb: each entry of an array
    of tables (a location, an Item, an enemy …) whose translated ``name`` carries ``number = "plural"``
    (docs/content-format.md "Translations"; "Die Salzgärten von Morfa werden aufgedeckt"). Empty for English;
    an unreadable translation file adds nothing (the validator reports it)."""
    names: set[str] = set()
    for pack in resources.bundled_campaign_ids() if lang else []:
        folder = resources.campaigns_dir() / pack / translation_rel(lang, "")
        for path in sorted(folder.rglob("*.toml")) if folder.is_dir() else []:
            spec = spec_for(path.relative_to(folder).as_posix())
            if spec is None or not spec[1]:
                continue
            try:
                table = tomllib.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
                continue
            names.update(grammatical_numbers(table, spec[0]))
    return frozenset(names)


def languages(path_or_id: str | Path) -> list[str]:
    """The languages a pack has translations into (its ``i18n/<lang>/`` folders holding files), sorted."""
    files, _ = collect(resolve_pack(path_or_id))
    return sorted({s[0] for f in files if (s := split_rel(f.rel)) is not None and is_language(s[0])})


def _translate(raw: RawPack, tfiles: list[PackFile], lang: str) -> tuple[RawPack, list[Problem], Coverage]:
    """The pack's records with ``lang``'s translation overlaid (a new :class:`RawPack`), the translation's
    problems and its coverage of every player-facing text (docs/content-format.md "Translations")."""
    problems: list[Problem] = []
    tables: dict[str, Any] = {}
    for f in tfiles:
        parts = split_rel(f.rel)
        assert parts is not None
        if parts[1] in SIDE_FILES:
            continue  # migrations.toml: read on its own (translation_coverage checks it)
        loaded = load_table(f, problems)
        if loaded is not None:
            tables[parts[1]] = loaded
    for rel in tables:
        if rel not in raw.records:
            problems.append(Problem(translation_rel(lang, rel), "(file)", "the pack has no such file to translate"))
    merged: dict[str, Any] = {}
    coverage = Coverage(lang)
    for rel, value in raw.records.items():
        spec = spec_for(rel)
        assert spec is not None
        top = spec[0]
        table, part = overlay(rel, {top: value}, tables.get(rel), lang, CAMPAIGN_FIELDS, problems)
        merged[rel] = table[top]
        coverage.add(part)
    return RawPack(records=merged, problems=list(raw.problems)), problems, coverage


def _check(
    files: list[PackFile],
    problems: list[Problem],
    folder: str,
    tfiles: list[PackFile] | None = None,
    lang: str = "",
    *,
    compare: bool = True,
) -> tuple[Index, list[Problem], list[Problem], Coverage]:
    """Structure and check the pack, in ``lang`` when given: ``(index, problems, translation problems,
    coverage)``. A translation that breaks a rule of the pack (a text over a bound, a name twice) is set
    aside: the pack is checked in English, and what the translation broke is told against its file."""
    raw = parse(files)
    raw.problems[:0] = problems
    coverage = Coverage(lang)
    if not lang:
        index, found = _run_checks(raw, folder)
        return index, found, [], coverage
    merged, tproblems, coverage = _translate(raw, tfiles or [], lang)
    index, found = _run_checks(merged, folder)
    if not compare and not errors_of(found):
        return index, found, tproblems, coverage  # loading: a clean translated pack needs no second check
    english_index, english = _run_checks(RawPack(records=dict(raw.records), problems=list(raw.problems)), folder)
    known = set(english)
    added = [p for p in found if p not in known]
    for p in added:
        tfile = p.file if split_rel(p.file) else translation_rel(lang, p.file)
        tproblems.append(Problem(tfile, p.key, f"with this translation: {p.message}", p.severity))
    if errors_of(added) or errors_of(english):
        return english_index, english, tproblems, coverage
    return index, english, tproblems, coverage


def _pack_checks() -> tuple[Callable[[Index], object], ...]:
    """Every check of a structured pack, in order. Imported here, not with the loader: a pack read from the
    catalog cache is never checked again, so a resume does without the checkers' code (and ``difflib``,
    which the record structuring uses for "did you mean"; issue 25, peak memory at the table)."""
    from grail_desktop.catalog import checks, reach

    return (
        checks.check_bounds,
        checks.check_campaign,
        checks.check_characters,
        checks.check_cards,
        checks.check_enemies,
        checks.check_items_secrets_skills,
        checks.check_items_obtainable,
        checks.check_events_chapters,
        checks.check_chapter_setups,
        checks.check_locations,
        checks.check_effect_references,
        checks.check_world_text,
        checks.check_statuses,
        checks.check_names,
        checks.check_difficulties,
        reach.check_keys,
        reach.check_grid,
        reach.check_replacements,
        reach.check_journal_reachable,
    )


def _run_checks(raw: RawPack, folder: str) -> tuple[Index, list[Problem]]:
    from grail_desktop.catalog.records import structure_records

    index = structure_records(raw, folder)
    for check in _pack_checks():
        try:
            check(index)
        except RecursionError:  # a safety net: the readers bound nesting long before this
            index.problems.append(Problem("(pack)", check.__name__, "content nested too deeply to check"))
    unique = list(dict.fromkeys(index.problems))
    unique.sort(key=lambda p: p.file)  # stable: problems of a file stay in the order found
    return index, unique


def _catalog(index: Index) -> Catalog:
    assert index.campaign is not None
    d = index.defs
    return Catalog(
        campaign=index.campaign,
        characters=dict(d["character"]),
        cards=dict(d["card"]),
        enemies=dict(d["enemy"]),
        locations=dict(sorted(d["location"].items())),
        journal=dict(d["section"]),
        items=dict(d["item"]),
        secrets=dict(d["secret"]),
        skills=dict(d["skill"]),
        events=dict(d["event"]),
        chapters=dict(sorted(d["chapter"].items())),
        glossary=dict(index.glossary),
        status_names=dict(index.names["statuses"]),
        dial_names=dict(index.names["dials"]),
        ending_names=dict(index.names["endings"]),
        difficulties=dict(d["difficulty"]),
    )


def validate(path_or_id: str | Path) -> list[Problem]:
    """Every problem of the pack (errors and warnings), grouped by file; ``[]`` for a clean pack.

    Every translation of the pack (``i18n/<lang>/``) is checked too: a key or entry the original lacks, a
    changed ``id``, an array of another length, a translated text that breaks a rule of the pack. Texts a
    translation has not covered yet are not problems: :func:`translation_coverage` lists them.
    """
    try:
        root = resolve_pack(path_or_id)
    except ContentError as exc:
        return exc.problems
    files, problems = collect(root)
    base, _ = _split(files, "")
    index, found, _, _ = _check(base, problems, root.name)
    if not errors_of(found):
        from grail_desktop.catalog.migrations import check_migrations

        found += check_migrations(root, _catalog(index))
        for lang in sorted({s[0] for f in files if (s := split_rel(f.rel)) is not None}):
            found += _translation_check(root, files, [], lang)[0]
    return found


def _translation_check(
    root: Path, files: list[PackFile], problems: list[Problem], lang: str
) -> tuple[list[Problem], Coverage]:
    base, tfiles = _split(files, lang)
    _, _, tproblems, coverage = _check(base, list(problems), root.name, tfiles, lang)
    notes = [f for f in tfiles if split_rel(f.rel) == (lang, "migrations.toml")]
    original = root / "migrations.toml"
    if original.is_file():
        from grail_desktop.catalog.files import read_pack_file

        source = read_pack_file(root, "migrations.toml", tproblems)
        table = load_table(source, tproblems) if source is not None else None
        translated = load_table(notes[0], tproblems) if notes else None
        if table is not None:
            coverage.add(overlay("migrations.toml", table, translated, lang, CAMPAIGN_FIELDS, tproblems)[1])
    elif notes:
        tproblems.append(Problem(notes[0].rel, "(file)", "the pack has no such file to translate"))
    return list(dict.fromkeys(tproblems)), coverage


def translation_coverage(path_or_id: str | Path, lang: str) -> tuple[Coverage, list[Problem]]:
    """How much of the pack's player-facing text the translation into ``lang`` covers, and its problems.

    ``coverage.missing`` names every text without a translation as ``"file: key"``; a pack without
    ``i18n/<lang>/`` covers nothing. Raises :class:`ContentError` when the pack itself (in English) has errors.
    """
    root = resolve_pack(path_or_id)
    files, problems = collect(root)
    base, _ = _split(files, "")
    _, found, _, _ = _check(base, list(problems), root.name)
    if errors_of(found):
        raise ContentError(found, root.name)
    tproblems, coverage = _translation_check(root, files, problems, lang)
    return coverage, tproblems


def missing_texts(path_or_id: str | Path, lang: str) -> list[str]:
    """Every player-facing text of the pack without a (usable) translation into ``lang``, as ``"file: key"``;
    ``[]`` when the translation is complete. For the coverage test of a bundled pack."""
    return translation_coverage(path_or_id, lang)[0].missing


def load_campaign(
    path_or_id: str | Path, *, use_cache: bool = True, write_cache: bool = True, lang: str | None = None
) -> Catalog:
    """Load a pack into a :class:`~grail_desktop.engine.defs.Catalog`, in ``lang`` where translated.

    ``path_or_id`` is a pack folder or a bundled campaign id (``"ynys-wen"``). ``lang`` (``"de"``) overlays
    the pack's ``i18n/<lang>/`` files (docs/content-format.md "Translations"); ``None`` means the process's
    :func:`~grail_desktop.catalog.translation.pack_language`, ``""`` English. A faulty translation never stops
    the pack loading: its faults are logged and the English text stays where they are. A pack whose files are
    unchanged since the last successful load (in that language) comes from the cache (see
    :mod:`grail_desktop.catalog.cache`); ``use_cache=False`` always parses. ``write_cache=False`` reads the
    cache but never writes it (loading a save writes nothing, docs/saves.md; a parsed pack is then kept for
    ``cache.store_deferred``). Raises :class:`ContentError`
    listing every problem when the pack has any error.
    """
    root = resolve_pack(path_or_id)
    files, problems = collect(root)
    lang = pack_language() if lang is None else lang
    base, tfiles = _split(files, lang)
    key = content_hash(base + tfiles) + (f":{lang}" if lang else "")
    name = f"{root.name}_{lang}" if lang else root.name  # one cache entry per language of a pack
    if use_cache and not errors_of(problems):
        cached = pack_cache.load(name, key)
        if cached is not None:
            return cached
    index, problems, tproblems, _ = _check(base, problems, root.name, tfiles, lang, compare=False)
    if errors_of(problems):
        raise ContentError(problems, root.name)
    for problem in tproblems:
        _log.warning("%s: %s", root.name, problem)
    catalog = _catalog(index)
    if use_cache and write_cache:
        pack_cache.store(name, key, catalog)
    elif use_cache:
        pack_cache.defer(name, key, catalog)  # written later by the app, if it asks (store_deferred)
    return catalog
