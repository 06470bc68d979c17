"""Loading and validating a campaign pack: :func:`load_campaign` and :func:`validate`.

A pack is a folder (``content/campaigns/<id>/``, layout in docs/content-format.md) or the id of a bundled
campaign (``grail_desktop.resources``). Every problem is collected in one run (architecture.md "Data in").
"""

from __future__ import annotations

from pathlib import Path

from grail_desktop import resources
from grail_desktop.catalog import cache as pack_cache
from grail_desktop.catalog import checks, reach
from grail_desktop.catalog.files import PackFile, collect, content_hash, parse
from grail_desktop.catalog.problems import ContentError, Problem, errors_of
from grail_desktop.catalog.records import Index, structure_records
from grail_desktop.engine.defs import Catalog

_CHECKS = (
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
    checks.check_statuses,
    checks.check_names,
    checks.check_difficulties,
    reach.check_keys,
    reach.check_grid,
    reach.check_replacements,
    reach.check_journal_reachable,
)


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


def _check(files: list[PackFile], problems: list[Problem], folder: str) -> tuple[Index, list[Problem]]:
    raw = parse(files)
    raw.problems[:0] = problems
    index = structure_records(raw, folder)
    for check in _CHECKS:
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
    """Every problem of the pack (errors and warnings), grouped by file; ``[]`` for a clean pack."""
    try:
        root = resolve_pack(path_or_id)
    except ContentError as exc:
        return exc.problems
    files, problems = collect(root)
    index, found = _check(files, problems, root.name)
    if not errors_of(found):
        from grail_desktop.catalog.migrations import check_migrations

        found += check_migrations(root, _catalog(index))
    return found


def load_campaign(path_or_id: str | Path, *, use_cache: bool = True, write_cache: bool = True) -> Catalog:
    """Load a pack into a :class:`~grail_desktop.engine.defs.Catalog`.

    ``path_or_id`` is a pack folder or a bundled campaign id (``"ynys-wen"``). A pack whose files are
    unchanged since the last successful load comes from the cache (see :mod:`grail_desktop.catalog.cache`);
    ``use_cache=False`` always parses. ``write_cache=False`` reads the cache but never writes it (loading a
    save writes nothing, docs/saves.md). Raises :class:`ContentError` listing every problem when the pack has
    any error.
    """
    root = resolve_pack(path_or_id)
    files, problems = collect(root)
    key = content_hash(files)
    if use_cache and not errors_of(problems):
        cached = pack_cache.load(root.name, key)
        if cached is not None:
            return cached
    index, problems = _check(files, problems, root.name)
    if errors_of(problems):
        raise ContentError(problems, root.name)
    catalog = _catalog(index)
    if use_cache and write_cache:
        pack_cache.store(root.name, key, catalog)
    return catalog
