"""Setting up a Riven Veil match (S3 "Game Setup" steps 1–10), fully determined by (pack, factions, mode, seed).

Decisions where S3 is silent (docs/riven-veil.md "Setup"): Coastal regions start explored and carry no Mist
Card; Inner and Central regions get one face-down Mist Card each unless in Deep Mist; Lords land at the end of
the first Mist Phase (``start`` actions), before round 1.
"""

from __future__ import annotations

from grail_desktop.engine.rng import Rng
from grail_desktop.engine.veil.defs import DEEP_MIST, MAIN_DECKS, POSITION_RING, POSITIONS, RINGS, VeilPack
from grail_desktop.engine.veil.gains import Ctx
from grail_desktop.engine.veil.state import Mode, Player, Region, VeilState

#: Region Tiles of each ring on the board (S3 setup step 1).
TILES_ON_BOARD: dict[str, int] = {"coastal": 4, "inner": 4, "central": 1}
#: Artifacts each seat draws at setup, keeping one (S3 setup step 10).
DRAFT_SIZE = 3
MIN_SEATS, MAX_SEATS = 2, 4


def new_state(pack: VeilPack, factions: list[str], mode: Mode, seed: int) -> tuple[VeilState, Ctx]:
    """The state after setup, waiting for every seat's Artifact choice, and the setup's events (in ``Ctx``).

    ``factions[k]`` is seat ``k``'s faction id. Raises ``ValueError`` for 2 > seats > 4, an unknown or repeated
    faction, or a mode the rules do not have.
    """
    seats = len(factions)
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"the Riven Veil is for 2–4 seats, not {seats}")
    for f in factions:
        if f not in pack.factions:
            raise ValueError(f"unknown faction {f!r} (known: {', '.join(pack.factions)})")
    if len(set(factions)) != seats:
        raise ValueError("each seat needs a different faction")
    if mode.seasons not in (2, 3):
        raise ValueError("a match lasts 2 seasons (Normal) or 3 (Long)")
    rng = Rng.from_seed(seed)
    decks: dict[str, list[str]] = {}
    for ring in RINGS:
        pool = [t.id for t in pack.regions.values() if t.ring == ring]
        rng.shuffle(pool)
        decks[ring] = pool
    deep = set(DEEP_MIST[seats])
    regions: list[Region] = []
    for pos in POSITIONS:
        ring = POSITION_RING[pos]
        regions.append(Region(pos=pos, tile=decks[ring].pop(), deep=pos in deep, explored=ring == "coastal"))
    for name, ids in (
        *((d, pack.deck(d)) for d in MAIN_DECKS),
        ("combat", pack.combat_deck()),
        ("beast", list(pack.beasts)),
        ("artifact", list(pack.artifacts)),
        ("prophecy", list(pack.prophecies)),
        ("mist", list(pack.mist)),
    ):
        cards = list(ids)
        rng.shuffle(cards)
        decks[name] = cards
    for r in regions:
        if POSITION_RING[r.pos] != "coastal" and not r.deep and decks["mist"]:
            r.mist = decks["mist"].pop()
        if r.deep:
            r.explored = False
    players: list[Player] = []
    for f in factions:
        side = pack.side(f, mode.symmetric)
        players.append(
            Player(
                faction=f,
                vp=side.start_vp,
                power=side.start_power,
                supply=pack.factions[f].warriors,
                settlements_left=len(side.slots),
                vp_from={"start": side.start_vp} if side.start_vp else {},
            )
        )
    state = VeilState(
        pack=pack.id,
        seats=seats,
        mode=mode,
        rng=rng,
        regions=regions,
        players=players,
        decks=decks,
        discards={d: [] for d in (*MAIN_DECKS, "combat")},
        sealed=[""] * seats,
        tabled=[[] for _ in range(seats)],
    )
    ctx = Ctx(state, pack)
    ctx.say("GameSetUp", f"A match of {pack.name} for {seats} factions ({mode.words()}).")
    for seat in range(seats):
        offer = [decks["artifact"].pop() for _ in range(DRAFT_SIZE)]
        state.draft.append(offer)
        ctx.say("ArtifactsOffered", f"{ctx.does(seat, 'draws')} {DRAFT_SIZE} Artifacts.")
        names = ", ".join(pack.artifacts[a].name for a in offer)
        ctx.say("ArtifactsOffered", f"You draw the Artifacts {names}: keep one.", seat)
    return state, ctx
