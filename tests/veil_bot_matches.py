"""Seeded Riven Veil matches played by bots, for the tests that read what a match says at each decision (the
German words and event sentences, issue 28)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from grail_desktop.engine.veil.bots import make_bot
from grail_desktop.engine.veil.game import VeilGame

#: The Salt Crown pack's factions, in the order the tests seat them.
FACTIONS = ["hollow-court", "tide-wardens", "thorn-kin", "ember-oath"]


def bot_decisions(game: VeilGame, kinds: Sequence[str], seed: int, limit: int = 3000) -> Iterator[int]:
    """Play ``game`` by bots (seat ``k`` a ``kinds[k]`` bot seeded ``seed * 10 + k``) until it is over or
    ``limit`` decisions were taken, yielding the seat to act before each decision (the game as it stands)."""
    bots = [make_bot(kind, game.pack, seed * 10 + k) for k, kind in enumerate(kinds)]
    for _ in range(limit):
        if game.over:
            return
        seat = game.to_act()[0]
        yield seat
        game.apply(bots[seat].choose(game.view(seat), seat, game.legal_actions(seat)))
