"""Board facts of the Riven Veil: strength, units, where pieces may go (S3 "Battle Overview", "Deploy").

Pure functions over :class:`~grail_desktop.engine.veil.state.VeilState`; they read only public facts (piece
positions, tiles once face up, tokens, equipped Artifacts), never a hand, so every seat may ask them.
"""

from __future__ import annotations

from collections.abc import Sequence

from grail_desktop.engine.veil.defs import ADJACENT, POSITION_NAMES, POSITION_RING, POSITIONS, VeilPack
from grail_desktop.engine.veil.state import Player, VeilState

INDEX: dict[str, int] = {p: i for i, p in enumerate(POSITIONS)}
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(INDEX[q] for q in ADJACENT[p]) for p in POSITIONS)
RING_OF: tuple[str, ...] = tuple(POSITION_RING[p] for p in POSITIONS)
#: Largest number of one faction's units in a region at the end of a turn (S3 "End of Turn").
UNIT_LIMIT = 5
#: Artifacts one Hero may hold (decision).
GEAR_LIMIT = 2
#: Strength of the Green Knight (decision).
KNIGHT_STRENGTH = 3
#: Excalibur's strength for its Lord (S3 glossary).
EXCALIBUR_STRENGTH = 2


def region_name(state: VeilState, pack: VeilPack, i: int) -> str:
    """The region's display name: its tile's name once face up, else its position ("the north-west")."""
    if state.tile_up:
        return f"{pack.regions[state.regions[i].tile].name} ({POSITION_NAMES[POSITIONS[i]]})"
    return f"the {POSITION_NAMES[POSITIONS[i]]}"


def units_in(p: Player, i: int) -> int:
    """How many units (Lord, Champions, Warriors, Beasts) of ``p`` stand in region ``i``."""
    n = p.warriors[i] + (p.lord_at == i) + p.champ_at.count(i)
    return n + sum(1 for r in p.beasts.values() if r == i)


def hero_in(p: Player, i: int) -> bool:
    """Whether a Hero (Lord or Champion, S3 glossary) of ``p`` stands in region ``i``."""
    return p.lord_at == i or i in p.champ_at


def hero_strength(state: VeilState, seat: int, hero: str) -> int:
    """Starting strength of a Hero: 1 + its Artifacts' strength (+ Lord tokens and Excalibur) (S3 step 1)."""
    p = state.players[seat]
    return (
        1
        + len(p.gear[hero])
        + (p.lord_tokens + (EXCALIBUR_STRENGTH if state.excalibur == seat else 0) if hero == "lord" else 0)
    )


def strength(state: VeilState, pack: VeilPack, seat: int, i: int) -> int:
    """Starting strength of ``seat`` in region ``i`` (S3 Combat step 1); 0 in an unexplored region (glossary)."""
    r = state.regions[i]
    if not r.explored or r.deep:
        return 0
    p = state.players[seat]
    total = p.warriors[i]
    if p.lord_at == i:
        total += hero_strength(state, seat, "lord")
    for k, at in enumerate(p.champ_at):
        if at == i:
            total += hero_strength(state, seat, f"c{k + 1}")
    for b, at in p.beasts.items():
        if at == i:
            total += pack.beasts[b].strength
    if i in p.settled:
        total += 1 + p.town_tokens.get(i, 0)
    return total


def deploy_targets(state: VeilState, seat: int, where: str) -> list[int]:
    """Regions a unit may be deployed to: Coastal or own Settlement (S3 "Deploy"), or any explored region
    (``where == "explored"``, S3 FAQ); never Deep Mist (S3 setup step 9)."""
    p = state.players[seat]
    out: list[int] = []
    for i, r in enumerate(state.regions):
        if r.deep:
            continue
        if where == "explored":
            if r.explored:
                out.append(i)
        elif RING_OF[i] == "coastal" or i in p.settled:
            out.append(i)
    return out


def settlements_in(state: VeilState, i: int) -> int:
    """How many Settlements (of every faction) stand in region ``i``."""
    return sum(1 for p in state.players if i in p.settled)


def can_settle(state: VeilState, pack: VeilPack, seat: int, i: int) -> bool:
    """S3 "Settle": explored region, ≥ 1 strength there, a free slot, no own Settlement there, one in supply."""
    r = state.regions[i]
    p = state.players[seat]
    if r.deep or not r.explored or i in p.settled or p.settlements_left <= 0:
        return False
    if settlements_in(state, i) >= pack.regions[r.tile].slots:
        return False
    return strength(state, pack, seat, i) >= 1


def movable(state: VeilState, seat: int, moved: Sequence[str] = ()) -> list[tuple[str, int]]:
    """(unit, region) pairs of ``seat`` that may move: units in unexplored regions cannot (S3 glossary), and a
    unit already in ``moved`` (the step's own moves, ``Step.moved``) does not move again on the same step
    (decided here: a card's "move N units one region each" moves each unit one region)."""
    p = state.players[seat]
    out: list[tuple[str, int]] = []
    if p.lord_at >= 0 and "lord" not in moved:
        out.append(("lord", p.lord_at))
    for k, at in enumerate(p.champ_at):
        if at >= 0 and f"c{k + 1}" not in moved:
            out.append((f"c{k + 1}", at))
    for i, n in enumerate(p.warriors):
        if n > sum(1 for m in moved if m == f"warrior:{POSITIONS[i]}"):
            out.append(("warrior", i))
    for b, at in sorted(p.beasts.items()):
        if b not in moved:
            out.append((b, at))
    return [(u, i) for u, i in out if state.regions[i].explored]


def artifacts_of(p: Player) -> list[str]:
    """Every Artifact ``p`` has, equipped first (lord, c1, c2), then unequipped."""
    return [*p.gear["lord"], *p.gear["c1"], *p.gear["c2"], *p.loose]
