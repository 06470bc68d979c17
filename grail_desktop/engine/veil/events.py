"""Riven Veil events: past-tense records that say who may see them (issue 21 "Hidden information").

``seat is None`` means every seat may see the event; otherwise only that seat (its private twin for the others
is a separate public event, e.g. "Hollow Court drew a Move card" beside "You drew Ferry of Reeds").
"""

from __future__ import annotations

import attrs

#: Kinds after which undo stops: something hidden was revealed or chance was used (architecture.md "Undo").
BARRIER_KINDS: frozenset[str] = frozenset(
    {
        "CardDrawn",
        "CardsDrawn",
        "ChoicesRevealed",
        "RegionExplored",
        "TilesRevealed",
        "ProphecyRevealed",
        "ArtifactsOffered",
        "ArtifactGained",
        "PlansRevealed",
        "CombatCardDrawn",
        "CombatRevealed",
        "DeckShuffled",
        "HandDealt",
    }
)


@attrs.frozen
class VeilEvent:
    """``kind`` CamelCase; ``text`` plain words with display names (never ids); ``seat`` who may see it."""

    kind: str
    text: str
    seat: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event (``None`` asks for the public record)."""
        return self.seat is None or self.seat == seat
