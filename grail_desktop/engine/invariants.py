"""Invariants every reachable state keeps; used by the property tests and the Chronicler's ``adjust``.

Sources: S0 "Survival Tracks" (Energy ≤ Health), "Resources" (never negative), "Advancing Combat or
Diplomacy Decks" (decks ≥ 15), "Discarding and removing cards" (every card in exactly one place), S1 Start
of the Day step 2 and rules-decisions.md (every card within Menhir range unless the last Menhir went dark).
"""

from __future__ import annotations

from collections import Counter

from grail_desktop.engine import mapgrid
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.state import GameState

MIN_DECK = 15


def problems(catalog: Catalog, state: GameState) -> list[str]:
    """Every broken invariant as a plain sentence; an empty list means the state is sound."""
    out: list[str] = []
    in_encounter = state.encounter is not None
    for cid, c in state.characters.items():
        d = catalog.characters[cid]
        if c.energy > c.health:
            out.append(f"{cid}: Energy {c.energy} above Health {c.health}")
        for track in ("energy", "health", "terror"):
            value = getattr(c, track)
            if not 0 <= value <= getattr(d, track).max:
                out.append(f"{cid}: {track} {value} outside 0..{getattr(d, track).max}")
        for res, value in c.resources.items():
            if value < 0:
                out.append(f"{cid}: {res} is negative ({value})")
        for attr, value in c.attributes.items():
            if value < 0:
                out.append(f"{cid}: attribute {attr} is negative")
        if c.dying != (c.health == 0) and not c.dead:
            out.append(f"{cid}: Dying flag {c.dying} but Health {c.health}")
        lent = in_encounter and any(p.character == cid for p in state.encounter.participants)  # type: ignore[union-attr]
        if not lent:
            for kind in ("combat", "diplomacy"):
                deck = getattr(c, f"{kind}_deck")
                if len(deck) < MIN_DECK:
                    out.append(f"{cid}: {kind} deck has {len(deck)} cards (< {MIN_DECK})")
            owned = Counter(c.combat_deck + c.diplomacy_deck + c.combat_pool + c.diplomacy_pool)
            owned.update(c.combat_aside + c.diplomacy_aside + c.phased_out)
            for pending in state.pending:
                if pending.kind == "pick-card" and pending.character == cid:
                    owned.update(pending.options)
            expected = Counter(d.combat_deck + d.diplomacy_deck + d.combat_pool + d.diplomacy_pool)
            # a later chapter's own pool cards (ChapterSetupDef.pool_add) are owned once they joined
            added = {k for ch in catalog.chapters.values() for k in ch.setup.pool_add.get(cid, ())}
            expected.update(k for k in owned if k in added and k not in expected)
            if owned != expected:
                out.append(f"{cid}: cards not each in exactly one place")
        for card in c.face_down:
            if card not in c.items and card not in c.secrets:
                out.append(f"{cid}: face-down {card} is not held")
    items = Counter(state.item_deck + state.removed_cards)
    for c in state.characters.values():
        items.update(c.items)
        items.update(c.secrets)
    for p in state.locations.values():
        items.update(p.items)
    items.update(state.secret_box)
    expected_items = Counter([*catalog.items, *catalog.secrets])
    if items != expected_items:
        extra = items - expected_items
        missing = expected_items - items
        out.append(f"items/secrets misplaced: extra {dict(extra)}, missing {dict(missing)}")
    cells = Counter((p.x, p.y) for p in state.locations.values())
    if any(n > 1 for n in cells.values()):
        out.append("two location cards share one grid cell")
    for number in state.removed_locations:
        if str(number) in state.locations:
            out.append(f"location {number} is removed from the game but on the map")
    for cid, c in state.characters.items():
        if not c.dead and str(c.location) not in state.locations:
            out.append(f"{cid} stands on {c.location}, which is not on the map")
    return out


def out_of_menhir_range(state: GameState) -> list[int]:
    """Cards outside Menhir range (allowed only while no Menhir is active: the last-Menhir rule)."""
    if not state.menhirs:
        return []
    return mapgrid.out_of_range(state)
