"""Riven Veil events: past-tense records that say who may see them (issue 21 "Hidden information").

``seat is None`` means every seat may see the event; otherwise only that seat (its private twin for the others
is a separate public event, e.g. "Hollow Court drew a Move card" beside "You drew Ferry of Reeds").
"""

from __future__ import annotations

from collections.abc import Iterator

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


#: Change flags: what an observer (the text table, part 2's screens) should refresh after an action.
VEIL_FLAGS: tuple[str, ...] = ("board", "hands", "tracks", "phase", "battle", "log")
_FLAG_OF: dict[str, str] = {
    "Deployed": "board",
    "Moved": "board",
    "Settled": "board",
    "TokenPlaced": "board",
    "RegionExplored": "board",
    "BeastAppeared": "board",
    "BeastBonded": "board",
    "KnightAppeared": "board",
    "LordLanded": "board",
    "UnitLimit": "board",
    "TilesRevealed": "board",
    "CardDrawn": "hands",
    "CardsDrawn": "hands",
    "HandDiscarded": "hands",
    "ChoicesRevealed": "hands",
    "ArtifactsOffered": "hands",
    "VPGained": "tracks",
    "PowerGained": "tracks",
    "FavorGained": "tracks",
    "ExcaliburClaimed": "tracks",
    "GrailClaimed": "tracks",
    "ArtifactGained": "tracks",
    "ArtifactKept": "tracks",
    "ProphecyCompleted": "tracks",
    "ProphecyRevealed": "tracks",
    "SeasonStarted": "phase",
    "RoundStarted": "phase",
    "TurnStarted": "phase",
    "WarStarted": "phase",
    "GameOver": "phase",
    "BattleStarted": "battle",
    "PlansRevealed": "battle",
    "CombatCardDrawn": "battle",
    "CombatRevealed": "battle",
    "PlanResolved": "battle",
    "RegionScored": "battle",
}


@attrs.frozen
class VeilResult:
    """What ``VeilGame.apply`` returns: the events in order and the change flags (a subset of VEIL_FLAGS)."""

    events: tuple[VeilEvent, ...]
    changes: frozenset[str]

    @classmethod
    def of(cls, events: list[VeilEvent]) -> VeilResult:
        """The result of ``events``: every action changes the log, plus what its events touched."""
        return cls(tuple(events), frozenset({"log", *(_FLAG_OF[e.kind] for e in events if e.kind in _FLAG_OF)}))

    def __iter__(self) -> Iterator[VeilEvent]:
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)
