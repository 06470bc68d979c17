"""Reading a Riven Veil pack: its files, strict structuring with cattrs, then the checks of :mod:`.checks`.

A pack is a folder ``content/veil/<id>/`` holding ``pack.toml`` ([pack] and [symmetric]), ``factions.toml``,
``regions.toml``, ``mist.toml``, ``cards/{deploy,move,settle,plan}.toml``, ``combat.toml``, ``beasts.toml``,
``artifacts.toml`` and ``prophecies.toml``. Every fault becomes a ``Problem`` (``file: key: message``).
"""

from __future__ import annotations

import logging
import tomllib
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import cattrs

from grail_desktop import resources
from grail_desktop.catalog.problems import ContentError, Problem, errors_of
from grail_desktop.catalog.translation import (
    VEIL_FIELDS,
    Coverage,
    grammatical_numbers,
    is_language,
    overlay,
    pack_language,
    translation_rel,
)
from grail_desktop.catalog.veil import checks
from grail_desktop.engine.veil.defs import (
    Artifact,
    Beast,
    Card,
    CombatCard,
    Faction,
    MistCard,
    Part,
    Prophecy,
    RegionTile,
    Side,
    VeilPack,
)

T = TypeVar("T")
_log = logging.getLogger(__name__)
#: Largest pack file read, in bytes.
MAX_FILE_BYTES = 1024 * 1024
#: file → (top-level key, record class); ``cards/<deck>.toml`` files hold ``[[card]]`` of that deck.
FILES: dict[str, tuple[str, type]] = {
    "factions.toml": ("faction", Faction),
    "regions.toml": ("region", RegionTile),
    "mist.toml": ("mist", MistCard),
    "cards/deploy.toml": ("card", Card),
    "cards/move.toml": ("card", Card),
    "cards/settle.toml": ("card", Card),
    "cards/plan.toml": ("card", Card),
    "combat.toml": ("combat", CombatCard),
    "beasts.toml": ("beast", Beast),
    "artifacts.toml": ("artifact", Artifact),
    "prophecies.toml": ("prophecy", Prophecy),
}


def _describe(value: object) -> str:
    if isinstance(value, bool):
        return f"boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"integer {value}"
    if isinstance(value, str):
        return f"string {value[:40]!r}"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def _strict(tp: type) -> Any:
    def hook(value: object, _: Any) -> Any:
        if type(value) is not tp:
            raise ValueError(f"expected {tp.__name__}, got {_describe(value)}")
        return value

    return hook


@cache
def _converter() -> cattrs.Converter:
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
    for tp in (int, str, bool):
        conv.register_structure_hook(tp, _strict(tp))
    base = cattrs.gen.make_dict_structure_fn(
        Part, conv, _cattrs_forbid_extra_keys=True, if_=cattrs.gen.override(rename="if")
    )
    conv.register_structure_hook(Part, base)
    return conv


def _structure(data: object, tp: type[T]) -> tuple[T | None, list[str]]:
    """``(value, [])`` or ``(None, ["path: message", ...])``."""
    try:
        return _converter().structure(data, tp), []
    except Exception as exc:  # cattrs raises exception groups; every leaf becomes one message
        return None, [m.replace(" @ $", " at ").replace("at .", "at ") for m in cattrs.transform_error(exc, path="$")]


def resolve_veil_pack(path_or_id: str | Path) -> Path:
    """The pack folder for a folder path or a bundled pack id; raises :class:`ContentError` otherwise."""
    path = Path(path_or_id)
    if path.is_dir():
        return path
    name = str(path_or_id)
    if "/" not in name and name in bundled_veil_packs():
        return resources.content_dir() / "veil" / name
    known = ", ".join(bundled_veil_packs()) or "none"
    raise ContentError([Problem(name, "(pack)", f"no such folder or bundled Riven Veil pack (bundled: {known})")], name)


def bundled_veil_packs() -> list[str]:
    """Ids of the bundled Riven Veil packs (folders of ``content/veil`` with a ``pack.toml``), sorted."""
    try:
        root = resources.content_dir() / "veil"
    except FileNotFoundError:
        return []
    return sorted(p.name for p in root.iterdir() if (p / "pack.toml").is_file()) if root.is_dir() else []


#: Most files looked at under one language folder of ``i18n/`` (a pack has a dozen).
MAX_TRANSLATION_FILES = 100


def _read(root: Path, rel: str, problems: list[Problem], *, optional: bool = False) -> dict[str, Any] | None:
    path = root / rel
    if not path.is_file():
        if not optional:
            problems.append(Problem(rel, "(file)", "required file is missing"))
        return None
    if path.stat().st_size > MAX_FILE_BYTES:
        problems.append(Problem(rel, "(file)", f"file is over the {MAX_FILE_BYTES} byte cap"))
        return None
    try:
        return tomllib.loads(path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError as exc:
        problems.append(Problem(rel, "(file)", f"not valid UTF-8 (bad byte at offset {exc.start})"))
    except tomllib.TOMLDecodeError as exc:
        problems.append(Problem(rel, "(syntax)", f"TOML syntax error: {exc}"))
    return None


def _records(rel: str, table: dict[str, Any], top: str, problems: list[Problem]) -> list[dict[str, Any]]:
    for key in table:
        if key != top:
            problems.append(Problem(rel, key, f"unknown top-level table; this file holds [[{top}]]"))
    value = table.get(top, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        problems.append(Problem(rel, top, f"expected an array of tables [[{top}]]"))
        return []
    return value


def _label(kind: str, record: dict[str, Any], n: int) -> str:
    rid = record.get("id")
    return f"{kind} {rid}" if isinstance(rid, str) else f"{kind}[{n}]"


class _Translation:
    """The translation of a pack into ``lang`` (``""``: none): overlays each file read, keeps the faults
    (never the pack's problems: a bad translation never stops the pack) and the coverage."""

    def __init__(self, root: Path, lang: str) -> None:
        self.root = root
        self.lang = lang
        self.problems: list[Problem] = []
        self.coverage = Coverage(lang)
        folder = root / "i18n" / lang
        if lang and folder.is_dir():
            known = {*FILES, "pack.toml"}
            for n, path in enumerate(sorted(folder.rglob("*.toml"))):
                rel = path.relative_to(folder).as_posix()
                if n >= MAX_TRANSLATION_FILES:
                    self.problems.append(Problem(translation_rel(lang, rel), "(file)", "too many files; not read"))
                elif rel not in known:
                    self.problems.append(
                        Problem(translation_rel(lang, rel), "(file)", "the pack has no such file to translate")
                    )

    def apply(self, rel: str, table: dict[str, Any]) -> dict[str, Any]:
        if not self.lang:
            return table
        translated = _read(self.root, translation_rel(self.lang, rel), self.problems, optional=True)
        merged, part = overlay(rel, table, translated, self.lang, VEIL_FIELDS, self.problems)
        self.coverage.add(part)
        return merged if isinstance(merged, dict) else table


def _scan(root: Path, lang: str = "") -> tuple[VeilPack | None, list[Problem], _Translation]:
    problems: list[Problem] = []
    translation = _Translation(root, lang)
    found: dict[str, dict[str, Any]] = {top: {} for top, _ in FILES.values()}
    for rel, (top, tp) in FILES.items():
        table = _read(root, rel, problems)
        if table is None:
            continue
        table = translation.apply(rel, table)
        for n, record in enumerate(_records(rel, table, top, problems)):
            label = _label(top, record, n)
            if tp is Card:
                deck = rel.removeprefix("cards/").removesuffix(".toml")
                if "deck" in record:
                    problems.append(Problem(rel, f"{label} .deck", "the deck is the file's name; remove this key"))
                    continue
                data = {**record, "deck": deck}
            else:
                data = record
            value, errors = _structure(data, tp)
            for message in errors:
                problems.append(Problem(rel, label, message))
            if value is None:
                continue
            rid = value.id
            if rid in found[top]:
                problems.append(Problem(rel, label, f"duplicate id {rid!r}"))
                continue
            found[top][rid] = (rel, value)
    head = _read(root, "pack.toml", problems)
    if head is not None:
        head = translation.apply("pack.toml", head)
    meta: dict[str, Any] = {}
    symmetric: Side | None = None
    if head is not None:
        for key in head:
            if key not in ("pack", "symmetric"):
                problems.append(
                    Problem("pack.toml", key, "unknown top-level table; this file holds [pack] and [symmetric]")
                )
        meta = head.get("pack", {}) if isinstance(head.get("pack"), dict) else {}
        for key in ("id", "name", "version"):
            if not isinstance(meta.get(key), str) or not meta.get(key):
                problems.append(Problem("pack.toml", f"pack.{key}", "required text is missing"))
        favor = meta.get("favor_vp")
        if not (isinstance(favor, list) and all(type(v) is int for v in favor)):
            problems.append(Problem("pack.toml", "pack.favor_vp", "expected an array of whole numbers"))
        replays = meta.get("replays_from", [])
        if not (isinstance(replays, list) and all(isinstance(v, str) and v for v in replays)):
            problems.append(Problem("pack.toml", "pack.replays_from", "expected an array of version texts"))
        for key in meta:
            if key not in ("id", "name", "version", "favor_vp", "replays_from"):
                problems.append(Problem("pack.toml", f"pack.{key}", "unknown key"))
        symmetric, errors = _structure(head.get("symmetric"), Side)
        problems.extend(Problem("pack.toml", "symmetric", m) for m in errors)
    pack: VeilPack | None = None
    if symmetric is not None and favor_ok(meta):
        pack = VeilPack(
            id=meta["id"],
            name=meta["name"],
            version=meta["version"],
            symmetric=symmetric,
            favor_vp=tuple(meta["favor_vp"]),
            factions={k: v for k, (_, v) in found["faction"].items()},
            regions={k: v for k, (_, v) in found["region"].items()},
            mist={k: v for k, (_, v) in found["mist"].items()},
            cards={k: v for k, (_, v) in found["card"].items()},
            combat={k: v for k, (_, v) in found["combat"].items()},
            beasts={k: v for k, (_, v) in found["beast"].items()},
            artifacts={k: v for k, (_, v) in found["artifact"].items()},
            prophecies={k: v for k, (_, v) in found["prophecy"].items()},
            replays_from=tuple(v for v in meta.get("replays_from", []) if isinstance(v, str)),
        )
        files = {f"{top} {k}": rel for top, d in found.items() for k, (rel, _) in d.items()}
        problems.extend(checks.check_pack(pack, files))
    return (pack if not errors_of(problems) else None), problems, translation


def favor_ok(meta: dict[str, Any]) -> bool:
    """Whether ``[pack]`` has what building a pack needs (the rest is checked with the records)."""
    return (
        all(isinstance(meta.get(k), str) for k in ("id", "name", "version"))
        and isinstance(meta.get("favor_vp"), list)
        and all(type(v) is int for v in meta["favor_vp"])
    )


def veil_languages(root: Path) -> list[str]:
    """The languages under the pack's ``i18n/`` folder, sorted."""
    folder = root / "i18n"
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if p.is_dir() and is_language(p.name))


def _translated(root: Path, lang: str) -> tuple[VeilPack | None, list[Problem], _Translation]:
    """The pack in ``lang``; when the translation breaks a rule of the pack, the English pack, with what the
    translation broke told against its files."""
    pack, problems, translation = _scan(root, lang)
    if not lang:
        return pack, problems, translation
    english, own, _ = _scan(root)
    known = set(own)
    for p in problems:
        if p not in known:
            message = f"with this translation: {p.message}"
            translation.problems.append(Problem(translation_rel(lang, p.file), p.key, message, p.severity))
    if pack is None:
        return english, own, translation
    return pack, own, translation


def validate_veil_pack(path_or_id: str | Path) -> list[Problem]:
    """Every problem of the pack and of each of its translations (``i18n/<lang>/``); ``[]`` when it is clean.
    Untranslated texts are not problems: :func:`veil_translation_coverage` lists them."""
    try:
        root = resolve_veil_pack(path_or_id)
    except ContentError as exc:
        return exc.problems
    problems = _scan(root)[1]
    if not errors_of(problems):
        for lang in veil_languages(root):
            problems += _translated(root, lang)[2].problems
    return list(dict.fromkeys(problems))


def veil_translation_coverage(path_or_id: str | Path, lang: str) -> tuple[Coverage, list[Problem]]:
    """How much of the pack's player-facing text the translation into ``lang`` covers (``missing`` names each
    text left, ``"file: key"``), and the translation's problems."""
    root = resolve_veil_pack(path_or_id)
    _, _, translation = _translated(root, lang)
    return translation.coverage, list(dict.fromkeys(translation.problems))


def load_veil_pack(path_or_id: str | Path, *, lang: str | None = None) -> VeilPack:
    """Load a pack, in ``lang`` where translated (``None``: the process's
    :func:`~grail_desktop.catalog.translation.pack_language`; ``""``: English). A faulty translation never
    stops the pack: the English stays where it is faulty. Raises :class:`ContentError` listing every problem
    when the pack itself has any error."""
    root = resolve_veil_pack(path_or_id)
    lang = pack_language() if lang is None else lang
    pack, problems, translation = _translated(root, lang)
    if pack is None:
        raise ContentError(problems, root.name)
    for problem in translation.problems:
        _log.warning("%s: %s", root.name, problem)
    return pack


@cache
def plural_faction_names(lang: str) -> frozenset[str]:
    """The faction names of the bundled packs' ``lang`` translations that take a plural verb (their
    ``number = "plural"`` hint in ``i18n/<lang>/factions.toml``; docs/content-format.md "Translations")."""
    names: set[str] = set()
    for pack in bundled_veil_packs() if lang else []:
        root = resources.content_dir() / "veil" / pack
        table = _read(root, translation_rel(lang, "factions.toml"), [], optional=True)
        names.update(grammatical_numbers(table, "faction"))
    return frozenset(names)
