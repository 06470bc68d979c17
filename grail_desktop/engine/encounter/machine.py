"""The encounter machine (stub; being written)."""

from __future__ import annotations

from grail_desktop.engine.core import Action, Event
from grail_desktop.engine.encounter.host import EncounterHost
from grail_desktop.engine.encounter.state import EncounterState


def start_encounter(
    host: EncounterHost, participants: list[str], enemies: list[str], *, source: str
) -> tuple[EncounterState, list[Event]]:
    """Start an encounter (stub)."""
    raise NotImplementedError("encounter machine not written yet")


def encounter_legal_actions(enc: EncounterState, host: EncounterHost) -> list[Action]:
    """Legal actions (stub)."""
    raise NotImplementedError("encounter machine not written yet")


def encounter_apply(enc: EncounterState, host: EncounterHost, action: Action) -> list[Event]:
    """Apply an action (stub)."""
    raise NotImplementedError("encounter machine not written yet")
