"""The checks of a structured Riven Veil pack: sizes (issue 21), words, bounds and cross-references.

Each returns :class:`~grail_desktop.catalog.problems.Problem` values; ``files["card dp-x"]`` names the file a
record came from, so every message reads ``file: key: message``.
"""

from __future__ import annotations

import re

from grail_desktop.catalog.problems import Problem
from grail_desktop.engine.veil.defs import (
    GOAL_WORDS,
    IF_WORDS,
    MAIN_DECKS,
    MIST_WORDS,
    PART_WORDS,
    RINGS,
    UNIT_WORDS,
    WHEN_WORDS,
    WHERE_WORDS,
    Ability,
    Part,
    Side,
    VeilPack,
)

#: Smallest sizes of a pack (issue 21 "The content").
MIN_FACTIONS = 4
MIN_TILES: dict[str, int] = {"coastal": 6, "inner": 6, "central": 2}
MIN_DECK = 16
MIN_BEASTS, MIN_ARTIFACTS, MIN_PROPHECIES, MIN_MIST, MIN_COMBAT = 8, 12, 12, 5, 12
IMMEDIATE: frozenset[str] = frozenset({"power", "vp", "favor"})
_ID = re.compile(r"^[a-z][a-z0-9-]{1,47}$")


def _bound(out: list[Problem], file: str, key: str, value: int, lo: int, hi: int) -> None:
    if not lo <= value <= hi:
        out.append(Problem(file, key, f"{value} is outside {lo}–{hi}"))


def _parts(out: list[Problem], file: str, key: str, parts: tuple[Part, ...], *, only: frozenset[str] | None) -> None:
    for k, part in enumerate(parts):
        at = f"{key} .parts[{k}]"
        if part.do not in PART_WORDS:
            out.append(Problem(file, f"{at}.do", f"unknown word {part.do!r} (known: {', '.join(PART_WORDS)})"))
            continue
        if only is not None and part.do not in only:
            out.append(Problem(file, f"{at}.do", f"{part.do!r} is not allowed here (only {', '.join(sorted(only))})"))
        _bound(out, file, f"{at}.n", part.n, 1, 5)
        if part.unit not in UNIT_WORDS:
            out.append(Problem(file, f"{at}.unit", f"unknown unit {part.unit!r} (known: {', '.join(UNIT_WORDS)})"))
        if part.where not in WHERE_WORDS:
            out.append(Problem(file, f"{at}.where", f"unknown place {part.where!r} (known: {', '.join(WHERE_WORDS)})"))
        if part.if_ not in IF_WORDS:
            out.append(Problem(file, f"{at}.if", f"unknown condition {part.if_!r} (known: {', '.join(IF_WORDS[1:])})"))


def _ability(out: list[Problem], file: str, key: str, ab: Ability) -> None:
    _bound(out, file, f"{key} .cost", ab.cost, 0, 5)
    if not ab.parts:
        out.append(Problem(file, key, "an ability needs at least one part"))
    _parts(out, file, key, ab.parts, only=frozenset({"deploy", "move", "settle", "power", "vp", "favor", "token"}))
    if not ab.name or not ab.text:
        out.append(Problem(file, key, "an ability needs a name and a text"))


def _side(out: list[Problem], file: str, key: str, side: Side) -> None:
    _bound(out, file, f"{key} .start_vp", side.start_vp, 0, 10)
    _bound(out, file, f"{key} .start_power", side.start_power, 0, 10)
    _bound(out, file, f"{key} .slots (count)", len(side.slots), 1, 6)
    for k, v in enumerate(side.slots):
        _bound(out, file, f"{key} .slots[{k}]", v, 0, 5)
    ids = [a.id for a in side.abilities]
    if len(set(ids)) != len(ids):
        out.append(Problem(file, f"{key} .abilities", "ability ids repeat"))
    for a in side.abilities:
        if a.id == "bond":
            out.append(Problem(file, f"{key} .abilities", "'bond' is the shared Beast ability's id"))
        _ability(out, file, f"{key} ability {a.id}", a)
    for k, w in enumerate(side.when):
        if w.on not in WHEN_WORDS:
            out.append(
                Problem(file, f"{key} .when[{k}].on", f"unknown trigger {w.on!r} (known: {', '.join(WHEN_WORDS)})")
            )
        _parts(out, file, f"{key} .when[{k}]", w.parts, only=IMMEDIATE)


def check_pack(pack: VeilPack, files: dict[str, str]) -> list[Problem]:
    """Every problem of a structured pack (sizes, ids, words, bounds)."""
    out: list[Problem] = []
    for label, file in files.items():
        rid = label.split(" ", 1)[1]
        if not _ID.match(rid):
            out.append(
                Problem(file, label, "an id is 2–48 lowercase letters, digits and hyphens, starting with a letter")
            )
    if len(pack.factions) < MIN_FACTIONS:
        out.append(Problem("factions.toml", "faction", f"{len(pack.factions)} factions; a pack needs {MIN_FACTIONS}"))
    for f in pack.factions.values():
        file = files[f"faction {f.id}"]
        _bound(out, file, f"faction {f.id} .warriors", f.warriors, 4, 20)
        _side(out, file, f"faction {f.id} .side", f.side)
    _side(out, "pack.toml", "symmetric", pack.symmetric)
    _bound(out, "pack.toml", "pack.favor_vp (length)", len(pack.favor_vp), 6, 20)
    for k, v in enumerate(pack.favor_vp):
        _bound(out, "pack.toml", f"pack.favor_vp[{k}]", v, 0, 5)
    for ring in RINGS:
        n = sum(1 for t in pack.regions.values() if t.ring == ring)
        if n < MIN_TILES[ring]:
            out.append(Problem("regions.toml", "region", f"{n} {ring} tiles; a pack needs {MIN_TILES[ring]}"))
    for t in pack.regions.values():
        key = f"region {t.id}"
        if t.ring not in RINGS:
            out.append(Problem("regions.toml", f"{key} .ring", f"unknown ring {t.ring!r} (known: {', '.join(RINGS)})"))
        for k, v in enumerate(t.vp):
            _bound(out, "regions.toml", f"{key} .vp[{k}]", v, 0, 12)
        _bound(out, "regions.toml", f"{key} .slots", t.slots, 1, 4)
    if len(pack.mist) < MIN_MIST:
        out.append(Problem("mist.toml", "mist", f"{len(pack.mist)} Mist Cards; a pack needs {MIN_MIST}"))
    for m in pack.mist.values():
        if m.kind not in MIST_WORDS:
            out.append(
                Problem("mist.toml", f"mist {m.id} .kind", f"unknown kind {m.kind!r} (known: {', '.join(MIST_WORDS)})")
            )
        _bound(out, "mist.toml", f"mist {m.id} .n", m.n, 0, 5)
    inits: dict[int, str] = {}
    for deck in MAIN_DECKS:
        n = len(pack.deck(deck))
        if n < MIN_DECK:
            out.append(Problem(f"cards/{deck}.toml", "card", f"{n} cards; each main deck needs {MIN_DECK}"))
    for c in pack.cards.values():
        file, key = files[f"card {c.id}"], f"card {c.id}"
        _bound(out, file, f"{key} .initiative", c.initiative, 1, 99)
        _bound(out, file, f"{key} .cost", c.cost, 0, 3)
        if c.initiative in inits:
            out.append(
                Problem(file, f"{key} .initiative", f"{c.initiative} is also {inits[c.initiative]}'s initiative")
            )
        inits[c.initiative] = c.id
        if c.deck == "plan":
            _bound(out, file, f"{key} .strength", c.strength, 1, 8)
            _bound(out, file, f"{key} .limit", c.limit, 1, 12)
            _parts(out, file, key, c.parts, only=IMMEDIATE)
        else:
            if c.strength or c.limit:
                out.append(Problem(file, key, "only Battle Plans have strength and limit"))
            if not c.parts:
                out.append(Problem(file, key, "a card needs at least one part"))
            _parts(out, file, key, c.parts, only=None)
    copies = sum(c.copies for c in pack.combat.values())
    if copies < MIN_COMBAT:
        out.append(Problem("combat.toml", "combat", f"{copies} Combat Cards; the deck needs {MIN_COMBAT}"))
    for cc in pack.combat.values():
        _bound(out, "combat.toml", f"combat {cc.id} .strength", cc.strength, 0, 6)
        _bound(out, "combat.toml", f"combat {cc.id} .copies", cc.copies, 1, 12)
    if len(pack.beasts) < MIN_BEASTS:
        out.append(Problem("beasts.toml", "beast", f"{len(pack.beasts)} Beasts; a pack needs {MIN_BEASTS}"))
    for b in pack.beasts.values():
        _bound(out, "beasts.toml", f"beast {b.id} .vp", b.vp, 0, 8)
        _bound(out, "beasts.toml", f"beast {b.id} .strength", b.strength, 1, 6)
        _bound(out, "beasts.toml", f"beast {b.id} .cost", b.cost, 0, 8)
    if len(pack.artifacts) < MIN_ARTIFACTS:
        out.append(
            Problem("artifacts.toml", "artifact", f"{len(pack.artifacts)} Artifacts; a pack needs {MIN_ARTIFACTS}")
        )
    for a in pack.artifacts.values():
        _bound(out, "artifacts.toml", f"artifact {a.id} .vp", a.vp, 0, 8)
        _bound(out, "artifacts.toml", f"artifact {a.id} .strength", a.strength, 0, 1)
        if a.ability is not None:
            _ability(out, "artifacts.toml", f"artifact {a.id} .ability", a.ability)
    if len(pack.prophecies) < MIN_PROPHECIES:
        out.append(
            Problem("prophecies.toml", "prophecy", f"{len(pack.prophecies)} Prophecies; a pack needs {MIN_PROPHECIES}")
        )
    for pr in pack.prophecies.values():
        key = f"prophecy {pr.id}"
        if pr.goal not in GOAL_WORDS:
            out.append(
                Problem("prophecies.toml", f"{key} .goal", f"unknown goal {pr.goal!r} (known: {', '.join(GOAL_WORDS)})")
            )
        _bound(out, "prophecies.toml", f"{key} .n", pr.n, 1, 12)
        for k, v in enumerate(pr.vp):
            _bound(out, "prophecies.toml", f"{key} .vp[{k}]", v, 0, 10)
    for label, text in _texts(pack):
        if not text.strip():
            out.append(Problem(files.get(label, "pack.toml"), label, "name and text must not be empty"))
    return out


def _texts(pack: VeilPack) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for kind, records in (
        ("faction", pack.factions),
        ("region", pack.regions),
        ("mist", pack.mist),
        ("card", pack.cards),
        ("beast", pack.beasts),
        ("artifact", pack.artifacts),
        ("prophecy", pack.prophecies),
    ):
        for rid, rec in records.items():
            out.append((f"{kind} {rid}", rec.name))
            out.append((f"{kind} {rid}", getattr(rec, "text", rec.name)))
    return out
