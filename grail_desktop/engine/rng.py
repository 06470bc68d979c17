"""The seeded random generator whose whole state lives in the game state.

The engine never imports :mod:`random`: every chance outcome (shuffles, dice, Guardian die, draws) comes from
an :class:`Rng` stored inside ``GameState`` so that (campaign, setup, seed, action log) fully determines a game
(architecture.md, "The engine contract"). The algorithm is SplitMix64: tiny, fast in pure Python, and its
state is a single 64-bit integer that a save sheet can hold as text.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

import attrs

_MASK = (1 << 64) - 1
T = TypeVar("T")


@attrs.define
class Rng:
    """A deterministic generator; ``state`` is an unsigned 64-bit integer (0 ≤ state < 2**64)."""

    state: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """Return a generator for an integer ``seed`` (any int; folded into 64 bits)."""
        return cls(state=(seed * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK)

    def next_u64(self) -> int:
        """Advance the state and return the next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)``; raises ``ValueError`` if ``n < 1``. Unbiased (rejection)."""
        if n < 1:
            raise ValueError(f"Rng.below needs n >= 1, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def die(self, faces: int = 6) -> int:
        """Roll a die with ``faces`` faces; returns 1..faces."""
        return self.below(faces) + 1

    def choice(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence; raises ``ValueError`` when empty."""
        if not items:
            raise ValueError("Rng.choice on an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
