"""Per-seat views and determinization (issue 21 "Hidden information").

:func:`view` copies the state and replaces every card the seat may not see with a placeholder ``"?<family>"``
(``"?deploy"``, ``"?combat"``, ``"?mist"``, ``"?coastal"`` …); another seat's sealed choice becomes ``"?"``.
What stays visible is exactly what the rules show everyone: the board, tracks, discards, revealed cards, the
deck each card was drawn from (so a hand's families are public), and cards seen returning to a hand.

:func:`determinize` turns a view back into a complete state the seat cannot tell from the real one: every
placeholder gets a card of its family that the seat has not seen, and hidden sealed choices are re-made at
random among the legal ones. Bots search such worlds and never read the true state.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from grail_desktop.engine.rng import Rng
from grail_desktop.engine.snapshot import clone
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.rules import legal
from grail_desktop.engine.veil.state import VeilState

HIDDEN = "?"


@cache
def families(pack: VeilPack) -> dict[str, str]:
    """Card id → family (a main deck, ``combat``, ``beast``, ``artifact``, ``prophecy``, ``mist`` or a ring)."""
    out: dict[str, str] = {c.id: c.deck for c in pack.cards.values()}
    out.update({c: "combat" for c in pack.combat})
    out.update({b: "beast" for b in pack.beasts})
    out.update({a: "artifact" for a in pack.artifacts})
    out.update({p: "prophecy" for p in pack.prophecies})
    out.update({m: "mist" for m in pack.mist})
    out.update({t.id: t.ring for t in pack.regions.values()})
    return out


@cache
def _pool(pack: VeilPack) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for cid, fam in families(pack).items():
        copies = pack.combat[cid].copies if fam == "combat" else 1
        out.setdefault(fam, []).extend([cid] * copies)
    return out


def _mask(cards: list[str], fam: dict[str, str]) -> list[str]:
    return [c if c.startswith(HIDDEN) else HIDDEN + fam[c] for c in cards]


def view(state: VeilState, pack: VeilPack, seat: int) -> VeilState:
    """A copy of ``state`` with everything ``seat`` may not see replaced by placeholders."""
    fam = families(pack)
    v = clone(state)
    v.rng = Rng(0)  # the generator's state would let a seat predict every shuffle
    for name, deck in v.decks.items():
        v.decks[name] = _mask(deck, fam)
    for k, p in enumerate(v.players):
        if k != seat:
            p.hand = [c if c in v.known else HIDDEN + fam[c] for c in p.hand]
    v.sealed = [
        c if (k == seat or c in ("", "-") or state.phase not in ("draft", "choose", "plan")) else HIDDEN
        for k, c in enumerate(v.sealed)
    ]
    v.draft = [d if k == seat else _mask(d, fam) for k, d in enumerate(v.draft)]
    if v.battle is not None:
        for k, cards in v.battle.drawn.items():
            if k != seat:
                v.battle.drawn[k] = _mask(cards, fam)
    for r in v.regions:
        if r.mist and not r.explored:
            r.mist = HIDDEN + "mist"
        if not v.tile_up:
            r.tile = HIDDEN + fam[r.tile]
    return v


def _slots(s: VeilState) -> Iterator[tuple[list[str], int]]:
    """Every list position that may hold a card id, in a fixed order."""
    for deck in s.decks.values():
        for i in range(len(deck)):
            yield deck, i
    for p in s.players:
        for i in range(len(p.hand)):
            yield p.hand, i
    for d in s.draft:
        for i in range(len(d)):
            yield d, i
    if s.battle is not None:
        for cards in s.battle.drawn.values():
            for i in range(len(cards)):
                yield cards, i


def seen_cards(s: VeilState) -> list[str]:
    """Every card id present in ``s`` (placeholders excluded), with repeats: hands, decks, discards, table,
    board, battle, offers, equipment, Prophecies."""
    out: list[str] = []
    for deck in s.decks.values():
        out.extend(deck)
    for pile in s.discards.values():
        out.extend(pile)
    for p in s.players:
        out.extend(p.hand)
        out.extend(p.beasts)
        for gear in p.gear.values():
            out.extend(gear)
        out.extend(p.loose)
    for t in s.tabled:
        out.extend(t)
    for d in s.draft:
        out.extend(d)
    out.extend(s.prophecies)
    for r in s.regions:
        out.append(r.tile)
        if r.mist:
            out.append(r.mist)
        if r.beast:
            out.append(r.beast)
    if s.battle is not None:
        out.extend(c for c in s.battle.plan.values() if c)
        for cards in s.battle.bonus.values():
            out.extend(cards)
        for cards in s.battle.drawn.values():
            out.extend(cards)
    return [c for c in out if not c.startswith(HIDDEN)]


def determinize(v: VeilState, pack: VeilPack, seat: int, rng: Rng) -> VeilState:
    """A full state consistent with view ``v`` of ``seat``: placeholders dealt from the unseen cards of their
    family (shuffled with ``rng``), other seats' hidden sealed choices re-made at random."""
    s = clone(v)
    s.rng = Rng(rng.next_u64())
    unseen: dict[str, list[str]] = {f: list(cards) for f, cards in _pool(pack).items()}
    for c in seen_cards(s):
        unseen[families(pack)[c]].remove(c)
    for cards in unseen.values():
        rng.shuffle(cards)
    for r in s.regions:
        if r.mist.startswith(HIDDEN):
            r.mist = unseen["mist"].pop()
        if r.tile.startswith(HIDDEN):
            r.tile = unseen[r.tile[1:]].pop()
    for lst, i in _slots(s):
        c = lst[i]
        if c.startswith(HIDDEN):
            lst[i] = unseen[c[1:]].pop()
    hidden = [k for k, c in enumerate(s.sealed) if c == HIDDEN]
    for k in hidden:
        s.sealed[k] = ""
    for k in hidden:
        options = legal(s, pack, k)
        s.sealed[k] = str(rng.choice(options))
    return s
